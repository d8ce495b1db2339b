//! Switches of the online edition, each tried on the veropoly preset with the switch flipped by a house rule,
//! through the protocol. (The online variant itself is played once every switch its preset sets is kept.)

use serde_json::{Value, json};
use veropoly_engine::protocol::Session;

fn send(s: &mut Session, v: Value) -> Value {
    serde_json::from_str(&s.handle_line(&v.to_string())).unwrap()
}

/// A veropoly game of Ann, Bob and Cid in seat order, with these house rules.
fn game(house_rules: Value) -> Session {
    game_of("veropoly", house_rules)
}

fn game_of(variant: &str, house_rules: Value) -> Session {
    let mut s = Session::new();
    let answer = send(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": variant, "house_rules": house_rules, "seed": 1,
               "turn_order": ["ann", "bob", "cid"],
               "players": [{"id": "ann", "name": "Ann", "token": "boot"}, {"id": "bob", "name": "Bob", "token": "car"},
                           {"id": "cid", "name": "Cid", "token": "dog"}]}),
    );
    assert_eq!(answer["status"], "ok", "{answer}");
    s
}

fn setup(s: &mut Session, ops: Value) {
    let answer = send(s, json!({"id": 2, "cmd": "setup", "ops": ops}));
    assert_eq!(answer["status"], "ok", "{answer}");
}

fn act(s: &mut Session, player: &str, action: Value) -> Value {
    send(
        s,
        json!({"id": 3, "cmd": "act", "player": player, "action": action}),
    )
}

fn roll(s: &mut Session, player: &str, d1: u8, d2: u8) {
    let forced = send(s, json!({"id": 4, "cmd": "force_dice", "dice": [[d1, d2]]}));
    assert_eq!(forced["status"], "ok", "{forced}");
    let rolled = act(s, player, json!({"type": "roll"}));
    assert_eq!(rolled["status"], "ok", "{rolled}");
}

fn state(s: &mut Session) -> Value {
    send(s, json!({"id": 5, "cmd": "state"}))["result"]["state"].clone()
}

fn owns_browns(s: &mut Session, who: &str) {
    setup(
        s,
        json!([{"op": "give", "property": "mediterranean-avenue", "player": who},
               {"op": "give", "property": "baltic-avenue", "player": who}]),
    );
}

#[test]
fn with_actions_on_ones_own_turn_only_the_player_whose_turn_it_is_builds_mortgages_or_offers() {
    let own = json!({"actions": {"build": "own_turn", "sell_buildings": "own_turn", "mortgage": "own_turn",
                                 "trade": "own_turn"}});
    let mut s = game(own);
    owns_browns(&mut s, "cid");
    // veropoly's turn ends at the next roll: once Ann has landed, the turn is Bob's, to roll.
    roll(&mut s, "ann", 4, 6);
    let before = state(&mut s);
    let house = json!({"type": "build", "property": "baltic-avenue", "building": "house"});
    let offer = json!({"type": "trade_offer", "to": "ann",
                       "give": {"cash": 10, "properties": [], "jail_cards": 0, "buildings": [], "promises": []},
                       "take": {"cash": 0, "properties": [], "jail_cards": 0, "buildings": [], "promises": []}});
    for action in [
        house.clone(),
        json!({"type": "mortgage", "property": "baltic-avenue"}),
        offer.clone(),
    ] {
        let answer = act(&mut s, "cid", action.clone());
        assert_eq!(answer["reason"], "not_your_turn", "{action}: {answer}");
        assert_eq!(state(&mut s), before, "{action}: refused, nothing changed");
    }
    // Cid's own turn, before his roll.
    roll(&mut s, "bob", 1, 2);
    assert_eq!(act(&mut s, "cid", house.clone())["status"], "ok");
    assert_eq!(act(&mut s, "cid", offer)["status"], "ok");
    // Once Cid has rolled, the turn is Ann's again.
    roll(&mut s, "cid", 1, 2);
    let before = state(&mut s);
    let answer = act(
        &mut s,
        "cid",
        json!({"type": "sell_building", "property": "baltic-avenue"}),
    );
    assert_eq!(answer["reason"], "not_your_turn", "{answer}");
    assert_eq!(state(&mut s), before);
}

#[test]
fn with_actions_open_to_any_player_the_others_act_on_anyones_turn() {
    let mut s = game(json!({}));
    owns_browns(&mut s, "bob");
    roll(&mut s, "ann", 4, 6);
    let answer = act(
        &mut s,
        "bob",
        json!({"type": "build", "property": "baltic-avenue", "building": "house"}),
    );
    assert_eq!(answer["status"], "ok", "{answer}");
}

#[test]
fn with_trades_on_ones_own_turn_an_offer_waits_for_the_receivers_turn_to_be_accepted() {
    let mut s = game(json!({"actions": {"trade": "own_turn"}}));
    roll(&mut s, "ann", 4, 6);
    // Bob's turn (to roll): he offers Cid $10 for nothing.
    let offer = act(
        &mut s,
        "bob",
        json!({"type": "trade_offer", "to": "cid",
               "give": {"cash": 10, "properties": [], "jail_cards": 0, "buildings": [], "promises": []},
               "take": {"cash": 0, "properties": [], "jail_cards": 0, "buildings": [], "promises": []}}),
    );
    assert_eq!(offer["status"], "ok", "{offer}");
    let trade = offer["result"]["events"][0]["trade"].clone();
    let answer = act(
        &mut s,
        "cid",
        json!({"type": "trade_accept", "trade": trade}),
    );
    assert_eq!(answer["reason"], "not_your_turn", "{answer}");
    roll(&mut s, "bob", 4, 6);
    let answer = act(
        &mut s,
        "cid",
        json!({"type": "trade_accept", "trade": trade}),
    );
    assert_eq!(answer["status"], "ok", "{answer}");
}

