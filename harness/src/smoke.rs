//! `veropoly smoke`: the handshake and one short scripted game, with the whole exchange shown when it fails.

use crate::driver::{Engine, EngineSpec, Limits};
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::time::Duration;

pub struct SmokeResult {
    pub passed: bool,
    pub failure: Option<String>,
    /// Every request and answer, and on failure the end of the engine's stderr.
    pub transcript: String,
}

/// Each step: a request, and a check of its answer.
type Check = fn(&Value) -> Result<(), String>;

fn ok(v: &Value) -> Result<(), String> {
    match v["status"].as_str() {
        Some("ok") => Ok(()),
        _ => Err("expected status ok".into()),
    }
}

fn baltic_bought(v: &Value) -> Result<(), String> {
    ok(v)?;
    let s = &v["result"]["state"];
    let ann = s["players"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["id"] == "ann"))
        .ok_or("no player ann in the state")?;
    if ann["cash"] != 1440 || ann["position"] != 3 {
        return Err(format!("expected ann with $1440 on space 3, got {ann}"));
    }
    let owned = s["properties"].as_array().is_some_and(|p| {
        p.iter()
            .any(|p| p["id"] == "baltic-avenue" && p["owner"] == "ann")
    });
    if !owned {
        return Err("expected ann to own baltic-avenue".into());
    }
    Ok(())
}

fn rejected(v: &Value) -> Result<(), String> {
    match v["status"].as_str() {
        Some("rejected") => Ok(()),
        _ => Err("expected the action to be rejected".into()),
    }
}

/// Sends one request, writes it and its answer to the transcript, and checks the answer.
async fn step(
    engine: &mut Engine,
    transcript: &mut String,
    request: Value,
    check: Check,
) -> Result<Value, String> {
    let _ = writeln!(transcript, "> {request}");
    let answer = engine.request(request).await.map_err(|e| e.to_string())?;
    let _ = writeln!(transcript, "< {}", answer.raw);
    check(&answer.raw)?;
    Ok(answer.raw)
}

pub async fn run(spec: &EngineSpec, variant: &str, timeout: Duration) -> SmokeResult {
    let fixtures = match crate::fixtures::Fixtures::embedded() {
        Ok(f) => f,
        Err(e) => {
            return SmokeResult {
                passed: false,
                failure: Some(e),
                transcript: String::new(),
            };
        }
    };
    let limits = Limits {
        timeout,
        ..Limits::default()
    };
    let mut transcript = String::new();
    let mut engine = match Engine::start(spec, limits) {
        Ok(e) => e,
        Err(e) => {
            return SmokeResult {
                passed: false,
                failure: Some(e.to_string()),
                transcript,
            };
        }
    };
    let script = async {
        let hello = step(
            &mut engine,
            &mut transcript,
            json!({"cmd": "handshake", "protocol": crate::wire::PROTOCOL_VERSION}),
            ok,
        )
        .await?;
        // The board and decks go as certify sends them: inline to an engine that declares it takes them so, by id
        // to one that does not.
        let capabilities: Vec<String> = hello["result"]["capabilities"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c.as_str().map(String::from))
            .collect();
        let inline = crate::fixtures::sends_inline(Some(&capabilities));
        let (board, decks) = fixtures.game_fixtures(variant, inline)?;
        let steps: Vec<(Value, Check)> = vec![
            (
                json!({"cmd": "new_game", "variant": variant, "seed": 1, "turn_order": ["ann", "bob"],
                    "board": board, "decks": decks,
                    "players": [{"id": "ann", "name": "Ann", "token": "boot"}, {"id": "bob", "name": "Bob", "token": "dog"}]}),
                ok,
            ),
            (json!({"cmd": "force_dice", "dice": [[1, 2]]}), ok),
            (
                json!({"cmd": "act", "player": "ann", "action": {"type": "roll"}}),
                ok,
            ),
            (
                json!({"cmd": "act", "player": "bob", "action": {"type": "roll"}}),
                rejected,
            ),
            (
                json!({"cmd": "act", "player": "ann", "action": {"type": "buy"}}),
                ok,
            ),
            (json!({"cmd": "state"}), baltic_bought),
        ];
        for (request, check) in steps {
            step(&mut engine, &mut transcript, request, check).await?;
        }
        Ok::<(), String>(())
    };
    let failure = script.await.err();
    if failure.is_some() {
        let tail = engine.stderr_tail();
        if !tail.trim().is_empty() {
            let _ = writeln!(
                transcript,
                "--- the end of the engine's stderr ---\n{}",
                tail.trim_end()
            );
        }
    }
    engine.shutdown().await;
    SmokeResult {
        passed: failure.is_none(),
        failure,
        transcript,
    }
}
