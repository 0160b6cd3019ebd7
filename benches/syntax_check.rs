//! Syntax-check cost: how long re-parsing one candidate takes, per input of
//! the benchmark corpus and the examples, next to the oracle time it can
//! save. Candidates are the input with a random tenth of the nodes of one
//! HDD level removed (as ProbDD's early tests look), 100 per input. For
//! inputs the driver checks incrementally (256 KiB and up), the cost of that
//! check is given too: one parse of the source per pass, then a re-parse of
//! each candidate from it.
//!
//! `cargo bench --bench syntax_check [-- FILE...]`

use reduce::algo::rng::Rng;
use reduce::candidate::Rendering;
use reduce::frontend::{self, INCREMENTAL_FROM, SyntaxCheck};
use reduce::tree::{Edits, Tree, rendering};
use std::path::{Path, PathBuf};
use std::time::Instant;

const CANDIDATES: usize = 100;

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .map(PathBuf::from)
        .collect();
    if files.is_empty() {
        let cases = manifest.join("benches/cases");
        for case in ["c-gcc-waddress/bug.c", "c-tcc-pragma-pack/bug.c"] {
            files.push(cases.join(case));
        }
        files.push(cases.join("js-mustache-partial/crash.js"));
        files.push(cases.join("xml-dbus-installfiles/doc.xml"));
        files.push(cases.join("cpp-clang-layout-compatible/bug.ii"));
        for example in [
            "c/bug.c",
            "cpp/bug.ii",
            "javascript/crash.js",
            "xml/dashboard-card.xml",
        ] {
            files.push(manifest.join("examples").join(example));
        }
    }
    println!(
        "{:<48} {:>10} {:>9} {:>11} {:>9} {:>9} {:>13} {:>11}",
        "input", "lang", "bytes", "ms/parse", "MB/s", "rejected", "ms/increment", "ms/rebase"
    );
    for file in files {
        let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let lang = frontend::detect(&file, &bytes);
        let tree = frontend::parse(lang, bytes).expect("bench inputs parse");
        let candidates = candidates(&tree);
        let mut check = SyntaxCheck::new(lang, tree.source());
        let started = Instant::now();
        let rejected = candidates
            .iter()
            .filter(|c| !check.accepts(&c.bytes))
            .count();
        let elapsed = started.elapsed().as_secs_f64();
        let total: usize = candidates.iter().map(|c| c.bytes.len()).sum();
        let (increment, rebase) = if tree.source().len() >= INCREMENTAL_FROM {
            let started = Instant::now();
            check.rebase(tree.source());
            let rebase = started.elapsed().as_secs_f64();
            let started = Instant::now();
            let rejected_too = candidates
                .iter()
                .filter(|c| !check.accepts_changed(&c.bytes, &c.changes))
                .count();
            let increment = started.elapsed().as_secs_f64() / candidates.len() as f64;
            assert_eq!(rejected_too, rejected, "incremental and full checks differ");
            (
                format!("{:.3}", increment * 1e3),
                format!("{:.1}", rebase * 1e3),
            )
        } else {
            ("-".to_string(), "-".to_string())
        };
        let name = file
            .strip_prefix(manifest.join(".."))
            .or_else(|_| file.strip_prefix(manifest))
            .unwrap_or(&file);
        println!(
            "{:<48} {:>10} {:>9} {:>11.3} {:>9.1} {:>8}% {:>13} {:>11}",
            name.display(),
            lang.name(),
            tree.source().len(),
            elapsed * 1e3 / candidates.len() as f64,
            total as f64 / elapsed / 1e6,
            rejected * 100 / candidates.len(),
            increment,
            rebase
        );
    }
}

/// Candidates of several levels, each missing a random tenth of the level.
fn candidates(tree: &Tree) -> Vec<Rendering> {
    let edits = Edits::new(tree);
    let levels = tree.levels(&edits);
    let mut rng = Rng(0x5eed);
    (0..CANDIDATES)
        .map(|i| {
            let level = &levels[i % levels.len().min(8)];
            let removed: Vec<_> = level
                .iter()
                .copied()
                .filter(|_| rng.below(10) == 0)
                .collect();
            rendering(tree, &edits, &removed)
        })
        .collect()
}
