//! The runner: every feature through cucumber, once per variant a scenario is tagged with, and a typed verdict for
//! each scenario, gathered by rule.

use crate::blame::{MarkingParser, Marks};
use crate::world::{Context, VeropolyWorld, is_step_outcome};
use cucumber::event::{Cucumber, Feature, RetryableScenario, Rule, Scenario, Step, StepError};
use cucumber::gherkin;
use cucumber::{World as _, WriterExt as _, parser, writer};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The verdict of one scenario run.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Passed,
    Failed,
    RejectedLegalAction,
    AcceptedIllegalAction,
    TimedOut,
    Crashed,
    ProtocolViolation,
    Unsupported,
    /// A step was refused for a reason about when it was taken, and another rule allows the action then: the
    /// scenario is blocked by that rule (its `blamed`), and shows nothing of its own rules.
    Blocked,
    /// A step matched no definition, or more than one, or the scenario is faulty: it did not run whole.
    Undefined,
}

impl Verdict {
    fn from_kind(kind: &str) -> Verdict {
        match kind {
            "failed" => Verdict::Failed,
            "rejected_legal_action" => Verdict::RejectedLegalAction,
            "accepted_illegal_action" => Verdict::AcceptedIllegalAction,
            "timed_out" => Verdict::TimedOut,
            "crashed" => Verdict::Crashed,
            "protocol_violation" => Verdict::ProtocolViolation,
            "unsupported" => Verdict::Unsupported,
            "blocked" => Verdict::Blocked,
            _ => Verdict::Undefined,
        }
    }

    pub fn label(&self) -> &'static str {
        match self {
            Verdict::Passed => "passed",
            Verdict::Failed => "failed",
            Verdict::RejectedLegalAction => "rejected a legal action",
            Verdict::AcceptedIllegalAction => "accepted an illegal action",
            Verdict::TimedOut => "timed out",
            Verdict::Crashed => "crashed",
            Verdict::ProtocolViolation => "protocol violation",
            Verdict::Unsupported => "unsupported",
            Verdict::Blocked => "blocked",
            Verdict::Undefined => "did not run whole",
        }
    }
}

/// One scenario's result in one variant.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ScenarioResult {
    pub variant: String,
    pub feature: String,
    pub rule: Option<String>,
    pub scenario: String,
    /// `path:line` of the scenario.
    pub location: String,
    pub tags: Vec<String>,
    pub verdict: Verdict,
    /// The failing step, as written, with its line.
    pub step: Option<String>,
    pub message: Option<String>,
    /// The rules this scenario's failure is blamed on: the rule a `(see …)` mark names on the failing step, or else
    /// the scenario's own rules; none when it passed, is unsupported, did not run whole, or failed while arranging
    /// the table (`Given` steps). See [`crate::blame`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blamed: Vec<String>,
    /// The reason given in the known-failures list, when this failure is listed there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub known_failure: Option<String>,
}

impl ScenarioResult {
    /// The catalogue rule ids this scenario checks.
    pub fn rule_ids(&self) -> impl Iterator<Item = &str> {
        self.tags
            .iter()
            .map(String::as_str)
            .filter(|t| is_rule_id(t))
    }
}

/// `VP-RENT-06`, `CL-JAIL-03`, ...
pub fn is_rule_id(tag: &str) -> bool {
    let parts: Vec<&str> = tag.split('-').collect();
    parts.len() >= 3
        && parts[0].len() == 2
        && parts[0].chars().all(|c| c.is_ascii_uppercase())
        && parts[parts.len() - 1].chars().all(|c| c.is_ascii_digit())
        && (2..=3).contains(&parts[parts.len() - 1].len())
}

/// What one run is asked to do.
#[derive(Clone, Debug)]
pub struct RunOptions {
    pub features: PathBuf,
    /// Scenarios whose tags include every one of these also run (empty: all).
    pub tags: Vec<String>,
    pub jobs: usize,
    /// Counts finished scenarios, for a progress display.
    pub progress: Option<Arc<std::sync::atomic::AtomicUsize>>,
    /// Where cucumber's own JSON writer puts the run, in the Cucumber JSON format (`None`: nowhere).
    pub cucumber_json: Option<Arc<Mutex<Vec<u8>>>>,
    /// Stop starting scenarios after the first one that does not pass.
    pub fail_fast: bool,
}

