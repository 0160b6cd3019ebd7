//! The command line: options (and the `--config` file) resolved into a
//! [`Config`], then one run: parse, check the original, reduce, report.
//!
//! Invariant: the CLI knows options, files, progress and exit codes, never
//! algorithm internals.

mod args;

pub use args::{Args, FileConfig, parse_duration};

use crate::algo::{AlgoKind, AlgoOptions};
use crate::driver::{self, Observer, PassKind, Strategy};
use crate::error::{Error, ExitCode};
use crate::frontend::{self, Frontend, Lang};
use crate::report::{BestSoFar, PassTally, Progress, ProgressMode, Summary};
use crate::runner::{self, OracleSpec, Runner, RunnerSettings, Stop};
use crate::{output, resume, tree::Tree};
use std::io::IsTerminal;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Everything one run needs, resolved from the command line and the config file.
#[derive(Clone, Debug)]
pub struct Config {
    /// The file to reduce.
    pub input: PathBuf,
    /// The oracle as the user gave it (for messages).
    pub oracle: Option<PathBuf>,
    /// The list algorithm.
    pub algo: AlgoKind,
    /// Its tuning.
    pub algo_options: AlgoOptions,
    /// Oracle calls at once.
    pub jobs: usize,
    /// Limit of one oracle call.
    pub timeout: Duration,
    /// Where results go.
    pub output: PathBuf,
    /// Write over the input, keeping a backup.
    pub in_place: bool,
    /// The front-end, when forced.
    pub lang: Option<Lang>,
    /// A user's language profile (`--grammar`), checked; it forces its
    /// language.
    pub profile: Option<frontend::profile::Profile>,
    /// The text of that profile's file (what `--resume` compares).
    pub profile_text: Option<String>,
    /// Refuse candidates with more syntax errors than the input unseen.
    pub syntax_check: bool,
    /// Runs of the oracle on the original before starting; all must agree.
    pub check_original: u32,
    /// Re-check each interesting candidate before committing it.
    pub verify: bool,
    /// Keep a state file and go on from one (`--resume`).
    pub resume: bool,
    /// Wall-time budget of the run.
    pub max_time: Option<Duration>,
    /// Oracle-call budget of the run.
    pub max_tests: Option<u64>,
    /// Progress display.
    pub progress: ProgressMode,
    /// Print levels and keep oracle output.
    pub verbose: bool,
    /// Where to write the JSON summary.
    pub stats_json: Option<PathBuf>,
    /// Print the tree or the levels instead of reducing.
    pub dump: Option<Dump>,
}

/// What `--dump-tree` and `--dump-levels` print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dump {
    /// Every node, indented.
    Tree,
    /// The HDD levels with weights.
    Levels,
}

