//! `veropoly simulate`: many whole games of the reference engine in process, on every core, seeded. Game `i` of a
//! run with seed `s` always plays the same way, whatever the number of threads, so the totals of a run depend on
//! its seed alone. The invariants of `veropoly_engine::play` can be checked after every action.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use veropoly_engine::data::load;
use veropoly_engine::play::{self, GameRecord, Policy, Violation};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimOptions {
    pub variant: String,
    pub games: u64,
    pub seed: u64,
    pub policy: String,
    pub threads: usize,
    pub players: usize,
    /// Player turns after which a game is stopped.
    pub cap: u64,
    /// Check the invariants after every action.
    pub check: bool,
    /// House rules: keys of the preset, or its named switches (`auctions: "on"`), as `certify --house-rule`
    /// takes them.
    pub house_rules: serde_json::Map<String, serde_json::Value>,
    /// Shared count of games played, for a progress display.
    pub progress: Option<Arc<AtomicU64>>,
}

/// The totals of a run.
#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub games: u64,
    pub rolls: u64,
    pub turns: u64,
    pub actions: u64,
    pub capped: u64,
    /// Games won by each seat (a shared win counts for each winner).
    pub wins: Vec<u64>,
    /// Each game's length in player turns, by game number.
    pub lengths: Vec<u64>,
    /// Where the token rested after each roll, by space.
    pub rests: Vec<u64>,
    pub violations: Vec<(u64, Violation)>,
    pub elapsed: Duration,
    /// Under a policy with one plan in jail (`leave-jail`, `stay-in-jail`), the long-run share of rolls after
    /// which the token rests on each space as the Markov chain of the rules gives it (`crate::exact`), in the
    /// order of `rests`; or why the chain could not be made for this variant.
    pub exact: Option<Result<Vec<f64>, String>>,
}

impl SimReport {
    fn add(&mut self, i: u64, r: &GameRecord) {
        self.games += 1;
        self.rolls += r.rolls;
        self.turns += r.turns;
        self.actions += r.actions;
        self.capped += r.capped as u64;
        for &w in &r.winners {
            if let Some(c) = self.wins.get_mut(w as usize) {
                *c += 1;
            }
        }
        if let Some(l) = self.lengths.get_mut(i as usize) {
            *l = r.turns;
        }
        for (a, b) in self.rests.iter_mut().zip(&r.rests) {
            *a += b;
        }
    }

    fn merge(&mut self, o: SimReport) {
        self.games += o.games;
        self.rolls += o.rolls;
        self.turns += o.turns;
        self.actions += o.actions;
        self.capped += o.capped;
        for (a, b) in self.wins.iter_mut().zip(&o.wins) {
            *a += b;
        }
        for (a, b) in self.lengths.iter_mut().zip(&o.lengths) {
            *a = (*a).max(*b);
        }
        for (a, b) in self.rests.iter_mut().zip(&o.rests) {
            *a += b;
        }
        self.violations.extend(o.violations);
    }

    /// The median, 10th and 90th percentile of the games' lengths, in player turns.
    pub fn length_percentiles(&self) -> (u64, u64, u64) {
        let mut l = self.lengths.clone();
        l.sort_unstable();
        let at = |q: f64| {
            l.get(((l.len().saturating_sub(1)) as f64 * q).round() as usize)
                .copied()
                .unwrap_or(0)
        };
        (at(0.5), at(0.1), at(0.9))
    }
}

pub use veropoly_engine::play::game_seed;

/// The run's house rules as the engine takes them: each named switch replaced by the keys it sets.
fn house_rules(opts: &SimOptions) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    crate::switches::expand(&load::preset_value(&opts.variant)?, &opts.house_rules)
}

/// The board the run plays on: the preset's, or the one its house rules choose.
pub fn board_id(opts: &SimOptions) -> Result<String, String> {
    let mut preset = load::preset_value(&opts.variant)?;
    load::merge(
        &mut preset,
        &serde_json::Value::Object(house_rules(opts)?),
        "",
    )?;
    preset["board"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("the preset of {} names no board", opts.variant))
}

