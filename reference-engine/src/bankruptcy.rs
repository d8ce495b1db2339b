//! Bankruptcy: to a player, who takes everything; to the bank, which auctions the properties.

use crate::core::{Event, Party, Reason, RuleError};
use crate::game::{Game, Phase};

impl Game {
    /// What `p` could raise from the bank alone: cash, every building the bank can take back at the sell-back
    /// price, and the mortgage of every unmortgaged property. A set whose hotels cannot all come down, because the
    /// bank has too few houses to leave in their place, counts only the hotels the bank's houses can replace: its
    /// houses and deeds cannot be turned into cash. Trades are left out: they need a willing partner.
    pub(crate) fn raisable(&self, p: u8) -> i64 {
        let per_hotel = self.rules.buildings.houses_per_hotel as u32;
        let pct = self.rules.buildings.sell_back_percent;
        let mortgages = self.rules.mortgage.enabled;
        let hotels_in = |q: u8| {
            self.group_of(q)
                .iter()
                .filter(|&&r| self.props[r as usize].hotel)
                .count() as u32
        };
        let houses_in = |q: u8| -> u32 {
            self.group_of(q)
                .iter()
                .map(|&r| self.props[r as usize].houses as u32)
                .sum()
        };
        // The sets of the debtor: each by its first property, with the hotels on it.
        let mut sets: Vec<(u32, u8)> = Vec::new();
        for q in 0..self.props.len() as u8 {
            if self.props[q as usize].owner == Some(p) {
                let first = self.group_of(q).first().copied().unwrap_or(q);
                if !sets.iter().any(|&(_, f)| f == first) {
                    sets.push((hotels_in(q), first));
                }
            }
        }
        // Houses go back first, so the bank holds its free stock and every house of the sets without a hotel;
        // then the sets with hotels, fewest hotels first: all of a set's hotels come down before any of its houses
        // (selling evenly), each taking four houses from the bank, and its houses then go back with the others.
        sets.sort_unstable();
        let mut stock = self.free_stock(false);
        for &(hotels, first) in &sets {
            if hotels == 0 {
                stock += houses_in(first);
            }
        }
        let mut total = self.players[p as usize].cash;
        // Hotels of sets that cannot come down whole: the bank's last houses can still replace some of them.
        let mut stuck: Vec<i64> = Vec::new();
        for &(hotels, first) in &sets {
            if hotels > 0 {
                if stock < hotels * per_hotel {
                    stuck.extend(
                        self.group_of(first)
                            .iter()
                            .filter(|&&q| self.props[q as usize].hotel)
                            .map(|&q| self.board.props[q as usize].hotel_cost * pct / 100),
                    );
                    continue;
                }
                stock += houses_in(first);
            }
            for &q in self.group_of(first) {
                let (st, info) = (self.props[q as usize], &self.board.props[q as usize]);
                if st.owner != Some(p) {
                    continue;
                }
                let houses = if st.hotel {
                    per_hotel
                } else {
                    st.houses as u32
                };
                total += houses as i64 * (info.house_cost * pct / 100);
                if st.hotel {
                    total += info.hotel_cost * pct / 100;
                }
                if mortgages && !st.mortgaged {
                    total += info.mortgage;
                }
            }
        }
        stuck.sort_unstable_by(|a, b| b.cmp(a));
        let replaceable = stock
            .checked_div(per_hotel)
            .map_or(stuck.len(), |n| n as usize);
        total + stuck.iter().take(replaceable).sum::<i64>()
    }

