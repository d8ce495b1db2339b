//! `veropoly book`: the rules as a static site, generated from what the suite tests (the feature files, the rule
//! catalogue, the rulings and the fixtures), so it cannot drift from it; with certificates, each engine's result
//! laid over every rule. HTML and one stylesheet, no server and no network: it opens from `file://`.
//!
//! - [`model`]: each variant's rules by area with their scenarios, and the certificates as the book reads them;
//! - [`compare`]: the presets side by side; [`board`]: a board as SVG;
//! - [`html`]: the pages; [`search`]: the index the search box reads.

pub mod board;
pub mod compare;
pub mod html;
pub mod model;
pub mod search;

use crate::embedded;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The variants, in the order of the rulebooks.
pub use crate::certify::VARIANTS;

/// What each variant is, in a sentence for the home page; its amounts and switches are in the comparison page,
/// read from the presets.
const ABOUT: &[(&str, &str)] = &[
    (
        "veropoly",
        "The veropoly rulebook: ports instead of railroads, the Break Room and the Extended Lunch Break instead of \
         jail, rent that the owner must ask for in time, auctions of scarce buildings, and alliances.",
    ),
    (
        "classic",
        "The long version of the classic rules: the US board, a player as Banker, compulsory auctions, rent to be \
         asked for before the next player rolls, and Income Tax of $200 or 10%.",
    ),
    (
        "classic-short",
        "The short version of the classic rules: title deeds dealt at the start, and changes to hotels, jail, \
         Income Tax and the end of the game; everything else is the long version.",
    ),
    (
        "classic-timed",
        "The classic rules against a preset time limit: title deeds dealt at the start, and the richest player \
         when time is up wins; everything else is the long version.",
    ),
    (
        "online",
        "A room-based online edition: a host picks the board (World, Grand Tour, Jackpot), the seats and eight \
         house-rule switches; Start pays $300 on an exact stop, debts run below $0, teams, and limits on trades.",
    ),
];

/// A variant of the book: its rules and what the home page says of it.
pub struct Variant {
    pub book: model::VariantBook,
    /// What the variant is.
    pub about: String,
    /// Its preset's heading: the rulebook and the part of it the variant follows.
    pub heading: String,
    /// The rulebook its rules come from.
    pub rulebook: String,
}

/// A section of `docs/rulings.md` and the catalogued rules its heading names.
pub struct Ruling {
    pub ids: Vec<String>,
}

/// The rule ids a text names (`VP-RENT-06`), in order, each once.
pub fn rule_ids_in(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        let parts: Vec<&str> = word.split('-').collect();
        let is_id = parts.len() == 3
            && parts[0].len() == 2
            && parts[0].chars().all(|c| c.is_ascii_uppercase())
            && parts[1].chars().all(|c| c.is_ascii_uppercase())
            && !parts[1].is_empty()
            && !parts[2].is_empty()
            && parts[2].chars().all(|c| c.is_ascii_digit());
        if is_id && !out.iter().any(|o| o == word) {
            out.push(word.to_string());
        }
    }
    out
}

/// What the book was built from, for the caller to report.
#[derive(Debug)]
pub struct Built {
    pub pages: Vec<PathBuf>,
    pub rules: usize,
    pub scenarios: usize,
}

/// The preset's heading: its first comment line, without the variant's name (`rulebook 001, "…"`).
fn heading(preset: &str) -> String {
    let first = preset
        .lines()
        .next()
        .unwrap_or_default()
        .trim_start_matches('#')
        .trim()
        .trim_start_matches("Variant preset:")
        .trim()
        .trim_end_matches('.');
    match (first.find('('), first.rfind(')')) {
        (Some(a), Some(b)) if a < b => {
            let inner = &first[a + 1..b];
            let mut c = inner.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default()
        }
        _ => first.to_string(),
    }
}

fn preset(variant: &str) -> Result<&'static str, String> {
    let path = format!("variants/{variant}.yaml");
    crate::fixtures::EMBEDDED
        .iter()
        .find(|(p, _)| *p == path)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("no preset for {variant}"))
}

