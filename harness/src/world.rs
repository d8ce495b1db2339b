//! The cucumber World: one engine process per scenario, spoken to only through the protocol.

use crate::driver::{Engine, EngineFailure, EngineSpec, Limits};
use crate::fixtures::{BoardInfo, Fixtures};
use crate::wire::{self, Event, Reply, Snapshot, Status};
use serde_json::{Value, json};
use std::sync::Arc;

/// What every scenario of one run shares.
#[derive(Debug)]
pub struct Context {
    pub variant: String,
    pub engine: EngineSpec,
    pub limits: Limits,
    pub fixtures: Arc<Fixtures>,
    /// House-rule overrides sent with every new game (named switches already replaced by their patches).
    pub house_rules: serde_json::Map<String, Value>,
    /// The preset's named switches that these overrides set away from their default (`crate::switches`).
    pub switches: std::collections::BTreeSet<String>,
    /// Engines that finished a scenario in good health, ready for the next one (`None`: a fresh process for every
    /// scenario). A new game replaces everything an engine holds, so reuse only saves the start and handshake.
    pub pool: Option<std::sync::Mutex<Vec<Engine>>>,
    /// The capabilities the engine declared in its handshake (`None`: unknown, assume every one).
    pub capabilities: Option<Vec<String>>,
    /// The ways of playing the engine announced in its handshake (`rules/ways.yaml`).
    pub plays: Vec<String>,
}

impl Context {
    /// A switch or amount of the variant as played, by its dotted path (`game_end.time_limit.minutes`): the house
    /// rules' value where they set one, else the preset's. `None` when neither has it.
    pub fn preset_value(&self, path: &str) -> Option<&Value> {
        fn walk<'a>(root: Option<&'a Value>, rest: &[&str]) -> Option<&'a Value> {
            rest.iter().try_fold(root?, |v, k| v.get(*k))
        }
        let mut keys = path.split('.');
        let first = keys.next()?;
        let rest: Vec<&str> = keys.collect();
        walk(self.house_rules.get(first), &rest).or_else(|| {
            let preset = self.fixtures.variants.get(&self.variant);
            walk(preset.and_then(|v| v.get(first)), &rest)
        })
    }

    /// Whether the engine announced the way of playing `way`.
    pub fn plays(&self, way: &str) -> bool {
        self.plays.iter().any(|w| w == way)
    }

    /// Stops every pooled engine.
    pub async fn drain(&self) {
        let engines: Vec<Engine> = match &self.pool {
            Some(p) => std::mem::take(&mut *p.lock().unwrap_or_else(|e| e.into_inner())),
            None => Vec::new(),
        };
        for e in engines {
            e.shutdown().await;
        }
    }
}

/// Why a step failed. The bracketed kind that starts its message is the scenario's verdict.
#[derive(Debug)]
pub enum Fail {
    /// A check did not hold.
    Mismatch { expected: String, actual: String },
    /// The engine refused an action that the rules allow.
    RejectedLegal { action: String, reason: String },
    /// The engine carried out an action that the rules forbid.
    AcceptedIllegal { expected: String },
    /// The engine process failed.
    Engine(EngineFailure),
    /// The engine declared it lacks what the scenario needs.
    Unsupported(String),
    /// The scenario itself is faulty (an unknown name, a step out of place).
    Scenario(String),
    /// The engine refused a step's action for a reason about *when* it was taken, and `rule` is the rule that
    /// allows the action at that moment (`rules/blocking.yaml`, [`crate::blocking`]): the failure `inner` is
    /// blamed on that rule alone, and a scenario of other rules is *blocked by* it.
    Blocked { rule: String, inner: Box<Fail> },
    /// `inner`, with what the engine waits for at that moment (`note`), so that a refusal reads with its cause.
    Waiting { inner: Box<Fail>, note: String },
}

impl Fail {
    /// The failure's words, without the bracketed kind its message starts with.
    fn words(&self) -> String {
        let shown = self.to_string();
        match shown.split_once("] ") {
            Some((_, words)) => words.to_string(),
            None => shown,
        }
    }

    /// `failure`, blamed on `rule` alone when there is one: the step never reached the scenario's own rules.
    pub fn blocked_by(rule: Option<String>, failure: Fail) -> Fail {
        match rule {
            Some(rule) => Fail::Blocked {
                rule,
                inner: Box::new(failure),
            },
            None => failure,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Fail::Mismatch { .. } => "failed",
            Fail::RejectedLegal { .. } => "rejected_legal_action",
            Fail::AcceptedIllegal { .. } => "accepted_illegal_action",
            Fail::Engine(e) => e.kind(),
            Fail::Unsupported(_) => "unsupported",
            Fail::Scenario(_) => "scenario_error",
            Fail::Blocked { .. } => "blocked",
            Fail::Waiting { inner, .. } => inner.kind(),
        }
    }
}