/// Plays the run.
pub fn simulate(opts: &SimOptions) -> Result<SimReport, String> {
    let policy = Policy::named(&opts.policy).ok_or_else(|| {
        format!(
            "no policy {}: the policies are {}",
            opts.policy,
            Policy::NAMES.join(", ")
        )
    })?;
    let setup = load::setup_with(&opts.variant, &house_rules(opts)?, opts.players, 0, false)?;
    let spaces = veropoly_engine::Game::new(setup.clone())
        .map_err(|e| e.to_string())?
        .board()
        .spaces
        .len()
        + 1;
    let threads = opts.threads.max(1);
    let next = AtomicU64::new(0);
    let start = Instant::now();
    let empty = || SimReport {
        wins: vec![0; opts.players],
        lengths: vec![0; opts.games as usize],
        rests: vec![0; spaces],
        ..SimReport::default()
    };
    let parts: Vec<Result<SimReport, String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let setup = &setup;
                let next = &next;
                scope.spawn(move || {
                    let mut part = empty();
                    loop {
                        // Games are handed out in small batches, so the threads finish together.
                        let first = next.fetch_add(16, Ordering::Relaxed);
                        if first >= opts.games {
                            break;
                        }
                        for i in first..(first + 16).min(opts.games) {
                            let mut s = setup.clone();
                            s.seed = game_seed(opts.seed, i);
                            let mut g = veropoly_engine::Game::new(s).map_err(|e| e.to_string())?;
                            match play::play(&mut g, policy, opts.cap, opts.check) {
                                Ok(r) => part.add(i, &r),
                                Err(v) => part.violations.push((i, v)),
                            }
                            if let Some(p) = &opts.progress {
                                p.fetch_add(1, Ordering::Relaxed);
                            }
                        }
                    }
                    Ok(part)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err("a simulation thread panicked".into()))
            })
            .collect()
    });
    let mut report = empty();
    for p in parts {
        report.merge(p?);
    }
    report.violations.sort_by_key(|(i, _)| *i);
    report.elapsed = start.elapsed();
    report.exact = crate::exact::JailPlan::of_policy(&opts.policy)
        .map(|plan| crate::exact::rests_for(&setup.rules, plan));
    Ok(report)
}

/// The run as a table for the terminal.
pub fn table(opts: &SimOptions, r: &SimReport, names: &[String]) -> String {
    let secs = r.elapsed.as_secs_f64().max(1e-9);
    let (median, p10, p90) = r.length_percentiles();
    let mut out = format!(
        "{} games of {} ({} players, policy {}, seed {}, {} thread(s), cap {} turns)\n",
        r.games, opts.variant, opts.players, opts.policy, opts.seed, opts.threads, opts.cap
    );
    if !opts.house_rules.is_empty() {
        let mut rules = Vec::new();
        dotted(&opts.house_rules, "", &mut rules);
        out += &format!("  house rules {}\n", rules.join(", "));
    }
    out += &format!(
        "  speed      {:.0} games/s, {:.0} rolls/s, {:.0} actions/s ({:.2} s)\n",
        r.games as f64 / secs,
        r.rolls as f64 / secs,
        r.actions as f64 / secs,
        secs
    );
    out += &format!(
        "  length     median {median} turns (10%: {p10}, 90%: {p90}); {:.1} rolls per game\n",
        r.rolls as f64 / r.games.max(1) as f64
    );
    out += &format!(
        "  capped     {} of {} games ({:.1}%) reached {} turns\n",
        r.capped,
        r.games,
        100.0 * r.capped as f64 / r.games.max(1) as f64,
        opts.cap
    );
    let wins: Vec<String> = r
        .wins
        .iter()
        .enumerate()
        .map(|(i, w)| format!("seat {}: {w}", i + 1))
        .collect();
    out += &format!("  wins       {}\n", wins.join(", "));
    if opts.check {
        out += &format!(
            "  invariants {} after every action\n",
            if r.violations.is_empty() {
                "held".to_string()
            } else {
                format!("BROKEN in {} game(s)", r.violations.len())
            }
        );
        for (i, v) in r.violations.iter().take(10) {
            out += &format!("    game {i}: {v}\n");
        }
    }
    let total = r.rolls.max(1) as f64;
    let mut top: Vec<(usize, u64)> = r.rests.iter().copied().enumerate().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    match &r.exact {
        Some(Ok(exact)) => {
            let (at, largest, tv) = against(r, exact);
            out += &format!(
                "  exact      against the chain of the rules: largest difference {largest:.4} points ({}), \
                 total variation {tv:.4}%\n",
                names.get(at).map(String::as_str).unwrap_or("In jail"),
            );
        }
        Some(Err(why)) => out += &format!("  exact      no chain for this run: {why}\n"),
        None => {}
    }
    out += "  most landed on\n";
    for (i, n) in top.iter().take(8) {
        out += &format!(
            "    {:>2} {:<28} {:>7.4}%\n",
            i,
            names.get(*i).map(String::as_str).unwrap_or("In jail"),
            100.0 * *n as f64 / total
        );
    }
    out
}

