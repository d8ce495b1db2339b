//! Auctions, rent claims, buildings, mortgages, and bankruptcy.

use crate::board::PropKind;
use crate::core::{Event, Party, Reason, RuleError};
use crate::game::{Auction, Game, Phase, bit};

impl Game {
    pub(crate) fn start_auction(&mut self, prop: u8) {
        self.phase = Phase::Auction(Auction {
            prop,
            high: None,
            passed: 0,
        });
        self.emit(Event::AuctionStarted { prop });
    }

    pub(crate) fn bid(&mut self, p: u8, amount: i64) -> Result<(), RuleError> {
        let Phase::Auction(mut a) = self.phase else {
            return Err(Reason::NoAuction.into());
        };
        let floor = a.high.map_or(self.rules.auction.min_bid, |(_, h)| h + 1);
        if amount < floor {
            return Err(Reason::BidTooLow.into());
        }
        if amount > self.players[p as usize].cash {
            return Err(Reason::InsufficientCash.into());
        }
        a.high = Some((p, amount));
        a.passed = 0;
        self.phase = Phase::Auction(a);
        self.emit(Event::BidPlaced { player: p, amount });
        self.close_auction_if_done();
        Ok(())
    }

    pub(crate) fn pass(&mut self, p: u8) -> Result<(), RuleError> {
        let Phase::Auction(mut a) = self.phase else {
            return Err(Reason::NoAuction.into());
        };
        if a.high.is_some_and(|(h, _)| h == p) || a.passed & bit(p) != 0 {
            return Err(Reason::WrongPhase.into());
        }
        a.passed |= bit(p);
        self.phase = Phase::Auction(a);
        self.emit(Event::BidPassed { player: p });
        self.close_auction_if_done();
        Ok(())
    }

    /// An auction closes once every player other than the standing bidder has passed on the standing bid.
    fn close_auction_if_done(&mut self) {
        let Phase::Auction(a) = self.phase else {
            return;
        };
        let waiting = self
            .active_players()
            .filter(|&q| a.high.is_none_or(|(h, _)| h != q))
            .any(|q| a.passed & bit(q) == 0);
        if waiting {
            return;
        }
        match a.high {
            Some((winner, amount)) => {
                self.transfer(Party::Player(winner), Party::Bank, amount);
                self.props[a.prop as usize].owner = Some(winner);
                self.emit(Event::AuctionWon {
                    player: winner,
                    prop: a.prop,
                    amount,
                });
            }
            None => self.emit(Event::AuctionUnsold { prop: a.prop }),
        }
        self.phase = Phase::Roll {
            player: self.current,
        };
        self.after_landing();
    }

    /// The owner asks for the rent of a landing while the window is open.
    pub(crate) fn claim_rent(&mut self, p: u8, payer: Option<u8>) -> Result<(), RuleError> {
        let matches = |c: &crate::game::Claim| c.owner == p && payer.is_none_or(|q| q == c.payer);
        let Some(i) = self.claims.iter().position(matches) else {
            if self.lapsed.iter().any(matches) {
                return Err(Reason::RentWindowClosed.into());
            }
            self.window_open()?;
            return Err(Reason::NoRentDue.into());
        };
        let c = self.claims.remove(i);
        self.pay_rent(c.payer, c.owner, c.amount);
        Ok(())
    }

    pub(crate) fn pay_rent(&mut self, payer: u8, owner: u8, amount: i64) {
        if self.players[payer as usize].cash >= amount {
            self.transfer(Party::Player(payer), Party::Player(owner), amount);
            self.emit(Event::RentPaid {
                payer,
                owner,
                amount,
            });
        } else {
            self.charge(payer, Party::Player(owner), amount);
        }
    }

    fn own(&self, p: u8, prop: u8) -> Result<(), RuleError> {
        self.prop(prop)?;
        if self.props[prop as usize].owner != Some(p) {
            return Err(Reason::NotOwner.into());
        }
        Ok(())
    }

    fn set_has_buildings(&self, prop: u8) -> bool {
        self.group_of(prop).iter().any(|&q| {
            let s = self.props[q as usize];
            s.houses > 0 || s.hotel
        })
    }

    pub(crate) fn build(&mut self, p: u8, prop: u8, hotel: bool) -> Result<(), RuleError> {
        self.own(p, prop)?;
        self.window_open()?;
        let info = &self.board.props[prop as usize];
        if info.kind != PropKind::Street {
            return Err(Reason::NotBuildable.into());
        }
        if !self.owns_group(p, prop) {
            return Err(Reason::IncompleteSet.into());
        }
        if self
            .group_of(prop)
            .iter()
            .any(|&q| self.props[q as usize].mortgaged)
        {
            return Err(Reason::Mortgaged.into());
        }
        let st = self.props[prop as usize];
        let per_hotel = self.rules.buildings.houses_per_hotel;
        if st.hotel {
            return Err(Reason::HotelLimit.into());
        }
        // Buildings counted as houses, a hotel being one more than a full row of houses.
        let level = |q: u8| {
            let s = self.props[q as usize];
            if s.hotel { per_hotel + 1 } else { s.houses }
        };
        if hotel != (st.houses == per_hotel) {
            return Err(if hotel {
                Reason::UnevenBuilding
            } else {
                Reason::HotelLimit
            }
            .into());
        }
        if self.rules.buildings.even_building {
            let min = self
                .group_of(prop)
                .iter()
                .map(|&q| level(q))
                .min()
                .unwrap_or(0);
            if level(prop) > min {
                return Err(Reason::UnevenBuilding.into());
            }
        }
        let cost = if hotel {
            info.hotel_cost
        } else {
            info.house_cost
        };
        if (hotel && self.bank_hotels == 0) || (!hotel && self.bank_houses == 0) {
            return Err(Reason::NoBuildingsLeft.into());
        }
        if self.players[p as usize].cash < cost {
            return Err(Reason::InsufficientCash.into());
        }
        self.transfer(Party::Player(p), Party::Bank, cost);
        let s = &mut self.props[prop as usize];
        if hotel {
            s.hotel = true;
            s.houses = 0;
            self.bank_hotels -= 1;
            self.bank_houses += per_hotel as u32;
        } else {
            s.houses += 1;
            self.bank_houses -= 1;
        }
        self.emit(Event::Built {
            player: p,
            prop,
            hotel,
            cost,
        });
        Ok(())
    }

