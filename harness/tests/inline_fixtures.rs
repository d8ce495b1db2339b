//! Boards and decks go inline in `new_game` only to an engine that declares `inline_fixtures`, and by id to one that
//! does not, in `certify` and `smoke` alike.

use std::path::PathBuf;
use std::process::Command;

const HARNESS: &str = env!("CARGO_BIN_EXE_veropoly");

/// The reference engine declaring `capabilities`, behind a script that keeps every request it reads in `log`.
fn logged_engine(name: &str, capabilities: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("veropoly-inline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join(format!("{name}.log"));
    let _ = std::fs::remove_file(&log);
    let path = dir.join(format!("{name}.sh"));
    std::fs::write(
        &path,
        format!(
            "#!/bin/sh\ntee -a '{}' | VEROPOLY_ENGINE_CAPABILITIES={capabilities} '{HARNESS}' reference-engine\n",
            log.display()
        ),
    )
    .unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    (path, log)
}

/// The `board` and `decks` of every `new_game` in the log.
fn fixtures_sent(log: &PathBuf) -> Vec<(serde_json::Value, serde_json::Value)> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|r| r["cmd"] == "new_game")
        .map(|r| (r["board"].clone(), r["decks"].clone()))
        .collect()
}

fn by_id(board: &serde_json::Value, decks: &serde_json::Value) -> bool {
    board == &serde_json::json!({"id": "veropoly"})
        && decks
            == &serde_json::json!([{"id": "veropoly-chance"}, {"id": "veropoly-community-chest"}])
}

fn inline(board: &serde_json::Value, decks: &serde_json::Value) -> bool {
    board["data"]["id"] == "veropoly"
        && board["data"]["spaces"].is_array()
        && decks
            .as_array()
            .is_some_and(|d| d.len() == 2 && d.iter().all(|d| d["data"]["cards"].is_array()))
}

const WITHOUT: &str = "forced_dice,stack_deck,setup";
const WITH: &str = "inline_fixtures,forced_dice,stack_deck,setup";

#[test]
fn certify_sends_fixtures_inline_only_to_an_engine_that_declares_it() {
    for (name, capabilities, expected) in [
        ("certify-by-id", WITHOUT, by_id as fn(&_, &_) -> bool),
        ("certify-inline", WITH, inline),
    ] {
        let (engine, log) = logged_engine(name, capabilities);
        let status = Command::new(HARNESS)
            .args(["certify", "--variant", "veropoly", "--tag", "VP-RENT-06"])
            .arg("--engine")
            .arg(&engine)
            .output()
            .unwrap();
        assert_eq!(
            status.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&status.stdout)
        );
        let sent = fixtures_sent(&log);
        assert!(!sent.is_empty(), "{name}: no new_game was sent");
        for (board, decks) in &sent {
            assert!(expected(board, decks), "{name}: {board} {decks}");
        }
    }
}

#[test]
fn smoke_sends_fixtures_as_certify_does() {
    for (name, capabilities, expected) in [
        ("smoke-by-id", WITHOUT, by_id as fn(&_, &_) -> bool),
        ("smoke-inline", WITH, inline),
    ] {
        let (engine, log) = logged_engine(name, capabilities);
        let status = Command::new(HARNESS)
            .arg("smoke")
            .arg("--engine")
            .arg(&engine)
            .output()
            .unwrap();
        assert_eq!(
            status.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&status.stdout)
        );
        let sent = fixtures_sent(&log);
        assert_eq!(sent.len(), 1, "{name}: one new_game");
        assert!(expected(&sent[0].0, &sent[0].1), "{name}: {sent:?}");
    }
}
