//! The protocol's messages as the engine reads and writes them. `docs/protocol.md` is their specification and
//! `docs/schema/*.json` their JSON Schema, generated from these types.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The protocol version this engine speaks.
pub const PROTOCOL_VERSION: u32 = 6;

/// One request, on one line.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct Request {
    /// Echoed in the response.
    pub id: u64,
    #[serde(flatten)]
    pub command: Command,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "cmd", rename_all = "snake_case")]
pub enum Command {
    /// The first request of a session.
    Handshake {
        protocol: u32,
        #[serde(default)]
        harness: Option<String>,
    },
    /// Starts a new game, replacing any game in progress.
    NewGame(Box<NewGame>),
    /// Appends forced rolls to the dice queue; the engine uses them, in order, before its own dice.
    ForceDice { dice: Vec<[u8; 2]> },
    /// Arranges a deck: one card on top, or the whole order (top first).
    StackDeck {
        deck: String,
        #[serde(default)]
        top: Option<String>,
        #[serde(default)]
        order: Option<Vec<String>>,
    },
    /// Advances the virtual clock.
    AdvanceClock { ms: u64 },
    /// Test set-up: arranges the table directly. All operations apply, or none.
    Setup { ops: Vec<SetupOp> },
    /// An action by a player.
    Act { player: String, action: Action },
    /// The canonical state snapshot.
    State {},
    /// The actions the engine would accept from a player now.
    LegalActions { player: String },
    /// Ends the session; the engine answers and exits.
    Quit {},
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    pub variant: String,
    /// House rules: overrides of the variant's preset, merged into it key by key.
    #[serde(default)]
    pub house_rules: BTreeMap<String, serde_json::Value>,
    #[serde(default)]
    pub starting_cash: Option<i64>,
    /// The board; the variant's own when absent.
    #[serde(default)]
    pub board: Option<FixtureRef>,
    /// The decks; the variant's own when absent.
    #[serde(default)]
    pub decks: Option<Vec<FixtureRef>>,
    pub players: Vec<PlayerSpec>,
    #[serde(default)]
    pub seed: u64,
    /// Forced turn order (player ids); the variant's own way of choosing it when absent.
    #[serde(default)]
    pub turn_order: Option<Vec<String>>,
    #[serde(default)]
    pub banker: Option<String>,
    /// The deeds dealt at set-up, where the variant deals: player id to property ids, every player with the
    /// variant's number of deeds. The game's own seeded shuffle deals them when absent.
    #[serde(default)]
    pub deal: Option<BTreeMap<String, Vec<String>>>,
    /// Opens the game as a room: the host changes its settings (`configure`) and starts it (`start_game`); until
    /// then no other action is taken.
    #[serde(default)]
    pub room: Option<RoomSpec>,
}

/// A room's opening: who hosts it.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoomSpec {
    pub host: String,
}

