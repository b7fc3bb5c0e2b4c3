//! The work on one puzzle number: the engine call under the puzzle's budget (the command's
//! deadline, the per-puzzle limit, the run's cancel flag), run by the batch pipeline like any
//! other command's records.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use sudoku_engine::generate::{GenerateError, Generated, Generator, Wanted};
use sudoku_engine::{Budget, CancelFlag};

use super::write::Writer;
use crate::batch::Task;
use crate::chunk::Output;

/// Makes puzzle `i` for each item `i` of the batch.
pub(super) struct GenerateTask {
    pub(super) generator: Generator,
    pub(super) wanted: Wanted,
    /// When the whole command must stop (`--timeout`).
    pub(super) deadline: Option<Instant>,
    /// The time one puzzle may take (`--puzzle-timeout`).
    pub(super) puzzle_timeout: Option<Duration>,
    /// Raised by the batch when the run stops early, so that puzzles in progress end.
    pub(super) cancel: CancelFlag,
    pub(super) writer: Writer,
    /// The puzzles begun but stopped by the command's deadline.
    pub(super) cut_short: Mutex<Vec<u64>>,
}

/// The budget of one puzzle, classic or variant: the run's cancel flag, its own time limit
/// from now, and the command's deadline.
pub(super) fn puzzle_budget(
    cancel: &CancelFlag,
    puzzle_timeout: Option<Duration>,
    deadline: Option<Instant>,
) -> Budget {
    let mut budget = Budget::unlimited().with_cancel(cancel.clone());
    if let Some(limit) = puzzle_timeout {
        budget = budget.with_timeout(limit);
    }
    if let Some(deadline) = deadline {
        budget = budget.with_deadline(deadline);
    }
    budget
}

impl GenerateTask {
    /// Puzzle `index`: the engine's, reproducible from the seed and `index` alone; its own
    /// time limit starts now, and the command's deadline holds too.
    fn make(&self, index: u64) -> Result<Generated, GenerateError> {
        let budget = puzzle_budget(&self.cancel, self.puzzle_timeout, self.deadline);
        self.generator
            .generate_wanted(index, self.wanted, &budget)
            .map(|graded| graded.generated)
    }

    /// Whether the command's deadline has passed.
    pub(super) fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

impl Task for GenerateTask {
    type Item = u64;

    /// One puzzle per chunk: a puzzle takes from microseconds (9×9 with many givens) to
    /// seconds (a minimal 25×25), so a worker never waits behind another's batch of them, and
    /// one lock round per puzzle is noise next to even the fastest.
    const CHUNK: usize = 1;

    /// A generated puzzle's text is small (under 4 KiB for a 25×25 grid with its solution), so
    /// the others may run far ahead of a slow one: 64 per worker.
    const WINDOW_PER_THREAD: usize = 64;

    /// A puzzle can take seconds: each one is shown as soon as its turn comes.
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
            // The command's time is up: the summary at the end names every puzzle not made.
            Err(e) if e.is_time_out() && self.past_deadline() => {
                out.tally.failed += 1;
                if let Ok(mut cut) = self.cut_short.lock() {
                    cut.push(index);
                }
            }
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

/// The puzzle numbers `0..count`, ending early once `deadline` has passed so that a long run
/// stopped by `--timeout` does not go through the numbers it will not make. Its length is
/// exact only without a deadline (the progress bar then shows an estimate).
pub(super) struct Numbers {
    next: u64,
    count: u64,
    deadline: Option<Instant>,
}

impl Numbers {
    /// The numbers `0..count`, stopping at `deadline`.
    pub(super) fn upto(count: u64, deadline: Option<Instant>) -> Numbers {
        Numbers {
            next: 0,
            count,
            deadline,
        }
    }
}

impl Iterator for Numbers {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        if self.next >= self.count || self.deadline.is_some_and(|d| Instant::now() >= d) {
            return None;
        }
        self.next += 1;
        Some(self.next - 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.count - self.next).unwrap_or(usize::MAX);
        match self.deadline {
            Some(_) => (0, Some(left)),
            None => (left, Some(left)),
        }
    }
}
