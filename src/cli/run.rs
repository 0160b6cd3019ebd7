//! One run of `reduce`: read and parse the input, check the oracle and the
//! original, settle what the output holds ([`OutputPlan`]), reduce, report.

use super::checks::{check_oracle, check_original, read_directory, read_input};
use super::config::{Config, Dump};
use super::observer::RunObserver;
use super::{Args, signals};
use crate::driver::{self, PassKind, Strategy};
use crate::error::{Error, ExitCode};
use crate::frontend::{self, Frontend};
use crate::generator::{
    self,
    worker::{Align, Generated, GeneratorOracle},
};
use crate::report::{FileSizes, PassTally, Phases, Progress, ProgressMode, Summary};
use crate::runner::{self, OracleSpec, Outcome, Runner, RunnerSettings, Stop};
use crate::{bundle, output, resume};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What the output holds before the reduction's first improvement, and
/// where the original is read from: the four ways a run meets its files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OutputPlan {
    /// A new run: the output starts as a copy of the original.
    Fresh,
    /// A new run with `--in-place`: the original is copied to its backup
    /// first; the input is the output.
    InPlace,
    /// Going on from a `--resume` state: the output (the input, in place)
    /// holds the earlier run's best, and is written again from the state
    /// when it was removed. The original is the input, or in place its
    /// backup.
    Resume {
        /// With `--in-place`.
        in_place: bool,
    },
}

impl OutputPlan {
    /// The plan for `config`, given whether a `--resume` state exists.
    fn of(config: &Config, state_exists: bool) -> OutputPlan {
        match (config.resume && state_exists, config.in_place) {
            (true, in_place) => OutputPlan::Resume { in_place },
            (false, true) => OutputPlan::InPlace,
            (false, false) => OutputPlan::Fresh,
        }
    }

    /// Where the original is read from.
    fn original<'a>(self, config: &'a Config, backup: &'a Path) -> &'a Path {
        match self {
            OutputPlan::Resume { in_place: true } => backup,
            _ => &config.input,
        }
    }
}

