//! `Given` steps that arrange the table through the `setup` command: owners, buildings, cash, positions,
//! decks, debts.

use super::*;

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
    w.require("stack_deck.top")?;
    let card = w.card_id(&slot(&deck), &card);
    w.must(json!({"cmd": "stack_deck", "deck": slot(&deck), "top": card}))
        .await
        .map(|_| ())
}

/// Rolls queued without being made, for the rolls no action of a player makes: those the game makes for a player
/// whose time bank runs out.
#[given(regex = r"^the next rolls? shows? (\d and \d(?:, then \d and \d)*)$")]
async fn next_rolls(w: &mut VeropolyWorld, rolls: String) -> StepResult {
    w.require("forced_dice")?;
    let dice: Vec<[u8; 2]> = rolls
        .split(", then ")
        .map(|r| {
            let (a, b) = r.split_once(" and ").unwrap_or_default();
            [a.parse().unwrap_or_default(), b.parse().unwrap_or_default()]
        })
        .collect();
    w.must(json!({"cmd": "force_dice", "dice": dice}))
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
pub(crate) fn slot(deck: &str) -> String {
    deck.trim().to_lowercase().replace(' ', "-")
}

#[given(regex = r"^the pot holds (\$[\d,]+)$")]
async fn pot_holds(w: &mut VeropolyWorld, amount: String) -> StepResult {
    let amount = money(&amount)?;
    w.setup(vec![json!({"op": "pot", "amount": amount})]).await
}

#[given(regex = r#"^the (.+) deck holds, top first: (".+")$"#)]
async fn deck_order(w: &mut VeropolyWorld, deck: String, cards: String) -> StepResult {
    w.require("stack_deck.order")?;
    let order: Vec<String> = cards
        .split(',')
        .map(|c| w.card_id(&slot(&deck), c.trim().trim_matches('"')))
        .collect();
    w.must(json!({"cmd": "stack_deck", "deck": slot(&deck), "order": order}))
        .await
        .map(|_| ())
}
