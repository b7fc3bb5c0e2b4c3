//! The work on one puzzle number: the engine call under a per-puzzle budget, run by the batch
//! pipeline like any other command's records.

use std::time::Duration;

use sudoku_engine::generate::{GenerateError, Generated, Generator, Wanted};
use sudoku_engine::{Budget, CancelFlag};

use super::write::Writer;
use crate::batch::{Output, Task};

/// Makes puzzle `i` for each item `i` of the batch.
pub(super) struct GenerateTask {
    pub(super) generator: Generator,
    pub(super) wanted: Wanted,
    /// The time one puzzle may take.
    pub(super) timeout: Duration,
    /// Raised by the batch when the run stops early, so that puzzles in progress end.
    pub(super) cancel: CancelFlag,
    pub(super) writer: Writer,
}

impl GenerateTask {
    /// Puzzle `index`: the engine's, reproducible from the seed and `index` alone; its own
    /// time limit starts now.
    fn make(&self, index: u64) -> Result<Generated, GenerateError> {
        let budget = Budget::unlimited()
            .with_timeout(self.timeout)
            .with_cancel(self.cancel.clone());
        self.generator
            .generate_wanted(index, self.wanted, &budget)
            .map(|graded| graded.generated)
    }
}

impl Task for GenerateTask {
    type Item = u64;

    /// One puzzle per chunk: a puzzle takes from microseconds (9×9 with many givens) to a
    /// minute (a minimal 25×25), so a worker never waits behind another's batch of them, and
    /// one lock round per puzzle is noise next to even the fastest.
    const CHUNK: usize = 1;

    /// A generated puzzle's text is small (under 4 KiB for a 25×25 grid with its solution), so
    /// the others may run far ahead of a slow one: 64 per worker.
    const WINDOW_PER_THREAD: usize = 64;

    /// A puzzle can take a minute: each one is shown as soon as its turn comes.
    const FLUSH_EACH_CHUNK: bool = true;

    fn run(&self, index: u64, _item: &u64, out: &mut Output) {
        out.tally.records += 1;
        match self.make(index) {
            Ok(made) => {
                out.tally.solved += 1;
                self.writer.puzzle(index, &made, &mut out.stdout);
            }
            // The run is stopping (output failed, or a worker panicked): nothing to say.
            Err(GenerateError::Cancelled) => out.tally.failed += 1,
            Err(e) => {
                out.tally.failed += 1;
                self.writer.failure(index, &e, &mut out.stderr);
            }
        }
    }

    fn cancel_flag(&self) -> Option<&CancelFlag> {
        Some(&self.cancel)
    }
}
