//! What the harness carries inside itself: the feature files, the rule catalogue, and a hash of the suite.

use serde::Deserialize;
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/features.rs"));

/// The rule catalogue (`rules/catalogue.yaml`).
pub const CATALOGUE: &str = include_str!("../../rules/catalogue.yaml");

/// One catalogued rule.
#[derive(Clone, Debug, Deserialize, serde::Serialize)]
pub struct CatalogueEntry {
    pub id: String,
    pub variants: Vec<String>,
    pub area: String,
    pub rule: String,
    pub source: String,
    pub check: String,
    pub kind: String,
    #[serde(default)]
    pub ruling: Option<String>,
}

pub fn catalogue() -> Result<Vec<CatalogueEntry>, String> {
    serde_saphyr::from_str(CATALOGUE).map_err(|e| format!("the rule catalogue does not load: {e}"))
}

/// The ids of the catalogued rules of each variant, read from the catalogue once.
pub fn rule_ids_by_variant()
-> Result<&'static std::collections::BTreeMap<String, std::collections::BTreeSet<String>>, String> {
    use std::collections::{BTreeMap, BTreeSet};
    static BY: std::sync::OnceLock<Result<BTreeMap<String, BTreeSet<String>>, String>> =
        std::sync::OnceLock::new();
    BY.get_or_init(|| {
        let mut by: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for e in catalogue()? {
            for v in &e.variants {
                by.entry(v.clone()).or_default().insert(e.id.clone());
            }
        }
        Ok(by)
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// The rulebook a rule id comes from.
pub fn document_of(id: &str) -> &'static str {
    match id.get(..2) {
        Some("VP") => "000_1f3dcc9bc5fe7ba7.txt: How to play veropoly",
        Some("CL") => "001_9b408d5c284ca3ea.txt: Monopoly's Long Version Rules",
        Some("CS") => "001_9b408d5c284ca3ea.txt: Rules for the Short Version",
        Some("CT") => "001_9b408d5c284ca3ea.txt: Rules for a Short game with a Preset Time Limit",
        Some("ON") => "002_786866045ef016d2.txt: The full rules (online edition)",
        _ => "unknown",
    }
}

/// FNV-1a over the feature files and the fixtures, in a fixed order: two runs with the same hash ran the same suite.
pub fn suite_hash(features: &[(String, String)]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    let mut files: Vec<(&str, &str)> = features
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    files.extend(crate::fixtures::EMBEDDED.iter().copied());
    files.sort();
    for (name, text) in files {
        eat(name.as_bytes());
        eat(&[0]);
        eat(text.as_bytes());
        eat(&[0]);
    }
    format!("fnv1a64:{h:016x}")
}

/// The feature files of a folder, or the embedded ones: (file name, text).
pub fn load_features(dir: Option<&Path>) -> Result<Vec<(String, String)>, String> {
    let Some(dir) = dir else {
        return Ok(FEATURES
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect());
    };
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(|e| format!("{}: {e}", d.display()))?;
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "feature") {
                let text =
                    std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
                let name = p.strip_prefix(dir).unwrap_or(&p).display().to_string();
                out.push((name, text));
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Writes feature files into a fresh folder for the runner to read; the folder is removed on drop.
pub struct FeatureDir {
    pub path: PathBuf,
}

impl FeatureDir {
    pub fn write(files: &[(String, String)]) -> Result<FeatureDir, String> {
        let path = std::env::temp_dir().join(format!(
            "veropoly-suite-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        ));
        for (name, text) in files {
            let p = path.join(name);
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
            }
            std::fs::write(&p, text).map_err(|e| e.to_string())?;
        }
        Ok(FeatureDir { path })
    }
}

impl Drop for FeatureDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// The project's rulings (`docs/rulings.md`).
pub const RULINGS: &str = include_str!("../../docs/rulings.md");
