//! The text of the oracles `reduce init` writes: one commented bash script
//! per kind of bug, in the forms the GCC wiki's guide to test-case
//! reduction and C-Reduce's documentation give, with the values a user
//! would otherwise fill in by hand. What it embeds has no newline (the
//! caller refuses one), so a value never escapes its comment or its quotes.

use super::Kind;

/// What a script is made of.
pub struct Params<'a> {
    /// The input's file name: the candidate's name in the call's directory.
    pub file_name: &'a str,
    /// The command as the user gave it (`{}` where the file goes, else the
    /// file goes last).
    pub command: &'a str,
    /// The second compiler of a wrong-code oracle.
    pub against: Option<&'a str>,
    /// The line that must stay in the output; empty where only the exit
    /// status is kept (a crash by a signal that printed nothing).
    pub text: &'a str,
    /// Where `text` came from, for the script's comment.
    pub text_from: &'a str,
    /// The exit status a candidate must end with, where the kind keeps one.
    pub status: Option<i32>,
    /// Whether a candidate must report no error but the kept one.
    pub no_other_error: bool,
    /// Seconds each command may take before the candidate is refused.
    pub limit: u64,
}

/// The script for `kind`.
pub fn script(kind: Kind, p: &Params) -> String {
    let mut s = format!("#!/bin/bash\n# Written by `reduce init {}`.\n", kind.name());
    s += &match kind {
        Kind::Crash => keeping(
            p,
            &Kept {
                verb: "still crashes with the signature",
                note: "# The input's line and column are left out of it: they change as the file shrinks.\n",
                var: "signature",
                must_fail: false,
            },
        ),
        Kind::Diagnostic => diagnostic(p),
        Kind::Exception => keeping(
            p,
            &Kept {
                verb: "still dies of",
                note: "# An interpreter exits non-zero on an uncaught exception; a candidate that\n\
                       # runs to the end, or stops on a syntax error, does not print this message.\n",
                var: "message",
                must_fail: true,
            },
        ),
        Kind::ToolError => keeping(
            p,
            &Kept {
                verb: "still reports",
                note: "# The input may be binary: nothing here reads it but the command.\n",
                var: "message",
                must_fail: false,
            },
        ),
        Kind::WrongCode => wrong_code(p),
    };
    s
}

/// The lines every script starts with: the locale, temporary files, the
/// file, the limit.
fn preamble(p: &Params) -> String {
    format!(
        "# reduce runs it in a fresh directory holding the candidate as {name}, and\n\
         # counts the candidate as interesting when it exits 0.\n\
         export LC_ALL=C\n\
         # Temporary files (a compiler's) go into the call's own directory, which\n\
         # reduce removes even when it stops the call before they are cleaned up.\n\
         export TMPDIR=\"$PWD\"\n\
         file={file}\n\
         limit={limit}   # seconds a command may take; a slower candidate is refused\n",
        name = p.file_name,
        file = quote(p.file_name),
        limit = p.limit,
    )
}

/// How a kind that keeps one line of the output describes and names it.
struct Kept {
    /// What the command still does, for the comment.
    verb: &'static str,
    /// More comment, after the kept line.
    note: &'static str,
    /// The shell variable holding the kept line.
    var: &'static str,
    /// Without a status to keep, whether the command must still fail.
    must_fail: bool,
}

/// The script of a kind that keeps one line of the command's output (and
/// its exit status, where one is kept).
fn keeping(p: &Params, kept: &Kept) -> String {
    let status = match (p.status, kept.must_fail) {
        (Some(status), _) => format!(
            "[ \"$status\" -eq {status} ] || exit 1   # the original's exit status{}; delete the line to accept any\n",
            match status {
                s if s > 128 => format!(" (killed by signal {})", s - 128),
                _ => String::new(),
            }
        ),
        (None, true) => "[ \"$status\" -ne 0 ] && [ \"$status\" -ne 124 ] || exit 1   # ran to the end, or timed out\n".into(),
        (None, false) => "[ \"$status\" -ne 124 ] || exit 1   # timed out\n".into(),
    };
    let (what, keep) = match p.text {
        "" => (
            format!(
                "# {} of a signal, which printed nothing to keep\n",
                kept.verb
            ),
            String::new(),
        ),
        text => (
            format!("# {} ({})\n#   {text}\n", kept.verb, p.text_from),
            format!("grep -qF -- \"${var}\" <<<\"$out\"\n", var = kept.var),
        ),
    };
    let var = match p.text {
        "" => String::new(),
        text => format!("{}={}\n", kept.var, quote(text)),
    };
    format!(
        "# Interesting iff\n#   {shown}\n{what}{note}{preamble}{var}{capture}{status}{keep}",
        shown = on_file(p.command, p.file_name),
        note = kept.note,
        preamble = preamble(p),
        capture = capture(p.command),
    )
}

fn diagnostic(p: &Params) -> String {
    let kept = Kept {
        verb: "still reports",
        note: "",
        var: "diagnostic",
        must_fail: false,
    };
    if !p.no_other_error {
        return keeping(p, &kept);
    }
    let kept = Kept {
        note: "# and no error of another kind (the original had none): a candidate that\n\
               # breaks the code some other way fails before the diagnostic is made.\n",
        ..kept
    };
    // The script's exit status is that of its last command.
    let mut s = keeping(p, &kept).trim_end().to_owned();
    s += " || exit 1\n\
          ! grep -E '(^|: )(fatal )?error(\\[[A-Za-z0-9]+\\])?:' <<<\"$out\" | grep -vF -- \"$diagnostic\" |\n\
          \x20 grep -vqE 'aborting due to|errors? generated|compilation terminated'\n";
    s
}

