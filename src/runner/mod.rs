//! The test runner: runs the user's oracle on candidate bytes, in parallel,
//! through a cache, and commits verdicts in proposal order.
//!
//! Invariant: `runner` knows bytes, never what they mean. It drives any
//! [`ListAlgorithm`](crate::algo::ListAlgorithm) through the trait alone.

mod cache;
pub mod calldir;
mod calls;
mod dry;
mod estimates;
mod exec;
pub mod formatter;
mod launcher;
mod live;
mod lookahead;
mod oracle;
mod orphans;
mod outcome;
mod rundir;
mod session;
mod supervise;

pub use cache::{Cache, Key, Verdict, key, read_verdict_records, verdict_record};
pub use lookahead::{Assumed, Candidate, Found, LookAhead};
pub use oracle::{Oracle, OracleSpec};
pub use outcome::{CallResult, Outcome};
pub use rundir::{CallRoots, ScratchDir, call_roots};
pub use supervise::{CallControl, Stopping, kill_leftovers, run_interruptible, run_watched};

use crate::algo::ListAlgorithm;
use std::io;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

static STOP_REQUESTED: AtomicBool = AtomicBool::new(false);

/// Asks every runner to stop launching calls and kill the running ones.
/// Async-signal-safe: the SIGINT/SIGTERM handler calls it.
pub fn request_stop() {
    STOP_REQUESTED.store(true, Ordering::SeqCst);
}

/// Whether [`request_stop`] was called.
pub fn stop_requested() -> bool {
    STOP_REQUESTED.load(Ordering::SeqCst)
}

/// Kills every oracle call's process groups and removes every runner's
/// directory, at once; returns how many calls were running. For a second
/// interrupt: the process exits right after, without the orderly stop.
pub fn kill_everything_now() -> usize {
    let killed = supervise::kill_every_call();
    rundir::remove_all_now();
    killed
}

/// Which engine answers a runner's tests: the live one, with oracle
/// calls, or the dry one of a look-ahead's copy ([`Runner::dry_copy`]),
/// which calls nothing.
enum Engine {
    Live,
    Dry(Box<dry::DryRun>),
}

/// Why a run ended before its algorithm finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// SIGINT or SIGTERM.
    Interrupted,
    /// `--max-time` ran out.
    TimeLimit,
    /// `--max-tests` oracle calls were made.
    TestLimit,
}

/// How the runner answered a request for one candidate's verdict
/// ([`Runner::verdict_of`]).
#[derive(Debug)]
pub enum Answer {
    /// The cache knew it: interesting or not.
    Cached(bool),
    /// The oracle was called, and answered.
    Called(CallResult),
    /// No call could be made or finish: the run must stop.
    Stopped(Stop),
}

impl Answer {
    /// Whether the candidate is interesting (a stopped call says no).
    pub fn is_interesting(&self) -> bool {
        match self {
            Answer::Cached(interesting) => *interesting,
            Answer::Called(result) => result.outcome.is_interesting(),
            Answer::Stopped(_) => false,
        }
    }
}

/// Everything the runner needs to know, fixed for a run.
#[derive(Clone, Debug)]
pub struct RunnerSettings {
    /// What answers for candidates: the user's script, in `reduce`.
    pub oracle: std::sync::Arc<dyn Oracle>,
    /// Keep the output of the calls whose verdicts are committed (for
    /// `--verbose`; single calls always keep theirs).
    pub capture_output: bool,
    /// Calls running at once.
    pub jobs: usize,
    /// The most of them started ahead, for candidates of later levels
    /// (`--look-ahead`; 0: none).
    pub look_ahead: usize,
    /// Stop launching calls at this moment (`--max-time`).
    pub deadline: Option<Instant>,
    /// Stop after this many oracle calls (`--max-tests`).
    pub max_calls: Option<u64>,
    /// Where the run's private directory is created, and where calls move
    /// when that fills up.
    pub roots: CallRoots,
    /// Run the oracle again on every candidate about to be committed as
    /// interesting, and commit it only if it still is (`--verify`).
    pub verify: bool,
    /// Failed launches in a row made again before the run stops
    /// (`--launch-retries`).
    pub launch_retries: u32,
    /// Tests of a list algorithm per round, whose successes are joined
    /// (see [`crate::algo::Rounds`]); 1 commits each success alone, in the
    /// algorithm's order, which gives the same result at every `-j`.
    pub round: usize,
}

