//! `veropoly`: certify a Monopoly-like engine against the rules.
//!
//! Exit codes: 0 every variant asked for is certified (known failures aside); 1 a conformance failure; 2 the
//! harness itself could not run (bad options, unreadable files).

use clap::{Parser, Subcommand, ValueEnum};
use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use veropoly_harness::certify::{self, CertifyOptions, VARIANTS};
use veropoly_harness::driver::{EngineCommand, EngineSpec};
use veropoly_harness::report::{self, Style};
use veropoly_harness::{embedded, explain, smoke};

#[derive(Parser)]
#[command(
    name = "veropoly",
    version,
    about = "Certify a Monopoly-like engine against the veropoly rule suite",
    long_about = "Drives an engine that speaks the veropoly JSON-lines protocol through the rule suite and \
                  gives a verdict per variant and per rule. With no engine given, the built-in reference engine \
                  is certified."
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Format {
    Text,
    Json,
    Jsonl,
    Junit,
    Markdown,
    Badge,
    /// The Cucumber JSON format, made by cucumber's own writer.
    Cucumber,
}

#[derive(clap::Args)]
struct CertifyArgs {
    /// The engine's command line, e.g. "python3 engine.py"; the built-in reference engine when absent.
    #[arg(long, value_name = "COMMAND")]
    engine: Option<String>,
    /// A variant to certify (repeatable); every variant when absent.
    #[arg(long = "variant", value_name = "NAME")]
    variants: Vec<String>,
    /// A house rule: a switch of the variant's preset and its value as JSON, e.g. `rent.full_set_multiplier=1`
    /// (repeatable).
    #[arg(long = "house-rule", value_name = "PATH=VALUE")]
    house_rules: Vec<String>,
    /// Only the scenarios carrying this tag, without `@` (repeatable; all must match), e.g. VP-RENT-06.
    #[arg(long = "tag", value_name = "TAG")]
    tags: Vec<String>,
    /// How many engine processes run at once.
    #[arg(long, default_value_t = 4, value_name = "N")]
    jobs: usize,
    /// The deadline of each request, in milliseconds.
    #[arg(long, default_value_t = 5000, value_name = "MS")]
    timeout_ms: u64,
    /// A report to write, as FORMAT=FILE (repeatable): json, jsonl, junit, markdown, text, cucumber (the
    /// Cucumber JSON format), or badge=DIR (one badge per variant). The text summary always goes to standard output.
    #[arg(long = "report", value_name = "FORMAT=FILE")]
    reports: Vec<String>,
    /// A YAML list of known failures, each `{rule or scenario, variant (optional), reason}`.
    #[arg(long, value_name = "FILE")]
    known_failures: Option<PathBuf>,
    /// A features folder to run instead of the built-in suite.
    #[arg(long, value_name = "DIR")]
    features: Option<PathBuf>,
    /// A fixtures folder to use instead of the built-in fixtures.
    #[arg(long, value_name = "DIR")]
    fixtures: Option<PathBuf>,
    /// Shorthand for `--report json=FILE`.
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Start a fresh engine process for every scenario (by default a healthy engine is reused: each scenario
    /// begins with its own new game, and an engine that fails is replaced).
    #[arg(long)]
    isolate: bool,
    /// How many failing scenarios the terminal summary shows per variant (the reports always hold them all).
    #[arg(long, default_value_t = report::DEFAULT_MAX_FAILURES)]
    max_failures: usize,
    /// Stop at the first scenario that does not pass (the certificate then covers only what ran).
    #[arg(long)]
    fail_fast: bool,
    /// Certify each variant at its defaults and with each of its named house rules flipped in turn (the online
    /// edition's eight switches): one verdict per setting
    #[arg(long)]
    each_house_rule: bool,
}

#[derive(clap::Args)]
struct DiffArgs {
    /// The candidate engine's command line, e.g. "python3 engine.py".
    #[arg(long, value_name = "COMMAND")]
    engine: String,
    /// The reference's command line; the built-in reference engine when absent.
    #[arg(long, value_name = "COMMAND")]
    reference: Option<String>,
    #[arg(long, default_value = "veropoly")]
    variant: String,
    /// Games in the whole campaign (numbered from 0).
    #[arg(long, default_value_t = 100)]
    games: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Play only the games whose number is I modulo N, to split a campaign across machines (a CI matrix).
    #[arg(long, value_name = "I/N", default_value = "0/1")]
    shard: String,
    /// Steps after which a game that has not ended is stopped.
    #[arg(long, default_value_t = 300)]
    max_steps: usize,
    /// How many replays the shrinking may spend.
    #[arg(long, default_value_t = 400)]
    shrink_budget: usize,
    /// The deadline of each request, in milliseconds.
    #[arg(long, default_value_t = 5000, value_name = "MS")]
    timeout_ms: u64,
    /// Where to write the scenario found (a `.feature` file); it is printed in any case.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// A fixtures folder to use instead of the built-in fixtures.
    #[arg(long, value_name = "DIR")]
    fixtures: Option<PathBuf>,
    /// A named house-rule switch of the preset set in every game, e.g. `auctions=on` (repeatable); the games
    /// are then never rooms.
    #[arg(long = "house-rule", value_name = "SWITCH=on|off")]
    house_rules: Vec<String>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the rule suite against an engine: a verdict per variant and per rule.
    Certify(CertifyArgs),
    /// A quick compliance probe: the handshake and one short scripted game.
    Smoke {
        /// The engine's command line; the built-in reference engine when absent.
        #[arg(long, value_name = "COMMAND")]
        engine: Option<String>,
        /// The variant of the scripted game.
        #[arg(long, default_value = "veropoly")]
        variant: String,
        /// The deadline of each request, in milliseconds.
        #[arg(long, default_value_t = 5000, value_name = "MS")]
        timeout_ms: u64,
    },
    /// List variants, switches, rules or scenarios.
    List {
        #[arg(value_enum)]
        what: ListWhat,
        /// Only this variant.
        #[arg(long)]
        variant: Option<String>,
    },
    /// The rules of a variant as one Markdown document, with every example, rendered from the feature files.
    Document {
        /// The variant.
        #[arg(long, default_value = "veropoly")]
        variant: String,
    },
    /// The rules as a book: a static HTML site of every variant, its rules, rulings and boards; with certificates,
    /// each engine's result on every rule. Opens from file:// (index.html).
    Book {
        /// The folder to write the site into (created if missing).
        #[arg(long, value_name = "DIR")]
        out: std::path::PathBuf,
        /// A certificate to lay over the rules (`veropoly certify --json FILE`); repeat to compare engines.
        #[arg(long = "certificate", value_name = "FILE")]
        certificates: Vec<std::path::PathBuf>,
    },
    /// Many whole games of the reference engine in process, on every core, seeded: speed, game length, wins by
    /// seat, and where the tokens rest (as a table, CSV and an SVG heat map of the board).
    Simulate {
        #[arg(long, default_value = "classic")]
        variant: String,
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// buy-all, leave-jail, stay-in-jail or random (docs/simulation.md defines each).
        #[arg(long, default_value = "buy-all")]
        policy: String,
        /// Threads to play on (default: every core). The results depend on the seed alone.
        #[arg(long)]
        threads: Option<usize>,
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// Player turns after which a game is stopped.
        #[arg(long, default_value_t = 1000)]
        cap: u64,
        /// Check the game's invariants after every action (money conserved, building stock, no buildings on
        /// mortgaged or incomplete sets, even building, bankrupt players own nothing, refusals change nothing).
        #[arg(long)]
        check: bool,
        /// Where the token rested after each roll, as CSV (percent of all rolls, four decimals).
        #[arg(long, value_name = "FILE")]
        csv: Option<std::path::PathBuf>,
        /// The same as an SVG heat map of the board.
        #[arg(long, value_name = "FILE")]
        heatmap: Option<std::path::PathBuf>,
        /// A house rule: a named switch of the preset (`auctions=on`) or a key and its value as JSON
        /// (`rent.full_set_multiplier=1`), as certify takes them (repeatable).
        #[arg(long = "house-rule", value_name = "PATH=VALUE")]
        house_rules: Vec<String>,
    },
    /// Play games on an engine and on the reference in lockstep; shrink the first difference to a short game and
    /// write it as a scenario that fails on the engine and passes on the reference (exit 1 when one is found).
    Diff(DiffArgs),
    /// A rule in the project's words: its source, its ruling if any, and its scenarios.
    Explain {
        /// A rule id, e.g. VP-RENT-06.
        rule: String,
    },
    /// Check feature files as the suite requires them: variant and rule tags, and marks (exit 1 on a problem).
    Lint {
        /// A features folder to check instead of the built-in suite.
        #[arg(long, value_name = "DIR")]
        features: Option<std::path::PathBuf>,
    },
    /// Serve the built-in reference engine on standard input and output.
    #[command(hide = true, name = "reference-engine")]
    ReferenceEngine,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ListWhat {
    Variants,
    Switches,
    Rules,
    Scenarios,
    /// Catalogued rules that need a scenario (behaviour or ruling-needed) and have none yet.
    Uncovered,
}

/// A failing step fails by a panic that the runner catches and reports as the step's verdict; the default hook
/// would print each one to standard error as well, as if the harness had crashed, before the verdicts. Those stay
/// quiet; any other panic is reported as before.
fn quiet_step_failures() {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied());
        if !message.is_some_and(veropoly_harness::world::is_step_outcome) {
            report(info);
        }
    }));
}

