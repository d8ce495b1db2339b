//! Whole games played by a policy, for simulation: pure (the dice come from the game's own seeded source), with
//! the game's invariants checked after every action when asked.
//!
//! A policy tries its actions in order of preference on the game itself: a refused action changes nothing, so
//! trying costs no copy of the game. The policies are defined so that another engine can play the same games:
//!
//! - `buy-all`: an owner asks for every rent due at once; a player buys when cash − price ≥ $50, otherwise
//!   declines; in an auction, bids one above the standing bid while that leaves $50 (where passing closes the
//!   auction, the bid this comes to is reckoned and placed at once, see [`outbid`]); before rolling (and before
//!   ending a turn) builds the cheapest building it can while $50 stays after paying; in jail, uses a card, or pays
//!   the fine when cash ≥ $50, otherwise tries for doubles; pays the cheaper tax; accepts no trade and offers none;
//!   a player below $0 sells buildings, then mortgages, then declares bankruptcy.
//! - `leave-jail` and `stay-in-jail`: `buy-all`, but in jail always leaving at once (card, else fine), or always
//!   rolling for as long as the variant allows. They give the long-run landing tables of a board.
//! - `random`: uniform among the legal actions (`crate::legal`) of the players who may act, trades aside. The
//!   best at reaching odd corners of the rules.

use crate::core::Action;
use crate::game::{Game, MAX_SEATS, Phase};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// How a player in jail tries to leave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JailPolicy {
    /// A card, or the fine when cash ≥ $50; otherwise roll for doubles.
    PayWhenRich,
    /// A card, else the fine, at once.
    Leave,
    /// Roll for doubles as long as the variant allows.
    Stay,
}

/// A policy for every seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    BuyAll(JailPolicy),
    Random,
}

impl Policy {
    pub const NAMES: &'static [&'static str] = &["buy-all", "leave-jail", "stay-in-jail", "random"];

    pub fn named(name: &str) -> Option<Policy> {
        Some(match name {
            "buy-all" => Policy::BuyAll(JailPolicy::PayWhenRich),
            "leave-jail" => Policy::BuyAll(JailPolicy::Leave),
            "stay-in-jail" => Policy::BuyAll(JailPolicy::Stay),
            "random" => Policy::Random,
            _ => return None,
        })
    }
}

/// The cash a `buy-all` player keeps.
pub const RESERVE: i64 = 50;

/// What one game came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Rolls of the dice that move a token or try to leave jail (opening roll-offs and utility rolls aside).
    pub rolls: u64,
    /// Player turns begun.
    pub turns: u64,
    /// Actions carried out.
    pub actions: u64,
    /// The winning seats (several on a shared win); empty when the game hit the cap.
    pub winners: Vec<u8>,
    pub capped: bool,
    /// Where the token rested after each counted roll, fully resolved, by space; one more entry at the end
    /// counts the rolls after which the player was in jail (on the jail space, not just visiting).
    pub rests: Vec<u64>,
}

impl GameRecord {
    /// Nothing counted yet, for a game on `g`'s board.
    fn empty(g: &Game) -> GameRecord {
        GameRecord {
            rolls: 0,
            turns: 0,
            actions: 0,
            winners: Vec::new(),
            capped: false,
            rests: vec![0; g.board.spaces.len() + 1],
        }
    }
}

/// A broken invariant: what broke, after which action of which player (`player`: the seat, from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub action: String,
    pub player: u8,
    pub what: String,
}

impl std::fmt::Display for Violation {
    /// Seats counted from 1, as `veropoly simulate` counts them in its wins by seat.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "after {} by seat {}: {}",
            self.action,
            u16::from(self.player) + 1,
            self.what
        )
    }
}

/// The money in the game: every player's cash, the bank's and the pot; where cash may go below $0, also what
/// debtors owe (a debtor's cash is already lower by what their creditor has not yet received). Elsewhere a debt
/// is owed before any money moves.
pub fn money(g: &Game) -> i64 {
    let owed = if g.rules.debt.negative_cash {
        g.debts.iter().map(|d| d.amount).sum::<i64>()
    } else {
        0
    };
    g.players.iter().map(|p| p.cash).sum::<i64>() + g.bank_cash + g.pot + owed
}

/// The game's invariants, each checked as it stands now; `total` is the money it started with.
pub fn invariants(g: &Game, total: i64) -> Result<(), String> {
    if money(g) != total {
        return Err(format!(
            "money is not conserved: ${} in the game, ${total} at the start",
            money(g)
        ));
    }
    let rules = &g.rules.buildings;
    let per_hotel = rules.houses_per_hotel as u32;
    let houses: u32 = g
        .props
        .iter()
        .filter(|s| !s.hotel)
        .map(|s| s.houses as u32)
        .sum();
    let hotels = g.props.iter().filter(|s| s.hotel).count() as u32;
    if let Some(limit) = rules.houses
        && houses + g.bank_houses != limit
    {
        return Err(format!(
            "{houses} houses on the board and {} in the bank make more or less than {limit}",
            g.bank_houses
        ));
    }
    if let Some(limit) = rules.hotels
        && hotels + g.bank_hotels != limit
    {
        return Err(format!(
            "{hotels} hotels on the board and {} in the bank make more or less than {limit}",
            g.bank_hotels
        ));
    }
    for (gi, group) in g.board.groups.iter().enumerate() {
        let level = |q: u8| {
            let s = &g.props[q as usize];
            if s.hotel {
                per_hotel + 1
            } else {
                s.houses as u32
            }
        };
        let (lo, hi) = group
            .iter()
            .map(|&q| level(q))
            .fold((u32::MAX, 0), |(lo, hi), b| (lo.min(b), hi.max(b)));
        if hi == 0 {
            continue;
        }
        let owner = g.props[group[0] as usize].owner;
        if owner.is_none() || group.iter().any(|&q| g.props[q as usize].owner != owner) {
            return Err(format!(
                "buildings on group {} whose streets are not all one player's",
                g.board.group_ids[gi]
            ));
        }
        if group.iter().any(|&q| g.props[q as usize].mortgaged) {
            return Err(format!(
                "buildings on group {} with a mortgaged street",
                g.board.group_ids[gi]
            ));
        }
        if rules.even_building && hi - lo > 1 {
            let built: Vec<u32> = group.iter().map(|&q| level(q)).collect();
            return Err(format!(
                "uneven building on group {}: {built:?}",
                g.board.group_ids[gi]
            ));
        }
    }
    for (p, pl) in g.players.iter().enumerate() {
        if pl.bankrupt {
            if g.props.iter().any(|s| s.owner == Some(p as u8)) {
                return Err(format!("bankrupt seat {p} still owns property"));
            }
            if !pl.jail_cards.is_empty() {
                return Err(format!("bankrupt seat {p} still holds a jail card"));
            }
            if g.debts.iter().any(|d| d.debtor == p as u8) {
                return Err(format!("bankrupt seat {p} still owes a debt"));
            }
        }
    }
    Ok(())
}

