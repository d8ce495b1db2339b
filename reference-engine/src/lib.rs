//! The veropoly reference engine.
//!
//! - [`game::Game`] is the rules core: pure, no I/O. It is reached only through [`game::Game::new`], which
//!   validates a [`game::GameSetup`], and changed only through [`game::Game::apply`] (moves) and
//!   [`game::Game::setup`] (test set-up). A refused command leaves the game exactly as it was.
//! - [`data`] holds boards, decks and variant presets as data; the core branches on a preset's switches, never on
//!   a variant's name.
//! - [`protocol`] is the thin adapter that speaks the JSON-lines protocol (`docs/protocol.md`).

mod auction;
mod bankruptcy;
pub mod board;
mod buildings;
pub mod core;
pub mod data;
mod debt;
mod ending;
#[doc(hidden)]
pub mod faults;
pub mod game;
pub mod legal;
mod mortgage;
pub mod play;
pub mod protocol;
mod rent;
pub mod room;
pub mod setup;
mod trade;
mod turn;

pub use crate::core::{Action, Event, Party, Reason, RuleError, Side};
pub use crate::game::{Game, GameSetup, PlayerSetup};
