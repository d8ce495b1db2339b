//! Rent that must be asked for: the owner's claim, and its payment.

use crate::core::{Event, Party, Reason, RuleError};
use crate::game::{Claim, Game};

impl Game {
    /// The owner asks for the rent of a landing while the window is open.
    pub(crate) fn claim_rent(&mut self, p: u8, payer: Option<u8>) -> Result<(), RuleError> {
        let matches = |c: &Claim| c.owner == p && payer.is_none_or(|q| q == c.payer);
        let Some(i) = self.claims.iter().position(matches) else {
            if self.lapsed.iter().any(matches) {
                return Err(Reason::RentWindowClosed.into());
            }
            self.window_open()?;
            return Err(Reason::NoRentDue.into());
        };
        self.window_open()?;
        // The amount is the landing's, but only the owner of an unmortgaged property may still ask for it.
        let c = self.claims[i];
        let st = self.props[c.prop as usize];
        if st.owner != Some(p) {
            return Err(Reason::NotOwner.into());
        }
        if st.mortgaged {
            return Err(Reason::Mortgaged.into());
        }
        // As `Vec::remove`, but with no call to move nothing where the claim is the last (most often the only one).
        self.claims.copy_within(i + 1.., i);
        self.claims.pop();
        self.pay_rent(c.payer, c.owner, c.amount);
        Ok(())
    }

    pub(crate) fn pay_rent(&mut self, payer: u8, owner: u8, amount: i64) {
        let cash = self.players[payer as usize].cash;
        if cash >= amount || self.faults.cash_below_zero {
            self.transfer(Party::Player(payer), Party::Player(owner), amount);
            if self.faults.rent_loses_a_dollar {
                self.players[owner as usize].cash -= 1;
            }
            self.emit(Event::RentPaid {
                payer,
                owner,
                amount,
            });
            if cash < amount {
                // The fault `cash_below_zero`: paid in full below $0, and listed until covered.
                self.owe(payer, Party::Player(owner), amount);
            }
        } else {
            self.charge(payer, Party::Player(owner), amount);
        }
    }
}