/// Counters of a run, all measured; the summary and `--stats-json` give
/// them as they are (field names are stable: scripts read them).
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Stats {
    /// Oracle calls launched, cancelled ones included (with `-j` above 1
    /// some are speculative, so this count may differ between `-j` values).
    pub oracle_calls: u64,
    /// Candidates answered from the cache instead of the oracle.
    pub cache_hits: u64,
    /// Candidates the session refused before the oracle (broken syntax).
    pub rejected_before_oracle: u64,
    /// Generator mode: calls whose replay made no usable input (not
    /// counted in `oracle_calls`).
    pub made_nothing: u64,
    /// Generator mode: calls whose replay made an input the oracle had
    /// already judged, answered without it (not counted in `oracle_calls`).
    pub made_before: u64,
    /// Calls whose launch failed (`--launcher`): made again, but for the
    /// last when the run stopped on too many in a row (not counted in
    /// `oracle_calls`).
    pub launch_failures: u64,
    /// Calls killed because an earlier candidate was interesting (or the
    /// run stopped), calls started ahead included.
    pub cancelled_calls: u64,
    /// Calls started ahead, on candidates of a level or pass after the
    /// one running (see `runner::ahead`); in `oracle_calls` too.
    pub calls_ahead: u64,
    /// Calls started ahead whose candidates a list algorithm then tested
    /// (the others were cancelled, or the run took another path).
    pub calls_ahead_used: u64,
    /// Committed tests of a join of successes found apart (a round's, see
    /// [`crate::algo::Rounds`], or the parts of a level's lanes).
    pub joins_tested: u64,
    /// Of those, the interesting ones.
    pub joins_interesting: u64,
    /// Calls killed at the timeout.
    pub timeouts: u64,
    /// Configurations the list algorithms asked for (verdicts committed).
    pub algo_tests: u64,
    /// Wall time spent inside oracle processes, summed over calls (with
    /// `--launcher`, the launcher's whole run, queueing included). In
    /// the summary as `oracle_seconds`.
    #[serde(skip)]
    pub oracle_time: Duration,
    /// Interesting candidates that `--verify` found not interesting on the
    /// second call (a flaky oracle), so they were not committed.
    pub verify_failures: u64,
    /// Calls that checked the result once more at the end of the run, and
    /// the earlier bests it fell back to when it was not interesting again
    /// (not counted in `oracle_calls`, which stays the reduction's own).
    pub result_checks: u64,
}

/// The stdout and stderr of the most recently committed calls, kept for
/// `--verbose` (speculative calls whose verdicts were never used do not count).
#[derive(Clone, Debug, Default)]
pub struct LastOutputs {
    /// Output of the last call that found its candidate interesting.
    pub interesting: Option<Vec<u8>>,
    /// Output of the last call that did not.
    pub uninteresting: Option<Vec<u8>>,
}

/// The runner of one reduction: owns the cache, the counters and the private
/// directory the calls run in.
pub struct Runner {
    settings: RunnerSettings,
    dirs: rundir::RunDirs,
    /// What the user should hear about where calls run, in order.
    notices: Vec<String>,
    /// Whether a call was made again after an I/O error (said once).
    retried_io: bool,
    next_call: u64,
    /// The kind of candidate the oracle judges (see [`Runner::switch_oracle`]).
    candidate_kind: u64,
    cache: Cache,
    stats: Stats,
    last_outputs: LastOutputs,
    /// With `--verbose`, the outputs of calls started ahead, by key, until
    /// a test commits their verdict (at most `live::jobs::MOST_AHEAD_OUTPUTS`).
    ahead_outputs: std::collections::HashMap<Key, Vec<u8>>,
    /// The calls running, for every list algorithm this runner drives.
    calls: calls::Calls,
    /// Which engine answers its tests.
    engine: Engine,
    /// Every verdict committed to a list algorithm, in order: a dry run
    /// replays the ones since its start without rendering them.
    trail: Vec<bool>,
    /// What a look-ahead is expected to take: what the last one took,
    /// lowered while none is affordable (see `estimates::AHEAD_SHARE`).
    ahead_cost: Duration,
    /// Calls that answered (the oracle's mean time is `oracle_time` over
    /// this).
    answers: u64,
    /// What preparing one candidate (rendering, hashing, the syntax check)
    /// takes the runner's thread, as a moving average: speculation that
    /// costs more than the oracle calls it overlaps is not made (see
    /// `Runner::least_worth_preparing`).
    prepare_cost: Duration,
    /// The share of committed verdicts that were interesting, as a moving
    /// average per class of tests (see `Session::class`): the chance the
    /// runner gives a test of that class when it speculates on its success
    /// (see `live::slots::Branch`).
    success_rates: Vec<f64>,
    /// Keys of the calls started ahead that no list algorithm committed yet.
    ahead_keys: std::collections::HashSet<Key>,
    /// Keys a look-ahead's syntax check refused that no test met yet.
    ahead_refused: std::collections::HashSet<Key>,
}

