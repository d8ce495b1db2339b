//! `veropoly diff`: differential testing. The harness plays whole games on a candidate engine and on the
//! reference engine in lockstep, over the protocol: the same players, the same deck orders and dice (forced), the
//! same actions (chosen at random among those the reference lists as legal, with now and then one it may refuse),
//! and both answers and snapshots compared after every step. At the first difference it shrinks the game to a
//! short one that still shows it, writes that as a scenario in the step library's English, and runs the scenario
//! on both engines to show that it fails on the candidate and passes on the reference (`docs/diff.md`). Both
//! engines' snapshots are held to the game's invariants after every step ([`invariants`]).

mod choose;
mod exec;
mod invariants;
mod shrink;
mod write;

pub use choose::{Rng, dollars, phrase_of, room_phrase};
pub use exec::{Divergence, Kind, Script, Step, first_difference};
pub use shrink::setup_of;

use crate::certify::{CertifyOptions, certify, identify};
use crate::driver::{EngineSpec, Limits};
use crate::fixtures::Fixtures;
use crate::wire::Snapshot;
use crate::world::Context;
use exec::{Flow, Halt, Pair};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

const NAMES: &[&str] = &["Ann", "Bob", "Cid", "Dan"];

/// What to diff.
#[derive(Clone, Debug)]
pub struct DiffOptions {
    pub candidate: EngineSpec,
    pub reference: EngineSpec,
    pub variant: String,
    /// Games in the whole campaign, numbered from 0.
    pub games: u64,
    pub seed: u64,
    /// This run plays the games whose number is `index` modulo `count`.
    pub shard: (u64, u64),
    /// A game stops after this many steps if it has not ended.
    pub max_steps: usize,
    /// Replays the shrinking may spend.
    pub shrink_budget: usize,
    pub timeout: Duration,
    pub fixtures: Option<PathBuf>,
    /// Named house-rule switches of the preset (`auctions`, on), set in every game, which is then never a room:
    /// the scenario written says them (`Given a game with Ann and Bob, with the house rule auctions on`).
    pub house_rules: Vec<(String, bool)>,
}

/// A difference found, shrunk and written.
#[derive(Clone, Debug)]
pub struct Found {
    pub game: u64,
    /// The step of the original game at which the engines first differed, and how many steps it had then.
    pub at: Option<usize>,
    pub original_steps: usize,
    pub first: Divergence,
    pub shrunk: Script,
    pub divergence: Divergence,
    pub replays: usize,
    /// The scenario, as a feature file.
    pub feature: String,
    /// The scenario's verdict on the candidate and on the reference, with the failing step on the candidate.
    pub on_candidate: String,
    pub on_reference: String,
    pub failing_step: Option<String>,
}

impl Found {
    /// The written scenario does what it must: it fails on the candidate and passes on the reference.
    pub fn confirmed(&self) -> bool {
        self.on_reference == "passed"
            && !matches!(self.on_candidate.as_str(), "passed" | "unsupported")
    }
}

/// A whole run.
#[derive(Clone, Debug, Default)]
pub struct DiffReport {
    pub games: u64,
    pub steps: u64,
    /// Games that hit the step cap, and games that ended.
    pub capped: u64,
    pub ended: u64,
    /// Games stopped because no player had an action left, and no time could pass.
    pub stuck: u64,
    /// Games stopped because the candidate lacks what they need, with the reason of the first.
    pub unsupported: u64,
    pub unsupported_reason: Option<String>,
    /// Of the games played: team games, rooms, games started with a deal of title deeds, and games started with
    /// whole sets held (a head start).
    pub team_games: u64,
    pub rooms: u64,
    pub dealt: u64,
    pub head_starts: u64,
    /// Of those, the ones built up (buildings on some sets, a deed mortgaged, a player short of cash).
    pub built_up: u64,
    pub found: Option<Found>,
}

/// The deck piles to stack at the start of a game: the game's own piles, shuffled by the run's generator.
fn shuffled_decks(s: &Snapshot, rng: &mut Rng) -> BTreeMap<String, Vec<String>> {
    s.decks
        .iter()
        .map(|(slot, pile)| {
            let mut p = pile.clone();
            rng.shuffle(&mut p);
            (slot.clone(), p)
        })
        .collect()
}

