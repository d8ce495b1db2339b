//! The next step of a game: chosen at random among the actions the reference engine lists as legal, and now and
//! then an action it may refuse (a higher bid, a trade offer, a counter-offer) or time passing on the clock. Each
//! is written as the step library writes it, so that the game is a scenario from its first step.

use super::exec::{Pair, Step};
use crate::wire::{BankState, Snapshot, TradeState};
use crate::world::VeropolyWorld;
use serde_json::Value;

/// A small seeded generator (splitmix64): the same seed gives the same games in any build.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn draw(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.draw() >> 32) * n as u64) >> 32) as usize
    }
    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.draw() >> 11) as f64 / (1u64 << 53) as f64) < p
    }
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// An amount as the steps write it: `$1,300`, `-$50`.
pub fn dollars(n: impl Into<i128>) -> String {
    let n: i128 = n.into();
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    format!("{}${out}", if n < 0 { "-" } else { "" })
}

pub use crate::world::name_of;

/// A space or property as the steps name it: by its name where that names it alone, else `space N`.
pub fn space_name(w: &VeropolyWorld, id: &str) -> Option<String> {
    let board = w.board.as_ref()?;
    let i = board.spaces.iter().position(|s| s.id == id)?;
    let name = &board.spaces[i].name;
    Some(if board.find(name) == Some(i) {
        name.clone()
    } else {
        format!("space {i}")
    })
}

/// One side of a trade as the steps write it: `$100, Baltic Avenue and their jail card`, or `nothing`.
fn side_text(w: &VeropolyWorld, side: &Value) -> Option<String> {
    let mut items = Vec::new();
    let cash = side["cash"].as_i64().unwrap_or(0);
    if cash > 0 {
        items.push(dollars(cash));
    }
    for p in side["properties"].as_array().into_iter().flatten() {
        items.push(space_name(w, p.as_str()?)?);
    }
    for _ in 0..side["jail_cards"].as_u64().unwrap_or(0) {
        items.push("their jail card".to_string());
    }
    Some(match items.len() {
        0 => "nothing".into(),
        1 => items.remove(0),
        _ => {
            let last = items.pop()?;
            format!("{} and {last}", items.join(", "))
        }
    })
}

