//! The example engine in Python (`examples/python-engine`) implements part of the rules on purpose. The harness
//! must name exactly the rules it breaks: the precision of the report is itself under test.

use std::path::PathBuf;

mod common;

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/python-engine")
}

fn certify(extra: &[&str]) -> (i32, serde_json::Value) {
    let (code, report, _) = certify_with_output(extra);
    (code, report)
}

/// A run's exit code, its certificate, and the terminal summary it printed.
fn certify_with_output(extra: &[&str]) -> (i32, serde_json::Value, String) {
    let engine = format!("python3 {}", example().join("engine.py").display());
    let mut args = vec!["--variant", "veropoly", "--engine", &engine];
    args.extend_from_slice(extra);
    let run = common::certify(args);
    (run.code.unwrap_or(-1), run.report, run.stdout)
}

/// The run without known failures, made once for the tests that read it.
fn plain_run() -> &'static (i32, serde_json::Value, String) {
    static RUN: std::sync::OnceLock<(i32, serde_json::Value, String)> = std::sync::OnceLock::new();
    RUN.get_or_init(|| certify_with_output(&[]))
}

fn expected_failing_rules() -> Vec<String> {
    std::fs::read_to_string(example().join("expected-failing-rules.txt"))
        .expect("the expected list")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect()
}

#[test]
fn the_python_engine_breaks_exactly_the_rules_it_leaves_out() {
    let (code, report, _) = plain_run();
    let code = *code;
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
    assert_eq!(failing, expected_failing_rules());
    let passed = v["passed"].as_u64().unwrap_or(0);
    assert!(passed > 200, "the part it implements passes: {passed}");
}

/// The guide for engine authors and the example's README quote the example's certificate: its summary line, the
/// number of rules it breaks, and one failure as the report shows it. They are held to a fresh run.
#[test]
fn the_figures_the_documents_quote_are_those_of_a_fresh_run() {
    let (_, report, printed) = plain_run();
    let v = &report["variants"][0];
    let scenarios = v["scenarios"].as_array().expect("scenarios in the report");
    let rules = v["rules"].as_array().expect("rules in the report");
    let kept = rules.iter().filter(|r| r["status"] == "kept").count();
    let broken = expected_failing_rules().len();
    assert_eq!(rules.len() - kept, broken, "expected-failing-rules.txt");
    let summary = printed
        .lines()
        .find(|l| l.starts_with("veropoly "))
        .expect("the summary line of the variant")
        .to_string();
    let root = example().join("../..");
    let guide = std::fs::read_to_string(root.join("docs/engine-authors.md")).unwrap();
    let readme = std::fs::read_to_string(example().join("README.md")).unwrap();
    let quotes = [
        ("docs/engine-authors.md", &guide, summary.clone()),
        (
            "docs/engine-authors.md",
            &guide,
            format!("lists the same {broken} rules"),
        ),
        (
            "examples/python-engine/README.md",
            &readme,
            format!(
                "{kept} of the {} veropoly rules the suite checks kept, the {broken} others",
                rules.len()
            ),
        ),
    ];
    for (doc, text, quote) in quotes {
        assert!(
            text.contains(&quote),
            "{doc} must quote the example's figures as a fresh run gives them:\n{quote}"
        );
    }
    // The failure the guide shows: a scenario of the run, with its verdict, step and message.
    let shown = regex::Regex::new(r"✗ (\S+) \[([^\]]+)\] (.+)\n\s+(.+)\n\s+step: (.+)\n\s+(.+)\n")
        .unwrap()
        .captures(&guide)
        .expect("docs/engine-authors.md shows a failure");
    let s = scenarios
        .iter()
        .find(|s| s["location"] == shown[1])
        .unwrap_or_else(|| panic!("no scenario at {} in the run", &shown[1]));
    let field = |k: &str| s[k].as_str().unwrap_or_default().to_string();
    assert_eq!(
        [
            shown[2].to_string(),
            shown[3].to_string(),
            shown[4].to_string(),
            shown[5].to_string(),
            shown[6].to_string()
        ],
        [
            field("verdict").replace('_', " "),
            field("scenario"),
            format!(
                "{} broken",
                s["blamed"]
                    .as_array()
                    .map(|b| b
                        .iter()
                        .filter_map(|x| x.as_str())
                        .collect::<Vec<_>>()
                        .join(" "))
                    .unwrap_or_default()
            ),
            field("step"),
            field("message")
        ],
        "the failure docs/engine-authors.md shows, against the run's"
    );
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
