//! Reports of a certificate: the terminal summary, JSON lines, JUnit XML, a Markdown page, and badges.

use crate::certify::{Certificate, VariantCertificate, VariantStatus};
use crate::runner::{RuleStatus, ScenarioResult, Verdict};
use std::fmt::Write as _;

/// Terminal colours, or none.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub color: bool,
}

impl Style {
    fn paint(&self, code: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    fn good(&self, t: &str) -> String {
        self.paint("32;1", t)
    }
    fn bad(&self, t: &str) -> String {
        self.paint("31;1", t)
    }
    fn warn(&self, t: &str) -> String {
        self.paint("33;1", t)
    }
    fn dim(&self, t: &str) -> String {
        self.paint("2", t)
    }
}

pub fn status_label(s: VariantStatus) -> &'static str {
    match s {
        VariantStatus::Certified => "CERTIFIED",
        VariantStatus::CertifiedExceptKnownFailures => "CERTIFIED EXCEPT KNOWN FAILURES",
        VariantStatus::NotCertified => "NOT CERTIFIED",
        VariantStatus::Unsupported => "UNSUPPORTED",
        VariantStatus::NoScenarios => "NO SCENARIOS",
    }
}

fn rules_line(v: &VariantCertificate) -> String {
    let c = &v.rule_counts;
    let mut parts = vec![format!("{}/{} kept", c.kept, c.total())];
    for (n, what) in [
        (c.broken, "broken"),
        (c.unsupported, "unsupported"),
        (c.not_shown, "not shown"),
    ] {
        if n > 0 {
            parts.push(format!("{n} {what}"));
        }
    }
    parts.join(", ")
}

fn scenarios_line(v: &VariantCertificate) -> String {
    let mut parts = vec![format!("{}/{} passed", v.passed, v.scenarios.len())];
    for (n, what) in [
        (v.failed, "failed"),
        (v.unsupported, "unsupported"),
        (v.known_failures, "known failures"),
    ] {
        if n > 0 {
            parts.push(format!("{n} {what}"));
        }
    }
    parts.join(", ")
}

/// What a scenario's failure says of its rules, in words.
pub fn blame_of(s: &ScenarioResult) -> String {
    let own: Vec<&str> = s.rule_ids().collect();
    if s.verdict == Verdict::Passed {
        String::new()
    } else if s.verdict == Verdict::Unsupported {
        format!("{} unsupported", own.join(" "))
    } else if s.verdict == Verdict::Blocked {
        format!(
            "blocked by {} (broken: the step failed on it, before reaching this scenario's own rules); {} not shown",
            s.blamed.join(" "),
            own.join(" ")
        )
    } else if s.blamed.is_empty() {
        format!(
            "{} not shown: the scenario could not be played",
            own.join(" ")
        )
    } else if s.blamed.iter().all(|b| own.contains(&b.as_str())) {
        format!("{} broken", s.blamed.join(" "))
    } else {
        let not_shown: Vec<&str> = own
            .iter()
            .copied()
            .filter(|o| !s.blamed.iter().any(|b| b == o))
            .collect();
        format!(
            "{} broken (a step of this scenario checks it); {} not shown",
            s.blamed.join(" "),
            not_shown.join(" ")
        )
    }
}

/// A scenario's verdict in words: its kind, and for a blocked scenario the rule that blocked it.
pub fn verdict_text(s: &ScenarioResult) -> String {
    if s.verdict == Verdict::Blocked {
        format!("blocked by {}", s.blamed.join(" "))
    } else {
        s.verdict.label().to_string()
    }
}

/// How many failing scenarios the terminal summary shows per variant unless told otherwise.
pub const DEFAULT_MAX_FAILURES: usize = 40;

