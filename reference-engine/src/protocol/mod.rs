//! The protocol adapter: one request line in, one response line out. It translates between the wire's ids and
//! the core's indices and does no I/O of its own (the binary owns stdin and stdout).

pub mod wire;

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
pub const SUPPORTED_VARIANTS: &[&str] = &["veropoly", "classic", "classic-short", "classic-timed"];

/// Every capability of the protocol; this engine has them all.
pub const CAPABILITIES: &[&str] = &[
    "inline_fixtures",
    "legal_actions",
    "forced_dice",
    "stack_deck.top",
    "stack_deck.order",
    "virtual_clock",
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
];

/// One protocol session: at most one game at a time.
#[derive(Default)]
pub struct Session {
    game: Option<Game>,
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
                Ok(Reply::Handshake(Handshake {
                    engine: EngineInfo {
                        name: "veropoly-reference-engine".into(),
                        version: env!("CARGO_PKG_VERSION").into(),
                    },
                    protocol: PROTOCOL_VERSION,
                    variants: SUPPORTED_VARIANTS.iter().map(|s| s.to_string()).collect(),
                    capabilities: self.capabilities(),
                }))
            }
            Command::NewGame(ng) => {
                let game = new_game(&ng, self.faults.as_ref())?;
                let state = snapshot(&game);
                self.game = Some(game);
                Ok(Reply::Game {
                    state: Box::new(state),
                })
            }
            Command::Quit {} => {
                self.quit = true;
                Ok(Reply::Done {})
            }
            other => {
                let game = self
                    .game
                    .as_mut()
                    .ok_or_else(|| error(ErrorCode::NoGame, "no game: send new_game first"))?;
                in_game(game, other)
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

fn in_game(game: &mut Game, command: Command) -> Answer {
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

/// Merges house-rule overrides into a preset, key by key; an override must name a key the preset has.
fn merge(
    base: &mut serde_json::Value,
    over: &serde_json::Value,
    path: &str,
) -> Result<(), Outcome> {
    match (base, over) {
        (serde_json::Value::Object(b), serde_json::Value::Object(o)) => {
            for (k, v) in o {
                let here = format!("{path}{k}");
                let slot = b.get_mut(k).ok_or_else(|| {
                    error(
                        ErrorCode::InvalidRequest,
                        format!("house rule {here:?} is not a switch of this variant"),
                    )
                })?;
                if slot.is_object() && v.is_object() {
                    merge(slot, v, &format!("{here}."))?;
                } else {
                    *slot = v.clone();
                }
            }
            Ok(())
        }
        _ => Err(error(
            ErrorCode::InvalidRequest,
            "house rules must be an object",
        )),
    }
}

fn new_game(ng: &NewGame, faults: Option<&crate::faults::Faults>) -> Result<Game, Outcome> {
    if !SUPPORTED_VARIANTS.contains(&ng.variant.as_str()) {
        return Err(error(
            ErrorCode::UnsupportedVariant,
            format!("this engine does not play {:?}", ng.variant),
        ));
    }
    let mut value =
        load::preset_value(&ng.variant).map_err(|e| error(ErrorCode::UnsupportedVariant, e))?;
    let overrides = serde_json::Value::Object(ng.house_rules.clone().into_iter().collect());
    merge(&mut value, &overrides, "")?;
    if let Some(f) = faults {
        merge(&mut value, &serde_json::Value::Object(f.rules.clone()), "")?;
    }
    let rules = load::rules(value)
        .map_err(|e| error(ErrorCode::InvalidRequest, format!("house rules: {e}")))?;
    let fixture = |e: String| error(ErrorCode::InvalidFixture, e);
    let board_data: BoardData = match &ng.board {
        None => load::board(&rules.board).map_err(fixture)?,
        Some(FixtureRef::Id { id }) => load::board(id).map_err(fixture)?,
        Some(FixtureRef::Inline { data }) => serde_json::from_value(data.clone())
            .map_err(|e| error(ErrorCode::InvalidFixture, format!("board: {e}")))?,
    };
    let board =
        Arc::new(Board::compile(&board_data).map_err(|e| error(ErrorCode::InvalidFixture, e))?);
    let deck_refs: Vec<FixtureRef> = match &ng.decks {
        Some(d) => d.clone(),
        None => rules
            .decks
            .values()
            .map(|id| FixtureRef::Id { id: id.clone() })
            .collect(),
    };
    let mut decks = Vec::new();
    for r in &deck_refs {
        let data: DeckData = match r {
            FixtureRef::Id { id } => load::deck(id).map_err(fixture)?,
            FixtureRef::Inline { data } => serde_json::from_value(data.clone())
                .map_err(|e| error(ErrorCode::InvalidFixture, format!("deck: {e}")))?,
        };
        decks.push(Deck::compile(&data, &board).map_err(|e| error(ErrorCode::InvalidFixture, e))?);
    }
    let players: Vec<PlayerSetup> = ng
        .players
        .iter()
        .map(|p| PlayerSetup {
            id: p.id.clone(),
            name: p.name.clone().unwrap_or_else(|| p.id.clone()),
            token: p.token.clone(),
            team: p.team.clone(),
        })
        .collect();
    let find = |id: &str| {
        players
            .iter()
            .position(|p| p.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| rejected(Reason::NoSuchPlayer.into()))
    };
    let turn_order = match &ng.turn_order {
        Some(o) => Some(o.iter().map(|id| find(id)).collect::<Result<Vec<_>, _>>()?),
        None => None,
    };
    let banker = match &ng.banker {
        Some(b) => Some(find(b)?),
        None => None,
    };
    let deal = match &ng.deal {
        Some(map) => {
            let mut hands = vec![Vec::new(); players.len()];
            for (who, deeds) in map {
                let i = find(who)? as usize;
                for d in deeds {
                    let q = board
                        .prop_index(d)
                        .ok_or_else(|| rejected(Reason::NoSuchProperty.into()))?;
                    hands[i].push(q);
                }
            }
            Some(hands)
        }
        None => None,
    };
    Game::new(GameSetup {
        deal,
        rules,
        board,
        decks,
        players,
        starting_cash: ng.starting_cash,
        seed: ng.seed,
        turn_order,
        banker,
    })
    .map(|mut g| {
        if let Some(f) = faults {
            g.set_faults(f.code);
        }
        g
    })
    .map_err(rejected)
}

fn player_index(game: &Game, id: &str) -> Result<u8, Outcome> {
    game.names
        .iter()
        .position(|p| p.id == id)
        .map(|i| i as u8)
        .ok_or_else(|| rejected(Reason::NoSuchPlayer.into()))
}

fn prop_index(game: &Game, id: &str) -> Result<u8, Outcome> {
    game.board
        .prop_index(id)
        .ok_or_else(|| rejected(Reason::NoSuchProperty.into()))
}

fn space_index(game: &Game, id: &str) -> Result<u8, Outcome> {
    game.board
        .space_index(id)
        .ok_or_else(|| rejected(Reason::InvalidSetup.into()))
}

fn slot_index(game: &Game, slot: &str) -> Result<u8, Outcome> {
    game.board
        .slots
        .iter()
        .position(|s| s == slot)
        .map(|i| i as u8)
        .ok_or_else(|| rejected(Reason::UnknownCard.into()))
}

fn card_index(game: &Game, slot: u8, id: &str) -> Result<u16, Outcome> {
    let d = game.slot_deck[slot as usize] as usize;
    game.decks[d]
        .cards
        .iter()
        .position(|c| c.id == id)
        .map(|i| i as u16)
        .ok_or_else(|| rejected(Reason::UnknownCard.into()))
}

fn setup_op(game: &Game, op: &SetupOp) -> Result<CoreOp, Outcome> {
    let pl = |id: &str| player_index(game, id);
    Ok(match op {
        SetupOp::Place { player, space } => CoreOp::Place {
            player: pl(player)?,
            space: space_index(game, space)?,
        },
        SetupOp::Cash { player, amount } => CoreOp::Cash {
            player: pl(player)?,
            amount: *amount,
        },
        SetupOp::Give { property, player } => CoreOp::Owner {
            prop: prop_index(game, property)?,
            owner: match player {
                Some(p) => Some(pl(p)?),
                None => None,
            },
        },
        SetupOp::Buildings {
            property,
            houses,
            hotel,
        } => CoreOp::Buildings {
            prop: prop_index(game, property)?,
            houses: *houses,
            hotel: *hotel,
        },
        SetupOp::Mortgaged {
            property,
            mortgaged,
        } => CoreOp::Mortgaged {
            prop: prop_index(game, property)?,
            mortgaged: *mortgaged,
        },
        SetupOp::Jail {
            player,
            in_jail,
            failed_rolls,
        } => CoreOp::Jail {
            player: pl(player)?,
            failed_rolls: in_jail.then_some(*failed_rolls),
        },
        SetupOp::JailCard { player, deck } => CoreOp::JailCard {
            player: pl(player)?,
            slot: slot_index(game, deck)?,
        },
        SetupOp::BankStock { houses, hotels } => CoreOp::BankStock {
            houses: *houses,
            hotels: *hotels,
        },
        SetupOp::Turn { player } => CoreOp::Turn {
            player: pl(player)?,
        },
        SetupOp::Banker { player } => CoreOp::Banker {
            player: pl(player)?,
        },
        SetupOp::Pot { amount } => CoreOp::Pot { amount: *amount },
        SetupOp::Debt {
            debtor,
            creditor,
            amount,
        } => CoreOp::Debt {
            debtor: pl(debtor)?,
            creditor: match creditor {
                Some(c) => Party::Player(pl(c)?),
                None => Party::Bank,
            },
            amount: *amount,
        },
    })
}

fn core_action(game: &Game, a: &Action) -> Result<CoreAction, Outcome> {
    let prop = |id: &str| prop_index(game, id);
    Ok(match a {
        Action::Roll => CoreAction::Roll,
        Action::Buy => CoreAction::Buy,
        Action::Decline => CoreAction::Decline,
        Action::Bid { amount } => CoreAction::Bid(*amount),
        Action::Pass => CoreAction::Pass,
        Action::ClaimRent { payer } => CoreAction::ClaimRent {
            payer: match payer {
                Some(p) => Some(player_index(game, p)?),
                None => None,
            },
        },
        Action::Build { property, building } => CoreAction::Build {
            prop: prop(property)?,
            hotel: *building == Building::Hotel,
        },
        Action::SellBuilding { property } => CoreAction::SellBuilding {
            prop: prop(property)?,
        },
        Action::Mortgage { property } => CoreAction::Mortgage {
            prop: prop(property)?,
        },
        Action::Unmortgage { property } => CoreAction::Unmortgage {
            prop: prop(property)?,
        },
        Action::PayFine => CoreAction::PayFine,
        Action::UseCard => CoreAction::UseCard,
        Action::EndTurn => CoreAction::EndTurn,
        Action::DeclareBankruptcy => CoreAction::DeclareBankruptcy,
        Action::ChooseTax { option } => match option.as_str() {
            "flat" => CoreAction::ChooseTax { percent: false },
            "percent" => CoreAction::ChooseTax { percent: true },
            _ => {
                return Err(error(
                    ErrorCode::InvalidRequest,
                    format!("choose_tax: option {option:?} is neither \"flat\" nor \"percent\""),
                ));
            }
        },
        Action::SellProperty { .. } | Action::Leave => {
            return Err(rejected(Reason::NotAllowedInVariant.into()));
        }
        Action::RequestBuilding { building } => CoreAction::RequestBuilding {
            hotel: *building == Building::Hotel,
        },
        Action::TradeOffer { to, give, take } => CoreAction::TradeOffer {
            to: player_index(game, to)?,
            give: core_side(game, give)?,
            take: core_side(game, take)?,
        },
        Action::TradeAccept { trade } => CoreAction::TradeAccept {
            trade: trade_id(*trade)?,
        },
        Action::TradeDecline { trade } => CoreAction::TradeDecline {
            trade: trade_id(*trade)?,
        },
        Action::TradeWithdraw { trade } => CoreAction::TradeWithdraw {
            trade: trade_id(*trade)?,
        },
        Action::TradeCounter { trade, give, take } => CoreAction::TradeCounter {
            trade: trade_id(*trade)?,
            give: core_side(game, give)?,
            take: core_side(game, take)?,
        },
    })
}

fn trade_id(id: u64) -> Result<u32, Outcome> {
    u32::try_from(id).map_err(|_| rejected(Reason::NoOffer.into()))
}

/// A side of a trade; buildings and promises are refused, as nothing but cash, properties and jail cards trade.
fn core_side(game: &Game, side: &TradeSide) -> Result<Side, Outcome> {
    if !side.buildings.is_empty() || !side.promises.is_empty() {
        return Err(rejected(Reason::NotTradeable.into()));
    }
    Ok(Side {
        cash: side.cash,
        props: side
            .properties
            .iter()
            .map(|id| prop_index(game, id))
            .collect::<Result<_, _>>()?,
        jail_cards: u8::try_from(side.jail_cards).map_err(|_| rejected(Reason::NoCard.into()))?,
    })
}

fn wire_side(game: &Game, side: &Side) -> TradeSide {
    TradeSide {
        cash: side.cash,
        properties: side
            .props
            .iter()
            .map(|&p| game.board.prop_id(p).to_string())
            .collect(),
        jail_cards: side.jail_cards as u32,
        buildings: Vec::new(),
        promises: Vec::new(),
    }
}

fn wire_action(game: &Game, a: CoreAction) -> Action {
    let prop = |p: u8| game.board.prop_id(p).to_string();
    match a {
        CoreAction::Roll => Action::Roll,
        CoreAction::Buy => Action::Buy,
        CoreAction::Decline => Action::Decline,
        CoreAction::Bid(amount) => Action::Bid { amount },
        CoreAction::Pass => Action::Pass,
        CoreAction::ClaimRent { payer } => Action::ClaimRent {
            payer: payer.map(|p| pid(game, p)),
        },
        CoreAction::Build { prop: p, hotel } => Action::Build {
            property: prop(p),
            building: building(hotel),
        },
        CoreAction::SellBuilding { prop: p } => Action::SellBuilding { property: prop(p) },
        CoreAction::Mortgage { prop: p } => Action::Mortgage { property: prop(p) },
        CoreAction::Unmortgage { prop: p } => Action::Unmortgage { property: prop(p) },
        CoreAction::PayFine => Action::PayFine,
        CoreAction::UseCard => Action::UseCard,
        CoreAction::EndTurn => Action::EndTurn,
        CoreAction::DeclareBankruptcy => Action::DeclareBankruptcy,
        CoreAction::ChooseTax { percent } => Action::ChooseTax {
            option: if percent { "percent" } else { "flat" }.to_string(),
        },
        CoreAction::RequestBuilding { hotel } => Action::RequestBuilding {
            building: building(hotel),
        },
        CoreAction::TradeOffer { to, give, take } => Action::TradeOffer {
            to: pid(game, to),
            give: wire_side(game, &give),
            take: wire_side(game, &take),
        },
        CoreAction::TradeAccept { trade } => Action::TradeAccept {
            trade: trade as u64,
        },
        CoreAction::TradeDecline { trade } => Action::TradeDecline {
            trade: trade as u64,
        },
        CoreAction::TradeWithdraw { trade } => Action::TradeWithdraw {
            trade: trade as u64,
        },
        CoreAction::TradeCounter { trade, give, take } => Action::TradeCounter {
            trade: trade as u64,
            give: wire_side(game, &give),
            take: wire_side(game, &take),
        },
    }
}

fn building(hotel: bool) -> Building {
    if hotel {
        Building::Hotel
    } else {
        Building::House
    }
}

fn players_in(game: &Game, mask: u16) -> Vec<String> {
    (0..game.players.len() as u8)
        .filter(|&q| mask & (1 << q) != 0)
        .map(|q| pid(game, q))
        .collect()
}

fn pid(game: &Game, p: u8) -> String {
    game.names[p as usize].id.clone()
}

fn party(game: &Game, p: Party) -> String {
    match p {
        Party::Bank => "bank".into(),
        Party::Player(q) => pid(game, q),
    }
}

fn deck_slot(game: &Game, slot: u8) -> String {
    game.board.slots[slot as usize].clone()
}

fn card_id(game: &Game, slot: u8, card: u16) -> String {
    let d = game.slot_deck[slot as usize] as usize;
    game.decks[d].cards[card as usize].id.clone()
}

fn wire_event(game: &Game, e: &Event) -> WireEvent {
    let p = |q: u8| pid(game, q);
    let prop = |q: u8| game.board.prop_id(q).to_string();
    match *e {
        Event::TurnStarted { player } => WireEvent::TurnStarted { player: p(player) },
        Event::DiceRolled { player, dice } => WireEvent::DiceRolled {
            player: p(player),
            dice,
        },
        Event::Moved { player, from, to } => WireEvent::Moved {
            player: p(player),
            from: from as u32,
            to: to as u32,
        },
        Event::Salary { player, amount } => WireEvent::Salary {
            player: p(player),
            amount,
        },
        Event::Landed { player, space } => WireEvent::Landed {
            player: p(player),
            space: game.board.spaces[space as usize].id.clone(),
        },
        Event::PurchaseOffered {
            player,
            prop: q,
            price,
        } => WireEvent::PurchaseOffered {
            player: p(player),
            property: prop(q),
            price,
        },
        Event::Bought {
            player,
            prop: q,
            price,
        } => WireEvent::Bought {
            player: p(player),
            property: prop(q),
            price,
        },
        Event::AuctionStarted { prop: q } => WireEvent::AuctionStarted { property: prop(q) },
        Event::BidPlaced { player, amount } => WireEvent::BidPlaced {
            player: p(player),
            amount,
        },
        Event::BidPassed { player } => WireEvent::BidPassed { player: p(player) },
        Event::AuctionWon {
            player,
            prop: q,
            amount,
        } => WireEvent::AuctionWon {
            player: p(player),
            property: prop(q),
            amount,
        },
        Event::AuctionUnsold { prop: q } => WireEvent::AuctionUnsold { property: prop(q) },
        Event::RentDue {
            owner,
            payer,
            prop: q,
            amount,
        } => WireEvent::RentDue {
            owner: p(owner),
            payer: p(payer),
            property: prop(q),
            amount,
        },
        Event::RentPaid {
            payer,
            owner,
            amount,
        } => WireEvent::RentPaid {
            payer: p(payer),
            owner: p(owner),
            amount,
        },
        Event::RentForfeited {
            owner,
            payer,
            amount,
        } => WireEvent::RentForfeited {
            owner: p(owner),
            payer: p(payer),
            amount,
        },
        Event::TaxPaid { player, amount } => WireEvent::TaxPaid {
            player: p(player),
            amount,
        },
        Event::TaxChoiceOffered {
            player,
            flat,
            percent,
        } => WireEvent::TaxChoiceOffered {
            player: p(player),
            flat,
            percent,
        },
        Event::MortgageInterestPaid {
            player,
            prop,
            amount,
        } => WireEvent::MortgageInterestPaid {
            player: p(player),
            property: game.board.prop_id(prop).to_string(),
            amount,
        },
        Event::CardDrawn { player, slot, card } => WireEvent::CardDrawn {
            player: p(player),
            deck: deck_slot(game, slot),
            card: card_id(game, slot, card),
        },
        Event::CardKept { player, slot, card } => WireEvent::CardKept {
            player: p(player),
            deck: deck_slot(game, slot),
            card: card_id(game, slot, card),
        },
        Event::CardReturned { slot, card } => WireEvent::CardReturned {
            deck: deck_slot(game, slot),
            card: card_id(game, slot, card),
        },
        Event::Paid { from, to, amount } => WireEvent::Paid {
            from: party(game, from),
            to: party(game, to),
            amount,
        },
        Event::SentToJail { player, cause } => WireEvent::SentToJail {
            player: p(player),
            cause: match cause {
                JailCause::Space => "space",
                JailCause::Card => "card",
                JailCause::Doubles => "doubles",
            }
            .into(),
        },
        Event::LeftJail { player, how } => WireEvent::LeftJail {
            player: p(player),
            how: match how {
                JailExit::Doubles => "doubles",
                JailExit::Fine => "fine",
                JailExit::Card => "card",
                JailExit::ForcedFine => "forced_fine",
            }
            .into(),
        },
        Event::FinePaid { player, amount } => WireEvent::FinePaid {
            player: p(player),
            amount,
        },
        Event::Built {
            player,
            prop: q,
            hotel,
            cost,
        } => WireEvent::Built {
            player: p(player),
            property: prop(q),
            building: building(hotel),
            cost,
        },
        Event::BuildingSold {
            player,
            prop: q,
            hotel,
            refund,
        } => WireEvent::BuildingSold {
            player: p(player),
            property: prop(q),
            building: building(hotel),
            refund,
        },
        Event::Mortgaged {
            player,
            prop: q,
            amount,
        } => WireEvent::Mortgaged {
            player: p(player),
            property: prop(q),
            amount,
        },
        Event::Unmortgaged {
            player,
            prop: q,
            cost,
        } => WireEvent::Unmortgaged {
            player: p(player),
            property: prop(q),
            cost,
        },
        Event::DebtOwed {
            debtor,
            creditor,
            amount,
        } => WireEvent::DebtOwed {
            debtor: p(debtor),
            creditor: party(game, creditor),
            amount,
        },
        Event::DebtPaid {
            debtor,
            creditor,
            amount,
        } => WireEvent::DebtPaid {
            debtor: p(debtor),
            creditor: party(game, creditor),
            amount,
        },
        // The reference engine's variants send the cash and the deeds to one creditor.
        Event::Bankrupt { player, creditor } => WireEvent::Bankrupt {
            player: p(player),
            cash_to: party(game, creditor),
            deeds_to: party(game, creditor),
        },
        Event::OrderTie { players } => WireEvent::OrderTie {
            players: players_in(game, players),
        },
        Event::BuildingRequested { player, hotel } => WireEvent::BuildingRequested {
            player: p(player),
            building: building(hotel),
        },
        Event::BuildingAuctionStarted { hotel, bidders } => WireEvent::BuildingAuctionStarted {
            building: building(hotel),
            bidders: players_in(game, bidders),
        },
        Event::BuildingAuctionWon {
            player,
            hotel,
            amount,
        } => WireEvent::BuildingAuctionWon {
            player: p(player),
            building: building(hotel),
            amount,
        },
        Event::BuildingAuctionUnsold { hotel } => WireEvent::BuildingAuctionUnsold {
            building: building(hotel),
        },
        Event::TradeOffered { trade, from, to } => WireEvent::TradeOffered {
            trade: trade as u64,
            from: p(from),
            to: p(to),
        },
        Event::TradeAccepted { trade } => WireEvent::TradeAccepted {
            trade: trade as u64,
        },
        Event::TradeDeclined { trade } => WireEvent::TradeDeclined {
            trade: trade as u64,
        },
        Event::TradeWithdrawn { trade } => WireEvent::TradeWithdrawn {
            trade: trade as u64,
        },
        Event::TradeCountered { trade, by } => WireEvent::TradeCountered {
            trade: trade as u64,
            by: by as u64,
        },
        Event::OrderDecided { first } => WireEvent::OrderDecided {
            first: p(first),
            order: game.order.iter().map(|&q| p(q)).collect(),
        },
        Event::GameOver { winners } => {
            let winners: Vec<String> = (0..game.players.len() as u8)
                .filter(|&q| winners & (1 << q) != 0)
                .map(p)
                .collect();
            WireEvent::GameOver {
                winner: (winners.len() == 1).then(|| winners[0].clone()),
                winners,
            }
        }
    }
}

/// The canonical snapshot of a game.
pub fn snapshot(game: &Game) -> Snapshot {
    let p = |q: u8| pid(game, q);
    let (phase, to_act) = match game.phase {
        Phase::Opening { contenders, rolled } => (
            TurnPhase::Opening,
            (0..game.players.len() as u8)
                .find(|&q| contenders & (1 << q) != 0 && rolled & (1 << q) == 0)
                .map(p),
        ),
        // Any unpaid debt holds up the dice: the game waits for the debtor of the oldest one.
        Phase::Roll { player } => match game.debts.first() {
            Some(d) => (TurnPhase::Debt, Some(p(d.debtor))),
            None => (TurnPhase::Roll, Some(p(player))),
        },
        Phase::EndTurn { player } => (TurnPhase::EndTurn, Some(p(player))),
        Phase::Buy { player, .. } => (TurnPhase::BuyDecision, Some(p(player))),
        Phase::Auction(_) => (TurnPhase::Auction, None),
        Phase::UtilityRoll { player, .. } => (TurnPhase::UtilityRoll, Some(p(player))),
        Phase::TaxChoice { player, .. } => (TurnPhase::TaxChoice, Some(p(player))),
        Phase::Over { .. } => (TurnPhase::GameOver, None),
    };
    let opening_to_roll = match game.phase {
        Phase::Opening { contenders, rolled } => (0..game.players.len() as u8)
            .filter(|&q| contenders & (1 << q) != 0 && rolled & (1 << q) == 0)
            .map(p)
            .collect(),
        _ => Vec::new(),
    };
    // Whose turn it is: during an auction, the turn it interrupts. A turn that has passed (its successor not yet
    // started by a roll) is already the next player's.
    let waiting = match game.phase {
        Phase::Auction(_) => game.resume.unwrap_or(game.phase),
        other => other,
    };
    let current = match waiting {
        Phase::Opening { .. } | Phase::Over { .. } => None,
        Phase::Roll { player } if !game.turn_open => Some(p(player)),
        _ => Some(p(game.current)),
    };
    let doubles = if game.turn_open { game.doubles } else { 0 };
    let pending = Pending {
        purchase: match game.phase {
            Phase::Buy { player, prop } => Some(PendingPurchase {
                player: p(player),
                property: game.board.prop_id(prop).to_string(),
                price: game.board.props[prop as usize].price,
            }),
            _ => None,
        },
        auction: match game.phase {
            Phase::Auction(a) => Some(PendingAuction {
                property: match a.lot {
                    Lot::Property(q) => Some(game.board.prop_id(q).to_string()),
                    Lot::Building { .. } => None,
                },
                building: match a.lot {
                    Lot::Property(_) => None,
                    Lot::Building { hotel } => Some(building(hotel)),
                },
                bidders: players_in(game, a.bidders),
                high_bidder: a.high.map(|(q, _)| p(q)),
                high_bid: a.high.map(|(_, b)| b),
                passed: (0..game.players.len() as u8)
                    .filter(|&q| a.passed & (1 << q) != 0)
                    .map(p)
                    .collect(),
            }),
            _ => None,
        },
        rent_claims: game
            .claims
            .iter()
            .map(|c| RentClaim {
                owner: p(c.owner),
                payer: p(c.payer),
                property: game.board.prop_id(c.prop).to_string(),
                amount: c.amount,
            })
            .collect(),
        debts: game
            .debts
            .iter()
            .map(|d| DebtState {
                debtor: p(d.debtor),
                creditor: match d.creditor {
                    Party::Bank => None,
                    Party::Player(c) => Some(p(c)),
                },
                amount: d.amount,
            })
            .collect(),
        trades: game
            .trades
            .iter()
            .map(|t| TradeState {
                id: t.id as u64,
                from: p(t.from),
                to: p(t.to),
                give: wire_side(game, &t.give),
                take: wire_side(game, &t.take),
            })
            .collect(),
    };
    let game_over = match game.phase {
        Phase::Over { winners } => {
            let mut standing: Vec<u8> = game.active_players().collect();
            // By worth, best first (the winners first), then the others from the last to go bankrupt to the first.
            standing.sort_by_key(|&q| (std::cmp::Reverse(game.worth(q)), q));
            let won: Vec<String> = standing
                .iter()
                .filter(|&&q| winners & (1 << q) != 0)
                .map(|&q| p(q))
                .collect();
            Some(GameOver {
                winner: (won.len() == 1).then(|| won[0].clone()),
                worth: (standing.len() > 1)
                    .then(|| standing.iter().map(|&q| (p(q), game.worth(q))).collect()),
                winners: won,
                ranking: standing
                    .iter()
                    .copied()
                    .chain(game.eliminated.iter().rev().copied())
                    .map(p)
                    .collect(),
            })
        }
        _ => None,
    };
    Snapshot {
        variant: game.rules.id.clone(),
        board: game.board.id.clone(),
        players: game
            .players
            .iter()
            .enumerate()
            .map(|(i, pl)| {
                let setup = &game.names[i];
                PlayerState {
                    id: setup.id.clone(),
                    name: setup.name.clone(),
                    token: setup.token.clone().unwrap_or_default(),
                    team: setup.team.clone(),
                    cash: pl.cash,
                    position: pl.pos as u32,
                    space: game.board.spaces[pl.pos as usize].id.clone(),
                    in_jail: pl.jail.is_some(),
                    failed_rolls: pl.jail.unwrap_or(0) as u32,
                    jail_cards: pl.jail_cards.len() as u32,
                    bankrupt: pl.bankrupt,
                }
            })
            .collect(),
        properties: game
            .props
            .iter()
            .enumerate()
            .map(|(i, s)| PropertyState {
                id: game.board.prop_id(i as u8).to_string(),
                owner: s.owner.map(p),
                mortgaged: s.mortgaged,
                houses: s.houses as u32,
                hotel: s.hotel,
                unmortgage_cost: s.mortgaged.then(|| game.unmortgage_cost(i as u8)),
            })
            .collect(),
        bank: BankState {
            cash: game.bank_cash,
            houses: Some(game.bank_houses),
            hotels: Some(game.bank_hotels),
        },
        banker: p(game.banker),
        turn: TurnState {
            current,
            phase,
            to_act,
            doubles: doubles as u32,
            order: game.order.iter().map(|&q| p(q)).collect(),
            opening_to_roll,
        },
        pending,
        pot: game.pot,
        decks: game
            .board
            .slots
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let d = game.slot_deck[i] as usize;
                (
                    s.clone(),
                    game.piles[d]
                        .iter()
                        .map(|&c| game.decks[d].cards[c as usize].id.clone())
                        .collect(),
                )
            })
            .collect(),
        clock_ms: game.clock_ms,
        game_over,
    }
}

