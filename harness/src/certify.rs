//! A certification run: the suite against one engine, variant by variant, with known failures taken into account,
//! summed up in a [`Certificate`].

use crate::driver::{Engine, EngineSpec, Limits};
use crate::embedded::{self, FeatureDir};
use crate::fixtures::Fixtures;
use crate::runner::{
    RuleStatus, RuleVerdict, RunOptions, ScenarioResult, Verdict, all_tags, rules_of, run_variant,
};
use crate::wire::{self, Reply, Status};
use crate::world::{Context, parse_reply};
use cucumber::gherkin::{self, GherkinEnv};
use futures::StreamExt as _;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The variants of the project, in the order of the rulebooks.
pub const VARIANTS: &[&str] = &[
    "veropoly",
    "classic",
    "classic-short",
    "classic-timed",
    "online",
];

/// What to certify, and how.
#[derive(Clone, Debug)]
pub struct CertifyOptions {
    pub engine: EngineSpec,
    /// Empty: every variant.
    pub variants: Vec<String>,
    /// Switch overrides sent with every game (house rules).
    pub house_rules: serde_json::Map<String, serde_json::Value>,
    pub tags: Vec<String>,
    pub features: Option<PathBuf>,
    pub fixtures: Option<PathBuf>,
    pub jobs: usize,
    pub timeout: Duration,
    pub known_failures: Vec<KnownFailure>,
    /// Scenarios finished so far, for a progress display.
    pub progress: Option<Arc<AtomicUsize>>,
    /// A fresh engine process for every scenario, instead of reusing healthy ones.
    pub isolate: bool,
    /// Keep the run in the Cucumber JSON format too, as cucumber's own writer makes it.
    pub cucumber_json: bool,
    /// Stop at the first scenario that does not pass: the scenarios already running finish, no other starts, and
    /// no later variant runs. The certificate then covers only what ran.
    pub fail_fast: bool,
    /// Certify each variant also with each of its named house-rule switches flipped in turn (over `house_rules`):
    /// one certificate per setting.
    pub each_house_rule: bool,
}

/// A failure the engine's authors know of, with their reason. Matches by rule id or by scenario (its name or
/// `file:line`), in one variant or in all.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct KnownFailure {
    #[serde(default)]
    pub variant: Option<String>,
    #[serde(default)]
    pub rule: Option<String>,
    #[serde(default)]
    pub scenario: Option<String>,
    pub reason: String,
}

impl KnownFailure {
    /// Whether this entry names the scenario: by its name or location, or by one of its rules.
    pub fn matches(&self, s: &ScenarioResult) -> bool {
        self.variant.as_ref().is_none_or(|v| *v == s.variant)
            && self
                .rule
                .as_ref()
                .is_none_or(|r| s.tags.contains(r) || s.blamed.contains(r))
            && self
                .scenario
                .as_ref()
                .is_none_or(|n| *n == s.scenario || *n == s.location)
            && (self.rule.is_some() || self.scenario.is_some())
    }
}

/// Reads a known-failures file (YAML: a list of entries, each with a `reason`).
pub fn read_known_failures(text: &str) -> Result<Vec<KnownFailure>, String> {
    let list: Vec<KnownFailure> =
        serde_saphyr::from_str(text).map_err(|e| format!("the known-failures file: {e}"))?;
    for k in &list {
        if k.rule.is_none() && k.scenario.is_none() {
            return Err(format!(
                "a known failure names neither a rule nor a scenario: {k:?}"
            ));
        }
        if k.reason.trim().is_empty() {
            return Err(format!("a known failure gives no reason: {k:?}"));
        }
    }
    Ok(list)
}

/// Every overridden path must name a key of the preset; `Err` names the first that does not.
fn check_switches(
    preset: &serde_json::Value,
    overrides: &serde_json::Map<String, serde_json::Value>,
    prefix: &str,
) -> Result<(), String> {
    for (k, v) in overrides {
        let path = format!("{prefix}{k}");
        let Some(inner) = preset.get(k) else {
            return Err(path);
        };
        if let (Some(sub), true) = (v.as_object(), inner.is_object()) {
            check_switches(inner, sub, &format!("{path}."))?;
        }
    }
    Ok(())
}