/// The amounts of the events of this type that an accepted action gave.
fn amounts(answer: &Value, kind: &str) -> Vec<i64> {
    events_of(answer, kind)
        .iter()
        .map(|e| e["amount"].as_i64().unwrap())
        .collect()
}

/// A roll of these dice by the player.
fn roll_answer(s: &mut Session, player: &str, d1: u8, d2: u8) -> Value {
    send(s, json!({"id": 4, "cmd": "force_dice", "dice": [[d1, d2]]}));
    act(s, player, json!({"type": "roll"}))
}

/// The events of an accepted action, by type.
fn events_of<'a>(answer: &'a Value, kind: &str) -> Vec<&'a Value> {
    answer["result"]["events"]
        .as_array()
        .map(|e| e.iter().filter(|e| e["type"] == kind).collect())
        .unwrap_or_default()
}

fn cash(s: &mut Session, who: &str) -> i64 {
    state(s)["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == who)
        .unwrap()["cash"]
        .as_i64()
        .unwrap()
}

#[test]
fn income_tax_as_a_percentage_of_cash_is_rounded_up_to_a_dollar() {
    // The classic board's Income Tax carries a percentage (10%); the switch takes it of the cash in hand.
    let mut s = game_of("classic", json!({"income_tax": "percent_of_cash"}));
    setup(
        &mut s,
        json!([{"op": "cash", "player": "ann", "amount": 1505}]),
    );
    let answer = roll_answer(&mut s, "ann", 1, 3);
    assert_eq!(
        amounts(&answer, "tax_paid"),
        vec![151],
        "10% of $1,505 is $150.50: {answer}"
    );
    assert_eq!(cash(&mut s, "ann"), 1354);
}

#[test]
fn the_doubles_that_end_a_jail_stay_may_reach_a_space_that_cannot_be_bought() {
    for (may_buy, offered) in [(false, 0), (true, 1)] {
        let mut s = game(json!({"jail": {"doubles_exit_may_buy": may_buy}}));
        setup(
            &mut s,
            json!([{"op": "jail", "player": "ann", "in_jail": true}]),
        );
        send(
            &mut s,
            json!({"id": 4, "cmd": "force_dice", "dice": [[1, 1]]}),
        );
        let answer = act(&mut s, "ann", json!({"type": "roll"}));
        assert_eq!(events_of(&answer, "left_jail").len(), 1, "{answer}");
        assert_eq!(
            events_of(&answer, "purchase_offered").len(),
            offered,
            "may buy: {may_buy}: {answer}"
        );
        let st = state(&mut s);
        let electric = st["properties"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == "electric-company")
            .unwrap()
            .clone();
        assert_eq!(electric["owner"], Value::Null);
        if !may_buy {
            assert_eq!(st["pending"]["purchase"], Value::Null, "{st}");
            assert_eq!(st["pending"]["auction"], Value::Null, "{st}");
            assert_eq!(st["turn"]["to_act"], "bob", "the turn goes on: {st}");
            assert_eq!(cash(&mut s, "ann"), 1500);
        }
    }
}

#[test]
fn a_card_to_a_utility_may_charge_by_the_roll_that_reached_the_card() {
    for (dice, rent_now) in [("last_roll", vec![70]), ("new_roll", vec![])] {
        let mut s = game(json!({"cards": {"utility_card_dice": dice}}));
        setup(
            &mut s,
            json!([{"op": "give", "property": "electric-company", "player": "bob"}]),
        );
        let top = send(
            &mut s,
            json!({"id": 6, "cmd": "stack_deck", "deck": "chance", "top": "advance-to-nearest-utility"}),
        );
        assert_eq!(top["status"], "ok", "{top}");
        let answer = roll_answer(&mut s, "ann", 3, 4);
        assert_eq!(
            amounts(&answer, "rent_due"),
            rent_now,
            "{dice}: ten times the 7 thrown: {answer}"
        );
        let phase = state(&mut s)["turn"]["phase"].clone();
        let expected = if rent_now.is_empty() {
            "utility_roll"
        } else {
            "roll"
        };
        assert_eq!(phase, expected, "{dice}");
    }
}

#[test]
fn paying_out_of_jail_may_end_the_turn() {
    for (after, next) in [("end_turn", "bob"), ("roll", "ann")] {
        for how in ["pay_fine", "use_card"] {
            let mut s = game(json!({"jail": {"after_paying": after}}));
            setup(
                &mut s,
                json!([{"op": "jail", "player": "ann", "in_jail": true},
                       {"op": "jail_card", "player": "ann", "deck": "chance"}]),
            );
            let answer = act(&mut s, "ann", json!({"type": how}));
            assert_eq!(answer["status"], "ok", "{after} {how}: {answer}");
            let st = state(&mut s);
            assert_eq!(st["turn"]["to_act"], next, "{after} {how}: {st}");
            let ann = st["players"][0].clone();
            assert_eq!(ann["in_jail"], false);
            assert_eq!(
                ann["space"], "break-room",
                "{after} {how}: Ann has not moved"
            );
        }
    }
}

#[test]
fn stopping_on_vacation_ends_the_turn_and_the_next_one_is_missed() {
    let mut s = Session::new();
    let answer = send(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "seed": 1,
               "house_rules": {"vacation": {"skip_turns": 1, "ends_turn": true, "jackpot": false}},
               "board": {"id": "world"},
               "decks": [{"id": "world-chance"}, {"id": "world-treasure"}],
               "turn_order": ["ann", "bob", "cid"],
               "players": [{"id": "ann", "name": "Ann", "token": "boot"}, {"id": "bob", "name": "Bob", "token": "car"},
                           {"id": "cid", "name": "Cid", "token": "dog"}]}),
    );
    assert_eq!(answer["status"], "ok", "{answer}");
    setup(
        &mut s,
        json!([{"op": "place", "player": "ann", "space": "munich"}]),
    );
    // Doubles onto Vacation: no second throw.
    let landed = roll_answer(&mut s, "ann", 1, 1);
    assert_eq!(landed["status"], "ok", "{landed}");
    let st = state(&mut s);
    assert_eq!(st["players"][0]["space"], "vacation");
    assert_eq!(st["players"][0]["skip_turns"], 1);
    assert_eq!(st["turn"]["to_act"], "bob", "{st}");
    roll(&mut s, "bob", 4, 6);
    let cid = roll_answer(&mut s, "cid", 4, 6);
    let skipped: Vec<&Value> = events_of(&cid, "turn_skipped");
    assert_eq!(skipped.len(), 1, "{cid}");
    assert_eq!(skipped[0]["player"], "ann");
    let st = state(&mut s);
    assert_eq!(st["turn"]["to_act"], "bob", "Ann's turn is missed: {st}");
    assert_eq!(st["players"][0]["skip_turns"], 0);
    // The next time round, Ann plays.
    setup(
        &mut s,
        json!([{"op": "place", "player": "bob", "space": "start"},
               {"op": "place", "player": "cid", "space": "start"}]),
    );
    roll(&mut s, "bob", 4, 6);
    roll(&mut s, "cid", 4, 6);
    assert_eq!(state(&mut s)["turn"]["to_act"], "ann");
}