/// The players who may act now, in the order a table would let them: the one the phase waits for first. A fixed
/// array (seats are at most 16), so that asking costs no allocation.
#[derive(Clone, Copy)]
struct Actors {
    seats: [u8; 16],
    len: usize,
}

impl Actors {
    fn of(g: &Game) -> Actors {
        let n = g.players.len().min(16) as u8;
        let first = match g.phase {
            Phase::Roll { player }
            | Phase::EndTurn { player }
            | Phase::Buy { player, .. }
            | Phase::TaxChoice { player, .. }
            | Phase::UtilityRoll { player, .. } => player,
            _ => g.current,
        };
        let mut a = Actors {
            seats: [0; 16],
            len: 0,
        };
        for i in 0..n {
            let p = if first + i >= n {
                first + i - n
            } else {
                first + i
            };
            if !g.players[p as usize].bankrupt {
                a.seats[a.len] = p;
                a.len += 1;
            }
        }
        a
    }

    fn iter(self) -> impl Iterator<Item = u8> {
        self.seats.into_iter().take(self.len)
    }
}

struct Player<'a> {
    g: &'a mut Game,
    record: &'a mut GameRecord,
    /// The game's count of turns begun when play started.
    turns_before: u64,
    /// Actions tried, accepted or not, where the invariants are checked (every 64th refusal is shown to change
    /// nothing).
    tries: u64,
    check: Option<i64>,
    violation: Option<Violation>,
    /// `random`'s buffers (owned properties, the order of the draw), kept between actions so that drawing
    /// allocates nothing.
    owned: Vec<(u8, u8)>,
    order: Vec<u32>,
    /// `build`'s buffer of (cost, property, hotel), and `claim_rents`'s of (owner, payer).
    options: Vec<(i64, u8, bool)>,
    claims: Vec<(u8, u8)>,
    /// `whole_sets`'s answer for every seat, and the game's count of deed changes it was reckoned at.
    whole: Vec<u64>,
    deeds_seen: Option<u64>,
    /// For every seat, the cheapest building it could put up on its whole sets whatever its cash (`i64::MAX` for
    /// none), and the game's count of deed changes that was reckoned at: while that count stands, a player whose
    /// cash does not cover it with the reserve left has nothing to build.
    cheapest: Vec<(u64, i64)>,
}

