//! The long run of the invariants (a benchmark, never a test): `cargo bench -p veropoly-engine --bench invariants`
//! plays 100,000 games of every certified variant under the `random` policy on every core, with every invariant
//! of `play::invariants` checked after every action, and exits with 1 at the first variant where one breaks.
//! `VEROPOLY_GAMES` sets another count; a variant named after `--` plays alone. Game `i` is seeded
//! `play::game_seed(1, i)`, so these are the games of `veropoly simulate --seed 1 --policy random --check`, which
//! reports on them at length. `cargo test` runs the short run (`play::tests::random_games_keep_every_invariant`).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use veropoly_engine::data::load;
use veropoly_engine::play::{self, Policy};

const VARIANTS: &[&str] = veropoly_engine::protocol::SUPPORTED_VARIANTS;

fn main() {
    let games: u64 = std::env::var("VEROPOLY_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    // `cargo bench` passes `--bench`; any other word names a variant.
    let asked: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut broken = false;
    for &variant in VARIANTS {
        if !asked.is_empty() && !asked.iter().any(|a| a == variant) {
            continue;
        }
        let setup = load::setup(variant, 4, 0, false).expect("the variant's set-up");
        let (next, actions, rolls) = (AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0));
        let start = Instant::now();
        let violations: Vec<String> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut found = Vec::new();
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            if i >= games {
                                return found;
                            }
                            let mut s = setup.clone();
                            s.seed = play::game_seed(1, i);
                            let mut g = veropoly_engine::Game::new(s).expect("a game");
                            match play::play(&mut g, Policy::Random, 1000, true) {
                                Ok(r) => {
                                    actions.fetch_add(r.actions, Ordering::Relaxed);
                                    rolls.fetch_add(r.rolls, Ordering::Relaxed);
                                }
                                Err(v) => found.push(format!("game {i}: {v}")),
                            }
                        }
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().expect("a thread of the run"))
                .collect()
        });
        let secs = start.elapsed().as_secs_f64();
        let actions = actions.into_inner();
        println!(
            "{variant:<14} {games} random games, {actions} actions checked, {} rolls, in {secs:.1} s \
             ({:.0} games/s, {:.0} actions/s on {threads} threads): {}",
            rolls.into_inner(),
            games as f64 / secs,
            actions as f64 / secs,
            if violations.is_empty() {
                "every invariant held".to_string()
            } else {
                format!("{} games broke one", violations.len())
            }
        );
        for v in violations.iter().take(10) {
            println!("  {v}");
        }
        broken |= !violations.is_empty();
    }
    std::process::exit(broken as i32);
}
