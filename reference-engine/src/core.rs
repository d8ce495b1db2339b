//! The vocabulary of the rules core: commands in, events out, and the reasons a command is refused.
//!
//! Players, properties and spaces are small indices here; names live at the protocol boundary.

/// Who pays or is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Party {
    Bank,
    Player(u8),
    /// The jackpot (Free Parking's or Vacation's), where a variant has one.
    Pot,
}

/// One side of a trade: what a player gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    pub cash: i64,
    /// Property indices.
    pub props: Vec<u8>,
    pub jail_cards: u8,
}

/// What a player asks to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Roll,
    Buy,
    Decline,
    Bid(i64),
    Pass,
    /// The owner asks for the rent of a landing; `payer` narrows it when several are open.
    ClaimRent {
        payer: Option<u8>,
    },
    Build {
        prop: u8,
        hotel: bool,
    },
    SellBuilding {
        prop: u8,
    },
    Mortgage {
        prop: u8,
    },
    Unmortgage {
        prop: u8,
    },
    /// Sell a property back to the bank, where the variant buys property.
    SellProperty {
        prop: u8,
    },
    /// Leave the game, where the variant lets players leave.
    Leave,
    PayFine,
    UseCard,
    EndTurn,
    DeclareBankruptcy,
    /// On a tax space with a choice: the percentage of the player's worth (`true`) or the flat amount.
    ChooseTax {
        percent: bool,
    },
    /// The player wants one of the bank's last buildings of a kind.
    RequestBuilding {
        hotel: bool,
    },
    /// Offer `to` a trade: the offerer gives `give` and takes `take`.
    TradeOffer {
        to: u8,
        give: Side,
        take: Side,
    },
    TradeAccept {
        trade: u32,
    },
    TradeDecline {
        trade: u32,
    },
    /// Close the offer and answer with one in the other direction: the counterer gives `give`, takes `take`.
    TradeCounter {
        trade: u32,
        give: Side,
        take: Side,
    },
    TradeWithdraw {
        trade: u32,
    },
}

/// Why a command was refused. The codes are the protocol's stable list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reason {
    NotYourTurn,
    WrongPhase,
    DecisionPending,
    NoSuchPlayer,
    NoSuchProperty,
    NotOwner,
    AlreadyOwned,
    InsufficientCash,
    BidTooLow,
    AuctionOpen,
    NoAuction,
    NotInJail,
    NoCard,
    NoRentDue,
    RentWindowClosed,
    Mortgaged,
    NotMortgaged,
    IncompleteSet,
    UnevenBuilding,
    NoBuildingsLeft,
    HotelLimit,
    NotBuildable,
    BuildingsOnSet,
    NoBuildings,
    DebtPending,
    NoDebt,
    CanStillPay,
    Bankrupt,
    GameOver,
    NotAllowedInVariant,
    TooFewPlayers,
    TooManyPlayers,
    MissingToken,
    DuplicateToken,
    DuplicatePlayer,
    InvalidDice,
    InvalidSetup,
    UnknownCard,
    NotBidder,
    NotTradeable,
    NoOffer,
    /// The offerer has as many open offers as the variant allows (to that player, or in all).
    TooManyOffers,
    /// One side would give almost all it has for almost nothing (a public room's check).
    OneSidedTrade,
    /// A player below $0 would lower what they can pay back, trading with a player they do not owe.
    LowersRepayment,
    /// A room's settings are the host's alone.
    NotHost,
    /// The room's game has started: its settings are fixed.
    GameStarted,
    /// The room's game has not started yet.
    GameNotStarted,
    /// The variant has no house rule of that name.
    NoSuchHouseRule,
}

