//! The outline of a text: which of its lines belong together, read from
//! the layout alone, for a file we have no grammar for. A line ending in
//! `\` goes on in the next; a line that opens more brackets than it closes
//! heads a block that ends at the line closing them; a line followed by
//! lines indented deeper heads a block of them (a Makefile rule and its
//! recipe, an assembler label and its instructions, a record and its
//! continuation lines); blank lines split the top level into paragraphs.
//! The text front-end makes each of these a node, so that a block goes
//! whole, in one test, before its lines are tried one by one.
//!
//! Invariant: bytes in, spans out; every line is in exactly one place.

use std::ops::Range;

/// A part of the outline, over the logical lines [`lines`] returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unit {
    /// One logical line.
    Line(usize),
    /// A head line, the units under it, and the line that closes its
    /// brackets (none for a block of indentation).
    Block {
        head: usize,
        body: Vec<Unit>,
        close: Option<usize>,
    },
    /// A run of units up to and with the blank lines after it: only at
    /// the top, where blank lines split the file into two or more such
    /// runs of at least two lines each.
    Paragraph(Vec<Unit>),
}

/// A logical line: physical lines (each with its newline), one unless a
/// line ends in `\`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logical {
    pub lines: Vec<Range<usize>>,
    /// Whether it holds nothing but blanks.
    blank: bool,
    /// The width of its first line's leading blanks (a tab to the next
    /// multiple of 8).
    indent: usize,
    /// Brackets it opens, less those it closes, outside double quotes.
    depth_change: i64,
}

impl Logical {
    /// The bytes it spans.
    pub fn span(&self) -> Range<usize> {
        self.lines[0].start..self.lines[self.lines.len() - 1].end
    }
}

/// The physical lines of `text`, each with its newline, in order,
/// covering it.
pub fn line_spans(text: &[u8]) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut start = 0;
    std::iter::from_fn(move || {
        (start < text.len()).then(|| {
            let end = (text[start..].iter().position(|&c| c == b'\n'))
                .map_or(text.len(), |p| start + p + 1);
            let line = start..end;
            start = end;
            line
        })
    })
}

/// The logical lines of `text`, in order, covering it.
pub fn lines(text: &[u8]) -> Vec<Logical> {
    let mut out: Vec<Logical> = Vec::new();
    let mut continued = false;
    for Range { start, end } in line_spans(text) {
        let line = &text[start..end];
        let content = line.trim_ascii_end();
        let (blank, indent, depth_change) = (content.is_empty(), indent(line), brackets(line));
        match out.last_mut() {
            Some(last) if continued => {
                last.lines.push(start..end);
                last.depth_change += depth_change;
                last.blank &= blank;
            }
            _ => out.push(Logical {
                lines: std::iter::once(start..end).collect(),
                blank,
                indent,
                depth_change,
            }),
        }
        continued = content.ends_with(b"\\");
    }
    out
}

/// Blocks nested deeper than this are read as lines: a file of 100,000
/// lines each indented one more than the last must not nest as deep in
/// the tree (nor in this module's recursion).
const DEEPEST: usize = 64;

/// The outline of `lines` (see [`lines`]).
pub fn outline(lines: &[Logical]) -> Vec<Unit> {
    let reach = Reach::of(lines);
    let units = units(lines, &reach, 0..lines.len(), 0);
    let is_blank = |u: &Unit| matches!(u, Unit::Line(i) if lines[*i].blank);
    // Paragraphs: units up to the end of a run of blank lines.
    let mut paragraphs: Vec<Vec<Unit>> = vec![Vec::new()];
    for (i, unit) in units.iter().enumerate() {
        let ends_paragraph = is_blank(unit) && units.get(i + 1).is_some_and(|u| !is_blank(u));
        paragraphs.last_mut().unwrap().push(unit.clone());
        if ends_paragraph {
            paragraphs.push(Vec::new());
        }
    }
    if paragraphs.len() < 2 {
        return units;
    }
    paragraphs
        .into_iter()
        .flat_map(|p| match p.iter().filter(|u| !is_blank(u)).count() {
            0 | 1 => p,
            _ => vec![Unit::Paragraph(p)],
        })
        .collect()
}

