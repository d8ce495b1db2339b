//! A game as a script of plain-English steps, and its play on two engines in lockstep: the same game, the same
//! set-up, the same dice and cards, the same actions, and the answers and snapshots compared after every step.
//!
//! Each engine is driven by a [`VeropolyWorld`], through the step library's own code (`do_action`, the world's
//! `new_game` and `setup`): a step plays in the diff exactly as it plays in the scenario written from it.
//!
//! After every step, both snapshots are also held to the game's invariants ([`super::invariants`]), against the
//! reference's snapshot at the game's start (taken again after each of a room's settings and its start, and after
//! a set-up step): a reference that breaks one stops the run, a candidate that breaks one differs, and the
//! difference names the invariant.

use super::invariants::{Baseline, Rules};
use crate::steps::do_action;
use crate::world::{Context, Fail, Outcome, VeropolyWorld};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::Arc;

/// One step of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A player's action, as the step library reads it (`rolls 3 and 4`, `buys it`, `offers Bob $50 for Park
    /// Place`). `tries`: the action may be refused, and the candidate must refuse it too; otherwise the action is
    /// one the reference accepted, and a step the reference now refuses (after shrinking) is left out.
    Act {
        actor: String,
        phrase: String,
        tries: bool,
        /// The cards the action draws, by deck slot, put on top of their decks just before it.
        tops: Vec<(String, String)>,
    },
    /// Time passes on the game's virtual clock. `dice`: the rolls the game makes as it passes (the turn it plays
    /// for a player whose time bank runs out), the reference's own when the step was last played, queued on the
    /// candidate just before it plays the step (and written so, before the step).
    Clock { minutes: u32, dice: Vec<[u8; 2]> },
    /// The table arranged at this point of the game, as the script's `decks` and `setup` arrange it at the start:
    /// decks stacked whole (top first), then set-up operations. A room's game is arranged once its host has
    /// started it (a waiting room takes neither). Written as `Given` steps in place.
    Setup {
        decks: BTreeMap<String, Vec<String>>,
        ops: Vec<Value>,
    },
}

/// A whole game: who plays, how the decks are stacked, how the table is arranged, and what is done.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    /// The players' names, in seating order (which is also the turn order).
    pub players: Vec<String>,
    /// In a team game, each player's side (0 for `team-1`, 1 for `team-2`, …, as `a team game of … against …`
    /// gives them), in seating order: the sides sit one after the other. Empty where the game has no teams.
    pub teams: Vec<u8>,
    /// In a variant that deals title deeds at set-up, the deeds dealt to each player (property ids), in seating
    /// order, as `a game with …, dealt these deeds:` gives them. Empty: the deal undone, every deed with the bank.
    pub deal: Vec<Vec<String>>,
    /// The game is a room hosted by the first player, as `a room hosted by Ann, with Bob seated` starts one: the
    /// host's settings and the start are among its steps.
    pub room: bool,
    /// Each deck's whole pile, top first, set at the start (empty: the decks as the game dealt them).
    pub decks: BTreeMap<String, Vec<String>>,
    /// Named house-rule switches set in the game (`auctions`, on), as `a game with …, with the house rule
    /// auctions on` sets them.
    pub house_rules: Vec<(String, bool)>,
    /// Set-up operations (`setup`'s `ops`), sent after the decks.
    pub setup: Vec<Value>,
    pub steps: Vec<Step>,
}

impl Script {
    /// The steps of play: every step but set-up steps.
    pub fn played(&self) -> usize {
        self.steps
            .iter()
            .filter(|st| !matches!(st, Step::Setup { .. }))
            .count()
    }

    /// The set-up operations that arrange the table: at the start and in set-up steps.
    pub fn setup_ops(&self) -> usize {
        let in_steps: usize = self
            .steps
            .iter()
            .map(|st| match st {
                Step::Setup { ops, .. } => ops.len(),
                _ => 0,
            })
            .sum();
        self.setup.len() + in_steps
    }
}

/// What kind of difference was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// The set-up or the start of the game.
    SetUp,
    /// One engine accepted the action and the other refused it.
    Status,
    /// Both accepted it, and the game's snapshots then differ.
    State,
    /// Both accepted it with the same snapshots, but the events differ.
    Events,
    /// The candidate crashed, timed out or broke the protocol.
    Failure,
}

