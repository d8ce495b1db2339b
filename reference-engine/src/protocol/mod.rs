//! The protocol adapter: one request line in, one response line out. It translates between the wire's ids and
//! the core's indices and does no I/O of its own (the binary owns stdin and stdout).

mod new_game;
mod room;
mod serve;
mod snapshot;
mod to_core;
mod to_wire;
pub mod wire;

use new_game::new_game;
pub use serve::{serve_session, serve_stdio};
pub use snapshot::snapshot;
use to_core::*;
use to_wire::*;

use crate::board::{Board, Deck};
use crate::core::{
    Action as CoreAction, Event, JailCause, JailExit, Party, Reason, RuleError, Side,
};
use crate::data::{BoardData, DeckData, load};
use crate::game::{Game, GameSetup, Lot, Phase, PlayerSetup};
use crate::setup::SetupOp as CoreOp;
use std::sync::Arc;
use wire::*;

/// The longest request line the engine reads, in bytes.
pub const MAX_LINE: usize = 4 << 20;

/// The variants whose every implemented rule this engine keeps. Presets of the others exist as data.
pub const SUPPORTED_VARIANTS: &[&str] = &[
    "veropoly",
    "classic",
    "classic-short",
    "classic-timed",
    "online",
];

/// Every capability of the protocol; this engine has them all.
pub const CAPABILITIES: &[&str] = &[
    "inline_fixtures",
    "legal_actions",
    "forced_dice",
    "stack_deck.top",
    "stack_deck.order",
    "virtual_clock",
    "clock_events",
    "deal",
    "setup.place",
    "setup.cash",
    "setup.give",
    "setup.buildings",
    "setup.mortgaged",
    "setup.jail",
    "setup.jail_card",
    "setup.bank_stock",
    "setup.turn",
    "setup.banker",
    "setup.pot",
    "setup.debt",
    "room",
];

/// One protocol session: at most one game at a time. A copy carries on from where the session stands (the fuzz
/// target starts each input from a copy of one session with a game under way).
#[derive(Clone, Default)]
pub struct Session {
    game: Option<Game>,
    /// The room of a game opened as one.
    room: Option<room::OpenRoom>,
    quit: bool,
    only_capabilities: Option<String>,
    faults: Option<crate::faults::Faults>,
}

type Answer = Result<Reply, Outcome>;

fn error(code: ErrorCode, message: impl Into<String>) -> Outcome {
    Outcome::Error {
        code,
        message: message.into(),
    }
}

fn rejected(e: RuleError) -> Outcome {
    Outcome::Rejected {
        reason: e.reason.code().to_string(),
        message: e.reason.describe().to_string(),
    }
}

impl Session {
    pub fn new() -> Self {
        Self::default()
    }

    /// The capabilities this engine declares. `VEROPOLY_ENGINE_CAPABILITIES` (a comma-separated list) narrows
    /// them, so that a harness's handling of an engine that lacks one can be tested against this engine. A name
    /// keeps that capability and every one under it: `setup` keeps every `setup.*`.
    fn capabilities(&self) -> Vec<String> {
        let only = self.only_capabilities.as_deref();
        let kept = |c: &str| {
            only.is_none_or(|o| {
                o.split(',').map(str::trim).any(|x| {
                    c == x || (c.starts_with(x) && c[x.len()..].starts_with('.') && !x.is_empty())
                })
            })
        };
        CAPABILITIES
            .iter()
            .filter(|c| kept(c))
            .map(|c| c.to_string())
            .collect()
    }

    /// Whether this session declares capability `c`.
    fn declares(&self, c: &str) -> bool {
        self.capabilities().iter().any(|x| x == c)
    }

    /// Declares only these capabilities (comma-separated).
    pub fn with_capabilities(mut self, only: Option<String>) -> Self {
        self.only_capabilities = only;
        self
    }

    /// Breaks rules on purpose in every game this session starts (see [`crate::faults`]); for blame tests only.
    #[doc(hidden)]
    pub fn with_faults(mut self, faults: crate::faults::Faults) -> Self {
        self.faults = Some(faults);
        self
    }

    /// Whether a `quit` request has been answered.
    pub fn finished(&self) -> bool {
        self.quit
    }

