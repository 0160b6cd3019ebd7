//! Directory bench: each case of `benches/multifile/` (a `project/` of
//! several files and the `check.sh` that takes the candidate directory as
//! `$1`) reduced by `reduce` and, with `--peers`, by shrinkray's directory
//! mode (`$SHRINKRAY`, a path, or `shrinkray` on the `PATH`; run as
//! TECH-NOTES.md says), one tool at a time. Both call `check.sh` through one
//! wrapper that counts calls as they start and keeps every interesting
//! candidate directory under its call number, so that the best after N
//! calls is measured alike for both: the sum of `tokens.py` over the files
//! of the smallest interesting candidate tested by then.
//!
//! `cargo bench --bench multifile -- [--peers] [-j N] [--max-time SECONDS]`

#[path = "../tests/support/cases.rs"]
// Only its case_dirs is used here.
#[allow(dead_code)]
mod cases;
#[path = "corpus/wrapper.rs"]
mod wrapper;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Call counts at which each row gives the best so far.
const AT_CALLS: [u64; 4] = [250, 500, 1000, 2000];

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let reduce = manifest.join("target/release/reduce");
    assert!(
        reduce.exists(),
        "build the binary first: cargo build --release"
    );
    let tokens_py = manifest.join("benches/tokens.py");
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let value = |flag: &str, default: &str| {
        let at = args.iter().position(|a| a == flag);
        at.and_then(|i| args.get(i + 1))
            .cloned()
            .unwrap_or(default.into())
    };
    let (jobs, max_time) = (value("-j", "2"), value("--max-time", "600"));
    let shrinkray = args.iter().any(|a| a == "--peers").then(|| {
        std::env::var_os("SHRINKRAY").map_or_else(|| PathBuf::from("shrinkray"), PathBuf::from)
    });
    let cases = cases::case_dirs(&manifest.join("benches/multifile")).unwrap();
    println!(
        "{:<28} {:<9} {:>7} {:>6} {:>7} {:>6}  best after {AT_CALLS:?} calls",
        "case", "tool", "tokens", "calls", "final", "s"
    );
    for case in cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let original = dir_tokens(&tokens_py, &case.join("project"));
        let mut tools: Vec<(&str, Vec<String>, PathBuf)> = vec![(
            "reduce",
            ["-j", &jobs, "--max-time", &max_time, "-q", "--oracle"]
                .map(String::from)
                .to_vec(),
            reduce.clone(),
        )];
        if let Some(shrinkray) = &shrinkray {
            let args = [
                "--no-llm",
                "--ui",
                "basic",
                "--parallelism",
                &jobs,
                "--input-type",
            ];
            let mut args: Vec<String> = args.map(String::from).to_vec();
            args.extend(
                [
                    "arg",
                    "--no-history",
                    "--trivial-is-not-error",
                    "--timeout",
                    "20",
                ]
                .map(String::from),
            );
            tools.push(("shrinkray", args, shrinkray.clone()));
        }
        for (tool, args, program) in tools {
            let run = run_tool(&case, &program, &args, tool, &max_time, &tokens_py);
            let best = |n: u64| {
                (run.interesting.iter())
                    .filter(|(call, _)| *call <= n)
                    .map(|&(_, t)| t)
                    .min()
                    .map_or("-".to_owned(), |t| t.to_string())
            };
            let at: Vec<String> = AT_CALLS.iter().map(|&n| best(n)).collect();
            println!(
                "{name:<28} {tool:<9} {original:>7} {:>6} {:>7} {:>6.0}  {}",
                run.calls,
                best(u64::MAX),
                run.wall,
                at.join(" / ")
            );
        }
    }
}

/// What one tool's run gave: calls made, wall seconds, and every
/// interesting candidate as (call number, tokens).
struct Run {
    calls: u64,
    wall: f64,
    interesting: Vec<(u64, u64)>,
}

fn run_tool(
    case: &Path,
    program: &Path,
    args: &[String],
    tool: &str,
    max_time: &str,
    tokens_py: &Path,
) -> Run {
    let work = tempfile::tempdir().unwrap();
    let (run, saved) = (work.path().join("project"), work.path().join("saved"));
    std::fs::create_dir_all(&saved).unwrap();
    let status = Command::new("cp")
        .arg("-r")
        .arg(case.join("project"))
        .arg(&run)
        .status()
        .unwrap();
    assert!(status.success());
    // As the corpus bench's: the copy written, then renamed, so that a
    // call killed mid-way leaves no half; it is made before the check,
    // which builds in the candidate.
    let (wrapper, count) = wrapper::counting_wrapper(
        work.path(),
        &format!(
            "cp -r \"$1\" '{saved}'/.$$\n\
             '{check}' \"$1\" || {{ rm -rf '{saved}'/.$$; exit 1; }}\n\
             mv '{saved}'/.$$ '{saved}'/$n-$$\n",
            check = case.join("check.sh").display(),
            saved = saved.display(),
        ),
    );
    let mut command = Command::new("timeout");
    command
        .args(["-s", "INT", "-k", "30", max_time])
        .arg(program)
        .args(args)
        .arg(&wrapper);
    if tool == "reduce" {
        command
            .arg("project")
            .arg("-o")
            .arg(work.path().join("out"));
    } else {
        command.arg("project");
    }
    let started = Instant::now();
    command
        .current_dir(work.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("runs the tool");
    let wall = started.elapsed().as_secs_f64();
    let calls = std::fs::read_to_string(&count)
        .ok()
        .and_then(|c| c.trim().parse().ok())
        .unwrap_or(0);
    let mut interesting: Vec<(u64, u64)> = std::fs::read_dir(&saved)
        .unwrap()
        .flatten()
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let call: u64 = name.split('-').next().unwrap().parse().unwrap();
            (call, dir_tokens(tokens_py, &e.path()))
        })
        .collect();
    interesting.sort_unstable();
    Run {
        calls,
        wall,
        interesting,
    }
}

/// The sum of `tokens.py` over the files under `dir`.
fn dir_tokens(tokens_py: &Path, dir: &Path) -> u64 {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        for entry in std::fs::read_dir(&d).unwrap().flatten() {
            match entry.file_type().unwrap().is_dir() {
                true => pending.push(entry.path()),
                false => files.push(entry.path()),
            }
        }
    }
    files
        .iter()
        .map(|f| {
            let out = Command::new("python3")
                .arg(tokens_py)
                .arg(f)
                .output()
                .unwrap();
            String::from_utf8_lossy(&out.stdout)
                .trim()
                .parse::<u64>()
                .unwrap_or(0)
        })
        .sum()
}