impl Kind {
    pub fn label(self) -> &'static str {
        match self {
            Kind::SetUp => "set-up",
            Kind::Status => "accepted or refused",
            Kind::State => "state",
            Kind::Events => "events",
            Kind::Failure => "engine failure",
        }
    }
}

/// What one engine made of a step.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    /// Accepted with these events (as JSON), or refused with this reason; `None` for a step that is not an action.
    pub outcome: Option<Result<Vec<Value>, String>>,
    /// The snapshot after the step.
    pub state: Option<Value>,
}

/// The first difference between the engines.
#[derive(Clone, Debug)]
pub struct Divergence {
    /// The step it showed at (`None`: at the start, before the first step).
    pub at: Option<usize>,
    pub kind: Kind,
    /// The difference, in words.
    pub words: String,
    /// Where the snapshots or the events first differ, without the indices (`players[].cash`); `None` for a
    /// difference of another kind.
    pub place: Option<String>,
    pub reference: Seen,
    pub candidate: Seen,
}

/// A path of the snapshot or the events (`players[0].cash`) without its indices (`players[].cash`): the same place
/// in a game with fewer players or steps.
fn without_indices(path: &str) -> String {
    let mut out = String::new();
    let mut in_index = false;
    for c in path.chars() {
        match c {
            '[' => {
                in_index = true;
                out.push('[');
            }
            ']' => {
                in_index = false;
                out.push(']');
            }
            _ if in_index => {}
            _ => out.push(c),
        }
    }
    out
}

/// Why a game stopped before its end.
#[derive(Clone, Debug)]
pub enum Halt {
    Diverged(Box<Divergence>),
    /// The candidate lacks what the game needs (an `unsupported_*` answer or capability): not a difference.
    Unsupported(String),
    /// A card was drawn that the script neither stacked with its deck nor put on top for the step (a shrunk
    /// script that lost one): each engine drew from its own shuffle, so what follows proves nothing.
    Uncontrolled,
}

/// What a step did.
pub enum Flow {
    /// Played on both engines alike; the reference's snapshot after it.
    Same(Box<Value>),
    /// Not played: the reference refuses it now (a step of a shrunk script that no longer applies).
    Skipped,
    Halt(Halt),
}

/// The two engines of a diff.
pub struct Pair {
    pub reference: VeropolyWorld,
    pub candidate: VeropolyWorld,
    ref_ctx: Arc<Context>,
    cand_ctx: Arc<Context>,
    /// Both engines can have a whole deck stacked.
    pub stack_order: bool,
    /// Both engines have a virtual clock, and the reference tells what the time caused (`clock_events`): the
    /// rolls the game makes for a player out of time are queued on the candidate from the reference's.
    pub clock: bool,
    /// Both engines take a deal of title deeds given at set-up.
    pub deal: bool,
    /// Both engines open rooms.
    pub room: bool,
    /// Both engines take `setup`'s `give` (a head start).
    pub give: bool,
    /// Both engines take `setup`'s `buildings`, `mortgaged` and `cash` (a head start built up).
    pub build_up: bool,
    /// Both engines take `setup`'s `bank_stock` (a built-up head start may leave the bank short of houses).
    pub bank_stock: bool,
    /// This game is a room whose game has not started: each of the host's settings, and the start, takes the
    /// baseline again (the starting cash, the board and the house rules are the host's).
    room_open: bool,
    /// The decks stacked whole at the start of this game, whose piles are compared: any other deck each engine
    /// dealt from its own shuffle, and only the cards drawn from it are put on top alike.
    stacked: Vec<String>,
    /// The variant's invariants (a room's, once its host has set them).
    rules: Rules,
    /// The variant's invariants as its preset has them, which every game starts with.
    variant_rules: Rules,
    baseline: Option<Baseline>,
    /// This game's table was arranged by set-up operations.
    arranged: bool,
    /// The table has just been arranged by a set-up step: the next comparison takes the baseline again.
    rebase: bool,
}

/// How the error that stops a run on a reference breaking an invariant begins.
pub const REFERENCE_BREACH: &str = "the reference engine breaks an invariant";
/// … and how it begins where the table had been arranged by set-up by then (at the start, or by a set-up step
/// before the breach): the arrangement may be at fault, not the reference.
pub const ARRANGED_BREACH: &str =
    "the reference engine breaks an invariant on a table arranged by set-up";

fn has(ctx: &Context, capability: &str) -> bool {
    ctx.capabilities
        .as_ref()
        .is_none_or(|c| c.iter().any(|x| x == capability))
}

