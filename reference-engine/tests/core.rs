//! Properties of the rules core that hold for every game: a refused command changes nothing, money is conserved,
//! and the list of legal actions is exactly what `apply` accepts.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use veropoly_engine::data::load;
use veropoly_engine::legal::legal_actions;
use veropoly_engine::protocol::snapshot;
use veropoly_engine::{Action, Game, Side};

fn total_money(g: &Game) -> i64 {
    let s = snapshot(g);
    s.players.iter().map(|p| p.cash).sum::<i64>() + s.bank.cash + s.pot
}

/// Any action at all, legal or not, for random play.
fn any_action(rng: &mut ChaCha8Rng, props: u8) -> Action {
    let prop = (rng.next_u32() % (props as u32 + 2)) as u8;
    let side = |rng: &mut ChaCha8Rng| Side {
        cash: (rng.next_u32() % 300) as i64,
        props: (0..rng.next_u32() % 3)
            .map(|_| (rng.next_u32() % (props as u32 + 1)) as u8)
            .collect(),
        jail_cards: (rng.next_u32() % 2) as u8,
    };
    let trade = rng.next_u32() % 6;
    match rng.next_u32() % 20 {
        14 => Action::TradeOffer {
            to: (rng.next_u32() % 5) as u8,
            give: side(rng),
            take: side(rng),
        },
        15 => Action::TradeAccept { trade },
        16 => Action::TradeDecline { trade },
        17 => Action::TradeWithdraw { trade },
        18 => Action::TradeCounter {
            trade,
            give: side(rng),
            take: side(rng),
        },
        19 => Action::RequestBuilding {
            hotel: rng.next_u32().is_multiple_of(2),
        },
        0 => Action::Roll,
        1 => Action::Buy,
        2 => Action::Decline,
        3 => Action::Bid((rng.next_u32() % 2000) as i64 - 50),
        4 => Action::Pass,
        5 => Action::ClaimRent { payer: None },
        6 => Action::Build {
            prop,
            hotel: rng.next_u32().is_multiple_of(2),
        },
        7 => Action::SellBuilding { prop },
        8 => Action::Mortgage { prop },
        9 => Action::Unmortgage { prop },
        10 => Action::PayFine,
        11 => Action::UseCard,
        12 => Action::EndTurn,
        _ => Action::DeclareBankruptcy,
    }
}

#[test]
fn refused_commands_change_nothing_and_money_is_conserved() {
    let mut refused = 0;
    let mut accepted = 0;
    for seed in 0..40u64 {
        let players = 2 + (seed % 5) as usize;
        let mut g = load::game("veropoly", players, seed, seed % 2 == 0).unwrap();
        let props = g.board().props.len() as u8;
        let money = total_money(&g);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        for _ in 0..600 {
            let p = (rng.next_u32() % (players as u32 + 1)) as u8;
            let action = if rng.next_u32().is_multiple_of(3) {
                any_action(&mut rng, props)
            } else {
                let legal = legal_actions(&g, p.min(players as u8 - 1));
                if legal.is_empty() {
                    any_action(&mut rng, props)
                } else {
                    legal[(rng.next_u32() as usize) % legal.len()].clone()
                }
            };
            let before = g.clone();
            let before_snapshot = snapshot(&g);
            match g.apply(p, action.clone()) {
                Ok(_) => {
                    accepted += 1;
                    assert_eq!(
                        total_money(&g),
                        money,
                        "money appeared or vanished on {action:?}"
                    );
                }
                Err(e) => {
                    refused += 1;
                    assert!(
                        g == before,
                        "{action:?} by {p} was refused ({e}) but changed the game"
                    );
                    assert_eq!(
                        snapshot(&g),
                        before_snapshot,
                        "a refusal changed the snapshot"
                    );
                }
            }
        }
    }
    assert!(
        refused > 1000 && accepted > 1000,
        "random play exercised too little: {refused} refused, {accepted} accepted"
    );
}