impl Reason {
    /// Every reason, in the documented order.
    pub const ALL: &'static [Reason] = &[
        Reason::NotYourTurn,
        Reason::WrongPhase,
        Reason::DecisionPending,
        Reason::NoSuchPlayer,
        Reason::NoSuchProperty,
        Reason::NotOwner,
        Reason::AlreadyOwned,
        Reason::InsufficientCash,
        Reason::BidTooLow,
        Reason::AuctionOpen,
        Reason::NoAuction,
        Reason::NotInJail,
        Reason::NoCard,
        Reason::NoRentDue,
        Reason::RentWindowClosed,
        Reason::Mortgaged,
        Reason::NotMortgaged,
        Reason::IncompleteSet,
        Reason::UnevenBuilding,
        Reason::NoBuildingsLeft,
        Reason::HotelLimit,
        Reason::NotBuildable,
        Reason::BuildingsOnSet,
        Reason::NoBuildings,
        Reason::DebtPending,
        Reason::NoDebt,
        Reason::CanStillPay,
        Reason::Bankrupt,
        Reason::GameOver,
        Reason::NotAllowedInVariant,
        Reason::TooFewPlayers,
        Reason::TooManyPlayers,
        Reason::MissingToken,
        Reason::DuplicateToken,
        Reason::DuplicatePlayer,
        Reason::InvalidDice,
        Reason::InvalidSetup,
        Reason::UnknownCard,
        Reason::NotBidder,
        Reason::NotTradeable,
        Reason::NoOffer,
        Reason::TooManyOffers,
        Reason::OneSidedTrade,
        Reason::LowersRepayment,
        Reason::NotHost,
        Reason::GameStarted,
        Reason::GameNotStarted,
        Reason::NoSuchHouseRule,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Reason::NotYourTurn => "not_your_turn",
            Reason::WrongPhase => "wrong_phase",
            Reason::DecisionPending => "decision_pending",
            Reason::NoSuchPlayer => "no_such_player",
            Reason::NoSuchProperty => "no_such_property",
            Reason::NotOwner => "not_owner",
            Reason::AlreadyOwned => "already_owned",
            Reason::InsufficientCash => "insufficient_cash",
            Reason::BidTooLow => "bid_too_low",
            Reason::AuctionOpen => "auction_open",
            Reason::NoAuction => "no_auction",
            Reason::NotInJail => "not_in_jail",
            Reason::NoCard => "no_card",
            Reason::NoRentDue => "no_rent_due",
            Reason::RentWindowClosed => "rent_window_closed",
            Reason::Mortgaged => "mortgaged",
            Reason::NotMortgaged => "not_mortgaged",
            Reason::IncompleteSet => "incomplete_set",
            Reason::UnevenBuilding => "uneven_building",
            Reason::NoBuildingsLeft => "no_buildings_left",
            Reason::HotelLimit => "hotel_limit",
            Reason::NotBuildable => "not_buildable",
            Reason::BuildingsOnSet => "buildings_on_set",
            Reason::NoBuildings => "no_buildings",
            Reason::DebtPending => "debt_pending",
            Reason::NoDebt => "no_debt",
            Reason::CanStillPay => "can_still_pay",
            Reason::Bankrupt => "bankrupt",
            Reason::GameOver => "game_over",
            Reason::NotAllowedInVariant => "not_allowed_in_variant",
            Reason::TooFewPlayers => "too_few_players",
            Reason::TooManyPlayers => "too_many_players",
            Reason::MissingToken => "missing_token",
            Reason::DuplicateToken => "duplicate_token",
            Reason::DuplicatePlayer => "duplicate_player",
            Reason::InvalidDice => "invalid_dice",
            Reason::InvalidSetup => "invalid_setup",
            Reason::UnknownCard => "unknown_card",
            Reason::NotBidder => "not_bidder",
            Reason::NotTradeable => "not_tradeable",
            Reason::NoOffer => "no_offer",
            Reason::TooManyOffers => "too_many_offers",
            Reason::OneSidedTrade => "one_sided_trade",
            Reason::LowersRepayment => "lowers_repayment",
            Reason::NotHost => "not_host",
            Reason::GameStarted => "game_started",
            Reason::GameNotStarted => "game_not_started",
            Reason::NoSuchHouseRule => "no_such_house_rule",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Reason::NotYourTurn => "another player is the one to act now",
            Reason::WrongPhase => "the game is not at a point where this action can be taken",
            Reason::DecisionPending => "a decision on the space landed on must be settled first",
            Reason::NoSuchPlayer => "no player has that id, or the player has left the game",
            Reason::NoSuchProperty => "no property has that id on this board",
            Reason::NotOwner => "the player does not own that property",
            Reason::AlreadyOwned => "the property already has an owner",
            Reason::InsufficientCash => "the player has too little cash",
            Reason::BidTooLow => "a bid must be at least the minimum and above the standing bid",
            Reason::AuctionOpen => "an auction is open",
            Reason::NoAuction => "no auction is open",
            Reason::NotInJail => "the player is not in jail",
            Reason::NoCard => "the player holds no card to leave jail",
            Reason::NoRentDue => "no rent is open for this player to ask for",
            Reason::RentWindowClosed => "the rent was not asked for before the next roll",
            Reason::Mortgaged => "the property is mortgaged",
            Reason::NotMortgaged => "the property is not mortgaged",
            Reason::IncompleteSet => "the player does not own the whole colour set",
            Reason::UnevenBuilding => "buildings on a set must stay even",
            Reason::NoBuildingsLeft => "the bank has no building of that kind left",
            Reason::HotelLimit => "the property cannot take another building",
            Reason::NotBuildable => "nothing can be built on this kind of property",
            Reason::BuildingsOnSet => "the colour set carries buildings",
            Reason::NoBuildings => "there is no building to sell there",
            Reason::DebtPending => "a debt must be settled first",
            Reason::NoDebt => "the player owes nothing",
            Reason::CanStillPay => {
                "the player could still raise what they owe by selling buildings back and mortgaging"
            }
            Reason::Bankrupt => "the player is bankrupt",
            Reason::GameOver => "the game is over",
            Reason::NotAllowedInVariant => "this variant has no such action",
            Reason::TooFewPlayers => "too few players for this variant",
            Reason::TooManyPlayers => "too many players for this variant",
            Reason::MissingToken => "every player needs a token",
            Reason::DuplicateToken => "two players cannot share a token",
            Reason::DuplicatePlayer => "two players cannot share an id",
            Reason::InvalidDice => "each die shows 1 to 6",
            Reason::InvalidSetup => "the set-up is not consistent",
            Reason::UnknownCard => "no card has that id in that deck",
            Reason::NotBidder => "the player takes no part in this auction",
            Reason::NotTradeable => "only cash, properties and jail cards can be traded",
            Reason::NoOffer => "no such open offer for this player",
            Reason::TooManyOffers => "the player has as many open offers as the game allows",
            Reason::OneSidedTrade => {
                "one side would give almost everything it has for almost nothing"
            }
            Reason::LowersRepayment => {
                "a player in debt may not lower what they can pay back, except with a player they owe"
            }
            Reason::NotHost => "only the room's host may do this",
            Reason::GameStarted => "the game has started: its room's settings are fixed",
            Reason::GameNotStarted => "the room's host has not started the game yet",
            Reason::NoSuchHouseRule => "this variant has no house rule of that name",
        }
    }
}

