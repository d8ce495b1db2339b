//! The reference engine as a process: JSON-lines requests on stdin, one response line each on stdout.

fn main() {
    std::process::exit(veropoly_engine::protocol::serve_stdio());
}