/// The run's landing shares against the chain's: where they differ most, by how many percentage points, and the
/// total variation distance between the two, in percent (half the sum of the differences).
pub fn against(r: &SimReport, exact: &[f64]) -> (usize, f64, f64) {
    let total = r.rolls.max(1) as f64;
    let diffs: Vec<f64> = r
        .rests
        .iter()
        .zip(exact)
        .map(|(n, x)| 100.0 * (*n as f64 / total - x))
        .collect();
    let (at, largest) = diffs
        .iter()
        .enumerate()
        .fold((0, 0.0f64), |(a, m), (i, d)| {
            if d.abs() > m.abs() { (i, *d) } else { (a, m) }
        });
    (
        at,
        largest,
        diffs.iter().map(|d| d.abs()).sum::<f64>() / 2.0,
    )
}

/// Each leaf of the overrides as `path=value`, as `--house-rule` takes it.
fn dotted(map: &serde_json::Map<String, serde_json::Value>, prefix: &str, out: &mut Vec<String>) {
    for (k, v) in map {
        match v {
            serde_json::Value::Object(m) => dotted(m, &format!("{prefix}{k}."), out),
            serde_json::Value::String(s) => out.push(format!("{prefix}{k}={s}")),
            other => out.push(format!("{prefix}{k}={other}")),
        }
    }
}

