//! Options resolved into a [`Config`]: the command line merged over the
//! `--config` file (see `config_file.rs`), every value checked, the
//! defaults that depend on others filled in.

use super::args::Args;
use crate::algo::{AlgoKind, AlgoOptions};
use crate::driver::{Schedule, TidyMode};
use crate::error::Error;
use crate::frontend::{self, Lang};
use crate::output;
use crate::report::ProgressMode;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Everything one run needs, resolved from the command line and the config file.
#[derive(Clone, Debug)]
pub struct Config {
    /// The file to reduce; with a generator, the output (there is no
    /// input file).
    pub input: PathBuf,
    /// The generator whose run is reduced, instead of a file.
    pub generator: Option<String>,
    /// What its replays do when they cannot follow their decisions.
    pub align: crate::generator::worker::Align,
    /// Several files given as one input: their paths relative to `input`,
    /// the deepest directory holding them all; empty otherwise.
    pub files: Vec<PathBuf>,
    /// With a directory as input: the paths in it left out.
    pub exclude: Vec<PathBuf>,
    /// With a directory as input: the files in it kept as they are.
    pub keep: Vec<PathBuf>,
    /// With a generator: its fixpoint's input goes through the file
    /// reduction of its language.
    pub polish: bool,
    /// The oracle as the user gave it (for messages).
    pub oracle: Option<PathBuf>,
    /// The list algorithm.
    pub algo: AlgoKind,
    /// Its tuning.
    pub algo_options: AlgoOptions,
    /// In what order the tree's nodes are tried.
    pub schedule: Schedule,
    /// Oracle calls at once.
    pub jobs: usize,
    /// The most calls started ahead at once (`None`: the default).
    pub look_ahead: Option<usize>,
    /// Limit of one oracle call.
    pub timeout: Duration,
    /// The command prefix every oracle call runs through.
    pub launcher: Option<String>,
    /// Where the run's and the calls' directories go, when not the default.
    pub work_dir: Option<PathBuf>,
    /// Time between SIGTERM and SIGKILL for a call being stopped.
    pub kill_grace: Option<Duration>,
    /// Failed launches in a row made again before the run stops.
    pub launch_retries: u32,
    /// Where results go: the path given, or the file its symbolic links
    /// name.
    pub output: PathBuf,
    /// What is there: a file (or directory) replaced by a rename at each
    /// best, or a device, FIFO or socket written once at the end.
    pub output_target: output::Target,
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
    /// Which tidy forms the last step tries.
    pub tidy: TidyMode,
    /// Runs of the oracle on the original before starting; all must agree.
    pub check_original: u32,
    /// Whether the oracle may call the empty input interesting (else the
    /// run stops when it does, before reducing).
    pub allow_empty: bool,
    /// Re-check each interesting candidate before committing it.
    pub verify: bool,
    /// Commit each new best alone, in the algorithm's order (`--in-order`).
    pub in_order: bool,
    /// Keep a state file and go on from one (`--resume`).
    pub resume: bool,
    /// Wall-time budget of the run.
    pub max_time: Option<Duration>,
    /// Oracle-call budget of the run.
    pub max_calls: Option<u64>,
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
    /// Checks the options (the command line's over its config file's, see
    /// [`super::from_command_line`]) and fills in the defaults that depend
    /// on others.
    pub fn resolve(args: Args) -> Result<Config, Error> {
        let in_place = args.in_place;
        let generator = args.generator;
        let align = args.align;
        if align.is_some() && generator.is_none() {
            return Err(Error::Usage("--align only applies with --generator".into()));
        }
        if args.no_polish && generator.is_none() {
            return Err(Error::Usage(
                "--no-polish only applies with --generator".into(),
            ));
        }
        let polish = !args.no_polish;
        let given_output = args.output;
        let Inputs { input, files, keep } = inputs_of(args.inputs, args.keep, &args.exclude)?;
        let (input, output) = match (input, &generator) {
            (Some(_), Some(_)) => {
                return Err(Error::Usage(
                    "give a file to reduce or --generator, not both".into(),
                ));
            }
            (None, Some(_)) if in_place => {
                return Err(Error::Usage(
                    "--generator makes its input: there is no file to reduce in place".into(),
                ));
            }
            (None, Some(_)) => {
                let output = given_output.ok_or_else(|| {
                    Error::Usage(
                        "--generator needs --output (-o): the file the reduced input goes to"
                            .into(),
                    )
                })?;
                (output.clone(), output)
            }
            (None, None) => {
                return Err(Error::Usage(
                    "no input: give the file to reduce, or --generator".into(),
                ));
            }
            (Some(input), None) => {
                let output = match given_output {
                    Some(_) if in_place => {
                        return Err(Error::Usage(
                            "--output and --in-place exclude each other".into(),
                        ));
                    }
                    Some(o) => o,
                    None if in_place => input.clone(),
                    None => output::default_output(&input),
                };
                if !in_place && same_file(&output, &input) {
                    return Err(Error::Usage(format!(
                        "the output {} is the input; use --in-place to reduce a file where it lies",
                        output.display()
                    )));
                }
                (input, output)
            }
        };
        // Checked before anything runs: what the output path holds decides
        // how results reach it, or that they cannot.
        let directory = generator.is_none() && (input.is_dir() || !files.is_empty());
        let (output, output_target) =
            output::target_of(&output, directory).map_err(Error::Usage)?;
        let resume = args.resume;
        if resume {
            if output_target == output::Target::Stream {
                return Err(Error::Usage(format!(
                    "--resume goes on from the output, which {} cannot hold: give -o a file",
                    output.display()
                )));
            }
            let state = crate::resume::state_path(&output);
            let (_, state_target) = output::target_of(&state, false).map_err(Error::Usage)?;
            if state_target == output::Target::Stream {
                return Err(Error::Usage(format!(
                    "--resume keeps its state in {}, which is not a file",
                    state.display()
                )));
            }
        }
        let p0 = args.p0.unwrap_or(AlgoOptions::default().p0);
        if !(p0 > 0.0 && p0 < 1.0) {
            return Err(Error::Usage(format!(
                "--p0 must lie strictly between 0 and 1, not {p0}"
            )));
        }
        let jobs = args
            .jobs
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
        if jobs == 0 {
            return Err(Error::Usage("--jobs must be at least 1".into()));
        }
        let check_original = args.check_original;
        if check_original == 0 {
            return Err(Error::Usage(
                "--check-original must be at least 1: the original is always checked".into(),
            ));
        }
        let verbose = args.verbose;
        let progress = if args.quiet {
            ProgressMode::Silent
        } else if std::io::stderr().is_terminal() {
            ProgressMode::Bar
        } else {
            ProgressMode::Lines
        };
        let lang = args.lang;
        let mut profile_text = None;
        let profile = match args.profile {
            Some(path) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(Error::io(format!("profile {}", path.display())))?;
                let profile = frontend::profile::from_user_file(&text)
                    .map_err(|e| Error::Usage(format!("profile {}: {e}", path.display())))?;
                if let Some(lang) = lang.filter(|l| l.name() != profile.name) {
                    return Err(Error::Usage(format!(
                        "--lang {} and the {} profile of --profile {} disagree",
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
        let kill_grace = args.kill_grace;
        let work_dir = args.work_dir;
        if let Some(dir) = &work_dir
            && !dir.is_dir()
        {
            return Err(Error::Usage(format!(
                "--work-dir {}: not a directory",
                dir.display()
            )));
        }
        if args.dump_tree && args.dump_levels {
            return Err(Error::Usage(
                "--dump-tree and --dump-levels exclude each other".into(),
            ));
        }
        let dump = if args.dump_tree {
            Some(Dump::Tree)
        } else if args.dump_levels {
            Some(Dump::Levels)
        } else {
            None
        };
        Ok(Config {
            input,
            generator,
            align: align.unwrap_or(crate::generator::worker::Align::Realign),
            polish,
            files,
            exclude: args.exclude,
            keep,
            oracle: args.oracle,
            algo: args.algo,
            algo_options: AlgoOptions {
                ddmin_order: args.ddmin_order,
                p0,
                learn_p0: args.p0.is_none(),
                seed: args.seed,
            },
            schedule: args.schedule,
            jobs,
            look_ahead: args.look_ahead,
            timeout: args.timeout,
            launcher: args.launcher,
            work_dir,
            kill_grace,
            launch_retries: args.launch_retries,
            output,
            output_target,
            in_place,
            lang,
            profile,
            profile_text,
            syntax_check: !args.no_syntax_check,
            tidy: args.tidy,
            check_original,
            allow_empty: args.allow_empty,
            verify: args.verify,
            in_order: args.in_order,
            resume,
            max_time: args.max_time,
            max_calls: args.max_calls,
            progress,
            verbose,
            stats_json: args.stats_json,
            dump,
        })
    }
}

/// The input the paths given make, with the files and kept paths relative
/// to it.
struct Inputs {
    /// A file, a directory, or the deepest directory holding the files.
    input: Option<PathBuf>,
    /// With several files, their paths relative to `input`.
    files: Vec<PathBuf>,
    /// The `--keep` paths, relative to `input`.
    keep: Vec<PathBuf>,
}

/// One path is the input; several files are read from the deepest
/// directory holding them (see [`crate::bundle::files::common_root`]), and
/// the paths `--keep` gives then name some of them as given.
fn inputs_of(
    inputs: Vec<PathBuf>,
    keep: Vec<PathBuf>,
    exclude: &[PathBuf],
) -> Result<Inputs, Error> {
    if inputs.len() < 2 {
        // A directory by its absolute name, so that `.` has a name to put
        // `.reduced` and `.orig` after, beside it, not in it.
        let input = inputs.into_iter().next().map(|input| match input.is_dir() {
            true => std::fs::canonicalize(&input).unwrap_or(input),
            false => input,
        });
        return Ok(Inputs {
            input,
            files: Vec::new(),
            keep,
        });
    }
    if !exclude.is_empty() {
        return Err(Error::Usage(
            "--exclude only applies with a directory as input; leave the file out of the list"
                .into(),
        ));
    }
    let (root, files) = crate::bundle::files::common_root(&inputs).map_err(Error::Usage)?;
    let mut kept = Vec::new();
    for path in keep {
        let relative = crate::bundle::files::common_root(std::slice::from_ref(&path))
            .ok()
            .and_then(|(dir, name)| Some(dir.join(&name[0]).strip_prefix(&root).ok()?.to_owned()))
            .filter(|relative| files.contains(relative))
            .ok_or_else(|| {
                Error::Usage(format!(
                    "--keep {}: not one of the files given",
                    path.display()
                ))
            })?;
        kept.push(relative);
    }
    Ok(Inputs {
        input: Some(root),
        files,
        keep: kept,
    })
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}
