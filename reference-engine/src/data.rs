//! Boards, decks and variant presets as data, parsed from the project's fixtures (YAML) or from the inline JSON a
//! harness sends. Nothing here knows a variant by name: a variant is a [`Rules`] value.

use serde::Deserialize;
use std::collections::BTreeMap;

/// A variant preset: every switch and amount the rules core branches on.
#[derive(Clone, Debug, Deserialize)]
pub struct Rules {
    pub id: String,
    pub board: String,
    pub decks: BTreeMap<String, String>,
    pub players: PlayerRange,
    pub starting_cash: i64,
    /// The starting cash a host may choose (house rules), both ends included.
    pub starting_cash_range: CashRange,
    pub turn_order: TurnOrder,
    pub turn_end: TurnEnd,
    /// Who may build, sell buildings back, mortgage and offer trades, and when.
    pub actions: Actions,
    pub go: GoRule,
    pub doubles: DoublesRule,
    pub rent: RentRule,
    pub unbought_property: Unbought,
    pub auction: AuctionRule,
    pub income_tax: IncomeTax,
    pub jail: JailRule,
    pub buildings: BuildingRule,
    pub mortgage: MortgageRule,
    pub cards: CardRule,
    /// The Vacation space, where a board has one.
    #[serde(default)]
    pub vacation: Option<VacationRule>,
    /// Selling a property back to the bank, where the variant allows it.
    #[serde(default)]
    pub property_sale_to_bank: Option<PropertySale>,
    /// Whether one of the players is also the banker.
    pub banker: BankerRule,
    /// Limits on trade offers.
    pub trade: TradeRule,
    #[serde(default)]
    pub debt: DebtRule,
    /// Each player's time bank, where the variant has one.
    #[serde(default)]
    pub turn_clock: Option<TurnClock>,
    /// Whether a player may leave the game (`leave`).
    #[serde(default)]
    pub players_may_leave: bool,
    /// Team games, where the variant has them (players carry a `team` in the set-up).
    #[serde(default)]
    pub teams: Option<TeamsRule>,
    #[serde(default)]
    pub free_parking_jackpot: bool,
    /// While the lander decides whether to buy, they may mortgage and sell buildings to raise the price.
    #[serde(default)]
    pub raise_cash_before_buying: bool,
    /// Title deeds dealt at set-up, where a variant deals any.
    #[serde(default)]
    pub deal: Option<Deal>,
    #[serde(default)]
    pub bankruptcy: BankruptcyRule,
    #[serde(default)]
    pub game_end: GameEnd,
}

/// Deeds dealt to every player at set-up, from all the board's deeds shuffled.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct Deal {
    pub deeds_per_player: u8,
    /// Whether each player pays the bank the printed price of the deeds dealt to them.
    pub paid: bool,
}

#[derive(Clone, Copy, Debug, Default, Deserialize)]
pub struct BankruptcyRule {
    #[serde(default)]
    pub to_player: ToPlayer,
    /// What becomes of the deeds a bankruptcy leaves to the bank.
    #[serde(default)]
    pub to_bank: ToBank,
    /// What the bank pays the creditors of a bankrupt player (`to_player: bank_pays_creditors`).
    #[serde(default)]
    pub payout: Option<Payout>,
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ToBank {
    /// Each deed is auctioned among the players left.
    #[default]
    Auction,
    /// The deeds go back to the bank, unowned and unmortgaged, and stay there.
    ReturnToBank,
}

/// Shares the bank pays for a bankrupt player's estate: of the printed price of each property (another share for a
/// mortgaged one), of each building's price (a hotel with the houses it replaced), and an amount per jail card.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct Payout {
    pub property_percent: i64,
    pub mortgaged_property_percent: i64,
    pub building_percent: i64,
    pub jail_card: i64,
}

/// A time bank per player on the virtual clock: it runs during the player's own turn (never while an auction is
/// open), grows by `increment_ms` when one of their turns ends, and when it runs out the game plays the turn.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct TurnClock {
    pub enabled: bool,
    pub bank_ms: u64,
    pub increment_ms: u64,
}

