//! A board drawn as SVG from its fixture: forty spaces around a square, Go at the bottom right, each street with
//! its colour band and price.

use maud::{Markup, html};
use serde_json::Value;

/// One space of a board, as the fixture gives it.
#[derive(Clone, Debug)]
pub struct Space {
    pub name: String,
    pub kind: String,
    pub group: Option<String>,
    pub price: Option<i64>,
    pub rent: Vec<i64>,
    pub amount: Option<i64>,
}

/// A board: its id, name, groups (id, name) and spaces.
#[derive(Clone, Debug)]
pub struct Board {
    pub id: String,
    pub name: String,
    pub groups: Vec<(String, String)>,
    pub spaces: Vec<Space>,
}

/// The colours of the street groups, by the order in which the board's streets first name them (the printed
/// game's order: brown, light blue, pink, orange, red, yellow, green, dark blue).
const PALETTE: &[&str] = &[
    "#8b4f2c", "#a9dcf4", "#d1399a", "#f39320", "#e2231a", "#f5e11b", "#1e9e54", "#1565b0",
];

impl Board {
    pub fn from_yaml(text: &str) -> Result<Board, String> {
        let v: Value =
            serde_saphyr::from_str(text).map_err(|e| format!("a board does not load: {e}"))?;
        let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        let groups = v
            .get("groups")
            .and_then(Value::as_array)
            .map(|g| {
                g.iter()
                    .filter_map(|g| Some((s(g, "id")?, s(g, "name")?)))
                    .collect()
            })
            .unwrap_or_default();
        let spaces = v
            .get("spaces")
            .and_then(Value::as_array)
            .ok_or("a board has no spaces")?
            .iter()
            .map(|sp| Space {
                name: s(sp, "name").unwrap_or_default(),
                kind: s(sp, "kind").unwrap_or_default(),
                group: s(sp, "group"),
                price: sp.get("price").and_then(Value::as_i64),
                rent: sp
                    .get("rent")
                    .and_then(Value::as_array)
                    .map(|r| r.iter().filter_map(Value::as_i64).collect())
                    .unwrap_or_default(),
                amount: sp.get("amount").and_then(Value::as_i64),
            })
            .collect();
        Ok(Board {
            id: s(&v, "id").unwrap_or_default(),
            name: s(&v, "name").unwrap_or_default(),
            groups,
            spaces,
        })
    }

    /// The colour of a street group; other groups have none.
    pub fn colour(&self, group: &str) -> Option<&'static str> {
        let mut order: Vec<&str> = Vec::new();
        for sp in self.spaces.iter().filter(|s| s.kind == "street") {
            if let Some(g) = sp.group.as_deref()
                && !order.contains(&g)
            {
                order.push(g);
            }
        }
        let i = order.iter().position(|g| *g == group)?;
        PALETTE.get(i).copied()
    }

    pub fn group_name(&self, group: &str) -> String {
        self.groups
            .iter()
            .find(|(id, _)| id == group)
            .map(|(_, n)| n.clone())
            .unwrap_or_else(|| group.to_string())
    }
}

const SIZE: f64 = 1000.0;
const CORNER: f64 = 130.0;
const BAND: f64 = 22.0;

/// Where space `i` of 40 stands: its rectangle, and the side of it that faces the middle of the board.
fn place(i: usize) -> (f64, f64, f64, f64, Side) {
    let cell = (SIZE - 2.0 * CORNER) / 9.0;
    match i {
        0 => (SIZE - CORNER, SIZE - CORNER, CORNER, CORNER, Side::None),
        1..=9 => (
            SIZE - CORNER - cell * i as f64,
            SIZE - CORNER,
            cell,
            CORNER,
            Side::Top,
        ),
        10 => (0.0, SIZE - CORNER, CORNER, CORNER, Side::None),
        11..=19 => (
            0.0,
            SIZE - CORNER - cell * (i - 10) as f64,
            CORNER,
            cell,
            Side::Right,
        ),
        20 => (0.0, 0.0, CORNER, CORNER, Side::None),
        21..=29 => (
            CORNER + cell * (i - 21) as f64,
            0.0,
            cell,
            CORNER,
            Side::Bottom,
        ),
        30 => (SIZE - CORNER, 0.0, CORNER, CORNER, Side::None),
        _ => (
            SIZE - CORNER,
            CORNER + cell * (i - 31) as f64,
            CORNER,
            cell,
            Side::Left,
        ),
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Side {
    None,
    Top,
    Right,
    Bottom,
    Left,
}

/// Words broken into lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for w in text.split_whitespace() {
        match lines.last_mut() {
            Some(l) if l.len() + 1 + w.len() <= width => {
                l.push(' ');
                l.push_str(w);
            }
            _ => lines.push(w.to_string()),
        }
    }
    lines
}

