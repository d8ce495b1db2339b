//! Long fuzzing runs of the harness's reading of engine answers (`cargo fuzz run answers`, from `harness/`): every
//! line of the input is read as the answer to a request, as the harness reads what any engine under certification
//! writes. Each is either read, with the request's id, or refused as a protocol failure that quotes a bounded part
//! of the line; nothing panics. The property tests in `harness/tests/fuzz_answers.rs` run the same checks in
//! `cargo test`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use veropoly_harness::driver::{EngineFailure, decode_answer};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the id the answers are read for, so that ids that match and ids that do not are both
    // reached; the rest is split into lines as the harness splits an engine's output.
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let id = u64::from(first % 8);
    for line in rest.split(|&b| b == b'\n').take(64) {
        match decode_answer(id, line) {
            Ok(answer) => assert_eq!(answer.envelope.id, Some(id), "an answer read for another id"),
            Err(EngineFailure::Protocol { line, .. }) => {
                assert!(line.len() <= 1_300, "the quoted line is bounded: {} bytes", line.len())
            }
            Err(other) => panic!("reading a line is a protocol matter, not {other:?}"),
        }
    }
});
