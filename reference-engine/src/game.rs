//! The game state, its validated construction from a [`GameSetup`], and the command dispatcher.
//!
//! **Invariant:** `apply` either returns the events of an accepted command, or an error with the game exactly as
//! it was. Every handler checks all its preconditions before its first write.

use crate::board::{Board, Deck, SpaceKind};
use crate::core::{Action, Event, Party, Reason, RuleError};
use crate::data::{Rules, TurnOrder};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use std::collections::VecDeque;
use std::sync::Arc;

/// The most players a game can seat (bit masks of players are `u16`).
pub const MAX_SEATS: usize = 16;

/// A player as a game set-up describes them.
#[derive(Clone, Debug, Default)]
pub struct PlayerSetup {
    pub id: String,
    pub name: String,
    pub token: Option<String>,
    pub team: Option<String>,
}

/// Everything needed to start a game, not yet validated.
#[derive(Clone, Debug)]
pub struct GameSetup {
    pub rules: Rules,
    pub board: Arc<Board>,
    pub decks: Vec<Deck>,
    pub players: Vec<PlayerSetup>,
    pub starting_cash: Option<i64>,
    pub seed: u64,
    /// A forced turn order (indices into `players`); skips the variant's way of choosing the first player.
    pub turn_order: Option<Vec<u8>>,
    pub banker: Option<u8>,
    /// The deeds dealt to each player at set-up (indices into `players`, then properties), where the variant
    /// deals; the game's own shuffle deals them when absent.
    pub deal: Option<Vec<Vec<u8>>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub cash: i64,
    pub pos: u8,
    /// `Some(failed rolls so far)` while in jail.
    pub jail: Option<u8>,
    /// Jail cards held, as (deck index, card index).
    pub jail_cards: Vec<(u8, u16)>,
    pub bankrupt: bool,
    /// Turns still to be skipped (Vacation).
    pub skip: u8,
    /// What is left of the player's time bank, in milliseconds (turn clock).
    pub time_bank: u64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PropState {
    pub owner: Option<u8>,
    pub houses: u8,
    pub hotel: bool,
    pub mortgaged: bool,
    /// Acquired while mortgaged and not lifted at once: the later unmortgage carries the late interest.
    pub late: bool,
}

/// What an auction sells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lot {
    Property(u8),
    /// One of the bank's last buildings, in a shortage.
    Building {
        hotel: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Auction {
    pub lot: Lot,
    /// Who may bid.
    pub bidders: u16,
    pub high: Option<(u8, i64)>,
    /// Players who passed on the standing bid.
    pub passed: u16,
    /// Where the auction runs on a clock (`auction.timer_ms`): the virtual time at which it closes, pushed back by
    /// every bid.
    pub closes_at: Option<u64>,
    /// Where the bidders are asked in turn (the fault `auction_in_turn`): the bidder whose bid or pass is awaited.
    pub asked: Option<u8>,
}

/// An open trade offer: `from` gives `give` and takes `take`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trade {
    pub id: u32,
    pub from: u8,
    pub to: u8,
    pub give: crate::core::Side,
    pub take: crate::core::Side,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Deciding who goes first: `contenders` still in the roll-off, `rolled` have rolled this round.
    Opening {
        contenders: u16,
        rolled: u16,
    },
    /// The next roll belongs to `player`; until it, the window between rolls is open.
    Roll {
        player: u8,
    },
    /// The window is open and `player` ends the turn explicitly.
    EndTurn {
        player: u8,
    },
    /// `player` must buy `prop` or decline it.
    Buy {
        player: u8,
        prop: u8,
    },
    Auction(Auction),
    /// `player` landed on the tax space `space` and must choose how to pay it.
    TaxChoice {
        player: u8,
        space: u8,
    },
    /// A card sent `player` to an owned utility: they roll once, and the rent is `multiplier` times the roll.
    UtilityRoll {
        player: u8,
        prop: u8,
        multiplier: i64,
    },
    /// The game is over: `winners` is a bit per winning player (several on a shared win).
    Over {
        winners: u16,
    },
}

/// Rent that the owner may ask for until the next roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    pub owner: u8,
    pub payer: u8,
    pub prop: u8,
    pub amount: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Debt {
    pub debtor: u8,
    pub creditor: Party,
    pub amount: i64,
}

#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) rules: Arc<Rules>,
    pub(crate) board: Arc<Board>,
    pub(crate) decks: Arc<Vec<Deck>>,
    /// Deck index for each board slot.
    pub(crate) slot_deck: Vec<u8>,
    pub(crate) names: Arc<Vec<PlayerSetup>>,
    pub(crate) players: Vec<Player>,
    pub(crate) props: Vec<PropState>,
    pub(crate) bank_cash: i64,
    /// Money waiting on the jackpot space, where a variant has one.
    pub(crate) pot: i64,
    pub(crate) bank_houses: u32,
    pub(crate) bank_hotels: u32,
    pub(crate) piles: Vec<VecDeque<u16>>,
    /// The landing just made ends the turn at once, with no `end_turn` to wait for (going to jail, or Vacation
    /// where it ends the turn). Set and used within one action.
    pub(crate) ends_now: bool,
    /// Each deck's cycle: every card of it in the order the deck runs (the shuffle, or the order stacked since).
    pub(crate) cycle: Vec<Vec<u16>>,
    pub(crate) order: Vec<u8>,
    pub(crate) opening_rolls: [u8; MAX_SEATS],
    pub(crate) phase: Phase,
    pub(crate) current: u8,
    pub(crate) turn_open: bool,
    /// Whether anyone has thrown the dice for a move yet: before the first throw no landing has been settled.
    pub(crate) thrown: bool,
    pub(crate) doubles: u8,
    pub(crate) again: bool,
    pub(crate) last_dice: [u8; 2],
    pub(crate) claims: Vec<Claim>,
    /// Claims that lapsed at the last roll, so a late ask can be told why.
    pub(crate) lapsed: Vec<Claim>,
    pub(crate) debts: Vec<Debt>,
    pub(crate) trades: Vec<Trade>,
    pub(crate) next_trade: u32,
    /// Mortgaged properties received in the current window: lifting them costs the normal interest until the
    /// next roll, and the late interest after.
    pub(crate) fresh: Vec<u8>,
    /// Properties waiting to be auctioned, after a bankruptcy to the bank.
    pub(crate) lots: VecDeque<u8>,
    /// Where the game goes on once the queued auctions are done.
    pub(crate) resume: Option<Phase>,
    /// Players who asked for one of the bank's last houses / hotels in this window.
    pub(crate) demand: [u16; 2],
    /// Buildings won at a shortage auction and not yet placed: (player, hotel).
    pub(crate) credits: Vec<(u8, bool)>,
    pub(crate) banker: u8,
    /// Players in the order they went bankrupt.
    pub(crate) eliminated: Vec<u8>,
    pub(crate) clock_ms: u64,
    /// The game ends as soon as a settlement in progress completes (the first bankruptcy, where that ends it).
    pub(crate) ending: bool,
    pub(crate) forced_dice: VecDeque<[u8; 2]>,
    pub(crate) rng: ChaCha8Rng,
    pub(crate) record: bool,
    pub(crate) log: Vec<Event>,
    /// Departures from the rules made on purpose, for the harness's blame tests (never set by the protocol).
    pub(crate) faults: crate::faults::CodeFaults,
    /// Player turns begun (skipped ones included), for simulation's statistics; not part of the game's state.
    pub(crate) turns_started: u64,
    /// Changes of a property's owner, mortgage or buildings so far (every write of any counts one), so that a
    /// policy can tell cheaply that nobody's whole colour sets, or what stands on them, have changed; not part of
    /// the game's state.
    pub(crate) deeds: u64,
}