fn main() {
    quiet_step_failures();
    let cli = Cli::parse();
    let code = match cli.command {
        Cmd::ReferenceEngine => veropoly_engine::protocol::serve_stdio(),
        Cmd::Certify(args) => run_certify(args).unwrap_or_else(usage_error),
        Cmd::Smoke {
            engine,
            variant,
            timeout_ms,
        } => engine_spec(engine)
            .and_then(|spec| {
                runtime().map(|rt| {
                    rt.block_on(smoke::run(
                        &spec,
                        &variant,
                        Duration::from_millis(timeout_ms),
                    ))
                })
            })
            .map(|r| {
                if r.passed {
                    say("smoke: passed\n");
                    0
                } else {
                    say(&r.transcript);
                    say(&format!(
                        "smoke: FAILED: {}\n",
                        r.failure.unwrap_or_default()
                    ));
                    1
                }
            })
            .unwrap_or_else(usage_error),
        Cmd::List { what, variant } => list(what, variant).unwrap_or_else(usage_error),
        Cmd::Book { out, certificates } => {
            match veropoly_harness::book::build(&out, &certificates) {
                Ok(built) => {
                    say(&format!(
                        "book: {} files, {} rules and {} scenarios, in {}\nopen {}\n",
                        built.pages.len(),
                        built.rules,
                        built.scenarios,
                        out.display(),
                        out.join("index.html").display()
                    ));
                    0
                }
                Err(e) => usage_error(e),
            }
        }
        Cmd::Diff(args) => run_diff(args).unwrap_or_else(usage_error),
        Cmd::Simulate {
            variant,
            games,
            seed,
            policy,
            threads,
            players,
            cap,
            check,
            csv,
            heatmap,
            house_rules,
        } => parse_house_rules(house_rules)
            .and_then(|house_rules| {
                let opts = veropoly_harness::simulate::SimOptions {
                    variant,
                    games,
                    seed,
                    policy,
                    threads: threads.unwrap_or_else(|| {
                        std::thread::available_parallelism().map_or(1, |n| n.get())
                    }),
                    players,
                    cap,
                    check,
                    house_rules,
                    progress: None,
                };
                run_simulate(opts, csv, heatmap)
            })
            .unwrap_or_else(usage_error),
        Cmd::Document { variant } => match embedded::load_features(None) {
            Ok(files) => {
                say(&veropoly_harness::document::render(&variant, &files));
                0
            }
            Err(e) => usage_error(e),
        },
        Cmd::Lint { features } => embedded::load_features(features.as_deref())
            .and_then(|files| embedded::catalogue().map(|c| (files, c)))
            .map(|(files, catalogue)| {
                let found = veropoly_harness::lint::lint(&files, &catalogue);
                for p in &found.problems {
                    say(&format!("{p}\n"));
                }
                say(&format!(
                    "lint: {} scenario runs, {} marks, {} problems\n",
                    found.scenarios,
                    found.marks,
                    found.problems.len()
                ));
                i32::from(!found.problems.is_empty())
            })
            .unwrap_or_else(usage_error),
        Cmd::Explain { rule } => match explain::explain(&rule) {
            Ok(text) => {
                say(&text);
                0
            }
            Err(e) => usage_error(e),
        },
    };
    std::process::exit(code);
}