/// Money a player cannot pay.
#[derive(Clone, Copy, Debug, Default, Deserialize)]
pub struct DebtRule {
    /// Cash may go below $0: a payment takes what the payer has, and the rest is owed.
    pub negative_cash: bool,
}

/// What a player's creditor receives from a bankrupt player.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ToPlayer {
    /// Cash, deeds (with their buildings) and jail cards.
    #[default]
    CreditorTakesAll,
    /// The buildings are first sold to the bank at the sell-back rate; the creditor takes that cash with the rest.
    CreditorTakesAllBuildingsSold,
    /// The bank pays the creditors (a variant this engine does not play).
    BankPaysCreditors,
}

/// How the game ends.
#[derive(Clone, Copy, Debug, Default, Deserialize)]
pub struct GameEnd {
    /// The first bankruptcy ends the game, and the richest remaining player wins.
    #[serde(default)]
    pub first_bankruptcy_ends: bool,
    /// A limit on the game's time, on the game's clock.
    #[serde(default)]
    pub time_limit: Option<TimeLimit>,
    /// How the richest player is found when the game ends before one player is left.
    #[serde(default)]
    pub valuation: Option<Valuation>,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct TimeLimit {
    pub minutes: u64,
    /// The turn in progress when the time runs out is played to its end first.
    #[serde(default = "yes")]
    pub finish_current_turn: bool,
}

/// A player's worth at the end: percentages of printed prices and building costs.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct Valuation {
    pub property_percent: i64,
    pub mortgaged_property_percent: i64,
    pub building_percent: i64,
    /// A hotel counts with the houses turned in for it.
    pub hotel_counts_houses: bool,
    #[serde(default)]
    pub jail_card: i64,
}

