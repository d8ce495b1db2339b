//! The step library (`docs/steps.md`): plain-English steps, each turned into protocol requests.

use crate::wire::Snapshot;
use crate::world::{Fail, Outcome, StepResult, VeropolyWorld, mismatch};
use cucumber::gherkin::Step;
use cucumber::{given, then, when};
use serde_json::{Value, json};

/// "Ann, Bob and Cid" -> ["Ann", "Bob", "Cid"].
pub fn names(list: &str) -> Vec<String> {
    list.replace(" and ", ", ")
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// "$1,500" or "1500" -> 1500.
pub fn money(text: &str) -> Result<i64, Fail> {
    let digits: String = text
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    digits
        .parse()
        .map_err(|_| Fail::Scenario(format!("{text:?} is not an amount of money")))
}

fn player<'a>(s: &'a Snapshot, id: &str) -> Result<&'a crate::wire::PlayerState, Fail> {
    s.players
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| mismatch(format!("a player {id:?} in the state"), "there is none"))
}

fn property<'a>(s: &'a Snapshot, id: &str) -> Result<&'a crate::wire::PropertyState, Fail> {
    s.properties
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| mismatch(format!("a property {id:?} in the state"), "there is none"))
}

fn check<T: PartialEq + std::fmt::Debug>(what: &str, expected: T, actual: T) -> StepResult {
    if expected == actual {
        Ok(())
    } else {
        Err(mismatch(
            format!("{what} to be {}", plain(&format!("{expected:?}"))),
            format!("it is {}", plain(&format!("{actual:?}"))),
        ))
    }
}

/// A value as a reader of the report wants it: `Some("x")` as `"x"`, `None` as `nothing`.
fn plain(debug: &str) -> String {
    let re = regex::Regex::new(r"Some\(([^()]*)\)").expect("a valid pattern");
    let mut s = debug.to_string();
    loop {
        let next = re.replace_all(&s, "$1").into_owned();
        if next == s {
            break;
        }
        s = next;
    }
    regex::Regex::new(r"\bNone\b")
        .expect("a valid pattern")
        .replace_all(&s, "nothing")
        .into_owned()
}

// ---------------------------------------------------------------- games

#[given(regex = r"^a game with (.+)$")]
async fn a_game_with(w: &mut VeropolyWorld, list: String) -> StepResult {
    match w.new_game(&names(&list), true, |_| {}).await? {
        Ok(_) => Ok(()),
        Err(reason) => Err(Fail::RejectedLegal {
            action: format!("a game with {list}"),
            reason,
        }),
    }
}

#[given(regex = r"^(.+) sits? down to play$")]
async fn sit_down(w: &mut VeropolyWorld, list: String) -> StepResult {
    match w.new_game(&names(&list), false, |_| {}).await? {
        Ok(_) => Ok(()),
        Err(reason) => Err(Fail::RejectedLegal {
            action: format!("a game with {list}"),
            reason,
        }),
    }
}

const NAMES: &[&str] = &[
    "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
];

#[when(regex = r"^a game is set up with (\d+) players?$")]
async fn set_up_n(w: &mut VeropolyWorld, n: usize) -> StepResult {
    if n > NAMES.len() {
        return Err(Fail::Scenario(format!("at most {} players", NAMES.len())));
    }
    let list: Vec<String> = NAMES[..n].iter().map(|s| s.to_string()).collect();
    w.new_game(&list, true, |_| {}).await.map(|_| ())
}

#[when(regex = r"^a game is set up with (\w+) and (\w+) where (\w+) has no token$")]
async fn set_up_no_token(w: &mut VeropolyWorld, a: String, b: String, who: String) -> StepResult {
    let idx = if who == a { 0 } else { 1 };
    w.new_game(&[a, b], true, |ps| {
        if let Some(Value::Object(p)) = ps.get_mut(idx) {
            p.remove("token");
        }
    })
    .await
    .map(|_| ())
}

#[when(regex = r#"^a game is set up with (\w+) and (\w+) both using the token "(.+)"$"#)]
async fn set_up_same_token(
    w: &mut VeropolyWorld,
    a: String,
    b: String,
    token: String,
) -> StepResult {
    w.new_game(&[a, b], true, |ps| {
        for p in ps.iter_mut() {
            p["token"] = json!(token);
        }
    })
    .await
    .map(|_| ())
}

#[when(
    regex = r#"^a game is set up with (\w+) using the token "(.+)" and (\w+) using the token "(.+)"$"#
)]
async fn set_up_tokens(
    w: &mut VeropolyWorld,
    a: String,
    ta: String,
    b: String,
    tb: String,
) -> StepResult {
    w.new_game(&[a, b], true, |ps| {
        ps[0]["token"] = json!(ta);
        ps[1]["token"] = json!(tb);
    })
    .await
    .map(|_| ())
}