impl Config {
    /// Merges the command line over the config file and fills in defaults.
    pub fn resolve(args: Args) -> Result<Config, Error> {
        let (file, base) = match &args.config {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(Error::io(format!("config {}", path.display())))?;
                let file: FileConfig = toml::from_str(&text)
                    .map_err(|e| Error::Usage(format!("config {}: {e}", path.display())))?;
                (
                    file,
                    path.parent().map(Path::to_path_buf).unwrap_or_default(),
                )
            }
            None => (FileConfig::default(), PathBuf::new()),
        };
        let duration =
            |value: Option<args::DurationValue>, key: &str| -> Result<Option<Duration>, Error> {
                value
                    .map(|v| {
                        v.to_duration()
                            .map_err(|e| Error::Usage(format!("config key {key}: {e}")))
                    })
                    .transpose()
            };
        let file_timeout = duration(file.timeout, "timeout")?;
        let file_max_time = duration(file.max_time, "max-time")?;
        let in_place = args.in_place || file.in_place.unwrap_or(false);
        let output = match (args.output, file.output.map(|p| base.join(p))) {
            (Some(o), _) | (None, Some(o)) => {
                if in_place {
                    return Err(Error::Usage(
                        "--output and --in-place exclude each other".into(),
                    ));
                }
                o
            }
            (None, None) if in_place => args.input.clone(),
            (None, None) => output::default_output(&args.input),
        };
        if !in_place && same_file(&output, &args.input) {
            return Err(Error::Usage(format!(
                "the output {} is the input; use --in-place to reduce a file where it lies",
                output.display()
            )));
        }
        let p0 = args.p0.or(file.p0).unwrap_or(AlgoOptions::default().p0);
        if !(p0 > 0.0 && p0 < 1.0) {
            return Err(Error::Usage(format!(
                "--p0 must lie strictly between 0 and 1, not {p0}"
            )));
        }
        let jobs = args
            .jobs
            .or(file.jobs)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
        if jobs == 0 {
            return Err(Error::Usage("--jobs must be at least 1".into()));
        }
        let check_original = args.check_original.or(file.check_original).unwrap_or(1);
        if check_original == 0 {
            return Err(Error::Usage(
                "--check-original must be at least 1: the original is always checked".into(),
            ));
        }
        let quiet = args.quiet || file.quiet.unwrap_or(false);
        let verbose = args.verbose || file.verbose.unwrap_or(false);
        let progress = if quiet {
            ProgressMode::Silent
        } else if std::io::stderr().is_terminal() {
            ProgressMode::Bar
        } else {
            ProgressMode::Lines
        };
        let lang = args.lang.or(file.lang);
        let mut profile_text = None;
        let profile = match args.grammar.or_else(|| file.grammar.map(|p| base.join(p))) {
            Some(path) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(Error::io(format!("grammar {}", path.display())))?;
                let profile = frontend::profile::from_user_file(&text)
                    .map_err(|e| Error::Usage(format!("grammar {}: {e}", path.display())))?;
                if let Some(lang) = lang.filter(|l| l.name() != profile.name) {
                    return Err(Error::Usage(format!(
                        "--lang {} and the {} profile of --grammar {} disagree",
                        lang.name(),
                        profile.name,
                        path.display()
                    )));
                }
                profile_text = Some(text);
                Some(profile)
            }
            None => None,
        };
        let dump = if args.dump_tree {
            Some(Dump::Tree)
        } else if args.dump_levels {
            Some(Dump::Levels)
        } else {
            None
        };
        Ok(Config {
            input: args.input,
            oracle: args.oracle.or_else(|| file.oracle.map(|p| base.join(p))),
            algo: args.algo.or(file.algo).unwrap_or(AlgoKind::Wprobdd),
            algo_options: AlgoOptions {
                ddmin_order: args.ddmin_order.or(file.ddmin_order).unwrap_or_default(),
                p0,
                learn_p0: args.p0.or(file.p0).is_none(),
                seed: args.seed.or(file.seed),
            },
            jobs,
            timeout: args
                .timeout
                .or(file_timeout)
                .unwrap_or(Duration::from_secs(60)),
            output,
            in_place,
            lang,
            profile,
            profile_text,
            syntax_check: !(args.no_syntax_check || file.no_syntax_check.unwrap_or(false)),
            check_original,
            verify: args.verify || file.verify.unwrap_or(false),
            resume: args.resume || file.resume.unwrap_or(false),
            max_time: args.max_time.or(file_max_time),
            max_tests: args.max_tests.or(file.max_tests),
            progress,
            verbose,
            stats_json: args.stats_json.or(file.stats_json),
            dump,
        })
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// Runs `reduce` with parsed arguments; the exit code to end with.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let config = Config::resolve(args)?;
    let started = Instant::now();
    let state_path = resume::state_path(&config.output);
    let backup = output::backup_path(&config.input);
    // Resuming in place: the input holds the best so far, the backup the
    // original.
    let original_path = if config.resume && config.in_place && state_path.exists() {
        &backup
    } else {
        &config.input
    };
    let bytes = read_input(original_path)?;
    let (frontend, tree) = parse_input(&config, bytes)?;
    let lang = frontend.lang();
    match config.dump {
        Some(Dump::Tree) => return print_dump(&tree.dump()),
        Some(Dump::Levels) => return print_dump(&tree.dump_levels()),
        None => {}
    }
    let oracle_given = config.oracle.clone().ok_or_else(|| {
        Error::Usage("no oracle: give --oracle SCRIPT (or `oracle = ...` in --config)".into())
    })?;
    let oracle = check_oracle(&oracle_given)?;
    let identity = config
        .resume
        .then(|| identity(&config, &frontend, tree.source(), &oracle))
        .transpose()?;
    let saved = match &identity {
        Some(identity) => resume::load(&state_path, identity).map_err(|e| {
            Error::Usage(format!(
                "cannot resume from {}: {e}; remove it to start afresh",
                state_path.display()
            ))
        })?,
        None => None,
    };
    if config.in_place && backup.exists() && saved.is_none() {
        return Err(Error::Usage(format!(
            "{} already exists; move it away before reducing in place",
            backup.display()
        )));
    }
    install_signal_handlers();
    let file_name = config
        .input
        .file_name()
        .ok_or_else(|| Error::Input {
            path: config.input.clone(),
            problem: "has no file name".into(),
        })?
        .to_owned();
    let mut runner = Runner::new(RunnerSettings {
        oracle: OracleSpec {
            program: oracle,
            file_name,
            timeout: config.timeout,
            capture_output: config.verbose,
        },
        jobs: config.jobs,
        deadline: config.max_time.map(|t| started + t),
        max_calls: config.max_tests,
        temp_root: temp_root(),
        verify: config.verify,
    })
    .map_err(Error::io("creating the temporary directory"))?;

    check_original(
        &mut runner,
        &tree,
        &oracle_given,
        config.timeout,
        config.check_original,
    )?;
    match &saved {
        // The output holds the earlier run's best, unless it was removed.
        Some(saved) if !config.output.exists() => {
            output::write_atomic(&config.output, &saved.checkpoint.start, Some(original_path))
                .map_err(Error::io(format!("writing {}", config.output.display())))?;
        }
        Some(_) => {}
        None if config.in_place => {
            output::make_backup(&config.input).map_err(Error::io(format!(
                "keeping the original as {}",
                backup.display()
            )))?;
        }
        None => output::write_atomic(&config.output, tree.source(), Some(&config.input))
            .map_err(Error::io(format!("writing {}", config.output.display())))?,
    }
    let checkpoint = saved.map(|saved| {
        if config.progress != ProgressMode::Silent {
            eprintln!(
                "reduce: resuming from {} at pass {} with {} known verdicts",
                state_path.display(),
                saved.checkpoint.passes() + 1,
                saved.verdicts.len()
            );
        }
        runner.cache_mut().preload(saved.verdicts);
        saved.checkpoint
    });

    let original_tokens = tree.total_tokens();
    let mut observer = RunObserver {
        progress: Progress::new(
            config.progress,
            config.verbose,
            tree.source().len() as u64,
            original_tokens,
        ),
        output: &config.output,
        input: &config.input,
        state: identity.as_ref().map(|id| (state_path.as_path(), id)),
        replay_floor: checkpoint
            .as_ref()
            .and_then(|_| std::fs::metadata(&config.output).ok())
            .map(|m| m.len()),
        bests: Vec::new(),
        levels: Vec::new(),
        started,
    };
    let strategy = Strategy {
        algo: config.algo,
        options: config.algo_options,
        syntax_check: config.syntax_check,
    };
    let original_bytes = tree.source().len() as u64;
    let outcome = driver::reduce(
        &frontend,
        tree,
        &strategy,
        &mut runner,
        &mut observer,
        checkpoint,
    );
    observer.progress.finish();
    let outcome = outcome.map_err(Error::io("the reduction stopped"))?;
    // The output ends as the result. Only a resumed run that never got
    // below the output's size has skipped writing its bests.
    if observer.replay_floor.is_some() {
        output::write_atomic(&config.output, &outcome.best, Some(original_path))
            .map_err(Error::io(format!("writing {}", config.output.display())))?;
    }
    if config.resume {
        end_state(&config, &state_path, &runner, outcome.stop.is_none())?;
    }

    let stats = runner.stats();
    let summary = Summary {
        input: config.input.display().to_string(),
        output: config.output.display().to_string(),
        lang: lang.name(),
        algo: config.algo.name(),
        jobs: config.jobs,
        original_bytes,
        final_bytes: outcome.best.len() as u64,
        original_tokens,
        final_tokens: frontend.count_tokens(&outcome.best),
        oracle_calls: stats.oracle_calls,
        cache_hits: stats.cache_hits,
        rejected_before_oracle: stats.rejected_before_oracle,
        algo_tests: stats.algo_tests,
        cancelled_calls: stats.cancelled_calls,
        timeouts: stats.timeouts,
        verify_failures: stats.verify_failures,
        passes: outcome.passes,
        by_pass: PassKind::ALL
            .iter()
            .zip(&outcome.by_kind)
            .filter(|(_, tally)| tally.passes > 0)
            .map(|(kind, tally)| PassTally {
                kind: kind.name(),
                passes: tally.passes,
                tokens: tally.tokens,
                bytes: tally.bytes,
                oracle_calls: tally.oracle_calls,
            })
            .collect(),
        wall_seconds: started.elapsed().as_secs_f64(),
        oracle_seconds: stats.oracle_time.as_secs_f64(),
        stop: match outcome.stop {
            None => "fixpoint",
            Some(Stop::Interrupted) => "interrupted",
            Some(Stop::TimeLimit) => "max-time",
            Some(Stop::TestLimit) => "max-tests",
        },
        bests: observer.bests,
        levels: observer.levels,
    };
    if config.verbose {
        keep_oracle_output(&runner, &config.output)?;
    }
    if config.progress != ProgressMode::Silent {
        eprint!("{}", summary.to_text());
    }
    if let Some(path) = &config.stats_json {
        std::fs::write(path, summary.to_json() + "\n")
            .map_err(Error::io(format!("writing {}", path.display())))?;
    }
    Ok(match outcome.stop {
        Some(Stop::Interrupted) => ExitCode::Interrupted,
        _ => ExitCode::Success,
    })
}

