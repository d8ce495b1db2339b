//! Rolling, the opening roll-off, doubles, movement and Go, landing on a space, cards, and the jail (the Break Room).

use crate::board::{Effect, PropKind, SpaceKind};
use crate::core::{Event, JailCause, JailExit, Party, Reason, RuleError};
use crate::data::{IncomeTax, TurnEnd, Unbought};
use crate::game::{Claim, Game, Phase, bit};

/// How rent is reckoned for a landing that a card caused.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct RentMod {
    pub rent_multiplier: Option<i64>,
    pub dice_multiplier: Option<i64>,
    /// The space reached may not be bought (nor auctioned): the doubles that ended a jail stay, where the variant
    /// says so (`jail.doubles_exit_may_buy: false`).
    pub no_purchase: bool,
}

impl Game {
    pub(crate) fn roll(&mut self, p: u8) -> Result<(), RuleError> {
        match self.phase {
            Phase::Opening { contenders, rolled } => {
                return self.opening_roll(p, contenders, rolled);
            }
            Phase::Roll { player } if player == p => {}
            Phase::Roll { .. } => return Err(Reason::NotYourTurn.into()),
            Phase::UtilityRoll {
                player,
                prop,
                multiplier,
            } if player == p => return self.utility_roll(p, prop, multiplier),
            Phase::EndTurn { .. } => return Err(Reason::WrongPhase.into()),
            Phase::Buy { .. } | Phase::UtilityRoll { .. } | Phase::TaxChoice { .. } => {
                return Err(Reason::DecisionPending.into());
            }
            Phase::Auction(_) => return Err(Reason::AuctionOpen.into()),
            Phase::Over { .. } => return Err(Reason::GameOver.into()),
        }
        self.no_debts(p)?;
        // Accepted from here on.
        let lapse = self.rules.rent.claim_lapses_on.unwrap_or_default()
            == crate::data::LapseOn::AnyRoll
            || !self.turn_open
            || self.current != p;
        if lapse {
            self.close_window();
        }
        // Nothing received mortgaged in the window closing: no interest to charge (and no call, at every roll).
        if !self.fresh.is_empty() {
            self.charge_transfer_interest();
        }
        self.fresh.clear();
        self.demand = [0, 0];
        self.credits.clear();
        self.open_turn(p);
        self.again = false;
        self.thrown = true;
        let dice = self.next_dice();
        self.last_dice = dice;
        self.emit(Event::DiceRolled { player: p, dice });
        let doubles = dice[0] == dice[1];
        let steps = dice[0] + dice[1];
        if self.players[p as usize].jail.is_some() {
            self.jail_roll(p, doubles, steps);
        } else if doubles {
            self.doubles += 1;
            if self.doubles >= self.rules.doubles.limit {
                self.send_to_jail(p, JailCause::Doubles);
            } else {
                self.again = self.rules.doubles.roll_again;
                self.move_by(p, steps, RentMod::default());
            }
        } else {
            self.move_by(p, steps, RentMod::default());
        }
        self.after_landing();
        Ok(())
    }

    /// Rent not asked for by the next roll lapses.
    fn close_window(&mut self) {
        self.lapsed.clear();
        for i in 0..self.claims.len() {
            let c = self.claims[i];
            self.emit(Event::RentForfeited {
                owner: c.owner,
                payer: c.payer,
                amount: c.amount,
            });
            self.lapsed.push(c);
        }
        self.claims.clear();
    }

    fn opening_roll(&mut self, p: u8, contenders: u16, rolled: u16) -> Result<(), RuleError> {
        let n = self.players.len() as u8;
        let expected = (0..n).find(|&q| contenders & bit(q) != 0 && rolled & bit(q) == 0);
        if expected != Some(p) {
            return Err(Reason::NotYourTurn.into());
        }
        let dice = self.next_dice();
        self.emit(Event::DiceRolled { player: p, dice });
        self.opening_rolls[p as usize] = dice[0] + dice[1];
        let rolled = rolled | bit(p);
        if rolled != contenders {
            self.phase = Phase::Opening { contenders, rolled };
            return Ok(());
        }
        let best = (0..n)
            .filter(|&q| contenders & bit(q) != 0)
            .map(|q| self.opening_rolls[q as usize])
            .max()
            .unwrap_or(0);
        let top: u16 = (0..n)
            .filter(|&q| contenders & bit(q) != 0 && self.opening_rolls[q as usize] == best)
            .fold(0, |m, q| m | bit(q));
        if top.count_ones() > 1 {
            self.emit(Event::OrderTie { players: top });
            self.phase = Phase::Opening {
                contenders: top,
                rolled: 0,
            };
            return Ok(());
        }
        let first = top.trailing_zeros() as u8;
        let seats = self.order.len();
        let start = self.order.iter().position(|&q| q == first).unwrap_or(0);
        self.order.rotate_left(start);
        debug_assert_eq!(self.order.len(), seats);
        self.current = first;
        self.turn_open = false;
        self.phase = Phase::Roll { player: first };
        self.emit(Event::OrderDecided { first });
        Ok(())
    }