#[then(regex = r"^the game is created$")]
async fn game_created(w: &mut VeropolyWorld) -> StepResult {
    match &w.created {
        Some(Ok(())) => Ok(()),
        Some(Err(r)) => Err(Fail::RejectedLegal {
            action: "the game set-up".into(),
            reason: r.clone(),
        }),
        None => Err(Fail::Scenario("no game was set up".into())),
    }
}

#[then(regex = r#"^the game is refused with "(\w+)"$"#)]
async fn game_refused(w: &mut VeropolyWorld, reason: String) -> StepResult {
    match &w.created {
        Some(Ok(())) => Err(Fail::AcceptedIllegal { expected: reason }),
        Some(Err(r)) => check("the reason", reason.as_str(), r.as_str()),
        None => Err(Fail::Scenario("no game was set up".into())),
    }
}

// ---------------------------------------------------------------- arranging the table

#[given(regex = r"^(\w+) owns (.+)$")]
async fn owns(w: &mut VeropolyWorld, who: String, list: String) -> StepResult {
    let player = w.pid(&who)?;
    let mut ops = Vec::new();
    for name in names(&list) {
        ops.push(json!({"op": "give", "property": w.property_id(&name)?, "player": player}));
    }
    w.setup(ops).await
}

#[given(regex = r"^(.+) has (\d+|a|an|no) (houses?|hotel)$")]
async fn has_buildings(
    w: &mut VeropolyWorld,
    prop: String,
    count: String,
    kind: String,
) -> StepResult {
    let property = w.property_id(&prop)?;
    let n: u8 = match count.as_str() {
        "a" | "an" => 1,
        "no" => 0,
        c => c
            .parse()
            .map_err(|_| Fail::Scenario(format!("bad count {c}")))?,
    };
    let op = if kind == "hotel" {
        json!({"op": "buildings", "property": property, "houses": 0, "hotel": n > 0})
    } else {
        json!({"op": "buildings", "property": property, "houses": n, "hotel": false})
    };
    w.setup(vec![op]).await
}

#[given(regex = r"^(.+) is mortgaged$")]
async fn is_mortgaged(w: &mut VeropolyWorld, prop: String) -> StepResult {
    let property = w.property_id(&prop)?;
    w.setup(vec![
        json!({"op": "mortgaged", "property": property, "mortgaged": true}),
    ])
    .await
}

#[given(regex = r"^(\w+) has (\$[\d,]+)$")]
async fn has_cash(w: &mut VeropolyWorld, who: String, amount: String) -> StepResult {
    let player = w.pid(&who)?;
    let amount = money(&amount)?;
    w.setup(vec![
        json!({"op": "cash", "player": player, "amount": amount}),
    ])
    .await
}

#[given(regex = r"^(\w+) is in (?:the Break Room|jail)$")]
async fn in_jail(w: &mut VeropolyWorld, who: String) -> StepResult {
    let player = w.pid(&who)?;
    w.setup(vec![
        json!({"op": "jail", "player": player, "in_jail": true, "failed_rolls": 0}),
    ])
    .await
}

#[given(regex = r"^(\w+) is on (.+)$")]
async fn is_on(w: &mut VeropolyWorld, who: String, space: String) -> StepResult {
    let player = w.pid(&who)?;
    let space = w.space_id(&space)?;
    w.setup(vec![
        json!({"op": "place", "player": player, "space": space}),
    ])
    .await
}

#[given(regex = r"^the bank has (\d+) houses? and (\d+) hotels? left$")]
async fn bank_stock(w: &mut VeropolyWorld, houses: u32, hotels: u32) -> StepResult {
    w.setup(vec![
        json!({"op": "bank_stock", "houses": houses, "hotels": hotels}),
    ])
    .await
}

#[given(regex = r"^it is (\w+)'s turn to roll$")]
async fn turn_of(w: &mut VeropolyWorld, who: String) -> StepResult {
    let player = w.pid(&who)?;
    w.setup(vec![json!({"op": "turn", "player": player})]).await
}

#[given(regex = r"^(\w+) is the banker$")]
async fn banker(w: &mut VeropolyWorld, who: String) -> StepResult {
    let player = w.pid(&who)?;
    w.setup(vec![json!({"op": "banker", "player": player})])
        .await
}

#[given(regex = r#"^the (.+) deck has "(.+)" on top$"#)]
async fn deck_top(w: &mut VeropolyWorld, deck: String, card: String) -> StepResult {
    w.require("stack_deck")?;
    w.must(json!({"cmd": "stack_deck", "deck": slot(&deck), "top": card}))
        .await
        .map(|_| ())
}

#[given(regex = r"^(\w+) holds a jail card from the (.+) deck$")]
async fn holds_jail_card(w: &mut VeropolyWorld, who: String, deck: String) -> StepResult {
    let player = w.pid(&who)?;
    w.setup(vec![
        json!({"op": "jail_card", "player": player, "deck": slot(&deck)}),
    ])
    .await
}

