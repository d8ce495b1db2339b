//! Where a token rests in the long run, computed rather than played: one token's rolls as a Markov chain, built
//! from the board's and the decks' fixtures and the preset's dice and jail rules, and solved for the share of rolls
//! after which the token rests on each space. It is the yardstick of `veropoly simulate`'s landing tables under the
//! two jail policies (`leave-jail`, `stay-in-jail`); the long-run tables published for the classic board are made
//! the same way.
//!
//! The chain counts what the simulation counts: after every roll that moves a token or tries to leave jail, once
//! the roll is fully resolved (a card's move and Go to Jail included), where the token rests, with the rolls after
//! which the player is held in jail apart. It is written from the rules, not from the engine: nothing here calls
//! the engine's game, only its reading of the fixtures.
//!
//! What the chain leaves out, and a game has, is the size of the difference between the two: a card is drawn here
//! from its whole deck with equal chance, where a game cycles a shuffled deck and keeps a jail card out of it
//! while a player holds it; a token here has always been rolling, where a game starts on Go and ends.

use std::collections::BTreeMap;
use veropoly_engine::data::{
    BoardData, CardEffectData, DeckData, LastFailedRoll, NearestKind, Rules, SpaceKindData, load,
};

/// What a player held in jail does, as the policies of the same names do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JailPlan {
    /// Leaves at the first turn in jail, by the card or the fine, then rolls as on any turn.
    Leave,
    /// Rolls for doubles on every jail turn the rules allow, and leaves as the rules say after the last.
    Stay,
}

impl JailPlan {
    /// The plan that a simulation policy follows in jail, where it follows one alone.
    pub fn of_policy(policy: &str) -> Option<JailPlan> {
        match policy {
            "leave-jail" => Some(JailPlan::Leave),
            "stay-in-jail" => Some(JailPlan::Stay),
            _ => None,
        }
    }
}

/// Where a roll's resolution leaves a token.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Rest {
    /// On this space; `ends_turn` where the space ends the turn even after doubles.
    Space {
        at: usize,
        ends_turn: bool,
    },
    Jail,
}

/// The chain of one token: states, and for each state the states one roll leads to, with their chances.
struct Chain {
    /// The space each free state stands on (its doubles so far are `state % limit`).
    spaces: usize,
    limit: usize,
    /// The free states, then one jail state for each jail turn.
    next: Vec<Vec<(usize, f64)>>,
}

impl Chain {
    fn free(&self, at: usize, doubles: usize) -> usize {
        at * self.limit + doubles
    }

    fn jailed(&self, turn: usize) -> usize {
        self.spaces * self.limit + turn
    }

    /// The space, or `spaces` for held in jail, that a state stands for.
    fn rest_of(&self, state: usize) -> usize {
        if state < self.spaces * self.limit {
            state / self.limit
        } else {
            self.spaces
        }
    }
}

/// The long-run share of rolls after which the token rests on each space of the board, in board order, then the
/// share after which the player is held in jail (as `simulate`'s table and CSV count them). The shares add up to 1.
pub fn rests(
    rules: &Rules,
    board: &BoardData,
    decks: &BTreeMap<String, DeckData>,
    plan: JailPlan,
) -> Result<Vec<f64>, String> {
    let chain = build(rules, board, decks, plan)?;
    let n = chain.next.len();
    // Power iteration from the uniform distribution, on the lazy chain (each step half a roll, half standing
    // still), which has the same stationary distribution and converges whatever the board's cycles.
    let mut p = vec![1.0 / n as f64; n];
    let mut q = vec![0.0; n];
    for _ in 0..100_000 {
        q.iter_mut().zip(&p).for_each(|(x, y)| *x = y / 2.0);
        for (s, outs) in chain.next.iter().enumerate() {
            for &(t, w) in outs {
                q[t] += p[s] * w / 2.0;
            }
        }
        let change: f64 = p.iter().zip(&q).map(|(a, b)| (a - b).abs()).sum();
        std::mem::swap(&mut p, &mut q);
        if change < 1e-15 {
            let mut out = vec![0.0; chain.spaces + 1];
            for (s, x) in p.iter().enumerate() {
                out[chain.rest_of(s)] += x;
            }
            return Ok(out);
        }
    }
    Err("the chain did not settle".into())
}

