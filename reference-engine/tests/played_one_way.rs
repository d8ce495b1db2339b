//! The engine never plays a setting silently otherwise than its preset says. Every key of a supported variant's
//! preset is either read by the rules (`Rules`), descriptive (`DESCRIPTIVE`), or a setting the engine plays one way
//! only (`PLAYED_ONE_WAY`), and each preset sets those to the one way; a game asked with another value is refused
//! `unsupported_variant`, and the harness reports it unsupported.

use serde_json::json;
use veropoly_engine::data::{DESCRIPTIVE, PLAYED_ONE_WAY, Rules, load, unplayed};
use veropoly_engine::protocol::{SUPPORTED_VARIANTS, Session};

#[test]
fn every_preset_key_is_read_described_or_played_one_way() {
    for v in SUPPORTED_VARIANTS {
        let value = load::preset_value(v).unwrap();
        let mut ignored = Vec::new();
        let rules: Result<Rules, _> =
            serde_ignored::deserialize(value.clone(), |p| ignored.push(p.to_string()));
        assert!(rules.is_ok(), "{v}: {:?}", rules.err());
        for path in ignored {
            // An `Option` shows as `?` in serde_ignored's path.
            let path = path.replace(".?", "");
            let covered = DESCRIPTIVE.contains(&path.as_str())
                || PLAYED_ONE_WAY
                    .iter()
                    .any(|(p, _)| *p == path || path.starts_with(&format!("{p}.")));
            assert!(
                covered,
                "{v}: the rules do not read {path}, and nothing says how it is played"
            );
        }
        assert_eq!(unplayed(&value), None, "{v}: its own preset");
    }
}

#[test]
fn a_setting_played_one_way_refuses_another_value_and_changes_nothing() {
    let mut s = Session::new();
    let game = |house_rules: serde_json::Value| {
        json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "house_rules": house_rules, "seed": 1,
               "players": [{"id": "ann", "name": "Ann", "token": "boot"}, {"id": "bob", "name": "Bob", "token": "car"}]})
        .to_string()
    };
    for house_rules in [
        json!({"free_parking_jackpot": true}),
        json!({"debt": {"negative_cash": true}}),
        json!({"bankruptcy": {"to_bank": "return_to_bank"}}),
        json!({"auction": {"timer_ms": 10000}}),
    ] {
        let answer: serde_json::Value =
            serde_json::from_str(&s.handle_line(&game(house_rules.clone()))).unwrap();
        assert_eq!(answer["status"], "error", "{house_rules}: {answer}");
        assert_eq!(
            answer["code"], "unsupported_variant",
            "{house_rules}: {answer}"
        );
        let state: serde_json::Value =
            serde_json::from_str(&s.handle_line(r#"{"id": 2, "cmd": "state"}"#)).unwrap();
        assert_eq!(state["code"], "no_game", "{house_rules}: no game was made");
    }
    // The value it plays is accepted, and a switch it reads may be flipped.
    for house_rules in [
        json!({"free_parking_jackpot": false}),
        json!({"rent": {"full_set_multiplier": 3}}),
    ] {
        let answer: serde_json::Value =
            serde_json::from_str(&s.handle_line(&game(house_rules.clone()))).unwrap();
        assert_eq!(answer["status"], "ok", "{house_rules}: {answer}");
    }
}
