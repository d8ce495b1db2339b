//! The deal of title deeds at set-up, the game's clock, the choice of a tax, and the end of the game: who wins
//! and each player's worth.

use super::*;

/// How many deeds the player with this id holds.
fn deeds_held(s: &Snapshot, id: &str) -> usize {
    s.properties
        .iter()
        .filter(|p| p.owner.as_deref() == Some(id))
        .count()
}

#[then(regex = r"^(\w+) holds (\d+) deeds?$")]
async fn holds_deeds(w: &mut VeropolyWorld, who: String, n: usize) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(&format!("the deeds {who} holds"), n, deeds_held(&s, &id))
}

#[then(regex = r"^every player holds (\d+) deeds?$")]
async fn every_player_holds(w: &mut VeropolyWorld, n: usize) -> StepResult {
    let s = w.state().await?;
    for pl in &s.players {
        check(
            &format!("the deeds {} holds", pl.name),
            n,
            deeds_held(&s, &pl.id),
        )?;
    }
    Ok(())
}

#[then(regex = r"^the bank still holds (\d+) deeds?$")]
async fn bank_holds(w: &mut VeropolyWorld, n: usize) -> StepResult {
    let s = w.state().await?;
    let unowned = s.properties.iter().filter(|p| p.owner.is_none()).count();
    check("the deeds the bank holds", n, unowned)
}

#[then(regex = r"^(\w+) and (\w+) hold different deeds$")]
async fn different_deeds(w: &mut VeropolyWorld, a: String, b: String) -> StepResult {
    let (ia, ib) = (w.pid(&a)?, w.pid(&b)?);
    let s = w.state().await?;
    let of = |id: &str| -> Vec<String> {
        s.properties
            .iter()
            .filter(|p| p.owner.as_deref() == Some(id))
            .map(|p| p.id.clone())
            .collect()
    };
    let (da, db) = (of(&ia), of(&ib));
    if da.iter().any(|d| db.contains(d)) || da.is_empty() {
        Err(mismatch(
            format!("{a} and {b} to hold deeds, none of them the same"),
            format!("{a} holds {da:?} and {b} holds {db:?}"),
        ))
    } else {
        Ok(())
    }
}

/// `70 minutes`, `69 minutes and 59 seconds`, `1 second`.
fn duration_ms(text: &str) -> Result<u64, Fail> {
    let mut ms = 0u64;
    for part in text.split(" and ") {
        let mut it = part.split_whitespace();
        let (Some(n), Some(unit)) = (it.next(), it.next()) else {
            return Err(Fail::Scenario(format!("{text:?} is not a duration")));
        };
        let n: u64 = n
            .parse()
            .map_err(|_| Fail::Scenario(format!("{text:?} is not a duration")))?;
        ms += n * match unit.trim_end_matches('s') {
            "minute" => 60_000,
            "second" => 1_000,
            "millisecond" => 1,
            _ => return Err(Fail::Scenario(format!("{text:?} is not a duration"))),
        };
    }
    Ok(ms)
}

#[when(regex = r"^(.+) (?:pass|passes) on the game's clock$")]
async fn clock_passes(w: &mut VeropolyWorld, what: String) -> StepResult {
    let ms = duration_ms(&what)?;
    w.require("virtual_clock")?;
    w.must(json!({"cmd": "advance_clock", "ms": ms}))
        .await
        .map(|_| ())
}

#[then(regex = r"^(\w+) must choose how to pay the tax$")]
async fn must_choose_tax(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(
        "the turn's phase and who is to act",
        ("tax_choice".to_string(), Some(id)),
        (s.turn.phase, s.turn.to_act),
    )
}

/// The amounts of the taxes the player paid in the last command's events.
fn taxes_paid(w: &VeropolyWorld, id: &str) -> Result<Vec<i64>, Fail> {
    Ok(w.last_events()?
        .iter()
        .filter(|e| e.kind == "tax_paid" && e.str("player") == Some(id))
        .filter_map(|e| e.int("amount"))
        .collect())
}

#[then(regex = r"^(\w+) paid (\$[\d,]+) in tax$")]
async fn paid_tax(w: &mut VeropolyWorld, who: String, amount: String) -> StepResult {
    let id = w.pid(&who)?;
    let amount = money(&amount)?;
    check(
        &format!("the tax {who} paid"),
        vec![amount],
        taxes_paid(w, &id)?,
    )
}

#[then(regex = r"^(\w+) paid no tax$")]
async fn paid_no_tax(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    check(
        &format!("the tax {who} paid"),
        Vec::<i64>::new(),
        taxes_paid(w, &id)?,
    )
}

/// That the last action charged `who` interest on `prop` at all, whatever the amount: the fee's own fact, apart from
/// how it is reckoned (so that an engine charging none is told so on the fee's rule, and one charging another
/// amount on the rule of the amount).
#[then(regex = r"^(\w+) paid the bank interest on (.+)$")]
async fn paid_some_interest(w: &mut VeropolyWorld, who: String, prop: String) -> StepResult {
    let paid = interest_paid(w, &who, &prop)?
        .into_iter()
        .filter(|a| *a > 0)
        .count();
    check(
        &format!("the number of interest payments {who} made on receiving it"),
        1,
        paid,
    )
}

#[then(regex = r"^(\w+) paid the bank (\$[\d,]+) interest on (.+)$")]
async fn paid_interest(
    w: &mut VeropolyWorld,
    who: String,
    amount: String,
    prop: String,
) -> StepResult {
    let amount = money(&amount)?;
    check(
        &format!("the interest {who} paid on receiving it"),
        vec![amount],
        interest_paid(w, &who, &prop)?,
    )
}

/// The amounts of the `mortgage_interest_paid` events of the last action by `who` on `prop`.
fn interest_paid(w: &VeropolyWorld, who: &str, prop: &str) -> Result<Vec<i64>, Fail> {
    let id = w.pid(who)?;
    let prop = w.property_id(prop)?;
    Ok(w.last_events()?
        .iter()
        .filter(|e| {
            e.kind == "mortgage_interest_paid"
                && e.str("player") == Some(id.as_str())
                && e.str("property") == Some(prop.as_str())
        })
        .filter_map(|e| e.int("amount"))
        .collect())
}

#[then(regex = r"^the game is over and (.+) share the win$")]
async fn shared_win(w: &mut VeropolyWorld, list: String) -> StepResult {
    let mut want = names(&list)
        .iter()
        .map(|n| w.pid(n))
        .collect::<Result<Vec<_>, _>>()?;
    want.sort();
    let s = w.state().await?;
    let mut got = s.game_over.map(|g| g.winners);
    if let Some(g) = got.as_mut() {
        g.sort();
    }
    check("the winners", Some(want), got)
}

#[then(regex = r"^the game is over and the winners are exactly (\w+)$")]
async fn sole_winner(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check(
        "the winners",
        Some(vec![id]),
        s.game_over.map(|g| g.winners),
    )
}

#[then(regex = r"^(\w+)'s worth is (\$[\d,]+)$")]
async fn worth_is(w: &mut VeropolyWorld, who: String, amount: String) -> StepResult {
    let id = w.pid(&who)?;
    let amount = money(&amount)?;
    let s = w.state().await?;
    let worth = s
        .game_over
        .and_then(|g| g.worth)
        .and_then(|m| m.get(&id).copied());
    check(&format!("{who}'s worth at the end"), Some(amount), worth)
}