/// How far each line's block could reach, found in one sweep each way
/// (scanning forward from every head would take quadratic time on a file
/// of lines that open brackets and never close them).
struct Reach {
    /// For a line opening brackets, the first line after it at which they
    /// are all closed again.
    close: Vec<Option<usize>>,
    /// For a line that is not blank, the first line after it that is not
    /// blank and not indented deeper (or the end).
    shallower: Vec<usize>,
    /// For each index `k`, the last line before `k` that is not blank.
    last_before: Vec<Option<usize>>,
}

impl Reach {
    fn of(lines: &[Logical]) -> Reach {
        let n = lines.len();
        let mut close = vec![None; n];
        // Heads still open, with the depth before them: those depths rise
        // from the bottom of the stack up, so a fall closes the top ones.
        let mut open: Vec<(usize, i64)> = Vec::new();
        let mut depth = 0i64;
        for (j, line) in lines.iter().enumerate() {
            depth += line.depth_change;
            while open.last().is_some_and(|&(_, before)| before >= depth) {
                close[open.pop().unwrap().0] = Some(j);
            }
            if line.depth_change > 0 {
                open.push((j, depth - line.depth_change));
            }
        }
        let mut shallower = vec![n; n];
        let mut after: Vec<usize> = Vec::new();
        for j in (0..n).rev().filter(|&j| !lines[j].blank) {
            while after
                .last()
                .is_some_and(|&k| lines[k].indent > lines[j].indent)
            {
                after.pop();
            }
            shallower[j] = after.last().copied().unwrap_or(n);
            after.push(j);
        }
        let mut last_before = Vec::with_capacity(n + 1);
        let mut last = None;
        for line in lines {
            last_before.push(last);
            if !line.blank {
                last = Some(last_before.len() - 1);
            }
        }
        last_before.push(last);
        Reach {
            close,
            shallower,
            last_before,
        }
    }
}

/// The units of `lines[range]`, `depth` blocks down.
fn units(lines: &[Logical], reach: &Reach, range: Range<usize>, depth: usize) -> Vec<Unit> {
    if depth >= DEEPEST {
        return range.map(Unit::Line).collect();
    }
    let mut out = Vec::new();
    let mut i = range.start;
    while i < range.end {
        if lines[i].blank {
            out.push(Unit::Line(i));
            i += 1;
            continue;
        }
        if let Some(close) = reach.close[i].filter(|&c| c < range.end) {
            out.push(Unit::Block {
                head: i,
                body: units(lines, reach, i + 1..close, depth + 1),
                close: Some(close),
            });
            i = close + 1;
            continue;
        }
        // The lines indented deeper than the head, but for blank lines
        // after the last of them.
        let stop = reach.shallower[i].min(range.end);
        let last = reach.last_before[stop].map_or(i, |l| l.max(i));
        if last > i {
            out.push(Unit::Block {
                head: i,
                body: units(lines, reach, i + 1..last + 1, depth + 1),
                close: None,
            });
        } else {
            out.push(Unit::Line(i));
        }
        i = last + 1;
    }
    out
}

/// The width of `line`'s leading blanks.
fn indent(line: &[u8]) -> usize {
    let mut width = 0;
    for &c in line {
        match c {
            b' ' => width += 1,
            b'\t' => width = (width / 8 + 1) * 8,
            _ => break,
        }
    }
    width
}