/// What a space's tooltip says.
pub fn describe(board: &Board, sp: &Space) -> String {
    let mut out = sp.name.clone();
    if let Some(g) = &sp.group {
        out.push_str(&format!(" ({})", board.group_name(g)));
    }
    if let Some(p) = sp.price {
        out.push_str(&format!(", price ${p}"));
    }
    if !sp.rent.is_empty() {
        let r: Vec<String> = sp.rent.iter().map(|r| format!("${r}")).collect();
        out.push_str(&format!(", rent {}", r.join(" / ")));
    }
    if let Some(a) = sp.amount {
        out.push_str(&format!(", ${a}"));
    }
    out
}

/// The board as an SVG element.
pub fn svg(board: &Board) -> Markup {
    draw(board, None)
}

/// The board as a heat map: each space shaded by its share of `shares` (percent of all rolls, by space), and the
/// share written under its name.
pub fn heatmap(board: &Board, shares: &[f64]) -> Markup {
    draw(board, Some(shares))
}

/// The board's look, for an SVG file that stands alone (the book's pages take it from their stylesheet).
const STANDALONE_CSS: &str = ".board-ground{fill:#e9f2e4;stroke:#2f3b2a;stroke-width:3}\
.space-box{stroke:#2f3b2a;stroke-width:1.2}.band{stroke:#2f3b2a;stroke-width:1.2}\
.space-name{font:600 10.5px sans-serif;fill:#1d2330}.space-price,.space-share{font:11px sans-serif;fill:#3b4a66}\
.space-share{font-weight:700}.board-title{font:700 44px sans-serif;fill:#2f3b2a}\
.board-subtitle{font:18px sans-serif;fill:#5b6475}.on-dark{fill:#fff}";

/// A heat map as an SVG file of its own, with its title in the middle.
pub fn heatmap_file(board: &Board, shares: &[f64], title: &str) -> String {
    let svg = heatmap(board, shares).into_string();
    let svg = svg.replacen("<rect", &format!("<style>{STANDALONE_CSS}</style><rect"), 1);
    let subtitle = format!("{} spaces · {}", board.spaces.len(), board.id);
    let caption = maud::html! { (title) }.into_string();
    svg.replace(&subtitle, &caption)
}

