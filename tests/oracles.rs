//! No oracle script in the repository gives a device (`/dev/null`) as the
//! output file of a tool that replaces its output file instead of writing
//! into it. Run as root, such a tool turns `/dev/null` into a plain file
//! whenever it accepts a candidate, which later breaks anything that opens
//! it: `benches/cases/c-tcc-pragma-pack/check.sh` ran
//! `tcc ... -c "$F" -o /dev/null`, the likely cause of the `/dev/null`
//! incidents of 11-27 and of a cli test failing on 12-07 (issue 83).

use std::path::{Path, PathBuf};

/// The tools known to replace their output file, so that run as root they
/// leave a plain file where a device node was. Each was checked by
/// writing its output to a node made with `mknod NODE c 1 3` in a
/// temporary directory, never to the real `/dev/null`:
///
/// - `tcc`: 0.9.27 `tcc -c good.c -o NODE` left a 676-byte regular file
///   (issue 83); its `tccelf.c` calls `unlink(filename)` before it opens
///   the output with `O_CREAT | O_TRUNC`, whatever kind of file it is.
/// - `rustc`: 1.95.0 left a regular file for `--emit=metadata -o NODE`,
///   `--emit=metadata=NODE`, `--crate-type lib` and `--crate-type
///   staticlib` (it renames those into place); `--emit=obj`,
///   `--emit=llvm-ir` and a linked binary kept the node. Every `rustc`
///   line is held to it, since what it emits decides.
///
/// Checked the same way and left out, as they kept the node, also on
/// failure: gcc and g++ 12 (`-c`, `-S`, `-E`, and linking through ld),
/// `as`, opt-14, llc-14, llvm-as-14, llvm-mc-14, objcopy, strip. `go build
/// -o /dev/null` writes nothing (cmd/go special-cases that path). clang
/// was not installed where this was checked.
const REPLACING_TOOLS: &[&str] = &["tcc", "rustc"];

/// The folders whose `.sh` files are oracles or scripts that run tools.
const ROOTS: &[&str] = &["examples", "benches", "tests"];

