//! Checks of the turn: who rolls next, doubles, the Break Room, turn order, Go, the events of an action,
//! the banker, the end of the game.

use super::*;

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

/// Before the opening rolls are made: everyone is still to roll.
#[then(regex = r"^(.+) are still to make their opening rolls$")]
async fn opening_to_come(w: &mut VeropolyWorld, list: String) -> StepResult {
    tie(w, list).await
}

/// Where the last action's move first stopped the token.
#[then(regex = r"^(\w+) landed on (.+)$")]
async fn landed_on(w: &mut VeropolyWorld, who: String, space: String) -> StepResult {
    let id = w.pid(&who)?;
    let want = w.space_id(&space)?;
    // The first landing of the action is where the dice took the token; a card or the space may send it on.
    let first = w
        .last_events()?
        .iter()
        .find(|e| e.kind == "landed" && e.str("player") == Some(&id))
        .and_then(|e| e.str("space"))
        .map(str::to_string);
    check(
        &format!("the space {who} first landed on in the last action"),
        Some(want),
        first,
    )
}

/// The dice of every throw of the scenario so far are not all one face: the game's own dice vary.
#[then(regex = r"^the dice thrown so far do not all show the same face$")]
async fn dice_vary(w: &mut VeropolyWorld) -> StepResult {
    let faces: Vec<i64> = w
        .history
        .iter()
        .filter(|e| e.kind == "dice_rolled")
        .filter_map(|e| e.fields.get("dice").and_then(Value::as_array))
        .flat_map(|d| d.iter().filter_map(Value::as_i64))
        .collect();
    if faces.len() < 2 {
        return Err(mismatch(
            "two dice or more thrown",
            format!("{} were", faces.len()),
        ));
    }
    if faces.iter().all(|f| *f == faces[0]) {
        return Err(mismatch(
            "the dice to show more than one face",
            format!("all {} show {}", faces.len(), faces[0]),
        ));
    }
    Ok(())
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

#[then(regex = r#"^the last action's events include no "(\w+)"$"#)]
async fn no_event(w: &mut VeropolyWorld, kind: String) -> StepResult {
    let got: Vec<String> = w.last_events()?.iter().map(|e| e.kind.clone()).collect();
    if got.contains(&kind) {
        return Err(mismatch(
            format!("no {kind:?} event"),
            format!("the events were {got:?}"),
        ));
    }
    Ok(())
}

#[then(regex = r"^(\w+) is the banker$")]
async fn then_banker(w: &mut VeropolyWorld, who: String) -> StepResult {
    let id = w.pid(&who)?;
    let s = w.state().await?;
    check("the banker", Some(id), s.banker)
}

#[then(regex = r"^the banker is one of the players$")]
async fn banker_plays(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    if s.players.iter().any(|p| Some(&p.id) == s.banker.as_ref()) {
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
    check("the winner", Some(id), s.game_over.and_then(|g| g.winner))
}

#[then(regex = r"^the game is not over$")]
async fn not_over(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check("the game's end", None, s.game_over.map(|g| g.winners))
}
