//! The text front-end, for anything we have no grammar for: lines, in the
//! outline their layout shows (blocks of brackets or indentation,
//! paragraphs, lines a `\` continues; see [`outline`]), then
//! whitespace-separated tokens (and the line's newline), then single
//! bytes. Every byte of the input belongs to a node at
//! the deepest level, so a result can be minimal down to the byte (for
//! inputs over [`BYTE_LEVEL_LIMIT`], once they are under it).

use super::outline::{self, Logical, Unit};
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
/// The kind of a block of lines: a head line, the lines under it, and the
/// line closing its brackets if it opened any (see [`outline`]).
pub const BLOCK: &str = "block";
/// The kind of a paragraph: lines up to and with the blank lines after.
pub const PARAGRAPH: &str = "paragraph";
/// The kind of the physical lines a trailing `\` joins.
pub const CONTINUED: &str = "continued";

/// The kinds of the text front-end's nodes that hold lines or words: what
/// they hold is one list (see `driver::lanes`).
pub const KINDS: [&str; 5] = [LINE, TOKEN, BLOCK, PARAGRAPH, CONTINUED];

/// Parses any bytes: never fails.
pub fn parse(source: Vec<u8>) -> Tree {
    let mut b = TreeBuilder::new(source, false);
    // Lines in runs of 16 under group nodes: measured 2026-11-25, -j 2,
    // with runs of 16 / 64 / none (1,024): text-services-unsorted 5 / 7 /
    // 5 tokens in 208 / 274 / 290 calls; text-zic-month-rule 15 tokens in
    // 1,103 / 1,107 / 1,812 calls (294 / 294 / 1,773 after 100).
    b.set_group_width(GROUP_FANOUT);
    let logical = outline::lines(b.source());
    for unit in outline::outline(&logical) {
        add_unit(&mut b, Tree::ROOT, &logical, &unit);
    }
    b.finish()
}

/// Adds a unit of the outline under `parent`.
fn add_unit(b: &mut TreeBuilder, parent: NodeId, logical: &[Logical], unit: &Unit) {
    match unit {
        Unit::Line(i) => add_logical(b, parent, &logical[*i]),
        Unit::Block { head, body, close } => {
            let last = close.unwrap_or_else(|| last_line(body));
            let span = logical[*head].span().start..logical[last].span().end;
            let block = b.add(parent, BLOCK, span, 0);
            add_logical(b, block, &logical[*head]);
            for unit in body {
                add_unit(b, block, logical, unit);
            }
            if let Some(close) = close {
                add_logical(b, block, &logical[*close]);
            }
        }
        Unit::Paragraph(units) => {
            let first = first_line(&units[0]);
            let last = last_line(units);
            let span = logical[first].span().start..logical[last].span().end;
            let paragraph = b.add(parent, PARAGRAPH, span, 0);
            for unit in units {
                add_unit(b, paragraph, logical, unit);
            }
        }
    }
}

/// The first logical line of `unit`.
fn first_line(unit: &Unit) -> usize {
    match unit {
        Unit::Line(i) | Unit::Block { head: i, .. } => *i,
        Unit::Paragraph(units) => first_line(&units[0]),
    }
}

/// The last logical line of `units` (not empty).
fn last_line(units: &[Unit]) -> usize {
    match &units[units.len() - 1] {
        Unit::Line(i) => *i,
        Unit::Block {
            close: Some(close), ..
        } => *close,
        Unit::Block { body, .. } | Unit::Paragraph(body) => last_line(body),
    }
}

/// Adds a logical line: its physical line's node, or a node of kind
/// [`CONTINUED`] over the physical lines a `\` joins.
fn add_logical(b: &mut TreeBuilder, parent: NodeId, logical: &Logical) {
    match logical.lines.as_slice() {
        [only] => add_line(b, parent, only.clone()),
        lines => {
            let joined = b.add(parent, CONTINUED, logical.span(), 0);
            for line in lines {
                add_line(b, joined, line.clone());
            }
        }
    }
}

/// Adds the physical line `start..end` (with its newline), its tokens and
/// bytes under `parent`.
fn add_line(b: &mut TreeBuilder, parent: NodeId, Range { start, end }: Range<usize>) {
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
