//! The scenario authors' lint: what every feature file must hold for a verdict to name the right rule. It runs in
//! `cargo test` over the built-in suite and as `veropoly lint --features DIR` over a folder being written.
//!
//! - every scenario names a variant and at least one catalogued rule, and in each variant it runs in, at least one
//!   of its rules is a rule of that variant (else a failure there would blame nothing);
//! - every `(see RULE)` mark names catalogued rules, one of each variant the scenario runs in, and never all of
//!   the scenario's own rules (a mark moves the blame to another rule, or narrows it to some of the scenario's).
//!
//! An `Examples:` block may carry tags of its own (a variant, a rule): its rows run with them.

use crate::blame::split_mark;
use crate::certify::VARIANTS;
use crate::embedded::CatalogueEntry;
use crate::runner::{all_tags, block_tags, is_rule_id};
use cucumber::gherkin::{self, GherkinEnv};
use std::collections::{BTreeMap, BTreeSet};

/// What a lint found: the problems, and how many scenario runs and marks it read.
#[derive(Debug, Default)]
pub struct Lint {
    pub problems: Vec<String>,
    pub scenarios: usize,
    pub marks: usize,
}

/// Lints feature files, given as (file name, text), against the catalogue.
pub fn lint(files: &[(String, String)], catalogue: &[CatalogueEntry]) -> Lint {
    let variants_of: BTreeMap<&str, &Vec<String>> = catalogue
        .iter()
        .map(|r| (r.id.as_str(), &r.variants))
        .collect();
    let mut out = Lint::default();
    for (file, text) in files {
        let f = match gherkin::Feature::parse(text, GherkinEnv::default()) {
            Ok(f) => f,
            Err(e) => {
                out.problems.push(format!("{file}: does not parse: {e}"));
                continue;
            }
        };
        let mut check = |r: Option<&gherkin::Rule>, s: &gherkin::Scenario| {
            let base = all_tags(&f, r, s);
            // Each examples block runs with its own tags added; a plain scenario runs once.
            let runs: Vec<(usize, BTreeSet<String>)> = if s.examples.is_empty() {
                vec![(s.position.line, base.clone())]
            } else {
                s.examples
                    .iter()
                    .map(|ex| (ex.position.line, block_tags(&base, ex)))
                    .collect()
            };
            for (line, tags) in runs {
                out.scenarios += 1;
                let at = format!("{file}:{line} {}", s.name);
                let own: Vec<&String> = tags.iter().filter(|t| is_rule_id(t)).collect();
                let variants: Vec<&String> = tags
                    .iter()
                    .filter(|t| VARIANTS.contains(&t.as_str()))
                    .collect();
                if variants.is_empty() {
                    out.problems.push(format!("{at}: no variant tag"));
                }
                if own.is_empty() {
                    out.problems.push(format!("{at}: no rule id"));
                }
                // A switch asked both flipped and at its default: no run ever takes the scenario.
                let switch = |prefix: &str| -> BTreeSet<String> {
                    tags.iter()
                        .filter_map(|t| t.strip_prefix(prefix))
                        .map(|s| s.replace('-', "_"))
                        .collect()
                };
                for s in switch("house-rule-").intersection(&switch("default-")) {
                    out.problems.push(format!(
                        "{at}: the switch {s} is asked both flipped and at its default, so no run takes it"
                    ));
                }
                for id in &own {
                    if !variants_of.contains_key(id.as_str()) {
                        out.problems
                            .push(format!("{at}: {id} is not in the catalogue"));
                    }
                }
                for v in &variants {
                    if !own.is_empty()
                        && !own.iter().any(|id| {
                            variants_of
                                .get(id.as_str())
                                .is_some_and(|vs| vs.contains(v))
                        })
                    {
                        out.problems
                            .push(format!("{at}: runs in {v} but names no rule of {v}"));
                    }
                }
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
                    out.marks += 1;
                    let at = format!("{file}:{} {:?}", step.position.line, step.value);
                    for id in &ids {
                        match variants_of.get(id.as_str()) {
                            None => out
                                .problems
                                .push(format!("{at}: {id} is not in the catalogue")),
                            Some(_) if tags.contains(id) && own.iter().all(|o| ids.contains(o)) => {
                                out.problems
                                    .push(format!("{at}: {id} is the scenario's own rule"))
                            }
                            Some(_) => {}
                        }
                    }
                    for v in &variants {
                        if !ids.iter().any(|id| {
                            variants_of
                                .get(id.as_str())
                                .is_some_and(|vs| vs.contains(v))
                        }) {
                            out.problems
                                .push(format!("{at}: no marked rule of the variant {v}"));
                        }
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
    out.problems.sort();
    out.problems.dedup();
    out
}