#[test]
fn a_property_sold_back_to_the_bank_brings_half_its_price_and_a_mortgaged_one_nothing() {
    let sale = json!({"property_sale_to_bank": {"when": "own_turn", "percent": 50, "mortgaged_percent": 0}});
    let mut s = game(sale);
    setup(
        &mut s,
        json!([{"op": "give", "property": "baltic-avenue", "player": "ann"},
               {"op": "give", "property": "park-place", "player": "ann"},
               {"op": "mortgaged", "property": "park-place", "mortgaged": true},
               {"op": "give", "property": "oriental-avenue", "player": "bob"}]),
    );
    let sell = |prop: &str| json!({"type": "sell_property", "property": prop});
    // Bob's property, on Ann's turn: not his turn.
    let before = state(&mut s);
    let answer = act(&mut s, "bob", sell("oriental-avenue"));
    assert_eq!(answer["reason"], "not_your_turn", "{answer}");
    assert_eq!(state(&mut s), before);
    let answer = act(&mut s, "ann", sell("baltic-avenue"));
    assert_eq!(amounts(&answer, "property_sold"), vec![30], "{answer}");
    let answer = act(&mut s, "ann", sell("park-place"));
    assert_eq!(amounts(&answer, "property_sold"), vec![0], "{answer}");
    let st = state(&mut s);
    assert_eq!(st["players"][0]["cash"], 1530);
    for prop in st["properties"].as_array().unwrap() {
        if prop["id"] == "baltic-avenue" || prop["id"] == "park-place" {
            assert_eq!(prop["owner"], Value::Null, "{prop}");
            assert_eq!(prop["mortgaged"], false, "{prop}");
        }
    }
    // Without the switch, no sale.
    let mut s = game(json!({}));
    setup(
        &mut s,
        json!([{"op": "give", "property": "baltic-avenue", "player": "ann"}]),
    );
    let answer = act(&mut s, "ann", sell("baltic-avenue"));
    assert_eq!(answer["reason"], "not_allowed_in_variant", "{answer}");
}

#[test]
fn a_set_with_a_building_sells_no_property() {
    let sale = json!({"property_sale_to_bank": {"when": "any_player", "percent": 50, "mortgaged_percent": 0}});
    let mut s = game(sale);
    owns_browns(&mut s, "ann");
    setup(
        &mut s,
        json!([{"op": "buildings", "property": "mediterranean-avenue", "houses": 1}]),
    );
    let before = state(&mut s);
    let answer = act(
        &mut s,
        "ann",
        json!({"type": "sell_property", "property": "baltic-avenue"}),
    );
    assert_eq!(answer["reason"], "buildings_on_set", "{answer}");
    assert_eq!(state(&mut s), before);
}

#[test]
fn after_the_last_failed_roll_a_player_may_be_released_without_a_fine_or_a_move() {
    let mut s = game(json!({"jail": {"on_last_failed_roll": "released_next_turn"}}));
    setup(
        &mut s,
        json!([{"op": "jail", "player": "ann", "in_jail": true, "failed_rolls": 2}]),
    );
    let answer = roll_answer(&mut s, "ann", 1, 2);
    let left = events_of(&answer, "left_jail");
    assert_eq!(left.len(), 1, "{answer}");
    assert_eq!(left[0]["how"], "released");
    assert!(events_of(&answer, "fine_paid").is_empty(), "{answer}");
    assert!(events_of(&answer, "moved").is_empty(), "{answer}");
    let st = state(&mut s);
    assert_eq!(st["players"][0]["in_jail"], false);
    assert_eq!(st["players"][0]["space"], "break-room");
    assert_eq!(st["players"][0]["cash"], 1500);
    assert_eq!(st["turn"]["to_act"], "bob");
}

#[test]
fn with_nobody_the_banker_the_snapshot_names_none_and_no_banker_can_be_set() {
    let mut s = game(json!({"banker": "none"}));
    assert_eq!(state(&mut s)["banker"], Value::Null);
    let answer = send(
        &mut s,
        json!({"id": 2, "cmd": "setup", "ops": [{"op": "banker", "player": "bob"}]}),
    );
    assert_eq!(answer["reason"], "not_allowed_in_variant", "{answer}");
    let answer = send(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "house_rules": {"banker": "none"}, "seed": 1,
               "banker": "bob",
               "players": [{"id": "ann", "name": "Ann", "token": "boot"}, {"id": "bob", "name": "Bob", "token": "car"}]}),
    );
    assert_eq!(answer["reason"], "invalid_setup", "{answer}");
    // With a player banker, the snapshot names them.
    let mut s = game(json!({}));
    assert_eq!(state(&mut s)["banker"], "ann");
}

