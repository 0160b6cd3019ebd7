//! Corpus benchmark: runs the built `reduce` on every case of a benchmark
//! directory (default this repository's `benches/cases`, and
//! `../shared/bench/cases` when that extra corpus is beside the checkout),
//! checks each result with the case's own `check.sh`, and prints one row
//! per case: tokens before and after (by `benches/tokens.py`; a binary
//! case, one whose input holds a NUL byte, in bytes), oracle calls, cache hits, candidates the syntax check
//! rejected, wall seconds; and the best reached after 100, 200, 250, 500,
//! 1,000, 2,000 and 4,000 calls.
//!
//! With `--peers`, each case is then reduced by C-Reduce, C-Vise and
//! shrinkray too, by treereduce's Rust reducer (`treereduce-rust`) on
//! Rust cases, ddSMT on SMT-LIB cases, `llvm-reduce-14` on LLVM IR cases (llvm-reduce 22, `--peer llvm-reduce-22`, on their `llvm22-` variants, whose oracles call LLVM 22's tools), and afl-tmin and libFuzzer's crash
//! minimiser on binary cases (through targets built with afl-cc and with
//! clang's `-fsanitize=fuzzer`, `corpus/afl_harness.c` and
//! `corpus/libfuzzer_harness.c`) (those of them installed;
//! shrinkray from `$SHRINKRAY` and ddSMT from `$DDSMT`, paths, or the
//! `PATH`), one tool at a time, with the same `-j` and `--max-time`;
//! `--peer NAME` (repeatable) runs only the peers named. Every tool, `reduce` included, calls the case's `check.sh`
//! through one wrapper that counts the calls as they start and keeps each
//! interesting candidate under its call number, so that the best after N
//! calls is the smallest interesting candidate tested by then (by
//! `tokens.py`; at most what a tool had kept, which favours the peers), the
//! same measure for every tool. Each case's curves, tokens of the best so
//! far (log scale) against oracle calls, one line per tool, go to an SVG
//! chart in `--charts DIR` (default `target/corpus-charts`).
//!
//! Our binary is this build's, or `$REDUCE_BIN`.
//!
//! `cargo bench --bench corpus -- [--cases DIR] [--only NAME]... [--peers] [--peer NAME]... [--charts DIR] [REDUCE OPTIONS...]`
//! e.g. `cargo bench --bench corpus -- --peers -j 2 --max-time 150`.

#[path = "../tests/support/cases.rs"]
mod cases;
#[path = "corpus/chart.rs"]
mod chart;
#[path = "corpus/wrapper.rs"]
mod wrapper;

use cases::{case_dirs, case_input};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::time::{Duration, Instant};

/// Call counts at which each row gives the best so far.
const AT_CALLS: [u64; 7] = [100, 200, 250, 500, 1000, 2000, 4000];

/// A reducer the bench runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    Reduce,
    Creduce,
    Cvise,
    Shrinkray,
    Treereduce,
    Ddsmt,
    AflTmin,
    LibFuzzer,
    LlvmReduce,
    LlvmReduce22,
}

impl Tool {
    /// The peers `--peers` runs, in this order after `reduce`.
    const PEERS: [Tool; 9] = [
        Tool::Creduce,
        Tool::Cvise,
        Tool::Shrinkray,
        Tool::Treereduce,
        Tool::Ddsmt,
        Tool::AflTmin,
        Tool::LibFuzzer,
        Tool::LlvmReduce,
        Tool::LlvmReduce22,
    ];