/// A head start for the game `s` shows: the board it is played on (from the fixtures) with its sets given out.
fn head_start_of(
    fixtures: &Fixtures,
    s: &Snapshot,
    rng: &mut Rng,
    build_up: Option<&mut Rng>,
    short_bank: bool,
) -> Result<Vec<Value>, String> {
    let board = fixtures.boards.get(&s.board).ok_or_else(|| {
        format!(
            "the reference plays on the board {:?}, which the fixtures lack",
            s.board
        )
    })?;
    let ids: Vec<String> = s.players.iter().map(|p| p.id.clone()).collect();
    let sets: Vec<Vec<String>> = invariants::groups(board)
        .into_iter()
        .map(|(_, members)| members)
        .filter(|members| !members.is_empty())
        .collect();
    let mut ops = head_start(&sets, &ids, rng);
    if let Some(build_up) = build_up {
        let streets: Vec<&str> = board["spaces"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|sp| sp["kind"] == "street")
            .filter_map(|sp| sp["id"].as_str())
            .collect();
        let per_hotel = fixtures
            .variants
            .get(&s.variant)
            .and_then(|v| v["buildings"]["houses_per_hotel"].as_u64())
            .unwrap_or(4);
        let table = Table {
            sets: &sets,
            streets: &streets,
            players: &ids,
            per_hotel,
            stock: (s.bank.houses, s.bank.hotels),
            short_bank,
        };
        ops.extend(built_up(&ops, &table, build_up));
    }
    Ok(ops)
}

/// What a built-up head start needs to know of the table.
struct Table<'a> {
    sets: &'a [Vec<String>],
    streets: &'a [&'a str],
    players: &'a [String],
    per_hotel: u64,
    /// The bank's houses and hotels (`None`: no limit).
    stock: (Option<u32>, Option<u32>),
    /// The bank's stock may be set (`bank_stock`).
    short_bank: bool,
}

/// A head start built up, drawn by `rng`: every set given whole (by `given`) that holds streets only has, with even
/// odds, the same buildings on each of its streets (1 to 4 houses, or a hotel, as far as the bank's stock goes);
/// one of the others in four has a deed mortgaged; one player in four is short of cash ($1 to $300); and, where
/// the bank's stock is counted and may be set, one head start in four leaves it short of houses (none to two).
/// Random play seldom comes to a bank short of houses, rent on built streets, or a bankruptcy with buildings and
/// mortgages to settle.
fn built_up(given: &[Value], t: &Table, rng: &mut Rng) -> Vec<Value> {
    let mut ops = Vec::new();
    let (mut houses, mut hotels) = t.stock;
    for set in t.sets {
        let whole = given.iter().any(|op| {
            op["op"] == "give" && op["property"].as_str() == set.first().map(String::as_str)
        });
        if !whole {
            continue;
        }
        let all_streets = set.iter().all(|id| t.streets.contains(&id.as_str()));
        if all_streets && rng.chance(0.5) {
            let level = 1 + rng.below(t.per_hotel as usize + 1) as u64;
            let hotel = level > t.per_hotel;
            let n = set.len() as u32;
            let stock = if hotel { &mut hotels } else { &mut houses };
            let need = if hotel { n } else { n * level as u32 };
            if stock.is_some_and(|left| left < need) {
                continue;
            }
            if let Some(left) = stock {
                *left -= need;
            }
            for id in set {
                ops.push(if hotel {
                    serde_json::json!({"op": "buildings", "property": id, "houses": 0, "hotel": true})
                } else {
                    serde_json::json!({"op": "buildings", "property": id, "houses": level})
                });
            }
        } else if rng.chance(0.25) {
            let id = &set[rng.below(set.len())];
            ops.push(serde_json::json!({"op": "mortgaged", "property": id, "mortgaged": true}));
        }
    }
    for id in t.players {
        if rng.chance(0.25) {
            let amount = 1 + rng.below(300) as i64;
            ops.push(serde_json::json!({"op": "cash", "player": id, "amount": amount}));
        }
    }
    // Drawn last: the draws above do not depend on it.
    if t.short_bank
        && let (Some(left), Some(hotels)) = (houses, hotels)
        && rng.chance(0.25)
    {
        let houses = left.min(rng.below(3) as u32);
        ops.push(serde_json::json!({"op": "bank_stock", "houses": houses, "hotels": hotels}));
    }
    ops
}

