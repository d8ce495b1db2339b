//! The game's invariants, checked on a canonical snapshot (`state`) against the game's start: the same invariants
//! as the reference engine's own (`veropoly_engine::play::invariants`), read from the snapshot alone, so that they
//! hold any engine to them.
//!
//! - Money is conserved: the players' cash, the bank's cash and the pot (and, where the preset lets cash go below
//!   $0, what debtors owe) add up to what they did at the start.
//! - The building stock is kept: the houses on the board and in the bank add up to what they did at the start, and
//!   the hotels likewise (a hotel counts as a hotel, not as the houses it took).
//! - Buildings stand only on a group that is all one player's and has no mortgaged member.
//! - Where the preset builds evenly, the levels of a group differ by at most one (a hotel is one level above the
//!   houses it takes).
//! - A bankrupt player owns no property, holds no jail card and owes no debt.
//!
//! The group of each property and the preset's switches come from the fixtures of the variant played.

use super::choose::dollars;
use crate::fixtures::Fixtures;
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// What the invariants need to know of a variant: its preset's switches and its board's groups.
#[derive(Clone, Debug)]
pub struct Rules {
    /// `debt.negative_cash`: a debtor's cash is already lower by what they owe.
    negative_cash: bool,
    /// `buildings.even_building`.
    even_building: bool,
    /// `buildings.houses_per_hotel`: a hotel is the level above this many houses.
    houses_per_hotel: i64,
    /// The board's groups of properties, in the board's order: (group id, the ids of its properties).
    groups: Vec<(String, Vec<String>)>,
}

/// What the game held at its start (after its set-up, before its first step).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Baseline {
    money: i128,
    /// Houses and hotels on the board and in the bank; `None` where the bank's stock has no limit.
    houses: Option<i128>,
    hotels: Option<i128>,
    /// Whether the placement of buildings and what bankrupt players keep are checked. A table arranged by set-up
    /// that already breaks them (as the shrinking of a game may arrange) is not held to them.
    pub placement: bool,
}

// The parts of a snapshot the invariants read. Unknown fields are left alone; a missing or mistyped one is an
// error that names it.
#[derive(Deserialize)]
struct Snap {
    players: Vec<Player>,
    properties: Vec<Property>,
    bank: Bank,
    pot: i64,
    pending: Pending,
}

#[derive(Deserialize)]
struct Player {
    id: String,
    cash: i64,
    bankrupt: bool,
    jail_cards: i64,
}

#[derive(Deserialize)]
struct Property {
    id: String,
    owner: Option<String>,
    mortgaged: bool,
    houses: i64,
    hotel: bool,
}

#[derive(Deserialize)]
struct Bank {
    cash: i64,
    /// A number, or `null` for no limit (read by [`stock`]: a missing field is an error, not "no limit").
    houses: Value,
    hotels: Value,
}

#[derive(Deserialize)]
struct Pending {
    debts: Vec<Debt>,
}

#[derive(Deserialize)]
struct Debt {
    debtor: String,
    amount: i64,
}

fn read(s: &Value) -> Result<Snap, String> {
    Snap::deserialize(s).map_err(|e| format!("the snapshot cannot be checked: {e}"))
}

/// The bank's stock of a kind of building: `None` for no limit.
fn stock(v: &Value, kind: &str) -> Result<Option<i64>, String> {
    match v {
        Value::Null => Ok(None),
        _ => v.as_i64().map(Some).ok_or_else(|| {
            format!("the snapshot cannot be checked: bank.{kind} is {v}, not a number or null")
        }),
    }
}

