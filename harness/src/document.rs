//! The rules of a variant as one readable document, rendered from the feature files: each Feature a chapter, each
//! Rule a section, each scenario a worked example.

use crate::runner::{all_tags, block_tags, is_rule_id};
use cucumber::gherkin::{self, GherkinEnv};
use std::fmt::Write as _;

fn para(out: &mut String, text: &Option<String>) {
    if let Some(t) = text {
        let t = t.lines().map(str::trim).collect::<Vec<_>>().join("\n");
        let t = t.trim();
        if !t.is_empty() {
            let _ = writeln!(out, "{t}\n");
        }
    }
}

fn table(out: &mut String, rows: &[Vec<String>], indent: &str) {
    let Some(head) = rows.first() else { return };
    let _ = writeln!(out, "{indent}| {} |", head.join(" | "));
    let _ = writeln!(out, "{indent}|{}", " --- |".repeat(head.len()));
    for r in &rows[1..] {
        let _ = writeln!(out, "{indent}| {} |", r.join(" | "));
    }
}

fn steps(out: &mut String, steps: &[gherkin::Step]) {
    for s in steps {
        let _ = writeln!(out, "- **{}** {}", s.keyword.trim(), s.value);
        if let Some(t) = &s.table {
            out.push('\n');
            table(out, &t.rows, "  ");
            out.push('\n');
        }
    }
}

fn ids(tags: &std::collections::BTreeSet<String>) -> String {
    let mut v: Vec<String> = tags
        .iter()
        .filter(|t| is_rule_id(t))
        .map(|t| format!("`{t}`"))
        .collect();
    if tags.contains("ruling") {
        v.push("(a ruling: see docs/rulings.md)".into());
    }
    // The house-rule setting a scenario needs (`crate::switches`).
    for t in tags {
        if let Some(s) = t.strip_prefix("house-rule-") {
            v.push(format!(
                "(with the house rule {} on its non-default setting)",
                s.replace('-', "_")
            ));
        } else if let Some(s) = t.strip_prefix("default-") {
            v.push(format!(
                "(with the house rule {} at its default)",
                s.replace('-', "_")
            ));
        }
    }
    v.join(" ")
}

fn scenario(
    out: &mut String,
    f: &gherkin::Feature,
    r: Option<&gherkin::Rule>,
    s: &gherkin::Scenario,
    variant: &str,
) {
    let tags = all_tags(f, r, s);
    let own: std::collections::BTreeSet<String> = s
        .tags
        .iter()
        .map(|t| t.trim_start_matches('@').to_string())
        .collect();
    let setting: std::collections::BTreeSet<String> = tags
        .iter()
        .filter(|t| t.starts_with("house-rule-") || t.starts_with("default-"))
        .cloned()
        .collect();
    let own: std::collections::BTreeSet<String> = own.union(&setting).cloned().collect();
    let _ = writeln!(out, "**Example: {}** {}\n", s.name, ids(&own));
    para(out, &s.description);
    steps(out, &s.steps);
    for e in s
        .examples
        .iter()
        .filter(|e| block_tags(&tags, e).contains(variant))
    {
        if let Some(t) = &e.table {
            out.push_str("\nwith each of:\n\n");
            table(out, &t.rows, "");
        }
    }
    out.push('\n');
}

/// Whether a scenario runs in `variant`, through its own tags and those above it or through an examples block.
fn runs_in(
    f: &gherkin::Feature,
    r: Option<&gherkin::Rule>,
    s: &gherkin::Scenario,
    variant: &str,
) -> bool {
    let tags = all_tags(f, r, s);
    if s.examples.is_empty() {
        tags.contains(variant)
    } else {
        s.examples
            .iter()
            .any(|e| block_tags(&tags, e).contains(variant))
    }
}

