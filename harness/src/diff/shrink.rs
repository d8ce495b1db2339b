//! Shrinking a game that shows a difference to a short one that still shows it: the game cut at the difference;
//! the table as it stood a few steps before, arranged by set-up instead of played to; fewer steps, fewer players,
//! fewer set-up operations and stacked cards. Every candidate script is replayed on both engines, and kept only if
//! the engines still differ in the same way (the same [`Kind`], first at the same place).

use super::exec::{ARRANGED_BREACH, Divergence, Halt, Kind, Pair, Script, Step};
use crate::steps::parse_action;
use crate::wire::Snapshot;
use crate::world::VeropolyWorld;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// How a shrink went.
pub struct Shrunk {
    pub script: Script,
    pub divergence: Divergence,
    /// Scripts replayed.
    pub replays: usize,
}

struct Shrinker<'a> {
    pair: &'a mut Pair,
    seed: u64,
    kind: Kind,
    best: Script,
    divergence: Divergence,
    replays: usize,
    budget: usize,
    /// The written scenario of the game found states its difference in `Then` steps: so must every game kept.
    stated: bool,
}

impl Shrinker<'_> {
    /// Replays `script`; keeps it when the engines still differ in the same way: the same kind of difference and,
    /// where the snapshots or the events differ, first at the same place (the same key, whatever the indices). A
    /// change that moves the game (other dice, a step or a player fewer) could otherwise trade the difference found
    /// for another one of the same kind, and the scenario would not state the difference the report names first.
    async fn try_keep(&mut self, script: Script) -> Result<bool, String> {
        if self.replays >= self.budget || script == self.best {
            return Ok(false);
        }
        self.replays += 1;
        let mut script = script;
        let outcome = match self.pair.replay(&mut script, self.seed).await {
            Ok(o) => o,
            // A set-up the reference refuses: not a game at all.
            Err(e) if e.starts_with("the reference engine refused") => return Ok(false),
            // A table arranged by set-up on which the reference then breaks an invariant: the arrangement, not
            // the game played to it, is at fault. (A breach before a room's set-up step is the reference's.)
            Err(e) if e.starts_with(ARRANGED_BREACH) => return Ok(false),
            Err(e) => return Err(e),
        };
        match outcome {
            Some(Halt::Diverged(d)) if d.kind == self.kind && d.place == self.divergence.place => {
                // The steps after the difference are no longer needed.
                if let Some(at) = d.at {
                    script.steps.truncate(at + 1);
                }
                // A game whose difference no step of the library states (the bank's intake at the start, say,
                // once a deal is dropped) would be written as a scenario that passes on both engines.
                if self.stated && super::write::facts(&self.pair.reference, &script, &d).is_empty()
                {
                    return Ok(false);
                }
                self.best = script;
                self.divergence = *d;
                Ok(true)
            }
            _ => Ok(false),
        }
    }
}

