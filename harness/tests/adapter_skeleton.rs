//! The adapter skeleton (`examples/adapter-skeleton`) wraps a toy engine that drives its own loop. It must keep
//! passing the quick probe, and a whole certification run must find it broken in places but never crashed, late
//! or off the protocol. Skipped, with a message, where there is no `python3`.

use std::path::PathBuf;
use std::process::Command;

const HARNESS: &str = env!("CARGO_BIN_EXE_veropoly");

mod common;

fn engine() -> Option<String> {
    let python = Command::new("python3").arg("--version").output();
    if !python.is_ok_and(|o| o.status.success()) {
        eprintln!(
            "skipped: no python3 on this machine to run examples/adapter-skeleton/adapter.py"
        );
        return None;
    }
    let adapter =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/adapter-skeleton/adapter.py");
    Some(format!("python3 {}", adapter.display()))
}

#[test]
fn the_adapter_skeleton_passes_the_smoke_probe() {
    let Some(engine) = engine() else { return };
    let out = Command::new(HARNESS)
        .args(["smoke", "--engine", &engine])
        .output()
        .expect("the harness runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("smoke: passed"),
        "smoke failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_certification_of_the_adapter_skeleton_runs_to_the_end() {
    let Some(engine) = engine() else { return };
    let run = common::certify(["--variant", "veropoly", "--engine", &engine]);
    let report = &run.report;
    assert_eq!(
        run.code,
        Some(1),
        "a partial engine is not certified, and the run itself succeeds:\n{}",
        run.stdout
    );
    let scenarios = report["variants"][0]["scenarios"]
        .as_array()
        .expect("scenarios in the report");
    let faults: Vec<String> = scenarios
        .iter()
        .filter(|s| {
            ["crashed", "timed_out", "protocol_violation"]
                .contains(&s["verdict"].as_str().unwrap_or_default())
        })
        .map(|s| format!("{} {}: {}", s["location"], s["verdict"], s["message"]))
        .collect();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    let passed = report["variants"][0]["passed"].as_u64().unwrap_or(0);
    assert!(
        passed >= 80,
        "the movement, taxes, jail and set-up scenarios pass: {passed}"
    );
    // The README quotes this run: its summary line, and how many scenarios have each verdict.
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples/adapter-skeleton/README.md"),
    )
    .expect("the skeleton's README");
    let summary = run
        .stdout
        .lines()
        .find(|l| l.starts_with("veropoly "))
        .expect("the summary line of the variant");
    assert!(
        readme.contains(summary),
        "examples/adapter-skeleton/README.md must quote the run's summary line:\n{summary}"
    );
    for (verdict, row) in [
        ("passed", "passed"),
        ("unsupported", "unsupported"),
        ("failed", "failed"),
        ("rejected_legal_action", "rejected a legal action"),
    ] {
        let n = scenarios.iter().filter(|s| s["verdict"] == verdict).count();
        assert!(
            readme.contains(&format!("| {row} | {n} |")),
            "examples/adapter-skeleton/README.md must say {n} scenarios are {row}"
        );
    }
}
