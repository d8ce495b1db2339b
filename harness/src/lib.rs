//! The veropoly harness: drives any engine that speaks the protocol (`docs/protocol.md`) through the feature files
//! and certifies it, variant by variant and rule by rule.
//!
//! **Architecture invariant:** the harness knows engines only through the protocol. It reads every answer with its
//! own wire types ([`wire`]), never the reference engine's.

pub mod blame;
pub mod blocking;
pub mod book;
pub mod certify;
pub mod diff;
pub mod document;
pub mod driver;
pub mod embedded;
pub mod exact;
pub mod explain;
pub mod fixtures;
pub mod lint;
pub mod report;
pub mod runner;
pub mod simulate;
pub mod smoke;
pub mod steps;
pub mod switches;
pub mod ways;
pub mod wire;
pub mod world;

use std::path::PathBuf;

/// The project's feature files, where the harness was built.
pub fn default_features_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../features")
}
