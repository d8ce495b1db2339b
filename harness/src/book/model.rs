//! What the book shows, gathered from the suite: each variant's catalogued rules by area, in reading order, with the
//! scenarios that name them; and what a certificate says of each rule and scenario.

use crate::embedded::CatalogueEntry;
use crate::runner::{all_tags, block_tags, is_rule_id};
use cucumber::gherkin::{self, GherkinEnv};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// One step as written, with its data table.
#[derive(Clone, Debug)]
pub struct Step {
    pub keyword: String,
    pub text: String,
    pub table: Option<Vec<Vec<String>>>,
    pub docstring: Option<String>,
}

/// One scenario (or outline) as it runs in one variant.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The scenario's anchor on its variant's page, unique there and stable while its file and name are.
    pub anchor: String,
    /// The feature file, by name (`rent.feature`).
    pub file: String,
    /// The first line of the scenario, and the first line of the next one in the file (or `usize::MAX`): the
    /// certificate's `file:line` of a scenario or of an outline's example row falls in between.
    pub line: usize,
    pub end_line: usize,
    pub feature: String,
    pub rule_block: Option<String>,
    pub name: String,
    pub description: Option<String>,
    /// The steps of the `Background:` blocks above it (feature, then rule).
    pub background: Vec<Step>,
    pub steps: Vec<Step>,
    /// The example tables that run in this variant (header row first).
    pub examples: Vec<Vec<Vec<String>>>,
    /// The catalogued rules of this variant the scenario names, its home rule first.
    pub rules: Vec<String>,
    pub ruling: bool,
    /// The house-rule setting the scenario needs, as written in its tags (`house-rule-auctions`).
    pub settings: Vec<String>,
}

/// A catalogued rule with the scenarios that name it (indices into [`VariantBook::scenarios`]).
#[derive(Clone, Debug)]
pub struct RuleEntry {
    pub entry: CatalogueEntry,
    pub scenarios: Vec<usize>,
}

/// A variant: its rule areas in reading order, and its scenarios.
#[derive(Clone, Debug)]
pub struct VariantBook {
    pub id: String,
    pub areas: Vec<(String, Vec<RuleEntry>)>,
    pub scenarios: Vec<Scenario>,
}

impl VariantBook {
    pub fn rules(&self) -> impl Iterator<Item = &RuleEntry> {
        self.areas.iter().flat_map(|(_, r)| r.iter())
    }

    /// The scenario whose lines hold `location` (`file:line`), if it runs in this variant.
    pub fn scenario_at(&self, location: &str) -> Option<usize> {
        let (file, line) = location.rsplit_once(':')?;
        let line: usize = line.parse().ok()?;
        self.scenarios
            .iter()
            .position(|s| s.file == file && s.line <= line && line < s.end_line)
    }
}

/// Lower-case words joined by hyphens: an anchor made from a name.
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn steps_of(steps: &[gherkin::Step]) -> Vec<Step> {
    steps
        .iter()
        .map(|s| Step {
            keyword: s.keyword.trim().to_string(),
            text: s.value.clone(),
            table: s.table.as_ref().map(|t| t.rows.clone()),
            docstring: s.docstring.clone(),
        })
        .collect()
}

/// The rule areas in the order of play: a room and its set-up, a turn and its moves, property and rent, the
/// spaces, buildings and money, then the end of the game. An area not listed comes last, in catalogue order.
const READING_ORDER: &[&str] = &[
    "room",
    "setup",
    "banker",
    "turn-order",
    "turn",
    "movement",
    "go",
    "doubles",
    "timing",
    "buying",
    "auction",
    "rent",
    "ports-airports",
    "utilities",
    "cards",
    "jail",
    "vacation",
    "free-parking",
    "tax",
    "buildings",
    "building-shortage",
    "selling",
    "mortgage",
    "trading",
    "debt",
    "bankruptcy",
    "teams",
    "winning",
    "house-rules",
];

