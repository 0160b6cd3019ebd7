//! The tree of a bundle (several files as one input, see
//! [`crate::bundle`]): its top level is the files, each taken out whole
//! (header and all) or kept; under each, the file's lines, tokens and
//! bytes as the text front-end makes them. Its header stays while the file
//! does.

use super::text;
use crate::tree::{GROUP_FANOUT, Role, Tree, TreeBuilder};

/// The tree of the bundle `source`, or why it is none.
pub fn parse(source: Vec<u8>) -> Result<Tree, String> {
    let layout = crate::bundle::layout(&source)?;
    let mut b = TreeBuilder::new(source, false);
    b.set_group_width(GROUP_FANOUT);
    for (header, contents) in layout {
        let file = b.add(Tree::ROOT, "file", header.start..contents.end, 0);
        let head = b.add(file, "file header", header, 0);
        b.set_role(head, Role::Required);
        text::add_lines(&mut b, file, contents);
    }
    Ok(b.finish())
}

/// Whether `candidate` is a bundle whose files are among the original's
/// (`paths`), in their order: what a candidate must be to be written out.
pub fn well_formed(candidate: &[u8], paths: &[std::path::PathBuf]) -> bool {
    match crate::bundle::decode(candidate) {
        Ok(entries) => {
            let mut left = paths.iter();
            entries.iter().all(|e| left.any(|p| *p == e.path))
        }
        Err(_) => false,
    }
}
