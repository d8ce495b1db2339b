//! A shrunk game written out as a scenario in the step library's plain English: the table arranged by `Given`
//! steps, the actions as `When` steps, and as `Then` steps the facts on which the reference and the candidate
//! differ after the last one, as the reference has them. The scenario is then run on both engines through the
//! harness itself: it must fail on the candidate and pass on the reference.

use super::choose::{dollars, name_of, space_name};
use super::exec::{Divergence, Kind, Script, Step};
use crate::wire::Snapshot;
use crate::world::VeropolyWorld;
use serde_json::Value;

/// "community-chest" -> "Community Chest".
fn deck_name(slot: &str) -> String {
    slot.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The base form of an action phrase, for `tries to …`: `rolls 3 and 4` -> `roll 3 and 4`.
fn base_form(phrase: &str) -> String {
    let (verb, rest) = phrase.split_once(' ').unwrap_or((phrase, ""));
    let base = match verb {
        "passes" => "pass",
        v => v.strip_suffix('s').unwrap_or(v),
    };
    if rest.is_empty() {
        base.to_string()
    } else {
        format!("{base} {rest}")
    }
}

/// The step that queues rolls without making them: `the next rolls show 4 and 6, then 2 and 3`.
fn queued(dice: &[[u8; 2]]) -> String {
    let rolls: Vec<String> = dice.iter().map(|[a, b]| format!("{a} and {b}")).collect();
    let verb = if dice.len() == 1 {
        "roll shows"
    } else {
        "rolls show"
    };
    format!("the next {verb} {}", rolls.join(", then "))
}

fn count(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A set-up operation as a `Given` step.
fn given_of(w: &VeropolyWorld, op: &Value) -> Option<String> {
    let who = |k: &str| name_of(w, op[k].as_str()?);
    let prop = || space_name(w, op["property"].as_str()?);
    Some(match op["op"].as_str()? {
        "cash" => format!("{} has {}", who("player")?, dollars(op["amount"].as_i64()?)),
        "place" => format!(
            "{} is on {}",
            who("player")?,
            space_name(w, op["space"].as_str()?)?
        ),
        "jail" => match op["failed_rolls"].as_u64().unwrap_or(0) {
            0 => format!("{} is in jail", who("player")?),
            n => format!(
                "{} has failed {} in jail",
                who("player")?,
                count(n as u32, "roll", "rolls")
            ),
        },
        "jail_card" => format!(
            "{} holds a jail card from the {} deck",
            who("player")?,
            deck_name(op["deck"].as_str()?)
        ),
        "give" => format!("{} owns {}", who("player")?, prop()?),
        "mortgaged" => format!("{} is mortgaged", prop()?),
        "buildings" if op["hotel"] == true => format!("{} has a hotel", prop()?),
        "buildings" => format!(
            "{} has {}",
            prop()?,
            count(op["houses"].as_u64()? as u32, "house", "houses")
        ),
        "bank_stock" => format!(
            "the bank has {} and {} left",
            count(op["houses"].as_u64()? as u32, "house", "houses"),
            count(op["hotels"].as_u64()? as u32, "hotel", "hotels")
        ),
        "turn" => format!("it is {}'s turn to roll", who("player")?),
        "banker" => format!("{} is the banker", who("player")?),
        "pot" => format!("the pot holds {}", dollars(op["amount"].as_i64()?)),
        _ => return None,
    })
}

/// The facts on which two snapshots differ, as `Then` steps that hold on `r`.
fn state_facts(w: &VeropolyWorld, r: &Snapshot, c: &Snapshot) -> Vec<String> {
    let mut out = Vec::new();
    // Where each part of the snapshot starts in `out`: the facts are given in the snapshot's key order, the order
    // in which the first difference is named.
    let mut marks: Vec<(&str, usize)> = vec![("players", 0)];
    let name = |id: &str| name_of(w, id).unwrap_or_else(|| id.to_string());
    for p in &r.players {
        let Some(q) = c.players.iter().find(|q| q.id == p.id) else {
            continue;
        };
        let n = name(&p.id);
        if p.cash != q.cash {
            out.push(format!("{n} has {}", dollars(p.cash)));
        }
        if p.position != q.position
            && let Some(space) = space_name(w, &p.space)
        {
            out.push(format!("{n} is on {space}"));
        }
        if p.in_jail != q.in_jail {
            out.push(if p.in_jail {
                format!("{n} is in jail")
            } else {
                format!("{n} is not in jail")
            });
        }
        if p.in_jail && p.failed_rolls != q.failed_rolls {
            out.push(format!(
                "{n} has failed {} in jail",
                count(p.failed_rolls, "roll", "rolls")
            ));
        }
        if p.jail_cards != q.jail_cards {
            out.push(match p.jail_cards {
                0 => format!("{n} holds no jail card"),
                k => format!("{n} holds {}", count(k, "jail card", "jail cards")),
            });
        }
        if p.bankrupt != q.bankrupt {
            out.push(if p.bankrupt {
                format!("{n} is bankrupt")
            } else {
                format!("{n} is still in the game")
            });
        }
        let debts = |s: &Snapshot| -> Vec<(Option<String>, i64)> {
            s.pending
                .debts
                .iter()
                .filter(|d| d.debtor == p.id)
                .map(|d| (d.creditor.clone(), d.amount))
                .collect()
        };
        if debts(r) != debts(c) {
            let mine = debts(r);
            if mine.is_empty() {
                out.push(format!("{n} owes nothing"));
            }
            for (creditor, amount) in mine {
                let to = creditor.as_deref().map_or("the bank".to_string(), name);
                out.push(format!("{n} owes {to} {}", dollars(amount)));
            }
        }
    }
    marks.push(("properties", out.len()));
    for p in &r.properties {
        let Some(q) = c.properties.iter().find(|q| q.id == p.id) else {
            continue;
        };
        let Some(pn) = space_name(w, &p.id) else {
            continue;
        };
        if p.owner != q.owner {
            let who = p.owner.as_deref().map_or("nobody".to_string(), name);
            out.push(format!("{who} owns {pn}"));
        }
        if p.mortgaged != q.mortgaged {
            out.push(format!(
                "{pn} is {}mortgaged",
                if p.mortgaged { "" } else { "not " }
            ));
        }
        if (p.houses, p.hotel) != (q.houses, q.hotel) {
            out.push(if p.hotel {
                format!("{pn} has a hotel")
            } else if p.houses == 0 {
                format!("{pn} has no buildings")
            } else {
                format!("{pn} has {}", count(p.houses, "house", "houses"))
            });
        }
        if p.unmortgage_cost != q.unmortgage_cost
            && let Some(cost) = p.unmortgage_cost
        {
            out.push(format!(
                "lifting the mortgage on {pn} costs {}",
                dollars(cost)
            ));
        }
    }
    marks.push(("bank", out.len()));
    if (r.bank.houses, r.bank.hotels) != (c.bank.houses, c.bank.hotels)
        && let (Some(h), Some(t)) = (r.bank.houses, r.bank.hotels)
    {
        out.push(format!(
            "the bank has {} and {} left",
            count(h, "house", "houses"),
            count(t, "hotel", "hotels")
        ));
    }
    marks.push(("pot", out.len()));
    if r.pot != c.pot {
        out.push(format!("the pot holds {}", dollars(r.pot)));
    }
    marks.push(("turn", out.len()));
    if r.turn.phase == "roll"
        && (&r.turn.phase, &r.turn.to_act) != (&c.turn.phase, &c.turn.to_act)
        && let Some(next) = &r.turn.to_act
    {
        out.push(format!("{} is next to roll", name(next)));
    }
    if (&r.turn.current, r.turn.doubles) != (&c.turn.current, c.turn.doubles)
        && let Some(cur) = &r.turn.current
    {
        out.push(format!(
            "{} has rolled {} this turn",
            name(cur),
            count(r.turn.doubles, "double", "doubles")
        ));
    }
    if r.turn.order != c.turn.order {
        let names: Vec<String> = r.turn.order.iter().map(|i| name(i)).collect();
        out.push(format!("the turn order is {}", join(&names)));
    }
    marks.push(("pending", out.len()));
    let purchase = |s: &Snapshot| {
        s.pending
            .purchase
            .as_ref()
            .map(|p| (p.player.clone(), p.property.clone(), p.price))
    };
    if purchase(r) != purchase(c) {
        out.push(match &r.pending.purchase {
            Some(p) => format!(
                "{} must decide whether to buy {} for {}",
                name(&p.player),
                space_name(w, &p.property).unwrap_or_default(),
                dollars(p.price)
            ),
            None => "no purchase decision is pending".into(),
        });
    }
    let auction = |s: &Snapshot| {
        s.pending.auction.as_ref().map(|a| {
            (
                a.property.clone(),
                a.building.clone(),
                a.high_bid,
                a.high_bidder.clone(),
            )
        })
    };
    if auction(r) != auction(c) {
        match &r.pending.auction {
            None => out.push("no auction is open".into()),
            Some(a) => {
                if let Some(p) = &a.property {
                    out.push(format!(
                        "an auction of {} is open",
                        space_name(w, p).unwrap_or_default()
                    ));
                }
                if let Some(b) = &a.building {
                    out.push(format!("a building auction for a {b} is open"));
                }
                if let (Some(bid), Some(by)) = (a.high_bid, &a.high_bidder) {
                    out.push(format!(
                        "the highest bid is {} by {}",
                        dollars(bid),
                        name(by)
                    ));
                }
            }
        }
    }
    let claims = |s: &Snapshot| -> Vec<(String, String, i64)> {
        s.pending
            .rent_claims
            .iter()
            .map(|k| (k.owner.clone(), k.payer.clone(), k.amount))
            .collect()
    };
    if claims(r) != claims(c) {
        if r.pending.rent_claims.is_empty() {
            out.push("no rent claim is open".into());
        }
        for k in &r.pending.rent_claims {
            out.push(format!(
                "{} may ask {} for {} rent",
                name(&k.owner),
                name(&k.payer),
                dollars(k.amount)
            ));
        }
        for k in c.pending.rent_claims.iter().filter(|k| {
            !r.pending
                .rent_claims
                .iter()
                .any(|x| x.owner == k.owner && x.payer == k.payer)
        }) {
            out.push(format!(
                "{} may not ask {} for rent",
                name(&k.owner),
                name(&k.payer)
            ));
        }
    }
    let offers = |s: &Snapshot| -> Vec<(String, String)> {
        s.pending
            .trades
            .iter()
            .map(|t| (t.from.clone(), t.to.clone()))
            .collect()
    };
    if offers(r) != offers(c) {
        if r.pending.trades.is_empty() {
            out.push("no offer is open".into());
        }
        for t in &r.pending.trades {
            out.push(format!(
                "{} has an offer from {}",
                name(&t.to),
                name(&t.from)
            ));
        }
        for t in &c.pending.trades {
            if !r
                .pending
                .trades
                .iter()
                .any(|x| x.from == t.from && x.to == t.to)
            {
                out.push(format!(
                    "{} has no offer from {}",
                    name(&t.to),
                    name(&t.from)
                ));
            }
        }
    }
    marks.push(("decks", out.len()));
    for (slot, pile) in &r.decks {
        let other = c.decks.get(slot);
        if other == Some(pile) {
            continue;
        }
        let deck = deck_name(slot);
        if other.map(Vec::len) != Some(pile.len()) {
            out.push(format!(
                "the {deck} deck has {}",
                count(pile.len() as u32, "card", "cards")
            ));
        }
        if let Some(top) = pile.first()
            && other.and_then(|o| o.first()) != Some(top)
        {
            out.push(format!("the top card of the {deck} deck is \"{top}\""));
        }
        if let Some(bottom) = pile.last()
            && other.and_then(|o| o.last()) != Some(bottom)
        {
            out.push(format!(
                "the bottom card of the {deck} deck is \"{bottom}\""
            ));
        }
    }
    marks.push(("game_over", out.len()));
    let over = |s: &Snapshot| s.game_over.as_ref().map(|g| g.winners.clone());
    if over(r) != over(c) {
        out.push(match &r.game_over {
            None => "the game is not over".into(),
            Some(g) if g.winners.len() == 1 => format!(
                "the game is over and the winners are exactly {}",
                name(&g.winners[0])
            ),
            Some(g) => {
                let names: Vec<String> = g.winners.iter().map(|i| name(i)).collect();
                format!("the game is over and {} share the win", join(&names))
            }
        });
    }
    let mut parts: Vec<(&str, Vec<String>)> = Vec::new();
    for (i, (key, start)) in marks.iter().enumerate() {
        let end = marks.get(i + 1).map_or(out.len(), |m| m.1);
        parts.push((key, out[*start..end].to_vec()));
    }
    parts.sort_by_key(|(k, _)| *k);
    parts.into_iter().flat_map(|(_, f)| f).collect()
}

/// The facts on which two lists of events of the last action differ, as `Then` steps that hold on `r`.
fn event_facts(w: &VeropolyWorld, r: &[Value], c: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    let name = |v: &Value| v.as_str().and_then(|id| name_of(w, id));
    let kinds = |e: &[Value]| -> Vec<String> {
        e.iter()
            .filter_map(|x| x["type"].as_str().map(String::from))
            .collect()
    };
    let (rk, ck) = (kinds(r), kinds(c));
    // The reference's event types, in order, must be among the candidate's.
    let mut rest = ck.iter();
    if !rk.iter().all(|k| rest.any(|x| x == k)) {
        out.push(format!(
            "the last action's events include, in order:\n      | event |\n{}",
            rk.iter()
                .map(|k| format!("      | {k} |"))
                .collect::<Vec<_>>()
                .join("\n")
        ));
    }
    for k in ck.iter().filter(|k| !rk.contains(k)) {
        let line = format!("the last action's events include no \"{k}\"");
        if !out.contains(&line) {
            out.push(line);
        }
    }
    let sum = |e: &[Value], kind: &str, key: &str| -> Vec<(Option<String>, i64)> {
        e.iter()
            .filter(|x| x["type"] == kind)
            .map(|x| (name(&x["player"]), x[key].as_i64().unwrap_or(0)))
            .collect()
    };
    if sum(r, "tax_paid", "amount") != sum(c, "tax_paid", "amount") {
        for (who, amount) in sum(r, "tax_paid", "amount") {
            if let Some(who) = who {
                out.push(format!("{who} paid {} in tax", dollars(amount)));
            }
        }
    }
    let firsts = |e: &[Value], kind: &str, key: &str| -> Vec<(Option<String>, String)> {
        e.iter()
            .filter(|x| x["type"] == kind)
            .map(|x| {
                (
                    name(&x["player"]),
                    x[key].as_str().unwrap_or_default().to_string(),
                )
            })
            .collect()
    };
    if firsts(r, "card_drawn", "card") != firsts(c, "card_drawn", "card") {
        for (who, card) in firsts(r, "card_drawn", "card") {
            if let Some(who) = who {
                out.push(format!("{who} drew \"{card}\""));
            }
        }
    }
    let landed = |e: &[Value]| firsts(e, "landed", "space").into_iter().next();
    if landed(r) != landed(c)
        && let Some((Some(who), space)) = landed(r)
        && let Some(space) = space_name(w, &space)
    {
        out.push(format!("{who} landed on {space}"));
    }
    out
}

fn join(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Where a scenario came from, for its title and comments.
pub struct Origin<'a> {
    pub variant: &'a str,
    pub seed: u64,
    pub game: u64,
    pub candidate: &'a str,
    pub original_steps: usize,
    /// The run's named house-rule switches (`--house-rule auctions=on`).
    pub house_rules: &'a [(String, bool)],
}

/// The game the scenario starts: `a game with Ann and Bob`, or, where the players sit in teams, `a team game of
/// Ann and Bob against Cid` (each side seated after the one before it), or, where deeds are dealt, `a game with Ann
/// and Bob, dealt these deeds:` and the table of the deal, or, for a room, `a room hosted by Ann, with Bob seated`.
fn table(w: &VeropolyWorld, script: &Script) -> String {
    let game = game_table(w, script);
    if script.house_rules.is_empty() {
        return game;
    }
    // `…, with the house rules auctions on and even building off` (a switch's id, spaces for underscores).
    let rules: Vec<String> = script
        .house_rules
        .iter()
        .map(|(name, on)| {
            format!(
                "{} {}",
                name.replace('_', " "),
                if *on { "on" } else { "off" }
            )
        })
        .collect();
    let noun = if rules.len() == 1 {
        "house rule"
    } else {
        "house rules"
    };
    format!("{game}, with the {noun} {}", join(&rules))
}

/// [`table`] without the house rules.
fn game_table(w: &VeropolyWorld, script: &Script) -> String {
    if !script.deal.is_empty() {
        return dealt_table(w, script);
    }
    if script.room
        && let [host, seated @ ..] = script.players.as_slice()
    {
        return format!("a room hosted by {host}, with {} seated", join(seated));
    }
    if script.teams.is_empty() {
        return format!("a game with {}", join(&script.players));
    }
    // The sides sit one after the other (`Script::teams`): each run of one side is a team.
    let seated: Vec<(&String, u8)> = script
        .players
        .iter()
        .zip(script.teams.iter().copied())
        .collect();
    let sides: Vec<String> = seated
        .chunk_by(|a, b| a.1 == b.1)
        .map(|side| {
            join(
                &side
                    .iter()
                    .map(|(name, _)| (*name).clone())
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    format!("a team game of {}", sides.join(" against "))
}

/// `a game with Ann and Bob, dealt these deeds:` and its table, a row for each player, the columns aligned.
fn dealt_table(w: &VeropolyWorld, script: &Script) -> String {
    let rows: Vec<(String, String)> = script
        .players
        .iter()
        .zip(&script.deal)
        .map(|(name, deeds)| {
            let named: Vec<String> = deeds
                .iter()
                .map(|d| space_name(w, d).unwrap_or_else(|| d.clone()))
                .collect();
            (name.clone(), join(&named))
        })
        .collect();
    let wide = |head: &str, col: fn(&(String, String)) -> &String| {
        rows.iter()
            .map(|r| col(r).chars().count())
            .max()
            .unwrap_or(0)
            .max(head.len())
    };
    let (a, b) = (wide("player", |r| &r.0), wide("deeds", |r| &r.1));
    let mut out = format!("a game with {}, dealt these deeds:", join(&script.players));
    out.push_str(&format!("\n      | {:a$} | {:b$} |", "player", "deeds"));
    for (name, deeds) in &rows {
        out.push_str(&format!("\n      | {name:a$} | {deeds:b$} |"));
    }
    out
}

/// The `Then` steps that state a difference in the state or the events after its step, true of the reference:
/// none for a difference of another kind (whose steps say it: `it is rejected`, or the step the candidate fails).
pub fn facts(w: &VeropolyWorld, script: &Script, d: &Divergence) -> Vec<String> {
    let mut out = Vec::new();
    if !matches!(d.kind, Kind::State | Kind::Events | Kind::SetUp) {
        return out;
    }
    // Only the decks stacked whole are the same on both engines by the scenario's own steps.
    let parse = |v: &Option<Value>| {
        let mut s = serde_json::from_value::<Snapshot>(v.clone()?).ok()?;
        s.decks.retain(|slot, _| script.decks.contains_key(slot));
        Some(s)
    };
    if let (Some(r), Some(c)) = (parse(&d.reference.state), parse(&d.candidate.state)) {
        out.extend(state_facts(w, &r, &c));
    }
    if let (Some(Ok(r)), Some(Ok(c))) = (&d.reference.outcome, &d.candidate.outcome) {
        out.extend(event_facts(w, r, c));
    }
    out
}

/// Decks stacked whole, as `Given` steps: `the Chance deck holds, top first: "…", "…"`.
fn stacked(decks: &std::collections::BTreeMap<String, Vec<String>>) -> Vec<(&'static str, String)> {
    decks
        .iter()
        .map(|(slot, order)| {
            let cards: Vec<String> = order.iter().map(|c| format!("\"{c}\"")).collect();
            (
                "Given",
                format!(
                    "the {} deck holds, top first: {}",
                    deck_name(slot),
                    cards.join(", ")
                ),
            )
        })
        .collect()
}

/// The scenario, as a whole feature file. `w` is the reference's world after replaying the shrunk script (for
/// names).
pub fn feature(w: &VeropolyWorld, script: &Script, d: &Divergence, origin: &Origin) -> String {
    let mut lines: Vec<(&str, String)> = Vec::new();
    lines.push(("Given", table(w, script)));
    lines.extend(stacked(&script.decks));
    for op in &script.setup {
        match given_of(w, op) {
            Some(g) => lines.push(("Given", g)),
            None => lines.push(("#", format!("set-up not written: {op}"))),
        }
    }
    let last = d.at.unwrap_or(usize::MAX);
    for (i, step) in script.steps.iter().enumerate() {
        match step {
            Step::Clock { minutes, dice } => {
                if !dice.is_empty() {
                    lines.push(("Given", queued(dice)));
                }
                lines.push((
                    "When",
                    format!(
                        "{} pass on the game's clock",
                        count(*minutes, "minute", "minutes")
                    ),
                ));
            }
            Step::Setup { decks, ops } => {
                lines.extend(stacked(decks));
                for op in ops {
                    match given_of(w, op) {
                        Some(g) => lines.push(("Given", g)),
                        None => lines.push(("#", format!("set-up not written: {op}"))),
                    }
                }
            }
            Step::Act {
                actor,
                phrase,
                tries,
                tops,
            } => {
                for (slot, card) in tops {
                    lines.push((
                        "Given",
                        format!("the {} deck has \"{card}\" on top", deck_name(slot)),
                    ));
                }
                let refused_here = i == last && matches!(d.reference.outcome, Some(Err(_)));
                if *tries || refused_here {
                    lines.push(("When", format!("{actor} tries to {}", base_form(phrase))));
                    if let Some(Err(reason)) = &d.reference.outcome
                        && i == last
                    {
                        lines.push(("Then", format!("it is rejected with \"{reason}\"")));
                    } else if i == last {
                        lines.push(("Then", "it is accepted".into()));
                    }
                } else {
                    lines.push(("When", format!("{actor} {phrase}")));
                }
            }
        }
    }
    for f in facts(w, script, d) {
        lines.push(("Then", f));
    }
    let mut out = String::new();
    out.push_str(&format!(
        "# Written by `veropoly diff --variant {}{} --seed {}` from game {}, where the reference engine and the\n\
         # candidate ({}) first differed: {}.\n\
         # The game of {} steps was shrunk to {}. Before committing it, name the rule it checks with the rule's tag\n\
         # and give it a title that says the rule.\n",
        origin.variant,
        origin
            .house_rules
            .iter()
            .map(|(name, on)| format!(" --house-rule {name}={}", if *on { "on" } else { "off" }))
            .collect::<String>(),
        origin.seed,
        origin.game,
        origin.candidate,
        d.words.replace('\n', " "),
        origin.original_steps,
        script.played()
    ));
    out.push_str(&format!(
        "@{} @diff\nFeature: Found by veropoly diff\n\n",
        origin.variant
    ));
    out.push_str(&format!(
        "  Scenario: {} game {} of seed {}, shrunk\n",
        origin.variant, origin.game, origin.seed
    ));
    let mut previous = "";
    for (kw, text) in lines {
        if kw == "#" {
            out.push_str(&format!("    # {text}\n"));
            continue;
        }
        let shown = if kw == previous { "And" } else { kw };
        previous = kw;
        out.push_str(&format!("    {shown} {text}\n"));
    }
    out
}
