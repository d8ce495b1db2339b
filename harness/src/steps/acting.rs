//! `When` steps: a player's action, in plain English, turned into an `act` request; and its answer.

use super::*;

// ---------------------------------------------------------------- acting

/// Reads an action phrase, in either the base form ("roll 3 and 4") or the third person ("rolls 3 and 4").
/// Returns the forced dice, if any, and the protocol action.
pub fn parse_action(w: &VeropolyWorld, phrase: &str) -> Result<(Option<[u8; 2]>, Value), Fail> {
    let p = phrase.trim();
    let re = pattern;
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
    // The newest offer made to the actor: only its sender may withdraw it, so this is for refusals.
    if re(r"^withdraws? the offer made to (?:him|her|them)$").is_match(p) {
        return Ok((
            None,
            json!({"type": "trade_withdraw", "trade": OFFER_TO_ME}),
        ));
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
    // A room's settings and its start (`Given a room hosted by …`).
    if let Some(c) = re(r"^turns? the (.+) house rule (on|off)$").captures(p) {
        return Ok((
            None,
            json!({"type": "configure", "house_rule": house_rule_id(w, &c[1])?, "on": &c[2] == "on"}),
        ));
    }
    if let Some(c) = re(r"^picks? the (.+) board$").captures(p) {
        let (board, _) = w.board_ref(&w.board_named(&c[1])?)?;
        return Ok((None, json!({"type": "configure", "board": board})));
    }
    if let Some(c) = re(r"^sets? (\d+) seats$").captures(p) {
        let n: u32 = c[1]
            .parse()
            .map_err(|_| Fail::Scenario(format!("{:?} is not a number of seats", &c[1])))?;
        return Ok((None, json!({"type": "configure", "seats": n})));
    }
    if let Some(c) = re(r"^sets? the starting cash to (\$[\d,]+)$").captures(p) {
        return Ok((
            None,
            json!({"type": "configure", "starting_cash": money(&c[1])?}),
        ));
    }
    if re(r"^starts? the game$").is_match(p) {
        return Ok((None, json!({"type": "start_game"})));
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
    if let Some(c) = re(r"^chooses? to pay the (flat rate|percentage)$").captures(p) {
        let option = if &c[1] == "flat rate" {
            "flat"
        } else {
            "percent"
        };
        return Ok((None, json!({"type": "choose_tax", "option": option})));
    }
    if re(r"^declares? bankruptcy$").is_match(p) {
        return Ok((None, json!({"type": "declare_bankruptcy"})));
    }
    if re(r"^leaves? the game$").is_match(p) {
        return Ok((None, json!({"type": "leave"})));
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

pub(crate) async fn do_action(
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
    let board = action.get("board").cloned();
    w.act(who, action, must_accept).await?;
    // A board the host picked is the one the scenario's names now refer to.
    if let (Some(Outcome::Accepted(_)), Some(b)) = (&w.last, board) {
        let id = match (b.get("id"), b.get("data").and_then(|d| d.get("id"))) {
            (Some(id), _) | (None, Some(id)) => id.as_str().unwrap_or_default().to_string(),
            _ => String::new(),
        };
        let (_, info) = w.board_ref(&id)?;
        w.board_id = Some(id);
        w.board = Some(info);
    }
    Ok(())
}

#[when(regex = r"^(\w+) tries to (.+)$")]
async fn tries_to(w: &mut VeropolyWorld, who: String, phrase: String) -> StepResult {
    do_action(w, &who, &phrase, false).await
}

#[when(
    regex = r"^(\w+) ((?:rolls|buys|declines|bids|passes|asks|mortgages|unmortgages|builds|sells|pays|uses|ends|declares|offers|accepts|counters|withdraws|requests|chooses|leaves|turns|picks|sets|starts)\b.*)$"
)]
async fn acts(w: &mut VeropolyWorld, who: String, phrase: String) -> StepResult {
    do_action(w, &who, &phrase, true).await
}

#[then(regex = r"^it is accepted$")]
async fn accepted(w: &mut VeropolyWorld) -> StepResult {
    match &w.last {
        Some(Outcome::Accepted(_)) => Ok(()),
        Some(Outcome::Rejected(r)) => {
            let r = r.clone();
            let failure = Fail::RejectedLegal {
                action: "the last action".into(),
                reason: r.clone(),
            };
            let failure = w.with_waiting(failure).await;
            Err(w.refused(&r, failure))
        }
        None => Err(Fail::Scenario("no action has been made".into())),
    }
}

/// The refusal of the last action, with its reason; `… with "decision_pending" or "not_your_turn"` where the rule
/// under test forbids the action whatever the reason an engine gives (a player other than the lander, refused while
/// the lander decides: that the engine also lets only the mover act is another rule's matter).
#[then(regex = r#"^it is rejected with "(\w+)"(?: or "(\w+)")?$"#)]
async fn rejected(w: &mut VeropolyWorld, reason: String, or: String) -> StepResult {
    match &w.last {
        Some(Outcome::Accepted(_)) => Err(Fail::AcceptedIllegal { expected: reason }),
        Some(Outcome::Rejected(r)) if !or.is_empty() && *r == or => Ok(()),
        Some(Outcome::Rejected(r)) => {
            let r = r.clone();
            match check("the rejection reason", reason.as_str(), r.as_str()) {
                Ok(()) => Ok(()),
                Err(f) => {
                    let f = w.with_waiting(f).await;
                    Err(w.refused(&r, f))
                }
            }
        }
        None => Err(Fail::Scenario("no action has been made".into())),
    }
}