    fn jail_roll(&mut self, p: u8, doubles: bool, steps: u8) {
        if doubles {
            self.players[p as usize].jail = None;
            self.emit(Event::LeftJail {
                player: p,
                how: JailExit::Doubles,
            });
            self.again = !self.rules.jail.doubles_move_no_reroll && self.rules.doubles.roll_again;
            let rm = RentMod {
                no_purchase: !self.rules.jail.doubles_exit_may_buy,
                ..RentMod::default()
            };
            self.move_by(p, steps, rm);
            return;
        }
        let failed = self.players[p as usize].jail.unwrap_or(0) + 1;
        if failed >= self.rules.jail.max_turns
            && self.rules.jail.on_last_failed_roll == crate::data::LastFailedRoll::ReleasedNextTurn
        {
            self.players[p as usize].jail = None;
            self.emit(Event::LeftJail {
                player: p,
                how: JailExit::Released,
            });
        } else if failed >= self.rules.jail.max_turns {
            self.players[p as usize].jail = None;
            let fine = self.rules.jail.fine;
            self.emit(Event::FinePaid {
                player: p,
                amount: fine,
            });
            self.charge(p, Party::Bank, fine);
            self.emit(Event::LeftJail {
                player: p,
                how: JailExit::ForcedFine,
            });
            self.move_by(p, steps, RentMod::default());
        } else {
            self.players[p as usize].jail = Some(failed);
        }
    }

    /// Forward movement by `steps`, with Go's salary, then the landing.
    pub(crate) fn move_by(&mut self, p: u8, steps: u8, rm: RentMod) {
        let n = self.board.len() as u16;
        let from = self.players[p as usize].pos;
        let reach = from as u16 + steps as u16;
        // No division where the move does not pass the end of the board (most moves).
        let to = if reach < n { reach } else { reach % n } as u8;
        self.players[p as usize].pos = to;
        self.emit(Event::Moved {
            player: p,
            from,
            to,
        });
        let go = self.rules.go;
        let salary = if to == 0 {
            go.exact_salary
        } else if reach >= n {
            go.pass_salary
        } else {
            0
        };
        if salary > 0 {
            self.transfer(Party::Bank, Party::Player(p), salary);
            self.emit(Event::Salary {
                player: p,
                amount: salary,
            });
        }
        self.land(p, rm);
    }

    pub(crate) fn send_to_jail(&mut self, p: u8, cause: JailCause) {
        // Going to jail ends the turn at once (a due re-roll is lost).
        self.ends_now = true;
        let jail = self.board.jail;
        self.players[p as usize].pos = jail;
        self.players[p as usize].jail = Some(0);
        self.again = false;
        self.emit(Event::SentToJail { player: p, cause });
    }