/// Fails on any line of a `.sh` file under [`ROOTS`] that gives a device
/// as the output file of one of [`REPLACING_TOOLS`], naming the file and
/// the line.
#[test]
fn no_oracle_gives_dev_null_as_a_replaced_output_file() {
    let repository = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scripts = shell_scripts(repository);
    assert!(
        scripts
            .iter()
            .any(|path| path.ends_with("c-tcc-pragma-pack/check.sh")),
        "the walk found no bench oracle: {scripts:?}"
    );
    let mut offences = Vec::new();
    for path in &scripts {
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for (line, command) in logical_lines(&text) {
            if let Some(found) = device_output_of_replacing_tool(&command) {
                let shown = path.strip_prefix(repository).unwrap_or(path);
                offences.push(format!("{}:{line}: {found}", shown.display()));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "oracles give a device as the output file of a tool that replaces its output \
         (run as root, it becomes a plain file; write into the call's directory instead):\n{}",
        offences.join("\n")
    );
}

/// Every `.sh` file under [`ROOTS`] of `repository`, so that a new
/// oracle is checked without being listed anywhere.
fn shell_scripts(repository: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs: Vec<PathBuf> = ROOTS.iter().map(|root| repository.join(root)).collect();
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let entry = entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
            let path = entry.path();
            // Links are not followed: no loops, and what they point to
            // is checked where it lives.
            let kind = entry
                .file_type()
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            if kind.is_dir() {
                dirs.push(path);
            } else if kind.is_file() && path.extension().is_some_and(|e| e == "sh") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The lines of a script with the lines a trailing `\` continues joined
/// to them, each with the number of its first line, so that an option on
/// a continuation line counts with the command it belongs to.
fn logical_lines(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut joined = String::new();
    let mut first = 0;
    for (i, line) in text.lines().enumerate() {
        if joined.is_empty() {
            first = i + 1;
        }
        match line.strip_suffix('\\') {
            Some(head) => {
                joined.push_str(head);
                joined.push(' ');
            }
            None => {
                joined.push_str(line);
                out.push((first, std::mem::take(&mut joined)));
            }
        }
    }
    if !joined.is_empty() {
        out.push((first, joined));
    }
    out
}

/// What is wrong with `line`, if it runs one of [`REPLACING_TOOLS`] with
/// a device (a path under `/dev/`) as its output file: the tool and the
/// path. Redirections (`2>/dev/null`, `</dev/null`, `> /dev/null`) are not
/// output options, and another command of the same line does not count.
fn device_output_of_replacing_tool(line: &str) -> Option<String> {
    for words in simple_commands(line) {
        let Some(tool) = words.iter().find_map(|word| {
            let name = word.rsplit('/').next().unwrap_or(word);
            REPLACING_TOOLS.iter().find(|&&tool| tool == name)
        }) else {
            continue;
        };
        let paths = output_paths(&words);
        if let Some(path) = paths.iter().find(|path| path.starts_with("/dev/")) {
            return Some(format!("{tool} writes its output to {path}"));
        }
    }
    None
}

/// The words of each simple command of the shell line `line`, with quotes
/// and backslashes taken off, up to a comment: commands end at `;`, `|`,
/// `&`, parentheses and backquotes (but the `&` of `2>&1`), so that a
/// command substitution or a pipeline is seen command by command. This is
/// a reading good enough for oracle scripts, not a shell parser.
fn simple_commands(line: &str) -> Vec<Vec<String>> {
    let mut commands = vec![Vec::new()];
    let mut word = String::new();
    // Whether a word is under way, even an empty quoted one.
    let mut in_word = false;
    let mut quote = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') => word.extend(chars.next()),
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, '\\') => {
                word.extend(chars.next());
                in_word = true;
            }
            (None, '#') if !in_word => break,
            (None, '&') if word.ends_with(['>', '<']) => word.push(c),
            (None, c) if c.is_whitespace() || ";|&()`".contains(c) => {
                if in_word {
                    let words = commands.last_mut().expect("a command at least");
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
                if !c.is_whitespace() {
                    commands.push(Vec::new());
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        let words = commands.last_mut().expect("a command at least");
        words.push(word);
    }
    commands.retain(|words| !words.is_empty());
    commands
}

/// The paths a command's words name as its output file: `-o PATH`,
/// `-oPATH`, `-o=PATH`, `--output PATH`, `--output=PATH`, and rustc's
/// `--emit KIND=PATH` (in a comma-separated list, also as `--emit=`).
fn output_paths(words: &[String]) -> Vec<&str> {
    let mut out = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let next = words.get(i + 1).map(String::as_str);
        let word = word.as_str();
        if word == "-o" || word == "--output" {
            out.extend(next);
        } else if let Some(path) = word.strip_prefix("--output=") {
            out.push(path);
        } else if word == "--emit" {
            out.extend(next.into_iter().flat_map(emitted_paths));
        } else if let Some(list) = word.strip_prefix("--emit=") {
            out.extend(emitted_paths(list));
        } else if let Some(path) = word.strip_prefix("-o") {
            out.push(path.strip_prefix('=').unwrap_or(path));
        }
    }
    out
}

/// The paths of rustc's `--emit` list `list` (`metadata=PATH,link`).
fn emitted_paths(list: &str) -> impl Iterator<Item = &str> {
    list.split(',')
        .filter_map(|kind| kind.split_once('=').map(|(_, path)| path))
}

#[cfg(test)]
mod tests {
    use super::{device_output_of_replacing_tool, logical_lines};

    /// Whether the script `text` holds a line the test refuses.
    fn refused(text: &str) -> bool {
        logical_lines(text)
            .iter()
            .any(|(_, line)| device_output_of_replacing_tool(line).is_some())
    }

    /// The line that broke `/dev/null` is caught, and its fix passes.
    #[test]
    fn the_old_tcc_line_is_refused_and_the_fixed_one_is_not() {
        assert!(refused(
            "out=$(timeout 10 tcc -I/usr/include/csmith -w -c \"$F\" -o /dev/null 2>&1)"
        ));
        assert!(!refused(
            "out=$(timeout 10 tcc -I/usr/include/csmith -w -c \"$F\" -o bug.o 2>&1)"
        ));
    }

    /// A fix that only respells the option is caught too.
    #[test]
    fn every_spelling_of_the_output_option_is_seen() {
        for line in [
            "tcc -c bug.c -o/dev/null",
            "tcc -c bug.c -o=/dev/null",
            "tcc -c bug.c --output /dev/null",
            "tcc -c bug.c --output=/dev/null",
            "tcc -c bug.c -o '/dev/null'",
            "/usr/bin/tcc -c bug.c -o \"/dev/null\"",
            "exec tcc -c bug.c -o /dev/stdout",
            "rustc --crate-type lib --emit=metadata -o /dev/null bug.rs",
            "rustc --crate-type lib --emit=metadata=/dev/null bug.rs",
            "rustc --crate-type lib --emit dep-info,metadata=/dev/null bug.rs",
        ] {
            assert!(refused(line), "{line}");
        }
        // An option on a continuation line counts with its command.
        assert!(refused(
            "out=$(timeout 20 rustc --emit=metadata \\\n    -o /dev/null bug.rs 2>&1)\n"
        ));
    }

    /// What is not an output option of a replacing tool passes: the test
    /// must not make harmless scripts fail.
    #[test]
    fn redirections_comments_and_other_tools_are_not_refused() {
        for line in [
            "tcc -c bug.c -o bug.o 2>/dev/null",
            "tcc -c bug.c -o bug.o </dev/null",
            "tcc -c bug.c -o bug.o > /dev/null",
            "tcc -c bug.c -o bug.o &>/dev/null",
            "out=$(tcc -c bug.c -o bug.o 2>&1 >/dev/null)",
            "command -v rustc >/dev/null || exit 1",
            "# tcc replaces its output file, so `-o /dev/null` run as root breaks it",
            "rustc -o bug.rmeta bug.rs # not -o /dev/null",
            "gcc -c money.c -o /dev/null",
            "gcc -o /dev/null bug.c && tcc -c bug.c -o bug.o",
            "tcc -c bug.c -o bug.o; gcc -c bug.c -o /dev/null",
            "grep -q 'tcc -o /dev/null' log",
        ] {
            assert!(!refused(line), "{line}");
        }
    }

    /// The line number printed is where the command starts.
    #[test]
    fn a_continued_line_keeps_the_number_of_its_first_line() {
        let text = "a \\\n  b\nc\n";
        assert_eq!(
            logical_lines(text),
            [(1, "a    b".to_owned()), (3, "c".to_owned())]
        );
    }
}