#[test]
fn with_a_jackpot_taxes_and_card_fines_go_into_the_pot_and_free_parking_collects_it() {
    for jackpot in [true, false] {
        let mut s = game(json!({"free_parking_jackpot": jackpot}));
        // Ann: Income Tax, $200.
        let ann = roll_answer(&mut s, "ann", 1, 3);
        let to: Vec<&Value> = events_of(&ann, "paid")
            .into_iter()
            .map(|e| &e["to"])
            .collect();
        let payee = if jackpot { "pot" } else { "bank" };
        assert_eq!(to, vec![payee], "{ann}");
        assert_eq!(state(&mut s)["pot"], if jackpot { 200 } else { 0 });
        // Bob: a card fine of $15.
        let top = send(
            &mut s,
            json!({"id": 6, "cmd": "stack_deck", "deck": "chance", "top": "speeding-fine"}),
        );
        assert_eq!(top["status"], "ok", "{top}");
        roll_answer(&mut s, "bob", 3, 4);
        assert_eq!(state(&mut s)["pot"], if jackpot { 215 } else { 0 });
        // Cid stops on Free Parking.
        setup(
            &mut s,
            json!([{"op": "place", "player": "cid", "space": "st-james-place"}]),
        );
        let cid = roll_answer(&mut s, "cid", 1, 3);
        let won = amounts(&cid, "paid");
        assert_eq!(won, if jackpot { vec![215] } else { vec![] }, "{cid}");
        let st = state(&mut s);
        assert_eq!(st["pot"], 0);
        assert_eq!(st["players"][2]["cash"], if jackpot { 1715 } else { 1500 });
    }
}

#[test]
fn with_the_vacation_jackpot_the_next_player_on_vacation_collects_the_pot() {
    let mut s = Session::new();
    let answer = send(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "seed": 1,
               "house_rules": {"vacation": {"skip_turns": 1, "ends_turn": true, "jackpot": true},
                               "income_tax": "percent_of_cash"},
               "board": {"id": "world"},
               "decks": [{"id": "world-chance"}, {"id": "world-treasure"}],
               "turn_order": ["ann", "bob"],
               "players": [{"id": "ann", "name": "Ann", "token": "boot"}, {"id": "bob", "name": "Bob", "token": "car"}]}),
    );
    assert_eq!(answer["status"], "ok", "{answer}");
    // Ann: Income Tax, 10% of $1,500, into the pot.
    let ann = roll_answer(&mut s, "ann", 1, 3);
    assert_eq!(amounts(&ann, "tax_paid"), vec![150], "{ann}");
    assert_eq!(state(&mut s)["pot"], 150);
    // Bob stops on Vacation and collects it.
    setup(
        &mut s,
        json!([{"op": "place", "player": "bob", "space": "muc-airport"}]),
    );
    let bob = roll_answer(&mut s, "bob", 2, 3);
    assert_eq!(amounts(&bob, "paid"), vec![150], "{bob}");
    let st = state(&mut s);
    assert_eq!(st["pot"], 0);
    assert_eq!(st["players"][1]["cash"], 1650);
}

fn owner_of(st: &Value, prop: &str) -> Value {
    st["properties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == prop)
        .unwrap()["owner"]
        .clone()
}

fn advance(s: &mut Session, ms: u64) {
    let answer = send(s, json!({"id": 7, "cmd": "advance_clock", "ms": ms}));
    assert_eq!(answer["status"], "ok", "{answer}");
}

#[test]
fn an_auction_on_a_clock_closes_ten_seconds_after_the_last_bid() {
    let mut s = game(json!({"auction": {"timer_ms": 10000}}));
    roll(&mut s, "ann", 2, 4);
    assert_eq!(
        act(&mut s, "ann", json!({"type": "decline"}))["status"],
        "ok"
    );
    assert_eq!(state(&mut s)["pending"]["auction"]["closes_at_ms"], 10000);
    let before = state(&mut s);
    let answer = act(&mut s, "cid", json!({"type": "pass"}));
    assert_eq!(answer["reason"], "not_allowed_in_variant", "{answer}");
    assert_eq!(state(&mut s), before);
    assert_eq!(
        act(&mut s, "bob", json!({"type": "bid", "amount": 50}))["status"],
        "ok"
    );
    advance(&mut s, 9_999);
    assert_eq!(
        act(&mut s, "cid", json!({"type": "bid", "amount": 60}))["status"],
        "ok"
    );
    assert_eq!(state(&mut s)["pending"]["auction"]["closes_at_ms"], 19_999);
    advance(&mut s, 9_999);
    let st = state(&mut s);
    assert_eq!(
        st["pending"]["auction"]["high_bidder"], "cid",
        "9,999 ms after the bid: still open"
    );
    advance(&mut s, 1);
    let st = state(&mut s);
    assert_eq!(
        st["pending"]["auction"],
        Value::Null,
        "10,000 ms after the bid: closed"
    );
    assert_eq!(owner_of(&st, "oriental-avenue"), "cid");
    assert_eq!(st["players"][2]["cash"], 1440);
    assert_eq!(st["players"][1]["cash"], 1500);
}

#[test]
fn an_auction_on_a_clock_with_no_bid_leaves_the_property_with_the_bank() {
    let mut s = game(json!({"auction": {"timer_ms": 10000}}));
    roll(&mut s, "ann", 2, 4);
    assert_eq!(
        act(&mut s, "ann", json!({"type": "decline"}))["status"],
        "ok"
    );
    advance(&mut s, 10_000);
    let st = state(&mut s);
    assert_eq!(st["pending"]["auction"], Value::Null);
    assert_eq!(owner_of(&st, "oriental-avenue"), Value::Null);
    assert_eq!(st["turn"]["to_act"], "bob");
}

/// With `clock_events`, the answer to `advance_clock` carries what the time caused: here the turn the game plays
/// for Ann once her bank runs out, with the dice queued for it. Without the capability, `done`, and the same game.
#[test]
fn the_turn_played_for_a_player_out_of_time_is_answered_as_events() {
    let mut answers = Vec::new();
    for only in [None, Some("forced_dice,virtual_clock,setup")] {
        let mut s = Session::new().with_capabilities(only.map(String::from));
        let rules =
            json!({"turn_clock": {"enabled": true, "bank_ms": 60000, "increment_ms": 10000}});
        let answer = send(
            &mut s,
            json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "house_rules": rules, "seed": 1,
                   "turn_order": ["ann", "bob"],
                   "players": [{"id": "ann", "token": "boot"}, {"id": "bob", "token": "car"}]}),
        );
        assert_eq!(answer["status"], "ok", "{answer}");
        send(
            &mut s,
            json!({"id": 2, "cmd": "force_dice", "dice": [[4, 6]]}),
        );
        let answer = send(
            &mut s,
            json!({"id": 3, "cmd": "advance_clock", "ms": 60_000}),
        );
        assert_eq!(answer["status"], "ok", "{answer}");
        let st = state(&mut s);
        assert_eq!(
            st["players"][0]["position"], 10,
            "Ann moved by the queued dice"
        );
        assert_eq!(st["turn"]["to_act"], "bob");
        answers.push((answer["result"].clone(), st));
    }
    let (events, _) = &answers[0];
    assert_eq!(events["type"], "events", "{events}");
    let rolled = events_of(&json!({"result": events}), "dice_rolled")
        .iter()
        .map(|e| e["dice"].clone())
        .collect::<Vec<_>>();
    assert_eq!(rolled, vec![json!([4, 6])], "{events}");
    assert!(
        !events_of(&json!({"result": events}), "moved").is_empty(),
        "{events}"
    );
    assert_eq!(answers[1].0, json!({"type": "done"}));
    assert_eq!(answers[0].1, answers[1].1, "the same game either way");
}

