//! Auctions: of a declined property, of a bankrupt player's properties, and of the bank's last buildings.

use crate::core::{Event, Party, Reason, RuleError};
use crate::game::{Auction, Game, Lot, Phase, bit};

impl Game {
    /// Opens an auction of a property among every player still in the game.
    pub(crate) fn start_auction(&mut self, prop: u8) {
        let bidders = self.active_players().fold(0u16, |m, q| m | bit(q));
        self.phase = Phase::Auction(Auction {
            lot: Lot::Property(prop),
            bidders,
            high: None,
            passed: 0,
            closes_at: self.auction_deadline(),
            asked: None,
        });
        if self.faults.auction_in_turn
            && let Phase::Auction(mut a) = self.phase
        {
            a.asked = self.next_asked(&a, self.current);
            self.phase = Phase::Auction(a);
        }
        self.emit(Event::AuctionStarted { prop });
    }

    /// Bidders asked in turn (the fault `auction_in_turn`): the next bidder after `after` in seating order who has
    /// not passed and does not hold the standing bid.
    fn next_asked(&self, a: &Auction, after: u8) -> Option<u8> {
        let n = self.players.len() as u8;
        (1..=n).map(|k| (after + k) % n).find(|&q| {
            a.bidders & bit(q) != 0
                && !self.players[q as usize].bankrupt
                && a.passed & bit(q) == 0
                && a.high.is_none_or(|(h, _)| h != q)
        })
    }

    /// The fault `auction_in_turn`: only the bidder asked may speak.
    fn in_turn(&self, a: &Auction, p: u8) -> Result<(), RuleError> {
        if self.faults.auction_in_turn && a.asked.is_some_and(|q| q != p) {
            return Err(Reason::NotYourTurn.into());
        }
        Ok(())
    }

    pub(crate) fn bid(&mut self, p: u8, amount: i64) -> Result<(), RuleError> {
        let Phase::Auction(mut a) = self.phase else {
            return Err(Reason::NoAuction.into());
        };
        if a.bidders & bit(p) == 0 {
            return Err(Reason::NotBidder.into());
        }
        self.in_turn(&a, p)?;
        if self.faults.sealed_bids {
            return self.sealed_bid(p, amount, a);
        }
        let floor = a.high.map_or(self.rules.auction.min_bid, |(_, h)| h + 1);
        if amount < floor {
            return Err(Reason::BidTooLow.into());
        }
        if amount > self.players[p as usize].cash && !self.faults.no_cash_checks {
            return Err(Reason::InsufficientCash.into());
        }
        a.high = Some((p, amount));
        if self.faults.auction_in_turn {
            // Passes are final: the next bidder who has not passed is asked.
            a.asked = self.next_asked(&a, p);
        } else {
            a.passed = 0;
        }
        if a.closes_at.is_some() {
            // Each bid starts the clock again.
            a.closes_at = self.auction_deadline();
        }
        self.phase = Phase::Auction(a);
        self.emit(Event::BidPlaced { player: p, amount });
        self.close_auction_if_done();
        Ok(())
    }

    /// A sealed bid (a fault, see `crate::faults`): once per bidder, the highest so far standing.
    fn sealed_bid(
        &mut self,
        p: u8,
        amount: i64,
        mut a: crate::game::Auction,
    ) -> Result<(), RuleError> {
        if a.passed & bit(p) != 0 {
            return Err(Reason::WrongPhase.into());
        }
        if amount < self.rules.auction.min_bid {
            return Err(Reason::BidTooLow.into());
        }
        if amount > self.players[p as usize].cash && !self.faults.no_cash_checks {
            return Err(Reason::InsufficientCash.into());
        }
        if a.high.is_none_or(|(_, h)| amount > h) {
            a.high = Some((p, amount));
        }
        a.passed |= bit(p);
        self.phase = Phase::Auction(a);
        self.emit(Event::BidPlaced { player: p, amount });
        self.close_auction_if_done();
        Ok(())
    }

