//! `veropoly`: certify an engine against the rules.
//!
//! Exit codes: 0 every variant asked for is certified; 1 a conformance failure; 2 the harness itself could not run.

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use veropoly_harness::driver::{EngineCommand, Limits};
use veropoly_harness::fixtures::Fixtures;
use veropoly_harness::report::{self, VariantReport};
use veropoly_harness::runner::{RunOptions, run_variant};
use veropoly_harness::world::Context;

#[derive(Parser)]
#[command(
    name = "veropoly",
    version,
    about = "Certify a Monopoly-like engine against the veropoly rule suite"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the rule suite against an engine and print a verdict per variant and per rule.
    Certify {
        /// The variant to certify (repeatable); every variant the suite knows when absent.
        #[arg(long = "variant", value_name = "NAME")]
        variants: Vec<String>,
        /// The engine's command line, e.g. `--engine "python3 engine.py"`; the built-in reference engine when absent.
        #[arg(long, value_name = "COMMAND")]
        engine: Option<String>,
        /// Only scenarios carrying this tag (repeatable; all must match), e.g. `--tag VP-RENT-06`.
        #[arg(long = "tag", value_name = "TAG")]
        tags: Vec<String>,
        /// A features folder to use instead of the built-in one.
        #[arg(long, value_name = "DIR")]
        features: Option<PathBuf>,
        /// A fixtures folder to use instead of the built-in one.
        #[arg(long, value_name = "DIR")]
        fixtures: Option<PathBuf>,
        /// How many engine processes run at once.
        #[arg(long, default_value_t = 8)]
        jobs: usize,
        /// The deadline of each request, in milliseconds.
        #[arg(long, default_value_t = 5000)]
        timeout_ms: u64,
        /// Write the results as JSON to this file.
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
    },
    /// Run the built-in reference engine on stdin and stdout.
    #[command(hide = true, name = "reference-engine")]
    ReferenceEngine,
}

const VARIANTS: &[&str] = &[
    "veropoly",
    "classic",
    "classic-short",
    "classic-timed",
    "online",
];

fn main() {
    let cli = Cli::parse();
    match cli.command {
        Cmd::ReferenceEngine => std::process::exit(veropoly_engine::protocol::serve_stdio()),
        Cmd::Certify {
            variants,
            engine,
            tags,
            features,
            fixtures,
            jobs,
            timeout_ms,
            json,
        } => {
            let code = match certify(
                variants, engine, tags, features, fixtures, jobs, timeout_ms, json,
            ) {
                Ok(true) => 0,
                Ok(false) => 1,
                Err(e) => {
                    eprintln!("veropoly: {e}");
                    2
                }
            };
            std::process::exit(code);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn certify(
    variants: Vec<String>,
    engine: Option<String>,
    tags: Vec<String>,
    features: Option<PathBuf>,
    fixtures: Option<PathBuf>,
    jobs: usize,
    timeout_ms: u64,
    json: Option<PathBuf>,
) -> anyhow::Result<bool> {
    let engine = match engine {
        Some(line) => {
            let mut parts = line.split_whitespace().map(String::from);
            let program = parts
                .next()
                .ok_or_else(|| anyhow::anyhow!("--engine is empty"))?;
            EngineCommand {
                program,
                args: parts.collect(),
            }
        }
        None => EngineCommand {
            program: std::env::current_exe()?.display().to_string(),
            args: vec!["reference-engine".into()],
        },
    };
    let fixtures = Arc::new(
        match fixtures {
            Some(dir) => Fixtures::from_dir(&dir),
            None => Fixtures::embedded(),
        }
        .map_err(|e| anyhow::anyhow!(e))?,
    );
    let features = features.unwrap_or_else(veropoly_harness::default_features_dir);
    if !features.is_dir() {
        anyhow::bail!("no features folder at {}", features.display());
    }
    let variants: Vec<String> = if variants.is_empty() {
        VARIANTS.iter().map(|s| s.to_string()).collect()
    } else {
        variants
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let opts = RunOptions {
        features,
        tags,
        jobs,
    };
    let mut reports = Vec::new();
    for variant in variants {
        if !fixtures.variants.contains_key(&variant) {
            anyhow::bail!("unknown variant {variant:?}");
        }
        let ctx = Arc::new(Context {
            variant: variant.clone(),
            engine: engine.clone(),
            limits: Limits {
                timeout: Duration::from_millis(timeout_ms),
                ..Limits::default()
            },
            fixtures: fixtures.clone(),
            house_rules: Default::default(),
        });
        let results = runtime.block_on(run_variant(ctx, &opts));
        reports.push(VariantReport::new(variant, results));
    }
    print!("{}", report::text(&reports));
    if let Some(path) = json {
        std::fs::write(&path, serde_json::to_string_pretty(&reports)?)?;
    }
    Ok(reports
        .iter()
        .all(|r| r.certified() || r.scenarios.is_empty()))
}
