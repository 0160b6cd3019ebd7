//! The text of the oracles `reduce init` writes: one commented bash script
//! per kind of bug, in the forms the GCC wiki's guide to test-case
//! reduction and C-Reduce's documentation give, with the values a user
//! would otherwise fill in by hand.

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
    /// The line that must stay in the output (not for wrong-code).
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
    let mut s = String::from("#!/bin/bash\n");
    s += &format!("# Written by `reduce init {}`.\n", kind.name());
    s += &match kind {
        Kind::Crash => crash(p),
        Kind::Diagnostic => diagnostic(p),
        Kind::Exception => exception(p),
        Kind::Error => error(p),
        Kind::WrongCode => wrong_code(p),
    };
    s
}

/// The lines every script starts with: the locale, the file, the limit.
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

/// The script of a kind that keeps one line of the command's output (in
/// `$what`), after the comment saying what it keeps and `note`.
/// `nonzero`: without a status to keep, the command must still fail.
fn keeping(p: &Params, still: &str, note: &str, what: &str, nonzero: bool) -> String {
    let status = match (p.status, nonzero) {
        (Some(status), _) => format!(
            "[ \"$status\" -eq {status} ] || exit 1   # the original's exit status; delete the line to accept any\n"
        ),
        (None, true) => "[ \"$status\" -ne 0 ] && [ \"$status\" -ne 124 ] || exit 1   # ran to the end, or timed out\n".into(),
        (None, false) => "[ \"$status\" -ne 124 ] || exit 1   # timed out\n".into(),
    };
    format!(
        "# Interesting iff\n#   {shown}\n# {still} ({from})\n#   {text}\n{note}{preamble}\
         {what}={quoted}\n\
         out=$(timeout \"$limit\" {command} 2>&1 </dev/null)\n\
         status=$?\n\
         {status}\
         grep -qF -- \"${what}\" <<<\"$out\"\n",
        shown = on_file(p.command, p.file_name),
        from = p.text_from,
        text = p.text,
        preamble = preamble(p),
        quoted = quote(p.text),
        command = on_file(p.command, "\"$file\""),
    )
}

fn crash(p: &Params) -> String {
    let note =
        "# The input's line and column are left out of it: they change as the file shrinks.\n";
    keeping(
        p,
        "still crashes with the signature",
        note,
        "signature",
        false,
    )
}

fn diagnostic(p: &Params) -> String {
    if !p.no_other_error {
        return keeping(p, "still reports", "", "diagnostic", false);
    }
    let note = "# and no error of another kind (the original had none): a candidate that\n\
                # breaks the code some other way fails before the diagnostic is made.\n";
    // The script's exit status is that of its last command.
    let mut s = keeping(p, "still reports", note, "diagnostic", false)
        .trim_end()
        .to_owned();
    s += " || exit 1\n\
          ! grep -E '(^|: )(fatal )?error(\\[[A-Za-z0-9]+\\])?:' <<<\"$out\" | grep -vF -- \"$diagnostic\" |\n\
          \x20 grep -vqE 'aborting due to|errors? generated|compilation terminated'\n";
    s
}

fn exception(p: &Params) -> String {
    let note = "# An interpreter exits non-zero on an uncaught exception; a candidate that\n\
                # runs to the end, or stops on a syntax error, does not print this message.\n";
    keeping(p, "still dies of", note, "message", true)
}

fn error(p: &Params) -> String {
    let note = "# The input may be binary: nothing here reads it but the command.\n";
    keeping(p, "still reports", note, "message", false)
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
    format!(
        "# Interesting iff the programs built by\n#   A: {a}\n#   B: {b}\n\
         # print different output or exit differently, while the guards against\n\
         # undefined behaviour hold (GCC wiki, \"A guide to testcase reduction\"):\n\
         # - no warning that signals undefined behaviour: each is an error here;\n\
         # - a build with AddressSanitizer and UndefinedBehaviorSanitizer runs clean.\n\
         # Without them a reduction soon finds a program that reads an uninitialised\n\
         # variable, which any two compilers may run differently.\n\
         {preamble}\
         export ASAN_OPTIONS=detect_leaks=0\n\
         ub_warnings='{UB_WARNINGS}'\n\
         timeout \"$limit\" {guard} -O2 $ub_warnings -o guard.o >/dev/null 2>&1 || exit 1\n\
         timeout \"$limit\" {sanitized} -fsanitize=address,undefined -fno-sanitize-recover=all -g -o sanitized >/dev/null 2>&1 || exit 1\n\
         timeout \"$limit\" ./sanitized >/dev/null 2>&1 </dev/null || exit 1\n\
         timeout \"$limit\" {build_a} -o a.out >/dev/null 2>&1 || exit 1\n\
         timeout \"$limit\" {build_b} -o b.out >/dev/null 2>&1 || exit 1\n\
         out_a=$(timeout \"$limit\" ./a.out 2>&1 </dev/null); status_a=$?\n\
         out_b=$(timeout \"$limit\" ./b.out 2>&1 </dev/null); status_b=$?\n\
         [ \"$status_a\" -ne 124 ] && [ \"$status_b\" -ne 124 ] || exit 1   # timed out\n\
         [ \"$status_a:$out_a\" != \"$status_b:$out_b\" ]\n",
        preamble = preamble(p),
        guard = on_file(&format!("{a} -c"), "\"$file\""),
        sanitized = on_file(a, "\"$file\""),
        build_a = on_file(a, "\"$file\""),
        build_b = on_file(b, "\"$file\""),
    )
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
}
