//! Generator mode against tree mode, side by side in one run: for each seed
//! of each generator in `examples/generator/` that has a `seeds` file, the
//! generator's run reduced with `--generator`, and the file that run
//! printed reduced as a file, both with the same oracle and options. One
//! row per seed: tokens (as `reduce` counts them for the file's language),
//! non-blank lines, oracle calls and wall seconds of each mode, and the
//! ratios of tokens and calls.
//!
//! `cargo bench --bench generator -- [REDUCE OPTIONS...]`, e.g. `-- -j 2`.

use std::path::Path;
use std::process::Command;
use std::time::Instant;

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
    println!(
        "{:<16} {:>6} | {:>7} {:>5} {:>6} {:>6} | {:>8} {:>5} {:>6} {:>6} | {:>5} {:>7}",
        "case",
        "tokens",
        "gen tok",
        "lines",
        "calls",
        "s",
        "tree tok",
        "lines",
        "calls",
        "s",
        "tok x",
        "calls x"
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
        for seed in seeds.split_whitespace() {
            let file = work.path().join(format!("{name}-{seed}.{}", ext.trim()));
            // Generator mode: the run, reduced.
            let stats = work.path().join("gen.json");
            let started = Instant::now();
            let run = Command::new(&reduce)
                .args(["--generator", &format!("python3 gen.py {seed}")])
                .args(["--oracle", "./check.sh", "-q", "-o"])
                .arg(&file)
                .arg("--stats-json")
                .arg(&stats)
                .args(&options)
                .current_dir(&example)
                .status()
                .unwrap();
            assert!(run.success(), "{name} seed {seed}: generator mode failed");
            let generator = (read(&stats), started.elapsed().as_secs_f64());
            let generator_lines = lines(&file);
            // Tree mode: the file the same run printed, reduced.
            let printed = Command::new("python3")
                .args(["gen.py", seed])
                .current_dir(&example)
                .output()
                .unwrap();
            std::fs::write(&file, &printed.stdout).unwrap();
            let stats = work.path().join("tree.json");
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
            let tree = (read(&stats), started.elapsed().as_secs_f64());
            let tree_lines = lines(&file.with_extension(format!("reduced.{}", ext.trim())));
            println!(
                "{:<16} {:>6} | {:>7} {:>5} {:>6} {:>6.1} | {:>8} {:>5} {:>6} {:>6.1} | {:>5.2} {:>7.2}",
                format!("{name} {seed}"),
                tree.0.0,
                generator.0.1,
                generator_lines,
                generator.0.2,
                generator.1,
                tree.0.1,
                tree_lines,
                tree.0.2,
                tree.1,
                generator.0.1 as f64 / tree.0.1 as f64,
                generator.0.2 as f64 / tree.0.2 as f64,
            );
        }
    }
}

/// Non-blank lines of a result (a graph's nodes and edges, plus two).
fn lines(path: &Path) -> usize {
    let text = std::fs::read(path).unwrap();
    String::from_utf8_lossy(&text)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .count()
}

/// Original tokens, final tokens and oracle calls of a `--stats-json` file.
fn read(path: &Path) -> (u64, u64, u64) {
    let s: serde_json::Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    let n = |k: &str| s[k].as_u64().unwrap();
    (n("original_tokens"), n("final_tokens"), n("oracle_calls"))
}
