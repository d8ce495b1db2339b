//! Creating a game: the preset with its house rules merged in, the board and decks (by id or inline), the
//! players, the seed and the injected chance of `new_game`.

use super::*;

/// Merges house-rule overrides into a preset ([`load::merge`]), as a refused request.
pub(super) fn merge(
    base: &mut serde_json::Value,
    over: &serde_json::Value,
    path: &str,
) -> Result<(), Outcome> {
    load::merge(base, over, path).map_err(|e| error(ErrorCode::InvalidRequest, e))
}

/// The preset of `ng`'s variant with `ng`'s house rules merged in.
pub(super) fn preset_with_house_rules(ng: &NewGame) -> Result<serde_json::Value, Outcome> {
    let mut value =
        load::preset_value(&ng.variant).map_err(|e| error(ErrorCode::UnsupportedVariant, e))?;
    let overrides = serde_json::Value::Object(ng.house_rules.clone().into_iter().collect());
    merge(&mut value, &overrides, "")?;
    Ok(value)
}

pub(super) fn new_game(
    ng: &NewGame,
    faults: Option<&crate::faults::Faults>,
) -> Result<Game, Outcome> {
    if !SUPPORTED_VARIANTS.contains(&ng.variant.as_str()) {
        return Err(error(
            ErrorCode::UnsupportedVariant,
            format!("this engine does not play {:?}", ng.variant),
        ));
    }
    let mut value = preset_with_house_rules(ng)?;
    crate::data::played(&ng.variant, &value)
        .map_err(|e| error(ErrorCode::UnsupportedVariant, e))?;
    if let Some(f) = faults {
        merge(&mut value, &serde_json::Value::Object(f.rules.clone()), "")?;
    }
    let rules = load::rules(value)
        .map_err(|e| error(ErrorCode::InvalidRequest, format!("house rules: {e}")))?;
    let fixture = |e: String| error(ErrorCode::InvalidFixture, e);
    let board_data: BoardData = match &ng.board {
        None => load::board(&rules.board).map_err(fixture)?,
        Some(FixtureRef::Id { id }) => load::board(id).map_err(fixture)?,
        Some(FixtureRef::Inline { data }) => serde_json::from_value(data.clone())
            .map_err(|e| error(ErrorCode::InvalidFixture, format!("board: {e}")))?,
    };
    let board =
        Arc::new(Board::compile(&board_data).map_err(|e| error(ErrorCode::InvalidFixture, e))?);
    let deck_refs: Vec<FixtureRef> = match &ng.decks {
        Some(d) => d.clone(),
        None => rules
            .decks
            .values()
            .map(|id| FixtureRef::Id { id: id.clone() })
            .collect(),
    };
    let mut decks = Vec::new();
    for r in &deck_refs {
        let data: DeckData = match r {
            FixtureRef::Id { id } => load::deck(id).map_err(fixture)?,
            FixtureRef::Inline { data } => serde_json::from_value(data.clone())
                .map_err(|e| error(ErrorCode::InvalidFixture, format!("deck: {e}")))?,
        };
        let data = match faults {
            Some(f) if f.code.card_amounts_differ => ten_dollars_more(data),
            _ => data,
        };
        decks.push(Deck::compile(&data, &board).map_err(|e| error(ErrorCode::InvalidFixture, e))?);
    }
    let tokens_ignored = faults.is_some_and(|f| f.code.tokens_ignored);
    let players: Vec<PlayerSetup> = ng
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PlayerSetup {
            id: p.id.clone(),
            name: p.name.clone().unwrap_or_else(|| p.id.clone()),
            token: if tokens_ignored {
                Some(format!("seat {i}"))
            } else {
                p.token.clone()
            },
            team: p.team.clone(),
        })
        .collect();
    let find = |id: &str| {
        players
            .iter()
            .position(|p| p.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| rejected(Reason::NoSuchPlayer.into()))
    };
    let turn_order = match &ng.turn_order {
        Some(o) => Some(o.iter().map(|id| find(id)).collect::<Result<Vec<_>, _>>()?),
        None => None,
    };
    let banker = match &ng.banker {
        Some(b) => Some(find(b)?),
        None => None,
    };
    let deal = match &ng.deal {
        Some(map) => {
            let mut hands = vec![Vec::new(); players.len()];
            for (who, deeds) in map {
                let i = find(who)? as usize;
                for d in deeds {
                    let q = board
                        .prop_index(d)
                        .ok_or_else(|| rejected(Reason::NoSuchProperty.into()))?;
                    hands[i].push(q);
                }
            }
            Some(hands)
        }
        None => None,
    };
    Game::new(GameSetup {
        deal,
        rules,
        board,
        decks,
        players,
        starting_cash: ng.starting_cash,
        seed: ng.seed ^ faults.map_or(0, |f| f.seed_xor),
        turn_order,
        banker,
    })
    .map(|mut g| {
        if let Some(f) = faults {
            g.set_faults(f.code);
        }
        g
    })
    .map_err(rejected)
}

/// The fault `card_amounts_differ`: every amount a card collects or pays, $10 more.
fn ten_dollars_more(mut data: DeckData) -> DeckData {
    use crate::data::CardEffectData as E;
    for c in &mut data.cards {
        match &mut c.effect {
            E::Collect { amount }
            | E::Pay { amount }
            | E::PayEachPlayer { amount }
            | E::CollectFromEachPlayer { amount } => *amount += 10,
            E::Repairs {
                per_house,
                per_hotel,
            } => {
                *per_house += 10;
                *per_hotel += 10;
            }
            _ => {}
        }
    }
    data
}
