//! The command line (clap), where every option is defined once: its name,
//! help, default and value type. The `--config` file's keys are these long
//! options (see `config_file.rs`); the help, the man page and the
//! completions are made from them. Every on/off option takes `=false`.

use crate::algo::{AlgoKind, DdminOrder};
use crate::driver::{Schedule, TidyMode};
use crate::frontend::Lang;
use crate::generator::worker::Align;
use clap::{ArgAction, CommandFactory, FromArgMatches, Parser, Subcommand, ValueHint};
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// The version `--version` prints: the package's, and the commit it was
/// built from (see build.rs).
pub const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("REDUCE_COMMIT"),
    ")"
);

/// Shrinks a file that triggers a bug to a small file that still triggers it.
///
/// The oracle is a script that exits 0 while the bug is still there. It runs
/// in a fresh temporary directory holding the candidate under the input's own
/// file name (so `gcc -c bug.c` works unchanged); the candidate's absolute
/// path is also its first argument. The input is never modified (unless
/// --in-place); the best result so far is always on disk.
///
/// Every on/off option also takes a value: --verify=false switches off what
/// a --config file switched on. Options given twice: the last one wins.
///
/// Exit codes: 0 done (also at --max-time/--max-calls), 1 the original is
/// not interesting, 2 bad usage/input/oracle, 3 I/O failure, 4 the result
/// was not interesting when checked once more (a flaky oracle; the output
/// holds an earlier best that was), 130 interrupted.
#[derive(Debug, Parser)]
#[command(
    name = "reduce",
    version = VERSION,
    about,
    long_about,
    args_conflicts_with_subcommands = true,
    args_override_self = true
)]
pub struct Args {
    /// Instead of reducing: write an oracle, shell completions or the man
    /// page.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// The file to reduce, or a directory: its files are reduced as one
    /// input, the oracle runs in a copy of the directory (given as $1), and
    /// the result is a directory. Several files are reduced as the
    /// directory that holds them all would be, with only them in it (left
    /// out with --generator).
    #[arg(value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    /// The interestingness test: an executable that exits 0 while the bug is
    /// still there.
    #[arg(long, value_name = "SCRIPT", value_hint = ValueHint::ExecutablePath)]
    pub oracle: Option<PathBuf>,

    /// Reduce the run of a test generator instead of a file (GReduce): the
    /// command (run with sh -c in this directory) prints a test input and
    /// records its random decisions through the trace protocol of
    /// generators/README.md (generators/python/reduce_trace.py does it for
    /// Python); reduce replays fewer of them, so every candidate is an
    /// input the generator can make. Needs --output; no input file.
    #[arg(long, value_name = "COMMAND")]
    pub generator: Option<String>,

    /// What a generator's replay does when it cannot follow the decisions
    /// it is given: halt (the candidate is not interesting), bypass (the
    /// iteration or block holding the decision is removed too, and it runs
    /// again) or realign (it resumes at the next recorded decision of the
    /// same site in the same iteration or block and takes its value, or,
    /// when there is none that fits, takes the smallest value the decision
    /// allows) [default: realign].
    #[arg(long, value_enum, value_name = "HOW")]
    pub align: Option<Align>,

    /// With --generator: stop at the generator's fixpoint. By default the
    /// smallest input the generator made then goes through the file
    /// reduction of its language (the --output extension, or --lang) in
    /// the same run, which makes it smaller but maybe an input the
    /// generator could not make.
    #[arg(long)]
    pub no_polish: bool,

    /// The list algorithm run on each level of the tree (wprobdd needed the
    /// fewest oracle calls for the smallest results on our benchmark; see
    /// docs/3-performance.md).
    #[arg(long, value_enum, value_name = "NAME", default_value_t = AlgoKind::Wprobdd)]
    pub algo: AlgoKind,

    /// Which ddmin step comes first at each granularity, for ddmin and
    /// wddmin.
    #[arg(long, value_enum, value_name = "ORDER", default_value_t = DdminOrder::default())]
    pub ddmin_order: DdminOrder,

    /// In what order the tree's nodes are tried: payoff (a level whose
    /// tests stop taking out tokens is left for the levels below it and
    /// finished after them; in C and C++ the largest nodes at any depth
    /// are tried right after the top level, and at each level the items
    /// declaring only names nothing else uses go first) or levels
    /// (Hierarchical Delta Debugging level by level, each level to its
    /// end, as before 2026-11-24).
    #[arg(long, value_enum, value_name = "ORDER", default_value_t = Schedule::default())]
    pub schedule: Schedule,