    pub(crate) fn sell_building(&mut self, p: u8, prop: u8) -> Result<(), RuleError> {
        self.own(p, prop)?;
        self.window_open()?;
        let st = self.props[prop as usize];
        if !st.hotel && st.houses == 0 {
            return Err(Reason::NoBuildings.into());
        }
        let per_hotel = self.rules.buildings.houses_per_hotel;
        let level = |q: u8| {
            let s = self.props[q as usize];
            if s.hotel { per_hotel + 1 } else { s.houses }
        };
        if self.rules.buildings.even_selling {
            let max = self
                .group_of(prop)
                .iter()
                .map(|&q| level(q))
                .max()
                .unwrap_or(0);
            if level(prop) < max {
                return Err(Reason::UnevenBuilding.into());
            }
        }
        if st.hotel && self.bank_houses < per_hotel as u32 {
            return Err(Reason::NoBuildingsLeft.into());
        }
        let info = &self.board.props[prop as usize];
        let cost = if st.hotel {
            info.hotel_cost
        } else {
            info.house_cost
        };
        let refund = cost * self.rules.buildings.sell_back_percent / 100;
        self.transfer(Party::Bank, Party::Player(p), refund);
        let s = &mut self.props[prop as usize];
        if st.hotel {
            s.hotel = false;
            s.houses = per_hotel;
            self.bank_hotels += 1;
            self.bank_houses -= per_hotel as u32;
        } else {
            s.houses -= 1;
            self.bank_houses += 1;
        }
        self.emit(Event::BuildingSold {
            player: p,
            prop,
            hotel: st.hotel,
            refund,
        });
        Ok(())
    }

    pub(crate) fn mortgage(&mut self, p: u8, prop: u8) -> Result<(), RuleError> {
        if !self.rules.mortgage.enabled {
            return Err(Reason::NotAllowedInVariant.into());
        }
        self.own(p, prop)?;
        self.window_open()?;
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

    /// The price of lifting a mortgage: its value plus interest, rounded up to the next whole dollar.
    pub fn unmortgage_cost(&self, prop: u8) -> i64 {
        let m = self.board.props[prop as usize].mortgage;
        let pct = if self.props[prop as usize].late {
            self.rules.mortgage.late_interest_percent
        } else {
            self.rules.mortgage.interest_percent
        };
        m + (m * pct + 99) / 100
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
        self.emit(Event::Unmortgaged {
            player: p,
            prop,
            cost,
        });
        Ok(())
    }

    /// A player who cannot pay a debt gives up: everything goes to the creditor (a player), or back to the bank.
    pub(crate) fn declare_bankruptcy(&mut self, p: u8) -> Result<(), RuleError> {
        let Some(first) = self.debts.iter().find(|d| d.debtor == p).copied() else {
            return Err(Reason::NoDebt.into());
        };
        let creditor = first.creditor;
        self.debts.retain(|d| d.debtor != p);
        let cash = self.players[p as usize].cash.max(0);
        self.transfer(Party::Player(p), creditor, cash);
        let cards = std::mem::take(&mut self.players[p as usize].jail_cards);
        match creditor {
            Party::Player(c) => {
                self.players[c as usize].jail_cards.extend(cards);
                for s in self.props.iter_mut().filter(|s| s.owner == Some(p)) {
                    s.owner = Some(c);
                    s.late = s.mortgaged;
                }
            }
            Party::Bank => {
                for (d, card) in cards {
                    self.piles[d as usize].push_back(card);
                }
                for s in self.props.iter_mut().filter(|s| s.owner == Some(p)) {
                    self.bank_houses += s.houses as u32;
                    self.bank_hotels += s.hotel as u32;
                    *s = Default::default();
                }
            }
        }
        let pl = &mut self.players[p as usize];
        pl.bankrupt = true;
        pl.jail = None;
        pl.cash = 0;
        self.eliminated.push(p);
        self.claims.retain(|c| c.owner != p && c.payer != p);
        self.emit(Event::Bankrupt {
            player: p,
            creditor,
        });
        let left: Vec<u8> = self.active_players().collect();
        if left.len() == 1 {
            self.phase = Phase::Over { winner: left[0] };
            self.emit(Event::GameOver { winner: left[0] });
            return Ok(());
        }
        match self.phase {
            Phase::Roll { player } | Phase::EndTurn { player } if player == p => {
                self.current = p;
                self.pass_turn();
            }
            Phase::Buy { player, .. } if player == p => {
                self.current = p;
                self.pass_turn();
            }
            _ => {}
        }
        Ok(())
    }
}
