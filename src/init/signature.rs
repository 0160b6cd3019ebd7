//! Finds, in what a command printed on the original input, the line that
//! says what the bug is: a crash's signature, an exception's message, a
//! diagnostic or a tool's error. The oracle `reduce init` writes keeps that
//! line, so that a candidate counts only while it fails the same way and
//! not by another crash or error on the way.

/// The text a crash is known by: a compiler's internal error, a failed
/// assertion, a panic, a sanitizer's report or a fatal signal, without the
/// input's line and column (they change as the input shrinks) and cut
/// before any address (it changes from run to run).
pub fn crash(output: &str) -> Option<String> {
    const MARKS: [&str; 9] = [
        "internal compiler error",
        "Assertion `",
        "UNREACHABLE executed",
        "panicked at",
        "AddressSanitizer:",
        "runtime error:",
        "due to signal",
        "Segmentation fault",
        "Aborted",
    ];
    let lines: Vec<&str> = output.lines().collect();
    MARKS.iter().find_map(|mark| {
        lines.iter().enumerate().find_map(|(at_line, line)| {
            let at = line.find(mark)?;
            let text = match *mark {
                // From the mark on: what goes before it is a position or the
                // program's path.
                "internal compiler error" | "AddressSanitizer:" | "runtime error:" => &line[at..],
                // A shell's report names the process id: the words alone.
                "Segmentation fault" | "Aborted" => mark,
                // Rust prints the panic's message on the line after its
                // position (since 1.73), else after the mark.
                "panicked at" => match line.trim_end().ends_with(':') {
                    true => lines.get(at_line + 1).copied().unwrap_or(mark),
                    false => &line[at..],
                },
                _ => without_position(line),
            };
            clean(before_address(text))
        })
    })
}