/// Runs `reduce` with parsed arguments; the exit code to end with.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let config = Config::resolve(args)?;
    if let Some(command) = config.generator.clone() {
        return run_generator(&config, command);
    }
    let started = Instant::now();
    let state_path = resume::state_path(&config.output);
    let backup = output::backup_path(&config.input);
    let plan = OutputPlan::of(&config, state_path.exists());
    let original_path = plan.original(&config, &backup);
    let directory = original_path.is_dir();
    let names_paths = !(config.exclude.is_empty() && config.keep.is_empty());
    if !directory && names_paths {
        return Err(Error::Usage(
            "--exclude and --keep only apply with a directory as input".into(),
        ));
    }
    let (loaded, mode) = match directory {
        true => {
            refuse_for_directories(&config)?;
            let loaded = read_directory(original_path, &config)?;
            (loaded, std::fs::Permissions::from_mode(0o755))
        }
        false => {
            let (bytes, mode) = read_input(original_path)?;
            let loaded = frontend::load(&config.input, bytes, config.profile.as_ref(), config.lang)
                .map_err(|problem| Error::Input {
                    path: config.input.clone(),
                    problem,
                })?;
            (loaded, mode)
        }
    };
    let frontend::Loaded {
        frontend,
        tree,
        fell_back,
    } = loaded;
    if let Some(why) = fell_back
        && config.progress != ProgressMode::Silent
    {
        eprintln!(
            "reduce: warning: {} {why}; reducing it as text",
            config.input.display()
        );
    }
    match config.dump {
        Some(Dump::Tree) => return print_dump(&tree.dump()),
        Some(Dump::Levels) => return print_dump(&tree.dump_levels()),
        None => {}
    }
    let (oracle_given, oracle) = the_oracle(&config)?;
    let identity = config
        .resume
        .then(|| identity(&config, &frontend, tree.source(), &oracle))
        .transpose()?;
    let saved = load_state(&state_path, identity.as_ref())?;
    if plan == OutputPlan::InPlace && backup.exists() {
        return Err(Error::Usage(format!(
            "{} already exists; move it away before reducing in place",
            backup.display()
        )));
    }
    signals::install().map_err(Error::io("installing the signal handlers"))?;
    // In place, a directory's files are written one by one where they lie,
    // each with its temporaries beside it.
    let originals: Vec<PathBuf> = match directory && config.in_place {
        true => bundle::decode(tree.source())
            .map(|files| files.into_iter().map(|f| f.path).collect())
            .unwrap_or_default(),
        false => Vec::new(),
    };
    let destination = match (directory, config.in_place) {
        _ if config.output_target == output::Target::Stream => output::Destination::Stream,
        (false, _) => output::Destination::File(&mode),
        (true, false) => output::Destination::Directory,
        (true, true) => output::Destination::InPlace {
            originals: &originals,
        },
    };
    let in_place: Vec<PathBuf> = originals.iter().map(|p| config.output.join(p)).collect();
    let written = [&config.output, &state_path].into_iter().chain(&in_place);
    remove_stale_temporaries(written)?;
    let file_name = config
        .input
        .file_name()
        .ok_or_else(|| Error::Input {
            path: config.input.clone(),
            problem: "has no file name".into(),
        })?
        .to_owned();
    let roots = runner::call_roots(
        tree.source().len() as u64,
        config.jobs,
        config.work_dir.as_deref(),
    );
    if let Some(why) = &roots.passed_over
        && config.progress != ProgressMode::Silent
    {
        eprintln!("reduce: {why}");
    }
    let mut script = oracle_spec(&config, oracle, file_name);
    script.directory = directory;
    let mut runner = new_runner(&config, std::sync::Arc::new(script), roots, started)?;

    // A resumed run goes on from one that passed the empty input's check
    // already.
    check_original(
        &mut runner,
        tree.source(),
        &oracle_given,
        config.timeout,
        config.check_original,
        !config.allow_empty && saved.is_none(),
    )?;
    let write_output = |bytes: &[u8]| write_output(&config, bytes, destination);
    match (plan, &saved) {
        (OutputPlan::Fresh, _) => write_output(tree.source())?,
        (OutputPlan::InPlace, _) => {
            match directory {
                true => output::make_directory_backup(&config.input, tree.source()),
                false => output::make_backup(&config.input),
            }
            .map_err(Error::io(format!(
                "keeping the original as {}",
                backup.display()
            )))?;
        }
        (OutputPlan::Resume { .. }, Some(saved)) if !config.output.exists() => {
            write_output(&saved.checkpoint.start)?;
        }
        (OutputPlan::Resume { .. }, _) => {}
    }
    let checkpoint = saved.map(|saved| resume_from(&config, &state_path, saved, &mut runner));

    let original_tokens = tree.total_tokens();
    let mut observer = observer_for(
        &config,
        (tree.source().len() as u64, original_tokens),
        destination,
        (&state_path, identity.as_ref(), checkpoint.is_some()),
        started,
    );
    // A bundle's headers must survive every candidate, whatever
    // --no-syntax-check says: the check is what keeps them.
    let strategy = strategy_of(&config, config.syntax_check || directory);
    let original_bytes = tree.source().len() as u64;
    let original_source = if directory {
        tree.source().to_vec()
    } else {
        Vec::new()
    };
    let original_nonzero =
        (frontend.lang() == frontend::Lang::Binary).then(|| driver::nonzero_bytes(tree.source()));
    observer.count_nonzero = original_nonzero.is_some();
    observer.count_words = frontend.lang() == frontend::Lang::Text && !frontend.is_bundle();
    let outcome = driver::reduce(
        &frontend,
        tree,
        &strategy,
        &mut runner,
        &mut observer,
        checkpoint,
    );
    let outcome = end_reduction(
        &config,
        &state_path,
        &runner,
        &mut observer,
        outcome,
        write_output,
    )?;

    let final_tokens = frontend.count_tokens(&outcome.best);
    let sizes = Sizes {
        input: config.input.display().to_string(),
        lang: match directory {
            true => "directory",
            false => frontend.lang().name(),
        },
        original_bytes,
        original_tokens,
        final_tokens,
        nonzero: original_nonzero.map(|before| (before, driver::nonzero_bytes(&outcome.best))),
        phases: None,
        files: match directory {
            true => file_sizes(&frontend, &original_source, &outcome.best),
            false => Vec::new(),
        },
    };
    report(&config, sizes, &runner, outcome, observer, started)
}

