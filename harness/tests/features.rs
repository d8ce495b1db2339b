//! Runs every feature through the harness against the reference engine, as a separate process over stdin and
//! stdout: the road a third-party engine takes. A scenario counts only when every step ran and passed.

use std::process::Command;

fn main() {
    let harness = env!("CARGO_BIN_EXE_veropoly");
    let out = std::env::temp_dir().join(format!("veropoly-features-{}.json", std::process::id()));
    let status = Command::new(harness)
        .args(["certify", "--json"])
        .arg(&out)
        .status()
        .expect("the harness binary runs");
    let report = std::fs::read_to_string(&out).unwrap_or_default();
    let _ = std::fs::remove_file(&out);
    let reports: serde_json::Value = serde_json::from_str(&report).expect("a JSON report");
    let veropoly = reports["variants"]
        .as_array()
        .and_then(|r| r.iter().find(|v| v["variant"] == "veropoly"))
        .expect("a veropoly report");
    let scenarios = veropoly["scenarios"].as_array().map_or(0, Vec::len);
    assert!(scenarios > 0, "the veropoly run found no scenarios");
    assert!(
        status.success(),
        "the reference engine is not certified (see the report above)"
    );
    println!("features: {scenarios} scenarios passed against the reference engine");
}