/// Where the token rested, as CSV: space index, id, name, rests, percent of all rolls (four decimals). The jail
/// space counts visitors only; the last row, `in-jail`, the rolls after which the player was held in jail. Where
/// the run has the chain of the rules to compare with, a last column, `exact`, gives its percent.
pub fn csv(r: &SimReport, spaces: &[(String, String)]) -> String {
    let total = r.rolls.max(1) as f64;
    let exact = match &r.exact {
        Some(Ok(x)) => Some(x),
        _ => None,
    };
    let mut out = String::from("space,id,name,rests,percent");
    out += if exact.is_some() { ",exact\n" } else { "\n" };
    for (i, n) in r.rests.iter().enumerate() {
        let (id, name) = spaces
            .get(i)
            .cloned()
            .unwrap_or_else(|| ("in-jail".into(), "In jail".into()));
        let name = if name.contains([',', '"']) {
            format!("\"{}\"", name.replace('"', "\"\""))
        } else {
            name
        };
        out += &format!("{i},{id},{name},{n},{:.4}", 100.0 * *n as f64 / total);
        if let Some(x) = exact.and_then(|x| x.get(i)) {
            out += &format!(",{:.4}", 100.0 * x);
        }
        out += "\n";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(threads: usize) -> SimOptions {
        SimOptions {
            variant: "classic".into(),
            games: 40,
            seed: 11,
            policy: "buy-all".into(),
            threads,
            players: 4,
            cap: 1000,
            check: true,
            house_rules: serde_json::Map::new(),
            progress: None,
        }
    }

    #[test]
    fn the_totals_depend_on_the_seed_not_on_the_threads() {
        let (a, b) = (simulate(&opts(1)).unwrap(), simulate(&opts(3)).unwrap());
        assert!(a.violations.is_empty(), "{:?}", a.violations);
        assert_eq!(
            (a.games, a.rolls, a.turns, a.actions, a.capped),
            (b.games, b.rolls, b.turns, b.actions, b.capped)
        );
        assert_eq!(
            (&a.wins, &a.lengths, &a.rests),
            (&b.wins, &b.lengths, &b.rests)
        );
        let other = simulate(&SimOptions {
            seed: 12,
            ..opts(2)
        })
        .unwrap();
        assert_ne!(a.rests, other.rests, "another seed plays other games");
    }

    /// A named switch turned over plays other games (the online edition's auctions: more actions, as bidding
    /// is), a key of the preset chooses the board the report shows, and a misspelt switch is refused, by name.
    #[test]
    fn house_rules_change_the_games_and_a_misspelt_one_is_refused() {
        let online = |rules: &[(&str, &str)]| SimOptions {
            variant: "online".into(),
            games: 12,
            house_rules: rules
                .iter()
                .map(|(k, v)| (k.to_string(), serde_json::Value::String(v.to_string())))
                .collect(),
            ..opts(2)
        };
        let (plain, auctions) = (
            simulate(&online(&[])).unwrap(),
            simulate(&online(&[("auctions", "on")])).unwrap(),
        );
        assert!(plain.violations.is_empty() && auctions.violations.is_empty());
        assert!(auctions.actions > plain.actions, "{auctions:?} {plain:?}");
        assert_eq!(board_id(&online(&[])).unwrap(), "world");
        assert_eq!(
            board_id(&online(&[("board", "jackpot")])).unwrap(),
            "jackpot"
        );
        let e = simulate(&online(&[("auctionz", "on")])).unwrap_err();
        assert!(e.contains("auctionz"), "{e}");
    }

    /// The engine's games, in every variant and under each jail policy, rest where the chain of the rules says,
    /// space by space, within what 400 games' chance and the chain's simplifications allow (docs/simulation.md:
    /// over 10⁸ rolls of `classic` no space differs by more than 0.09 points). An engine that let three doubles
    /// go unpunished would hold the player in jail 0.39 points less often, and fail here.
    #[test]
    fn the_jail_policies_rest_where_the_chain_of_the_rules_says() {
        for variant in crate::certify::VARIANTS {
            for policy in ["leave-jail", "stay-in-jail"] {
                let r = simulate(&SimOptions {
                    variant: variant.to_string(),
                    games: 400,
                    policy: policy.into(),
                    check: false,
                    ..opts(2)
                })
                .unwrap();
                let exact = r.exact.clone().unwrap().unwrap();
                let total = r.rolls as f64;
                for (i, (n, x)) in r.rests.iter().zip(&exact).enumerate() {
                    let d = 100.0 * (*n as f64 / total - x);
                    assert!(
                        d.abs() < 0.25,
                        "{variant}, {policy}, space {i}: {d:+.4} points"
                    );
                }
                let (_, _, tv) = against(&r, &exact);
                assert!(tv < 1.5, "{variant}, {policy}: total variation {tv:.4}%");
            }
        }
        let plain = simulate(&opts(1)).unwrap();
        assert!(plain.exact.is_none(), "buy-all has no one plan in jail");
        assert!(!csv(&plain, &[]).starts_with("space,id,name,rests,percent,exact"));
    }

    #[test]
    fn an_unknown_policy_is_named() {
        let e = simulate(&SimOptions {
            policy: "greedy".into(),
            ..opts(1)
        })
        .unwrap_err();
        assert!(e.contains("buy-all"), "{e}");
    }
}
