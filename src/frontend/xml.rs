//! The XML front-end (quick-xml): elements, attributes, text (and its words),
//! comments, CDATA, processing instructions and the declaration as nodes.
//! An element with content may be unwrapped: replaced by its content
//! (hoisting).

use super::RewriteKind;
use super::related::{self, Classes};
use crate::tree::{Hoist, NodeId, Rewrite, Tree, TreeBuilder};
use quick_xml::events::Event;
use std::ops::Range;

/// File extensions that select XML.
pub const EXTENSIONS: &[&str] = &["xml", "svg", "xsl", "xslt", "xhtml", "plist"];

/// Parses well-formed XML; the error says what is wrong and where.
pub fn parse(source: Vec<u8>) -> Result<Tree, String> {
    let mut b = TreeBuilder::new(source, false);
    let src = b.source().to_vec();
    let mut reader = quick_xml::Reader::from_reader(&src[..]);
    let mut open: Vec<NodeId> = vec![Tree::ROOT];
    // Per open element, where its start tag ends; per closed one, its content.
    let mut content_starts: Vec<usize> = vec![0];
    let mut contents: Vec<(NodeId, Range<usize>)> = Vec::new();
    let mut text_run: Option<Range<usize>> = None;
    loop {
        let before = reader.buffer_position() as usize;
        let event = reader
            .read_event()
            .map_err(|e| format!("{e} (near byte {})", reader.error_position()))?;
        let after = reader.buffer_position() as usize;
        let parent = *open.last().expect("the document stays open");
        if matches!(event, Event::Text(_) | Event::GeneralRef(_)) {
            let run = text_run.get_or_insert(before..after);
            run.end = after;
            continue;
        }
        if let Some(run) = text_run.take() {
            add_text(&mut b, parent, run);
        }
        match event {
            Event::Start(_) => {
                let id = add_element(&mut b, parent, before..after);
                open.push(id);
                content_starts.push(after);
            }
            Event::Empty(_) => {
                add_element(&mut b, parent, before..after);
            }
            Event::End(_) => {
                let id = open.pop().expect("quick-xml checks end tags");
                let start = content_starts.pop().expect("one per open element");
                contents.push((id, start..before));
                b.set_end(id, after);
                b.add_tokens(id, before..after, 1);
            }
            Event::CData(c) => {
                let words = super::text::count_words(c.into_inner().as_bytes());
                b.add(parent, "cdata", before..after, 1 + words);
            }
            Event::Comment(_) => {
                b.add(parent, "comment", before..after, 1);
            }
            Event::PI(_) => {
                b.add(parent, "pi", before..after, 1);
            }
            Event::Decl(_) => {
                b.add(parent, "declaration", before..after, 1);
            }
            Event::DocType(_) => {
                b.add(parent, "doctype", before..after, 1);
            }
            Event::Eof => break,
            Event::Text(_) | Event::GeneralRef(_) => unreachable!("text is gathered above"),
        }
    }
    if open.len() > 1 {
        let unclosed = open[open.len() - 1];
        return Err(format!(
            "element at byte {} is never closed",
            b.span(unclosed).start
        ));
    }
    let mut tree = b.finish();
    // Elements close inner first; hoists are kept sorted by node.
    contents.sort_unstable_by_key(|&(id, _)| id);
    for (id, content) in contents {
        let tokens = tree
            .children(id)
            .iter()
            .map(|&c| tree.node(c))
            .filter(|c| c.start as usize >= content.start)
            .map(|c| c.tokens())
            .sum();
        if tokens > 0 {
            let unwrap = Hoist {
                start: content.start as u32,
                end: content.end as u32,
                tokens,
            };
            tree.set_hoist_candidates(id, vec![unwrap]);
        }
    }
    Ok(tree)
}

/// The final token passes of XML: a round where every element with
/// nothing but blanks between its tags becomes self-closing (`<a
/// x="1"></a>` to `<a x="1"/>`, one token less), one where a class of
/// equal values becomes a value that begins it (see [`related::prefixed`]),
/// then one where equal values are shortened together (see
/// [`related::equal`]). Values holding markup (`&amp;`) are left alone.
pub fn rewrites(tree: &Tree, round: usize) -> Option<(RewriteKind, Vec<Rewrite>)> {
    match round {
        0 => Some((RewriteKind::Values, self_closing(tree))),
        1 => Some((RewriteKind::Names, related::prefixed(&value_classes(tree)))),
        2 => Some((RewriteKind::Names, related::equal(&value_classes(tree)))),
        _ => None,
    }
}

