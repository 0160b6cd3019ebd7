//! Corpus benchmark: runs the built `reduce` on every case of a benchmark
//! directory (default `../shared/bench/cases`), checks each result with the
//! case's own `check.sh`, and prints one row per case: tokens before and after
//! (by the benchmark's `tokens.py`), oracle calls, cache hits, candidates the
//! syntax check rejected, wall seconds; and the best reached after 250,
//! 500, 1,000 and 2,000 calls.
//!
//! `cargo bench --bench corpus -- [--cases DIR] [--only NAME] [REDUCE OPTIONS...]`
//! e.g. `cargo bench --bench corpus -- -j 2 --max-time 150`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Call counts at which each row gives the best so far.
const AT_CALLS: [u64; 4] = [250, 500, 1000, 2000];

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut cases_dir = manifest.join("../shared/bench/cases");
    let mut only: Option<String> = None;
    let mut options = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bench" => {}
            "--cases" => cases_dir = PathBuf::from(args.next().expect("--cases DIR")),
            "--only" => only = args.next(),
            _ => options.push(arg),
        }
    }
    let tokens_py = cases_dir.join("../tokens.py");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&cases_dir)
        .unwrap_or_else(|e| panic!("{}: {e}", cases_dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("check.sh").exists())
        .filter(|p| {
            only.as_ref().is_none_or(|o| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .contains(o.as_str())
            })
        })
        .collect();
    cases.sort();
    println!("options: {}", options.join(" "));
    println!(
        "{:<26} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>6} {:>10}  check",
        "case", "tokens", "final", "calls", "hits", "rejected", "wall s", "passes", "end"
    );
    for case in cases {
        let row = run_case(&case, &tokens_py, &options);
        println!("{row}");
    }
}

fn run_case(case: &Path, tokens_py: &Path, options: &[String]) -> String {
    let name = case.file_name().unwrap().to_string_lossy().into_owned();
    let input = std::fs::read_dir(case)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n != "check.sh" && !n.starts_with("README")
        })
        .expect("a case holds an input");
    let file_name = input.file_name().unwrap();
    let work = tempfile::tempdir().unwrap();
    let output = work.path().join("result").join(file_name);
    std::fs::create_dir(output.parent().unwrap()).unwrap();
    let stats = work.path().join("stats.json");
    let started = Instant::now();
    let status = Command::new(env!("CARGO_BIN_EXE_reduce"))
        .arg("--oracle")
        .arg(case.join("check.sh"))
        .arg("-o")
        .arg(&output)
        .arg("--stats-json")
        .arg(&stats)
        .arg("-q")
        .args(options)
        .arg(&input)
        .status()
        .expect("runs reduce");
    let wall = started.elapsed().as_secs_f64();
    if !status.success() {
        return format!("{name:<26} reduce failed: {status}");
    }
    let stats: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    let check = Command::new(case.join("check.sh"))
        .arg(&output)
        .current_dir(output.parent().unwrap())
        .status()
        .is_ok_and(|s| s.success());
    let by_pass: Vec<String> = stats["by_pass"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| {
            format!(
                "{} -{} tok ({} calls)",
                p["kind"].as_str().unwrap_or("?"),
                p["tokens"].as_u64().unwrap_or(0),
                p["oracle_calls"].as_u64().unwrap_or(0)
            )
        })
        .collect();
    // The best after N calls, which no machine's speed changes.
    let bests: Vec<(u64, u64)> = stats["bests"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|b| {
            let field = |k: &str| b[k].as_u64().unwrap_or(0);
            (field("oracle_calls"), field("tokens"))
        })
        .collect();
    let original = stats["original_tokens"].as_u64().unwrap_or(0);
    let after: Vec<String> = AT_CALLS
        .iter()
        .map(|&calls| {
            let tokens = bests
                .iter()
                .take_while(|&&(at, _)| at <= calls)
                .last()
                .map_or(original, |&(_, tokens)| tokens);
            format!("{tokens} @{calls}")
        })
        .collect();
    format!(
        "{name:<26} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8.1} {:>6} {:>10}  {}\n    by pass: {}\n    best after N calls (reduce's tokens, of {original}): {}",
        tokens(tokens_py, &input),
        tokens(tokens_py, &output),
        stats["oracle_calls"].as_u64().unwrap_or(0),
        stats["cache_hits"].as_u64().unwrap_or(0),
        stats["rejected_before_oracle"].as_u64().unwrap_or(0),
        wall,
        stats["passes"].as_u64().unwrap_or(0),
        stats["stop"].as_str().unwrap_or("?"),
        if check { "passes" } else { "FAILS" },
        by_pass.join(", "),
        after.join(", ")
    )
}

fn tokens(tokens_py: &Path, file: &Path) -> String {
    let out = Command::new("python3")
        .arg(tokens_py)
        .arg(file)
        .output()
        .expect("python3 runs tokens.py");
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}