impl std::fmt::Display for Fail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] ", self.kind())?;
        match self {
            Fail::Mismatch { expected, actual } => {
                write!(f, "expected {expected}, but {actual}")
            }
            Fail::RejectedLegal { action, reason } => {
                write!(f, "the engine rejected {action} with {reason:?}")
            }
            Fail::AcceptedIllegal { expected } => {
                write!(
                    f,
                    "the engine accepted the action; expected a rejection with {expected:?}"
                )
            }
            Fail::Engine(e) => write!(f, "{e}"),
            Fail::Unsupported(what) => write!(f, "{what}"),
            Fail::Scenario(what) => write!(f, "{what}"),
            Fail::Blocked { rule, inner } => {
                write!(f, "{rule} {}: {}", inner.kind(), inner.words())
            }
            Fail::Waiting { inner, note } => write!(f, "{}; {note}", inner.words()),
        }
    }
}

/// The snapshot of an engine that plays `cash_below_zero` (`rules/ways.yaml`), read as the rules hold debts: each
/// debt it lists was paid in full already, so its debtor's cash is read with the debt added back, and its
/// creditor's (the bank's, the pot's) without it. What the scenarios check of cash and debts then reads the same
/// on either kind of engine.
pub fn held_apart(s: &mut Snapshot) {
    for d in s.pending.debts.clone() {
        if let Some(p) = s.players.iter_mut().find(|p| p.id == d.debtor) {
            p.cash += d.amount;
        }
        match d.creditor.as_deref() {
            None => s.bank.cash -= d.amount,
            Some("pot") => s.pot -= d.amount,
            Some(c) => {
                if let Some(p) = s.players.iter_mut().find(|p| p.id == c) {
                    p.cash -= d.amount;
                }
            }
        }
    }
}

/// The cards of the decks of `slot` among `decks` (deck fixtures as data).
fn cards_in<'a>(decks: &'a [Value], slot: &'a str) -> impl Iterator<Item = &'a Value> + 'a {
    decks
        .iter()
        .filter(move |d| d.get("slot").and_then(Value::as_str) == Some(slot))
        .flat_map(|d| {
            d.get("cards")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
        })
}

/// A player's name from their id.
pub fn name_of(w: &VeropolyWorld, id: &str) -> Option<String> {
    w.players
        .iter()
        .find(|(_, i)| i == id)
        .map(|(n, _)| n.clone())
}

/// A blocked step's message, `[blocked]` taken off, read back: the blocking rule, the kind of the failure it
/// blocked, and that failure's words. See [`Fail::Blocked`].
pub fn parse_blocked(words: &str) -> Option<(&str, &str, &str)> {
    let (head, rest) = words.split_once(": ")?;
    let (rule, kind) = head.split_once(' ')?;
    crate::runner::is_rule_id(rule).then_some((rule, kind, rest))
}

impl std::error::Error for Fail {}

/// Whether a panic's message is a step's outcome: a failing step's [`Fail`], which cucumber raises as a panic,
/// catches, and hands to the runner, which reports it as the step's verdict (`[failed] expected …`). Any other panic
/// is a fault of the harness itself. The one test of it, for the runner and for `veropoly`'s panic hook.
pub fn is_step_outcome(message: &str) -> bool {
    message
        .strip_prefix('[')
        .and_then(|rest| rest.split_once("] "))
        .is_some_and(|(kind, _)| {
            !kind.is_empty() && kind.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
        })
}

pub type StepResult = Result<(), Fail>;

pub fn mismatch(expected: impl Into<String>, actual: impl Into<String>) -> Fail {
    Fail::Mismatch {
        expected: expected.into(),
        actual: actual.into(),
    }
}

/// The answer to the last action of a scenario.
#[derive(Clone, Debug)]
pub enum Outcome {
    Accepted(Vec<Event>),
    Rejected(String),
}

#[derive(Debug, Default, cucumber::World)]
pub struct VeropolyWorld {
    pub ctx: Option<Arc<Context>>,
    pub engine: Option<Engine>,
    /// A failure found before the first step (the engine did not start or shake hands).
    pub startup: Option<Fail>,
    /// Players in seating order: (name, id).
    pub players: Vec<(String, String)>,
    pub board: Option<BoardInfo>,
    pub seed: u64,
    pub last: Option<Outcome>,
    /// The answer to the last game set-up: `Ok` or the rejection reason.
    pub created: Option<Result<(), String>>,
    pub bank_baseline: i64,
    /// Every event of the scenario, in order.
    pub history: Vec<Event>,
    /// Each player's cash just before the scenario's first action, by id: what "nothing moved" is measured from.
    pub cash_before_actions: Option<std::collections::BTreeMap<String, i64>>,
    /// The ids of the players who have made an accepted action.
    pub actors: std::collections::BTreeSet<String>,
    /// What the next game does with the title deeds a variant deals at set-up.
    pub deal: DealChoice,
    /// Settings the scenario's players agree on before play (a time limit), merged over the run's house rules
    /// for the next game.
    pub agreed: serde_json::Map<String, Value>,
    /// The board the scenario's game is played on, where it picks one of the preset's boards.
    pub board_id: Option<String>,
    /// The host, by id, when the next game is opened as a room.
    pub room_host: Option<String>,
    /// The turn orders of the games a scenario set up one after another, in order.
    pub orders: Vec<Vec<String>>,
    /// The decks of those games, by slot, top first.
    pub decks_of_games: Vec<std::collections::BTreeMap<String, Vec<String>>>,
    /// A deck of the scenario's own, sent inline in place of the preset's deck of its slot.
    pub deck_override: Option<Value>,
    /// The last snapshot the engine gave, while no request since may have changed the game.
    pub last_state: Option<Snapshot>,
    /// The type of the last action sent (`build`, `trade_offer`, …), for the rule a refusal of it blames.
    pub last_action: Option<String>,
    /// The player whose roll started the turn still being played, from the last `turn_started` of this game (the
    /// mover of `mover_only`): the window after a throw belongs to its thrower until the next turn starts. `None`
    /// until a turn starts, and again after a `turn` set-up.
    pub turn_starter: Option<String>,
    /// The rule ids the scenario is tagged with.
    pub own_rules: std::collections::BTreeSet<String>,
}

