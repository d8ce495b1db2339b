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
        self.may_act(p, self.rules.actions.mortgage)?;
        if self.props[prop as usize].mortgaged {
            return Err(Reason::Mortgaged.into());
        }
        if self.set_has_buildings(prop) {
            return Err(Reason::BuildingsOnSet.into());
        }
        let amount = self.board.props[prop as usize].mortgage;
        self.transfer(Party::Bank, Party::Player(p), amount);
        self.props[prop as usize].mortgaged = true;
        self.deeds += 1;
        self.props[prop as usize].late = false;
        self.emit(Event::Mortgaged {
            player: p,
            prop,
            amount,
        });
        Ok(())
    }

    /// The price of lifting a mortgage now: its value plus interest, rounded up to the next whole dollar; the late
    /// interest for a property received mortgaged and not lifted in the window it was received in.
    pub fn unmortgage_cost(&self, prop: u8) -> i64 {
        let m = self.board.props[prop as usize].mortgage;
        let late = self.props[prop as usize].late && !self.fresh.contains(&prop);
        let pct = if late {
            self.rules.mortgage.late_interest_percent
        } else {
            self.rules.mortgage.interest_percent
        };
        m + self.interest(m, pct)
    }

    /// A mortgaged property changes hands. Its new owner may lift it for the normal interest until the next
    /// roll; after that the late interest applies. Where the variant charges a transfer interest, it falls due
    /// when that chance ends unused (at the next roll: [`Game::charge_transfer_interest`]), or at once for a
    /// creditor who receives it in a bankruptcy (`at_once`), who may then lift it only at the late interest.
    pub(crate) fn received_mortgaged(&mut self, prop: u8, at_once: bool) {
        self.props[prop as usize].late = true;
        if at_once && self.rules.mortgage.transfer_fee_percent > 0 {
            self.fresh.retain(|&q| q != prop);
            self.transfer_interest(prop);
        } else if !self.fresh.contains(&prop) {
            self.fresh.push(prop);
        }
    }

    /// The transfer interest on every property received mortgaged in the window now closing and not lifted.
    pub(crate) fn charge_transfer_interest(&mut self) {
        if self.rules.mortgage.transfer_fee_percent <= 0 {
            return;
        }
        for prop in std::mem::take(&mut self.fresh) {
            if self.props[prop as usize].mortgaged {
                self.transfer_interest(prop);
            }
        }
    }

    fn transfer_interest(&mut self, prop: u8) {
        let m = self.board.props[prop as usize].mortgage;
        let fee = self.interest(m, self.rules.mortgage.transfer_fee_percent);
        let Some(owner) = self.props[prop as usize].owner else {
            return;
        };
        if fee <= 0 {
            return;
        }
        if self.players[owner as usize].cash >= fee {
            self.emit(Event::MortgageInterestPaid {
                player: owner,
                prop,
                amount: fee,
            });
        }
        self.charge(owner, Party::Bank, fee);
    }

    pub(crate) fn unmortgage(&mut self, p: u8, prop: u8) -> Result<(), RuleError> {
        if !self.rules.mortgage.enabled {
            return Err(Reason::NotAllowedInVariant.into());
        }
        self.own(p, prop)?;
        self.window_open()?;
        self.may_act(p, self.rules.actions.mortgage)?;
        if !self.props[prop as usize].mortgaged {
            return Err(Reason::NotMortgaged.into());
        }
        let cost = self.unmortgage_cost(prop);
        if self.players[p as usize].cash < cost && !self.faults.no_cash_checks {
            return Err(Reason::InsufficientCash.into());
        }
        self.transfer(Party::Player(p), Party::Bank, cost);
        self.props[prop as usize].mortgaged = false;
        self.deeds += 1;
        self.props[prop as usize].late = false;
        self.fresh.retain(|&q| q != prop);
        self.emit(Event::Unmortgaged {
            player: p,
            prop,
            cost,
        });
        Ok(())
    }

    /// Selling a property back to the bank, where the variant buys property: the set must carry no buildings; the
    /// bank pays a share of the printed price (another share for a mortgaged property), rounded down, and the
    /// property goes back to the bank unmortgaged.
    pub(crate) fn sell_property(&mut self, p: u8, prop: u8) -> Result<(), RuleError> {
        let Some(sale) = self.rules.property_sale_to_bank else {
            return Err(Reason::NotAllowedInVariant.into());
        };
        self.own(p, prop)?;
        self.window_open()?;
        self.may_act(p, sale.when)?;
        if self.set_has_buildings(prop) {
            return Err(Reason::BuildingsOnSet.into());
        }
        let st = self.props[prop as usize];
        let percent = if st.mortgaged {
            sale.mortgaged_percent
        } else {
            sale.percent
        };
        let amount = self.board.props[prop as usize].price * percent / 100;
        self.props[prop as usize] = crate::game::PropState::default();
        self.deeds += 1;
        self.transfer(Party::Bank, Party::Player(p), amount);
        self.emit(Event::PropertySold {
            player: p,
            prop,
            amount,
        });
        Ok(())
    }
}

impl Game {
    /// `pct` percent of `m`, rounded up to the next whole dollar (down, under the fault
    /// [`crate::faults::CodeFaults::interest_truncated`]).
    fn interest(&self, m: i64, pct: i64) -> i64 {
        let up = if self.faults.interest_truncated {
            0
        } else {
            99
        };
        (m * pct.max(0) + up) / 100
    }
}