/// A failure of the reference engine, or a step the harness itself got wrong: the run cannot go on.
fn trouble(what: &str, f: Fail) -> String {
    format!("the reference engine, at {what}: {f}")
}

/// A snapshot as JSON, asked of an engine.
async fn raw_state(w: &mut VeropolyWorld) -> Result<Value, Fail> {
    let env = w.request(json!({"cmd": "state"})).await?;
    env.result
        .and_then(|r| r.get("state").cloned())
        .ok_or_else(|| Fail::Scenario("the answer to state holds no state".into()))
}

/// The events of an outcome as JSON.
fn events_of(o: &Option<Outcome>) -> Option<Result<Vec<Value>, String>> {
    match o {
        Some(Outcome::Accepted(events)) => Some(Ok(events
            .iter()
            .map(|e| {
                let mut m = e.fields.clone();
                m.insert("type".into(), json!(e.kind));
                Value::Object(m)
            })
            .collect())),
        Some(Outcome::Rejected(r)) => Some(Err(r.clone())),
        None => None,
    }
}

/// The first place two JSON values differ, as a path and the two values.
pub fn first_difference(a: &Value, b: &Value) -> Option<(String, Value, Value)> {
    fn walk(path: String, a: &Value, b: &Value) -> Option<(String, Value, Value)> {
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
                keys.sort();
                keys.dedup();
                keys.into_iter().find_map(|k| {
                    let p = if path.is_empty() {
                        k.clone()
                    } else {
                        format!("{path}.{k}")
                    };
                    walk(
                        p,
                        x.get(k).unwrap_or(&Value::Null),
                        y.get(k).unwrap_or(&Value::Null),
                    )
                })
            }
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
                .iter()
                .zip(y)
                .enumerate()
                .find_map(|(i, (u, v))| walk(format!("{path}[{i}]"), u, v)),
            _ if a == b => None,
            _ => Some((path, a.clone(), b.clone())),
        }
    }
    walk(String::new(), a, b)
}

impl Pair {
    /// The fixtures the reference plays from.
    pub fn fixtures(&self) -> &crate::fixtures::Fixtures {
        &self.ref_ctx.fixtures
    }

    /// The engines of two contexts, and the invariants of the reference's variant, read from its fixtures.
    pub fn new(ref_ctx: Arc<Context>, cand_ctx: Arc<Context>) -> Result<Pair, String> {
        let stack_order = has(&ref_ctx, "stack_deck.order") && has(&cand_ctx, "stack_deck.order");
        let clock = has(&ref_ctx, "virtual_clock")
            && has(&ref_ctx, "clock_events")
            && has(&cand_ctx, "virtual_clock");
        let deal = has(&ref_ctx, "deal") && has(&cand_ctx, "deal");
        let room = has(&ref_ctx, "room") && has(&cand_ctx, "room");
        let give = has(&ref_ctx, "setup.give") && has(&cand_ctx, "setup.give");
        let build_up = ["setup.buildings", "setup.mortgaged", "setup.cash"]
            .iter()
            .all(|c| has(&ref_ctx, c) && has(&cand_ctx, c));
        let bank_stock = has(&ref_ctx, "setup.bank_stock") && has(&cand_ctx, "setup.bank_stock");
        let rules = Rules::of(&ref_ctx.fixtures, &ref_ctx.variant)?;
        Ok(Pair {
            reference: VeropolyWorld::default(),
            candidate: VeropolyWorld::default(),
            ref_ctx,
            cand_ctx,
            stack_order,
            clock,
            deal,
            room,
            give,
            build_up,
            bank_stock,
            room_open: false,
            stacked: Vec::new(),
            variant_rules: rules.clone(),
            rules,
            baseline: None,
            arranged: false,
            rebase: false,
        })
    }

    /// Takes the game's baseline from the reference's snapshot (at the start, after a room's setting or start, or
    /// after a set-up step), which must keep the invariants itself; a
    /// table arranged by set-up that breaks the placement of buildings or what bankrupt players keep is excused
    /// from those for the game.
    fn set_baseline(&mut self, r: &Value) -> Result<(), String> {
        let at_start = |e: String| format!("the reference engine, at the start: {e}");
        let mut base = self.rules.baseline(r).map_err(at_start)?;
        let broken = self.rules.check(&base, r).map_err(at_start)?;
        if !broken.is_empty() {
            if !self.arranged {
                return Err(format!(
                    "{REFERENCE_BREACH} at the start: {}",
                    broken.join("; ")
                ));
            }
            base.placement = false;
        }
        self.baseline = Some(base);
        Ok(())
    }