/// Serves the protocol on stdin and stdout until `quit` or the end of input. Returns the process exit code.
pub fn serve_stdio() -> i32 {
    serve_session(
        Session::new().with_capabilities(std::env::var("VEROPOLY_ENGINE_CAPABILITIES").ok()),
    )
}

/// Serves the protocol on stdin and stdout with the given session.
pub fn serve_session(mut session: Session) -> i32 {
    use std::io::{BufRead, Read, Write};
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // Read at most MAX_LINE + 1 bytes of a line; a longer line is answered with an error and skipped.
        let mut limited = (&mut input).take(MAX_LINE as u64 + 1);
        match limited.read_until(b'\n', &mut buf) {
            Ok(0) => return 0,
            Ok(_) => {}
            Err(_) => return 2,
        }
        let complete = buf.ends_with(b"\n");
        if !complete && buf.len() > MAX_LINE {
            // Skip the rest of the oversized line.
            let mut sink = Vec::new();
            let _ = input.read_until(b'\n', &mut sink);
        }
        let text = String::from_utf8_lossy(&buf);
        let line = text.trim_end_matches(['\n', '\r']);
        if line.trim().is_empty() {
            continue;
        }
        let answer = if !complete && buf.len() > MAX_LINE {
            too_long()
        } else {
            session.handle_line(line)
        };
        if writeln!(out, "{answer}").and_then(|_| out.flush()).is_err() {
            return 0;
        }
        if session.finished() {
            return 0;
        }
    }
}
