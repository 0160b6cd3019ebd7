//! The last look of a result: its lines indented again in the input's own
//! unit, with no blank lines, no trailing blanks, and one space where
//! blanks are left between two tokens (`define  void @a()   {`), and none
//! beside a mark where the input never puts one (`*b )`). Edits leave each kept
//! line where it was in the input: a function hoisted out of a namespace
//! keeps the namespace's indentation, a closing brace the indentation of
//! a block that went. A maintainer reads the result in a bug report.
//!
//! Two ways, by what the language's profile says (`layout`):
//! - `brackets`: a line is indented once per earlier line whose brackets
//!   (`{`, `(`, `[`, as tokens, never inside a string or a comment; and
//!   the profile's words, Lua's `function` ... `end`) are still open at
//!   its start, however many that line opened; the brackets a line starts
//!   by closing (`}`, `]);`, `end`, `else`) are closed for it, and a line
//!   that starts with a label (the profile's endings: LLVM's `b:`) is one
//!   level out;
//! - `indentation`: the nesting is the indentation (Python, YAML), which
//!   is kept: each width on the stack of widths (as Python's tokenizer
//!   keeps it) becomes a level of the unit; a line inside brackets, or
//!   after a `\` continuation, is indented past the line that opened them
//!   by its levels of brackets, as above.
//!
//! A line that starts inside a token (a string, a comment over several
//! lines) is kept as it is, its end too.

use crate::tree::Tree;

/// Words that open and close levels under [`Layout::Brackets`] besides
/// the brackets (Lua's `function` ... `end`), from the profile.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    /// Words that open a level (`then`, `do`).
    #[serde(default)]
    pub opens: Vec<String>,
    /// Words that close one (`end`, `fi`, `elseif`).
    #[serde(default)]
    pub closes: Vec<String>,
    /// Words that close one and open the next (`else`).
    #[serde(default)]
    pub reopens: Vec<String>,
    /// Endings of a line's first token that put the line one level out
    /// (LLVM's block labels, `b:`, stand at the function's level); the
    /// ending alone is no such token.
    #[serde(default)]
    pub outdent_endings: Vec<String>,
}

/// How a language's lines are indented again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    /// By the brackets open at the start of each line.
    Brackets,
    /// By the input's own indentation, each width made a multiple of the
    /// unit.
    #[default]
    Indentation,
}

/// One level of indentation: a tab, or some spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A tab per level.
    Tab,
    /// This many spaces per level.
    Spaces(usize),
}

impl Unit {
    /// The unit `bytes` indents by: tabs where most indented lines start
    /// with one, else the most common step by which a line is indented
    /// more than the line before it (2 to 8 spaces), else 4 spaces.
    pub fn of(bytes: &[u8]) -> Unit {
        let (mut tabs, mut spaces) = (0usize, 0usize);
        let mut steps = [0usize; 9];
        let mut before = 0usize;
        for line in bytes.split(|&c| c == b'\n') {
            let body = line.trim_ascii();
            if body.is_empty() {
                continue;
            }
            match line[0] {
                b'\t' => tabs += 1,
                b' ' => spaces += 1,
                _ => {}
            }
            let width = line.iter().take_while(|&&c| c == b' ').count();
            if let Some(step @ 2..=8) = width.checked_sub(before) {
                steps[step] += 1;
            }
            before = width;
        }
        if tabs > spaces {
            return Unit::Tab;
        }
        let best = (2..=8).max_by_key(|&s| (steps[s], std::cmp::Reverse(s)));
        match best {
            Some(step) if steps[step] > 0 => Unit::Spaces(step),
            _ => Unit::Spaces(4),
        }
    }

    /// `levels` of this unit.
    fn times(self, levels: usize, out: &mut Vec<u8>) {
        match self {
            Unit::Tab => out.extend(std::iter::repeat_n(b'\t', levels)),
            Unit::Spaces(n) => out.extend(std::iter::repeat_n(b' ', n * levels)),
        }
    }
}