/// What makes this run the reduction it is, for `--resume`.
fn identity(
    config: &Config,
    frontend: &Frontend,
    original: &[u8],
    oracle: &Path,
) -> Result<resume::Identity, Error> {
    let script = std::fs::read(oracle).map_err(|e| Error::Oracle {
        path: oracle.to_path_buf(),
        problem: e.to_string(),
    })?;
    let language = match &config.profile_text {
        Some(text) => format!(
            "{} with the profile {}",
            frontend.lang().name(),
            resume::Identity::hash(text.as_bytes())
        ),
        None => frontend.lang().name().to_owned(),
    };
    let tool = resume::Identity::this_build().map_err(Error::io(
        "reading the reduce executable for the --resume identity",
    ))?;
    Ok(resume::Identity {
        tool,
        input: resume::Identity::hash(original),
        oracle: resume::Identity::hash(&script),
        language,
        options: format!(
            "{} {:?}, syntax check {}, verify {}, timeout {:?}",
            config.algo.name(),
            config.algo_options,
            config.syntax_check,
            config.verify,
            config.timeout
        ),
    })
}

/// After a `--resume` run: at the fixpoint nothing is left to resume, so the
/// state goes; else it stays, and the user hears how to go on.
fn end_state(
    config: &Config,
    state_path: &Path,
    runner: &Runner,
    fixpoint: bool,
) -> Result<(), Error> {
    if fixpoint {
        return resume::remove(state_path)
            .map_err(Error::io(format!("removing {}", state_path.display())));
    }
    if config.progress == ProgressMode::Silent {
        return Ok(());
    }
    match runner.cache().journal_error() {
        Some(e) => eprintln!(
            "reduce: warning: verdicts stopped reaching {} ({e}); a resumed run will call the oracle again for them",
            state_path.display()
        ),
        None => eprintln!(
            "reduce: state kept in {}: run the same command again to go on",
            state_path.display()
        ),
    }
    Ok(())
}

