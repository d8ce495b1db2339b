//! Blame tests: the suite's regression tests for precision, on engines built differently. Each archetype is the
//! reference engine made to play the way a family of real engines plays (only the mover acts, rent taken on landing,
//! auctions by sealed bids, no building stock, interest rounded down, ...), alone or three at once; each case
//! certifies one archetype in one variant and asserts the exact set of rules the certificate reports broken, stated
//! here in advance: the rules the archetype departs from, and no other. Rules whose scenarios lean on a broken one
//! may be "not shown"; they must never be "broken". A scenario blocked by a rule (`rules/blocking.yaml`) must be
//! listed under that rule.
//!
//! The faulty engines are this test binary itself, run with `--serve-faulty-engine NAME`: the reference engine's
//! session with faults set through its test-only hook (`veropoly_engine::faults`), which the protocol never
//! exposes. They speak to the harness over a pipe like any engine. `cargo test --test blame classic/` runs the cases
//! whose name (`variant/archetype`) contains the words given; `BLAME_PRINT=1` prints every rule not kept.

use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::time::Duration;
use veropoly_engine::faults::{CodeFaults, Faults};
use veropoly_engine::protocol::{Session, serve_session};
use veropoly_harness::certify::{CertifyOptions, certify};
use veropoly_harness::driver::{EngineCommand, EngineSpec};
use veropoly_harness::runner::{RuleStatus, Verdict};

/// An architecture real engines have, reproduced on the reference engine: its name, what it does, and its faults.
struct Archetype {
    name: &'static str,
    what: &'static str,
    faults: fn() -> Faults,
}

fn rules(v: Value) -> serde_json::Map<String, Value> {
    v.as_object().cloned().unwrap_or_default()
}

fn code(c: CodeFaults) -> Faults {
    Faults {
        code: c,
        ..Default::default()
    }
}

fn switches(v: Value) -> Faults {
    Faults {
        rules: rules(v),
        ..Default::default()
    }
}

