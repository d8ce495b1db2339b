//! Checks of the decks.

use super::table::slot;
use super::*;

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
    let card = w.card_id(&slot(&name), &card);
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
    if drawn
        .iter()
        .any(|d| *d == card || crate::world::same_card(d, &card))
    {
        Ok(())
    } else {
        Err(mismatch(
            format!("{who} to draw {card:?}"),
            format!("the cards drawn were {drawn:?}"),
        ))
    }
}

#[then(regex = r"^the card went back to the (.+) deck$")]
async fn card_returned(w: &mut VeropolyWorld, name: String) -> StepResult {
    let want = slot(&name);
    let decks: Vec<String> = w
        .last_events()?
        .iter()
        .filter(|e| e.kind == "card_returned")
        .filter_map(|e| e.str("deck").map(String::from))
        .collect();
    check(
        "the decks named by the last action's card_returned events",
        vec![want],
        decks,
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