/// Runs `reduce --generator`: records the generator's run, checks that a
/// replay makes the same input and that the oracle finds it interesting,
/// then reduces the run (see [`generator::driver`]).
fn run_generator(config: &Config, command: String) -> Result<ExitCode, Error> {
    let started = Instant::now();
    let (oracle_given, oracle) = the_oracle(config)?;
    let generator_error =
        |problem: String| Error::Usage(format!("--generator '{command}': {problem}"));
    let file_name = config
        .output
        .file_name()
        .ok_or_else(|| generator_error("the output has no file name".into()))?
        .to_owned();
    let spec = oracle_spec(config, oracle, file_name);
    let cwd = std::env::current_dir().map_err(Error::io("reading the working directory"))?;
    signals::install().map_err(Error::io("installing the signal handlers"))?;
    let state_path = resume::state_path(&config.output);
    remove_stale_temporaries([&config.output, &state_path])?;
    let roots = runner::call_roots(0, config.jobs, config.work_dir.as_deref());
    // The original run, then a plain replay of it: the same bytes, or the
    // generator draws randomness the trace does not see.
    let scratch = tempfile::Builder::new()
        .prefix("reduce-")
        .permissions(std::fs::Permissions::from_mode(0o700))
        .tempdir_in(&roots.primary)
        .map_err(Error::io("creating the temporary directory"))?;
    let recorder = GeneratorOracle::new(
        command.clone(),
        cwd.clone(),
        Align::Halt,
        config.timeout,
        spec.clone(),
        usize::MAX,
    );
    let control = runner::CallControl::new().map_err(Error::io("setting up a call"))?;
    let mut runs = Vec::new();
    for (run, given) in [("original", None), ("replay", Some(()))] {
        let dir = scratch.path().join(run);
        std::fs::create_dir(&dir).map_err(Error::io("creating the temporary directory"))?;
        let given = given.and_then(|()| runs.first().map(|m: &generator::worker::Made| &m.trace));
        match recorder
            .generate(&dir, given, &control)
            .map_err(Error::io(format!("running the generator '{command}'")))?
        {
            Generated::Made(made) => runs.push(made),
            Generated::Failed(outcome) => {
                return Err(generator_error(format!(
                    "its {run} run made no test input: {}{}",
                    match outcome {
                        Outcome::NothingMade(why) => why,
                        other => other.describe(),
                    },
                    stderr_tail(&dir)
                )));
            }
            Generated::Misaligned(at) => {
                return Err(generator_error(format!(
                    "a replay of its own run could not follow decision {at}: is all its \
                     randomness drawn through the trace helper?{}",
                    stderr_tail(&dir)
                )));
            }
        }
    }
    let (original, replay) = (runs.remove(0), runs.remove(0));
    // What the helper found wrong with the generator's source (a maybe()
    // that guards no block) is the user's to hear: reduce cannot remove
    // what it cannot see.
    if config.progress != ProgressMode::Silent {
        for warning in helper_warnings(&scratch.path().join("original")) {
            eprintln!("{warning}");
        }
    }
    if original.input.is_empty() {
        return Err(generator_error(
            "it made an empty input: nothing to reduce".into(),
        ));
    }
    if replay.input != original.input {
        let at = original
            .input
            .iter()
            .zip(&replay.input)
            .take_while(|(a, b)| a == b)
            .count();
        return Err(generator_error(format!(
            "a replay of its recorded run made other bytes ({} then {}, first different at \
             byte {at}): is all its randomness drawn through the trace helper?",
            original.input.len(),
            replay.input.len()
        )));
    }
    drop(scratch);
    // The generator's command, its recorded run and the alignment decide
    // the verdicts as much as the oracle does.
    let identity = config
        .resume
        .then(|| {
            let language = format!(
                "the generator '{command}' with the trace {} and align {}{}",
                resume::Identity::hash(&original.trace.to_bytes()),
                config.align.name(),
                match config.polish {
                    true => format!(
                        ", polished as {:?} with the profile {:?}",
                        config.lang.map(|l| l.name()),
                        config
                            .profile_text
                            .as_ref()
                            .map(|t| resume::Identity::hash(t.as_bytes()))
                    ),
                    false => String::new(),
                }
            );
            identity_of(config, &original.input, &oracle_given, language)
        })
        .transpose()?;
    let saved = load_state(&state_path, identity.as_ref())?;
    let worker = std::sync::Arc::new(GeneratorOracle::new(
        command.clone(),
        cwd,
        config.align,
        config.timeout,
        spec.clone(),
        original.input.len(),
    ));
    let mut runner = new_runner(config, worker.clone(), roots, started)?;
    let mode = std::fs::Permissions::from_mode(0o644);
    let destination = match config.output_target {
        output::Target::Stream => output::Destination::Stream,
        output::Target::Replaced => output::Destination::File(&mode),
    };
    let write_output = |bytes: &[u8]| write_output(config, bytes, destination);
    if let Err(e) = check_original(
        &mut runner,
        &original.trace.to_bytes(),
        &oracle_given,
        config.timeout,
        config.check_original,
        false,
    ) {
        return Err(match e {
            Error::NotInteresting {
                oracle,
                outcome,
                output,
                ..
            } => {
                // There is no input file to look at: the made one is.
                write_output(&original.input)?;
                let name = config.output.file_name().unwrap_or_default().display();
                let see = format!(
                    "It was given the input the generator made as {name} (in a directory of \
                     its own); that input is in {}: run the oracle on it by hand to see why.",
                    config.output.display()
                );
                Error::NotInteresting {
                    oracle,
                    outcome,
                    output,
                    see,
                }
            }
            other => other,
        });
    }
    // `--verify` asks the oracle again on purpose.
    worker.reuse_verdicts(!config.verify);
    match &saved {
        None => write_output(&original.input)?,
        Some(saved) if !config.output.exists() => write_output(&saved.checkpoint.start)?,
        Some(_) => {}
    }
    let checkpoint = saved.map(|saved| resume_from(config, &state_path, saved, &mut runner));
    // Tokens as the output's language counts them.
    let lang = config
        .lang
        .unwrap_or_else(|| frontend::detect(&config.output, &original.input));
    let counter = Frontend::new(lang);
    let count_tokens = |bytes: &[u8]| counter.count_tokens(bytes);
    let original_tokens = count_tokens(&original.input);
    let original_bytes = original.input.len() as u64;
    let mut observer = observer_for(
        config,
        (original_bytes, original_tokens),
        destination,
        (&state_path, identity.as_ref(), checkpoint.is_some()),
        started,
    );
    // The generator makes only what it can parse: no syntax check.
    let strategy = strategy_of(config, false);
    let generated = match checkpoint {
        // A resumed run whose generator's fixpoint was reached goes on
        // with the polish.
        Some(checkpoint) if checkpoint.trace().is_none() => Ok(Generation::Polishing(checkpoint)),
        checkpoint => generator::driver::reduce(
            original,
            &strategy,
            &mut runner,
            &worker,
            &count_tokens,
            &mut observer,
            checkpoint,
        )
        .map(Generation::Reduced),
    };
    let (outcome, phases) = match generated {
        Ok(Generation::Reduced(reduction)) if !config.polish || reduction.stop.is_some() => {
            (Ok(reduction), None)
        }
        Ok(Generation::Reduced(reduction)) => {
            let start = driver::Checkpoint::first_pass_after(
                reduction.best,
                reduction.passes,
                reduction.by_kind,
            );
            polish(config, spec, &mut runner, &mut observer, start)
        }
        Ok(Generation::Polishing(start)) => polish(config, spec, &mut runner, &mut observer, start),
        Err(e) => (Err(e), None),
    };
    let outcome = end_reduction(
        config,
        &state_path,
        &runner,
        &mut observer,
        outcome,
        write_output,
    )?;
    let sizes = Sizes {
        input: format!("the run of '{command}'"),
        lang: "generator",
        original_bytes,
        original_tokens,
        final_tokens: count_tokens(&outcome.best),
        nonzero: None,
        phases,
        files: Vec::new(),
    };
    report(config, sizes, &runner, outcome, observer, started)
}