const ARCHETYPES: &[Archetype] = &[
    Archetype {
        name: "only-the-mover-acts",
        what: "lets only the player whose turn it is (the last to throw, until the next throw) build, sell, \
               mortgage, lift a mortgage or trade; the others still bid, ask for rent and answer the mover's offers",
        faults: || {
            code(CodeFaults {
                only_mover_acts: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "rent-on-landing",
        what: "collects rent as soon as a player lands, without waiting to be asked (as most rulebooks do)",
        faults: || switches(json!({"rent": {"must_be_claimed": false}})),
    },
    Archetype {
        name: "rent-on-landing-no-set-bonus",
        what: "collects rent on landing, and charges base rent on a whole colour set",
        faults: || switches(json!({"rent": {"must_be_claimed": false, "full_set_multiplier": 1}})),
    },
    Archetype {
        name: "rent-on-mortgaged",
        what: "charges rent on a mortgaged property",
        faults: || {
            code(CodeFaults {
                rent_on_mortgaged: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "no-building-stock",
        what: "has no real limit on houses and hotels: the bank starts with 100,000 of each",
        faults: || switches(json!({"buildings": {"houses": 100000, "hotels": 100000}})),
    },
    Archetype {
        name: "bankruptcy-to-bank",
        what: "hands every bankrupt player's estate to the bank, whoever the creditor",
        faults: || {
            code(CodeFaults {
                bankruptcy_always_to_bank: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "card-back-on-top",
        what: "puts a drawn card back on top of its pile, so the same card comes up again",
        faults: || {
            code(CodeFaults {
                card_back_on_top: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "sealed-bids",
        what: "runs auctions by sealed bids: each player bids once, and the highest bid wins",
        faults: || {
            code(CodeFaults {
                sealed_bids: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "no-opening-roll-off",
        what: "lets the first seat start, with no opening roll-off",
        faults: || switches(json!({"turn_order": "seating"})),
    },
    Archetype {
        name: "no-auctions",
        what: "leaves a declined property with the bank instead of auctioning it",
        faults: || switches(json!({"unbought_property": "stays_with_bank"})),
    },
    Archetype {
        name: "double-go-on-landing",
        what: "pays $400 for landing exactly on Go",
        faults: || switches(json!({"go": {"exact_salary": 400}})),
    },
    Archetype {
        name: "interest-truncated",
        what: "rounds mortgage interest down instead of up ($82 where $83 is due)",
        faults: || {
            code(CodeFaults {
                interest_truncated: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "no-cash-checks",
        what: "accepts a purchase, a bid, a house or a lifted mortgage whatever the player's cash",
        faults: || {
            code(CodeFaults {
                no_cash_checks: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "no-tokens-no-seat-limit",
        what: "has no playing pieces (a token named, missing or shared is ignored) and seats up to 16 players",
        faults: || Faults {
            rules: rules(json!({"players": {"max": 16}})),
            code: CodeFaults {
                tokens_ignored: true,
                ..Default::default()
            },
            ..Default::default()
        },
    },
    Archetype {
        name: "table-closed-before-the-first-throw",
        what: "refuses every building and every deal until the game's first throw",
        faults: || switches(json!({"actions": {"before_first_throw": false}})),
    },
    Archetype {
        name: "cards-with-replacement",
        what: "draws cards with replacement: a drawn card goes back into its pile at a random place",
        faults: || {
            code(CodeFaults {
                cards_with_replacement: true,
                ..Default::default()
            })
        },
    },
    Archetype {
        name: "no-transfer-fee",
        what: "charges nothing when a mortgaged property changes hands, by a deal or a bankruptcy",
        faults: || switches(json!({"mortgage": {"transfer_fee_percent": 0}})),
    },
    // Ways of playing the engine announces in its handshake (`rules/ways.yaml`): the harness drives it its way.
    Archetype {
        name: "only-the-mover-acts-announced",
        what: "lets only the mover act at the table, and says so in its handshake (plays mover_only)",
        faults: || Faults {
            code: CodeFaults {
                only_mover_acts: true,
                ..Default::default()
            },
            plays: vec!["mover_only".into()],
            ..Default::default()
        },
    },
    Archetype {
        name: "auctions-in-turn",
        what: "asks the bidders in turn, in seating order, a pass being final (plays auction_in_turn)",
        faults: || Faults {
            code: CodeFaults {
                auction_in_turn: true,
                ..Default::default()
            },
            plays: vec!["auction_in_turn".into()],
            ..Default::default()
        },
    },
    Archetype {
        name: "utility-rent-by-fresh-dice",
        what: "has a player landed on a utility roll again for its rent (plays utility_fresh_dice)",
        faults: || Faults {
            code: CodeFaults {
                utility_fresh_dice: true,
                ..Default::default()
            },
            plays: vec!["utility_fresh_dice".into()],
            ..Default::default()
        },
    },
    Archetype {
        name: "hotel-as-fifth-house",
        what: "builds a hotel as the fifth house, and has no action for a hotel (plays hotel_fifth_house)",
        faults: || Faults {
            code: CodeFaults {
                hotel_fifth_house: true,
                ..Default::default()
            },
            plays: vec!["hotel_fifth_house".into()],
            ..Default::default()
        },
    },
    Archetype {
        name: "different-card-amounts",
        what: "plays decks of its own, whose cards collect and pay $10 more, and tells each card drawn (plays \
               own_decks)",
        faults: || Faults {
            code: CodeFaults {
                card_amounts_differ: true,
                ..Default::default()
            },
            plays: vec!["own_decks".into()],
            ..Default::default()
        },
    },
    Archetype {
        name: "cash-below-zero",
        what: "makes a payment its payer cannot meet in full, cash going below $0, lists it as a debt until \
               covered, and hands a bankrupt's shortfall to the creditor (plays cash_below_zero)",
        faults: || Faults {
            code: CodeFaults {
                cash_below_zero: true,
                ..Default::default()
            },
            plays: vec!["cash_below_zero".into()],
            ..Default::default()
        },
    },
    Archetype {
        name: "jail-and-vacation-wait-for-end-turn",
        what: "leaves the turn of a player sent to jail, or stopped on Vacation, waiting for that player's end_turn",
        faults: || {
            code(CodeFaults {
                jail_waits_for_end_turn: true,
                ..Default::default()
            })
        },
    },
    // Three archetypes at once: blamed for exactly the union of their rules.
    Archetype {
        name: "in-turn+fresh-dice+own-decks",
        what: "auctions asked in turn, utility rent by fresh dice, and decks of its own",
        faults: || Faults {
            code: CodeFaults {
                auction_in_turn: true,
                utility_fresh_dice: true,
                card_amounts_differ: true,
                ..Default::default()
            },
            plays: vec![
                "auction_in_turn".into(),
                "utility_fresh_dice".into(),
                "own_decks".into(),
            ],
            ..Default::default()
        },
    },
    Archetype {
        name: "mover-only+sealed-bids+rent-on-landing",
        what: "only the mover acts, auctions by sealed bids, and rent collected on landing",
        faults: || Faults {
            rules: rules(json!({"rent": {"must_be_claimed": false}})),
            code: CodeFaults {
                only_mover_acts: true,
                sealed_bids: true,
                ..Default::default()
            },
            ..Default::default()
        },
    },
    Archetype {
        name: "no-stock+bankruptcy-to-bank+card-on-top",
        what: "no building stock, bankruptcy always to the bank, and drawn cards back on top",
        faults: || Faults {
            rules: rules(json!({"buildings": {"houses": 100000, "hotels": 100000}})),
            code: CodeFaults {
                bankruptcy_always_to_bank: true,
                card_back_on_top: true,
                ..Default::default()
            },
            ..Default::default()
        },
    },
    Archetype {
        name: "truncated+no-auctions+no-roll-off",
        what: "interest rounded down, no auctions, and no opening roll-off",
        faults: || Faults {
            rules: rules(json!({"unbought_property": "stays_with_bank", "turn_order": "seating"})),
            code: CodeFaults {
                interest_truncated: true,
                ..Default::default()
            },
            ..Default::default()
        },
    },
];

/// A case: an archetype certified in a variant, and the rules its certificate must report broken, stated in advance.
struct Case {
    archetype: &'static str,
    variant: &'static str,
    broken: &'static [&'static str],
}

const CASES: &[Case] = &[
    // veropoly
    Case {
        archetype: "only-the-mover-acts",
        variant: "veropoly",
        broken: &["VP-DBL-05", "VP-MORT-01", "VP-MORT-04", "VP-TURN-02"],
    },
    Case {
        archetype: "rent-on-landing",
        variant: "veropoly",
        broken: &["VP-RENT-06"],
    },
    Case {
        archetype: "rent-on-landing-no-set-bonus",
        variant: "veropoly",
        broken: &["VP-RENT-02", "VP-RENT-04", "VP-RENT-06"],
    },
    Case {
        archetype: "rent-on-mortgaged",
        variant: "veropoly",
        broken: &["VP-MORT-03"],
    },
    Case {
        archetype: "no-building-stock",
        variant: "veropoly",
        broken: &["VP-SHORT-03"],
    },
    Case {
        archetype: "bankruptcy-to-bank",
        variant: "veropoly",
        broken: &["VP-BKR-03", "VP-BKR-06"],
    },
    Case {
        archetype: "card-back-on-top",
        variant: "veropoly",
        broken: &["VP-CARD-07", "VP-CARD-08"],
    },
    Case {
        archetype: "sealed-bids",
        variant: "veropoly",
        broken: &["VP-AUC-04", "VP-AUC-09", "VP-SHORT-04"],
    },
    Case {
        archetype: "no-opening-roll-off",
        variant: "veropoly",
        broken: &["VP-ORDER-01"],
    },
    Case {
        archetype: "no-auctions",
        variant: "veropoly",
        broken: &["VP-AUC-01", "VP-AUC-02", "VP-AUC-03"],
    },
    Case {
        archetype: "double-go-on-landing",
        variant: "veropoly",
        broken: &["VP-GO-04", "VP-GO-06"],
    },
    Case {
        archetype: "interest-truncated",
        variant: "veropoly",
        broken: &["VP-MORT-10"],
    },
    Case {
        archetype: "no-cash-checks",
        variant: "veropoly",
        broken: &["VP-AUC-08", "VP-BLD-05", "VP-BUY-04", "VP-MORT-04"],
    },
    Case {
        archetype: "cards-with-replacement",
        variant: "veropoly",
        broken: &["VP-CARD-07", "VP-CARD-08"],
    },
    Case {
        archetype: "no-tokens-no-seat-limit",
        variant: "veropoly",
        broken: &["VP-SETUP-02", "VP-SETUP-06", "VP-SETUP-07"],
    },
    Case {
        archetype: "no-stock+bankruptcy-to-bank+card-on-top",
        variant: "veropoly",
        broken: &[
            "VP-BKR-03",
            "VP-BKR-06",
            "VP-CARD-07",
            "VP-CARD-08",
            "VP-SHORT-03",
        ],
    },
    Case {
        archetype: "truncated+no-auctions+no-roll-off",
        variant: "veropoly",
        broken: &[
            "VP-AUC-01",
            "VP-AUC-02",
            "VP-AUC-03",
            "VP-MORT-10",
            "VP-ORDER-01",
        ],
    },
    Case {
        archetype: "only-the-mover-acts-announced",
        variant: "veropoly",
        broken: &[
            "VP-DBL-05",
            "VP-MORT-01",
            "VP-MORT-04",
            "VP-TURN-02",
            "VP-TURN-06",
        ],
    },
    Case {
        archetype: "auctions-in-turn",
        variant: "veropoly",
        broken: &["VP-AUC-04", "VP-AUC-09"],
    },
    Case {
        archetype: "utility-rent-by-fresh-dice",
        variant: "veropoly",
        broken: &["VP-UTIL-03"],
    },
    Case {
        archetype: "hotel-as-fifth-house",
        variant: "veropoly",
        broken: &[],
    },
    Case {
        archetype: "different-card-amounts",
        variant: "veropoly",
        broken: &["VP-CARD-03"],
    },
    Case {
        archetype: "in-turn+fresh-dice+own-decks",
        variant: "veropoly",
        broken: &["VP-AUC-04", "VP-AUC-09", "VP-CARD-03", "VP-UTIL-03"],
    },
    // classic
    Case {
        archetype: "only-the-mover-acts",
        variant: "classic",
        broken: &["CL-BLD-06", "CL-CARD-06", "CL-MORT-01", "CL-TRADE-01"],
    },
    Case {
        archetype: "rent-on-landing",
        variant: "classic",
        broken: &["CL-RENT-07"],
    },
    Case {
        archetype: "rent-on-mortgaged",
        variant: "classic",
        broken: &["CL-RENT-02"],
    },
    Case {
        archetype: "no-building-stock",
        variant: "classic",
        broken: &["CL-SETUP-02"],
    },
    Case {
        archetype: "bankruptcy-to-bank",
        variant: "classic",
        broken: &["CL-BKR-03"],
    },
    Case {
        archetype: "card-back-on-top",
        variant: "classic",
        broken: &["CL-CARD-03"],
    },
    Case {
        archetype: "sealed-bids",
        variant: "classic",
        broken: &["CL-AUC-05"],
    },
    Case {
        archetype: "no-opening-roll-off",
        variant: "classic",
        broken: &["CL-ORDER-01"],
    },
    Case {
        archetype: "no-auctions",
        variant: "classic",
        broken: &["CL-AUC-01"],
    },
    Case {
        archetype: "double-go-on-landing",
        variant: "classic",
        broken: &["CL-GO-01", "CL-GO-02"],
    },
    Case {
        archetype: "interest-truncated",
        variant: "classic",
        broken: &["CL-MORT-10"],
    },
    Case {
        archetype: "no-cash-checks",
        variant: "classic",
        broken: &["CL-AUC-05", "CL-BLD-05", "CL-BUY-03", "CL-MORT-04"],
    },
    Case {
        archetype: "cards-with-replacement",
        variant: "classic",
        broken: &["CL-CARD-03"],
    },
    Case {
        archetype: "no-tokens-no-seat-limit",
        variant: "classic",
        broken: &["CL-SETUP-03", "CL-SETUP-07"],
    },
    Case {
        archetype: "no-transfer-fee",
        variant: "classic",
        broken: &["CL-BKR-06", "CL-MORT-08"],
    },
    Case {
        archetype: "table-closed-before-the-first-throw",
        variant: "classic",
        broken: &["CL-BLD-06", "CL-CARD-06"],
    },
    Case {
        archetype: "mover-only+sealed-bids+rent-on-landing",
        variant: "classic",
        broken: &[
            "CL-AUC-05",
            "CL-BLD-06",
            "CL-CARD-06",
            "CL-MORT-01",
            "CL-RENT-07",
            "CL-TRADE-01",
        ],
    },
    Case {
        archetype: "no-stock+bankruptcy-to-bank+card-on-top",
        variant: "classic",
        broken: &["CL-BKR-03", "CL-CARD-03", "CL-SETUP-02"],
    },
    Case {
        archetype: "truncated+no-auctions+no-roll-off",
        variant: "classic",
        broken: &["CL-AUC-01", "CL-MORT-10", "CL-ORDER-01"],
    },
    Case {
        archetype: "only-the-mover-acts-announced",
        variant: "classic",
        broken: &["CL-BLD-06", "CL-CARD-06", "CL-MORT-01", "CL-TRADE-01"],
    },
    Case {
        archetype: "auctions-in-turn",
        variant: "classic",
        broken: &["CL-AUC-05"],
    },
    Case {
        archetype: "utility-rent-by-fresh-dice",
        variant: "classic",
        broken: &[],
    },
    Case {
        archetype: "hotel-as-fifth-house",
        variant: "classic",
        broken: &[],
    },
    Case {
        archetype: "different-card-amounts",
        variant: "classic",
        broken: &["CL-SETUP-02"],
    },
    Case {
        archetype: "in-turn+fresh-dice+own-decks",
        variant: "classic",
        broken: &["CL-AUC-05", "CL-SETUP-02"],
    },
    Case {
        archetype: "cash-below-zero",
        variant: "veropoly",
        broken: &["VP-BKR-03"],
    },
    Case {
        archetype: "cash-below-zero",
        variant: "classic",
        broken: &[],
    },
    // online
    Case {
        archetype: "jail-and-vacation-wait-for-end-turn",
        variant: "online",
        broken: &["ON-DBL-04", "ON-VAC-01"],
    },
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--serve-faulty-engine") {
        let name = args.get(i + 1).map(String::as_str).unwrap_or_default();
        let Some(a) = ARCHETYPES.iter().find(|a| a.name == name) else {
            eprintln!("no faulty engine named {name:?}");
            std::process::exit(2);
        };
        std::process::exit(serve_session(Session::new().with_faults((a.faults)())));
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
        let name = format!("{}/{}", case.variant, case.archetype);
        if !filter.is_empty() && !filter.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let archetype = ARCHETYPES
            .iter()
            .find(|a| a.name == case.archetype)
            .expect("every case names an archetype");
        ran += 1;
        let opts = CertifyOptions {
            engine: EngineSpec::Process(EngineCommand {
                program: std::env::current_exe()
                    .expect("this test's path")
                    .display()
                    .to_string(),
                args: vec!["--serve-faulty-engine".into(), case.archetype.into()],
            }),
            variants: vec![case.variant.into()],
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
            println!("{name} ({}):", archetype.what);
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
        // A blocked scenario is listed under the rule that blocked it, and that rule is broken.
        for s in v.scenarios.iter().filter(|s| s.verdict == Verdict::Blocked) {
            let listed = v.rules.iter().any(|r| {
                s.blamed.contains(&r.rule)
                    && r.status == RuleStatus::Broken
                    && r.blocked.iter().any(|b| b.contains(&s.location))
            });
            if !listed {
                problems.push(format!(
                    "{name}: {} is blocked by {:?}, but no broken rule lists it as blocked",
                    s.location, s.blamed
                ));
            }
        }
        let blocked = v
            .scenarios
            .iter()
            .filter(|s| s.verdict == Verdict::Blocked)
            .count();
        if broken != expected {
            problems.push(format!(
                "{name} ({}): the certificate reports broken {:?}, expected exactly {:?}",
                archetype.what, broken, expected
            ));
        } else {
            println!("blame {name}: exactly {expected:?} broken ({blocked} scenarios blocked)");
        }
    }
    problems.extend(the_guide_names_what_each_case_holds());
    if !problems.is_empty() {
        eprintln!("{}", problems.join("\n"));
        std::process::exit(1);
    }
    println!("blame: {ran} faulty engines, each blamed for exactly its broken rules");
}

/// docs/engine-authors.md, "Engines built differently": a row per single archetype, naming in its veropoly and
/// classic cells exactly the rules the cases here hold it to.
fn the_guide_names_what_each_case_holds() -> Vec<String> {
    let guide = include_str!("../../docs/engine-authors.md");
    let mut problems = Vec::new();
    // The table has a column for veropoly and one for classic; the online archetype is told in the prose below it.
    for case in CASES
        .iter()
        .filter(|c| !c.archetype.contains('+') && c.variant != "online")
    {
        let key = format!("(`{}`)", case.archetype);
        let Some(row) = guide
            .lines()
            .find(|l| l.starts_with("| ") && l.contains(&key))
        else {
            problems.push(format!(
                "docs/engine-authors.md has no row for the archetype {}",
                case.archetype
            ));
            continue;
        };
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let cell = match case.variant {
            "veropoly" => cells.get(2),
            _ => cells.get(3),
        };
        let named: BTreeSet<&str> = cell
            .map(|c| {
                c.split(", ")
                    .filter(|s| !s.is_empty() && *s != "none")
                    .collect()
            })
            .unwrap_or_default();
        let held: BTreeSet<&str> = case.broken.iter().copied().collect();
        if named != held {
            problems.push(format!(
                "docs/engine-authors.md names {named:?} for {}/{}, the case holds {held:?}",
                case.variant, case.archetype
            ));
        }
    }
    problems
}
