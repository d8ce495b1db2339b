//! The terminal report of a certification run.

use crate::runner::{RuleVerdict, ScenarioResult, Verdict, rules_of};
use std::fmt::Write as _;

/// One variant's outcome.
#[derive(Clone, Debug, serde::Serialize)]
pub struct VariantReport {
    pub variant: String,
    pub scenarios: Vec<ScenarioResult>,
    pub rules: Vec<RuleVerdict>,
}

impl VariantReport {
    pub fn new(variant: String, scenarios: Vec<ScenarioResult>) -> Self {
        let rules = rules_of(&scenarios);
        VariantReport {
            variant,
            scenarios,
            rules,
        }
    }

    pub fn certified(&self) -> bool {
        !self.scenarios.is_empty() && self.scenarios.iter().all(|s| s.verdict == Verdict::Passed)
    }

    pub fn unsupported(&self) -> bool {
        !self.scenarios.is_empty()
            && self
                .scenarios
                .iter()
                .all(|s| s.verdict == Verdict::Unsupported)
    }
}

/// A plain-text summary: per variant, the scenario and rule counts, then every failure with its step.
pub fn text(reports: &[VariantReport]) -> String {
    let mut out = String::new();
    for r in reports {
        let passed = r
            .scenarios
            .iter()
            .filter(|s| s.verdict == Verdict::Passed)
            .count();
        let rules_passed = r.rules.iter().filter(|v| v.passed).count();
        let verdict = if r.certified() {
            "CERTIFIED"
        } else if r.unsupported() {
            "UNSUPPORTED"
        } else if r.scenarios.is_empty() {
            "NO SCENARIOS"
        } else {
            "NOT CERTIFIED"
        };
        let _ = writeln!(
            out,
            "{:<14} {verdict:<14} scenarios {passed}/{}  rules {rules_passed}/{}",
            r.variant,
            r.scenarios.len(),
            r.rules.len()
        );
        for s in r.scenarios.iter().filter(|s| s.verdict != Verdict::Passed) {
            let _ = writeln!(
                out,
                "  ✗ {} [{}] {}",
                s.location,
                s.verdict.label(),
                s.scenario
            );
            if let Some(step) = &s.step {
                let _ = writeln!(out, "      step: {step}");
            }
            if let Some(m) = &s.message {
                for line in m.lines().take(12) {
                    let _ = writeln!(out, "      {line}");
                }
            }
        }
        let failing: Vec<&str> = r
            .rules
            .iter()
            .filter(|v| !v.passed)
            .map(|v| v.rule.as_str())
            .collect();
        if !failing.is_empty() {
            let _ = writeln!(out, "  rules not kept: {}", failing.join(" "));
        }
    }
    out
}
