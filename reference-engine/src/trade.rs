//! Trading between players: cash, properties and jail cards, in the window between rolls; never a property of a
//! set that carries buildings.

use crate::core::{Event, Party, Reason, RuleError, Side};
use crate::game::{Game, Phase, Trade};

impl Game {
    /// Whether `p` can hand over `side` now (cash is checked at acceptance only when `with_cash`).
    fn can_give(&self, p: u8, side: &Side, with_cash: bool) -> Result<(), RuleError> {
        if side.cash < 0 {
            return Err(Reason::NotTradeable.into());
        }
        for (i, &prop) in side.props.iter().enumerate() {
            self.prop(prop)?;
            if side.props[..i].contains(&prop) {
                return Err(Reason::NotTradeable.into());
            }
            if self.props[prop as usize].owner != Some(p) {
                return Err(Reason::NotOwner.into());
            }
            if self.set_has_buildings(prop) {
                return Err(Reason::BuildingsOnSet.into());
            }
        }
        if side.jail_cards as usize > self.players[p as usize].jail_cards.len() {
            return Err(Reason::NoCard.into());
        }
        if with_cash && side.cash > 0 && self.players[p as usize].cash < side.cash {
            return Err(Reason::InsufficientCash.into());
        }
        Ok(())
    }

    /// The variant's limits on open offers: `from` may send one more to `to`.
    fn offer_limits(&self, from: u8, to: u8) -> Result<(), RuleError> {
        let rule = self.rules.trade;
        let sent = |to_whom: Option<u8>| {
            self.trades
                .iter()
                .filter(|t| t.from == from && to_whom.is_none_or(|w| t.to == w))
                .count() as u32
        };
        if rule
            .max_open_offers_per_player
            .is_some_and(|m| sent(Some(to)) >= m)
            || rule.max_open_offers_total.is_some_and(|m| sent(None) >= m)
        {
            return Err(Reason::TooManyOffers.into());
        }
        Ok(())
    }

    /// A player's net worth for the one-sided check: their assets (cash, the printed price of each property held,
    /// mortgaged or not, and each building at its price), with cash below $0 counted as it stands.
    fn trade_worth(&self, p: u8) -> i64 {
        self.assets(p) + self.players[p as usize].cash.min(0)
    }

    /// The value a side hands over: its cash and the printed prices of its properties.
    fn side_value(&self, side: &Side) -> i64 {
        side.cash
            + side
                .props
                .iter()
                .map(|&q| self.board.props[q as usize].price)
                .sum::<i64>()
    }

    /// In a public room, neither side may give at least `give_percent` of its net worth for less than
    /// `receive_percent` of what it gives (compared exactly).
    fn one_sided(&self, from: u8, to: u8, give: &Side, take: &Side) -> Result<(), RuleError> {
        let Some(rule) = self.rules.trade.anti_collusion.filter(|a| a.enabled) else {
            return Ok(());
        };
        for (who, gives, gets) in [(from, give, take), (to, take, give)] {
            let worth = self.trade_worth(who);
            let (given, got) = (self.side_value(gives), self.side_value(gets));
            if worth > 0
                && given * 100 >= rule.give_percent * worth
                && got * 100 < rule.receive_percent * given
            {
                return Err(Reason::OneSidedTrade.into());
            }
        }
        Ok(())
    }

    /// How a side changes what its giver can pay back (`bankruptcy.payout`'s measure: cash, half the price of each
    /// unmortgaged property, the jail cards), from what they give and what they get.
    fn repayment_change(&self, gives: &Side, gets: &Side) -> i64 {
        let value = |side: &Side| {
            let props: i64 = side
                .props
                .iter()
                .filter(|&&q| !self.props[q as usize].mortgaged)
                .map(|&q| self.board.props[q as usize].price / 2)
                .sum();
            side.cash + props + 50 * side.jail_cards as i64
        };
        value(gets) - value(gives)
    }

    /// Where the variant checks a debtor's trades: a player below $0 may not lower what they can pay back, except
    /// in a trade with a player they owe.
    fn debtor_trade(&self, from: u8, to: u8, give: &Side, take: &Side) -> Result<(), RuleError> {
        if !self.rules.trade.debtor_capacity_check {
            return Ok(());
        }
        for (who, other, gives, gets) in [(from, to, give, take), (to, from, take, give)] {
            let owes_other = self
                .debts
                .iter()
                .any(|d| d.debtor == who && d.creditor == Party::Player(other));
            if self.owed_by(who) > 0 && !owes_other && self.repayment_change(gives, gets) < 0 {
                return Err(Reason::LowersRepayment.into());
            }
        }
        Ok(())
    }

    /// Deals are made once a landing has been settled and before the next throw: never before the first throw.
    fn trading_window(&self) -> Result<(), RuleError> {
        if self.rules.actions.trade == crate::data::Who::AnyTime {
            // At any time; the game's first throw aside where the variant waits for it.
            return match self.phase {
                Phase::Over { .. } => Err(Reason::GameOver.into()),
                Phase::Opening { .. } => Err(Reason::WrongPhase.into()),
                _ if !self.thrown && !self.rules.actions.before_first_throw => {
                    Err(Reason::WrongPhase.into())
                }
                _ => Ok(()),
            };
        }
        self.table_open()
    }

