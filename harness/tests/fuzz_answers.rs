//! The harness's reading of engine answers under hostile input, as property tests (seeded): arbitrary bytes,
//! real answers of the reference engine mutated at random, and answers built to exhaust. Each is either read or
//! refused as a protocol failure that quotes a bounded part of the line; nothing panics.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use serde_json::{Value, json};
use veropoly_engine::protocol::Session;
use veropoly_harness::driver::{EngineFailure, decode_answer};

fn read(id: u64, line: &str) -> Result<(), String> {
    match decode_answer(id, line.as_bytes()) {
        Ok(a) => {
            assert_eq!(a.envelope.id, Some(id), "an answer read for another id");
            Ok(())
        }
        Err(EngineFailure::Protocol { message, line }) => {
            assert!(
                line.len() <= 1_300,
                "the quoted line is bounded: {} bytes",
                line.len()
            );
            Err(message)
        }
        Err(other) => panic!("reading a line is a protocol matter, not {other:?}"),
    }
}

/// Real answers of the reference engine, with their ids.
fn answers() -> Vec<(u64, String)> {
    let mut s = Session::new();
    let requests = [
        r#"{"id":1,"cmd":"handshake","protocol":6}"#,
        r#"{"id":2,"cmd":"new_game","variant":"veropoly","seed":3,"players":[{"id":"ann","token":"boot"},{"id":"bob","token":"dog"}],"turn_order":["ann","bob"]}"#,
        r#"{"id":3,"cmd":"force_dice","dice":[[3,4]]}"#,
        r#"{"id":4,"cmd":"act","player":"ann","action":{"type":"roll"}}"#,
        r#"{"id":5,"cmd":"act","player":"bob","action":{"type":"roll"}}"#,
        r#"{"id":6,"cmd":"legal_actions","player":"ann"}"#,
        r#"{"id":7,"cmd":"state"}"#,
        r#"{"id":8,"cmd":"dance"}"#,
    ];
    requests
        .iter()
        .enumerate()
        .map(|(i, r)| (i as u64 + 1, s.handle_line(r)))
        .collect()
}

#[test]
fn the_reference_engines_answers_are_read() {
    for (id, line) in answers() {
        assert_eq!(read(id, &line), Ok(()), "{line:.200}");
    }
}

#[test]
fn arbitrary_bytes_are_a_protocol_failure() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xa115);
    for _ in 0..3_000 {
        let len = (rng.next_u32() % 400) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u32() as u8).collect();
        let r = decode_answer(1, &bytes);
        assert!(
            matches!(r, Err(EngineFailure::Protocol { .. })),
            "{bytes:?} was read as an answer"
        );
    }
}

fn any_value(rng: &mut ChaCha8Rng) -> Value {
    match rng.next_u32() % 8 {
        0 => Value::Null,
        1 => json!(rng.next_u32().is_multiple_of(2)),
        2 => json!(rng.next_u64()),
        3 => json!(-(rng.next_u32() as i64)),
        4 => json!(["ok", "rejected", "error", "", "events", "ann"][(rng.next_u32() % 6) as usize]),
        5 => json!([1, "x", null]),
        6 => json!({"type": "state"}),
        _ => json!(1.5e300),
    }
}

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
                    m.insert(k.clone(), any_value(rng));
                }
                2 => {
                    m.insert("surprise".into(), any_value(rng));
                }
                _ => mutate(rng, m.get_mut(k).expect("the key")),
            }
        }
        Value::Array(a) if !a.is_empty() => {
            let i = (rng.next_u32() as usize) % a.len();
            mutate(rng, &mut a[i]);
        }
        other => *other = any_value(rng),
    }
}

#[test]
fn mutated_answers_are_read_or_refused_without_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_a115);
    let base = answers();
    let (mut read_ok, mut refused) = (0, 0);
    for _ in 0..4_000 {
        let (id, line) = &base[(rng.next_u32() as usize) % base.len()];
        let mut v: Value = serde_json::from_str(line).expect("a real answer");
        for _ in 0..=(rng.next_u32() % 2) {
            mutate(&mut rng, &mut v);
        }
        match read(*id, &v.to_string()) {
            Ok(()) => read_ok += 1,
            Err(_) => refused += 1,
        }
    }
    assert!(refused > 1_000, "too few mutants refused: {refused}");
    assert!(read_ok > 40, "too few mutants still valid: {read_ok}");
}

#[test]
fn answers_built_to_exhaust_are_refused() {
    let deep = format!(
        r#"{{"id":1,"status":"ok","result":{}1{}}}"#,
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    let huge_id =
        r#"{"id":18446744073709551616,"status":"ok","result":{"type":"state"}}"#.to_string();
    let many_events = format!(
        r#"{{"id":1,"status":"ok","result":{{"type":"events","events":[{}{{"type":"nonsense"}}]}}}}"#,
        r#"{"type":"dice_rolled","player":"ann","dice":[1,2]},"#.repeat(100_000)
    );
    let long_message = format!(
        r#"{{"id":1,"status":"error","code":"invalid_request","message":"{}"}}"#,
        "x".repeat(3_000_000)
    );
    for line in [&deep, &huge_id, &many_events] {
        assert!(read(1, line).is_err(), "{line:.80} was read");
    }
    // A long message is still an answer: the harness quotes it shortened when it reports it.
    let _ = read(1, &long_message);
}