/// A byte sink shared with the caller: cucumber's JSON writer writes the run into it.
struct SharedBuf(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for SharedBuf {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A writer that is there or not: cucumber's JSON writer when the run was asked for the Cucumber JSON format, and
/// nothing otherwise (building that report costs as much as a tenth of a run).
struct Maybe<Wr>(Option<Wr>);

impl<Wr: writer::Writer<VeropolyWorld>> writer::Writer<VeropolyWorld> for Maybe<Wr> {
    type Cli = Wr::Cli;

    async fn handle_event(
        &mut self,
        event: parser::Result<cucumber::Event<Cucumber<VeropolyWorld>>>,
        cli: &Self::Cli,
    ) {
        if let Some(w) = &mut self.0 {
            w.handle_event(event, cli).await;
        }
    }
}

/// Runs every scenario tagged with `ctx.variant`.
pub async fn run_variant(ctx: Arc<Context>, opts: &RunOptions) -> Vec<ScenarioResult> {
    let results = Arc::new(Mutex::new(Vec::new()));
    let marks = Marks::default();
    let variant_rules: Option<BTreeSet<String>> = crate::embedded::rule_ids_by_variant()
        .ok()
        .map(|by| by.get(&ctx.variant).cloned().unwrap_or_default());
    let collector = Collector {
        marks: marks.clone(),
        variant_rules,
        variant: ctx.variant.clone(),
        root: opts.features.clone(),
        open: HashMap::new(),
        out: results.clone(),
        progress: opts.progress.clone(),
    };
    let variant_tag = ctx.variant.clone();
    let switches = ctx.switches.clone();
    let wanted = opts.tags.clone();
    let before_ctx = ctx.clone();
    let mut cucumber = VeropolyWorld::cucumber::<PathBuf>();
    if opts.fail_fast {
        cucumber = cucumber.fail_fast();
    }
    cucumber
        .with_parser::<_, PathBuf>(MarkingParser {
            marks: marks.clone(),
        })
        .max_concurrent_scenarios(opts.jobs.max(1))
        .with_writer(writer::Normalize::new(
            collector.tee::<VeropolyWorld, _>(
                Maybe(
                    opts.cucumber_json
                        .clone()
                        .map(|b| writer::Json::raw(SharedBuf(b))),
                )
                .discard_stats_writes()
                .discard_arbitrary_writes(),
            ),
        ))
        .before(move |feature, rule, scenario, world| {
            let ctx = before_ctx.clone();
            let seed = seed_of(&feature.name, &scenario.name, scenario.position.line);
            world.own_rules = all_tags(feature, rule, scenario)
                .into_iter()
                .filter(|t| is_rule_id(t))
                .collect();
            Box::pin(async move { world.start(ctx, seed).await })
        })
        .after(|_, _, _, _, world| {
            Box::pin(async move {
                if let Some(w) = world {
                    w.stop().await;
                }
            })
        })
        .with_default_cli()
        .filter_run(opts.features.clone(), move |f, r, s| {
            let tags = all_tags(f, r, s);
            tags.contains(&variant_tag)
                && wanted.iter().all(|t| tags.contains(t))
                && crate::switches::runs_with(&tags, &switches)
        })
        .await;
    ctx.drain().await;
    let mut out = std::mem::take(&mut *results.lock().unwrap_or_else(|e| e.into_inner()));
    out.sort_by_cached_key(|r| {
        let (file, line) = r.location.rsplit_once(':').unwrap_or((&r.location, "0"));
        (
            file.to_string(),
            line.parse::<usize>().unwrap_or(0),
            r.scenario.clone(),
        )
    });
    out
}

/// A scenario's seed: a hash of where it stands, so that a run is repeatable.
pub fn seed_of(feature: &str, scenario: &str, line: usize) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in feature
        .bytes()
        .chain(scenario.bytes())
        .chain(line.to_le_bytes())
    {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Tags of a scenario with those of its rule and feature, without the `@`.
pub fn all_tags(
    f: &gherkin::Feature,
    r: Option<&gherkin::Rule>,
    s: &gherkin::Scenario,
) -> BTreeSet<String> {
    f.tags
        .iter()
        .chain(r.map(|r| r.tags.iter()).into_iter().flatten())
        .chain(s.tags.iter())
        .map(|t| t.trim_start_matches('@').to_string())
        .collect()
}

/// The tags the rows of an `Examples:` block run with: the block's own tags added to those above it (`above`,
/// from [`all_tags`]), as cucumber runs them. A block tagged `@classic-short` under a rule tagged `@veropoly` runs
/// in both; a variant's tag on a block adds the block to that variant and takes it from none.
pub fn block_tags(above: &BTreeSet<String>, e: &gherkin::Examples) -> BTreeSet<String> {
    let mut tags = above.clone();
    tags.extend(e.tags.iter().map(|t| t.trim_start_matches('@').to_string()));
    tags
}

type Key = (String, usize, usize);

struct Open {
    failure: Option<(String, String)>,
    /// Where the failing step stands: a `Given` step (arranging the table), and the rules its mark names.
    failed_in_given: bool,
    marked: Vec<String>,
    skipped: Option<String>,
}

/// A cucumber writer that keeps one [`ScenarioResult`] per scenario.
struct Collector {
    marks: Marks,
    /// The catalogued rules of this variant (`None`: the catalogue could not be read; every mark applies).
    variant_rules: Option<BTreeSet<String>>,
    variant: String,
    root: PathBuf,
    open: HashMap<Key, Open>,
    out: Arc<Mutex<Vec<ScenarioResult>>>,
    progress: Option<Arc<std::sync::atomic::AtomicUsize>>,
}

impl Collector {
    fn location(&self, f: &gherkin::Feature, s: &gherkin::Scenario) -> String {
        let path = f
            .path
            .as_ref()
            .map(|p| {
                p.strip_prefix(&self.root)
                    .unwrap_or(p)
                    .display()
                    .to_string()
            })
            .unwrap_or_else(|| f.name.clone());
        format!("{path}:{}", s.position.line)
    }

    fn scenario(
        &mut self,
        f: &gherkin::Feature,
        r: Option<&gherkin::Rule>,
        s: &gherkin::Scenario,
        ev: &RetryableScenario<VeropolyWorld>,
    ) {
        let key = (f.name.clone(), s.position.line, s.position.col);
        match &ev.event {
            Scenario::Started => {
                self.open.insert(
                    key,
                    Open {
                        failure: None,
                        failed_in_given: false,
                        marked: Vec::new(),
                        skipped: None,
                    },
                );
            }
            Scenario::Step(step, Step::Failed(_, _, _, err))
            | Scenario::Background(step, Step::Failed(_, _, _, err)) => {
                let text = format!(
                    "{} {} (line {})",
                    step.keyword.trim(),
                    step.value,
                    step.position.line
                );
                let message = match err {
                    StepError::NotFound => "[undefined] the step matches no definition".to_string(),
                    StepError::AmbiguousMatch(e) => {
                        format!("[undefined] the step is ambiguous: {e}")
                    }
                    StepError::Panic(p) => {
                        let m = p
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_else(|| "the step panicked".into());
                        if is_step_outcome(&m) {
                            m
                        } else {
                            format!("[failed] {m}")
                        }
                    }
                };
                let marked: Vec<String> = self
                    .marks
                    .of(f.path.as_deref(), step.position.line)
                    .into_iter()
                    .filter(|id| self.variant_rules.as_ref().is_none_or(|v| v.contains(id)))
                    .collect();
                if let Some(o) = self.open.get_mut(&key)
                    && o.failure.is_none()
                {
                    o.failure = Some((text, message));
                    o.failed_in_given = step.ty == gherkin::StepType::Given;
                    o.marked = marked;
                }
            }
            Scenario::Step(step, Step::Skipped) | Scenario::Background(step, Step::Skipped) => {
                if let Some(o) = self.open.get_mut(&key) {
                    o.skipped.get_or_insert(format!(
                        "{} {} (line {})",
                        step.keyword.trim(),
                        step.value,
                        step.position.line
                    ));
                }
            }
            Scenario::Hook(_, cucumber::event::Hook::Failed(_, info)) => {
                let m = info
                    .downcast_ref::<String>()
                    .cloned()
                    .unwrap_or_else(|| "a hook panicked".into());
                if let Some(o) = self.open.get_mut(&key)
                    && o.failure.is_none()
                {
                    o.failure = Some(("(hook)".into(), format!("[crashed] {m}")));
                    o.failed_in_given = true;
                }
            }
            Scenario::Finished => {
                let Some(o) = self.open.remove(&key) else {
                    return;
                };
                let (failed_in_given, marked) = (o.failed_in_given, o.marked);
                let mut blocking: Option<String> = None;
                let (mut verdict, step, message) = match (o.failure, o.skipped) {
                    (Some((step, msg)), _) => {
                        let kind = msg
                            .strip_prefix('[')
                            .and_then(|m| m.split(']').next())
                            .unwrap_or("failed")
                            .to_string();
                        // The verdict carries the kind; the message keeps only the words.
                        let mut words = msg
                            .strip_prefix(&format!("[{kind}]"))
                            .map_or(msg.clone(), |m| m.trim().to_string());
                        let mut verdict = Verdict::from_kind(&kind);
                        if verdict == Verdict::Blocked
                            && let Some((rule, inner, rest)) = crate::world::parse_blocked(&words)
                        {
                            blocking = Some(rule.to_string());
                            // Where the blocking rule is the scenario's own, it is simply that rule's failure.
                            if all_tags(f, r, s).contains(rule) {
                                verdict = Verdict::from_kind(inner);
                            }
                            words = rest.to_string();
                        }
                        (verdict, Some(step), Some(words))
                    }
                    (None, Some(step)) => (
                        Verdict::Undefined,
                        Some(step),
                        Some(
                            "the step matches no definition; the scenario did not run whole".into(),
                        ),
                    ),
                    (None, None) => (Verdict::Passed, None, None),
                };
                // A scenario shared by several variants names each variant's rules: in this run, only this
                // variant's own count (a veropoly run neither keeps nor breaks a classic rule).
                let tags: Vec<String> = all_tags(f, r, s)
                    .into_iter()
                    .filter(|t| {
                        !is_rule_id(t) || self.variant_rules.as_ref().is_none_or(|v| v.contains(t))
                    })
                    .collect();
                if verdict == Verdict::Blocked && blocking.is_none() {
                    verdict = Verdict::Undefined;
                }
                let blamed = match verdict {
                    Verdict::Passed | Verdict::Unsupported | Verdict::Undefined => Vec::new(),
                    // A refusal about when: the rule that allows the action then, and only it.
                    _ if blocking.is_some() => blocking.into_iter().collect(),
                    _ if !marked.is_empty() => marked,
                    _ if failed_in_given => Vec::new(),
                    _ => tags.iter().filter(|t| is_rule_id(t)).cloned().collect(),
                };
                let result = ScenarioResult {
                    variant: self.variant.clone(),
                    feature: f.name.clone(),
                    rule: r.map(|r| r.name.clone()),
                    scenario: s.name.clone(),
                    location: self.location(f, s),
                    tags,
                    verdict,
                    step,
                    message,
                    blamed,
                    known_failure: None,
                };
                if let Ok(mut out) = self.out.lock() {
                    out.push(result);
                }
                if let Some(p) = &self.progress {
                    p.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            }
            _ => {}
        }
    }
}

impl cucumber::Writer<VeropolyWorld> for Collector {
    type Cli = cucumber::cli::Empty;

    async fn handle_event(
        &mut self,
        event: parser::Result<cucumber::Event<Cucumber<VeropolyWorld>>>,
        _cli: &Self::Cli,
    ) {
        let Ok(event) = event else {
            if let Err(e) = event
                && let Ok(mut out) = self.out.lock()
            {
                out.push(ScenarioResult {
                    variant: self.variant.clone(),
                    feature: "(parse error)".into(),
                    rule: None,
                    scenario: "(parse error)".into(),
                    location: String::new(),
                    tags: Vec::new(),
                    verdict: Verdict::Undefined,
                    step: None,
                    message: Some(format!("a feature file does not parse: {e}")),
                    blamed: Vec::new(),
                    known_failure: None,
                });
            }
            return;
        };
        if let Cucumber::Feature(f, fe) = &event.value {
            match fe {
                Feature::Scenario(s, ev) => self.scenario(f, None, s, ev),
                Feature::Rule(r, Rule::Scenario(s, ev)) => self.scenario(f, Some(r), s, ev),
                _ => {}
            }
        }
    }
}

impl writer::NonTransforming for Collector {}

impl writer::Stats<VeropolyWorld> for Collector {
    fn passed_steps(&self) -> usize {
        0
    }
    fn skipped_steps(&self) -> usize {
        0
    }
    fn failed_steps(&self) -> usize {
        0
    }
    fn retried_steps(&self) -> usize {
        0
    }
    fn parsing_errors(&self) -> usize {
        0
    }
    fn hook_errors(&self) -> usize {
        0
    }
}

/// What a certificate says of one rule in one variant.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum RuleStatus {
    /// Every scenario naming the rule passed.
    Kept,
    /// A failing step is blamed on the rule: the engine does not keep it.
    Broken,
    /// Not broken, but a scenario naming it needs what the engine declared it lacks.
    Unsupported,
    /// Not broken, but a scenario naming it failed on another rule's step or while arranging the table, so the
    /// rule was not shown kept.
    NotShown,
}

impl RuleStatus {
    pub fn label(self) -> &'static str {
        match self {
            RuleStatus::Kept => "kept",
            RuleStatus::Broken => "broken",
            RuleStatus::Unsupported => "unsupported",
            RuleStatus::NotShown => "not shown",
        }
    }
}

/// A rule's verdict in one variant.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RuleVerdict {
    pub rule: String,
    pub status: RuleStatus,
    /// Scenarios naming the rule.
    pub scenarios: usize,
    /// The scenarios behind a status other than kept: those that blame the rule when it is broken (a scenario of
    /// another rule among them, when one of its marked steps failed), else those that did not pass.
    pub failing: Vec<String>,
    /// Scenarios of other rules that this rule blocked: a step of theirs was refused for a reason about when,
    /// at a moment this rule allows the action (`rules/blocking.yaml`). They are among `failing` too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocked: Vec<String>,
    /// The ways of playing, announced in the engine's handshake, that depart from this rule (`rules/ways.yaml`):
    /// the rule is broken by the engine's own word.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub announced: Vec<String>,
    /// Whether every scenario behind a broken status is a listed known failure.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub known: bool,
}

impl RuleVerdict {
    pub fn kept(&self) -> bool {
        self.status == RuleStatus::Kept
    }
}

/// Every rule named or blamed by `results`, with its status: broken when any failure is blamed on it, else
/// unsupported when any scenario naming it is, else not shown when any scenario naming it did not pass, else kept.
pub fn rules_of(results: &[ScenarioResult]) -> Vec<RuleVerdict> {
    #[derive(Default)]
    struct Acc {
        scenarios: usize,
        blamed: Vec<(String, bool)>,
        blocked: Vec<String>,
        unsupported: Vec<String>,
        not_passed: Vec<String>,
    }
    let mut by: BTreeMap<String, Acc> = BTreeMap::new();
    for r in results {
        let label = format!("{} ({})", r.scenario, r.location);
        for id in r.rule_ids() {
            let a = by.entry(id.to_string()).or_default();
            a.scenarios += 1;
            match r.verdict {
                Verdict::Passed => {}
                Verdict::Unsupported => a.unsupported.push(label.clone()),
                Verdict::Blocked => {
                    a.not_passed
                        .push(format!("{label}, blocked by {}", r.blamed.join(" ")));
                }
                _ => a.not_passed.push(label.clone()),
            }
        }
        for id in &r.blamed {
            let a = by.entry(id.clone()).or_default();
            a.blamed.push((label.clone(), r.known_failure.is_some()));
            if r.verdict == Verdict::Blocked {
                a.blocked.push(label.clone());
            }
        }
    }
    by.into_iter()
        .map(|(rule, a)| {
            let (status, failing, known) = if !a.blamed.is_empty() {
                let known = a.blamed.iter().all(|(_, k)| *k);
                (
                    RuleStatus::Broken,
                    a.blamed.into_iter().map(|(l, _)| l).collect(),
                    known,
                )
            } else if !a.unsupported.is_empty() {
                (RuleStatus::Unsupported, a.unsupported, false)
            } else if !a.not_passed.is_empty() {
                (RuleStatus::NotShown, a.not_passed, false)
            } else {
                (RuleStatus::Kept, Vec::new(), false)
            };
            RuleVerdict {
                rule,
                status,
                scenarios: a.scenarios,
                failing,
                blocked: a.blocked,
                announced: Vec::new(),
                known,
            }
        })
        .collect()
}

/// `rules`, with each rule a way of playing the engine announced departs from (`announced`: rule and way, from
/// [`crate::ways::announced`]) broken by that announcement, first among its failing entries.
pub fn with_announced(
    mut rules: Vec<RuleVerdict>,
    announced: &[(String, String)],
) -> Vec<RuleVerdict> {
    for (rule, way) in announced {
        let i = match rules.iter().position(|r| &r.rule == rule) {
            Some(i) => i,
            None => {
                rules.push(RuleVerdict {
                    rule: rule.clone(),
                    status: RuleStatus::Broken,
                    scenarios: 0,
                    failing: Vec::new(),
                    blocked: Vec::new(),
                    announced: Vec::new(),
                    known: false,
                });
                rules.len() - 1
            }
        };
        let r = &mut rules[i];
        if r.status != RuleStatus::Broken {
            r.failing.clear();
        }
        r.status = RuleStatus::Broken;
        r.known = false;
        r.failing.insert(
            r.announced.len(),
            format!("the engine announces in its handshake that it plays {way} (rules/ways.yaml)"),
        );
        r.announced.push(way.clone());
    }
    rules.sort_by(|a, b| a.rule.cmp(&b.rule));
    rules
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(scenario: &str, tags: &[&str], verdict: Verdict, blamed: &[&str]) -> ScenarioResult {
        ScenarioResult {
            variant: "classic".into(),
            feature: "f".into(),
            rule: None,
            scenario: scenario.into(),
            location: format!("f.feature:{}", scenario.len()),
            tags: tags.iter().map(|t| t.to_string()).collect(),
            verdict,
            step: None,
            message: None,
            blamed: blamed.iter().map(|t| t.to_string()).collect(),
            known_failure: None,
        }
    }

    #[test]
    fn a_blocked_scenario_breaks_the_blocking_rule_and_shows_nothing_of_its_own() {
        let rules = rules_of(&[
            result(
                "even building",
                &["classic", "CL-BLD-03"],
                Verdict::Blocked,
                &["CL-BLD-06"],
            ),
            result("even building again", &["CL-BLD-03"], Verdict::Passed, &[]),
            result(
                "any time",
                &["CL-BLD-06"],
                Verdict::RejectedLegalAction,
                &["CL-BLD-06"],
            ),
        ]);
        let of = |id: &str| rules.iter().find(|r| r.rule == id).expect("a verdict");
        assert_eq!(of("CL-BLD-06").status, RuleStatus::Broken);
        assert_eq!(of("CL-BLD-06").blocked.len(), 1);
        assert_eq!(of("CL-BLD-06").failing.len(), 2);
        assert_eq!(of("CL-BLD-03").status, RuleStatus::NotShown);
        assert!(of("CL-BLD-03").failing[0].ends_with("blocked by CL-BLD-06"));
    }
}
