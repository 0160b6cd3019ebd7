//! `reduce --launcher srun` on a real Slurm cluster: the one-node cluster
//! `tests/slurm/start.sh` starts on this machine (CI runs it first). The
//! tests are ignored by a plain `cargo test`, which then counts and names
//! them as ignored; `cargo test --release -- --ignored` runs them, and a
//! missing cluster then fails them.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[path = "support/env.rs"]
mod env;
use env::{Env, stderr};

/// Held by the test using the cluster: each checks that the queue drains,
/// which another test's jobs would not let it.
static CLUSTER: Mutex<()> = Mutex::new(());

/// Fails the test unless the cluster is up (its node takes jobs).
fn require_cluster() {
    let up = Command::new("sinfo")
        .args(["-h", "-o", "%T"])
        .output()
        .is_ok_and(|out| {
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .any(|state| ["idle", "mixed", "allocated", "completing"].contains(&state))
        });
    assert!(
        up,
        "no Slurm node takes jobs: run tests/slurm/start.sh as root first"
    );
}

/// A test's directory holding the C example (`bug.c`, `check.sh`) and a
/// work directory (`work`) for `--work-dir`.
fn c_example() -> Env {
    let env = Env::new();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/c");
    for name in ["bug.c", "check.sh"] {
        fs::copy(example.join(name), env.path(name)).unwrap();
    }
    fs::create_dir(env.path("work")).unwrap();
    env
}

/// Nothing is left in the work directory.
fn work_is_empty(env: &Env) -> bool {
    fs::read_dir(env.path("work")).unwrap().next().is_none()
}

