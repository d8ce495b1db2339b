//! The book (`veropoly book`): built whole, with the certificate of the Python example engine laid over it, it
//! must link only to what it holds, show every catalogued rule of every variant with its scenarios, show the
//! engine's result on each rule, and come out the same on every build.

use regex::Regex;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use veropoly_harness::embedded;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("veropoly-book-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// The certificate of the Python example engine (veropoly only), as a file.
fn python_certificate() -> &'static Path {
    static CERT: OnceLock<PathBuf> = OnceLock::new();
    CERT.get_or_init(|| {
        let path = scratch("cert").join("python.json");
        let engine = format!(
            "python3 {}",
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../examples/python-engine/engine.py")
                .display()
        );
        let out = Command::new(env!("CARGO_BIN_EXE_veropoly"))
            .args([
                "certify",
                "--variant",
                "veropoly",
                "--engine",
                &engine,
                "--json",
            ])
            .arg(&path)
            .output()
            .expect("the harness runs");
        assert_eq!(out.status.code(), Some(1), "the example engine is partial");
        path
    })
}

fn build(out: &Path, certificates: &[&Path]) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_veropoly"));
    cmd.arg("book").arg("--out").arg(out);
    for c in certificates {
        cmd.arg("--certificate").arg(c);
    }
    let run = cmd.output().expect("the harness runs");
    assert!(
        run.status.success(),
        "veropoly book failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
}

/// A second certificate: the built-in reference engine on the scenarios of one rule.
fn reference_certificate() -> PathBuf {
    let path = scratch("cert-ref").join("reference.json");
    let out = Command::new(env!("CARGO_BIN_EXE_veropoly"))
        .args([
            "certify",
            "--variant",
            "veropoly",
            "--tag",
            "VP-RENT-06",
            "--json",
        ])
        .arg(&path)
        .output()
        .expect("the harness runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "the reference engine keeps VP-RENT-06"
    );
    path
}

/// The book with the Python engine's certificate and the reference engine's, built once.
fn book() -> &'static Path {
    static BOOK: OnceLock<PathBuf> = OnceLock::new();
    BOOK.get_or_init(|| {
        let out = scratch("site");
        build(&out, &[python_certificate(), &reference_certificate()]);
        out
    })
}

fn page(name: &str) -> String {
    std::fs::read_to_string(book().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn html_pages(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .expect("the book's folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "html"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).expect("a page"),
            )
        })
        .collect()
}