    /// Initial probability that an item must stay, for probdd, wprobdd and
    /// cdd; sets the first subset size (0.1 -> 10 items, 0.25 -> 4). Given,
    /// every item of every level starts from it, as in the papers [default:
    /// learned: each item starts from the share of items of its kind that
    /// earlier levels of the run kept, from 0.1 until there are any].
    #[arg(long, value_name = "P")]
    pub p0: Option<f64>,

    /// Shuffle probdd's and wprobdd's ties with this seed (without it, ties
    /// go by position and every run is the same).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// Oracle calls run at once [default: the number of available cores].
    /// Two runs with the same value give the same result; see --in-order.
    #[arg(short, long, value_name = "N")]
    pub jobs: Option<usize>,

    /// Commit each new best alone, in the list algorithm's order, as at
    /// -j 1: the result is then the same for every -j, and each new best
    /// costs a round of calls. Without it, at -j above 1, the new bests
    /// found in the same round of -j tests are joined and committed
    /// together (one call for the join), which more jobs make faster.
    #[arg(long)]
    pub in_order: bool,

    /// The most calls at once on candidates of the levels and passes after
    /// the one under way, in job slots its own tests leave free (found by a
    /// dry run of the reduction; an interesting verdict cancels them). More
    /// cut wall time with a slow oracle and cost calls; 0 turns looking
    /// ahead off. The result is the same for every value [default: half of
    /// --jobs, at least 16].
    #[arg(long, value_name = "N")]
    pub look_ahead: Option<usize>,

    /// Time limit of one oracle call (e.g. 30, 30s, 2m); a call past it is
    /// killed with every process it started and counts as not interesting.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, default_value = "60s")]
    pub timeout: Duration,

    /// Run every oracle call through this command prefix, e.g. 'srun
    /// --ntasks=1 --exact --quiet' inside salloc on a Slurm cluster. It is
    /// run by sh -c (exec PREFIX "$@") with a wrapper (/bin/sh -c SCRIPT),
    /// the oracle and the candidate's path appended, so it must be one
    /// simple command that passes its arguments on unchanged (set variables
    /// with env VAR=...). The wrapper writes the oracle's exit status into
    /// the call's directory: --work-dir must be on a filesystem the
    /// machines running the calls share, and so must the oracle. -j may
    /// then exceed the local cores.
    #[arg(long, value_name = "COMMAND")]
    pub launcher: Option<String>,

    /// Where the run's directory and the calls' directories go [default:
    /// $TMPDIR when set, else /dev/shm when it has room, else /tmp]. With
    /// --launcher, a directory the machines running the calls see at the
    /// same path. Runs may share it: a run's directory is removed by
    /// another only once its run is provably dead.
    #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
    pub work_dir: Option<PathBuf>,

    /// Time a call being stopped gets between SIGTERM and SIGKILL: at its
    /// timeout, and with --launcher also when it is cancelled (srun passes
    /// SIGTERM on to its remote step; SIGKILL would leave the step running)
    /// [default: 200ms; 5s with --launcher].
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub kill_grace: Option<Duration>,

    /// With --launcher: how many times a candidate whose launch failed
    /// (the oracle left no exit status: the launcher's own error, a queue
    /// limit, a lost node) is launched again, after a pause of 0.25 s,
    /// doubling; when its launch fails once more, the run stops with exit
    /// 3, its best so far kept. A failed launch is never taken as a
    /// verdict.
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub launch_retries: u32,

    /// Where to write the result [default: <stem>.reduced.<ext> beside the
    /// input; <dir>.reduced for a directory, and for several files, <dir>
    /// being the deepest directory that holds them].
    #[arg(short, long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub output: Option<PathBuf>,

    /// With a directory as input: leave out this path (relative to the
    /// directory; repeatable), as .git, .hg and .svn are always left out.
    #[arg(long, value_name = "PATH")]
    pub exclude: Vec<PathBuf>,

    /// With a directory as input: keep this file (relative to the
    /// directory; with several files, one of them as given; repeatable)
    /// byte for byte, as a build script the result must still have.
    #[arg(long, value_name = "PATH")]
    pub keep: Vec<PathBuf>,

