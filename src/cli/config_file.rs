//! The `--config` file: a TOML table whose keys are the long options of
//! [`Args::definition`] (an alias such as `max-tests` too), turned into
//! command-line options put before the real ones, so that clap parses both
//! with the one definition of every option and the command line wins (the
//! last of an option given twice does). Nothing here lists options.

use super::args::Args;
use crate::error::Error;
use clap::ValueHint;
use std::ffi::OsString;
use std::path::Path;

/// Options a config file may not hold: they are about the command line
/// itself.
const NOT_KEYS: &[&str] = &["config", "help", "version"];

/// The options the config file at `path` holds, as `--key=value` words,
/// a relative path of an option that names a file or directory made
/// relative to the file's directory.
pub(super) fn config_options(path: &Path) -> Result<Vec<OsString>, Error> {
    let text =
        std::fs::read_to_string(path).map_err(Error::io(format!("config {}", path.display())))?;
    let base = path.parent().unwrap_or(Path::new(""));
    options_of(&text, base).map_err(|e| Error::Usage(format!("config {}: {e}", path.display())))
}

/// The words of the config file `text` whose relative paths are relative
/// to `base`, or what is wrong with it.
fn options_of(text: &str, base: &Path) -> Result<Vec<OsString>, String> {
    let table: toml::Table = text.parse().map_err(|e| format!("{e}"))?;
    let definition = Args::definition();
    let mut words = Vec::new();
    for (key, value) in &table {
        let arg = (definition.get_arguments())
            .filter(|a| !NOT_KEYS.contains(&a.get_id().as_str()))
            .find(|a| {
                a.get_long() == Some(key.as_str())
                    || a.get_all_aliases()
                        .is_some_and(|all| all.contains(&key.as_str()))
            })
            .ok_or_else(|| {
                format!(
                    "'{key}' is not an option of reduce (the keys are the long options without \
                     their dashes; see reduce --help)"
                )
            })?;
        // The options marked as naming a file or directory of the user's
        // (`--exclude` and `--keep` name paths in the input: AnyPath).
        let names_a_path = matches!(
            arg.get_value_hint(),
            ValueHint::FilePath | ValueHint::DirPath | ValueHint::ExecutablePath
        );
        let values = match value {
            toml::Value::Array(values) => values.iter().collect(),
            value => vec![value],
        };
        for value in values {
            let text = match value {
                toml::Value::String(s) if names_a_path => base.join(s).into_os_string(),
                toml::Value::String(s) => s.into(),
                toml::Value::Integer(n) => n.to_string().into(),
                toml::Value::Float(x) => x.to_string().into(),
                toml::Value::Boolean(b) => b.to_string().into(),
                other => {
                    return Err(format!(
                        "{key}: a {} is no value of an option",
                        other.type_str()
                    ));
                }
            };
            let mut word = OsString::from(format!("--{key}="));
            word.push(text);
            words.push(word);
        }
    }
    // Parsed alone, so that what is wrong with a value is said as the
    // file's.
    Args::try_parse_from_definition(std::iter::once(OsString::from("reduce")).chain(words.clone()))
        .map_err(|e| e.render().to_string().trim_end().to_string())?;
    Ok(words)
}

/// The options of this process's command line, after those of its
/// `--config` file if it names one; exits with clap's message on a usage
/// error of the command line, `--help` or `--version`.
pub fn from_command_line() -> Result<Args, Error> {
    let argv: Vec<OsString> = std::env::args_os().collect();
    let args = Args::try_parse_from_definition(argv.clone()).unwrap_or_else(|e| e.exit());
    match &args.config {
        Some(path) => with_config(path, argv),
        None => Ok(args),
    }
}

/// The command line `argv` (the program's name first) with the options of
/// `config` before its own, parsed.
pub(super) fn with_config(config: &Path, argv: Vec<OsString>) -> Result<Args, Error> {
    let mut argv = argv.into_iter();
    let merged = (argv.next().into_iter())
        .chain(config_options(config)?)
        .chain(argv);
    Args::try_parse_from_definition(merged)
        .map_err(|e| Error::Usage(e.render().to_string().trim_end().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value each option takes, for a config file that names them all.
    fn sample(arg: &clap::Arg) -> String {
        if let Some(value) = arg.get_possible_values().first() {
            return format!("\"{}\"", value.get_name());
        }
        match arg
            .get_value_names()
            .and_then(|n| n.first())
            .map(|n| n.as_str())
        {
            Some("BOOL") => "true".into(),
            Some("DURATION") => "\"2m\"".into(),
            Some("P") => "0.5".into(),
            Some("N") => "2".into(),
            _ => "\"x\"".into(),
        }
    }

    #[test]
    fn every_long_option_is_a_key_and_nothing_else_is() {
        let definition = Args::definition();
        let mut keys = 0;
        for arg in definition.get_arguments() {
            let Some(long) = arg.get_long() else {
                continue;
            };
            if NOT_KEYS.contains(&long) {
                assert!(options_of(&format!("{long} = \"x\""), Path::new("")).is_err());
                continue;
            }
            let text = format!("{long} = {}", sample(arg));
            let words = options_of(&text, Path::new("")).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(words.len(), 1, "{text}");
            keys += 1;
        }
        assert!(keys > 30, "{keys} keys");
        for bad in [
            "orcale = \"x\"",
            "jobs = \"many\"",
            "verify = 1",
            "timeout = 0",
            "lang = \"cobol\"",
        ] {
            assert!(options_of(bad, Path::new("")).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_command_line_wins_and_undoes_what_the_file_switched_on() {
        let dir = tempfile::tempdir().unwrap();
        let config = dir.path().join("reduce.toml");
        std::fs::write(
            &config,
            "oracle = \"check.sh\"\nverify = true\nin-place = true\nquiet = true\njobs = 4\n\
             max-tests = 9\nexclude = [\"build\", \"out\"]\ntimeout = 1.5\nno-syntax-check = true\n",
        )
        .unwrap();
        let argv = |words: &[&str]| {
            let mut argv: Vec<OsString> = vec!["reduce".into()];
            argv.extend(words.iter().map(OsString::from));
            argv
        };
        let args = with_config(&config, argv(&["x.c"])).unwrap();
        assert_eq!(args.oracle, Some(dir.path().join("check.sh")));
        assert!(args.verify && args.in_place && args.quiet && args.no_syntax_check);
        assert_eq!((args.jobs, args.max_calls), (Some(4), Some(9)));
        assert_eq!(args.exclude, [Path::new("build"), Path::new("out")]);
        assert_eq!(args.timeout, std::time::Duration::from_millis(1500));
        let args = with_config(
            &config,
            argv(&[
                "--verify=false",
                "--in-place=false",
                "-v",
                "--no-syntax-check=false",
                "-j",
                "2",
                "--oracle",
                "mine.sh",
                "x.c",
            ]),
        )
        .unwrap();
        assert!(!args.verify && !args.in_place && !args.quiet && args.verbose);
        assert!(!args.no_syntax_check);
        assert_eq!(args.jobs, Some(2));
        assert_eq!(args.oracle, Some("mine.sh".into()));
    }
}