    fn land(&mut self, p: u8, rm: RentMod) {
        let s = self.players[p as usize].pos;
        self.emit(Event::Landed {
            player: p,
            space: s,
        });
        match *self.space_kind(s) {
            SpaceKind::Property(prop) => self.land_on_property(p, prop, rm),
            SpaceKind::Tax {
                amount,
                percent: Some(pc),
            } if self.rules.income_tax == IncomeTax::FlatOrPercentOfAssets => {
                // The choice comes first; the worth is reckoned only for the percentage, once chosen.
                self.phase = Phase::TaxChoice {
                    player: p,
                    space: s,
                };
                self.emit(Event::TaxChoiceOffered {
                    player: p,
                    flat: amount,
                    percent: pc,
                });
            }
            SpaceKind::Tax { amount, percent } => {
                let due = match (self.rules.income_tax, percent) {
                    (IncomeTax::PercentOfCash, Some(pc)) => {
                        // Of the cash in hand (none below $0), rounded up to a whole dollar.
                        (self.players[p as usize].cash.max(0) * pc + 99) / 100
                    }
                    _ => amount,
                };
                self.emit(Event::TaxPaid {
                    player: p,
                    amount: due,
                });
                self.charge(p, self.fines_payee(), due);
            }
            SpaceKind::Card { slot } => self.draw_card(p, slot),
            SpaceKind::GoToJail => self.send_to_jail(p, JailCause::Space),
            SpaceKind::Bonus { amount } => {
                self.transfer(Party::Bank, Party::Player(p), amount);
                self.emit(Event::Paid {
                    from: Party::Bank,
                    to: Party::Player(p),
                    amount,
                });
            }
            SpaceKind::Vacation => {
                if let Some(v) = self.rules.vacation {
                    if v.jackpot {
                        self.collect_jackpot(p);
                    }
                    self.players[p as usize].skip = v.skip_turns;
                    if v.ends_turn {
                        self.again = false;
                        self.ends_now = true;
                    }
                }
            }
            SpaceKind::FreeParking if self.rules.free_parking_jackpot => self.collect_jackpot(p),
            SpaceKind::Go | SpaceKind::Jail | SpaceKind::FreeParking => {}
        }
    }

    fn land_on_property(&mut self, p: u8, prop: u8, rm: RentMod) {
        let st = self.props[prop as usize];
        let Some(owner) = st.owner else {
            if rm.no_purchase {
                return;
            }
            let price = self.board.props[prop as usize].price;
            self.phase = Phase::Buy { player: p, prop };
            self.emit(Event::PurchaseOffered {
                player: p,
                prop,
                price,
            });
            return;
        };
        if owner == p || (st.mortgaged && !self.faults.rent_on_mortgaged) {
            return;
        }
        if self.teammates(owner, p) && self.rules.teams.is_some_and(|t| !t.rent_between_teammates) {
            return;
        }
        if self.players[owner as usize].jail.is_some() && !self.rules.rent.collect_in_jail {
            return;
        }
        if let Some(multiplier) = rm.dice_multiplier
            && self.rules.cards.utility_card_dice == crate::data::UtilityCardDice::LastRoll
        {
            // A card sent the player here, and the roll that brought them to the card sets the rent.
            let [d1, d2] = self.last_dice;
            self.rent_due(p, owner, prop, multiplier * (d1 + d2) as i64);
            return;
        }
        if let Some(multiplier) = rm.dice_multiplier {
            // A card sent the player here: they roll once, and that roll sets the rent.
            self.phase = Phase::UtilityRoll {
                player: p,
                prop,
                multiplier,
            };
            return;
        }
        if self.faults.utility_fresh_dice
            && self.board.props[prop as usize].kind == PropKind::Utility
        {
            // Utility rent thrown with fresh dice (a fault): the lander rolls once more, and that roll sets it.
            let held = self
                .group_of(prop)
                .iter()
                .filter(|&&q| self.props[q as usize].owner == Some(owner))
                .count();
            let rents = &self.board.props[prop as usize].rent;
            let multiplier = rents[(held.max(1) - 1).min(rents.len() - 1)];
            self.phase = Phase::UtilityRoll {
                player: p,
                prop,
                multiplier,
            };
            return;
        }
        let amount = self.rent(prop, rm);
        self.rent_due(p, owner, prop, amount);
    }

    fn utility_roll(&mut self, p: u8, prop: u8, multiplier: i64) -> Result<(), RuleError> {
        let dice = self.next_dice();
        self.emit(Event::DiceRolled { player: p, dice });
        let owner = self.props[prop as usize].owner.unwrap_or(p);
        self.phase = Phase::Roll { player: p };
        self.rent_due(p, owner, prop, multiplier * (dice[0] + dice[1]) as i64);
        self.after_landing();
        Ok(())
    }

    fn rent_due(&mut self, p: u8, owner: u8, prop: u8, amount: i64) {
        if amount <= 0 || owner == p {
            return;
        }
        self.emit(Event::RentDue {
            owner,
            payer: p,
            prop,
            amount,
        });
        if self.rules.rent.must_be_claimed {
            self.claims.push(Claim {
                owner,
                payer: p,
                prop,
                amount,
            });
        } else {
            self.pay_rent(p, owner, amount);
        }
    }