impl PartialEq for Game {
    /// Two games are equal when everything a player could observe or that decides the future is equal.
    fn eq(&self, o: &Self) -> bool {
        self.players == o.players
            && self.props == o.props
            && self.bank_cash == o.bank_cash
            && self.pot == o.pot
            && self.bank_houses == o.bank_houses
            && self.bank_hotels == o.bank_hotels
            && self.piles == o.piles
            && self.cycle == o.cycle
            && self.order == o.order
            && self.opening_rolls == o.opening_rolls
            && self.phase == o.phase
            && self.current == o.current
            && self.turn_open == o.turn_open
            && self.thrown == o.thrown
            && self.doubles == o.doubles
            && self.again == o.again
            && self.last_dice == o.last_dice
            && self.claims == o.claims
            && self.lapsed == o.lapsed
            && self.debts == o.debts
            && self.trades == o.trades
            && self.next_trade == o.next_trade
            && self.fresh == o.fresh
            && self.lots == o.lots
            && self.resume == o.resume
            && self.demand == o.demand
            && self.credits == o.credits
            && self.banker == o.banker
            && self.eliminated == o.eliminated
            && self.clock_ms == o.clock_ms
            && self.ending == o.ending
            && self.forced_dice == o.forced_dice
            && self.rng == o.rng
    }
}

pub(crate) fn bit(p: u8) -> u16 {
    1u16 << p
}