impl<'a> Player<'a> {
    /// A policy's player for `g`, counting into `record`; `check` is the money the game started with, where the
    /// invariants are to be checked.
    fn new(g: &'a mut Game, record: &'a mut GameRecord, check: Option<i64>) -> Player<'a> {
        Player {
            turns_before: g.turns_started,
            g,
            record,
            tries: 0,
            check,
            violation: None,
            owned: Vec::new(),
            order: Vec::new(),
            options: Vec::new(),
            claims: Vec::new(),
            whole: Vec::new(),
            deeds_seen: None,
            cheapest: Vec::new(),
        }
    }

    /// Tries `action` for `p`; counts it, and checks the invariants after it when asked.
    fn try_act(&mut self, p: u8, action: &Action) -> bool {
        if self.check.is_some() {
            return self.try_checked(p, action);
        }
        let move_roll = self.moves_token(p, action);
        let done = self.g.act(p, action).is_ok();
        if done {
            self.count(p, move_roll);
        }
        done
    }

    /// Whether `action` by `p` is a roll that moves a token or tries to leave jail (not an opening or utility
    /// roll), asked before it is carried out.
    fn moves_token(&self, p: u8, action: &Action) -> bool {
        *action == Action::Roll && matches!(self.g.phase, Phase::Roll { player } if player == p)
    }

    /// Counts an action carried out for `p`: a roll that moved (`move_roll`) where the token rests after it.
    fn count(&mut self, p: u8, move_roll: bool) {
        self.record.actions += 1;
        self.record.turns = self.g.turns_started - self.turns_before;
        if move_roll {
            self.record.rolls += 1;
            let pl = &self.g.players[p as usize];
            let at = if pl.jail.is_some() {
                self.g.board.spaces.len()
            } else {
                pl.pos as usize
            };
            if let Some(r) = self.record.rests.get_mut(at) {
                *r += 1;
            }
        }
    }

    /// [`Player::try_act`] with the invariants checked after it, and, every 64th try, a refusal shown to change
    /// nothing. Kept apart so that play without checks carries none of it.
    #[cold]
    fn try_checked(&mut self, p: u8, action: &Action) -> bool {
        let move_roll = self.moves_token(p, action);
        self.tries += 1;
        let refused_copy = self.tries.is_multiple_of(64).then(|| self.g.clone());
        // The action is named only if an invariant breaks.
        let label = || format!("{action:?}");
        match self.g.act(p, action) {
            Ok(_) => {
                self.count(p, move_roll);
                self.check_after(p, label);
                true
            }
            Err(_) => {
                if let Some(before) = refused_copy
                    && *self.g != before
                    && self.violation.is_none()
                {
                    self.violation = Some(Violation {
                        action: label(),
                        player: p,
                        what: "a refused action changed the game".into(),
                    });
                }
                false
            }
        }
    }

    /// When checking, the invariants as the game stands after `what` by seat `p`; the first violation is kept.
    fn check_after(&mut self, p: u8, what: impl FnOnce() -> String) {
        if let Some(total) = self.check
            && self.violation.is_none()
            && let Err(broken) = invariants(self.g, total)
        {
            self.violation = Some(Violation {
                action: what(),
                player: p,
                what: broken,
            });
        }
    }

    /// The owners ask for every rent due.
    fn claim_rents(&mut self) -> bool {
        match self.g.claims.as_slice() {
            [] => return false,
            // The common case, one landing's rent: asked for without copying the list.
            &[c] => {
                return self.try_act(
                    c.owner,
                    &Action::ClaimRent {
                        payer: Some(c.payer),
                    },
                );
            }
            _ => {}
        }
        let mut claims = std::mem::take(&mut self.claims);
        claims.clear();
        claims.extend(self.g.claims.iter().map(|c| (c.owner, c.payer)));
        let mut any = false;
        for &(owner, payer) in &claims {
            any |= self.try_act(owner, &Action::ClaimRent { payer: Some(payer) });
        }
        self.claims = claims;
        any
    }

    /// A player below $0, or owing, raises money: buildings first, then mortgages, then bankruptcy.
    fn settle(&mut self, p: u8) -> bool {
        let owes =
            self.g.players[p as usize].cash < 0 || self.g.debts.iter().any(|d| d.debtor == p);
        if !owes {
            return false;
        }
        let props = self.g.props.len() as u8;
        for q in 0..props {
            if self.g.props[q as usize].owner == Some(p)
                && self.try_act(p, &Action::SellBuilding { prop: q })
            {
                return true;
            }
        }
        for q in 0..props {
            if self.g.props[q as usize].owner == Some(p)
                && self.try_act(p, &Action::Mortgage { prop: q })
            {
                return true;
            }
        }
        self.try_act(p, &Action::DeclareBankruptcy)
    }

    /// The cheapest building `p` can put up while keeping the reserve. Only streets of a whole set of `p`'s with
    /// nothing mortgaged in it are tried: the engine builds on no other.
    fn build(&mut self, p: u8) -> bool {
        let whole = self.whole_sets(p);
        // Most looks find no whole set, or none that the player's cash now reaches: they end here, without the
        // search's set-up.
        if whole == Some(0) {
            return false;
        }
        if let Some(&(seen, cheapest)) = self.cheapest.get(p as usize)
            && seen == self.g.deeds
            && self.g.players[p as usize].cash.saturating_sub(cheapest) < RESERVE
        {
            return false;
        }
        self.build_on(p, whole)
    }

    /// [`Player::build`]'s search, on the sets of `whole` (all groups where `None`).
    fn build_on(&mut self, p: u8, whole: Option<u64>) -> bool {
        let mut options = std::mem::take(&mut self.options);
        options.clear();
        let cash = self.g.players[p as usize].cash;
        let g = &*self.g;
        let mut cheapest = i64::MAX;
        for (gi, group) in g.board.groups.iter().enumerate() {
            let listed = whole.map_or_else(|| owns_whole(g, group, p), |w| w & (1 << gi) != 0);
            if !listed {
                continue;
            }
            for &q in group {
                let (s, prop) = (&g.props[q as usize], &g.board.props[q as usize]);
                if s.hotel || prop.house_cost <= 0 {
                    continue;
                }
                let hotel = s.houses >= g.rules.buildings.houses_per_hotel;
                let cost = if hotel {
                    prop.hotel_cost
                } else {
                    prop.house_cost
                };
                cheapest = cheapest.min(cost);
                if cash - cost >= RESERVE {
                    options.push((cost, q, hotel));
                }
            }
        }
        if self.cheapest.len() != g.players.len() {
            self.cheapest = vec![(u64::MAX, 0); g.players.len()];
        }
        self.cheapest[p as usize] = (g.deeds, cheapest);
        options.sort_unstable();
        let built = options
            .iter()
            .any(|&(_, q, hotel)| self.try_act(p, &Action::Build { prop: q, hotel }));
        self.options = options;
        built
    }

    /// The colour sets `p` owns whole with nothing mortgaged, a bit per group; `None` where a board has more
    /// than 64 groups. Reckoned again for every seat only when a deed (owner, mortgage or buildings) has changed.
    fn whole_sets(&mut self, p: u8) -> Option<u64> {
        let g = &*self.g;
        if self.deeds_seen == Some(g.deeds) {
            return Some(self.whole[p as usize]);
        }
        if g.board.groups.len() > 64 {
            return None;
        }
        self.whole.clear();
        self.whole.resize(g.players.len(), 0);
        for (gi, group) in g.board.groups.iter().enumerate() {
            if let Some(owner) = g.props[group[0] as usize].owner
                && owns_whole(g, group, owner)
            {
                self.whole[owner as usize] |= 1 << gi;
            }
        }
        self.deeds_seen = Some(g.deeds);
        Some(self.whole[p as usize])
    }

    /// One action of the `buy-all` family; `false` when nobody could act.
    fn buy_all(&mut self, jail: JailPolicy) -> bool {
        if self.claim_rents() {
            return true;
        }
        let owing = !self.g.debts.is_empty() || self.g.players.iter().any(|p| p.cash < 0);
        if owing {
            for p in Actors::of(self.g).iter() {
                if self.settle(p) {
                    return true;
                }
            }
        }
        match self.g.phase {
            Phase::Opening { contenders, rolled } => (0..self.g.players.len() as u8)
                .filter(|&p| contenders & (1 << p) != 0 && rolled & (1 << p) == 0)
                .any(|p| self.try_act(p, &Action::Roll)),
            Phase::Roll { player } => {
                let cash = self.g.players[player as usize].cash;
                if self.g.players[player as usize].jail.is_some() {
                    let leave = match jail {
                        JailPolicy::Stay => false,
                        JailPolicy::Leave => true,
                        JailPolicy::PayWhenRich => cash >= RESERVE,
                    };
                    if jail != JailPolicy::Stay && self.try_act(player, &Action::UseCard) {
                        return true;
                    }
                    if leave && self.try_act(player, &Action::PayFine) {
                        return true;
                    }
                } else if self.build(player) {
                    return true;
                }
                self.try_act(player, &Action::Roll)
            }
            Phase::EndTurn { player } => {
                self.build(player) || self.try_act(player, &Action::EndTurn)
            }
            Phase::Buy { player, prop } => {
                let price = self.g.board.props[prop as usize].price;
                if self.g.players[player as usize].cash - price >= RESERVE
                    && self.try_act(player, &Action::Buy)
                {
                    return true;
                }
                self.try_act(player, &Action::Decline)
            }
            Phase::Auction(a) => {
                // Where passing closes the auction (no clock), the bidding a dollar at a time is reckoned here
                // and the standing bid it comes to is placed at once: the same winner and price.
                if a.closes_at.is_none()
                    && let Some((winner, amount)) = outbid(self.g, a)
                    && self.try_act(winner, &Action::Bid(amount))
                {
                    return true;
                }
                match bid_step(self.g, a) {
                    Some((p, Some(next))) => {
                        self.try_act(p, &Action::Bid(next)) || self.try_act(p, &Action::Pass)
                    }
                    Some((p, None)) => self.try_act(p, &Action::Pass),
                    None => false,
                }
            }
            Phase::TaxChoice { player, space } => {
                let due = |percent| self.g.tax_due(player, space, percent).unwrap_or(i64::MAX);
                let percent = due(true) < due(false);
                self.try_act(player, &Action::ChooseTax { percent })
            }
            Phase::UtilityRoll { player, .. } => self.try_act(player, &Action::Roll),
            Phase::Over { .. } => false,
        }
    }

    /// Time passes, a whole number of seconds up to [`LONGEST_WAIT_MS`], with the invariants checked after it as
    /// after an action; `false` where the game refuses it.
    fn wait(&mut self, rng: &mut ChaCha8Rng) -> bool {
        let ms = 1000 * (1 + rng.next_u64() % (LONGEST_WAIT_MS / 1000));
        if self
            .g
            .setup(crate::setup::SetupOp::AdvanceClock { ms })
            .is_err()
        {
            return false;
        }
        self.record.turns = self.g.turns_started - self.turns_before;
        self.check_after(self.g.current, || format!("{ms} ms passing"));
        true
    }

    /// One action drawn uniformly among the legal actions of the players who may act (trades and leaving aside).
    /// The (player, action) pairs that may be legal ([`Pairs`]) are tried in a random order, drawn one at a time
    /// without putting any back, until the engine accepts one: a refusal changes nothing, and the first accepted
    /// pair of a random order is uniform among the accepted ones. At most every pair is tried once.
    fn random(&mut self, rng: &mut ChaCha8Rng) -> bool {
        if rng.next_u64().is_multiple_of(WAIT_ONE_IN) && self.wait(rng) {
            return true;
        }
        let mut owned = std::mem::take(&mut self.owned);
        let mut order = std::mem::take(&mut self.order);
        let pairs = Pairs::of(self.g, &mut owned);
        order.clear();
        order.extend(0..pairs.len() as u32);
        let mut acted = false;
        for i in 0..order.len() {
            let k = i + (rng.next_u64() % (order.len() - i) as u64) as usize;
            order.swap(i, k);
            let (p, a) = pairs.get(order[i] as usize);
            if self.try_act(p, &a) {
                acted = true;
                break;
            }
        }
        self.owned = owned;
        self.order = order;
        acted
    }
}