/// The set-up operations that arrange a fresh game (as `a game with …` creates it, whose first state is
/// `start`) into the table `s`, with the turn at `s`'s roller: `None` where the set-up cannot say it (a decision,
/// an auction, a debt or an offer pending, a player out, doubles rolled, a held jail card of an unknown deck).
pub fn setup_of(
    start: &Snapshot,
    s: &Snapshot,
    jail_cards: &BTreeMap<String, Vec<String>>,
) -> Option<(Vec<Value>, u32)> {
    let roll_phase =
        s.turn.phase == "roll" && s.turn.doubles == 0 && s.turn.opening_to_roll.is_empty();
    let quiet = s.pending.purchase.is_none()
        && s.pending.auction.is_none()
        && s.pending.debts.is_empty()
        && s.pending.trades.is_empty()
        && s.pending.rent_claims.is_empty();
    if !roll_phase
        || !quiet
        || s.game_over.is_some()
        || s.players.iter().any(|p| p.bankrupt || p.skip_turns > 0)
    {
        return None;
    }
    let mut ops = Vec::new();
    for (p, p0) in s.players.iter().zip(&start.players) {
        if p.cash != p0.cash {
            ops.push(json!({"op": "cash", "player": p.id, "amount": p.cash}));
        }
        if p.in_jail {
            ops.push(json!({"op": "jail", "player": p.id, "in_jail": true, "failed_rolls": p.failed_rolls}));
        } else if p.position != p0.position {
            ops.push(json!({"op": "place", "player": p.id, "space": p.space}));
        }
    }
    // Held jail cards: each deck's jail cards missing from its pile, given out in seating order.
    let mut missing: Vec<String> = Vec::new();
    for (slot, cards) in jail_cards {
        let pile = s.decks.get(slot)?;
        missing.extend(
            cards
                .iter()
                .filter(|c| !pile.contains(c))
                .map(|_| slot.clone()),
        );
    }
    let held: u32 = s.players.iter().map(|p| p.jail_cards).sum();
    if held as usize != missing.len() {
        return None;
    }
    let mut slots = missing.into_iter();
    for p in &s.players {
        for _ in 0..p.jail_cards {
            ops.push(json!({"op": "jail_card", "player": p.id, "deck": slots.next()?}));
        }
    }
    for p in &s.properties {
        if let Some(owner) = &p.owner {
            ops.push(json!({"op": "give", "property": p.id, "player": owner}));
        }
        if p.mortgaged {
            ops.push(json!({"op": "mortgaged", "property": p.id, "mortgaged": true}));
        }
        if p.hotel || p.houses > 0 {
            ops.push(
                json!({"op": "buildings", "property": p.id, "houses": p.houses, "hotel": p.hotel}),
            );
        }
    }
    // The bank's stock, where it is not what the buildings on the board leave.
    let placed = |hotel: bool| -> u32 {
        s.properties
            .iter()
            .map(|p| {
                if hotel {
                    u32::from(p.hotel)
                } else if p.hotel {
                    0
                } else {
                    p.houses
                }
            })
            .sum()
    };
    if let (Some(h0), Some(t0), Some(h), Some(t)) = (
        start.bank.houses,
        start.bank.hotels,
        s.bank.houses,
        s.bank.hotels,
    ) && (h0.checked_sub(placed(false)) != Some(h) || t0.checked_sub(placed(true)) != Some(t))
    {
        ops.push(json!({"op": "bank_stock", "houses": h, "hotels": t}));
    }
    if s.pot != start.pot {
        ops.push(json!({"op": "pot", "amount": s.pot}));
    }
    if s.banker != start.banker
        && let Some(b) = &s.banker
    {
        ops.push(json!({"op": "banker", "player": b}));
    }
    if s.turn.to_act != start.turn.to_act || !ops.is_empty() {
        ops.push(json!({"op": "turn", "player": s.turn.to_act.clone()?}));
    }
    let minutes = u32::try_from(s.clock_ms / 60_000).ok()?;
    if !s.clock_ms.is_multiple_of(60_000) {
        return None;
    }
    Some((ops, minutes))
}

/// Removes the items of one of the script's lists (`len` long, `remove` takes item `i` out) one at a time, keeping
/// each removal after which the engines still differ in the same way.
async fn drop_each(
    s: &mut Shrinker<'_>,
    len: impl Fn(&Script) -> usize,
    remove: impl Fn(&mut Script, usize),
) -> Result<(), String> {
    let mut i = 0;
    while i < len(&s.best) {
        let mut c = s.best.clone();
        remove(&mut c, i);
        if !s.try_keep(c).await? {
            i += 1;
        }
    }
    Ok(())
}

/// Where step `i` is a roll and the next the same player's purchase or refusal of the deed it landed on, the other
/// dice that roll could show, as many doubles as before (none or a pair), the totals nearest to it first: each
/// lands elsewhere, where the decision may not be needed. Empty otherwise. The steps are read as the step library
/// reads them (`w`: the reference's world).
fn other_dice(w: &VeropolyWorld, steps: &[Step], i: usize) -> Vec<[u8; 2]> {
    let (
        Some(Step::Act {
            actor,
            phrase: roll,
            ..
        }),
        Some(Step::Act {
            actor: decider,
            phrase: decision,
            tries: false,
            ..
        }),
    ) = (steps.get(i), steps.get(i + 1))
    else {
        return Vec::new();
    };
    let decides =
        parse_action(w, decision).is_ok_and(|(_, a)| a["type"] == "buy" || a["type"] == "decline");
    let Ok((Some([a, b]), _)) = parse_action(w, roll) else {
        return Vec::new();
    };
    if actor != decider || !decides {
        return Vec::new();
    }
    let total = i32::from(a + b);
    let mut out: Vec<[u8; 2]> = if a == b {
        (1..=6).filter(|&k| k != a).map(|k| [k, k]).collect()
    } else {
        // One pair for each other total from 3 to 11, never a double.
        (3..=11u8)
            .filter(|&t| i32::from(t) != total)
            .map(|t| if t <= 7 { [1, t - 1] } else { [t - 6, 6] })
            .collect()
    };
    out.sort_by_key(|d| (i32::from(d[0] + d[1]) - total).abs());
    out
}

