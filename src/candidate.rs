//! A candidate as the tree renders it, the runner tests it and the syntax
//! check re-parses it: its bytes and where they differ from the source. A
//! leaf module, so that the runner (which knows bytes, not what they mean)
//! and the front-ends' syntax check share it without importing the tree.

/// A candidate's bytes and where they differ from the original's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendering {
    /// The candidate.
    pub bytes: Vec<u8>,
    /// The regions where it differs from the original, in order, disjoint
    /// and not touching: what an incremental re-parse needs to know.
    pub changes: Vec<Change>,
}

/// One region where a rendering differs from the original: bytes
/// `old.0..old.1` of the original are bytes `new.0..new.1` of the rendering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    /// The span in the original.
    pub old: (u32, u32),
    /// The span in the rendering.
    pub new: (u32, u32),
}