/// Whether `p` owns every street of `group`, none of them mortgaged.
fn owns_whole(g: &Game, group: &[u8], p: u8) -> bool {
    group.iter().all(|&q| {
        let s = &g.props[q as usize];
        s.owner == Some(p) && !s.mortgaged
    })
}

/// `buy-all`'s next step in auction `a` of `g`: the first player in seat order from the one whose turn it is who
/// may still answer the standing bid (a bidder who has not passed on it and does not hold it), with the bid they
/// place (one dollar above the standing bid, while that leaves [`RESERVE`]), or `None` where they pass. `None` when
/// nobody may answer.
fn bid_step(g: &Game, a: crate::game::Auction) -> Option<(u8, Option<i64>)> {
    let next = a.high.map_or(g.rules.auction.min_bid, |(_, h)| h + 1);
    let p = Actors::of(g).iter().find(|&p| {
        a.bidders & (1 << p) != 0 && a.passed & (1 << p) == 0 && a.high.is_none_or(|(h, _)| h != p)
    })?;
    let rich = g.players[p as usize].cash - next >= RESERVE;
    Some((p, rich.then_some(next)))
}

/// The standing bid that `buy-all`'s bidding, a dollar at a time ([`bid_step`]), comes to from auction `a`, where
/// it differs from the one standing now. Nobody's cash changes while the bids are placed, so the steps are
/// reckoned without the engine: a bid clears the passes, and a pass is kept until the next bid.
fn outbid(g: &Game, a: crate::game::Auction) -> Option<(u8, i64)> {
    // The same steps as `bid_step`, without asking the game again at each dollar: the players who may bid, in
    // seat order from the one whose turn it is, with the most each bids.
    let mut seats = [(0u8, 0i64); MAX_SEATS];
    let mut n = 0;
    for p in Actors::of(g).iter().filter(|&p| a.bidders & (1 << p) != 0) {
        seats[n] = (p, g.players[p as usize].cash - RESERVE);
        n += 1;
    }
    let seats = &seats[..n];
    let (mut high, mut passed) = (a.high, a.passed);
    loop {
        let next = high.map_or(g.rules.auction.min_bid, |(_, h)| h + 1);
        // Everyone before the first who can bid `next` passes on the standing bid (or already has).
        let bidder = seats.iter().find(|&&(p, most)| {
            passed & (1 << p) == 0 && high.is_none_or(|(h, _)| h != p) && most >= next
        });
        match bidder {
            Some(&(p, _)) => {
                high = Some((p, next));
                passed = 0;
            }
            None => break,
        }
    }
    high.filter(|_| high != a.high)
}