#[given(regex = r"^(\w+) has failed (\d+) rolls? in (?:the Break Room|jail)$")]
async fn failed_rolls(w: &mut VeropolyWorld, who: String, n: u8) -> StepResult {
    let player = w.pid(&who)?;
    w.setup(vec![
        json!({"op": "jail", "player": player, "in_jail": true, "failed_rolls": n}),
    ])
    .await
}

#[given(regex = r"^(\w+) owes (the bank|\w+) (\$[\d,]+)$")]
async fn owes(w: &mut VeropolyWorld, who: String, creditor: String, amount: String) -> StepResult {
    let debtor = w.pid(&who)?;
    let creditor = if creditor == "the bank" {
        Value::Null
    } else {
        json!(w.pid(&creditor)?)
    };
    let amount = money(&amount)?;
    w.setup(vec![
        json!({"op": "debt", "debtor": debtor, "creditor": creditor, "amount": amount}),
    ])
    .await
}

/// "Chance" -> "chance", "Community Chest" -> "community-chest".
fn slot(deck: &str) -> String {
    deck.trim().to_lowercase().replace(' ', "-")
}

// ---------------------------------------------------------------- acting

/// Reads an action phrase, in either the base form ("roll 3 and 4") or the third person ("rolls 3 and 4").
/// Returns the forced dice, if any, and the protocol action.
pub fn parse_action(w: &VeropolyWorld, phrase: &str) -> Result<(Option<[u8; 2]>, Value), Fail> {
    let p = phrase.trim();
    let re = |pat: &str| regex::Regex::new(pat).expect("a valid pattern");
    if let Some(c) = re(r"^rolls?(?: (\d+) and (\d+))?$").captures(p) {
        let dice = match (c.get(1), c.get(2)) {
            (Some(a), Some(b)) => Some([
                a.as_str().parse().unwrap_or(0),
                b.as_str().parse().unwrap_or(0),
            ]),
            _ => None,
        };
        return Ok((dice, json!({"type": "roll"})));
    }
    if let Some(c) = re(r"^offers? (\w+) (.+) for (.+)$").captures(p) {
        let to = w.pid(&c[1])?;
        return Ok((
            None,
            json!({"type": "trade_offer", "to": to, "give": items(w, &c[2])?, "take": items(w, &c[3])?}),
        ));
    }
    if let Some(c) = re(r"^counters? with (.+) for (.+)$").captures(p) {
        return Ok((
            None,
            json!({"type": "trade_counter", "trade": OFFER_TO_ME, "give": items(w, &c[1])?, "take": items(w, &c[2])?}),
        ));
    }
    if re(r"^accepts? the offer$").is_match(p) {
        return Ok((None, json!({"type": "trade_accept", "trade": OFFER_TO_ME})));
    }
    if re(r"^declines? the offer$").is_match(p) {
        return Ok((None, json!({"type": "trade_decline", "trade": OFFER_TO_ME})));
    }
    if re(r"^withdraws? the offer$").is_match(p) {
        return Ok((None, json!({"type": "trade_withdraw", "trade": MY_OFFER})));
    }
    if let Some(c) = re(r"^requests? an? (house|hotel)$").captures(p) {
        return Ok((None, json!({"type": "request_building", "building": &c[1]})));
    }
    if re(r"^declines? to buy(?: .+)?$").is_match(p) {
        return Ok((None, json!({"type": "decline"})));
    }
    if let Some(c) = re(r"^buys? (.+)$").captures(p) {
        let what = &c[1];
        if what != "it" {
            w.property_id(what)?;
        }
        return Ok((None, json!({"type": "buy"})));
    }
    if let Some(c) = re(r"^bids? (\$[\d,]+)$").captures(p) {
        return Ok((None, json!({"type": "bid", "amount": money(&c[1])?})));
    }
    if re(r"^pass(?:es)?$").is_match(p) {
        return Ok((None, json!({"type": "pass"})));
    }
    if let Some(c) = re(r"^asks? (\w+) for rent$").captures(p) {
        return Ok((None, json!({"type": "claim_rent", "payer": w.pid(&c[1])?})));
    }
    if let Some(c) = re(r"^unmortgages? (.+)$").captures(p) {
        return Ok((
            None,
            json!({"type": "unmortgage", "property": w.property_id(&c[1])?}),
        ));
    }
    if let Some(c) = re(r"^mortgages? (.+)$").captures(p) {
        return Ok((
            None,
            json!({"type": "mortgage", "property": w.property_id(&c[1])?}),
        ));
    }
    if let Some(c) = re(r"^builds? an? (house|hotel) on (.+)$").captures(p) {
        return Ok((
            None,
            json!({"type": "build", "property": w.property_id(&c[2])?, "building": &c[1]}),
        ));
    }
    if let Some(c) = re(r"^sells? (.+) to the bank$").captures(p) {
        return Ok((
            None,
            json!({"type": "sell_property", "property": w.property_id(&c[1])?}),
        ));
    }
    if let Some(c) = re(r"^sells? an? (?:house|hotel) on (.+)$").captures(p) {
        return Ok((
            None,
            json!({"type": "sell_building", "property": w.property_id(&c[1])?}),
        ));
    }
    if re(r"^pays? the fine$").is_match(p) {
        return Ok((None, json!({"type": "pay_fine"})));
    }
    if re(r"^uses? (?:her|his|their) card to leave (?:the Break Room|jail)$").is_match(p) {
        return Ok((None, json!({"type": "use_card"})));
    }
    if re(r"^ends? (?:her|his|their) turn$").is_match(p) {
        return Ok((None, json!({"type": "end_turn"})));
    }
    if re(r"^declares? bankruptcy$").is_match(p) {
        return Ok((None, json!({"type": "declare_bankruptcy"})));
    }
    Err(Fail::Scenario(format!("no action reads {phrase:?}")))
}