/// Prints a dump; a reader that stops early (`| head`) is not an error.
fn print_dump(text: &str) -> Result<ExitCode, Error> {
    use std::io::Write;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Error::io("writing the dump")(e))
        }
        _ => Ok(ExitCode::Success),
    }
}

/// Reads the input, refusing what cannot be reduced.
fn read_input(path: &Path) -> Result<Vec<u8>, Error> {
    let problem = |problem: &str| Error::Input {
        path: path.to_path_buf(),
        problem: problem.to_owned(),
    };
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => problem("does not exist"),
        _ => problem(&e.to_string()),
    })?;
    if meta.is_dir() {
        return Err(problem("is a directory; give the file to reduce"));
    }
    if meta.len() >= u64::from(u32::MAX) {
        return Err(problem("is 4 GiB or more; reduce cannot index it"));
    }
    let bytes = std::fs::read(path).map_err(|e| problem(&e.to_string()))?;
    if bytes.is_empty() {
        return Err(problem("is empty: there is nothing to reduce"));
    }
    Ok(bytes)
}

/// The deepest tree reduced as a tree. HDD takes one level per depth, and
/// each level renders and re-parses the whole file: XML nested 10,000 deep
/// reduces in about 70 s with a fast oracle, C nested 100,000 deep would take
/// hours. Deeper input is reduced as text (lines, tokens, bytes), with a
/// warning.
pub const MAX_TREE_DEPTH: u32 = 20_000;

