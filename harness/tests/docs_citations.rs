//! The documents cite scenarios by file and title (`` `rent.feature` "the mortgaged street itself charges no
//! rent" ``); every such citation names a scenario that exists, so a renamed scenario cannot leave a reading or a
//! ruling pointing at nothing. An outline's title matches with any text in place of its `<placeholders>`, as the
//! documents quote it with an example's values; `…` in a citation stands for words left
//! out. A rule's title
//! (`Rule:`) may be cited as a scenario's is. Sections that propose scenarios not written ("Open points",
//! "Contradictions") are not read.

use regex::Regex;
use std::collections::BTreeMap;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Each feature file's scenario and rule titles, as written and as patterns.
fn titles() -> BTreeMap<String, Vec<(String, Regex)>> {
    let scenario = Regex::new(r"^\s*(?:Scenario(?: Outline)?|Rule):\s*(.+?)\s*$").unwrap();
    let placeholder = Regex::new(r"<[^>]*>").unwrap();
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(root().join("features")).expect("the features folder") {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "feature") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let patterns = text
            .lines()
            .filter_map(|l| scenario.captures(l))
            .map(|c| {
                let parts: Vec<String> = placeholder.split(&c[1]).map(regex::escape).collect();
                let pattern = Regex::new(&format!("^{}$", parts.join(".+"))).unwrap();
                (c[1].to_string(), pattern)
            })
            .collect();
        out.insert(
            path.file_name().unwrap().to_string_lossy().to_string(),
            patterns,
        );
    }
    out
}

#[test]
fn every_scenario_a_document_cites_exists() {
    let titles = titles();
    // A file name, then one or more quoted titles, each perhaps followed by a parenthesis, separated by commas.
    let citation =
        Regex::new(r#"`([a-z-]+\.feature)`((?:,?\s*(?:and\s+)?"[^"]+"(?:\s*\([^)]*\))?)+)"#)
            .unwrap();
    // Leftmost first: a quoted title whole (parentheses inside it included), or a parenthesis outside any title
    // (whose quotes are not titles).
    let quoted = Regex::new(r#""([^"]+)"|\([^)]*\)"#).unwrap();
    let mut docs: Vec<PathBuf> = Vec::new();
    for dir in ["docs", "docs/variants"] {
        for entry in std::fs::read_dir(root().join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "md") {
                docs.push(path);
            }
        }
    }
    let mut missing = Vec::new();
    let mut cited = 0;
    for doc in docs {
        let text = std::fs::read_to_string(&doc).unwrap();
        let mut proposals = false;
        for (n, line) in text.lines().enumerate() {
            if let Some(heading) = line.strip_prefix("## ") {
                proposals =
                    heading.starts_with("Open points") || heading.starts_with("Contradictions");
            }
            if proposals {
                continue;
            }
            for c in citation.captures_iter(line) {
                let Some(patterns) = titles.get(&c[1]) else {
                    missing.push(format!(
                        "{}:{}: no feature file {}",
                        doc.display(),
                        n + 1,
                        &c[1]
                    ));
                    continue;
                };
                for q in quoted.captures_iter(&c[2]) {
                    let Some(title) = q.get(1) else { continue };
                    let title = title.as_str().replace("\\<", "<").replace("\\>", ">");
                    cited += 1;
                    // "…" stands for words left out: a title cut short, or an outline's placeholder.
                    let cut =
                        Regex::new(&format!("^{}$", regex::escape(&title).replace('…', ".*")))
                            .unwrap();
                    let found = patterns
                        .iter()
                        .any(|(text, p)| p.is_match(&title) || cut.is_match(text));
                    if !found {
                        missing.push(format!(
                            "{}:{}: {} \"{title}\"",
                            doc.display(),
                            n + 1,
                            &c[1]
                        ));
                    }
                }
            }
        }
    }
    assert!(
        cited > 100,
        "only {cited} citations found: is the pattern still right?"
    );
    assert!(
        missing.is_empty(),
        "{} cited scenarios do not exist:\n{}",
        missing.len(),
        missing.join("\n")
    );
}