/// A shade from white (none) to deep red (the most).
fn heat(share: f64, max: f64) -> String {
    let t = if max > 0.0 {
        (share / max).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (r, g, b) = (
        255.0 - t * (255.0 - 200.0),
        255.0 - t * (255.0 - 30.0),
        255.0 - t * (255.0 - 30.0),
    );
    format!("#{:02x}{:02x}{:02x}", r as u8, g as u8, b as u8)
}

fn draw(board: &Board, shares: Option<&[f64]>) -> Markup {
    // The scale is set by the second-highest share, so that one space far above the rest (the jail, usually)
    // does not wash every other one out; that one is drawn at full strength.
    // Shades run from 60% of the average share (white; the card spaces, where a move rarely ends, fall below)
    // to that one (deep red).
    let (lo, max) = shares.map_or((0.0, 0.0), |s| {
        let mut v: Vec<f64> = s.to_vec();
        v.sort_by(|a, b| b.total_cmp(a));
        let hi = v.get(1).or(v.first()).copied().unwrap_or(0.0);
        let mean = v.iter().sum::<f64>() / v.len().max(1) as f64;
        ((0.6 * mean).min(hi), hi)
    });
    let level = |i: usize| {
        let x = shares.and_then(|s| s.get(i).copied()).unwrap_or(0.0);
        if max > lo {
            ((x - lo) / (max - lo)).clamp(0.0, 1.0)
        } else {
            0.0
        }
    };
    let dark = |i: usize| shares.is_some() && level(i) > 0.75;
    let spaces: Vec<(usize, &Space)> = board.spaces.iter().enumerate().take(40).collect();
    html! {
        svg class="board" viewBox={"0 0 " (SIZE) " " (SIZE)} role="img"
            aria-label=(board.name) xmlns="http://www.w3.org/2000/svg" {
            rect x="0" y="0" width=(SIZE) height=(SIZE) class="board-ground" {}
            text x=(SIZE / 2.0) y=(SIZE / 2.0) text-anchor="middle" class="board-title" { (board.name) }
            text x=(SIZE / 2.0) y=(SIZE / 2.0 + 34.0) text-anchor="middle" class="board-subtitle" {
                (board.spaces.len()) " spaces · " (board.id)
            }
            @for (i, sp) in &spaces {
                @let (x, y, w, h, side) = place(*i);
                @let colour = sp.group.as_deref().and_then(|g| board.colour(g));
                g class={"space kind-" (sp.kind)} {
                    title { (i) ": " (describe(board, sp)) }
                    @match shares {
                        Some(s) => rect x=(x) y=(y) width=(w) height=(h) class="space-box"
                            style={"fill:" (heat(level(*i).min(if s.is_empty() { 0.0 } else { 1.0 }), 1.0))} {},
                        None => rect x=(x) y=(y) width=(w) height=(h) class="space-box" {},
                    }
                    @if let Some(c) = colour {
                        @let (bx, by, bw, bh) = match side {
                            Side::Top => (x, y, w, BAND),
                            Side::Bottom => (x, y + h - BAND, w, BAND),
                            Side::Right => (x + w - BAND, y, BAND, h),
                            Side::Left => (x, y, BAND, h),
                            Side::None => (x, y, w, BAND),
                        };
                        rect x=(bx) y=(by) width=(bw) height=(bh) fill=(c) class="band" {}
                    }
                    @let (tx, ty0, width) = match side {
                        Side::Top => (x + w / 2.0, y + BAND + 16.0, 12),
                        Side::Bottom => (x + w / 2.0, y + 18.0, 12),
                        Side::Right => (x + (w - BAND) / 2.0, y + 18.0, 18),
                        Side::Left => (x + BAND + (w - BAND) / 2.0, y + 18.0, 18),
                        Side::None => (x + w / 2.0, y + h / 2.0 - 8.0, 16),
                    };
                    @for (n, line) in wrap(&sp.name, width).iter().enumerate() {
                        text x=(tx) y=(ty0 + 13.0 * n as f64) text-anchor="middle"
                            class={"space-name" @if dark(*i) { " on-dark" }} { (line) }
                    }
                    @let py = match side {
                        Side::Bottom => y + h - BAND - 8.0,
                        _ => y + h - 8.0,
                    };
                    @if let Some(s) = shares {
                        text x=(tx) y=(py) text-anchor="middle"
                            class={"space-share" @if dark(*i) { " on-dark" }} {
                            (format!("{:.2}%", s.get(*i).copied().unwrap_or(0.0)))
                        }
                    } @else if let Some(p) = sp.price.or(sp.amount) {
                        text x=(tx) y=(py) text-anchor="middle" class="space-price" { "$" (p) }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forty_spaces_tile_the_edge_of_the_board() {
        let mut area = 0.0;
        for i in 0..40 {
            let (x, y, w, h, _) = place(i);
            assert!(x >= 0.0 && y >= 0.0 && x + w <= SIZE + 1e-9 && y + h <= SIZE + 1e-9);
            area += w * h;
        }
        let inner = (SIZE - 2.0 * CORNER) * (SIZE - 2.0 * CORNER);
        assert!((area - (SIZE * SIZE - inner)).abs() < 1e-6);
    }

    #[test]
    fn names_wrap_at_word_boundaries() {
        assert_eq!(
            wrap("Mediterranean Avenue", 12),
            vec!["Mediterranean", "Avenue"]
        );
        assert_eq!(wrap("Go to Jail", 12), vec!["Go to Jail"]);
    }
}
