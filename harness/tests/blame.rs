//! Blame tests: the suite's regression tests for precision. Each case certifies the reference engine with one rule
//! broken on purpose, the way real engines break it, and asserts the exact set of rules the certificate reports
//! broken: the broken rule, and no other. Rules whose scenarios lean on the broken one may be "not shown"; they
//! must never be "broken".
//!
//! The faulty engines are this test binary itself, run with `--serve-faulty-engine NAME`: the reference engine's
//! session with a fault set through its test-only hook (`veropoly_engine::faults`), which the protocol never
//! exposes. They speak to the harness over a pipe like any engine.

use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::time::Duration;
use veropoly_engine::faults::{CodeFaults, Faults};
use veropoly_engine::protocol::{Session, serve_session};
use veropoly_harness::certify::{CertifyOptions, certify};
use veropoly_harness::driver::{EngineCommand, EngineSpec};
use veropoly_harness::runner::RuleStatus;

/// A faulty engine: its name, what it does wrong, and the rules a certificate must report broken.
struct Case {
    name: &'static str,
    what: &'static str,
    faults: fn() -> Faults,
    broken: &'static [&'static str],
}

fn rules(v: Value) -> serde_json::Map<String, Value> {
    v.as_object().cloned().unwrap_or_default()
}

const CASES: &[Case] = &[
    Case {
        name: "rent-on-landing",
        what: "collects rent as soon as a player lands, without waiting to be asked (as most rulebooks do)",
        faults: || Faults {
            rules: rules(json!({"rent": {"must_be_claimed": false}})),
            ..Default::default()
        },
        broken: &["VP-RENT-06", "VP-RENT-07"],
    },
    Case {
        name: "rent-on-landing-no-set-bonus",
        what: "collects rent on landing, and charges base rent on a whole colour set",
        faults: || Faults {
            rules: rules(json!({"rent": {"must_be_claimed": false, "full_set_multiplier": 1}})),
            ..Default::default()
        },
        broken: &["VP-RENT-02", "VP-RENT-04", "VP-RENT-06", "VP-RENT-07"],
    },
    Case {
        name: "rent-on-mortgaged",
        what: "charges rent on a mortgaged property",
        faults: || Faults {
            code: CodeFaults {
                rent_on_mortgaged: true,
                ..Default::default()
            },
            ..Default::default()
        },
        broken: &["VP-MORT-03"],
    },
    Case {
        name: "no-building-stock",
        what: "has no real limit on houses and hotels: the bank starts with 100,000 of each",
        faults: || Faults {
            rules: rules(json!({"buildings": {"houses": 100000, "hotels": 100000}})),
            ..Default::default()
        },
        broken: &["VP-SHORT-03"],
    },
    Case {
        name: "bankruptcy-to-bank",
        what: "hands every bankrupt player's estate to the bank, whoever the creditor",
        faults: || Faults {
            code: CodeFaults {
                bankruptcy_always_to_bank: true,
                ..Default::default()
            },
            ..Default::default()
        },
        broken: &["VP-BKR-03", "VP-BKR-04", "VP-BKR-06"],
    },
    Case {
        name: "card-back-on-top",
        what: "puts a drawn card back on top of its pile, so the same card comes up again",
        faults: || Faults {
            code: CodeFaults {
                card_back_on_top: true,
                ..Default::default()
            },
            ..Default::default()
        },
        broken: &["VP-CARD-07", "VP-CARD-08"],
    },
    Case {
        name: "sealed-bids",
        what: "runs auctions by sealed bids: each player bids once, and the highest bid wins",
        faults: || Faults {
            code: CodeFaults {
                sealed_bids: true,
                ..Default::default()
            },
            ..Default::default()
        },
        broken: &["VP-AUC-04", "VP-AUC-09", "VP-SHORT-04"],
    },
    Case {
        name: "no-opening-roll-off",
        what: "lets the first seat start, with no opening roll-off",
        faults: || Faults {
            rules: rules(json!({"turn_order": "seating"})),
            ..Default::default()
        },
        broken: &["VP-ORDER-01"],
    },
    Case {
        name: "no-auctions",
        what: "leaves a declined property with the bank instead of auctioning it",
        faults: || Faults {
            rules: rules(json!({"unbought_property": "stays_with_bank"})),
            ..Default::default()
        },
        broken: &["VP-AUC-01", "VP-AUC-02", "VP-AUC-03"],
    },
    Case {
        name: "double-go-on-landing",
        what: "pays $400 for landing exactly on Go",
        faults: || Faults {
            rules: rules(json!({"go": {"exact_salary": 400}})),
            ..Default::default()
        },
        broken: &["VP-GO-04", "VP-GO-06"],
    },
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--serve-faulty-engine") {
        let name = args.get(i + 1).map(String::as_str).unwrap_or_default();
        let Some(case) = CASES.iter().find(|c| c.name == name) else {
            eprintln!("no faulty engine named {name:?}");
            std::process::exit(2);
        };
        std::process::exit(serve_session(Session::new().with_faults((case.faults)())));
    }
    // `cargo test --test blame NAME` runs the cases whose name contains NAME.
    let filter: Vec<&String> = args
        .iter()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let print = std::env::var_os("BLAME_PRINT").is_some();
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    let mut problems = Vec::new();
    let mut ran = 0;
    for case in CASES {
        if !filter.is_empty() && !filter.iter().any(|f| case.name.contains(f.as_str())) {
            continue;
        }
        ran += 1;
        let opts = CertifyOptions {
            engine: EngineSpec::Process(EngineCommand {
                program: std::env::current_exe()
                    .expect("this test's path")
                    .display()
                    .to_string(),
                args: vec!["--serve-faulty-engine".into(), case.name.into()],
            }),
            variants: vec!["veropoly".into()],
            house_rules: Default::default(),
            tags: Vec::new(),
            features: None,
            fixtures: None,
            jobs: 2,
            timeout: Duration::from_secs(10),
            known_failures: Vec::new(),
            progress: None,
            isolate: false,
            cucumber_json: false,
            fail_fast: false,
            each_house_rule: false,
        };
        let c = rt.block_on(certify(&opts)).expect("the certification runs");
        let v = &c.variants[0];
        let broken: BTreeSet<&str> = v
            .rules
            .iter()
            .filter(|r| r.status == RuleStatus::Broken)
            .map(|r| r.rule.as_str())
            .collect();
        let expected: BTreeSet<&str> = case.broken.iter().copied().collect();
        if print {
            println!("{} ({}):", case.name, case.what);
            for r in v.rules.iter().filter(|r| r.status != RuleStatus::Kept) {
                println!(
                    "  {} {}: {}",
                    r.rule,
                    r.status.label(),
                    r.failing.join("; ")
                );
            }
            for s in v.scenarios.iter().filter(|s| !s.blamed.is_empty()) {
                println!(
                    "    blames {:?}: {} {} | {} | {}",
                    s.blamed,
                    s.location,
                    s.scenario,
                    s.step.as_deref().unwrap_or(""),
                    s.message.as_deref().unwrap_or("")
                );
            }
        }
        if broken != expected {
            problems.push(format!(
                "{} ({}): the certificate reports broken {:?}, expected exactly {:?}",
                case.name, case.what, broken, expected
            ));
        } else {
            println!("blame {}: exactly {:?} broken", case.name, expected);
        }
    }
    if !problems.is_empty() {
        eprintln!("{}", problems.join("\n"));
        std::process::exit(1);
    }
    println!("blame: {ran} faulty engines, each blamed for exactly its broken rules");
}