    /// The rent a lander owes on `prop` now.
    pub(crate) fn rent(&self, prop: u8, rm: RentMod) -> i64 {
        let info = &self.board.props[prop as usize];
        let st = self.props[prop as usize];
        let Some(owner) = st.owner else { return 0 };
        // How many of the group the owner holds: stations and utilities only (a street's rent asks for all).
        let held = || {
            self.group_of(prop)
                .iter()
                .filter(|&&q| self.props[q as usize].owner == Some(owner))
                .count()
        };
        match info.kind {
            PropKind::Street => {
                if st.hotel {
                    info.rent[5]
                } else if st.houses > 0 {
                    info.rent[st.houses.min(4) as usize]
                } else if self.owns_group(owner, prop) {
                    info.rent[0] * self.rules.rent.full_set_multiplier
                } else {
                    info.rent[0]
                }
            }
            PropKind::Station => {
                let base = info.rent[(held() - 1).min(info.rent.len() - 1)];
                base * rm.rent_multiplier.unwrap_or(1)
            }
            PropKind::Utility => {
                let mult = info.rent[(held() - 1).min(info.rent.len() - 1)];
                mult * (self.last_dice[0] + self.last_dice[1]) as i64
            }
        }
    }

    // Out of line: a card is drawn on fewer than one move in five, and `land`, called at every move, keeps a
    // smaller frame to save and restore.
    #[inline(never)]
    fn draw_card(&mut self, p: u8, slot: u8) {
        let d = self.slot_deck[slot as usize];
        let Some(card) = self.piles[d as usize].pop_front() else {
            return;
        };
        self.emit(Event::CardDrawn {
            player: p,
            slot,
            card,
        });
        let effect = self.decks[d as usize].cards[card as usize].effect.clone();
        if effect == Effect::JailFree {
            self.players[p as usize].jail_cards.push((d, card));
            self.emit(Event::CardKept {
                player: p,
                slot,
                card,
            });
            return;
        }
        if self.faults.card_back_on_top {
            self.piles[d as usize].push_front(card);
        } else if self.faults.cards_with_replacement {
            let len = self.piles[d as usize].len() as u32 + 1;
            let at = (rand_chacha::rand_core::Rng::next_u32(&mut self.rng) % len) as usize;
            self.piles[d as usize].insert(at, card);
        } else {
            self.piles[d as usize].push_back(card);
        }
        let n = self.board.len();
        match effect {
            Effect::AdvanceTo(target) => {
                let from = self.players[p as usize].pos;
                let steps = (target + n - from) % n;
                self.move_by(p, if steps == 0 { n } else { steps }, RentMod::default());
            }
            Effect::AdvanceToNearest {
                kind,
                rent_multiplier,
                dice_multiplier,
            } => {
                let from = self.players[p as usize].pos;
                let target = (1..=n).map(|k| (from + k) % n).find(|&s| {
                    matches!(self.space_kind(s), SpaceKind::Property(q) if self.board.props[*q as usize].kind == kind)
                });
                if let Some(t) = target {
                    let steps = (t + n - from) % n;
                    let rm = RentMod {
                        rent_multiplier,
                        dice_multiplier,
                        ..RentMod::default()
                    };
                    self.move_by(p, if steps == 0 { n } else { steps }, rm);
                }
            }
            Effect::MoveBack(k) => {
                let from = self.players[p as usize].pos;
                let to = (from + n - (k % n)) % n;
                self.players[p as usize].pos = to;
                self.emit(Event::Moved {
                    player: p,
                    from,
                    to,
                });
                self.land(p, RentMod::default());
            }
            Effect::GoToJail => self.send_to_jail(p, JailCause::Card),
            Effect::JailFree => {}
            Effect::Collect(a) => {
                self.transfer(Party::Bank, Party::Player(p), a);
                self.emit(Event::Paid {
                    from: Party::Bank,
                    to: Party::Player(p),
                    amount: a,
                });
            }
            Effect::Pay(a) => self.charge(p, self.fines_payee(), a),
            Effect::Repairs {
                per_house,
                per_hotel,
            } => {
                let team = self.rules.teams.is_some_and(|t| t.repairs_count_team);
                let (h, t) = self
                    .props
                    .iter()
                    .filter(|s| {
                        s.owner
                            .is_some_and(|o| o == p || (team && self.teammates(o, p)))
                    })
                    .fold((0i64, 0i64), |(h, t), s| {
                        (h + s.houses as i64, t + s.hotel as i64)
                    });
                self.charge(p, self.fines_payee(), h * per_house + t * per_hotel);
            }
            Effect::PayEachPlayer(a) => {
                for q in 0..self.players.len() as u8 {
                    if q != p && !self.players[q as usize].bankrupt && !self.card_skips(p, q) {
                        self.charge(p, Party::Player(q), a);
                    }
                }
            }
            Effect::CollectFromEachPlayer(a) => {
                for q in 0..self.players.len() as u8 {
                    if q != p && !self.players[q as usize].bankrupt && !self.card_skips(p, q) {
                        self.charge(q, Party::Player(p), a);
                    }
                }
            }
        }
    }