/// [`rests`] for a game's rules (a preset with its house rules merged, as `load::setup_with` gives them), on the
/// board and decks they name.
pub fn rests_for(rules: &Rules, plan: JailPlan) -> Result<Vec<f64>, String> {
    rests(rules, &load::board(&rules.board)?, &decks_of(rules)?, plan)
}

/// The decks the rules name, by the slot the board's card spaces name.
fn decks_of(rules: &Rules) -> Result<BTreeMap<String, DeckData>, String> {
    rules
        .decks
        .iter()
        .map(|(slot, id)| Ok((slot.clone(), load::deck(id)?)))
        .collect()
}

fn build(
    rules: &Rules,
    board: &BoardData,
    decks: &BTreeMap<String, DeckData>,
    plan: JailPlan,
) -> Result<Chain, String> {
    let spaces = board.spaces.len();
    let jail_at = board
        .spaces
        .iter()
        .position(|s| s.kind == SpaceKindData::Jail)
        .ok_or("the board has no jail")?;
    let j = rules.jail;
    if plan == JailPlan::Leave && j.pay_before_roll_turns == Some(0) {
        return Err("the fine cannot be paid before rolling, so nobody leaves jail at once".into());
    }
    // `after_paying` does not change the chain: whether the freed player rolls in the same turn or the next, the
    // next roll is made from the jail space with no doubles thrown before it.
    let limit = if rules.doubles.roll_again {
        rules.doubles.limit.max(1) as usize
    } else {
        1
    };
    let jail_turns = match plan {
        JailPlan::Leave => 1,
        JailPlan::Stay => j.max_turns.max(1) as usize,
    };
    let mut chain = Chain {
        spaces,
        limit,
        next: Vec::new(),
    };
    let landing = Landing {
        board,
        decks,
        ends_turn_on_vacation: rules.vacation.is_some_and(|v| v.ends_turn),
    };
    let dice: Vec<(usize, bool)> = (1..=6)
        .flat_map(|a| (1..=6).map(move |b| (a + b, a == b)))
        .collect();
    let mut next = Vec::with_capacity(spaces * limit + jail_turns);
    // A free token on `at` with `thrown` doubles thrown this turn.
    for at in 0..spaces {
        for thrown in 0..limit {
            let mut outs = Vec::new();
            for &(sum, double) in &dice {
                if rules.doubles.roll_again && double && thrown + 1 >= limit {
                    outs.push((chain.jailed(0), 1.0 / 36.0));
                    continue;
                }
                let again = rules.doubles.roll_again && double;
                for (rest, w) in landing.resolve((at + sum) % spaces, 0)? {
                    let to = match rest {
                        Rest::Jail => chain.jailed(0),
                        Rest::Space { at, ends_turn } => {
                            chain.free(at, if again && !ends_turn { thrown + 1 } else { 0 })
                        }
                    };
                    outs.push((to, w / 36.0));
                }
            }
            next.push(outs);
        }
    }
    // Held in jail, on the jail turn `turn` (the first is 0).
    for turn in 0..jail_turns {
        let mut outs = Vec::new();
        match plan {
            // The fine or the card, then a roll like any first roll of a turn, from the jail space.
            JailPlan::Leave => outs.clone_from(&next[chain.free(jail_at, 0)]),
            JailPlan::Stay => {
                for &(sum, double) in &dice {
                    if !double && turn + 1 < jail_turns {
                        outs.push((chain.jailed(turn + 1), 1.0 / 36.0));
                        continue;
                    }
                    // Released after the last failed roll: free on the jail space, to move at the next turn.
                    if !double && j.on_last_failed_roll == LastFailedRoll::ReleasedNextTurn {
                        outs.push((chain.free(jail_at, 0), 1.0 / 36.0));
                        continue;
                    }
                    // Doubles move the player out; after the last failed roll the fine is paid and the player
                    // moves by it. Only doubles that may be rolled again count as the turn's first doubles.
                    let again = double && rules.doubles.roll_again && !j.doubles_move_no_reroll;
                    for (rest, w) in landing.resolve((jail_at + sum) % spaces, 0)? {
                        let to = match rest {
                            Rest::Jail => chain.jailed(0),
                            Rest::Space { at, ends_turn } => {
                                chain.free(at, usize::from(again && !ends_turn))
                            }
                        };
                        outs.push((to, w / 36.0));
                    }
                }
            }
        }
        next.push(outs);
    }
    chain.next = next;
    Ok(chain)
}

