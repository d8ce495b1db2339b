//! Every scenario names the variants it applies to and the catalogued rules it checks, and every rule id it names
//! is in the catalogue.

use veropoly_harness::certify::VARIANTS;
use veropoly_harness::runner::is_rule_id;
use veropoly_harness::{embedded, explain};

#[test]
fn every_scenario_is_tagged_with_a_variant_and_catalogued_rules() {
    let catalogue: std::collections::BTreeSet<String> = embedded::catalogue()
        .unwrap()
        .into_iter()
        .map(|r| r.id)
        .collect();
    let mut problems = Vec::new();
    let mut scenarios = 0;
    for (file, text) in embedded::load_features(None).unwrap() {
        for (line, name, tags) in explain::scenarios_of(&file, &text) {
            scenarios += 1;
            if !tags.iter().any(|t| VARIANTS.contains(&t.as_str())) {
                problems.push(format!("{file}:{line} {name}: no variant tag"));
            }
            let ids: Vec<&String> = tags.iter().filter(|t| is_rule_id(t)).collect();
            if ids.is_empty() {
                problems.push(format!("{file}:{line} {name}: no rule id"));
            }
            for id in ids {
                if !catalogue.contains(id) {
                    problems.push(format!(
                        "{file}:{line} {name}: {id} is not in the catalogue"
                    ));
                }
            }
        }
    }
    assert!(scenarios > 100);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
