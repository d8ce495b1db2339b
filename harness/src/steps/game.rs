//! Steps that create games: players, tokens, the set-up refused or accepted.

use super::*;

// ---------------------------------------------------------------- games

/// A game the scenario's `Given` asks for must be created: a refusal is a legal set-up refused.
fn created(outcome: Result<Snapshot, String>, action: String) -> StepResult {
    outcome
        .map(|_| ())
        .map_err(|reason| Fail::RejectedLegal { action, reason })
}

/// Takes `…, with the house rules auctions on and even building off` off a list of players: the host's switches
/// for this game, over the run's own (named as `veropoly list switches` names them; spaces for underscores).
fn with_house_rules(w: &mut VeropolyWorld, list: String) -> Result<String, Fail> {
    let suffix = list
        .split_once(", with the house rules ")
        .or_else(|| list.split_once(", with the house rule "));
    let Some((l, rules)) = suffix else {
        return Ok(list);
    };
    for item in names(rules) {
        let (name, way) = item
            .rsplit_once(' ')
            .filter(|(_, w)| *w == "on" || *w == "off")
            .ok_or_else(|| Fail::Scenario(format!("{item:?} is not `<house rule> on|off`")))?;
        // The switch's own patch, as a run's `--house-rule auctions=on` expands it.
        let id = house_rule_id(w, name)?;
        let ctx = w.ctx()?;
        let preset = ctx
            .fixtures
            .variants
            .get(&ctx.variant)
            .cloned()
            .unwrap_or_default();
        let mut named = serde_json::Map::new();
        named.insert(id, json!(way));
        let patch = crate::switches::expand(&preset, &named).map_err(Fail::Scenario)?;
        w.agreed = crate::world::merged(&w.agreed, &patch);
    }
    Ok(l.to_string())
}

#[given(regex = r"^a game with (.+)$")]
async fn a_game_with(w: &mut VeropolyWorld, step: &Step, list: String) -> StepResult {
    // In a variant that deals title deeds: `…, the deeds dealt by the shuffle` keeps the engine's own deal, and
    // `…, dealt these deeds:` with a table of `player | deeds` injects one. Otherwise the deal is undone.
    // `…, in a private room` and `…, starting with $1,234 each` are the host's settings before play.
    let list = match list.strip_suffix(", in a private room") {
        Some(l) => {
            w.agreed.insert(
                "trade".into(),
                json!({"anti_collusion": {"enabled": false}}),
            );
            l.to_string()
        }
        None => list,
    };
    let list = match list.split_once(", starting with ") {
        Some((l, cash)) => {
            let amount = money(cash.strip_suffix(" each").unwrap_or(cash))?;
            w.agreed.insert("starting_cash".into(), json!(amount));
            l.to_string()
        }
        None => list,
    };
    // `…, the Chance deck holding only a card that moves back 7 tiles`: a deck of the scenario's own, for a move
    // the variant's own decks cannot make on its boards. It goes inline, so it needs `inline_fixtures`.
    let list = match list.split_once(", the ") {
        Some((l, deck)) if deck.contains(" deck holding only a card that moves back ") => {
            w.require("inline_fixtures")?;
            let (name, spaces) = deck
                .strip_suffix(" tiles")
                .and_then(|d| d.split_once(" deck holding only a card that moves back "))
                .ok_or_else(|| Fail::Scenario(format!("cannot read the deck {deck:?}")))?;
            let spaces: u32 = spaces
                .parse()
                .map_err(|_| Fail::Scenario(format!("{spaces:?} is not a number of tiles")))?;
            let slot = name.to_lowercase().replace(' ', "-");
            w.deck_override = Some(json!({
                "id": format!("{slot}-back-{spaces}"),
                "name": name,
                "slot": slot,
                "cards": [{
                    "id": format!("go-back-{spaces}-tiles"),
                    "text": format!("Go back {spaces} tiles."),
                    "effect": {"type": "move_back", "spaces": spaces},
                }],
            }));
            l.to_string()
        }
        _ => list,
    };
    let list = with_house_rules(w, list)?;
    // `…, playing to a time limit of 30 minutes` is the time limit the players agree on before play.
    let list = match list.split_once(", playing to a time limit of ") {
        Some((l, limit)) => {
            let minutes = limit
                .strip_suffix(" minutes")
                .and_then(|m| m.parse::<u64>().ok())
                .ok_or_else(|| Fail::Scenario(format!("{limit:?} is not a number of minutes")))?;
            w.agreed.insert(
                "game_end".into(),
                json!({"time_limit": {"minutes": minutes}}),
            );
            l.to_string()
        }
        None => list,
    };
    let list = if let Some(l) = list.strip_suffix(", the deeds dealt by the shuffle") {
        w.deal = crate::world::DealChoice::Shuffled;
        l.to_string()
    } else if let Some(l) = list.strip_suffix(", dealt these deeds:") {
        w.require("deal")?;
        let rows = step
            .table
            .as_ref()
            .ok_or_else(|| Fail::Scenario("the deal needs a table of player | deeds".into()))?;
        let mut deal = serde_json::Map::new();
        for row in rows.rows.iter().skip(1) {
            let (who, deeds) = match row.as_slice() {
                [a, b] => (a, b),
                _ => {
                    return Err(Fail::Scenario(
                        "each row of the deal is: player | deeds".into(),
                    ));
                }
            };
            let ids = names(deeds)
                .iter()
                .map(|d| w.property_id(d))
                .collect::<Result<Vec<_>, _>>()?;
            deal.insert(who.to_lowercase(), json!(ids));
        }
        w.deal = crate::world::DealChoice::Given(Value::Object(deal));
        l.to_string()
    } else {
        list
    };
    created(
        w.new_game(&names(&list), true, |_| {}).await?,
        format!("a game with {list}"),
    )
}