impl Game {
    /// Validates a set-up and starts the game. Every fault of the set-up is a [`Reason`].
    pub fn new(setup: GameSetup) -> Result<Game, RuleError> {
        let GameSetup {
            rules,
            board,
            decks,
            players,
            starting_cash,
            seed,
            turn_order,
            banker,
            deal,
        } = setup;
        let n = players.len();
        if n < rules.players.min.max(1) {
            return Err(Reason::TooFewPlayers.into());
        }
        if n > rules.players.max.min(MAX_SEATS) {
            return Err(Reason::TooManyPlayers.into());
        }
        for (i, p) in players.iter().enumerate() {
            if p.id.is_empty() || p.id == "bank" {
                return Err(Reason::InvalidSetup.into());
            }
            if players[..i].iter().any(|o| o.id == p.id) {
                return Err(Reason::DuplicatePlayer.into());
            }
            let token = match p.token.as_deref().map(str::trim) {
                Some(t) if !t.is_empty() => t,
                _ => return Err(Reason::MissingToken.into()),
            };
            if players[..i].iter().any(|o| {
                o.token
                    .as_deref()
                    .is_some_and(|t| t.trim().eq_ignore_ascii_case(token))
            }) {
                return Err(Reason::DuplicateToken.into());
            }
        }
        let mut slot_deck = Vec::with_capacity(board.slots.len());
        for slot in &board.slots {
            match decks.iter().position(|d| d.slot == *slot) {
                Some(d) => slot_deck.push(d as u8),
                None => return Err(Reason::InvalidSetup.into()),
            }
        }
        let range = rules.starting_cash_range;
        if !(range.min..=range.max).contains(&rules.starting_cash) {
            return Err(Reason::InvalidSetup.into());
        }
        let cash = starting_cash.unwrap_or(rules.starting_cash);
        if cash < 0 {
            return Err(Reason::InvalidSetup.into());
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut piles = Vec::with_capacity(decks.len());
        for d in &decks {
            let mut order: Vec<u16> = (0..d.cards.len() as u16).collect();
            shuffle(&mut order, &mut rng);
            piles.push(order.into_iter().collect());
        }
        let dealt = match (rules.deal, deal) {
            (None, None) => Vec::new(),
            (None, Some(_)) => return Err(Reason::InvalidSetup.into()),
            (Some(d), Some(given)) => {
                let mut seen = vec![false; board.props.len()];
                if given.len() != n {
                    return Err(Reason::InvalidSetup.into());
                }
                for hand in &given {
                    if hand.len() != d.deeds_per_player as usize {
                        return Err(Reason::InvalidSetup.into());
                    }
                    for &q in hand {
                        match seen.get_mut(q as usize) {
                            Some(s) if !*s => *s = true,
                            _ => return Err(Reason::InvalidSetup.into()),
                        }
                    }
                }
                given
            }
            (Some(d), None) => {
                let mut deeds: Vec<u8> = (0..board.props.len() as u8).collect();
                shuffle(&mut deeds, &mut rng);
                // Dealt one at a time round the table, as cards are.
                let mut hands = vec![Vec::new(); n];
                let total = (d.deeds_per_player as usize * n).min(deeds.len());
                for (i, &q) in deeds[..total].iter().enumerate() {
                    hands[i % n].push(q);
                }
                hands
            }
        };
        let seats: Vec<u8> = (0..n as u8).collect();
        let (order, phase) = match turn_order {
            Some(o) => {
                let mut seen = 0u16;
                for &p in &o {
                    if p as usize >= n || seen & bit(p) != 0 {
                        return Err(Reason::InvalidSetup.into());
                    }
                    seen |= bit(p);
                }
                if o.len() != n {
                    return Err(Reason::InvalidSetup.into());
                }
                let first = o[0];
                (o, Phase::Roll { player: first })
            }
            None => match rules.turn_order {
                TurnOrder::Seating => (seats, Phase::Roll { player: 0 }),
                TurnOrder::Shuffle => {
                    let mut o = seats;
                    shuffle(&mut o, &mut rng);
                    let first = o[0];
                    (o, Phase::Roll { player: first })
                }
                TurnOrder::RollOff => (
                    seats,
                    Phase::Opening {
                        contenders: ((1u32 << n) - 1) as u16,
                        rolled: 0,
                    },
                ),
            },
        };
        if let Some(t) = rules.teams {
            // A team game has enough teams; a player without a team is a team of one.
            let distinct = players
                .iter()
                .enumerate()
                .filter(|(i, pl)| {
                    pl.team.is_none() || !players[..*i].iter().any(|q| q.team == pl.team)
                })
                .count();
            if players.iter().any(|pl| pl.team.is_some()) && distinct < t.min_teams as usize {
                return Err(Reason::InvalidSetup.into());
            }
        }
        if banker.is_some() && rules.banker == crate::data::BankerRule::None {
            // Nobody is the banker in this variant.
            return Err(Reason::InvalidSetup.into());
        }
        let banker = banker.unwrap_or(0);
        if banker as usize >= n {
            return Err(Reason::InvalidSetup.into());
        }
        let current = match phase {
            Phase::Roll { player } => player,
            _ => 0,
        };
        let paid = rules.deal.is_some_and(|d| d.paid);
        let time_bank = rules
            .turn_clock
            .filter(|c| c.enabled)
            .map_or(0, |c| c.bank_ms);
        let mut game = Game {
            bank_houses: rules
                .buildings
                .houses
                .unwrap_or(crate::data::UNLIMITED_STOCK),
            bank_hotels: rules
                .buildings
                .hotels
                .unwrap_or(crate::data::UNLIMITED_STOCK),
            rules: Arc::new(rules),
            props: vec![PropState::default(); board.props.len()],
            board,
            decks: Arc::new(decks),
            slot_deck,
            names: Arc::new(players),
            players: (0..n)
                .map(|_| Player {
                    cash,
                    pos: 0,
                    jail: None,
                    jail_cards: Vec::new(),
                    bankrupt: false,
                    skip: 0,
                    time_bank,
                })
                .collect(),
            bank_cash: 0,
            pot: 0,
            ends_now: false,
            cycle: piles
                .iter()
                .map(|p: &VecDeque<u16>| p.iter().copied().collect())
                .collect(),
            piles,
            order,
            opening_rolls: [0; MAX_SEATS],
            phase,
            current,
            turn_open: false,
            thrown: false,
            doubles: 0,
            again: false,
            last_dice: [0, 0],
            claims: Vec::new(),
            lapsed: Vec::new(),
            debts: Vec::new(),
            trades: Vec::new(),
            next_trade: 1,
            fresh: Vec::new(),
            lots: VecDeque::new(),
            resume: None,
            demand: [0, 0],
            credits: Vec::new(),
            banker,
            eliminated: Vec::new(),
            clock_ms: 0,
            ending: false,
            forced_dice: VecDeque::new(),
            rng,
            record: true,
            log: Vec::new(),
            faults: Default::default(),
            turns_started: 0,
            deeds: 0,
        };
        for (p, hand) in dealt.iter().enumerate() {
            for &q in hand {
                game.props[q as usize].owner = Some(p as u8);
                if paid {
                    let price = game.board.props[q as usize].price;
                    game.transfer(Party::Player(p as u8), Party::Bank, price);
                }
            }
        }
        Ok(game)
    }

    /// Switches event recording on or off (off: `apply` returns an empty list and allocates nothing for events).
    pub fn set_recording(&mut self, on: bool) {
        self.record = on;
    }

    /// Makes the game break rules on purpose (see [`crate::faults`]); for blame tests only.
    #[doc(hidden)]
    pub fn set_faults(&mut self, faults: crate::faults::CodeFaults) {
        self.faults = faults;
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Where the turn stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Open trade offers, oldest first.
    pub fn trades(&self) -> &[Trade] {
        &self.trades
    }

    /// Carries out `action` for `player`: the events, in order, or the reason it was refused (and no change).
    pub fn apply(&mut self, player: u8, action: Action) -> Result<Vec<Event>, RuleError> {
        self.act(player, &action)?;
        Ok(std::mem::take(&mut self.log))
    }

    /// Time passes on the game's virtual clock: the events it caused, in order (an auction closed on its clock,
    /// the turn the game played for a player whose time bank ran out, the game's end on its time limit).
    pub fn pass_time(&mut self, ms: u64) -> Result<Vec<Event>, RuleError> {
        self.log.clear();
        self.setup(crate::setup::SetupOp::AdvanceClock { ms })?;
        Ok(std::mem::take(&mut self.log))
    }

    /// [`Game::apply`] without handing the events over: what simulation calls, where nothing is recorded.
    pub fn act(&mut self, player: u8, action: &Action) -> Result<(), RuleError> {
        self.log.clear();
        self.dispatch(player, action)?;
        // Both settle nothing where nothing is owed or offered: the common case pays no call.
        if !self.debts.is_empty() {
            self.settle_debts();
        }
        if !self.trades.is_empty() {
            self.void_offers();
        }
        Ok(())
    }

    /// Whether `p` may act at all: a player of this game, still in it, in a game not over.
    pub fn check_actor(&self, p: u8) -> Result<(), RuleError> {
        if p as usize >= self.players.len() {
            return Err(Reason::NoSuchPlayer.into());
        }
        if let Phase::Over { .. } = self.phase {
            return Err(Reason::GameOver.into());
        }
        if self.players[p as usize].bankrupt {
            return Err(Reason::Bankrupt.into());
        }
        Ok(())
    }

    fn dispatch(&mut self, p: u8, action: &Action) -> Result<(), RuleError> {
        self.check_actor(p)?;
        if self.faults.only_mover_acts {
            self.mover_only(p, action)?;
        }
        match action {
            Action::Roll => self.roll(p),
            Action::Buy => self.buy(p),
            Action::Decline => self.decline(p),
            Action::Bid(amount) => self.bid(p, *amount),
            Action::RequestBuilding { hotel } => self.request_building(p, *hotel),
            Action::TradeOffer { to, give, take } => {
                self.trade_offer(p, *to, give.clone(), take.clone())
            }
            Action::TradeAccept { trade } => self.trade_accept(p, *trade),
            Action::TradeDecline { trade } => self.trade_decline(p, *trade),
            Action::TradeCounter { trade, give, take } => {
                self.trade_counter(p, *trade, give.clone(), take.clone())
            }
            Action::TradeWithdraw { trade } => self.trade_withdraw(p, *trade),
            Action::Pass => self.pass(p),
            Action::ClaimRent { payer } => self.claim_rent(p, *payer),
            Action::Build { prop, hotel } => self.build(p, *prop, *hotel),
            Action::SellBuilding { prop } => self.sell_building(p, *prop),
            Action::Mortgage { prop } => self.mortgage(p, *prop),
            Action::Unmortgage { prop } => self.unmortgage(p, *prop),
            Action::SellProperty { prop } => self.sell_property(p, *prop),
            Action::Leave => self.leave(p),
            Action::PayFine => self.pay_fine(p),
            Action::UseCard => self.use_card(p),
            Action::EndTurn => self.end_turn(p),
            Action::DeclareBankruptcy => self.declare_bankruptcy(p),
            Action::ChooseTax { percent } => self.choose_tax(p, *percent),
        }
    }

    #[inline]
    pub(crate) fn emit(&mut self, e: Event) {
        if self.record {
            self.log.push(e);
        }
    }

    /// The next two dice: forced ones first, then the game's own random source.
    pub(crate) fn next_dice(&mut self) -> [u8; 2] {
        if let Some(d) = self.forced_dice.pop_front() {
            return d;
        }
        // Both dice from one draw of two words: the same words, in the same order, as two draws of one.
        let rng = &mut self.rng;
        dice_from(rng.next_u64(), || rng.next_u32())
    }

    /// The window between rolls is open: no decision, auction or opening roll is pending.
    pub(crate) fn window_open(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::Roll { .. } | Phase::EndTurn { .. } => Ok(()),
            Phase::Auction(_) => Err(Reason::AuctionOpen.into()),
            Phase::Buy { .. } | Phase::UtilityRoll { .. } | Phase::TaxChoice { .. } => {
                Err(Reason::DecisionPending.into())
            }
            Phase::Opening { .. } => Err(Reason::WrongPhase.into()),
            Phase::Over { .. } => Err(Reason::GameOver.into()),
        }
    }

    /// The player whose turn it is: the roller to come (where a turn ends at the next roll, the time between a
    /// landing and that roll is the next roller's), the player to end their turn or deciding on their landing, and
    /// during an auction the player whose turn it interrupts. `None` before the order is decided and once over.
    pub(crate) fn whose_turn(&self) -> Option<u8> {
        match self.phase {
            Phase::Roll { player }
            | Phase::EndTurn { player }
            | Phase::Buy { player, .. }
            | Phase::UtilityRoll { player, .. }
            | Phase::TaxChoice { player, .. } => Some(player),
            Phase::Auction(_) => Some(self.current),
            Phase::Opening { .. } | Phase::Over { .. } => None,
        }
    }

    /// The fault [`crate::faults::CodeFaults::only_mover_acts`]: the table's own actions belong to the player whose
    /// turn it is, and to the other party of a deal with that player.
    #[cold]
    fn mover_only(&self, p: u8, action: &Action) -> Result<(), RuleError> {
        let mover = self.current;
        let with_mover = |trade: &u32| {
            self.trades
                .iter()
                .find(|t| t.id == *trade)
                .is_none_or(|t| t.from == mover || t.to == mover)
        };
        let allowed = p == mover
            || match action {
                Action::Build { .. }
                | Action::SellBuilding { .. }
                | Action::Mortgage { .. }
                | Action::Unmortgage { .. }
                | Action::SellProperty { .. }
                | Action::RequestBuilding { .. } => false,
                Action::TradeOffer { to, .. } => *to == mover,
                Action::TradeAccept { trade }
                | Action::TradeDecline { trade }
                | Action::TradeCounter { trade, .. }
                | Action::TradeWithdraw { trade } => with_mover(trade),
                _ => true,
            };
        if allowed {
            Ok(())
        } else {
            Err(Reason::NotYourTurn.into())
        }
    }

    /// Whether `p` may take an action that the variant gives to `who` (`actions` in the preset).
    pub(crate) fn may_act(&self, p: u8, who: crate::data::Who) -> Result<(), RuleError> {
        if who == crate::data::Who::OwnTurn && self.whose_turn() != Some(p) {
            return Err(Reason::NotYourTurn.into());
        }
        Ok(())
    }

    /// Where a player may raise cash by mortgaging or selling buildings: the open window, and, where the variant
    /// allows it, the lander's own pending decision to buy.
    pub(crate) fn raising_open(&self, p: u8) -> Result<(), RuleError> {
        match self.phase {
            Phase::Buy { player, .. } if player == p && self.rules.raise_cash_before_buying => {
                Ok(())
            }
            _ => self.window_open(),
        }
    }

    /// The open window after a settled landing: never before the game's first throw, when no landing has been
    /// settled yet. Trades and purchases of buildings wait for it.
    pub(crate) fn table_open(&self) -> Result<(), RuleError> {
        self.window_open()?;
        if !self.thrown && !self.rules.actions.before_first_throw {
            return Err(Reason::WrongPhase.into());
        }
        Ok(())
    }

    /// The next player in the turn order after `p` who is still in the game.
    pub(crate) fn next_player(&self, p: u8) -> u8 {
        let mut i = self.order.iter().position(|&x| x == p).unwrap_or(0);
        for _ in 0..self.order.len() {
            // Round the table without a division: this runs at every turn.
            i = if i + 1 == self.order.len() { 0 } else { i + 1 };
            let q = self.order[i];
            if !self.players[q as usize].bankrupt {
                return q;
            }
        }
        p
    }

    /// Moves money. The caller has checked that a player payer can pay.
    pub(crate) fn transfer(&mut self, from: Party, to: Party, amount: i64) {
        match from {
            Party::Bank => self.bank_cash -= amount,
            Party::Player(p) => self.players[p as usize].cash -= amount,
            Party::Pot => self.pot -= amount,
        }
        match to {
            Party::Bank => self.bank_cash += amount,
            Party::Player(p) => self.players[p as usize].cash += amount,
            Party::Pot => self.pot += amount,
        }
    }

    /// Where taxes, card fines and repairs go: the jackpot where the variant has one, else the bank.
    pub(crate) fn fines_payee(&self) -> Party {
        let vacation = self.rules.vacation.is_some_and(|v| v.jackpot);
        if vacation || self.rules.free_parking_jackpot {
            Party::Pot
        } else {
            Party::Bank
        }
    }

    /// A jail card goes back into its deck: under it, or to its place in the deck's cycle.
    pub(crate) fn return_jail_card(&mut self, d: u8, card: u16) {
        let pile = &mut self.piles[d as usize];
        let cycle = &self.cycle[d as usize];
        let top = pile.front().copied();
        let at = match (self.rules.cards.jail_card_return, top) {
            (crate::data::JailCardReturn::OriginalPosition, Some(top)) => {
                let n = cycle.len();
                let pos = |c: u16| cycle.iter().position(|&x| x == c).unwrap_or(n);
                // How far after the top card each card comes in the cycle.
                let after_top = |c: u16| (pos(c) + n - pos(top)) % n.max(1);
                pile.iter()
                    .position(|&c| after_top(c) > after_top(card))
                    .unwrap_or(pile.len())
            }
            _ => pile.len(),
        };
        pile.insert(at, card);
    }

    /// The deck's cycle follows a stacked order: the pile as it now lies, then the held cards.
    pub(crate) fn restart_cycle(&mut self, d: u8) {
        let pile: Vec<u16> = self.piles[d as usize].iter().copied().collect();
        let held: Vec<u16> = self.cycle[d as usize]
            .iter()
            .copied()
            .filter(|c| !pile.contains(c))
            .collect();
        self.cycle[d as usize] = pile.into_iter().chain(held).collect();
    }

    /// Whether `a` and `b` are teammates in a team game.
    pub(crate) fn teammates(&self, a: u8, b: u8) -> bool {
        self.rules.teams.is_some()
            && a != b
            && self.names[a as usize].team.is_some()
            && self.names[a as usize].team == self.names[b as usize].team
    }

    /// In a team game, whether every player still in the game is on one team.
    pub(crate) fn one_team_left(&self) -> bool {
        let mut left = self.active_players();
        let Some(first) = left.next() else {
            return false;
        };
        left.all(|q| self.teammates(first, q))
    }

    /// When an auction that opens now closes, where auctions run on a clock.
    pub(crate) fn auction_deadline(&self) -> Option<u64> {
        let timer = self.rules.auction.timer_ms;
        (timer > 0).then(|| self.clock_ms.saturating_add(timer))
    }

    /// Stopping on the jackpot's space collects the whole pot.
    pub(crate) fn collect_jackpot(&mut self, p: u8) {
        let amount = self.pot;
        if amount > 0 {
            self.transfer(Party::Pot, Party::Player(p), amount);
            self.emit(Event::Paid {
                from: Party::Pot,
                to: Party::Player(p),
                amount,
            });
        }
    }

    /// A payment that may exceed the payer's cash: what cannot be paid now becomes a debt.
    pub(crate) fn charge(&mut self, debtor: u8, creditor: Party, amount: i64) {
        if amount <= 0 {
            return;
        }
        if self.rules.debt.negative_cash {
            self.charge_below_zero(debtor, creditor, amount);
            return;
        }
        let cash = self.players[debtor as usize].cash;
        if cash >= amount || self.faults.cash_below_zero {
            self.transfer(Party::Player(debtor), creditor, amount);
            self.emit(Event::Paid {
                from: Party::Player(debtor),
                to: creditor,
                amount,
            });
            if cash < amount {
                // The fault `cash_below_zero`: paid in full below $0, and listed, already paid, until covered.
                self.owe(debtor, creditor, amount);
            }
        } else {
            self.owe(debtor, creditor, amount);
        }
    }

    /// A debt, held apart: listed until paid.
    pub(crate) fn owe(&mut self, debtor: u8, creditor: Party, amount: i64) {
        self.debts.push(Debt {
            debtor,
            creditor,
            amount,
        });
        self.emit(Event::DebtOwed {
            debtor,
            creditor,
            amount,
        });
    }

    /// Pays every debt whose debtor now has the cash, oldest first.
    pub(crate) fn settle_debts(&mut self) {
        if self.rules.debt.negative_cash {
            self.settle_below_zero();
            return;
        }
        if self.faults.cash_below_zero {
            // Paid already: a debt is covered, oldest first, once the cash its debtor would hold had it not been
            // paid (their cash plus all they owe) reaches it. No money moves: it moved when the debt arose.
            let mut i = 0;
            while i < self.debts.len() {
                let d = self.debts[i];
                if self.players[d.debtor as usize].cash + self.owed_by(d.debtor) >= d.amount {
                    self.debts.remove(i);
                    self.emit(Event::DebtPaid {
                        debtor: d.debtor,
                        creditor: d.creditor,
                        amount: d.amount,
                    });
                } else {
                    i += 1;
                }
            }
            return;
        }
        let mut i = 0;
        while i < self.debts.len() {
            let d = self.debts[i];
            if self.players[d.debtor as usize].cash >= d.amount {
                self.debts.remove(i);
                self.transfer(Party::Player(d.debtor), d.creditor, d.amount);
                self.emit(Event::DebtPaid {
                    debtor: d.debtor,
                    creditor: d.creditor,
                    amount: d.amount,
                });
            } else {
                i += 1;
            }
        }
    }

    pub(crate) fn no_debts(&self, p: u8) -> Result<(), RuleError> {
        if self.rules.debt.negative_cash {
            // A debt holds up only its debtor, and not one with nothing left to sell.
            return if self.held_by_debt(p) {
                Err(Reason::DebtPending.into())
            } else {
                Ok(())
            };
        }
        if self.debts.is_empty() {
            Ok(())
        } else {
            Err(Reason::DebtPending.into())
        }
    }

    /// Ends the current landing: the same player rolls again after doubles, otherwise the turn moves on.
    pub(crate) fn after_landing(&mut self) {
        if matches!(
            self.phase,
            Phase::Buy { .. }
                | Phase::Auction(_)
                | Phase::UtilityRoll { .. }
                | Phase::TaxChoice { .. }
                | Phase::Over { .. }
        ) {
            return;
        }
        let p = self.current;
        let ends_now = std::mem::take(&mut self.ends_now);
        if self.again && !self.players[p as usize].bankrupt && !ends_now {
            self.phase = Phase::Roll { player: p };
        } else if ends_now && !self.faults.jail_waits_for_end_turn {
            // Going to jail, or Vacation where it ends the turn: the turn passes now, with no `end_turn` to
            // wait for, whatever the variant's way of ending a turn.
            self.again = false;
            self.pass_turn();
        } else {
            self.again = false;
            match self.rules.turn_end {
                crate::data::TurnEnd::NextRoll => self.pass_turn(),
                crate::data::TurnEnd::EndTurn => self.phase = Phase::EndTurn { player: p },
            }
        }
    }

    /// The next player in turn order is the one to roll; their roll starts their turn.
    pub(crate) fn pass_turn(&mut self) {
        if self.time_up() {
            // The turn in progress when the time ran out is over: so is the game.
            self.finish();
            return;
        }
        // The turn clock: a turn that ends adds the increment to its player's bank.
        if let Some(c) = self.rules.turn_clock.filter(|c| c.enabled) {
            let bank = &mut self.players[self.current as usize].time_bank;
            *bank = bank.saturating_add(c.increment_ms);
        }
        let mut next = self.next_player(self.current);
        // A player on Vacation misses their turn; each miss uses up one of the turns to skip.
        while self.players[next as usize].skip > 0 {
            self.players[next as usize].skip -= 1;
            self.emit(Event::TurnSkipped { player: next });
            next = self.next_player(next);
        }
        self.turn_open = false;
        self.again = false;
        self.phase = Phase::Roll { player: next };
    }

    pub(crate) fn space_kind(&self, s: u8) -> &SpaceKind {
        &self.board.spaces[s as usize].kind
    }

    /// Whether `owner` holds every property of `prop`'s group.
    pub(crate) fn owns_group(&self, owner: u8, prop: u8) -> bool {
        let g = self.board.props[prop as usize].group as usize;
        self.board.groups[g]
            .iter()
            .all(|&q| self.props[q as usize].owner == Some(owner))
    }

    pub(crate) fn group_of(&self, prop: u8) -> &[u8] {
        &self.board.groups[self.board.props[prop as usize].group as usize]
    }

    /// Checks that `p` owns `prop`.
    pub(crate) fn own(&self, p: u8, prop: u8) -> Result<(), RuleError> {
        self.prop(prop)?;
        if self.props[prop as usize].owner != Some(p) {
            return Err(Reason::NotOwner.into());
        }
        Ok(())
    }

    /// Checks that a property index is on the board.
    pub(crate) fn prop(&self, prop: u8) -> Result<(), RuleError> {
        if (prop as usize) < self.props.len() {
            Ok(())
        } else {
            Err(Reason::NoSuchProperty.into())
        }
    }

    pub(crate) fn active_players(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.players.len() as u8).filter(|&p| !self.players[p as usize].bankrupt)
    }
}

