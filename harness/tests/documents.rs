//! `docs/rules/<variant>.md` is the rulebook of each variant rendered from the feature files; it must be what the
//! features say now. Regenerate with `UPDATE_DOCS=1 cargo test -p veropoly-harness --test documents`.

use std::path::PathBuf;
use veropoly_harness::{document, embedded};

#[test]
fn the_rule_documents_match_the_features() {
    let files = embedded::load_features(None).unwrap();
    for variant in [
        "veropoly",
        "classic",
        "classic-short",
        "classic-timed",
        "online",
    ] {
        let path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../docs/rules/{variant}.md"));
        let text = document::render(variant, &files);
        if std::env::var_os("UPDATE_DOCS").is_some() {
            std::fs::write(&path, &text).unwrap();
            continue;
        }
        let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            on_disk == text,
            "{} is out of date: regenerate it with UPDATE_DOCS=1 and review the change",
            path.display()
        );
    }
}
