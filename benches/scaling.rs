//! Hostile inputs, measured: the real `reduce` binary on generated inputs
//! with oracles that answer at once, reporting wall time, oracle calls and
//! the peak RSS of the `reduce` process, and the 10 MB / 1 MB time ratio
//! (linear scaling gives about 10).
//!
//! With `--jobs`, instead: one reduction at `-j 1, 2, 4, 8, 16, 32, 64`
//! (or the list after `--jobs`, e.g. `--jobs 1,16`) on the C example,
//! c-gcc-waddress and cpp-clang-ranges-split (or those `--case` names),
//! each with a proxy oracle that sleeps `--sleep` seconds (default 2) and
//! then answers with a cheap check, so that a 2-core machine holds 64 calls
//! at once: the case's own `check.sh` for the C cases (gcc, tens of ms),
//! two greps for the C++ case (its clang++ and g++ take seconds of CPU).
//! The check's verdicts are memoized by the candidate's SHA-1 across the
//! case's runs: 64 gcc runs at once would make the 2 cores, not the
//! rounds, set the pace (on a cluster each call has a machine of its own);
//! the first run (`-j 1` by default) pays for most of them.
//! Per run: oracle calls, committed verdicts, wall, rounds (wall / sleep),
//! final tokens, verdicts committed per sleep, and per slot-second; then
//! the verdicts committed per sleep while the first pass ran (the issue's
//! measure for cpp-clang-ranges-split), and the improving rounds: new
//! bests counted once per sleep (a best found at least a sleep after the
//! one that opened the last counted round opens another). The tests after
//! a new best depend on it, and the look-ahead seldom foresees one, so
//! more jobs hardly shorten that count; what they can shorten is the rest.
//!
//! With `--in-order`, each `-j` runs twice: as by default (from `-j 8` on,
//! the new bests of a round joined) and with `--in-order` (each new best
//! alone, the same result at every `-j`). With `--peers`, C-Vise (`cvise
//! --n J`) and shrinkray (`--parallelism J`) run on the same proxy at each
//! `-j` of 2 or more, each stopped after `--peer-time` seconds (default
//! 900); `cvise` and `shrinkray` from `$PATH` (or shrinkray at
//! `$SHRINKRAY`), a row saying "not installed" for a peer that is not.
//! Every row gives the wall to the end and to twice the final size (bytes:
//! our bests as the stats time them, a peer's file as polled every 0.2 s,
//! see `to_size`), and for our runs our own CPU per committed verdict.
//!
//! With `--max-time S`, each of our runs stops after S seconds, keeping its
//! best (cpp-clang-ranges-split runs for hours at `-j 1`; the issue's
//! measure there is the tokens after 10 minutes).
//!
//! Either way the binary is this build's, or `$REDUCE_BIN` (to run another
//! commit's the same way).
//!
//! `cargo bench --bench scaling [-- --big]`,
//! `cargo bench --bench scaling -- --jobs [LIST] [--sleep S] [--case NAME]...
//! [--in-order] [--peers] [--peer-time S] [--max-time S]`

