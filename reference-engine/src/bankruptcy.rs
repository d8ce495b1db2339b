//! Bankruptcy: to a player, who takes everything; to the bank, which auctions the properties.

use crate::core::{Event, Party, Reason, RuleError};
use crate::game::{Game, Phase};

impl Game {
    /// A player who cannot pay a debt gives up: everything goes to the creditor (a player), or back to the bank.
    pub(crate) fn declare_bankruptcy(&mut self, p: u8) -> Result<(), RuleError> {
        let Some(first) = self.debts.iter().find(|d| d.debtor == p).copied() else {
            return Err(Reason::NoDebt.into());
        };
        if let Phase::Auction(_) = self.phase {
            return Err(Reason::AuctionOpen.into());
        }
        let creditor = if self.faults.bankruptcy_always_to_bank {
            Party::Bank
        } else {
            first.creditor
        };
        // The bankrupt's debts are settled by what follows; debts owed to them end with them.
        self.debts
            .retain(|d| d.debtor != p && d.creditor != Party::Player(p));
        let cash = self.players[p as usize].cash.max(0);
        self.transfer(Party::Player(p), creditor, cash);
        let cards = std::mem::take(&mut self.players[p as usize].jail_cards);
        match creditor {
            Party::Player(c) => {
                self.players[c as usize].jail_cards.extend(cards);
                for prop in 0..self.props.len() as u8 {
                    if self.props[prop as usize].owner == Some(p) {
                        self.props[prop as usize].owner = Some(c);
                        if self.props[prop as usize].mortgaged {
                            self.received_mortgaged(prop);
                        }
                    }
                }
            }
            Party::Bank => {
                for (d, card) in cards {
                    self.piles[d as usize].push_back(card);
                }
                for prop in 0..self.props.len() as u8 {
                    let s = self.props[prop as usize];
                    if s.owner == Some(p) {
                        self.bank_houses += s.houses as u32;
                        self.bank_hotels += s.hotel as u32;
                        self.props[prop as usize] = Default::default();
                        self.lots.push_back(prop);
                    }
                }
            }
        }
        let pl = &mut self.players[p as usize];
        pl.bankrupt = true;
        pl.jail = None;
        pl.cash = 0;
        self.eliminated.push(p);
        self.claims.retain(|c| c.owner != p && c.payer != p);
        self.trades.retain(|t| t.from != p && t.to != p);
        self.credits.retain(|c| c.0 != p);
        self.demand = self.demand.map(|d| d & !crate::game::bit(p));
        self.emit(Event::Bankrupt {
            player: p,
            creditor,
        });
        let left: Vec<u8> = self.active_players().collect();
        if left.len() == 1 {
            self.lots.clear();
            self.phase = Phase::Over { winner: left[0] };
            self.emit(Event::GameOver { winner: left[0] });
            return Ok(());
        }
        if let Phase::Buy { player, prop } = self.phase
            && player == p
        {
            // The property the bankrupt was offered is not left unbought: it goes to auction among the others.
            self.lots.push_front(prop);
        }
        match self.phase {
            Phase::Roll { player }
            | Phase::EndTurn { player }
            | Phase::Buy { player, .. }
            | Phase::UtilityRoll { player, .. }
                if player == p =>
            {
                self.current = p;
                self.pass_turn();
            }
            _ => {}
        }
        if !self.lots.is_empty() {
            let resume = self.phase;
            self.run_lots(resume);
        }
        Ok(())
    }
}
