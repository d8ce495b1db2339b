//! Cash below $0 (`debt.negative_cash`): a payment takes what the payer has and the rest joins their queue of
//! debts, oldest first; money they receive later pays that queue; a debt holds up only its debtor; and a bankrupt
//! player's estate is paid out by the bank to the players they owe (`bankruptcy.to_player: bank_pays_creditors`).
//!
//! A debtor's cash below $0 is always minus the total of their queue: paying a debt from money received moves the
//! money to the creditor and shortens the queue by the same amount, so the debtor's cash does not change.

use crate::core::{Event, Party};
use crate::game::{Debt, Game};

impl Game {
    /// What `p` owes in all.
    pub(crate) fn owed_by(&self, p: u8) -> i64 {
        self.debts
            .iter()
            .filter(|d| d.debtor == p)
            .map(|d| d.amount)
            .sum()
    }

    /// A payment under `debt.negative_cash`: what the payer has goes to the creditor, and the rest is owed.
    pub(crate) fn charge_below_zero(&mut self, debtor: u8, creditor: Party, amount: i64) {
        let cash = self.players[debtor as usize].cash;
        let now = amount.min(cash.max(0));
        if now > 0 {
            self.transfer(Party::Player(debtor), creditor, now);
            self.emit(Event::Paid {
                from: Party::Player(debtor),
                to: creditor,
                amount: now,
            });
        }
        let rest = amount - now;
        if rest > 0 {
            self.players[debtor as usize].cash -= rest;
            self.debts.push(Debt {
                debtor,
                creditor,
                amount: rest,
            });
            self.emit(Event::DebtOwed {
                debtor,
                creditor,
                amount: rest,
            });
        }
    }

    /// Money a debtor has received pays their debts, oldest first, a part included; a creditor paid so may in
    /// turn pay their own.
    pub(crate) fn settle_below_zero(&mut self) {
        loop {
            let mut paid_any = false;
            let mut i = 0;
            while i < self.debts.len() {
                let d = self.debts[i];
                // What the debtor holds beyond their queue: their cash plus all they owe.
                let spare = self.players[d.debtor as usize].cash + self.owed_by(d.debtor);
                let pay = spare.min(d.amount);
                if pay <= 0 {
                    i += 1;
                    continue;
                }
                self.debts[i].amount -= pay;
                // The debtor's cash stays where it is: it already counted this debt.
                match d.creditor {
                    Party::Bank => self.bank_cash += pay,
                    Party::Pot => self.pot += pay,
                    Party::Player(c) => self.players[c as usize].cash += pay,
                }
                self.emit(Event::DebtPaid {
                    debtor: d.debtor,
                    creditor: d.creditor,
                    amount: pay,
                });
                paid_any = true;
                if self.debts[i].amount == 0 {
                    self.debts.remove(i);
                } else {
                    i += 1;
                }
            }
            if !paid_any {
                return;
            }
        }
    }

    /// "Nothing left to sell": no building and no unmortgaged property. Such a debtor may still roll. (A property
    /// that carries buildings is never mortgaged, so no unmortgaged property means no building either.)
    pub(crate) fn nothing_to_sell(&self, p: u8) -> bool {
        !self
            .props
            .iter()
            .any(|s| s.owner == Some(p) && !s.mortgaged)
    }

    /// Whether `p`'s debts hold up their roll or the end of their turn: below $0 with something left to sell.
    pub(crate) fn held_by_debt(&self, p: u8) -> bool {
        self.owed_by(p) > 0 && !self.nothing_to_sell(p)
    }

    /// The bank pays out a bankrupt player's estate to the players they owe, oldest debt first, each in full
    /// before the next; debts to the bank are written off and what is left stays with the bank. Their buildings
    /// go back to the bank's stock, their properties to the bank unowned and unmortgaged, their jail cards to
    /// their decks. Debts owed to them become debts to the bank.
    pub(crate) fn bank_payout(&mut self, p: u8) {
        let payout = self.rules.bankruptcy.payout;
        let per_hotel = self.rules.buildings.houses_per_hotel as i64;
        let mut estate = 0;
        for q in 0..self.props.len() {
            let st = self.props[q];
            if st.owner != Some(p) {
                continue;
            }
            let info = &self.board.props[q];
            if let Some(pay) = payout {
                let pct = if st.mortgaged {
                    pay.mortgaged_property_percent
                } else {
                    pay.property_percent
                };
                let mut buildings = st.houses as i64 * info.house_cost;
                if st.hotel {
                    buildings += info.hotel_cost + per_hotel * info.house_cost;
                }
                estate += info.price * pct / 100 + buildings * pay.building_percent / 100;
            }
            self.bank_houses += st.houses as u32;
            self.bank_hotels += st.hotel as u32;
            self.props[q] = Default::default();
            self.deeds += 1;
        }
        let cards = std::mem::take(&mut self.players[p as usize].jail_cards);
        estate += payout.map_or(0, |pay| pay.jail_card) * cards.len() as i64;
        for (d, card) in cards {
            self.return_jail_card(d, card);
        }
        let queue: Vec<Debt> = self
            .debts
            .iter()
            .copied()
            .filter(|d| d.debtor == p)
            .collect();
        self.debts.retain(|d| d.debtor != p);
        for d in queue {
            let Party::Player(c) = d.creditor else {
                continue; // written off
            };
            let pay = estate.min(d.amount);
            if pay <= 0 {
                break;
            }
            estate -= pay;
            self.transfer(Party::Bank, Party::Player(c), pay);
            self.emit(Event::DebtPaid {
                debtor: p,
                creditor: d.creditor,
                amount: pay,
            });
        }
        for d in &mut self.debts {
            if d.creditor == Party::Player(p) {
                d.creditor = Party::Bank;
            }
        }
    }
}
