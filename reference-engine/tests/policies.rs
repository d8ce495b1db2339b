//! What the policies of `veropoly simulate` (`docs/simulation.md`) come to on the reference engine: for every
//! variant and policy, five four-player games seeded as `veropoly simulate --seed 1` seeds them, with every
//! invariant checked, and each game's rolls, player turns, actions and winning seats. The dice and the `random`
//! policy's draws come from the game's own seed, so the record is the reference's own; it pins the policies and the
//! rules they meet, and a change to either shows here as a changed record, to be reviewed. Each named house-rule
//! switch is also played away from its default, one at a time (the online edition's auctions, on a clock, only so).

use veropoly_engine::data::load;
use veropoly_engine::play::{self, Policy};

/// Each variant as its preset has it, then with each of its named house-rule switches away from its default in
/// turn (the online edition's eight): the name for the record, and the overrides.
fn runs() -> Vec<(String, String, serde_json::Map<String, serde_json::Value>)> {
    let mut runs = Vec::new();
    for &variant in veropoly_engine::protocol::SUPPORTED_VARIANTS {
        runs.push((variant.to_string(), variant.to_string(), Default::default()));
        let preset = load::preset_value(variant).expect("the variant's preset");
        for (switch, s) in preset["house_rules"].as_object().into_iter().flatten() {
            let default = s["default"].as_bool().unwrap_or(false);
            let patch = &s[if default { "when_off" } else { "when_on" }];
            let overrides = patch.as_object().cloned().expect("a switch's patch");
            let name = format!("{variant} {switch} {}", if default { "off" } else { "on" });
            runs.push((name, variant.to_string(), overrides));
        }
    }
    runs
}

#[test]
fn what_each_policy_comes_to() {
    let mut record = String::new();
    for (run, variant, overrides) in runs() {
        let setup = load::setup_with(&variant, &overrides, 4, 0, false).expect("the run's set-up");
        for name in Policy::NAMES {
            let policy = Policy::named(name).expect("a policy");
            for i in 0..5 {
                let mut s = setup.clone();
                s.seed = play::game_seed(1, i);
                let mut g = veropoly_engine::Game::new(s).expect("a game");
                let r = play::play(&mut g, policy, 1000, true)
                    .unwrap_or_else(|v| panic!("{run}, {name}, game {i}: {v}"));
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
                    "{run:<32} {name:<13} game {i}: {:>5} rolls {:>5} turns {:>6} actions, {winners}\n",
                    r.rolls, r.turns, r.actions
                ));
            }
        }
    }
    insta::assert_snapshot!(record);
}
