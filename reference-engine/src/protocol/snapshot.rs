//! The canonical snapshot of a game, as `get_state` answers it.

use super::*;

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
        // Below $0 (`debt.negative_cash`), only the roller's own debts hold up the roll.
        Phase::Roll { player } if game.rules.debt.negative_cash => {
            let phase = if game.held_by_debt(player) {
                TurnPhase::Debt
            } else {
                TurnPhase::Roll
            };
            (phase, Some(p(player)))
        }
        Phase::Roll { player } => match game.debts.first() {
            Some(d) => (TurnPhase::Debt, Some(p(d.debtor))),
            None => (TurnPhase::Roll, Some(p(player))),
        },
        Phase::EndTurn { player } => (TurnPhase::EndTurn, Some(p(player))),
        Phase::Buy { player, .. } => (TurnPhase::BuyDecision, Some(p(player))),
        Phase::Auction(a) => (TurnPhase::Auction, a.asked.map(p)),
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
                closes_at_ms: a.closes_at,
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
                    Party::Pot => Some("pot".to_string()),
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
                    skip_turns: pl.skip as u32,
                    time_bank_ms: game
                        .rules
                        .turn_clock
                        .filter(|c| c.enabled)
                        .map(|_| pl.time_bank),
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
            houses: game.rules.buildings.houses.map(|_| game.bank_houses),
            hotels: game.rules.buildings.hotels.map(|_| game.bank_hotels),
        },
        banker: (game.rules.banker == crate::data::BankerRule::Player).then(|| p(game.banker)),
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
        room: None,
    }
}