/// A refused command. The game is exactly as it was before the command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub reason: Reason,
}

impl From<Reason> for RuleError {
    fn from(reason: Reason) -> Self {
        RuleError { reason }
    }
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.reason.code(), self.reason.describe())
    }
}

impl std::error::Error for RuleError {}

/// Why a player went to jail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JailCause {
    Space,
    Card,
    Doubles,
}

/// How a player left jail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JailExit {
    Doubles,
    Fine,
    Card,
    ForcedFine,
    /// Free after the last failed roll, without a fine; the player moves on their next turn.
    Released,
}

/// What happened, in order. Amounts are whole dollars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    TurnStarted {
        player: u8,
    },
    /// A player on Vacation misses this turn.
    TurnSkipped {
        player: u8,
    },
    /// A player left the game; their properties went `to` a teammate or the bank.
    PlayerLeft {
        player: u8,
        to: Party,
    },
    /// A property sold back to the bank.
    PropertySold {
        player: u8,
        prop: u8,
        amount: i64,
    },
    DiceRolled {
        player: u8,
        dice: [u8; 2],
    },
    Moved {
        player: u8,
        from: u8,
        to: u8,
    },
    Salary {
        player: u8,
        amount: i64,
    },
    Landed {
        player: u8,
        space: u8,
    },
    PurchaseOffered {
        player: u8,
        prop: u8,
        price: i64,
    },
    Bought {
        player: u8,
        prop: u8,
        price: i64,
    },
    AuctionStarted {
        prop: u8,
    },
    BidPlaced {
        player: u8,
        amount: i64,
    },
    BidPassed {
        player: u8,
    },
    AuctionWon {
        player: u8,
        prop: u8,
        amount: i64,
    },
    AuctionUnsold {
        prop: u8,
    },
    RentDue {
        owner: u8,
        payer: u8,
        prop: u8,
        amount: i64,
    },
    RentPaid {
        payer: u8,
        owner: u8,
        amount: i64,
    },
    RentForfeited {
        owner: u8,
        payer: u8,
        amount: i64,
    },
    TaxPaid {
        player: u8,
        amount: i64,
    },
    /// The player must choose how to pay a tax: `flat` dollars or `percent` of their worth.
    TaxChoiceOffered {
        player: u8,
        flat: i64,
        percent: i64,
    },
    /// Interest paid to the bank on a mortgaged property received from another player.
    MortgageInterestPaid {
        player: u8,
        prop: u8,
        amount: i64,
    },
    CardDrawn {
        player: u8,
        slot: u8,
        card: u16,
    },
    CardKept {
        player: u8,
        slot: u8,
        card: u16,
    },
    CardReturned {
        slot: u8,
        card: u16,
    },
    Paid {
        from: Party,
        to: Party,
        amount: i64,
    },
    SentToJail {
        player: u8,
        cause: JailCause,
    },
    LeftJail {
        player: u8,
        how: JailExit,
    },
    FinePaid {
        player: u8,
        amount: i64,
    },
    Built {
        player: u8,
        prop: u8,
        hotel: bool,
        cost: i64,
    },
    BuildingSold {
        player: u8,
        prop: u8,
        hotel: bool,
        refund: i64,
    },
    Mortgaged {
        player: u8,
        prop: u8,
        amount: i64,
    },
    Unmortgaged {
        player: u8,
        prop: u8,
        cost: i64,
    },
    DebtOwed {
        debtor: u8,
        creditor: Party,
        amount: i64,
    },
    DebtPaid {
        debtor: u8,
        creditor: Party,
        amount: i64,
    },
    Bankrupt {
        player: u8,
        creditor: Party,
    },
    BuildingRequested {
        player: u8,
        hotel: bool,
    },
    BuildingAuctionStarted {
        hotel: bool,
        bidders: u16,
    },
    BuildingAuctionWon {
        player: u8,
        hotel: bool,
        amount: i64,
    },
    BuildingAuctionUnsold {
        hotel: bool,
    },
    TradeOffered {
        trade: u32,
        from: u8,
        to: u8,
    },
    TradeAccepted {
        trade: u32,
    },
    TradeDeclined {
        trade: u32,
    },
    /// An open offer became void: a side no longer holds what it names.
    TradeVoided {
        trade: u32,
    },
    TradeWithdrawn {
        trade: u32,
    },
    TradeCountered {
        trade: u32,
        by: u32,
    },
    OrderTie {
        players: u16,
    },
    OrderDecided {
        first: u8,
    },
    /// The game is over; a bit per winning player (several on a shared win).
    GameOver {
        winners: u16,
    },
}