/// One in this many of `random`'s steps lets time pass (up to [`LONGEST_WAIT_MS`]) instead of acting, so that the
/// rules on time (a game's time limit, the turn clock, auctions on a clock) come into play where a variant has them.
pub const WAIT_ONE_IN: u64 = 64;
pub const LONGEST_WAIT_MS: u64 = 120_000;

/// The (player, action) pairs among which `random` draws, numbered without being listed: for every player who
/// may act, the actions that name no property (with a bid at the lowest valid amount, during an auction), then,
/// for every property such a player owns, the actions on it (the engine refuses any action on a property from
/// anyone but its owner). Trades and leaving are left out. Every legal action of [`crate::legal::legal_actions`]
/// but those is among them.
struct Pairs<'a> {
    actors: Actors,
    bid: Option<i64>,
    /// (owner, property) for the properties the players who may act own.
    owned: &'a [(u8, u8)],
}

/// The actions that name no property, a bid aside.
const GENERAL: [Action; 13] = [
    Action::Roll,
    Action::Buy,
    Action::Decline,
    Action::Pass,
    Action::ClaimRent { payer: None },
    Action::PayFine,
    Action::UseCard,
    Action::EndTurn,
    Action::DeclareBankruptcy,
    Action::ChooseTax { percent: false },
    Action::ChooseTax { percent: true },
    Action::RequestBuilding { hotel: false },
    Action::RequestBuilding { hotel: true },
];

/// The actions on one property ([`crate::legal::on_property`]).
const ON_PROPERTY: usize = crate::legal::ON_PROPERTY;