/// `over` merged into `base` key by key, objects recursively, as an engine merges house rules into a preset.
pub(crate) fn merged(
    base: &serde_json::Map<String, Value>,
    over: &serde_json::Map<String, Value>,
) -> serde_json::Map<String, Value> {
    let mut out = base.clone();
    for (k, v) in over {
        match (out.get(k), v) {
            (Some(Value::Object(b)), Value::Object(o)) => {
                let m = merged(b, o);
                out.insert(k.clone(), Value::Object(m));
            }
            _ => {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    out
}

/// The deal of title deeds at set-up, in a variant that deals.
#[derive(Clone, Debug, Default)]
pub enum DealChoice {
    /// Undone once the game is created (every deed back to the bank, every player at the starting cash), so that
    /// a scenario that is not about the deal arranges the table itself, as in a variant that deals nothing.
    #[default]
    Undone,
    /// Kept as the engine's seeded shuffle dealt it.
    Shuffled,
    /// Injected: player id to property ids, sent as `new_game`'s `deal`.
    Given(Value),
}

const TOKENS: &[&str] = &[
    "boot",
    "car",
    "dog",
    "hat",
    "iron",
    "ship",
    "thimble",
    "wheelbarrow",
    "cat",
    "duck",
    "penguin",
    "dinosaur",
    "horse",
    "cannon",
    "bag",
    "train",
];

impl VeropolyWorld {
    /// A card of a deck of this variant by its id. So that one scenario reads in every variant whose deck holds
    /// the same card under another name, a card the variant's deck lacks is looked up by its counterpart: a
    /// port's card is the railroad's, the Break Room's the Jail's ([`same_card`]).
    pub fn card_id(&self, deck_slot: &str, card: &str) -> String {
        let Ok(ctx) = self.ctx() else {
            return card.to_string();
        };
        let decks = ctx.fixtures.decks_of(&ctx.variant).unwrap_or_default();
        let ids: Vec<String> = cards_in(&decks, deck_slot)
            .filter_map(|c| c.get("id").and_then(Value::as_str).map(String::from))
            .collect();
        if ids.iter().any(|i| i == card) {
            return card.to_string();
        }
        ids.into_iter()
            .find(|i| same_card(i, card))
            .unwrap_or_else(|| card.to_string())
    }

    pub fn ctx(&self) -> Result<&Arc<Context>, Fail> {
        self.ctx
            .as_ref()
            .ok_or_else(|| Fail::Scenario("the scenario has no run context".into()))
    }

    /// Starts the engine and shakes hands; a failure is kept for the first step to report.
    pub async fn start(&mut self, ctx: Arc<Context>, seed: u64) {
        self.seed = seed;
        self.board = match ctx.fixtures.board_of(&ctx.variant) {
            Ok(b) => Some(b),
            Err(e) => {
                self.startup = Some(Fail::Scenario(e));
                None
            }
        };
        self.ctx = Some(ctx.clone());
        let pooled = ctx
            .pool
            .as_ref()
            .and_then(|p| p.lock().ok().and_then(|mut v| v.pop()));
        if let Some(engine) = pooled {
            self.engine = Some(engine);
            return;
        }
        let mut engine = match Engine::start(&ctx.engine, ctx.limits) {
            Ok(e) => e,
            Err(f) => {
                self.startup = Some(Fail::Engine(f));
                return;
            }
        };
        let answer = engine
            .request(json!({"cmd": "handshake", "protocol": wire::PROTOCOL_VERSION, "harness": concat!("veropoly-harness ", env!("CARGO_PKG_VERSION"))}))
            .await;
        match answer {
            Err(f) => self.startup = Some(Fail::Engine(f)),
            Ok(a) => match a.envelope.status {
                Status::Ok => match parse_reply(&a.envelope.result) {
                    Ok(Reply::Handshake {
                        protocol, variants, ..
                    }) => {
                        if protocol != wire::PROTOCOL_VERSION {
                            self.startup = Some(Fail::Engine(EngineFailure::Protocol {
                                message: format!(
                                    "the engine speaks protocol {protocol}, the harness {}",
                                    wire::PROTOCOL_VERSION
                                ),
                                line: a.raw.to_string(),
                            }));
                        } else if !variants.contains(&ctx.variant) {
                            self.startup = Some(Fail::Unsupported(format!(
                                "the engine does not support the variant {:?}",
                                ctx.variant
                            )));
                        }
                    }
                    _ => {
                        self.startup = Some(Fail::Engine(EngineFailure::Protocol {
                            message: "the answer to handshake is not a handshake".into(),
                            line: a.raw.to_string(),
                        }))
                    }
                },
                _ => {
                    // An engine of an older version: version 5 only adds an optional capability to 4
                    // (docs/protocol.md, section 8), so such an engine needs only to answer 5.
                    let message = if a.envelope.code.as_deref() == Some("unsupported_protocol") {
                        format!(
                            "the engine does not speak protocol {} (docs/protocol.md, section 8, says what changed)",
                            wire::PROTOCOL_VERSION
                        )
                    } else {
                        "the engine refused the handshake".into()
                    };
                    self.startup = Some(Fail::Engine(EngineFailure::Protocol {
                        message,
                        line: a.raw.to_string(),
                    }))
                }
            },
        }
        if self.startup.is_some() {
            // Nothing more will be asked of an engine that failed its start.
            engine.kill().await;
        } else {
            self.engine = Some(engine);
        }
    }

    pub async fn stop(&mut self) {
        let Some(e) = self.engine.take() else { return };
        if !e.is_dead()
            && let Some(pool) = self.ctx.as_ref().and_then(|c| c.pool.as_ref())
            && let Ok(mut v) = pool.lock()
        {
            v.push(e);
            return;
        }
        e.shutdown().await;
    }

    /// One request; `Err` for an engine failure, `Ok` with the envelope otherwise.
    pub async fn request(&mut self, command: Value) -> Result<wire::Envelope, Fail> {
        if let Some(f) = self.startup.take() {
            return Err(f);
        }
        // Only `state` and `legal_actions` leave the game as it was.
        if !matches!(command["cmd"].as_str(), Some("state" | "legal_actions")) {
            self.last_state = None;
        }
        let engine = self
            .engine
            .as_mut()
            .ok_or_else(|| Fail::Scenario("no engine is running".into()))?;
        engine
            .request(command)
            .await
            .map(|a| a.envelope)
            .map_err(Fail::Engine)
    }

    /// A request that must succeed (set-up and queries): a rejection or error here is a fault of the engine.
    pub async fn must(&mut self, command: Value) -> Result<Reply, Fail> {
        let shown = command.to_string();
        let env = self.request(command).await?;
        match env.status {
            Status::Ok => parse_reply(&env.result),
            Status::Rejected => Err(Fail::RejectedLegal {
                action: shown,
                reason: env.reason.unwrap_or_default(),
            }),
            Status::Error => Err(error_fail(&shown, env)),
        }
    }

    /// The game's snapshot. Asked of the engine once after each request that may change the game; the checks that
    /// follow one another read that answer again.
    pub async fn state(&mut self) -> Result<Snapshot, Fail> {
        if let Some(s) = &self.last_state {
            return Ok(s.clone());
        }
        match self.must(json!({"cmd": "state"})).await? {
            Reply::State { mut state } => {
                if self
                    .ctx
                    .as_ref()
                    .is_some_and(|c| c.plays(crate::ways::CASH_BELOW_ZERO))
                {
                    held_apart(&mut state);
                }
                self.last_state = Some((*state).clone());
                Ok(*state)
            }
            other => Err(protocol_fail("state", &other)),
        }
    }

    pub fn board(&self) -> Result<&BoardInfo, Fail> {
        self.board
            .as_ref()
            .ok_or_else(|| Fail::Scenario("no board".into()))
    }

    /// A player's id from their name.
    pub fn pid(&self, name: &str) -> Result<String, Fail> {
        self.players
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
            .map(|(_, id)| id.clone())
            .ok_or_else(|| Fail::Scenario(format!("no player named {name:?} in this scenario")))
    }

    pub fn space_id(&self, name: &str) -> Result<String, Fail> {
        let b = self.board()?;
        b.find(name)
            .map(|i| b.spaces[i].id.clone())
            .ok_or_else(|| Fail::Scenario(format!("no space named {name:?} on the board")))
    }

    pub fn space_index(&self, name: &str) -> Result<usize, Fail> {
        self.board()?
            .find(name)
            .ok_or_else(|| Fail::Scenario(format!("no space named {name:?} on the board")))
    }

    pub fn property_id(&self, name: &str) -> Result<String, Fail> {
        let b = self.board()?;
        match b.find(name) {
            Some(i) if b.is_property(i) => Ok(b.spaces[i].id.clone()),
            _ => Err(Fail::Scenario(format!(
                "no property named {name:?} on the board"
            ))),
        }
    }

    /// One of the fixtures' boards as a request sends it (inline, or by id to an engine that does not take
    /// fixtures inline), and what the steps know of it.
    pub fn board_ref(&self, id: &str) -> Result<(Value, BoardInfo), Fail> {
        let ctx = self.ctx()?;
        let data = ctx
            .fixtures
            .boards
            .get(id)
            .ok_or_else(|| Fail::Scenario(format!("no board {id:?}")))?;
        let sent = if crate::fixtures::sends_inline(ctx.capabilities.as_deref()) {
            json!({"data": data})
        } else {
            json!({"id": id})
        };
        Ok((sent, BoardInfo::from_value(data).map_err(Fail::Scenario)?))
    }

    /// One of the fixtures' boards by its name (`Grand Tour`) or id.
    pub fn board_named(&self, name: &str) -> Result<String, Fail> {
        self.ctx()?
            .fixtures
            .boards
            .iter()
            .find(|(id, b)| **id == name || b.get("name").and_then(Value::as_str) == Some(name))
            .map(|(id, _)| id.clone())
            .ok_or_else(|| Fail::Scenario(format!("no board named {name:?}")))
    }

    /// Sends a new game for `names`; `mutate` adjusts the players before sending.
    pub async fn new_game(
        &mut self,
        names: &[String],
        fixed_order: bool,
        mutate: impl FnOnce(&mut Vec<Value>),
    ) -> Result<Result<Snapshot, String>, Fail> {
        let ctx = self.ctx()?.clone();
        self.players = names
            .iter()
            .map(|n| (n.clone(), n.to_lowercase()))
            .collect();
        let mut players: Vec<Value> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, (name, id))| json!({"id": id, "name": name, "token": TOKENS[i % TOKENS.len()]}))
            .collect();
        mutate(&mut players);
        let inline = crate::fixtures::sends_inline(ctx.capabilities.as_deref());
        let (mut board, decks) = ctx
            .fixtures
            .game_fixtures(&ctx.variant, inline)
            .map_err(Fail::Scenario)?;
        if let Some(id) = self.board_id.clone() {
            let (sent, info) = self.board_ref(&id)?;
            board = sent;
            self.board = Some(info);
        }
        let mut decks = decks;
        if let Some(custom) = &self.deck_override {
            let slot = custom.get("slot").cloned();
            let same = |d: &Value| d.get("data").and_then(|d| d.get("slot")).cloned() == slot;
            decks.retain(|d| !same(d));
            decks.push(json!({"data": custom}));
        }
        let mut request = json!({
            "cmd": "new_game",
            "variant": ctx.variant,
            "house_rules": merged(&ctx.house_rules, &self.agreed),
            "board": board,
            "decks": decks,
            "players": players,
            "seed": self.seed,
        });
        if let DealChoice::Given(deal) = &self.deal {
            request["deal"] = deal.clone();
        }
        if let Some(host) = &self.room_host {
            request["room"] = json!({"host": host});
        }
        if fixed_order {
            request["turn_order"] =
                json!(self.players.iter().map(|(_, id)| id).collect::<Vec<_>>());
        }
        let env = self.request(request).await?;
        match env.status {
            Status::Ok => match parse_reply(&env.result)? {
                Reply::Game { state } => {
                    self.created = Some(Ok(()));
                    self.turn_starter = None;
                    let state = if self.deals(&ctx) && matches!(self.deal, DealChoice::Undone) {
                        self.undo_deal(&ctx, &state).await?
                    } else {
                        *state
                    };
                    self.bank_baseline = state.bank.cash;
                    Ok(Ok(state))
                }
                other => Err(protocol_fail("new_game", &other)),
            },
            Status::Rejected => {
                let reason = env.reason.unwrap_or_default();
                self.created = Some(Err(reason.clone()));
                Ok(Err(reason))
            }
            // Only an `unsupported_*` code means the engine lacks something; any other error to a valid
            // `new_game` is a failure that names the request.
            Status::Error => Err(error_fail("the new_game request", env)),
        }
    }

    /// Whether the variant, as played (house rules included), deals title deeds at set-up.
    fn deals(&self, ctx: &Context) -> bool {
        ctx.preset_value("deal").is_some_and(|d| !d.is_null())
    }

    /// Gives every dealt deed back to the bank and every player the starting cash again.
    async fn undo_deal(&mut self, ctx: &Context, state: &Snapshot) -> Result<Snapshot, Fail> {
        let cash = ctx
            .preset_value("starting_cash")
            .and_then(|v| v.as_i64())
            .unwrap_or(1500);
        let mut ops: Vec<Value> = state
            .properties
            .iter()
            .filter(|p| p.owner.is_some())
            .map(|p| json!({"op": "give", "property": p.id, "player": null}))
            .collect();
        ops.extend(
            state
                .players
                .iter()
                .map(|p| json!({"op": "cash", "player": p.id, "amount": cash})),
        );
        self.setup(ops).await?;
        self.state().await
    }

    /// A scenario that needs a capability the engine declared it lacks is unsupported, not failed.
    pub fn require(&self, capability: &str) -> StepResult {
        let declared = self.ctx()?.capabilities.as_ref();
        match declared {
            Some(caps) if !caps.iter().any(|c| c == capability) => Err(Fail::Unsupported(format!(
                "the scenario needs the capability {capability:?}, which the engine does not declare"
            ))),
            _ => Ok(()),
        }
    }

    /// Test set-up operations, sent as one request. Each operation needs its own capability, `setup.` and its
    /// `op` (`setup.debt` for a debt).
    pub async fn setup(&mut self, mut ops: Vec<Value>) -> StepResult {
        if self
            .ctx
            .as_ref()
            .is_some_and(|c| c.plays(crate::ways::CASH_BELOW_ZERO))
            && ops.iter().any(|op| op["op"] == "cash")
        {
            // Cash as the rules count it, set on an engine whose listed debts are paid already: less what the
            // player owes, plus what they are owed.
            let debts = self.state().await?.pending.debts;
            for op in ops.iter_mut().filter(|op| op["op"] == "cash") {
                let who = op["player"].as_str().unwrap_or_default().to_string();
                let shift: i64 = debts
                    .iter()
                    .map(|d| {
                        if d.debtor == who {
                            -d.amount
                        } else if d.creditor.as_deref() == Some(who.as_str()) {
                            d.amount
                        } else {
                            0
                        }
                    })
                    .sum();
                if let Some(n) = op["amount"].as_i64() {
                    op["amount"] = json!(n + shift);
                }
            }
        }
        for op in &ops {
            let name = op["op"].as_str().ok_or_else(|| {
                Fail::Scenario(format!("the set-up operation {op} names no \"op\""))
            })?;
            self.require(&format!("setup.{name}"))?;
            if name == "turn" {
                self.turn_starter = None;
            }
        }
        self.must(json!({"cmd": "setup", "ops": ops}))
            .await
            .map(|_| ())
    }

    /// An action by a player. With `must_accept`, a rejection fails the step as "rejected a legal action".
    pub async fn act(&mut self, name: &str, action: Value, must_accept: bool) -> StepResult {
        let player = self.pid(name)?;
        let action = self.in_its_ways(name, &player, action).await?;
        let shown = format!("{name}'s action {action}");
        if self.cash_before_actions.is_none() {
            let s = self.state().await?;
            self.cash_before_actions =
                Some(s.players.iter().map(|p| (p.id.clone(), p.cash)).collect());
        }
        self.last_action = action
            .get("type")
            .and_then(Value::as_str)
            .map(str::to_string);
        let env = self
            .request(json!({"cmd": "act", "player": player, "action": action}))
            .await?;
        match env.status {
            Status::Ok => match parse_reply(&env.result)? {
                Reply::Events { mut events } => {
                    if let Some(starter) = events
                        .iter()
                        .rev()
                        .find(|e| e.kind == "turn_started")
                        .and_then(|e| e.str("player"))
                    {
                        self.turn_starter = Some(starter.to_string());
                    }
                    self.history.extend(events.iter().cloned());
                    self.actors.insert(player.clone());
                    let fresh = self.fresh_utility_roll(&events).await?;
                    self.history.extend(fresh.iter().cloned());
                    events.extend(fresh);
                    self.last = Some(Outcome::Accepted(events));
                    self.cards_as_the_fixtures()
                }
                other => Err(protocol_fail("act", &other)),
            },
            Status::Rejected => {
                let reason = env.reason.unwrap_or_default();
                self.last = Some(Outcome::Rejected(reason.clone()));
                if must_accept {
                    let failure = Fail::RejectedLegal {
                        action: shown,
                        reason: reason.clone(),
                    };
                    let failure = self.with_waiting(failure).await;
                    Err(self.refused(&reason, failure))
                } else {
                    Ok(())
                }
            }
            Status::Error => Err(error_fail(&shown, env)),
        }
    }

    /// `action` by `player` (named `name`), in the words of the ways of playing the engine announced
    /// (`rules/ways.yaml`): a hotel is asked for as a fifth house (`hotel_fifth_house`); a step the engine's way
    /// does not allow at this moment is not sent, and the scenario is blocked by the rule that allows it
    /// (`mover_only`, `auction_in_turn`), or unsupported where the way has no words for it.
    async fn in_its_ways(
        &mut self,
        name: &str,
        player: &str,
        mut action: Value,
    ) -> Result<Value, Fail> {
        let Some(ctx) = self.ctx.clone() else {
            return Ok(action);
        };
        if ctx.plays.is_empty() {
            return Ok(action);
        }
        let kind = action
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let s = self.state().await?;
        let not_sent = |why: String| Fail::RejectedLegal {
            action: format!("{name}'s action {action}"),
            reason: why,
        };
        const TABLE_ACTIONS: [&str; 8] = [
            "build",
            "request_building",
            "sell_building",
            "mortgage",
            "unmortgage",
            "trade_offer",
            "trade_counter",
            "trade_accept",
        ];
        // The mover: the player whose throw started the turn, until the next turn starts; before any, the player
        // to roll. The table is theirs, and a deal may still be made with them.
        let mover = self.turn_starter.clone().or_else(|| s.turn.current.clone());
        let with_mover = |id: Option<u64>| {
            s.pending
                .trades
                .iter()
                .find(|t| Some(t.id) == id)
                .is_none_or(|t| Some(&t.from) == mover.as_ref() || Some(&t.to) == mover.as_ref())
        };
        let allowed = match kind.as_str() {
            "trade_offer" => action.get("to").and_then(Value::as_str) == mover.as_deref(),
            "trade_accept" | "trade_counter" => {
                with_mover(action.get("trade").and_then(Value::as_u64))
            }
            _ => false,
        };
        if ctx.plays(crate::ways::MOVER_ONLY)
            && TABLE_ACTIONS.contains(&kind.as_str())
            && mover.as_deref().is_some_and(|m| m != player)
            && !allowed
        {
            self.last_action = Some(kind.clone());
            let failure = not_sent(format!(
                "not sent: the engine announces that only the player whose turn it is acts ({})",
                crate::ways::MOVER_ONLY
            ));
            return Err(self.refused("not_your_turn", failure));
        }
        if ctx.plays(crate::ways::AUCTION_IN_TURN)
            && matches!(kind.as_str(), "bid" | "pass")
            && s.turn.phase == "auction"
            && let Some(asked) = s.turn.to_act.as_deref()
            && asked != player
        {
            let failure = not_sent(format!(
                "not sent: the engine asks its bidders in turn ({}), and awaits {}",
                crate::ways::AUCTION_IN_TURN,
                name_of(self, asked).unwrap_or_else(|| asked.to_string())
            ));
            return Err(Fail::blocked_by(
                crate::ways::first_departure(&ctx.variant, crate::ways::AUCTION_IN_TURN),
                failure,
            ));
        }
        if ctx.plays(crate::ways::HOTEL_FIFTH_HOUSE) && kind == "build" {
            let full_row = ctx
                .preset_value("buildings.houses_per_hotel")
                .and_then(Value::as_u64)
                .unwrap_or(4) as u32;
            let street = action.get("property").and_then(Value::as_str);
            let on = s.properties.iter().find(|p| Some(p.id.as_str()) == street);
            let row = on.is_some_and(|p| !p.hotel && p.houses >= full_row);
            let hotel = on.is_some_and(|p| p.hotel);
            // Nothing is built on a port or a utility, whatever it is asked as.
            let street = self
                .board()
                .ok()
                .and_then(|b| b.spaces.iter().find(|sp| Some(sp.id.as_str()) == street))
                .is_none_or(|sp| sp.kind == "street");
            let no_words = |what: &str| {
                Fail::Unsupported(format!(
                    "the engine builds a hotel as the fifth house ({}), so {what} cannot be asked of it",
                    crate::ways::HOTEL_FIFTH_HOUSE
                ))
            };
            match action.get("building").and_then(Value::as_str) {
                // Its fifth house is the hotel; on a street with a hotel, a house is refused as a hotel would be.
                Some("hotel") if row || hotel || !street => action["building"] = json!("house"),
                Some("hotel") => return Err(no_words("a hotel on a street without a full row")),
                Some("house") if row => return Err(no_words("a house on a full row")),
                _ => {}
            }
        }
        Ok(action)
    }

    /// Under `utility_fresh_dice`, a roll that landed its player on another's utility leaves the engine waiting
    /// for a fresh roll for the rent: the harness makes it with the landing's own dice, so that the rent is the
    /// one the rules give, and returns its events. Nothing otherwise, nor after a card moved the player there.
    async fn fresh_utility_roll(&mut self, events: &[Event]) -> Result<Vec<Event>, Fail> {
        let Some(ctx) = self.ctx.clone() else {
            return Ok(Vec::new());
        };
        if !ctx.plays(crate::ways::UTILITY_FRESH_DICE)
            || events.iter().any(|e| e.kind == "card_drawn")
        {
            return Ok(Vec::new());
        }
        let Some(dice) = events
            .iter()
            .rev()
            .find(|e| e.kind == "dice_rolled")
            .and_then(|e| e.fields.get("dice").cloned())
        else {
            return Ok(Vec::new());
        };
        let s = self.state().await?;
        let (true, Some(roller)) = (s.turn.phase == "utility_roll", s.turn.to_act.clone()) else {
            return Ok(Vec::new());
        };
        self.require("forced_dice")?;
        self.must(json!({"cmd": "force_dice", "dice": [dice]}))
            .await?;
        match self
            .must(json!({"cmd": "act", "player": roller, "action": {"type": "roll"}}))
            .await?
        {
            Reply::Events { events } => Ok(events),
            other => Err(protocol_fail("act", &other)),
        }
    }

    /// Every card the last action drew whose engine told its effect (`own_decks`) is the fixture's card of that
    /// id; a card that differs blocks the scenario by the rule of the variant's decks.
    fn cards_as_the_fixtures(&self) -> StepResult {
        let (Some(ctx), Some(Outcome::Accepted(events))) = (self.ctx.as_ref(), self.last.as_ref())
        else {
            return Ok(());
        };
        for e in events.iter().filter(|e| e.kind == "card_drawn") {
            let Some(effect) = e.fields.get("effect") else {
                continue;
            };
            let (Some(slot), Some(card)) = (e.str("deck"), e.str("card")) else {
                continue;
            };
            let mut decks = ctx.fixtures.decks_of(&ctx.variant).unwrap_or_default();
            if let Some(own) = &self.deck_override {
                decks.retain(|d| d.get("slot") != own.get("slot"));
                decks.push(own.clone());
            }
            let fixture = cards_in(&decks, slot)
                .find(|c| c.get("id").and_then(Value::as_str) == Some(card))
                .and_then(|c| c.get("effect").cloned());
            if fixture.as_ref() == Some(effect) {
                continue;
            }
            let failure = mismatch(
                format!(
                    "the {slot} card {card:?} to be the fixture's, {}",
                    fixture.map_or_else(|| "which has no such card".into(), |f| f.to_string())
                ),
                format!("the engine's deck differs: its card is {effect}"),
            );
            return Err(Fail::blocked_by(
                crate::ways::deck_rule(&ctx.variant),
                failure,
            ));
        }
        Ok(())
    }

    /// What the engine waits for now, in words: `the engine waits for a roll for the utility's rent from Ann (phase
    /// utility_roll)`. `None` when the snapshot cannot be had or the game waits for nothing in particular.
    pub async fn waiting(&mut self) -> Option<String> {
        let s = self.state().await.ok()?;
        let what = match s.turn.phase.as_str() {
            "roll" => "the next roll",
            "opening" => "an opening roll",
            "end_turn" => "the end of the turn",
            "buy_decision" => "a decision to buy or decline",
            "utility_roll" => "a roll for the utility's rent",
            "debt" => "a debt to be paid or a bankruptcy",
            "auction" => "bids and passes in the auction",
            "room" => "the room's host",
            _ => return None,
        };
        let who = s
            .turn
            .to_act
            .as_ref()
            .map(|id| format!(" from {}", name_of(self, id).unwrap_or_else(|| id.clone())))
            .unwrap_or_default();
        Some(format!(
            "the engine waits for {what}{who} (phase {})",
            s.turn.phase
        ))
    }

    /// `failure`, with what the engine waits for.
    pub async fn with_waiting(&mut self, failure: Fail) -> Fail {
        match self.waiting().await {
            Some(note) => Fail::Waiting {
                inner: Box::new(failure),
                note,
            },
            None => failure,
        }
    }

    /// A step's failure on the refusal of the last action with `reason`: blocked by the rule that allows that
    /// action at that moment, where `rules/blocking.yaml` names one for the scenario's variant, else `failure`.
    pub fn refused(&self, reason: &str, failure: Fail) -> Fail {
        let (Some(ctx), Some(action)) = (self.ctx.as_ref(), self.last_action.as_deref()) else {
            return failure;
        };
        Fail::blocked_by(
            crate::blocking::governing_in(&ctx.variant, &self.own_rules, action, reason),
            failure,
        )
    }

    /// The events of the last accepted action.
    pub fn last_events(&self) -> Result<&[Event], Fail> {
        match &self.last {
            Some(Outcome::Accepted(e)) => Ok(e),
            Some(Outcome::Rejected(r)) => Err(mismatch(
                "the last action to be accepted",
                format!("it was rejected with {r:?}"),
            )),
            None => Err(Fail::Scenario("no action has been made yet".into())),
        }
    }
}

/// An `error` answer to a request the harness knows to be well formed: the engine lacks something (unsupported), or
/// it misread the protocol.
fn error_fail(shown: &str, env: wire::Envelope) -> Fail {
    let code = env.code.unwrap_or_default();
    let message = env.message.unwrap_or_default();
    if code.starts_with("unsupported") {
        Fail::Unsupported(format!("the engine does not support {shown}: {message}"))
    } else {
        Fail::Engine(EngineFailure::Protocol {
            message: format!(
                "the engine answered a valid request, {shown}, with the error {code:?}"
            ),
            line: message,
        })
    }
}

pub fn parse_reply(result: &Option<Value>) -> Result<Reply, Fail> {
    let v = result.clone().unwrap_or(Value::Null);
    serde_json::from_value(v.clone()).map_err(|e| {
        Fail::Engine(EngineFailure::Protocol {
            message: format!("the result does not decode: {e}"),
            line: crate::driver::shorten(&v.to_string(), 300),
        })
    })
}

fn protocol_fail(what: &str, reply: &Reply) -> Fail {
    Fail::Engine(EngineFailure::Protocol {
        message: format!("the answer to {what} has the wrong type"),
        line: format!("{reply:?}"),
    })
}

/// Whether two card ids name the same card of two decks that differ only in the names of the board's spaces
/// (veropoly's ports and Break Room are the classic railroads and Jail).
pub fn same_card(a: &str, b: &str) -> bool {
    fn norm(id: &str) -> String {
        id.replace("end-your-extended-lunch-break", "get-out-of-jail-free")
            .replace("go-to-the-break-room", "go-to-jail")
            .replace("-port", "-railroad")
    }
    norm(a) == norm(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blocked_failure_reads_back_as_its_rule_its_kind_and_its_words() {
        let f = Fail::Blocked {
            rule: "CL-BLD-06".into(),
            inner: Box::new(Fail::RejectedLegal {
                action: "Bob's action".into(),
                reason: "not_your_turn".into(),
            }),
        };
        let shown = f.to_string();
        assert!(is_step_outcome(&shown));
        let words = shown
            .strip_prefix("[blocked] ")
            .expect("the kind comes first");
        assert_eq!(
            parse_blocked(words),
            Some((
                "CL-BLD-06",
                "rejected_legal_action",
                "the engine rejected Bob's action with \"not_your_turn\""
            ))
        );
        assert_eq!(parse_blocked("expected 3, but 4"), None);
    }

    #[test]
    fn a_failing_steps_verdict_is_told_from_a_fault_of_the_harness() {
        let verdicts = [
            Fail::Mismatch {
                expected: "Ann to have $1,486".into(),
                actual: "she has $1,500".into(),
            },
            Fail::AcceptedIllegal {
                expected: "no_rent_due".into(),
            },
            Fail::Scenario("no player called Dee".into()),
        ];
        for f in verdicts {
            assert!(is_step_outcome(&f.to_string()), "{f}");
        }
        for fault in [
            "index out of bounds: the len is 3 but the index is 7",
            "[] nothing",
            "[Failed] a kind is lower case",
            "[failed]no space after the kind",
            "",
        ] {
            assert!(!is_step_outcome(fault), "{fault:?}");
        }
    }
}