/// Writes to standard output; a closed pipe (`veropoly list rules | head`) is not an error.
fn say(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}

fn usage_error(e: String) -> i32 {
    eprintln!("veropoly: {e}");
    2
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())
}

fn engine_spec(engine: Option<String>) -> Result<EngineSpec, String> {
    Ok(EngineSpec::Process(match engine {
        Some(line) => {
            let mut parts = line.split_whitespace().map(String::from);
            let program = parts.next().ok_or("--engine is empty")?;
            EngineCommand {
                program,
                args: parts.collect(),
            }
        }
        None => EngineCommand {
            program: std::env::current_exe()
                .map_err(|e| e.to_string())?
                .display()
                .to_string(),
            args: vec!["reference-engine".into()],
        },
    }))
}

fn run_diff(args: DiffArgs) -> Result<i32, String> {
    use veropoly_harness::diff::{DiffOptions, diff};
    let shard = args
        .shard
        .split_once('/')
        .and_then(|(i, n)| Some((i.trim().parse().ok()?, n.trim().parse().ok()?)))
        .ok_or_else(|| format!("--shard {:?}: expected I/N, e.g. 0/4", args.shard))?;
    let house_rules = args
        .house_rules
        .iter()
        .map(|h| match h.split_once('=') {
            Some((name, "on" | "true")) => Ok((name.replace('-', "_"), true)),
            Some((name, "off" | "false")) => Ok((name.replace('-', "_"), false)),
            _ => Err(format!(
                "--house-rule {h:?}: expected SWITCH=on or SWITCH=off"
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let opts = DiffOptions {
        candidate: engine_spec(Some(args.engine))?,
        reference: engine_spec(args.reference)?,
        variant: args.variant,
        games: args.games,
        seed: args.seed,
        shard,
        max_steps: args.max_steps,
        shrink_budget: args.shrink_budget,
        timeout: Duration::from_millis(args.timeout_ms),
        fixtures: args.fixtures,
        house_rules,
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let b = indicatif::ProgressBar::new(opts.games.div_ceil(shard.1.max(1)));
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    });
    let started = std::time::Instant::now();
    let report = runtime()?.block_on(diff(&opts, |_| {
        if let Some(b) = &bar {
            b.inc(1);
        }
    }))?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "veropoly diff: {} against the reference, variant {}{}, seed {}, shard {}/{}",
        opts.candidate.describe(),
        opts.variant,
        opts.house_rules
            .iter()
            .map(|(name, on)| format!(", house rule {name} {}", if *on { "on" } else { "off" }))
            .collect::<String>(),
        opts.seed,
        shard.0,
        shard.1
    );
    let _ = writeln!(
        out,
        "{} games played ({} ended, {} stopped at {} steps{}), {} steps, in {:.1} s",
        report.games,
        report.ended,
        report.capped,
        opts.max_steps,
        if report.stuck > 0 {
            format!(", {} with no action left to anyone", report.stuck)
        } else {
            String::new()
        },
        report.steps,
        started.elapsed().as_secs_f64()
    );
    let kinds: Vec<String> = [
        (report.team_games, "team game", "team games"),
        (report.rooms, "room", "rooms"),
        (report.dealt, "started with a deal", "started with a deal"),
        (
            report.head_starts,
            "started with whole sets held",
            "started with whole sets held",
        ),
        (report.built_up, "of those built up", "of those built up"),
    ]
    .iter()
    .filter(|(n, ..)| *n > 0)
    .map(|&(n, one, many)| format!("{n} {}", if n == 1 { one } else { many }))
    .collect();
    if !kinds.is_empty() {
        let _ = writeln!(out, "of the games played: {}", kinds.join(", "));
    }
    if report.unsupported > 0 {
        let _ = writeln!(
            out,
            "{} games stopped where the engine lacks something: {}",
            report.unsupported,
            report.unsupported_reason.clone().unwrap_or_default()
        );
    }
    let Some(found) = report.found else {
        let _ = writeln!(out, "no difference found");
        say(&out);
        return Ok(0);
    };
    let _ = writeln!(
        out,
        "DIFFERENCE in game {} at step {} ({}): {}",
        found.game,
        found
            .at
            .map_or("0 (the start)".to_string(), |a| (a + 1).to_string()),
        found.first.kind.label(),
        found.first.words
    );
    let _ = writeln!(
        out,
        "shrunk from {} steps to {} steps and {} set-up operations in {} replays; the last difference: {}",
        found.original_steps,
        found.shrunk.played(),
        found.shrunk.setup_ops(),
        found.replays,
        found.divergence.words
    );
    let _ = writeln!(
        out,
        "the scenario written: {} on the engine, {} on the reference{}",
        found.on_candidate,
        found.on_reference,
        if found.confirmed() {
            ""
        } else {
            " (NOT a reproduction: see the differences above)"
        }
    );
    if let Some(step) = &found.failing_step {
        let _ = writeln!(out, "  failing step: {step}");
    }
    if let Some(path) = &args.out {
        std::fs::write(path, &found.feature).map_err(|e| format!("{}: {e}", path.display()))?;
        let _ = writeln!(out, "written to {}", path.display());
    }
    let _ = writeln!(out, "\n{}", found.feature);
    say(&out);
    Ok(1)
}

fn run_certify(args: CertifyArgs) -> Result<i32, String> {
    let CertifyArgs {
        engine,
        variants,
        house_rules,
        tags,
        jobs,
        timeout_ms,
        mut reports,
        known_failures,
        features,
        fixtures,
        json,
        isolate,
        max_failures,
        fail_fast,
        each_house_rule,
    } = args;
    if let Some(j) = json {
        reports.push(format!("json={}", j.display()));
    }
    let rules = parse_house_rules(house_rules)?;
    let known = match known_failures {
        Some(p) => certify::read_known_failures(
            &std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?,
        )?,
        None => Vec::new(),
    };
    let mut outputs = Vec::new();
    for r in reports {
        let (format, file) = r
            .split_once('=')
            .ok_or_else(|| format!("--report {r:?}: expected FORMAT=FILE"))?;
        let format = Format::from_str(format, true)
            .map_err(|_| format!("--report: unknown format {format:?}"))?;
        outputs.push((format, PathBuf::from(file)));
    }
    let progress = Arc::new(AtomicUsize::new(0));
    let show_progress = std::io::stderr().is_terminal();
    let opts = CertifyOptions {
        engine: engine_spec(engine)?,
        variants: variants.clone(),
        house_rules: rules,
        tags: tags.clone(),
        features: features.clone(),
        fixtures,
        jobs: jobs.max(1),
        timeout: Duration::from_millis(timeout_ms),
        known_failures: known,
        progress: show_progress.then(|| progress.clone()),
        isolate,
        cucumber_json: outputs.iter().any(|(f, _)| matches!(f, Format::Cucumber)),
        fail_fast,
        each_house_rule,
    };
    let rt = runtime()?;
    let total: usize = {
        let files = embedded::load_features(features.as_deref())?;
        let vs: Vec<String> = if variants.is_empty() {
            VARIANTS.iter().map(|s| s.to_string()).collect()
        } else {
            variants
        };
        // With --each-house-rule, each variant runs once more per named switch (for the progress bar only).
        let presets = veropoly_harness::fixtures::Fixtures::embedded()?;
        let settings = |v: &str| {
            1 + if each_house_rule {
                presets
                    .variants
                    .get(v)
                    .map_or(0, |p| veropoly_harness::switches::each_flipped(p).len())
            } else {
                0
            }
        };
        vs.iter()
            .map(|v| certify::count_scenarios(&files, v, &tags) * settings(v))
            .sum()
    };
    let certificate = rt.block_on(async {
        // A progress bar on standard error, only when it is a terminal.
        let bar = show_progress.then(|| {
            let bar = indicatif::ProgressBar::new(total as u64);
            bar.set_style(
                indicatif::ProgressStyle::with_template(
                    "[{bar:30}] {pos}/{len} scenarios  {elapsed}",
                )
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
                .progress_chars("=> "),
            );
            let p = progress.clone();
            let b = bar.clone();
            let ticker = tokio::spawn(async move {
                loop {
                    let done = p.load(Ordering::Relaxed);
                    if done == usize::MAX {
                        break;
                    }
                    b.set_position(done as u64);
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            });
            (bar, ticker)
        });
        let c = certify::certify(&opts).await;
        if let Some((bar, ticker)) = bar {
            progress.store(usize::MAX, Ordering::Relaxed);
            let _ = ticker.await;
            bar.finish_and_clear();
        }
        c
    })?;
    let color = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    say(&report::text(&certificate, Style { color }, max_failures));
    for (format, file) in outputs {
        let text = match format {
            Format::Text => report::text(&certificate, Style { color: false }, usize::MAX),
            Format::Json => {
                serde_json::to_string_pretty(&certificate).map_err(|e| e.to_string())?
            }
            Format::Jsonl => report::json_lines(&certificate),
            Format::Junit => report::junit(&certificate),
            Format::Markdown => report::markdown(&certificate),
            Format::Cucumber => report::cucumber_json(&certificate),
            Format::Badge => {
                std::fs::create_dir_all(&file).map_err(|e| format!("{}: {e}", file.display()))?;
                for v in &certificate.variants {
                    // A setting with switches flipped has a badge of its own: `online+auctions.json`.
                    let name = std::iter::once(v.variant.as_str())
                        .chain(v.switches.iter().map(String::as_str))
                        .collect::<Vec<_>>()
                        .join("+");
                    let path = file.join(format!("{name}.json"));
                    std::fs::write(&path, report::badge(v))
                        .map_err(|e| format!("{}: {e}", path.display()))?;
                }
                continue;
            }
        };
        std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    Ok(certificate.exit_code())
}

/// `rent.full_set_multiplier` -> {"rent": {"full_set_multiplier": value}}.
/// `--house-rule PATH=VALUE` options as one object of overrides (a value that is not JSON is a string).
fn parse_house_rules(
    house_rules: Vec<String>,
) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    let mut rules = serde_json::Map::new();
    for h in house_rules {
        let (path, value) = h
            .split_once('=')
            .ok_or_else(|| format!("--house-rule {h:?}: expected PATH=VALUE"))?;
        let value: serde_json::Value = serde_json::from_str(value)
            .unwrap_or_else(|_| serde_json::Value::String(value.to_string()));
        insert_path(&mut rules, path, value);
    }
    Ok(rules)
}

fn insert_path(
    map: &mut serde_json::Map<String, serde_json::Value>,
    path: &str,
    value: serde_json::Value,
) {
    match path.split_once('.') {
        None => {
            map.insert(path.to_string(), value);
        }
        Some((head, rest)) => {
            let entry = map
                .entry(head.to_string())
                .or_insert_with(|| serde_json::Value::Object(Default::default()));
            if !entry.is_object() {
                *entry = serde_json::Value::Object(Default::default());
            }
            if let serde_json::Value::Object(m) = entry {
                insert_path(m, rest, value);
            }
        }
    }
}

fn list(what: ListWhat, variant: Option<String>) -> Result<i32, String> {
    let fixtures = veropoly_harness::fixtures::Fixtures::embedded()?;
    let mut out = String::new();
    let wanted = |v: &str| variant.as_deref().is_none_or(|w| w == v);
    match what {
        ListWhat::Variants => {
            for v in VARIANTS.iter().filter(|v| wanted(v)) {
                let preset = &fixtures.variants[*v];
                let _ = writeln!(
                    out,
                    "{v:<14} board {:<10} rulebook {}",
                    preset["board"].as_str().unwrap_or("?"),
                    preset["rulebook"].as_str().unwrap_or("?")
                );
            }
        }
        ListWhat::Switches => {
            for v in VARIANTS.iter().filter(|v| wanted(v)) {
                let _ = writeln!(out, "{v}:");
                let mut lines = Vec::new();
                flatten("", &fixtures.variants[*v], &mut lines);
                for l in lines {
                    let _ = writeln!(out, "  {l}");
                }
            }
        }
        ListWhat::Rules => {
            for r in embedded::catalogue()? {
                if variant.as_ref().is_none_or(|w| r.variants.contains(w)) {
                    let _ = writeln!(out, "{:<14} {:<14} {}", r.id, r.kind, r.rule);
                }
            }
        }
        ListWhat::Uncovered => {
            let mut tagged = std::collections::BTreeSet::new();
            for (file, text) in embedded::load_features(None)? {
                for (_, _, tags) in explain::scenarios_of(&file, &text) {
                    tagged.extend(tags);
                }
            }
            let mut wanted = 0;
            let mut missing = 0;
            for r in embedded::catalogue()? {
                let testable = r.kind == "behaviour" || r.kind == "ruling-needed";
                if testable && variant.as_ref().is_none_or(|w| r.variants.contains(w)) {
                    wanted += 1;
                    if !tagged.contains(&r.id) {
                        missing += 1;
                        let _ = writeln!(out, "{:<14} {}", r.id, r.rule);
                    }
                }
            }
            let _ = writeln!(
                out,
                "{} of {wanted} rules have a scenario",
                wanted - missing
            );
        }
        ListWhat::Scenarios => {
            for (file, text) in embedded::load_features(None)? {
                for (line, name, tags) in explain::scenarios_of(&file, &text) {
                    if variant.as_ref().is_none_or(|w| tags.contains(w)) {
                        let _ = writeln!(out, "{file}:{line}  {name}  [{}]", tags.join(" "));
                    }
                }
            }
        }
    }
    say(&out);
    Ok(0)
}

fn flatten(prefix: &str, v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                let p = if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                };
                flatten(&p, x, out);
            }
        }
        other => out.push(format!("{prefix} = {other}")),
    }
}

