//! The protocol page says what the engine does: each test plays what a statement of docs/protocol.md describes,
//! checks the engine's answer, and checks that the page still says it, so that neither can change alone.

use serde_json::{Value, json};
use veropoly_engine::protocol::Session;
use veropoly_engine::protocol::wire::PROTOCOL_VERSION;

const PAGE: &str = include_str!("../../docs/protocol.md");

fn ask(s: &mut Session, v: Value) -> Value {
    serde_json::from_str(&s.handle_line(&v.to_string())).expect("every answer is one JSON line")
}

fn ok(s: &mut Session, v: Value) -> Value {
    let a = ask(s, v.clone());
    assert_eq!(a["status"], "ok", "{v} -> {a}");
    a
}

/// The section of the page that starts with the heading `start` and ends at the next heading of any level.
fn section(start: &str) -> &'static str {
    let from = PAGE
        .find(start)
        .unwrap_or_else(|| panic!("the page has {start:?}"));
    let rest = &PAGE[from + start.len()..];
    let end = rest.find("\n#").unwrap_or(rest.len());
    &rest[..end]
}

fn players(ids: &[&str]) -> Value {
    let tokens = [
        "boot", "car", "dog", "hat", "iron", "ship", "thimble", "cat", "duck",
    ];
    Value::Array(
        ids.iter()
            .zip(tokens)
            .map(|(id, t)| json!({"id": id, "token": t}))
            .collect(),
    )
}

fn game(variant: &str, ids: &[&str]) -> Session {
    let mut s = Session::new();
    ok(
        &mut s,
        json!({"id": 1, "cmd": "handshake", "protocol": PROTOCOL_VERSION}),
    );
    ok(
        &mut s,
        json!({"id": 2, "cmd": "new_game", "variant": variant, "seed": 5, "players": players(ids),
               "turn_order": ids}),
    );
    s
}

