//! The variants side by side, topic by topic, read from their presets: every switch and amount an engine is given,
//! with the comment the preset gives it. The topics are the preset's own sections (`# ---- set-up`).

use serde_json::Value;
use std::collections::BTreeMap;

/// One switch or amount: its dotted path and, per variant, its value and the preset's comment on it.
#[derive(Clone, Debug)]
pub struct Row {
    pub path: String,
    pub cells: Vec<Option<(String, String)>>,
}

impl Row {
    /// Whether the variants give it different values.
    pub fn differs(&self) -> bool {
        let mut values = self.cells.iter().map(|c| c.as_ref().map(|(v, _)| v));
        let first = values.next().flatten();
        values.any(|v| v != first)
    }
}

/// A topic of the presets with its rows.
#[derive(Clone, Debug)]
pub struct Topic {
    pub name: String,
    pub rows: Vec<Row>,
}

/// A value as one short line of text.
fn show(v: &Value) -> String {
    match v {
        Value::Null => "none".to_string(),
        Value::String(s) => s.clone(),
        Value::Array(items) if items.iter().all(|i| !i.is_object() && !i.is_array()) => {
            format!(
                "[{}]",
                items.iter().map(show).collect::<Vec<_>>().join(", ")
            )
        }
        Value::Object(m) if m.is_empty() => "{}".to_string(),
        other => other.to_string(),
    }
}

fn flatten(prefix: &str, v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(m) if !m.is_empty() => {
            for (k, v) in m {
                let path = if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                };
                flatten(&path, v, out);
            }
        }
        _ => out.push((prefix.to_string(), show(v))),
    }
}

/// The comment at the end of each key's line, by dotted path (a key inside a flow map takes its parent's line).
fn comments(text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack: Vec<(usize, String)> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('#') || trimmed.starts_with('-') || trimmed.is_empty() {
            continue;
        }
        let indent = line.len() - trimmed.len();
        let Some((key, rest)) = trimmed.split_once(':') else {
            continue;
        };
        if key.contains(' ') || key.is_empty() {
            continue;
        }
        while stack.last().is_some_and(|(i, _)| *i >= indent) {
            stack.pop();
        }
        let path = stack
            .iter()
            .map(|(_, k)| k.as_str())
            .chain([key])
            .collect::<Vec<_>>()
            .join(".");
        if let Some((_, c)) = rest.split_once(" # ") {
            out.insert(path.clone(), c.trim().to_string());
        }
        stack.push((indent, key.to_string()));
    }
    out
}

/// The sections of a preset: each top-level key with the section it stands in.
fn sections(text: &str) -> Vec<(String, String)> {
    let mut section = "identity".to_string();
    let mut out = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# ---") {
            let name = rest.trim_start_matches('-').trim();
            if !name.is_empty() {
                section = name.to_string();
            }
        } else if !line.starts_with([' ', '#', '-'])
            && let Some((key, _)) = line.split_once(':')
            && !key.is_empty()
            && !key.contains(' ')
        {
            out.push((key.to_string(), section.clone()));
        }
    }
    out
}

/// The topics of `presets` ((variant, YAML text) in the order of the columns).
pub fn topics(presets: &[(String, String)]) -> Result<Vec<Topic>, String> {
    let mut topics: Vec<Topic> = Vec::new();
    let mut where_of: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let n = presets.len();
    for (col, (variant, text)) in presets.iter().enumerate() {
        let value: Value = serde_saphyr::from_str(text)
            .map_err(|e| format!("the preset of {variant} does not load: {e}"))?;
        let notes = comments(text);
        let section_of: BTreeMap<String, String> = sections(text).into_iter().collect();
        let mut flat = Vec::new();
        flatten("", &value, &mut flat);
        // Keep the preset's own order of keys, not the map's.
        let order: Vec<String> = sections(text).into_iter().map(|(k, _)| k).collect();
        flat.sort_by_key(|(p, _)| {
            let top = p.split('.').next().unwrap_or(p);
            order.iter().position(|k| k == top).unwrap_or(usize::MAX)
        });
        for (path, shown) in flat {
            let top = path.split('.').next().unwrap_or(&path).to_string();
            let note = notes
                .get(&path)
                .or_else(|| {
                    path.rsplit_once('.')
                        .and_then(|(parent, _)| notes.get(parent))
                })
                .cloned()
                .unwrap_or_default();
            let (t, r) = match where_of.get(&path) {
                Some(&at) => at,
                None => {
                    let section = section_of
                        .get(&top)
                        .cloned()
                        .unwrap_or_else(|| "other".into());
                    let t = match topics.iter().position(|t| t.name == section) {
                        Some(t) => t,
                        None => {
                            topics.push(Topic {
                                name: section,
                                rows: Vec::new(),
                            });
                            topics.len() - 1
                        }
                    };
                    topics[t].rows.push(Row {
                        path: path.clone(),
                        cells: vec![None; n],
                    });
                    let at = (t, topics[t].rows.len() - 1);
                    where_of.insert(path.clone(), at);
                    at
                }
            };
            topics[t].rows[r].cells[col] = Some((shown, note));
        }
    }
    Ok(topics)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_follow_the_sections_and_carry_their_comments() {
        let a = "id: a\n# ---- money\ngo: {pass_salary: 200}   # A-GO-01\njail:\n  fine: 50   # A-JAIL-07\n";
        let b = "id: b\n# ---- money\ngo: {pass_salary: 300}\njail:\n  fine: 50\n";
        let t = topics(&[("a".into(), a.into()), ("b".into(), b.into())]).unwrap();
        assert_eq!(t[0].name, "identity");
        assert_eq!(t[1].name, "money");
        let go = &t[1].rows[0];
        assert_eq!(go.path, "go.pass_salary");
        assert_eq!(go.cells[0], Some(("200".into(), "A-GO-01".into())));
        assert!(go.differs());
        let fine = &t[1].rows[1];
        assert_eq!(fine.cells[0], Some(("50".into(), "A-JAIL-07".into())));
        assert!(!fine.differs());
    }
}
