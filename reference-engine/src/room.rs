//! A room before its game starts: the host picks the board, the number of seats and the rules (the house-rule
//! switches and the starting cash); nobody else may, and nobody may once the game has started. A room's badges name
//! the switches that differ from their defaults.
//!
//! Pure: a room works on the variant's preset as JSON (its `boards`, `players` and `house_rules` keys) and on the
//! house-rule overrides the game will be created with. It creates no game itself; the protocol adapter builds one
//! from the overrides, the chosen board and the seated players each time a setting changes, and keeps the setting
//! only if that game can be created.

use crate::core::{Reason, RuleError};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// One of a preset's named house rules: the keys it sets when turned on, and when turned off.
#[derive(Clone, Debug, PartialEq)]
pub struct Switch {
    pub default: bool,
    pub when_on: Value,
    pub when_off: Value,
}

/// A setting the host changes.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    /// A named house rule turned on or off.
    HouseRule { name: String, on: bool },
    /// The board, by its id.
    Board(String),
    /// The number of seats: a cap on the players, within the preset's range.
    Seats(u32),
    /// Each player's cash at the start.
    StartingCash(i64),
}

/// A room: its host, its settings, and whether its game has started.
#[derive(Clone, Debug, PartialEq)]
pub struct Room {
    /// The host, by seat.
    pub host: usize,
    pub seats: u32,
    /// The chosen board's id.
    pub board: String,
    /// The boards the host may pick from (the preset's `boards`, or its one `board`).
    pub boards: Vec<String>,
    pub started: bool,
    /// The house-rule overrides the game is created with.
    pub overrides: Map<String, Value>,
    switches: BTreeMap<String, Switch>,
    players: (u32, u32),
    seated: u32,
}

fn err(reason: Reason) -> RuleError {
    RuleError { reason }
}

/// Whether every key of `patch` holds the same value in `rules` (objects compared key by key).
fn holds(rules: &Value, patch: &Value) -> bool {
    match (rules, patch) {
        (Value::Object(r), Value::Object(p)) => p
            .iter()
            .all(|(k, v)| r.get(k).is_some_and(|rv| holds(rv, v))),
        _ => rules == patch,
    }
}

/// Merges `patch` into `into`, key by key.
fn merge(into: &mut Map<String, Value>, patch: &Value) {
    if let Value::Object(p) = patch {
        for (k, v) in p {
            match (into.get_mut(k), v) {
                (Some(Value::Object(slot)), Value::Object(_)) => merge(slot, v),
                _ => {
                    into.insert(k.clone(), v.clone());
                }
            }
        }
    }
}

impl Room {
    /// Opens a room over a preset (before house rules), with the game's first house rules, its board's id and the
    /// number of players seated. Its seats start at the seated count.
    pub fn open(
        preset: &Value,
        overrides: Map<String, Value>,
        host: usize,
        board: String,
        seated: usize,
    ) -> Result<Room, String> {
        let mut switches = BTreeMap::new();
        if let Some(Value::Object(hr)) = preset.get("house_rules") {
            for (name, s) in hr {
                let get = |k: &str| {
                    s.get(k)
                        .cloned()
                        .ok_or(format!("house rule {name}: no {k}"))
                };
                switches.insert(
                    name.clone(),
                    Switch {
                        default: get("default")?.as_bool().unwrap_or(false),
                        when_on: get("when_on")?,
                        when_off: get("when_off")?,
                    },
                );
            }
        }
        let boards = match preset.get("boards").and_then(Value::as_array) {
            Some(list) => list
                .iter()
                .filter_map(|b| b.as_str().map(str::to_string))
                .collect(),
            None => vec![board.clone()],
        };
        let range = |k: &str| {
            preset
                .get("players")
                .and_then(|p| p.get(k))
                .and_then(Value::as_u64)
                .unwrap_or(0) as u32
        };
        Ok(Room {
            host,
            seats: seated as u32,
            board,
            boards,
            started: false,
            overrides,
            switches,
            players: (range("min"), range("max")),
            seated: seated as u32,
        })
    }

    /// The room with one setting changed by `who`, or why not. The caller still has to create the game the new
    /// settings describe (a starting cash outside the preset's range fails there).
    pub fn configure(&self, who: usize, setting: &Setting) -> Result<Room, RuleError> {
        if self.started {
            return Err(err(Reason::GameStarted));
        }
        if who != self.host {
            return Err(err(Reason::NotHost));
        }
        let mut next = self.clone();
        match setting {
            Setting::HouseRule { name, on } => {
                let s = self
                    .switches
                    .get(name)
                    .ok_or(err(Reason::NoSuchHouseRule))?;
                merge(
                    &mut next.overrides,
                    if *on { &s.when_on } else { &s.when_off },
                );
            }
            Setting::Board(id) => {
                if !self.boards.contains(id) {
                    return Err(err(Reason::InvalidSetup));
                }
                next.board = id.clone();
            }
            Setting::Seats(n) => {
                if *n < self.players.0.max(self.seated) || *n > self.players.1 {
                    return Err(err(Reason::InvalidSetup));
                }
                next.seats = *n;
            }
            Setting::StartingCash(amount) => {
                next.overrides
                    .insert("starting_cash".into(), Value::from(*amount));
            }
        }
        Ok(next)
    }

