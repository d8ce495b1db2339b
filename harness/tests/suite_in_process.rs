//! The whole rule suite against the reference engine driven in process: the same protocol lines as over the pipe,
//! handed to a `Session` without a process in between. Certification never does this (the harness knows engines
//! only through the protocol, over a pipe: `features.rs` is that road); this target is the fast road that a
//! mutation run (`cargo mutants`, see DEVELOPERS.md) takes for every mutant of the rules core.

use std::sync::Arc;
use std::time::Duration;
use veropoly_harness::certify::{CertifyOptions, certify};
use veropoly_harness::driver::{EngineSpec, LineHandler};

fn main() {
    let engine = EngineSpec::InProcess(Arc::new(|| {
        let mut session = veropoly_engine::protocol::Session::new();
        Box::new(move |line: &str| session.handle_line(line)) as LineHandler
    }));
    let opts = CertifyOptions {
        engine,
        variants: vec!["veropoly".into()],
        house_rules: Default::default(),
        tags: Vec::new(),
        features: None,
        fixtures: None,
        jobs: std::thread::available_parallelism().map_or(2, |n| n.get()) * 2,
        timeout: Duration::from_secs(10),
        known_failures: Vec::new(),
        progress: None,
        isolate: false,
        cucumber_json: false,
    };
    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    let c = rt.block_on(certify(&opts)).expect("the suite runs");
    let v = &c.variants[0];
    let failing: Vec<String> = v
        .scenarios
        .iter()
        .filter(|s| s.verdict != veropoly_harness::runner::Verdict::Passed)
        .map(|s| {
            format!(
                "{} {}: {} | {}",
                s.location,
                s.scenario,
                s.step.as_deref().unwrap_or(""),
                s.message.as_deref().unwrap_or("")
            )
        })
        .collect();
    if !failing.is_empty() {
        eprintln!("{}", failing.join("\n"));
        std::process::exit(1);
    }
    println!(
        "suite in process: {} scenarios passed against the reference engine",
        v.scenarios.len()
    );
}