#[test]
fn a_used_jail_card_may_go_back_to_its_place_in_the_decks_cycle() {
    for (mode, expected_at) in [("original_position", 1), ("bottom", 15)] {
        let mut s = game(json!({"cards": {"jail_card_return": mode}}));
        let mut order: Vec<Value> = state(&mut s)["decks"]["chance"].as_array().unwrap().clone();
        let jail = json!("end-your-extended-lunch-break");
        order.retain(|c| *c != jail);
        order.insert(1, jail.clone());
        let stacked = send(
            &mut s,
            json!({"id": 6, "cmd": "stack_deck", "deck": "chance", "order": order}),
        );
        assert_eq!(stacked["status"], "ok", "{stacked}");
        setup(
            &mut s,
            json!([{"op": "jail_card", "player": "ann", "deck": "chance"},
                   {"op": "jail", "player": "ann", "in_jail": true}]),
        );
        assert_eq!(
            state(&mut s)["decks"]["chance"].as_array().unwrap().len(),
            15
        );
        let used = act(&mut s, "ann", json!({"type": "use_card"}));
        assert_eq!(used["status"], "ok", "{used}");
        let deck = state(&mut s)["decks"]["chance"].as_array().unwrap().clone();
        assert_eq!(deck.len(), 16);
        assert_eq!(
            deck.iter().position(|c| *c == jail),
            Some(expected_at),
            "{mode}: {deck:?}"
        );
        assert_eq!(deck[0], order[0], "{mode}: the top card stays on top");
    }
}

fn cash_offer(to: &str, give: i64, take: i64) -> Value {
    json!({"type": "trade_offer", "to": to,
           "give": {"cash": give, "properties": [], "jail_cards": 0, "buildings": [], "promises": []},
           "take": {"cash": take, "properties": [], "jail_cards": 0, "buildings": [], "promises": []}})
}

#[test]
fn open_offers_are_limited_per_receiver_and_in_all() {
    let limits = json!({"trade": {"max_open_offers_per_player": 2, "max_open_offers_total": 3}});
    let mut s = game(limits);
    roll(&mut s, "ann", 4, 6);
    for _ in 0..2 {
        assert_eq!(act(&mut s, "bob", cash_offer("ann", 1, 0))["status"], "ok");
    }
    let before = state(&mut s);
    let third = act(&mut s, "bob", cash_offer("ann", 1, 0));
    assert_eq!(
        third["reason"], "too_many_offers",
        "a third to Ann: {third}"
    );
    assert_eq!(state(&mut s), before);
    assert_eq!(act(&mut s, "bob", cash_offer("cid", 1, 0))["status"], "ok");
    let fourth = act(&mut s, "bob", cash_offer("cid", 1, 0));
    assert_eq!(
        fourth["reason"], "too_many_offers",
        "a fourth in all: {fourth}"
    );
    // Ann declines one of Bob's offers: Bob may send another.
    let trade = state(&mut s)["pending"]["trades"][0]["id"].clone();
    assert_eq!(
        act(
            &mut s,
            "ann",
            json!({"type": "trade_decline", "trade": trade})
        )["status"],
        "ok"
    );
    assert_eq!(act(&mut s, "bob", cash_offer("ann", 1, 0))["status"], "ok");
    // Without limits, as many as a player likes.
    let mut s = game(json!({}));
    roll(&mut s, "ann", 4, 6);
    for _ in 0..12 {
        assert_eq!(act(&mut s, "bob", cash_offer("ann", 1, 0))["status"], "ok");
    }
}

#[test]
fn in_a_public_room_a_side_may_not_give_almost_everything_for_almost_nothing() {
    for (enabled, received, ok) in [(true, 94, false), (true, 95, true), (false, 94, true)] {
        let rule = json!({"trade": {"anti_collusion":
            {"enabled": enabled, "give_percent": 90, "receive_percent": 10}}});
        let mut s = game(rule);
        setup(
            &mut s,
            json!([{"op": "cash", "player": "ann", "amount": 1000}]),
        );
        roll(&mut s, "ann", 4, 6);
        let answer = act(&mut s, "ann", cash_offer("bob", 950, received));
        if ok {
            assert_eq!(answer["status"], "ok", "{enabled} ${received}: {answer}");
        } else {
            assert_eq!(
                answer["reason"], "one_sided_trade",
                "{enabled} ${received}: {answer}"
            );
        }
    }
}