/// Who may take an action outside the landing's own decisions.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    /// Any player still in the game, on any player's turn, where the phase allows it.
    AnyPlayer,
    /// Only the player whose turn it is, at any point of that turn, before the roll included.
    OwnTurn,
    /// Any player still in the game, at any moment, while a landing is being settled too (trades only: an offer
    /// may be made during an auction, but not accepted).
    AnyTime,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct Actions {
    pub build: Who,
    pub sell_buildings: Who,
    pub mortgage: Who,
    pub trade: Who,
    /// Whether buildings may be bought and trades made before the game's first throw.
    pub before_first_throw: bool,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct CashRange {
    pub min: i64,
    pub max: i64,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct PlayerRange {
    pub min: usize,
    pub max: usize,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TurnOrder {
    /// Everyone rolls; the highest total starts; ties among the top re-roll.
    RollOff,
    /// The order is shuffled with the game's random source.
    Shuffle,
    /// Play starts with the first seat.
    Seating,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TurnEnd {
    /// A turn ends when the next player rolls; there is no end-turn action.
    NextRoll,
    /// The player ends the turn with an explicit action.
    EndTurn,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct GoRule {
    pub pass_salary: i64,
    pub exact_salary: i64,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct DoublesRule {
    pub roll_again: bool,
    pub limit: u8,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct RentRule {
    pub must_be_claimed: bool,
    /// When an unasked rent lapses (`null` where rent is never asked for: the default then).
    #[serde(default)]
    pub claim_lapses_on: Option<LapseOn>,
    pub full_set_multiplier: i64,
    pub collect_in_jail: bool,
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum LapseOn {
    /// At the next roll by anyone, the lander's own doubles re-roll included.
    #[default]
    AnyRoll,
    /// At the next player's roll.
    NextPlayerRoll,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Unbought {
    Auction,
    StaysWithBank,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct AuctionRule {
    pub min_bid: i64,
    #[serde(default)]
    pub timer_ms: u64,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum IncomeTax {
    Flat,
    FlatOrPercentOfAssets,
    PercentOfCash,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct JailRule {
    pub fine: i64,
    pub max_turns: u8,
    #[serde(default = "yes")]
    pub doubles_move_no_reroll: bool,
    /// On how many of the jail turns (the first ones) the fine may be paid before rolling; all of them when absent.
    #[serde(default)]
    pub pay_before_roll_turns: Option<u8>,
    /// What a player does after paying the fine or using the card before rolling.
    pub after_paying: AfterPaying,
    /// Whether the space reached by the doubles that end a jail stay may be bought (or auctioned).
    pub doubles_exit_may_buy: bool,
    pub on_last_failed_roll: LastFailedRoll,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum AfterPaying {
    /// The player rolls and moves in the same turn.
    Roll,
    /// The player is free, but the turn ends; they roll on their next turn.
    EndTurn,
}

/// Limits on trade offers.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct TradeRule {
    /// Open offers one player may have sent to another; `None`: no limit.
    pub max_open_offers_per_player: Option<u32>,
    /// Open offers one player may have sent in all; `None`: no limit.
    pub max_open_offers_total: Option<u32>,
    /// The check on a side that gives almost everything for almost nothing; `None`: no check.
    pub anti_collusion: Option<AntiCollusion>,
    /// A player below $0 may not trade away what they can pay back, except with a player they owe.
    pub debtor_capacity_check: bool,
    /// An offer's cash is checked against its giver's cash when it is made, not only when it is accepted.
    #[serde(default)]
    pub cash_checked_at_offer: bool,
    /// An open offer becomes void, and stops counting against its sender, once a side no longer holds a property
    /// or jail card in it.
    #[serde(default)]
    pub void_when_assets_gone: bool,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct AntiCollusion {
    /// On in a public room, off in a private one.
    pub enabled: bool,
    /// A side giving at least this share of its net worth ...
    pub give_percent: i64,
    /// ... and receiving less than this share of what it gives is refused.
    pub receive_percent: i64,
}

/// Team games (`full_set_counts_teammates` and `leaver_properties_to` are played one way: see
/// [`PLAYED_ONE_WAY`]).
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct TeamsRule {
    /// A team game has at least this many teams (a player without a team is a team of one).
    pub min_teams: u8,
    /// Whether a player pays rent on a teammate's property.
    pub rent_between_teammates: bool,
    /// Cards that pay every player or collect from every player leave out the drawer's teammates.
    pub cards_skip_teammates: bool,
    /// Repair cards charge for the buildings of the drawer's whole team.
    pub repairs_count_team: bool,
}

/// Stopping on Vacation.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct VacationRule {
    /// How many of the player's next turns are skipped.
    pub skip_turns: u8,
    /// The turn ends at once, even after doubles.
    pub ends_turn: bool,
    /// Taxes, card fines and repairs go into a pot that the next player stopping on Vacation collects.
    pub jackpot: bool,
}

/// What the bank pays for a property sold back to it, and when.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct PropertySale {
    pub when: Who,
    /// Of the printed price, rounded down.
    pub percent: i64,
    /// Of the printed price, for a mortgaged property, rounded down.
    pub mortgaged_percent: i64,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum BankerRule {
    /// One of the players is also the banker.
    Player,
    /// Nobody is: the application is the bank.
    None,
}

/// What happens on the last failed roll in jail.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum LastFailedRoll {
    /// The fine is paid and the player moves by that roll.
    PayFineAndMove,
    /// The player is free, pays nothing, and moves on their next turn.
    ReleasedNextTurn,
}

/// Card options.
#[derive(Clone, Copy, Debug, Deserialize)]
pub struct CardRule {
    /// Where a used (or surrendered) jail card goes back into its deck.
    pub jail_card_return: JailCardReturn,
    /// The dice that set the rent where a card sends a player to a utility with a dice multiplier.
    pub utility_card_dice: UtilityCardDice,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JailCardReturn {
    /// Under the deck.
    Bottom,
    /// Back to its place in the deck's cycle: the deck runs in one order, and skipped the card while it was held.
    OriginalPosition,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum UtilityCardDice {
    /// The player rolls once more, and that roll sets the rent.
    NewRoll,
    /// The roll that brought the player to the card sets the rent; nobody rolls again.
    LastRoll,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct BuildingRule {
    /// The bank's stock of houses; `None`: no limit.
    pub houses: Option<u32>,
    /// The bank's stock of hotels; `None`: no limit.
    pub hotels: Option<u32>,
    pub houses_per_hotel: u8,
    pub even_building: bool,
    #[serde(default = "yes")]
    pub even_selling: bool,
    pub sell_back_percent: i64,
    #[serde(default)]
    pub shortage_auction: bool,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct MortgageRule {
    pub enabled: bool,
    pub interest_percent: i64,
    pub late_interest_percent: i64,
    /// Interest the new owner of a mortgaged property pays the bank at once when it changes hands.
    #[serde(default)]
    pub transfer_fee_percent: i64,
}

/// A board as the fixtures describe it.
#[derive(Clone, Debug, Deserialize)]
pub struct BoardData {
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub groups: Vec<GroupData>,
    pub spaces: Vec<SpaceData>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct GroupData {
    pub id: String,
    #[serde(default)]
    pub name: String,
}

#[derive(Clone, Debug, Deserialize)]
pub struct SpaceData {
    pub id: String,
    pub name: String,
    pub kind: SpaceKindData,
    #[serde(default)]
    pub group: Option<String>,
    #[serde(default)]
    pub price: Option<i64>,
    #[serde(default)]
    pub rent: Vec<i64>,
    #[serde(default)]
    pub house_cost: Option<i64>,
    #[serde(default)]
    pub hotel_cost: Option<i64>,
    #[serde(default)]
    pub mortgage: Option<i64>,
    #[serde(default)]
    pub multipliers: Vec<i64>,
    #[serde(default)]
    pub amount: Option<i64>,
    #[serde(default)]
    pub percent: Option<i64>,
    #[serde(default)]
    pub deck: Option<String>,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum SpaceKindData {
    Go,
    Street,
    Station,
    Utility,
    Tax,
    Card,
    Jail,
    FreeParking,
    GoToJail,
    Vacation,
    Bonus,
}

/// A deck of cards as the fixtures describe it.
#[derive(Clone, Debug, Deserialize)]
pub struct DeckData {
    pub id: String,
    #[serde(default)]
    pub name: String,
    pub slot: String,
    pub cards: Vec<CardData>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct CardData {
    pub id: String,
    #[serde(default)]
    pub text: String,
    pub effect: CardEffectData,
}

/// The vocabulary of card effects.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CardEffectData {
    AdvanceTo {
        space: String,
    },
    AdvanceToNearest {
        kind: NearestKind,
        #[serde(default)]
        rent_multiplier: Option<i64>,
        #[serde(default)]
        dice_multiplier: Option<i64>,
    },
    MoveBack {
        spaces: u8,
    },
    GoToJail {},
    JailFree {},
    Collect {
        amount: i64,
    },
    Pay {
        amount: i64,
    },
    Repairs {
        per_house: i64,
        per_hotel: i64,
    },
    PayEachPlayer {
        amount: i64,
    },
    CollectFromEachPlayer {
        amount: i64,
    },
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum NearestKind {
    Station,
    Utility,
}

/// The fixtures compiled into the engine, so that a game can name its board, decks and variant by id.
/// The preset keys that describe a variant rather than set a rule: names, sources, the boards a room may pick, the
/// breakdown of the starting cash into bills (only the total is played), and the house rules a rulebook lists.
pub const DESCRIPTIVE: &[&str] = &[
    "id",
    "name",
    "rulebook",
    "boards",
    "starting_bills",
    "house_rules",
];

/// Settings this engine plays one way only, by dotted path, with the one value it plays (as JSON): preset keys it
/// does not read, or reads without acting on them. A game whose preset, house rules merged in, sets any of them
/// otherwise is refused (`unplayed`), never played silently another way. A path under a `null` is not checked.
pub const PLAYED_ONE_WAY: &[(&str, &str)] = &[
    ("dice", r#"{"count": 2, "sides": 6}"#),
    ("teams.full_set_counts_teammates", "false"),
    ("teams.leaver_properties_to", r#""teammate""#),
    ("game_end.valuation.ties", r#""shared""#),
];

/// The count that stands for a bank's stock without a limit: far above any number of buildings a board can hold,
/// and far below overflow.
pub const UNLIMITED_STOCK: u32 = u32::MAX / 4;

/// The first setting of a preset (house rules merged in) that this engine does not play, as `path = value`.
pub fn unplayed(preset: &serde_json::Value) -> Option<String> {
    for (path, played) in PLAYED_ONE_WAY {
        let mut at = Some(preset);
        for key in path.split('.') {
            at = at.filter(|v| !v.is_null()).and_then(|v| v.get(key));
        }
        let Some(value) = at else { continue };
        let played: serde_json::Value =
            serde_json::from_str(played).expect("a one-way value is JSON");
        if *value != played {
            return Some(format!("{path} = {value}"));
        }
    }
    None
}

/// [`unplayed`] as the refusal of a game of `variant` with that preset.
pub fn played(variant: &str, preset: &serde_json::Value) -> Result<(), String> {
    match unplayed(preset) {
        Some(setting) => Err(format!(
            "this engine does not play {variant:?} with {setting}: it plays that setting one way only"
        )),
        None => Ok(()),
    }
}

pub mod embedded {
    macro_rules! fixture {
        ($path:literal) => {
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../fixtures/", $path))
        };
    }

    pub const VARIANTS: &[(&str, &str)] = &[
        ("veropoly", fixture!("variants/veropoly.yaml")),
        ("classic", fixture!("variants/classic.yaml")),
        ("classic-short", fixture!("variants/classic-short.yaml")),
        ("classic-timed", fixture!("variants/classic-timed.yaml")),
        ("online", fixture!("variants/online.yaml")),
    ];
    pub const BOARDS: &[(&str, &str)] = &[
        ("veropoly", fixture!("boards/veropoly.yaml")),
        ("classic", fixture!("boards/classic.yaml")),
        ("world", fixture!("boards/world.yaml")),
        ("grand-tour", fixture!("boards/grand-tour.yaml")),
        ("jackpot", fixture!("boards/jackpot.yaml")),
    ];
    pub const DECKS: &[(&str, &str)] = &[
        ("veropoly-chance", fixture!("decks/veropoly-chance.yaml")),
        (
            "veropoly-community-chest",
            fixture!("decks/veropoly-community-chest.yaml"),
        ),
        ("classic-chance", fixture!("decks/classic-chance.yaml")),
        (
            "classic-community-chest",
            fixture!("decks/classic-community-chest.yaml"),
        ),
        ("world-chance", fixture!("decks/world-chance.yaml")),
        ("world-treasure", fixture!("decks/world-treasure.yaml")),
    ];

    pub fn lookup(table: &[(&str, &'static str)], id: &str) -> Option<&'static str> {
        table.iter().find(|(k, _)| *k == id).map(|(_, v)| *v)
    }
}

/// Loading the embedded fixtures.
pub mod load {
    use super::{BoardData, DeckData, Rules, embedded};
    use crate::board::{Board, Deck};
    use crate::game::{Game, GameSetup, PlayerSetup};
    use std::sync::Arc;

    /// A variant's preset as JSON, before house rules. Each embedded preset is read once, on first use: a game
    /// per scenario would otherwise read its YAML again every time.
    pub fn preset_value(variant: &str) -> Result<serde_json::Value, String> {
        static PRESETS: std::sync::LazyLock<Vec<(&str, Result<serde_json::Value, String>)>> =
            std::sync::LazyLock::new(|| {
                embedded::VARIANTS
                    .iter()
                    .map(|(id, text)| {
                        (*id, serde_saphyr::from_str(text).map_err(|e| e.to_string()))
                    })
                    .collect()
            });
        PRESETS
            .iter()
            .find(|(id, _)| *id == variant)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| Err(format!("no preset for variant {variant:?}")))
    }

    /// Merges house-rule overrides into a preset, key by key (`path` is the dotted path of `base`, for messages).
    /// An override must name a key the preset has: a misspelt switch is an error, never a silent no-op.
    pub fn merge(
        base: &mut serde_json::Value,
        over: &serde_json::Value,
        path: &str,
    ) -> Result<(), String> {
        match (base, over) {
            (serde_json::Value::Object(b), serde_json::Value::Object(o)) => {
                for (k, v) in o {
                    let here = format!("{path}{k}");
                    let slot = b.get_mut(k).ok_or_else(|| {
                        format!("house rule {here:?} is not a switch of this variant")
                    })?;
                    if slot.is_object() && v.is_object() {
                        merge(slot, v, &format!("{here}."))?;
                    } else {
                        *slot = v.clone();
                    }
                }
                Ok(())
            }
            _ => Err("house rules must be an object".into()),
        }
    }

    pub fn rules(value: serde_json::Value) -> Result<Rules, String> {
        serde_json::from_value(value).map_err(|e| e.to_string())
    }

    pub fn board(id: &str) -> Result<BoardData, String> {
        let text =
            embedded::lookup(embedded::BOARDS, id).ok_or_else(|| format!("no board {id:?}"))?;
        serde_saphyr::from_str(text).map_err(|e| e.to_string())
    }

    pub fn deck(id: &str) -> Result<DeckData, String> {
        let text =
            embedded::lookup(embedded::DECKS, id).ok_or_else(|| format!("no deck {id:?}"))?;
        serde_saphyr::from_str(text).map_err(|e| e.to_string())
    }

    /// A game of a variant with its own board and decks, `n` players named p0, p1, ..., seated in order, with the
    /// variant's way of choosing who starts unless `seated` fixes the order to the seating.
    pub fn game(variant: &str, n: usize, seed: u64, seated: bool) -> Result<Game, String> {
        Game::new(setup(variant, n, seed, seated)?).map_err(|e| e.to_string())
    }

    /// The set-up behind [`game`], to start many games from one parse of the fixtures.
    pub fn setup(variant: &str, n: usize, seed: u64, seated: bool) -> Result<GameSetup, String> {
        setup_with(variant, &serde_json::Map::new(), n, seed, seated)
    }

    /// [`setup`] with house rules: `overrides` (keys of the preset, as `new_game` takes them) merged into the
    /// variant's preset. A setting this engine plays one way only ([`super::unplayed`]) is refused.
    pub fn setup_with(
        variant: &str,
        overrides: &serde_json::Map<String, serde_json::Value>,
        n: usize,
        seed: u64,
        seated: bool,
    ) -> Result<GameSetup, String> {
        let mut value = preset_value(variant)?;
        merge(
            &mut value,
            &serde_json::Value::Object(overrides.clone()),
            "",
        )?;
        super::played(variant, &value)?;
        let rules = rules(value).map_err(|e| format!("house rules: {e}"))?;
        let board = Arc::new(Board::compile(&board(&rules.board)?)?);
        let decks = rules
            .decks
            .values()
            .map(|id| Deck::compile(&deck(id)?, &board))
            .collect::<Result<Vec<_>, _>>()?;
        let players = (0..n)
            .map(|i| PlayerSetup {
                id: format!("p{i}"),
                name: format!("p{i}"),
                token: Some(format!("token{i}")),
                team: None,
            })
            .collect();
        Ok(GameSetup {
            rules,
            board,
            decks,
            players,
            starting_cash: None,
            seed,
            deal: None,
            turn_order: seated.then(|| (0..n as u8).collect()),
            banker: None,
        })
    }
}