/// A board's groups of properties (its colour sets, railroads and utilities), each with its members in board
/// order: the groups the board lists, then any other a street, station or utility names.
pub fn groups(board: &Value) -> Vec<(String, Vec<String>)> {
    let mut groups: Vec<(String, Vec<String>)> = board["groups"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|g| g["id"].as_str())
        .map(|id| (id.to_string(), Vec::new()))
        .collect();
    for space in board["spaces"].as_array().into_iter().flatten() {
        let (Some(id), Some(group)) = (space["id"].as_str(), space["group"].as_str()) else {
            continue;
        };
        if !matches!(
            space["kind"].as_str(),
            Some("street" | "station" | "utility")
        ) {
            continue;
        }
        match groups.iter_mut().find(|(g, _)| g == group) {
            Some((_, members)) => members.push(id.to_string()),
            None => groups.push((group.to_string(), vec![id.to_string()])),
        }
    }
    groups
}

impl Rules {
    /// The rules of a variant, from its preset and the board the preset names.
    pub fn of(fixtures: &Fixtures, variant: &str) -> Result<Rules, String> {
        let preset = fixtures
            .variants
            .get(variant)
            .ok_or_else(|| format!("no preset for variant {variant:?}"))?;
        Ok(Rules::with(preset, &fixtures.board_of(variant)?.data))
    }

    /// The rules of a variant played with house rules: `preset` is its preset with them merged in.
    pub fn with_preset(
        fixtures: &Fixtures,
        variant: &str,
        preset: &Value,
    ) -> Result<Rules, String> {
        Ok(Rules::with(preset, &fixtures.board_of(variant)?.data))
    }

    /// The invariants of a room's game once started: the board the host picked, and Even building as the room's
    /// house rules have it.
    pub fn of_room(fixtures: &Fixtures, variant: &str, room: &Value) -> Result<Rules, String> {
        let preset = fixtures
            .variants
            .get(variant)
            .ok_or_else(|| format!("no preset for variant {variant:?}"))?;
        let mut rules = match room["board"].as_str() {
            Some(id) => Rules::with(
                preset,
                fixtures
                    .boards
                    .get(id)
                    .ok_or_else(|| format!("the room's board {id:?} is not among the fixtures"))?,
            ),
            None => Rules::of(fixtures, variant)?,
        };
        if let Some(on) = room["house_rules"]["even_building"].as_bool() {
            rules.even_building = on;
        }
        Ok(rules)
    }

    fn with(preset: &Value, board: &Value) -> Rules {
        let flag = |section: &str, key: &str| preset[section][key].as_bool().unwrap_or(false);
        Rules {
            negative_cash: flag("debt", "negative_cash"),
            even_building: flag("buildings", "even_building"),
            houses_per_hotel: preset["buildings"]["houses_per_hotel"]
                .as_i64()
                .unwrap_or(4),
            groups: groups(board),
        }
    }

    /// The money in a game: cash, the bank's, the pot, and what debtors owe where cash may go below $0.
    fn money(&self, s: &Snap) -> (i128, i128, i128, i128, i128) {
        let cash: i128 = s.players.iter().map(|p| i128::from(p.cash)).sum();
        let owed: i128 = if self.negative_cash {
            s.pending.debts.iter().map(|d| i128::from(d.amount)).sum()
        } else {
            0
        };
        let (bank, pot) = (i128::from(s.bank.cash), i128::from(s.pot));
        (cash + bank + pot + owed, cash, bank, pot, owed)
    }

    /// The houses and the hotels on the board (a property with a hotel counts its hotel only).
    fn built(s: &Snap) -> (i128, i128) {
        let houses = s
            .properties
            .iter()
            .filter(|p| !p.hotel)
            .map(|p| i128::from(p.houses))
            .sum();
        let hotels = s.properties.iter().filter(|p| p.hotel).count() as i128;
        (houses, hotels)
    }

    /// What the game holds at its start, the snapshot taken after its set-up.
    pub fn baseline(&self, start: &Value) -> Result<Baseline, String> {
        let s = read(start)?;
        let (houses, hotels) = Self::built(&s);
        let in_stock = |v: &Value, kind, built: i128| -> Result<Option<i128>, String> {
            Ok(stock(v, kind)?.map(|n| built + i128::from(n)))
        };
        Ok(Baseline {
            money: self.money(&s).0,
            houses: in_stock(&s.bank.houses, "houses", houses)?,
            hotels: in_stock(&s.bank.hotels, "hotels", hotels)?,
            placement: true,
        })
    }