    /// Every building of a bankrupt player goes back to the bank at the sell-back rate: a hotel, then the row of
    /// houses it stood for, then each house. The bank's stock takes back what stood on the board.
    fn sell_all_buildings(&mut self, p: u8) {
        let pct = self.rules.buildings.sell_back_percent;
        let per_hotel = self.rules.buildings.houses_per_hotel;
        for prop in 0..self.props.len() as u8 {
            let st = self.props[prop as usize];
            if st.owner != Some(p) || (!st.hotel && st.houses == 0) {
                continue;
            }
            let (house, hotel) = {
                let info = &self.board.props[prop as usize];
                (info.house_cost * pct / 100, info.hotel_cost * pct / 100)
            };
            if st.hotel {
                self.transfer(Party::Bank, Party::Player(p), hotel);
                self.bank_hotels += 1;
                self.emit(Event::BuildingSold {
                    player: p,
                    prop,
                    hotel: true,
                    refund: hotel,
                });
            }
            let houses = if st.hotel { per_hotel } else { st.houses };
            for _ in 0..houses {
                self.transfer(Party::Bank, Party::Player(p), house);
                self.emit(Event::BuildingSold {
                    player: p,
                    prop,
                    hotel: false,
                    refund: house,
                });
            }
            if !st.hotel {
                self.bank_houses += st.houses as u32;
            }
            let s = &mut self.props[prop as usize];
            s.hotel = false;
            s.houses = 0;
            self.deeds += 1;
        }
    }

    /// A player who cannot pay a debt gives up: everything goes to the creditor (a player), or back to the bank.
    pub(crate) fn declare_bankruptcy(&mut self, p: u8) -> Result<(), RuleError> {
        let Some(first) = self.debts.iter().find(|d| d.debtor == p).copied() else {
            return Err(Reason::NoDebt.into());
        };
        if let Phase::Auction(_) = self.phase {
            return Err(Reason::AuctionOpen.into());
        }
        let owed: i64 = self
            .debts
            .iter()
            .filter(|d| d.debtor == p)
            .map(|d| d.amount)
            .sum();
        // Below $0, a player may give up at any time (no such check under `debt.negative_cash`).
        // Where debts were paid below $0 (the fault `cash_below_zero`), the cash already counts them.
        let paid = if self.faults.cash_below_zero { owed } else { 0 };
        if !self.rules.debt.negative_cash && owed <= self.raisable(p) + paid {
            return Err(Reason::CanStillPay.into());
        }
        if self.rules.bankruptcy.to_player == crate::data::ToPlayer::BankPaysCreditors {
            self.bank_payout(p);
            return self.leave_bankrupt(p, Party::Bank);
        }
        let creditor = if self.faults.bankruptcy_always_to_bank {
            Party::Bank
        } else {
            first.creditor
        };
        // The bankrupt's debts are settled by what follows; debts owed to them end with them.
        self.debts
            .retain(|d| d.debtor != p && d.creditor != Party::Player(p));
        if matches!(creditor, Party::Player(_))
            && self.rules.bankruptcy.to_player
                == crate::data::ToPlayer::CreditorTakesAllBuildingsSold
        {
            self.sell_all_buildings(p);
        }
        // Below $0 (the fault `cash_below_zero`), the creditor takes the shortfall with the rest.
        let cash = if self.faults.cash_below_zero {
            self.players[p as usize].cash
        } else {
            self.players[p as usize].cash.max(0)
        };
        self.transfer(Party::Player(p), creditor, cash);
        let cards = std::mem::take(&mut self.players[p as usize].jail_cards);
        match creditor {
            Party::Player(c) => {
                self.players[c as usize].jail_cards.extend(cards);
                for prop in 0..self.props.len() as u8 {
                    if self.props[prop as usize].owner == Some(p) {
                        self.props[prop as usize].owner = Some(c);
                        self.deeds += 1;
                        if self.props[prop as usize].mortgaged {
                            self.received_mortgaged(prop, true);
                        }
                    }
                }
            }
            Party::Bank | Party::Pot => {
                for (d, card) in cards {
                    self.return_jail_card(d, card);
                }
                for prop in 0..self.props.len() as u8 {
                    let s = self.props[prop as usize];
                    if s.owner == Some(p) {
                        self.bank_houses += s.houses as u32;
                        self.bank_hotels += s.hotel as u32;
                        self.props[prop as usize] = Default::default();
                        self.deeds += 1;
                        if self.rules.bankruptcy.to_bank == crate::data::ToBank::Auction {
                            self.lots.push_back(prop);
                        }
                    }
                }
            }
        }
        self.leave_bankrupt(p, creditor)
    }