#[test]
fn legal_actions_are_exactly_the_accepted_ones() {
    let mut g = load::game("veropoly", 3, 7, true).unwrap();
    let props = g.board().props.len() as u8;
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for _ in 0..400 {
        for p in 0..3u8 {
            let legal = legal_actions(&g, p);
            for _ in 0..20 {
                let a = any_action(&mut rng, props);
                if matches!(
                    a,
                    Action::Bid(_) | Action::TradeOffer { .. } | Action::TradeCounter { .. }
                ) {
                    continue; // legal_actions lists one representative bid, and no open-ended offer
                }
                let ok = g.clone().apply(p, a.clone()).is_ok();
                assert_eq!(
                    ok,
                    legal.contains(&a),
                    "{a:?} for player {p}: apply says {ok}"
                );
            }
        }
        let p = (rng.next_u32() % 3) as u8;
        let legal = legal_actions(&g, p);
        if let Some(a) = legal.get(rng.next_u32() as usize % legal.len().max(1)) {
            g.apply(p, a.clone()).unwrap();
        }
    }
}

#[test]
fn event_recording_can_be_switched_off() {
    let mut g = load::game("veropoly", 2, 1, true).unwrap();
    g.set_recording(false);
    let events = g.apply(0, Action::Roll).unwrap();
    assert!(events.is_empty());
    let mut h = load::game("veropoly", 2, 1, true).unwrap();
    assert!(!h.apply(0, Action::Roll).unwrap().is_empty());
    assert!(
        snapshot(&g) == snapshot(&h),
        "recording must not change the game"
    );
}

#[test]
fn every_preset_loads_and_the_veropoly_board_compiles() {
    for v in [
        "veropoly",
        "classic",
        "classic-short",
        "classic-timed",
        "online",
    ] {
        load::preset_value(v).unwrap();
    }
    let g = load::game("veropoly", 4, 0, false).unwrap();
    assert_eq!(g.board().spaces.len(), 40);
    assert_eq!(g.board().props.len(), 28);
}

#[test]
fn unmortgage_interest_rounds_up() {
    use veropoly_engine::setup::SetupOp;
    let mut g = load::game("veropoly", 2, 0, true).unwrap();
    // Mediterranean Avenue: price 60, mortgage 30 -> 33; Oriental Avenue 100 -> 50 -> 55.
    let med = g.board().prop_index("mediterranean-avenue").unwrap();
    g.setup(SetupOp::Owner {
        prop: med,
        owner: Some(0),
    })
    .unwrap();
    g.setup(SetupOp::Mortgaged {
        prop: med,
        mortgaged: true,
    })
    .unwrap();
    assert_eq!(g.unmortgage_cost(med), 33);
    let kentucky = g.board().prop_index("kentucky-avenue").unwrap(); // 220 -> 110 -> 121
    assert_eq!(g.unmortgage_cost(kentucky), 121);
    let states = g.board().prop_index("states-avenue").unwrap(); // 140 -> 70 -> 77
    assert_eq!(g.unmortgage_cost(states), 77);
}