/// Whether a set-up operation or a step names this player (by id or by name).
fn names_player(v: &Value, id: &str) -> bool {
    ["player", "debtor", "creditor"]
        .iter()
        .any(|k| v[k].as_str() == Some(id))
}

/// Whether a step is one of a room's: the host's settings or the start.
fn room_step(step: &Step) -> bool {
    matches!(step, Step::Act { phrase, .. } if super::choose::room_phrase(phrase))
}

fn step_names(step: &Step, name: &str) -> bool {
    match step {
        Step::Act { actor, phrase, .. } => {
            actor == name
                || phrase
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|w| w == name)
        }
        Step::Clock { .. } | Step::Setup { .. } => false,
    }
}

/// What the shrinking knows of the game besides its script: `before[i]` is the reference's snapshot before step
/// `i` (`before[0]` the game's first state), `jail_cards` each deck's jail cards, and the variant's fewest players.
pub struct Known<'a> {
    pub before: &'a [Snapshot],
    pub jail_cards: &'a BTreeMap<String, Vec<String>>,
    pub min_players: usize,
}

/// The room's game arranged by set-up a few steps before the difference, the nearest point first: the host's
/// settings and start as played, then a set-up step that arranges the table as it stood (measured from the game
/// just started, as the host's settings made it), then the steps from there on.
async fn arrange_room(
    s: &mut Shrinker<'_>,
    before: &[Snapshot],
    jail_cards: &BTreeMap<String, Vec<String>>,
) -> Result<(), String> {
    let Some(at) = s.divergence.at else {
        return Ok(());
    };
    let Some(k) = s.best.steps.iter().position(
        |st| matches!(st, Step::Act { phrase, tries: false, .. } if phrase == "starts the game"),
    ) else {
        return Ok(());
    };
    let Some(started) = before.get(k + 1) else {
        return Ok(());
    };
    let mut tried = 0;
    for j in (k + 2..=at.min(before.len().saturating_sub(1))).rev() {
        let Some((ops, minutes)) = setup_of(started, &before[j], jail_cards) else {
            continue;
        };
        let mut steps = s.best.steps[..=k].to_vec();
        let decks = if s.pair.stack_order {
            before[j].decks.clone()
        } else {
            BTreeMap::new()
        };
        if !ops.is_empty() || !decks.is_empty() {
            steps.push(Step::Setup { decks, ops });
        }
        let minutes = minutes.saturating_sub(u32::try_from(started.clock_ms / 60_000).unwrap_or(0));
        if minutes > 0 {
            steps.push(Step::Clock {
                minutes,
                dice: Vec::new(),
            });
        }
        steps.extend(s.best.steps[j..].iter().cloned());
        let candidate = Script {
            steps,
            ..s.best.clone()
        };
        if s.try_keep(candidate).await? {
            break;
        }
        tried += 1;
        if tried >= 12 {
            break;
        }
    }
    Ok(())
}