impl Drop for Runner {
    fn drop(&mut self) {
        // Before the run's directory goes.
        self.end_calls();
    }
}

impl Runner {
    /// Creates the run's private directory (mode 0700) in the primary root.
    pub fn new(settings: RunnerSettings) -> io::Result<Self> {
        let dirs = rundir::RunDirs::new(&settings.roots)?;
        Ok(Runner::fresh(settings, dirs))
    }

    /// A runner that has made no call and knows nothing yet, calling in
    /// `dirs`.
    fn fresh(settings: RunnerSettings, dirs: rundir::RunDirs) -> Self {
        Runner {
            dirs,
            settings,
            notices: Vec::new(),
            retried_io: false,
            next_call: 0,
            candidate_kind: 0,
            cache: Cache::default(),
            stats: Stats::default(),
            last_outputs: LastOutputs::default(),
            ahead_outputs: Default::default(),
            calls: calls::Calls::default(),
            engine: Engine::Live,
            trail: Vec::new(),
            ahead_cost: Duration::ZERO,
            answers: 0,
            prepare_cost: Duration::ZERO,
            success_rates: Vec::new(),
            ahead_keys: Default::default(),
            ahead_refused: Default::default(),
        }
    }

    /// Calls `oracle` from now on, with the same counters and budgets, on
    /// candidates of another kind (`kind`, above 0): generator mode's
    /// polish judges files where the generator's run judged traces. Their
    /// verdicts are cached under other keys, so that a file with the bytes
    /// of a trace (the empty one) is not answered with the trace's verdict.
    pub fn switch_oracle(&mut self, oracle: std::sync::Arc<dyn Oracle>, kind: u64) {
        self.settings.oracle = oracle;
        self.candidate_kind = kind;
    }

    /// The cache key of candidate bytes of the kind this runner judges now.
    fn key(&self, bytes: &[u8]) -> Key {
        cache::key_of_kind(bytes, self.candidate_kind)
    }

    /// What the user should hear about where calls run (the run's
    /// directory filled up and calls moved), in order; each once.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The verdict cache, to save it (`--resume`).
    pub fn cache(&self) -> &Cache {
        &self.cache
    }

    /// The verdict cache, to fill it from a save or journal it.
    pub fn cache_mut(&mut self) -> &mut Cache {
        &mut self.cache
    }

    /// Verdicts committed to list algorithms so far (where a dry run
    /// from here starts replaying, see [`Runner::dry_copy`]).
    pub fn committed(&self) -> usize {
        self.trail.len()
    }

    /// The counters so far.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The oracle output kept for `--verbose`.
    pub fn last_outputs(&self) -> &LastOutputs {
        &self.last_outputs
    }

    /// The verdict on one candidate, on the path every call takes: the
    /// cache (unless `fresh`), the call and time budgets, the stop request
    /// and the deadline (which cancel the call), and the journal. Waits for
    /// the call and keeps its output. `fresh` asks the oracle even when the
    /// cache knows the bytes: `--check-original` runs after the first, and
    /// `--verify` re-checks.
    pub fn verdict_of(&mut self, bytes: &[u8], fresh: bool) -> io::Result<Answer> {
        let key = self.key(bytes);
        if let Some(answer) = self.answer_without_call(key, fresh) {
            return Ok(answer);
        }
        self.stats.oracle_calls += 1;
        let mut answers = self.call_batch(&[(bytes, key)])?;
        Ok(answers.pop().expect("one call, one answer"))
    }

    /// The oracle's verdict on `bytes` once more, whatever the cache knows
    /// and whatever budget is left (`--max-time`, `--max-tests`): a result's
    /// check at the end of a run, counted in `result_checks`, not in
    /// `oracle_calls`. `None` when the run is interrupted.
    pub fn check_again(&mut self, bytes: &[u8]) -> io::Result<Option<bool>> {
        let budgets = (
            self.settings.deadline.take(),
            self.settings.max_calls.take(),
        );
        let calls = self.stats.oracle_calls;
        let answer = self.verdict_of(bytes, true);
        (self.settings.deadline, self.settings.max_calls) = budgets;
        self.stats.result_checks += self.stats.oracle_calls.saturating_sub(calls);
        self.stats.oracle_calls = calls;
        Ok(match answer? {
            Answer::Stopped(_) => None,
            answer => Some(answer.is_interesting()),
        })
    }

