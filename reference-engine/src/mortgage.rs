//! Mortgages: half the price from the bank; lifting at the mortgage value plus interest, rounded up; the late
//! interest on a property received mortgaged and not lifted in the window it was received.

use crate::core::{Event, Party, Reason, RuleError};
use crate::game::Game;

impl Game {
    pub(crate) fn mortgage(&mut self, p: u8, prop: u8) -> Result<(), RuleError> {
        if !self.rules.mortgage.enabled {
            return Err(Reason::NotAllowedInVariant.into());
        }
        self.own(p, prop)?;
        self.raising_open(p)?;
        if self.props[prop as usize].mortgaged {
            return Err(Reason::Mortgaged.into());
        }
        if self.set_has_buildings(prop) {
            return Err(Reason::BuildingsOnSet.into());
        }
        let amount = self.board.props[prop as usize].mortgage;
        self.transfer(Party::Bank, Party::Player(p), amount);
        self.props[prop as usize].mortgaged = true;
        self.props[prop as usize].late = false;
        self.emit(Event::Mortgaged {
            player: p,
            prop,
            amount,
        });
        Ok(())
    }

    /// The price of lifting a mortgage now: its value plus interest, rounded up to the next whole dollar.
    pub fn unmortgage_cost(&self, prop: u8) -> i64 {
        let m = self.board.props[prop as usize].mortgage;
        let rule = &self.rules.mortgage;
        let interest = |pct: i64| (m * pct.max(0) + 99) / 100;
        let received = self.props[prop as usize].late;
        if received && !self.fresh.contains(&prop) {
            m + interest(rule.late_interest_percent)
        } else if received {
            // Lifted at once: the interest, less what the transfer already charged.
            m + (interest(rule.interest_percent) - interest(rule.transfer_fee_percent)).max(0)
        } else {
            m + interest(rule.interest_percent)
        }
    }

    /// A mortgaged property changes hands: its new owner pays the transfer interest at once (where the variant
    /// has one); lifting it costs the normal interest until the next roll (less that transfer interest), the late
    /// interest after.
    pub(crate) fn received_mortgaged(&mut self, prop: u8) {
        self.props[prop as usize].late = true;
        if !self.fresh.contains(&prop) {
            self.fresh.push(prop);
        }
        let m = self.board.props[prop as usize].mortgage;
        let fee = (m * self.rules.mortgage.transfer_fee_percent.max(0) + 99) / 100;
        if let Some(owner) = self.props[prop as usize].owner
            && fee > 0
        {
            if self.players[owner as usize].cash >= fee {
                self.emit(Event::MortgageInterestPaid {
                    player: owner,
                    prop,
                    amount: fee,
                });
            }
            self.charge(owner, Party::Bank, fee);
        }
    }

    pub(crate) fn unmortgage(&mut self, p: u8, prop: u8) -> Result<(), RuleError> {
        if !self.rules.mortgage.enabled {
            return Err(Reason::NotAllowedInVariant.into());
        }
        self.own(p, prop)?;
        self.window_open()?;
        if !self.props[prop as usize].mortgaged {
            return Err(Reason::NotMortgaged.into());
        }
        let cost = self.unmortgage_cost(prop);
        if self.players[p as usize].cash < cost {
            return Err(Reason::InsufficientCash.into());
        }
        self.transfer(Party::Player(p), Party::Bank, cost);
        self.props[prop as usize].mortgaged = false;
        self.props[prop as usize].late = false;
        self.fresh.retain(|&q| q != prop);
        self.emit(Event::Unmortgaged {
            player: p,
            prop,
            cost,
        });
        Ok(())
    }
}