/// How the input itself is written, which the layout follows: its unit
/// of indentation, and the marks it never puts a blank beside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Style {
    /// The unit of indentation.
    pub unit: Unit,
    /// The closing marks of [`TIGHT_BEFORE`] that no blank precedes
    /// anywhere in the input (in C, `)`, `,` and `;`).
    before: Vec<u8>,
    /// The opening brackets of [`TIGHT_AFTER`] that no blank follows
    /// anywhere in the input.
    after: Vec<u8>,
}

/// Marks a blank before which a deletion may have left (`f(a, b)` without
/// `b` is `f(a )`).
const TIGHT_BEFORE: &[u8] = b")],;";
/// Brackets a blank after which a deletion may have left.
const TIGHT_AFTER: &[u8] = b"([";

impl Style {
    /// The style of `bytes`: where the input never puts a blank beside a
    /// mark, a blank left there by a deletion goes (`*b )` becomes `*b)`);
    /// where it does once (Bash's `[ -f x ]`, LLVM's `[2 x i8 ]`), such
    /// blanks stay.
    pub fn of(bytes: &[u8]) -> Style {
        let blank = |b: u8| b == b' ' || b == b'\t';
        let never = |marks: &[u8], pair: fn(&[u8]) -> (u8, u8)| -> Vec<u8> {
            (marks.iter().copied())
                .filter(|&m| !bytes.windows(2).map(pair).any(|(b, c)| blank(b) && c == m))
                .collect()
        };
        Style {
            unit: Unit::of(bytes),
            before: never(TIGHT_BEFORE, |w| (w[0], w[1])),
            after: never(TIGHT_AFTER, |w| (w[1], w[0])),
        }
    }

    /// The style with `unit` and blanks kept beside every mark.
    pub fn loose(unit: Unit) -> Style {
        Style {
            unit,
            before: Vec::new(),
            after: Vec::new(),
        }
    }

    /// Whether a blank between tokens `left` and `right` goes.
    fn tight(&self, left: &[u8], right: &[u8]) -> bool {
        matches!(right, [c] if self.before.contains(c))
            || matches!(left, [c] if self.after.contains(c))
    }
}

/// One line of the source: where its text starts and ends (without its
/// indentation, its trailing blanks and its line end), and the line end.
struct Line {
    /// The line's first byte.
    start: usize,
    /// Its first byte that is not a blank.
    text: usize,
    /// One past its last byte that is not a blank.
    end: usize,
    /// One past its line end (`\n`, `\r\n`, or none at the end).
    next: usize,
}

impl Line {
    /// The line's end: `\r\n`, `\n`, or nothing (the last line).
    fn ending(&self, source: &[u8]) -> &'static [u8] {
        let line = &source[self.start..self.next];
        match (line.ends_with(b"\r\n"), line.ends_with(b"\n")) {
            (true, _) => b"\r\n",
            (false, true) => b"\n",
            _ => b"",
        }
    }
}