/// The step library's phrase for a protocol action of `actor` (a name), or `None` where none reads it exactly
/// (an answer to an offer other than the newest, a room's settings).
pub fn phrase_of(w: &VeropolyWorld, actor: &str, action: &Value, s: &Snapshot) -> Option<String> {
    let id = w.pid(actor).ok()?;
    let prop = |key: &str| space_name(w, action[key].as_str()?);
    let newest_to = s
        .pending
        .trades
        .iter()
        .rev()
        .find(|t| t.to == id)
        .map(|t| t.id);
    let newest_by = s
        .pending
        .trades
        .iter()
        .rev()
        .find(|t| t.from == id)
        .map(|t| t.id);
    let trade = action["trade"].as_u64();
    Some(match action["type"].as_str()? {
        "roll" => "rolls".into(),
        "buy" => "buys it".into(),
        "decline" => "declines to buy it".into(),
        "bid" => format!("bids {}", dollars(action["amount"].as_i64()?)),
        "pass" => "passes".into(),
        "claim_rent" => {
            let payer = match action["payer"].as_str() {
                Some(p) => p.to_string(),
                None => s
                    .pending
                    .rent_claims
                    .iter()
                    .find(|c| c.owner == id)?
                    .payer
                    .clone(),
            };
            format!("asks {} for rent", name_of(w, &payer)?)
        }
        "mortgage" => format!("mortgages {}", prop("property")?),
        "unmortgage" => format!("unmortgages {}", prop("property")?),
        "build" => format!(
            "builds a {} on {}",
            action["building"].as_str()?,
            prop("property")?
        ),
        "sell_building" => format!("sells a house on {}", prop("property")?),
        "sell_property" => format!("sells {} to the bank", prop("property")?),
        "pay_fine" => "pays the fine".into(),
        "use_card" => "uses their card to leave jail".into(),
        "end_turn" => "ends their turn".into(),
        "choose_tax" => match action["option"].as_str()? {
            "flat" => "chooses to pay the flat rate".into(),
            _ => "chooses to pay the percentage".into(),
        },
        "declare_bankruptcy" => "declares bankruptcy".into(),
        "leave" => "leaves the game".into(),
        "request_building" => format!("requests a {}", action["building"].as_str()?),
        // A room's settings, by the host, and its start.
        "configure" => {
            if let Some(rule) = action["house_rule"].as_str() {
                let way = if action["on"].as_bool()? { "on" } else { "off" };
                format!("turns the {} house rule {way}", rule.replace('_', " "))
            } else if let Some(id) = action["board"]["id"].as_str() {
                let boards = &w.ctx().ok()?.fixtures.boards;
                let name = boards.get(id)?["name"].as_str().unwrap_or(id);
                format!("picks the {name} board")
            } else if let Some(n) = action["seats"].as_u64() {
                format!("sets {n} seats")
            } else {
                format!(
                    "sets the starting cash to {}",
                    dollars(action["starting_cash"].as_i64()?)
                )
            }
        }
        "start_game" => "starts the game".into(),
        "trade_accept" if trade == newest_to => "accepts the offer".into(),
        "trade_decline" if trade == newest_to => "declines the offer".into(),
        "trade_withdraw" if trade == newest_by => "withdraws the offer".into(),
        "trade_counter" if trade == newest_to => format!(
            "counters with {} for {}",
            side_text(w, &action["give"])?,
            side_text(w, &action["take"])?
        ),
        "trade_offer" => format!(
            "offers {} {} for {}",
            name_of(w, action["to"].as_str()?)?,
            side_text(w, &action["give"])?,
            side_text(w, &action["take"])?
        ),
        _ => return None,
    })
}

/// A random trade offer between two players still in the game: a few of each side's deeds and some cash. The
/// reference may refuse it (a deed of a built set, say); the candidate must then refuse it too.
fn random_offer(rng: &mut Rng, s: &Snapshot) -> Option<(String, Value)> {
    let alive: Vec<&str> = s
        .players
        .iter()
        .filter(|p| !p.bankrupt)
        .map(|p| p.id.as_str())
        .collect();
    if alive.len() < 2 {
        return None;
    }
    let from = alive[rng.below(alive.len())];
    let others: Vec<&&str> = alive.iter().filter(|p| **p != from).collect();
    let to = *others[rng.below(others.len())];
    let give = random_side(rng, s, from);
    let take = random_side(rng, s, to);
    Some((
        from.to_string(),
        serde_json::json!({"type": "trade_offer", "to": to, "give": give, "take": take}),
    ))
}

