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
        json!({"dice": {"count": 3, "sides": 6}}),
        json!({"teams": {"min_teams": 2, "rent_between_teammates": false, "full_set_counts_teammates": true,
                         "cards_skip_teammates": true, "repairs_count_team": true,
                         "leaver_properties_to": "teammate"}}),
        json!({"game_end": {"valuation": {"property_percent": 100, "mortgaged_property_percent": 50,
                                         "building_percent": 100, "hotel_counts_houses": true,
                                         "jail_card": 0, "ties": "none"}}}),
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

/// A new game of `variant` with `house_rules`, through the protocol: its answer.
fn new_game(s: &mut Session, variant: &str, house_rules: serde_json::Value) -> serde_json::Value {
    let line = json!({"id": 1, "cmd": "new_game", "variant": variant, "house_rules": house_rules, "seed": 1,
               "turn_order": ["ann", "bob"], "players": [{"id": "ann", "name": "Ann", "token": "boot"}, {"id": "bob", "name": "Bob", "token": "car"}]});
    serde_json::from_str(&s.handle_line(&line.to_string())).unwrap()
}

#[test]
fn a_host_chooses_the_starting_cash_within_the_presets_range() {
    let mut s = Session::new();
    // veropoly's range is $1,500 to $1,500: the book's amount only.
    for cash in [1499, 1501, 2000] {
        let answer = new_game(&mut s, "veropoly", json!({"starting_cash": cash}));
        assert_eq!(answer["reason"], "invalid_setup", "${cash}: {answer}");
    }
    // A range widened by the house rules lets the host pick any amount in it, both ends included.
    let widened = |cash: i64| json!({"starting_cash": cash, "starting_cash_range": {"min": 500, "max": 3000}});
    for (cash, ok) in [(499, false), (500, true), (3000, true), (3001, false)] {
        let answer = new_game(&mut s, "veropoly", widened(cash));
        if ok {
            assert_eq!(answer["status"], "ok", "${cash}: {answer}");
            assert!(
                answer["result"]["state"]["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|p| p["cash"] == cash),
                "${cash}: every player starts with it: {answer}"
            );
        } else {
            assert_eq!(answer["reason"], "invalid_setup", "${cash}: {answer}");
        }
    }
}

#[test]
fn a_bank_without_a_building_limit_shows_none_and_never_runs_short() {
    let mut s = Session::new();
    let answer = new_game(
        &mut s,
        "veropoly",
        json!({"buildings": {"houses": null, "hotels": null}}),
    );
    assert_eq!(answer["status"], "ok", "{answer}");
    assert_eq!(
        answer["result"]["state"]["bank"]["houses"],
        serde_json::Value::Null
    );
    assert_eq!(
        answer["result"]["state"]["bank"]["hotels"],
        serde_json::Value::Null
    );
    // Ann owns the browns and builds on them until both carry hotels: 8 houses and 2 hotels, none refused.
    let send = |s: &mut Session, v: serde_json::Value| -> serde_json::Value {
        serde_json::from_str(&s.handle_line(&v.to_string())).unwrap()
    };
    let setup = send(
        &mut s,
        json!({"id": 2, "cmd": "setup", "ops": [
            {"op": "give", "property": "mediterranean-avenue", "player": "ann"},
            {"op": "give", "property": "baltic-avenue", "player": "ann"},
            {"op": "bank_stock", "houses": 3, "hotels": 0}]}),
    );
    assert_eq!(
        setup["status"], "rejected",
        "no count to set on an unlimited stock: {setup}"
    );
    assert_eq!(setup["reason"], "not_allowed_in_variant", "{setup}");
    let give = send(
        &mut s,
        json!({"id": 3, "cmd": "setup", "ops": [
            {"op": "give", "property": "mediterranean-avenue", "player": "ann"},
            {"op": "give", "property": "baltic-avenue", "player": "ann"}]}),
    );
    assert_eq!(give["status"], "ok", "{give}");
    let roll = send(
        &mut s,
        json!({"id": 4, "cmd": "force_dice", "dice": [[4, 6]]}),
    );
    assert_eq!(roll["status"], "ok", "{roll}");
    let rolled = send(
        &mut s,
        json!({"id": 6, "cmd": "act", "player": "ann", "action": {"type": "roll"}}),
    );
    assert_eq!(rolled["status"], "ok", "{rolled}");
    for round in 0..5 {
        for prop in ["mediterranean-avenue", "baltic-avenue"] {
            let building = if round == 4 { "hotel" } else { "house" };
            let built = send(
                &mut s,
                json!({"id": 7, "cmd": "act", "player": "ann",
                       "action": {"type": "build", "property": prop, "building": building}}),
            );
            assert_eq!(built["status"], "ok", "{building} on {prop}: {built}");
        }
    }
    let state = send(&mut s, json!({"id": 8, "cmd": "state"}));
    assert_eq!(
        state["result"]["state"]["bank"]["houses"],
        serde_json::Value::Null
    );
}
