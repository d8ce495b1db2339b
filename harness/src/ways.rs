//! Ways of playing: the architectures of real engines that the protocol expresses (`rules/ways.yaml`).
//!
//! An engine announces its ways in its handshake (`plays`). The world then drives and reads it that way
//! (`crate::world`), and the certificate reports broken, once, each rule a way itself departs from
//! ([`announced`]). The table is data, read here.

use serde::Deserialize;
use std::collections::BTreeSet;

/// The table, as the harness carries it.
pub const WAYS: &str = include_str!("../../rules/ways.yaml");

/// Only the player whose turn it is acts at the table.
pub const MOVER_ONLY: &str = "mover_only";
/// Auctions ask their bidders in turn; a pass is final.
pub const AUCTION_IN_TURN: &str = "auction_in_turn";
/// Utility rent thrown with fresh dice.
pub const UTILITY_FRESH_DICE: &str = "utility_fresh_dice";
/// A hotel built as a fifth house.
pub const HOTEL_FIFTH_HOUSE: &str = "hotel_fifth_house";
/// A payment its payer cannot meet is made in full, below $0, and listed as a debt until covered.
pub const CASH_BELOW_ZERO: &str = "cash_below_zero";
/// Decks of the engine's own, told card by card.
pub const OWN_DECKS: &str = "own_decks";

/// One way of playing.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Way {
    pub way: String,
    pub summary: String,
    /// The rules, of any variant, that playing this way departs from.
    pub departs: Vec<String>,
    /// The rules, of any variant, that a card differing from the fixture's departs from (`own_decks`).
    #[serde(default)]
    pub differs: Vec<String>,
}

/// The table, parsed.
pub fn table() -> Result<Vec<Way>, String> {
    serde_saphyr::from_str(WAYS).map_err(|e| format!("rules/ways.yaml does not load: {e}"))
}

fn carried() -> &'static [Way] {
    static TABLE: std::sync::OnceLock<Vec<Way>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| table().unwrap_or_default())
}

fn of_variant(variant: &str, rules: &[String]) -> Vec<String> {
    let Ok(by) = crate::embedded::rule_ids_by_variant() else {
        return Vec::new();
    };
    let Some(own) = by.get(variant) else {
        return Vec::new();
    };
    rules.iter().filter(|r| own.contains(*r)).cloned().collect()
}

/// The rules of `variant` that the ways in `plays` depart from, each with the way that departs from it, in the
/// table's order. A way the table does not know departs from nothing.
pub fn announced(variant: &str, plays: &[String]) -> Vec<(String, String)> {
    let plays: BTreeSet<&str> = plays.iter().map(String::as_str).collect();
    carried()
        .iter()
        .filter(|w| plays.contains(w.way.as_str()))
        .flat_map(|w| {
            of_variant(variant, &w.departs)
                .into_iter()
                .map(|r| (r, w.way.clone()))
        })
        .collect()
}

/// The first rule of `variant` that `way` departs from: the rule a step the way cannot take is blocked by.
pub fn first_departure(variant: &str, way: &str) -> Option<String> {
    let w = carried().iter().find(|w| w.way == way)?;
    of_variant(variant, &w.departs).into_iter().next()
}

/// The rule of `variant` that a card differing from the fixture's departs from.
pub fn deck_rule(variant: &str) -> Option<String> {
    let w = carried().iter().find(|w| w.way == OWN_DECKS)?;
    of_variant(variant, &w.differs).into_iter().next()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_way_is_named_in_code_and_every_rule_is_catalogued() {
        let catalogue = crate::embedded::catalogue().expect("the catalogue loads");
        let table = table().expect("the table loads");
        let names: Vec<&str> = table.iter().map(|w| w.way.as_str()).collect();
        assert_eq!(
            names,
            [
                MOVER_ONLY,
                AUCTION_IN_TURN,
                UTILITY_FRESH_DICE,
                HOTEL_FIFTH_HOUSE,
                CASH_BELOW_ZERO,
                OWN_DECKS
            ]
        );
        for w in &table {
            assert!(!w.summary.trim().is_empty());
            for r in w.departs.iter().chain(&w.differs) {
                assert!(
                    catalogue.iter().any(|c| &c.id == r),
                    "{r} ({}) is not catalogued",
                    w.way
                );
            }
        }
    }

    #[test]
    fn a_way_departs_from_the_rules_of_the_variant_certified_only() {
        let plays = vec![MOVER_ONLY.to_string(), "a_way_nobody_knows".to_string()];
        let rules: Vec<String> = announced("classic", &plays)
            .into_iter()
            .map(|(r, w)| {
                assert_eq!(w, MOVER_ONLY);
                r
            })
            .collect();
        assert_eq!(
            rules,
            ["CL-BLD-06", "CL-MORT-01", "CL-TRADE-01", "CL-CARD-06"]
        );
        assert!(announced("classic", &[HOTEL_FIFTH_HOUSE.to_string()]).is_empty());
        assert_eq!(
            first_departure("veropoly", AUCTION_IN_TURN).as_deref(),
            Some("VP-AUC-04")
        );
        assert_eq!(
            first_departure("classic-short", AUCTION_IN_TURN).as_deref(),
            Some("CL-AUC-05")
        );
        assert_eq!(deck_rule("classic-timed").as_deref(), Some("CL-SETUP-02"));
        assert_eq!(deck_rule("veropoly").as_deref(), Some("VP-CARD-03"));
    }
}
