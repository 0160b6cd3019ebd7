//! Corpus benchmark: runs the built `reduce` on every case of a benchmark
//! directory (default `../shared/bench/cases` and this repository's
//! `benches/cases`), checks each result with the
//! case's own `check.sh`, and prints one row per case: tokens before and after
//! (by the benchmark's `tokens.py`), oracle calls, cache hits, candidates the
//! syntax check rejected, wall seconds; and the best reached after 250,
//! 500, 1,000, 2,000 and 4,000 calls.
//!
//! With `--peers`, each case is then reduced by C-Reduce and C-Vise too
//! (those of them installed), one tool at a time, with the same `-j` and
//! `--max-time`: each peer's row gives its tokens, its calls (counted by a
//! wrapper around the case's `check.sh`), the best after N calls (the
//! smallest interesting candidate it had tested by then: at most what it
//! had kept, so the comparison favours the peer), and ours over its tokens.
//!
//! `cargo bench --bench corpus -- [--cases DIR] [--only NAME] [--peers] [REDUCE OPTIONS...]`
//! e.g. `cargo bench --bench corpus -- --peers -j 2 --max-time 150`.

#[path = "../tests/support/cases.rs"]
mod cases;

use cases::{case_dirs, case_input};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Call counts at which each row gives the best so far.
const AT_CALLS: [u64; 5] = [250, 500, 1000, 2000, 4000];

/// The peer reducers `--peers` runs, by command name.
const PEERS: [&str; 2] = ["creduce", "cvise"];

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shared = manifest.join("../shared/bench");
    let mut cases_dirs = vec![shared.join("cases"), manifest.join("benches/cases")];
    let mut only: Option<String> = None;
    let mut peers = false;
    let mut options = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bench" => {}
            "--cases" => cases_dirs = vec![PathBuf::from(args.next().expect("--cases DIR"))],
            "--only" => only = args.next(),
            "--peers" => peers = true,
            _ => options.push(arg),
        }
    }
    let budget = Budget::of(&options);
    let peers: Vec<&str> = PEERS
        .into_iter()
        .filter(|&peer| {
            let found = peers && which(peer);
            if peers && !found {
                println!("{peer}: not installed, left out");
            }
            found
        })
        .collect();
    let tokens_py = shared.join("tokens.py");
    let cases: Vec<PathBuf> = cases_dirs
        .iter()
        .flat_map(|dir| case_dirs(dir).unwrap_or_else(|e| panic!("{e}")))
        .filter(|p| {
            only.as_ref().is_none_or(|o| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .contains(o.as_str())
            })
        })
        .collect();
    println!("options: {}", options.join(" "));
    println!(
        "{:<26} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>6} {:>10}  check",
        "case", "tokens", "final", "calls", "hits", "rejected", "wall s", "passes", "end"
    );
    for case in cases {
        let (row, ours) = run_case(&case, &tokens_py, &options);
        println!("{row}");
        for &peer in &peers {
            println!("{}", run_peer(peer, &case, &tokens_py, &budget, ours));
        }
    }
}

/// What `reduce` is given that the peers get too.
struct Budget {
    jobs: String,
    max_time: Option<Duration>,
}

impl Budget {
    /// Reads `-j`/`--jobs` (default 2) and `--max-time` (as reduce reads
    /// it) from reduce's options.
    fn of(options: &[String]) -> Budget {
        let value = |names: &[&str]| {
            options
                .iter()
                .position(|o| names.contains(&o.as_str()))
                .and_then(|at| options.get(at + 1))
        };
        let max_time = value(&["--max-time"])
            .map(|t| reduce::cli::parse_duration(t).expect("--max-time is a duration"));
        Budget {
            jobs: value(&["-j", "--jobs"])
                .cloned()
                .unwrap_or_else(|| "2".into()),
            max_time,
        }
    }
}

