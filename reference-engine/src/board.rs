//! A board compiled from its data into compact lookup tables, and decks compiled into card effects.

use crate::data::{BoardData, CardEffectData, DeckData, NearestKind, SpaceKindData};

/// What a space does, with indices in place of names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpaceKind {
    Go,
    /// A buyable space; the index is into [`Board::props`].
    Property(u8),
    Tax {
        amount: i64,
        percent: Option<i64>,
    },
    Card {
        slot: u8,
    },
    Jail,
    FreeParking,
    GoToJail,
    Vacation,
    Bonus {
        amount: i64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropKind {
    Street,
    Station,
    Utility,
}

#[derive(Clone, Debug)]
pub struct Prop {
    pub space: u8,
    pub kind: PropKind,
    pub group: u8,
    pub price: i64,
    pub mortgage: i64,
    /// Streets: base, 1..4 houses, hotel. Stations: by count held. Utilities: dice multipliers by count held.
    pub rent: Vec<i64>,
    pub house_cost: i64,
    pub hotel_cost: i64,
}

#[derive(Clone, Debug)]
pub struct Space {
    pub id: String,
    pub name: String,
    pub kind: SpaceKind,
}

#[derive(Clone, Debug)]
pub struct Board {
    pub id: String,
    pub spaces: Vec<Space>,
    pub props: Vec<Prop>,
    /// Property indices of each group.
    pub groups: Vec<Vec<u8>>,
    pub group_ids: Vec<String>,
    pub jail: u8,
    /// Deck slot names ("chance", "community-chest", ...), indexed by `SpaceKind::Card::slot`.
    pub slots: Vec<String>,
}

impl Board {
    pub fn compile(data: &BoardData) -> Result<Board, String> {
        let n = data.spaces.len();
        if !(4..=200).contains(&n) {
            return Err(format!("a board needs 4 to 200 spaces, this one has {n}"));
        }
        let mut group_ids: Vec<String> = data.groups.iter().map(|g| g.id.clone()).collect();
        let mut groups: Vec<Vec<u8>> = vec![Vec::new(); group_ids.len()];
        let mut slots: Vec<String> = Vec::new();
        let mut props = Vec::new();
        let mut spaces = Vec::with_capacity(n);
        let mut jail = None;
        for (i, s) in data.spaces.iter().enumerate() {
            if data.spaces[..i].iter().any(|o| o.id == s.id) {
                return Err(format!("space id {:?} appears twice", s.id));
            }
            let need = |v: Option<i64>, what: &str| {
                v.ok_or_else(|| format!("space {:?} lacks {what}", s.id))
            };
            let kind = match s.kind {
                SpaceKindData::Go => SpaceKind::Go,
                SpaceKindData::Street | SpaceKindData::Station | SpaceKindData::Utility => {
                    let gname = s
                        .group
                        .clone()
                        .ok_or_else(|| format!("space {:?} lacks a group", s.id))?;
                    let g = match group_ids.iter().position(|g| *g == gname) {
                        Some(g) => g,
                        None => {
                            group_ids.push(gname);
                            groups.push(Vec::new());
                            group_ids.len() - 1
                        }
                    };
                    let price = need(s.price, "a price")?;
                    let (kind, rent) = match s.kind {
                        SpaceKindData::Street => {
                            if s.rent.len() != 6 {
                                return Err(format!("street {:?} needs 6 rents", s.id));
                            }
                            (PropKind::Street, s.rent.clone())
                        }
                        SpaceKindData::Station => {
                            if s.rent.is_empty() {
                                return Err(format!("station {:?} needs rents", s.id));
                            }
                            (PropKind::Station, s.rent.clone())
                        }
                        _ => {
                            if s.multipliers.is_empty() {
                                return Err(format!("utility {:?} needs multipliers", s.id));
                            }
                            (PropKind::Utility, s.multipliers.clone())
                        }
                    };
                    let house_cost = s.house_cost.unwrap_or(0);
                    let p = props.len() as u8;
                    groups[g].push(p);
                    props.push(Prop {
                        space: i as u8,
                        kind,
                        group: g as u8,
                        price,
                        mortgage: s.mortgage.unwrap_or(price / 2),
                        rent,
                        house_cost,
                        hotel_cost: s.hotel_cost.unwrap_or(house_cost),
                    });
                    SpaceKind::Property(p)
                }
                SpaceKindData::Tax => SpaceKind::Tax {
                    amount: s.amount.unwrap_or(0),
                    percent: s.percent,
                },
                SpaceKindData::Card => {
                    let slot = s
                        .deck
                        .clone()
                        .ok_or_else(|| format!("card space {:?} names no deck", s.id))?;
                    let idx = match slots.iter().position(|x| *x == slot) {
                        Some(i) => i,
                        None => {
                            slots.push(slot);
                            slots.len() - 1
                        }
                    };
                    SpaceKind::Card { slot: idx as u8 }
                }
                SpaceKindData::Jail => {
                    jail.get_or_insert(i as u8);
                    SpaceKind::Jail
                }
                SpaceKindData::FreeParking => SpaceKind::FreeParking,
                SpaceKindData::GoToJail => SpaceKind::GoToJail,
                SpaceKindData::Vacation => SpaceKind::Vacation,
                SpaceKindData::Bonus => SpaceKind::Bonus {
                    amount: need(s.amount, "an amount")?,
                },
            };
            spaces.push(Space {
                id: s.id.clone(),
                name: s.name.clone(),
                kind,
            });
        }
        if props.len() > 250 {
            return Err("a board may hold at most 250 properties".into());
        }
        let jail = jail.ok_or("the board has no jail space")?;
        Ok(Board {
            id: data.id.clone(),
            spaces,
            props,
            groups,
            group_ids,
            jail,
            slots,
        })
    }

    pub fn len(&self) -> u8 {
        self.spaces.len() as u8
    }

    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty()
    }

    pub fn space_index(&self, id: &str) -> Option<u8> {
        self.spaces.iter().position(|s| s.id == id).map(|i| i as u8)
    }

    pub fn prop_index(&self, id: &str) -> Option<u8> {
        let s = self.space_index(id)?;
        match self.spaces[s as usize].kind {
            SpaceKind::Property(p) => Some(p),
            _ => None,
        }
    }

    pub fn prop_id(&self, p: u8) -> &str {
        &self.spaces[self.props[p as usize].space as usize].id
    }
}

