//! Generator mode against tree mode, side by side in one run: for each seed
//! of each generator in `examples/generator/` that has a `seeds` file, the
//! generator's run reduced with `--generator --no-polish` (alone), then with
//! its polish (the default), and the file that run printed reduced as a
//! file, all with the same oracle and options. One row per seed: tokens
//! (as `reduce` counts them for the file's language), non-blank lines,
//! oracle calls and wall seconds of each mode; then per generator the calls
//! summed over its seeds and the ratios the README quotes.
//!
//! `cargo bench --bench generator -- [REDUCE OPTIONS...]`, e.g. `-- -j 2`.

use std::path::Path;
use std::process::Command;
use std::time::Instant;

/// One mode's result on one seed.
#[derive(Clone, Copy, Default)]
struct Row {
    tokens: u64,
    lines: usize,
    calls: u64,
    seconds: f64,
}

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let reduce = manifest.join("target/release/reduce");
    assert!(
        reduce.exists(),
        "build the binary first: cargo build --release"
    );
    let options: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let work = tempfile::tempdir().unwrap();
    // The generators import the helper as an installed module; this one.
    let helper = manifest.join("generators/python");
    println!(
        "{:<16} {:>6} | {:>18} | {:>18} | {:>18} | polished/tree: tok calls",
        "case", "tokens", "alone: tok ln calls", "polish: tok ln calls", "tree: tok ln calls"
    );
    let mut examples: Vec<_> = std::fs::read_dir(manifest.join("examples/generator"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("seeds").is_file())
        .collect();
    examples.sort();
    for example in examples {
        let seeds = std::fs::read_to_string(example.join("seeds")).unwrap();
        let name = example.file_name().unwrap().to_string_lossy().into_owned();
        let ext = std::fs::read_to_string(example.join("extension")).unwrap_or("txt".into());
        let ext = ext.trim();
        let mut sums = [0u64; 3];
        let mut worst_alone = 0f64;
        let mut polish_above_tree = 0;
        for seed in seeds.split_whitespace() {
            let file = work.path().join(format!("{name}-{seed}.{ext}"));
            let stats = work.path().join("stats.json");
            let generator = |polish: bool| {
                let started = Instant::now();
                let run = Command::new(&reduce)
                    .args(["--generator", &format!("python3 gen.py {seed}")])
                    .args(["--oracle", "./check.sh", "-q", "-o"])
                    .arg(&file)
                    .arg("--stats-json")
                    .arg(&stats)
                    .args((!polish).then_some("--no-polish"))
                    .args(&options)
                    .current_dir(&example)
                    .env("PYTHONPATH", &helper)
                    .status()
                    .unwrap();
                assert!(run.success(), "{name} seed {seed}: generator mode failed");
                row(&stats, &file, started)
            };
            let (original, alone) = generator(false);
            let (_, polished) = generator(true);
            // Tree mode: the file the generator prints, reduced.
            let printed = Command::new("python3")
                .args(["gen.py", seed])
                .current_dir(&example)
                .env("PYTHONPATH", &helper)
                .output()
                .unwrap();
            std::fs::write(&file, &printed.stdout).unwrap();
            let started = Instant::now();
            let run = Command::new(&reduce)
                .arg("--oracle")
                .arg(example.join("check.sh"))
                .args(["-q", "--stats-json"])
                .arg(&stats)
                .args(&options)
                .arg(&file)
                .status()
                .unwrap();
            assert!(run.success(), "{name} seed {seed}: tree mode failed");
            let (_, tree) = row(
                &stats,
                &file.with_extension(format!("reduced.{ext}")),
                started,
            );
            let show = |r: Row| {
                format!(
                    "{:>4} {:>3} {:>5} {:>4.0}s",
                    r.tokens, r.lines, r.calls, r.seconds
                )
            };
            println!(
                "{:<16} {:>6} | {} | {} | {} | {:>5.2} {:>5.2}",
                format!("{name} {seed}"),
                original,
                show(alone),
                show(polished),
                show(tree),
                polished.tokens as f64 / tree.tokens as f64,
                polished.calls as f64 / tree.calls as f64,
            );
            sums[0] += alone.calls;
            sums[1] += polished.calls;
            sums[2] += tree.calls;
            worst_alone = worst_alone.max(alone.tokens as f64 / tree.tokens as f64);
            polish_above_tree += usize::from(polished.tokens > tree.tokens);
        }
        println!(
            "{name}: calls summed: alone {}, polished {}, tree {} (polished/tree {:.2}); \
             seeds where polished ends above tree: {polish_above_tree}; alone/tree tokens at \
             worst {worst_alone:.2}",
            sums[0],
            sums[1],
            sums[2],
            sums[1] as f64 / sums[2] as f64
        );
    }
}

/// The original's tokens and a run's row, from its `--stats-json` and its
/// result.
fn row(stats: &Path, result: &Path, started: Instant) -> (u64, Row) {
    let seconds = started.elapsed().as_secs_f64();
    let s: serde_json::Value = serde_json::from_slice(&std::fs::read(stats).unwrap()).unwrap();
    let n = |k: &str| s[k].as_u64().unwrap();
    let row = Row {
        tokens: n("final_tokens"),
        lines: lines(result),
        calls: n("oracle_calls"),
        seconds,
    };
    (n("original_tokens"), row)
}

/// Non-blank lines of a result (a graph's nodes and edges, plus two).
fn lines(path: &Path) -> usize {
    let text = std::fs::read(path).unwrap();
    String::from_utf8_lossy(&text)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .count()
}