    fn name(self) -> &'static str {
        match self {
            Tool::Reduce => "reduce",
            Tool::Creduce => "creduce",
            Tool::Cvise => "cvise",
            Tool::Shrinkray => "shrinkray",
            Tool::Treereduce => "treereduce-rust",
            Tool::Ddsmt => "ddsmt",
            Tool::AflTmin => "afl-tmin",
            Tool::LibFuzzer => "libfuzzer",
            Tool::LlvmReduce => "llvm-reduce-14",
            Tool::LlvmReduce22 => "llvm-reduce-22",
        }
    }

    /// The program to run, if installed.
    fn program(self) -> Option<PathBuf> {
        let from_env = |var: &str| match std::env::var_os(var) {
            Some(path) => Some(PathBuf::from(path)).filter(|p| p.is_file()),
            None => which(self.name()).then(|| self.name().into()),
        };
        match self {
            // This build's, or `$REDUCE_BIN` (another commit's, run the
            // same way, for a before and after).
            Tool::Reduce => Some(PathBuf::from(
                std::env::var_os("REDUCE_BIN").unwrap_or(env!("CARGO_BIN_EXE_reduce").into()),
            )),
            Tool::Shrinkray => from_env("SHRINKRAY"),
            Tool::Ddsmt => from_env("DDSMT"),
            // Its target is built with afl-cc (see `afl_harness`).
            Tool::AflTmin => (which("afl-tmin") && which("afl-cc")).then(|| "afl-tmin".into()),
            // The target itself is the program (see `libfuzzer_harness`);
            // what is needed is clang and its libFuzzer runtime.
            Tool::LibFuzzer => has_libfuzzer().then(|| "clang".into()),
            // Debian 12's llvm-22 puts it there, unversioned.
            Tool::LlvmReduce22 => {
                Some(PathBuf::from(LLVM_22).join("llvm-reduce")).filter(|p| p.is_file())
            }
            peer => which(peer.name()).then(|| peer.name().into()),
        }
    }

    /// Whether it reduces `case`, whose input is of `lang` (see
    /// [`lang_of`]): llvm-reduce 22 writes IR that LLVM 14 cannot read, so
    /// it takes the cases whose oracle calls LLVM 22's tools, and
    /// llvm-reduce-14 the others.
    fn reduces(self, case: &Path, lang: &str) -> bool {
        let llvm_22 = || {
            std::fs::read_to_string(case.join("check.sh"))
                .is_ok_and(|check| check.contains(LLVM_22))
        };
        match self {
            Tool::LlvmReduce => lang == "llvm" && !llvm_22(),
            Tool::LlvmReduce22 => lang == "llvm" && llvm_22(),
            Tool::Treereduce => lang == "rust",
            Tool::Ddsmt => lang == "smtlib",
            Tool::AflTmin | Tool::LibFuzzer => lang == "binary",
            _ => true,
        }
    }

    /// Whether it hands the oracle the candidate's path (elsewhere, under
    /// another name) rather than leaving it in the working directory.
    fn passes_a_path(self) -> bool {
        matches!(
            self,
            Tool::Treereduce
                | Tool::Ddsmt
                | Tool::AflTmin
                | Tool::LibFuzzer
                | Tool::LlvmReduce
                | Tool::LlvmReduce22
        )
    }

    /// Its arguments to reduce `file_name` (in the working directory) with
    /// `oracle` within `budget` (its jobs, its time), as TECH-NOTES.md says
    /// each peer is run
    /// (afl-tmin's `oracle` is the target [`afl_harness`] built; it runs
    /// one call at a time, as libFuzzer's minimiser, which is its target
    /// run with [`Tool::LibFuzzer`]'s arguments, does).
    fn args(self, budget: &Budget, oracle: &Path, file_name: &str, lang: &str) -> Vec<OsString> {
        let jobs = budget.jobs.as_str();
        let mut args: Vec<OsString> = match self {
            Tool::Reduce => vec!["--oracle".into(), oracle.into()],
            Tool::Creduce | Tool::Cvise => {
                let mut a: Vec<OsString> = vec!["--n".into(), jobs.into()];
                if !matches!(lang, "c" | "cpp") {
                    a.push("--not-c".into());
                }
                a.push(oracle.into());
                a
            }
            Tool::Shrinkray => [
                "--no-llm",
                "--ui",
                "basic",
                "--parallelism",
                jobs,
                "--input-type",
                "basename",
                "--no-history",
                "--trivial-is-not-error",
                "--timeout",
                "60",
            ]
            .iter()
            .map(OsString::from)
            .chain([oracle.into()])
            .collect(),
            Tool::Treereduce => {
                let output = format!("{file_name}.out");
                return [
                    "--on-parse-error",
                    "ignore",
                    "--slow",
                    "-j",
                    jobs,
                    "-s",
                    file_name,
                ]
                .iter()
                .map(OsString::from)
                .chain(["-o".into(), output.into(), "--".into(), oracle.into()])
                .chain(["@@".into()])
                .collect();
            }
            Tool::AflTmin => {
                let output = format!("{file_name}.min");
                return [
                    "-i", file_name, "-o", &output, "-m", "none", "-t", "60000", "--",
                ]
                .iter()
                .map(OsString::from)
                .chain([oracle.into(), "@@".into()])
                .collect();
            }
            Tool::LibFuzzer => {
                // Its minimiser stops by itself once a round of mutations
                // finds nothing smaller, or at its time limit.
                let seconds = budget.max_time.map_or(86_400, |t| t.as_secs().max(1));
                return [
                    "-minimize_crash=1".to_owned(),
                    format!("-max_total_time={seconds}"),
                    format!("-exact_artifact_path={file_name}.min"),
                    file_name.to_owned(),
                ]
                .into_iter()
                .map(OsString::from)
                .collect();
            }
            // It runs on the module in memory and writes the result to
            // `-o`; LLVM 22's runs `-j` calls at once, LLVM 14's has no `-j`.
            Tool::LlvmReduce | Tool::LlvmReduce22 => {
                let jobs = (self == Tool::LlvmReduce22).then(|| ["-j".to_owned(), jobs.to_owned()]);
                return [format!("--test={}", oracle.display())]
                    .into_iter()
                    .chain(jobs.into_iter().flatten())
                    .chain([
                        file_name.to_owned(),
                        "-o".to_owned(),
                        format!("{file_name}.out"),
                    ])
                    .map(OsString::from)
                    .collect();
            }
            Tool::Ddsmt => {
                return ["-j", jobs, "--ignore-output", file_name]
                    .iter()
                    .map(OsString::from)
                    .chain([format!("{file_name}.out").into(), oracle.into()])
                    .collect();
            }
        };
        args.push(file_name.into());
        args
    }
}