/// The lines of `tree`'s source laid out again by `layout` in `style` (see
/// the module's documentation).
pub fn laid_out(tree: &Tree, (layout, words): (Layout, &Words), style: &Style) -> Vec<u8> {
    let source = tree.source();
    // The tokens, in order, each with what it does to the brackets; a
    // token inside another (a linemarker's words) is its part.
    let mut tokens: Vec<(usize, usize, Bracket)> = Vec::with_capacity(tree.token_spans().len());
    for &(start, end, _) in tree.token_spans() {
        let (start, end) = (start as usize, end as usize);
        if tokens.last().is_none_or(|&(_, e, _)| start >= e) {
            tokens.push((start, end, Bracket::of(&source[start..end], words)));
        }
    }
    let mut out = Vec::with_capacity(source.len());
    // The line each open bracket opened on, outermost first.
    let mut open: Vec<usize> = Vec::new();
    let mut widths: Vec<usize> = Vec::new();
    let mut after_backslash = false;
    let mut at = 0usize; // the first token that ends past the line's start
    for (number, line) in lines(source).enumerate() {
        while at < tokens.len() && tokens[at].1 <= line.start {
            at += 1;
        }
        let on_line = tokens[at..].iter().take_while(|&&(s, _, _)| s < line.next);
        let starts_inside = tokens.get(at).is_some_and(|&(s, _, _)| s < line.start);
        if starts_inside {
            // Inside a token: kept as it is, blanks at its end too (they
            // may be a string's); a line of blanks in a string stays.
            out.extend_from_slice(&source[line.start..line.next]);
        } else if line.text < line.end {
            // The brackets the line closes before anything else are closed
            // for it; each line that opened brackets still open is a level.
            let leading = (on_line.clone())
                .take_while(|&&(_, _, b)| matches!(b, Bracket::Close | Bracket::Reopen))
                .count()
                .min(open.len());
            let inner = levels(&open[..open.len() - leading]);
            let outdented = on_line.clone().next().is_some_and(|&(s, e, _)| {
                let first = &source[s..e];
                (words.outdent_endings.iter())
                    .any(|end| first.len() > end.len() && first.ends_with(end.as_bytes()))
            });
            let levels = match layout {
                Layout::Brackets => inner.saturating_sub(usize::from(outdented)),
                Layout::Indentation if !open.is_empty() || after_backslash => {
                    widths.len().saturating_sub(1) + inner.max(usize::from(after_backslash))
                }
                Layout::Indentation => {
                    let width = visual_width(&source[line.start..line.text]);
                    while widths.last().is_some_and(|&top| width < top) {
                        widths.pop();
                    }
                    if widths.last().is_none_or(|&top| width > top) {
                        widths.push(width);
                    }
                    widths.len() - 1
                }
            };
            let text = &source[line.text..line.end];
            after_backslash = text.ends_with(b"\\");
            style.unit.times(levels, &mut out);
            // A token that goes on past the line's last blank-free byte (a
            // string over lines) keeps the blanks and the line end it holds.
            match on_line.clone().any(|&(_, e, _)| e > line.end) {
                true => out.extend_from_slice(&source[line.text..line.next]),
                false => {
                    let tokens = on_line.clone();
                    single_spaced(source, (line.text, line.end), tokens, style, &mut out);
                    out.extend_from_slice(line.ending(source));
                }
            }
        }
        for &(_, _, bracket) in on_line {
            match bracket {
                Bracket::Open => open.push(number),
                Bracket::Close => drop(open.pop()),
                Bracket::Reopen => {
                    open.pop();
                    open.push(number);
                }
                Bracket::None => {}
            }
        }
    }
    out
}

/// `source[from..to]` onto `out`, each gap of two or more blanks (or a
/// tab) between two of `tokens` one space, and a gap of blanks beside a
/// mark `style` keeps tight none: a gap in a comment, which is no token,
/// is kept.
fn single_spaced<'t>(
    source: &[u8],
    (from, to): (usize, usize),
    tokens: impl Iterator<Item = &'t (usize, usize, Bracket)>,
    style: &Style,
    out: &mut Vec<u8>,
) {
    let mut at = from;
    let mut before: Option<(usize, usize)> = None;
    for &(start, end, _) in tokens {
        if let Some((left, gap)) = before
            .map(|(s, e)| ((s, e), e..start))
            .filter(|(_, g)| g.start >= at && g.end <= to)
        {
            let blanks = &source[gap.clone()];
            let blank = |b: &u8| *b == b' ' || *b == b'\t';
            if !blanks.is_empty() && blanks.iter().all(blank) {
                let tight = style.tight(&source[left.0..left.1], &source[start..end]);
                if tight || blanks != b" " {
                    out.extend_from_slice(&source[at..gap.start]);
                    if !tight {
                        out.push(b' ');
                    }
                    at = gap.end;
                }
            }
        }
        before = Some((start, end));
    }
    out.extend_from_slice(&source[at..to]);
}

