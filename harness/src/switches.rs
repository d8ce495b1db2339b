//! The named house-rule switches of a preset (its `house_rules` map, the online edition's eight): each has a
//! `default` and the patches `when_on` and `when_off` that set it. A run names a switch (`--house-rule
//! auctions=on`) or sets its keys directly (`--house-rule unbought_property=auction`); either way the switch is
//! *flipped* in that run when the preset, with the run's overrides merged in, carries the patch of its non-default
//! setting.
//!
//! Scenarios say which setting they need by tags: `@house-rule-<switch>` runs only where the switch is flipped,
//! `@default-<switch>` only where it is not; a scenario with neither runs in every setting. (`-` and `_` are the
//! same in a switch's name: `@house-rule-double-rent` is the switch `double_rent`.)

use serde_json::{Map, Value};
use std::collections::BTreeSet;

/// The switch's patch for a setting (`true`: on).
fn patch(switch: &Value, on: bool) -> Option<&Value> {
    switch.get(if on { "when_on" } else { "when_off" })
}

/// `over` merged into `base`, objects key by key, as an engine merges house rules into a preset.
fn merge(base: &mut Value, over: &Value) {
    match (base, over) {
        (Value::Object(b), Value::Object(o)) => {
            for (k, v) in o {
                match b.get_mut(k) {
                    Some(slot) if slot.is_object() && v.is_object() => merge(slot, v),
                    _ => {
                        b.insert(k.clone(), v.clone());
                    }
                }
            }
        }
        (b, o) => *b = o.clone(),
    }
}

/// Whether every leaf of `patch` holds in `value`.
fn holds(value: &Value, patch: &Value) -> bool {
    match patch {
        Value::Object(p) => p
            .iter()
            .all(|(k, v)| value.get(k).is_some_and(|x| holds(x, v))),
        other => value == other,
    }
}

/// The overrides with every named switch (`auctions: on`, `off`, `true` or `false`) replaced by its patch.
pub fn expand(
    preset: &Value,
    overrides: &Map<String, Value>,
) -> Result<Map<String, Value>, String> {
    let switches = preset.get("house_rules").and_then(Value::as_object);
    let mut out = Value::Object(Map::new());
    for (k, v) in overrides {
        match switches.and_then(|s| s.get(k)) {
            Some(switch) => {
                let on = match v {
                    Value::Bool(b) => *b,
                    Value::String(s) if s == "on" => true,
                    Value::String(s) if s == "off" => false,
                    other => {
                        return Err(format!(
                            "the switch {k:?} is set with on or off, not {other}"
                        ));
                    }
                };
                let p = patch(switch, on)
                    .ok_or_else(|| format!("the switch {k:?} has no patch for that setting"))?;
                merge(&mut out, p);
            }
            None => {
                let mut one = Map::new();
                one.insert(k.clone(), v.clone());
                merge(&mut out, &Value::Object(one));
            }
        }
    }
    match out {
        Value::Object(m) => Ok(m),
        _ => Ok(Map::new()),
    }
}

/// Each named switch of the preset with its setting away from its default (`auctions` → `on`), in name order.
pub fn each_flipped(preset: &Value) -> Vec<(String, Value)> {
    preset
        .get("house_rules")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .map(|(name, s)| {
            let default = s.get("default").and_then(Value::as_bool).unwrap_or(false);
            (
                name.clone(),
                Value::String(if default { "off" } else { "on" }.into()),
            )
        })
        .collect()
}

/// The switches not at their default in a run with these (expanded) overrides.
pub fn flipped(preset: &Value, overrides: &Map<String, Value>) -> BTreeSet<String> {
    let mut effective = preset.clone();
    merge(&mut effective, &Value::Object(overrides.clone()));
    let Some(switches) = preset.get("house_rules").and_then(Value::as_object) else {
        return BTreeSet::new();
    };
    switches
        .iter()
        .filter(|(_, s)| {
            let default = s.get("default").and_then(Value::as_bool).unwrap_or(false);
            patch(s, !default).is_some_and(|p| holds(&effective, p))
        })
        .map(|(name, _)| name.clone())
        .collect()
}

/// Whether a scenario with these tags (without `@`) runs where `flipped` are the switches not at their default.
pub fn runs_with(tags: &BTreeSet<String>, flipped: &BTreeSet<String>) -> bool {
    let name = |t: &str| t.replace('-', "_");
    tags.iter().all(|t| {
        if let Some(s) = t.strip_prefix("house-rule-") {
            flipped.contains(&name(s))
        } else if let Some(s) = t.strip_prefix("default-") {
            !flipped.contains(&name(s))
        } else {
            true
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn preset() -> Value {
        json!({"unbought_property": "stays_with_bank", "rent": {"full_set_multiplier": 1, "collect_in_jail": true},
               "house_rules": {
                   "auctions": {"default": false, "when_on": {"unbought_property": "auction"},
                                "when_off": {"unbought_property": "stays_with_bank"}},
                   "even_building": {"default": true, "when_on": {"rent": {"collect_in_jail": true}},
                                     "when_off": {"rent": {"collect_in_jail": false}}}}})
    }

    #[test]
    fn a_switch_is_flipped_by_its_name_or_by_its_keys() {
        let p = preset();
        let named = expand(&p, json!({"auctions": "on"}).as_object().unwrap()).unwrap();
        assert_eq!(
            named,
            *json!({"unbought_property": "auction"}).as_object().unwrap()
        );
        assert_eq!(flipped(&p, &named), ["auctions".to_string()].into());
        let keys = json!({"unbought_property": "auction"});
        assert_eq!(
            flipped(&p, keys.as_object().unwrap()),
            ["auctions".to_string()].into()
        );
        let off = expand(&p, json!({"even_building": "off"}).as_object().unwrap()).unwrap();
        assert_eq!(flipped(&p, &off), ["even_building".to_string()].into());
        assert!(flipped(&p, &Map::new()).is_empty());
        assert!(expand(&p, json!({"auctions": 3}).as_object().unwrap()).is_err());
    }

    #[test]
    fn scenarios_run_in_the_settings_their_tags_ask_for() {
        let tags = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
        let on: BTreeSet<String> = ["double_rent".to_string()].into();
        assert!(runs_with(&tags(&["online", "house-rule-double-rent"]), &on));
        assert!(!runs_with(
            &tags(&["online", "house-rule-double-rent"]),
            &BTreeSet::new()
        ));
        assert!(!runs_with(&tags(&["default-double_rent"]), &on));
        assert!(runs_with(&tags(&["default-double_rent"]), &BTreeSet::new()));
        assert!(runs_with(&tags(&["online"]), &on));
    }
}