/// One tool's run on one case.
struct Run {
    status: ExitStatus,
    wall: f64,
    /// Oracle calls, as the wrapper counted them.
    calls: u64,
    /// (call, tokens) of every interesting candidate, in call order.
    interesting: Vec<(u64, u64)>,
}

impl Run {
    /// The best so far after each interesting call: the curve of a chart.
    fn curve(&self, original: u64) -> Vec<(u64, u64)> {
        let mut best = original;
        let mut curve = vec![(0, original)];
        for &(call, tokens) in &self.interesting {
            if tokens < best {
                best = tokens;
                curve.push((call, best));
            }
        }
        curve.push((self.calls, best));
        curve
    }
}

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The repository's cases, then those of `../shared/bench/cases` when a
    // checkout has that extra corpus beside it (a case of the same name is
    // read once, from the repository).
    let mut cases_dirs = vec![manifest.join("benches/cases")];
    let extra = manifest.join("../shared/bench/cases");
    if extra.is_dir() {
        cases_dirs.push(extra);
    }
    let mut only: Vec<String> = Vec::new();
    let mut peers = false;
    let mut named: Vec<String> = Vec::new();
    let mut charts = manifest.join("target/corpus-charts");
    let mut options = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bench" => {}
            "--cases" => cases_dirs = vec![PathBuf::from(args.next().expect("--cases DIR"))],
            "--only" => only.push(args.next().expect("--only NAME")),
            "--peers" => peers = true,
            "--peer" => {
                peers = true;
                named.push(args.next().expect("--peer NAME"));
            }
            "--charts" => charts = PathBuf::from(args.next().expect("--charts DIR")),
            _ => options.push(arg),
        }
    }
    let budget = Budget::of(&options);
    let peers: Vec<(Tool, PathBuf)> = Tool::PEERS
        .into_iter()
        .filter(|_| peers)
        .filter(|peer| named.is_empty() || named.iter().any(|n| n == peer.name()))
        .filter_map(|peer| {
            let program = peer.program();
            if program.is_none() {
                println!("{}: not installed, left out", peer.name());
            }
            Some((peer, program?))
        })
        .collect();
    let tokens_py = manifest.join("benches/tokens.py");
    let mut seen = std::collections::HashSet::new();
    let cases: Vec<PathBuf> = cases_dirs
        .iter()
        .flat_map(|dir| case_dirs(dir).unwrap_or_else(|e| panic!("{e}")))
        .filter(|p| seen.insert(p.file_name().unwrap().to_os_string()))
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            only.is_empty() || only.iter().any(|o| name.contains(o.as_str()))
        })
        .collect();
    // Checked before any case runs: the charts go into a directory.
    if let Err(e) = std::fs::create_dir_all(&charts) {
        panic!(
            "--charts {}: {e} (the charts go into a directory; give another path)",
            charts.display()
        );
    }
    println!("options: {}", options.join(" "));
    println!(
        "{:<26} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8} {:>6} {:>10}  check",
        "case", "tokens", "final", "calls", "hits", "rejected", "wall s", "passes", "end"
    );
    for case in cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let input = case_input(&case).unwrap_or_else(|e| panic!("{e}"));
        let original: u64 = tokens(&tokens_py, &input).parse().unwrap_or(0);
        let (row, ours) = run_reduce(&case, original, &tokens_py, &options, &budget);
        println!("{row}");
        let mut curves = Vec::new();
        if let Some(ours) = &ours {
            curves.push((Tool::Reduce.name(), ours.curve(original)));
        }
        let lang = lang_of(&input);
        for (peer, program) in (peers.iter()).filter(|(peer, _)| peer.reduces(&case, lang)) {
            let run = run_tool(*peer, program, &case, &tokens_py, &budget, &[]);
            println!("{}", peer_row(*peer, &run, original, ours.as_ref()));
            curves.push((peer.name(), run.curve(original)));
        }
        let path = charts.join(format!("{name}.svg"));
        match chart::draw(&path, &name, &curves) {
            Ok(()) => println!("    chart: {}", path.display()),
            Err(e) => println!("    chart: not drawn: {e}"),
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

/// Runs `tool` (the program `program`, with `extra` arguments first) on a
/// case in a fresh directory, to its end or, for a peer, until SIGINT at
/// the budget's time (`reduce` keeps its own `--max-time`), with the
/// case's check behind the counting wrapper (see the module's
/// documentation).
fn run_tool(
    tool: Tool,
    program: &Path,
    case: &Path,
    tokens_py: &Path,
    budget: &Budget,
    extra: &[OsString],
) -> Run {
    let input = case_input(case).unwrap_or_else(|e| panic!("{e}"));
    let file_name = input.file_name().unwrap().to_string_lossy().into_owned();
    let work = tempfile::tempdir().unwrap();
    let (run, saved) = (work.path().join("run"), work.path().join("saved"));
    std::fs::create_dir(&run).unwrap();
    std::fs::create_dir(&saved).unwrap();
    std::fs::copy(&input, run.join(&file_name)).unwrap();
    // The case's check, keeping every interesting candidate under its
    // call number and file name. The copy is written, then renamed: a tool
    // kills the calls it no longer needs (`reduce`'s speculation), and a
    // call killed while writing left an empty copy (0 tokens) in a first
    // run.
    // A tool that hands over a path gets the candidate copied, under the
    // case's file name, into a directory of its own first.
    let copy_in = match tool.passes_a_path() {
        true => format!(
            "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && cp \"$1\" \"$d\"/'{file_name}' && cd \"$d\" || exit 1\n"
        ),
        false => String::new(),
    };
    let (wrapper, count) = wrapper::counting_wrapper(
        work.path(),
        &format!(
            "{copy_in}'{check}' \"$PWD/{file_name}\" || exit 1\n\
             cp '{file_name}' '{saved}'/.$$ && mv '{saved}'/.$$ '{saved}'/$n-$$-'{file_name}'\n",
            check = case.join("check.sh").display(),
            saved = saved.display(),
        ),
    );
    let lang = lang_of(&input);
    let oracle = match tool {
        Tool::AflTmin => afl_harness(work.path(), &wrapper),
        Tool::LibFuzzer => libfuzzer_harness(work.path(), &wrapper),
        _ => wrapper,
    };
    // libFuzzer's target is the program it runs.
    let program = match tool {
        Tool::LibFuzzer => oracle.clone(),
        _ => program.to_path_buf(),
    };
    let mut command = match budget.max_time.filter(|_| tool != Tool::Reduce) {
        Some(limit) => {
            let mut c = Command::new("timeout");
            c.args(["-s", "INT", "-k", "30"])
                .arg(format!("{}", limit.as_secs_f64()))
                .arg(&program);
            c
        }
        None => Command::new(&program),
    };
    let started = Instant::now();
    let status = command
        .args(extra)
        .args(tool.args(budget, &oracle, &file_name, lang))
        .current_dir(&run)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("runs the tool");
    let wall = started.elapsed().as_secs_f64();
    let calls: u64 = std::fs::read_to_string(&count)
        .ok()
        .and_then(|c| c.trim().parse().ok())
        .unwrap_or(0);
    let mut interesting: Vec<(u64, u64)> = std::fs::read_dir(&saved)
        .unwrap()
        .flatten()
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .map(|e| {
            // `<call>-<pid>-<file name>`: tokens.py goes by the extension.
            let name = e.file_name().to_string_lossy().into_owned();
            let call: u64 = name.split('-').next().unwrap().parse().unwrap();
            let tokens = tokens(tokens_py, &e.path()).parse().unwrap_or(u64::MAX);
            (call, tokens)
        })
        .collect();
    interesting.sort_unstable();
    Run {
        status,
        wall,
        calls,
        interesting,
    }
}

/// A peer's row: its final tokens (the smallest interesting candidate it
/// tested), calls, wall seconds and exit, the best after N calls, and
/// `reduce`'s final tokens over its own.
fn peer_row(peer: Tool, run: &Run, original: u64, ours: Option<&Run>) -> String {
    let smallest = |run: &Run| run.interesting.iter().map(|&(_, t)| t).min();
    let theirs = smallest(run);
    let ratio = match (ours.and_then(smallest), theirs) {
        (Some(ours), Some(theirs)) if theirs > 0 => format!("{:.2}", ours as f64 / theirs as f64),
        _ => "?".into(),
    };
    let name = peer.name();
    format!(
        "  {name:<24} {:>8} {:>8} {:>8} {:>8.1}  ({}); reduce/{name} tokens: {ratio}\n    best after N calls ({name}): {}",
        "",
        theirs.map_or("?".into(), |t| t.to_string()),
        run.calls,
        run.wall,
        run.status,
        after_calls(&run.interesting, original).join(", ")
    )
}

/// The fewest tokens reached after each of [`AT_CALLS`] calls, from
/// (call, tokens) pairs in call order: what no machine's speed changes.
fn after_calls(interesting: &[(u64, u64)], original: u64) -> Vec<String> {
    AT_CALLS
        .iter()
        .map(|&at| {
            let best = interesting
                .iter()
                .take_while(|&&(call, _)| call <= at)
                .map(|&(_, tokens)| tokens)
                .min()
                .unwrap_or(original);
            format!("{best} @{at}")
        })
        .collect()
}

/// The language of a case's input, as the peers need it: `binary` (a NUL
/// byte in it, as `reduce` detects it), else by its extension `c`, `cpp`,
/// `rust`, `smtlib`, `llvm` or `other`.
fn lang_of(input: &Path) -> &'static str {
    if std::fs::read(input).is_ok_and(|bytes| bytes.contains(&0)) {
        return "binary";
    }
    let ext = input.extension().map(|e| e.to_string_lossy().into_owned());
    match ext.as_deref() {
        Some("c" | "i") => "c",
        Some("cc" | "cpp" | "cxx" | "ii") => "cpp",
        Some("rs") => "rust",
        Some("smt2") => "smtlib",
        Some("ll") => "llvm",
        _ => "other",
    }
}

