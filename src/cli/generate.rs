//! Generator mode (`--generator`): the generator's run recorded and
//! replayed once to check it can be replayed, reduced as a trace, then
//! polished as a file of its language.

use super::checks::check_original;
use super::config::Config;
use super::finish::{Sizes, end_reduction, report, write_output};
use super::observer::RunObserver;
use super::setup::{
    new_runner, observer_for, oracle_spec, remove_stale_temporaries, strategy_of, the_oracle,
};
use super::signals;
use super::state::{identity_of, load_state, resume_from};
use crate::driver;
use crate::error::{Error, ExitCode};
use crate::frontend::{self, Frontend};
use crate::generator::{self, record::RecordError, worker::GeneratorOracle};
use crate::report::{Phases, ProgressMode};
use crate::runner::{self, OracleSpec, Runner};
use crate::{output, resume};
use std::os::unix::fs::PermissionsExt;
use std::time::Instant;

/// Runs `reduce --generator`: records the generator's run, checks that a
/// replay makes the same input and that the oracle finds it interesting,
/// then reduces the run (see [`generator::passes`]).
pub(super) fn run_generator(config: &Config, command: String) -> Result<ExitCode, Error> {
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
    let recorded =
        generator::record::record(&command, &cwd, config.timeout, spec.clone(), &roots.primary);
    // What the helper found wrong with the generator's source (a maybe()
    // that guards no block) is the user's to hear: reduce cannot remove
    // what it cannot see.
    let warnings = match &recorded {
        Ok(recorded) => &recorded.warnings[..],
        Err(RecordError::Refused(_, warnings)) => &warnings[..],
        Err(RecordError::Io(..)) => &[],
    };
    if config.progress != ProgressMode::Silent {
        for warning in warnings {
            eprintln!("{warning}");
        }
    }
    let original = match recorded {
        Ok(recorded) => recorded.made,
        Err(RecordError::Refused(why, _)) => return Err(generator_error(why)),
        Err(RecordError::Io(what, e)) => return Err(Error::io(what)(e)),
    };
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
    // The result's check may fall back to it.
    let original_input = original.input.clone();
    let file_oracle = spec.clone();
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
        checkpoint => generator::passes::reduce(
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
    // The result is a file: the user's oracle checks it, as the polish's.
    runner.switch_oracle(std::sync::Arc::new(file_oracle), POLISHED_FILES);
    let (outcome, check) = end_reduction(
        config,
        &state_path,
        &mut runner,
        &mut observer,
        (outcome, &original_input),
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
    report(config, sizes, &runner, (outcome, check), observer, started)
}

/// Where generator mode's first phase left the run.
pub(super) enum Generation {
    /// The generator's run was reduced (to its fixpoint, or until a budget
    /// ran out).
    Reduced(driver::Reduction),
    /// A resumed run was already polishing, from this checkpoint.
    Polishing(driver::Checkpoint),
}

/// The kind of candidate the polish's runner judges (files, where the
/// generator's judged traces): its verdicts' cache keys.
pub(super) const POLISHED_FILES: u64 = 1;

/// The generator's reduction as it stood at `start`, when it is not
/// polished.
pub(super) fn unpolished(start: driver::Checkpoint) -> driver::Reduction {
    driver::Reduction {
        passes: start.passes(),
        by_kind: start.by_kind(),
        best: start.start,
        stop: None,
        tidied: driver::Tidied::Off,
    }
}

/// Generator mode's polish: the smallest input the generator made (the
/// checkpoint's best) reduced as a file of its language (`--lang`, or the
/// output's name), by the same runner, whose counters and budgets go on,
/// now calling the user's oracle on files. The reduction, and the two
/// phases' calls.
pub(super) fn polish(
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
