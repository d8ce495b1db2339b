//! The actions a player may take now. By construction this list and `Game::apply` agree: a candidate is listed
//! exactly when `apply` accepts it on a copy of the game. Trade offers are open-ended and not listed; answers to
//! open offers are.

use crate::core::Action;
use crate::game::{Game, Phase};

/// Every action the engine would accept from player `p` now. Bids are represented by the lowest valid bid.
pub fn legal_actions(game: &Game, p: u8) -> Vec<Action> {
    candidates(game)
        .into_iter()
        .filter(|a| {
            let mut trial = game.clone();
            trial.set_recording(false);
            trial.apply(p, a.clone()).is_ok()
        })
        .collect()
}

/// Every action that may be legal for some player now (trade offers aside): [`legal_actions`] keeps those
/// `apply` accepts.
pub fn candidates(game: &Game) -> Vec<Action> {
    let mut candidates = vec![
        Action::Roll,
        Action::Buy,
        Action::Decline,
        Action::Pass,
        Action::ClaimRent { payer: None },
        Action::PayFine,
        Action::UseCard,
        Action::EndTurn,
        Action::DeclareBankruptcy,
        Action::Leave,
        Action::ChooseTax { percent: false },
        Action::ChooseTax { percent: true },
    ];
    for t in game.trades() {
        candidates.extend([
            Action::TradeAccept { trade: t.id },
            Action::TradeDecline { trade: t.id },
            Action::TradeWithdraw { trade: t.id },
        ]);
    }
    candidates.extend([
        Action::RequestBuilding { hotel: false },
        Action::RequestBuilding { hotel: true },
    ]);
    if let Phase::Auction(a) = game.phase {
        candidates.push(Action::Bid(
            a.high.map_or(game.rules.auction.min_bid, |(_, h)| h + 1),
        ));
    }
    for prop in 0..game.props.len() as u8 {
        candidates.extend(on_property(prop));
    }
    candidates
}

/// How many actions name a property.
pub const ON_PROPERTY: usize = 6;

/// The actions that name property `prop`; only its owner may take any of them.
pub fn on_property(prop: u8) -> [Action; ON_PROPERTY] {
    [
        Action::Build { prop, hotel: false },
        Action::Build { prop, hotel: true },
        Action::SellBuilding { prop },
        Action::Mortgage { prop },
        Action::Unmortgage { prop },
        Action::SellProperty { prop },
    ]
}
