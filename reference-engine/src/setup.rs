//! Test set-up and injected chance: arranging a game directly, as a scenario's fixture. Nothing here is a move,
//! and no money moves through the bank. Each operation is checked whole before it changes anything.

use crate::core::{Party, Reason, RuleError};
use crate::game::{Debt, Game, Phase};

/// One arrangement of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupOp {
    Place {
        player: u8,
        space: u8,
    },
    Cash {
        player: u8,
        amount: i64,
    },
    /// Ownership of a property: `None` returns it to the bank.
    Owner {
        prop: u8,
        owner: Option<u8>,
    },
    Buildings {
        prop: u8,
        houses: u8,
        hotel: bool,
    },
    Mortgaged {
        prop: u8,
        mortgaged: bool,
    },
    /// `Some(failed rolls)` puts the player in jail.
    Jail {
        player: u8,
        failed_rolls: Option<u8>,
    },
    /// Gives the player a jail card from the deck of `slot`.
    JailCard {
        player: u8,
        slot: u8,
    },
    BankStock {
        houses: u32,
        hotels: u32,
    },
    /// The next roll is `player`'s, at the start of their turn.
    Turn {
        player: u8,
    },
    Banker {
        player: u8,
    },
    Debt {
        debtor: u8,
        creditor: Party,
        amount: i64,
    },
    /// Forced dice, appended to the queue.
    Dice {
        dice: [u8; 2],
    },
    /// The card with index `card` of the deck of `slot` goes to the top of its pile.
    DeckTop {
        slot: u8,
        card: u16,
    },
    /// The whole order of the pile of `slot`, top first (must name every card not held by a player once).
    DeckOrder {
        slot: u8,
        cards: Vec<u16>,
    },
    AdvanceClock {
        ms: u64,
    },
    /// The jackpot pot (Free Parking or Vacation), where a variant has one.
    Pot {
        amount: i64,
    },
}

