//! The fixtures the harness sends to engines: variant presets, boards and decks, read from YAML through
//! serde-saphyr into plain JSON values. The project's fixtures are embedded in the binary.

use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::Path;

macro_rules! embed {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../fixtures/", $path)))),*]
    };
}

/// Every fixture file of the project, by path under `fixtures/`.
pub const EMBEDDED: &[(&str, &str)] = embed!(
    "variants/veropoly.yaml",
    "variants/classic.yaml",
    "variants/classic-short.yaml",
    "variants/classic-timed.yaml",
    "variants/online.yaml",
    "boards/veropoly.yaml",
    "boards/classic.yaml",
    "boards/world.yaml",
    "boards/grand-tour.yaml",
    "boards/jackpot.yaml",
    "decks/veropoly-chance.yaml",
    "decks/veropoly-community-chest.yaml",
    "decks/classic-chance.yaml",
    "decks/classic-community-chest.yaml",
    "decks/world-chance.yaml",
    "decks/world-treasure.yaml",
);

/// The capability of an engine that takes boards and decks inline in `new_game`.
pub const INLINE_FIXTURES: &str = "inline_fixtures";

/// Whether fixtures go inline to an engine with these capabilities (`None`: unknown, as if it declared every one).
pub fn sends_inline(capabilities: Option<&[String]>) -> bool {
    capabilities.is_none_or(|c| c.iter().any(|c| c == INLINE_FIXTURES))
}

/// Variants, boards and decks by id.
#[derive(Clone, Debug, Default)]
pub struct Fixtures {
    pub variants: BTreeMap<String, Value>,
    pub boards: BTreeMap<String, Value>,
    pub decks: BTreeMap<String, Value>,
}

impl Fixtures {
    /// The fixtures built into the harness.
    pub fn embedded() -> Result<Fixtures, String> {
        let mut f = Fixtures::default();
        for (path, text) in EMBEDDED {
            f.add(path, text)?;
        }
        Ok(f)
    }

    /// The fixtures of a folder laid out like the project's `fixtures/`.
    pub fn from_dir(dir: &Path) -> Result<Fixtures, String> {
        let mut f = Fixtures::default();
        for kind in ["variants", "boards", "decks"] {
            let Ok(entries) = std::fs::read_dir(dir.join(kind)) else {
                continue;
            };
            for e in entries.flatten() {
                let p = e.path();
                if p.extension().is_some_and(|x| x == "yaml") {
                    let text =
                        std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
                    let name = format!(
                        "{kind}/{}",
                        p.file_name().unwrap_or_default().to_string_lossy()
                    );
                    f.add(&name, &text)?;
                }
            }
        }
        Ok(f)
    }

    fn add(&mut self, path: &str, text: &str) -> Result<(), String> {
        let value: Value = serde_saphyr::from_str(text).map_err(|e| format!("{path}: {e}"))?;
        let id = value
            .get("id")
            .and_then(Value::as_str)
            .ok_or_else(|| format!("{path}: no id"))?
            .to_string();
        let table = match path.split('/').next() {
            Some("variants") => &mut self.variants,
            Some("boards") => &mut self.boards,
            Some("decks") => &mut self.decks,
            _ => return Err(format!("{path}: not a variant, board or deck")),
        };
        table.insert(id, value);
        Ok(())
    }

    /// The board of a variant, as the harness resolves names on it.
    pub fn board_of(&self, variant: &str) -> Result<BoardInfo, String> {
        BoardInfo::from_value(self.board_data(variant)?)
    }

    fn board_data(&self, variant: &str) -> Result<&Value, String> {
        let preset = self
            .variants
            .get(variant)
            .ok_or_else(|| format!("no preset for variant {variant:?}"))?;
        let board_id = preset
            .get("board")
            .and_then(Value::as_str)
            .ok_or_else(|| format!("variant {variant:?} names no board"))?;
        self.boards
            .get(board_id)
            .ok_or_else(|| format!("no board {board_id:?}"))
    }

