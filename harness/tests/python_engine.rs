//! The example engine in Python (`examples/python-engine`) implements part of the rules on purpose. The harness
//! must name exactly the rules it breaks: the precision of the report is itself under test.

use std::path::PathBuf;
use std::process::Command;

const HARNESS: &str = env!("CARGO_BIN_EXE_veropoly");

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/python-engine")
}

fn certify(extra: &[&str]) -> (i32, serde_json::Value) {
    let engine = format!("python3 {}", example().join("engine.py").display());
    let out = std::env::temp_dir().join(format!(
        "veropoly-python-{}-{}.json",
        std::process::id(),
        extra.len()
    ));
    let status = Command::new(HARNESS)
        .args([
            "certify",
            "--variant",
            "veropoly",
            "--engine",
            &engine,
            "--json",
        ])
        .arg(&out)
        .args(extra)
        .output()
        .expect("the harness runs");
    let report = serde_json::from_str(&std::fs::read_to_string(&out).unwrap_or_default())
        .unwrap_or_default();
    let _ = std::fs::remove_file(&out);
    (status.status.code().unwrap_or(-1), report)
}

#[test]
fn the_python_engine_breaks_exactly_the_rules_it_leaves_out() {
    let (code, report) = certify(&[]);
    assert_eq!(code, 1, "a partial engine is not certified");
    let v = &report["variants"][0];
    // Every rule not kept, with what the certificate says of it: broken, unsupported or not shown.
    let mut failing: Vec<String> = v["rules"]
        .as_array()
        .expect("rules in the report")
        .iter()
        .filter(|r| r["status"] != "kept")
        .map(|r| {
            format!(
                "{} {}",
                r["rule"].as_str().unwrap_or_default(),
                r["status"].as_str().unwrap_or_default()
            )
        })
        .collect();
    failing.sort();
    let expected: Vec<String> =
        std::fs::read_to_string(example().join("expected-failing-rules.txt"))
            .expect("the expected list")
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect();
    assert_eq!(failing, expected);
    let passed = v["passed"].as_u64().unwrap_or(0);
    assert!(passed > 200, "the part it implements passes: {passed}");
}

#[test]
fn with_its_known_failures_listed_the_python_engine_exits_zero() {
    let known = example().join("known-failures.yaml");
    let (code, report) = certify(&["--known-failures", known.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(
        report["variants"][0]["status"],
        "certified_except_known_failures"
    );
    assert_eq!(report["variants"][0]["failed"], 0);
}

#[test]
fn the_python_engines_copy_of_the_fixtures_matches_the_fixtures() {
    let copy: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(example().join("fixtures.json")).expect("fixtures.json"),
    )
    .expect("JSON");
    let f = veropoly_harness::fixtures::Fixtures::embedded().unwrap();
    for (table, ours) in [
        ("variants", &f.variants),
        ("boards", &f.boards),
        ("decks", &f.decks),
    ] {
        for (id, value) in copy[table].as_object().expect("a table") {
            assert_eq!(
                Some(value),
                ours.get(id),
                "{table}/{id} differs: rebuild fixtures.json (its README says how)"
            );
        }
    }
}