    /// How many oracle calls may run at once (`-j`).
    pub fn jobs(&self) -> usize {
        self.settings.jobs.max(1)
    }

    /// The verdicts on `candidates`, each as [`verdict_of`](Self::verdict_of)
    /// gives it (from the cache where it knows the bytes), their first
    /// calls made side by side, up to the job count at once. So the checks
    /// a run starts with (the original, the empty input) take one oracle
    /// call's time, not two, at `-j 2` and above; at `-j 1` they are made
    /// one after the other, as before.
    pub fn verdicts_of(&mut self, candidates: &[&[u8]]) -> io::Result<Vec<Answer>> {
        let mut answers: Vec<Option<Answer>> = Vec::with_capacity(candidates.len());
        // The candidates to call: where they are, and their keys.
        let mut to_call: Vec<(usize, Key)> = Vec::new();
        for (at, bytes) in candidates.iter().enumerate() {
            let key = self.key(bytes);
            let answer = self.answer_without_call(key, false);
            if answer.is_none() {
                // Counted as it starts, so that a budget stops the next.
                self.stats.oracle_calls += 1;
                to_call.push((at, key));
            }
            answers.push(answer);
        }
        for batch in to_call.chunks(self.jobs()) {
            let calls: Vec<(&[u8], Key)> = (batch.iter())
                .map(|&(at, key)| (candidates[at], key))
                .collect();
            for (&(at, _), answer) in batch.iter().zip(self.call_batch(&calls)?) {
                answers[at] = Some(answer);
            }
        }
        Ok(answers
            .into_iter()
            .map(|a| a.expect("each one answered"))
            .collect())
    }

    /// The answer on `key` that needs no call: the cache's (unless
    /// `fresh`), or why no call may be made.
    fn answer_without_call(&mut self, key: Key, fresh: bool) -> Option<Answer> {
        let known = self.cache.get(key).and_then(cache::Entry::verdict);
        if let (false, Some(interesting)) = (fresh, known) {
            self.stats.cache_hits += 1;
            return Some(Answer::Cached(interesting));
        }
        if matches!(self.engine, Engine::Dry(_)) {
            // A dry run looks no further.
            return Some(Answer::Stopped(Stop::TestLimit));
        }
        self.out_of_budget().map(Answer::Stopped)
    }

    fn new_call_dir(&mut self) -> PathBuf {
        self.next_call += 1;
        self.dirs.current().join(self.next_call.to_string())
    }

    /// An oracle call's mean time so far; `None` before any answered.
    fn mean_call(&self) -> Option<Duration> {
        (self.answers > 0).then(|| self.stats.oracle_time.div_f64(self.answers as f64))
    }

    fn record_result(&mut self, key: Key, result: &CallResult) {
        let interesting = result.outcome.is_interesting();
        self.stats.oracle_time += result.elapsed;
        self.answers += 1;
        // Neither ran the oracle, though counted as a call when it started.
        match result.outcome {
            Outcome::NothingMade(_) => {
                self.stats.made_nothing += 1;
                self.stats.oracle_calls -= 1;
            }
            Outcome::MadeBefore { .. } => {
                self.stats.made_before += 1;
                self.stats.oracle_calls -= 1;
            }
            _ => {}
        }
        if result.outcome == Outcome::TimedOut {
            self.stats.timeouts += 1;
        }
        self.cache.record_answer(key, interesting);
    }

    /// Keeps a committed call's output for `--verbose`.
    fn keep_output(&mut self, interesting: bool, output: Vec<u8>) {
        let slot = if interesting {
            &mut self.last_outputs.interesting
        } else {
            &mut self.last_outputs.uninteresting
        };
        *slot = Some(output);
    }

    /// The reason to stop now, if any (interrupt or time limit).
    fn stop_now(&self) -> Option<Stop> {
        if stop_requested() {
            return Some(Stop::Interrupted);
        }
        match self.settings.deadline {
            Some(deadline) if Instant::now() >= deadline => Some(Stop::TimeLimit),
            _ => None,
        }
    }

    /// Why no other call may start, if none may.
    pub fn out_of_budget(&self) -> Option<Stop> {
        self.stop_now()
            .or_else(|| (!self.call_budget_left()).then_some(Stop::TestLimit))
    }