use reduce::algo::rng::Rng;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// One measured run.
struct Measured {
    seconds: f64,
    calls: u64,
    peak_rss_kb: i64,
    final_bytes: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--jobs") {
        return job_scaling(&args[at + 1..]);
    }
    let big = std::env::args().any(|a| a == "--big");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let yes = script(dir.path(), "yes.sh", "exit 0");
    let needle = script(dir.path(), "needle.sh", "grep -q needle \"$1\"");

    println!(
        "{:<34} {:>11} {:>8} {:>9} {:>12} {:>11}",
        "case", "bytes", "calls", "wall s", "peak RSS MB", "final bytes"
    );
    let mut text_seconds = Vec::new();
    let mut sizes = vec![1usize << 20, 10 << 20];
    if big {
        sizes.push(50 << 20);
    }
    for size in sizes {
        let name = format!("text-{}MB.txt", size >> 20);
        fs::write(dir.path().join(&name), words(size)).expect("writing the input");
        let m = run(dir.path(), &yes, true, &name);
        report(&format!("{name}, always interesting"), size, &m);
        text_seconds.push(m.seconds);
    }
    println!(
        "time ratio 10 MB / 1 MB: {:.1}",
        text_seconds[1] / text_seconds[0]
    );

    let functions: String = (0..)
        .map(|i| format!("int f{i}(int a) {{ return a * {i} + 1; }}\n"))
        .scan(0, |len, line| {
            *len += line.len();
            (*len <= 1 << 20).then_some(line)
        })
        .collect();
    fs::write(dir.path().join("functions.c"), &functions).expect("writing the input");
    let m = run(dir.path(), &yes, true, "functions.c");
    report("1 MB of C functions, always", functions.len(), &m);

    for (name, text) in [
        (
            "deep.xml",
            format!("{}needle{}\n", "<a>".repeat(10_000), "</a>".repeat(10_000)),
        ),
        (
            "deep.c",
            format!(
                "int f(void) {{ return {}needle{}; }}\n",
                "(".repeat(100_000),
                ")".repeat(100_000)
            ),
        ),
    ] {
        fs::write(dir.path().join(name), &text).expect("writing the input");
        let m = run(dir.path(), &needle, false, name);
        report(&format!("{name}, grep needle"), text.len(), &m);
    }
}

/// The `reduce` binary measured: this build's, or `$REDUCE_BIN`.
fn reduce_binary() -> String {
    std::env::var("REDUCE_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_reduce").into())
}

/// An executable shell script in `dir`.
fn script(dir: &Path, name: &str, body: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("writing the oracle");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).expect("chmod");
    path.display().to_string()
}

/// About `size` bytes of lines of words, the same every time.
fn words(size: usize) -> Vec<u8> {
    const WORDS: [&str; 6] = ["alpha", "beta", "gamma", "delta", "eps", "zeta"];
    let mut out = Vec::with_capacity(size + 64);
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    while out.len() < size {
        for i in 0..8 {
            if i > 0 {
                out.push(b' ');
            }
            out.extend_from_slice(WORDS[rng.below(6) as usize].as_bytes());
        }
        out.push(b'\n');
    }
    out
}

/// Runs `reduce` on `input` in `dir` and waits for it with `wait4`, which
/// gives the peak RSS of that one process. `allow_empty` for an oracle
/// that calls every input interesting, the empty one too (`--allow-empty`
/// lets it run).
fn run(dir: &Path, oracle: &str, allow_empty: bool, input: &str) -> Measured {
    let stats = dir.join(format!("{input}.json"));
    let started = Instant::now();
    // Reaped below by wait4, which std's wait does not expose.
    #[allow(clippy::zombie_processes)]
    let child = Command::new(reduce_binary())
        .args(["--oracle", oracle, "-j", "2", "-q", "--stats-json"])
        .arg(&stats)
        .args(allow_empty.then_some("--allow-empty"))
        .arg(input)
        .current_dir(dir)
        .stdout(Stdio::null())
        .spawn()
        .expect("starting reduce");
    let mut status = 0;
    // SAFETY: zeroed rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, once.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32, "wait4 failed");
    assert!(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0);
    let seconds = started.elapsed().as_secs_f64();
    let json: serde_json::Value =
        serde_json::from_slice(&fs::read(&stats).expect("the stats")).expect("JSON stats");
    Measured {
        seconds,
        calls: json["oracle_calls"].as_u64().expect("oracle_calls"),
        peak_rss_kb: usage.ru_maxrss,
        final_bytes: json["final_bytes"].as_u64().expect("final_bytes"),
    }
}

fn report(case: &str, bytes: usize, m: &Measured) {
    println!(
        "{case:<34} {bytes:>11} {:>8} {:>9.2} {:>12.1} {:>11}",
        m.calls,
        m.seconds,
        m.peak_rss_kb as f64 / 1024.0,
        m.final_bytes
    );
}