/// Who answered the handshake.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct EngineIdentity {
    pub name: String,
    pub version: String,
    pub protocol: u32,
    pub variants: Vec<String>,
    pub capabilities: Vec<String>,
    /// The ways of playing it announced (`rules/ways.yaml`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plays: Vec<String>,
    pub command: String,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum VariantStatus {
    /// Every scenario passed.
    Certified,
    /// Every scenario passed but those listed as known failures.
    CertifiedExceptKnownFailures,
    NotCertified,
    /// The engine does not play this variant.
    Unsupported,
    /// The suite has no scenario for this variant (with these filters).
    NoScenarios,
}

impl VariantStatus {
    /// Whether this variant lets the run exit with 0.
    pub fn ok(self) -> bool {
        !matches!(
            self,
            VariantStatus::NotCertified | VariantStatus::Unsupported
        )
    }
}

/// One variant's part of the certificate.
#[derive(Clone, Debug, Serialize)]
pub struct VariantCertificate {
    pub variant: String,
    pub house_rules: serde_json::Map<String, serde_json::Value>,
    /// The preset's named switches this run set away from their default (the setting the certificate covers).
    #[serde(default)]
    pub switches: Vec<String>,
    pub status: VariantStatus,
    /// Scenarios that passed.
    pub passed: usize,
    /// Scenarios that failed (any verdict but passed and unsupported), known failures aside.
    pub failed: usize,
    /// Scenarios that need what the engine declared it lacks, known failures aside.
    pub unsupported: usize,
    /// Scenarios that did not pass and are listed as known failures.
    pub known_failures: usize,
    /// How many rules are kept, broken, unsupported and not shown.
    pub rule_counts: RuleCounts,
    /// Known failures that passed this time: the list can lose them.
    pub now_passing: Vec<KnownFailure>,
    pub rules: Vec<RuleVerdict>,
    pub scenarios: Vec<ScenarioResult>,
    /// The run as cucumber's own JSON writer reports it (the Cucumber JSON format), when asked for.
    #[serde(skip)]
    pub cucumber: Option<serde_json::Value>,
}

/// The rules of a variant by status.
#[derive(Clone, Copy, Debug, Default, Serialize, PartialEq, Eq)]
pub struct RuleCounts {
    pub kept: usize,
    pub broken: usize,
    pub unsupported: usize,
    pub not_shown: usize,
}

impl RuleCounts {
    pub fn total(&self) -> usize {
        self.kept + self.broken + self.unsupported + self.not_shown
    }
}

/// The result of a certification run.
#[derive(Clone, Debug, Serialize)]
pub struct Certificate {
    pub harness: String,
    pub engine: Option<EngineIdentity>,
    /// Why the engine's identity is unknown, when the first handshake failed.
    pub engine_error: Option<String>,
    pub suite_hash: String,
    pub options: RunRecord,
    pub variants: Vec<VariantCertificate>,
    pub duration_ms: u128,
}

/// The options a run was made with, as the certificate records them.
#[derive(Clone, Debug, Serialize)]
pub struct RunRecord {
    pub command: String,
    pub variants: Vec<String>,
    pub house_rules: serde_json::Map<String, serde_json::Value>,
    pub tags: Vec<String>,
    pub timeout_ms: u128,
    pub jobs: usize,
    pub isolate: bool,
    /// How each scenario's seed is made.
    pub seeds: String,
}

impl Certificate {
    /// Exit status: 0 when every variant asked for is certified (known failures aside), 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        if self.variants.iter().all(|v| v.status.ok()) {
            0
        } else {
            1
        }
    }
}