/// The catalogued rules of `variant` by area, areas in reading order ([`READING_ORDER`]).
fn areas_of(variant: &str, catalogue: &[CatalogueEntry]) -> Vec<(String, Vec<RuleEntry>)> {
    let mut areas: Vec<(String, Vec<RuleEntry>)> = Vec::new();
    for e in catalogue
        .iter()
        .filter(|e| e.variants.iter().any(|v| v == variant))
    {
        let rule = RuleEntry {
            entry: e.clone(),
            scenarios: Vec::new(),
        };
        match areas.iter_mut().find(|(a, _)| *a == e.area) {
            Some((_, rules)) => rules.push(rule),
            None => areas.push((e.area.clone(), vec![rule])),
        }
    }
    areas.sort_by_key(|(a, _)| {
        READING_ORDER
            .iter()
            .position(|o| o == a)
            .unwrap_or(READING_ORDER.len())
    });
    areas
}

/// The book of one variant from the feature files and the catalogue.
pub fn variant_book(
    variant: &str,
    files: &[(String, String)],
    catalogue: &[CatalogueEntry],
) -> VariantBook {
    let mut areas = areas_of(variant, catalogue);
    let known: BTreeSet<&str> = areas
        .iter()
        .flat_map(|(_, r)| r.iter().map(|r| r.entry.id.as_str()))
        .collect();
    let mut scenarios: Vec<Scenario> = Vec::new();
    let mut used: BTreeMap<String, usize> = BTreeMap::new();
    for (file, text) in files {
        let Ok(f) = gherkin::Feature::parse(text, GherkinEnv::default()) else {
            continue;
        };
        let mut all: Vec<(Option<&gherkin::Rule>, &gherkin::Scenario)> =
            f.scenarios.iter().map(|s| (None, s)).collect();
        for r in &f.rules {
            all.extend(r.scenarios.iter().map(|s| (Some(r), s)));
        }
        all.sort_by_key(|(_, s)| s.position.line);
        let starts: Vec<usize> = all.iter().map(|(_, s)| s.position.line).collect();
        for (i, (r, s)) in all.iter().enumerate() {
            let above = all_tags(&f, *r, s);
            let (tags, examples): (BTreeSet<String>, Vec<Vec<Vec<String>>>) =
                if s.examples.is_empty() {
                    if !above.contains(variant) {
                        continue;
                    }
                    (above.clone(), Vec::new())
                } else {
                    let mut tags = above.clone();
                    let mut tables = Vec::new();
                    for e in &s.examples {
                        let t = block_tags(&above, e);
                        if t.contains(variant) {
                            tables.extend(e.table.as_ref().map(|t| t.rows.clone()));
                            tags.extend(t);
                        }
                    }
                    if tables.is_empty() {
                        continue;
                    }
                    (tags, tables)
                };
            // The home rule: the one named on the `Rule:` block, else the scenario's own first, else the feature's.
            let named = |ts: &[String]| -> Vec<String> {
                ts.iter()
                    .map(|t| t.trim_start_matches('@').to_string())
                    .filter(|t| is_rule_id(t) && known.contains(t.as_str()))
                    .collect()
            };
            let mut rules = named(r.map(|r| r.tags.as_slice()).unwrap_or(&[]));
            rules.extend(named(&s.tags));
            rules.extend(named(&f.tags));
            for t in &tags {
                if is_rule_id(t) && known.contains(t.as_str()) {
                    rules.push(t.clone());
                }
            }
            let mut seen = BTreeSet::new();
            rules.retain(|r| seen.insert(r.clone()));
            let stem = file.trim_end_matches(".feature");
            let base = format!("{}--{}", slug(stem), slug(&s.name));
            let n = used.entry(base.clone()).or_insert(0);
            *n += 1;
            let anchor = if *n == 1 { base } else { format!("{base}-{n}") };
            let mut background = Vec::new();
            if let Some(b) = &f.background {
                background.extend(steps_of(&b.steps));
            }
            if let Some(b) = r.and_then(|r| r.background.as_ref()) {
                background.extend(steps_of(&b.steps));
            }
            scenarios.push(Scenario {
                anchor,
                file: file.clone(),
                line: s.position.line,
                end_line: starts.get(i + 1).copied().unwrap_or(usize::MAX),
                feature: f.name.clone(),
                rule_block: r.map(|r| r.name.clone()),
                name: s.name.clone(),
                description: s.description.clone().filter(|d| !d.trim().is_empty()),
                background,
                steps: steps_of(&s.steps),
                examples,
                rules,
                ruling: tags.contains("ruling"),
                settings: tags
                    .iter()
                    .filter(|t| t.starts_with("house-rule-") || t.starts_with("default-"))
                    .cloned()
                    .collect(),
            });
        }
    }
    for (i, s) in scenarios.iter().enumerate() {
        for id in &s.rules {
            if let Some(r) = areas
                .iter_mut()
                .flat_map(|(_, r)| r.iter_mut())
                .find(|r| r.entry.id == *id)
            {
                r.scenarios.push(i);
            }
        }
    }
    VariantBook {
        id: variant.to_string(),
        areas,
        scenarios,
    }
}