    /// Write the result over the input, keeping the original as
    /// <input>.orig (for a directory or several files, a directory of the
    /// files reduced; in place only they are written, .git and what
    /// --exclude names are left as they are).
    #[arg(long)]
    pub in_place: bool,

    /// The front-end [default: by extension: .c .h .i -> c; .cc .cpp .cxx
    /// .c++ .hh .hpp .hxx .ii .ipp .tcc -> cpp; .js .mjs .cjs -> javascript;
    /// .rs -> rust; .go -> go; .java -> java; .py .pyi -> python; .ll ->
    /// llvm; .json -> json; .toml -> toml; .yaml .yml -> yaml; .ts .mts .cts
    /// -> typescript (not .tsx); .sh .bash -> bash; .lua -> lua; .css -> css;
    /// .html .htm -> html; .sql -> sql; .smt2 .smt -> smtlib; .lisp .lsp .cl
    /// .el .scm .ss .sld .rkt .clj .sexp -> sexp; .wat .wast -> wat; .xml
    /// .svg .xsl .xslt .xhtml .plist or content starting with <?xml -> xml;
    /// any input holding a NUL byte -> binary, whatever its name; anything
    /// else -> text]. `--lang text` reduces binary data as lines, words and
    /// bytes instead.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,

    /// Use this language profile (TOML, an edited copy of one in grammars/:
    /// c, cpp, javascript, rust, go, java, python, llvm, json, toml, yaml,
    /// typescript, bash, lua, css, html, sql .toml) instead of the shipped
    /// one; its `name` picks the language. See "Language profiles" in
    /// docs/2-internals.md. Also as --grammar, its older name.
    #[arg(long, alias = "grammar", value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub profile: Option<PathBuf>,

    /// Send candidates with more syntax errors than the input to the oracle
    /// anyway (by default they are refused unseen; use this when the bug
    /// needs broken syntax to show).
    #[arg(long)]
    pub no_syntax_check: bool,

    /// How a run that reached its fixpoint ends: with one or two more
    /// calls that try the result tidy, kept only where the oracle still
    /// says yes: formatted by the language's own formatter where one is
    /// installed (clang-format, rustfmt, gofmt, black, prettier: the
    /// profile's `formatters`), else (or where the oracle refuses that)
    /// with its lines indented again from their brackets or nesting in the
    /// input's own unit, blank lines and trailing blanks gone, blanks
    /// between two tokens one space (none before a `)`, `]`, `,` or `;`
    /// or after a `(` or `[` where the input never has one there).
    #[arg(long, value_enum, value_name = "HOW", default_value_t = TidyMode::default())]
    pub tidy: TidyMode,

    /// Run the oracle on the original this many times before starting; if
    /// the answers differ, stop with a message saying the oracle is flaky.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub check_original: u32,

    /// Let the oracle call the empty input interesting. Without it, reduce
    /// runs the oracle once on an empty file alongside the original's first
    /// run (after it at -j 1), and stops with exit 2 if it says yes: an oracle that accepts everything
    /// (a typo, a grep on the wrong file) would reduce any input to nothing.
    /// With --generator, the check runs as the polish starts, and a yes
    /// leaves the generator's input unpolished.
    #[arg(long)]
    pub allow_empty: bool,

    /// Run the oracle a second time on every candidate about to be kept as
    /// the new best, and keep it only if it is interesting again (for
    /// oracles that are sometimes wrong; costs one call per improvement).
    /// With it or without, the result is checked once more at the end
    /// (after --max-time and --max-calls too, beyond them), and a result
    /// no longer interesting is replaced by the newest earlier best that
    /// is, and ends the run with exit 4.
    #[arg(long)]
    pub verify: bool,

    /// Keep the run's state in `<output>.state` (the pass under way and
    /// every verdict so far) and, when that file exists from an earlier run
    /// of the same reduction, go on from it to the result the earlier run
    /// would have reached. For CI jobs cut off at a time limit: run the same
    /// command again. The file is removed when the run reaches its fixpoint.
    #[arg(long)]
    pub resume: bool,

    /// Stop after this much wall time (e.g. 150, 10m) and keep the best
    /// result; exits 0 (4 if the result's check fails, see --verify).
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub max_time: Option<Duration>,

