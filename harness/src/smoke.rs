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

pub async fn run(spec: &EngineSpec, variant: &str, timeout: Duration) -> SmokeResult {
    let inline = crate::fixtures::Fixtures::embedded().and_then(|f| {
        let board = f.board_of(variant)?.data;
        let decks: Vec<Value> = f
            .decks_of(variant)?
            .into_iter()
            .map(|d| json!({"data": d}))
            .collect();
        Ok((json!({"data": board}), decks))
    });
    let (board, decks) = match inline {
        Ok(x) => x,
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
    let steps: Vec<(Value, Check)> = vec![
        (json!({"cmd": "handshake", "protocol": 1}), ok),
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
    let mut failure = None;
    for (request, check) in steps {
        let _ = writeln!(transcript, "> {request}");
        match engine.request(request).await {
            Ok(answer) => {
                let _ = writeln!(transcript, "< {}", answer.raw);
                if let Err(e) = check(&answer.raw) {
                    failure = Some(e);
                    break;
                }
            }
            Err(e) => {
                failure = Some(e.to_string());
                break;
            }
        }
    }
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