/// `text` trimmed and cut before any byte that was not UTF-8 (the script's
/// grep could never match the replacement character), unless nothing is
/// left.
fn clean(text: &str) -> Option<String> {
    let text = text.split('\u{FFFD}').next().unwrap_or_default().trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// The last line naming an exception and its message, as node
/// (`TypeError: x is not a function`), Python (`KeyError: 'a'`, the last line
/// of its traceback) and the JVM (`Exception in thread "main"
/// java.lang.IllegalStateException: ...`) print them.
pub fn exception(output: &str) -> Option<String> {
    output.lines().rev().find_map(|line| {
        let line = line.trim();
        let line = match line.strip_prefix("Exception in thread \"") {
            Some(rest) => rest.split_once("\" ")?.1,
            None => line.strip_prefix("Uncaught ").unwrap_or(line),
        };
        let name_end = line
            .find(|c: char| !(c.is_alphanumeric() || "_$.".contains(c)))
            .unwrap_or(line.len());
        let name = &line[..name_end];
        let rest = &line[name_end..];
        let named = ["Error", "Exception", "Exit", "Interrupt"]
            .iter()
            .any(|end| name.ends_with(end));
        let follows = rest.is_empty() || rest.starts_with(':') || rest.starts_with(" [");
        if !(named && follows) {
            return None;
        }
        clean(line)
    })
}

/// The first warning or error a compiler reported, without its position:
/// `warning: unused variable 'x' [-Wunused-variable]`.
pub fn diagnostic(output: &str) -> Option<String> {
    output.lines().find_map(|line| {
        let text = without_position(line);
        ["warning:", "error:", "warning[", "error["]
            .iter()
            .any(|mark| text.starts_with(mark))
            .then(|| clean(text))
            .flatten()
    })
}

/// The first line of a tool's output that reports an error, without the
/// input's position.
pub fn tool_error(output: &str) -> Option<String> {
    const WORDS: [&str; 5] = ["error", "fatal", "invalid", "corrupt", "failed"];
    output.lines().find_map(|line| {
        let lower = line.to_lowercase();
        WORDS
            .iter()
            .any(|word| lower.contains(word))
            .then(|| clean(before_address(without_position(line))))
            .flatten()
    })
}

/// `line` without a leading `FILE:LINE:COLUMN: ` or `FILE:LINE: `, the
/// position compilers put before a message.
pub fn without_position(line: &str) -> &str {
    let line = line.trim_start();
    let Some(space) = line.find(' ') else {
        return line;
    };
    let head = &line[..space];
    let Some(head) = head.strip_suffix(':') else {
        return line;
    };
    // FILE, then a line number (and a column), each after a colon.
    let last = head.rsplit(':').next().unwrap_or("");
    if !head.contains(':') || last.is_empty() || !last.bytes().all(|b| b.is_ascii_digit()) {
        return line;
    }
    line[space + 1..].trim_start()
}

/// `text` up to its first hexadecimal address (`0x` and a digit).
fn before_address(text: &str) -> &str {
    let bytes = text.as_bytes();
    let at = (0..bytes.len().saturating_sub(2)).find(|&i| {
        bytes[i] == b'0'
            && bytes[i + 1] == b'x'
            && bytes[i + 2].is_ascii_hexdigit()
            && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
    });
    match at {
        Some(at) => text[..at].trim_end_matches([' ', ':', '(']),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gcc_ice_keeps_its_compiler_source_position_not_the_inputs() {
        let output = "bug.cc: In lambda function:\n\
                      bug.cc:108:30: internal compiler error: in coerce_template_parms, at cp/pt.cc:9195\n\
                      0x7f1c2 ???\n";
        assert_eq!(
            crash(output).as_deref(),
            Some("internal compiler error: in coerce_template_parms, at cp/pt.cc:9195")
        );
    }

    #[test]
    fn crashes_of_other_kinds_lose_positions_and_addresses() {
        assert_eq!(
            crash("clang-14: /build/x/Sema.cpp:77: void f(): Assertion `ok' failed.\n").as_deref(),
            Some("clang-14: /build/x/Sema.cpp:77: void f(): Assertion `ok' failed.")
        );
        assert_eq!(
            crash("==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020 at pc\n")
                .as_deref(),
            Some("AddressSanitizer: heap-buffer-overflow on address")
        );
        assert_eq!(
            crash("t.c:3:7: runtime error: signed integer overflow\n").as_deref(),
            Some("runtime error: signed integer overflow")
        );
        assert_eq!(crash("t.c:1:1: error: expected ';'\n"), None);
        let panic =
            "thread 'main' panicked at src/main.rs:5:9:\nindex out of bounds\nnote: run with\n";
        assert_eq!(crash(panic).as_deref(), Some("index out of bounds"));
        assert_eq!(
            crash("bash: line 2: 10461 Aborted (core dumped) ./prog\n").as_deref(),
            Some("Aborted")
        );
        assert_eq!(
            tool_error("x: error: bad byte \u{FFFD} here\n").as_deref(),
            Some("x: error: bad byte")
        );
    }

    #[test]
    fn exceptions_are_found_as_node_python_and_java_print_them() {
        let node = "/tmp/x/crash.js:3\n  a.b();\n    ^\n\n\
                    TypeError: Cannot read properties of undefined (reading 'b')\n    at f (/tmp/x/crash.js:3:5)\n\nNode.js v20.1.0\n";
        assert_eq!(
            exception(node).as_deref(),
            Some("TypeError: Cannot read properties of undefined (reading 'b')")
        );
        let python = "Traceback (most recent call last):\n  File \"bug.py\", line 2, in <module>\n    d['a']\nKeyError: 'a'\n";
        assert_eq!(exception(python).as_deref(), Some("KeyError: 'a'"));
        let java = "Exception in thread \"main\" java.lang.IllegalStateException: no\n\tat Bug.main(Bug.java:3)\n";
        assert_eq!(
            exception(java).as_deref(),
            Some("java.lang.IllegalStateException: no")
        );
        assert_eq!(
            exception("Error [ERR_X]: bad\n").as_deref(),
            Some("Error [ERR_X]: bad")
        );
        assert_eq!(exception("all good\nErrors: 0\n"), None);
    }

    #[test]
    fn diagnostics_and_errors_lose_the_inputs_position() {
        let gcc = "bug.c: In function 'main':\nbug.c:4:12: warning: format '%d' expects argument of type 'int' [-Wformat=]\n";
        assert_eq!(
            diagnostic(gcc).as_deref(),
            Some("warning: format '%d' expects argument of type 'int' [-Wformat=]")
        );
        assert_eq!(
            tool_error("readelf: Error: the section at 0x1f00 is corrupt\n").as_deref(),
            Some("readelf: Error: the section at")
        );
        assert_eq!(without_position("a.c:3: note: x"), "note: x");
        assert_eq!(without_position("warning: x"), "warning: x");
        assert_eq!(without_position("std::x: y"), "std::x: y");
    }
}