    /// Whether a card that pays or collects from every player leaves `q` out, as the drawer `p`'s teammate.
    fn card_skips(&self, p: u8, q: u8) -> bool {
        self.rules.teams.is_some_and(|t| t.cards_skip_teammates) && self.teammates(p, q)
    }

    /// The player whose roll is next may leave jail by paying the fine before rolling.
    pub(crate) fn pay_fine(&mut self, p: u8) -> Result<(), RuleError> {
        self.jail_exit_allowed(p)?;
        let failed = self.players[p as usize].jail.unwrap_or(0);
        if let Some(turns) = self.rules.jail.pay_before_roll_turns
            && failed >= turns
        {
            // The last jail turns allow no fine before the roll: the player rolls, and pays only if it fails.
            return Err(Reason::WrongPhase.into());
        }
        let fine = self.rules.jail.fine;
        if self.players[p as usize].cash < fine {
            return Err(Reason::InsufficientCash.into());
        }
        self.transfer(Party::Player(p), Party::Bank, fine);
        self.players[p as usize].jail = None;
        self.emit(Event::FinePaid {
            player: p,
            amount: fine,
        });
        self.emit(Event::LeftJail {
            player: p,
            how: JailExit::Fine,
        });
        self.after_paying_out(p);
        Ok(())
    }

    /// `p`'s turn opens, unless it is already under way (a roll after doubles).
    fn open_turn(&mut self, p: u8) {
        if !self.turn_open || self.current != p {
            self.current = p;
            self.turn_open = true;
            self.doubles = 0;
            self.turns_started += 1;
            self.emit(Event::TurnStarted { player: p });
        }
    }

    /// Where the variant ends the turn of a player who pays or uses the card before rolling
    /// (`jail.after_paying: end_turn`), that turn opens and ends without a roll.
    fn after_paying_out(&mut self, p: u8) {
        if self.rules.jail.after_paying != crate::data::AfterPaying::EndTurn
            || !matches!(self.phase, Phase::Roll { player } if player == p)
        {
            return;
        }
        self.open_turn(p);
        self.again = false;
        // The turn ends at once: there is nothing more to wait for.
        self.pass_turn();
    }

    pub(crate) fn use_card(&mut self, p: u8) -> Result<(), RuleError> {
        self.jail_exit_allowed(p)?;
        let Some((d, card)) = self.players[p as usize].jail_cards.first().copied() else {
            return Err(Reason::NoCard.into());
        };
        self.players[p as usize].jail_cards.remove(0);
        self.return_jail_card(d, card);
        self.players[p as usize].jail = None;
        let slot = self
            .slot_deck
            .iter()
            .position(|&x| x == d)
            .unwrap_or_default() as u8;
        self.emit(Event::CardReturned { slot, card });
        self.emit(Event::LeftJail {
            player: p,
            how: JailExit::Card,
        });
        self.after_paying_out(p);
        Ok(())
    }

    fn jail_exit_allowed(&self, p: u8) -> Result<(), RuleError> {
        if self.players[p as usize].jail.is_none() {
            return Err(Reason::NotInJail.into());
        }
        match self.phase {
            Phase::Roll { player } if player == p => Ok(()),
            Phase::Roll { .. } | Phase::EndTurn { .. } => Err(Reason::NotYourTurn.into()),
            _ => self.window_open(),
        }
    }