/// An action on a deed tried by its owner whether or not the rules allow it now: a house or a hotel built, a
/// building sold, a mortgage taken or lifted, on one of the deeds held. The legal actions list only what the
/// reference allows, so an engine that allows more (building or selling unevenly, building on a mortgaged set,
/// mortgaging a built-up set) would otherwise never be asked; the reference may refuse, and the candidate must
/// then refuse too. Three times in four the deed is one of a set held whole, where there is one: the rules on
/// building, selling and mortgaging are the rules of whole sets.
fn property_attempt(
    rng: &mut Rng,
    s: &Snapshot,
    fixtures: &crate::fixtures::Fixtures,
) -> Option<(String, Value)> {
    let owner_of = |id: &str| {
        s.properties
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.owner.as_deref())
    };
    let held: Vec<(&str, &str)> = s
        .properties
        .iter()
        .filter_map(|p| Some((p.owner.as_deref()?, p.id.as_str())))
        .filter(|(owner, _)| s.players.iter().any(|p| p.id == *owner && !p.bankrupt))
        .collect();
    let sets = fixtures
        .boards
        .get(&s.board)
        .map(super::invariants::groups)
        .unwrap_or_default();
    let whole: Vec<(&str, &str)> = held
        .iter()
        .copied()
        .filter(|(owner, id)| {
            sets.iter().any(|(_, members)| {
                members.iter().any(|m| m == id)
                    && members.iter().all(|m| owner_of(m) == Some(*owner))
            })
        })
        .collect();
    let pool = if !whole.is_empty() && rng.chance(0.75) {
        &whole
    } else {
        &held
    };
    if pool.is_empty() {
        return None;
    }
    let (owner, id) = pool[rng.below(pool.len())];
    let action = match rng.below(5) {
        0 => serde_json::json!({"type": "build", "property": id, "building": "house"}),
        1 => serde_json::json!({"type": "build", "property": id, "building": "hotel"}),
        2 => serde_json::json!({"type": "sell_building", "property": id}),
        3 => serde_json::json!({"type": "mortgage", "property": id}),
        _ => serde_json::json!({"type": "unmortgage", "property": id}),
    };
    Some((owner.to_string(), action))
}

/// One side of a random trade, what `who` would hand over: up to two of their deeds and, half the time, some cash.
fn random_side(rng: &mut Rng, s: &Snapshot, who: &str) -> Value {
    let mut deeds: Vec<&str> = s
        .properties
        .iter()
        .filter(|p| p.owner.as_deref() == Some(who))
        .map(|p| p.id.as_str())
        .collect();
    rng.shuffle(&mut deeds);
    deeds.truncate(rng.below(3));
    let cash = if rng.chance(0.5) {
        10 * rng.below(31) as i64
    } else {
        0
    };
    serde_json::json!({"cash": cash, "properties": deeds, "jail_cards": 0})
}

/// A random counter-offer to the newest offer made to a player still in the game: the player offered gives and
/// takes other things (the step library answers the newest offer made to its actor). The reference may refuse it;
/// the candidate must then refuse it too.
fn random_counter(rng: &mut Rng, s: &Snapshot) -> Option<(String, Value)> {
    let offered: Vec<&TradeState> = s
        .pending
        .trades
        .iter()
        .filter(|t| s.players.iter().any(|p| p.id == t.to && !p.bankrupt))
        .collect();
    if offered.is_empty() {
        return None;
    }
    let chosen = offered[rng.below(offered.len())];
    // The newest offer to that player is the one a counter-offer in the step library answers.
    let answered = s.pending.trades.iter().rev().find(|t| t.to == chosen.to)?;
    let give = random_side(rng, s, &answered.to);
    let take = random_side(rng, s, &answered.from);
    Some((
        answered.to.clone(),
        serde_json::json!({"type": "trade_counter", "trade": answered.id, "give": give, "take": take}),
    ))
}

/// Whether an action phrase is one of a room's: a host's setting (`turns the auctions house rule on`, `picks the
/// Jackpot board`, `sets 4 seats`, `sets the starting cash to $2,000`) or the start (`starts the game`).
pub fn room_phrase(phrase: &str) -> bool {
    ["turns the ", "picks the ", "sets "]
        .iter()
        .any(|p| phrase.starts_with(p))
        || phrase == "starts the game"
}

/// The kind of an action phrase, its verb: `rolls`, `offers`, ….
pub fn kind(phrase: &str) -> String {
    phrase.split(' ').next().unwrap_or_default().to_string()
}