/// One case of the job-count table: where its input is, and the check its
/// proxy oracle runs after sleeping.
struct Case {
    name: &'static str,
    input: std::path::PathBuf,
    check: String,
}

/// The job-count table (see the module's doc); `args` follow `--jobs`.
fn job_scaling(args: &[String]) {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut jobs: Vec<usize> = vec![1, 2, 4, 8, 16, 32, 64];
    let mut sleep = 2.0f64;
    let mut names: Vec<String> = Vec::new();
    let (mut in_order, mut peers, mut peer_time) = (false, false, 900.0f64);
    let mut max_time: Option<String> = None;
    let mut rest = args.iter().filter(|a| *a != "--bench").peekable();
    if let Some(list) = rest.next_if(|a| !a.starts_with("--")) {
        jobs = list
            .split(',')
            .map(|j| j.parse().expect("a job count"))
            .collect();
    }
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--in-order" => in_order = true,
            "--peers" => peers = true,
            _ => {
                let value = rest.next().expect("a value after the option");
                match arg.as_str() {
                    "--sleep" => sleep = value.parse().expect("seconds"),
                    "--case" => names.push(value.clone()),
                    "--peer-time" => peer_time = value.parse().expect("seconds"),
                    "--max-time" => max_time = Some(value.clone()),
                    _ => panic!("unknown option {arg}"),
                }
            }
        }
    }
    let cases_dir = manifest.join("benches/cases");
    let cases = [
        Case {
            name: "examples/c",
            input: manifest.join("examples/c/bug.c"),
            check: format!("{}/examples/c/check.sh \"$1\"", manifest.display()),
        },
        Case {
            name: "c-gcc-waddress",
            input: cases_dir.join("c-gcc-waddress/bug.c"),
            check: format!("{}/c-gcc-waddress/check.sh \"$1\"", cases_dir.display()),
        },
        Case {
            name: "cpp-clang-ranges-split",
            input: cases_dir.join("cpp-clang-ranges-split/bug.ii"),
            check: "grep -q 'views::split' \"$1\" && grep -q 'int main' \"$1\"".into(),
        },
    ];
    let reduce = reduce_binary();
    println!("binary: {reduce}; proxy oracle: sleep {sleep} s, then a cheap check");
    println!(
        "{:<24} {:<9} {:>4} {:>7} {:>9} {:>9} {:>9} {:>8} {:>8} {:>13} {:>11} {:>13} {:>9} {:>9}",
        "case",
        "schedule",
        "-j",
        "calls",
        "verdicts",
        "wall s",
        "to 2x s",
        "rounds",
        "tokens",
        "verdicts/slp",
        "per slot-s",
        "pass 1 v/slp",
        "improving",
        "cpu ms/v"
    );
    for case in cases
        .iter()
        .filter(|c| names.is_empty() || names.iter().any(|n| n == c.name))
    {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let memo = dir.path().join("memo");
        fs::create_dir(&memo).expect("the memo directory");
        let memoized = format!(
            "sleep {sleep}\n\
             m={}/$(sha1sum < \"$1\" | cut -c1-40)\n\
             [ -f \"$m\" ] && exit \"$(cat \"$m\")\"\n\
             {}\nr=$?\n\
             echo $r > \"$m.$$\" && mv \"$m.$$\" \"$m\"\n\
             exit $r",
            memo.display(),
            case.check
        );
        let oracle = script(dir.path(), "proxy.sh", &memoized);
        for &j in &jobs {
            // At -j 1 both schedules are the same.
            let schedules: &[bool] = match in_order && j > 1 {
                true => &[false, true],
                false => &[false],
            };
            for &ordered in schedules {
                let limit = max_time.as_deref();
                ours(case, dir.path(), &oracle, j, ordered, sleep, limit);
            }
            if peers && j > 1 {
                for peer in [Peer::CVise, Peer::ShrinkRay] {
                    peer_run(case, dir.path(), &oracle, j, peer, sleep, peer_time);
                }
            }
        }
    }
}