    /// Holds the reference's snapshot after a step to the invariants: a breach there means the reference is
    /// broken, and the run stops.
    fn check_reference(&self, step: &str, r: &Value) -> Result<(), String> {
        let Some(base) = &self.baseline else {
            return Ok(());
        };
        let broken = self
            .rules
            .check(base, r)
            .map_err(|e| format!("the reference engine, after {step}: {e}"))?;
        if broken.is_empty() {
            Ok(())
        } else {
            let breach = if self.arranged {
                ARRANGED_BREACH
            } else {
                REFERENCE_BREACH
            };
            Err(format!("{breach} after {step}: {}", broken.join("; ")))
        }
    }

    /// The invariants the candidate's snapshot after a step breaks, in words; `None` where it keeps them all.
    fn candidate_breach(&self, c: &Value) -> Option<String> {
        let base = self.baseline.as_ref()?;
        match self.rules.check(base, c) {
            Ok(broken) if broken.is_empty() => None,
            Ok(broken) => Some(format!(
                "the candidate breaks an invariant: {}",
                broken.join("; ")
            )),
            Err(e) => Some(format!("the candidate's {}", e.trim_start_matches("the "))),
        }
    }

    /// Hands both engines back to their pools.
    pub async fn end(&mut self) {
        self.reference.stop().await;
        self.candidate.stop().await;
    }

    /// Stops every engine of both pools.
    pub async fn close(&mut self) {
        self.end().await;
        self.ref_ctx.drain().await;
        self.cand_ctx.drain().await;
    }

    /// A failure of the candidate, as a divergence.
    fn failed(at: Option<usize>, f: Fail, reference: Seen) -> Flow {
        match f {
            Fail::Unsupported(why) => Flow::Halt(Halt::Unsupported(why)),
            Fail::RejectedLegal { action, reason } => {
                Flow::Halt(Halt::Diverged(Box::new(Divergence {
                    at,
                    kind: if at.is_some() {
                        Kind::Status
                    } else {
                        Kind::SetUp
                    },
                    words: format!("the candidate refused {action} with {reason:?}"),
                    place: None,
                    reference,
                    candidate: Seen::default(),
                })))
            }
            other => Flow::Halt(Halt::Diverged(Box::new(Divergence {
                at,
                kind: Kind::Failure,
                words: other.to_string(),
                place: None,
                reference,
                candidate: Seen::default(),
            }))),
        }
    }

    /// Compares the snapshots of both engines after a step (`step`: the step in words), and holds them to the
    /// invariants; at the start, after a room's setting or start and after a set-up step, takes the game's baseline
    /// instead.
    async fn compare(
        &mut self,
        at: Option<usize>,
        step: &str,
        mut reference: Seen,
        mut candidate: Seen,
    ) -> Result<Flow, String> {
        let r = raw_state(&mut self.reference)
            .await
            .map_err(|f| trouble("state", f))?;
        match at {
            None => self.set_baseline(&r)?,
            // While the room is open, the host's settings change the game's money (the starting cash), its board
            // and its house rules: each takes the baseline again, and the start takes the last.
            Some(_) if self.room_open => {
                self.room_open = r["room"]["started"] != true;
                self.rules =
                    Rules::of_room(&self.ref_ctx.fixtures, &self.ref_ctx.variant, &r["room"])?;
                self.set_baseline(&r)?;
            }
            // The set-up changes the money and the buildings in the game: the table it arranges is the baseline.
            Some(_) if self.rebase => {
                self.rebase = false;
                self.set_baseline(&r)?;
            }
            Some(_) => self.check_reference(step, &r)?,
        }
        reference.state = Some(r.clone());
        let c = match raw_state(&mut self.candidate).await {
            Ok(c) => c,
            Err(f) => return Ok(Self::failed(at, f, reference)),
        };
        let breach = at.and_then(|_| self.candidate_breach(&c));
        candidate.state = Some(c.clone());
        let whole = r.clone();
        let (mut r, mut c) = (r, c);
        for v in [&mut r, &mut c] {
            if let Some(decks) = v.get_mut("decks").and_then(Value::as_object_mut) {
                decks.retain(|slot, _| self.stacked.contains(slot));
            }
        }
        let diverged = |kind, words, place: Option<&str>| {
            Flow::Halt(Halt::Diverged(Box::new(Divergence {
                at,
                kind,
                words,
                place: place.map(without_indices),
                reference: reference.clone(),
                candidate: candidate.clone(),
            })))
        };
        let kind = if at.is_some() {
            Kind::State
        } else {
            Kind::SetUp
        };
        if let Some((path, a, b)) = first_difference(&r, &c) {
            let mut words = format!(
                "the snapshots differ first at {path}: the reference has {a}, the candidate {b}"
            );
            if let Some(breach) = &breach {
                words = format!("{words}; {breach}");
            }
            return Ok(diverged(kind, words, Some(&path)));
        }
        // Equal snapshots keep the same invariants; should the comparison have left out what one breaks, the
        // breach is a difference all the same.
        if let Some(breach) = breach {
            return Ok(diverged(kind, breach, None));
        }
        if let (Some(Ok(a)), Some(Ok(b))) = (&reference.outcome, &candidate.outcome)
            && a != b
        {
            let (a, b) = (Value::Array(a.clone()), Value::Array(b.clone()));
            let (path, x, y) = first_difference(&a, &b).unwrap_or_default();
            let path = format!("events{path}");
            let words = format!(
                "the events differ first at {path}: the reference has {x}, the candidate {y}"
            );
            return Ok(diverged(Kind::Events, words, Some(&path)));
        }
        Ok(Flow::Same(Box::new(whole)))
    }

