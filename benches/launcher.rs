//! Oracle calls through `srun`, on the one-node Slurm cluster that
//! `tests/slurm/start.sh` starts (run it first, as root):
//!
//! 1. srun's own cost: `srun true` one after another, and 16 at a time.
//! 2. Dispatch: a text input reduced with an oracle that answers at once,
//!    at `-j 16`, here and through srun: calls per second, and our cost
//!    per call beside srun's own.
//! 3. Scaling: the C example with an oracle that sleeps 2 s before its
//!    check (no CPU), through srun at `-j 1, 2, 4, 8, 16` (or `--jobs
//!    LIST`), a job per call, or with `--steps` each run inside one
//!    `salloc --ntasks=J` allocation and each call a step in it (declare
//!    enough CPUs: `SLURM_TEST_CPUS=64 tests/slurm/start.sh` on a fresh
//!    cluster): wall time, calls, and the rounds of 2 s the run took (wall
//!    / 2 s) beside calls / jobs, what perfect use of the jobs would take.
//!    `-- --quick` leaves it out (it takes about 15 minutes).
//!
//! `cargo bench --bench launcher [-- --quick] [--jobs 1,16,64] [--steps]`

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

const SRUN: &str = "srun --nodes=1 --ntasks=1 --quiet";

/// srun as a step of the allocation a run is inside (`--steps`).
const STEP: &str = "srun --ntasks=1 --exact --quiet";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let steps = args.iter().any(|a| a == "--steps");
    let jobs: Vec<usize> = args
        .iter()
        .position(|a| a == "--jobs")
        .map(|at| {
            args.get(at + 1)
                .expect("--jobs takes a list: 1,16,64")
                .split(',')
                .map(|j| j.parse().expect("a number of jobs"))
                .collect()
        })
        .unwrap_or_else(|| vec![1, 2, 4, 8, 16]);
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let reduce = manifest.join("target/release/reduce");
    assert!(
        reduce.exists(),
        "build the binary first: cargo build --release"
    );
    assert!(
        Command::new("sinfo")
            .output()
            .is_ok_and(|o| o.status.success()),
        "no Slurm cluster: run tests/slurm/start.sh as root first"
    );
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("work");
    fs::create_dir(&work).unwrap();

    // 1. srun alone.
    let runs = 40;
    let started = Instant::now();
    for _ in 0..runs {
        assert!(srun_true());
    }
    let sequential = started.elapsed().as_secs_f64() / runs as f64;
    let (streams, each) = (16, 10);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..streams {
            scope.spawn(|| (0..each).all(|_| srun_true()));
        }
    });
    let parallel = (streams * each) as f64 / started.elapsed().as_secs_f64();
    println!("srun true, one after another: {:.3} s each", sequential);
    println!("srun true, {streams} at a time: {parallel:.1} per second");

    // 2. Dispatch with an oracle that answers at once.
    let lines: String = (0..400)
        .map(|i| {
            if i == 117 {
                "needle\n".to_owned()
            } else {
                format!("line {i} of the haystack\n")
            }
        })
        .collect();
    fs::write(dir.path().join("in.txt"), lines).unwrap();
    script(dir.path(), "needle.sh", "grep -q needle \"$1\"");
    println!();
    println!(
        "{:<28} {:>6} {:>8} {:>10} {:>14}",
        "dispatch, -j 16", "calls", "wall s", "calls/s", "s/call x 16"
    );
    let mut per_call = Vec::new();
    for (name, launcher) in [("here", None), ("through srun", Some(SRUN))] {
        let (seconds, calls) = run(
            &reduce,
            dir.path(),
            "needle.sh",
            "in.txt",
            16,
            launcher.map(|l| (l, false)),
        );
        per_call.push(seconds * 16.0 / calls as f64);
        println!(
            "{:<28} {:>6} {:>8.1} {:>10.1} {:>14.3}",
            name,
            calls,
            seconds,
            calls as f64 / seconds,
            seconds * 16.0 / calls as f64
        );
    }
    println!(
        "our cost per call through srun beyond running it here: {:.3} s of a job slot; \
         srun's own, {streams} at a time: {:.3} s",
        per_call[1] - per_call[0],
        streams as f64 / parallel
    );
    if quick {
        return;
    }

    // 3. Scaling with an oracle that sleeps 2 s.
    let example = manifest.join("examples/c");
    fs::copy(example.join("bug.c"), dir.path().join("bug.c")).unwrap();
    fs::copy(example.join("check.sh"), dir.path().join("check.sh")).unwrap();
    script(
        dir.path(),
        "slow.sh",
        "sleep 2\nexec \"$(dirname \"$0\")/check.sh\" \"$1\"",
    );
    println!();
    println!(
        "{:<28} {:>6} {:>8} {:>10} {:>12}",
        "C example, 2 s oracle", "calls", "wall s", "rounds", "calls/jobs"
    );
    for jobs in jobs {
        let launcher = if steps { (STEP, true) } else { (SRUN, false) };
        let (seconds, calls) = run(
            &reduce,
            dir.path(),
            "slow.sh",
            "bug.c",
            jobs,
            Some(launcher),
        );
        println!(
            "{:<28} {:>6} {:>8.1} {:>10.1} {:>12.1}",
            format!("{}, -j {jobs}", if steps { "steps" } else { "srun" }),
            calls,
            seconds,
            seconds / 2.0,
            calls as f64 / jobs as f64
        );
    }
}

fn srun_true() -> bool {
    Command::new("sh")
        .args(["-c", &format!("{SRUN} true")])
        .status()
        .is_ok_and(|s| s.success())
}

fn script(dir: &Path, name: &str, body: &str) {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/bash\nexport LC_ALL=C\n{body}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// Reduces `input` in `dir` with `oracle` at `jobs`, through `launcher` if
/// any (inside a `salloc` of `jobs` tasks when its flag says so): wall
/// seconds and oracle calls.
fn run(
    reduce: &Path,
    dir: &Path,
    oracle: &str,
    input: &str,
    jobs: usize,
    launcher: Option<(&str, bool)>,
) -> (f64, u64) {
    let stats = dir.join("stats.json");
    let mut command = match launcher {
        Some((_, true)) => {
            let mut salloc = Command::new("salloc");
            salloc
                .args(["--quiet", "--ntasks", &jobs.to_string()])
                .arg(reduce);
            salloc
        }
        _ => Command::new(reduce),
    };
    command
        .args(["--oracle", oracle, "-q", "-j", &jobs.to_string()])
        .args(["--work-dir", "work", "-o", "out", "--stats-json"])
        .arg(&stats)
        .arg(input)
        .current_dir(dir)
        .stderr(Stdio::inherit());
    if let Some((launcher, _)) = launcher {
        command.args(["--launcher", launcher]);
    }
    let started = Instant::now();
    assert!(command.status().unwrap().success(), "{oracle} -j {jobs}");
    let seconds = started.elapsed().as_secs_f64();
    let s: serde_json::Value = serde_json::from_slice(&fs::read(&stats).unwrap()).unwrap();
    (seconds, s["oracle_calls"].as_u64().unwrap())
}
