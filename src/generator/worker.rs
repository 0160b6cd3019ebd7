//! One call in generator mode, in the runner's worker like any oracle call:
//! the generator replays the proposed decisions (repeated under `bypass`
//! until it aligns), and the user's oracle checks the input it made. The
//! candidate the runner hashes and caches is the proposed trace; the worker
//! keeps a second cache keyed on the bytes made, since other decisions can
//! make the same input, and the oracle, the costly part, need not judge it
//! twice. What the generator made of an interesting trace is kept for the
//! driver.

use super::trace::Trace;
use crate::runner::calldir::{make_call_dir, remove_call_dir};
use crate::runner::{CallControl, CallResult, Oracle, OracleSpec, Outcome, Stopping, run_watched};
use crate::runner::{Key, key};
use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The exit status of a generator run stopped because it could not follow
/// its decisions (the helper's `MISALIGNED_EXIT`).
pub const MISALIGNED_EXIT: i32 = 86;

/// The file in a run's directory that holds what the generator wrote to
/// stderr.
pub const STDERR: &str = "stderr";

/// What a generator does when a replay cannot follow its decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Align {
    /// The candidate is not interesting.
    Halt,
    /// The innermost iteration or block holding the decision it could not
    /// follow is removed too, and the generator runs again.
    Bypass,
    /// The run resumes at the next given decision of the same site in the
    /// same iteration or block, or, when none fits, goes on with the
    /// smallest value of the decision's domain.
    Realign,
}

impl Align {
    /// As `REDUCE_TRACE_ALIGN` says it.
    pub fn name(self) -> &'static str {
        match self {
            Align::Halt => "halt",
            Align::Bypass => "bypass",
            Align::Realign => "realign",
        }
    }
}

/// What an interesting call's generator made: the test input, and the
/// trace of the run that made it (not always the one proposed: bypass
/// removes more, realign draws other values).
#[derive(Clone, Debug, PartialEq)]
pub struct Made {
    /// The test input.
    pub input: Vec<u8>,
    /// The decisions that made it.
    pub trace: Trace,
}

/// How one run of the generator ended.
#[derive(Debug)]
pub enum Generated {
    /// It made an input, with this trace.
    Made(Made),
    /// It could not follow the decisions given, at this given event.
    Misaligned(usize),
    /// It made nothing usable: crashed, timed out, was cancelled, or wrote
    /// a trace that does not parse.
    Failed(Outcome),
}

/// The generator, then the oracle on what it made: the [`Oracle`] of
/// generator mode.
#[derive(Debug)]
pub struct GeneratorOracle {
    /// The generator's command line, run by `sh -c`.
    pub command: String,
    /// Where it runs (`reduce`'s working directory: its paths are the
    /// user's).
    pub cwd: PathBuf,
    /// What a replay does when it cannot follow its decisions.
    pub align: Align,
    /// Limit of one generator run.
    pub timeout: Duration,
    /// The user's oracle, on the input made.
    pub oracle: OracleSpec,
    /// The most bytes a candidate may make (the original's): a run that
    /// makes more is no reduction.
    pub max_len: usize,
    memory: Mutex<Memory>,
    /// Whether an input judged before is answered without the oracle (off
    /// while the original is checked and under `--verify`, which ask the
    /// oracle again on purpose).
    reuse_verdicts: AtomicBool,
}

/// What the calls so far found out.
#[derive(Debug, Default)]
struct Memory {
    /// What an interesting trace (by its hash) made.
    made: HashMap<Key, Made>,
    /// The oracle's verdict on an input (by its hash).
    judged: HashMap<Key, bool>,
}

impl GeneratorOracle {
    /// A generator oracle with nothing made yet.
    pub fn new(
        command: String,
        cwd: PathBuf,
        align: Align,
        timeout: Duration,
        oracle: OracleSpec,
        max_len: usize,
    ) -> Self {
        GeneratorOracle {
            command,
            cwd,
            align,
            timeout,
            oracle,
            max_len,
            memory: Mutex::new(Memory::default()),
            reuse_verdicts: AtomicBool::new(false),
        }
    }

    /// Answer an input the oracle judged before without calling it again
    /// (`on`), or always call it. Off until this is called.
    pub fn reuse_verdicts(&self, on: bool) {
        self.reuse_verdicts.store(on, Ordering::SeqCst);
    }