/// The next step of the game, or `None` when nobody may act. `lacking`: kinds of action the candidate does not
/// implement (it answered one with an `unsupported_*` error), never chosen again. `last`: the step played just
/// before, if any.
pub async fn next_step(
    pair: &mut Pair,
    rng: &mut Rng,
    s: &Snapshot,
    lacking: &[String],
    last: Option<&Step>,
) -> Result<Option<Step>, String> {
    // Time passes only in a game under way, not in a room waiting for its start.
    let waiting = s.room.as_ref().is_some_and(|r| !r.started);
    if pair.clock && !waiting && rng.chance(0.02) {
        return Ok(Some(Step::Clock {
            minutes: 1 + rng.below(20) as u32,
            dice: Vec::new(),
        }));
    }
    let mut options: Vec<(String, String, bool)> = Vec::new();
    for p in s.players.iter().filter(|p| !p.bankrupt) {
        let Some(actor) = name_of(&pair.reference, &p.id) else {
            continue;
        };
        for a in pair.legal_actions(&p.id).await? {
            if let Some(phrase) = phrase_of(&pair.reference, &actor, &a, s) {
                options.push((actor.clone(), phrase, false));
            }
            // A bid above the lowest: anything up to the bidder's cash.
            if a["type"] == "bid"
                && let Some(min) = a["amount"].as_i64()
                && p.cash > min
                && rng.chance(0.5)
            {
                let amount = min + rng.below((p.cash - min) as usize + 1) as i64;
                options.push((actor.clone(), format!("bids {}", dollars(amount)), true));
            }
        }
    }
    if options.is_empty() {
        // Nobody may act (an auction on a clock that nobody can raise, say): only time can move the game on.
        return Ok((pair.clock && !waiting).then(|| Step::Clock {
            minutes: 1 + rng.below(20) as u32,
            dice: Vec::new(),
        }));
    }
    options.retain(|(_, p, _)| !lacking.contains(&kind(p)));
    // A room's host may set any starting cash, which the legal actions do not list: now and then one is tried, at
    // times outside what the variant allows (the reference refuses it; the candidate must refuse it too).
    if let Some(room) = &s.room
        && !room.started
        && rng.chance(0.2)
        && let Some(host) = name_of(&pair.reference, &room.host)
    {
        let cash = 100 * (3 + rng.below(30)) as i64;
        return Ok(Some(act(
            host,
            format!("sets the starting cash to {}", dollars(cash)),
            true,
        )));
    }
    if let Some(step) = room_attempt(pair, rng, s, &options, lacking) {
        return Ok(Some(step));
    }
    // While the room waits, its host makes a few settings before the start (about six on average), each of those
    // listed as likely as another, so that a room often has several house rules turned over.
    if s.room.as_ref().is_some_and(|r| !r.started) {
        let (start, settings): (Vec<_>, Vec<_>) = options
            .iter()
            .partition(|(_, phrase, _)| phrase == "starts the game");
        let chosen = if settings.is_empty() || rng.chance(0.15) {
            start.first()
        } else {
            settings.get(rng.below(settings.len()))
        };
        if let Some((actor, phrase, tries)) = chosen {
            return Ok(Some(act(actor.clone(), phrase.clone(), *tries)));
        }
    }
    if rng.chance(0.05)
        && !lacking.iter().any(|k| k == "offers")
        && let Some((from, offer)) = random_offer(rng, s)
        && let Some(actor) = name_of(&pair.reference, &from)
        && let Some(phrase) = phrase_of(&pair.reference, &actor, &offer, s)
    {
        return Ok(Some(act(actor, phrase, true)));
    }
    if rng.chance(0.1)
        && let Some((owner, attempt)) = property_attempt(rng, s, pair.fixtures())
        && let Some(actor) = name_of(&pair.reference, &owner)
        && let Some(phrase) = phrase_of(&pair.reference, &actor, &attempt, s)
        && !lacking.contains(&kind(&phrase))
    {
        return Ok(Some(act(actor, phrase, true)));
    }
    // An offer open is answered by a counter-offer now and then (the reference lists none among the legal
    // actions: a counter-offer's sides are the player's to choose).
    if !s.pending.trades.is_empty()
        && rng.chance(0.2)
        && !lacking.iter().any(|k| k == "counters")
        && let Some((from, counter)) = random_counter(rng, s)
        && let Some(actor) = name_of(&pair.reference, &from)
        && let Some(phrase) = phrase_of(&pair.reference, &actor, &counter, s)
    {
        return Ok(Some(act(actor, phrase, true)));
    }
    if let Some(step) = echo_request(
        rng,
        &s.bank,
        s.players.iter().filter(|p| !p.bankrupt).count(),
        &options,
        last,
    ) {
        return Ok(Some(step));
    }
    // A kind of action first, then one of that kind: rolling is as likely as any other kind, however many
    // properties there are to mortgage.
    // Leaving the game ends a game at once: it is chosen now and then, not as often as rolling.
    let leave_now = rng.chance(0.02);
    options.retain(|(_, p, _)| leave_now || kind(p) != "leaves");
    if options.is_empty() {
        return Ok(None);
    }
    let mut kinds: Vec<String> = options.iter().map(|(_, p, _)| kind(p)).collect();
    kinds.sort();
    kinds.dedup();
    let k = &kinds[rng.below(kinds.len())];
    let of_kind: Vec<&(String, String, bool)> =
        options.iter().filter(|(_, p, _)| kind(p) == *k).collect();
    let (actor, phrase, tries) = of_kind[rng.below(of_kind.len())].clone();
    let phrase = if phrase == "rolls" {
        format!("rolls {} and {}", 1 + rng.below(6), 1 + rng.below(6))
    } else {
        phrase
    };
    Ok(Some(act(actor, phrase, tries)))
}