/// Chapters in the order of play; files not listed come last.
const ORDER: &[&str] = &[
    "setup",
    "banker",
    "turn-order",
    "turn",
    "movement-and-go",
    "doubles",
    "buying",
    "auctions",
    "rent",
    "ports",
    "utilities",
    "taxes-and-free-parking",
    "cards",
    "break-room",
    "buildings",
    "building-shortage",
    "mortgages",
    "trading",
    "cant-pay-and-bankruptcy",
    "winning",
    "alliances",
    "income-tax",
    "jail-fine",
    "mortgage-transfers",
    "bankruptcy-to-a-player",
    "short-and-timed-games",
    "online-rooms",
    "online-table-turns-and-start",
    "online-buying-auctions-and-rent",
    "online-jail-vacation-and-cards",
    "online-buildings-money-and-debt",
    "online-trades",
    "online-teams-clock-boards-and-house-rules",
    "online-house-rule-interactions",
];

/// The document of one variant: every Feature, Rule and scenario tagged with it, in file order.
pub fn render(variant: &str, files: &[(String, String)]) -> String {
    let mut out = format!(
        "# The rules of {variant}\n\nThis document is generated from the feature files (`features/`), which are also the \
         test suite: every example below is run against the reference engine, and against any engine being \
         certified. Rule ids (`VP-RENT-06`) refer to the rule catalogue; rules marked as rulings rest on a decision \
         of the project where the rulebook is silent or ambiguous (`docs/rulings.md`). Regenerate it with \
         `veropoly document --variant {variant}`.\n\n"
    );
    let mut sorted: Vec<&(String, String)> = files.iter().collect();
    sorted.sort_by_key(|(name, _)| {
        let stem = name.trim_end_matches(".feature");
        (
            ORDER.iter().position(|o| *o == stem).unwrap_or(ORDER.len()),
            name.clone(),
        )
    });
    let mut chapters = Vec::new();
    for (_, text) in sorted {
        let Ok(f) = gherkin::Feature::parse(text, GherkinEnv::default()) else {
            continue;
        };
        let in_variant =
            |r: Option<&gherkin::Rule>, s: &gherkin::Scenario| runs_in(&f, r, s, variant);
        let any = f.scenarios.iter().any(|s| in_variant(None, s))
            || f.rules
                .iter()
                .any(|r| r.scenarios.iter().any(|s| in_variant(Some(r), s)));
        if any {
            chapters.push(f);
        }
    }
    out.push_str("## Contents\n\n");
    for f in &chapters {
        let anchor = f
            .name
            .to_lowercase()
            .replace(|c: char| !c.is_alphanumeric(), "-");
        let _ = writeln!(out, "- [{}](#{anchor})", f.name);
    }
    out.push('\n');
    for f in &chapters {
        let _ = writeln!(out, "## {}\n", f.name);
        para(&mut out, &f.description);
        if let Some(b) = &f.background {
            out.push_str("Every example of this chapter starts from:\n\n");
            steps(&mut out, &b.steps);
            out.push('\n');
        }
        for s in f.scenarios.iter().filter(|s| runs_in(f, None, s, variant)) {
            scenario(&mut out, f, None, s, variant);
        }
        for r in &f.rules {
            let wanted: Vec<&gherkin::Scenario> = r
                .scenarios
                .iter()
                .filter(|s| runs_in(f, Some(r), s, variant))
                .collect();
            if wanted.is_empty() {
                continue;
            }
            let rule_tags = r
                .tags
                .iter()
                .map(|t| t.trim_start_matches('@').to_string())
                .collect();
            let _ = writeln!(out, "### {}\n", r.name);
            let marks = ids(&rule_tags);
            if !marks.is_empty() {
                let _ = writeln!(out, "{marks}\n");
            }
            para(&mut out, &r.description);
            if let Some(b) = &r.background {
                out.push_str("Every example of this rule starts from:\n\n");
                steps(&mut out, &b.steps);
                out.push('\n');
            }
            for s in wanted {
                scenario(&mut out, f, Some(r), s, variant);
            }
        }
    }
    out
}
