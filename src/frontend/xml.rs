//! The XML front-end (quick-xml): elements, attributes, text (and its words),
//! comments, CDATA, processing instructions and the declaration as nodes.

use crate::tree::{NodeId, Tree, TreeBuilder};
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
            }
            Event::Empty(_) => {
                add_element(&mut b, parent, before..after);
            }
            Event::End(_) => {
                let id = open.pop().expect("quick-xml checks end tags");
                b.set_end(id, after);
                b.add_tokens(id, 1);
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
    Ok(b.finish())
}

fn add_element(b: &mut TreeBuilder, parent: NodeId, tag: Range<usize>) -> NodeId {
    let attributes = attribute_spans(&b.source()[tag.clone()], tag.start);
    let id = b.add(parent, "element", tag, 1);
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
