//! Serving a session on stdin and stdout: the only I/O of the adapter.

use super::*;

/// Serves the protocol on stdin and stdout until `quit` or the end of input. Returns the process exit code.
pub fn serve_stdio() -> i32 {
    serve_session(
        Session::new().with_capabilities(std::env::var("VEROPOLY_ENGINE_CAPABILITIES").ok()),
    )
}

/// Serves the protocol on stdin and stdout with the given session.
pub fn serve_session(mut session: Session) -> i32 {
    use std::io::{BufRead, Read, Write};
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // Read at most MAX_LINE + 1 bytes of a line; a longer line is answered with an error and skipped.
        let mut limited = (&mut input).take(MAX_LINE as u64 + 1);
        match limited.read_until(b'\n', &mut buf) {
            Ok(0) => return 0,
            Ok(_) => {}
            Err(_) => return 2,
        }
        let complete = buf.ends_with(b"\n");
        if !complete && buf.len() > MAX_LINE {
            // Skip the rest of the oversized line.
            let mut sink = Vec::new();
            let _ = input.read_until(b'\n', &mut sink);
        }
        let text = String::from_utf8_lossy(&buf);
        let line = text.trim_end_matches(['\n', '\r']);
        if line.trim().is_empty() {
            continue;
        }
        let answer = if !complete && buf.len() > MAX_LINE {
            too_long()
        } else {
            session.handle_line(line)
        };
        if writeln!(out, "{answer}").and_then(|_| out.flush()).is_err() {
            return 0;
        }
        if session.finished() {
            return 0;
        }
    }
}
