//! One run of `reduce`: read and parse the input, check the oracle and the
//! original, settle what the output holds ([`OutputPlan`]), reduce, report.

use super::checks::{check_original, read_directory, read_input};
use super::config::{Config, Dump};
use super::finish::{Sizes, end_reduction, file_sizes, print_dump, report, write_output};
use super::generate::run_generator;
use super::setup::{
    new_runner, observer_for, oracle_spec, refuse_for_directories, remove_stale_temporaries,
    strategy_of, the_oracle,
};
use super::state::{identity, load_state, resume_from};
use super::{Args, signals};
use crate::driver;
use crate::error::{Error, ExitCode};
use crate::frontend;
use crate::report::ProgressMode;
use crate::runner;
use crate::{bundle, output, resume};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Instant;

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
    // The result's check may fall back to it.
    let original_source = tree.source().to_vec();
    let original_nonzero =
        (frontend.lang() == frontend::Lang::Binary).then(|| driver::nonzero_bytes(tree.source()));
    observer.count_nonzero = original_nonzero.is_some();
    if let Some(checkpoint) = &checkpoint {
        observer.earlier.resumed_from(&checkpoint.start);
    }
    observer.count_words = frontend.lang() == frontend::Lang::Text && !frontend.is_bundle();
    let outcome = driver::reduce(
        &frontend,
        tree,
        &strategy,
        &mut runner,
        &mut observer,
        checkpoint,
    );
    let (outcome, check) = end_reduction(
        &config,
        &state_path,
        &mut runner,
        &mut observer,
        (outcome, &original_source),
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
    report(&config, sizes, &runner, (outcome, check), observer, started)
}
