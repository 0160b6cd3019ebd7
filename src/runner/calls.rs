//! The oracle calls a runner has running: each call's candidate, its
//! control (to cancel it), its directory and its retries, and the channel
//! their threads answer on. A call started ahead outlives the list
//! algorithm that started it, so the calls belong to the runner; what is
//! done with them is `exec.rs`'s.

use super::cache::Key;
use super::outcome::CallResult;
use super::supervise::CallControl;
use std::collections::{HashMap, VecDeque};
use std::io;
use std::sync::{Arc, mpsc};

pub(super) struct Call {
    pub(super) key: Key,
    /// The candidate, to call again when its directory's filesystem was
    /// full or its launch failed.
    pub(super) bytes: Arc<Vec<u8>>,
    pub(super) control: Arc<CallControl>,
    pub(super) cancelled: bool,
    /// Whether the call keeps its output.
    pub(super) capture_output: bool,
    /// Launches of this candidate that failed before this call.
    pub(super) failed_launches: u32,
    /// Calls on this candidate that failed with an I/O error before this
    /// one (see [`super::Runner::retry_after`]).
    pub(super) io_retries: u32,
    /// The call's directory (in the run's directory calls went to as it
    /// started).
    pub(super) dir: std::path::PathBuf,
    /// Started for a candidate a later list algorithm will test (see
    /// [`LookAhead`](super::LookAhead)), not for a slot of the algorithm
    /// running: the outcomes under which it will.
    pub(super) ahead: Option<Serves>,
}

/// The outcomes under which a candidate found ahead is tested, each the
/// keys of the candidates its look-ahead took as interesting, every other
/// verdict not yet known failing (see [`Assumed`](super::Assumed); none:
/// every one failing). Once none of them can happen, its call is cancelled.
pub(super) type Serves = Vec<Vec<Key>>;

/// A call that ended: its id, and what it gave.
pub(super) type Done = (u64, io::Result<CallResult>);

/// The oracle calls a runner has running, across the list algorithms it
/// drives: a call started ahead outlives the algorithm that started it.
pub(super) struct Calls {
    pub(super) tx: mpsc::Sender<Done>,
    pub(super) rx: mpsc::Receiver<Done>,
    pub(super) running: HashMap<u64, Call>,
    /// Calls that ended while single calls were waited for (`--verify`
    /// in the middle of a live run): the live engine takes them first.
    pub(super) set_aside: VecDeque<Done>,
}

impl Default for Calls {
    fn default() -> Self {
        let (tx, rx) = mpsc::channel();
        Calls {
            tx,
            rx,
            running: HashMap::new(),
            set_aside: VecDeque::new(),
        }
    }
}