/// A compiled card effect: spaces as indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    AdvanceTo(u8),
    AdvanceToNearest {
        kind: PropKind,
        rent_multiplier: Option<i64>,
        dice_multiplier: Option<i64>,
    },
    MoveBack(u8),
    GoToJail,
    JailFree,
    Collect(i64),
    Pay(i64),
    Repairs {
        per_house: i64,
        per_hotel: i64,
    },
    PayEachPlayer(i64),
    CollectFromEachPlayer(i64),
}

#[derive(Clone, Debug)]
pub struct Card {
    pub id: String,
    pub effect: Effect,
}

#[derive(Clone, Debug)]
pub struct Deck {
    pub id: String,
    pub slot: String,
    pub cards: Vec<Card>,
}

impl Deck {
    pub fn compile(data: &DeckData, board: &Board) -> Result<Deck, String> {
        if data.cards.is_empty() || data.cards.len() > 250 {
            return Err(format!("deck {:?} must hold 1 to 250 cards", data.id));
        }
        let mut cards = Vec::with_capacity(data.cards.len());
        for c in &data.cards {
            let effect = match &c.effect {
                CardEffectData::AdvanceTo { space } => Effect::AdvanceTo(
                    board
                        .space_index(space)
                        .ok_or_else(|| format!("card {:?} names unknown space {space:?}", c.id))?,
                ),
                CardEffectData::AdvanceToNearest {
                    kind,
                    rent_multiplier,
                    dice_multiplier,
                } => Effect::AdvanceToNearest {
                    kind: match kind {
                        NearestKind::Station => PropKind::Station,
                        NearestKind::Utility => PropKind::Utility,
                    },
                    rent_multiplier: *rent_multiplier,
                    dice_multiplier: *dice_multiplier,
                },
                CardEffectData::MoveBack { spaces } => Effect::MoveBack(*spaces),
                CardEffectData::GoToJail {} => Effect::GoToJail,
                CardEffectData::JailFree {} => Effect::JailFree,
                CardEffectData::Collect { amount } => Effect::Collect(*amount),
                CardEffectData::Pay { amount } => Effect::Pay(*amount),
                CardEffectData::Repairs {
                    per_house,
                    per_hotel,
                } => Effect::Repairs {
                    per_house: *per_house,
                    per_hotel: *per_hotel,
                },
                CardEffectData::PayEachPlayer { amount } => Effect::PayEachPlayer(*amount),
                CardEffectData::CollectFromEachPlayer { amount } => {
                    Effect::CollectFromEachPlayer(*amount)
                }
            };
            cards.push(Card {
                id: c.id.clone(),
                effect,
            });
        }
        Ok(Deck {
            id: data.id.clone(),
            slot: data.slot.clone(),
            cards,
        })
    }
}