#[test]
fn a_building_won_at_auction_stays_reserved_for_its_winner() {
    use veropoly_engine::Reason;
    use veropoly_engine::setup::SetupOp;
    let mut g = load::game("veropoly", 2, 0, true).unwrap();
    let id = |g: &Game, s: &str| g.board().prop_index(s).unwrap();
    let (med, baltic) = (id(&g, "mediterranean-avenue"), id(&g, "baltic-avenue"));
    let (oriental, vermont, conn) = (
        id(&g, "oriental-avenue"),
        id(&g, "vermont-avenue"),
        id(&g, "connecticut-avenue"),
    );
    let (park, boardwalk) = (id(&g, "park-place"), id(&g, "boardwalk"));
    for (p, owner) in [
        (med, 0),
        (baltic, 0),
        (oriental, 1),
        (vermont, 1),
        (conn, 1),
        (park, 1),
        (boardwalk, 1),
    ] {
        g.setup(SetupOp::Owner {
            prop: p,
            owner: Some(owner),
        })
        .unwrap();
    }
    g.setup(SetupOp::Buildings {
        prop: park,
        houses: 0,
        hotel: true,
    })
    .unwrap();
    g.setup(SetupOp::Buildings {
        prop: boardwalk,
        houses: 0,
        hotel: true,
    })
    .unwrap();
    g.setup(SetupOp::BankStock {
        houses: 1,
        hotels: 10,
    })
    .unwrap();
    // A first throw opens the table: nothing is built or asked for before it. 4 and 6 is a visit to the
    // Break Room, settled at once.
    g.setup(SetupOp::Dice { dice: [4, 6] }).unwrap();
    g.apply(0, Action::Roll).unwrap();
    // Both want the last house: it goes to auction, and Ann wins it.
    g.apply(0, Action::RequestBuilding { hotel: false })
        .unwrap();
    g.apply(1, Action::RequestBuilding { hotel: false })
        .unwrap();
    g.apply(0, Action::Bid(1)).unwrap();
    g.apply(1, Action::Pass).unwrap();
    // The bank now holds 4 houses, one of them Ann's: breaking a hotel needs 4 free ones.
    g.setup(SetupOp::BankStock {
        houses: 4,
        hotels: 10,
    })
    .unwrap();
    let err = g
        .apply(1, Action::SellBuilding { prop: boardwalk })
        .unwrap_err();
    assert_eq!(err.reason, Reason::NoBuildingsLeft);
    // Bob cannot take Ann's house either: three are free for him.
    for prop in [oriental, vermont, conn] {
        g.apply(1, Action::Build { prop, hotel: false }).unwrap();
    }
    let err = g
        .apply(
            1,
            Action::Build {
                prop: oriental,
                hotel: false,
            },
        )
        .unwrap_err();
    assert_eq!(err.reason, Reason::NoBuildingsLeft);
    // Ann places hers at no further cost.
    let cash = snapshot(&g).players[0].cash;
    g.apply(
        0,
        Action::Build {
            prop: med,
            hotel: false,
        },
    )
    .unwrap();
    assert_eq!(snapshot(&g).players[0].cash, cash);
    // A stock emptied by set-up refuses, and never underflows.
    g.setup(SetupOp::BankStock {
        houses: 0,
        hotels: 0,
    })
    .unwrap();
    assert!(
        g.apply(
            0,
            Action::Build {
                prop: baltic,
                hotel: false
            }
        )
        .is_err()
    );
}

#[test]
fn random_set_up_and_random_actions_never_panic() {
    use veropoly_engine::setup::SetupOp;
    for seed in 0..30u64 {
        let players = 2 + (seed % 4) as u8;
        let mut g = load::game("veropoly", players as usize, seed, seed % 3 != 0).unwrap();
        let props = g.board().props.len() as u8;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..400 {
            let r = |rng: &mut ChaCha8Rng, n: u32| rng.next_u32() % n;
            let p = r(&mut rng, players as u32 + 1) as u8;
            let prop = r(&mut rng, props as u32 + 1) as u8;
            if r(&mut rng, 4) == 0 {
                let op = match r(&mut rng, 9) {
                    0 => SetupOp::Cash {
                        player: p,
                        amount: r(&mut rng, 3000) as i64 - 500,
                    },
                    1 => SetupOp::Owner {
                        prop,
                        owner: Some(p),
                    },
                    2 => SetupOp::Buildings {
                        prop,
                        houses: r(&mut rng, 6) as u8,
                        hotel: r(&mut rng, 2) == 0,
                    },
                    3 => SetupOp::Mortgaged {
                        prop,
                        mortgaged: r(&mut rng, 2) == 0,
                    },
                    4 => SetupOp::BankStock {
                        houses: r(&mut rng, 5),
                        hotels: r(&mut rng, 3),
                    },
                    5 => SetupOp::Jail {
                        player: p,
                        failed_rolls: Some(r(&mut rng, 3) as u8),
                    },
                    6 => SetupOp::Dice {
                        dice: [r(&mut rng, 7) as u8, r(&mut rng, 7) as u8],
                    },
                    7 => SetupOp::Place {
                        player: p,
                        space: r(&mut rng, 41) as u8,
                    },
                    _ => SetupOp::Turn { player: p },
                };
                let _ = g.setup(op);
            } else {
                let a = any_action(&mut rng, props);
                let _ = g.apply(p, a);
            }
            let _ = legal_actions(&g, p.min(players - 1));
            let _ = snapshot(&g);
        }
    }
}

