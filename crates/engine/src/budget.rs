//! How long an operation may run: an optional deadline and an optional shared cancel flag,
//! checked cheaply from inside the long loops (search, minimize, logic steps, generation).
//!
//! The engine never reads the clock on its own initiative: a caller that wants a limit builds a
//! [`Budget`] and hands it to the long operation, which polls it through a [`Meter`] every few
//! hundred units of work. A poll is one relaxed atomic load and, on one call in
//! [`Meter::EVERY`], a read of the monotonic clock, so an unlimited budget costs next to nothing.
//!
//! # Example
//!
//! ```
//! use std::time::Duration;
//! use sudoku_engine::{Budget, CancelFlag, Interrupted};
//!
//! let flag = CancelFlag::new();
//! let budget = Budget::unlimited()
//!     .with_timeout(Duration::from_secs(60))
//!     .with_cancel(flag.clone());
//! assert_eq!(budget.check(), Ok(()));
//! flag.cancel(); // from another thread, a signal handler's watcher, a web request's guard
//! assert_eq!(budget.check(), Err(Interrupted::Cancelled));
//! ```

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Why a long operation stopped before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Interrupted {
    /// The deadline passed.
    #[error("time limit reached")]
    Deadline,
    /// The cancel flag was raised.
    #[error("cancelled")]
    Cancelled,
}

/// A flag shared between the code that runs an operation and the code that may stop it.
/// Cloning gives another handle to the same flag.
#[derive(Clone, Debug, Default)]
pub struct CancelFlag(Arc<AtomicBool>);

impl CancelFlag {
    /// A flag that is not raised.
    pub fn new() -> CancelFlag {
        CancelFlag::default()
    }

    /// Raises the flag: every operation whose budget holds it stops at its next poll.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag has been raised.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// The limits of one operation: an optional deadline and an optional cancel flag. The default
/// is unlimited.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    deadline: Option<Instant>,
    cancel: Option<CancelFlag>,
}

impl Budget {
    /// No deadline and no cancel flag.
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    /// The same budget, ending at `deadline` (the earlier one wins if it had one already).
    pub fn with_deadline(mut self, deadline: Instant) -> Budget {
        self.deadline = Some(match self.deadline {
            Some(d) => d.min(deadline),
            None => deadline,
        });
        self
    }

    /// The same budget, ending `timeout` from now (the earlier deadline wins). A timeout too
    /// large to represent means no deadline.
    pub fn with_timeout(self, timeout: Duration) -> Budget {
        match Instant::now().checked_add(timeout) {
            Some(d) => self.with_deadline(d),
            None => self,
        }
    }

    /// The same budget, also stopped when `flag` is raised.
    pub fn with_cancel(mut self, flag: CancelFlag) -> Budget {
        self.cancel = Some(flag);
        self
    }

    /// The deadline, if there is one.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// The time left before the deadline (`None` when there is no deadline, zero once passed).
    pub fn remaining(&self) -> Option<Duration> {
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }

    /// Whether this budget can ever run out.
    pub fn is_unlimited(&self) -> bool {
        self.deadline.is_none() && self.cancel.is_none()
    }

    /// Whether the operation may go on: the cancel flag first, then the clock.
    ///
    /// # Errors
    ///
    /// [`Interrupted::Cancelled`] once the flag is raised, [`Interrupted::Deadline`] once the
    /// deadline has passed.
    pub fn check(&self) -> Result<(), Interrupted> {
        if self.cancel.as_ref().is_some_and(CancelFlag::is_cancelled) {
            return Err(Interrupted::Cancelled);
        }
        match self.deadline {
            Some(d) if Instant::now() >= d => Err(Interrupted::Deadline),
            _ => Ok(()),
        }
    }

    /// A meter over this budget, for polling from a hot loop.
    pub fn meter(&self) -> Meter<'_> {
        Meter {
            budget: self,
            countdown: 1,
            tripped: None,
        }
    }
}

/// Polls a [`Budget`] from a hot loop: [`Meter::tick`] checks the budget on one call in
/// [`Meter::EVERY`] (and on the first), and once the budget has run out it keeps saying so
/// without looking again.
#[derive(Debug)]
pub struct Meter<'a> {
    budget: &'a Budget,
    countdown: u32,
    tripped: Option<Interrupted>,
}

impl Meter<'_> {
    /// How many ticks pass between two real checks. A search node of the 9×9 solver takes
    /// tens of nanoseconds and a clock read about twenty, so this keeps the cost under one
    /// part in a hundred while a deadline is still seen within a fraction of a millisecond.
    pub const EVERY: u32 = 256;

    /// Counts one unit of work.
    ///
    /// # Errors
    ///
    /// The reason the budget ran out, on this tick or an earlier one.
    #[inline]
    pub fn tick(&mut self) -> Result<(), Interrupted> {
        if let Some(why) = self.tripped {
            return Err(why);
        }
        self.countdown -= 1;
        if self.countdown > 0 {
            return Ok(());
        }
        self.countdown = Self::EVERY;
        if self.budget.is_unlimited() {
            return Ok(());
        }
        self.check_now()
    }

    /// Checks the budget now, whatever the count.
    ///
    /// # Errors
    ///
    /// The reason the budget ran out.
    pub fn check_now(&mut self) -> Result<(), Interrupted> {
        if let Some(why) = self.tripped {
            return Err(why);
        }
        let r = self.budget.check();
        self.tripped = r.err();
        r
    }

    /// Why the budget ran out, if it has been seen to.
    pub fn tripped(&self) -> Option<Interrupted> {
        self.tripped
    }

    /// Records that the budget ran out for `why`, as another meter of the same budget saw
    /// (a search started under this one's run), so that this one says so from now on.
    pub(crate) fn trip(&mut self, why: Interrupted) {
        self.tripped = Some(why);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unlimited_never_runs_out() {
        let b = Budget::unlimited();
        let mut m = b.meter();
        for _ in 0..10_000 {
            assert_eq!(m.tick(), Ok(()));
        }
        assert!(b.remaining().is_none());
    }

    #[test]
    fn a_passed_deadline_is_seen_on_the_first_tick() {
        let b = Budget::unlimited().with_deadline(Instant::now());
        let mut m = b.meter();
        assert_eq!(m.tick(), Err(Interrupted::Deadline));
        assert_eq!(m.tick(), Err(Interrupted::Deadline));
        assert_eq!(b.remaining(), Some(Duration::ZERO));
    }

    #[test]
    fn cancel_is_seen_within_one_period() {
        let flag = CancelFlag::new();
        let b = Budget::unlimited().with_cancel(flag.clone());
        let mut m = b.meter();
        assert_eq!(m.tick(), Ok(()));
        flag.cancel();
        let mut ticks = 0;
        while m.tick().is_ok() {
            ticks += 1;
        }
        assert!(ticks < Meter::EVERY, "{ticks}");
        assert_eq!(m.tripped(), Some(Interrupted::Cancelled));
    }

    #[test]
    fn the_earlier_deadline_wins_and_huge_timeouts_mean_none() {
        let soon = Instant::now() + Duration::from_secs(1);
        let b = Budget::unlimited()
            .with_deadline(soon)
            .with_timeout(Duration::from_secs(3600));
        assert_eq!(b.deadline(), Some(soon));
        assert!(Budget::unlimited()
            .with_timeout(Duration::MAX)
            .deadline()
            .is_none());
    }
}