/// Words at or above this are refused: rejection sampling keeps the six faces exactly equally likely.
const DIE_LIMIT: u32 = u32::MAX - (u32::MAX % 6);

/// Two dice from `pair` (its low word first, then its high word), each word refused at or above [`DIE_LIMIT`]
/// and replaced by the next from `more`: the faces that one word at a time would give.
fn dice_from(pair: u64, more: impl FnMut() -> u32) -> [u8; 2] {
    let (lo, hi) = (pair as u32, (pair >> 32) as u32);
    if lo < DIE_LIMIT && hi < DIE_LIMIT {
        return [face(lo), face(hi)];
    }
    refused_die_word(lo, hi, more)
}

/// The path of [`dice_from`] where a word is refused: about one roll in five hundred million.
#[cold]
#[inline(never)]
fn refused_die_word(lo: u32, hi: u32, mut more: impl FnMut() -> u32) -> [u8; 2] {
    let mut words = [lo, hi].into_iter();
    let mut die = || loop {
        let x = words.next().unwrap_or_else(&mut more);
        if x < DIE_LIMIT {
            return face(x);
        }
    };
    [die(), die()]
}

fn face(word: u32) -> u8 {
    (word % 6) as u8 + 1
}

fn shuffle<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for i in (1..items.len()).rev() {
        let bound = (i + 1) as u32;
        let limit = u32::MAX - (u32::MAX % bound);
        let j = loop {
            let x = rng.next_u32();
            if x < limit {
                break (x % bound) as usize;
            }
        };
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One word at a time, as the dice were drawn before both came from one draw.
    fn die_by_word(rng: &mut ChaCha8Rng) -> u8 {
        loop {
            let x = rng.next_u32();
            if x < DIE_LIMIT {
                return face(x);
            }
        }
    }

    #[test]
    fn both_dice_from_one_draw_are_the_dice_of_two() {
        for seed in 0..64 {
            let mut paired = ChaCha8Rng::seed_from_u64(seed);
            let mut single = ChaCha8Rng::seed_from_u64(seed);
            // Odd and even offsets into the random source's blocks, its block boundaries included.
            for _ in 0..(seed % 3) {
                paired.next_u32();
                single.next_u32();
            }
            for _ in 0..200 {
                let rng = &mut paired;
                let dice = dice_from(rng.next_u64(), || rng.next_u32());
                assert_eq!(dice, [die_by_word(&mut single), die_by_word(&mut single)]);
            }
            assert_eq!(
                paired.next_u32(),
                single.next_u32(),
                "seed {seed}: the streams part"
            );
        }
    }

    #[test]
    fn a_refused_word_is_replaced_by_the_next() {
        let pair = |lo: u32, hi: u32| u64::from(lo) | (u64::from(hi) << 32);
        let words = |ws: &'static [u32]| {
            let mut it = ws.iter().copied();
            move || it.next().expect("no more words")
        };
        assert_eq!(
            dice_from(pair(DIE_LIMIT, 5), words(&[7])),
            [face(5), face(7)]
        );
        assert_eq!(
            dice_from(pair(1, u32::MAX), words(&[10])),
            [face(1), face(10)]
        );
        assert_eq!(
            dice_from(pair(u32::MAX, DIE_LIMIT), words(&[DIE_LIMIT + 1, 2, 3])),
            [face(2), face(3)]
        );
        // The highest word kept is the last of a whole round of six faces: a six.
        assert_eq!(dice_from(pair(DIE_LIMIT - 1, 0), words(&[])), [6, 1]);
    }
}
