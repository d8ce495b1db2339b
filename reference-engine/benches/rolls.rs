//! How fast the rules core plays, in process, with event recording off: rolls per second over whole games.
//! A benchmark, not a test: `cargo bench -p veropoly-engine --bench rolls`. Reports the median of five runs.

use std::time::Instant;
use veropoly_engine::data::load;
use veropoly_engine::game::Phase;
use veropoly_engine::{Action, Game, GameSetup};

/// A simple policy: buy what you can afford, pass in auctions, ask for every rent, give up when in debt.
fn step(g: &mut Game) -> Option<bool> {
    if let Some(d) = g.debts().first().copied() {
        g.apply(d.debtor, Action::DeclareBankruptcy).ok()?;
        return Some(false);
    }
    if let Some(c) = g.claims().first().copied() {
        g.apply(
            c.owner,
            Action::ClaimRent {
                payer: Some(c.payer),
            },
        )
        .ok()?;
        return Some(false);
    }
    match g.phase() {
        Phase::Roll { player } | Phase::UtilityRoll { player, .. } => {
            g.apply(player, Action::Roll).ok()?;
            Some(true)
        }
        Phase::Buy { player, prop } => {
            let price = g.board().props[prop as usize].price;
            let a = if g.cash(player) >= price {
                Action::Buy
            } else {
                Action::Decline
            };
            g.apply(player, a).ok()?;
            Some(false)
        }
        Phase::Auction(a) => {
            let p = (0..g.player_count() as u8).find(|&q| {
                !g.is_bankrupt(q) && a.passed & (1 << q) == 0 && a.high.is_none_or(|(h, _)| h != q)
            })?;
            g.apply(p, Action::Pass).ok()?;
            Some(false)
        }
        Phase::EndTurn { player } => {
            g.apply(player, Action::EndTurn).ok()?;
            Some(false)
        }
        Phase::TaxChoice { player, .. } => {
            g.apply(player, Action::ChooseTax { percent: false }).ok()?;
            Some(false)
        }
        Phase::Opening { .. } | Phase::Over { .. } => None,
    }
}

fn run(games: u64) -> (u64, f64) {
    let setup = load::setup("veropoly", 4, 0, true).expect("a set-up");
    let start = Instant::now();
    let mut rolls = 0u64;
    for seed in 0..games {
        let mut g = Game::new(GameSetup {
            deal: None,
            seed,
            ..setup.clone()
        })
        .expect("a game");
        g.set_recording(false);
        for _ in 0..2_000 {
            match step(&mut g) {
                Some(true) => rolls += 1,
                Some(false) => {}
                None => break,
            }
        }
    }
    (rolls, start.elapsed().as_secs_f64())
}

fn main() {
    let mut rates: Vec<f64> = (0..5)
        .map(|_| {
            let (rolls, secs) = run(300);
            rolls as f64 / secs
        })
        .collect();
    rates.sort_by(|a, b| a.total_cmp(b));
    println!(
        "rules core, in process, recording off: median {:.2} million rolls/s (runs: {})",
        rates[2] / 1e6,
        rates
            .iter()
            .map(|r| format!("{:.2}M", r / 1e6))
            .collect::<Vec<_>>()
            .join(", ")
    );
}