/// One reduction by our binary at `-j j` (with `--in-order` if `ordered`)
/// in `dir` on the case's input, stopped by `--max-time` at `limit` if
/// given, and its row of the table.
fn ours(
    case: &Case,
    dir: &Path,
    oracle: &str,
    j: usize,
    ordered: bool,
    sleep: f64,
    limit: Option<&str>,
) {
    let file = case.input.file_name().expect("a file name");
    fs::copy(&case.input, dir.join(file)).expect("copying the input");
    let stats = dir.join("stats.json");
    let started = Instant::now();
    let status = Command::new(reduce_binary())
        .args(["--oracle", oracle, "-q", "-j", &j.to_string()])
        .args(["-o", "out", "--stats-json"])
        .arg(&stats)
        .args(ordered.then_some("--in-order"))
        .args(limit.map(|l| ["--max-time", l]).into_iter().flatten())
        .arg(file)
        .current_dir(dir)
        .status()
        .expect("starting reduce");
    assert!(status.success(), "{} -j {j}", case.name);
    let wall = started.elapsed().as_secs_f64();
    let json: serde_json::Value =
        serde_json::from_slice(&fs::read(&stats).expect("the stats")).expect("JSON");
    let verdicts = json["algo_tests"].as_u64().expect("algo_tests") as f64;
    let (first_pass_seconds, first_pass_verdicts) = first_pass(&json);
    let final_bytes = json["final_bytes"].as_u64().expect("final_bytes");
    let original_bytes = json["original_bytes"].as_u64().expect("original_bytes");
    let bests = json["bests"].as_array().expect("bests");
    let to_twice = match original_bytes <= 2 * final_bytes {
        true => 0.0,
        false => (bests.iter())
            .filter(|b| b["bytes"].as_u64().expect("bytes") <= 2 * final_bytes)
            .map(|b| b["seconds"].as_f64().expect("seconds"))
            .fold(f64::INFINITY, f64::min),
    };
    println!(
        "{:<24} {:<9} {:>4} {:>7} {:>9} {:>9.1} {:>9.1} {:>8.1} {:>8} {:>13.2} {:>11.3} {:>13.2} {:>9} {:>9.2}",
        case.name,
        if ordered { "in-order" } else { "default" },
        j,
        json["oracle_calls"].as_u64().expect("oracle_calls"),
        verdicts,
        wall,
        to_twice,
        wall / sleep,
        json["final_tokens"].as_u64().expect("final_tokens"),
        verdicts / (wall / sleep),
        verdicts / (wall * j as f64),
        first_pass_verdicts / (first_pass_seconds / sleep),
        improving_rounds(&json, sleep),
        1000.0 * json["cpu_seconds"].as_f64().expect("cpu_seconds") / verdicts,
    );
}

/// A peer run on the same proxy.
#[derive(Clone, Copy)]
enum Peer {
    CVise,
    ShrinkRay,
}