    /// Starts the game: only the host, and only once.
    pub fn start(&mut self, who: usize) -> Result<(), RuleError> {
        if self.started {
            return Err(err(Reason::GameStarted));
        }
        if who != self.host {
            return Err(err(Reason::NotHost));
        }
        self.started = true;
        Ok(())
    }

    /// Each named house rule and whether it is on in `rules` (the preset with the room's overrides merged in): on
    /// when its `when_on` keys hold there, off otherwise.
    pub fn house_rules(&self, rules: &Value) -> BTreeMap<String, bool> {
        self.switches
            .iter()
            .map(|(name, s)| (name.clone(), holds(rules, &s.when_on)))
            .collect()
    }

    /// The room's badges: the house rules whose keys in `rules` differ from those of their default.
    pub fn badges(&self, rules: &Value) -> Vec<String> {
        self.switches
            .iter()
            .filter(|(_, s)| !holds(rules, if s.default { &s.when_on } else { &s.when_off }))
            .map(|(name, _)| name.clone())
            .collect()
    }

    /// The settings the host may change to now, for `legal_actions`: each house rule flipped, each other board,
    /// each other seat count. (Any starting cash the preset allows may be chosen too; it is not listed.)
    pub fn choices(&self, rules: &Value) -> Vec<Setting> {
        let mut out: Vec<Setting> = self
            .house_rules(rules)
            .into_iter()
            .map(|(name, on)| Setting::HouseRule { name, on: !on })
            .collect();
        out.extend(
            self.boards
                .iter()
                .filter(|b| **b != self.board)
                .map(|b| Setting::Board(b.clone())),
        );
        out.extend(
            (self.players.0.max(self.seated)..=self.players.1)
                .filter(|n| *n != self.seats)
                .map(Setting::Seats),
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn preset() -> Value {
        json!({
            "board": "world",
            "boards": ["world", "jackpot"],
            "players": {"min": 2, "max": 8},
            "rent": {"full_set_multiplier": 1},
            "unbought_property": "stays_with_bank",
            "buildings": {"even_building": true, "even_selling": true},
            "house_rules": {
                "double_rent": {"default": false,
                    "when_on": {"rent": {"full_set_multiplier": 2}},
                    "when_off": {"rent": {"full_set_multiplier": 1}}},
                "even_building": {"default": true,
                    "when_on": {"buildings": {"even_building": true, "even_selling": true}},
                    "when_off": {"buildings": {"even_building": false, "even_selling": false}}},
            }
        })
    }

    fn merged(room: &Room) -> Value {
        let mut p = preset().as_object().cloned().unwrap_or_default();
        merge(&mut p, &Value::Object(room.overrides.clone()));
        Value::Object(p)
    }

    #[test]
    fn only_the_host_changes_settings_and_only_before_the_start() {
        let mut room = Room::open(&preset(), Map::new(), 0, "world".into(), 3).unwrap();
        let on = Setting::HouseRule {
            name: "double_rent".into(),
            on: true,
        };
        assert_eq!(room.configure(1, &on), Err(err(Reason::NotHost)));
        let room2 = room.configure(0, &on).unwrap();
        assert_eq!(room2.badges(&merged(&room2)), vec!["double_rent"]);
        assert_eq!(room.badges(&merged(&room)), Vec::<String>::new());
        assert_eq!(room.start(1), Err(err(Reason::NotHost)));
        room.start(0).unwrap();
        assert_eq!(room.configure(0, &on), Err(err(Reason::GameStarted)));
        assert_eq!(room.start(0), Err(err(Reason::GameStarted)));
    }

    #[test]
    fn seats_lie_between_the_seated_players_and_the_maximum() {
        let room = Room::open(&preset(), Map::new(), 0, "world".into(), 3).unwrap();
        assert!(room.configure(0, &Setting::Seats(2)).is_err());
        assert!(room.configure(0, &Setting::Seats(9)).is_err());
        assert_eq!(room.configure(0, &Setting::Seats(3)).unwrap().seats, 3);
        assert_eq!(room.configure(0, &Setting::Seats(8)).unwrap().seats, 8);
        assert!(
            room.configure(0, &Setting::Board("veropoly".into()))
                .is_err()
        );
        assert_eq!(
            room.configure(0, &Setting::Board("jackpot".into()))
                .unwrap()
                .board,
            "jackpot"
        );
    }

    #[test]
    fn a_switch_turned_off_and_on_again_shows_no_badge() {
        let room = Room::open(&preset(), Map::new(), 0, "world".into(), 2).unwrap();
        let off = Setting::HouseRule {
            name: "even_building".into(),
            on: false,
        };
        let room = room.configure(0, &off).unwrap();
        assert_eq!(room.badges(&merged(&room)), vec!["even_building"]);
        let room = room
            .configure(
                0,
                &Setting::HouseRule {
                    name: "even_building".into(),
                    on: true,
                },
            )
            .unwrap();
        assert!(room.badges(&merged(&room)).is_empty());
        assert_eq!(room.choices(&merged(&room)).len(), 2 + 1 + 6);
    }
}