    pub(crate) fn pass(&mut self, p: u8) -> Result<(), RuleError> {
        let Phase::Auction(mut a) = self.phase else {
            return Err(Reason::NoAuction.into());
        };
        if a.bidders & bit(p) == 0 {
            return Err(Reason::NotBidder.into());
        }
        if a.closes_at.is_some() {
            // An auction on a clock closes only when its time runs out.
            return Err(Reason::NotAllowedInVariant.into());
        }
        if (a.high.is_some_and(|(h, _)| h == p) && !self.faults.sealed_bids)
            || a.passed & bit(p) != 0
        {
            return Err(Reason::WrongPhase.into());
        }
        self.in_turn(&a, p)?;
        a.passed |= bit(p);
        if self.faults.auction_in_turn {
            a.asked = self.next_asked(&a, p);
        }
        self.phase = Phase::Auction(a);
        self.emit(Event::BidPassed { player: p });
        self.close_auction_if_done();
        Ok(())
    }

    /// An auction closes once every bidder other than the standing one has passed on the standing bid.
    fn close_auction_if_done(&mut self) {
        let Phase::Auction(a) = self.phase else {
            return;
        };
        let waiting = (0..self.players.len() as u8)
            .filter(|&q| a.bidders & bit(q) != 0 && !self.players[q as usize].bankrupt)
            .filter(|&q| self.faults.sealed_bids || a.high.is_none_or(|(h, _)| h != q))
            .any(|q| a.passed & bit(q) == 0);
        if waiting || a.closes_at.is_some() {
            return;
        }
        self.settle_auction(a);
    }

    /// An auction on a clock whose time has run out closes.
    pub(crate) fn close_auction_on_time(&mut self) {
        if let Phase::Auction(a) = self.phase
            && a.closes_at.is_some_and(|t| t <= self.clock_ms)
        {
            self.settle_auction(a);
        }
    }

    /// The lot goes to the standing bid, or stays with the bank; then the next lot, or the game where it stood.
    fn settle_auction(&mut self, a: crate::game::Auction) {
        match (a.lot, a.high) {
            (Lot::Property(prop), Some((winner, amount))) => {
                self.transfer(Party::Player(winner), Party::Bank, amount);
                self.props[prop as usize].owner = Some(winner);
                self.deeds += 1;
                self.emit(Event::AuctionWon {
                    player: winner,
                    prop,
                    amount,
                });
            }
            (Lot::Property(prop), None) => self.emit(Event::AuctionUnsold { prop }),
            (Lot::Building { hotel }, Some((winner, amount))) => {
                if !self.faults.building_auction_free {
                    self.transfer(Party::Player(winner), Party::Bank, amount);
                }
                self.credits.push((winner, hotel));
                self.demand[hotel as usize] &= !bit(winner);
                self.emit(Event::BuildingAuctionWon {
                    player: winner,
                    hotel,
                    amount,
                });
                // While the other requesters still outnumber the free buildings, the next one is auctioned too.
                if self.shortage(hotel) {
                    self.open_building_auction(hotel);
                    return;
                }
            }
            (Lot::Building { hotel }, None) => {
                self.demand[hotel as usize] = 0;
                self.emit(Event::BuildingAuctionUnsold { hotel });
            }
        }
        self.after_auction();
    }

    /// The next queued lot, or the game where it stood.
    fn after_auction(&mut self) {
        if let Some(prop) = self.lots.pop_front() {
            self.start_auction(prop);
            return;
        }
        if self.ending {
            self.finish();
            return;
        }
        if let Some(phase) = self.resume.take() {
            self.phase = phase;
            return;
        }
        self.phase = Phase::Roll {
            player: self.current,
        };
        self.after_landing();
    }

    /// Auctions each queued lot in turn, then returns to `resume`.
    pub(crate) fn run_lots(&mut self, resume: Phase) {
        self.resume = Some(resume);
        self.after_auction();
    }
}
