//! What the policies of `veropoly simulate` (`docs/simulation.md`) come to on the reference engine: for every
//! variant and policy, five four-player games seeded as `veropoly simulate --seed 1` seeds them, with every
//! invariant checked, and each game's rolls, player turns, actions and winning seats. The dice and the `random`
//! policy's draws come from the game's own seed, so the record is the reference's own; it pins the policies and the
//! rules they meet, and a change to either shows here as a changed record, to be reviewed.

use veropoly_engine::data::load;
use veropoly_engine::play::{self, Policy};

#[test]
fn what_each_policy_comes_to() {
    let mut record = String::new();
    for &variant in veropoly_engine::protocol::SUPPORTED_VARIANTS {
        let setup = load::setup(variant, 4, 0, false).expect("the variant's set-up");
        for name in Policy::NAMES {
            let policy = Policy::named(name).expect("a policy");
            for i in 0..5 {
                let mut s = setup.clone();
                s.seed = play::game_seed(1, i);
                let mut g = veropoly_engine::Game::new(s).expect("a game");
                let r = play::play(&mut g, policy, 1000, true)
                    .unwrap_or_else(|v| panic!("{variant}, {name}, game {i}: {v}"));
                let winners = if r.capped {
                    "capped".to_string()
                } else {
                    r.winners
                        .iter()
                        .map(|w| format!("seat {}", w + 1))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                record.push_str(&format!(
                    "{variant:<14} {name:<13} game {i}: {:>5} rolls {:>5} turns {:>6} actions, {winners}\n",
                    r.rolls, r.turns, r.actions
                ));
            }
        }
    }
    insta::assert_snapshot!(record);
}
