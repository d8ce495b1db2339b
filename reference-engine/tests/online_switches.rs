//! Switches of the online edition, each tried on the veropoly preset with the switch flipped by a house rule,
//! through the protocol. (The online variant itself is played once every switch its preset sets is kept.)

use serde_json::{Value, json};
use veropoly_engine::protocol::Session;

fn send(s: &mut Session, v: Value) -> Value {
    serde_json::from_str(&s.handle_line(&v.to_string())).unwrap()
}

/// A veropoly game of Ann, Bob and Cid in seat order, with these house rules.
fn game(house_rules: Value) -> Session {
    let mut s = Session::new();
    let answer = send(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": "veropoly", "house_rules": house_rules, "seed": 1,
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
