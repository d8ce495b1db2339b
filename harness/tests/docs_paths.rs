//! The documents name only paths inside the repository: a reader's checkout is not the machine they were written
//! on. Every Markdown file of the repository is read; an absolute path (`/home/…`, `~/…`, `C:\…`) or a relative one
//! that climbs out of the repository (`../shared/…`) is an error. Paths every Unix machine has (`/dev/null`,
//! `/bin/sh`, `/usr/bin/env`) are allowed.

use regex::Regex;
use std::path::{Path, PathBuf};

const SYSTEM_PATHS: &[&str] = &[
    "/dev/null",
    "/dev/stdin",
    "/dev/stdout",
    "/dev/stderr",
    "/dev/zero",
    "/bin/sh",
    "/usr/bin/env",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository root")
}

/// Every Markdown file under `dir`, build output and version control aside.
fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            if name != "target" && name != ".git" && name != "node_modules" {
                markdown_files(&path, out);
            }
        } else if path.extension().is_some_and(|x| x == "md") {
            out.push(path);
        }
    }
}

/// Whether `path`, read from the folder `from` (components under the repository root), stays inside it.
fn stays_inside(from: &[String], path: &str) -> bool {
    let mut at = from.to_vec();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if at.pop().is_none() {
                    return false;
                }
            }
            other => at.push(other.to_string()),
        }
    }
    true
}

fn is_absolute(token: &str) -> bool {
    let unix = (token.starts_with('/') || token.starts_with("~/"))
        && token
            .trim_start_matches(['~', '/'])
            .chars()
            .next()
            .is_some();
    let windows = token.len() > 2
        && token.as_bytes()[0].is_ascii_alphabetic()
        && token[1..].starts_with(":\\");
    (unix || windows) && !SYSTEM_PATHS.contains(&token.trim_end_matches(['.', ',', ':', ';']))
}

fn climbs(token: &str) -> bool {
    token.split('/').any(|p| p == "..")
}

/// The paths in `text` that lead outside the repository; `dir` is the document's folder under the root. A link
/// target is read from the document's folder, as Markdown does; a path elsewhere (prose, code) from the document's
/// folder and from the root, where the commands of the documents are run.
fn paths_outside(dir: &[String], text: &str) -> Vec<String> {
    let link = Regex::new(r"(?m)\]\(([^)\s]+)[^)]*\)|^\s*\[[^\]]+\]:\s*(\S+)").unwrap();
    let mut found = Vec::new();
    for c in link.captures_iter(text) {
        let target = c.get(1).or_else(|| c.get(2)).unwrap().as_str();
        let target = target.split('#').next().unwrap_or_default();
        if target.contains(':') && !is_absolute(target) {
            continue; // a URL: https:, mailto:
        }
        if is_absolute(target) || !stays_inside(dir, target) {
            found.push(target.to_string());
        }
    }
    let prose = link.replace_all(text, "]");
    let separators = |c: char| c.is_whitespace() || "`()[]<>\"',;|".contains(c);
    for token in prose.split(separators).filter(|t| !t.is_empty()) {
        if token.contains("://") {
            continue;
        }
        if is_absolute(token)
            || (climbs(token) && !(stays_inside(dir, token) && stays_inside(&[], token)))
        {
            found.push(token.to_string());
        }
    }
    found
}

#[test]
fn the_documents_name_no_path_outside_the_repository() {
    let root = root();
    let mut files = Vec::new();
    markdown_files(&root, &mut files);
    files.sort();
    for expected in ["README.md", "DEVELOPERS.md", "docs/protocol.md"] {
        assert!(
            files.contains(&root.join(expected)),
            "{expected} was not read"
        );
    }
    let mut errors = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&root).unwrap();
        let dir: Vec<String> = relative
            .parent()
            .into_iter()
            .flat_map(Path::components)
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for path in paths_outside(&dir, line) {
                errors.push(format!("{}:{}: {path}", relative.display(), n + 1));
            }
        }
    }
    assert!(
        errors.is_empty(),
        "paths outside the repository (name them from its root instead):\n{}",
        errors.join("\n")
    );
}

#[test]
fn the_check_finds_paths_outside_and_lets_paths_inside_pass() {
    let root: Vec<String> = Vec::new();
    let docs = vec!["docs".to_string()];
    let outside = [
        (
            &root,
            "the catalogue (`/work/rules/catalogue.yaml`) proposes",
        ),
        (&root, "see /home/ann/veropoly/notes.md."),
        (&root, "copied to /tmp/veropoly"),
        (&root, "install into ~/bin"),
        (&root, r"on C:\Users\ann\veropoly"),
        (&root, "the notes in ../shared/notes.md"),
        (&docs, "the notes in ../shared/notes.md"),
        (&docs, "[notes](../../shared/notes.md)"),
        (&docs, "[notes](/work/docs/notes.md)"),
        (&root, "```sh\ncd ../veropoly-engines\n```"),
    ];
    for (dir, text) in outside {
        assert!(
            !paths_outside(dir, text).is_empty(),
            "not found in {dir:?}: {text}"
        );
    }
    let inside = [
        (
            &docs,
            "[the example](../examples/python-engine/) and [protocol](protocol.md#2-the-envelope)",
        ),
        (&root, "`rules/catalogue.yaml` and docs/schema/"),
        (&root, "cat > /dev/null; #!/usr/bin/env python3"),
        (
            &root,
            "<https://example.invalid/veropoly/a/b> and/or 1/2, km/h",
        ),
        (&docs, "[the example](../examples/python-engine/README.md)"),
    ];
    for (dir, text) in inside {
        assert_eq!(
            paths_outside(dir, text),
            Vec::<String>::new(),
            "in {dir:?}: {text}"
        );
    }
}
