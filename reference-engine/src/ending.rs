//! The end of the game: the last player standing, or, where a variant ends earlier (at the first bankruptcy, or
//! when its time is up), the richest player by the variant's valuation, with a shared win on equal worth.

use crate::core::Event;
use crate::game::{Game, Phase, bit};

impl Game {
    /// A player's worth by the variant's valuation (cash alone where the variant has none): cash, each property
    /// at a percentage of its printed price (another for a mortgaged one), each building at a percentage of its
    /// cost, a hotel with the houses turned in for it where the variant counts them, and each jail card.
    pub fn worth(&self, p: u8) -> i64 {
        let pl = &self.players[p as usize];
        let Some(v) = self.rules.game_end.valuation else {
            return pl.cash;
        };
        let per_hotel = self.rules.buildings.houses_per_hotel as i64;
        let mut total = pl.cash + v.jail_card * pl.jail_cards.len() as i64;
        for (i, st) in self.props.iter().enumerate() {
            if st.owner != Some(p) {
                continue;
            }
            let info = &self.board.props[i];
            let pct = if st.mortgaged {
                v.mortgaged_property_percent
            } else {
                v.property_percent
            };
            total += info.price * pct / 100;
            let mut buildings = st.houses as i64 * info.house_cost;
            if st.hotel {
                buildings += info.hotel_cost;
                if v.hotel_counts_houses {
                    buildings += per_hotel * info.house_cost;
                }
            }
            total += buildings * v.building_percent / 100;
        }
        total
    }

    /// Ends the game: the players still in it with the greatest worth win (one, or several sharing the win); in a
    /// team game whose players left are all on one team, that team wins.
    pub(crate) fn finish(&mut self) {
        let active: Vec<u8> = self.active_players().collect();
        let best = active.iter().map(|&p| self.worth(p)).max().unwrap_or(0);
        // The last team standing wins together; else the richest.
        let team = self.one_team_left();
        let winners = active
            .iter()
            .filter(|&&p| team || self.worth(p) == best)
            .fold(0u16, |m, &p| m | bit(p));
        self.lots.clear();
        self.resume = None;
        self.phase = Phase::Over { winners };
        self.emit(Event::GameOver { winners });
    }

    /// Whether the game's time limit has passed on its clock.
    pub(crate) fn time_up(&self) -> bool {
        self.rules
            .game_end
            .time_limit
            .is_some_and(|t| self.clock_ms >= t.minutes.saturating_mul(60_000))
    }

    /// The clock moved: when the time is up and no turn is in progress (or the variant does not finish it), the
    /// game ends now; otherwise it ends when the turn in progress is over.
    pub(crate) fn clock_moved(&mut self) {
        self.close_auction_on_time();
        if matches!(self.phase, Phase::Over { .. }) || !self.time_up() {
            return;
        }
        let finish_turn = self
            .rules
            .game_end
            .time_limit
            .is_some_and(|t| t.finish_current_turn);
        let between_turns =
            matches!(self.phase, Phase::Roll { .. } | Phase::Opening { .. }) && !self.turn_open;
        if between_turns || !finish_turn {
            self.finish();
        }
    }

    /// The turn clock: time passing in a player's own turn comes off their bank (never while an auction is open).
    /// Returns the player whose bank has run out, if any.
    pub(crate) fn spend_time(&mut self, ms: u64) -> Option<u8> {
        self.rules.turn_clock.filter(|c| c.enabled)?;
        if matches!(self.phase, Phase::Auction(_)) {
            return None;
        }
        let p = self.whose_turn()?;
        let bank = &mut self.players[p as usize].time_bank;
        *bank = bank.saturating_sub(ms);
        (*bank == 0).then_some(p)
    }

    /// The game plays the rest of `p`'s turn, their bank having run out: a debtor with something left to sell goes
    /// bankrupt at once; otherwise it rolls (in jail too, never paying the fine or using a card), declines
    /// purchases, takes the flat tax, never bids, trades or builds, and ends the turn once no roll is due.
    pub(crate) fn play_for(&mut self, p: u8) {
        for _ in 0..64 {
            if self.whose_turn() != Some(p) || self.players[p as usize].bankrupt {
                return;
            }
            if self.held_by_debt(p) {
                let _ = self.declare_bankruptcy(p);
                return;
            }
            let done = match self.phase {
                Phase::Roll { .. } | Phase::UtilityRoll { .. } => self.roll(p),
                Phase::Buy { .. } => self.decline(p),
                Phase::TaxChoice { .. } => self.choose_tax(p, false),
                Phase::EndTurn { .. } => self.end_turn(p),
                // An auction runs on its own clock; nothing else is the player's to play.
                _ => return,
            };
            self.settle_debts();
            if done.is_err() {
                return;
            }
        }
    }
}
