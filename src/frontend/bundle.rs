//! The tree of a bundle (several files as one input, see
//! [`crate::bundle`]): its top level is the files, each taken out whole
//! (header and all) or kept; under each, the tree its own language's
//! front-end makes of it (by its name, as for a file). Its header stays
//! while the file does.

use super::text;
use crate::tree::{FilePart, Tree};
use std::path::PathBuf;

/// The tree of the bundle `source`, or why it is none: each file's
/// contents parsed by `frontend_of` its path (text when that fails), the
/// trees grafted under one root ([`Tree::of_files`]). The files at the
/// paths `kept` stay as they are (`--keep`).
pub fn parse<'a>(
    source: Vec<u8>,
    kept: &[PathBuf],
    frontend_of: impl Fn(&std::path::Path) -> Option<&'a super::Frontend>,
) -> Result<Tree, String> {
    let layout = crate::bundle::layout(&source)?;
    let entries = crate::bundle::decode(&source)?;
    let files = (layout.into_iter().zip(entries))
        .map(|((header, _), entry)| {
            let contents = match frontend_of(&entry.path) {
                Some(frontend) => frontend.parse(entry.bytes.clone()),
                None => Err(String::new()),
            };
            FilePart {
                header,
                contents: contents.unwrap_or_else(|_| text::parse(entry.bytes)),
                kept: kept.contains(&entry.path),
            }
        })
        .collect();
    Ok(Tree::of_files(source, files))
}

/// Whether `candidate` is a bundle whose files are among the original's
/// (`paths`), in their order, with the files `kept` (path and bytes) in it
/// as they were: what a candidate must be to be tried.
pub fn well_formed(candidate: &[u8], paths: &[PathBuf], kept: &[(PathBuf, Vec<u8>)]) -> bool {
    let Ok(entries) = crate::bundle::decode(candidate) else {
        return false;
    };
    let mut left = paths.iter();
    entries.iter().all(|e| left.any(|p| *p == e.path))
        && kept
            .iter()
            .all(|(path, bytes)| entries.iter().any(|e| e.path == *path && e.bytes == *bytes))
}
