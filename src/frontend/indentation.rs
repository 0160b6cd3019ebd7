//! Python's indentation rules, which tree-sitter-python's scanner does not
//! enforce: it reads `for x in y:` / `        f(x)` / `    else:` as a for
//! with an else, where Python stops with "unindent does not match any
//! outer indentation level". The syntax check counts such lines as errors
//! so that a candidate a hoist or a cut left misindented costs a parse, not
//! an oracle call.
//!
//! The rule is CPython's tokenizer's: a stack of indentation widths over
//! the logical lines (outside brackets, strings and `\` continuations,
//! comment-only lines skipped); a line indented less than the top must
//! match a width on the stack, and widths measured with tabs to the next
//! multiple of 8 and with tabs as one column must agree (else TabError).

use super::profile::Profile;
use std::collections::HashSet;

/// The rule for one language: the node kinds it needs to tell, as ids of
/// the language's parser, looked up once.
pub struct Rule {
    /// Kinds read whole (strings, whose inner lines are not logical lines).
    atomic: HashSet<u16>,
    /// Kinds that are not code (comment-only lines open no width).
    comments: HashSet<u16>,
}

impl Rule {
    /// The rule for `profile`'s language, parsed by `language`, where the
    /// profile says indentation is syntax.
    pub fn of(profile: &Profile, language: &tree_sitter::Language) -> Option<Rule> {
        profile.significant_indentation.then(|| Rule {
            atomic: super::treesitter::kind_ids(language, &profile.atomic_kinds),
            comments: super::treesitter::kind_ids(language, &profile.comment_kinds),
        })
    }

    /// Lines of the tree-sitter parse `tree` of `source` whose indentation
    /// Python rejects: dedents to a width no enclosing block has, and tabs
    /// and spaces mixed so that the width depends on the tab size.
    pub fn errors(&self, tree: &tree_sitter::Tree, source: &[u8]) -> usize {
        errors(tree, source, &self.atomic, &self.comments)
    }
}

