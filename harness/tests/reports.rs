//! The reports of a small, mixed run, snapshot-tested: a passing scenario, a failing one, one that cannot run, one
//! that fails on a step marked as another rule's (that rule broken, its own not shown), one whose table cannot be
//! arranged (its rule not shown), one refused for a reason about when (blocked by the rule that allows it then: that
//! rule broken, its own not shown), and known failures (one still failing, one that now passes). Times, paths and
//! the suite hash are redacted.

use std::time::Duration;
use veropoly_harness::certify::{CertifyOptions, KnownFailure, certify, read_known_failures};
use veropoly_harness::driver::{EngineCommand, EngineSpec};
use veropoly_harness::report::{self, Style};

const FEATURE: &str = r#"@veropoly
Feature: A small suite

  @VP-GO-04
  Rule: Landing on Go pays the salary
    Scenario: Ann lands on Go
      Given a game with Ann and Bob
      And Ann is on Park Place
      When Ann rolls 1 and 2
      Then Ann has $1,700

  @VP-RENT-06
  Rule: A wrong expectation
    Scenario: Ann's cash is misremembered
      Given a game with Ann and Bob
      Then Ann has $1,499

  @VP-TAX-04
  Rule: A step nobody defined
    Scenario: Ann juggles
      Given a game with Ann and Bob
      When Ann juggles three dice

  @VP-BLD-03
  Rule: A side check that belongs to another rule
    Scenario: Ann's starting cash is misremembered on the way
      Given a game with Ann and Bob
      Then Ann has $1,499 (see VP-SETUP-04)

  @VP-BLD-02
  Rule: A step refused for a reason about when
    Scenario: Ann builds before anyone has thrown
      Given a game with Ann and Bob
      And Ann owns Mediterranean Avenue and Baltic Avenue
      When Ann builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house

  @VP-JAIL-05
  Rule: A table that cannot be arranged
    Scenario: Boardwalk has more houses than a street can hold
      Given a game with Ann and Bob
      And Bob owns Park Place and Boardwalk
      And Boardwalk has 7 houses
      When Ann rolls 1 and 2
"#;

const KNOWN: &str = r#"
- rule: VP-TAX-04
  reason: juggling is not a move of the protocol
- rule: VP-GO-04
  variant: veropoly
  reason: listed before landing on Go paid
"#;

fn run() -> veropoly_harness::certify::Certificate {
    let dir = std::env::temp_dir().join(format!("veropoly-reports-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("small.feature"), FEATURE).unwrap();
    let known: Vec<KnownFailure> = read_known_failures(KNOWN).unwrap();
    let opts = CertifyOptions {
        engine: EngineSpec::Process(EngineCommand {
            program: env!("CARGO_BIN_EXE_veropoly").into(),
            args: vec!["reference-engine".into()],
        }),
        variants: vec!["veropoly".into()],
        house_rules: Default::default(),
        tags: Vec::new(),
        features: Some(dir.clone()),
        fixtures: None,
        jobs: 1,
        timeout: Duration::from_secs(10),
        known_failures: known,
        progress: None,
        isolate: false,
        cucumber_json: true,
        fail_fast: false,
        each_house_rule: false,
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    let c = rt.block_on(certify(&opts)).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    c
}

/// Paths and hashes differ from machine to machine.
fn scrub(text: &str, c: &veropoly_harness::certify::Certificate) -> String {
    text.replace(&c.suite_hash, "[suite hash]")
        .replace(&c.options.command, "[engine command]")
}

#[test]
fn every_report_of_a_mixed_run() {
    let c = run();
    assert_eq!(
        c.exit_code(),
        1,
        "a failure not listed as known fails the run"
    );
    insta::assert_snapshot!(
        "text",
        scrub(&report::text(&c, Style { color: false }, 40), &c)
    );
    insta::assert_snapshot!("markdown", scrub(&report::markdown(&c), &c));
    insta::assert_snapshot!("junit", scrub(&report::junit(&c), &c));
    insta::assert_snapshot!("jsonl", scrub(&report::json_lines(&c), &c));
    insta::assert_snapshot!("badge", report::badge(&c.variants[0]));
    // Cucumber JSON, from cucumber's own writer: durations and paths differ from run to run.
    let mut cucumber: serde_json::Value =
        serde_json::from_str(&report::cucumber_json(&c)).expect("Cucumber JSON");
    scrub_cucumber(&mut cucumber);
    insta::assert_json_snapshot!("cucumber", cucumber);
    // The terminal summary says how many failures it leaves out.
    let short = report::text(&c, Style { color: false }, 1);
    assert!(
        short.contains("… and 4 more (see --report, or --max-failures)"),
        "{short}"
    );
    assert_eq!(short.matches(" [").count(), 1, "one failure shown: {short}");
    insta::assert_json_snapshot!("certificate", c, {
        ".duration_ms" => "[ms]",
        ".suite_hash" => "[suite hash]",
        ".options.command" => "[engine command]",
        ".engine.command" => "[engine command]",
    });
}

/// Durations and absolute paths out of a Cucumber JSON report.
fn scrub_cucumber(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m.iter_mut() {
                if k == "duration" {
                    *x = "[duration]".into();
                } else if k == "error_message" {
                    // Where the step is defined in the harness's source moves as the code does.
                    if let Some(m) = x.as_str() {
                        *x = matched_at()
                            .replace_all(m, "Matched: [step definition]\n")
                            .into_owned()
                            .into();
                    }
                } else if k == "uri" {
                    if let Some(u) = x.as_str() {
                        *x = u.rsplit('/').next().unwrap_or(u).to_string().into();
                    }
                } else {
                    scrub_cucumber(x);
                }
            }
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(scrub_cucumber),
        _ => {}
    }
}

fn matched_at() -> &'static regex::Regex {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    RE.get_or_init(|| regex::Regex::new(r"Matched: \S+\n").expect("a valid pattern"))
}