/// A head start: each set, with even odds, given whole to one of the players (by id), drawn by the run; the
/// set-up operations that give them.
fn head_start(sets: &[Vec<String>], players: &[String], rng: &mut Rng) -> Vec<Value> {
    let mut ops = Vec::new();
    for set in sets {
        if players.is_empty() || !rng.chance(0.5) {
            continue;
        }
        let owner = &players[rng.below(players.len())];
        for id in set {
            ops.push(serde_json::json!({"op": "give", "property": id, "player": owner}));
        }
    }
    ops
}

/// Each deck's jail cards, by slot, from the fixtures.
fn jail_cards(fixtures: &Fixtures, variant: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for deck in fixtures.decks_of(variant).unwrap_or_default() {
        let slot = deck["slot"].as_str().unwrap_or_default().to_string();
        for card in deck["cards"].as_array().into_iter().flatten() {
            if card["effect"]["type"] == "jail_free" {
                out.entry(slot.clone())
                    .or_default()
                    .push(card["id"].as_str().unwrap_or_default().to_string());
            }
        }
    }
    out
}

fn snapshot(v: &Value) -> Result<Snapshot, String> {
    serde_json::from_value(v.clone())
        .map_err(|e| format!("the reference's snapshot does not decode: {e}"))
}

/// Runs the campaign; `progress` is told each game finished.
pub async fn diff(opts: &DiffOptions, mut progress: impl FnMut(u64)) -> Result<DiffReport, String> {
    let (index, count) = opts.shard;
    if count == 0 || index >= count {
        return Err(format!(
            "--shard {index}/{count}: the index must be below the count"
        ));
    }
    let fixtures = Arc::new(match &opts.fixtures {
        Some(dir) => Fixtures::from_dir(dir)?,
        None => Fixtures::embedded()?,
    });
    let preset = fixtures
        .variants
        .get(&opts.variant)
        .ok_or_else(|| format!("unknown variant {:?}", opts.variant))?;
    if let Some((name, _)) = opts
        .house_rules
        .iter()
        .find(|(name, _)| preset["house_rules"][name].is_null())
    {
        let named: Vec<&String> = preset["house_rules"]
            .as_object()
            .into_iter()
            .flat_map(|m| m.keys())
            .collect();
        return Err(format!(
            "--house-rule {name}: diff sets only the preset's named switches, which a scenario can say ({})",
            if named.is_empty() {
                format!("{} has none", opts.variant)
            } else {
                named
                    .iter()
                    .map(|n| n.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ));
    }
    let min_players = preset["players"]["min"].as_u64().unwrap_or(2) as usize;
    let max_players = (preset["players"]["max"].as_u64().unwrap_or(4) as usize).min(NAMES.len());
    // Where the variant has team games, some games are played in two teams; where it deals title deeds, every
    // game starts with a deal.
    let teams = preset["teams"].is_object();
    let deal = preset["deal"]["deeds_per_player"]
        .as_u64()
        .map(|d| d as usize);
    // The scenario's first step would have to say both the deal's table and the switches, which no step does.
    if deal.is_some() && !opts.house_rules.is_empty() {
        return Err(format!(
            "--house-rule: {} deals title deeds at set-up, and no step says a deal and house rules together",
            opts.variant
        ));
    }
    // Where the host of a room has house rules to set (the online edition), some games are rooms, unless the run
    // sets house rules itself.
    let room = opts.house_rules.is_empty()
        && preset["house_rules"]
            .as_object()
            .is_some_and(|rules| !rules.is_empty());
    let limits = Limits {
        timeout: opts.timeout,
        ..Limits::default()
    };
    let reference = identify(&opts.reference, limits).await?;
    let candidate = identify(&opts.candidate, limits)
        .await
        .map_err(|e| format!("the candidate engine: {e}"))?;
    if !candidate.variants.contains(&opts.variant) {
        return Err(format!(
            "the candidate engine does not play {:?} (its handshake lists {})",
            opts.variant,
            candidate.variants.join(", ")
        ));
    }
    for needed in ["forced_dice", "stack_deck.top", "setup.cash"] {
        if !candidate.capabilities.iter().any(|c| c == needed) {
            return Err(format!(
                "diff needs the capability {needed:?}, which the candidate does not declare"
            ));
        }
    }
    let context = |engine: &EngineSpec, caps: Vec<String>| {
        Arc::new(Context {
            variant: opts.variant.clone(),
            engine: engine.clone(),
            limits,
            fixtures: fixtures.clone(),
            house_rules: serde_json::Map::new(),
            switches: Default::default(),
            pool: Some(std::sync::Mutex::new(Vec::new())),
            capabilities: Some(caps),
            plays: Vec::new(),
        })
    };
    let mut pair = Pair::new(
        context(&opts.reference, reference.capabilities.clone()),
        context(&opts.candidate, candidate.capabilities.clone()),
    )?;
    let jail = jail_cards(&fixtures, &opts.variant);
    let mut report = DiffReport::default();
    let outcome = campaign(
        opts,
        &mut pair,
        &mut report,
        &jail,
        (min_players, max_players),
        Draws { teams, deal, room },
        &mut progress,
    )
    .await;
    pair.close().await;
    outcome?;
    if let Some(found) = &mut report.found {
        verify(opts, found).await?;
    }
    Ok(report)
}

async fn campaign(
    opts: &DiffOptions,
    pair: &mut Pair,
    report: &mut DiffReport,
    jail: &BTreeMap<String, Vec<String>>,
    (min_players, max_players): (usize, usize),
    draws: Draws,
    progress: &mut impl FnMut(u64),
) -> Result<(), String> {
    let (index, count) = opts.shard;
    let mut lacking: Vec<String> = Vec::new();
    for game in (index..opts.games).step_by(count as usize) {
        let seed = crate::simulate::game_seed(opts.seed, game);
        let mut rng = Rng::new(seed);
        let n = min_players + rng.below(max_players.saturating_sub(min_players) + 1);
        let mut script = Script {
            players: NAMES[..n.min(NAMES.len())]
                .iter()
                .map(|s| s.to_string())
                .collect(),
            house_rules: opts.house_rules.clone(),
            ..Script::default()
        };
        // One game in three of three players or more, where the variant has teams: the first seats against the
        // rest. (Like the room and the deal below, drawn only where the variant has them, so that the games of
        // other variants stay as they were.)
        if draws.teams && n >= 3 && rng.chance(1.0 / 3.0) {
            let first = 1 + rng.below(n - 1);
            script.teams = (0..n).map(|i| u8::from(i >= first)).collect();
        }
        // One game in four of the others is a room, where both engines open rooms: the host's settings and the
        // start are its first steps.
        if draws.room && pair.room && script.teams.is_empty() && rng.chance(0.25) {
            script.room = true;
        }
        // One game in three of the others starts with sets held whole (a head start), where both engines take
        // `give`: random play seldom puts a whole set in one hand within a game's steps, and the rent of a whole
        // set, building, and the rules on them would go untried. A room's game gets it once its host has started
        // it, on the board the host chose. Drawn by a generator of its own, so that the games' other draws stay
        // as they were.
        let mut extra = Rng::new(seed ^ 0x5eed_4ead_57a7);
        let head_start = pair.give && extra.chance(1.0 / 3.0);
        // One head start in two is built up (`built_up`), drawn by a generator of its own again.
        let mut deeper = Rng::new(seed ^ 0xb11d_5eed_0dd5);
        let build_up = head_start && pair.build_up && deeper.chance(0.5);
        let mut room_to_arrange = script.room;
        // The game as dealt, to learn its piles and deeds, and then again with the piles shuffled by the run
        // (where both engines stack whole decks) and, where the variant deals title deeds, the deeds dealt by the
        // run (where both engines take a deal): the game as the variant plays it, not with the deal undone as
        // most scenarios start.
        let mut start = pair.begin(&script, seed).await?;
        let first = match &start {
            Flow::Same(first) => Some(snapshot(first)?),
            // A start that already differs (a deal undone differently, say): the piles and deeds are the
            // reference's, and the game as played decides.
            Flow::Halt(Halt::Diverged(d)) => {
                d.reference.state.as_ref().map(snapshot).transpose()?
            }
            _ => None,
        };
        if let Some(first) = first {
            let mut again = false;
            if pair.stack_order {
                script.decks = shuffled_decks(&first, &mut rng);
                again = true;
            }
            if let Some(each) = draws.deal
                && pair.deal
                && !script.room
            {
                let deeds = first.properties.iter().map(|p| p.id.clone()).collect();
                script.deal = dealt(deeds, each, n, &mut rng);
                again = true;
            }
            // One game in three of the others starts with sets held whole (a head start), where both engines
            // take `give`: random play seldom puts a whole set in one hand within a game's steps, and the rent of
            // a whole set, building, and the rules on them would go untried. Drawn by a generator of its own, so
            // that the games' other draws stay as they were.
            if head_start && !script.room && script.deal.is_empty() {
                script.setup = head_start_of(
                    pair.fixtures(),
                    &first,
                    &mut extra,
                    build_up.then_some(&mut deeper),
                    pair.bank_stock,
                )?;
                again |= !script.setup.is_empty();
            }
            if again {
                start = pair.begin(&script, seed).await?;
            }
        }
        let mut state = match start {
            Flow::Same(state) => snapshot(&state)?,
            Flow::Skipped => unreachable!("a start is never skipped"),
            Flow::Halt(h) => {
                stop(report, game, 0, h, &script);
                if report.found.is_some() {
                    return shrink_found(opts, pair, report, seed, jail, min_players, &[]).await;
                }
                progress(game);
                continue;
            }
        };
        report.games += 1;
        report.team_games += u64::from(!script.teams.is_empty());
        report.rooms += u64::from(script.room);
        report.dealt += u64::from(!script.deal.is_empty());
        report.head_starts += u64::from(!script.setup.is_empty());
        report.built_up += u64::from(script.setup.iter().any(|op| op["op"] != "give"));
        let mut before = vec![state.clone()];
        let mut ended = false;
        let mut halted = false;
        let mut queued: Option<Step> = None;
        let mut stuck = false;
        while script.steps.len() < opts.max_steps {
            if state.game_over.is_some() {
                ended = true;
                break;
            }
            let mut step = match queued.take() {
                Some(step) => step,
                None => {
                    match choose::next_step(pair, &mut rng, &state, &lacking, script.steps.last())
                        .await?
                    {
                        Some(step) => step,
                        None => {
                            stuck = true;
                            break;
                        }
                    }
                }
            };
            let at = script.steps.len();
            match pair.step(at, &mut step, true).await? {
                Flow::Same(next) => {
                    report.steps += 1;
                    script.steps.push(step);
                    state = snapshot(&next)?;
                    before.push(state.clone());
                    // A room's game, once started, has its decks stacked whole (a waiting room takes none),
                    // and its head start where it was drawn.
                    if room_to_arrange && state.room.as_ref().is_some_and(|r| r.started) {
                        room_to_arrange = false;
                        let ops = if head_start {
                            head_start_of(
                                pair.fixtures(),
                                &state,
                                &mut extra,
                                build_up.then_some(&mut deeper),
                                pair.bank_stock,
                            )?
                        } else {
                            Vec::new()
                        };
                        let decks = if pair.stack_order {
                            shuffled_decks(&state, &mut extra)
                        } else {
                            BTreeMap::new()
                        };
                        report.head_starts += u64::from(!ops.is_empty());
                        report.built_up += u64::from(ops.iter().any(|op| op["op"] != "give"));
                        if !decks.is_empty() || !ops.is_empty() {
                            queued = Some(Step::Setup { decks, ops });
                        }
                    }
                }
                Flow::Skipped => {}
                Flow::Halt(h) => {
                    if let (Halt::Unsupported(_), Step::Act { phrase, .. }) = (&h, &step) {
                        lacking.push(choose::kind(phrase));
                    }
                    report.steps += 1;
                    script.steps.push(step);
                    stop(report, game, script.steps.len(), h, &script);
                    halted = true;
                    break;
                }
            }
        }
        if report.found.is_some() {
            return shrink_found(opts, pair, report, seed, jail, min_players, &before).await;
        }
        if !halted {
            if ended || state.game_over.is_some() {
                report.ended += 1;
            } else if stuck {
                report.stuck += 1;
            } else {
                report.capped += 1;
            }
        }
        progress(game);
    }
    Ok(())
}

/// The random draws a variant's games make besides the dice and the actions.
#[derive(Clone, Copy)]
struct Draws {
    /// Some games are team games.
    teams: bool,
    /// The deeds dealt to each player at set-up, where the variant deals.
    deal: Option<usize>,
    /// Some games are rooms.
    room: bool,
}

/// A deal of `each` deeds to each of `n` players, from `deeds` (all the board's) shuffled by the run; empty (the
/// deal undone) where there is nothing to deal or too few deeds.
fn dealt(mut deeds: Vec<String>, each: usize, n: usize, rng: &mut Rng) -> Vec<Vec<String>> {
    if each == 0 || deeds.len() < each * n {
        return Vec::new();
    }
    rng.shuffle(&mut deeds);
    deeds.chunks(each).take(n).map(<[String]>::to_vec).collect()
}

/// Notes why a game stopped: a difference (kept, with the game, for shrinking) or the candidate's lack.
fn stop(report: &mut DiffReport, game: u64, steps: usize, h: Halt, script: &Script) {
    match h {
        Halt::Unsupported(why) => {
            report.unsupported += 1;
            report.unsupported_reason.get_or_insert(why);
        }
        // A recorded game stacks every card it draws.
        Halt::Uncontrolled => {}
        Halt::Diverged(d) => {
            report.found = Some(Found {
                game,
                at: d.at,
                original_steps: steps,
                first: (*d).clone(),
                shrunk: script.clone(),
                divergence: *d,
                replays: 0,
                feature: String::new(),
                on_candidate: String::new(),
                on_reference: String::new(),
                failing_step: None,
            });
        }
    }
}

async fn shrink_found(
    opts: &DiffOptions,
    pair: &mut Pair,
    report: &mut DiffReport,
    seed: u64,
    jail: &BTreeMap<String, Vec<String>>,
    min_players: usize,
    before: &[Snapshot],
) -> Result<(), String> {
    let Some(found) = report.found.as_mut() else {
        return Ok(());
    };
    let shrunk = shrink::shrink(
        pair,
        seed,
        found.shrunk.clone(),
        found.first.clone(),
        shrink::Known {
            before,
            jail_cards: jail,
            min_players,
        },
        opts.shrink_budget,
    )
    .await?;
    found.shrunk = shrunk.script;
    found.divergence = shrunk.divergence;
    found.replays = shrunk.replays;
    let origin = write::Origin {
        variant: &opts.variant,
        seed: opts.seed,
        game: found.game,
        candidate: &opts.candidate.describe(),
        original_steps: found.original_steps,
        house_rules: &opts.house_rules,
    };
    found.feature = write::feature(&pair.reference, &found.shrunk, &found.divergence, &origin);
    Ok(())
}

/// Runs the written scenario on both engines.
async fn verify(opts: &DiffOptions, found: &mut Found) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!(
        "veropoly-diff-{}-{}",
        std::process::id(),
        found.game
    ));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("diff.feature"), &found.feature).map_err(|e| e.to_string())?;
    let run = |engine: &EngineSpec| CertifyOptions {
        engine: engine.clone(),
        variants: vec![opts.variant.clone()],
        house_rules: serde_json::Map::new(),
        tags: Vec::new(),
        features: Some(dir.clone()),
        fixtures: opts.fixtures.clone(),
        jobs: 1,
        timeout: opts.timeout,
        known_failures: Vec::new(),
        progress: None,
        isolate: false,
        cucumber_json: false,
        fail_fast: false,
        each_house_rule: false,
    };
    let verdict = |c: &crate::certify::Certificate| {
        c.variants
            .first()
            .and_then(|v| v.scenarios.first())
            .map(|s| {
                (
                    s.verdict.label().to_string(),
                    s.step
                        .clone()
                        .map(|st| format!("{st}: {}", s.message.clone().unwrap_or_default())),
                )
            })
            .unwrap_or_else(|| ("did not run".to_string(), None))
    };
    let on_candidate = certify(&run(&opts.candidate)).await?;
    let on_reference = certify(&run(&opts.reference)).await?;
    let _ = std::fs::remove_dir_all(&dir);
    let (c, step) = verdict(&on_candidate);
    found.on_candidate = c;
    found.failing_step = step;
    found.on_reference = verdict(&on_reference).0;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_gives_each_player_their_own_deeds() {
        let deeds: Vec<String> = (0..28).map(|i| format!("d{i}")).collect();
        let hands = dealt(deeds.clone(), 3, 4, &mut Rng::new(5));
        assert_eq!(hands.len(), 4);
        assert!(hands.iter().all(|h| h.len() == 3));
        let mut all: Vec<&String> = hands.iter().flatten().collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 12, "no deed is dealt twice");
        assert!(all.iter().all(|d| deeds.contains(d)));
        // The run's shuffle decides: another seed deals otherwise.
        assert_ne!(hands, dealt(deeds.clone(), 3, 4, &mut Rng::new(6)));
        // Nothing to deal, or too few deeds: the deal is undone.
        assert!(dealt(deeds.clone(), 0, 4, &mut Rng::new(5)).is_empty());
        assert!(dealt(deeds[..11].to_vec(), 3, 4, &mut Rng::new(5)).is_empty());
        assert_eq!(dealt(deeds[..12].to_vec(), 3, 4, &mut Rng::new(5)).len(), 4);
    }
}