    /// The bankrupt player leaves the game with their estate settled: the game ends, or play goes on without them.
    fn leave_bankrupt(&mut self, p: u8, creditor: Party) -> Result<(), RuleError> {
        self.out_of_game(
            p,
            Event::Bankrupt {
                player: p,
                creditor,
            },
        )
    }

    /// A player leaves the game (`leave`, where the variant lets players leave): below $0, it is settled as a
    /// bankruptcy; otherwise their properties go, with their buildings and mortgages, to the next teammate still in
    /// the game in turn order (in a team game whose preset says so), else back to the bank unbuilt and unmortgaged;
    /// their cash goes to the bank and their jail cards back to their decks.
    pub(crate) fn leave(&mut self, p: u8) -> Result<(), RuleError> {
        if !self.rules.players_may_leave {
            return Err(Reason::NotAllowedInVariant.into());
        }
        if let Phase::Auction(_) = self.phase {
            return Err(Reason::AuctionOpen.into());
        }
        if self.owed_by(p) > 0 {
            self.bank_payout(p);
            return self.leave_bankrupt(p, Party::Bank);
        }
        // In a team game the heir is a teammate (`teams.leaver_properties_to` is played that one way).
        let heir = self.rules.teams.and_then(|_| {
            let n = self.order.len();
            let i = self.order.iter().position(|&x| x == p).unwrap_or(0);
            (1..n)
                .map(|k| self.order[(i + k) % n])
                .find(|&q| !self.players[q as usize].bankrupt && self.teammates(p, q))
        });
        for q in 0..self.props.len() {
            let st = self.props[q];
            if st.owner != Some(p) {
                continue;
            }
            match heir {
                Some(h) => {
                    self.props[q].owner = Some(h);
                    self.deeds += 1;
                }
                None => {
                    self.bank_houses += st.houses as u32;
                    self.bank_hotels += st.hotel as u32;
                    self.props[q] = Default::default();
                    self.deeds += 1;
                }
            }
        }
        let cash = self.players[p as usize].cash.max(0);
        self.transfer(Party::Player(p), Party::Bank, cash);
        let cards = std::mem::take(&mut self.players[p as usize].jail_cards);
        for (d, card) in cards {
            self.return_jail_card(d, card);
        }
        for d in &mut self.debts {
            if d.creditor == Party::Player(p) {
                d.creditor = Party::Bank;
            }
        }
        let to = heir.map_or(Party::Bank, Party::Player);
        self.out_of_game(p, Event::PlayerLeft { player: p, to })
    }

    /// The player is out of the game: the game ends, or play goes on without them.
    fn out_of_game(&mut self, p: u8, event: Event) -> Result<(), RuleError> {
        let pl = &mut self.players[p as usize];
        pl.bankrupt = true;
        pl.jail = None;
        pl.cash = 0;
        self.eliminated.push(p);
        self.claims.retain(|c| c.owner != p && c.payer != p);
        self.trades.retain(|t| t.from != p && t.to != p);
        self.credits.retain(|c| c.0 != p);
        self.demand = self.demand.map(|d| d & !crate::game::bit(p));
        self.emit(event);
        let left: Vec<u8> = self.active_players().collect();
        if left.len() == 1 || self.one_team_left() {
            self.finish();
            return Ok(());
        }
        // Where the first bankruptcy ends the game, the settlement (the auctions of a bankruptcy to the bank
        // included) completes first.
        self.ending |= self.rules.game_end.first_bankruptcy_ends;
        if self.ending && self.lots.is_empty() {
            self.finish();
            return Ok(());
        }
        if let Phase::Buy { player, prop } = self.phase
            && player == p
            && matches!(self.rules.unbought_property, crate::data::Unbought::Auction)
        {
            // The property the bankrupt was offered is declined: where a declined property is auctioned, it goes
            // to auction among the others; otherwise it stays with the bank.
            self.lots.push_front(prop);
        }
        match self.phase {
            Phase::Roll { player }
            | Phase::EndTurn { player }
            | Phase::Buy { player, .. }
            | Phase::UtilityRoll { player, .. }
            | Phase::TaxChoice { player, .. }
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