/// Where Debian 12's llvm-22 package puts LLVM 22's tools.
const LLVM_22: &str = "/usr/lib/llvm-22/bin";

/// Whether a command is on the `PATH`.
fn which(command: &str) -> bool {
    Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {command} >/dev/null"))
        .status()
        .is_ok_and(|s| s.success())
}

/// Reduces a case of `original` tokens and gives its row and its run.
fn run_reduce(
    case: &Path,
    original: u64,
    tokens_py: &Path,
    options: &[String],
    budget: &Budget,
) -> (String, Option<Run>) {
    let name = case.file_name().unwrap().to_string_lossy().into_owned();
    let input = case_input(case).unwrap_or_else(|e| panic!("{e}"));
    let file_name = input.file_name().unwrap();
    let work = tempfile::tempdir().unwrap();
    let output = work.path().join("result").join(file_name);
    std::fs::create_dir(output.parent().unwrap()).unwrap();
    let stats = work.path().join("stats.json");
    let mut extra: Vec<OsString> = vec![
        "-o".into(),
        output.clone().into(),
        "--stats-json".into(),
        stats.clone().into(),
        "-q".into(),
    ];
    extra.extend(options.iter().map(OsString::from));
    let program = Tool::Reduce.program().expect("reduce is built");
    let run = run_tool(Tool::Reduce, &program, case, tokens_py, budget, &extra);
    if !run.status.success() {
        return (format!("{name:<26} reduce failed: {}", run.status), None);
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
    let row = format!(
        "{name:<26} {original:>8} {:>8} {:>8} {:>8} {:>8} {:>8.1} {:>6} {:>10}  {}\n    by pass: {}\n    best after N calls (reduce): {}",
        tokens(tokens_py, &output),
        stats["oracle_calls"].as_u64().unwrap_or(0),
        stats["cache_hits"].as_u64().unwrap_or(0),
        stats["rejected_before_oracle"].as_u64().unwrap_or(0),
        run.wall,
        stats["passes"].as_u64().unwrap_or(0),
        stats["stop"].as_str().unwrap_or("?"),
        if check { "passes" } else { "FAILS" },
        by_pass.join(", "),
        after_calls(&run.interesting, original).join(", ")
    );
    (row, Some(run))
}

/// The size of `file`: its tokens by `tokens.py`, or its bytes if it is
/// binary.
fn tokens(tokens_py: &Path, file: &Path) -> String {
    // A binary file (one holding a NUL byte, as reduce detects it) has no
    // tokens worth counting: its size is its bytes.
    if let Ok(bytes) = std::fs::read(file)
        && bytes.contains(&0)
    {
        return bytes.len().to_string();
    }
    let out = Command::new("python3")
        .arg(tokens_py)
        .arg(file)
        .output()
        .expect("python3 runs tokens.py");
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// afl-tmin's target for a case, built in `dir` with afl-cc from
/// `benches/corpus/afl_harness.c`: it runs `oracle` on the candidate's
/// path and aborts when the candidate is interesting, which afl-tmin's
/// crash mode keeps.
fn afl_harness(dir: &Path, oracle: &Path) -> PathBuf {
    build_harness(dir, oracle, "afl", &["afl-cc", "-O1"])
}

/// libFuzzer's target for a case, built in `dir` with clang from
/// `benches/corpus/libfuzzer_harness.c`: it runs `oracle` on each input
/// and aborts when the input is interesting, the crash that
/// `-minimize_crash=1` keeps making smaller.
fn libfuzzer_harness(dir: &Path, oracle: &Path) -> PathBuf {
    build_harness(
        dir,
        oracle,
        "libfuzzer",
        &["clang", "-O1", "-fsanitize=fuzzer"],
    )
}

/// Builds `benches/corpus/<name>_harness.c` into `dir/<name>-harness` with
/// `compiler` (a command and its flags), `oracle` as the program it runs.
fn build_harness(dir: &Path, oracle: &Path, name: &str, compiler: &[&str]) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("benches/corpus")
        .join(format!("{name}_harness.c"));
    let harness = dir.join(format!("{name}-harness"));
    let status = Command::new(compiler[0])
        .args(&compiler[1..])
        .arg(format!("-DORACLE=\"{}\"", oracle.display()))
        .arg("-o")
        .arg(&harness)
        .arg(&source)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("runs {}: {e}", compiler[0]));
    assert!(
        status.success(),
        "{} builds {}",
        compiler.join(" "),
        source.display()
    );
    harness
}

/// Whether clang and its libFuzzer runtime are installed (Debian's
/// `clang` package brings both).
fn has_libfuzzer() -> bool {
    let Ok(out) = Command::new("clang").arg("-print-runtime-dir").output() else {
        return false;
    };
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries.flatten().any(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("libclang_rt.fuzzer")
        })
    })
}