    /// Stop after this many oracle calls and keep the best result; exits 0
    /// (4 if the result's check fails, see --verify).
    /// Speculative calls cancelled under -j above 1 count too; the check
    /// of the result at the end does not. Also as --max-tests, its older
    /// name.
    #[arg(long, alias = "max-tests", value_name = "N")]
    pub max_calls: Option<u64>,

    /// Print nothing but errors (the last of --quiet and --verbose wins).
    #[arg(short, long)]
    pub quiet: bool,

    /// Print each level as it starts, and keep the output of the last
    /// interesting and the last uninteresting oracle call in
    /// <output>.interesting.log and <output>.uninteresting.log.
    #[arg(short, long)]
    pub verbose: bool,

    /// Also write the summary as JSON to this file.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub stats_json: Option<PathBuf>,

    /// Read options from a TOML file whose keys are the long options
    /// (oracle = "check.sh", jobs = 8, verify = true, max-time = "10m",
    /// exclude = ["build"], ...); options given here win. A relative path
    /// of --oracle, --output, --work-dir, --profile or --stats-json in it
    /// is relative to the file.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub config: Option<PathBuf>,

    /// Print the parsed tree (kind, byte span, tokens, text) and exit.
    #[arg(long)]
    pub dump_tree: bool,

    /// Print the HDD levels with each node's weight (tokens) and exit.
    #[arg(long)]
    pub dump_levels: bool,
}

/// An on/off option (clap's `SetTrue`) made to take `=true` or `=false`
/// too; any other option as it is.
fn switchable(arg: clap::Arg) -> clap::Arg {
    if !matches!(arg.get_action(), ArgAction::SetTrue) {
        return arg;
    }
    arg.action(ArgAction::Set)
        .num_args(0..=1)
        .require_equals(true)
        .value_name("BOOL")
        .value_parser(clap::value_parser!(bool))
        .default_value("false")
        .default_missing_value("true")
        .hide_default_value(true)
        .hide_possible_values(true)
}

impl Args {
    /// The command line as clap defines it, every on/off option made to
    /// take `=false` too: the one definition of every option, for parsing,
    /// `--help`, the man page and the completions.
    pub fn definition() -> clap::Command {
        let command = <Args as CommandFactory>::command().mut_args(switchable);
        let names: Vec<String> = (command.get_subcommands())
            .map(|s| s.get_name().to_string())
            .collect();
        names.iter().fold(command, |command, name| {
            command.mut_subcommand(name, |s| s.mut_args(switchable))
        })
    }

    /// The options of a command line (`args`, the program's name first),
    /// or clap's error: its usage, with `--help` and `--version` as errors
    /// of their kind.
    pub fn try_parse_from_definition(
        args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    ) -> Result<Args, clap::Error> {
        let mut matches = Args::definition().try_get_matches_from(args)?;
        let last = |id| matches.indices_of(id).and_then(Iterator::max);
        let quiet_last = last("quiet") > last("verbose");
        let mut args = Args::from_arg_matches_mut(&mut matches)?;
        // The later of the two wins (the command line's, after its
        // config file's).
        if args.quiet && args.verbose {
            match quiet_last {
                true => args.verbose = false,
                false => args.quiet = false,
            }
        }
        Ok(args)
    }
}

/// Parses "90", "90s", "1.5m", "2h" (and "500ms").
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 3600.0)
    } else {
        (t, 1.0)
    };
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a duration (try 30, 30s, 2m or 1h)"))?;
    seconds(value * scale)
}

fn seconds(s: f64) -> Result<Duration, String> {
    if s.is_finite() && s > 0.0 && s < 1e9 {
        Ok(Duration::from_secs_f64(s))
    } else {
        Err(format!(
            "{s} s is not a usable duration (it must be positive)"
        ))
    }
}