/// The warnings that signal undefined behaviour, each an error: the list
/// C-Reduce's wrong-code example greps for, as GCC's flags.
const UB_WARNINGS: &str = "-Wall -Wextra -Werror=uninitialized -Werror=maybe-uninitialized \
-Werror=return-type -Werror=implicit-function-declaration -Werror=implicit-int \
-Werror=int-conversion -Werror=incompatible-pointer-types -Werror=sequence-point \
-Werror=array-bounds -Werror=div-by-zero -Werror=shift-count-overflow \
-Werror=shift-count-negative -Werror=aggressive-loop-optimizations -Werror=format \
-Werror=nonnull -Werror=address -Werror=int-to-pointer-cast -Werror=pointer-to-int-cast";

fn wrong_code(p: &Params) -> String {
    let a = p.command;
    let b = p.against.unwrap_or_default();
    let build =
        |command: &str, flags: &str| command_line(&format!("{} {flags}", on_file(command, "{}")));
    format!(
        "# Interesting iff the programs built by\n#   A: {a}\n#   B: {b}\n\
         # print different output or exit differently, while the guards against\n\
         # undefined behaviour hold (GCC wiki, \"A guide to testcase reduction\"):\n\
         # - no warning that signals undefined behaviour: each is an error here;\n\
         # - a build at -O0 with AddressSanitizer and UndefinedBehaviorSanitizer\n\
         #   reports nothing when it runs.\n\
         # Without them a reduction soon finds a program that reads an uninitialised\n\
         # variable, which any two compilers may run differently.\n\
         {preamble}\
         export ASAN_OPTIONS=detect_leaks=0\n\
         export ub_warnings='{UB_WARNINGS}'\n\
         {guard} >/dev/null 2>&1 || exit 1\n\
         {sanitized} >/dev/null 2>&1 || exit 1\n\
         report=$(timeout \"$limit\" ./sanitized 2>&1 </dev/null)\n\
         [ $? -ne 124 ] || exit 1   # timed out\n\
         ! grep -qE 'runtime error:|AddressSanitizer' <<<\"$report\" || exit 1\n\
         {build_a} >/dev/null 2>&1 || exit 1\n\
         {build_b} >/dev/null 2>&1 || exit 1\n\
         out_a=$(timeout \"$limit\" ./a.out 2>&1 </dev/null); status_a=$?\n\
         out_b=$(timeout \"$limit\" ./b.out 2>&1 </dev/null); status_b=$?\n\
         [ \"$status_a\" -ne 124 ] && [ \"$status_b\" -ne 124 ] || exit 1   # timed out\n\
         [ \"$status_a:$out_a\" != \"$status_b:$out_b\" ]\n",
        preamble = preamble(p),
        guard = build(a, "-O2 $ub_warnings -c -o guard.o"),
        sanitized = build(
            a,
            "-O0 -fsanitize=address,undefined -fno-sanitize-recover=all -g -o sanitized"
        ),
        build_a = build(a, "-o a.out"),
        build_b = build(b, "-o b.out"),
    )
}

/// The lines that run `command` on the file under the time limit, its
/// output and standard error into `$out` and its exit status into
/// `$status` (not what the shell says about it, such as "Segmentation
/// fault").
pub fn capture(command: &str) -> String {
    format!(
        "out=$({} 2>&1 </dev/null)\nstatus=$?\n",
        command_line(command)
    )
}

/// The line that runs `command` on the file under the time limit. A
/// simple command runs under `timeout` as it is; one with shell operators
/// or a leading assignment runs whole in `bash -c`, so that the limit and
/// the output cover all of it.
fn command_line(command: &str) -> String {
    let compound = ["&&", "||", "|", ";", "$(", "`"]
        .iter()
        .any(|op| command.contains(op))
        || command
            .split_whitespace()
            .next()
            .is_some_and(|word| word.contains('='));
    match compound {
        false => format!("timeout \"$limit\" {}", on_file(command, "\"$file\"")),
        true => format!(
            "timeout \"$limit\" bash -c {} bash \"$file\"",
            quote(&on_file(command, "\"$1\""))
        ),
    }
}

/// `command` with `file` where its `{}` is, else after it.
pub fn on_file(command: &str, file: &str) -> String {
    if command.contains("{}") {
        command.replace("{}", file)
    } else {
        format!("{command} {file}")
    }
}

/// `text` as one bash word, in single quotes.
pub fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_goes_where_the_braces_are_else_last() {
        assert_eq!(on_file("g++ -c", "\"$file\""), "g++ -c \"$file\"");
        assert_eq!(on_file("gcc {} -lm", "\"$file\""), "gcc \"$file\" -lm");
        assert_eq!(quote("it's"), "'it'\\''s'");
    }

    #[test]
    fn a_compound_command_runs_whole_under_the_limit() {
        assert_eq!(
            command_line("gcc -c"),
            "timeout \"$limit\" gcc -c \"$file\""
        );
        assert_eq!(
            command_line("cc -c {} && ./a.out"),
            "timeout \"$limit\" bash -c 'cc -c \"$1\" && ./a.out' bash \"$file\""
        );
        assert_eq!(
            command_line("ASAN_OPTIONS=x ./prog"),
            "timeout \"$limit\" bash -c 'ASAN_OPTIONS=x ./prog \"$1\"' bash \"$file\""
        );
    }
}
