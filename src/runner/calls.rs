//! The oracle calls a runner has running: each call's candidate, its
//! control (to cancel it), its directory and its retries, and the channel
//! their threads answer on. A call started ahead outlives the list
//! algorithm that started it, so the calls belong to the runner.

use super::Runner;
use super::cache::Key;
use super::outcome::CallResult;
use super::supervise::CallControl;
use std::collections::HashMap;
use std::io;
use std::sync::{Arc, mpsc};

pub(super) struct Call {
    pub(super) key: Key,
    /// The candidate, to call again when its directory's filesystem was
    /// full or its launch failed.
    pub(super) bytes: Arc<Vec<u8>>,
    pub(super) control: Arc<CallControl>,
    pub(super) cancelled: bool,
    /// Launches of this candidate that failed before this call.
    pub(super) failed_launches: u32,
    /// Calls on this candidate that failed with an I/O error before this
    /// one (see [`super::Runner::retry_after`]).
    pub(super) io_retries: u32,
    /// The call's directory (in the run's directory calls went to as it
    /// started).
    pub(super) dir: std::path::PathBuf,
    /// Started for a candidate a later list algorithm will test (see
    /// [`LookAhead`]), not for a slot of the algorithm running: the
    /// outcomes under which it will.
    pub(super) ahead: Option<Serves>,
}

/// The outcomes under which a candidate found ahead is tested, each the
/// keys of the candidates its look-ahead took as interesting, every other
/// verdict not yet known failing (see [`Assumed`]; none: every one
/// failing). Once none of them can happen, its call is cancelled.
pub(super) type Serves = Vec<Vec<Key>>;

pub(super) type Done = (u64, io::Result<CallResult>);

/// The oracle calls a runner has running, across the list algorithms it
/// drives: a call started ahead outlives the algorithm that started it.
pub(super) struct Calls {
    pub(super) tx: mpsc::Sender<Done>,
    pub(super) rx: mpsc::Receiver<Done>,
    pub(super) running: HashMap<u64, Call>,
}

impl Default for Calls {
    fn default() -> Self {
        let (tx, rx) = mpsc::channel();
        Calls {
            tx,
            rx,
            running: HashMap::new(),
        }
    }
}

impl Runner {
    /// Cancels the calls `which` picks (once each): their processes are
    /// killed, their keys forgotten.
    pub(super) fn cancel_calls(&mut self, which: impl Fn(&Call) -> bool) {
        for call in self.calls.running.values_mut() {
            if !call.cancelled && which(call) {
                if call.ahead.is_some() {
                    self.ahead_keys.remove(&call.key);
                }
                call.cancelled = true;
                call.control.cancel();
                self.cache.abandon(call.key);
                self.stats.cancelled_calls += 1;
            }
        }
    }

    /// Cancels every call and waits for each to be reaped, so no process
    /// and no directory is left behind: calls started ahead that no test
    /// will use once the reduction's passes are done.
    pub fn end_calls(&mut self) {
        self.cancel_calls(|_| true);
        while !self.calls.running.is_empty() {
            match self.calls.rx.recv() {
                Ok((id, _)) => {
                    self.calls.running.remove(&id);
                }
                Err(_) => break,
            }
        }
    }
}
