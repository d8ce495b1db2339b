//! From the wire to the core: ids to indices, and the wire's actions and set-up operations to the core's.

use super::*;

pub(super) fn player_index(game: &Game, id: &str) -> Result<u8, Outcome> {
    game.names
        .iter()
        .position(|p| p.id == id)
        .map(|i| i as u8)
        .ok_or_else(|| rejected(Reason::NoSuchPlayer.into()))
}

pub(super) fn prop_index(game: &Game, id: &str) -> Result<u8, Outcome> {
    game.board
        .prop_index(id)
        .ok_or_else(|| rejected(Reason::NoSuchProperty.into()))
}

pub(super) fn space_index(game: &Game, id: &str) -> Result<u8, Outcome> {
    game.board
        .space_index(id)
        .ok_or_else(|| rejected(Reason::InvalidSetup.into()))
}

pub(super) fn slot_index(game: &Game, slot: &str) -> Result<u8, Outcome> {
    game.board
        .slots
        .iter()
        .position(|s| s == slot)
        .map(|i| i as u8)
        .ok_or_else(|| rejected(Reason::UnknownCard.into()))
}

pub(super) fn card_index(game: &Game, slot: u8, id: &str) -> Result<u16, Outcome> {
    let d = game.slot_deck[slot as usize] as usize;
    game.decks[d]
        .cards
        .iter()
        .position(|c| c.id == id)
        .map(|i| i as u16)
        .ok_or_else(|| rejected(Reason::UnknownCard.into()))
}

pub(super) fn setup_op(game: &Game, op: &SetupOp) -> Result<CoreOp, Outcome> {
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

pub(super) fn core_action(game: &Game, a: &Action) -> Result<CoreAction, Outcome> {
    let prop = |id: &str| prop_index(game, id);
    Ok(match a {
        // A room's settings are fixed once its game has started, and a game opened without a room has started.
        Action::Configure { .. } | Action::StartGame => {
            return Err(rejected(Reason::GameStarted.into()));
        }
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
        Action::SellProperty { property } => CoreAction::SellProperty {
            prop: prop_index(game, property)?,
        },
        Action::Leave => CoreAction::Leave,
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

pub(super) fn trade_id(id: u64) -> Result<u32, Outcome> {
    u32::try_from(id).map_err(|_| rejected(Reason::NoOffer.into()))
}

/// A side of a trade; buildings and promises are refused, as nothing but cash, properties and jail cards trade.
pub(super) fn core_side(game: &Game, side: &TradeSide) -> Result<Side, Outcome> {
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
