//! Trading between players: cash, properties and jail cards, in the window between rolls; never a property of a
//! set that carries buildings.

use crate::core::{Event, Party, Reason, RuleError, Side};
use crate::game::{Game, Trade};

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
        if with_cash && self.players[p as usize].cash < side.cash {
            return Err(Reason::InsufficientCash.into());
        }
        Ok(())
    }

    /// Deals are made once a landing has been settled and before the next throw: never before the first throw.
    fn trading_window(&self) -> Result<(), RuleError> {
        self.table_open()
    }

    fn check_offer(&self, from: u8, to: u8, give: &Side, take: &Side) -> Result<(), RuleError> {
        if to as usize >= self.players.len() || self.players[to as usize].bankrupt || to == from {
            return Err(Reason::NoSuchPlayer.into());
        }
        self.trading_window()?;
        self.can_give(from, give, false)?;
        self.can_give(to, take, false)
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
        self.may_act(p, self.rules.actions.trade)?;
        let t = self.trades[i].clone();
        self.can_give(t.from, &t.give, true)?;
        self.can_give(t.to, &t.take, true)?;
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
        self.trades.remove(i);
        let by = self.open_trade(p, to, give, take);
        self.emit(Event::TradeCountered { trade, by });
        Ok(())
    }
}