    /// The `board` and `decks` fields of a variant's `new_game`: the fixtures inline (`{"data": …}`) for an engine
    /// that declares [`INLINE_FIXTURES`], by their ids (`{"id": …}`) for one that does not.
    pub fn game_fixtures(
        &self,
        variant: &str,
        inline: bool,
    ) -> Result<(Value, Vec<Value>), String> {
        let give = |data: &Value| {
            if inline {
                json!({"data": data})
            } else {
                json!({"id": data.get("id")})
            }
        };
        let board = give(self.board_data(variant)?);
        let decks = self.decks_of(variant)?.iter().map(give).collect();
        Ok((board, decks))
    }

    /// The deck fixtures of a variant: (slot, deck data).
    pub fn decks_of(&self, variant: &str) -> Result<Vec<Value>, String> {
        let preset = self
            .variants
            .get(variant)
            .ok_or_else(|| format!("no preset for variant {variant:?}"))?;
        let mut out = Vec::new();
        if let Some(Value::Object(slots)) = preset.get("decks") {
            for id in slots.values().filter_map(Value::as_str) {
                out.push(
                    self.decks
                        .get(id)
                        .cloned()
                        .ok_or_else(|| format!("no deck {id:?}"))?,
                );
            }
        }
        Ok(out)
    }
}

/// What the steps need to know of a board: the names, ids and kinds of its spaces.
#[derive(Clone, Debug)]
pub struct BoardInfo {
    pub data: Value,
    pub spaces: Vec<SpaceInfo>,
}

#[derive(Clone, Debug)]
pub struct SpaceInfo {
    pub id: String,
    pub name: String,
    pub kind: String,
    pub price: Option<i64>,
}

impl BoardInfo {
    pub fn from_value(v: &Value) -> Result<BoardInfo, String> {
        let spaces = v
            .get("spaces")
            .and_then(Value::as_array)
            .ok_or("a board needs spaces")?
            .iter()
            .map(|s| SpaceInfo {
                id: s
                    .get("id")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .into(),
                name: s
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .into(),
                kind: s
                    .get("kind")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .into(),
                price: s.get("price").and_then(Value::as_i64),
            })
            .collect();
        Ok(BoardInfo {
            data: v.clone(),
            spaces,
        })
    }

    /// A space by name (any case), by `space N`, or by its id; `jail` and `the Break Room` name the jail space,
    /// `Go to Jail` and `Take an Extended Lunch Break` the corner that sends there, and `Reading Port` the station
    /// `Reading Railroad` (and the other way round).
    pub fn find(&self, name: &str) -> Option<usize> {
        let n = name.trim().trim_start_matches("the ").trim();
        if let Some(num) = n.strip_prefix("space ") {
            return num
                .trim()
                .parse()
                .ok()
                .filter(|&i: &usize| i < self.spaces.len());
        }
        if let Some(i) = self
            .spaces
            .iter()
            .position(|s| s.name.eq_ignore_ascii_case(n) || s.id.eq_ignore_ascii_case(n))
        {
            return Some(i);
        }
        // One scenario reads on every board that renames the same corner or station: the jail corner and the
        // corner that sends there go by either board's name, and a station by its stem with either suffix.
        let corner = |kind: &str| self.spaces.iter().position(|s| s.kind == kind);
        if ["jail", "break room"]
            .iter()
            .any(|c| n.eq_ignore_ascii_case(c))
        {
            return corner("jail");
        }
        if ["go to jail", "take an extended lunch break"]
            .iter()
            .any(|c| n.eq_ignore_ascii_case(c))
        {
            return corner("go_to_jail");
        }
        let stem = |s: &str| {
            let l = s.to_ascii_lowercase();
            for suffix in [" port", " railroad"] {
                if let Some(x) = l.strip_suffix(suffix) {
                    return x.to_string();
                }
            }
            l
        };
        let wanted = stem(n);
        self.spaces
            .iter()
            .position(|s| s.kind == "station" && stem(&s.name) == wanted)
    }

    pub fn is_property(&self, i: usize) -> bool {
        matches!(
            self.spaces[i].kind.as_str(),
            "street" | "station" | "utility"
        )
    }
}
