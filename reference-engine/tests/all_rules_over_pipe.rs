//! The mutation road (`cargo mutants`, see DEVELOPERS.md): the whole rule suite, every variant the engine
//! announces, and each named house rule flipped in turn (so that the scenarios of `@house-rule-…` settings, such
//! as the online edition's auctions, run too), by a harness built beforehand from the unmutated tree
//! (`VEROPOLY_HARNESS`) against this package's own engine binary over the pipe. A mutant of the rules core then
//! rebuilds only this package, not the harness. Ignored in a plain `cargo test`, where `harness/tests/features.rs`
//! runs the same suite through the same pipe; a mutation run passes `--include-ignored`, and then a missing
//! `VEROPOLY_HARNESS` is an error.

use std::process::Command;

#[test]
#[ignore = "the mutation road: run with --include-ignored and VEROPOLY_HARNESS set to a built harness"]
fn the_whole_suite_passes_over_the_pipe() {
    let harness = std::env::var("VEROPOLY_HARNESS").expect(
        "VEROPOLY_HARNESS names the harness binary (cargo build --release -p veropoly-harness)",
    );
    let status = Command::new(&harness)
        .args([
            "certify",
            "--each-house-rule",
            "--fail-fast",
            "--max-failures",
            "5",
            "--engine",
        ])
        .arg(env!("CARGO_BIN_EXE_veropoly-engine"))
        .status()
        .expect("the harness runs");
    assert!(status.success(), "the suite failed against the engine");
}