/// Where generator mode's first phase left the run.
enum Generation {
    /// The generator's run was reduced (to its fixpoint, or until a budget
    /// ran out).
    Reduced(driver::Reduction),
    /// A resumed run was already polishing, from this checkpoint.
    Polishing(driver::Checkpoint),
}

/// The kind of candidate the polish's runner judges (files, where the
/// generator's judged traces): its verdicts' cache keys.
const POLISHED_FILES: u64 = 1;

/// The generator's reduction as it stood at `start`, when it is not
/// polished.
fn unpolished(start: driver::Checkpoint) -> driver::Reduction {
    driver::Reduction {
        passes: start.passes(),
        by_kind: start.by_kind(),
        best: start.start,
        stop: None,
    }
}

/// Generator mode's polish: the smallest input the generator made (the
/// checkpoint's best) reduced as a file of its language (`--lang`, or the
/// output's name), by the same runner, whose counters and budgets go on,
/// now calling the user's oracle on files. The reduction, and the two
/// phases' calls.
fn polish(
    config: &Config,
    spec: OracleSpec,
    runner: &mut Runner,
    observer: &mut RunObserver,
    start: driver::Checkpoint,
) -> (std::io::Result<driver::Reduction>, Option<Phases>) {
    let generator_calls = runner.stats().oracle_calls;
    let loaded = frontend::load(
        &config.output,
        start.start.clone(),
        config.profile.as_ref(),
        config.lang,
    );
    let frontend::Loaded {
        frontend,
        tree,
        fell_back,
    } = match loaded {
        Ok(loaded) => loaded,
        Err(problem) => {
            if config.progress != ProgressMode::Silent {
                eprintln!("reduce: the generator's input is not polished: it {problem}");
            }
            return (Ok(unpolished(start)), None);
        }
    };
    if let Some(why) = fell_back
        && config.progress != ProgressMode::Silent
    {
        eprintln!("reduce: warning: the generator's input {why}; polishing it as text");
    }
    let generator_tokens = frontend.count_tokens(&start.start);
    runner.switch_oracle(std::sync::Arc::new(spec), POLISHED_FILES);
    // As a file's reduction refuses to start, the polish does not end at an
    // empty file the oracle finds interesting, unless asked to.
    if !config.allow_empty {
        match runner.verdict_of(b"", false) {
            Ok(answer) if answer.is_interesting() => {
                if config.progress != ProgressMode::Silent {
                    eprintln!(
                        "reduce: the generator's input is not polished: the oracle calls an \
                         empty file interesting too (pass --allow-empty if that shows the bug)"
                    );
                }
                return (Ok(unpolished(start)), None);
            }
            Ok(_) => {}
            Err(e) => return (Err(e), None),
        }
    }
    let strategy = strategy_of(config, config.syntax_check);
    let outcome = driver::reduce(&frontend, tree, &strategy, runner, observer, Some(start));
    let phases = Phases {
        generator_calls,
        generator_tokens,
        polish_lang: frontend.lang().name(),
        polish_calls: runner.stats().oracle_calls - generator_calls,
    };
    (outcome, Some(phases))
}