/// Shrinks a game whose last step shows `first`. `before[i]` is the reference's snapshot before step `i`, and
/// `before[0]` the game's first state.
pub async fn shrink(
    pair: &mut Pair,
    seed: u64,
    script: Script,
    first: Divergence,
    known: Known<'_>,
    budget: usize,
) -> Result<Shrunk, String> {
    let Known {
        before,
        jail_cards,
        min_players,
    } = known;
    let kind = first.kind;
    // The engines still hold the game found.
    let stated = !super::write::facts(&pair.reference, &script, &first).is_empty();
    let mut s = Shrinker {
        pair,
        seed,
        kind,
        best: script,
        divergence: first,
        replays: 0,
        budget,
        stated,
    };
    // The table a few steps before the difference, arranged by set-up: the nearest such point first. A room's
    // table is arranged once its host has started it, from the game as it then stood.
    if s.best.room {
        arrange_room(&mut s, before, jail_cards).await?;
    } else if let (Some(at), Some(start)) = (s.divergence.at, before.first()) {
        let mut tried = 0;
        for j in (1..=at.min(before.len().saturating_sub(1))).rev() {
            let Some((ops, minutes)) = setup_of(start, &before[j], jail_cards) else {
                continue;
            };
            let mut steps = Vec::new();
            if minutes > 0 {
                steps.push(Step::Clock {
                    minutes,
                    dice: Vec::new(),
                });
            }
            steps.extend(s.best.steps[j..].iter().cloned());
            let decks = before[j].decks.clone();
            let candidate = Script {
                players: s.best.players.clone(),
                teams: s.best.teams.clone(),
                deal: s.best.deal.clone(),
                room: false,
                house_rules: s.best.house_rules.clone(),
                decks: if s.pair.stack_order {
                    decks
                } else {
                    BTreeMap::new()
                },
                setup: ops,
                steps,
            };
            if s.try_keep(candidate).await? {
                break;
            }
            tried += 1;
            if tried >= 12 {
                break;
            }
        }
    }
    loop {
        let before_round = s.best.clone();
        // Fewer steps: halves, quarters, … down to single steps.
        let mut chunk = (s.best.steps.len() / 2).max(1);
        loop {
            let mut i = 0;
            while i < s.best.steps.len() {
                let mut c = s.best.clone();
                let end = (i + chunk).min(c.steps.len());
                c.steps.drain(i..end);
                if c.steps.is_empty() || !s.try_keep(c).await? {
                    i += chunk;
                }
            }
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
        // No teams: the same players, each for themselves.
        if !s.best.teams.is_empty() {
            let mut c = s.best.clone();
            c.teams.clear();
            s.try_keep(c).await?;
        }
        // No room: a plain game, without the host's settings and start.
        if s.best.room {
            let mut c = s.best.clone();
            c.room = false;
            c.steps.retain(|st| !room_step(st));
            s.try_keep(c).await?;
        }
        // Fewer house rules: each switch left at the preset's setting in turn.
        drop_each(
            &mut s,
            |c| c.house_rules.len(),
            |c, i| {
                c.house_rules.remove(i);
            },
        )
        .await?;
        // No deal: every deed with the bank at the start, as in a game whose deal is undone.
        if !s.best.deal.is_empty() {
            let mut c = s.best.clone();
            c.deal.clear();
            s.try_keep(c).await?;
        }
        // Fewer players: the last seated first.
        for k in (0..s.best.players.len()).rev() {
            if s.best.players.len() <= min_players || k >= s.best.players.len() {
                continue;
            }
            let name = s.best.players[k].clone();
            let id = name.to_lowercase();
            let mut c = s.best.clone();
            c.players.remove(k);
            if !c.deal.is_empty() {
                // The deeds dealt to the player who leaves go back to the bank with them.
                c.deal.remove(k);
            }
            if !c.teams.is_empty() {
                c.teams.remove(k);
                // One side left is no team game.
                if c.teams.iter().all(|&t| t == c.teams[0]) {
                    c.teams.clear();
                }
            }
            c.steps.retain(|st| !step_names(st, &name));
            c.setup.retain(|op| !names_player(op, &id));
            for st in c.steps.iter_mut() {
                if let Step::Setup { ops, .. } = st {
                    ops.retain(|op| !names_player(op, &id));
                }
            }
            s.try_keep(c).await?;
        }
        // Fewer set-up operations, stacked decks and cards put on top.
        drop_each(
            &mut s,
            |c| c.setup.len(),
            |c, i| {
                c.setup.remove(i);
            },
        )
        .await?;
        // … and those of a set-up step, and the decks it stacks.
        for k in 0..s.best.steps.len() {
            drop_each(
                &mut s,
                |c| match c.steps.get(k) {
                    Some(Step::Setup { ops, .. }) => ops.len(),
                    _ => 0,
                },
                |c, i| {
                    if let Some(Step::Setup { ops, .. }) = c.steps.get_mut(k) {
                        ops.remove(i);
                    }
                },
            )
            .await?;
            let slots: Vec<String> = match s.best.steps.get(k) {
                Some(Step::Setup { decks, .. }) => decks.keys().cloned().collect(),
                _ => Vec::new(),
            };
            for slot in slots {
                let mut c = s.best.clone();
                if let Some(Step::Setup { decks, .. }) = c.steps.get_mut(k) {
                    decks.remove(&slot);
                }
                s.try_keep(c).await?;
            }
        }
        for slot in s.best.decks.keys().cloned().collect::<Vec<_>>() {
            let mut c = s.best.clone();
            c.decks.remove(&slot);
            s.try_keep(c).await?;
        }
        for i in 0..s.best.steps.len() {
            // A shorter game kept on the way may have cut the steps.
            let n = match s.best.steps.get(i) {
                Some(Step::Act { tops, .. }) => tops.len(),
                _ => 0,
            };
            for t in (0..n).rev() {
                let mut c = s.best.clone();
                if let Some(Step::Act { tops, .. }) = c.steps.get_mut(i) {
                    tops.remove(t);
                }
                s.try_keep(c).await?;
            }
        }
        // Last, a purchase decided only because a roll landed on a deed for sale: the roll made to land elsewhere,
        // the decision dropped (after the rest, which may make the decision go by itself).
        let mut i = 0;
        while i + 1 < s.best.steps.len() {
            for dice in other_dice(&s.pair.reference, &s.best.steps, i) {
                let mut c = s.best.clone();
                if let Step::Act { phrase, tops, .. } = &mut c.steps[i] {
                    *phrase = format!("rolls {} and {}", dice[0], dice[1]);
                    tops.clear();
                }
                c.steps.remove(i + 1);
                if s.try_keep(c).await? {
                    break;
                }
            }
            i += 1;
        }
        if s.best == before_round || s.replays >= s.budget {
            break;
        }
    }
    // Played once more, so that the engines' states are the shrunk game's.
    let mut best = s.best.clone();
    let replays = s.replays;
    let divergence = match s.pair.replay(&mut best, seed).await? {
        Some(Halt::Diverged(d)) => *d,
        _ => s.divergence,
    };
    Ok(Shrunk {
        script: best,
        divergence,
        replays,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(actor: &str, phrase: &str, tries: bool) -> Step {
        Step::Act {
            actor: actor.into(),
            phrase: phrase.into(),
            tries,
            tops: Vec::new(),
        }
    }

    #[test]
    fn a_roll_before_its_purchase_may_show_other_dice_as_many_doubles_as_before() {
        let steps = [
            act("Ann", "rolls 2 and 6", false),
            act("Ann", "buys it", false),
        ];
        let dice = other_dice(&VeropolyWorld::default(), &steps, 0);
        assert_eq!(dice.len(), 8, "one for each other total: {dice:?}");
        assert!(dice.iter().all(|d| d[0] != d[1] && d[0] + d[1] != 8));
        assert!(
            dice.iter()
                .all(|d| (1..=6).contains(&d[0]) && (1..=6).contains(&d[1]))
        );
        let totals: Vec<u8> = dice.iter().map(|d| d[0] + d[1]).collect();
        assert_eq!(&totals[..2], &[7, 9], "the nearest first: {totals:?}");
        let steps = [
            act("Bob", "rolls 4 and 4", false),
            act("Bob", "declines to buy it", false),
        ];
        let dice = other_dice(&VeropolyWorld::default(), &steps, 0);
        assert_eq!(dice, vec![[3, 3], [5, 5], [2, 2], [6, 6], [1, 1]]);
    }

    #[test]
    fn only_a_roll_followed_by_the_same_players_decision_is_tried() {
        let cases: [[Step; 2]; 4] = [
            [
                act("Ann", "rolls 2 and 6", false),
                act("Bob", "buys it", false),
            ],
            [
                act("Ann", "rolls 2 and 6", false),
                act("Ann", "ends their turn", false),
            ],
            [
                act("Ann", "rolls 2 and 6", false),
                act("Ann", "buys it", true),
            ],
            [
                act("Ann", "pays the fine", false),
                act("Ann", "buys it", false),
            ],
        ];
        for steps in &cases {
            assert!(
                other_dice(&VeropolyWorld::default(), steps, 0).is_empty(),
                "{steps:?}"
            );
        }
        assert!(other_dice(&VeropolyWorld::default(), &cases[0][..1], 0).is_empty());
    }
}
