//! The checked-in JSON Schema of the protocol (`docs/schema/`) must be exactly what the wire types generate.
//! Regenerate with `UPDATE_SCHEMA=1 cargo test -p veropoly-engine --test schema`, then review the diff.

use std::path::PathBuf;

fn check(name: &str, generated: serde_json::Value) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../docs/schema")
        .join(name);
    let text = serde_json::to_string_pretty(&generated).unwrap() + "\n";
    if std::env::var_os("UPDATE_SCHEMA").is_some() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == text,
        "{} differs from the protocol types; regenerate it with UPDATE_SCHEMA=1 and review the change",
        path.display()
    );
}

#[test]
fn checked_in_schemas_match_the_wire_types() {
    let (request, response) = veropoly_engine::protocol::wire::schemas();
    check("request.json", request);
    check("response.json", response);
}