/// Picks the front-end and parses (see [`parse_as_language`]); a tree deeper
/// than [`MAX_TREE_DEPTH`] is given up for text.
fn parse_input(config: &Config, bytes: Vec<u8>) -> Result<(Frontend, Tree), Error> {
    let (frontend, tree) = parse_as_language(config, bytes)?;
    if tree.depth() <= MAX_TREE_DEPTH || frontend.lang() == Lang::Text {
        return Ok((frontend, tree));
    }
    if config.progress != ProgressMode::Silent {
        eprintln!(
            "reduce: warning: {} nests {} levels deep (more than {MAX_TREE_DEPTH}); reducing it as text",
            config.input.display(),
            tree.depth()
        );
    }
    Ok(frontend::as_text(tree.source().to_vec()))
}

/// Picks the front-end and parses; XML that is not well-formed falls back to
/// text unless `--lang xml` asked for XML.
fn parse_as_language(config: &Config, bytes: Vec<u8>) -> Result<(Frontend, Tree), Error> {
    if let Some(profile) = &config.profile {
        let frontend = Frontend::with_profile(profile.clone());
        let tree = frontend.parse(bytes).expect("tree-sitter always parses");
        return Ok((frontend, tree));
    }
    let lang = config
        .lang
        .unwrap_or_else(|| frontend::detect(&config.input, &bytes));
    let frontend = Frontend::new(lang);
    if lang != Lang::Xml {
        let tree = frontend.parse(bytes).expect("only XML parsing can fail");
        return Ok((frontend, tree));
    }
    match frontend.parse(bytes.clone()) {
        Ok(tree) => Ok((frontend, tree)),
        Err(e) if config.lang == Some(Lang::Xml) => Err(Error::Input {
            path: config.input.clone(),
            problem: format!("is not well-formed XML: {e}; use --lang text to reduce it as text"),
        }),
        Err(e) => {
            if config.progress != ProgressMode::Silent {
                eprintln!(
                    "reduce: warning: {} is not well-formed XML ({e}); reducing it as text",
                    config.input.display()
                );
            }
            Ok(frontend::as_text(bytes))
        }
    }
}

