//! Engines that misbehave. Each must yield its typed failure within its deadline, and leave no process behind.

use std::time::Duration;
use veropoly_harness::driver::{Engine, EngineCommand, EngineFailure, Limits};

fn sh(script: &str) -> EngineCommand {
    EngineCommand {
        program: "sh".into(),
        args: vec!["-c".into(), script.into()],
    }
}

fn limits(ms: u64) -> Limits {
    Limits {
        timeout: Duration::from_millis(ms),
        max_line: 1 << 20,
    }
}

async fn first_answer(cmd: EngineCommand, ms: u64) -> Result<(), EngineFailure> {
    let mut e = Engine::spawn(&cmd, limits(ms))?;
    let r = e
        .request(serde_json::json!({"cmd": "handshake", "protocol": 1}))
        .await;
    e.shutdown().await;
    r.map(|_| ())
}

#[tokio::test]
async fn an_engine_that_crashes_at_start_is_reported_with_its_status_and_stderr() {
    let r = first_answer(sh("echo 'cannot load the board' >&2; exit 3"), 2000).await;
    match r {
        Err(EngineFailure::Crashed {
            status,
            stderr_tail,
        }) => {
            assert_eq!(status, Some(3));
            assert!(
                stderr_tail.contains("cannot load the board"),
                "{stderr_tail:?}"
            );
        }
        other => panic!("expected a crash, got {other:?}"),
    }
}

#[tokio::test]
async fn an_engine_that_hangs_times_out() {
    let r = first_answer(sh("sleep 30"), 300).await;
    assert!(matches!(r, Err(EngineFailure::TimedOut { .. })), "{r:?}");
}

#[tokio::test]
async fn an_engine_that_prints_garbage_breaks_the_protocol() {
    let r = first_answer(sh("read l; echo 'hello there'; sleep 5"), 2000).await;
    assert!(
        matches!(&r, Err(EngineFailure::Protocol { message, .. }) if message.contains("not JSON")),
        "{r:?}"
    );
}

#[tokio::test]
async fn a_line_over_the_limit_breaks_the_protocol() {
    let r = first_answer(
        sh("read l; head -c 3000000 /dev/zero | tr '\\0' x; echo; sleep 5"),
        5000,
    )
    .await;
    assert!(
        matches!(&r, Err(EngineFailure::Protocol { message, .. }) if message.contains("longer than")),
        "{r:?}"
    );
}

#[tokio::test]
async fn an_answer_with_the_wrong_id_breaks_the_protocol() {
    let reply = r#"{"id":99,"status":"ok","result":{"type":"done"}}"#;
    let r = first_answer(sh(&format!("read l; echo '{reply}'; sleep 5")), 2000).await;
    assert!(
        matches!(&r, Err(EngineFailure::Protocol { message, .. }) if message.contains("id")),
        "{r:?}"
    );
}

#[tokio::test]
async fn an_answer_outside_the_schema_breaks_the_protocol() {
    let reply = r#"{"id":1,"status":"maybe"}"#;
    let r = first_answer(sh(&format!("read l; echo '{reply}'; sleep 5")), 2000).await;
    assert!(
        matches!(&r, Err(EngineFailure::Protocol { message, .. }) if message.contains("schema")),
        "{r:?}"
    );
}

#[tokio::test]
async fn an_engine_that_stops_mid_line_has_crashed() {
    let r = first_answer(sh("read l; printf '{\"id\":1,\"sta'; exit 0"), 2000).await;
    assert!(matches!(r, Err(EngineFailure::Crashed { .. })), "{r:?}");
}

#[tokio::test]
async fn a_failed_engine_stays_failed_and_is_killed() {
    let mut e = Engine::spawn(&sh("sleep 30"), limits(200)).unwrap();
    let first = e.request(serde_json::json!({"cmd": "state"})).await;
    let second = e.request(serde_json::json!({"cmd": "state"})).await;
    assert!(matches!(first, Err(EngineFailure::TimedOut { .. })));
    assert_eq!(
        first.err(),
        second.err(),
        "a dead engine answers nothing more"
    );
    e.shutdown().await;
}
