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
        startup: Duration::ZERO,
    }
}

async fn first_answer(cmd: EngineCommand, ms: u64) -> Result<(), EngineFailure> {
    let mut e = Engine::spawn(&cmd, limits(ms))?;
    let r = e
        .request(serde_json::json!({"cmd": "handshake", "protocol": 6}))
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

/// An engine slow to start (an interpreter, a virtual machine) has the start-up allowance on its first answer, and
/// only on it: the same delay before a later answer is a timeout.
#[tokio::test]
async fn the_start_up_allowance_counts_for_the_first_answer_only() {
    let reply = |id: u64| format!(r#"{{"id":{id},"status":"ok","result":{{"type":"done"}}}}"#);
    let script = format!(
        "sleep 0.6; read l; echo '{}'; read l; sleep 0.6; echo '{}'; sleep 5",
        reply(1),
        reply(2)
    );
    let slow = Limits {
        startup: Duration::from_millis(2000),
        ..limits(300)
    };
    let mut e = Engine::spawn(&sh(&script), slow).expect("the engine starts");
    let first = e
        .request(serde_json::json!({"cmd": "handshake", "protocol": 6}))
        .await;
    let second = e.request(serde_json::json!({"cmd": "state"})).await;
    e.shutdown().await;
    assert!(
        first.is_ok(),
        "the first answer is in the allowance: {first:?}"
    );
    assert!(
        matches!(second, Err(EngineFailure::TimedOut { .. })),
        "a later answer is not: {second:?}"
    );
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

const HANDSHAKE: &str = r#"{"id":1,"status":"ok","result":{"type":"handshake","engine":{"name":"fake","version":"0"},"protocol":6,"variants":["veropoly"],"capabilities":[]}}"#;

async fn timed(cmd: EngineCommand, ms: u64) -> (Result<(), EngineFailure>, Duration) {
    let started = std::time::Instant::now();
    let r = first_answer(cmd, ms).await;
    (r, started.elapsed())
}

#[tokio::test]
async fn an_engine_that_floods_stderr_is_still_heard() {
    let script =
        format!("yes 'a line of noise on stderr' >&2 & read l; echo '{HANDSHAKE}'; sleep 5");
    let mut e = Engine::spawn(&sh(&script), limits(5000)).unwrap();
    let r = e
        .request(serde_json::json!({"cmd": "handshake", "protocol": 6}))
        .await;
    assert!(r.is_ok(), "{r:?}");
    assert!(
        e.stderr_tail().len() <= 8 * 1024,
        "only the tail of stderr is kept"
    );
    e.shutdown().await;
}

#[tokio::test]
async fn an_engine_that_answers_late_times_out_at_its_deadline() {
    let (r, took) = timed(sh(&format!("read l; sleep 3; echo '{HANDSHAKE}'")), 300).await;
    assert!(matches!(r, Err(EngineFailure::TimedOut { .. })), "{r:?}");
    assert!(
        took < Duration::from_secs(3),
        "the deadline, not the engine, ended the wait: {took:?}"
    );
}

#[tokio::test]
async fn an_engine_that_starts_slowly_but_within_the_deadline_is_fine() {
    let (r, _) = timed(
        sh(&format!("sleep 0.5; read l; echo '{HANDSHAKE}'; sleep 5")),
        5000,
    )
    .await;
    assert!(r.is_ok(), "{r:?}");
}

#[tokio::test]
async fn a_hundred_megabyte_line_is_cut_off_at_the_limit() {
    let (r, took) = timed(
        sh("read l; head -c 100000000 /dev/zero | tr '\\0' x; echo; sleep 5"),
        20_000,
    )
    .await;
    assert!(
        matches!(&r, Err(EngineFailure::Protocol { message, .. }) if message.contains("longer than")),
        "{r:?}"
    );
    assert!(took < Duration::from_secs(20), "{took:?}");
}

#[tokio::test]
async fn an_engine_that_exits_cleanly_before_answering_has_crashed() {
    let r = first_answer(sh("read l; exit 0"), 2000).await;
    assert!(
        matches!(
            r,
            Err(EngineFailure::Crashed {
                status: Some(0),
                ..
            })
        ),
        "{r:?}"
    );
}

#[tokio::test]
async fn an_engine_that_crashes_mid_game_is_reported_with_its_status() {
    let script = format!(
        "read l; echo '{HANDSHAKE}'; read l; echo 'panic: index out of range' >&2; exit 101"
    );
    let mut e = Engine::spawn(&sh(&script), limits(2000)).unwrap();
    assert!(
        e.request(serde_json::json!({"cmd": "handshake", "protocol": 6}))
            .await
            .is_ok()
    );
    let r = e.request(serde_json::json!({"cmd": "state"})).await;
    match r {
        Err(EngineFailure::Crashed {
            status,
            stderr_tail,
        }) => {
            assert_eq!(status, Some(101));
            assert!(stderr_tail.contains("index out of range"));
        }
        other => panic!("expected a crash, got {other:?}"),
    }
    e.shutdown().await;
}

/// Whether a process is running: a zombie (killed, waiting to be reaped by whoever inherited it) is not.
#[cfg(target_os = "linux")]
fn running(pid: &str) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return false;
    };
    let state = stat
        .rsplit_once(')')
        .and_then(|(_, rest)| rest.trim_start().chars().next());
    !matches!(state, None | Some('Z') | Some('X'))
}

#[cfg(target_os = "linux")]
#[test]
fn no_engine_outlives_a_harness_killed_with_sigkill() {
    use std::process::{Command, Stdio};
    use std::time::Instant;
    const HARNESS: &str = env!("CARGO_BIN_EXE_veropoly");
    let dir = std::env::temp_dir().join(format!("veropoly-sigkill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pids = dir.join("pids");
    let _ = std::fs::remove_file(&pids);
    // The reference engine behind a script that records its PID, and lives on when its input ends, as an engine that
    // is busy or stuck would: only the harness can end it. The fourth engine to start hangs at once, so that the run
    // is still under way when it is killed.
    let engine = dir.join("engine.sh");
    let p = pids.display();
    std::fs::write(
        &engine,
        format!(
            "#!/bin/sh\necho $$ >> '{p}'\nif [ \"$(wc -l < '{p}')\" -ge 4 ]; then exec sleep 60; fi\n\
             '{HARNESS}' reference-engine\nexec sleep 60\n"
        ),
    )
    .unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let recorded = || -> Vec<String> {
        std::fs::read_to_string(&pids)
            .unwrap_or_default()
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect()
    };
    let mut run = Command::new(HARNESS)
        .args([
            "certify",
            "--variant",
            "veropoly",
            "--isolate",
            "--jobs",
            "2",
        ])
        .args(["--timeout-ms", "60000", "--engine"])
        .arg(&engine)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while recorded().len() < 4 {
        assert!(
            run.try_wait().unwrap().is_none(),
            "the run ended before it could be killed"
        );
        assert!(Instant::now() < deadline, "the engines never started");
        std::thread::sleep(Duration::from_millis(20));
    }
    run.kill().unwrap(); // SIGKILL: the harness runs no code of its own to stop its engines.
    run.wait().unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut alive: Vec<String>;
    loop {
        alive = recorded().into_iter().filter(|p| running(p)).collect();
        if alive.is_empty() || Instant::now() > deadline {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let all = recorded();
    for pid in &alive {
        let _ = Command::new("kill").args(["-9", pid]).status();
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        alive.is_empty(),
        "engines outlived the harness: {alive:?} of {all:?}"
    );
}