    /// Answers one request line with one response line (no trailing newline).
    pub fn handle_line(&mut self, line: &str) -> String {
        if line.len() > MAX_LINE {
            return too_long();
        }
        let response = self.handle(line);
        serde_json::to_string(&response).unwrap_or_else(|_| {
            r#"{"id":null,"status":"error","code":"invalid_request","message":"unencodable response"}"#
                .to_string()
        })
    }

    fn handle(&mut self, line: &str) -> Response {
        let value: serde_json::Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => {
                return Response {
                    id: None,
                    outcome: error(ErrorCode::MalformedJson, e.to_string()),
                };
            }
        };
        let id = value.get("id").and_then(|v| v.as_u64());
        let Some(id) = id else {
            return Response {
                id: None,
                outcome: error(
                    ErrorCode::InvalidRequest,
                    "a request needs a numeric \"id\"",
                ),
            };
        };
        let known = value
            .get("cmd")
            .and_then(|c| c.as_str())
            .is_some_and(|c| COMMANDS.contains(&c));
        if !known {
            return Response {
                id: Some(id),
                outcome: error(ErrorCode::UnknownCommand, "unknown or missing \"cmd\""),
            };
        }
        let request: Request = match serde_json::from_value(value) {
            Ok(r) => r,
            Err(e) => {
                return Response {
                    id: Some(id),
                    outcome: error(ErrorCode::InvalidRequest, e.to_string()),
                };
            }
        };
        let outcome = match self.dispatch(request.command) {
            Ok(result) => Outcome::Ok { result },
            Err(o) => o,
        };
        Response {
            id: Some(id),
            outcome,
        }
    }

    fn dispatch(&mut self, command: Command) -> Answer {
        match command {
            Command::Handshake { protocol, .. } => {
                if protocol != PROTOCOL_VERSION {
                    return Err(error(
                        ErrorCode::UnsupportedProtocol,
                        format!("this engine speaks protocol {PROTOCOL_VERSION}"),
                    ));
                }
                Ok(Reply::Handshake(Box::new(Handshake {
                    engine: EngineInfo {
                        name: "veropoly-reference-engine".into(),
                        version: env!("CARGO_PKG_VERSION").into(),
                    },
                    protocol: PROTOCOL_VERSION,
                    variants: SUPPORTED_VARIANTS.iter().map(|s| s.to_string()).collect(),
                    capabilities: self.capabilities(),
                    plays: self
                        .faults
                        .as_ref()
                        .map(|f| f.plays.clone())
                        .unwrap_or_default(),
                })))
            }
            Command::NewGame(ng) => {
                let game = new_game(&ng, self.faults.as_ref())?;
                let open = match &ng.room {
                    Some(spec) => Some(room::open(&ng, spec, &game)?),
                    None => None,
                };
                let mut state = snapshot(&game);
                if let Some(open) = &open {
                    room::show(open, &game, &mut state);
                }
                self.game = Some(game);
                self.room = open;
                Ok(Reply::Game {
                    state: Box::new(state),
                })
            }
            Command::Quit {} => {
                self.quit = true;
                Ok(Reply::Done {})
            }
            Command::Act {
                action:
                    Action::Build {
                        building: Building::Hotel,
                        ..
                    },
                ..
            } if self
                .faults
                .as_ref()
                .is_some_and(|f| f.code.hotel_fifth_house) =>
            {
                Err(error(
                    ErrorCode::UnsupportedAction,
                    "this engine builds a hotel as the fifth house",
                ))
            }
            other => {
                let clock_events = self.declares("clock_events");
                let game = self
                    .game
                    .as_mut()
                    .ok_or_else(|| error(ErrorCode::NoGame, "no game: send new_game first"))?;
                let Some(open) = self.room.as_mut() else {
                    return in_game(game, other, clock_events);
                };
                let waiting = !open.room.started;
                match &other {
                    Command::Act { player, action }
                        if waiting
                            || matches!(action, Action::Configure { .. } | Action::StartGame) =>
                    {
                        room::act(open, game, player, action, self.faults.as_ref())
                    }
                    Command::LegalActions { player } if waiting => {
                        let who = player_index(game, player)? as usize;
                        Ok(Reply::LegalActions {
                            actions: room::legal(open, who),
                        })
                    }
                    Command::ForceDice { .. }
                    | Command::StackDeck { .. }
                    | Command::AdvanceClock { .. }
                    | Command::Setup { .. }
                        if waiting =>
                    {
                        Err(rejected(Reason::GameNotStarted.into()))
                    }
                    _ => {
                        let mut reply = in_game(game, other, clock_events)?;
                        if let Reply::State { state } = &mut reply {
                            room::show(open, game, state);
                        }
                        Ok(reply)
                    }
                }
            }
        }
    }
}

