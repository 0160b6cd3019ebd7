//! The text front-end, for anything that is not C, JavaScript or XML, binary
//! data included: lines, then whitespace-separated tokens (and the line's
//! newline), then single bytes. Every byte of the input belongs to a node at
//! the deepest level, so a result can be minimal down to the byte (for
//! inputs over [`BYTE_LEVEL_LIMIT`], once they are under it).

use crate::tree::{GROUP_FANOUT, NodeId, Tree, TreeBuilder};
use std::ops::Range;

/// Bytes that separate tokens within a line.
fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

/// Inputs larger than this get no byte level (a node per byte would take
/// about 80 bytes of memory per input byte); once lines and tokens have
/// brought the best under it, the next pass has one again.
pub const BYTE_LEVEL_LIMIT: usize = 1 << 20;

/// The kind of a line's node. Where the driver splits a level by parent
/// (see `driver::lanes`), what lines hold stays one list whatever the
/// line: the lines of a text depend on each other with no tree to say so.
pub const LINE: &str = "line";
/// The kind of a word's node (with the blanks after it).
pub const TOKEN: &str = "token";

/// Parses any bytes: never fails.
pub fn parse(source: Vec<u8>) -> Tree {
    let mut b = TreeBuilder::new(source, false);
    // Lines in runs of 16 under group nodes: measured 2026-11-25, -j 2,
    // with runs of 16 / 64 / none (1,024): text-services-unsorted 5 / 7 /
    // 5 tokens in 208 / 274 / 290 calls; text-zic-month-rule 15 tokens in
    // 1,103 / 1,107 / 1,812 calls (294 / 294 / 1,773 after 100).
    b.set_group_width(GROUP_FANOUT);
    let len = b.source().len();
    add_lines(&mut b, Tree::ROOT, 0..len);
    b.finish()
}

/// Adds the lines of the bytes `span` (with their tokens and bytes) under
/// `parent`: a text file's tree, or one file's part of a bundle's.
fn add_lines(b: &mut TreeBuilder, parent: NodeId, span: Range<usize>) {
    let len = span.end;
    let mut start = span.start;
    while start < len {
        let end = b.source()[start..len]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(len, |p| start + p + 1);
        let line = b.add(parent, LINE, start..end, 0);
        let content_end = if b.source()[end - 1] == b'\n' {
            end - 1
        } else {
            end
        };
        let tokens = token_spans(&b.source()[start..content_end], start);
        match tokens.as_slice() {
            [] => add_bytes(b, line, start..end),
            [only] if only.end == end => {
                b.add_tokens(line, start..end, 1);
                add_bytes(b, line, start..end);
            }
            _ => {
                for span in tokens {
                    let token = b.add(line, TOKEN, span.clone(), 1);
                    add_bytes(b, token, span);
                }
                if content_end < end {
                    b.add(line, "newline", content_end..end, 0);
                }
            }
        }
        start = end;
    }
}

/// Each token: a run of non-blank bytes and the blanks after it; the first
/// also takes the blanks that start the line, so the tokens cover it all.
fn token_spans(content: &[u8], offset: usize) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < content.len() {
        let start = if spans.is_empty() { 0 } else { i };
        while i < content.len() && is_blank(content[i]) {
            i += 1;
        }
        if i == content.len() {
            break; // a line of blanks only: no token
        }
        while i < content.len() && !is_blank(content[i]) {
            i += 1;
        }
        while i < content.len() && is_blank(content[i]) {
            i += 1;
        }
        spans.push(offset + start..offset + i);
    }
    spans
}

/// A node per byte of `span` (none for one byte, or above
/// [`BYTE_LEVEL_LIMIT`]).
fn add_bytes(b: &mut TreeBuilder, parent: NodeId, span: Range<usize>) {
    if span.len() > 1 && b.source().len() <= BYTE_LEVEL_LIMIT {
        for i in span {
            b.add(parent, "byte", i..i + 1, 0);
        }
    }
}

/// Whitespace-separated words: the text size metric.
pub fn count_words(bytes: &[u8]) -> u64 {
    bytes
        .split(|c| c.is_ascii_whitespace())
        .filter(|w| !w.is_empty())
        .count() as u64
}