    /// Starts a game on both engines: the players, the decks, the set-up. Compares the snapshots.
    pub async fn begin(&mut self, script: &Script, seed: u64) -> Result<Flow, String> {
        self.end().await;
        self.baseline = None;
        self.arranged = !script.setup.is_empty();
        self.rebase = false;
        self.reference = VeropolyWorld::default();
        self.candidate = VeropolyWorld::default();
        self.reference.start(self.ref_ctx.clone(), seed).await;
        self.candidate.start(self.cand_ctx.clone(), seed).await;
        if !script.deal.is_empty() {
            let deal = crate::world::DealChoice::Given(deal_of(script));
            self.reference.deal = deal.clone();
            self.candidate.deal = deal;
        }
        self.room_open = script.room;
        self.rules = self.variant_rules.clone();
        if !script.house_rules.is_empty() {
            let (agreed, rules) = self.house_rules(&script.house_rules)?;
            self.reference.agreed = agreed.clone();
            self.candidate.agreed = agreed;
            self.rules = rules;
        }
        if script.room {
            let host = script.players.first().map(|n| n.to_lowercase());
            self.reference.room_host = host.clone();
            self.candidate.room_host = host;
        }
        if let Some(f) = self.reference.startup.take() {
            return Err(trouble("its start", f));
        }
        if let Some(f) = self.candidate.startup.take() {
            return Ok(Self::failed(None, f, Seen::default()));
        }
        match self
            .reference
            .new_game(&script.players, true, |p| seat_teams(p, &script.teams))
            .await
        {
            Ok(Ok(_)) => {}
            Ok(Err(reason)) => {
                return Err(format!("the reference engine refused the game: {reason}"));
            }
            Err(f) => return Err(trouble("new_game", f)),
        }
        match self
            .candidate
            .new_game(&script.players, true, |p| seat_teams(p, &script.teams))
            .await
        {
            Ok(Ok(_)) => {}
            Ok(Err(reason)) => {
                return Ok(Self::failed(
                    None,
                    Fail::RejectedLegal {
                        action: "the game".into(),
                        reason,
                    },
                    Seen::default(),
                ));
            }
            Err(f) => return Ok(Self::failed(None, f, Seen::default())),
        }
        self.stacked.clear();
        if let Some(failed) = self.stack_both(&script.decks, None).await? {
            return Ok(failed);
        }
        if !script.setup.is_empty()
            && let Some(failed) = self.setup_both(&script.setup, None).await?
        {
            return Ok(failed);
        }
        self.compare(None, "the start", Seen::default(), Seen::default())
            .await
    }

