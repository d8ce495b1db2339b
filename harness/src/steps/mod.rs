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
mod room;
mod table;
mod trading;
mod turn;

pub(crate) use acting::do_action;
pub use acting::parse_action;

pub(crate) use crate::wire::Snapshot;
pub(crate) use crate::world::{Fail, Outcome, StepResult, VeropolyWorld, mismatch};
pub(crate) use cucumber::gherkin::Step;
pub(crate) use cucumber::{given, then, when};
pub(crate) use serde_json::{Value, json};

/// "Ann, Bob and Cid" -> ["Ann", "Bob", "Cid"].
/// A comma between digits is a thousands separator ("$1,998"), not a list's.
pub fn names(list: &str) -> Vec<String> {
    let text = list.replace(" and ", ", ");
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut item = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let thousands = i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit());
        if c == ',' && !thousands {
            out.push(std::mem::take(&mut item));
        } else {
            item.push(c);
        }
    }
    out.push(item);
    out.into_iter()
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

/// A pattern of the step library's own parsing, compiled once for the whole run (a phrase is parsed for every
/// action of every scenario, and compiling dominated that).
pub(crate) fn pattern(pat: &'static str) -> &'static regex::Regex {
    static CACHE: std::sync::LazyLock<
        std::sync::Mutex<std::collections::HashMap<&'static str, &'static regex::Regex>>,
    > = std::sync::LazyLock::new(Default::default);
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    cache
        .entry(pat)
        .or_insert_with(|| Box::leak(Box::new(regex::Regex::new(pat).expect("a valid pattern"))))
}

/// A value as a reader of the report wants it: `Some("x")` as `"x"`, `None` as `nothing`.
pub(crate) fn plain(debug: &str) -> String {
    let re = pattern(r"Some\(([^()]*)\)");
    let mut s = debug.to_string();
    loop {
        let next = re.replace_all(&s, "$1").into_owned();
        if next == s {
            break;
        }
        s = next;
    }
    pattern(r"\bNone\b").replace_all(&s, "nothing").into_owned()
}

/// A house rule of the variant by its name as the rulebook gives it (`Double rent`, any case) or its id
/// (`double_rent`, or with spaces).
pub(crate) fn house_rule_id(w: &VeropolyWorld, name: &str) -> Result<String, Fail> {
    let ctx = w.ctx()?;
    let rules = ctx
        .fixtures
        .variants
        .get(&ctx.variant)
        .and_then(|p| p.get("house_rules"))
        .and_then(Value::as_object);
    rules
        .into_iter()
        .flatten()
        .find(|(id, r)| {
            id.replace('_', " ").eq_ignore_ascii_case(name)
                || r.get("name")
                    .and_then(Value::as_str)
                    .is_some_and(|n| n.eq_ignore_ascii_case(name))
        })
        .map(|(id, _)| id.clone())
        .ok_or_else(|| Fail::Scenario(format!("the variant has no house rule named {name:?}")))
}