/// The oracle the configuration names, as given and as checked (an
/// executable file, by its absolute path).
fn the_oracle(config: &Config) -> Result<(PathBuf, PathBuf), Error> {
    let given = config.oracle.clone().ok_or_else(|| {
        Error::Usage("no oracle: give --oracle SCRIPT (or `oracle = ...` in --config)".into())
    })?;
    let checked = check_oracle(&given)?;
    Ok((given, checked))
}

/// Writes `bytes` to the output as `destination` says.
fn write_output(
    config: &Config,
    bytes: &[u8],
    destination: output::Destination,
) -> Result<(), Error> {
    output::write_best(&config.output, bytes, destination)
        .map_err(Error::io(format!("writing {}", config.output.display())))
}

/// The sizes of each file of the bundle `original` before and in `best`,
/// in tokens as `frontend` counts each file's language.
fn file_sizes(frontend: &Frontend, original: &[u8], best: &[u8]) -> Vec<FileSizes> {
    let (before, after) = (bundle::decode(original), bundle::decode(best));
    let (Ok(before), Ok(after)) = (before, after) else {
        return Vec::new();
    };
    (before.iter())
        .map(|file| {
            let now = after.iter().find(|e| e.path == file.path);
            let tokens = |bytes: &[u8]| frontend.file_tokens(&file.path, bytes);
            FileSizes {
                path: file.path.display().to_string(),
                original_tokens: tokens(&file.bytes),
                final_tokens: now.map_or(0, |e| tokens(&e.bytes)),
                original_bytes: file.bytes.len() as u64,
                final_bytes: now.map_or(0, |e| e.bytes.len() as u64),
                taken_out: now.is_none(),
            }
        })
        .collect()
}