/// The seeded dice, unforced: every throw shows two faces from 1 to 6, every face turns up, and doubles come about
/// as often as chance gives them (one throw in six), not on every throw.
#[test]
fn unforced_dice_show_every_face_and_only_faces() {
    let mut faces = [0u32; 7];
    let (mut throws, mut doubles) = (0u32, 0u32);
    for seed in 0..8u64 {
        let players = 2 + (seed % 3) as usize;
        let mut g = load::game("veropoly", players, seed, true).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..1500 {
            let p = (rng.next_u32() % players as u32) as u8;
            let legal = legal_actions(&g, p);
            let Some(action) = legal.get((rng.next_u32() as usize) % legal.len().max(1)) else {
                continue;
            };
            let Ok(events) = g.apply(p, action.clone()) else {
                continue;
            };
            for e in events {
                if let veropoly_engine::Event::DiceRolled { dice, .. } = e {
                    for d in dice {
                        assert!((1..=6).contains(&d), "a die showed {d}");
                        faces[d as usize] += 1;
                    }
                    throws += 1;
                    doubles += u32::from(dice[0] == dice[1]);
                }
            }
        }
    }
    assert!(throws > 300, "only {throws} throws");
    for (face, n) in faces.iter().enumerate().skip(1) {
        assert!(
            *n > throws / 12,
            "face {face} turned up {n} times in {throws} throws"
        );
    }
    assert!(
        doubles < throws / 3,
        "{doubles} doubles in {throws} throws: far more than one in six"
    );
}

/// The online edition's preset, played at random: a refused command changes nothing, and money is conserved once
/// the debts below $0 are counted (a debtor's cash already counts what they owe, and the creditor has not had it).
#[test]
fn online_play_refuses_without_change_and_conserves_money_with_its_debts() {
    let total = |g: &Game| {
        let s = snapshot(g);
        total_money(g) + s.pending.debts.iter().map(|d| d.amount).sum::<i64>()
    };
    let mut refused = 0;
    let mut accepted = 0;
    for seed in 0..12u64 {
        let players = 2 + (seed % 4) as usize;
        let mut g = load::game("online", players, seed, seed % 2 == 0).unwrap();
        let props = g.board().props.len() as u8;
        let money = total(&g);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0e11);
        for _ in 0..500 {
            let p = (rng.next_u32() % players as u32) as u8;
            let action = if rng.next_u32().is_multiple_of(3) {
                any_action(&mut rng, props)
            } else {
                // Leaving ends a player's game at once: kept rare, so that play goes on.
                let legal: Vec<Action> = legal_actions(&g, p)
                    .into_iter()
                    .filter(|a| *a != Action::Leave || rng.next_u32().is_multiple_of(200))
                    .collect();
                if legal.is_empty() {
                    any_action(&mut rng, props)
                } else {
                    legal[(rng.next_u32() as usize) % legal.len()].clone()
                }
            };
            let before = g.clone();
            match g.apply(p, action.clone()) {
                Ok(_) => {
                    accepted += 1;
                    assert_eq!(total(&g), money, "money appeared or vanished on {action:?}");
                }
                Err(e) => {
                    refused += 1;
                    assert!(
                        g == before,
                        "{action:?} by {p} was refused ({e}) but changed the game"
                    );
                }
            }
        }
    }
    assert!(
        refused > 100 && accepted > 100,
        "{refused} refused, {accepted} accepted"
    );
}

#[test]
fn during_an_auction_the_next_bid_listed_is_one_above_the_standing_bid() {
    use veropoly_engine::setup::SetupOp;
    // Veropoly, three players seated in order: Ann (0) throws 1 and 2 to Baltic Avenue and declines it.
    let mut g = load::game("veropoly", 3, 0, true).unwrap();
    g.setup(SetupOp::Dice { dice: [1, 2] }).unwrap();
    g.apply(0, Action::Roll).unwrap();
    g.apply(0, Action::Decline).unwrap();
    let first = legal_actions(&g, 1);
    assert!(
        first.contains(&Action::Bid(1)),
        "with no bid yet, the minimum bid ($1 in veropoly) is listed: {first:?}"
    );
    g.apply(1, Action::Bid(10)).unwrap();
    let next = legal_actions(&g, 2);
    assert!(
        next.contains(&Action::Bid(11)),
        "after a bid of $10, a bid of $11 is listed: {next:?}"
    );
    assert!(
        !next.iter().any(|a| matches!(a, Action::Bid(b) if *b != 11)),
        "one representative bid is listed: {next:?}"
    );
}

