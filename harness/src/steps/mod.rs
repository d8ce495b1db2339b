//! The step library (`docs/steps.md`): plain-English steps, each turned into protocol requests. One module per
//! area of the rules; this one holds what they share.

mod acting;
mod cards;
mod debts;
mod ending;
mod game;
mod money;
mod pending;
mod rent;
mod table;
mod trading;
mod turn;

pub use acting::parse_action;

pub(crate) use crate::wire::Snapshot;
pub(crate) use crate::world::{Fail, Outcome, StepResult, VeropolyWorld, mismatch};
pub(crate) use cucumber::gherkin::Step;
pub(crate) use cucumber::{given, then, when};
pub(crate) use serde_json::{Value, json};

/// "Ann, Bob and Cid" -> ["Ann", "Bob", "Cid"].
pub fn names(list: &str) -> Vec<String> {
    list.replace(" and ", ", ")
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// "$1,500" or "1500" -> 1500.
pub fn money(text: &str) -> Result<i64, Fail> {
    let digits: String = text
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    digits
        .parse()
        .map_err(|_| Fail::Scenario(format!("{text:?} is not an amount of money")))
}

pub(crate) fn player<'a>(s: &'a Snapshot, id: &str) -> Result<&'a crate::wire::PlayerState, Fail> {
    s.players
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| mismatch(format!("a player {id:?} in the state"), "there is none"))
}

pub(crate) fn property<'a>(
    s: &'a Snapshot,
    id: &str,
) -> Result<&'a crate::wire::PropertyState, Fail> {
    s.properties
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| mismatch(format!("a property {id:?} in the state"), "there is none"))
}

pub(crate) fn check<T: PartialEq + std::fmt::Debug>(
    what: &str,
    expected: T,
    actual: T,
) -> StepResult {
    if expected == actual {
        Ok(())
    } else {
        Err(mismatch(
            format!("{what} to be {}", plain(&format!("{expected:?}"))),
            format!("it is {}", plain(&format!("{actual:?}"))),
        ))
    }
}

/// A value as a reader of the report wants it: `Some("x")` as `"x"`, `None` as `nothing`.
pub(crate) fn plain(debug: &str) -> String {
    let re = regex::Regex::new(r"Some\(([^()]*)\)").expect("a valid pattern");
    let mut s = debug.to_string();
    loop {
        let next = re.replace_all(&s, "$1").into_owned();
        if next == s {
            break;
        }
        s = next;
    }
    regex::Regex::new(r"\bNone\b")
        .expect("a valid pattern")
        .replace_all(&s, "nothing")
        .into_owned()
}
