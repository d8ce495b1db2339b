//! How fast the reference engine plays (divan; a benchmark, never a test): `cargo bench -p veropoly-engine
//! --bench play`.
//!
//! - `buy_all`: whole games of each certified variant under the `buy-all` policy (`docs/simulation.md`), twenty
//!   seeded games a sample, counted in rolls (every roll that moves a token or tries to leave jail);
//! - `round_trip`: one protocol request and its answer in process (`state`, and a refused `act`), the adapter's
//!   cost without the pipe;
//! - `pipe_round_trip`: the same requests over the pipe, to the engine's own binary as a child process (written
//!   to its stdin, the answer line read from its stdout), the road every engine under certification takes. Its
//!   figures spread widely when the two processes run on different cores; held to one (`taskset -c 0 cargo bench
//!   … -- pipe_round_trip`) they vary little (`docs/simulation.md`);
//! - `buy_all_threads`: forty `classic` games a sample shared among one, two and four threads, for the scaling
//!   with threads;
//! - `new_game`: setting up a game from a parsed preset, and the bytes it allocates.
//!
//! `veropoly simulate` gives the same rolls per second over all cores.

use veropoly_engine::data::load;
use veropoly_engine::play::{self, Policy};
use veropoly_engine::protocol::Session;
use veropoly_engine::{Game, GameSetup};

#[global_allocator]
static ALLOC: divan::AllocProfiler = divan::AllocProfiler::system();

fn main() {
    divan::main();
}

const VARIANTS: &[&str] = veropoly_engine::protocol::SUPPORTED_VARIANTS;
const GAMES: u64 = 20;

fn game(setup: &GameSetup, seed: u64) -> Game {
    let mut s = setup.clone();
    s.seed = seed;
    Game::new(s).expect("a game")
}

/// The rolls of games 0 to `games` − 1 of a set-up under a policy: what a sample of them counts.
fn rolls_of(setup: &GameSetup, policy: Policy, games: u64) -> u64 {
    (0..games)
        .map(|s| {
            play::play(&mut game(setup, s), policy, 1000, false)
                .expect("no invariant is checked")
                .rolls
        })
        .sum()
}

#[divan::bench(args = VARIANTS, sample_count = 10, sample_size = 1)]
fn buy_all(bencher: divan::Bencher, variant: &str) {
    let setup = load::setup(variant, 4, 0, false).expect("a set-up");
    let policy = Policy::named("buy-all").expect("the policy");
    let rolls = rolls_of(&setup, policy, GAMES);
    bencher
        .counter(divan::counter::ItemsCount::new(rolls))
        .bench(|| {
            for s in 0..GAMES {
                divan::black_box(play::play(&mut game(&setup, s), policy, 1000, false).ok());
            }
        });
}

/// Forty games of `classic` under `buy-all`, a sample, shared among `threads` threads as `veropoly simulate` shares
/// them (each thread takes the next game until none is left): the rolls a second show how play scales with the
/// threads, up to the machine's cores and past them.
#[divan::bench(args = [1, 2, 4], sample_count = 10, sample_size = 1)]
fn buy_all_threads(bencher: divan::Bencher, threads: usize) {
    const SHARED: u64 = 40;
    let setup = load::setup("classic", 4, 0, false).expect("a set-up");
    let policy = Policy::named("buy-all").expect("the policy");
    let rolls = rolls_of(&setup, policy, SHARED);
    bencher
        .counter(divan::counter::ItemsCount::new(rolls))
        .bench(|| {
            let next = std::sync::atomic::AtomicU64::new(0);
            std::thread::scope(|scope| {
                for _ in 0..threads {
                    scope.spawn(|| {
                        loop {
                            let s = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            if s >= SHARED {
                                break;
                            }
                            divan::black_box(
                                play::play(&mut game(&setup, s), policy, 1000, false).ok(),
                            );
                        }
                    });
                }
            });
        });
}

/// A game of two players, Ann to roll first.
const NEW_GAME: &str = r#"{"id":2,"cmd":"new_game","variant":"veropoly","players":[{"id":"ann","name":"Ann","token":"boot"},{"id":"bob","name":"Bob","token":"car"}],"seed":7,"turn_order":["ann","bob"]}"#;

/// A session with a game of two players under way.
fn session() -> Session {
    let mut s = Session::new();
    s.handle_line(r#"{"id":1,"cmd":"handshake","protocol":6}"#);
    let created = s.handle_line(NEW_GAME);
    assert!(created.contains("\"ok\""), "the game is set up: {created}");
    s
}

/// The two requests of the round trips, on a game of `session`.
fn request(kind: &str) -> &'static str {
    match kind {
        "state" => r#"{"id":3,"cmd":"state"}"#,
        _ => r#"{"id":3,"cmd":"act","player":"bob","action":{"type":"roll"}}"#,
    }
}

#[divan::bench(args = ["state", "refused act"])]
fn round_trip(bencher: divan::Bencher, kind: &str) {
    let mut s = session();
    let line = request(kind);
    bencher.bench_local(|| divan::black_box(s.handle_line(line)));
}

/// The engine's binary as a child process, with a game of two players under way (the same as [`session`]'s).
struct Child {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: std::io::BufReader<std::process::ChildStdout>,
    answer: String,
}

impl Child {
    fn start() -> Child {
        use std::process::{Command, Stdio};
        let mut child = Command::new(env!("CARGO_BIN_EXE_veropoly-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine's binary starts");
        let stdin = child.stdin.take().expect("its stdin");
        let stdout = std::io::BufReader::new(child.stdout.take().expect("its stdout"));
        let mut c = Child {
            child,
            stdin,
            stdout,
            answer: String::new(),
        };
        c.ask(r#"{"id":1,"cmd":"handshake","protocol":6}"#);
        let created = c.ask(NEW_GAME).to_owned();
        assert!(created.contains("\"ok\""), "the game is set up: {created}");
        c
    }

    /// Writes one request line, in one write (the child's stdin is not buffered), and reads its answer line.
    fn ask(&mut self, line: &str) -> &str {
        use std::io::{BufRead, Write};
        self.answer.clear();
        self.answer.push_str(line);
        self.answer.push('\n');
        self.stdin
            .write_all(self.answer.as_bytes())
            .expect("the request is written");
        self.answer.clear();
        let read = self
            .stdout
            .read_line(&mut self.answer)
            .expect("the answer is read");
        assert!(read > 0, "the engine answered");
        &self.answer
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[divan::bench(args = ["state", "refused act"])]
fn pipe_round_trip(bencher: divan::Bencher, kind: &str) {
    let mut c = Child::start();
    let line = request(kind);
    bencher.bench_local(|| divan::black_box(c.ask(line).len()));
}

#[divan::bench(args = VARIANTS)]
fn new_game(bencher: divan::Bencher, variant: &str) {
    let setup = load::setup(variant, 4, 0, false).expect("a set-up");
    bencher.bench(|| divan::black_box(game(&setup, 3)));
}