impl Event {
    /// The event's type name on the wire.
    pub fn name(&self) -> &'static str {
        match self {
            Event::TurnStarted { .. } => "turn_started",
            Event::TurnSkipped { .. } => "turn_skipped",
            Event::PropertySold { .. } => "property_sold",
            Event::PlayerLeft { .. } => "player_left",
            Event::DiceRolled { .. } => "dice_rolled",
            Event::Moved { .. } => "moved",
            Event::Salary { .. } => "salary",
            Event::Landed { .. } => "landed",
            Event::PurchaseOffered { .. } => "purchase_offered",
            Event::Bought { .. } => "bought",
            Event::AuctionStarted { .. } => "auction_started",
            Event::BidPlaced { .. } => "bid_placed",
            Event::BidPassed { .. } => "bid_passed",
            Event::AuctionWon { .. } => "auction_won",
            Event::AuctionUnsold { .. } => "auction_unsold",
            Event::RentDue { .. } => "rent_due",
            Event::RentPaid { .. } => "rent_paid",
            Event::RentForfeited { .. } => "rent_forfeited",
            Event::TaxPaid { .. } => "tax_paid",
            Event::TaxChoiceOffered { .. } => "tax_choice_offered",
            Event::MortgageInterestPaid { .. } => "mortgage_interest_paid",
            Event::CardDrawn { .. } => "card_drawn",
            Event::CardKept { .. } => "card_kept",
            Event::CardReturned { .. } => "card_returned",
            Event::Paid { .. } => "paid",
            Event::SentToJail { .. } => "sent_to_jail",
            Event::LeftJail { .. } => "left_jail",
            Event::FinePaid { .. } => "fine_paid",
            Event::Built { .. } => "built",
            Event::BuildingSold { .. } => "building_sold",
            Event::Mortgaged { .. } => "mortgaged",
            Event::Unmortgaged { .. } => "unmortgaged",
            Event::DebtOwed { .. } => "debt_owed",
            Event::DebtPaid { .. } => "debt_paid",
            Event::Bankrupt { .. } => "bankrupt",
            Event::BuildingRequested { .. } => "building_requested",
            Event::BuildingAuctionStarted { .. } => "building_auction_started",
            Event::BuildingAuctionWon { .. } => "building_auction_won",
            Event::BuildingAuctionUnsold { .. } => "building_auction_unsold",
            Event::TradeOffered { .. } => "trade_offered",
            Event::TradeAccepted { .. } => "trade_accepted",
            Event::TradeDeclined { .. } => "trade_declined",
            Event::TradeWithdrawn { .. } => "trade_withdrawn",
            Event::TradeVoided { .. } => "trade_voided",
            Event::TradeCountered { .. } => "trade_countered",
            Event::OrderTie { .. } => "order_tie",
            Event::OrderDecided { .. } => "order_decided",
            Event::GameOver { .. } => "game_over",
        }
    }
}