#[test]
fn every_internal_link_and_anchor_resolves() {
    let pages = html_pages(book());
    let id = Regex::new(r#"\sid="([^"]+)""#).unwrap();
    let link = Regex::new(r#"\s(?:href|src)="([^"]+)""#).unwrap();
    let anchors: BTreeMap<&str, BTreeSet<String>> = pages
        .iter()
        .map(|(name, text)| {
            let ids: Vec<String> = id.captures_iter(text).map(|c| c[1].to_string()).collect();
            let mut set = BTreeSet::new();
            for i in &ids {
                assert!(set.insert(i.clone()), "{name} repeats the id {i}");
            }
            (name.as_str(), set)
        })
        .collect();
    let mut checked = 0;
    let mut broken = Vec::new();
    // The search index's entries are links too.
    let index = std::fs::read_to_string(book().join("search-index.js")).expect("the search index");
    let url = Regex::new(r#""url":"([^"]+)""#).unwrap();
    let search: Vec<String> = url
        .captures_iter(&index)
        .map(|c| format!(" href=\"{}\"", &c[1]))
        .collect();
    assert!(
        search.len() > 500,
        "the search index holds {} entries",
        search.len()
    );
    let mut sources: Vec<(&str, String)> =
        pages.iter().map(|(n, t)| (n.as_str(), t.clone())).collect();
    sources.push(("search-index.js", search.join("\n")));
    for (name, text) in &sources {
        let name = name.to_string();
        for c in link.captures_iter(text) {
            let target = &c[1];
            assert!(
                !target.contains("://") && !target.starts_with("//"),
                "{name} links out of the book: {target}"
            );
            let (file, anchor) = match target.split_once('#') {
                Some((f, a)) => (if f.is_empty() { name.as_str() } else { f }, Some(a)),
                None => (target, None),
            };
            if !book().join(file).is_file() {
                broken.push(format!("{name}: {target} (no such file)"));
            } else if let Some(a) = anchor
                && !anchors.get(file).is_some_and(|ids| ids.contains(a))
            {
                broken.push(format!("{name}: {target} (no such anchor)"));
            }
            checked += 1;
        }
    }
    assert!(
        broken.is_empty(),
        "{} broken links:\n{}",
        broken.len(),
        broken.join("\n")
    );
    assert!(checked > 5_000, "only {checked} links were found");
}

#[test]
fn every_catalogued_rule_appears_on_its_variants_pages_with_its_scenarios() {
    let catalogue = embedded::catalogue().expect("the catalogue");
    let files = embedded::load_features(None).expect("the features");
    let article = Regex::new(r#"(?s)<article class="rule" id="([^"]+)">(.*?)</article>"#).unwrap();
    for variant in veropoly_harness::book::VARIANTS {
        let text = page(&format!("{variant}.html"));
        let shown: BTreeMap<String, String> = article
            .captures_iter(&text)
            .map(|c| (c[1].to_string(), c[2].to_string()))
            .collect();
        let scenarios_of: BTreeMap<String, usize> = {
            let mut m = BTreeMap::new();
            for (file, text) in &files {
                for (_, _, tags) in veropoly_harness::explain::scenarios_of(file, text) {
                    if tags.iter().any(|t| t == variant) {
                        for t in tags
                            .iter()
                            .filter(|t| veropoly_harness::runner::is_rule_id(t))
                        {
                            *m.entry(t.clone()).or_insert(0) += 1;
                        }
                    }
                }
            }
            m
        };
        let mut rules = 0;
        for e in catalogue
            .iter()
            .filter(|e| e.variants.iter().any(|v| v == variant))
        {
            rules += 1;
            let body = shown
                .get(&e.id)
                .unwrap_or_else(|| panic!("{} is not on {variant}.html", e.id));
            let examples = body.matches(r#"<div class="scenario""#).count()
                + body.matches("<li><a href=\"#").count();
            match scenarios_of.get(&e.id) {
                Some(&n) => assert!(
                    examples >= 1,
                    "{} has {n} scenarios in {variant} but shows none",
                    e.id
                ),
                None => assert_eq!(examples, 0, "{} shows scenarios it has not", e.id),
            }
        }
        assert_eq!(
            shown.len(),
            rules,
            "{variant}.html shows rules outside its catalogue"
        );
    }
}

#[test]
fn the_python_engines_certificate_is_laid_over_the_rules() {
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(python_certificate()).unwrap()).unwrap();
    let v = &report["variants"][0];
    let veropoly = page("veropoly.html");
    let engine_page = page("engine-python-example-engine-0-1-0.html");
    let article = |id: &str| -> String {
        let start = veropoly
            .find(&format!(r#"<article class="rule" id="{id}">"#))
            .unwrap_or_else(|| panic!("{id} on the page"));
        let end = veropoly[start..].find("</article>").unwrap() + start;
        veropoly[start..end].to_string()
    };
    let mut seen = BTreeMap::new();
    for r in v["rules"].as_array().unwrap() {
        let (id, status) = (r["rule"].as_str().unwrap(), r["status"].as_str().unwrap());
        let chip = format!(r#"<span class="chip {}">"#, status.replace('_', "-"));
        assert!(
            article(id).contains(&chip),
            "{id} is {status} in the certificate, but its rule on the page does not say so"
        );
        assert!(
            engine_page.contains(&format!(r#"id="veropoly-{id}""#)),
            "{id} on the engine's page"
        );
        *seen.entry(status.to_string()).or_insert(0) += 1;
    }
    for status in ["kept", "broken", "unsupported", "not_shown"] {
        assert!(
            seen.get(status).is_some_and(|n| *n > 0),
            "no rule {status} to show"
        );
    }
    // A failing step, with what was expected against what was seen, stands beside its scenario.
    let failed = v["scenarios"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["verdict"] == "failed")
        .expect("a failed scenario");
    let step = failed["step"].as_str().unwrap();
    let escaped = step
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;");
    assert!(
        veropoly.contains(&escaped),
        "the failing step {step} is on the page"
    );
    assert!(
        engine_page.contains(&escaped),
        "the failing step {step} is on the engine's page"
    );
}

#[test]
fn two_certificates_stand_side_by_side() {
    let engines = page("engines.html");
    let columns = engines
        .split("<table class=\"matrix\">")
        .nth(1)
        .and_then(|t| t.split("</thead>").next())
        .expect("the veropoly table");
    assert!(columns.contains("python-example-engine"), "{columns}");
    assert!(columns.contains("veropoly-reference-engine"), "{columns}");
    let veropoly = page("veropoly.html");
    let start = veropoly
        .find(r#"<article class="rule" id="VP-RENT-06">"#)
        .unwrap();
    let rule = &veropoly[start..start + veropoly[start..].find("</article>").unwrap()];
    assert!(
        rule.contains("veropoly-reference-engine"),
        "the reference engine's status on VP-RENT-06"
    );
    assert!(
        rule.contains("python-example-engine"),
        "the Python engine's status on VP-RENT-06"
    );
}

#[test]
fn the_book_is_the_same_on_every_build() {
    let (a, b) = (scratch("same-a"), scratch("same-b"));
    build(&a, &[]);
    build(&b, &[]);
    let (pa, pb) = (html_pages(&a), html_pages(&b));
    assert_eq!(pa.keys().collect::<Vec<_>>(), pb.keys().collect::<Vec<_>>());
    for (name, text) in &pa {
        assert!(pb[name] == *text, "{name} differs between two builds");
    }
    assert!(
        !pa.contains_key("engines.html"),
        "no engine page without a certificate"
    );
}

#[test]
fn the_home_page() {
    // The markup, with the counts and the suite's hash, which every new scenario changes, redacted.
    let site = veropoly_harness::book::site(&[]).expect("the site");
    let home = veropoly_harness::book::html::home(&site).replace(&site.suite_hash, "[suite]");
    let counts = Regex::new(r">\d+(<| of \d+<| with )").unwrap();
    let home = counts.replace_all(&home, ">N$1");
    let home = Regex::new(r"and \d+ piece")
        .unwrap()
        .replace_all(&home, "and N piece");
    insta::assert_snapshot!(home.replace("><", ">\n<"));
}

#[test]
fn the_classic_board_drawn() {
    let text = veropoly_harness::fixtures::EMBEDDED
        .iter()
        .find(|(p, _)| *p == "boards/classic.yaml")
        .unwrap()
        .1;
    let board = veropoly_harness::book::board::Board::from_yaml(text).unwrap();
    insta::assert_snapshot!(
        veropoly_harness::book::board::svg(&board)
            .into_string()
            .replace("><", ">\n<")
    );
}

#[test]
fn a_rule_with_the_python_engines_result() {
    let veropoly = page("veropoly.html");
    let start = veropoly
        .find(r#"<article class="rule" id="VP-GO-06">"#)
        .unwrap();
    let end = veropoly[start..].find("</article>").unwrap() + start + "</article>".len();
    insta::assert_snapshot!(veropoly[start..end].replace("><", ">\n<"));
}

/// A scenario blocked by another rule reads so in the book: the blocking rule lists it, and the failure says which
/// rule blocked it.
#[test]
fn a_blocked_scenario_reads_as_blocked_by_its_rule() {
    let features = scratch("blocked-features");
    std::fs::write(
        features.join("blocked.feature"),
        r#"@veropoly
Feature: A scenario refused for a reason about when

  @VP-BLD-02
  Rule: Even building
    Scenario: Ann builds before anyone has thrown
      Given a game with Ann and Bob
      And Ann owns Mediterranean Avenue and Baltic Avenue
      When Ann builds a house on Baltic Avenue
      Then Baltic Avenue has 1 house
"#,
    )
    .unwrap();
    let cert = scratch("blocked-cert").join("blocked.json");
    let out = Command::new(env!("CARGO_BIN_EXE_veropoly"))
        .args(["certify", "--variant", "veropoly", "--features"])
        .arg(&features)
        .arg("--json")
        .arg(&cert)
        .output()
        .expect("the harness runs");
    assert_eq!(out.status.code(), Some(1), "the scenario is blocked");
    let site = scratch("blocked-site");
    build(&site, &[&cert]);
    let pages = html_pages(&site);
    let (_, engine_page) = pages
        .iter()
        .find(|(name, _)| name.starts_with("engine-"))
        .expect("a page for the engine");
    assert!(
        engine_page.contains("Blocks 1 scenario(s) of other rules"),
        "the blocking rule lists what it blocked"
    );
    assert!(
        engine_page.contains("blocked by VP-TURN-02"),
        "the blocked scenario names the rule that blocked it"
    );
}
