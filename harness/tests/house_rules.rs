//! The online edition certified with each of its eight house-rule switches set away from its default (and the pairs
//! whose interaction a scenario states), against the
//! reference engine over the pipe (the defaults are certified by `features.rs`). Each run takes the scenarios
//! written for that setting (`@house-rule-<switch>`) and leaves out those that hold only at the default
//! (`@default-<switch>`).

use std::process::Command;

mod common;

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
    // One run certifies the defaults and each switch flipped in turn: a certificate per setting.
    let run = common::certify(["--variant", "online", "--each-house-rule"]);
    let (text, report) = (&run.stdout, &run.report);
    if run.code != Some(0) {
        failed.push(format!("--each-house-rule:\n{text}"));
    }
    let settings: Vec<Vec<String>> = report["variants"]
        .as_array()
        .map(|vs| {
            vs.iter()
                .map(|v| {
                    v["switches"]
                        .as_array()
                        .map(|s| {
                            s.iter()
                                .filter_map(|x| x.as_str().map(String::from))
                                .collect()
                        })
                        .unwrap_or_default()
                })
                .collect()
        })
        .unwrap_or_default();
    let mut expected: Vec<Vec<String>> = vec![Vec::new()];
    let mut names: Vec<&str> = FLIPS.iter().filter_map(|f| f.split('=').next()).collect();
    names.sort();
    expected.extend(names.iter().map(|n| vec![n.to_string()]));
    if settings != expected {
        failed.push(format!(
            "the settings certified: {settings:?}, expected {expected:?}"
        ));
    }
    for flip in FLIPS {
        let switch = flip.split('=').next().unwrap_or_default();
        if !text.contains(&format!("away from their default: {switch}")) {
            failed.push(format!("{flip} not in the summary:\n{text}"));
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
