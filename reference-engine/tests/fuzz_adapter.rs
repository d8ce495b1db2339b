//! The protocol adapter under hostile input, as property tests (seeded, so a failure names its case): arbitrary
//! bytes, valid requests mutated at random, and requests built to exhaust (deep nesting, huge numbers, huge
//! lists, long strings). Every line gets exactly one answer, a JSON object with a status, and every error carries
//! a documented code; a request answered with an error changes nothing; nothing panics. `cargo fuzz` runs the
//! same entry point for as long as one likes (`reference-engine/fuzz`).

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use serde_json::{Value, json};
use veropoly_engine::protocol::Session;

/// The error codes of docs/protocol.md (section 2).
const ERRORS: &[&str] = &[
    "malformed_json",
    "invalid_request",
    "unknown_command",
    "unsupported_command",
    "unsupported_protocol",
    "unsupported_variant",
    "unsupported_action",
    "invalid_fixture",
    "no_game",
    "line_too_long",
];

/// One answer to one line, checked for shape.
fn answer(s: &mut Session, line: &str) -> Value {
    let text = s.handle_line(line);
    assert!(!text.contains('\n'), "an answer is one line: {text}");
    let v: Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("the answer to {line:.200} is not JSON ({e}): {text:.200}"));
    match v["status"].as_str() {
        Some("ok") => {}
        Some("error") => {
            let code = v["code"].as_str().unwrap_or_default();
            assert!(
                ERRORS.contains(&code),
                "an error with the undocumented code {code:?}, to {line:.200}: {text:.300}"
            );
        }
        Some("rejected") => {
            let reason = v["reason"].as_str().unwrap_or_default();
            assert!(
                veropoly_engine::Reason::ALL
                    .iter()
                    .any(|r| r.code() == reason),
                "a rejection with the undocumented reason {reason:?}, to {line:.200}: {text:.300}"
            );
        }
        other => panic!("an answer with status {other:?} to {line:.200}: {text:.300}"),
    }
    v
}

fn started() -> Session {
    let mut s = Session::new();
    answer(&mut s, r#"{"id":1,"cmd":"handshake","protocol":6}"#);
    let ng = json!({"id": 2, "cmd": "new_game", "variant": "veropoly", "seed": 3,
        "players": [{"id": "ann", "token": "boot"}, {"id": "bob", "token": "dog"}], "turn_order": ["ann", "bob"]});
    assert_eq!(answer(&mut s, &ng.to_string())["status"], "ok");
    s
}

fn state(s: &mut Session) -> Value {
    answer(s, r#"{"id":50,"cmd":"state"}"#)["result"]["state"].clone()
}

/// Requests of every command, valid as they stand.
const SEEDS: &[&str] = &[
    r#"{"id":3,"cmd":"act","player":"ann","action":{"type":"roll"}}"#,
    r#"{"id":4,"cmd":"force_dice","dice":[[3,4],[2,2]]}"#,
    r#"{"id":5,"cmd":"setup","ops":[{"op":"cash","player":"ann","amount":1300},{"op":"give","property":"baltic-avenue","player":"bob"}]}"#,
    r#"{"id":6,"cmd":"legal_actions","player":"bob"}"#,
    r#"{"id":7,"cmd":"stack_deck","deck":"chance","cards":["advance-to-go"]}"#,
    r#"{"id":8,"cmd":"act","player":"bob","action":{"type":"trade_offer","to":"ann","give":{"cash":10,"properties":[],"jail_cards":0},"take":{"cash":0,"properties":[],"jail_cards":0}}}"#,
    r#"{"id":9,"cmd":"advance_clock","ms":1000}"#,
    r#"{"id":10,"cmd":"new_game","variant":"classic","seed":1,"players":[{"id":"a","token":"boot"},{"id":"b","token":"dog"}]}"#,
    r#"{"id":11,"cmd":"state"}"#,
];

/// A JSON value of any kind, sometimes hostile.
fn any_value(rng: &mut ChaCha8Rng, depth: u32) -> Value {
    match rng.next_u32() % if depth > 3 { 6 } else { 9 } {
        0 => Value::Null,
        1 => json!(rng.next_u32().is_multiple_of(2)),
        2 => json!(rng.next_u64() as i64),
        3 => json!(-(rng.next_u32() as i64)),
        4 => json!(
            [
                "boot",
                "ann",
                "bob",
                "",
                "chance",
                "baltic-avenue",
                "roll",
                "\u{0}"
            ][(rng.next_u32() % 8) as usize]
        ),
        5 => json!(1e308 * (rng.next_u32() % 3) as f64),
        6 => Value::Array(
            (0..rng.next_u32() % 4)
                .map(|_| any_value(rng, depth + 1))
                .collect(),
        ),
        7 => {
            let mut m = serde_json::Map::new();
            for k in ["type", "player", "op", "amount", "cmd", "id"] {
                if rng.next_u32().is_multiple_of(3) {
                    m.insert(k.into(), any_value(rng, depth + 1));
                }
            }
            Value::Object(m)
        }
        _ => json!("x".repeat((rng.next_u32() % 2000) as usize)),
    }
}

/// A valid request changed at random: a field removed, replaced or added, at any depth.
fn mutate(rng: &mut ChaCha8Rng, v: &mut Value) {
    match v {
        Value::Object(m) if !m.is_empty() => {
            let keys: Vec<String> = m.keys().cloned().collect();
            let k = &keys[(rng.next_u32() as usize) % keys.len()];
            match rng.next_u32() % 4 {
                0 => {
                    m.remove(k);
                }
                1 => {
                    m.insert(k.clone(), any_value(rng, 0));
                }
                2 => {
                    m.insert(format!("extra{}", rng.next_u32() % 3), any_value(rng, 0));
                }
                _ => mutate(rng, m.get_mut(k).expect("the key")),
            }
        }
        Value::Array(a) if !a.is_empty() => {
            let i = (rng.next_u32() as usize) % a.len();
            if rng.next_u32().is_multiple_of(3) {
                a[i] = any_value(rng, 0);
            } else {
                mutate(rng, &mut a[i]);
            }
        }
        other => *other = any_value(rng, 0),
    }
}

#[test]
fn arbitrary_bytes_get_a_structured_error() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xf022);
    let mut s = started();
    for case in 0..5_000 {
        let len = (rng.next_u32() % 300) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u32() as u8).collect();
        let line = String::from_utf8_lossy(&bytes).replace('\n', " ");
        let before = state(&mut s);
        let a = answer(&mut s, &line);
        assert_ne!(a["status"], "ok", "case {case}: {line:?} was accepted");
        assert_eq!(
            state(&mut s),
            before,
            "case {case}: {line:?} changed the game"
        );
    }
}

