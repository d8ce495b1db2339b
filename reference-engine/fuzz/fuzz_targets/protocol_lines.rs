//! Long fuzzing runs of the protocol adapter (`cargo fuzz run protocol_lines`, from `reference-engine/`): the input
//! is split into lines and fed to one session, which must answer each with one JSON line and never panic. The
//! property tests in `reference-engine/tests/fuzz_adapter.rs` run the same checks in `cargo test`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use veropoly_engine::protocol::Session;

/// A session with a game under way, so that the input reaches the rules and not only the request parser. Set up
/// once: each input starts from a copy of it, not from a new game (which reads the fixtures, most of an input's
/// time under the sanitizer).
fn under_way() -> &'static Session {
    static BASE: OnceLock<Session> = OnceLock::new();
    BASE.get_or_init(|| {
        let mut session = Session::new();
        session.handle_line(r#"{"id":1,"cmd":"handshake","protocol":4}"#);
        session.handle_line(
            r#"{"id":2,"cmd":"new_game","variant":"veropoly","seed":3,"players":[{"id":"ann","token":"boot"},{"id":"bob","token":"dog"}],"turn_order":["ann","bob"]}"#,
        );
        session
    })
}

fuzz_target!(|data: &[u8]| {
    let mut session = under_way().clone();
    for line in String::from_utf8_lossy(data).lines().take(64) {
        let answer = session.handle_line(line);
        assert!(!answer.contains('\n'), "one answer, one line");
        let value: serde_json::Value = serde_json::from_str(&answer).expect("every answer is JSON");
        assert!(
            matches!(value["status"].as_str(), Some("ok" | "rejected" | "error")),
            "every answer has a status: {answer}"
        );
    }
});
