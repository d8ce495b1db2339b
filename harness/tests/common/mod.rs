//! What the harness's tests share: a `veropoly certify` run with its JSON certificate.

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// One run of `veropoly certify`: its exit code, the terminal summary and the certificate (`--json`).
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub report: serde_json::Value,
}

/// Runs `veropoly certify` with these arguments and `--json` to a file of its own, and reads the certificate
/// back (`null` when none was written).
pub fn certify<I, S>(args: I) -> Run
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let json = std::env::temp_dir().join(format!(
        "veropoly-test-{}-{}.json",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    ));
    let out = Command::new(env!("CARGO_BIN_EXE_veropoly"))
        .arg("certify")
        .args(args)
        .arg("--json")
        .arg(&json)
        .output()
        .expect("the harness runs");
    let report = serde_json::from_str(&std::fs::read_to_string(&json).unwrap_or_default())
        .unwrap_or_default();
    let _ = std::fs::remove_file(&json);
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        report,
    }
}