impl Game {
    /// Applies one set-up operation, or refuses it with the game unchanged.
    pub fn setup(&mut self, op: SetupOp) -> Result<(), RuleError> {
        let n = self.players.len() as u8;
        let player = |p: u8| {
            if p < n {
                Ok(())
            } else {
                Err(RuleError::from(Reason::NoSuchPlayer))
            }
        };
        let bad = || Err(RuleError::from(Reason::InvalidSetup));
        match op {
            SetupOp::Place { player: p, space } => {
                player(p)?;
                if space >= self.board.len() {
                    return bad();
                }
                self.players[p as usize].pos = space;
            }
            SetupOp::Cash { player: p, amount } => {
                player(p)?;
                self.players[p as usize].cash = amount;
            }
            SetupOp::Owner { prop, owner } => {
                self.prop(prop)?;
                if let Some(o) = owner {
                    player(o)?;
                }
                if owner.is_none() {
                    // Back to the bank: its buildings return to the bank's stock.
                    let old = self.props[prop as usize];
                    self.bank_houses += old.houses as u32;
                    self.bank_hotels += old.hotel as u32;
                    self.props[prop as usize] = Default::default();
                    self.deeds += 1;
                }
                self.props[prop as usize].owner = owner;
                self.deeds += 1;
            }
            SetupOp::Buildings {
                prop,
                houses,
                hotel,
            } => {
                self.prop(prop)?;
                let per_hotel = self.rules.buildings.houses_per_hotel;
                let info = &self.board.props[prop as usize];
                if info.kind != crate::board::PropKind::Street
                    || houses > per_hotel
                    || (hotel && houses > 0)
                {
                    return bad();
                }
                let old = self.props[prop as usize];
                let houses_free = self.bank_houses + old.houses as u32;
                let hotels_free = self.bank_hotels + old.hotel as u32;
                if houses as u32 > houses_free || hotel as u32 > hotels_free {
                    return Err(Reason::NoBuildingsLeft.into());
                }
                self.bank_houses = houses_free - houses as u32;
                self.bank_hotels = hotels_free - hotel as u32;
                let s = &mut self.props[prop as usize];
                s.houses = houses;
                s.hotel = hotel;
                self.deeds += 1;
            }
            SetupOp::Mortgaged { prop, mortgaged } => {
                self.prop(prop)?;
                self.props[prop as usize].mortgaged = mortgaged;
                self.deeds += 1;
            }
            SetupOp::Jail {
                player: p,
                failed_rolls,
            } => {
                player(p)?;
                if failed_rolls.is_some() {
                    self.players[p as usize].pos = self.board.jail;
                }
                self.players[p as usize].jail = failed_rolls;
            }
            SetupOp::JailCard { player: p, slot } => {
                player(p)?;
                let Some(&d) = self.slot_deck.get(slot as usize) else {
                    return bad();
                };
                let deck = &self.decks[d as usize];
                let Some(card) = self.piles[d as usize]
                    .iter()
                    .position(|&c| deck.cards[c as usize].effect == crate::board::Effect::JailFree)
                else {
                    return Err(Reason::UnknownCard.into());
                };
                let c = self.piles[d as usize].remove(card).unwrap_or_default();
                self.players[p as usize].jail_cards.push((d, c));
            }
            SetupOp::BankStock { houses, hotels } => {
                // A stock without a limit has no count to set.
                if self.rules.buildings.houses.is_none() || self.rules.buildings.hotels.is_none() {
                    return Err(Reason::NotAllowedInVariant.into());
                }
                self.bank_houses = houses;
                self.bank_hotels = hotels;
            }
            SetupOp::Turn { player: p } => {
                player(p)?;
                if !matches!(self.phase, Phase::Roll { .. } | Phase::EndTurn { .. }) {
                    return bad();
                }
                self.current = p;
                self.turn_open = false;
                self.again = false;
                self.doubles = 0;
                self.claims.clear();
                self.phase = Phase::Roll { player: p };
            }
            SetupOp::Banker { player: p } => {
                player(p)?;
                if self.rules.banker == crate::data::BankerRule::None {
                    return Err(Reason::NotAllowedInVariant.into());
                }
                self.banker = p;
            }
            SetupOp::Debt {
                debtor,
                creditor,
                amount,
            } => {
                player(debtor)?;
                if let Party::Player(c) = creditor {
                    player(c)?;
                }
                if amount <= 0 {
                    return bad();
                }
                // Below $0, a debtor's cash is always minus what they owe.
                if self.rules.debt.negative_cash {
                    self.players[debtor as usize].cash -= amount;
                } else if self.faults.cash_below_zero {
                    // Paid in full, below $0 (a fault): the money has moved.
                    self.transfer(Party::Player(debtor), creditor, amount);
                }
                self.debts.push(Debt {
                    debtor,
                    creditor,
                    amount,
                });
            }
            SetupOp::Dice { dice } => {
                if !dice.iter().all(|d| (1..=6).contains(d)) {
                    return Err(Reason::InvalidDice.into());
                }
                self.forced_dice.push_back(dice);
            }
            SetupOp::DeckTop { slot, card } => {
                let Some(&d) = self.slot_deck.get(slot as usize) else {
                    return bad();
                };
                let pile = &mut self.piles[d as usize];
                let Some(i) = pile.iter().position(|&c| c == card) else {
                    return Err(Reason::UnknownCard.into());
                };
                // A card already on top leaves the pile as it lies: nothing changes, the deck's cycle included.
                if i > 0 {
                    let c = pile.remove(i).unwrap_or(card);
                    pile.push_front(c);
                    self.restart_cycle(d);
                }
            }
            SetupOp::DeckOrder { slot, cards } => {
                let Some(&d) = self.slot_deck.get(slot as usize) else {
                    return bad();
                };
                let mut want: Vec<u16> = self.piles[d as usize].iter().copied().collect();
                let mut got = cards.clone();
                want.sort_unstable();
                got.sort_unstable();
                if want != got {
                    return Err(Reason::UnknownCard.into());
                }
                // The pile as it already lies changes nothing, the deck's cycle included.
                if !self.piles[d as usize].iter().eq(cards.iter()) {
                    self.piles[d as usize] = cards.into_iter().collect();
                    self.restart_cycle(d);
                }
            }
            SetupOp::Pot { amount } => {
                if amount < 0 {
                    return bad();
                }
                self.pot = amount;
            }
            SetupOp::AdvanceClock { ms } => {
                let spender = self.spend_time(ms);
                self.clock_ms = self.clock_ms.saturating_add(ms);
                self.clock_moved();
                if let Some(p) = spender {
                    self.play_for(p);
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::load;

    /// Stacking a pile as it already lies changes nothing, not even the deck's cycle (where a held jail card goes
    /// back, in a variant that returns it to its old place). `veropoly diff` stacks the card about to be drawn on
    /// the candidate only, once the reference has drawn it: a stacking that changed the cycle would make the
    /// reference differ from itself.
    #[test]
    fn stacking_a_pile_as_it_lies_changes_nothing() {
        for &variant in crate::protocol::SUPPORTED_VARIANTS {
            for seed in 0..8 {
                let mut g = load::game(variant, 3, seed, false).unwrap();
                for slot in 0..g.slot_deck.len() as u8 {
                    // A jail card held where the deck has one, so that the cycle holds a card the pile does not.
                    let _ = g.setup(SetupOp::JailCard { player: 1, slot });
                    let d = g.slot_deck[slot as usize] as usize;
                    let before = g.clone();
                    let card = g.piles[d][0];
                    g.setup(SetupOp::DeckTop { slot, card }).unwrap();
                    assert!(
                        g == before,
                        "{variant} seed {seed}: its top card put on top"
                    );
                    let cards: Vec<u16> = g.piles[d].iter().copied().collect();
                    g.setup(SetupOp::DeckOrder { slot, cards }).unwrap();
                    assert!(
                        g == before,
                        "{variant} seed {seed}: its pile stacked as it lies"
                    );
                }
            }
        }
    }
}