    /// Every invariant the snapshot breaks, each in words (none: it keeps them all). An error where the snapshot
    /// cannot be read.
    pub fn check(&self, base: &Baseline, snapshot: &Value) -> Result<Vec<String>, String> {
        let s = read(snapshot)?;
        let mut broken = Vec::new();
        let (money, cash, bank, pot, owed) = self.money(&s);
        if money != base.money {
            let debts = if self.negative_cash {
                format!(", debts owed {}", dollars(owed))
            } else {
                String::new()
            };
            broken.push(format!(
                "money is not conserved: {} in the game, {} at the start (the players' cash {}, the bank {}, the pot {}{debts})",
                dollars(money),
                dollars(base.money),
                dollars(cash),
                dollars(bank),
                dollars(pot)
            ));
        }
        let (houses, hotels) = Self::built(&s);
        for (kind, on_board, in_bank, start) in [
            ("houses", houses, &s.bank.houses, base.houses),
            ("hotels", hotels, &s.bank.hotels, base.hotels),
        ] {
            let Some(start) = start else { continue };
            match stock(in_bank, kind)? {
                Some(n) if on_board + i128::from(n) == start => {}
                Some(n) => broken.push(format!(
                    "the building stock is not kept: {on_board} {kind} on the board and {n} in the bank make {}, {start} at the start",
                    on_board + i128::from(n)
                )),
                None => broken.push(format!(
                    "the building stock is not kept: the bank's {kind} have no limit (null), {start} at the start"
                )),
            }
        }
        if base.placement {
            self.placement(&s, &mut broken)?;
        }
        Ok(broken)
    }