fn too_long() -> String {
    format!(
        r#"{{"id":null,"status":"error","code":"line_too_long","message":"a request line may hold at most {MAX_LINE} bytes"}}"#
    )
}

const COMMANDS: &[&str] = &[
    "handshake",
    "new_game",
    "force_dice",
    "stack_deck",
    "advance_clock",
    "setup",
    "act",
    "state",
    "legal_actions",
    "quit",
];

/// A command to a game under way. `clock_events`: `advance_clock` answers with the events the time caused (the
/// capability of that name), else `done`.
fn in_game(game: &mut Game, command: Command, clock_events: bool) -> Answer {
    match command {
        Command::ForceDice { dice } => {
            let ops = dice.into_iter().map(|d| CoreOp::Dice { dice: d }).collect();
            apply_ops(game, ops)
        }
        Command::StackDeck { deck, top, order } => {
            let slot = slot_index(game, &deck)?;
            let card = |id: &str| card_index(game, slot, id);
            let op = match (top, order) {
                (Some(t), None) => CoreOp::DeckTop {
                    slot,
                    card: card(&t)?,
                },
                (None, Some(o)) => CoreOp::DeckOrder {
                    slot,
                    cards: o.iter().map(|c| card(c)).collect::<Result<_, _>>()?,
                },
                _ => {
                    return Err(error(
                        ErrorCode::InvalidRequest,
                        "stack_deck takes exactly one of \"top\" and \"order\"",
                    ));
                }
            };
            apply_ops(game, vec![op])
        }
        Command::AdvanceClock { ms } if clock_events => {
            let mut next = game.clone();
            let events = next.pass_time(ms).map_err(rejected)?;
            *game = next;
            Ok(Reply::Events {
                events: events.iter().map(|e| wire_event(game, e)).collect(),
            })
        }
        Command::AdvanceClock { ms } => apply_ops(game, vec![CoreOp::AdvanceClock { ms }]),
        Command::Setup { ops } => {
            let ops = ops
                .iter()
                .map(|op| setup_op(game, op))
                .collect::<Result<Vec<_>, _>>()?;
            apply_ops(game, ops)
        }
        Command::Act { player, action } => {
            let p = player_index(game, &player)?;
            if matches!(action, Action::Configure { .. } | Action::StartGame) {
                // A game opened without a room has started.
                return Err(rejected(Reason::GameStarted.into()));
            }
            game.check_actor(p).map_err(rejected)?;
            let a = core_action(game, &action)?;
            let events = game.apply(p, a).map_err(rejected)?;
            Ok(Reply::Events {
                events: events.iter().map(|e| wire_event(game, e)).collect(),
            })
        }
        Command::State {} => Ok(Reply::State {
            state: Box::new(snapshot(game)),
        }),
        Command::LegalActions { player } => {
            let p = player_index(game, &player)?;
            Ok(Reply::LegalActions {
                actions: crate::legal::legal_actions(game, p)
                    .into_iter()
                    .map(|a| wire_action(game, a))
                    .collect(),
            })
        }
        Command::Handshake { .. } | Command::NewGame(_) | Command::Quit {} => {
            Err(error(ErrorCode::InvalidRequest, "unreachable"))
        }
    }
}

/// All operations apply, or none.
fn apply_ops(game: &mut Game, ops: Vec<CoreOp>) -> Answer {
    let mut next = game.clone();
    for op in ops {
        next.setup(op).map_err(rejected)?;
    }
    *game = next;
    Ok(Reply::Done {})
}