/// What a directory's reduction does not do yet: refused with a clear
/// message rather than done wrong.
fn refuse_for_directories(config: &Config) -> Result<(), Error> {
    let refuse = |what: &str| {
        Err(Error::Usage(format!(
            "{what} does not work with a directory as input yet; {} is one",
            config.input.display()
        )))
    };
    if config.lang.is_some() || config.profile.is_some() {
        return refuse("--lang or --grammar (a directory's files are reduced as text)");
    }
    Ok(())
}

/// The observer of a run whose original has `size` (bytes, tokens): it
/// shows progress, writes each best to `destination`, and keeps the `--resume`
/// state (at `state.0`, when `state.1` names the reduction; `state.2`: the
/// run goes on from one).
fn observer_for<'a>(
    config: &'a Config,
    size: (u64, u64),
    destination: output::Destination<'a>,
    state: (&'a Path, Option<&'a resume::Identity>, bool),
    started: Instant,
) -> RunObserver<'a> {
    let progress = Progress::new(config.progress, config.verbose, size.0, size.1);
    let mut observer = RunObserver::new(progress, &config.output, destination, started);
    let (path, identity, resumed) = state;
    observer.keep_state(identity.map(|id| (path, id)), resumed);
    observer
}

/// What the driver needs of the configuration.
fn strategy_of(config: &Config, syntax_check: bool) -> Strategy {
    Strategy {
        schedule: config.schedule,
        algo: config.algo,
        options: config.algo_options,
        syntax_check,
    }
}

