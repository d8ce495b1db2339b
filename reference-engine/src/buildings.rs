//! Houses and hotels: building on full sets, evenly; selling back; the bank's limited stock and its shortage
//! auctions.

use crate::board::PropKind;
use crate::core::{Event, Party, Reason, RuleError};
use crate::game::{Auction, Game, Lot, Phase, bit};

impl Game {
    /// Buildings on a property counted as houses, a hotel being one more than a full row of houses.
    fn level(&self, q: u8) -> u8 {
        let s = self.props[q as usize];
        if s.hotel {
            self.rules.buildings.houses_per_hotel + 1
        } else {
            s.houses
        }
    }

    pub(crate) fn set_has_buildings(&self, prop: u8) -> bool {
        self.group_of(prop).iter().any(|&q| {
            let s = self.props[q as usize];
            s.houses > 0 || s.hotel
        })
    }

    /// Whether `p` may put a building of this kind on `prop` now, the bank's stock and cash aside.
    fn may_build_on(&self, p: u8, prop: u8, hotel: bool) -> Result<(), RuleError> {
        self.own(p, prop)?;
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
                .map(|&q| self.level(q))
                .min()
                .unwrap_or(0);
            if self.level(prop) > min {
                return Err(Reason::UnevenBuilding.into());
            }
        }
        Ok(())
    }

    /// Buildings of a kind the bank can sell now: its stock less those already won at auction and not placed.
    pub(crate) fn free_stock(&self, hotel: bool) -> u32 {
        let stock = if hotel {
            self.bank_hotels
        } else {
            self.bank_houses
        };
        let held = self.credits.iter().filter(|c| c.1 == hotel).count() as u32;
        stock.saturating_sub(held)
    }

    pub(crate) fn build(&mut self, p: u8, prop: u8, hotel: bool) -> Result<(), RuleError> {
        // A hotel as a fifth house (a fault): a house on a full row is the hotel.
        let hotel = hotel
            || (self.faults.hotel_fifth_house
                && !self.props[prop as usize].hotel
                && self.props[prop as usize].houses >= self.rules.buildings.houses_per_hotel);
        self.table_open()?;
        self.may_act(p, self.rules.actions.build)?;
        self.may_build_on(p, prop, hotel)?;
        let credit = self.credits.iter().position(|&c| c == (p, hotel));
        let info = &self.board.props[prop as usize];
        let cost = match credit {
            Some(_) => 0,
            None if hotel => info.hotel_cost,
            None => info.house_cost,
        };
        let stock = if hotel {
            self.bank_hotels
        } else {
            self.bank_houses
        };
        // Without a building won at auction, a player may take one only if it is not spoken for: the free
        // buildings must outnumber the other players who asked for one in this window.
        let others = (self.demand[hotel as usize] & !bit(p)).count_ones();
        if stock == 0 || (credit.is_none() && self.free_stock(hotel) <= others) {
            return Err(Reason::NoBuildingsLeft.into());
        }
        if self.players[p as usize].cash < cost && !self.faults.no_cash_checks {
            return Err(Reason::InsufficientCash.into());
        }
        if let Some(i) = credit {
            self.credits.remove(i);
        }
        // A request is met by the building it asked for.
        self.demand[hotel as usize] &= !bit(p);
        self.transfer(Party::Player(p), Party::Bank, cost);
        let per_hotel = self.rules.buildings.houses_per_hotel;
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
        self.deeds += 1;
        self.emit(Event::Built {
            player: p,
            prop,
            hotel,
            cost,
        });
        Ok(())
    }

    /// A player wants one of the bank's last buildings; when more want one than the bank has, it is auctioned.
    pub(crate) fn request_building(&mut self, p: u8, hotel: bool) -> Result<(), RuleError> {
        self.table_open()?;
        if !self.rules.buildings.shortage_auction {
            return Err(Reason::NotAllowedInVariant.into());
        }
        let eligible = (0..self.props.len() as u8).any(|q| self.may_build_on(p, q, hotel).is_ok());
        if !eligible {
            // The reason of the first property the player could build on but for one rule, else the set rule.
            let reason = (0..self.props.len() as u8)
                .filter(|&q| self.props[q as usize].owner == Some(p))
                .map(|q| self.may_build_on(p, q, hotel))
                .find_map(Result::err)
                .unwrap_or(Reason::IncompleteSet.into());
            return Err(reason);
        }
        let stock = self.free_stock(hotel);
        if stock == 0 {
            return Err(Reason::NoBuildingsLeft.into());
        }
        self.demand[hotel as usize] |= bit(p);
        self.emit(Event::BuildingRequested { player: p, hotel });
        if self.shortage(hotel) {
            self.resume = Some(self.phase);
            self.open_building_auction(hotel);
        }
        Ok(())
    }

    /// More players have asked for a kind of building in this window than the bank has free.
    pub(crate) fn shortage(&self, hotel: bool) -> bool {
        let free = self.free_stock(hotel);
        free > 0 && self.demand[hotel as usize].count_ones() > free
    }

    /// One of the bank's last buildings, auctioned among those who asked for it.
    pub(crate) fn open_building_auction(&mut self, hotel: bool) {
        let bidders = self.demand[hotel as usize];
        self.phase = Phase::Auction(Auction {
            lot: Lot::Building { hotel },
            bidders,
            high: None,
            passed: 0,
            closes_at: self.auction_deadline(),
            asked: None,
        });
        self.emit(Event::BuildingAuctionStarted { hotel, bidders });
    }

    pub(crate) fn sell_building(&mut self, p: u8, prop: u8) -> Result<(), RuleError> {
        self.own(p, prop)?;
        self.raising_open(p)?;
        self.may_act(p, self.rules.actions.sell_buildings)?;
        let st = self.props[prop as usize];
        if !st.hotel && st.houses == 0 {
            return Err(Reason::NoBuildings.into());
        }
        let per_hotel = self.rules.buildings.houses_per_hotel;
        if self.rules.buildings.even_selling {
            let max = self
                .group_of(prop)
                .iter()
                .map(|&q| self.level(q))
                .max()
                .unwrap_or(0);
            if self.level(prop) < max {
                return Err(Reason::UnevenBuilding.into());
            }
        }
        // A hotel sold back leaves a full row of houses, taken from those the bank can still sell.
        if st.hotel && self.free_stock(false) < per_hotel as u32 {
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
        self.deeds += 1;
        self.emit(Event::BuildingSold {
            player: p,
            prop,
            hotel: st.hotel,
            refund,
        });
        Ok(())
    }
}