/// The terminal summary: per variant its status and counts, then the failures (at most `max_failures` of them) with
/// their step, message and blame, then the rules by status.
pub fn text(c: &Certificate, style: Style, max_failures: usize) -> String {
    let mut out = String::new();
    match &c.engine {
        Some(e) => {
            let _ = writeln!(
                out,
                "engine   {} {} (protocol {})",
                e.name, e.version, e.protocol
            );
        }
        None => {
            let _ = writeln!(
                out,
                "engine   unknown: {}",
                c.engine_error.as_deref().unwrap_or("no handshake")
            );
        }
    }
    let _ = writeln!(out, "suite    {}  ({})", c.suite_hash, c.harness);
    for v in &c.variants {
        let label = status_label(v.status);
        let painted = match v.status {
            VariantStatus::Certified => style.good(label),
            VariantStatus::CertifiedExceptKnownFailures | VariantStatus::NoScenarios => {
                style.warn(label)
            }
            _ => style.bad(label),
        };
        let _ = writeln!(
            out,
            "{:<14} {painted}  scenarios {}  rules {}",
            v.variant,
            scenarios_line(v),
            rules_line(v)
        );
        if !v.switches.is_empty() {
            let _ = writeln!(
                out,
                "  switches set away from their default: {}",
                v.switches.join(", ")
            );
        }
        let failing: Vec<_> = v
            .scenarios
            .iter()
            .filter(|s| s.verdict != Verdict::Passed)
            .collect();
        for s in failing.iter().take(max_failures) {
            let mark = if s.known_failure.is_some() {
                style.warn("~")
            } else if s.verdict == Verdict::Unsupported {
                style.warn("-")
            } else {
                style.bad("✗")
            };
            let _ = writeln!(
                out,
                "  {mark} {} [{}] {}",
                s.location,
                verdict_text(s),
                s.scenario
            );
            let _ = writeln!(out, "      {}", style.dim(&blame_of(s)));
            if let Some(reason) = &s.known_failure {
                let _ = writeln!(
                    out,
                    "      {}",
                    style.dim(&format!("known failure: {reason}"))
                );
            }
            if let Some(step) = &s.step {
                let _ = writeln!(out, "      {}", style.dim(&format!("step: {step}")));
            }
            if let Some(m) = &s.message {
                for line in m.lines().take(12) {
                    let _ = writeln!(out, "      {line}");
                }
            }
        }
        if failing.len() > max_failures {
            let _ = writeln!(
                out,
                "  … and {} more (see --report, or --max-failures)",
                failing.len() - max_failures
            );
        }
        for (status, what) in [
            (RuleStatus::Broken, "rules broken"),
            (RuleStatus::Unsupported, "rules unsupported"),
            (RuleStatus::NotShown, "rules not shown"),
        ] {
            let ids: Vec<String> = v
                .rules
                .iter()
                .filter(|r| r.status == status)
                .map(|r| {
                    let mut id = r.rule.clone();
                    if r.known {
                        id.push_str(" (known)");
                    }
                    if !r.blocked.is_empty() {
                        let _ = write!(id, " (blocks {})", r.blocked.len());
                    }
                    id
                })
                .collect();
            if !ids.is_empty() {
                let _ = writeln!(out, "  {what}: {}", ids.join(" "));
            }
        }
        for k in &v.now_passing {
            let what = k.rule.as_deref().or(k.scenario.as_deref()).unwrap_or("?");
            let _ = writeln!(
                out,
                "  {} {what} now passes: remove it from the known failures",
                style.warn("!")
            );
        }
    }
    out
}

/// One JSON object per line: every scenario result, then one summary line per variant.
pub fn json_lines(c: &Certificate) -> String {
    let mut out = String::new();
    for v in &c.variants {
        for s in &v.scenarios {
            let mut line = serde_json::to_value(s).unwrap_or_default();
            line["kind"] = "scenario".into();
            let _ = writeln!(out, "{line}");
        }
        let summary = serde_json::json!({
            "kind": "variant",
            "variant": v.variant,
            "status": v.status,
            "passed": v.passed,
            "failed": v.failed,
            "unsupported": v.unsupported,
            "known_failures": v.known_failures,
            "rule_counts": v.rule_counts,
            "rules": v.rules,
            "now_passing": v.now_passing,
        });
        let _ = writeln!(out, "{summary}");
    }
    out
}

/// JUnit XML (through quick-junit): a test suite per variant, a test case per scenario. Unsupported scenarios and
/// known failures are skipped; every other verdict but passed is a failure whose type is the verdict and whose
/// message names the failing step and the rules it is blamed on.
pub fn junit(c: &Certificate) -> String {
    use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
    let mut report = Report::new("veropoly");
    for v in &c.variants {
        let mut suite = TestSuite::new(v.variant.as_str());
        for s in &v.scenarios {
            let (file, line) = s.location.rsplit_once(':').unwrap_or((&s.location, "0"));
            let step = s.step.as_deref().unwrap_or("(no step)");
            let status = if s.verdict == Verdict::Passed {
                TestCaseStatus::success()
            } else if let Some(reason) = &s.known_failure {
                let mut st = TestCaseStatus::skipped();
                st.set_message(format!(
                    "known failure: {reason}; {}: {step}",
                    s.verdict.label()
                ));
                st
            } else if s.verdict == Verdict::Unsupported {
                let mut st = TestCaseStatus::skipped();
                st.set_message(format!(
                    "unsupported: {}",
                    s.message.as_deref().unwrap_or(step)
                ));
                st
            } else {
                let mut st = TestCaseStatus::non_success(NonSuccessKind::Failure);
                st.set_type(verdict_text(s));
                st.set_message(format!("{}: {step}", blame_of(s)));
                st.set_description(s.message.clone().unwrap_or_default());
                st
            };
            let mut case = TestCase::new(s.scenario.as_str(), status);
            case.set_classname(format!("{}.{}", v.variant, s.feature));
            case.extra.insert("file".into(), file.into());
            case.extra.insert("line".into(), line.into());
            suite.add_test_case(case);
        }
        report.add_test_suite(suite);
    }
    report
        .to_string()
        .unwrap_or_else(|e| format!("<!-- the report could not be written: {e} -->\n"))
}