impl<'a> Pairs<'a> {
    /// The pairs of `g` now; `owned` is a buffer it fills.
    fn of(g: &Game, owned: &'a mut Vec<(u8, u8)>) -> Pairs<'a> {
        let actors = Actors::of(g);
        owned.clear();
        for p in actors.iter() {
            for (q, s) in g.props.iter().enumerate() {
                if s.owner == Some(p) {
                    owned.push((p, q as u8));
                }
            }
        }
        let bid = match g.phase {
            Phase::Auction(a) => Some(a.high.map_or(g.rules.auction.min_bid, |(_, h)| h + 1)),
            _ => None,
        };
        Pairs { actors, bid, owned }
    }

    fn general(&self) -> usize {
        GENERAL.len() + self.bid.is_some() as usize
    }

    fn len(&self) -> usize {
        self.actors.len * self.general() + self.owned.len() * ON_PROPERTY
    }

    /// Pair `k` (below [`Pairs::len`]).
    fn get(&self, k: usize) -> (u8, Action) {
        let general = self.actors.len * self.general();
        if k < general {
            let p = self.actors.seats[k / self.general()];
            // Past the general actions comes the bid, numbered only during an auction.
            let a = GENERAL
                .get(k % self.general())
                .cloned()
                .unwrap_or(Action::Bid(self.bid.unwrap_or_default()));
            return (p, a);
        }
        let (p, prop) = self.owned[(k - general) / ON_PROPERTY];
        let a = crate::legal::on_property(prop)[(k - general) % ON_PROPERTY].clone();
        (p, a)
    }
}

/// The seed of game `i` of a run seeded `seed` (splitmix64), so that a run's games do not depend on the thread
/// that plays each one.
pub fn game_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays `game` to its end, or to `cap` player turns, with `policy` at every seat. With `check`, the invariants
/// are checked after every action (and a refused action, now and then, is shown to change nothing); the first
/// violation ends the game and is returned.
pub fn play(
    game: &mut Game,
    policy: Policy,
    cap: u64,
    check: bool,
) -> Result<GameRecord, Violation> {
    game.set_recording(false);
    let mut record = GameRecord::empty(game);
    let check = check.then(|| money(game));
    let mut rng = ChaCha8Rng::seed_from_u64(game.rng.clone().next_u64() ^ 0x9e37_79b9_7f4a_7c15);
    let mut driver = Player::new(game, &mut record, check);
    // A hard bound on actions as well, so that a policy that stalls cannot loop for ever.
    let max_actions = cap.saturating_mul(400).max(10_000);
    loop {
        if let Phase::Over { winners } = driver.g.phase {
            driver.record.winners = (0..16u8).filter(|p| winners & (1 << p) != 0).collect();
            break;
        }
        if driver.record.turns >= cap || driver.record.actions >= max_actions {
            driver.record.capped = true;
            break;
        }
        let acted = match policy {
            Policy::BuyAll(jail) => driver.buy_all(jail),
            Policy::Random => driver.random(&mut rng),
        };
        if let Some(v) = driver.violation.take() {
            return Err(v);
        }
        if !acted {
            // Nothing the policy knows applies: fall back to any legal action, so the game goes on.
            if !driver.random(&mut rng) {
                driver.record.capped = true;
                break;
            }
            if let Some(v) = driver.violation.take() {
                return Err(v);
            }
        }
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::load;

    #[test]
    fn buy_all_games_end_and_keep_every_invariant() {
        for &variant in crate::protocol::SUPPORTED_VARIANTS {
            for seed in 0..6 {
                let mut g = load::game(variant, 4, seed, false).unwrap();
                let r = play(&mut g, Policy::named("buy-all").unwrap(), 1000, true)
                    .unwrap_or_else(|v| panic!("{variant} seed {seed}: {v}"));
                assert!(r.rolls > 0 && r.turns > 0, "{variant}: {r:?}");
                assert_eq!(r.rests.iter().sum::<u64>(), r.rolls);
            }
        }
    }

    /// `buy-all` builds while $50 stays after paying, to the dollar: a player who could not reach the cheapest
    /// building a moment ago, and now has just enough, builds, though no deed has changed since (the search is
    /// skipped only while the cash still falls short).
    #[test]
    fn a_player_builds_with_exactly_the_reserve_left() {
        let mut g = load::game("classic", 2, 1, false).unwrap();
        g.set_recording(false);
        let group = g.board.groups[0].clone();
        for &q in &group {
            g.props[q as usize].owner = Some(0);
        }
        g.deeds += 1;
        g.phase = Phase::Roll { player: 0 };
        g.current = 0;
        g.thrown = true;
        let cost = group
            .iter()
            .map(|&q| g.board.props[q as usize].house_cost)
            .min()
            .unwrap();
        let mut record = GameRecord::empty(&g);
        let mut driver = Player::new(&mut g, &mut record, None);
        driver.g.players[0].cash = cost + RESERVE - 1;
        assert!(!driver.build(0), "a dollar short of the reserve");
        driver.g.players[0].cash = cost + RESERVE;
        assert!(driver.build(0), "the reserve left, to the dollar");
        assert_eq!(driver.g.players[0].cash, RESERVE);
    }

    /// With checks on, a game that breaks an invariant stops with the violation; the same game without checks
    /// plays on. (The fault makes every rent paid lose a dollar, so the game's money is not conserved.)
    #[test]
    fn a_broken_invariant_stops_a_checked_game() {
        let faulty = || {
            let mut g = load::game("classic", 4, 2, false).unwrap();
            g.set_faults(crate::faults::CodeFaults {
                rent_loses_a_dollar: true,
                ..Default::default()
            });
            g
        };
        let policy = Policy::named("buy-all").unwrap();
        let v = play(&mut faulty(), policy, 1000, true).expect_err("a violation");
        assert!(v.what.contains("money"), "{v}");
        assert!(v.action.contains("ClaimRent"), "{v}");
        // As `veropoly simulate --check` reports it: the action, the seat (counted from 1), what broke.
        assert_eq!(
            v.to_string(),
            format!("after {} by seat {}: {}", v.action, v.player + 1, v.what)
        );
        assert!(play(&mut faulty(), policy, 1000, false).is_ok());
    }

    /// A `classic` game of two, unrecorded, in which seat 0 holds the board's first street (returned) and seat
    /// `roller` is to roll.
    fn first_street_held(roller: u8) -> (Game, u8) {
        let mut g = load::game("classic", 2, 1, false).unwrap();
        g.set_recording(false);
        let q = g.board.groups[0][0];
        g.props[q as usize].owner = Some(0);
        g.deeds += 1;
        g.phase = Phase::Roll { player: roller };
        g.current = roller;
        (g, q)
    }

    /// A player raises money only when below $0 or owing: at exactly $0 and owing nothing, nothing is sold or
    /// mortgaged; a dollar below, their deed is mortgaged.
    #[test]
    fn only_a_player_below_zero_or_owing_raises_money() {
        let (mut g, q) = first_street_held(0);
        let mut record = GameRecord::empty(&g);
        let mut driver = Player::new(&mut g, &mut record, None);
        driver.g.players[0].cash = 0;
        assert!(!driver.settle(0), "at $0, owing nothing");
        assert!(!driver.g.props[q as usize].mortgaged);
        driver.g.players[0].cash = -1;
        assert!(driver.settle(0), "a dollar below $0");
        assert!(driver.g.props[q as usize].mortgaged);
    }

    /// `buy-all` has a player below $0 raise money before anyone else acts, whatever the others' cash: here the
    /// roller has plenty, then nothing at all, and both times the player below $0 mortgages first.
    #[test]
    fn a_player_below_zero_raises_money_before_the_roll() {
        for roller_cash in [1500, 0] {
            let (mut g, q) = first_street_held(1);
            g.players[0].cash = -1;
            g.players[1].cash = roller_cash;
            let mut record = GameRecord::empty(&g);
            let mut driver = Player::new(&mut g, &mut record, None);
            assert!(driver.buy_all(JailPolicy::Leave));
            assert!(
                driver.g.props[q as usize].mortgaged,
                "the roller with ${roller_cash}"
            );
            assert_eq!(driver.record.rolls, 0, "the roller with ${roller_cash}");
        }
    }

    /// `random` resumed on a game already under way counts and caps the turns begun since, time passing
    /// included (its waits count the turns too).
    #[test]
    fn random_play_resumed_counts_the_turns_begun_since() {
        for seed in 0..4 {
            let mut g = load::game("classic-timed", 3, seed, false).unwrap();
            let first = play(&mut g, Policy::Random, 10, false).unwrap();
            assert!(first.capped && first.turns == 10, "seed {seed}: {first:?}");
            let second = play(&mut g, Policy::Random, 10, false).unwrap();
            assert!(
                second.capped && second.turns == 10,
                "seed {seed}: {second:?}"
            );
        }
    }

    /// Play may begin on a game already under way: its record counts the turns begun since, and the cap holds
    /// them, not the game's whole count.
    #[test]
    fn a_record_counts_the_turns_begun_since_play_began() {
        let mut g = load::game("classic", 4, 3, false).unwrap();
        let policy = Policy::named("buy-all").unwrap();
        let first = play(&mut g, policy, 10, false).unwrap();
        assert!(first.capped && first.turns == 10, "{first:?}");
        let second = play(&mut g, policy, 10, false).unwrap();
        assert!(second.capped && second.turns == 10, "{second:?}");
        assert_eq!(g.turns_started, 20);
    }

    #[test]
    fn random_games_keep_every_invariant() {
        for &variant in crate::protocol::SUPPORTED_VARIANTS {
            // Whole games (the long run is `veropoly simulate --policy random --check`, docs/simulation.md).
            for seed in 0..20 {
                let mut g = load::game(variant, 2 + seed as usize % 3, seed, false).unwrap();
                let r = play(&mut g, Policy::Random, 1000, true)
                    .unwrap_or_else(|v| panic!("{variant} seed {seed}: {v}"));
                assert!(r.actions > 500, "{variant}: {r:?}");
            }
        }
    }

    /// `buy-all` places at once the standing bid that its bidding a dollar at a time comes to ([`outbid`]): the
    /// auction must end as the dollar-by-dollar bidding, played on the engine, ends it (same owner, same cash, the
    /// same game), whatever the bidders' cash, the standing bid and the passes already made. A third of the
    /// auctions are of a building among some players only, so that both ways must leave out those who may not bid.
    #[test]
    fn outbid_ends_an_auction_as_bidding_a_dollar_at_a_time_does() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let settle = |g: &mut Game, at_once: bool| {
            if at_once
                && let Phase::Auction(a) = g.phase
                && let Some((p, amount)) = outbid(g, a)
            {
                g.apply(p, Action::Bid(amount)).unwrap();
            }
            while let Phase::Auction(a) = g.phase {
                let (p, bid) = bid_step(g, a).expect("someone may answer an open auction");
                // After the bid placed at once, nobody bids again: everyone else passes.
                assert!(
                    !at_once || bid.is_none(),
                    "a bid of {bid:?} after the outbid"
                );
                match bid {
                    Some(amount) => g.apply(p, Action::Bid(amount)).unwrap(),
                    None => g.apply(p, Action::Pass).unwrap(),
                };
            }
        };
        for case in 0..300 {
            let players = 2 + case % 5;
            let mut g = load::game("classic", players, case as u64, false).unwrap();
            g.set_recording(false);
            for pl in g.players.iter_mut() {
                // Often near the reserve, so that who can still bid changes during the auction.
                pl.cash = (rng.next_u64() % 400) as i64 + if case % 2 == 0 { 0 } else { 1000 };
            }
            g.current = (rng.next_u64() % players as u64) as u8;
            if case % 3 == 0 {
                // One of the bank's last houses, auctioned among those who asked for it: never the player whose
                // turn it is, who would be asked first, and any of the others.
                let others = (0..players as u8).filter(|&q| q != g.current);
                let asked = others.fold(0u16, |m, q| {
                    m | if rng.next_u64().is_multiple_of(3) {
                        0
                    } else {
                        1 << q
                    }
                });
                g.demand[0] = if asked == 0 {
                    1 << ((g.current as usize + 1) % players)
                } else {
                    asked
                };
                g.resume = Some(g.phase);
                g.open_building_auction(false);
            } else {
                g.start_auction(1);
            }
            // Some bids and passes already made, a dollar at a time, and now and then a pass by a player who
            // could have bid (as another policy might make).
            for _ in 0..rng.next_u64() % 4 {
                if let Phase::Auction(a) = g.phase
                    && let Some((p, bid)) = bid_step(&g, a)
                {
                    let lazy = rng.next_u64().is_multiple_of(3);
                    let action = match bid {
                        Some(amount) if !lazy => Action::Bid(amount),
                        _ => Action::Pass,
                    };
                    g.apply(p, action).unwrap();
                }
            }
            let (mut by_dollar, mut at_once) = (g.clone(), g);
            settle(&mut by_dollar, false);
            settle(&mut at_once, true);
            assert_eq!(by_dollar.props[1], at_once.props[1], "case {case}");
            assert!(by_dollar == at_once, "case {case}: the games differ");
        }
    }

    /// `random` draws among [`Pairs`], so that list must hold every legal action (trades and leaving aside)
    /// of every player, in every state a random game passes through.
    #[test]
    fn random_pairs_hold_every_legal_action() {
        for &variant in crate::protocol::SUPPORTED_VARIANTS {
            let mut g = load::game(variant, 4, 11, false).unwrap();
            g.set_recording(false);
            let mut record = GameRecord::empty(&g);
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            let mut driver = Player::new(&mut g, &mut record, None);
            let mut owned = Vec::new();
            for step in 0..400 {
                let drawn = Pairs::of(driver.g, &mut owned);
                let pairs: Vec<(u8, Action)> = (0..drawn.len()).map(|k| drawn.get(k)).collect();
                for p in 0..driver.g.players.len() as u8 {
                    for a in crate::legal::legal_actions(driver.g, p) {
                        if matches!(
                            a,
                            Action::TradeAccept { .. }
                                | Action::TradeDecline { .. }
                                | Action::TradeWithdraw { .. }
                                | Action::Leave
                        ) {
                            continue;
                        }
                        assert!(
                            pairs.contains(&(p, a.clone())),
                            "{variant}, step {step}: seat {p} may {a:?}, which random never draws"
                        );
                    }
                }
                if !driver.random(&mut rng) {
                    break;
                }
            }
        }
    }

    /// `buy-all` looks for buildings only on the sets [`Player::whole_sets`] lists, and passes over a player whose
    /// cash cannot reach the cheapest building there, both reckoned again only when the game's count of deed
    /// changes moves: so every change of an owner, a mortgage or a building must move it. Random games of every
    /// variant (bankruptcies, auctions of an estate, mortgages and their lifting, buildings put up and sold), and
    /// an accepted trade.
    #[test]
    fn every_change_of_a_deed_is_counted() {
        let deeds = |g: &Game| -> Vec<(Option<u8>, bool, u8, bool)> {
            g.props
                .iter()
                .map(|s| (s.owner, s.mortgaged, s.houses, s.hotel))
                .collect()
        };
        let mut changes = 0;
        for &variant in crate::protocol::SUPPORTED_VARIANTS {
            for seed in 0..4 {
                let mut g = load::game(variant, 2 + seed as usize % 3, seed, false).unwrap();
                g.set_recording(false);
                let mut record = GameRecord::empty(&g);
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut driver = Player::new(&mut g, &mut record, None);
                for step in 0..20_000 {
                    let (before, count) = (deeds(driver.g), driver.g.deeds);
                    if matches!(driver.g.phase, Phase::Over { .. }) || !driver.random(&mut rng) {
                        break;
                    }
                    if deeds(driver.g) != before {
                        changes += 1;
                        // It only grows: a count that went back could meet a value a policy saw before.
                        assert!(driver.g.deeds > count, "{variant} seed {seed}, step {step}");
                    }
                }
            }
        }
        assert!(changes > 1000, "only {changes} changes seen");
        // A trade: a deed changes hands.
        let mut g = load::game("classic", 2, 1, false).unwrap();
        g.props[1].owner = Some(0);
        let count = g.deeds;
        g.phase = Phase::Roll { player: 0 };
        g.thrown = true;
        let give = crate::core::Side {
            props: vec![1],
            ..Default::default()
        };
        g.apply(
            0,
            Action::TradeOffer {
                to: 1,
                give,
                take: Default::default(),
            },
        )
        .unwrap();
        let trade = g.trades[0].id;
        g.apply(1, Action::TradeAccept { trade }).unwrap();
        assert_eq!(g.props[1].owner, Some(1));
        assert!(g.deeds > count);
    }

    /// Money that changes hands, into the pot or into a debt where cash may go below $0, is still all there.
    #[test]
    fn money_that_moves_is_conserved() {
        let mut g = load::game("classic", 3, 1, false).unwrap();
        let total = money(&g);
        g.players[0].cash -= 50;
        g.pot += 50;
        g.players[1].cash -= 20;
        g.bank_cash += 20;
        assert_eq!(invariants(&g, total), Ok(()));
        let mut g = load::game("online", 3, 1, false).unwrap();
        let total = money(&g);
        assert!(g.rules.debt.negative_cash, "online lets cash go below $0");
        // Ann paid $30 she did not have: her cash is lower by it, and she owes it.
        g.players[0].cash -= 30;
        g.debts.push(crate::game::Debt {
            debtor: 0,
            creditor: crate::core::Party::Player(1),
            amount: 30,
        });
        assert_eq!(invariants(&g, total), Ok(()));
    }

    /// Each invariant catches the state that breaks it: a fresh classic game, broken one way at a time.
    #[test]
    fn each_invariant_catches_its_breach() {
        let fresh = || load::game("classic", 3, 1, false).unwrap();
        let total = money(&fresh());
        assert_eq!(invariants(&fresh(), total), Ok(()));
        let breach = |what: &str, break_it: &dyn Fn(&mut Game)| {
            let mut g = fresh();
            break_it(&mut g);
            let found = invariants(&g, total).expect_err(what);
            assert!(found.contains(what), "{what}: {found}");
        };
        // A street of the first group with buildings, all of whose streets seat 0 owns.
        let set = |g: &mut Game| {
            let group = g.board.groups[0].clone();
            for &q in &group {
                g.props[q as usize].owner = Some(0);
            }
            group
        };
        breach("money is not conserved", &|g| g.players[1].cash += 1);
        breach("money is not conserved", &|g| g.pot += 5);
        breach("houses on the board", &|g| g.bank_houses -= 1);
        breach("hotels on the board", &|g| g.bank_hotels += 1);
        breach("not all one player's", &|g| {
            let group = set(g);
            g.props[group[0] as usize].owner = Some(1);
            g.props[group[1] as usize].houses = 1;
            g.bank_houses -= 1;
        });
        breach("with a mortgaged street", &|g| {
            let group = set(g);
            g.props[group[0] as usize].mortgaged = true;
            g.props[group[1] as usize].houses = 1;
            g.bank_houses -= 1;
        });
        breach("uneven building", &|g| {
            let group = set(g);
            g.props[group[0] as usize].houses = 2;
            g.bank_houses -= 2;
        });
        breach("uneven building", &|g| {
            // A hotel stands for one building more than the houses it takes.
            let group = set(g);
            g.props[group[0] as usize].hotel = true;
            g.props[group[1] as usize].houses = 3;
            g.bank_hotels -= 1;
            g.bank_houses -= 3;
        });
        breach("still owns property", &|g| {
            g.players[2].bankrupt = true;
            g.props[5].owner = Some(2);
        });
        breach("still holds a jail card", &|g| {
            g.players[2].bankrupt = true;
            g.players[2].jail_cards.push((0, 0));
        });
        breach("still owes a debt", &|g| {
            g.players[2].bankrupt = true;
            g.debts.push(crate::game::Debt {
                debtor: 2,
                creditor: crate::core::Party::Bank,
                amount: 0,
            });
        });
    }

    #[test]
    fn a_seed_plays_the_same_game_every_time() {
        let once = || {
            play(
                &mut load::game("classic", 4, 7, false).unwrap(),
                Policy::named("buy-all").unwrap(),
                1000,
                false,
            )
            .unwrap()
        };
        assert_eq!(once(), once());
    }
}