#[test]
fn mutated_requests_are_answered_and_errors_change_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xbad5eed);
    let mut accepted = 0;
    let mut refused = 0;
    for round in 0..40 {
        let mut s = started();
        for case in 0..150 {
            let mut v: Value = serde_json::from_str(SEEDS[(rng.next_u32() as usize) % SEEDS.len()])
                .expect("a valid seed");
            for _ in 0..=(rng.next_u32() % 3) {
                mutate(&mut rng, &mut v);
            }
            let line = v.to_string();
            let before = state(&mut s);
            let a = answer(&mut s, &line);
            if a["status"] == "ok" {
                accepted += 1;
            } else {
                refused += 1;
                let after = state(&mut s);
                assert_eq!(
                    after, before,
                    "round {round} case {case}: the refused {line:.300} changed the game"
                );
            }
        }
    }
    assert!(refused > 1_000, "too few refusals: {refused}");
    assert!(accepted > 50, "too few mutants were valid: {accepted}");
}

#[test]
fn requests_built_to_exhaust_are_refused_in_bounded_time_and_memory() {
    let mut s = started();
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let deep_object = format!(
        r#"{{"id":1,"cmd":"act","player":"ann","action":{}1{}}}"#,
        "{\"a\":".repeat(50_000),
        "}".repeat(50_000)
    );
    let huge_number = r#"{"id":18446744073709551616,"cmd":"state"}"#.to_string();
    let huge_float = r#"{"id":1,"cmd":"force_dice","dice":[[1e400,2]]}"#.to_string();
    let many_dice = format!(
        r#"{{"id":1,"cmd":"force_dice","dice":[{}[1,1]]}}"#,
        "[1,1],".repeat(400_000)
    );
    let many_players = format!(
        r#"{{"id":1,"cmd":"new_game","variant":"veropoly","players":[{}{{"id":"z","token":"boot"}}]}}"#,
        (0..100_000)
            .map(|i| format!(r#"{{"id":"p{i}","token":"t{i}"}},"#))
            .collect::<String>()
    );
    let long_string = format!(r#"{{"id":1,"cmd":"{}"}}"#, "x".repeat(3_000_000));
    let too_long = format!(
        r#"{{"id":1,"cmd":"state","pad":"{}"}}"#,
        "x".repeat(5 << 20)
    );
    for line in [
        &deep,
        &deep_object,
        &huge_number,
        &huge_float,
        &many_dice,
        &many_players,
        &long_string,
        &too_long,
    ] {
        let before = state(&mut s);
        let a = answer(&mut s, line);
        if a["status"] != "ok" {
            assert_eq!(state(&mut s), before, "{line:.80} changed the game");
        }
        let text = a.to_string();
        assert!(
            text.len() < 10_000,
            "a bounded answer to {line:.80}: {} bytes",
            text.len()
        );
    }
}