/// Placeholders for "the offer": the newest open offer made to the actor, or made by the actor.
const OFFER_TO_ME: i64 = -1;
const MY_OFFER: i64 = -2;

/// The items of one side of an offer: `$100`, `Baltic Avenue`, `her jail card`, `nothing`, `a house on Boardwalk`,
/// `a promise of free rent`.
fn items(w: &VeropolyWorld, list: &str) -> Result<Value, Fail> {
    let mut cash = 0;
    let mut properties = Vec::new();
    let mut jail_cards = 0;
    let mut buildings = Vec::new();
    let mut promises = Vec::new();
    for item in names(list) {
        let lower = item.to_lowercase();
        if lower == "nothing" {
            continue;
        } else if item.starts_with('$') {
            cash += money(&item)?;
        } else if ["her jail card", "his jail card", "their jail card"].contains(&lower.as_str()) {
            jail_cards += 1;
        } else if let Some(prop) = item
            .strip_prefix("a house on ")
            .or_else(|| item.strip_prefix("a hotel on "))
        {
            buildings.push(w.property_id(prop)?);
        } else if let Some(what) = item.strip_prefix("a promise of ") {
            promises.push(what.to_string());
        } else {
            properties.push(w.property_id(&item)?);
        }
    }
    let mut side = json!({"cash": cash, "properties": properties, "jail_cards": jail_cards});
    if !buildings.is_empty() {
        side["buildings"] = json!(buildings);
    }
    if !promises.is_empty() {
        side["promises"] = json!(promises);
    }
    Ok(side)
}

/// Replaces an offer placeholder with the id of the offer it stands for (0 when there is none).
async fn resolve_offer(w: &mut VeropolyWorld, who: &str, action: &mut Value) -> StepResult {
    let Some(placeholder) = action
        .get("trade")
        .and_then(Value::as_i64)
        .filter(|t| *t < 0)
    else {
        return Ok(());
    };
    let me = w.pid(who)?;
    let s = w.state().await?;
    let id = s
        .pending
        .trades
        .iter()
        .rev()
        .find(|t| {
            if placeholder == OFFER_TO_ME {
                t.to == me
            } else {
                t.from == me
            }
        })
        .map_or(0, |t| t.id);
    action["trade"] = json!(id);
    Ok(())
}

async fn do_action(
    w: &mut VeropolyWorld,
    who: &str,
    phrase: &str,
    must_accept: bool,
) -> StepResult {
    let (dice, mut action) = parse_action(w, phrase)?;
    resolve_offer(w, who, &mut action).await?;
    if let Some(d) = dice {
        // Dice a die cannot show are still sent: refusing them is the engine's job.
        w.require("forced_dice")?;
        let env = w.request(json!({"cmd": "force_dice", "dice": [d]})).await?;
        match env.status {
            crate::wire::Status::Ok => {}
            crate::wire::Status::Rejected if !must_accept => {
                w.last = Some(Outcome::Rejected(env.reason.unwrap_or_default()));
                return Ok(());
            }
            _ => {
                return Err(Fail::RejectedLegal {
                    action: format!("the forced roll {d:?}"),
                    reason: env.reason.or(env.code).unwrap_or_default(),
                });
            }
        }
    }
    w.act(who, action, must_accept).await
}

#[when(regex = r"^(\w+) tries to (.+)$")]
async fn tries_to(w: &mut VeropolyWorld, who: String, phrase: String) -> StepResult {
    do_action(w, &who, &phrase, false).await
}

#[when(
    regex = r"^(\w+) ((?:rolls|buys|declines|bids|passes|asks|mortgages|unmortgages|builds|sells|pays|uses|ends|declares|offers|accepts|counters|withdraws|requests)\b.*)$"
)]
async fn acts(w: &mut VeropolyWorld, who: String, phrase: String) -> StepResult {
    do_action(w, &who, &phrase, true).await
}

#[then(regex = r"^it is accepted$")]
async fn accepted(w: &mut VeropolyWorld) -> StepResult {
    match &w.last {
        Some(Outcome::Accepted(_)) => Ok(()),
        Some(Outcome::Rejected(r)) => Err(Fail::RejectedLegal {
            action: "the last action".into(),
            reason: r.clone(),
        }),
        None => Err(Fail::Scenario("no action has been made".into())),
    }
}