/// The site, before it is written.
pub fn site(certificates: &[PathBuf]) -> Result<html::Site, String> {
    let files = embedded::load_features(None)?;
    let catalogue = embedded::catalogue()?;
    let mut variants = Vec::new();
    let mut presets = Vec::new();
    for v in VARIANTS {
        let text = preset(v)?;
        presets.push((v.to_string(), text.to_string()));
        let book = model::variant_book(v, &files, &catalogue);
        let rulebook = book
            .rules()
            .next()
            .map(|r| embedded::document_of(&r.entry.id).to_string())
            .unwrap_or_default();
        variants.push(Variant {
            book,
            about: ABOUT
                .iter()
                .find(|(id, _)| id == v)
                .map(|(_, a)| a.to_string())
                .unwrap_or_default(),
            heading: heading(text),
            rulebook,
        });
    }
    let mut certs = Vec::new();
    for path in certificates {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("the certificate {} cannot be read: {e}", path.display()))?;
        let cert: model::Certificate = serde_json::from_str(&text).map_err(|e| {
            format!(
                "{} is not a certificate (veropoly certify --json FILE): {e}",
                path.display()
            )
        })?;
        certs.push(cert);
    }
    let boards = crate::fixtures::EMBEDDED
        .iter()
        .filter(|(p, _)| p.starts_with("boards/"))
        .map(|(_, t)| board::Board::from_yaml(t))
        .collect::<Result<Vec<_>, _>>()?;
    let rulings = embedded::RULINGS
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| Ruling {
            ids: rule_ids_in(l),
        })
        .filter(|r| !r.ids.is_empty())
        .collect();
    Ok(html::Site {
        variants,
        engines: model::engine_reports(certs),
        boards,
        topics: compare::topics(&presets)?,
        rulings,
        rulings_markdown: embedded::RULINGS.to_string(),
        suite_hash: embedded::suite_hash(&files),
    })
}

/// The boards each variant plays on, from the presets' `board` and `boards`.
fn boards_used() -> Result<Vec<(String, Vec<String>)>, String> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for v in VARIANTS {
        let value: serde_json::Value = serde_saphyr::from_str(preset(v)?)
            .map_err(|e| format!("the preset of {v} does not load: {e}"))?;
        let mut ids: BTreeSet<String> = BTreeSet::new();
        if let Some(b) = value.get("board").and_then(|b| b.as_str()) {
            ids.insert(b.to_string());
        }
        for b in value
            .get("boards")
            .and_then(|b| b.as_array())
            .into_iter()
            .flatten()
        {
            if let Some(b) = b.as_str() {
                ids.insert(b.to_string());
            }
        }
        for id in ids {
            match out.iter_mut().find(|(b, _)| *b == id) {
                Some((_, vs)) => vs.push(v.to_string()),
                None => out.push((id, vec![v.to_string()])),
            }
        }
    }
    Ok(out)
}

/// Every page of the book, by file name, in a fixed order.
pub fn pages(site: &html::Site) -> Result<Vec<(String, String)>, String> {
    let mut out = vec![
        ("index.html".to_string(), html::home(site)),
        ("rulings.html".to_string(), html::rulings_page(site)),
        ("compare.html".to_string(), html::compare_page(site)),
        (
            "boards.html".to_string(),
            html::boards_page(site, &boards_used()?),
        ),
    ];
    for v in &site.variants {
        out.push((format!("{}.html", v.book.id), html::variant_page(site, v)));
    }
    if !site.engines.is_empty() {
        out.push(("engines.html".to_string(), html::engines_page(site)));
        for e in &site.engines {
            out.push((e.page.clone(), html::engine_page(site, e)));
        }
    }
    out.push(("style.css".to_string(), STYLE.to_string()));
    out.push(("search.js".to_string(), SEARCH_JS.to_string()));
    out.push(("search-index.js".to_string(), search::index(site)));
    Ok(out)
}

const STYLE: &str = include_str!("assets/style.css");
const SEARCH_JS: &str = include_str!("assets/search.js");

/// Builds the book into `out` (created if missing); the certificates' results are laid over the rules.
pub fn build(out: &Path, certificates: &[PathBuf]) -> Result<Built, String> {
    let site = site(certificates)?;
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut written = Vec::new();
    for (name, text) in pages(&site)? {
        let path = out.join(&name);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(path);
    }
    Ok(Built {
        pages: written,
        rules: site.variants.iter().map(|v| v.book.rules().count()).sum(),
        scenarios: site.variants.iter().map(|v| v.book.scenarios.len()).sum(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_ids_are_found_in_headings() {
        assert_eq!(
            rule_ids_in("### VP-RENT-08, CL-RENT-07: rent must be asked (VP-RENT-08)"),
            vec!["VP-RENT-08", "CL-RENT-07"]
        );
        assert!(rule_ids_in("### Engine ruling: the turn model").is_empty());
    }

    #[test]
    fn a_presets_heading_names_its_rulebook() {
        let text = "# Variant preset: x (rulebook 009, \"Rules for x\").\n#\nid: x\n";
        assert_eq!(heading(text), "Rulebook 009, \"Rules for x\"");
    }

    #[test]
    fn every_variant_is_described() {
        for v in VARIANTS {
            assert!(
                ABOUT.iter().any(|(id, _)| id == v),
                "{v} has no description"
            );
        }
    }
}