/// A request for one of the bank's last buildings answered, half the time, by another player's request for the
/// same kind, where the legal actions list one: an auction of those buildings opens only when more players ask
/// than the bank holds, within one window, and two requests drawn each as one kind among several would seldom
/// fall in the same window. The draw is made only after a request the reference accepted while the bank held
/// fewer of that kind than there are players in the game, so games without one are played as before.
fn echo_request(
    rng: &mut Rng,
    bank: &BankState,
    players: usize,
    options: &[(String, String, bool)],
    last: Option<&Step>,
) -> Option<Step> {
    let Some(Step::Act {
        actor,
        phrase,
        tries: false,
        ..
    }) = last
    else {
        return None;
    };
    let stock = match phrase.as_str() {
        "requests a house" => bank.houses,
        "requests a hotel" => bank.hotels,
        _ => None,
    }?;
    if stock as usize >= players || !rng.chance(0.5) {
        return None;
    }
    let others: Vec<&(String, String, bool)> = options
        .iter()
        .filter(|(who, p, _)| who != actor && p == phrase)
        .collect();
    let (who, p, tries) = others.get(rng.below(others.len().max(1)))?;
    Some(act(who.clone(), p.clone(), *tries))
}

/// A change to a room that its host alone may make, and only before the start, tried by someone who may not make
/// it: now and then, while the room waits, a seated player other than the host tries one of the host's settings or
/// the start; and rarely, once the game is under way, the host tries to turn a house rule over. The reference
/// refuses each (`not_host`, `game_started`); the candidate must refuse it too.
fn room_attempt(
    pair: &Pair,
    rng: &mut Rng,
    s: &Snapshot,
    options: &[(String, String, bool)],
    lacking: &[String],
) -> Option<Step> {
    let room = s.room.as_ref()?;
    let host = name_of(&pair.reference, &room.host)?;
    if !room.started {
        if !rng.chance(0.1) {
            return None;
        }
        let guests: Vec<String> = s
            .players
            .iter()
            .filter(|p| p.id != room.host)
            .filter_map(|p| name_of(&pair.reference, &p.id))
            .collect();
        let settings: Vec<&String> = options
            .iter()
            .filter(|(actor, phrase, _)| *actor == host && room_phrase(phrase))
            .map(|(_, phrase, _)| phrase)
            .collect();
        if guests.is_empty() || settings.is_empty() {
            return None;
        }
        let guest = guests[rng.below(guests.len())].clone();
        let phrase = settings[rng.below(settings.len())].clone();
        return Some(act(guest, phrase, true));
    }
    if room.house_rules.is_empty() || lacking.iter().any(|k| k == "turns") || !rng.chance(0.01) {
        return None;
    }
    let rules: Vec<(&String, &bool)> = room.house_rules.iter().collect();
    let (rule, on) = rules[rng.below(rules.len())];
    let way = if *on { "off" } else { "on" };
    Some(act(
        host,
        format!("turns the {} house rule {way}", rule.replace('_', " ")),
        true,
    ))
}