    fn call_budget_left(&self) -> bool {
        self.settings
            .max_calls
            .is_none_or(|max| self.stats.oracle_calls < max)
    }
}

pub use session::{Lane, LanesSession, Render, Session};

/// Runs `algo` to its end (or to a stop) with the oracle, rendering through
/// `render` and reporting through `session`. Returns why it stopped early,
/// or `None` when the algorithm finished.
pub fn run_algorithm(
    runner: &mut Runner,
    algo: &mut dyn ListAlgorithm,
    render: &dyn Render,
    session: &mut dyn Session,
) -> io::Result<Option<Stop>> {
    let lanes = vec![Lane { algo, render }];
    run_lanes(runner, lanes, &mut session::OneLane(session))
}

/// Runs the list algorithms of `lanes` side by side, each to its end (or
/// all to a stop), sharing the job slots (of tests equally likely to be
/// committed, the earlier lane's go first: at `-j 1`, lane after lane):
/// each lane commits its verdicts in its own proposal order, and an
/// interesting verdict cancels only its own lane's speculation, so lanes
/// whose lists do not depend on each other's verdicts (each renders
/// against the same snapshot) make progress at once, and each ends where
/// it would end alone, at every `-j`. The runner's trail takes their
/// verdicts lane after lane (as a dry run, which runs them one after
/// another, replays them). Returns why they stopped early, or `None` when
/// all finished. A dry runner ([`Runner::dry_copy`]) answers without
/// calls; any other runs the live engine.
pub fn run_lanes(
    runner: &mut Runner,
    lanes: Vec<Lane>,
    session: &mut dyn LanesSession,
) -> io::Result<Option<Stop>> {
    if runner.settings.round < 2 {
        return run_lanes_as_given(runner, lanes, session);
    }
    let round = runner.settings.round;
    let (mut rounds, renders): (Vec<_>, Vec<_>) = lanes
        .into_iter()
        .map(|lane| (crate::algo::Rounds::new(lane.algo, round), lane.render))
        .unzip();
    let in_rounds = (rounds.iter_mut())
        .zip(renders)
        .map(|(algo, render)| Lane { algo, render })
        .collect();
    let ended = run_lanes_as_given(runner, in_rounds, session);
    rounds.into_iter().for_each(crate::algo::Rounds::finish);
    ended
}

/// [`run_lanes`] on the lanes' algorithms as they are: the dry engine on a
/// dry runner, the live one on any other.
fn run_lanes_as_given(
    runner: &mut Runner,
    lanes: Vec<Lane>,
    session: &mut dyn LanesSession,
) -> io::Result<Option<Stop>> {
    match std::mem::replace(&mut runner.engine, Engine::Live) {
        Engine::Live => live::run_lanes(runner, lanes, session),
        Engine::Dry(mut dry) => {
            // Taken out while it runs: the dry engine only reads the runner.
            let ended = dry::run_lanes(runner, &mut dry, lanes, session);
            runner.engine = Engine::Dry(dry);
            ended
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(temp_root: &std::path::Path) -> RunnerSettings {
        RunnerSettings {
            oracle: std::sync::Arc::new(OracleSpec::new(
                PathBuf::from("/bin/true"),
                "x.c".into(),
                Duration::from_secs(5),
            )),
            capture_output: false,
            jobs: 1,
            look_ahead: usize::MAX,
            deadline: None,
            max_calls: None,
            roots: CallRoots {
                primary: temp_root.to_path_buf(),
                fallback: None,
                passed_over: None,
            },
            verify: false,
            launch_retries: 3,
            round: 1,
        }
    }

    #[test]
    fn the_run_directory_is_private_and_goes_even_when_a_panic_unwinds() {
        use std::os::unix::fs::PermissionsExt;
        let root = tempfile::tempdir().unwrap();
        let mut seen = (Vec::new(), false);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut runner = Runner::new(settings(root.path())).unwrap();
            seen.0 = std::fs::read_dir(root.path())
                .unwrap()
                .map(|d| d.unwrap().metadata().unwrap().permissions().mode() & 0o777)
                .collect();
            seen.1 = runner
                .verdict_of(b"int x;", false)
                .unwrap()
                .is_interesting();
            panic!("a bug in the middle of a run");
        }));
        assert!(outcome.is_err());
        assert_eq!(seen, (vec![0o700], true));
        assert!(std::fs::read_dir(root.path()).unwrap().next().is_none());
    }
}