/// Runs a peer reducer on a case (to its end, or killed with SIGINT at the
/// budget's time) and gives its row; `ours` is reduce's final tokens.
fn run_peer(
    peer: &str,
    case: &Path,
    tokens_py: &Path,
    budget: &Budget,
    ours: Option<u64>,
) -> String {
    let input = case_input(case).unwrap_or_else(|e| panic!("{e}"));
    let file_name = input.file_name().unwrap().to_string_lossy().into_owned();
    let work = tempfile::tempdir().unwrap();
    let (run, saved) = (work.path().join("run"), work.path().join("saved"));
    std::fs::create_dir(&run).unwrap();
    std::fs::create_dir(&saved).unwrap();
    std::fs::copy(&input, run.join(&file_name)).unwrap();
    // The case's check, counting calls in the order they start and keeping
    // every interesting candidate under its call number and file name.
    let wrapper = work.path().join("interesting.sh");
    let count = work.path().join("count");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/bash\n\
             exec 9>>'{lock}'; flock 9\n\
             n=$(( $(cat '{count}' 2>/dev/null || echo 0) + 1 )); echo $n > '{count}'\n\
             flock -u 9; exec 9>&-\n\
             '{check}' \"$PWD/{file_name}\" || exit 1\n\
             cp '{file_name}' '{saved}'/$n-'{file_name}'\n",
            lock = work.path().join("lock").display(),
            count = count.display(),
            check = case.join("check.sh").display(),
            saved = saved.display(),
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut command = match budget.max_time {
        Some(limit) => {
            let mut c = Command::new("timeout");
            c.args(["-s", "INT", "-k", "30"])
                .arg(format!("{}", limit.as_secs_f64()))
                .arg(peer);
            c
        }
        None => Command::new(peer),
    };
    let started = Instant::now();
    let status = command
        .args(["--n", &budget.jobs])
        .arg(&wrapper)
        .arg(&file_name)
        .current_dir(&run)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("runs the peer");
    let wall = started.elapsed().as_secs_f64();
    let calls: u64 = std::fs::read_to_string(&count)
        .ok()
        .and_then(|c| c.trim().parse().ok())
        .unwrap_or(0);
    let mut bests: Vec<(u64, u64)> = std::fs::read_dir(&saved)
        .unwrap()
        .flatten()
        .map(|e| {
            // `<call>-<file name>`: tokens.py goes by the extension.
            let name = e.file_name().to_string_lossy().into_owned();
            let call: u64 = name.split('-').next().unwrap().parse().unwrap();
            (
                call,
                tokens(tokens_py, &e.path()).parse().unwrap_or(u64::MAX),
            )
        })
        .collect();
    bests.sort_unstable();
    let original: u64 = tokens(tokens_py, &input).parse().unwrap_or(0);
    let after = after_calls(&bests, original);
    let theirs: Option<u64> = tokens(tokens_py, &run.join(&file_name)).parse().ok();
    let ratio = match (ours, theirs) {
        (Some(ours), Some(theirs)) if theirs > 0 => format!("{:.2}", ours as f64 / theirs as f64),
        _ => "?".into(),
    };
    format!(
        "  {peer:<24} {:>8} {:>8} {calls:>8} {:>8.1}  ({status}); reduce/{peer} tokens: {ratio}\n    best after N calls ({peer}'s tokens): {}",
        "",
        theirs.map_or("?".into(), |t| t.to_string()),
        wall,
        after.join(", ")
    )
}

/// The fewest tokens reached after each of [`AT_CALLS`] calls, from
/// (call, tokens) pairs in call order: what no machine's speed changes.
fn after_calls(bests: &[(u64, u64)], original: u64) -> Vec<String> {
    AT_CALLS
        .iter()
        .map(|&at| {
            let best = bests
                .iter()
                .take_while(|&&(call, _)| call <= at)
                .map(|&(_, tokens)| tokens)
                .min()
                .unwrap_or(original);
            format!("{best} @{at}")
        })
        .collect()
}

/// Whether a command is on the `PATH`.
fn which(command: &str) -> bool {
    Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {command} >/dev/null"))
        .status()
        .is_ok_and(|s| s.success())
}

/// Reduces a case and gives its row, and the final tokens.
fn run_case(case: &Path, tokens_py: &Path, options: &[String]) -> (String, Option<u64>) {
    let name = case.file_name().unwrap().to_string_lossy().into_owned();
    let input = case_input(case).unwrap_or_else(|e| panic!("{e}"));
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
        return (format!("{name:<26} reduce failed: {status}"), None);
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
    let after = after_calls(&bests, original);
    let final_tokens = tokens(tokens_py, &output);
    let row = format!(
        "{name:<26} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8.1} {:>6} {:>10}  {}\n    by pass: {}\n    best after N calls (reduce's tokens, of {original}): {}",
        tokens(tokens_py, &input),
        final_tokens,
        stats["oracle_calls"].as_u64().unwrap_or(0),
        stats["cache_hits"].as_u64().unwrap_or(0),
        stats["rejected_before_oracle"].as_u64().unwrap_or(0),
        wall,
        stats["passes"].as_u64().unwrap_or(0),
        stats["stop"].as_str().unwrap_or("?"),
        if check { "passes" } else { "FAILS" },
        by_pass.join(", "),
        after.join(", ")
    );
    (row, final_tokens.parse().ok())
}

fn tokens(tokens_py: &Path, file: &Path) -> String {
    let out = Command::new("python3")
        .arg(tokens_py)
        .arg(file)
        .output()
        .expect("python3 runs tokens.py");
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}