/// What `reduce` does instead of reducing.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Write an oracle (check.sh) for a common kind of bug, after running
    /// it on the original: it is written only if it finds the original
    /// interesting.
    ///
    /// Examples:
    ///   reduce init crash --run 'g++ -O2 -c' bug.cc
    ///   reduce init diagnostic --run 'gcc -Wall -c' --expect 'will always evaluate' bug.c
    ///   reduce init wrong-code --run 'gcc -O0' --against 'gcc -O2' bug.c
    ///   reduce init exception --run node crash.js
    ///   reduce init error --run 'readelf -a' crash.elf
    Init(InitArgs),
    /// Print a shell completion script for reduce to standard output.
    ///
    /// For bash: reduce completions bash > ~/.local/share/bash-completion/completions/reduce
    Completions {
        /// The shell to complete for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print reduce's man page (roff) to standard output: reduce man > reduce.1
    Man {
        /// Write every page instead, reduce's and one per subcommand
        /// (reduce-init.1, ...), into this directory.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

/// The options of `reduce init`.
#[derive(Debug, clap::Args)]
pub struct InitArgs {
    /// The kind of bug the oracle checks for.
    #[arg(value_enum)]
    pub kind: crate::init::Kind,

    /// The file that shows the bug. The oracle names it as reduce runs it:
    /// the candidate under this file name in the call's directory.
    pub file: PathBuf,

    /// The command that shows the bug, as a shell fragment: the file goes
    /// where `{}` is, else last (`g++ -O2 -c` runs `g++ -O2 -c bug.cc`).
    #[arg(long, value_name = "COMMAND")]
    pub run: String,

    /// wrong-code: the second build, whose program must behave differently
    /// from --run's (`gcc -O2` against `gcc -O0`, or another compiler).
    #[arg(long, value_name = "COMMAND")]
    pub against: Option<String>,

    /// The text that must stay in the command's output; by default the
    /// line the kind looks for in the original's output (the crash
    /// signature, the exception, the first diagnostic, the first error).
    #[arg(long, value_name = "TEXT")]
    pub expect: Option<String>,

    /// Where the oracle is written.
    #[arg(short, long, value_name = "PATH", default_value = "check.sh")]
    pub output: PathBuf,

    /// Replace the file at --output if there is one.
    #[arg(long)]
    pub force: bool,

    /// How long each command in the oracle may run before the candidate is
    /// refused [default: ten times what it took on the original (30 s for
    /// wrong-code), at least 10 s].
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub timeout: Option<Duration>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_on_off_option_takes_false_and_the_last_one_wins() {
        let parse = |args: &[&str]| {
            Args::try_parse_from_definition(["reduce"].iter().chain(args))
                .map_err(|e| e.to_string())
        };
        let args = parse(&["--verify", "--in-place=false", "-q", "x.c"]).unwrap();
        assert!(args.verify && !args.in_place && args.quiet);
        let args = parse(&["--verify=true", "--verify=false", "-q", "-v", "x.c"]).unwrap();
        assert!(!args.verify && !args.quiet && args.verbose);
        let args = parse(&["-v", "-q", "x.c"]).unwrap();
        assert!(args.quiet && !args.verbose);
        // Switched off, an option neither wins over nor conflicts with
        // another.
        let args = parse(&["-v", "--quiet=false", "x.c"]).unwrap();
        assert!(!args.quiet && args.verbose);
        let args = parse(&[
            "--in-place=false",
            "-o",
            "out.c",
            "--dump-tree=false",
            "x.c",
        ])
        .unwrap();
        assert!(!args.in_place && !args.dump_tree);
        let init = parse(&["init", "crash", "--run", "cc", "--force=false", "x.c"]).unwrap();
        assert!(matches!(
            init.command,
            Some(Command::Init(InitArgs { force: false, .. }))
        ));
        let args = parse(&[
            "--jobs",
            "2",
            "--jobs=5",
            "--max-tests",
            "7",
            "--grammar",
            "p.toml",
        ]);
        let args = args.unwrap();
        assert_eq!((args.jobs, args.max_calls), (Some(5), Some(7)));
        assert_eq!(args.profile, Some(PathBuf::from("p.toml")));
        // A value never follows an on/off option unless joined by `=`.
        let args = parse(&["--verify", "false"]).unwrap();
        assert!(args.verify);
        assert_eq!(args.inputs, [PathBuf::from("false")]);
        assert!(parse(&["--verify=maybe"]).is_err());
    }

    #[test]
    fn durations_with_units() {
        assert_eq!(parse_duration("90"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("1.5m"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7200)));
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert!(parse_duration("0").is_err());
        assert!(parse_duration("soon").is_err());
    }

    #[test]
    fn help_documents_every_option() {
        let cmd = Args::definition();
        cmd.clone().debug_assert();
        for arg in cmd.get_arguments() {
            assert!(arg.get_help().is_some(), "--{} has no help", arg.get_id());
        }
    }
}
