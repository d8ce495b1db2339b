//! Blocked, not broken: the rule that governs a refusal about *when* an action was taken.
//!
//! A scenario acts at the most ordinary moment its rule allows. When an engine still refuses a step for a reason
//! about timing (`not_your_turn`, `wrong_phase`), the step never reached the scenario's own rule: the refusal
//! departs from the rule that allows the action at that moment, and only from it. The table of such rules is data,
//! `rules/blocking.yaml`, read here; the world consults it when an action is refused ([`governing`]), and the runner
//! reports the scenario as *blocked by* the rule it names.

use serde::Deserialize;
use std::collections::BTreeSet;

/// The table, as the harness carries it.
pub const BLOCKING: &str = include_str!("../../rules/blocking.yaml");

/// One entry of the table: a rejection reason, the action types it concerns, and the candidate rules.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub reason: String,
    pub types: Vec<String>,
    pub rules: Vec<String>,
}

/// The table, parsed.
pub fn table() -> Result<Vec<Entry>, String> {
    serde_saphyr::from_str(BLOCKING).map_err(|e| format!("rules/blocking.yaml does not load: {e}"))
}

/// The rule that governs the refusal of an action of type `action` with `reason`, in a variant whose catalogued
/// rules are `variant_rules`, for a scenario tagged with `own`: the first candidate among the scenario's own rules,
/// else the first candidate of the variant. `None` when no rule of the variant allows the action at that moment.
pub fn governing(
    table: &[Entry],
    variant_rules: &BTreeSet<String>,
    own: &BTreeSet<String>,
    action: &str,
    reason: &str,
) -> Option<String> {
    let candidates: Vec<&String> = table
        .iter()
        .filter(|e| e.reason == reason && e.types.iter().any(|t| t == action))
        .flat_map(|e| e.rules.iter())
        .filter(|r| variant_rules.contains(*r))
        .collect();
    candidates
        .iter()
        .find(|r| own.contains(**r))
        .or_else(|| candidates.first())
        .map(|r| (*r).clone())
}

/// [`governing`] with the table the harness carries and the catalogue's rules of `variant`.
pub fn governing_in(
    variant: &str,
    own: &BTreeSet<String>,
    action: &str,
    reason: &str,
) -> Option<String> {
    static TABLE: std::sync::OnceLock<Vec<Entry>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| table().unwrap_or_default());
    let rules = crate::embedded::rule_ids_by_variant().ok()?;
    governing(table, rules.get(variant)?, own, action, reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(ids: &[&str]) -> BTreeSet<String> {
        ids.iter().map(|s| s.to_string()).collect()
    }

    fn variant(v: &str) -> BTreeSet<String> {
        crate::embedded::rule_ids_by_variant().expect("the catalogue loads")[v].clone()
    }

    #[test]
    fn every_rule_named_is_catalogued_and_speaks_of_when() {
        let catalogue = crate::embedded::catalogue().expect("the catalogue loads");
        let table = table().expect("the table loads");
        assert!(!table.is_empty());
        // The stable reasons: the first column of section 7 of the protocol.
        let protocol = include_str!("../../docs/protocol.md");
        let section = protocol
            .split("\n## 7. Rejection reasons")
            .nth(1)
            .and_then(|s| s.split("\n## ").next())
            .expect("the protocol has a section 7");
        let reasons: Vec<&str> = section
            .lines()
            .filter_map(|l| l.strip_prefix("| `")?.split('`').next())
            .collect();
        for e in &table {
            assert!(
                reasons.contains(&e.reason.as_str()),
                "{:?} is not a rejection reason of the protocol",
                e.reason
            );
            for r in &e.rules {
                let entry = catalogue
                    .iter()
                    .find(|c| &c.id == r)
                    .unwrap_or_else(|| panic!("{r} is not catalogued"));
                let text = format!("{} {}", entry.rule, entry.source).to_lowercase();
                assert!(
                    [
                        "any time",
                        "turn",
                        "between",
                        "once",
                        "all players",
                        "any moment"
                    ]
                    .iter()
                    .any(|w| text.contains(w)),
                    "{r} does not say when: {}",
                    entry.rule
                );
            }
            // At most one rulebook rule per variant and action would make the preference ambiguous only where
            // the scenario names none of them; the order then decides, and is the order written.
            assert!(!e.types.is_empty());
        }
    }

    #[test]
    fn the_scenarios_own_rule_is_preferred_then_the_first_of_the_variant() {
        let t = table().expect("the table loads");
        let classic = variant("classic");
        // A scenario about even building, refused as not its player's turn: blocked by "houses at any time".
        assert_eq!(
            governing(&t, &classic, &set(&["CL-BLD-03"]), "build", "not_your_turn").as_deref(),
            Some("CL-BLD-06")
        );
        // A scenario about selling the jail card: that rule, not the general one about trades.
        assert_eq!(
            governing(
                &t,
                &classic,
                &set(&["CL-CARD-06"]),
                "trade_offer",
                "not_your_turn"
            )
            .as_deref(),
            Some("CL-CARD-06")
        );
        assert_eq!(
            governing(
                &t,
                &classic,
                &set(&["CL-SELL-01"]),
                "trade_accept",
                "not_your_turn"
            )
            .as_deref(),
            Some("CL-TRADE-01")
        );
        // Nothing in the classic book lets a player sell buildings or lift a mortgage on another's turn.
        assert_eq!(
            governing(&t, &classic, &set(&[]), "sell_building", "not_your_turn"),
            None
        );
        assert_eq!(
            governing(&t, &classic, &set(&[]), "unmortgage", "not_your_turn"),
            None
        );
        let veropoly = variant("veropoly");
        assert_eq!(
            governing(
                &t,
                &veropoly,
                &set(&["VP-DBL-05"]),
                "build",
                "not_your_turn"
            )
            .as_deref(),
            Some("VP-DBL-05")
        );
        assert_eq!(
            governing(
                &t,
                &veropoly,
                &set(&["VP-BLD-02"]),
                "build",
                "not_your_turn"
            )
            .as_deref(),
            Some("VP-TURN-02")
        );
        // Online: building belongs to one's own turn, so a refusal there is the scenario's own affair.
        let online = variant("online");
        assert_eq!(
            governing(&t, &online, &set(&[]), "build", "not_your_turn"),
            None
        );
        assert_eq!(
            governing(&t, &online, &set(&[]), "trade_offer", "not_your_turn").as_deref(),
            Some("ON-TRADE-01")
        );
        // A reason about something else governs nothing.
        assert_eq!(
            governing(&t, &classic, &set(&[]), "build", "insufficient_cash"),
            None
        );
    }
}