    /// The overrides that named switches come to (as the step `with the house rule …` expands them), and the
    /// invariants of the preset with them merged in.
    fn house_rules(
        &self,
        switches: &[(String, bool)],
    ) -> Result<(serde_json::Map<String, Value>, Rules), String> {
        let fixtures = &self.ref_ctx.fixtures;
        let preset = fixtures
            .variants
            .get(&self.ref_ctx.variant)
            .ok_or_else(|| format!("no preset for variant {:?}", self.ref_ctx.variant))?;
        let named = switches
            .iter()
            .map(|(name, on)| (name.clone(), json!(if *on { "on" } else { "off" })))
            .collect();
        let patch = crate::switches::expand(preset, &named)?;
        let merged =
            crate::world::merged(preset.as_object().unwrap_or(&Default::default()), &patch);
        let rules = Rules::with_preset(fixtures, &self.ref_ctx.variant, &Value::Object(merged))?;
        Ok((patch, rules))
    }

    /// Stacks whole decks on both engines (at the start, `at` `None`, or as step `at`), where both can: an error
    /// where the reference fails, the candidate's failure as a difference, `None` where both took them. A deck
    /// the reference refuses (another game's cards, in a shrunk script) is left as dealt; the others' piles are
    /// compared from then on.
    async fn stack_both(
        &mut self,
        decks: &BTreeMap<String, Vec<String>>,
        at: Option<usize>,
    ) -> Result<Option<Flow>, String> {
        if !self.stack_order {
            return Ok(None);
        }
        for (slot, order) in decks {
            let cmd = json!({"cmd": "stack_deck", "deck": slot, "order": order});
            match self.reference.must(cmd.clone()).await {
                Ok(_) => {}
                Err(Fail::RejectedLegal { .. }) => continue,
                Err(f) => return Err(trouble("stack_deck", f)),
            }
            if let Err(f) = self.candidate.must(cmd).await {
                return Ok(Some(Self::failed(at, f, Seen::default())));
            }
            if !self.stacked.contains(slot) {
                self.stacked.push(slot.clone());
            }
        }
        Ok(None)
    }

    /// Sends set-up operations to both engines (at the start, `at` `None`, or as step `at`): an error where the
    /// reference refuses them, the candidate's failure as a difference, `None` where both took them.
    async fn setup_both(
        &mut self,
        ops: &[Value],
        at: Option<usize>,
    ) -> Result<Option<Flow>, String> {
        match self.reference.setup(ops.to_vec()).await {
            Ok(()) => {}
            Err(Fail::RejectedLegal { reason, .. }) => {
                return Err(format!("the reference engine refused the set-up: {reason}"));
            }
            Err(f) => return Err(trouble("setup", f)),
        }
        Ok(match self.candidate.setup(ops.to_vec()).await {
            Ok(()) => None,
            Err(f) => Some(Self::failed(at, f, Seen::default())),
        })
    }