#[then(regex = r#"^it is rejected with "(\w+)"$"#)]
async fn rejected(w: &mut VeropolyWorld, reason: String) -> StepResult {
    match &w.last {
        Some(Outcome::Accepted(_)) => Err(Fail::AcceptedIllegal { expected: reason }),
        Some(Outcome::Rejected(r)) => check("the rejection reason", reason.as_str(), r.as_str()),
        None => Err(Fail::Scenario("no action has been made".into())),
    }
}

// ---------------------------------------------------------------- checking

#[then(regex = r"^(\w+) has (\$[\d,]+)$")]
async fn then_cash(w: &mut VeropolyWorld, who: String, amount: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(
        &format!("{who}'s cash"),
        money(&amount)?,
        player(&s, &id)?.cash,
    )
}

#[then(regex = r"^every player has (\$[\d,]+)$")]
async fn every_cash(w: &mut VeropolyWorld, amount: String) -> StepResult {
    let want = money(&amount)?;
    let s = w.state().await?;
    for p in &s.players {
        check(&format!("{}'s cash", p.name), want, p.cash)?;
    }
    Ok(())
}

#[then(regex = r"^the bank has gained (\$[\d,]+)$")]
async fn bank_gained(w: &mut VeropolyWorld, amount: String) -> StepResult {
    let s = w.state().await?;
    check(
        "the bank's takings",
        money(&amount)?,
        s.bank.cash - w.bank_baseline,
    )
}

#[then(regex = r"^the bank has paid out (\$[\d,]+)$")]
async fn bank_paid(w: &mut VeropolyWorld, amount: String) -> StepResult {
    let s = w.state().await?;
    check(
        "the bank's payments",
        money(&amount)?,
        w.bank_baseline - s.bank.cash,
    )
}

#[then(regex = r"^the bank's cash is unchanged$")]
async fn bank_unchanged(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the bank's cash", w.bank_baseline, s.bank.cash)
}

#[then(regex = r"^every player is on (.+)$")]
async fn every_on(w: &mut VeropolyWorld, space: String) -> StepResult {
    let want = w.space_index(&space)? as u32;
    let s = w.state().await?;
    for p in &s.players {
        check(&format!("{}'s position", p.name), want, p.position)?;
    }
    Ok(())
}

#[then(regex = r"^(\w+) is on (.+)$")]
async fn then_on(w: &mut VeropolyWorld, who: String, space: String) -> StepResult {
    let id = w.pid(&who)?;
    let want = w.space_index(&space)? as u32;
    let s = w.state().await?;
    check(
        &format!("{who}'s position"),
        want,
        player(&s, &id)?.position,
    )
}

#[then(regex = r"^(\w+) owns (.+)$")]
async fn then_owns(w: &mut VeropolyWorld, who: String, list: String) -> StepResult {
    let id = if who == "nobody" {
        None
    } else {
        Some(w.pid(&who)?)
    };
    let s = w.state().await?;
    for name in names(&list) {
        let pid = w.property_id(&name)?;
        check(
            &format!("the owner of {name}"),
            id.clone(),
            property(&s, &pid)?.owner.clone(),
        )?;
    }
    Ok(())
}

#[then(regex = r"^(.+) is (not )?mortgaged$")]
async fn then_mortgaged(w: &mut VeropolyWorld, prop: String, not: String) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        &format!("{prop} mortgaged"),
        not.is_empty(),
        property(&s, &pid)?.mortgaged,
    )
}

#[then(regex = r"^(.+) has (\d+|a|no) (houses?|hotel|buildings)$")]
async fn then_buildings(
    w: &mut VeropolyWorld,
    prop: String,
    count: String,
    kind: String,
) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    let st = property(&s, &pid)?;
    let (houses, hotel) = match (count.as_str(), kind.as_str()) {
        ("no", _) => (0, false),
        ("a", "hotel") => (0, true),
        ("a", _) => (1, false),
        (n, _) => (n.parse().unwrap_or(0), false),
    };
    check(
        &format!("{prop}'s buildings (houses, hotel)"),
        (houses, hotel),
        (st.houses, st.hotel),
    )
}

#[then(regex = r"^the bank has (\d+) houses? and (\d+) hotels? left$")]
async fn then_stock(w: &mut VeropolyWorld, houses: u32, hotels: u32) -> StepResult {
    let s = w.state().await?;
    check(
        "the bank's stock (houses, hotels)",
        (houses, hotels),
        (s.bank.houses, s.bank.hotels),
    )
}

#[then(regex = r"^(\w+) must decide whether to buy (.+)$")]
async fn must_decide(w: &mut VeropolyWorld, who: String, prop: String) -> StepResult {
    let id = w.pid(&who)?;
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        "the pending purchase decision (player, property)",
        Some((id, pid)),
        s.pending.purchase.map(|p| (p.player, p.property)),
    )
}

#[then(regex = r"^no purchase decision is pending$")]
async fn no_decision(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check(
        "the pending purchase decision",
        None,
        s.pending.purchase.map(|p| (p.player, p.property)),
    )
}

