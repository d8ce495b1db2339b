//! Faults the reference engine can be made to commit on purpose, so that the harness's blame tests can certify an
//! engine that breaks exactly one rule the way real engines do, and check that the certificate blames that rule and
//! no other.
//!
//! Nothing here is reachable through the protocol: the `veropoly-engine` binary never sets a fault. Only code that
//! builds a [`crate::protocol::Session`] itself (the harness's blame tests) can, with
//! [`crate::protocol::Session::with_faults`].

/// Behaviours that no switch of a preset describes, each a departure from the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CodeFaults {
    /// A mortgaged property charges rent like any other.
    pub rent_on_mortgaged: bool,
    /// A bankrupt player's estate always goes to the bank, whoever the creditor.
    pub bankruptcy_always_to_bank: bool,
    /// A drawn card goes back on top of its pile instead of underneath, so the piles never cycle.
    pub card_back_on_top: bool,
    /// Auctions by sealed bids: each bidder bids or passes once, a bid need not beat the others, and the
    /// highest bid wins once everyone has spoken.
    pub sealed_bids: bool,
    /// Rent paid at once loses a dollar on the way: the owner receives one dollar less than the payer pays, so the
    /// game's money is not conserved.
    pub rent_loses_a_dollar: bool,
    /// A counter-offer leaves the offer it answers open beside it, instead of closing it.
    pub counter_keeps_the_offer: bool,
    /// Any seated player may change a room's settings, as if they were its host.
    pub any_seat_configures: bool,
    /// A room's setting asked for after its start is accepted, and changes nothing.
    pub settings_after_start: bool,
    /// The winner of an auction of the bank's last buildings pays nothing for the building.
    pub building_auction_free: bool,
    /// Only the player whose turn it is may build, sell, mortgage, lift a mortgage or trade: every other player's
    /// such action is refused with `not_your_turn`. Others still bid in an auction, ask for rent, and answer an
    /// offer the mover made them (or make one to the mover), as engines built around "the current player" allow.
    pub only_mover_acts: bool,
    /// Mortgage interest (on lifting and on a transfer) is rounded down instead of up.
    pub interest_truncated: bool,
    /// A purchase, a bid, a building or the lifting of a mortgage is accepted whatever the player's cash, which
    /// may then fall below $0.
    pub no_cash_checks: bool,
    /// The engine has no tokens: the ones `new_game` names are ignored (missing or shared alike), and each seat
    /// gets a piece of its own.
    pub tokens_ignored: bool,
    /// Cards are drawn with replacement: a drawn card goes back into its pile at a place the game's random source
    /// picks, not under it.
    pub cards_with_replacement: bool,
    /// Auctions ask the bidders in turn, in seating order from the player after the one whose turn it is: only the
    /// bidder asked (`to_act`) may bid or pass, any other is refused with `not_your_turn`, and a pass is final.
    pub auction_in_turn: bool,
    /// Utility rent is thrown with fresh dice: a landing on another's utility by a roll waits for the lander to
    /// roll once more (phase `utility_roll`), and that roll sets the rent.
    pub utility_fresh_dice: bool,
    /// A hotel is built as a fifth house: a house asked for on a street with a full row of houses is a hotel, and
    /// a hotel asked for by name is not an action the engine knows (`unsupported_action`).
    pub hotel_fifth_house: bool,
    /// The decks are the engine's own: every amount a card collects or pays is $10 more than the fixture's.
    pub card_amounts_differ: bool,
    /// Where a turn ends with `end_turn`, going to jail or stopping on Vacation leaves the turn waiting for its
    /// player's `end_turn`, instead of passing it at once.
    pub jail_waits_for_end_turn: bool,
    /// Cash below $0 at once: a payment its payer cannot meet is made in full, the payer's cash going below $0,
    /// and stays listed as a debt (already paid) until the payer's cash would cover it; a bankrupt's creditor
    /// takes their cash below $0 with the rest. For variants that hold debts apart (`debt.negative_cash` off).
    pub cash_below_zero: bool,
}

/// A faulty engine: rule switches forced over every game's preset and house rules (a JSON object merged last), the
/// departures of [`CodeFaults`], and a random source of its own.
#[derive(Clone, Debug, Default)]
pub struct Faults {
    pub rules: serde_json::Map<String, serde_json::Value>,
    pub code: CodeFaults,
    /// Not a fault: each game's own random source is seeded with `new_game`'s seed XOR this, so that its own
    /// dice, shuffles and turn orders differ from the reference's for the same seed, as another engine's would.
    /// A tool that injects every chance a game depends on sees no difference.
    pub seed_xor: u64,
    /// The ways of playing the engine announces in its handshake (`plays`, docs/protocol.md section 3.1), as an
    /// engine built that way would.
    pub plays: Vec<String>,
}