/// What a token does to the brackets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bracket {
    /// `{`, `(` or `[`.
    Open,
    /// `}`, `)` or `]`.
    Close,
    /// A word that closes a level and opens the next (`else`).
    Reopen,
    /// Nothing.
    None,
}

impl Bracket {
    /// What `token` does, `words` besides the brackets.
    fn of(token: &[u8], words: &Words) -> Bracket {
        let among = |list: &[String]| list.iter().any(|w| w.as_bytes() == token);
        match token {
            b"{" | b"(" | b"[" => Bracket::Open,
            b"}" | b")" | b"]" => Bracket::Close,
            _ if among(&words.opens) => Bracket::Open,
            _ if among(&words.closes) => Bracket::Close,
            _ if among(&words.reopens) => Bracket::Reopen,
            _ => Bracket::None,
        }
    }
}

/// The levels of the brackets `open` (the lines they opened on, in
/// order): one per line, however many brackets it opened.
fn levels(open: &[usize]) -> usize {
    open.iter()
        .enumerate()
        .filter(|&(i, &line)| i == 0 || open[i - 1] != line)
        .count()
}

/// Columns of an indentation, tabs to the next multiple of 8.
fn visual_width(indentation: &[u8]) -> usize {
    indentation.iter().fold(0, |w, &c| match c {
        b'\t' => (w / 8 + 1) * 8,
        _ => w + 1,
    })
}

/// The lines of `source`.
fn lines(source: &[u8]) -> impl Iterator<Item = Line> + '_ {
    let mut start = 0usize;
    std::iter::from_fn(move || {
        if start >= source.len() {
            return None;
        }
        let next = source[start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(source.len(), |p| start + p + 1);
        let body = &source[start..next];
        let text = start
            + body
                .iter()
                .take_while(|c| matches!(c, b' ' | b'\t'))
                .count();
        let trimmed = body.trim_ascii_end().len();
        let end = (start + trimmed).max(text);
        let line = Line {
            start,
            text,
            end,
            next,
        };
        start = next;
        Some(line)
    })
}

#[cfg(test)]
mod tests {
    use super::{Layout, Style, Unit, Words, laid_out};
    use crate::frontend::{Frontend, Lang};

    /// `src` in `lang` laid out by `layout` in `unit`.
    fn laid(lang: Lang, src: &str, layout: Layout, unit: Unit) -> String {
        laid_in(lang, src, (layout, &Words::default()), &Style::loose(unit))
    }

    /// `src` in `lang` laid out by `layout` and `words` in `style`.
    fn laid_in(lang: Lang, src: &str, layout: (Layout, &Words), style: &Style) -> String {
        let tree = Frontend::new(lang).parse(src.as_bytes().to_vec()).unwrap();
        String::from_utf8(laid_out(&tree, layout, style)).unwrap()
    }

    #[test]
    fn brackets_set_the_indentation_and_a_closing_one_goes_back_a_level() {
        // What edits left: a function's first line indented by one space,
        // a block's lines where blocks that went had them, blank lines and
        // trailing blanks.
        let src = " int a(const char *b )  \n{\n        if (b) {\n  return f(1,\n2);\n     } else {\n\n\n\
                   return 0; }\n    }\n";
        assert_eq!(
            laid(Lang::C, src, Layout::Brackets, Unit::Spaces(4)),
            "int a(const char *b )\n{\n    if (b) {\n        return f(1,\n            2);\n    } else {\n\
             \x20       return 0; }\n}\n"
        );
        assert_eq!(
            laid(
                Lang::C,
                "int f() {\r\n  \r\n return 0;\r\n}",
                Layout::Brackets,
                Unit::Tab
            ),
            "int f() {\r\n\treturn 0;\r\n}"
        );
    }