#[then(regex = r"^an auction of (.+) is open$")]
async fn auction_open(w: &mut VeropolyWorld, prop: String) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        "the auctioned property",
        Some(pid),
        s.pending.auction.and_then(|a| a.property),
    )
}

#[then(regex = r"^no auction is open$")]
async fn no_auction(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check(
        "an open auction",
        None,
        s.pending.auction.map(|a| (a.property, a.building)),
    )
}

/// The open rent claims of `owner` on `payer`, checked against the amounts expected (none, or one).
async fn open_rent(w: &mut VeropolyWorld, owner: &str, payer: &str, want: Vec<i64>) -> StepResult {
    let (o, p) = (w.pid(owner)?, w.pid(payer)?);
    let s = w.state().await?;
    let open: Vec<i64> = s
        .pending
        .rent_claims
        .iter()
        .filter(|c| c.owner == o && c.payer == p)
        .map(|c| c.amount)
        .collect();
    check(&format!("the rent {owner} may ask of {payer}"), want, open)
}

#[then(regex = r"^(\w+) may ask (\w+) for (\$[\d,]+) rent$")]
async fn may_ask(
    w: &mut VeropolyWorld,
    owner: String,
    payer: String,
    amount: String,
) -> StepResult {
    let want = money(&amount)?;
    open_rent(w, &owner, &payer, vec![want]).await
}

#[then(regex = r"^(\w+) may not ask (\w+) for rent$")]
async fn may_not_ask(w: &mut VeropolyWorld, owner: String, payer: String) -> StepResult {
    open_rent(w, &owner, &payer, Vec::new()).await
}

#[then(regex = r"^no rent may be asked for$")]
async fn no_rent_open(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the open rent claims", 0, s.pending.rent_claims.len())
}

#[then(regex = r"^(\w+) is next to roll$")]
async fn next_to_roll(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(
        "the phase and the player to act",
        ("roll".to_string(), Some(id)),
        (s.turn.phase, s.turn.to_act),
    )
}

#[then(regex = r"^(\w+) has rolled (\d+) doubles? this turn$")]
async fn doubles_this_turn(w: &mut VeropolyWorld, who: String, n: u32) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(
        "the current player and the doubles of the turn",
        (Some(id), n),
        (s.turn.current, s.turn.doubles),
    )
}

/// On the jail space, and in jail (`true`) or just visiting (`false`).
async fn on_jail_space(w: &mut VeropolyWorld, who: &str, in_jail: bool) -> StepResult {
    let id = w.pid(who)?;
    let jail = w.space_index("jail")? as u32;
    let s = w.state().await?;
    let p = player(&s, &id)?;
    check(
        &format!("{who} on the jail space, in jail"),
        (in_jail, jail),
        (p.in_jail, p.position),
    )
}

#[then(regex = r"^(\w+) is in (?:the Break Room|jail)$")]
async fn then_in_jail(w: &mut VeropolyWorld, who: String) -> StepResult {
    on_jail_space(w, &who, true).await
}

#[then(regex = r"^(\w+) is not in (?:the Break Room|jail)$")]
async fn then_not_in_jail(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(&format!("{who} in jail"), false, player(&s, &id)?.in_jail)
}

#[then(regex = r"^(\w+) is just visiting$")]
async fn just_visiting(w: &mut VeropolyWorld, who: String) -> StepResult {
    on_jail_space(w, &who, false).await
}

#[then(regex = r"^(\w+)'s last roll shows two dice from 1 to 6$")]
async fn last_roll_valid(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let roll = w
        .history
        .iter()
        .rev()
        .find(|e| e.kind == "dice_rolled" && e.str("player") == Some(&id))
        .ok_or_else(|| mismatch(format!("a dice_rolled event for {who}"), "there is none"))?;
    let dice: Vec<i64> = roll
        .fields
        .get("dice")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default();
    if dice.len() == 2 && dice.iter().all(|d| (1..=6).contains(d)) {
        Ok(())
    } else {
        Err(mismatch(
            "two dice from 1 to 6",
            format!("the roll shows {dice:?}"),
        ))
    }
}

#[then(regex = r"^(\w+) goes first$")]
async fn goes_first(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(
        "the phase, the first in the order and the player to roll",
        ("roll".to_string(), Some(id.clone()), Some(id)),
        (s.turn.phase, s.turn.order.first().cloned(), s.turn.to_act),
    )
}

#[then(regex = r"^the turn order is (.+)$")]
async fn turn_order(w: &mut VeropolyWorld, list: String) -> StepResult {
    let want = names(&list)
        .iter()
        .map(|n| w.pid(n))
        .collect::<Result<Vec<_>, _>>()?;
    let s = w.state().await?;
    check("the turn order", want, s.turn.order)
}