/// One reduction by `peer` at `j` parallel tests, in a directory of its
/// own beside `dir`'s proxy, stopped after `limit` seconds; its row gives
/// its calls as "-", its tokens by `benches/tokens.py`.
fn peer_run(case: &Case, dir: &Path, oracle: &str, j: usize, peer: Peer, sleep: f64, limit: f64) {
    let work = tempfile::tempdir().expect("a temporary directory");
    let file = case.input.file_name().expect("a file name");
    let input = work.path().join(file);
    fs::copy(&case.input, &input).expect("copying the input");
    let original = fs::metadata(&input).expect("the input").len();
    let name = file.to_string_lossy();
    let mut command = match peer {
        Peer::CVise => {
            // C-Vise runs its test without arguments beside a copy of the file.
            let test = script(dir, "cvise-test.sh", &format!("exec {oracle} {name:?}"));
            // It takes the file's name, not a path, beside it.
            let mut c = Command::new("cvise");
            c.args(["--n", &j.to_string(), "--tidy", &test]).arg(file);
            c
        }
        Peer::ShrinkRay => {
            let mut c = Command::new(std::env::var("SHRINKRAY").unwrap_or("shrinkray".into()));
            c.args(["--no-llm", "--ui", "basic", "--parallelism", &j.to_string()])
                .args(["--input-type", "basename", "--no-history"])
                .args(["--trivial-is-not-error", "--timeout", "60", oracle])
                .arg(&input);
            c
        }
    };
    let started = Instant::now();
    let Ok(mut child) = command
        .current_dir(work.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    else {
        println!("{:<24} {:<9} {j:>4} not installed", case.name, peer.name());
        return;
    };
    let mut sizes = Vec::new();
    let stopped = loop {
        if child.try_wait().expect("waiting").is_some() {
            break false;
        }
        if started.elapsed().as_secs_f64() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break true;
        }
        if let Ok(m) = fs::metadata(&input) {
            sizes.push((started.elapsed().as_secs_f64(), m.len()));
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    };
    let wall = started.elapsed().as_secs_f64();
    let size = fs::metadata(&input).expect("the result").len();
    let to_twice = match original <= 2 * size {
        true => 0.0,
        false => to_size(&sizes, 2 * size).unwrap_or(wall),
    };
    let tokens = Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/tokens.py"))
        .arg(&input)
        .output()
        .map(|o| {
            String::from_utf8_lossy(&o.stdout)
                .split_whitespace()
                .next()
                .unwrap_or("?")
                .to_owned()
        })
        .unwrap_or_else(|_| "?".into());
    println!(
        "{:<24} {:<9} {:>4} {:>7} {:>9} {:>9.1} {:>9.1} {:>8.1} {:>8}{}",
        case.name,
        peer.name(),
        j,
        "-",
        "-",
        wall,
        to_twice,
        wall / sleep,
        tokens,
        if stopped {
            "  (stopped at the limit)"
        } else {
            ""
        },
    );
}

/// When a peer's file, polled as `(seconds, bytes)`, first held at most
/// `bytes`: the first poll so small that no later one is larger. A peer
/// rewrites its file in place, and a poll between the truncation and the
/// write reads it empty (shrinkray's, 2026-12-07: 0 bytes at 15.4 s of
/// c-gcc-waddress, 31,549 at 15.8 s); its bests only shrink, so a poll
/// that a larger one follows read a file being written.
fn to_size(polls: &[(f64, u64)], bytes: u64) -> Option<f64> {
    let mut later_max = 0;
    let mut first = None;
    for &(t, size) in polls.iter().rev() {
        if size <= bytes && size >= later_max {
            first = Some(t);
        }
        later_max = later_max.max(size);
    }
    first
}

impl Peer {
    fn name(self) -> &'static str {
        match self {
            Peer::CVise => "cvise",
            Peer::ShrinkRay => "shrinkray",
        }
    }
}

/// When the first pass ended (seconds into the run) and the verdicts
/// committed by then, from a run's `--stats-json`: its last level's (levels
/// are listed as they end).
fn first_pass(json: &serde_json::Value) -> (f64, f64) {
    let levels = json["levels"].as_array().expect("levels");
    let last = levels.iter().rfind(|l| l["pass"].as_u64() == Some(1));
    last.map_or((0.0, 0.0), |l| {
        (
            l["ended_seconds"].as_f64().expect("ended_seconds"),
            l["verdicts_so_far"].as_u64().expect("verdicts_so_far") as f64,
        )
    })
}

/// The rounds in which a run found new bests, as its `--stats-json` times
/// them: a best opens a round when it came at least `sleep` after the best
/// that opened the last one (see the module's doc).
fn improving_rounds(json: &serde_json::Value, sleep: f64) -> usize {
    let bests = json["bests"].as_array().expect("bests");
    let mut times: Vec<f64> = bests
        .iter()
        .map(|b| b["seconds"].as_f64().expect("seconds"))
        .collect();
    times.sort_by(f64::total_cmp);
    let mut opened: Option<f64> = None;
    let mut rounds = 0;
    for t in times {
        if opened.is_none_or(|o| t - o >= sleep) {
            opened = Some(t);
            rounds += 1;
        }
    }
    rounds
}