/// The processes holding `marker` 5 s after the run ended, if any are left
/// (a step's processes may take a moment to go after srun).
fn processes_left(marker: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let left = processes_with(marker);
        if left.is_empty() || Instant::now() > deadline {
            return left;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The lines of `ps` (all processes) that hold `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    let out = Command::new("ps")
        .args(["-eo", "pid,args"])
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.contains(marker) && !l.contains("ps -eo"))
        .map(str::to_owned)
        .collect()
}

/// Waits up to 20 s for the queue to hold no job of this user (steps of a
/// cancelled call are "completing" for a moment); the jobs still there.
fn queue_after_draining() -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    // SAFETY: getuid has no preconditions.
    let user = unsafe { libc::getuid() }.to_string();
    loop {
        let out = Command::new("squeue")
            .args(["-h", "--user", &user])
            .output()
            .unwrap();
        let queue = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        if queue.is_empty() || Instant::now() > deadline {
            return queue;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

const SRUN: &str = "srun --nodes=1 --ntasks=1 --quiet";

#[test]
#[ignore = "needs a Slurm cluster: sudo tests/slurm/start.sh, then cargo test --release -- --ignored"]
fn srun_at_8_jobs_gives_the_local_result_byte_for_byte() {
    let _cluster = CLUSTER.lock().unwrap_or_else(|e| e.into_inner());
    require_cluster();
    let env = c_example();
    // At the same -j: from 8 on, a round's new bests are joined.
    let local = env.reduce(&["--oracle", "check.sh", "-j", "8", "-o", "local.c", "bug.c"]);
    assert!(local.status.success(), "{}", stderr(&local));
    let launched = env.reduce(&[
        "--oracle",
        "check.sh",
        "-j",
        "8",
        "--launcher",
        SRUN,
        "--work-dir",
        "work",
        "-o",
        "srun.c",
        "bug.c",
    ]);
    assert!(launched.status.success(), "{}", stderr(&launched));
    assert_eq!(
        fs::read(env.path("srun.c")).unwrap(),
        fs::read(env.path("local.c")).unwrap()
    );
    // At the fixpoint, no call of the run is left (the calls' paths are in
    // the work directory).
    let work = env.path("work");
    assert_eq!(processes_left(work.to_str().unwrap()), Vec::<String>::new());
    // Steps launched into one allocation held for the run, as the README
    // advises.
    let reduce = env!("CARGO_BIN_EXE_reduce");
    let held = Command::new("salloc")
        .args(["--quiet", "--nodes=1", "--ntasks=8", reduce])
        .args(["--oracle", "check.sh", "-j", "8", "--launcher"])
        .args(["srun --ntasks=1 --exact --quiet", "--work-dir", "work"])
        .args(["-o", "salloc.c", "bug.c"])
        .current_dir(env.dir())
        .env("TMPDIR", env.path("work"))
        .output()
        .unwrap();
    assert!(held.status.success(), "{}", stderr(&held));
    assert_eq!(
        fs::read(env.path("salloc.c")).unwrap(),
        fs::read(env.path("local.c")).unwrap()
    );
    assert!(work_is_empty(&env));
    assert_eq!(queue_after_draining(), "");
}

#[test]
#[ignore = "needs a Slurm cluster: sudo tests/slurm/start.sh, then cargo test --release -- --ignored"]
fn a_stopped_run_leaves_no_call_running_on_the_cluster() {
    let _cluster = CLUSTER.lock().unwrap_or_else(|e| e.into_inner());
    require_cluster();
    let env = c_example();
    // The original and the empty input are checked at once; every other
    // call sleeps first, so calls are running on the node when the run
    // stops.
    let marker = format!("reduce-slurm-test-{}", std::process::id());
    let original = env.path("bug.c");
    env.script(
        "slow.sh",
        &format!(
            "here=$(dirname \"$0\")\n\
             cmp -s \"$1\" {original:?} && exec \"$here/check.sh\"\n\
             [ -s \"$1\" ] || exit 1\n\
             (exec -a {marker} sleep 60) & wait\n\
             exec \"$here/check.sh\""
        ),
    );
    let args = [
        "--oracle",
        "slow.sh",
        "-j",
        "6",
        "--launcher",
        SRUN,
        "--work-dir",
        "work",
        "--timeout",
        "5m",
    ];
    // --max-time while calls run on the node.
    let mut max_time = args.to_vec();
    max_time.extend(["--max-time", "8", "-o", "max-time.c", "bug.c"]);
    let started = Instant::now();
    let out = env.reduce(&max_time);
    assert!(started.elapsed() < Duration::from_secs(30));
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("max-time"), "{}", stderr(&out));
    assert_eq!(processes_left(&marker), Vec::<String>::new());
    assert_eq!(queue_after_draining(), "");

    // SIGINT while calls run on the node; then SIGINT and SIGTERM at once
    // (two signals of one kind may arrive as one): the second hurries the
    // stop, racing the orderly one.
    for (signals, output) in [
        (&[libc::SIGINT][..], "sigint.c"),
        (&[libc::SIGINT, libc::SIGTERM], "twice.c"),
    ] {
        let mut interrupted = args.to_vec();
        interrupted.extend(["-o", output, "bug.c"]);
        let mut child = env
            .command(&interrupted)
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(30);
        while processes_with(&marker).len() < 2 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(100));
        }
        assert!(
            processes_with(&marker).len() >= 2,
            "fewer than 2 calls started"
        );
        for &signal in signals {
            // SAFETY: a signal to our own child, not yet reaped.
            unsafe {
                libc::kill(child.id() as i32, signal);
            }
        }
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(130), "signals {signals:?}");
        assert_eq!(
            processes_left(&marker),
            Vec::<String>::new(),
            "signals {signals:?}"
        );
        assert_eq!(queue_after_draining(), "", "signals {signals:?}");
        assert!(work_is_empty(&env), "signals {signals:?}");
    }
}

#[test]
#[ignore = "needs a Slurm cluster: sudo tests/slurm/start.sh, then cargo test --release -- --ignored"]
fn a_failing_srun_is_retried_then_stops_the_run_never_a_wrong_result() {
    let _cluster = CLUSTER.lock().unwrap_or_else(|e| e.into_inner());
    require_cluster();
    let env = c_example();
    // A partition that does not exist: the original cannot be checked.
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "--launcher",
        "srun --partition=no-such-partition --quiet",
        "--work-dir",
        "work",
        "bug.c",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains("4 launches of the oracle failed in a row") && said.contains("partition"),
        "{said}"
    );
    // srun that breaks after 30 launches: retries, exit 3, the message,
    // and a best that is interesting.
    env.script(
        "srun-breaks.sh",
        "n=$(flock launches.lock sh -c \
         'n=$(( $(cat launches 2>/dev/null || echo 0) + 1 )); echo $n > launches; echo $n')\n\
         if [ $n -gt 30 ]; then exec srun --partition=no-such-partition --quiet \"$@\"; fi\n\
         exec srun --quiet \"$@\"",
    );
    let out = env.reduce(&[
        "--oracle",
        "check.sh",
        "-j",
        "1",
        "--launcher",
        "./srun-breaks.sh",
        "--work-dir",
        "work",
        "-o",
        "broken.c",
        "bug.c",
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains("4 launches of the oracle failed in a row") && said.contains("partition"),
        "{said}"
    );
    assert_eq!(
        fs::read_to_string(env.path("launches")).unwrap().trim(),
        "34"
    );
    let best = fs::read(env.path("broken.c")).unwrap();
    assert!(best.len() < fs::metadata(env.path("bug.c")).unwrap().len() as usize);
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("bug.c"), &best).unwrap();
    let verdict = Command::new(env.path("check.sh"))
        .arg(dir.path().join("bug.c"))
        .current_dir(dir.path())
        .status()
        .unwrap();
    assert!(verdict.success(), "the best kept is not interesting");
    assert!(work_is_empty(&env));
    assert_eq!(queue_after_draining(), "");
}
