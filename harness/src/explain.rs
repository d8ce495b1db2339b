//! `veropoly explain RULE-ID`: a rule, its source, its ruling, and the scenarios that check it.

use crate::embedded;
use cucumber::gherkin::{self, GherkinEnv};
use std::fmt::Write as _;

/// (line, name, tags) of every scenario of a feature file, tags including those of its rule and feature, and
/// those of each of its `Examples:` blocks (a rule named on one block is checked by the outline).
pub fn scenarios_of(_file: &str, text: &str) -> Vec<(usize, String, Vec<String>)> {
    let Ok(f) = gherkin::Feature::parse(text, GherkinEnv::default()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut add = |r: Option<&gherkin::Rule>, s: &gherkin::Scenario| {
        let above = crate::runner::all_tags(&f, r, s);
        let mut tags = above.clone();
        for e in &s.examples {
            tags.extend(crate::runner::block_tags(&above, e));
        }
        let tags = tags.into_iter().collect();
        out.push((s.position.line, s.name.clone(), tags));
    };
    for s in &f.scenarios {
        add(None, s);
    }
    for r in &f.rules {
        for s in &r.scenarios {
            add(Some(r), s);
        }
    }
    out.sort();
    out
}

/// The project's ruling on a rule: the section of `docs/rulings.md` whose heading names it.
pub fn ruling_of(id: &str) -> Option<String> {
    let mut lines = embedded::RULINGS.lines();
    let mut out = String::new();
    while let Some(l) = lines.next() {
        if l.starts_with("### ") && l.contains(id) {
            out.push_str(l);
            out.push('\n');
            for l in lines.by_ref() {
                if l.starts_with("## ") || l.starts_with("### ") {
                    break;
                }
                out.push_str(l);
                out.push('\n');
            }
            return Some(out.trim_end().to_string());
        }
    }
    None
}

pub fn explain(id: &str) -> Result<String, String> {
    let id = id.trim().trim_start_matches('@').to_uppercase();
    let catalogue = embedded::catalogue()?;
    let r = catalogue
        .iter()
        .find(|r| r.id == id)
        .ok_or_else(|| format!("no rule {id:?} in the catalogue (see `veropoly list rules`)"))?;
    let mut out = String::new();
    let _ = writeln!(out, "{}  ({}; {})", r.id, r.kind, r.variants.join(", "));
    let _ = writeln!(out, "\n{}\n", r.rule);
    let _ = writeln!(out, "Source:   \"{}\"", r.source);
    let _ = writeln!(out, "Rulebook: {}", embedded::document_of(&r.id));
    let _ = writeln!(out, "The catalogue's check: {}", r.check);
    if let Some(proposal) = &r.ruling {
        let _ = writeln!(out, "\nThe catalogue's proposed ruling:\n  {proposal}");
    }
    if let Some(ruling) = ruling_of(&r.id) {
        let _ = writeln!(out, "\nThe project's ruling (docs/rulings.md):\n{ruling}");
    }
    let mut scenarios = Vec::new();
    for (file, text) in embedded::load_features(None)? {
        for (line, name, tags) in scenarios_of(&file, &text) {
            if tags.contains(&r.id) {
                scenarios.push(format!("  {file}:{line}  {name}"));
            }
        }
    }
    if scenarios.is_empty() {
        let _ = writeln!(out, "\nNo scenario checks this rule.");
    } else {
        let _ = writeln!(out, "\nScenarios ({}):", scenarios.len());
        for s in scenarios {
            let _ = writeln!(out, "{s}");
        }
    }
    Ok(out)
}