/// A board or deck, by id or as inline data (the fixture's YAML as JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum FixtureRef {
    Id { id: String },
    Inline { data: serde_json::Value },
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    pub id: String,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub token: Option<String>,
    #[serde(default)]
    pub team: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum SetupOp {
    Place {
        player: String,
        space: String,
    },
    Cash {
        player: String,
        amount: i64,
    },
    /// `player: null` returns the property to the bank.
    Give {
        property: String,
        player: Option<String>,
    },
    /// A hotel needs no `houses` (0 by default).
    Buildings {
        property: String,
        #[serde(default)]
        houses: u8,
        #[serde(default)]
        hotel: bool,
    },
    Mortgaged {
        property: String,
        mortgaged: bool,
    },
    Jail {
        player: String,
        in_jail: bool,
        #[serde(default)]
        failed_rolls: u8,
    },
    JailCard {
        player: String,
        deck: String,
    },
    BankStock {
        houses: u32,
        hotels: u32,
    },
    Turn {
        player: String,
    },
    Banker {
        player: String,
    },
    /// The jackpot pot, where a variant has one.
    Pot {
        amount: i64,
    },
    /// `creditor: null` is the bank.
    Debt {
        debtor: String,
        creditor: Option<String>,
        amount: i64,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    Roll,
    Buy,
    Decline,
    Bid {
        amount: i64,
    },
    Pass,
    ClaimRent {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        payer: Option<String>,
    },
    Build {
        property: String,
        building: Building,
    },
    SellBuilding {
        property: String,
    },
    Mortgage {
        property: String,
    },
    Unmortgage {
        property: String,
    },
    SellProperty {
        property: String,
    },
    PayFine,
    UseCard,
    ChooseTax {
        option: String,
    },
    TradeOffer {
        to: String,
        give: TradeSide,
        take: TradeSide,
    },
    TradeAccept {
        trade: u64,
    },
    TradeDecline {
        trade: u64,
    },
    TradeCounter {
        trade: u64,
        give: TradeSide,
        take: TradeSide,
    },
    TradeWithdraw {
        trade: u64,
    },
    DeclareBankruptcy,
    EndTurn,
    Leave,
    /// The player wants one of the bank's last buildings of a kind (a shortage auction may follow).
    RequestBuilding {
        building: Building,
    },
    /// The host changes one setting of the room: exactly one of the fields.
    Configure {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        house_rule: Option<String>,
        /// With `house_rule`: turned on (`true`) or off.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        on: Option<bool>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        board: Option<FixtureRef>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seats: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        starting_cash: Option<i64>,
    },
    /// The host starts the room's game.
    StartGame,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Building {
    House,
    Hotel,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TradeSide {
    #[serde(default)]
    pub cash: i64,
    #[serde(default)]
    pub properties: Vec<String>,
    #[serde(default)]
    pub jail_cards: u32,
    /// Buildings, by the property they stand on. Not tradeable in any variant: present so that an engine can be
    /// seen to refuse them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub buildings: Vec<String>,
    /// Promises (for instance of free rent). Not tradeable in any variant, likewise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub promises: Vec<String>,
}

/// One response, on one line.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct Response {
    /// The request's id; `null` only when the request could not be read far enough to find it.
    pub id: Option<u64>,
    #[serde(flatten)]
    pub outcome: Outcome,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Outcome {
    /// The request was carried out.
    Ok { result: Reply },
    /// The rules refuse the request; nothing changed.
    Rejected { reason: String, message: String },
    /// The request itself is faulty (malformed, unknown, unsupported); nothing changed.
    Error { code: ErrorCode, message: String },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    MalformedJson,
    InvalidRequest,
    UnknownCommand,
    /// A command of the protocol that this engine does not implement (`setup`, `stack_deck`, ...).
    UnsupportedCommand,
    UnsupportedProtocol,
    UnsupportedVariant,
    UnsupportedAction,
    InvalidFixture,
    NoGame,
    LineTooLong,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    Handshake(Box<Handshake>),
    Game { state: Box<Snapshot> },
    Events { events: Vec<WireEvent> },
    State { state: Box<Snapshot> },
    LegalActions { actions: Vec<Action> },
    Done {},
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Handshake {
    pub engine: EngineInfo,
    pub protocol: u32,
    pub variants: Vec<String>,
    pub capabilities: Vec<String>,
    /// The ways of playing the engine announces (docs/protocol.md, section 3.1): none for the reference engine.
    #[serde(default)]
    pub plays: Vec<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EngineInfo {
    pub name: String,
    pub version: String,
}

/// The canonical state: two engines in the same state give equal snapshots, field by field.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    pub variant: String,
    pub board: String,
    pub players: Vec<PlayerState>,
    /// Every property of the board, in board order.
    pub properties: Vec<PropertyState>,
    pub bank: BankState,
    /// The player who is also the banker; `null` where nobody is (the preset's `banker: none`).
    pub banker: Option<String>,
    pub turn: TurnState,
    pub pending: Pending,
    /// The Free Parking or Vacation jackpot, where a variant has one.
    pub pot: i64,
    /// The cards of each deck, by slot, top first (a held jail card is out of its deck).
    pub decks: BTreeMap<String, Vec<String>>,
    pub clock_ms: u64,
    pub game_over: Option<GameOver>,
    /// The room, for a game opened as one (`new_game`'s `room`); `null` otherwise.
    pub room: Option<RoomState>,
}

/// A room's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoomState {
    pub host: String,
    pub seats: u32,
    /// The chosen board's id.
    pub board: String,
    /// Whether the host has started the game.
    pub started: bool,
    /// Each named house rule of the preset, on or off.
    pub house_rules: BTreeMap<String, bool>,
    /// The house rules that differ from their defaults, by name, in name order.
    pub badges: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerState {
    pub id: String,
    pub name: String,
    pub token: String,
    pub team: Option<String>,
    pub cash: i64,
    /// Spaces from Go.
    pub position: u32,
    /// The id of the space at `position`.
    pub space: String,
    pub in_jail: bool,
    /// Failed rolls for doubles so far on this stay in jail (the `jail` set-up operation's `failed_rolls`).
    pub failed_rolls: u32,
    pub jail_cards: u32,
    pub bankrupt: bool,
    /// Turns the player will still miss (Vacation); 0 in a variant without it.
    pub skip_turns: u32,
    /// What is left of the player's time bank, in milliseconds; `null` without a turn clock.
    pub time_bank_ms: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PropertyState {
    pub id: String,
    pub owner: Option<String>,
    pub mortgaged: bool,
    pub houses: u32,
    pub hotel: bool,
    /// What lifting the mortgage costs now (only while mortgaged).
    pub unmortgage_cost: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BankState {
    /// Net cash the bank has taken in since the game began (negative when it has paid out more).
    pub cash: i64,
    /// Houses left in the bank's stock; `null` where the supply has no limit.
    pub houses: Option<u32>,
    /// Hotels left in the bank's stock; `null` where the supply has no limit.
    pub hotels: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurnState {
    /// Whose turn it is: the player rolling in the turn under way, or, once it has passed, the player whose roll
    /// starts the next one. `null` during the opening roll-off and once the game is over.
    pub current: Option<String>,
    pub phase: TurnPhase,
    /// The player the game waits for: the next roller, the deciding player, or the player to end the turn.
    pub to_act: Option<String>,
    /// Doubles rolled so far in `current`'s turn (0 before its first roll).
    pub doubles: u32,
    pub order: Vec<String>,
    /// During the opening rolls: who still has to roll, in order.
    pub opening_to_roll: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TurnPhase {
    /// A room whose host has not started the game: `to_act` is the host.
    Room,
    Opening,
    Roll,
    EndTurn,
    BuyDecision,
    /// A card moved the player to an owned utility; their next roll sets the rent and moves nothing.
    UtilityRoll,
    /// The player landed on a tax with a choice and must `choose_tax` (`flat` or `percent`) before anything else.
    TaxChoice,
    /// A debt is unpaid where the game would wait for a roll (or the end of a turn): `to_act` is the debtor of the
    /// oldest debt, and nobody rolls until every debt is paid or its debtor is bankrupt. Under `debt.negative_cash`,
    /// only the roller's own debts hold the roll, and only while they have something left to sell.
    Debt,
    Auction,
    GameOver,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Pending {
    pub purchase: Option<PendingPurchase>,
    pub auction: Option<PendingAuction>,
    pub rent_claims: Vec<RentClaim>,
    pub debts: Vec<DebtState>,
    /// Open trade offers, oldest first.
    pub trades: Vec<TradeState>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TradeState {
    pub id: u64,
    pub from: String,
    pub to: String,
    /// What `from` gives.
    pub give: TradeSide,
    /// What `from` takes.
    pub take: TradeSide,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PendingPurchase {
    pub player: String,
    pub property: String,
    pub price: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PendingAuction {
    /// The property on sale, or `null` in a building auction.
    pub property: Option<String>,
    /// The kind of building on sale in a building auction, else `null`.
    pub building: Option<Building>,
    /// Who may bid.
    pub bidders: Vec<String>,
    pub high_bidder: Option<String>,
    pub high_bid: Option<i64>,
    pub passed: Vec<String>,
    /// Where the auction runs on a clock: the virtual time (`clock_ms`) at which it closes, unless a new bid
    /// comes first; `null` for an auction that closes when the others have passed.
    pub closes_at_ms: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RentClaim {
    pub owner: String,
    pub payer: String,
    pub property: String,
    pub amount: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DebtState {
    pub debtor: String,
    /// `null` is the bank.
    pub creditor: Option<String>,
    pub amount: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GameOver {
    /// The winner; `null` on a shared win.
    pub winner: Option<String>,
    /// Every winner: one, or those sharing the win (equal worth).
    pub winners: Vec<String>,
    /// Every player, best first.
    pub ranking: Vec<String>,
    /// Each remaining player's worth by the variant's valuation, where the game ended on it (the first
    /// bankruptcy, the time limit); `null` when the last player standing won.
    pub worth: Option<BTreeMap<String, i64>>,
}

/// What happened. Player, property and space fields are ids; `from`/`to` of a payment are a player id or `"bank"`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum WireEvent {
    TurnStarted {
        player: String,
    },
    /// A player on Vacation misses this turn.
    TurnSkipped {
        player: String,
    },
    /// A player left the game; their properties went to `deeds_to`, a teammate or the bank.
    PlayerLeft {
        player: String,
        deeds_to: String,
    },
    /// A property sold back to the bank.
    PropertySold {
        player: String,
        property: String,
        amount: i64,
    },
    DiceRolled {
        player: String,
        dice: [u8; 2],
    },
    Moved {
        player: String,
        from: u32,
        to: u32,
    },
    Salary {
        player: String,
        amount: i64,
    },
    Landed {
        player: String,
        space: String,
    },
    PurchaseOffered {
        player: String,
        property: String,
        price: i64,
    },
    Bought {
        player: String,
        property: String,
        price: i64,
    },
    AuctionStarted {
        property: String,
    },
    BidPlaced {
        player: String,
        amount: i64,
    },
    BidPassed {
        player: String,
    },
    AuctionWon {
        player: String,
        property: String,
        amount: i64,
    },
    AuctionUnsold {
        property: String,
    },
    RentDue {
        owner: String,
        payer: String,
        property: String,
        amount: i64,
    },
    RentPaid {
        payer: String,
        owner: String,
        amount: i64,
    },
    RentForfeited {
        owner: String,
        payer: String,
        amount: i64,
    },
    TaxPaid {
        player: String,
        amount: i64,
    },
    /// The player must choose, with `choose_tax`, between `flat` dollars and `percent` of their worth.
    TaxChoiceOffered {
        player: String,
        flat: i64,
        percent: i64,
    },
    /// A mortgaged property received from another player: its new owner paid the bank this interest at once.
    MortgageInterestPaid {
        player: String,
        property: String,
        amount: i64,
    },
    CardDrawn {
        player: String,
        deck: String,
        card: String,
        /// The card's effect as the engine carries it, in the fixtures' vocabulary; sent by an engine whose decks
        /// are its own (docs/protocol.md, section 6). The reference engine plays the fixtures' decks and leaves it
        /// out.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        effect: Option<serde_json::Value>,
    },
    CardKept {
        player: String,
        deck: String,
        card: String,
    },
    CardReturned {
        deck: String,
        card: String,
    },
    Paid {
        from: String,
        to: String,
        amount: i64,
    },
    SentToJail {
        player: String,
        cause: String,
    },
    LeftJail {
        player: String,
        how: String,
    },
    FinePaid {
        player: String,
        amount: i64,
    },
    Built {
        player: String,
        property: String,
        building: Building,
        cost: i64,
    },
    BuildingSold {
        player: String,
        property: String,
        building: Building,
        refund: i64,
    },
    Mortgaged {
        player: String,
        property: String,
        amount: i64,
    },
    Unmortgaged {
        player: String,
        property: String,
        cost: i64,
    },
    DebtOwed {
        debtor: String,
        creditor: String,
        amount: i64,
    },
    DebtPaid {
        debtor: String,
        creditor: String,
        amount: i64,
    },
    /// `cash_to` received the bankrupt's cash, `deeds_to` their properties and jail cards (each a player id or
    /// `"bank"`).
    Bankrupt {
        player: String,
        cash_to: String,
        deeds_to: String,
    },
    BuildingRequested {
        player: String,
        building: Building,
    },
    BuildingAuctionStarted {
        building: Building,
        bidders: Vec<String>,
    },
    BuildingAuctionWon {
        player: String,
        building: Building,
        amount: i64,
    },
    BuildingAuctionUnsold {
        building: Building,
    },
    TradeOffered {
        trade: u64,
        from: String,
        to: String,
    },
    TradeAccepted {
        trade: u64,
    },
    TradeDeclined {
        trade: u64,
    },
    TradeWithdrawn {
        trade: u64,
    },
    /// An open offer became void: one side no longer holds a property or jail card it names.
    TradeVoided {
        trade: u64,
    },
    TradeCountered {
        trade: u64,
        by: u64,
    },
    OrderTie {
        players: Vec<String>,
    },
    OrderDecided {
        first: String,
        order: Vec<String>,
    },
    GameOver {
        /// The winner; `null` on a shared win.
        winner: Option<String>,
        winners: Vec<String>,
    },
}

/// The JSON Schema of requests and of responses, as checked in under `docs/schema/`.
pub fn schemas() -> (serde_json::Value, serde_json::Value) {
    let req = serde_json::to_value(schemars::schema_for!(Request)).unwrap_or_default();
    let resp = serde_json::to_value(schemars::schema_for!(Response)).unwrap_or_default();
    (req, resp)
}