fn roll(s: &mut Session, who: &str, d1: u8, d2: u8) -> Vec<Value> {
    ok(s, json!({"id": 3, "cmd": "force_dice", "dice": [[d1, d2]]}));
    let a = ok(
        s,
        json!({"id": 4, "cmd": "act", "player": who, "action": {"type": "roll"}}),
    );
    a["result"]["events"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn kinds(events: &[Value]) -> Vec<&str> {
    events.iter().filter_map(|e| e["type"].as_str()).collect()
}

fn at(events: &[Value], kind: &str) -> usize {
    kinds(events)
        .iter()
        .position(|k| *k == kind)
        .unwrap_or_else(|| panic!("no {kind} in {events:?}"))
}

#[test]
fn the_sample_handshake_and_the_version_are_the_engines() {
    // §3.1's sample: the request line, then the answer spread over the lines up to the next request.
    let sample = section("### 3.1 `handshake`");
    let request = sample
        .lines()
        .find(|l| l.starts_with("> ") && l.contains("\"handshake\""))
        .expect("§3.1 shows a handshake request");
    let answer: String = sample
        .split(request)
        .nth(1)
        .expect("an answer follows")
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("> "))
        .collect::<Vec<_>>()
        .join("\n");
    let shown: Value = serde_json::from_str(answer.trim_start_matches("< ").trim())
        .unwrap_or_else(|e| panic!("§3.1's sample answer is JSON: {e}\n{answer}"));
    let mut s = Session::new();
    let given: Value = serde_json::from_str(&s.handle_line(&request[2..])).expect("JSON");
    assert_eq!(
        given, shown,
        "§3.1's sample handshake is what the engine answers"
    );
    assert!(PAGE.contains(&format!("this page is version {PROTOCOL_VERSION}.")));
    assert!(sample.contains(&format!(
        "The protocol version the harness speaks ({PROTOCOL_VERSION})."
    )));
}

#[test]
fn a_roll_charges_the_interest_on_a_mortgage_received_before_it_starts_the_turn() {
    // Classic charges 10% when a mortgaged property changes hands and is not lifted before the next roll.
    let mut s = game("classic", &["ann", "bob"]);
    ok(
        &mut s,
        json!({"id": 5, "cmd": "setup", "ops": [{"op": "give", "property": "boardwalk", "player": "ann"},
                                                 {"op": "mortgaged", "property": "boardwalk", "mortgaged": true}]}),
    );
    roll(&mut s, "ann", 4, 6);
    let offer = ok(
        &mut s,
        json!({"id": 6, "cmd": "act", "player": "ann", "action": {"type": "trade_offer", "to": "bob",
               "give": {"properties": ["boardwalk"]}, "take": {"cash": 1}}}),
    );
    let trade = offer["result"]["events"][0]["trade"].clone();
    ok(
        &mut s,
        json!({"id": 7, "cmd": "act", "player": "bob", "action": {"type": "trade_accept", "trade": trade}}),
    );
    let events = roll(&mut s, "bob", 4, 6);
    assert_eq!(
        &kinds(&events)[..4],
        [
            "mortgage_interest_paid",
            "paid",
            "turn_started",
            "dice_rolled"
        ],
        "{events:?}"
    );
    assert_eq!(events[0]["amount"], 20, "10% of Boardwalk's $200 mortgage");
    let order = section("### The order of a roll");
    let interest = order
        .find("`mortgage_interest_paid`")
        .expect("the page lists it");
    let turn = order.find("`turn_started`").expect("the page lists it");
    assert!(
        interest < turn,
        "the page puts the interest before the turn's start"
    );
}

#[test]
fn a_deal_is_checked_where_the_page_says() {
    let checks = section("**The order of the checks.**");
    assert!(checks.contains("then `deal`"), "{checks}");
    assert!(section("### 3.2 `new_game`").contains("| `deal` | object, optional |"));
    let reason = |variant: &str, ids: &[&str], deal: Value, extra: Value| {
        let mut s = Session::new();
        let mut request = json!({"id": 1, "cmd": "new_game", "variant": variant, "seed": 1,
                                 "players": players(ids), "deal": deal});
        if let (Some(r), Some(e)) = (request.as_object_mut(), extra.as_object()) {
            r.extend(e.clone());
        }
        let a = ask(&mut s, request);
        a["reason"].as_str().map(str::to_string).unwrap_or_default()
    };
    let nine = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    // Step 2 (the deal's ids) before step 3 (the number of players).
    assert_eq!(
        reason("classic-timed", &nine, json!({"zed": []}), json!({})),
        "no_such_player"
    );
    assert_eq!(
        reason(
            "classic-timed",
            &["ann", "bob"],
            json!({"ann": ["the-moon"]}),
            json!({})
        ),
        "no_such_property"
    );
    // Step 5: a deed dealt twice.
    let two = json!({"ann": ["boardwalk", "park-place"], "bob": ["baltic-avenue", "boardwalk"]});
    assert_eq!(
        reason(
            "classic-timed",
            &["ann", "bob"],
            two.clone(),
            json!({"turn_order": ["ann"]})
        ),
        "invalid_setup"
    );
    let fine =
        json!({"ann": ["boardwalk", "park-place"], "bob": ["baltic-avenue", "reading-railroad"]});
    let mut s = Session::new();
    let a = ask(
        &mut s,
        json!({"id": 1, "cmd": "new_game", "variant": "classic-timed", "seed": 1,
               "players": players(&["ann", "bob"]), "deal": fine}),
    );
    assert_eq!(a["status"], "ok", "{a}");
    assert_eq!(
        reason("veropoly", &["ann", "bob"], json!({"ann": []}), json!({})),
        "invalid_setup"
    );
}

#[test]
fn a_debt_is_paid_after_the_rent_that_brought_the_money_and_before_the_bankrupt_leaves() {
    // Online: cash below $0, and the bank pays a bankrupt's creditors.
    let mut s = game("online", &["ann", "bob", "cid"]);
    ok(
        &mut s,
        json!({"id": 5, "cmd": "setup", "ops": [
            {"op": "give", "property": "rio", "player": "ann"},
            {"op": "cash", "player": "ann", "amount": 0},
            {"op": "debt", "debtor": "ann", "creditor": "bob", "amount": 1},
            {"op": "turn", "player": "cid"}]}),
    );
    // Cid stops on Ann's Rio (tile 3): the rent reaches Ann, then pays her debt to Bob.
    let events = roll(&mut s, "cid", 1, 2);
    assert!(
        at(&events, "rent_paid") < at(&events, "debt_paid"),
        "{events:?}"
    );
    let step = section("### The order of a roll");
    assert!(step.contains("after the `rent_paid` or `paid` that brought the money"));

    let mut s = game("online", &["ann", "bob", "cid"]);
    ok(
        &mut s,
        json!({"id": 5, "cmd": "setup", "ops": [
            {"op": "give", "property": "rio", "player": "ann"},
            {"op": "debt", "debtor": "ann", "creditor": "bob", "amount": 2000}]}),
    );
    let gone = ok(
        &mut s,
        json!({"id": 6, "cmd": "act", "player": "ann", "action": {"type": "declare_bankruptcy"}}),
    );
    let events = gone["result"]["events"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        at(&events, "debt_paid") < at(&events, "bankrupt"),
        "{events:?}"
    );
    assert!(step.contains("a `debt_paid` for each debt it pays out, oldest first;"));
}
