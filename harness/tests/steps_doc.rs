//! Every step that `docs/steps.md` shows must be a step the harness knows, matching exactly one definition: the
//! page that scenario writers read cannot drift from the step library.

use cucumber::World as _;
use cucumber::gherkin::{self, GherkinEnv};
use veropoly_harness::world::VeropolyWorld;

#[test]
fn every_documented_step_is_defined_once() {
    let doc = include_str!("../../docs/steps.md");
    let steps = VeropolyWorld::collection();
    let mut checked = 0;
    let mut problems = Vec::new();
    for piece in doc.split('`').skip(1).step_by(2) {
        let keyword = piece.split_whitespace().next().unwrap_or("");
        if !["Given", "When", "Then"].contains(&keyword) {
            continue;
        }
        // A step that ends in a colon takes a table.
        let table = if piece.ends_with(':') {
            "      | event |\n      | moved |\n"
        } else {
            ""
        };
        let feature = format!("Feature: f\n  Scenario: s\n    {piece}\n{table}");
        let Ok(parsed) = gherkin::Feature::parse(&feature, GherkinEnv::default()) else {
            problems.push(format!("not a Gherkin step: {piece}"));
            continue;
        };
        let step = &parsed.scenarios[0].steps[0];
        match steps.find(step) {
            Ok(Some(_)) => checked += 1,
            Ok(None) => problems.push(format!("undefined: {piece}")),
            Err(e) => problems.push(format!("ambiguous: {piece}: {e}")),
        }
    }
    assert!(
        problems.is_empty(),
        "docs/steps.md shows steps the harness does not know:\n{}",
        problems.join("\n")
    );
    assert!(checked > 80, "only {checked} documented steps were found");
}
