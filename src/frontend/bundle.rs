//! The tree of a bundle (several files as one input, see
//! [`crate::bundle`]): its top level is the files, each taken out whole
//! (header and all) or kept; under each, the tree its own language's
//! front-end makes of it (by its name, as for a file). Its header stays
//! while the file does.

use super::text;
use crate::tree::{FilePart, NodeId, Rewrite, Tree};
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path, PathBuf};

/// The tree of the bundle `source`, or why it is none: each file's
/// contents parsed by `frontend_of` its path (text when that fails), the
/// trees grafted under one root ([`Tree::of_files`]). The files at the
/// paths `kept` stay as they are (`--keep`).
pub fn parse<'a>(
    source: Vec<u8>,
    kept: &[PathBuf],
    frontend_of: impl Fn(&std::path::Path) -> Option<&'a super::Frontend>,
) -> Result<Tree, String> {
    let files = crate::bundle::decode_with_spans(&source)?;
    let paths: Vec<&Path> = files.iter().map(|(_, e)| e.path.as_path()).collect();
    let files = (files.iter())
        .map(|((header, _), entry)| {
            let contents = match frontend_of(&entry.path) {
                Some(frontend) => frontend.parse(entry.bytes.clone()),
                None => Err(String::new()),
            };
            let contents = contents.unwrap_or_else(|_| text::parse(entry.bytes.clone()));
            let references = references(&contents, &entry.path, &paths);
            FilePart {
                header: header.clone(),
                contents,
                kept: kept.contains(&entry.path),
                path: entry.path.as_os_str().as_encoded_bytes().to_vec(),
                references,
            }
        })
        .collect();
    Ok(Tree::of_files(source, files))
}

/// The leaves of the tree of the file at `path` that name another file of
/// the bundle (`paths`): a quoted string (`"util.h"`, `<util.h>`,
/// `'./a.js'`) that is that file's path from the file's own directory or
/// from the top, as `#include`, `import` and `require` name files
/// (JavaScript's leave out `.js`, `.mjs`, `.cjs` or `/index.js`).
fn references(tree: &Tree, path: &Path, paths: &[&Path]) -> Vec<(NodeId, Vec<u8>)> {
    let here = path.parent().unwrap_or(Path::new(""));
    let mut found = Vec::new();
    for i in 0..tree.len() {
        let id = NodeId(i as u32);
        if !tree.children(id).is_empty() {
            continue;
        }
        let Some(inner) = unquoted(tree.text(id)) else {
            continue;
        };
        let Ok(inner) = std::str::from_utf8(inner) else {
            continue;
        };
        let named = [here.join(inner), PathBuf::from(inner)]
            .into_iter()
            .filter_map(|p| normalized(&p))
            .flat_map(|p| {
                ["", ".js", ".mjs", ".cjs", "/index.js"]
                    .map(|end| PathBuf::from(format!("{}{end}", p.display())))
            })
            .find(|p| p != path && paths.contains(&p.as_path()));
        if let Some(named) = named {
            found.push((id, named.as_os_str().as_encoded_bytes().to_vec()));
        }
    }
    found
}

/// One rewrite per header (a file of the bundle that one `#include` of
/// `trees`' files names, in the includer's directory): the `#include`
/// line becomes the header's text, and the header's file goes, as C-Vise's
/// include inlining does. The bundle is shorter by the line and the
/// header's header; what was one file's is now another's. `trees` are the
/// files parsed, with their path and where their contents start; `files`
/// the bundle's, decoded; headers at `kept` stay.
pub(super) fn includes_inlined(
    files: &[(crate::bundle::FileSpans, crate::bundle::Entry)],
    trees: &[(&PathBuf, u32, Tree)],
    kept: &[PathBuf],
) -> Vec<Rewrite> {
    let paths: Vec<&Path> = files.iter().map(|(_, e)| e.path.as_path()).collect();
    let mut includes: Vec<(PathBuf, (u32, u32))> = Vec::new();
    let mut named: Vec<PathBuf> = Vec::new();
    for (path, at, tree) in trees {
        for (id, target) in references(tree, path, &paths) {
            let target = PathBuf::from(std::ffi::OsStr::from_bytes(&target));
            named.push(target.clone());
            let Some(directive) = tree.node(id).parent() else {
                continue;
            };
            let n = tree.node(directive);
            if tree.kind(directive) == "preproc_include"
                && target.parent() == path.parent()
                && !kept.contains(path)
            {
                includes.push((target, (n.start + at, n.end + at)));
            }
        }
    }
    let mut out = Vec::new();
    for (target, span) in includes {
        let once = named.iter().filter(|p| **p == target).count() == 1;
        let Some(((header, contents), entry)) = files.iter().find(|(_, e)| e.path == target) else {
            continue;
        };
        if !once || kept.contains(&target) {
            continue;
        }
        let mut text = entry.bytes.clone();
        if text.last().is_some_and(|&b| b != b'\n') {
            text.push(b'\n');
        }
        out.push(Rewrite {
            spans: vec![span],
            text,
            tokens_saved: 2,
            cuts: vec![(header.start as u32, contents.end as u32)],
        });
    }
    out
}

/// The text between a pair of quotes (or angle brackets) around `text`.
fn unquoted(text: &[u8]) -> Option<&[u8]> {
    let (&first, rest) = text.split_first()?;
    let (&last, inner) = rest.split_last()?;
    let pair = matches!(
        (first, last),
        (b'"', b'"') | (b'\'', b'\'') | (b'<', b'>') | (b'`', b'`')
    );
    (pair && !inner.is_empty()).then_some(inner)
}

/// `path` without `.` and with each `..` taking the component before it
/// out; `None` when it climbs out of the top or is not relative.
fn normalized(path: &Path) -> Option<PathBuf> {
    let mut parts = Vec::new();
    for component in path.components() {
        match component {
            Component::Normal(part) => parts.push(part),
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(parts.iter().collect())
}

/// Whether the files of a candidate (`entries`) are among the original's
/// (`paths`), in their order, with the files `kept` (path and bytes) in it
/// as they were: what a candidate must be to be tried.
pub fn well_formed(
    entries: &[crate::bundle::Entry],
    paths: &[PathBuf],
    kept: &[(PathBuf, Vec<u8>)],
) -> bool {
    let mut left = paths.iter();
    entries.iter().all(|e| left.any(|p| *p == e.path))
        && kept
            .iter()
            .all(|(path, bytes)| entries.iter().any(|e| e.path == *path && e.bytes == *bytes))
}