/// Brackets `line` opens less those it closes, outside double quotes.
fn brackets(line: &[u8]) -> i64 {
    let mut depth = 0;
    let mut quoted = false;
    let mut escaped = false;
    for &c in line {
        match c {
            _ if escaped => escaped = false,
            b'\\' => escaped = true,
            b'"' => quoted = !quoted,
            b'(' | b'[' | b'{' if !quoted => depth += 1,
            b')' | b']' | b'}' if !quoted => depth -= 1,
            _ => {}
        }
    }
    depth
}

#[cfg(test)]
mod tests {
    use super::{Unit, lines, outline};

    /// The outline of `text`, as its lines' first words.
    fn shape(text: &str) -> String {
        let lines = lines(text.as_bytes());
        let word = |i: usize| {
            let span = lines[i].span();
            let s = text[span].split_whitespace().next().unwrap_or("_");
            s.to_owned()
        };
        fn show(u: &Unit, word: &dyn Fn(usize) -> String) -> String {
            match u {
                Unit::Line(i) => word(*i),
                Unit::Block { head, body, close } => {
                    let body: Vec<String> = body.iter().map(|u| show(u, word)).collect();
                    let close = close.map(|c| format!(" /{}", word(c))).unwrap_or_default();
                    format!("{}[{}]{close}", word(*head), body.join(" "))
                }
                Unit::Paragraph(units) => {
                    let units: Vec<String> = units.iter().map(|u| show(u, word)).collect();
                    format!("<{}>", units.join(" "))
                }
            }
        }
        let units: Vec<String> = outline(&lines).iter().map(|u| show(u, &word)).collect();
        units.join(" ")
    }

    #[test]
    fn brackets_that_span_lines_make_a_block_closed_by_the_line_that_closes_them() {
        let text = "define i32 @f() {\nentry:\n  ret i32 0\n}\ndeclare void @g()\n";
        assert_eq!(shape(text), "define[entry:[ret]] /} declare");
        // Quoted brackets count for nothing; `} else {` stays inside, as
        // the head of what it indents.
        let text = "if (a) {\n  s = \"{\";\n} else {\n  t;\n}\nend\n";
        assert_eq!(shape(text), "if[s }[t;]] /} end");
    }

    #[test]
    fn deeper_indentation_makes_a_block_and_blank_lines_after_it_stay_outside() {
        let text = "all: x\n\tcc -o x\n\n\tstrip x\n\nclean:\n\trm x\nother\n";
        assert_eq!(shape(text), "all:[cc _ strip] _ <clean:[rm] other>");
    }

    #[test]
    fn a_backslash_joins_lines_and_blank_lines_split_paragraphs() {
        let text = "a \\\n  b\nc\n\nd\ne\n\nf\n";
        let logical = lines(text.as_bytes());
        assert_eq!(logical[0].lines, vec![0..4, 4..8]);
        assert_eq!(shape(text), "<a c _> <d e _> f");
        // One paragraph only: no paragraph nodes.
        assert_eq!(shape("a\nb\n\n"), "a b _");
    }

    #[test]
    fn nesting_deeper_than_the_limit_is_read_as_lines() {
        // Staircases of lines each indented one more than the last, 100
        // steps high, then lines opening a bracket they never close
        // (scanning ahead from each would take minutes here).
        let mut text = String::new();
        for i in 0..100_000 {
            text.push_str(&" ".repeat(i % 100));
            text.push_str("x\n");
        }
        text.push_str(&"f(\n".repeat(100_000));
        let lines = lines(text.as_bytes());
        let outline = outline(&lines);
        fn depth(u: &Unit) -> usize {
            match u {
                Unit::Line(_) => 0,
                Unit::Block { body, .. } | Unit::Paragraph(body) => {
                    1 + body.iter().map(depth).max().unwrap_or(0)
                }
            }
        }
        assert_eq!(outline.iter().map(depth).max(), Some(super::DEEPEST));
    }

    #[test]
    fn unbalanced_brackets_fall_back_to_indentation() {
        let text = "f(\n  x\ny\n";
        assert_eq!(shape(text), "f([x] y");
    }
}