    /// Buildings only on whole, unmortgaged groups of one owner, built evenly; nothing kept by a bankrupt player.
    fn placement(&self, s: &Snap, broken: &mut Vec<String>) -> Result<(), String> {
        let by_id: BTreeMap<&str, &Property> =
            s.properties.iter().map(|p| (p.id.as_str(), p)).collect();
        let level = |p: &Property| {
            if p.hotel {
                i128::from(self.houses_per_hotel) + 1
            } else {
                i128::from(p.houses)
            }
        };
        for (group, ids) in &self.groups {
            let members = ids
                .iter()
                .map(|id| {
                    by_id.get(id.as_str()).copied().ok_or_else(|| {
                        format!("the snapshot cannot be checked: it lists no property {id}")
                    })
                })
                .collect::<Result<Vec<&Property>, String>>()?;
            if members.iter().all(|p| level(p) == 0) {
                continue;
            }
            let owner = &members[0].owner;
            if owner.is_none() || members.iter().any(|p| &p.owner != owner) {
                let owners: Vec<String> = members
                    .iter()
                    .map(|p| match &p.owner {
                        Some(o) => format!("{} {o}'s", p.id),
                        None => format!("{} the bank's", p.id),
                    })
                    .collect();
                broken.push(format!(
                    "buildings on group {group}, whose properties are not all one player's: {}",
                    owners.join(", ")
                ));
            }
            let mortgaged: Vec<&str> = members
                .iter()
                .filter(|p| p.mortgaged)
                .map(|p| p.id.as_str())
                .collect();
            if !mortgaged.is_empty() {
                broken.push(format!(
                    "buildings on group {group}, which has a mortgaged member: {}",
                    mortgaged.join(", ")
                ));
            }
            let levels: Vec<i128> = members.iter().map(|p| level(p)).collect();
            let (lo, hi) = (
                levels.iter().min().copied().unwrap_or(0),
                levels.iter().max().copied().unwrap_or(0),
            );
            if self.even_building && hi - lo > 1 {
                let shown: Vec<String> = members
                    .iter()
                    .zip(&levels)
                    .map(|(p, l)| format!("{} {l}", p.id))
                    .collect();
                broken.push(format!(
                    "uneven building on group {group}: {} (a hotel is level {})",
                    shown.join(", "),
                    i128::from(self.houses_per_hotel) + 1
                ));
            }
        }
        for p in s.players.iter().filter(|p| p.bankrupt) {
            let owned: Vec<&str> = s
                .properties
                .iter()
                .filter(|q| q.owner.as_deref() == Some(p.id.as_str()))
                .map(|q| q.id.as_str())
                .collect();
            if !owned.is_empty() {
                broken.push(format!(
                    "bankrupt player {} still owns property: {}",
                    p.id,
                    owned.join(", ")
                ));
            }
            if p.jail_cards != 0 {
                broken.push(format!(
                    "bankrupt player {} still holds jail cards: {}",
                    p.id, p.jail_cards
                ));
            }
            let owes: i128 = s
                .pending
                .debts
                .iter()
                .filter(|d| d.debtor == p.id)
                .map(|d| i128::from(d.amount))
                .sum();
            if s.pending.debts.iter().any(|d| d.debtor == p.id) {
                broken.push(format!(
                    "bankrupt player {} still owes a debt: {} in all",
                    p.id,
                    dollars(owes)
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn rules(variant: &str) -> Rules {
        let fixtures = Fixtures::embedded().expect("the embedded fixtures");
        Rules::of(&fixtures, variant).expect("the rules of a variant")
    }

    /// A veropoly table: Ann holds the light blues with a house each, Bob holds Reading Port mortgaged, Cid has a
    /// jail card; 29 houses and 12 hotels left in the bank.
    fn table(rules: &Rules) -> Value {
        let properties: Vec<Value> = rules
            .groups
            .iter()
            .flat_map(|(_, ids)| ids.iter())
            .map(|id| {
                let (owner, houses, mortgaged) = match id.as_str() {
                    "oriental-avenue" | "vermont-avenue" | "connecticut-avenue" => {
                        (json!("ann"), 1, false)
                    }
                    "reading-port" => (json!("bob"), 0, true),
                    _ => (Value::Null, 0, false),
                };
                json!({"id": id, "owner": owner, "mortgaged": mortgaged, "houses": houses, "hotel": false,
                       "unmortgage_cost": null})
            })
            .collect();
        let player = |id: &str, cards: i64| json!({"id": id, "cash": 1500, "bankrupt": false, "jail_cards": cards});
        json!({
            "players": [player("ann", 0), player("bob", 0), player("cid", 1)],
            "properties": properties,
            "bank": {"cash": 0, "houses": 29, "hotels": 12},
            "pot": 0,
            "pending": {"debts": [], "rent_claims": [], "trades": []},
        })
    }

    fn prop<'a>(s: &'a mut Value, id: &str) -> &'a mut Value {
        s["properties"]
            .as_array_mut()
            .and_then(|ps| ps.iter_mut().find(|p| p["id"] == id))
            .expect("a property of the board")
    }

    /// The breaches of `s` against the table's start.
    fn breaches(rules: &Rules, s: &Value) -> Vec<String> {
        let base = rules.baseline(&table(rules)).expect("a baseline");
        rules.check(&base, s).expect("a snapshot that reads")
    }

    fn only(broken: Vec<String>, words: &str) {
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert!(broken[0].contains(words), "{broken:?} lacks {words:?}");
    }

    #[test]
    fn a_valid_table_keeps_every_invariant() {
        let r = rules("veropoly");
        assert_eq!(breaches(&r, &table(&r)), Vec::<String>::new());
        // Bob pays Ann $30 of rent; Ann buys a house from the bank for $50; $200 of tax goes to the bank.
        let mut s = table(&r);
        s["players"][1]["cash"] = json!(1470 - 200);
        s["players"][0]["cash"] = json!(1530 - 50);
        s["bank"]["cash"] = json!(250);
        prop(&mut s, "oriental-avenue")["houses"] = json!(2);
        s["bank"]["houses"] = json!(28);
        assert_eq!(breaches(&r, &s), Vec::<String>::new());
    }

    #[test]
    fn money_lost_is_caught() {
        let r = rules("veropoly");
        let mut s = table(&r);
        s["players"][0]["cash"] = json!(1460);
        only(
            breaches(&r, &s),
            "money is not conserved: $4,460 in the game, $4,500 at the start",
        );
    }

    #[test]
    fn a_debt_counts_where_cash_goes_below_zero() {
        // online: a debtor's cash is already lower by what they owe.
        let r = rules("online");
        assert!(r.negative_cash);
        let mut s = table(&r);
        s["players"][1]["cash"] = json!(1450);
        s["pending"]["debts"] = json!([{"debtor": "bob", "creditor": "ann", "amount": 50}]);
        assert_eq!(breaches(&r, &s), Vec::<String>::new());
        s["pending"]["debts"] = json!([]);
        only(
            breaches(&r, &s),
            "money is not conserved: $4,450 in the game, $4,500 at the start",
        );
        // veropoly: a debt is owed before any money moves.
        let r = rules("veropoly");
        let mut s = table(&r);
        s["pending"]["debts"] = json!([{"debtor": "bob", "creditor": "ann", "amount": 50}]);
        assert_eq!(breaches(&r, &s), Vec::<String>::new());
    }

    #[test]
    fn a_house_from_nowhere_is_caught() {
        let r = rules("veropoly");
        let mut s = table(&r);
        prop(&mut s, "oriental-avenue")["houses"] = json!(2);
        only(
            breaches(&r, &s),
            "the building stock is not kept: 4 houses on the board and 29 in the bank make 33, 32 at the start",
        );
    }

    #[test]
    fn a_hotel_counts_as_a_hotel() {
        let r = rules("veropoly");
        let mut start = table(&r);
        for id in ["oriental-avenue", "vermont-avenue", "connecticut-avenue"] {
            prop(&mut start, id)["houses"] = json!(4);
        }
        start["bank"]["houses"] = json!(20);
        let base = r.baseline(&start).expect("a baseline");
        // The hotel takes a hotel from the bank and gives back the four houses.
        let mut s = start.clone();
        prop(&mut s, "oriental-avenue")["houses"] = json!(0);
        prop(&mut s, "oriental-avenue")["hotel"] = json!(true);
        s["bank"]["houses"] = json!(24);
        s["bank"]["hotels"] = json!(11);
        assert_eq!(r.check(&base, &s), Ok(Vec::new()));
        // A hotel that comes from nowhere.
        s["bank"]["hotels"] = json!(12);
        let broken = r.check(&base, &s).expect("a snapshot that reads");
        only(
            broken,
            "the building stock is not kept: 1 hotels on the board and 12 in the bank make 13, 12 at the start",
        );
    }

    #[test]
    fn buildings_on_a_group_not_all_one_players_are_caught() {
        let r = rules("veropoly");
        let mut s = table(&r);
        prop(&mut s, "vermont-avenue")["owner"] = json!("bob");
        only(
            breaches(&r, &s),
            "buildings on group light-blue, whose properties are not all one player's: \
             oriental-avenue ann's, vermont-avenue bob's, connecticut-avenue ann's",
        );
    }

    #[test]
    fn buildings_on_a_group_with_a_mortgaged_member_are_caught() {
        let r = rules("veropoly");
        let mut s = table(&r);
        prop(&mut s, "connecticut-avenue")["houses"] = json!(0);
        prop(&mut s, "connecticut-avenue")["mortgaged"] = json!(true);
        s["bank"]["houses"] = json!(30);
        only(
            breaches(&r, &s),
            "buildings on group light-blue, which has a mortgaged member: connecticut-avenue",
        );
    }

    #[test]
    fn uneven_building_is_caught_where_the_preset_builds_evenly() {
        let mut r = rules("veropoly");
        let mut s = table(&r);
        prop(&mut s, "oriental-avenue")["houses"] = json!(3);
        s["bank"]["houses"] = json!(27);
        only(
            breaches(&r, &s),
            "uneven building on group light-blue: oriental-avenue 3, vermont-avenue 1, connecticut-avenue 1",
        );
        // A hotel is level 5: beside four houses it is even, beside three it is not.
        let mut s = table(&r);
        for (id, houses) in [("vermont-avenue", 4), ("connecticut-avenue", 3)] {
            prop(&mut s, id)["houses"] = json!(houses);
        }
        prop(&mut s, "oriental-avenue")["houses"] = json!(0);
        prop(&mut s, "oriental-avenue")["hotel"] = json!(true);
        s["bank"]["houses"] = json!(32 - 7);
        s["bank"]["hotels"] = json!(11);
        let base = r.baseline(&table(&r)).expect("a baseline");
        only(
            r.check(&base, &s).expect("a snapshot that reads"),
            "uneven building on group light-blue: oriental-avenue 5, vermont-avenue 4, connecticut-avenue 3",
        );
        r.even_building = false;
        assert_eq!(r.check(&base, &s), Ok(Vec::new()));
    }

    #[test]
    fn a_bankrupt_player_who_keeps_anything_is_caught() {
        let r = rules("veropoly");
        let bankrupt = |s: &mut Value, who: usize| s["players"][who]["bankrupt"] = json!(true);
        // Bob, out with Reading Port still his.
        let mut s = table(&r);
        bankrupt(&mut s, 1);
        only(
            breaches(&r, &s),
            "bankrupt player bob still owns property: reading-port",
        );
        // Cid, out with his jail card.
        let mut s = table(&r);
        bankrupt(&mut s, 2);
        only(
            breaches(&r, &s),
            "bankrupt player cid still holds jail cards: 1",
        );
        // Cid, out with his card given back but a debt still owed.
        s["players"][2]["jail_cards"] = json!(0);
        assert_eq!(breaches(&r, &s), Vec::<String>::new());
        s["pending"]["debts"] = json!([{"debtor": "cid", "creditor": null, "amount": 75}]);
        only(
            breaches(&r, &s),
            "bankrupt player cid still owes a debt: $75 in all",
        );
    }

    #[test]
    fn a_snapshot_that_does_not_read_is_an_error_not_a_panic() {
        let r = rules("veropoly");
        let base = r.baseline(&table(&r)).expect("a baseline");
        for broken in [
            json!(null),
            json!({}),
            json!({"players": "ann"}),
            {
                let mut s = table(&r);
                s["bank"].as_object_mut().map(|b| b.remove("houses"));
                s
            },
            {
                let mut s = table(&r);
                s["players"][0]["cash"] = json!("lots");
                s
            },
            {
                let mut s = table(&r);
                s["properties"] = json!([]);
                s
            },
            {
                let mut s = table(&r);
                s["players"][0]["cash"] = json!(i64::MAX);
                s["players"][1]["cash"] = json!(i64::MAX);
                s["bank"]["houses"] = json!(i64::MIN);
                s
            },
        ] {
            match r.check(&base, &broken) {
                Err(e) => assert!(e.starts_with("the snapshot cannot be checked"), "{e}"),
                // Huge amounts read, and are only not conserved.
                Ok(b) => assert!(!b.is_empty(), "{broken}"),
            }
            let _ = r.baseline(&broken);
        }
    }

    #[test]
    fn the_rules_come_from_the_fixtures() {
        let r = rules("classic-short");
        assert_eq!(r.houses_per_hotel, 3);
        assert!(r.even_building && !r.negative_cash);
        let light_blue = r.groups.iter().find(|(g, _)| g == "light-blue");
        assert_eq!(light_blue.map(|(_, m)| m.len()), Some(3));
        assert!(Rules::of(&Fixtures::embedded().unwrap_or_default(), "nowhere").is_err());
    }
}