/// The oracle must be an executable file; returns its absolute path.
fn check_oracle(path: &Path) -> Result<PathBuf, Error> {
    let problem = |problem: String| Error::Oracle {
        path: path.to_path_buf(),
        problem,
    };
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => problem("does not exist".into()),
        _ => problem(e.to_string()),
    })?;
    if meta.is_dir() {
        return Err(problem("is a directory, not a script".into()));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(problem(format!(
            "is not executable (chmod +x {})",
            path.display()
        )));
    }
    std::path::absolute(path).map_err(|e| problem(e.to_string()))
}

/// Runs the oracle on the original `runs` times; it must be interesting
/// every time. A first "no" means the original is not interesting; a later
/// one, that the oracle is flaky. The runs after the first skip the cache.
fn check_original(
    runner: &mut Runner,
    tree: &Tree,
    oracle: &Path,
    timeout: Duration,
    runs: u32,
) -> Result<(), Error> {
    check_original_once(runner, tree, oracle, timeout, false)?;
    for run in 2..=runs {
        if let Err(e) = check_original_once(runner, tree, oracle, timeout, true) {
            let Error::NotInteresting { outcome, .. } = e else {
                return Err(e);
            };
            return Err(Error::Oracle {
                path: oracle.to_path_buf(),
                problem: format!(
                    "is flaky: the original was interesting in {} of {run} runs \
                     (--check-original {runs}), then ended with {outcome}. Make the script \
                     answer the same every time (fixed seeds, generous timeouts, no shared \
                     state between runs), or use --verify to re-check every improvement",
                    run - 1
                ),
            });
        }
    }
    Ok(())
}

fn check_original_once(
    runner: &mut Runner,
    tree: &Tree,
    oracle: &Path,
    timeout: Duration,
    fresh: bool,
) -> Result<(), Error> {
    let answer = runner
        .verdict_of(tree.source(), fresh)
        .map_err(|e| Error::Oracle {
            path: oracle.to_path_buf(),
            problem: if e.raw_os_error() == Some(libc::ENOEXEC) {
                "cannot be executed: is its first line a #! line such as #!/bin/sh?".into()
            } else {
                format!("cannot be run: {e}")
            },
        })?;
    let result = match answer {
        _ if answer.is_interesting() => return Ok(()),
        runner::Answer::Stopped(Stop::Interrupted) => return Err(Error::Interrupted),
        runner::Answer::Stopped(stop) => {
            return Err(Error::Usage(format!(
                "{} ran out before the original was checked: nothing was reduced",
                match stop {
                    Stop::TimeLimit => "--max-time",
                    _ => "--max-tests",
                }
            )));
        }
        runner::Answer::Cached(_) => {
            return Err(Error::NotInteresting {
                oracle: oracle.to_path_buf(),
                outcome: "a \"not interesting\" an earlier run of this reduction recorded".into(),
                output: String::new(),
            });
        }
        runner::Answer::Called(result) => result,
    };
    let outcome = match result.outcome {
        runner::Outcome::TimedOut => format!(
            "a timeout after {} s (see --timeout)",
            timeout.as_secs_f64()
        ),
        other => other.describe(),
    };
    let output = result.output.as_deref().map(last_lines).unwrap_or_default();
    Err(Error::NotInteresting {
        oracle: oracle.to_path_buf(),
        outcome,
        output,
    })
}

fn last_lines(output: &[u8]) -> String {
    let text = String::from_utf8_lossy(output);
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(10)..].join("\n")
}

fn keep_oracle_output(runner: &Runner, output: &Path) -> Result<(), Error> {
    let outputs = runner.last_outputs();
    for (suffix, kept) in [
        ("interesting", &outputs.interesting),
        ("uninteresting", &outputs.uninteresting),
    ] {
        if let Some(bytes) = kept {
            let mut name = output.as_os_str().to_owned();
            name.push(format!(".{suffix}.log"));
            std::fs::write(&name, bytes)
                .map_err(Error::io(format!("writing {}", Path::new(&name).display())))?;
        }
    }
    Ok(())
}

