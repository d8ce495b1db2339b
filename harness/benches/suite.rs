//! The whole rule suite of each certified variant against the reference engine: over stdin/stdout (the road a third-party engine takes),
//! reusing healthy engines and with a fresh process per scenario, and in process (the same protocol lines, no
//! pipe). A benchmark, not a test:
//! `cargo bench -p veropoly-harness --bench suite`. Prints the median of three runs of each, and their ratio.

use std::sync::Arc;
use std::time::{Duration, Instant};
use veropoly_harness::certify::{CertifyOptions, certify};
use veropoly_harness::driver::{EngineCommand, EngineSpec, LineHandler};

/// The variants the reference engine certifies, each timed on its own: the speed to hold is a whole
/// certification of one variant in a few seconds on a two-core machine.
const VARIANTS: [&str; 4] = ["veropoly", "classic", "classic-short", "classic-timed"];

fn options(variant: &str, engine: EngineSpec, jobs: usize, isolate: bool) -> CertifyOptions {
    CertifyOptions {
        engine,
        variants: vec![variant.into()],
        house_rules: Default::default(),
        tags: Vec::new(),
        features: None,
        fixtures: None,
        jobs,
        timeout: Duration::from_secs(10),
        known_failures: Vec::new(),
        progress: None,
        isolate,
        cucumber_json: false,
        fail_fast: false,
        each_house_rule: false,
    }
}

fn median_run(rt: &tokio::runtime::Runtime, opts: &CertifyOptions) -> (f64, usize) {
    let mut times = Vec::new();
    let mut scenarios = 0;
    for _ in 0..3 {
        let started = Instant::now();
        let c = rt.block_on(certify(opts)).expect("the suite runs");
        times.push(started.elapsed().as_secs_f64());
        assert_eq!(
            c.exit_code(),
            0,
            "the reference engine must pass the suite being timed"
        );
        scenarios = c.variants.iter().map(|v| v.scenarios.len()).sum();
    }
    times.sort_by(|a, b| a.total_cmp(b));
    (times[1], scenarios)
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get()) * 2;
    let pipe = EngineSpec::Process(EngineCommand {
        program: env!("CARGO_BIN_EXE_veropoly").into(),
        args: vec!["reference-engine".into()],
    });
    let in_process = EngineSpec::InProcess(Arc::new(|| {
        let mut session = veropoly_engine::protocol::Session::new();
        Box::new(move |line: &str| session.handle_line(line)) as LineHandler
    }));
    println!("the suite per certified variant, {jobs} scenarios at once, median of 3 runs:");
    for variant in VARIANTS {
        let (t_fresh, _) = median_run(&rt, &options(variant, pipe.clone(), jobs, true));
        let (t_pipe, n) = median_run(&rt, &options(variant, pipe.clone(), jobs, false));
        let (t_mem, _) = median_run(&rt, &options(variant, in_process.clone(), jobs, false));
        println!("{variant}, {n} scenarios:");
        println!(
            "  over stdin/stdout: {t_pipe:.2} s ({:.0} scenarios/s)",
            n as f64 / t_pipe
        );
        println!(
            "  in process:        {t_mem:.2} s ({:.0} scenarios/s)",
            n as f64 / t_mem
        );
        println!(
            "  over stdin/stdout, a fresh process per scenario (--isolate): {t_fresh:.2} s ({:.0} scenarios/s)",
            n as f64 / t_fresh
        );
        println!("  ratio pipe / in process: {:.2}", t_pipe / t_mem);
    }
}
