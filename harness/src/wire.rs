//! The harness's own reading of engine answers. These types are written apart from the reference engine's, on
//! purpose: if the engine drifts from the protocol, decoding here fails, and the drift is caught.
//!
//! Every answer is first checked against the protocol's JSON Schema (`docs/schema/response.json`, embedded).

use serde::Deserialize;
use serde_json::Value;
use std::sync::OnceLock;

/// The protocol version the harness speaks.
pub const PROTOCOL_VERSION: u32 = 6;

/// The JSON Schema of a response, as checked in.
pub const RESPONSE_SCHEMA: &str = include_str!("../../docs/schema/response.json");

fn validator() -> Option<&'static jsonschema::Validator> {
    static V: OnceLock<Option<jsonschema::Validator>> = OnceLock::new();
    V.get_or_init(|| {
        let schema: Value = serde_json::from_str(RESPONSE_SCHEMA).ok()?;
        jsonschema::validator_for(&schema).ok()
    })
    .as_ref()
}

/// Checks one decoded response line against the protocol's schema: `Err` names the first fault.
pub fn check_schema(value: &Value) -> Result<(), String> {
    let Some(v) = validator() else {
        return Err("the embedded response schema does not load".into());
    };
    match v.iter_errors(value).next() {
        None => Ok(()),
        Some(e) => Err(format!("{} (at {})", e, e.instance_path())),
    }
}

/// A response envelope.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    pub id: Option<u64>,
    pub status: Status,
    #[serde(default)]
    pub result: Option<Value>,
    #[serde(default)]
    pub reason: Option<String>,
    #[serde(default)]
    pub code: Option<String>,
    #[serde(default)]
    pub message: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Ok,
    Rejected,
    Error,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Reply {
    Handshake {
        engine: EngineInfo,
        protocol: u32,
        variants: Vec<String>,
        capabilities: Vec<String>,
        /// The ways of playing the engine announces (`rules/ways.yaml`); none when absent.
        #[serde(default)]
        plays: Vec<String>,
    },
    Game {
        state: Box<Snapshot>,
    },
    Events {
        events: Vec<Event>,
    },
    State {
        state: Box<Snapshot>,
    },
    LegalActions {
        actions: Vec<Value>,
    },
    Done {},
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineInfo {
    pub name: String,
    pub version: String,
}

/// An event: its type and its fields, kept as JSON so a step can read any of them.
#[derive(Clone, Debug, Deserialize)]
pub struct Event {
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(flatten)]
    pub fields: serde_json::Map<String, Value>,
}

impl Event {
    pub fn str(&self, key: &str) -> Option<&str> {
        self.fields.get(key).and_then(Value::as_str)
    }
    pub fn int(&self, key: &str) -> Option<i64> {
        self.fields.get(key).and_then(Value::as_i64)
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    pub variant: String,
    pub board: String,
    pub players: Vec<PlayerState>,
    pub properties: Vec<PropertyState>,
    pub bank: BankState,
    /// `null` where nobody is the banker (protocol 4).
    pub banker: Option<String>,
    pub turn: TurnState,
    pub pending: Pending,
    pub pot: i64,
    pub decks: std::collections::BTreeMap<String, Vec<String>>,
    pub clock_ms: u64,
    pub game_over: Option<GameOver>,
    /// The room of a game opened as one (protocol 4); absent or `null` otherwise.
    #[serde(default)]
    pub room: Option<RoomState>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomState {
    pub host: String,
    pub seats: u32,
    pub board: String,
    pub started: bool,
    pub house_rules: std::collections::BTreeMap<String, bool>,
    pub badges: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerState {
    pub id: String,
    pub name: String,
    pub token: String,
    pub team: Option<String>,
    pub cash: i64,
    pub position: u32,
    pub space: String,
    pub in_jail: bool,
    pub failed_rolls: u32,
    pub jail_cards: u32,
    pub bankrupt: bool,
    /// Turns still to be missed on Vacation (protocol 4).
    pub skip_turns: u32,
    /// `null` without a turn clock (protocol 4).
    pub time_bank_ms: Option<u64>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PropertyState {
    pub id: String,
    pub owner: Option<String>,
    pub mortgaged: bool,
    pub houses: u32,
    pub hotel: bool,
    pub unmortgage_cost: Option<i64>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BankState {
    pub cash: i64,
    /// `None`: no limit.
    pub houses: Option<u32>,
    /// `None`: no limit.
    pub hotels: Option<u32>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnState {
    pub current: Option<String>,
    pub phase: String,
    pub to_act: Option<String>,
    pub doubles: u32,
    pub order: Vec<String>,
    pub opening_to_roll: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pending {
    pub purchase: Option<PendingPurchase>,
    pub auction: Option<PendingAuction>,
    pub rent_claims: Vec<RentClaim>,
    pub debts: Vec<DebtState>,
    pub trades: Vec<TradeState>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TradeState {
    pub id: u64,
    pub from: String,
    pub to: String,
    pub give: TradeSide,
    pub take: TradeSide,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TradeSide {
    pub cash: i64,
    pub properties: Vec<String>,
    pub jail_cards: u32,
    #[serde(default)]
    pub buildings: Vec<String>,
    #[serde(default)]
    pub promises: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingPurchase {
    pub player: String,
    pub property: String,
    pub price: i64,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingAuction {
    pub property: Option<String>,
    pub building: Option<String>,
    pub bidders: Vec<String>,
    pub high_bidder: Option<String>,
    pub high_bid: Option<i64>,
    pub passed: Vec<String>,
    /// `null` unless the auction runs on a clock (protocol 4).
    pub closes_at_ms: Option<u64>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RentClaim {
    pub owner: String,
    pub payer: String,
    pub property: String,
    pub amount: i64,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DebtState {
    pub debtor: String,
    pub creditor: Option<String>,
    pub amount: i64,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameOver {
    /// `null` on a shared win (protocol 3); always a player before.
    pub winner: Option<String>,
    #[serde(default)]
    pub winners: Vec<String>,
    pub ranking: Vec<String>,
    #[serde(default)]
    pub worth: Option<std::collections::BTreeMap<String, i64>>,
}