/// `veropoly simulate`: the run, with a progress bar on a terminal, then the table and the files asked for.
fn run_simulate(
    mut opts: veropoly_harness::simulate::SimOptions,
    csv: Option<std::path::PathBuf>,
    heatmap: Option<std::path::PathBuf>,
) -> Result<i32, String> {
    use std::io::IsTerminal;
    use veropoly_harness::simulate;
    let done = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(opts.games);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {pos}/{len} games, {per_sec}, {eta} left",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    opts.progress = Some(done.clone());
    let report = std::thread::scope(|scope| {
        let run = scope.spawn(|| simulate::simulate(&opts));
        while !run.is_finished() {
            if let Some(b) = &bar {
                b.set_position(done.load(std::sync::atomic::Ordering::Relaxed));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        run.join()
            .unwrap_or_else(|_| Err("the simulation panicked".into()))
    })?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let board_yaml = board_yaml(&simulate::board_id(&opts)?)?;
    let board = veropoly_harness::book::board::Board::from_yaml(board_yaml)?;
    let names: Vec<String> = board.spaces.iter().map(|s| s.name.clone()).collect();
    say(&simulate::table(&opts, &report, &names));
    let total = report.rolls.max(1) as f64;
    if let Some(path) = csv {
        let ids = board_ids(board_yaml);
        let spaces: Vec<(String, String)> = ids.into_iter().zip(names.iter().cloned()).collect();
        std::fs::write(&path, simulate::csv(&report, &spaces))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    if let Some(path) = heatmap {
        // On the board, the jail space shows visitors and players held together.
        let mut shares: Vec<f64> = report
            .rests
            .iter()
            .map(|n| 100.0 * *n as f64 / total)
            .collect();
        if let (Some(held), Some(jail)) = (
            shares.pop(),
            board.spaces.iter().position(|s| s.kind == "jail"),
        ) {
            shares[jail] += held;
        }
        let title = format!(
            "{} · {} games · {} rolls · {}",
            opts.variant, report.games, report.rolls, opts.policy
        );
        std::fs::write(
            &path,
            veropoly_harness::book::board::heatmap_file(&board, &shares, &title),
        )
        .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(if report.violations.is_empty() { 0 } else { 1 })
}

/// The board fixture a variant plays on by default.
fn board_yaml(id: &str) -> Result<&'static str, String> {
    let path = format!("boards/{id}.yaml");
    veropoly_harness::fixtures::EMBEDDED
        .iter()
        .find(|(p, _)| *p == path)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("no board {id}"))
}

/// The ids of a board's spaces, in order.
fn board_ids(yaml: &str) -> Vec<String> {
    let value: serde_json::Value = serde_saphyr::from_str(yaml).unwrap_or_default();
    value["spaces"]
        .as_array()
        .map(|s| {
            s.iter()
                .map(|x| x["id"].as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}