/// What landing on a space does to a token: the board's Go to Jail, its card spaces and the moves their cards make.
struct Landing<'a> {
    board: &'a BoardData,
    decks: &'a BTreeMap<String, DeckData>,
    ends_turn_on_vacation: bool,
}

impl Landing<'_> {
    /// Where a token that lands on `at` comes to rest, with the chance of each.
    fn resolve(&self, at: usize, depth: u8) -> Result<Vec<(Rest, f64)>, String> {
        if depth > 8 {
            return Err("cards send a token from card to card without end".into());
        }
        let space = &self.board.spaces[at];
        Ok(match space.kind {
            SpaceKindData::GoToJail => vec![(Rest::Jail, 1.0)],
            SpaceKindData::Vacation => vec![(
                Rest::Space {
                    at,
                    ends_turn: self.ends_turn_on_vacation,
                },
                1.0,
            )],
            SpaceKindData::Card => {
                let slot = space.deck.as_deref().unwrap_or_default();
                let deck = self
                    .decks
                    .get(slot)
                    .ok_or_else(|| format!("no deck for the card space {}", space.id))?;
                let share = 1.0 / deck.cards.len().max(1) as f64;
                let mut out = Vec::new();
                for card in &deck.cards {
                    for (rest, w) in self.card(at, &card.effect, depth)? {
                        out.push((rest, w * share));
                    }
                }
                out
            }
            _ => vec![(
                Rest::Space {
                    at,
                    ends_turn: false,
                },
                1.0,
            )],
        })
    }

    /// Where a card drawn on `at` leaves the token.
    fn card(
        &self,
        at: usize,
        effect: &CardEffectData,
        depth: u8,
    ) -> Result<Vec<(Rest, f64)>, String> {
        let n = self.board.spaces.len();
        match effect {
            CardEffectData::GoToJail {} => Ok(vec![(Rest::Jail, 1.0)]),
            CardEffectData::AdvanceTo { space } => {
                let to = self
                    .board
                    .spaces
                    .iter()
                    .position(|s| &s.id == space)
                    .ok_or_else(|| format!("a card names no space of the board: {space}"))?;
                self.resolve(to, depth + 1)
            }
            CardEffectData::AdvanceToNearest { kind, .. } => {
                let want = match kind {
                    NearestKind::Station => SpaceKindData::Station,
                    NearestKind::Utility => SpaceKindData::Utility,
                };
                let to = (1..=n)
                    .map(|k| (at + k) % n)
                    .find(|&i| self.board.spaces[i].kind == want)
                    .ok_or("a card sends to a kind of space the board lacks")?;
                self.resolve(to, depth + 1)
            }
            CardEffectData::MoveBack { spaces } => {
                self.resolve((at + n - *spaces as usize % n) % n, depth + 1)
            }
            _ => Ok(vec![(
                Rest::Space {
                    at,
                    ends_turn: false,
                },
                1.0,
            )]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The classic preset's rules, with `change` made to the preset first.
    fn classic_rules(change: impl FnOnce(&mut serde_json::Value)) -> Rules {
        let mut value = load::preset_value("classic").unwrap();
        change(&mut value);
        load::rules(value).unwrap()
    }

    fn classic(plan: JailPlan) -> Vec<f64> {
        rests_for(&classic_rules(|_| {}), plan).unwrap()
    }

    /// The classic board with its card spaces and Go to Jail made plain spaces.
    fn plain_board() -> BoardData {
        let mut board = load::board("classic").unwrap();
        for s in &mut board.spaces {
            if matches!(s.kind, SpaceKindData::Card | SpaceKindData::GoToJail) {
                s.kind = SpaceKindData::FreeParking;
            }
        }
        board
    }

    #[test]
    fn the_shares_add_up_and_nobody_rests_on_go_to_jail() {
        for plan in [JailPlan::Leave, JailPlan::Stay] {
            let r = classic(plan);
            assert_eq!(r.len(), 41);
            assert!((r.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{r:?}");
            assert!(r[30] < 1e-12, "Go to Jail: {}", r[30]);
        }
    }

    /// Staying in jail holds the player there for more rolls, and leaves the board's spaces fewer.
    #[test]
    fn staying_in_jail_is_held_longer() {
        let (leave, stay) = (classic(JailPlan::Leave), classic(JailPlan::Stay));
        assert!(stay[40] > 2.0 * leave[40], "{} {}", stay[40], leave[40]);
        assert!(stay[24] < leave[24]);
    }

    /// On a board of plain spaces, with no card, jail or doubles rule moving anyone, every space is as likely as
    /// another: what the chain adds to the dice comes from the rules alone.
    #[test]
    fn a_plain_board_is_even() {
        let rules = classic_rules(|v| v["doubles"]["roll_again"] = false.into());
        let r = rests(&rules, &plain_board(), &BTreeMap::new(), JailPlan::Leave).unwrap();
        for (i, x) in r[..40].iter().enumerate() {
            assert!((x - 0.025).abs() < 1e-12, "space {i}: {x}");
        }
        assert!(r[40] < 1e-12, "{}", r[40]);
    }

    /// Doubles alone, three in a row, are the one way to jail on a plain board: 1/216 of the turns, and a turn
    /// of three rolls ends there. The chain finds the share of rolls that follows, 1/216 over the rolls a turn
    /// takes (1 + 1/6 + 1/36, since a third double goes to jail at its roll).
    #[test]
    fn three_doubles_send_to_jail_as_often_as_the_dice_say() {
        let rules = classic_rules(|_| {});
        let r = rests(&rules, &plain_board(), &BTreeMap::new(), JailPlan::Leave).unwrap();
        let rolls_a_turn = 1.0 + 1.0 / 6.0 + 1.0 / 36.0;
        let want = (1.0 / 216.0) / rolls_a_turn;
        assert!((r[40] - want).abs() < 1e-12, "{} {want}", r[40]);
    }

    /// A player released without moving after the last failed roll rests on the jail space at that roll, where
    /// one who pays and moves rests elsewhere: the visitors' share of the jail space grows by those rolls.
    #[test]
    fn a_release_without_a_move_rests_on_the_jail_space() {
        let chain = |last: &str| {
            let rules = classic_rules(|v| v["jail"]["on_last_failed_roll"] = last.into());
            rests_for(&rules, JailPlan::Stay).unwrap()
        };
        let (moves, released) = (chain("pay_fine_and_move"), chain("released_next_turn"));
        // Held for three failed rolls, then one roll more at the jail space: (5/6)³ of the stays, each one roll.
        assert!(
            released[10] > moves[10] + 0.005,
            "{} {}",
            released[10],
            moves[10]
        );
        assert!((released.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }

    /// Where the fine may never be paid before rolling, nobody leaves jail at once: the chain of `leave-jail` is
    /// refused, and the one of `stay-in-jail` is made.
    #[test]
    fn leaving_at_once_needs_a_fine_paid_before_rolling() {
        let rules = classic_rules(|v| v["jail"]["pay_before_roll_turns"] = 0.into());
        let e = rests_for(&rules, JailPlan::Leave).unwrap_err();
        assert!(e.contains("before rolling"), "{e}");
        assert!(rests_for(&rules, JailPlan::Stay).is_ok());
    }

    #[test]
    fn the_policies_with_a_jail_plan() {
        assert_eq!(JailPlan::of_policy("leave-jail"), Some(JailPlan::Leave));
        assert_eq!(JailPlan::of_policy("stay-in-jail"), Some(JailPlan::Stay));
        assert_eq!(JailPlan::of_policy("buy-all"), None);
    }
}
