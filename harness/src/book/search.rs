//! The search box's index: every rule of every variant and every ruling, as a script that sets one global (a page
//! opened from `file://` may not fetch a JSON file, but it may load a script).

use super::html::Site;
use serde::Serialize;

#[derive(Serialize)]
struct Entry<'a> {
    /// The rule id, or the ruling's heading.
    id: &'a str,
    /// The variant, or "rulings".
    of: &'a str,
    /// The rule's statement.
    text: String,
    url: String,
}

pub fn index(site: &Site) -> String {
    let mut entries = Vec::new();
    for v in &site.variants {
        for r in v.book.rules() {
            entries.push(Entry {
                id: &r.entry.id,
                of: &v.book.id,
                text: r
                    .entry
                    .rule
                    .trim_start_matches("[proposed]")
                    .trim()
                    .to_string(),
                url: format!("{}.html#{}", v.book.id, r.entry.id),
            });
        }
    }
    // Every heading counts towards the numbering of repeated ones, as on the rulings page.
    let mut slugs = super::html::Slugger::default();
    for line in site.rulings_markdown.lines() {
        let Some(heading) = line.strip_prefix('#') else {
            continue;
        };
        let url = format!(
            "rulings.html#{}",
            slugs.anchor(heading.trim_start_matches('#'))
        );
        if let Some(heading) = line.strip_prefix("### ") {
            entries.push(Entry {
                id: "ruling",
                of: "rulings",
                text: heading.trim().to_string(),
                url,
            });
        }
    }
    let json = serde_json::to_string(&entries).unwrap_or_else(|_| "[]".to_string());
    // A `</script>` in the data could not end the script this is loaded as, but keep `<` out all the same.
    format!(
        "window.VEROPOLY_SEARCH = {};\n",
        json.replace('<', "\\u003c")
    )
}