/// Asks a fresh engine who it is.
pub async fn identify(spec: &EngineSpec, limits: Limits) -> Result<EngineIdentity, String> {
    let mut engine = Engine::start(spec, limits).map_err(|e| e.to_string())?;
    let answer = engine
        .request(serde_json::json!({"cmd": "handshake", "protocol": wire::PROTOCOL_VERSION}))
        .await;
    engine.shutdown().await;
    let answer = answer.map_err(|e| e.to_string())?;
    if answer.envelope.status != Status::Ok {
        return Err(format!("the engine refused the handshake: {}", answer.raw));
    }
    match parse_reply(&answer.envelope.result).map_err(|e| e.to_string())? {
        Reply::Handshake {
            engine,
            protocol,
            variants,
            capabilities,
            plays,
        } => Ok(EngineIdentity {
            name: engine.name,
            version: engine.version,
            protocol,
            variants,
            capabilities,
            plays,
            command: spec.describe(),
        }),
        _ => Err("the answer to the handshake is not a handshake".into()),
    }
}

/// How many scenario runs the filters select in a variant, outlines expanded.
pub fn count_scenarios(files: &[(String, String)], variant: &str, tags: &[String]) -> usize {
    let mut n = 0;
    for (_, text) in files {
        let Ok(f) = gherkin::Feature::parse(text, GherkinEnv::default()) else {
            continue;
        };
        let mut count = |r: Option<&gherkin::Rule>, s: &gherkin::Scenario| {
            let t = all_tags(&f, r, s);
            if t.contains(variant) && tags.iter().all(|x| t.contains(x)) {
                n += if s.examples.is_empty() {
                    1
                } else {
                    s.examples
                        .iter()
                        .map(|e| {
                            e.table
                                .as_ref()
                                .map_or(0, |t| t.rows.len().saturating_sub(1))
                        })
                        .sum()
                };
            }
        };
        for s in &f.scenarios {
            count(None, s);
        }
        for r in &f.rules {
            for s in &r.scenarios {
                count(Some(r), s);
            }
        }
    }
    n
}