#[then(regex = r"^(.+) must roll again to break the tie$")]
async fn tie(w: &mut VeropolyWorld, list: String) -> StepResult {
    let want = names(&list)
        .iter()
        .map(|n| w.pid(n))
        .collect::<Result<Vec<_>, _>>()?;
    let s = w.state().await?;
    check(
        "the phase and the players still to make an opening roll",
        ("opening".to_string(), want),
        (s.turn.phase, s.turn.opening_to_roll),
    )
}

#[then(regex = r"^(\w+) received (the|no) Go salary$")]
async fn go_salary(w: &mut VeropolyWorld, who: String, which: String) -> StepResult {
    let id = w.pid(&who)?;
    let paid = w
        .last_events()?
        .iter()
        .any(|e| e.kind == "salary" && e.str("player") == Some(&id));
    check(&format!("a Go salary paid to {who}"), which == "the", paid)
}

#[then(regex = r"^the last action's events include, in order:$")]
async fn events_in_order(w: &mut VeropolyWorld, step: &Step) -> StepResult {
    let table = step
        .table
        .as_ref()
        .ok_or_else(|| Fail::Scenario("the step needs a table of events".into()))?;
    let want: Vec<String> = table
        .rows
        .iter()
        .skip(1)
        .filter_map(|r| r.first().map(|c| c.trim().to_string()))
        .collect();
    let got: Vec<String> = w.last_events()?.iter().map(|e| e.kind.clone()).collect();
    let mut it = got.iter();
    for e in &want {
        if !it.any(|g| g == e) {
            return Err(mismatch(
                format!("the events {want:?} in that order"),
                format!("the events were {got:?}"),
            ));
        }
    }
    Ok(())
}

#[then(regex = r"^(\w+) is the banker$")]
async fn then_banker(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check("the banker", id, s.banker)
}

#[then(regex = r"^the banker is one of the players$")]
async fn banker_plays(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    if s.players.iter().any(|p| p.id == s.banker) {
        Ok(())
    } else {
        Err(mismatch(
            "the banker to be a player",
            format!("the banker is {:?}", s.banker),
        ))
    }
}

#[then(regex = r"^the game is over and (\w+) wins$")]
async fn game_won(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check("the winner", Some(id), s.game_over.map(|g| g.winner))
}

#[then(regex = r"^the game is not over$")]
async fn not_over(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the winner", None, s.game_over.map(|g| g.winner))
}

#[then(regex = r"^(\w+) has an offer from (\w+)$")]
async fn has_offer(w: &mut VeropolyWorld, to: String, from: String) -> StepResult {
    let (t, f) = (w.pid(&to)?, w.pid(&from)?);
    let s = w.state().await?;
    if s.pending.trades.iter().any(|x| x.to == t && x.from == f) {
        Ok(())
    } else {
        Err(mismatch(
            format!("an open offer from {from} to {to}"),
            format!(
                "the open offers are {:?}",
                s.pending
                    .trades
                    .iter()
                    .map(|x| (&x.from, &x.to))
                    .collect::<Vec<_>>()
            ),
        ))
    }
}

#[then(regex = r"^(\w+) has no offer from (\w+)$")]
async fn has_no_offer(w: &mut VeropolyWorld, to: String, from: String) -> StepResult {
    let (t, f) = (w.pid(&to)?, w.pid(&from)?);
    let s = w.state().await?;
    let open = s
        .pending
        .trades
        .iter()
        .filter(|x| x.to == t && x.from == f)
        .count();
    check(&format!("the open offers from {from} to {to}"), 0, open)
}

#[then(regex = r"^no offer is open$")]
async fn no_offer(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the number of open offers", 0, s.pending.trades.len())
}

#[then(regex = r"^(\w+) holds (\d+|no) jail cards?$")]
async fn holds_cards(w: &mut VeropolyWorld, who: String, n: String) -> StepResult {
    let id = w.pid(&who)?;
    let want: u32 = if n == "no" { 0 } else { n.parse().unwrap_or(0) };
    let s = w.state().await?;
    check(
        &format!("{who}'s jail cards"),
        want,
        player(&s, &id)?.jail_cards,
    )
}

fn deck<'a>(s: &'a Snapshot, name: &str) -> Result<&'a Vec<String>, Fail> {
    s.decks.get(&slot(name)).ok_or_else(|| {
        mismatch(
            format!("a deck {name:?}"),
            format!("the decks are {:?}", s.decks.keys()),
        )
    })
}

#[then(regex = r"^the (.+) deck has (\d+) cards?$")]
async fn deck_size(w: &mut VeropolyWorld, name: String, n: usize) -> StepResult {
    let s = w.state().await?;
    check(
        &format!("the size of the {name} deck"),
        n,
        deck(&s, &name)?.len(),
    )
}

#[then(regex = r#"^the (top|bottom) card of the (.+) deck is "(.+)"$"#)]
async fn deck_end(w: &mut VeropolyWorld, end: String, name: String, card: String) -> StepResult {
    let s = w.state().await?;
    let cards = deck(&s, &name)?;
    let got = if end == "top" {
        cards.first()
    } else {
        cards.last()
    };
    check(
        &format!("the {end} card of the {name} deck"),
        Some(&card),
        got,
    )
}