    pub(crate) fn end_turn(&mut self, p: u8) -> Result<(), RuleError> {
        if self.rules.turn_end != TurnEnd::EndTurn {
            return Err(Reason::NotAllowedInVariant.into());
        }
        match self.phase {
            Phase::EndTurn { player } if player == p => {}
            Phase::EndTurn { .. } => return Err(Reason::NotYourTurn.into()),
            _ => self.window_open().and(Err(Reason::WrongPhase.into()))?,
        }
        if self.rules.debt.negative_cash {
            if self.held_by_debt(p) {
                return Err(Reason::DebtPending.into());
            }
            if self.owed_by(p) > 0 {
                // Below $0 with nothing left to sell: the end of the turn is the end of the player.
                return self.declare_bankruptcy(p);
            }
        } else if self.debts.iter().any(|d| d.debtor == p) {
            return Err(Reason::DebtPending.into());
        }
        self.pass_turn();
        Ok(())
    }

    /// Buying the offered property.
    pub(crate) fn buy(&mut self, p: u8) -> Result<(), RuleError> {
        let Phase::Buy { player, prop } = self.phase else {
            return Err(self.no_decision());
        };
        if player != p {
            return Err(Reason::DecisionPending.into());
        }
        let price = self.board.props[prop as usize].price;
        if self.players[p as usize].cash < price && !self.faults.no_cash_checks {
            return Err(Reason::InsufficientCash.into());
        }
        self.transfer(Party::Player(p), Party::Bank, price);
        self.props[prop as usize].owner = Some(p);
        self.deeds += 1;
        self.emit(Event::Bought {
            player: p,
            prop,
            price,
        });
        self.phase = Phase::Roll { player: p };
        self.after_landing();
        Ok(())
    }

    pub(crate) fn decline(&mut self, p: u8) -> Result<(), RuleError> {
        let Phase::Buy { player, prop } = self.phase else {
            return Err(self.no_decision());
        };
        if player != p {
            return Err(Reason::DecisionPending.into());
        }
        match self.rules.unbought_property {
            Unbought::Auction => self.start_auction(prop),
            Unbought::StaysWithBank => {
                self.phase = Phase::Roll { player: p };
                self.after_landing();
            }
        }
        Ok(())
    }

    /// The choice on a tax space: the flat amount, or the percentage of the player's worth (cash, the printed
    /// price of every property held, mortgaged or not, and every building at cost), rounded up.
    /// What `p` owes on the tax space `space` the flat way or (`percent`) as a share of their assets, rounded up;
    /// `None` when `space` is no tax.
    pub(crate) fn tax_due(&self, p: u8, space: u8, percent: bool) -> Option<i64> {
        let SpaceKind::Tax {
            amount,
            percent: pc,
        } = *self.space_kind(space)
        else {
            return None;
        };
        Some(match (percent, pc) {
            (true, Some(pc)) => (self.assets(p) * pc + 99) / 100,
            _ => amount,
        })
    }

    pub(crate) fn choose_tax(&mut self, p: u8, percent: bool) -> Result<(), RuleError> {
        if self.rules.income_tax != IncomeTax::FlatOrPercentOfAssets {
            return Err(Reason::NotAllowedInVariant.into());
        }
        let Phase::TaxChoice { player, space } = self.phase else {
            return Err(self.no_decision());
        };
        if player != p {
            return Err(Reason::DecisionPending.into());
        }
        let Some(due) = self.tax_due(p, space, percent) else {
            return Err(Reason::WrongPhase.into());
        };
        self.phase = Phase::Roll { player: p };
        self.emit(Event::TaxPaid {
            player: p,
            amount: due,
        });
        self.charge(p, self.fines_payee(), due);
        self.after_landing();
        Ok(())
    }

    /// A player's total worth for a percentage tax: cash, every property held at its printed price (mortgaged or
    /// not), houses at cost and each hotel at its cost plus the houses turned in for it.
    pub fn assets(&self, p: u8) -> i64 {
        let per_hotel = self.rules.buildings.houses_per_hotel as i64;
        let mut total = self.players[p as usize].cash.max(0);
        for (i, st) in self.props.iter().enumerate() {
            if st.owner != Some(p) {
                continue;
            }
            let info = &self.board.props[i];
            total += info.price + st.houses as i64 * info.house_cost;
            if st.hotel {
                total += info.hotel_cost + per_hotel * info.house_cost;
            }
        }
        total
    }

    fn no_decision(&self) -> RuleError {
        match self.phase {
            Phase::Auction(_) => Reason::AuctionOpen.into(),
            Phase::Over { .. } => Reason::GameOver.into(),
            _ => Reason::WrongPhase.into(),
        }
    }
}