/// Runs the whole certification.
pub async fn certify(opts: &CertifyOptions) -> Result<Certificate, String> {
    let started = Instant::now();
    let fixtures = Arc::new(match &opts.fixtures {
        Some(dir) => Fixtures::from_dir(dir)?,
        None => Fixtures::embedded()?,
    });
    let files = embedded::load_features(opts.features.as_deref())?;
    if files.is_empty() {
        return Err("no feature files".into());
    }
    let dir = FeatureDir::write(&files)?;
    let variants: Vec<String> = if opts.variants.is_empty() {
        VARIANTS.iter().map(|s| s.to_string()).collect()
    } else {
        opts.variants.clone()
    };
    // Each setting to certify: a variant with the run's overrides, its named switches (`auctions=on`) replaced by
    // their patches; with `each_house_rule`, also the variant with each of its named switches flipped in turn.
    let mut settings = Vec::new();
    for v in &variants {
        let Some(preset) = fixtures.variants.get(v) else {
            return Err(format!(
                "unknown variant {v:?} (known: {})",
                VARIANTS.join(", ")
            ));
        };
        let mut runs = vec![opts.house_rules.clone()];
        if opts.each_house_rule {
            for (name, flip) in crate::switches::each_flipped(preset) {
                let mut r = opts.house_rules.clone();
                r.insert(name, flip);
                runs.push(r);
            }
        }
        for run in runs {
            let expanded = crate::switches::expand(preset, &run)?;
            check_switches(preset, &expanded, "").map_err(|p| {
                format!(
                    "the house rule {p:?} is not a switch of the {v} preset (see `veropoly list switches`)"
                )
            })?;
            let flipped = crate::switches::flipped(preset, &expanded);
            settings.push((v.clone(), expanded, flipped));
        }
    }
    let limits = Limits {
        timeout: opts.timeout,
        ..Limits::default()
    };
    let (engine, engine_error) = match identify(&opts.engine, limits).await {
        Ok(id) => (Some(id), None),
        // An engine that cannot even be started is a usage error, not a verdict.
        Err(e) if e.starts_with("the engine could not be started") => return Err(e),
        Err(e) => (None, Some(e)),
    };
    // Settings run two at a time, each on a thread of its own: a run drives its scenarios on one thread (cucumber's
    // run is not `Send`), and leaves a core idle while it waits on its engines.
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let engine_caps = engine.as_ref().map(|e| e.capabilities.clone());
    let plays = engine.as_ref().map(|e| e.plays.clone()).unwrap_or_default();
    let shared = Arc::new(opts.clone());
    let runs = settings
        .into_iter()
        .map(|(variant, house_rules, switches)| {
            let (stop, fixtures, path, caps, opts) = (
                stop.clone(),
                fixtures.clone(),
                dir.path.clone(),
                engine_caps.clone(),
                shared.clone(),
            );
            let plays = plays.clone();
            tokio::task::spawn_blocking(move || {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .ok()?;
                rt.block_on(async move {
                    if stop.load(Ordering::Relaxed) {
                        return None;
                    }
                    let buf = opts
                        .cucumber_json
                        .then(|| Arc::new(std::sync::Mutex::new(Vec::new())));
                    let run = RunOptions {
                        features: path,
                        tags: opts.tags.clone(),
                        jobs: opts.jobs,
                        progress: opts.progress.clone(),
                        cucumber_json: buf.clone(),
                        fail_fast: opts.fail_fast,
                    };
                    let ctx = Arc::new(Context {
                        variant: variant.clone(),
                        engine: opts.engine.clone(),
                        limits,
                        fixtures,
                        house_rules: house_rules.clone(),
                        switches: switches.clone(),
                        pool: (!opts.isolate).then(|| std::sync::Mutex::new(Vec::new())),
                        capabilities: caps,
                        plays: plays.clone(),
                    });
                    let scenarios = run_variant(ctx, &run).await;
                    let mut judged = judge(
                        &variant,
                        &house_rules,
                        scenarios,
                        &opts.known_failures,
                        &plays,
                    );
                    judged.switches = switches.into_iter().collect();
                    judged.cucumber = buf.and_then(|b| {
                        let bytes =
                            std::mem::take(&mut *b.lock().unwrap_or_else(|e| e.into_inner()));
                        serde_json::from_slice(&bytes).ok()
                    });
                    if opts.fail_fast
                        && judged
                            .scenarios
                            .iter()
                            .any(|s| s.verdict != Verdict::Passed)
                    {
                        stop.store(true, Ordering::Relaxed);
                    }
                    Some(judged)
                })
            })
        });
    let mut out: Vec<VariantCertificate> = Vec::new();
    let mut done = futures::stream::iter(runs).buffered(2);
    while let Some(result) = done.next().await {
        match result {
            Ok(Some(judged)) => out.push(judged),
            Ok(None) => {}
            Err(e) => return Err(format!("a run of the suite failed: {e}")),
        }
    }
    if let Some(p) = &opts.progress {
        p.store(usize::MAX, Ordering::Relaxed);
    }
    Ok(Certificate {
        harness: concat!("veropoly-harness ", env!("CARGO_PKG_VERSION")).into(),
        engine,
        engine_error,
        suite_hash: embedded::suite_hash(&files),
        options: RunRecord {
            command: opts.engine.describe(),
            variants,
            house_rules: opts.house_rules.clone(),
            tags: opts.tags.clone(),
            timeout_ms: opts.timeout.as_millis(),
            jobs: opts.jobs,
            isolate: opts.isolate,
            seeds: "each scenario: FNV-1a 64 of its feature name, scenario name and line".into(),
        },
        variants: out,
        duration_ms: started.elapsed().as_millis(),
    })
}