#[then(regex = r#"^(\w+) drew "(.+)"$"#)]
async fn drew(w: &mut VeropolyWorld, who: String, card: String) -> StepResult {
    let id = w.pid(&who)?;
    let drawn: Vec<String> = w
        .last_events()?
        .iter()
        .filter(|e| e.kind == "card_drawn" && e.str("player") == Some(&id))
        .filter_map(|e| e.str("card").map(String::from))
        .collect();
    if drawn.contains(&card) {
        Ok(())
    } else {
        Err(mismatch(
            format!("{who} to draw {card:?}"),
            format!("the cards drawn were {drawn:?}"),
        ))
    }
}

#[then(regex = r"^(\w+) has failed (\d+) rolls? in (?:the Break Room|jail)$")]
async fn then_failed(w: &mut VeropolyWorld, who: String, n: u32) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    let p = player(&s, &id)?;
    check(
        &format!("{who} in jail with failed rolls"),
        (true, n),
        (p.in_jail, p.jail_turns),
    )
}

async fn debts_of(w: &mut VeropolyWorld, who: &str) -> Result<Vec<(Option<String>, i64)>, Fail> {
    let id = w.pid(who)?;
    let s = w.state().await?;
    Ok(s.pending
        .debts
        .iter()
        .filter(|d| d.debtor == id)
        .map(|d| (d.creditor.clone(), d.amount))
        .collect())
}

#[then(regex = r"^(\w+) owes (the bank|\w+) (\$[\d,]+)$")]
async fn then_owes(
    w: &mut VeropolyWorld,
    who: String,
    creditor: String,
    amount: String,
) -> StepResult {
    let c = if creditor == "the bank" {
        None
    } else {
        Some(w.pid(&creditor)?)
    };
    let want = money(&amount)?;
    let owed: i64 = debts_of(w, &who)
        .await?
        .iter()
        .filter(|d| d.0 == c)
        .map(|d| d.1)
        .sum();
    check(&format!("what {who} owes {creditor}"), want, owed)
}

#[then(regex = r"^(\w+) owes nothing$")]
async fn owes_nothing(w: &mut VeropolyWorld, who: String) -> StepResult {
    let debts = debts_of(w, &who).await?;
    check(&format!("{who}'s debts"), Vec::new(), debts)
}

#[then(regex = r"^(\w+) is bankrupt$")]
async fn is_bankrupt(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(&format!("{who} bankrupt"), true, player(&s, &id)?.bankrupt)
}

#[then(regex = r"^(\w+) is still in the game$")]
async fn still_in(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(&format!("{who} bankrupt"), false, player(&s, &id)?.bankrupt)
}

#[then(regex = r"^lifting the mortgage on (.+) costs (\$[\d,]+)$")]
async fn lifting_costs(w: &mut VeropolyWorld, prop: String, amount: String) -> StepResult {
    let pid = w.property_id(&prop)?;
    let s = w.state().await?;
    check(
        &format!("the cost of lifting the mortgage on {prop}"),
        Some(money(&amount)?),
        property(&s, &pid)?.unmortgage_cost,
    )
}

#[then(regex = r"^the highest bid is (\$[\d,]+) by (\w+)$")]
async fn highest_bid(w: &mut VeropolyWorld, amount: String, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    let a = s
        .pending
        .auction
        .ok_or_else(|| mismatch("an open auction", "there is none"))?;
    check(
        "the standing bid",
        (Some(money(&amount)?), Some(id)),
        (a.high_bid, a.high_bidder),
    )
}

#[then(regex = r"^a building auction for an? (house|hotel) is open$")]
async fn building_auction(w: &mut VeropolyWorld, kind: String) -> StepResult {
    let s = w.state().await?;
    check(
        "the building on auction",
        Some(kind),
        s.pending.auction.and_then(|a| a.building),
    )
}

#[then(regex = r"^the (.+) deck is shuffled$")]
async fn deck_shuffled(w: &mut VeropolyWorld, name: String) -> StepResult {
    let ctx = w.ctx()?.clone();
    let printed: Vec<String> = ctx
        .fixtures
        .decks_of(&ctx.variant)
        .map_err(Fail::Scenario)?
        .into_iter()
        .find(|d| d.get("slot").and_then(Value::as_str) == Some(slot(&name).as_str()))
        .and_then(|d| d.get("cards").and_then(Value::as_array).cloned())
        .unwrap_or_default()
        .iter()
        .filter_map(|c| c.get("id").and_then(Value::as_str).map(String::from))
        .collect();
    let s = w.state().await?;
    let dealt = deck(&s, &name)?;
    // Sixteen cards left in their printed order by a real shuffle: about one chance in 2 x 10^13.
    if printed.is_empty() || *dealt != printed {
        Ok(())
    } else {
        Err(mismatch(
            format!("the {name} deck shuffled"),
            "it is in its printed order".to_string(),
        ))
    }
}