/// Removes the temporary files a killed run left beside the files it
/// wrote (`written`).
fn remove_stale_temporaries<'a>(
    written: impl IntoIterator<Item = &'a PathBuf>,
) -> Result<(), Error> {
    for written in written {
        match output::remove_stale_temporaries(written) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                return Err(Error::io(format!(
                    "removing what a killed run left beside {}",
                    written.display()
                ))(e));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Loads the `--resume` state at `path` when `identity` asks for one.
fn load_state(
    path: &Path,
    identity: Option<&resume::Identity>,
) -> Result<Option<resume::Saved>, Error> {
    let Some(identity) = identity else {
        return Ok(None);
    };
    resume::load(path, identity).map_err(|e| {
        Error::Usage(format!(
            "cannot resume from {}: {e}; remove it to start afresh",
            path.display()
        ))
    })
}

/// Tells that a run goes on from `saved`, and hands its verdicts to the
/// runner's cache: the checkpoint to go on from.
fn resume_from(
    config: &Config,
    state_path: &Path,
    saved: resume::Saved,
    runner: &mut Runner,
) -> driver::Checkpoint {
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
}

/// `--look-ahead`'s default with `jobs` job slots: half of them, at least
/// 16, which took the C example and c-gcc-waddress to their fixpoints
/// sooner than every free slot or fewer (see "Constants" in
/// docs/3-performance.md).
fn default_look_ahead(jobs: usize) -> usize {
    (jobs / 2).max(16)
}

/// The runner of a run started at `started`, calling through `oracle`,
/// with the run's jobs and budgets.
fn new_runner(
    config: &Config,
    oracle: std::sync::Arc<dyn runner::Oracle>,
    roots: runner::CallRoots,
    started: Instant,
) -> Result<Runner, Error> {
    Runner::new(RunnerSettings {
        oracle,
        capture_output: config.verbose,
        jobs: config.jobs,
        look_ahead: (config.look_ahead).unwrap_or_else(|| default_look_ahead(config.jobs)),
        deadline: config.max_time.and_then(|t| started.checked_add(t)),
        max_calls: config.max_tests,
        roots,
        verify: config.verify,
        launch_retries: config.launch_retries,
    })
    .map_err(Error::io("creating the temporary directory"))
}

/// The user's script as `config` says to run it: here, or through its
/// launcher.
fn oracle_spec(config: &Config, program: PathBuf, file_name: std::ffi::OsString) -> OracleSpec {
    let mut spec = OracleSpec::new(program, file_name, config.timeout);
    if let Some(launcher) = &config.launcher {
        spec.launcher = Some(launcher.clone());
        spec.stopping = runner::Stopping {
            grace: LAUNCHED_KILL_GRACE,
            polite_cancel: true,
        };
    }
    if let Some(grace) = config.kill_grace {
        spec.stopping.grace = grace;
    }
    spec
}

/// Time a launched call gets between SIGTERM and SIGKILL by default: for
/// `srun` to pass SIGTERM on and its step to end.
const LAUNCHED_KILL_GRACE: Duration = Duration::from_secs(5);

/// What the summary says of the input, beside the run's counters.
struct Sizes {
    /// The input as the summary names it.
    input: String,
    /// How it was reduced (a language, or a generator's run).
    lang: &'static str,
    original_bytes: u64,
    original_tokens: u64,
    final_tokens: u64,
    /// A binary input's bytes that are not zero, before and after.
    nonzero: Option<(u64, u64)>,
    /// Generator mode with its polish: what each phase did.
    phases: Option<Phases>,
    /// A directory's files and their sizes.
    files: Vec<FileSizes>,
}

/// Ends a run that reduced: the summary on stderr and in `--stats-json`,
/// the kept oracle output with `-v`, and the exit code.
fn report(
    config: &Config,
    sizes: Sizes,
    runner: &Runner,
    outcome: driver::Reduction,
    observer: RunObserver,
    started: Instant,
) -> Result<ExitCode, Error> {
    let stats = runner.stats();
    let summary = Summary {
        input: sizes.input,
        output: config.output.display().to_string(),
        lang: sizes.lang,
        algo: config.algo.name(),
        jobs: config.jobs,
        // A directory's bytes are its files', without the bundle's headers.
        original_bytes: match sizes.files.is_empty() {
            true => sizes.original_bytes,
            false => sizes.files.iter().map(|f| f.original_bytes).sum(),
        },
        final_bytes: match sizes.files.is_empty() {
            true => outcome.best.len() as u64,
            false => sizes.files.iter().map(|f| f.final_bytes).sum(),
        },
        original_tokens: sizes.original_tokens,
        final_tokens: sizes.final_tokens,
        original_nonzero_bytes: sizes.nonzero.map(|n| n.0),
        final_nonzero_bytes: sizes.nonzero.map(|n| n.1),
        calls: stats.clone(),
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
        phases: sizes.phases,
        files: sizes.files,
    };
    if config.verbose {
        keep_oracle_output(runner, &config.output)?;
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
    let language = match &config.profile_text {
        _ if frontend.is_bundle() => {
            format!("a directory's files as text, keeping {:?}", config.keep)
        }
        Some(text) => format!(
            "{} with the profile {}",
            frontend.lang().name(),
            resume::Identity::hash(text.as_bytes())
        ),
        None => frontend.lang().name().to_owned(),
    };
    identity_of(config, original, oracle, language)
}

/// [`identity`], for a reduction described by `language` (a front-end,
/// or a generator's run).
fn identity_of(
    config: &Config,
    original: &[u8],
    oracle: &Path,
    language: String,
) -> Result<resume::Identity, Error> {
    let options = format!(
        "{} {:?}, schedule {:?}, syntax check {}, verify {}, timeout {:?}",
        config.algo.name(),
        config.algo_options,
        config.schedule,
        config.syntax_check,
        config.verify,
        config.timeout
    );
    resume::Identity::new(original, oracle, language, options).map_err(|e| Error::Oracle {
        path: oracle.to_path_buf(),
        problem: format!("cannot be read for the --resume identity: {e}"),
    })
}

/// After the reduction, either mode: progress ends, the output ends as the
/// result (only a resumed run that never got below the output's size has
/// skipped writing its bests), and the `--resume` state goes or stays.
fn end_reduction(
    config: &Config,
    state_path: &Path,
    runner: &Runner,
    observer: &mut RunObserver,
    outcome: std::io::Result<driver::Reduction>,
    write_output: impl Fn(&[u8]) -> Result<(), Error>,
) -> Result<driver::Reduction, Error> {
    observer.progress.finish();
    let outcome = outcome.map_err(Error::io("the reduction stopped"))?;
    if observer.replay_floor.is_some() {
        write_output(&outcome.best)?;
    }
    // A device, FIFO or socket takes the final result alone, in place.
    if config.output_target == output::Target::Stream {
        output::write_stream(&config.output, &outcome.best)
            .map_err(Error::io(format!("writing {}", config.output.display())))?;
    }
    if config.resume {
        end_state(config, state_path, runner, outcome.stop.is_none())?;
    }
    Ok(outcome)
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

/// The warnings the trace helper wrote to stderr in a generator run in
/// `dir` (lines that start `reduce_trace: warning:`).
fn helper_warnings(dir: &Path) -> Vec<String> {
    let written = std::fs::read(dir.join(generator::worker::STDERR)).unwrap_or_default();
    String::from_utf8_lossy(&written)
        .lines()
        .filter(|line| line.starts_with("reduce_trace: warning:"))
        .map(str::to_owned)
        .collect()
}

/// The last lines a generator run in `dir` wrote to stderr, to show under
/// its error ("" when it wrote nothing).
fn stderr_tail(dir: &Path) -> String {
    const LINES: usize = 20;
    let written = std::fs::read(dir.join(generator::worker::STDERR)).unwrap_or_default();
    let written = String::from_utf8_lossy(&written);
    let lines: Vec<&str> = written.trim_end().lines().collect();
    if lines.is_empty() {
        return String::new();
    }
    let shown = &lines[lines.len().saturating_sub(LINES)..];
    let mut tail = String::from("\nits stderr");
    if shown.len() < lines.len() {
        tail += &format!(" (last {LINES} lines)");
    }
    tail += ":";
    for line in shown {
        tail += "\n  ";
        tail += line;
    }
    tail
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
