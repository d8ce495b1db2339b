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
        // Every variant the engine keeps: a mutant of a classic branch is caught by the classic suites.
        variants: veropoly_engine::protocol::SUPPORTED_VARIANTS
            .iter()
            .map(|v| v.to_string())
            .collect(),
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
    let mut failing = Vec::new();
    let mut passed = 0;
    for v in &c.variants {
        for s in &v.scenarios {
            if s.verdict == veropoly_harness::runner::Verdict::Passed {
                passed += 1;
            } else {
                failing.push(format!(
                    "{} {} {}: {} | {}",
                    v.variant,
                    s.location,
                    s.scenario,
                    s.step.as_deref().unwrap_or(""),
                    s.message.as_deref().unwrap_or("")
                ));
            }
        }
    }
    if !failing.is_empty() {
        eprintln!("{}", failing.join("\n"));
        std::process::exit(1);
    }
    println!(
        "suite in process: {passed} runs of scenarios in {} variants passed against the reference engine",
        c.variants.len()
    );
}
