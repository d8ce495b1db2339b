//! Exact blame: which rule a failing step speaks for.
//!
//! A scenario checks the rules it is tagged with. Some of its steps, though, state a fact that belongs to another
//! catalogued rule: a side check ("the bank has 31 houses left", in a scenario about a house's price), or an action
//! that works only through another rule's mechanism ("Bob asks Ann for rent", in a scenario about a rent amount).
//! Such a step ends with `(see VP-BLD-09)`, naming the rule (or rules, one per variant: `(see VP-BLD-09,
//! CL-BLD-05)`) its fact belongs to. The harness takes the mark off before the step is matched, and when that step
//! fails, the failure is blamed on the marked rule; the scenario's own rules are then *not shown* by it, not broken.
//!
//! Unmarked steps speak for the scenario's own rules, except `Given` steps: a failure while arranging the table
//! shows no rule broken, only that the scenario could not be played (its rules are *not shown*).

use cucumber::gherkin;
use cucumber::parser::{self, Parser};
use futures::StreamExt as _;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Splits a step's text into the step proper and the rule ids of its `(see …)` mark, if it has one.
pub fn split_mark(text: &str) -> (&str, Vec<String>) {
    let trimmed = text.trim_end();
    let Some(open) = trimmed.rfind(" (see ") else {
        return (text, Vec::new());
    };
    let Some(inner) = trimmed[open + " (see ".len()..].strip_suffix(')') else {
        return (text, Vec::new());
    };
    let ids: Vec<String> = inner.split(',').map(|s| s.trim().to_string()).collect();
    if ids.is_empty() || !ids.iter().all(|id| crate::runner::is_rule_id(id)) {
        return (text, Vec::new());
    }
    (&trimmed[..open], ids)
}

/// Where a step stands: its feature file and line.
type StepAt = (Option<PathBuf>, usize);

/// The marks taken off the steps of the features read: where each marked step stands, and its rule ids.
#[derive(Clone, Debug, Default)]
pub struct Marks(Arc<Mutex<HashMap<StepAt, Vec<String>>>>);

impl Marks {
    /// The rule ids marked on the step at `line` of `file`.
    pub fn of(&self, file: Option<&Path>, line: usize) -> Vec<String> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(file.map(Path::to_path_buf), line))
            .cloned()
            .unwrap_or_default()
    }

    fn strip(&self, feature: &mut gherkin::Feature) {
        let file = feature.path.clone();
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let mut strip_steps = |steps: &mut Vec<gherkin::Step>| {
            for step in steps {
                let (bare, ids) = split_mark(&step.value);
                if !ids.is_empty() {
                    step.value = bare.to_string();
                    map.insert((file.clone(), step.position.line), ids);
                }
            }
        };
        if let Some(b) = feature.background.as_mut() {
            strip_steps(&mut b.steps);
        }
        for s in &mut feature.scenarios {
            strip_steps(&mut s.steps);
        }
        for r in &mut feature.rules {
            if let Some(b) = r.background.as_mut() {
                strip_steps(&mut b.steps);
            }
            for s in &mut r.scenarios {
                strip_steps(&mut s.steps);
            }
        }
    }
}

/// cucumber's own parser, with the `(see …)` marks taken off every step and kept in [`Marks`].
pub struct MarkingParser {
    pub marks: Marks,
}

impl<I: AsRef<Path>> Parser<I> for MarkingParser {
    type Cli = <parser::Basic as Parser<I>>::Cli;
    type Output = futures::stream::BoxStream<'static, parser::Result<gherkin::Feature>>;

    fn parse(self, input: I, cli: Self::Cli) -> Self::Output {
        let marks = self.marks;
        parser::Basic::new()
            .parse(input, cli)
            .map(move |f| {
                f.map(|mut f| {
                    marks.strip(&mut f);
                    f
                })
            })
            .boxed()
    }
}

#[cfg(test)]
mod tests {
    use super::split_mark;

    #[test]
    fn marks_are_split_off() {
        assert_eq!(
            split_mark("the bank has 31 houses left (see VP-BLD-09)"),
            ("the bank has 31 houses left", vec!["VP-BLD-09".to_string()])
        );
        assert_eq!(
            split_mark("Bob asks Ann for rent (see VP-RENT-06, CL-RENT-04)"),
            (
                "Bob asks Ann for rent",
                vec!["VP-RENT-06".to_string(), "CL-RENT-04".to_string()]
            )
        );
        assert_eq!(
            split_mark("Ann is on Go (see you)"),
            ("Ann is on Go (see you)", vec![])
        );
        assert_eq!(split_mark("Ann has $5"), ("Ann has $5", vec![]));
    }
}
