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

/// Every `(see RULE)` mark names catalogued rules, one of each variant the scenario runs in, and never all of the
/// scenario's own rules (a mark moves the blame to another rule, or narrows it to some of the scenario's rules).
#[test]
fn every_mark_names_another_rule_of_each_variant() {
    use cucumber::gherkin::{self, GherkinEnv};
    use veropoly_harness::blame::split_mark;
    let catalogue: std::collections::BTreeMap<String, Vec<String>> = embedded::catalogue()
        .unwrap()
        .into_iter()
        .map(|r| (r.id, r.variants))
        .collect();
    let mut problems = Vec::new();
    let mut marks = 0;
    for (file, text) in embedded::load_features(None).unwrap() {
        let f = gherkin::Feature::parse(&text, GherkinEnv::default()).unwrap();
        let mut check = |r: Option<&gherkin::Rule>, s: &gherkin::Scenario| {
            let tags = veropoly_harness::runner::all_tags(&f, r, s);
            let own: Vec<&String> = tags.iter().filter(|t| is_rule_id(t)).collect();
            let variants: Vec<&String> = tags
                .iter()
                .filter(|t| VARIANTS.contains(&t.as_str()))
                .collect();
            let steps = f
                .background
                .iter()
                .flat_map(|b| b.steps.iter())
                .chain(
                    r.and_then(|r| r.background.as_ref())
                        .into_iter()
                        .flat_map(|b| b.steps.iter()),
                )
                .chain(s.steps.iter());
            for step in steps {
                let (_, ids) = split_mark(&step.value);
                if ids.is_empty() {
                    continue;
                }
                marks += 1;
                let at = format!("{file}:{} {:?}", step.position.line, step.value);
                for id in &ids {
                    match catalogue.get(id) {
                        None => problems.push(format!("{at}: {id} is not in the catalogue")),
                        // A mark may narrow the blame to some of the scenario's own rules, never to all.
                        Some(_) if tags.contains(id) && own.iter().all(|o| ids.contains(o)) => {
                            problems.push(format!("{at}: {id} is the scenario's own rule"))
                        }
                        Some(_) => {}
                    }
                }
                for v in &variants {
                    if !ids
                        .iter()
                        .any(|id| catalogue.get(id).is_some_and(|vs| vs.contains(v)))
                    {
                        problems.push(format!("{at}: no marked rule of the variant {v}"));
                    }
                }
            }
        };
        for s in &f.scenarios {
            check(None, s);
        }
        for r in &f.rules {
            for s in &r.scenarios {
                check(Some(r), s);
            }
        }
    }
    assert!(marks > 10, "only {marks} marks found");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
