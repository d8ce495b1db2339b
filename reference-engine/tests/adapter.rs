//! The protocol adapter: bad input gets a structured error and changes nothing; a refused action leaves the
//! snapshot exactly as it was.

use serde_json::{Value, json};
use veropoly_engine::protocol::Session;

fn ask(s: &mut Session, line: &str) -> Value {
    serde_json::from_str(&s.handle_line(line)).expect("every answer is one JSON line")
}

fn started() -> Session {
    let mut s = Session::new();
    let r = ask(&mut s, r#"{"id":1,"cmd":"handshake","protocol":6}"#);
    assert_eq!(r["status"], "ok");
    let ng = json!({"id": 2, "cmd": "new_game", "variant": "veropoly", "seed": 3,
        "players": [{"id": "ann", "token": "boot"}, {"id": "bob", "token": "dog"}], "turn_order": ["ann", "bob"]});
    assert_eq!(ask(&mut s, &ng.to_string())["status"], "ok");
    s
}

fn state(s: &mut Session) -> Value {
    ask(s, r#"{"id":50,"cmd":"state"}"#)["result"]["state"].clone()
}

#[test]
fn faulty_requests_get_structured_errors() {
    let mut s = Session::new();
    let cases = [
        ("{not json", Value::Null, "malformed_json"),
        (r#"{"cmd":"state"}"#, Value::Null, "invalid_request"),
        (r#"{"id":4,"cmd":"dance"}"#, json!(4), "unknown_command"),
        (r#"{"id":5,"cmd":"state"}"#, json!(5), "no_game"),
        (
            r#"{"id":6,"cmd":"handshake","protocol":99}"#,
            json!(6),
            "unsupported_protocol",
        ),
        (
            r#"{"id":7,"cmd":"act","player":"ann"}"#,
            json!(7),
            "invalid_request",
        ),
        (
            r#"{"id":8,"cmd":"new_game","variant":"chess","players":[]}"#,
            json!(8),
            "unsupported_variant",
        ),
        (
            r#"{"id":9,"cmd":"new_game","variant":"veropoly","house_rules":{"no_such_switch":true},"players":[{"id":"a","token":"x"},{"id":"b","token":"y"}]}"#,
            json!(9),
            "invalid_request",
        ),
        (
            r#"{"id":10,"cmd":"new_game","variant":"veropoly","board":{"data":{"id":"x","spaces":[]}},"players":[{"id":"a","token":"x"},{"id":"b","token":"y"}]}"#,
            json!(10),
            "invalid_fixture",
        ),
    ];
    for (line, id, code) in cases {
        let r = ask(&mut s, line);
        assert_eq!(r["status"], "error", "{line}");
        assert_eq!(r["code"], code, "{line}");
        assert_eq!(r["id"], id, "{line}");
    }
    let long = format!(
        r#"{{"id":11,"cmd":"state","pad":"{}"}}"#,
        "x".repeat(veropoly_engine::protocol::MAX_LINE)
    );
    assert_eq!(ask(&mut s, &long)["code"], "line_too_long");
}

#[test]
fn a_refused_action_or_set_up_leaves_the_snapshot_unchanged() {
    let mut s = started();
    let before = state(&mut s);
    for line in [
        r#"{"id":20,"cmd":"act","player":"bob","action":{"type":"roll"}}"#,
        r#"{"id":21,"cmd":"act","player":"ann","action":{"type":"buy"}}"#,
        r#"{"id":22,"cmd":"act","player":"ann","action":{"type":"mortgage","property":"boardwalk"}}"#,
        r#"{"id":23,"cmd":"act","player":"zed","action":{"type":"roll"}}"#,
        r#"{"id":24,"cmd":"act","player":"ann","action":{"type":"build","property":"nowhere","building":"house"}}"#,
        r#"{"id":25,"cmd":"setup","ops":[{"op":"cash","player":"ann","amount":5},{"op":"place","player":"ann","space":"the-moon"}]}"#,
        r#"{"id":26,"cmd":"force_dice","dice":[[3,4],[9,1]]}"#,
        r#"{"id":27,"cmd":"act","player":"ann","action":{"type":"end_turn"}}"#,
    ] {
        let r = ask(&mut s, line);
        assert_eq!(r["status"], "rejected", "{line}: {r}");
        assert!(r["reason"].is_string() && r["message"].is_string());
        assert_eq!(state(&mut s), before, "{line} changed the game");
    }
}

#[test]
fn game_set_up_refusals_carry_their_reasons() {
    let mut s = Session::new();
    let game = |players: Value| {
        json!({"id": 3, "cmd": "new_game", "variant": "veropoly", "players": players}).to_string()
    };
    let one = json!([{"id": "a", "token": "x"}]);
    let nine: Vec<Value> = (0..9)
        .map(|i| json!({"id": format!("p{i}"), "token": format!("t{i}")}))
        .collect();
    let nine_alike: Vec<Value> = (0..9)
        .map(|i| json!({"id": format!("p{i}"), "token": "boot"}))
        .collect();
    let no_token = json!([{"id": "a", "token": "x"}, {"id": "b"}]);
    let same = json!([{"id": "a", "token": "Boot"}, {"id": "b", "token": "boot"}]);
    for (players, reason) in [
        (one, "too_few_players"),
        (Value::from(nine), "too_many_players"),
        (no_token, "missing_token"),
        (same, "duplicate_token"),
        // The count of players is checked before the players themselves.
        (Value::from(nine_alike), "too_many_players"),
    ] {
        let r = ask(&mut s, &game(players));
        assert_eq!(r["status"], "rejected");
        assert_eq!(r["reason"], reason);
    }
}

#[test]
fn every_rejection_reason_has_its_own_code_and_is_documented() {
    let protocol = include_str!("../../docs/protocol.md");
    let mut seen = std::collections::BTreeSet::new();
    for r in veropoly_engine::Reason::ALL {
        assert!(seen.insert(r.code()), "{} is used twice", r.code());
        assert!(
            protocol.contains(&format!("`{}`", r.code())),
            "docs/protocol.md does not list {}",
            r.code()
        );
    }
}

fn capabilities(only: Option<&str>) -> Vec<String> {
    let mut s = Session::new().with_capabilities(only.map(String::from));
    let r = ask(&mut s, r#"{"id":1,"cmd":"handshake","protocol":6}"#);
    serde_json::from_value(r["result"]["capabilities"].clone()).expect("a list of names")
}

#[test]
fn capabilities_are_declared_per_optional_part_and_narrowed_by_name_or_prefix() {
    let all = capabilities(None);
    assert_eq!(all, veropoly_engine::protocol::CAPABILITIES);
    assert!(all.iter().any(|c| c == "setup.debt") && all.iter().any(|c| c == "stack_deck.top"));
    let setup: Vec<String> = all
        .iter()
        .filter(|c| c.starts_with("setup."))
        .cloned()
        .collect();
    let mut want = vec!["forced_dice".to_string()];
    want.extend(setup);
    assert_eq!(capabilities(Some("forced_dice, setup")), want);
    assert_eq!(capabilities(Some("setup.debt")), ["setup.debt"]);
    assert!(capabilities(Some("setup.de,stack")).is_empty());
    assert!(capabilities(Some("")).is_empty());
}

#[test]
fn a_hotel_is_set_up_without_houses() {
    let mut s = started();
    let r = ask(
        &mut s,
        r#"{"id":3,"cmd":"setup","ops":[{"op":"buildings","property":"boardwalk","hotel":true}]}"#,
    );
    assert_eq!(r["status"], "ok", "{r}");
    let st = state(&mut s);
    let boardwalk = st["properties"]
        .as_array()
        .and_then(|a| a.iter().find(|p| p["id"] == "boardwalk"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        (&boardwalk["houses"], &boardwalk["hotel"]),
        (&json!(0), &json!(true))
    );
    assert_eq!(st["bank"]["hotels"], 11);
}

#[test]
fn an_unpaid_debt_holds_up_the_dice_and_the_snapshot_names_the_debtor() {
    let mut s = started();
    let r = ask(
        &mut s,
        r#"{"id":3,"cmd":"setup","ops":[{"op":"cash","player":"bob","amount":10},{"op":"debt","debtor":"bob","creditor":"ann","amount":50}]}"#,
    );
    assert_eq!(r["status"], "ok", "{r}");
    let turn = state(&mut s)["turn"].clone();
    assert_eq!(
        (&turn["phase"], &turn["to_act"], &turn["current"]),
        (&json!("debt"), &json!("bob"), &json!("ann"))
    );
    let r = ask(
        &mut s,
        r#"{"id":4,"cmd":"act","player":"ann","action":{"type":"roll"}}"#,
    );
    assert_eq!(r["reason"], "debt_pending");
    let r = ask(
        &mut s,
        r#"{"id":5,"cmd":"setup","ops":[{"op":"cash","player":"bob","amount":60}]}"#,
    );
    assert_eq!(r["status"], "ok", "{r}");
    // Set-up moves no money and settles nothing: the debt is paid by the next accepted action.
    assert_eq!(state(&mut s)["turn"]["phase"], "debt");
}

/// The set-up operations refuse what the protocol says they refuse, and give back what they replace: the harness
/// only ever sends valid set-ups, so the refusals are checked here.
#[test]
fn set_up_operations_refuse_inconsistent_tables_and_return_buildings_to_the_bank() {
    let mut s = started();
    let setup = |s: &mut Session, ops: Value| {
        ask(s, &json!({"id": 9, "cmd": "setup", "ops": ops}).to_string())
    };
    let reason = |v: &Value| v["reason"].as_str().unwrap_or_default().to_string();
    let stock = |s: &mut Session| {
        let st = state(s);
        (st["bank"]["houses"].clone(), st["bank"]["hotels"].clone())
    };
    assert_eq!(
        setup(
            &mut s,
            json!([{"op": "give", "property": "baltic-avenue", "player": "ann"}])
        )["status"],
        "ok"
    );
    let before = state(&mut s);
    for (ops, why) in [
        (
            json!([{"op": "buildings", "property": "baltic-avenue", "houses": 5}]),
            "invalid_setup",
        ),
        (
            json!([{"op": "buildings", "property": "baltic-avenue", "houses": 2, "hotel": true}]),
            "invalid_setup",
        ),
        (
            json!([{"op": "buildings", "property": "reading-port", "houses": 1}]),
            "invalid_setup",
        ),
        (json!([{"op": "pot", "amount": -5}]), "invalid_setup"),
    ] {
        let a = setup(&mut s, ops.clone());
        assert_eq!(
            (a["status"].as_str(), reason(&a)),
            (Some("rejected"), why.to_string()),
            "{ops}"
        );
        assert_eq!(state(&mut s), before, "the refused {ops} changed the game");
    }
    // Four houses on Baltic Avenue come from the bank; a hotel there takes one hotel and gives the four back.
    let (houses, hotels) = stock(&mut s);
    let (houses, hotels) = (houses.as_i64().unwrap(), hotels.as_i64().unwrap());
    assert_eq!(
        setup(
            &mut s,
            json!([{"op": "buildings", "property": "baltic-avenue", "houses": 4}])
        )["status"],
        "ok"
    );
    assert_eq!(stock(&mut s), (json!(houses - 4), json!(hotels)));
    assert_eq!(
        setup(
            &mut s,
            json!([{"op": "buildings", "property": "baltic-avenue", "hotel": true}])
        )["status"],
        "ok"
    );
    assert_eq!(stock(&mut s), (json!(houses), json!(hotels - 1)));
    // Back to the bank, the street's hotel returns to the bank's stock.
    assert_eq!(
        setup(
            &mut s,
            json!([{"op": "give", "property": "baltic-avenue", "player": null}])
        )["status"],
        "ok"
    );
    assert_eq!(stock(&mut s), (json!(houses), json!(hotels)));
    let a = setup(
        &mut s,
        json!([{"op": "buildings", "property": "baltic-avenue", "houses": 1}]),
    );
    assert_eq!(a["status"], "ok", "{a}");
    assert_eq!(
        setup(
            &mut s,
            json!([{"op": "give", "property": "baltic-avenue", "player": null}])
        )["status"],
        "ok"
    );
    assert_eq!(
        stock(&mut s),
        (json!(houses), json!(hotels)),
        "a house comes back too"
    );
    // The bank's last two houses may be placed; a pot of $0 is a pot.
    let ops = json!([
        {"op": "give", "property": "baltic-avenue", "player": "ann"},
        {"op": "bank_stock", "houses": 2, "hotels": hotels},
        {"op": "buildings", "property": "baltic-avenue", "houses": 2},
        {"op": "pot", "amount": 0}
    ]);
    let a = setup(&mut s, ops);
    assert_eq!(a["status"], "ok", "{a}");
    assert_eq!(stock(&mut s), (json!(0), json!(hotels)));
}

/// A deck's whole order must name each card of its pile once; an unlimited stock has no count to set.
#[test]
fn a_deck_order_must_be_the_piles_own_cards_and_an_unlimited_stock_cannot_be_set() {
    let mut s = started();
    let count = state(&mut s)["decks"]["chance"]
        .as_array()
        .expect("the Chance pile in the snapshot")
        .len();
    assert!(count > 1);
    let before = state(&mut s);
    let wrong = json!({"id": 9, "cmd": "stack_deck", "deck": "chance", "order": vec!["advance-to-go"; count]});
    let a = ask(&mut s, &wrong.to_string());
    assert_eq!(a["status"], "rejected", "{a}");
    assert_eq!(a["reason"], "unknown_card", "{a}");
    assert_eq!(state(&mut s), before);

    let mut online = Session::new();
    ask(&mut online, r#"{"id":1,"cmd":"handshake","protocol":6}"#);
    let ng = json!({"id": 2, "cmd": "new_game", "variant": "online", "seed": 3,
        "players": [{"id": "ann", "token": "boot"}, {"id": "bob", "token": "dog"}], "turn_order": ["ann", "bob"]});
    assert_eq!(ask(&mut online, &ng.to_string())["status"], "ok");
    let before = state(&mut online);
    let a = ask(
        &mut online,
        r#"{"id":3,"cmd":"setup","ops":[{"op":"bank_stock","houses":3,"hotels":1}]}"#,
    );
    assert_eq!(a["reason"], "not_allowed_in_variant", "{a}");
    assert_eq!(state(&mut online), before);
}
