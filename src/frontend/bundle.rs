//! The tree of a bundle (several files as one input, see
//! [`crate::bundle`]): its top level is the files, each taken out whole
//! (header and all) or kept; under each, the tree its own language's
//! front-end makes of it (by its name, as for a file). Its header stays
//! while the file does.

use super::text;
use crate::tree::{FilePart, NodeId, Tree};
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