/// The values of two bytes or more (attribute values between their quotes,
/// texts without their surrounding blanks), each with where it occurs;
/// values holding markup (`&amp;`) are left out.
fn value_classes(tree: &Tree) -> Classes<'_> {
    let src = tree.source();
    let mut classes = Classes::new();
    for id in (1..tree.len() as u32).map(NodeId) {
        let node = tree.node(id);
        let text = tree.text(id);
        let (span, tokens) = match tree.kind(id) {
            "attribute" => {
                let Some(open) = text.iter().position(|&c| c == b'"' || c == b'\'') else {
                    continue;
                };
                ((node.start + open as u32 + 1, node.end - 1), 0)
            }
            "text" => {
                let Some(last) = text.iter().rposition(|c| !c.is_ascii_whitespace()) else {
                    continue;
                };
                let first = text
                    .iter()
                    .position(|c| !c.is_ascii_whitespace())
                    .expect("a last one, so a first");
                let span = (node.start + first as u32, node.start + last as u32 + 1);
                (span, tree.children(id).len().max(1) as u64)
            }
            _ => continue,
        };
        let value = &src[span.0 as usize..span.1 as usize];
        if value.len() >= 2 && !value.contains(&b'&') && !value.contains(&b'<') {
            classes.entry(value).or_default().push((span, tokens));
        }
    }
    classes
}

/// Every element with nothing but blanks between its tags, made
/// self-closing.
fn self_closing(tree: &Tree) -> Vec<Rewrite> {
    let src = tree.source();
    let mut out = Vec::new();
    for id in (1..tree.len() as u32).map(NodeId) {
        let node = tree.node(id);
        let text = tree.text(id);
        let only_attributes = tree
            .children(id)
            .iter()
            .all(|&c| tree.kind(c) == "attribute");
        if tree.kind(id) != "element" || !only_attributes || text.ends_with(b"/>") {
            continue;
        }
        let tag_from = tree
            .children(id)
            .last()
            .map_or(node.start, |&a| tree.node(a).end) as usize;
        let Some(gt) = src[tag_from..node.end as usize]
            .iter()
            .position(|&c| c == b'>')
        else {
            continue;
        };
        let Some(close) = text.windows(2).rposition(|w| w == b"</") else {
            continue;
        };
        let (from, to) = (tag_from + gt, node.start as usize + close);
        if from < to && src[from + 1..to].iter().all(u8::is_ascii_whitespace) {
            out.push(Rewrite {
                spans: vec![(from as u32, node.end)],
                text: b"/>".to_vec(),
                tokens_saved: 1,
                cuts: Vec::new(),
            });
        }
    }
    out
}

fn add_element(b: &mut TreeBuilder, parent: NodeId, tag: Range<usize>) -> NodeId {
    let attributes = attribute_spans(&b.source()[tag.clone()], tag.start);
    // The start tag's token is `<name`: its attributes are tokens of
    // their own.
    let after_lt = &b.source()[(tag.start + 1).min(tag.end)..tag.end];
    let name_end = tag.start
        + 1
        + after_lt
            .iter()
            .position(|&c| c.is_ascii_whitespace() || c == b'>' || c == b'/')
            .unwrap_or(after_lt.len());
    let id = b.add(parent, "element", tag.clone(), 0);
    b.add_tokens(id, tag.start..name_end, 1);
    for span in attributes {
        b.add(id, "attribute", span, 1);
    }
    id
}

/// The attributes of a start tag, each with the whitespace before it, so that
/// removing one leaves a well-formed tag. Stops at anything unexpected.
fn attribute_spans(tag: &[u8], offset: usize) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut i = 1;
    while i < tag.len() && !tag[i].is_ascii_whitespace() && tag[i] != b'>' && tag[i] != b'/' {
        i += 1;
    }
    loop {
        let start = i;
        while i < tag.len() && tag[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == start || i >= tag.len() || tag[i] == b'>' || tag[i] == b'/' {
            return spans;
        }
        while i < tag.len() && tag[i] != b'=' && !tag[i].is_ascii_whitespace() {
            i += 1;
        }
        while i < tag.len() && tag[i].is_ascii_whitespace() {
            i += 1;
        }
        if tag.get(i) != Some(&b'=') {
            return spans;
        }
        i += 1;
        while i < tag.len() && tag[i].is_ascii_whitespace() {
            i += 1;
        }
        let Some(&quote) = tag.get(i).filter(|&&q| q == b'"' || q == b'\'') else {
            return spans;
        };
        let Some(close) = tag[i + 1..].iter().position(|&c| c == quote) else {
            return spans;
        };
        i += close + 2;
        spans.push(offset + start..offset + i);
    }
}

/// Text that is not only whitespace becomes a node with one child per word
/// (the word and the whitespace after it).
fn add_text(b: &mut TreeBuilder, parent: NodeId, run: Range<usize>) {
    let bytes = &b.source()[run.clone()];
    let mut words = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        words.push(run.start + start..run.start + i);
    }
    match words.as_slice() {
        [] => {}
        [only] if *only == run => {
            b.add(parent, "text", run, 1);
        }
        _ => {
            let text = b.add(parent, "text", run, 0);
            for w in words {
                b.add(text, "word", w, 1);
            }
        }
    }
}