/// A game equals its copy, and an action carried out makes it differ from the copy: the equality that the
/// refusal checks rely on sees every part of the game an action changes (dice, cash, phase, auctions, claims…).
#[test]
fn a_game_equals_its_copy_until_an_action_changes_it() {
    let mut changed = 0;
    for seed in 0..12u64 {
        let players = 2 + (seed % 4) as usize;
        let variant = ["veropoly", "classic", "online"][(seed % 3) as usize];
        let mut g = load::game(variant, players, seed, true).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xe9);
        for _ in 0..300 {
            let copy = g.clone();
            assert!(g == copy, "a game differs from its own copy");
            let p = (rng.next_u32() % players as u32) as u8;
            let legal = legal_actions(&g, p);
            if legal.is_empty() {
                continue;
            }
            let action = legal[(rng.next_u32() as usize) % legal.len()].clone();
            let events = g
                .apply(p, action.clone())
                .expect("a legal action is accepted");
            if !events.is_empty() {
                changed += 1;
                assert!(
                    g != copy,
                    "{action:?} by {p} was carried out ({events:?}) but the game equals its copy"
                );
            }
        }
    }
    assert!(changed > 500, "too few actions carried out: {changed}");
}

/// An open offer's answers are among the legal actions: the receiver may accept or decline it, the sender withdraw it.
#[test]
fn the_answers_to_an_open_offer_are_legal_actions() {
    let mut g = load::game("veropoly", 3, 1, true).unwrap();
    g.apply(0, Action::Roll).unwrap();
    let cash = |c: i64| Side {
        cash: c,
        props: Vec::new(),
        jail_cards: 0,
    };
    g.apply(
        0,
        Action::TradeOffer {
            to: 1,
            give: cash(10),
            take: cash(0),
        },
    )
    .expect("an offer of $10 for nothing");
    let trade = g.trades()[0].id;
    let bob = legal_actions(&g, 1);
    assert!(bob.contains(&Action::TradeAccept { trade }), "{bob:?}");
    assert!(bob.contains(&Action::TradeDecline { trade }), "{bob:?}");
    assert!(legal_actions(&g, 0).contains(&Action::TradeWithdraw { trade }));
}

/// The turn the game plays for a player whose time bank runs out takes the flat tax where the variant offers a
/// choice (ruling ON-TIME-03): `classic`, which has the choice, with a turn clock set as a house rule.
#[test]
fn a_turn_played_out_of_time_on_a_tax_choice_pays_the_flat_tax() {
    use veropoly_engine::Event;
    use veropoly_engine::game::Phase;
    use veropoly_engine::setup::SetupOp;
    let clock =
        serde_json::json!({"turn_clock": {"enabled": true, "bank_ms": 60000, "increment_ms": 0}});
    let setup = load::setup_with("classic", clock.as_object().unwrap(), 2, 0, true).unwrap();
    let mut g = Game::new(setup).unwrap();
    g.setup(SetupOp::Dice { dice: [1, 3] }).unwrap();
    g.apply(0, Action::Roll).unwrap();
    assert!(matches!(g.phase(), Phase::TaxChoice { player: 0, .. }));
    let events = g.pass_time(60_000).unwrap();
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::TaxPaid {
                player: 0,
                amount: 200
            }
        )),
        "{events:?}"
    );
    assert_eq!(snapshot(&g).players[0].cash, 1300);
    assert!(matches!(g.phase(), Phase::Roll { player: 1 }));
}

/// A held jail card adds its value to a player's worth where the valuation gives it one (every preset gives it
/// none: ruling CS-WIN-08), here `classic-short` with a value of $50 set as a house rule.
#[test]
fn a_held_jail_card_adds_the_valuations_value_to_worth() {
    use veropoly_engine::setup::SetupOp;
    let rules = serde_json::json!({"game_end": {"valuation": {"jail_card": 50}}});
    let setup = load::setup_with("classic-short", rules.as_object().unwrap(), 2, 0, true).unwrap();
    let mut g = Game::new(setup).unwrap();
    let before = g.worth(0);
    g.setup(SetupOp::JailCard { player: 0, slot: 0 }).unwrap();
    assert_eq!(g.worth(0), before + 50);
}