// ------------------------------------------------------------------ certificates, as the book reads them

/// A certificate written by `veropoly certify --json`, read leniently: the book shows what it finds.
#[derive(Clone, Debug, Deserialize)]
pub struct Certificate {
    #[serde(default)]
    pub harness: String,
    #[serde(default)]
    pub engine: Option<Engine>,
    #[serde(default)]
    pub engine_error: Option<String>,
    #[serde(default)]
    pub suite_hash: String,
    #[serde(default)]
    pub variants: Vec<VariantResult>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Engine {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub version: String,
    #[serde(default)]
    pub command: String,
}

#[derive(Clone, Debug, Deserialize)]
pub struct VariantResult {
    pub variant: String,
    #[serde(default)]
    pub house_rules: serde_json::Map<String, serde_json::Value>,
    #[serde(default)]
    pub status: String,
    #[serde(default)]
    pub passed: usize,
    #[serde(default)]
    pub failed: usize,
    #[serde(default)]
    pub unsupported: usize,
    #[serde(default)]
    pub rules: Vec<RuleResult>,
    #[serde(default)]
    pub scenarios: Vec<ScenarioRun>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RuleResult {
    pub rule: String,
    pub status: String,
    #[serde(default)]
    pub failing: Vec<String>,
    /// Scenarios of other rules this rule blocked (`blocked by` it).
    #[serde(default)]
    pub blocked: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct ScenarioRun {
    #[serde(default)]
    pub scenario: String,
    #[serde(default)]
    pub location: String,
    pub verdict: String,
    #[serde(default)]
    pub step: Option<String>,
    #[serde(default)]
    pub message: Option<String>,
    #[serde(default)]
    pub blamed: Vec<String>,
    #[serde(default)]
    pub known_failure: Option<String>,
}

/// A certificate as the book shows it: a label and a page of its own.
#[derive(Clone, Debug)]
pub struct EngineReport {
    pub label: String,
    pub page: String,
    pub cert: Certificate,
}

impl EngineReport {
    /// The result for `variant` at its defaults (a run with every house rule also holds the flipped settings).
    pub fn variant(&self, variant: &str) -> Option<&VariantResult> {
        let mut of = self.cert.variants.iter().filter(|v| v.variant == variant);
        let first = of.clone().next();
        of.find(|v| v.house_rules.is_empty()).or(first)
    }

    /// The status of a rule in `variant`: kept, broken, unsupported or not shown; `None` where the certificate
    /// does not name it (the variant was not run, or no scenario of it ran).
    pub fn rule_status(&self, variant: &str, rule: &str) -> Option<&str> {
        self.variant(variant)?
            .rules
            .iter()
            .find(|r| r.rule == rule)
            .map(|r| r.status.as_str())
    }

    /// The runs of the scenario `s` (one per example row of an outline).
    pub fn runs_of<'a>(&'a self, book: &VariantBook, s: usize) -> Vec<&'a ScenarioRun> {
        let Some(v) = self.variant(&book.id) else {
            return Vec::new();
        };
        v.scenarios
            .iter()
            .filter(|r| book.scenario_at(&r.location) == Some(s))
            .collect()
    }
}

/// The certificates, each with a label unique among them (the engine's name, numbered when repeated).
pub fn engine_reports(certs: Vec<Certificate>) -> Vec<EngineReport> {
    let mut used: BTreeMap<String, usize> = BTreeMap::new();
    certs
        .into_iter()
        .map(|cert| {
            let base = cert
                .engine
                .as_ref()
                .map(|e| {
                    if e.version.is_empty() {
                        e.name.clone()
                    } else {
                        format!("{} {}", e.name, e.version)
                    }
                })
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| "an engine".to_string());
            let n = used.entry(base.clone()).or_insert(0);
            *n += 1;
            let label = if *n == 1 {
                base
            } else {
                format!("{base} ({n})")
            };
            let page = format!("engine-{}.html", slug(&label));
            EngineReport { label, page, cert }
        })
        .collect()
}