/// A veropoly team game: Ann and Bob are red, Cid is blue.
fn team_game(teams: Value) -> (Session, Value) {
    let mut s = Session::new();
    let answer = send(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "seed": 1, "house_rules": {"teams": teams},
               "turn_order": ["ann", "bob", "cid"],
               "players": [{"id": "ann", "name": "Ann", "token": "boot", "team": "red"},
                           {"id": "bob", "name": "Bob", "token": "car", "team": "red"},
                           {"id": "cid", "name": "Cid", "token": "dog", "team": "blue"}]}),
    );
    (s, answer)
}

fn teams_rule() -> Value {
    json!({"min_teams": 2, "rent_between_teammates": false, "full_set_counts_teammates": false,
           "cards_skip_teammates": true, "repairs_count_team": true, "leaver_properties_to": "teammate"})
}

#[test]
fn teammates_pay_each_other_no_rent() {
    let (mut s, answer) = team_game(teams_rule());
    assert_eq!(answer["status"], "ok", "{answer}");
    setup(
        &mut s,
        json!([{"op": "give", "property": "oriental-avenue", "player": "bob"}]),
    );
    let ann = roll_answer(&mut s, "ann", 2, 4);
    assert!(events_of(&ann, "rent_due").is_empty(), "{ann}");
    setup(
        &mut s,
        json!([{"op": "place", "player": "cid", "space": "go"}]),
    );
    roll(&mut s, "bob", 4, 6);
    let cid = roll_answer(&mut s, "cid", 2, 4);
    assert_eq!(amounts(&cid, "rent_due"), vec![6], "{cid}");
    // Teams on, but rent between teammates.
    let mut rule = teams_rule();
    rule["rent_between_teammates"] = json!(true);
    let (mut s, _) = team_game(rule);
    setup(
        &mut s,
        json!([{"op": "give", "property": "oriental-avenue", "player": "bob"}]),
    );
    let ann = roll_answer(&mut s, "ann", 2, 4);
    assert_eq!(amounts(&ann, "rent_due"), vec![6], "{ann}");
}

#[test]
fn a_card_that_collects_from_every_player_leaves_out_the_drawers_teammates() {
    for (skip, payers) in [(true, 1), (false, 2)] {
        let mut rule = teams_rule();
        rule["cards_skip_teammates"] = json!(skip);
        let (mut s, _) = team_game(rule);
        let top = send(
            &mut s,
            json!({"id": 6, "cmd": "stack_deck", "deck": "community-chest", "top": "its-your-birthday"}),
        );
        assert_eq!(top["status"], "ok", "{top}");
        let ann = roll_answer(&mut s, "ann", 1, 1);
        let paid: Vec<&Value> = events_of(&ann, "paid")
            .into_iter()
            .filter(|e| e["to"] == "ann")
            .collect();
        assert_eq!(paid.len(), payers, "skip teammates: {skip}: {ann}");
        assert_eq!(paid[0]["from"], if skip { "cid" } else { "bob" });
    }
}

#[test]
fn repairs_may_charge_for_the_whole_teams_buildings() {
    for (team, charge) in [(true, vec![50]), (false, vec![])] {
        let mut rule = teams_rule();
        rule["repairs_count_team"] = json!(team);
        let (mut s, _) = team_game(rule);
        owns_browns(&mut s, "bob");
        setup(
            &mut s,
            json!([{"op": "buildings", "property": "mediterranean-avenue", "houses": 1},
                   {"op": "buildings", "property": "baltic-avenue", "houses": 1}]),
        );
        let top = send(
            &mut s,
            json!({"id": 6, "cmd": "stack_deck", "deck": "chance", "top": "general-repairs"}),
        );
        assert_eq!(top["status"], "ok", "{top}");
        let ann = roll_answer(&mut s, "ann", 3, 4);
        assert_eq!(amounts(&ann, "paid"), charge, "team repairs: {team}: {ann}");
    }
}

#[test]
fn the_last_team_standing_wins_together() {
    let (mut s, _) = team_game(teams_rule());
    setup(
        &mut s,
        json!([{"op": "cash", "player": "cid", "amount": 0},
               {"op": "debt", "debtor": "cid", "creditor": null, "amount": 100}]),
    );
    let out = act(&mut s, "cid", json!({"type": "declare_bankruptcy"}));
    assert_eq!(out["status"], "ok", "{out}");
    let mut winners: Vec<String> = state(&mut s)["game_over"]["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap().to_string())
        .collect();
    winners.sort();
    assert_eq!(winners, vec!["ann", "bob"]);
}

#[test]
fn a_team_game_needs_as_many_teams_as_the_variant_asks() {
    let mut s = Session::new();
    let answer = send(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "seed": 1, "house_rules": {"teams": teams_rule()},
               "players": [{"id": "ann", "name": "Ann", "token": "boot", "team": "red"},
                           {"id": "bob", "name": "Bob", "token": "car", "team": "red"}]}),
    );
    assert_eq!(answer["reason"], "invalid_setup", "{answer}");
}

/// Cash below $0, rent paid at once, and the bank paying out a bankrupt's estate, on the veropoly preset.
fn below_zero() -> Value {
    json!({"debt": {"negative_cash": true},
           "rent": {"must_be_claimed": false, "claim_lapses_on": null},
           "bankruptcy": {"to_player": "bank_pays_creditors", "to_bank": "return_to_bank",
                          "payout": {"property_percent": 50, "mortgaged_property_percent": 0,
                                     "building_percent": 50, "jail_card": 50}}})
}