fn judge(
    variant: &str,
    house_rules: &serde_json::Map<String, serde_json::Value>,
    mut scenarios: Vec<ScenarioResult>,
    known: &[KnownFailure],
    plays: &[String],
) -> VariantCertificate {
    for s in scenarios
        .iter_mut()
        .filter(|s| s.verdict != Verdict::Passed)
    {
        s.known_failure = known_reason(known, s);
    }
    let count = |f: &dyn Fn(&ScenarioResult) -> bool| scenarios.iter().filter(|s| f(s)).count();
    let passed = count(&|s| s.verdict == Verdict::Passed);
    let unsupported = count(&|s| s.verdict == Verdict::Unsupported && s.known_failure.is_none());
    let known_failures = count(&|s| s.verdict != Verdict::Passed && s.known_failure.is_some());
    let failed = count(&|s| {
        !matches!(s.verdict, Verdict::Passed | Verdict::Unsupported) && s.known_failure.is_none()
    });
    let now_passing = known
        .iter()
        .filter(|k| {
            let mine: Vec<&ScenarioResult> = scenarios.iter().filter(|s| k.matches(s)).collect();
            !mine.is_empty() && mine.iter().all(|s| s.verdict == Verdict::Passed)
        })
        .cloned()
        .collect();
    let status = if scenarios.is_empty() {
        VariantStatus::NoScenarios
    } else if scenarios.iter().all(|s| s.verdict == Verdict::Unsupported) {
        VariantStatus::Unsupported
    } else if passed == scenarios.len() {
        VariantStatus::Certified
    } else if failed == 0 && unsupported == 0 {
        VariantStatus::CertifiedExceptKnownFailures
    } else {
        VariantStatus::NotCertified
    };
    let announced = crate::ways::announced(variant, plays);
    // A rule the engine's own way of playing departs from is broken, whatever the scenarios showed.
    let status = match status {
        VariantStatus::Certified | VariantStatus::CertifiedExceptKnownFailures
            if !announced.is_empty() =>
        {
            VariantStatus::NotCertified
        }
        s => s,
    };
    let rules = crate::runner::with_announced(rules_of(&scenarios), &announced);
    let tally = |st: RuleStatus| rules.iter().filter(|r| r.status == st).count();
    let rule_counts = RuleCounts {
        kept: tally(RuleStatus::Kept),
        broken: tally(RuleStatus::Broken),
        unsupported: tally(RuleStatus::Unsupported),
        not_shown: tally(RuleStatus::NotShown),
    };
    VariantCertificate {
        variant: variant.to_string(),
        house_rules: house_rules.clone(),
        switches: Vec::new(),
        status,
        passed,
        failed,
        unsupported,
        known_failures,
        rule_counts,
        now_passing,
        rules,
        scenarios,
        cucumber: None,
    }
}

/// The reason a failing scenario is a known failure, if it is one. A failure blamed on rules is known only when
/// every rule it is blamed on is listed (or the scenario itself is): a listed rule never hides another's break.
/// A failure blamed on no rule (unsupported, or while arranging the table) is known when the scenario or one of its
/// rules is listed.
fn known_reason(known: &[KnownFailure], s: &ScenarioResult) -> Option<String> {
    let in_variant = |k: &&KnownFailure| k.variant.as_ref().is_none_or(|v| *v == s.variant);
    if let Some(k) = known.iter().filter(in_variant).find(|k| {
        k.rule.is_none()
            && k.scenario
                .as_ref()
                .is_some_and(|n| *n == s.scenario || *n == s.location)
    }) {
        return Some(k.reason.clone());
    }
    let listed = |id: &str| {
        known
            .iter()
            .filter(in_variant)
            .find(|k| k.rule.as_deref() == Some(id) && k.scenario.is_none())
    };
    if s.blamed.is_empty() {
        s.rule_ids().find_map(listed).map(|k| k.reason.clone())
    } else {
        let reasons: Option<Vec<&KnownFailure>> = s.blamed.iter().map(|id| listed(id)).collect();
        reasons.and_then(|r| r.first().map(|k| k.reason.clone()))
    }
}
