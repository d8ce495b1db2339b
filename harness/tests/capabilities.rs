//! Capabilities per optional part: an engine that declares every set-up operation but one gets exactly the
//! scenarios that need that one reported `unsupported`, at the step that needs it, and every other scenario run.

use cucumber::gherkin::{self, GherkinEnv, StepType};
use std::collections::BTreeSet;
use std::path::PathBuf;
use veropoly_harness::runner::{all_tags, block_tags};

const HARNESS: &str = env!("CARGO_BIN_EXE_veropoly");

mod common;

/// The step that sends the `debt` set-up operation, as a `Given` (in an outline, the amount may be a placeholder).
const OWES: &str = r"^(\w+) owes (the bank|\w+) (\$[\d,]+|<\w+>)$";

/// The scenarios with a `Given` step that sends a debt, their backgrounds included, as the report places them:
/// `file:line`, the line of the scenario, or of each example row of an outline.
fn scenarios_needing_a_debt() -> BTreeSet<String> {
    let owes = regex::Regex::new(OWES).expect("a valid pattern");
    let needs = |steps: &[gherkin::Step]| {
        steps
            .iter()
            .any(|s| s.ty == StepType::Given && owes.is_match(&s.value))
    };
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../features");
    let mut out = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).expect("the features folder") {
        let path = entry.expect("a folder entry").path();
        if path.extension().is_none_or(|e| e != "feature") {
            continue;
        }
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).expect("a feature file");
        let f = gherkin::Feature::parse(text, GherkinEnv::default()).expect("a valid feature");
        let background =
            |b: &Option<gherkin::Background>| b.as_ref().is_some_and(|b| needs(&b.steps));
        let in_feature = background(&f.background);
        // Only what runs in veropoly, the variant certified below: a plain scenario by its tags, an outline's
        // rows by their block's tags, as the runner reads them.
        let mut add = |inherited: bool, r: Option<&gherkin::Rule>, s: &gherkin::Scenario| {
            if !(inherited || needs(&s.steps)) {
                return;
            }
            let tags = all_tags(&f, r, s);
            if s.examples.is_empty() {
                if tags.contains("veropoly") {
                    out.insert(format!("{file}:{}", s.position.line));
                }
                return;
            }
            for e in &s.examples {
                if let (true, Some(t)) =
                    (block_tags(&tags, e).contains("veropoly"), e.table.as_ref())
                {
                    for i in 1..t.rows.len() {
                        out.insert(format!("{file}:{}", t.position.line + i));
                    }
                }
            }
        };
        for s in &f.scenarios {
            add(in_feature, None, s);
        }
        for r in &f.rules {
            let in_rule = in_feature || background(&r.background);
            for s in &r.scenarios {
                add(in_rule, Some(r), s);
            }
        }
    }
    out
}

#[test]
fn an_engine_without_one_set_up_operation_gets_exactly_the_scenarios_needing_it_unsupported() {
    let declared: Vec<&str> = veropoly_engine::protocol::CAPABILITIES
        .iter()
        .copied()
        .filter(|c| *c != "setup.debt")
        .collect();
    let dir = std::env::temp_dir().join(format!("veropoly-capabilities-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let engine = dir.join("no-debt.sh");
    std::fs::write(
        &engine,
        format!(
            "#!/bin/sh\nVEROPOLY_ENGINE_CAPABILITIES={} exec '{HARNESS}' reference-engine\n",
            declared.join(",")
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let run = common::certify([
        std::ffi::OsStr::new("--variant"),
        std::ffi::OsStr::new("veropoly"),
        std::ffi::OsStr::new("--engine"),
        engine.as_os_str(),
    ]);
    let report = run.report;
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        run.code,
        Some(1),
        "an unsupported scenario leaves the variant uncertified:\n{}",
        run.stdout
    );
    assert_eq!(
        report["engine"]["capabilities"],
        serde_json::json!(declared),
        "the handshake declares what the engine was narrowed to"
    );
    let expected = scenarios_needing_a_debt();
    assert!(
        expected.len() > 5,
        "the suite sets up debts in several scenarios: {expected:?}"
    );
    let scenarios = report["variants"][0]["scenarios"]
        .as_array()
        .expect("scenarios in the report");
    let debt_step = regex::Regex::new(r"owes (the bank|\w+) \$").expect("a valid pattern");
    let mut unsupported = BTreeSet::new();
    let mut wrong = Vec::new();
    for s in scenarios {
        let key = s["location"].as_str().unwrap_or("").to_string();
        let verdict = s["verdict"].as_str().unwrap_or("");
        let step = s["step"].as_str().unwrap_or("");
        match (expected.contains(&key), verdict) {
            (true, "unsupported") if debt_step.is_match(step) => {
                unsupported.insert(key);
            }
            (false, "passed") => {}
            _ => wrong.push(format!("{key} {verdict} at {step:?}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(unsupported, expected);
}