    /// What the interesting call on `candidate` made, if one did.
    pub fn made(&self, candidate: &[u8]) -> Option<Made> {
        self.lock().made.get(&key(candidate)).cloned()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Memory> {
        self.memory.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs the generator in `dir` (which must exist): replaying `given`
    /// when there is one, else drawing afresh (the original run).
    pub fn generate(
        &self,
        dir: &Path,
        given: Option<&Trace>,
        control: &CallControl,
    ) -> io::Result<Generated> {
        let (trace_in, trace_out, made) = (
            dir.join("trace.in"),
            dir.join("trace.out"),
            dir.join("made"),
        );
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(&self.command)
            .current_dir(&self.cwd)
            .env("REDUCE_TRACE_OUT", &trace_out)
            .env("REDUCE_TRACE_ALIGN", self.align.name())
            .env_remove("REDUCE_TRACE_IN")
            .stdout(Stdio::from(fs::File::create(&made)?))
            .stderr(Stdio::from(fs::File::create(dir.join(STDERR))?));
        if let Some(given) = given {
            fs::write(&trace_in, given.to_bytes())?;
            command.env("REDUCE_TRACE_IN", &trace_in);
        }
        let (outcome, _) = run_watched(&mut command, self.timeout, Stopping::LOCAL, control)?;
        let status = match outcome {
            Outcome::Exited(status) => status,
            other => return Ok(Generated::Failed(other)),
        };
        let trace = fs::read(&trace_out).unwrap_or_default();
        let trace = match Trace::parse(&trace) {
            Ok(trace) => trace,
            Err(e) => {
                return Ok(Generated::Failed(Outcome::NothingMade(format!(
                    "the generator ended with {} and its trace is unusable: {e}",
                    outcome_of(status)
                ))));
            }
        };
        // A trace that ends misaligned is a misalignment whatever the exit
        // status: Python swallows an exception raised while a loop's
        // generator is closed after a `break`, and the run may exit 0.
        if let Some(at) = trace.misaligned_at() {
            return Ok(Generated::Misaligned(at));
        }
        if !status.success() {
            return Ok(Generated::Failed(Outcome::NothingMade(format!(
                "the generator ended with {}",
                outcome_of(status)
            ))));
        }
        Ok(Generated::Made(Made {
            input: fs::read(&made)?,
            trace,
        }))
    }

    /// Replays the decisions `candidate` in `dir` (again and again under
    /// `bypass`, until the run aligns): what it made, or why it made no
    /// input to check.
    fn replay(
        &self,
        dir: &Path,
        candidate: &[u8],
        control: &CallControl,
    ) -> io::Result<Result<Made, Outcome>> {
        let nothing = |why: String| Ok(Err(Outcome::NothingMade(why)));
        let mut given = match Trace::parse(candidate) {
            Ok(trace) => trace,
            Err(e) => return nothing(format!("bad decisions: {e}")),
        };
        let made = loop {
            match self.generate(dir, Some(&given), control)? {
                Generated::Made(made) => break made,
                Generated::Misaligned(at) if self.align == Align::Bypass => {
                    match given.innermost_holding(at) {
                        Some(container) => given = given.without(&[container]),
                        None => {
                            return nothing(format!(
                                "the run could not follow decision {at}, which no \
                                 iteration or block holds"
                            ));
                        }
                    }
                }
                Generated::Misaligned(at) => {
                    return nothing(format!("the run could not follow decision {at}"));
                }
                Generated::Failed(outcome) => return Ok(Err(outcome)),
            }
        };
        if made.input.is_empty() {
            return nothing("an empty input".into());
        }
        if made.input.len() > self.max_len {
            return nothing(format!(
                "{} bytes made, more than the original's {}",
                made.input.len(),
                self.max_len
            ));
        }
        Ok(Ok(made))
    }

    /// What the generator makes of `candidate` now, without the oracle:
    /// for a candidate a resumed run's journal says is interesting, whose
    /// input this run has not seen.
    pub fn remake(&self, candidate: &[u8]) -> io::Result<Result<Made, Outcome>> {
        let dir = crate::runner::ScratchDir::new("reduce-replay-")?;
        let made = self.replay(dir.path(), candidate, &CallControl::new()?)?;
        if let Ok(made) = &made {
            self.lock().made.insert(key(candidate), made.clone());
        }
        Ok(made)
    }

    fn call_in(
        &self,
        dir: &Path,
        candidate: &[u8],
        capture_output: bool,
        control: &CallControl,
    ) -> io::Result<CallResult> {
        let made = match self.replay(dir, candidate, control)? {
            Ok(made) => made,
            Err(outcome) => return Ok(CallResult::unrun(outcome)),
        };
        let input_key = key(&made.input);
        let judged = match self.reuse_verdicts.load(Ordering::SeqCst) {
            true => self.lock().judged.get(&input_key).copied(),
            false => None,
        };
        let result = match judged {
            Some(interesting) => CallResult::unrun(Outcome::MadeBefore { interesting }),
            None => {
                let result =
                    self.oracle
                        .call(&dir.join("check"), &made.input, capture_output, control)?;
                if let Outcome::Exited(_) = result.outcome {
                    let interesting = result.outcome.is_interesting();
                    self.lock().judged.insert(input_key, interesting);
                }
                result
            }
        };
        if result.outcome.is_interesting() {
            self.lock().made.insert(key(candidate), made);
        }
        Ok(result)
    }
}

fn outcome_of(status: std::process::ExitStatus) -> String {
    Outcome::Exited(status).describe()
}

impl Oracle for GeneratorOracle {
    fn call(
        &self,
        dir: &Path,
        candidate: &[u8],
        capture_output: bool,
        control: &CallControl,
    ) -> io::Result<CallResult> {
        make_call_dir(dir)?;
        let result = self.call_in(dir, candidate, capture_output, control);
        remove_call_dir(dir);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    const HELPER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/generators/python");

    /// A directory with a generator `gen.py` and an oracle `check.sh`.
    fn setup(generator: &str, check: &str) -> (tempfile::TempDir, OracleSpec) {
        let dir = tempfile::tempdir().unwrap();
        let gen_py = format!(
            "import sys\nsys.path.insert(0, {HELPER:?})\nimport reduce_trace as rt\n{generator}"
        );
        fs::write(dir.path().join("gen.py"), gen_py).unwrap();
        let oracle = dir.path().join("check.sh");
        fs::write(&oracle, format!("#!/bin/sh\n{check}\n")).unwrap();
        fs::set_permissions(&oracle, fs::Permissions::from_mode(0o755)).unwrap();
        let spec = OracleSpec::new(oracle, "made.txt".into(), Duration::from_secs(30));
        (dir, spec)
    }

    fn worker(dir: &Path, spec: OracleSpec, align: Align) -> GeneratorOracle {
        GeneratorOracle::new(
            "python3 gen.py".into(),
            dir.to_path_buf(),
            align,
            Duration::from_secs(30),
            spec,
            1 << 20,
        )
    }

    fn original(worker: &GeneratorOracle, dir: &Path) -> Made {
        let call = dir.join("original");
        fs::create_dir(&call).unwrap();
        match worker
            .generate(&call, None, &CallControl::new().unwrap())
            .unwrap()
        {
            Generated::Made(made) => made,
            other => panic!("{other:?}"),
        }
    }

    fn call(worker: &GeneratorOracle, dir: &Path, given: &Trace) -> CallResult {
        worker
            .call(
                &dir.join("call"),
                &given.to_bytes(),
                false,
                &CallControl::new().unwrap(),
            )
            .unwrap()
    }

    const PASSWORD: &str = "import random\nrandom.seed(4)\nw = ''\nfor _ in rt.loop(19):\n    \
                            w += rt.choice('abc')\nprint(w)\nprint(w)\n";

    #[test]
    fn removed_iterations_replay_to_a_smaller_interesting_input() {
        let (dir, spec) = setup(PASSWORD, "grep -q c \"$1\"");
        let worker = worker(dir.path(), spec, Align::Halt);
        let first = original(&worker, dir.path());
        let word = String::from_utf8(first.input.clone()).unwrap();
        let word = word.lines().next().unwrap().to_owned();
        assert!(
            word.len() > 3 && word.contains('c'),
            "seed 4 gives {word:?}"
        );
        // Keep only the first iteration that chose c.
        let keep = word.find('c').unwrap();
        let removed: Vec<usize> = (0..word.len()).filter(|&i| i != keep).collect();
        let given = first.trace.without(&removed);
        let result = call(&worker, dir.path(), &given);
        assert!(result.outcome.is_interesting(), "{:?}", result.outcome);
        let made = worker.made(&given.to_bytes()).unwrap();
        assert_eq!(made.input, b"c\nc\n");
        assert_eq!(made.trace, given);
        // Without any c the oracle says no, and nothing is kept.
        let none = first.trace.without(&[keep]);
        let expected = word.replacen('c', "", 1);
        let result = call(&worker, dir.path(), &none);
        assert_eq!(result.outcome.is_interesting(), expected.contains('c'));
        assert!(fs::read_dir(dir.path()).unwrap().all(|e| {
            let name = e.unwrap().file_name();
            name != "call"
        }));
    }

    const FIG3: &str = "x = [0]\nif rt.maybe('first'):\n    x += [1]\nif rt.maybe('second'):\n    \
                        print(rt.choice(x, 'y'))\nprint('end')\n";

    /// The original of Fig. 3 (both blocks taken, y = 1), with its first
    /// block removed.
    fn fig3_first_block_removed() -> Trace {
        let both = Trace::parse(
            b"{\"event\":\"maybe\",\"site\":\"first\",\"value\":true,\"block\":true}\n\
              {\"event\":\"block_end\"}\n\
              {\"event\":\"maybe\",\"site\":\"second\",\"value\":true,\"block\":true}\n\
              {\"event\":\"choice\",\"site\":\"y\",\"value\":1,\"domain\":{\"values\":[0,1]}}\n\
              {\"event\":\"block_end\"}\n",
        )
        .unwrap();
        both.without(&[0])
    }

    #[test]
    fn fig3_halts_bypasses_or_realigns() {
        let (dir, spec) = setup(FIG3, "grep -q end \"$1\"");
        let outcomes: Vec<(Align, Option<Vec<u8>>)> = [Align::Halt, Align::Bypass, Align::Realign]
            .into_iter()
            .map(|align| {
                let worker = worker(dir.path(), spec.clone(), align);
                let given = fig3_first_block_removed();
                let result = call(&worker, dir.path(), &given);
                let made = worker.made(&given.to_bytes()).map(|m| m.input);
                assert_eq!(result.outcome.is_interesting(), made.is_some(), "{align:?}");
                (align, made)
            })
            .collect();
        assert_eq!(
            outcomes,
            [
                (Align::Halt, None),
                // The second block goes too: no y at all.
                (Align::Bypass, Some(b"end\n".to_vec())),
                // y drawn from what x now holds.
                (Align::Realign, Some(b"0\nend\n".to_vec())),
            ]
        );
    }

    #[test]
    fn an_input_made_again_is_judged_without_the_oracle() {
        // Five iterations that draw but print nothing of it: removing any
        // one makes the same input.
        let generator = "import random\nrandom.seed(4)\nfor _ in rt.loop(20, 'draws'):\n    rt.choice('xyz')\nprint('same')\n";
        let (dir, spec) = setup(generator, "echo >> \"$(dirname \"$0\")/calls\"");
        let calls = || fs::read_to_string(dir.path().join("calls")).map_or(0, |s| s.len());
        let worker = worker(dir.path(), spec, Align::Halt);
        let first = original(&worker, dir.path());
        assert!(first.trace.containers().len() >= 3, "seed 4 draws more");
        let [one, two, three] = [0, 1, 2].map(|i| first.trace.without(&[i]));
        // Off until asked for: the oracle judges each.
        assert!(call(&worker, dir.path(), &one).outcome.is_interesting());
        assert_eq!(calls(), 1);
        worker.reuse_verdicts(true);
        let result = call(&worker, dir.path(), &two);
        assert_eq!(result.outcome, Outcome::MadeBefore { interesting: true });
        assert_eq!(calls(), 1);
        assert_eq!(worker.made(&two.to_bytes()).unwrap().input, b"same\n");
        worker.reuse_verdicts(false);
        assert!(matches!(
            call(&worker, dir.path(), &three).outcome,
            Outcome::Exited(_)
        ));
        assert_eq!(calls(), 2);
    }

    #[test]
    fn a_run_whose_trace_ends_misaligned_made_nothing_whatever_its_exit_status() {
        // As a generator whose helper's misalignment was swallowed: it
        // prints, writes a trace that ends misaligned, and exits 0.
        let generator = "import os\nprint('x')\nwith open(os.environ['REDUCE_TRACE_OUT'], 'w') as f:\n    \
                         f.write('{\"event\": \"misaligned\", \"at\": 0}\\n')\n";
        let (dir, spec) = setup(generator, "true");
        let worker = worker(dir.path(), spec, Align::Halt);
        let run = dir.path().join("run");
        fs::create_dir(&run).unwrap();
        let given = Trace::new(Vec::new()).unwrap();
        let generated = worker
            .generate(&run, Some(&given), &CallControl::new().unwrap())
            .unwrap();
        assert!(
            matches!(generated, Generated::Misaligned(0)),
            "{generated:?}"
        );
        let result = call(&worker, dir.path(), &given);
        assert_eq!(
            result.outcome,
            Outcome::NothingMade("the run could not follow decision 0".into())
        );
    }

    #[test]
    fn a_failing_generator_or_a_growing_input_is_not_interesting() {
        let (dir, spec) = setup("import sys\nprint('x' * 100)\nsys.exit(3)\n", "true");
        let worker = worker(dir.path(), spec.clone(), Align::Realign);
        let empty = Trace::new(Vec::new()).unwrap();
        let result = call(&worker, dir.path(), &empty);
        assert_eq!(
            result.outcome,
            Outcome::NothingMade("the generator ended with exit status 3".into())
        );
        let (dir, _) = setup("print('x' * 100)\n", "true");
        let mut small = super::GeneratorOracle::new(
            "python3 gen.py".into(),
            dir.path().to_path_buf(),
            Align::Realign,
            Duration::from_secs(30),
            spec,
            50,
        );
        let result = call(&small, dir.path(), &empty);
        assert_eq!(
            result.outcome,
            Outcome::NothingMade("101 bytes made, more than the original's 50".into())
        );
        small.max_len = 101;
        assert!(call(&small, dir.path(), &empty).outcome.is_interesting());
    }
}
