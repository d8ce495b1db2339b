//! A game opened as a room (`new_game` with `room`): the session keeps the room ([`crate::room::Room`]) beside
//! the game, and each setting the host changes creates the game anew from the `new_game` request with the room's
//! settings, keeping the change only if that game can be created. Until the host starts the game, only the room's
//! actions are taken.

use super::*;
use crate::room::{Room, Setting};

/// An open room: the rules of its settings, the request its game is created from, and the preset with the room's
/// house rules merged in (for its switches and badges).
#[derive(Clone)]
pub(super) struct OpenRoom {
    pub room: Room,
    pub request: NewGame,
    pub rules: serde_json::Value,
}

fn board_id(ng: &NewGame, rules: &serde_json::Value) -> String {
    match &ng.board {
        Some(FixtureRef::Id { id }) => id.clone(),
        Some(FixtureRef::Inline { data }) => data
            .get("id")
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string(),
        None => rules
            .get("board")
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string(),
    }
}

/// Opens the room of a `new_game` whose game `game` was created.
pub(super) fn open(ng: &NewGame, spec: &RoomSpec, game: &Game) -> Result<OpenRoom, Outcome> {
    let host = player_index(game, &spec.host)? as usize;
    let preset =
        load::preset_value(&ng.variant).map_err(|e| error(ErrorCode::UnsupportedVariant, e))?;
    let rules = new_game::preset_with_house_rules(ng)?;
    let room = Room::open(
        &preset,
        ng.house_rules.clone().into_iter().collect(),
        host,
        board_id(ng, &rules),
        ng.players.len(),
    )
    .map_err(|e| error(ErrorCode::InvalidRequest, e))?;
    Ok(OpenRoom {
        room,
        request: ng.clone(),
        rules,
    })
}

/// The setting a `configure` action names: exactly one.
fn setting(action: &Action) -> Result<Setting, Outcome> {
    let Action::Configure {
        house_rule,
        on,
        board,
        seats,
        starting_cash,
    } = action
    else {
        return Err(error(ErrorCode::InvalidRequest, "not a configure action"));
    };
    let one = |n: usize| {
        if n == 1 {
            Ok(())
        } else {
            Err(error(
                ErrorCode::InvalidRequest,
                "configure changes exactly one setting: house_rule (with on), board, seats or starting_cash",
            ))
        }
    };
    one([
        house_rule.is_some(),
        board.is_some(),
        seats.is_some(),
        starting_cash.is_some(),
    ]
    .iter()
    .filter(|x| **x)
    .count())?;
    Ok(match (house_rule, on, board, seats, starting_cash) {
        (Some(name), Some(on), ..) => Setting::HouseRule {
            name: name.clone(),
            on: *on,
        },
        (Some(_), None, ..) => {
            return Err(error(
                ErrorCode::InvalidRequest,
                "a house rule is turned on or off: give \"on\"",
            ));
        }
        (None, Some(_), ..) => {
            return Err(error(
                ErrorCode::InvalidRequest,
                "\"on\" goes with \"house_rule\"",
            ));
        }
        (_, _, Some(FixtureRef::Id { id }), ..) => Setting::Board(id.clone()),
        (_, _, Some(FixtureRef::Inline { data }), ..) => Setting::Board(
            data.get("id")
                .and_then(|v| v.as_str())
                .unwrap_or_default()
                .to_string(),
        ),
        (_, _, _, Some(n), _) => Setting::Seats(*n),
        (_, _, _, _, Some(c)) => Setting::StartingCash(*c),
        _ => {
            return Err(error(
                ErrorCode::InvalidRequest,
                "configure names no setting",
            ));
        }
    })
}

/// An action while a room is open, or a room action once it has started: the host's settings and start.
pub(super) fn act(
    open: &mut OpenRoom,
    game: &mut Game,
    player: &str,
    action: &Action,
    faults: Option<&crate::faults::Faults>,
) -> Answer {
    let who = player_index(game, player)? as usize;
    match action {
        Action::StartGame => {
            open.room.start(who).map_err(rejected)?;
        }
        Action::Configure { board, .. } => {
            let s = setting(action)?;
            let code = faults.map(|f| f.code).unwrap_or_default();
            if code.settings_after_start && open.room.started {
                return Ok(Reply::Events { events: Vec::new() });
            }
            let who = if code.any_seat_configures {
                open.room.host
            } else {
                who
            };
            let next = open.room.configure(who, &s).map_err(rejected)?;
            let mut request = open.request.clone();
            request.house_rules = next.overrides.clone().into_iter().collect();
            if let Some(b) = board {
                request.board = Some(b.clone());
            }
            let rebuilt = new_game(&request, faults)?;
            open.rules = new_game::preset_with_house_rules(&request)?;
            open.room = next;
            open.request = request;
            *game = rebuilt;
        }
        _ if !open.room.started => return Err(rejected(Reason::GameNotStarted.into())),
        _ => return Err(error(ErrorCode::InvalidRequest, "not a room action")),
    }
    Ok(Reply::Events { events: Vec::new() })
}

/// The room's part of the snapshot; while it is open, the game waits for its host.
pub(super) fn show(open: &OpenRoom, game: &Game, state: &mut Snapshot) {
    let r = &open.room;
    let host = pid(game, r.host as u8);
    if !r.started {
        state.turn.phase = TurnPhase::Room;
        state.turn.current = None;
        state.turn.to_act = Some(host.clone());
        state.turn.opening_to_roll.clear();
    }
    state.room = Some(RoomState {
        host,
        seats: r.seats,
        board: r.board.clone(),
        started: r.started,
        house_rules: r.house_rules(&open.rules),
        badges: r.badges(&open.rules),
    });
}

/// A `configure` action for one setting.
fn configure(s: Setting) -> Action {
    let (mut house_rule, mut on, mut board, mut seats, mut starting_cash) =
        (None, None, None, None, None);
    match s {
        Setting::HouseRule { name, on: o } => {
            house_rule = Some(name);
            on = Some(o);
        }
        Setting::Board(id) => board = Some(FixtureRef::Id { id }),
        Setting::Seats(n) => seats = Some(n),
        Setting::StartingCash(c) => starting_cash = Some(c),
    }
    Action::Configure {
        house_rule,
        on,
        board,
        seats,
        starting_cash,
    }
}

/// What the host may do while the room is open: change a listed setting, or start.
pub(super) fn legal(open: &OpenRoom, who: usize) -> Vec<Action> {
    if open.room.started || who != open.room.host {
        return Vec::new();
    }
    let mut out: Vec<Action> = open
        .room
        .choices(&open.rules)
        .into_iter()
        .map(configure)
        .collect();
    out.push(Action::StartGame);
    out
}
