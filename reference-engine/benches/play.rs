//! How fast the reference engine plays (divan; a benchmark, never a test): `cargo bench -p veropoly-engine
//! --bench play`.
//!
//! - `buy_all`: whole games of each certified variant under the `buy-all` policy (`docs/simulation.md`), twenty
//!   seeded games a sample, counted in rolls (every roll that moves a token or tries to leave jail);
//! - `round_trip`: one protocol request and its answer in process (`state`, and a refused `act`), the adapter's
//!   cost without the pipe;
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

#[divan::bench(args = VARIANTS, sample_count = 10, sample_size = 1)]
fn buy_all(bencher: divan::Bencher, variant: &str) {
    let setup = load::setup(variant, 4, 0, false).expect("a set-up");
    let policy = Policy::named("buy-all").expect("the policy");
    let rolls: u64 = (0..GAMES)
        .map(|s| {
            play::play(&mut game(&setup, s), policy, 1000, false)
                .expect("no invariant is checked")
                .rolls
        })
        .sum();
    bencher
        .counter(divan::counter::ItemsCount::new(rolls))
        .bench(|| {
            for s in 0..GAMES {
                divan::black_box(play::play(&mut game(&setup, s), policy, 1000, false).ok());
            }
        });
}

/// A session with a game of two players under way.
fn session() -> Session {
    let mut s = Session::new();
    s.handle_line(r#"{"id":1,"cmd":"handshake","protocol":4}"#);
    let created = s.handle_line(
        r#"{"id":2,"cmd":"new_game","variant":"veropoly","players":[{"id":"ann","name":"Ann","token":"boot"},{"id":"bob","name":"Bob","token":"car"}],"seed":7,"turn_order":["ann","bob"]}"#,
    );
    assert!(created.contains("\"ok\""), "the game is set up: {created}");
    s
}

#[divan::bench(args = ["state", "refused act"])]
fn round_trip(bencher: divan::Bencher, request: &str) {
    let mut s = session();
    let line = match request {
        "state" => r#"{"id":3,"cmd":"state"}"#,
        _ => r#"{"id":3,"cmd":"act","player":"bob","action":{"type":"roll"}}"#,
    };
    bencher.bench_local(|| divan::black_box(s.handle_line(line)));
}

#[divan::bench(args = VARIANTS)]
fn new_game(bencher: divan::Bencher, variant: &str) {
    let setup = load::setup(variant, 4, 0, false).expect("a set-up");
    bencher.bench(|| divan::black_box(game(&setup, 3)));
}