    #[test]
    fn a_blank_goes_beside_a_mark_the_input_never_puts_one_beside() {
        // What deletions left in a C file written without such blanks.
        let left = "int a(const char *b ) {\n    f( b , c );\n    d[ 0 ] = \"( x )\" ;\n}\n";
        let style = Style::of(b"int a(const char *b, int c) {\n    f(b);\n    d[0] = 1;\n}\n");
        assert_eq!(
            laid_in(Lang::C, left, (Layout::Brackets, &Words::default()), &style),
            "int a(const char *b) {\n    f(b, c);\n    d[0] = \"( x )\";\n}\n"
        );
        // Bash writes `[ -f x ]`: there the blanks stay, and so they do
        // after a `(` where the input has one once.
        let bash = Style::of(b"if [ -f x ]; then f ( ); fi\n");
        assert!(bash.tight(b"x", b";"));
        assert!(!bash.tight(b"x", b"]"));
        assert!(!bash.tight(b"(", b"x"));
        assert!(!bash.tight(b"[", b"x"));
        assert!(!Style::loose(Unit::Tab).tight(b"b", b")"));
    }

    #[test]
    fn blanks_between_tokens_become_one_space_but_not_in_comments_or_strings() {
        let src = "int  f( int\ta ) {\n  return  g(\"a   b\");   // x   y\n}\n";
        assert_eq!(
            laid(Lang::C, src, Layout::Brackets, Unit::Spaces(4)),
            "int f( int a ) {\n    return g(\"a   b\");   // x   y\n}\n"
        );
    }

    #[test]
    fn indentation_that_is_syntax_keeps_its_nesting_in_a_regular_unit() {
        // The docstring's lines are kept as they are; the line inside the
        // parentheses is indented a level past the line that opened them.
        let src = "def f():\n      \"\"\"doc\n   text  \"\"\"\n      if x:\n\n              return (1,\n   2)\n      return 3\n";
        assert_eq!(
            laid(Lang::Python, src, Layout::Indentation, Unit::Spaces(4)),
            "def f():\n    \"\"\"doc\n   text  \"\"\"\n    if x:\n        return (1,\n            2)\n    return 3\n"
        );
    }

    #[test]
    fn the_unit_is_the_input_s_most_common_step_in() {
        assert_eq!(
            Unit::of(b"a {\n  b {\n    c\n  }\n  d\n}\n"),
            Unit::Spaces(2)
        );
        assert_eq!(Unit::of(b"a {\n\tb\n\tc\n}\n"), Unit::Tab);
        assert_eq!(Unit::of(b"a\nb\n"), Unit::Spaces(4));
    }

    #[test]
    fn words_open_and_close_levels_as_brackets_do() {
        let words = Words {
            opens: vec!["function".into(), "then".into(), "do".into()],
            closes: vec!["end".into()],
            reopens: vec!["else".into()],
            outdent_endings: Vec::new(),
        };
        let src = " function f(a)\nif a then\n  return { 1,\n2 }\n      else\n for i = 1, 2 do g(i) end\n end\n    end\n";
        let style = Style::loose(Unit::Spaces(2));
        assert_eq!(
            laid_in(Lang::Lua, src, (Layout::Brackets, &words), &style),
            "function f(a)\n  if a then\n    return { 1,\n      2 }\n  else\n    for i = 1, 2 do g(i) end\n  end\nend\n"
        );
    }

    #[test]
    fn a_line_that_starts_with_a_label_is_one_level_out() {
        let words = Words {
            outdent_endings: vec![":".into()],
            ..Words::default()
        };
        let src = "define void @f() {\n  br label %b\n      b:\n  ret void\n}\n";
        let style = Style::loose(Unit::Spaces(2));
        assert_eq!(
            laid_in(Lang::Llvm, src, (Layout::Brackets, &words), &style),
            "define void @f() {\n  br label %b\nb:\n  ret void\n}\n"
        );
    }
}
