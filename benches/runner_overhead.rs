//! Runner overhead benchmark: what `reduce` itself costs per oracle call
//! (render + hash + temp dir + write + spawn + reap + commit) on a 100 KB
//! input, against a bare spawn of the same do-nothing program, and how busy
//! two cores are during a `-j 2` run with an oracle that burns CPU.
//!
//! `cargo bench --bench runner_overhead [-- CALLS]`

use reduce::algo::{Configuration, Ddmin, DdminOrder};
use reduce::candidate::Rendering;
use reduce::frontend::{self, Lang};
use reduce::runner::{self, OracleSpec, Render, Runner, RunnerSettings, Session};
use reduce::tree::{Edits, NodeId, Tree, render, rendering};
use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

struct Lines<'a> {
    tree: &'a Tree,
    edits: Edits,
    items: Vec<NodeId>,
}

impl Render for Lines<'_> {
    fn render(&self, config: &Configuration) -> Rendering {
        let mut kept = config.iter().peekable();
        let removed: Vec<NodeId> = (0..self.items.len())
            .filter(|&i| kept.next_if_eq(&&i).is_none())
            .map(|i| self.items[i])
            .collect();
        rendering(self.tree, &self.edits, &removed)
    }
    fn admissible(&self, _: &Rendering) -> bool {
        true // text has no syntax to check: this bench times the runner alone
    }
}

/// Hears nothing: the bench counts the runner's own work.
struct Quiet;

impl Session for Quiet {
    fn interesting(&mut self, _: &Configuration, _: &[u8], _: &Runner) -> std::io::Result<()> {
        Ok(())
    }
    fn committed(&mut self, _: &Runner) {}
}

/// CPU time (user + system) of this process and its reaped children.
fn cpu_time() -> Duration {
    let mut total = Duration::ZERO;
    for who in [libc::RUSAGE_SELF, libc::RUSAGE_CHILDREN] {
        // SAFETY: getrusage writes into the zeroed struct we own.
        let usage = unsafe {
            let mut u: libc::rusage = std::mem::zeroed();
            libc::getrusage(who, &mut u);
            u
        };
        for t in [usage.ru_utime, usage.ru_stime] {
            total += Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64);
        }
    }
    total
}

struct Measured {
    wall: Duration,
    cpu: Duration,
    calls: u64,
}

fn run(tree: &Tree, oracle: &Path, jobs: usize, calls: u64) -> Measured {
    let mut runner = Runner::new(RunnerSettings {
        oracle: std::sync::Arc::new(OracleSpec::new(
            oracle.to_path_buf(),
            "input.txt".into(),
            Duration::from_secs(60),
        )),
        capture_output: false,
        jobs,
        look_ahead: usize::MAX,
        deadline: None,
        max_calls: Some(calls),
        // Where the CLI would run the calls.
        roots: reduce::runner::call_roots(tree.source().len() as u64, jobs, None),
        verify: false,
        launch_retries: 3,
        round: 1,
    })
    .unwrap();
    let edits = Edits::new(tree);
    let items = lines(tree);
    let session = Lines { tree, edits, items };
    let mut algo = Ddmin::new(session.items.len(), DdminOrder::SubsetsFirst);
    let (wall0, cpu0) = (Instant::now(), cpu_time());
    runner::run_algorithm(&mut runner, &mut algo, &session, &mut Quiet).unwrap();
    Measured {
        wall: wall0.elapsed(),
        cpu: cpu_time() - cpu0,
        calls: runner.stats().oracle_calls,
    }
}

/// The 1000 line nodes (text puts them under group nodes, 16 to a run).
fn lines(tree: &Tree) -> Vec<NodeId> {
    let lines: Vec<NodeId> = tree
        .levels(&Edits::new(tree))
        .into_iter()
        .flatten()
        .filter(|&id| tree.kind(id) == "line")
        .collect();
    assert_eq!(lines.len(), 1000);
    lines
}

fn main() {
    let calls: u64 = std::env::args()
        .skip(1)
        .find(|a| a != "--bench")
        .map_or(2000, |a| a.parse().expect("CALLS"));
    let mut input = Vec::new();
    for i in 0..1000 {
        writeln!(input, "line {i:04} {}", "x".repeat(89)).unwrap();
    }
    assert_eq!(input.len(), 100_000);
    let tree = frontend::parse(Lang::Text, input).unwrap();
    let nothing = Path::new("/bin/false");
    let dir = tempfile::tempdir().unwrap();
    let burn = dir.path().join("burn.sh");
    std::fs::write(
        &burn,
        "#!/bin/sh\ni=0\nwhile [ $i -lt 40000 ]; do i=$((i+1)); done\nexit 1\n",
    )
    .unwrap();
    std::fs::set_permissions(&burn, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();

    // The pieces done on the main thread: render and hash.
    let edits = Edits::new(&tree);
    let items = lines(&tree);
    let t = Instant::now();
    for i in 0..calls as usize {
        let bytes = render(&tree, &edits, &items[i % 1000..i % 1000 + 1]);
        std::hint::black_box(runner::key(&bytes));
    }
    let render_hash = t.elapsed() / calls as u32;

    let t = Instant::now();
    for _ in 0..calls {
        Command::new(nothing).status().unwrap();
    }
    let bare = t.elapsed() / calls as u32;

    println!("100 KB input (1000 lines), {calls} calls per row; oracle /bin/false unless noted");
    println!(
        "render + hash on the main thread: {:.3} ms per candidate",
        ms(render_hash)
    );
    println!(
        "bare spawn + wait of /bin/false:  {:.3} ms per call",
        ms(bare)
    );
    for (label, oracle, jobs) in [
        ("-j 1, /bin/false", nothing, 1),
        ("-j 2, /bin/false", nothing, 2),
        ("-j 2, CPU-burning sh oracle", burn.as_path(), 2),
    ] {
        let m = run(
            &tree,
            oracle,
            jobs,
            if oracle == nothing { calls } else { calls / 10 },
        );
        let per_call = m.wall / m.calls as u32;
        let busy = m.cpu.as_secs_f64() / (m.wall.as_secs_f64() * 2.0) * 100.0;
        // Our own cost per call: what a call costs beyond spawning and
        // reaping the same program directly (meaningless for the burner).
        let overhead = if oracle == nothing {
            format!("{:.3} ms", ms(per_call) - ms(bare) / jobs as f64)
        } else {
            "-".to_owned()
        };
        println!(
            "{label:<30} {:>5} calls  {:>7.3} ms per call (wall/calls)  over a bare spawn {overhead:>9}  cores busy {busy:>5.1}% of 2",
            m.calls,
            ms(per_call),
        );
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