/// A Markdown summary for a CI page.
pub fn markdown(c: &Certificate) -> String {
    let mut out = String::from("# veropoly certification\n\n");
    match &c.engine {
        Some(e) => {
            let _ = writeln!(
                out,
                "Engine **{} {}** (protocol {}).  ",
                e.name, e.version, e.protocol
            );
        }
        None => {
            let _ = writeln!(out, "Engine identity unknown.  ");
        }
    }
    let _ = writeln!(out, "Suite `{}`, {}.\n", c.suite_hash, c.harness);
    out.push_str("| variant | verdict | scenarios passed | failed | unsupported | known failures | rules kept | broken | unsupported | not shown |\n");
    out.push_str("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
    for v in &c.variants {
        let r = &v.rule_counts;
        let _ = writeln!(
            out,
            "| {} | {} | {}/{} | {} | {} | {} | {}/{} | {} | {} | {} |",
            v.variant,
            status_label(v.status),
            v.passed,
            v.scenarios.len(),
            v.failed,
            v.unsupported,
            v.known_failures,
            r.kept,
            r.total(),
            r.broken,
            r.unsupported,
            r.not_shown
        );
    }
    for v in &c.variants {
        for (status, what) in [
            (RuleStatus::Broken, "rules broken"),
            (RuleStatus::Unsupported, "rules unsupported"),
            (RuleStatus::NotShown, "rules not shown"),
        ] {
            let rules: Vec<_> = v.rules.iter().filter(|r| r.status == status).collect();
            if rules.is_empty() {
                continue;
            }
            let _ = writeln!(out, "\n## {}: {what}\n", v.variant);
            for r in rules {
                let mark = if r.known { " (known failure)" } else { "" };
                let _ = writeln!(out, "- **{}**{mark}: {}", r.rule, r.failing.join("; "));
                if !r.blocked.is_empty() {
                    let _ = writeln!(
                        out,
                        "  - blocks {} scenario(s) of other rules: {}",
                        r.blocked.len(),
                        r.blocked.join("; ")
                    );
                }
            }
        }
        if !v.now_passing.is_empty() {
            let _ = writeln!(out, "\n## {}: known failures that now pass\n", v.variant);
            for k in &v.now_passing {
                let what = k.rule.as_deref().or(k.scenario.as_deref()).unwrap_or("?");
                let _ = writeln!(
                    out,
                    "- **{what}**: listed as \"{}\"; remove it from the list",
                    k.reason
                );
            }
        }
    }
    out
}

/// A shields.io endpoint badge for one variant.
pub fn badge(v: &VariantCertificate) -> String {
    let r = &v.rule_counts;
    let color = match v.status {
        VariantStatus::Certified => "brightgreen",
        VariantStatus::CertifiedExceptKnownFailures => "yellow",
        VariantStatus::NoScenarios => "lightgrey",
        _ => "red",
    };
    serde_json::json!({
        "schemaVersion": 1,
        "label": v.variant,
        "message": badge_message(r),
        "color": color,
    })
    .to_string()
}

fn badge_message(r: &crate::certify::RuleCounts) -> String {
    let mut m = format!("{}/{} rules kept", r.kept, r.total());
    if r.broken > 0 {
        let _ = write!(m, ", {} broken", r.broken);
    }
    if r.unsupported > 0 {
        let _ = write!(m, ", {} unsupported", r.unsupported);
    }
    if r.not_shown > 0 {
        let _ = write!(m, ", {} not shown", r.not_shown);
    }
    m
}

/// The Cucumber JSON format, as cucumber's own writer makes it, one feature entry per feature and variant: report
/// viewers that read Cucumber JSON read a certificate. Each feature's name and id carry the variant it ran in.
pub fn cucumber_json(c: &Certificate) -> String {
    let mut features = Vec::new();
    for v in &c.variants {
        let Some(serde_json::Value::Array(list)) = &v.cucumber else {
            continue;
        };
        for f in list {
            let mut f = f.clone();
            if let Some(name) = f.get("name").and_then(|n| n.as_str()).map(String::from) {
                f["name"] = format!("{name} ({})", v.variant).into();
            }
            if let Some(id) = f.get("id").and_then(|n| n.as_str()).map(String::from) {
                f["id"] = format!("{};{id}", v.variant).into();
            }
            features.push(f);
        }
    }
    serde_json::to_string_pretty(&features).unwrap_or_else(|_| "[]".into())
}
