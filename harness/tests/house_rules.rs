//! The online edition certified with each of its eight house-rule switches set away from its default (and the pairs
//! whose interaction a scenario states), against the
//! reference engine over the pipe (the defaults are certified by `features.rs`). Each run takes the scenarios
//! written for that setting (`@house-rule-<switch>`) and leaves out those that hold only at the default
//! (`@default-<switch>`).

use std::process::Command;

const FLIPS: [&str; 8] = [
    "double_rent=on",
    "vacation_jackpot=on",
    "auctions=on",
    "no_rent_in_jail=on",
    "mortgages=on",
    "even_building=off",
    "random_order=off",
    "turn_clock=off",
];

/// Switches whose interaction the scenarios state, flipped together.
const TOGETHER: [[&str; 2]; 1] = [["mortgages=on", "double_rent=on"]];

#[test]
fn online_is_certified_with_each_switch_flipped() {
    let harness = env!("CARGO_BIN_EXE_veropoly");
    let mut failed = Vec::new();
    for flip in FLIPS {
        let out = Command::new(harness)
            .args(["certify", "--variant", "online", "--house-rule", flip])
            .output()
            .expect("the harness runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let switch = flip.split('=').next().unwrap_or_default();
        if !out.status.success() || !text.contains(&format!("away from their default: {switch}")) {
            failed.push(format!("{flip}:\n{text}"));
        }
    }
    for flips in TOGETHER {
        let mut args = vec!["certify", "--variant", "online"];
        for f in flips {
            args.extend(["--house-rule", f]);
        }
        let out = Command::new(harness)
            .args(&args)
            .output()
            .expect("the harness runs");
        if !out.status.success() {
            failed.push(format!(
                "{flips:?}:\n{}",
                String::from_utf8_lossy(&out.stdout)
            ));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