    /// Plays one step on both engines. With `record`, the step's `tops` are filled in from the cards the reference
    /// drew, before the candidate plays it.
    pub async fn step(&mut self, at: usize, step: &mut Step, record: bool) -> Result<Flow, String> {
        match step {
            // No time passes in a room waiting for its start (the reference refuses it): a clock step left
            // before the start by shrinking (the start removed, say) is left out, as a refused step is.
            Step::Clock { .. } if self.room_open => Ok(Flow::Skipped),
            // Set-up is refused in a room waiting for its start, as time is.
            Step::Setup { .. } if self.room_open => Ok(Flow::Skipped),
            Step::Setup { decks, ops } => {
                // A difference here is one of set-up, as at the start: shrinking must not take a candidate's
                // trouble with set-up in the middle of a game for the difference in play that it shrinks.
                if let Some(failed) = self.stack_both(decks, Some(at)).await? {
                    return Ok(of_setup(failed));
                }
                if !ops.is_empty()
                    && let Some(failed) = self.setup_both(ops, Some(at)).await?
                {
                    return Ok(of_setup(failed));
                }
                self.arranged = true;
                self.rebase = true;
                let what = format!("step {} (the table arranged)", at + 1);
                let flow = self
                    .compare(Some(at), &what, Seen::default(), Seen::default())
                    .await?;
                Ok(of_setup(flow))
            }
            Step::Clock { minutes, dice } => {
                // The rolls time makes as it passes are the reference's own, read from its answer
                // (`clock_events`), each time the step is played: removing an earlier step may change whose bank
                // runs out and what the reference's dice then show. The candidate gets them queued.
                let queue = |dice: &[[u8; 2]]| json!({"cmd": "force_dice", "dice": dice});
                let cmd = json!({"cmd": "advance_clock", "ms": u64::from(*minutes) * 60_000});
                let answer = self
                    .reference
                    .must(cmd.clone())
                    .await
                    .map_err(|f| trouble("advance_clock", f))?;
                *dice = match &answer {
                    crate::wire::Reply::Events { events } => rolled(events),
                    _ => Vec::new(),
                };
                if !dice.is_empty()
                    && let Err(f) = self.candidate.must(queue(dice)).await
                {
                    return Ok(Self::failed(Some(at), f, Seen::default()));
                }
                if let Err(f) = self.candidate.must(cmd).await {
                    return Ok(Self::failed(Some(at), f, Seen::default()));
                }
                let what = format!("step {} ({minutes} minutes passing)", at + 1);
                self.compare(Some(at), &what, Seen::default(), Seen::default())
                    .await
            }
            Step::Act {
                actor,
                phrase,
                tries,
                tops,
            } => {
                let (dice, _) = crate::steps::parse_action(&self.reference, phrase)
                    .map_err(|f| trouble(phrase, f))?;
                // Forced dice stay queued if the roll is refused: a roll is played only where it is legal.
                if dice.is_some() && !self.may_roll(actor).await? {
                    return Ok(Flow::Skipped);
                }
                if !record {
                    let mut kept = Vec::new();
                    for (slot, card) in tops.iter() {
                        let cmd = json!({"cmd": "stack_deck", "deck": slot, "top": card});
                        if self.reference.must(cmd).await.is_ok() {
                            kept.push((slot.clone(), card.clone()));
                        }
                    }
                    *tops = kept;
                }
                do_action(&mut self.reference, actor, phrase, false)
                    .await
                    .map_err(|f| trouble(phrase, f))?;
                let what = format!("step {} ({actor}'s \"{phrase}\")", at + 1);
                let reference = Seen {
                    outcome: events_of(&self.reference.last),
                    state: None,
                };
                if matches!(reference.outcome, Some(Err(_))) && !*tries {
                    // Not played on the candidate, but a refusal is a step like any other for the reference.
                    let r = raw_state(&mut self.reference)
                        .await
                        .map_err(|f| trouble("state", f))?;
                    self.check_reference(&what, &r)?;
                    return Ok(Flow::Skipped);
                }
                if let Some(Ok(events)) = &reference.outcome {
                    if record {
                        *tops = drawn(events);
                    } else if !self.controls(events, tops) {
                        return Ok(Flow::Halt(Halt::Uncontrolled));
                    }
                }
                for (slot, card) in tops.iter() {
                    let cmd = json!({"cmd": "stack_deck", "deck": slot, "top": card});
                    if let Err(f) = self.candidate.must(cmd).await {
                        return Ok(Self::failed(Some(at), f, reference));
                    }
                }
                if let Err(f) = do_action(&mut self.candidate, actor, phrase, false).await {
                    return Ok(Self::failed(Some(at), f, reference));
                }
                let candidate = Seen {
                    outcome: events_of(&self.candidate.last),
                    state: None,
                };
                match (&reference.outcome, &candidate.outcome) {
                    (Some(Ok(_)), Some(Err(reason))) => {
                        let words =
                            format!("the candidate refused {actor}'s \"{phrase}\" with {reason:?}");
                        return self.status(at, &what, words, reference, candidate).await;
                    }
                    (Some(Err(reason)), Some(Ok(_))) => {
                        let words = format!(
                            "the candidate accepted {actor}'s \"{phrase}\", which the reference refuses with {reason:?}"
                        );
                        return self.status(at, &what, words, reference, candidate).await;
                    }
                    _ => {}
                }
                self.compare(Some(at), &what, reference, candidate).await
            }
        }
    }

    /// A difference of acceptance, with both snapshots kept for the report and held to the invariants.
    async fn status(
        &mut self,
        at: usize,
        step: &str,
        mut words: String,
        mut r: Seen,
        mut c: Seen,
    ) -> Result<Flow, String> {
        r.state = raw_state(&mut self.reference).await.ok();
        if let Some(state) = &r.state {
            self.check_reference(step, state)?;
        }
        c.state = raw_state(&mut self.candidate).await.ok();
        if let Some(breach) = c.state.as_ref().and_then(|s| self.candidate_breach(s)) {
            words = format!("{words}; {breach}");
        }
        Ok(Flow::Halt(Halt::Diverged(Box::new(Divergence {
            at: Some(at),
            kind: Kind::Status,
            words,
            place: None,
            reference: r,
            candidate: c,
        }))))
    }