    fn check_offer(&self, from: u8, to: u8, give: &Side, take: &Side) -> Result<(), RuleError> {
        if to as usize >= self.players.len() || self.players[to as usize].bankrupt || to == from {
            return Err(Reason::NoSuchPlayer.into());
        }
        self.trading_window()?;
        let cash = self.rules.trade.cash_checked_at_offer;
        self.can_give(from, give, cash)?;
        self.can_give(to, take, cash)?;
        self.offer_limits(from, to)?;
        self.one_sided(from, to, give, take)?;
        self.debtor_trade(from, to, give, take)
    }

    fn open_trade(&mut self, from: u8, to: u8, give: Side, take: Side) -> u32 {
        let id = self.next_trade;
        self.next_trade += 1;
        self.trades.push(Trade {
            id,
            from,
            to,
            give,
            take,
        });
        self.emit(Event::TradeOffered {
            trade: id,
            from,
            to,
        });
        id
    }

    pub(crate) fn trade_offer(
        &mut self,
        p: u8,
        to: u8,
        give: Side,
        take: Side,
    ) -> Result<(), RuleError> {
        self.check_offer(p, to, &give, &take)?;
        self.may_act(p, self.rules.actions.trade)?;
        self.open_trade(p, to, give, take);
        Ok(())
    }

    fn offer_to(&self, p: u8, trade: u32) -> Result<usize, RuleError> {
        self.trades
            .iter()
            .position(|t| t.id == trade && t.to == p)
            .ok_or_else(|| Reason::NoOffer.into())
    }

    pub(crate) fn trade_accept(&mut self, p: u8, trade: u32) -> Result<(), RuleError> {
        let i = self.offer_to(p, trade)?;
        self.trading_window()?;
        // Nobody accepts a trade while an auction runs.
        if matches!(self.phase, Phase::Auction(_)) {
            return Err(Reason::AuctionOpen.into());
        }
        self.may_act(p, self.rules.actions.trade)?;
        let t = self.trades[i].clone();
        self.can_give(t.from, &t.give, true)?;
        self.can_give(t.to, &t.take, true)?;
        self.one_sided(t.from, t.to, &t.give, &t.take)?;
        self.debtor_trade(t.from, t.to, &t.give, &t.take)?;
        self.trades.remove(i);
        self.emit(Event::TradeAccepted { trade });
        self.hand_over(t.from, t.to, &t.give);
        self.hand_over(t.to, t.from, &t.take);
        Ok(())
    }

    fn hand_over(&mut self, from: u8, to: u8, side: &Side) {
        if side.cash > 0 {
            self.transfer(Party::Player(from), Party::Player(to), side.cash);
            self.emit(Event::Paid {
                from: Party::Player(from),
                to: Party::Player(to),
                amount: side.cash,
            });
        }
        for &prop in &side.props {
            self.props[prop as usize].owner = Some(to);
            self.deeds += 1;
            if self.props[prop as usize].mortgaged {
                self.received_mortgaged(prop, false);
            }
        }
        for _ in 0..side.jail_cards {
            if let Some(card) = self.players[from as usize].jail_cards.pop() {
                self.players[to as usize].jail_cards.push(card);
            }
        }
    }

    pub(crate) fn trade_decline(&mut self, p: u8, trade: u32) -> Result<(), RuleError> {
        let i = self.offer_to(p, trade)?;
        self.trades.remove(i);
        self.emit(Event::TradeDeclined { trade });
        Ok(())
    }

    pub(crate) fn trade_withdraw(&mut self, p: u8, trade: u32) -> Result<(), RuleError> {
        let i = self
            .trades
            .iter()
            .position(|t| t.id == trade && t.from == p)
            .ok_or(RuleError::from(Reason::NoOffer))?;
        self.trades.remove(i);
        self.emit(Event::TradeWithdrawn { trade });
        Ok(())
    }

    pub(crate) fn trade_counter(
        &mut self,
        p: u8,
        trade: u32,
        give: Side,
        take: Side,
    ) -> Result<(), RuleError> {
        let i = self.offer_to(p, trade)?;
        let to = self.trades[i].from;
        self.check_offer(p, to, &give, &take)?;
        self.may_act(p, self.rules.actions.trade)?;
        if !self.faults.counter_keeps_the_offer {
            self.trades.remove(i);
        }
        let by = self.open_trade(p, to, give, take);
        self.emit(Event::TradeCountered { trade, by });
        Ok(())
    }

    /// Where the variant voids offers: every open offer one of whose sides no longer holds a property or the jail
    /// cards it names is void (`trade_voided`), and stops counting against its sender.
    pub(crate) fn void_offers(&mut self) {
        if !self.rules.trade.void_when_assets_gone {
            return;
        }
        let holds = |g: &Game, p: u8, side: &crate::core::Side| {
            side.props
                .iter()
                .all(|&q| g.props[q as usize].owner == Some(p))
                && side.jail_cards as usize <= g.players[p as usize].jail_cards.len()
        };
        let void: Vec<u32> = self
            .trades
            .iter()
            .filter(|t| !holds(self, t.from, &t.give) || !holds(self, t.to, &t.take))
            .map(|t| t.id)
            .collect();
        for trade in void {
            self.trades.retain(|t| t.id != trade);
            self.emit(Event::TradeVoided { trade });
        }
    }
}
