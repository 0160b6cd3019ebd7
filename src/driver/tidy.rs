//! The driver's last step: the best with its blank lines and trailing
//! blanks dropped, kept where the oracle still finds it interesting.

use super::Observer;
use super::fixpoint::keep_best;
use crate::runner::{self, Runner, Stop};
use std::io;

/// Replaces `best` by its tidy form if that differs and is interesting.
/// Returns why the run must stop if it could not find out: then the run
/// has not reached its fixpoint.
pub(super) fn tidy(
    best: &mut Vec<u8>,
    tidy: Vec<u8>,
    tokens: u64,
    runner: &mut Runner,
    observer: &mut dyn Observer,
) -> io::Result<Option<Stop>> {
    if tidy == *best {
        return Ok(None);
    }
    match runner.verdict_of(&tidy, false)? {
        runner::Answer::Stopped(stop) => return Ok(Some(stop)),
        answer if answer.is_interesting() => keep_best(best, &tidy, || tokens, runner, observer)?,
        _ => {}
    }
    Ok(None)
}

/// The lines of `bytes` that hold more than blanks, each without trailing
/// spaces and tabs (a `\r` before the newline stays).
pub(super) fn without_blank_lines(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for line in bytes.split_inclusive(|&c| c == b'\n') {
        let (body, end) = match line.strip_suffix(b"\r\n") {
            Some(body) => (body, &b"\r\n"[..]),
            None => match line.strip_suffix(b"\n") {
                Some(body) => (body, &b"\n"[..]),
                None => (line, &b""[..]),
            },
        };
        let body = body.trim_ascii_end();
        if !body.is_empty() {
            out.extend_from_slice(body);
            out.extend_from_slice(end);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::without_blank_lines;

    #[test]
    fn tidying_drops_blank_lines_and_trailing_blanks_only() {
        assert_eq!(
            without_blank_lines(b"\n  \n#pragma pack(push)  \n\t\n  int x;\r\n\r\n;"),
            b"#pragma pack(push)\n  int x;\r\n;"
        );
        assert_eq!(without_blank_lines(b"a\nb\n"), b"a\nb\n");
    }
}
