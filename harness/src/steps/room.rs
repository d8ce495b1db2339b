//! Steps about a room before its game starts (the host's settings and badges) and about the turn order a game
//! chooses for itself.

use super::*;

// ---------------------------------------------------------------- rooms

#[given(regex = r"^a room hosted by (\w+), with (.+) seated$")]
async fn a_room(w: &mut VeropolyWorld, host: String, others: String) -> StepResult {
    w.require("room")?;
    let mut all = vec![host.clone()];
    all.extend(names(&others));
    w.room_host = Some(host.to_lowercase());
    let outcome = w.new_game(&all, true, |_| {}).await?;
    outcome.map(|_| ()).map_err(|reason| Fail::RejectedLegal {
        action: format!("a room hosted by {host}"),
        reason,
    })
}

fn room(s: &Snapshot) -> Result<&crate::wire::RoomState, Fail> {
    s.room
        .as_ref()
        .ok_or_else(|| mismatch("the snapshot to show the room", "its room is null"))
}

#[then(regex = r"^the room shows no badges$")]
async fn no_badges(w: &mut VeropolyWorld) -> StepResult {
    let s = w.state().await?;
    check(
        "the room's badges",
        Vec::<String>::new(),
        room(&s)?.badges.clone(),
    )
}

#[then(regex = r"^the room shows the badges? (.+)$")]
async fn badges(w: &mut VeropolyWorld, list: String) -> StepResult {
    // House rules by their ids with spaces (`even building`), in any order.
    let mut expected: Vec<String> = names(&list)
        .iter()
        .map(|n| house_rule_id(w, n))
        .collect::<Result<_, _>>()?;
    expected.sort();
    let s = w.state().await?;
    let mut shown = room(&s)?.badges.clone();
    shown.sort();
    check("the room's badges", expected, shown)
}

#[then(regex = r"^the (.+) house rule is (on|off)$")]
async fn house_rule_is(w: &mut VeropolyWorld, name: String, state: String) -> StepResult {
    let id = house_rule_id(w, &name)?;
    let s = w.state().await?;
    let on = room(&s)?.house_rules.get(&id).copied();
    check(
        &format!("the {name} house rule to be on"),
        Some(state == "on"),
        on,
    )
}

#[then(regex = r"^the room has (\d+) seats$")]
async fn seats(w: &mut VeropolyWorld, n: u32) -> StepResult {
    let s = w.state().await?;
    check("the room's seats", n, room(&s)?.seats)
}

#[then(regex = r"^the game is played on the (.+) board$")]
async fn played_on(w: &mut VeropolyWorld, board: String) -> StepResult {
    let id = w.board_named(&board)?;
    let s = w.state().await?;
    check("the game's board", id, s.board)
}

#[then(regex = r"^the game waits for (\w+) to start it$")]
async fn waits_for_host(w: &mut VeropolyWorld, host: String) -> StepResult {
    let s = w.state().await?;
    check(
        "the phase and the player the game waits for",
        ("room".to_string(), Some(w.pid(&host)?)),
        (s.turn.phase.clone(), s.turn.to_act.clone()),
    )
}

// ---------------------------------------------------------------- the turn order over many games

#[when(regex = r"^(\d+) games of (.+) are set up, each with its own seed$")]
async fn many_games(w: &mut VeropolyWorld, n: u64, list: String) -> StepResult {
    // Each game its own seed, derived from the scenario's: the orders the engine chooses, game by game.
    let players = names(&list);
    let base = w.seed;
    let mut orders = Vec::new();
    let mut decks = Vec::new();
    for i in 0..n {
        w.seed = base.wrapping_add(i.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let outcome = w.new_game(&players, false, |_| {}).await?;
        let state = outcome.map_err(|reason| Fail::RejectedLegal {
            action: format!("a game of {list}"),
            reason,
        })?;
        orders.push(state.turn.order.clone());
        decks.push(state.decks.clone());
    }
    w.seed = base;
    w.orders = orders;
    w.decks_of_games = decks;
    Ok(())
}

#[then(regex = r"^each game's turn order names every player once$")]
async fn every_player_once(w: &mut VeropolyWorld) -> StepResult {
    let mut everyone: Vec<String> = w.players.iter().map(|(_, id)| id.clone()).collect();
    everyone.sort();
    for order in &w.orders {
        let mut o = order.clone();
        o.sort();
        check("a game's turn order, sorted", everyone.clone(), o)?;
    }
    Ok(())
}

#[then(regex = r"^each player goes first in at least one of them$")]
async fn each_goes_first(w: &mut VeropolyWorld) -> StepResult {
    let firsts: std::collections::BTreeSet<&String> =
        w.orders.iter().filter_map(|o| o.first()).collect();
    let never: Vec<&String> = w
        .players
        .iter()
        .map(|(_, id)| id)
        .filter(|id| !firsts.contains(id))
        .collect();
    if never.is_empty() {
        Ok(())
    } else {
        Err(mismatch(
            format!("each player to go first in one of {} games", w.orders.len()),
            format!("{never:?} never did"),
        ))
    }
}

#[then(regex = r"^every game's turn order is the seating order$")]
async fn seating_order(w: &mut VeropolyWorld) -> StepResult {
    let seating: Vec<String> = w.players.iter().map(|(_, id)| id.clone()).collect();
    for order in &w.orders {
        check("a game's turn order", seating.clone(), order.clone())?;
    }
    Ok(())
}

#[then(regex = r"^their (.+) decks are not all in the same order$")]
async fn decks_differ(w: &mut VeropolyWorld, deck: String) -> StepResult {
    // A deck shuffled with each game's seed: over several games, its order is not always the same.
    let slot = deck.to_lowercase().replace(' ', "-");
    let orders: Vec<Option<&Vec<String>>> = w.decks_of_games.iter().map(|d| d.get(&slot)).collect();
    if orders.iter().any(Option::is_none) {
        return Err(Fail::Scenario(format!("no {deck} deck in a game")));
    }
    if orders.len() > 1 && orders.windows(2).all(|p| p[0] == p[1]) {
        return Err(mismatch(
            format!(
                "the {deck} deck in different orders over {} games",
                orders.len()
            ),
            "it was in the same order in every one".to_string(),
        ));
    }
    Ok(())
}
