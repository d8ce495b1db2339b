//! Reports of a certificate: the terminal summary, JSON lines, JUnit XML, a Markdown page, and badges.

use crate::certify::{Certificate, VariantCertificate, VariantStatus};
use crate::runner::Verdict;
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

fn rules_kept(v: &VariantCertificate) -> (usize, usize) {
    (v.rules.iter().filter(|r| r.passed).count(), v.rules.len())
}

/// The terminal summary: per variant its status and counts, then every failure with its step and message.
pub fn text(c: &Certificate, style: Style) -> String {
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
        let (kept, rules) = rules_kept(v);
        let _ = writeln!(
            out,
            "{:<14} {painted}  scenarios {}/{}  rules {kept}/{rules}{}",
            v.variant,
            v.passed,
            v.scenarios.len(),
            if v.known_failures > 0 {
                format!("  known failures {}", v.known_failures)
            } else {
                String::new()
            }
        );
        let failing: Vec<_> = v
            .scenarios
            .iter()
            .filter(|s| s.verdict != Verdict::Passed)
            .collect();
        const SHOWN: usize = 40;
        for s in failing.iter().take(SHOWN) {
            let mark = if s.known_failure.is_some() {
                style.warn("~")
            } else {
                style.bad("✗")
            };
            let _ = writeln!(
                out,
                "  {mark} {} [{}] {}",
                s.location,
                s.verdict.label(),
                s.scenario
            );
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
        let failing: Vec<&str> = v
            .rules
            .iter()
            .filter(|r| !r.passed)
            .map(|r| r.rule.as_str())
            .collect();
        if !failing.is_empty() {
            let _ = writeln!(out, "  rules not kept: {}", failing.join(" "));
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
            "known_failures": v.known_failures,
            "rules": v.rules,
            "now_passing": v.now_passing,
        });
        let _ = writeln!(out, "{summary}");
    }
    out
}

fn xml(s: &str) -> String {
    s.chars()
        .filter(|c| *c == '\n' || *c == '\t' || !c.is_control())
        .collect::<String>()
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// JUnit XML: a test suite per variant, a test case per scenario.
pub fn junit(c: &Certificate) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let total: usize = c.variants.iter().map(|v| v.scenarios.len()).sum();
    let failures: usize = c.variants.iter().map(|v| v.failed).sum();
    let _ = writeln!(
        out,
        "<testsuites name=\"veropoly\" tests=\"{total}\" failures=\"{failures}\">"
    );
    for v in &c.variants {
        let skipped = v.known_failures;
        let _ = writeln!(
            out,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" skipped=\"{skipped}\">",
            xml(&v.variant),
            v.scenarios.len(),
            v.failed
        );
        for s in &v.scenarios {
            let (file, line) = s.location.rsplit_once(':').unwrap_or((&s.location, "0"));
            let _ = write!(
                out,
                "    <testcase classname=\"{}.{}\" name=\"{}\" file=\"{}\" line=\"{}\"",
                xml(&v.variant),
                xml(&s.feature),
                xml(&s.scenario),
                xml(file),
                xml(line)
            );
            if s.verdict == Verdict::Passed {
                out.push_str("/>\n");
                continue;
            }
            out.push_str(">\n");
            let known = s.known_failure.is_some();
            let message = format!(
                "{}: {}",
                s.verdict.label(),
                s.step.as_deref().unwrap_or("(no step)")
            );
            let body = s.message.as_deref().unwrap_or("");
            if known {
                let _ = writeln!(
                    out,
                    "      <skipped message=\"known failure: {}\"/>",
                    xml(&message)
                );
            } else {
                let _ = writeln!(
                    out,
                    "      <failure type=\"{}\" message=\"{}\">{}</failure>",
                    xml(s.verdict.label()),
                    xml(&message),
                    xml(body)
                );
            }
            out.push_str("    </testcase>\n");
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
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
    out.push_str("| variant | verdict | scenarios passed | rules kept | known failures |\n");
    out.push_str("| --- | --- | --- | --- | --- |\n");
    for v in &c.variants {
        let (kept, rules) = rules_kept(v);
        let _ = writeln!(
            out,
            "| {} | {} | {}/{} | {kept}/{rules} | {} |",
            v.variant,
            status_label(v.status),
            v.passed,
            v.scenarios.len(),
            v.known_failures
        );
    }
    for v in &c.variants {
        let broken: Vec<_> = v.rules.iter().filter(|r| !r.passed).collect();
        if !broken.is_empty() {
            let _ = writeln!(out, "\n## {}: rules not kept\n", v.variant);
        }
        for r in broken {
            let known = v
                .scenarios
                .iter()
                .filter(|s| s.tags.contains(&r.rule) && s.verdict != Verdict::Passed)
                .all(|s| s.known_failure.is_some());
            let mark = if known { " (known failure)" } else { "" };
            let _ = writeln!(out, "- **{}**{mark}: {}", r.rule, r.failing.join("; "));
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
    let (kept, rules) = rules_kept(v);
    let color = match v.status {
        VariantStatus::Certified => "brightgreen",
        VariantStatus::CertifiedExceptKnownFailures => "yellow",
        VariantStatus::NoScenarios => "lightgrey",
        _ => "red",
    };
    serde_json::json!({
        "schemaVersion": 1,
        "label": v.variant,
        "message": format!("{kept}/{rules} rules kept"),
        "color": color,
    })
    .to_string()
}