fn errors(
    tree: &tree_sitter::Tree,
    source: &[u8],
    atomic: &HashSet<u16>,
    comments: &HashSet<u16>,
) -> usize {
    let mut stack: Vec<Width> = vec![Width::default()];
    let mut errors = 0;
    let mut depth = 0usize;
    let mut previous_end = 0usize;
    for leaf in leaves(tree, atomic) {
        let start = leaf.start_byte();
        if comments.contains(&leaf.kind_id()) {
            previous_end = leaf.end_byte();
            continue;
        }
        let gap = &source[previous_end.min(start)..start];
        let starts_line = previous_end == 0 && start == gap.len() || starts_logical_line(gap);
        if depth == 0 && starts_line {
            let line_start = gap.iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
            let width = Width::of(&gap[line_start..]);
            errors += usize::from(!indent(&mut stack, width));
        }
        if !leaf.is_named() {
            match leaf.kind() {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        previous_end = leaf.end_byte();
    }
    errors
}

/// An indentation width as CPython measures it twice: tabs to the next
/// multiple of 8, and tabs as one column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Width {
    columns: usize,
    alternative: usize,
}

impl Width {
    /// The width of a line's leading whitespace.
    fn of(indent: &[u8]) -> Width {
        let mut w = Width::default();
        for &c in indent {
            match c {
                b' ' => {
                    w.columns += 1;
                    w.alternative += 1;
                }
                b'\t' => {
                    w.columns = (w.columns / 8 + 1) * 8;
                    w.alternative += 1;
                }
                // A form feed resets the column, as in CPython.
                0x0c => w = Width::default(),
                _ => {}
            }
        }
        w
    }
}

/// Moves the stack of open widths to a logical line of `width`; false if
/// Python refuses it.
fn indent(stack: &mut Vec<Width>, width: Width) -> bool {
    let top = *stack.last().expect("the stack keeps its base width");
    if width.columns == top.columns {
        width.alternative == top.alternative
    } else if width.columns > top.columns {
        stack.push(width);
        width.alternative > top.alternative
    } else {
        while stack.len() > 1 && width.columns < stack[stack.len() - 1].columns {
            stack.pop();
        }
        let top = stack[stack.len() - 1];
        // A mismatched dedent opens no width of its own: the lines after
        // it are read against the enclosing ones, once.
        width == top
    }
}

/// Whether the whitespace `gap` between two tokens ends a logical line: it
/// holds a newline not escaped by a `\` continuation (tree-sitter-python
/// makes some continuations a token of their own, holding the newline, and
/// leaves others in the gap).
fn starts_logical_line(gap: &[u8]) -> bool {
    let Some(newline) = gap.iter().position(|&c| c == b'\n') else {
        return false;
    };
    let before = &gap[..newline];
    !before
        .strip_suffix(b"\r")
        .unwrap_or(before)
        .ends_with(b"\\")
}

/// The leaves of `tree` in document order, `atomic` kinds as one leaf.
fn leaves<'t>(
    tree: &'t tree_sitter::Tree,
    atomic: &'t HashSet<u16>,
) -> impl Iterator<Item = tree_sitter::Node<'t>> + 't {
    let mut cursor = tree.walk();
    let mut done = false;
    std::iter::from_fn(move || {
        while !done {
            let node = cursor.node();
            let leaf = node.child_count() == 0 || atomic.contains(&node.kind_id());
            if !leaf && cursor.goto_first_child() {
                continue;
            }
            // Next in document order: a sibling, or an ancestor's sibling.
            loop {
                if cursor.goto_next_sibling() {
                    break;
                }
                if !cursor.goto_parent() {
                    done = true;
                    break;
                }
            }
            if leaf {
                return Some(node);
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors_in(source: &str) -> usize {
        let language: tree_sitter::Language = tree_sitter_python::LANGUAGE.into();
        let mut parser = super::super::treesitter::parser(&language);
        let tree = parser.parse(source, None).unwrap();
        let ids = |kinds: &[&str]| -> HashSet<u16> {
            kinds
                .iter()
                .map(|k| language.id_for_node_kind(k, true))
                .collect()
        };
        errors(
            &tree,
            source.as_bytes(),
            &ids(&["string", "concatenated_string"]),
            &ids(&["comment"]),
        )
    }

    #[test]
    fn a_dedent_to_no_open_width_is_an_error() {
        let bad = "for i in x:\n        g(i)\n    else:\n        pass\n";
        assert_eq!(errors_in(bad), 1);
        let good = "for i in x:\n        g(i)\nelse:\n    pass\n";
        assert_eq!(errors_in(good), 0);
    }

    #[test]
    fn lines_inside_brackets_strings_and_continuations_are_not_logical_lines() {
        let source = concat!(
            "def f(a,\n",
            "  b):\n",
            "    s = \"\"\"x\n",
            "  y\n",
            // An escape is a node of its own inside the string.
            "  \\t z\n",
            "\"\"\"\n",
            "    t = a + \\\n",
            "  b\n",
            "    if a and \\\n",
            "            b:\n",
            "        pass\n",
            // tree-sitter-python leaves this continuation in the gap.
            "    elif ('g' not in o) and \\\n",
            "            'd' in o:\n",
            "        raise E(\"e\")\n",
            "    # a comment\n",
            "  # another, dedented\n",
            "    return [\n",
            " 1]\n",
        );
        assert_eq!(errors_in(source), 0);
    }

    #[test]
    fn tabs_and_spaces_that_disagree_are_an_error() {
        // Eight spaces, then a tab: equal at tab size 8, not at 1.
        let source = "if x:\n        a = 1\n\tb = 2\n";
        assert_eq!(errors_in(source), 1);
        let consistent = "if x:\n\ta = 1\n\tb = 2\n";
        assert_eq!(errors_in(consistent), 0);
    }

    #[test]
    fn nested_blocks_close_to_any_open_width() {
        let source =
            "class C:\n    def f(self):\n        if x:\n            pass\n    y = 1\nz = 2\n";
        assert_eq!(errors_in(source), 0);
    }
}