#[given(regex = r"^a game on the (.+) board with (.+)$")]
async fn a_game_on(w: &mut VeropolyWorld, board: String, list: String) -> StepResult {
    // One of the preset's boards, by its name (`Grand Tour`) or id.
    let id = w.board_named(&board)?;
    w.board_id = Some(id);
    created(
        w.new_game(&names(&list), true, |_| {}).await?,
        format!("a game on the {board} board with {list}"),
    )
}

#[given(regex = r"^a team game of (.+)$")]
async fn a_team_game(w: &mut VeropolyWorld, teams: String) -> StepResult {
    // `Ann and Bob against Cid`: each side a team, seated in the order written; `…, with the house rules …` as
    // for `a game with`.
    let teams = with_house_rules(w, teams)?;
    let sides: Vec<Vec<String>> = teams.split(" against ").map(names).collect();
    let all: Vec<String> = sides.iter().flatten().cloned().collect();
    let team_of: Vec<String> = sides
        .iter()
        .enumerate()
        .flat_map(|(i, side)| side.iter().map(move |_| format!("team-{}", i + 1)))
        .collect();
    let outcome = w
        .new_game(&all, true, |players| {
            for (p, team) in players.iter_mut().zip(&team_of) {
                p["team"] = json!(team);
            }
        })
        .await?;
    created(outcome, format!("a team game of {teams}"))
}

#[given(regex = r"^(.+) sits? down to play$")]
async fn sit_down(w: &mut VeropolyWorld, list: String) -> StepResult {
    created(
        w.new_game(&names(&list), false, |_| {}).await?,
        format!("a game with {list}"),
    )
}

const NAMES: &[&str] = &[
    "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
];

#[when(regex = r"^a game is set up with (.+) starting with (\$[\d,]+) each$")]
async fn set_up_with_cash(w: &mut VeropolyWorld, list: String, cash: String) -> StepResult {
    // The host's choice of starting cash (the house rule `starting_cash`).
    w.agreed
        .insert("starting_cash".into(), json!(money(&cash)?));
    w.new_game(&names(&list), true, |_| {}).await.map(|_| ())
}

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
