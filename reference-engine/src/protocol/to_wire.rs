//! From the core to the wire: indices to ids, and the core's actions and events to the wire's.

use super::*;

pub(super) fn wire_side(game: &Game, side: &Side) -> TradeSide {
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

pub(super) fn wire_action(game: &Game, a: CoreAction) -> Action {
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
        CoreAction::SellProperty { prop: p } => Action::SellProperty { property: prop(p) },
        CoreAction::Leave => Action::Leave,
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

pub(super) fn building(hotel: bool) -> Building {
    if hotel {
        Building::Hotel
    } else {
        Building::House
    }
}

pub(super) fn players_in(game: &Game, mask: u16) -> Vec<String> {
    (0..game.players.len() as u8)
        .filter(|&q| mask & (1 << q) != 0)
        .map(|q| pid(game, q))
        .collect()
}

pub(super) fn pid(game: &Game, p: u8) -> String {
    game.names[p as usize].id.clone()
}

pub(super) fn party(game: &Game, p: Party) -> String {
    match p {
        Party::Bank => "bank".into(),
        Party::Player(q) => pid(game, q),
        Party::Pot => "pot".into(),
    }
}

pub(super) fn deck_slot(game: &Game, slot: u8) -> String {
    game.board.slots[slot as usize].clone()
}

pub(super) fn card_id(game: &Game, slot: u8, card: u16) -> String {
    let d = game.slot_deck[slot as usize] as usize;
    game.decks[d].cards[card as usize].id.clone()
}

/// A card's effect in the fixtures' vocabulary (docs/fixtures.md), as this game carries it.
pub(super) fn effect_json(game: &Game, slot: u8, card: u16) -> serde_json::Value {
    use crate::board::{Effect, PropKind};
    use serde_json::json;
    let d = game.slot_deck[slot as usize] as usize;
    match &game.decks[d].cards[card as usize].effect {
        Effect::AdvanceTo(space) => {
            json!({"type": "advance_to", "space": game.board.spaces[*space as usize].id})
        }
        Effect::AdvanceToNearest {
            kind,
            rent_multiplier,
            dice_multiplier,
        } => {
            let mut e = json!({"type": "advance_to_nearest",
                "kind": if *kind == PropKind::Utility { "utility" } else { "station" }});
            if let Some(m) = rent_multiplier {
                e["rent_multiplier"] = json!(m);
            }
            if let Some(m) = dice_multiplier {
                e["dice_multiplier"] = json!(m);
            }
            e
        }
        Effect::MoveBack(spaces) => json!({"type": "move_back", "spaces": spaces}),
        Effect::GoToJail => json!({"type": "go_to_jail"}),
        Effect::JailFree => json!({"type": "jail_free"}),
        Effect::Collect(amount) => json!({"type": "collect", "amount": amount}),
        Effect::Pay(amount) => json!({"type": "pay", "amount": amount}),
        Effect::Repairs {
            per_house,
            per_hotel,
        } => json!({"type": "repairs", "per_house": per_house, "per_hotel": per_hotel}),
        Effect::PayEachPlayer(amount) => json!({"type": "pay_each_player", "amount": amount}),
        Effect::CollectFromEachPlayer(amount) => {
            json!({"type": "collect_from_each_player", "amount": amount})
        }
    }
}

pub(super) fn wire_event(game: &Game, e: &Event) -> WireEvent {
    let p = |q: u8| pid(game, q);
    let prop = |q: u8| game.board.prop_id(q).to_string();
    match *e {
        Event::TurnStarted { player } => WireEvent::TurnStarted { player: p(player) },
        Event::TurnSkipped { player } => WireEvent::TurnSkipped { player: p(player) },
        Event::PlayerLeft { player, to } => WireEvent::PlayerLeft {
            player: p(player),
            deeds_to: party(game, to),
        },
        Event::PropertySold {
            player,
            prop: q,
            amount,
        } => WireEvent::PropertySold {
            player: p(player),
            property: prop(q),
            amount,
        },
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
            effect: game
                .faults
                .card_amounts_differ
                .then(|| effect_json(game, slot, card)),
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
                JailExit::Released => "released",
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
        Event::TradeVoided { trade } => WireEvent::TradeVoided {
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
