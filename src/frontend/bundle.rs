//! The tree of a bundle (several files as one input, see
//! [`crate::bundle`]): its top level is the files, each taken out whole
//! (header and all) or kept; under each, the file's lines, tokens and
//! bytes as the text front-end makes them. Its header stays while the file
//! does.

use super::text;
use crate::tree::{GROUP_FANOUT, Role, Tree, TreeBuilder};
use std::path::PathBuf;

/// The tree of the bundle `source`, or why it is none. The files at the
/// paths `kept` stay as they are (`--keep`): required, and nothing in them
/// offered.
pub fn parse(source: Vec<u8>, kept: &[PathBuf]) -> Result<Tree, String> {
    let layout = crate::bundle::layout(&source)?;
    let entries = crate::bundle::decode(&source)?;
    let mut b = TreeBuilder::new(source, false);
    b.set_group_width(GROUP_FANOUT);
    for ((header, contents), entry) in layout.into_iter().zip(entries) {
        let file = b.add(Tree::ROOT, "file", header.start..contents.end, 0);
        let head = b.add(file, "file header", header, 0);
        b.set_role(head, Role::Required);
        if kept.contains(&entry.path) {
            // No tokens: no pass has anything to take from it (token runs
            // cut across nodes), and it does not count in the sizes.
            b.set_role(file, Role::Required);
            let whole = b.add(file, "kept file", contents, 0);
            b.set_role(whole, Role::Required);
        } else {
            text::add_lines(&mut b, file, contents);
        }
    }
    Ok(b.finish())
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