fn debts(s: &mut Session) -> Vec<(String, Value, i64)> {
    state(s)["pending"]["debts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["debtor"].as_str().unwrap().to_string(),
                d["creditor"].clone(),
                d["amount"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// Bob and Cid each take a turn that moves no money: from Go to Jail, just visiting.
fn quiet_round(s: &mut Session) {
    setup(
        s,
        json!([{"op": "place", "player": "bob", "space": "go"},
               {"op": "place", "player": "cid", "space": "go"}]),
    );
    roll(s, "bob", 4, 6);
    roll(s, "cid", 4, 6);
}

#[test]
fn a_payment_beyond_the_cash_takes_all_of_it_and_leaves_the_rest_owed_below_zero() {
    let mut s = game(below_zero());
    setup(
        &mut s,
        json!([{"op": "cash", "player": "ann", "amount": 30},
               {"op": "place", "player": "ann", "space": "short-line-port"}]),
    );
    // Luxury Tax, $100, with $30.
    let answer = roll_answer(&mut s, "ann", 1, 2);
    assert_eq!(amounts(&answer, "tax_paid"), vec![100], "{answer}");
    assert_eq!(amounts(&answer, "paid"), vec![30], "{answer}");
    assert_eq!(amounts(&answer, "debt_owed"), vec![70], "{answer}");
    assert_eq!(cash(&mut s, "ann"), -70);
    assert_eq!(debts(&mut s), vec![("ann".to_string(), Value::Null, 70)]);
}

#[test]
fn money_received_below_zero_pays_the_oldest_debt_first_a_part_included() {
    let mut s = game(below_zero());
    setup(
        &mut s,
        json!([{"op": "cash", "player": "ann", "amount": 0},
               {"op": "give", "property": "baltic-avenue", "player": "bob"},
               {"op": "place", "player": "ann", "space": "go"}]),
    );
    // Ann lands on Baltic Avenue ($4 rent) with nothing: she owes Bob $4.
    roll_answer(&mut s, "ann", 1, 2);
    assert_eq!(cash(&mut s, "ann"), -4);
    // Then Luxury Tax: $100 more, owed to the bank.
    quiet_round(&mut s);
    setup(
        &mut s,
        json!([{"op": "place", "player": "ann", "space": "short-line-port"}]),
    );
    let tax = roll_answer(&mut s, "ann", 1, 2);
    assert_eq!(amounts(&tax, "debt_owed"), vec![100], "{tax}");
    assert_eq!(cash(&mut s, "ann"), -104);
    // Passing Go ($200) pays Bob's $4 first, then the bank's $100.
    quiet_round(&mut s);
    setup(
        &mut s,
        json!([{"op": "place", "player": "ann", "space": "boardwalk"}]),
    );
    let go = roll_answer(&mut s, "ann", 4, 6);
    let paid: Vec<(Value, i64)> = events_of(&go, "debt_paid")
        .iter()
        .map(|e| (e["creditor"].clone(), e["amount"].as_i64().unwrap()))
        .collect();
    assert_eq!(paid, vec![(json!("bob"), 4), (json!("bank"), 100)], "{go}");
    assert_eq!(cash(&mut s, "ann"), 96);
    assert!(debts(&mut s).is_empty());
}

#[test]
fn below_zero_only_the_debtor_is_held_up_and_only_with_something_left_to_sell() {
    let mut s = game(below_zero());
    setup(
        &mut s,
        json!([{"op": "cash", "player": "ann", "amount": 0},
               {"op": "place", "player": "ann", "space": "short-line-port"},
               {"op": "give", "property": "oriental-avenue", "player": "ann"}]),
    );
    roll_answer(&mut s, "ann", 1, 2);
    assert_eq!(cash(&mut s, "ann"), -100);
    // Bob rolls as usual.
    quiet_round(&mut s);
    // Ann, with Oriental Avenue to sell, may not roll.
    let st = state(&mut s);
    assert_eq!(st["turn"]["phase"], "debt", "{st}");
    assert_eq!(st["turn"]["to_act"], "ann", "{st}");
    send(
        &mut s,
        json!({"id": 4, "cmd": "force_dice", "dice": [[1, 2]]}),
    );
    let held = act(&mut s, "ann", json!({"type": "roll"}));
    assert_eq!(held["reason"], "debt_pending", "{held}");
    // With it mortgaged (nothing left to sell), she may.
    setup(
        &mut s,
        json!([{"op": "mortgaged", "property": "oriental-avenue", "mortgaged": true}]),
    );
    assert_eq!(state(&mut s)["turn"]["phase"], "roll");
    assert_eq!(act(&mut s, "ann", json!({"type": "roll"}))["status"], "ok");
}

#[test]
fn the_bank_pays_a_bankrupts_estate_to_the_players_owed_oldest_first() {
    let mut s = game(below_zero());
    // Ann's estate: the browns ($30 + $30) with a house each ($25 + $25), Oriental Avenue mortgaged ($0) and a
    // jail card ($50): $160.
    owns_browns(&mut s, "ann");
    setup(
        &mut s,
        json!([{"op": "buildings", "property": "mediterranean-avenue", "houses": 1},
               {"op": "buildings", "property": "baltic-avenue", "houses": 1},
               {"op": "give", "property": "oriental-avenue", "player": "ann"},
               {"op": "mortgaged", "property": "oriental-avenue", "mortgaged": true},
               {"op": "jail_card", "player": "ann", "deck": "chance"},
               {"op": "cash", "player": "ann", "amount": 0},
               {"op": "debt", "debtor": "ann", "creditor": null, "amount": 40},
               {"op": "debt", "debtor": "ann", "creditor": "bob", "amount": 200},
               {"op": "debt", "debtor": "ann", "creditor": "cid", "amount": 150}]),
    );
    let out = act(&mut s, "ann", json!({"type": "declare_bankruptcy"}));
    assert_eq!(out["status"], "ok", "{out}");
    let paid: Vec<(Value, i64)> = events_of(&out, "debt_paid")
        .iter()
        .map(|e| (e["creditor"].clone(), e["amount"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        paid,
        vec![(json!("bob"), 160)],
        "the bank's $40 written off: {out}"
    );
    let st = state(&mut s);
    assert_eq!(st["players"][1]["cash"], 1660);
    assert_eq!(st["players"][2]["cash"], 1500);
    for prop in ["mediterranean-avenue", "baltic-avenue", "oriental-avenue"] {
        assert_eq!(owner_of(&st, prop), Value::Null, "{prop}");
    }
    assert_eq!(
        st["pending"]["auction"],
        Value::Null,
        "returned to the bank, not auctioned"
    );
    assert_eq!(st["bank"]["houses"], 32);
    assert!(st["pending"]["debts"].as_array().unwrap().is_empty());
}

fn property_offer(to: &str, prop: &str, take: i64) -> Value {
    json!({"type": "trade_offer", "to": to,
           "give": {"cash": 0, "properties": [prop], "jail_cards": 0, "buildings": [], "promises": []},
           "take": {"cash": take, "properties": [], "jail_cards": 0, "buildings": [], "promises": []}})
}

#[test]
fn a_player_below_zero_may_not_trade_away_what_they_can_pay_back_except_with_a_creditor() {
    for check in [true, false] {
        let mut rules = below_zero();
        rules["trade"] = json!({"debtor_capacity_check": check});
        let mut s = game(rules);
        roll(&mut s, "ann", 4, 6);
        // Ann owes Bob $100 and holds Oriental Avenue ($100: $50 towards what she can pay back).
        setup(
            &mut s,
            json!([{"op": "give", "property": "oriental-avenue", "player": "ann"},
                   {"op": "cash", "player": "ann", "amount": 0},
                   {"op": "debt", "debtor": "ann", "creditor": "bob", "amount": 100}]),
        );
        let before = state(&mut s);
        let to_cid = act(&mut s, "ann", property_offer("cid", "oriental-avenue", 10));
        if check {
            assert_eq!(to_cid["reason"], "lowers_repayment", "{to_cid}");
            assert_eq!(state(&mut s), before);
        } else {
            assert_eq!(to_cid["status"], "ok", "{to_cid}");
        }
        for (to, price) in [("cid", 50), ("bob", 10)] {
            let answer = act(&mut s, "ann", property_offer(to, "oriental-avenue", price));
            assert_eq!(answer["status"], "ok", "{check} {to} ${price}: {answer}");
        }
    }
}

fn clocked() -> Value {
    json!({"turn_end": "end_turn", "unbought_property": "stays_with_bank",
           "turn_clock": {"enabled": true, "bank_ms": 60000, "increment_ms": 10000}})
}

fn bank_of(s: &mut Session, i: usize) -> Value {
    state(s)["players"][i]["time_bank_ms"].clone()
}

#[test]
fn when_a_time_bank_runs_out_the_game_plays_the_turn() {
    let mut s = game(clocked());
    assert_eq!(bank_of(&mut s, 0), 60_000);
    send(
        &mut s,
        json!({"id": 4, "cmd": "force_dice", "dice": [[2, 4]]}),
    );
    advance(&mut s, 59_999);
    let st = state(&mut s);
    assert_eq!(st["players"][0]["time_bank_ms"], 1);
    assert_eq!(
        st["turn"]["to_act"], "ann",
        "one millisecond left: still Ann's to play"
    );
    advance(&mut s, 1);
    let st = state(&mut s);
    // The game rolled for Ann (onto Oriental Avenue), declined it, and ended her turn.
    assert_eq!(st["players"][0]["space"], "oriental-avenue", "{st}");
    assert_eq!(owner_of(&st, "oriental-avenue"), Value::Null);
    assert_eq!(st["turn"]["to_act"], "bob", "{st}");
    assert_eq!(
        st["players"][0]["time_bank_ms"], 10_000,
        "the increment at the end of the turn"
    );
    assert_eq!(
        st["players"][1]["time_bank_ms"], 60_000,
        "Bob's bank did not run in Ann's turn"
    );
}

#[test]
fn a_time_bank_does_not_run_in_an_auction_and_grows_by_the_increment() {
    let mut rules = clocked();
    rules["unbought_property"] = json!("auction");
    rules["auction"] = json!({"timer_ms": 10000});
    let mut s = game(rules);
    roll(&mut s, "ann", 2, 4);
    advance(&mut s, 5_000);
    assert_eq!(bank_of(&mut s, 0), 55_000);
    assert_eq!(
        act(&mut s, "ann", json!({"type": "decline"}))["status"],
        "ok"
    );
    advance(&mut s, 9_000);
    assert_eq!(
        bank_of(&mut s, 0),
        55_000,
        "the auction's time is not Ann's"
    );
    advance(&mut s, 1_000);
    assert_eq!(state(&mut s)["pending"]["auction"], Value::Null);
    assert_eq!(
        act(&mut s, "ann", json!({"type": "end_turn"}))["status"],
        "ok"
    );
    assert_eq!(bank_of(&mut s, 0), 65_000);
    // Without a turn clock there is no bank.
    let mut s = game(json!({}));
    assert_eq!(bank_of(&mut s, 0), Value::Null);
}

#[test]
fn a_debtor_with_something_to_sell_whose_bank_runs_out_goes_bankrupt() {
    let mut rules = below_zero();
    for (k, v) in clocked().as_object().unwrap() {
        rules[k] = v.clone();
    }
    let mut s = game(rules);
    setup(
        &mut s,
        json!([{"op": "give", "property": "oriental-avenue", "player": "ann"},
               {"op": "cash", "player": "ann", "amount": 0},
               {"op": "debt", "debtor": "ann", "creditor": "bob", "amount": 100}]),
    );
    advance(&mut s, 60_000);
    let st = state(&mut s);
    assert_eq!(st["players"][0]["bankrupt"], true, "{st}");
    assert_eq!(owner_of(&st, "oriental-avenue"), Value::Null);
    assert_eq!(
        st["players"][1]["cash"], 1550,
        "the bank paid Bob half of Oriental Avenue's $100"
    );
    assert_eq!(st["turn"]["to_act"], "bob");
}