    /// Whether every card these events draw was stacked: its deck whole at the start, or the first card drawn from
    /// a deck put on top for the step.
    fn controls(&self, events: &[Value], tops: &[(String, String)]) -> bool {
        let mut seen: Vec<&str> = Vec::new();
        for e in events.iter().filter(|e| e["type"] == "card_drawn") {
            let deck = e["deck"].as_str().unwrap_or_default();
            if self.stacked.iter().any(|s| s == deck) {
                continue;
            }
            let first = !seen.contains(&deck);
            seen.push(deck);
            if !(first
                && tops
                    .iter()
                    .any(|(d, c)| d == deck && e["card"].as_str() == Some(c)))
            {
                return false;
            }
        }
        true
    }

    /// Whether the reference would accept a roll from this player now.
    async fn may_roll(&mut self, actor: &str) -> Result<bool, String> {
        let id = self
            .reference
            .pid(actor)
            .map_err(|f| trouble("a name", f))?;
        let actions = self.legal_actions(&id).await?;
        Ok(actions.iter().any(|a| a["type"] == "roll"))
    }

    /// The reference's legal actions of a player.
    pub async fn legal_actions(&mut self, id: &str) -> Result<Vec<Value>, String> {
        let env = self
            .reference
            .request(json!({"cmd": "legal_actions", "player": id}))
            .await
            .map_err(|f| trouble("legal_actions", f))?;
        Ok(env
            .result
            .and_then(|r| r.get("actions").and_then(Value::as_array).cloned())
            .unwrap_or_default())
    }

    /// Plays a whole script from its start: the first halt, if any. The script's clock steps take the rolls that
    /// time passing made this time (see [`Step::Clock`]).
    pub async fn replay(&mut self, script: &mut Script, seed: u64) -> Result<Option<Halt>, String> {
        if let Flow::Halt(h) = self.begin(script, seed).await? {
            return Ok(Some(h));
        }
        for i in 0..script.steps.len() {
            if let Flow::Halt(h) = self.step(i, &mut script.steps[i], false).await? {
                return Ok(Some(h));
            }
        }
        Ok(None)
    }
}

/// A difference at a set-up step, as one of set-up.
fn of_setup(flow: Flow) -> Flow {
    match flow {
        Flow::Halt(Halt::Diverged(mut d)) => {
            if matches!(d.kind, Kind::State | Kind::Status | Kind::Events) {
                d.kind = Kind::SetUp;
            }
            Flow::Halt(Halt::Diverged(d))
        }
        other => other,
    }
}

/// The dice rolled, in order, by these events.
fn rolled(events: &[crate::wire::Event]) -> Vec<[u8; 2]> {
    events
        .iter()
        .filter(|e| e.kind == "dice_rolled")
        .filter_map(|e| serde_json::from_value(e.fields.get("dice")?.clone()).ok())
        .collect()
}

/// The first card drawn from each deck by an action's events.
fn drawn(events: &[Value]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for e in events.iter().filter(|e| e["type"] == "card_drawn") {
        if let (Some(deck), Some(card)) = (e["deck"].as_str(), e["card"].as_str())
            && !out.iter().any(|(d, _)| d == deck)
        {
            out.push((deck.to_string(), card.to_string()));
        }
    }
    out
}

/// The deal of `script` as `new_game` takes it: each player's id to the ids of the deeds dealt to them.
fn deal_of(script: &Script) -> Value {
    let hands: serde_json::Map<String, Value> = script
        .players
        .iter()
        .zip(&script.deal)
        .map(|(name, deeds)| (name.to_lowercase(), json!(deeds)))
        .collect();
    Value::Object(hands)
}

/// Gives each player of a team game their side, as the step `a team game of … against …` does.
fn seat_teams(players: &mut [Value], teams: &[u8]) {
    for (p, t) in players.iter_mut().zip(teams) {
        p["team"] = json!(format!("team-{}", t + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_place_of_a_difference_is_its_path_without_indices() {
        assert_eq!(without_indices("players[0].cash"), "players[].cash");
        assert_eq!(without_indices("events[2].type"), "events[].type");
        assert_eq!(
            without_indices("pending.rent_claims[10].amount"),
            "pending.rent_claims[].amount"
        );
        assert_eq!(without_indices("decks.chance"), "decks.chance");
        assert_ne!(
            without_indices("decks.chance[3]"),
            without_indices("pending.auction")
        );
    }
}