/// `$TMPDIR` when set; else `/dev/shm` (tmpfs: directory creation is 10x
/// cheaper than on disk) when usable; else the system default.
fn temp_root() -> PathBuf {
    if std::env::var_os("TMPDIR").is_some() {
        // The oracle runs elsewhere: `$1` and its directory must be absolute.
        let dir = std::env::temp_dir();
        return std::path::absolute(&dir).unwrap_or(dir);
    }
    let shm = Path::new("/dev/shm");
    let writable =
        std::fs::metadata(shm).is_ok_and(|m| m.is_dir() && m.permissions().mode() & 0o002 != 0);
    if writable {
        shm.to_path_buf()
    } else {
        std::env::temp_dir()
    }
}

/// The observer of a CLI run: writes each new best out and shows progress.
struct RunObserver<'a> {
    progress: Progress,
    output: &'a Path,
    /// The output keeps the input's permissions (a script stays executable).
    input: &'a Path,
    /// Where `--resume` keeps the state, and whose state it is.
    state: Option<(&'a Path, &'a resume::Identity)>,
    /// Resuming: the size of the output found. The bests a replayed pass
    /// commits again are not written back while they are larger, so the
    /// output never grows back.
    replay_floor: Option<u64>,
    /// The bests written, for the summary, and when the run started.
    bests: Vec<BestSoFar>,
    /// What each level did, for the summary.
    levels: Vec<driver::LevelReport>,
    started: Instant,
}

impl Observer for RunObserver<'_> {
    fn pass_started(
        &mut self,
        checkpoint: &driver::Checkpoint,
        runner: &mut Runner,
    ) -> std::io::Result<()> {
        if let Some((path, identity)) = self.state {
            let journal =
                resume::save(path, identity, checkpoint, runner.cache()).map_err(|e| {
                    std::io::Error::new(e.kind(), format!("writing {}: {e}", path.display()))
                })?;
            runner.cache_mut().set_journal(journal);
        }
        Ok(())
    }

    fn level_started(&mut self, pass: usize, level: usize, items: usize, runner: &Runner) {
        self.progress
            .level_started(pass, level, items, runner.stats());
    }

    fn level_ended(&mut self, report: &driver::LevelReport, runner: &Runner) {
        self.progress.level_ended(report, runner.stats());
        self.levels.push(*report);
    }

    fn tested(&mut self, runner: &Runner) {
        self.progress.tested(runner.stats());
    }

    fn improved(&mut self, candidate: &[u8], tokens: u64, runner: &Runner) -> std::io::Result<()> {
        let size = candidate.len() as u64;
        if self.replay_floor.is_some_and(|floor| size > floor) {
            return Ok(());
        }
        self.replay_floor = None;
        output::write_atomic(self.output, candidate, Some(self.input)).map_err(|e| {
            std::io::Error::new(e.kind(), format!("writing {}: {e}", self.output.display()))
        })?;
        self.progress
            .improved(candidate.len() as u64, tokens, runner.stats());
        self.bests.push(BestSoFar {
            oracle_calls: runner.stats().oracle_calls,
            tokens,
            bytes: size,
            seconds: self.started.elapsed().as_secs_f64(),
        });
        Ok(())
    }
}

extern "C" fn on_stop_signal(signal: libc::c_int) {
    runner::request_stop();
    // A second Ctrl-C ends the process at once.
    // SAFETY: signal() is async-signal-safe.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
    }
}

fn install_signal_handlers() {
    for signal in [libc::SIGINT, libc::SIGTERM] {
        // SAFETY: the handler only stores to an atomic and resets the
        // disposition, both async-signal-safe.
        unsafe {
            libc::signal(signal, on_stop_signal as *const () as libc::sighandler_t);
        }
    }
}
