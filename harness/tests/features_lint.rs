//! The built-in suite passes the scenario authors' lint (`harness/src/lint.rs`): every scenario names its
//! variants and catalogued rules of each, and every mark names another rule of each variant it runs in.

use veropoly_harness::{embedded, lint};

#[test]
fn the_suite_passes_the_lint() {
    let files = embedded::load_features(None).unwrap();
    let found = lint::lint(&files, &embedded::catalogue().unwrap());
    assert!(found.scenarios > 100, "only {} scenarios", found.scenarios);
    assert!(found.marks > 10, "only {} marks found", found.marks);
    assert!(found.problems.is_empty(), "{}", found.problems.join("\n"));
}

#[test]
fn the_lint_finds_what_it_is_for() {
    let catalogue = embedded::catalogue().unwrap();
    let feature = |body: &str| vec![("x.feature".to_string(), format!("Feature: x\n{body}"))];
    let problems = |body: &str| lint::lint(&feature(body), &catalogue).problems;
    // A scenario run in classic that names only veropoly rules would blame nothing there.
    let p = problems(
        "  @veropoly @classic @VP-RENT-01\n  Scenario: s\n    Given a game with Ann and Bob\n",
    );
    assert!(
        p.iter().any(|m| m.contains("names no rule of classic")),
        "{p:?}"
    );
    // An examples block's own variant tag counts for its rows only.
    let p = problems(
        "  @veropoly @VP-TAX-04\n  Scenario Outline: s\n    Given a game with <who>\n\n    Examples:\n      | who |\n      | Ann and Bob |\n\n    @classic\n    Examples:\n      | who |\n      | Ann and Bob |\n",
    );
    assert!(
        p.iter().any(|m| m.contains("names no rule of classic")),
        "{p:?}"
    );
    // A mark must name a rule of each variant, and never all the scenario's own rules.
    let p = problems(
        "  @veropoly @classic @VP-RENT-01 @CL-RENT-01\n  Scenario: s\n    Then Ann landed on Boardwalk (see VP-MOVE-01)\n",
    );
    assert!(
        p.iter()
            .any(|m| m.contains("no marked rule of the variant classic")),
        "{p:?}"
    );
    let p = problems(
        "  @veropoly @VP-RENT-01\n  Scenario: s\n    Then Ann landed on Boardwalk (see VP-RENT-01)\n",
    );
    assert!(p.iter().any(|m| m.contains("own rule")), "{p:?}");
    assert!(problems("  @veropoly @VP-RENT-01\n  Scenario: s\n    Then Ann landed on Boardwalk (see VP-MOVE-01)\n").is_empty());
}