fn act(actor: String, phrase: String, tries: bool) -> Step {
    Step::Act {
        actor,
        phrase,
        tries,
        tops: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(actor: &str, building: &str, tries: bool) -> Step {
        act(actor.into(), format!("requests a {building}"), tries)
    }

    fn options() -> Vec<(String, String, bool)> {
        [
            ("Ann", "requests a house"),
            ("Ann", "ends their turn"),
            ("Bob", "requests a house"),
            ("Bob", "requests a hotel"),
            ("Cid", "requests a house"),
        ]
        .iter()
        .map(|(a, p)| (a.to_string(), p.to_string(), false))
        .collect()
    }

    fn bank(houses: u32, hotels: u32) -> BankState {
        BankState {
            cash: 0,
            houses: Some(houses),
            hotels: Some(hotels),
        }
    }

    #[test]
    fn a_request_on_a_short_bank_is_answered_half_the_time_by_another_players() {
        let mut rng = Rng::new(3);
        let last = request("Ann", "house", false);
        let mut answered = [0; 2];
        for _ in 0..1000 {
            if let Some(Step::Act {
                actor,
                phrase,
                tries,
                ..
            }) = echo_request(&mut rng, &bank(1, 12), 3, &options(), Some(&last))
            {
                assert_eq!(phrase, "requests a house");
                assert!(!tries);
                answered[usize::from(actor == "Cid")] += 1;
                assert!(actor == "Bob" || actor == "Cid", "not Ann again: {actor}");
            }
        }
        let all = answered[0] + answered[1];
        assert!((400..600).contains(&all), "{all} of 1,000 answered");
        assert!(
            answered.iter().all(|&n| n > 150),
            "each of the others: {answered:?}"
        );
    }

    #[test]
    fn no_answer_and_no_draw_where_the_bank_is_not_short_or_no_request_was_accepted() {
        let cases = [
            // As many houses as players: one more request cannot make a shortage of one.
            (bank(3, 12), 3, request("Ann", "house", false)),
            // A request the reference may refuse was tried, not accepted.
            (bank(1, 12), 3, request("Ann", "house", true)),
            // The hotels are not short.
            (bank(0, 12), 3, request("Bob", "hotel", false)),
            // No limit on the stock.
            (
                BankState {
                    cash: 0,
                    houses: None,
                    hotels: None,
                },
                3,
                request("Ann", "house", false),
            ),
            // Not a request.
            (
                bank(1, 12),
                3,
                act("Ann".into(), "ends their turn".into(), false),
            ),
        ];
        for (bank, players, last) in cases {
            let mut rng = Rng::new(3);
            assert!(echo_request(&mut rng, &bank, players, &options(), Some(&last)).is_none());
            assert_eq!(rng.draw(), Rng::new(3).draw(), "no draw after {last:?}");
        }
        let mut rng = Rng::new(3);
        assert!(echo_request(&mut rng, &bank(1, 12), 3, &options(), None).is_none());
        // Nobody else may ask: no answer.
        let alone = vec![("Ann".to_string(), "requests a house".to_string(), false)];
        let last = request("Ann", "house", false);
        for _ in 0..50 {
            assert!(echo_request(&mut rng, &bank(1, 12), 3, &alone, Some(&last)).is_none());
        }
    }
}
