//! Running independent pieces of work on several threads: a queue of chunks handed out on
//! demand.
//!
//! The engine's batch calls ([`Solver::solve_batch`](crate::Solver::solve_batch),
//! [`Solver::count_batch`](crate::Solver::count_batch)) run on the calling thread, work on any
//! whole number of records, and give each record a result that does not depend on the others.
//! So a caller with many records cuts them (and its output buffers) into chunks, and [`run`]
//! lets each thread take the next chunk from a shared queue until none is left. Taking chunks
//! on demand, rather than one fixed share per thread, keeps every core busy when a few records
//! are much slower than the rest, which is common in real data (a chunk of hard puzzles next
//! to a chunk of easy ones).
//!
//! This is the simple scheduler of a caller that holds its whole batch in memory (the Python
//! binding's NumPy and Arrow batches): every chunk writes its own part of the output, so the
//! results come out in input order with no reordering. The `sudoku` command streams its input
//! and keeps a scheduler of its own, which writes finished chunks in order as it goes.
//!
//! Nothing here does I/O or panics: a thread the system refuses to start is simply not used
//! (the calling thread always works), and a panic comes only from the caller's own `work`.
//!
//! # Example
//!
//! ```
//! use sudoku_engine::par::{self, CHUNK};
//! use sudoku_engine::{Shape, Solver, Status};
//!
//! let puzzles = vec![0u8; 1000 * 81]; // a thousand empty grids
//! let mut solutions = vec![0u8; puzzles.len()];
//! let mut status = vec![Status::Invalid; 1000];
//! let solver = Solver::new();
//! let chunks = puzzles
//!     .chunks(CHUNK * 81)
//!     .zip(solutions.chunks_mut(CHUNK * 81))
//!     .zip(status.chunks_mut(CHUNK));
//! par::run(chunks, par::thread_count(0), |((p, out), st)| {
//!     // The chunks are cut at record boundaries: the lengths always agree.
//!     let _ = solver.solve_batch(Shape::NINE, p, out, st);
//! });
//! assert!(status.iter().all(|&s| s == Status::Multiple));
//! ```

use std::num::NonZeroUsize;
use std::sync::Mutex;

/// Records per chunk for work that takes microseconds a record (a 9×9 solve): small enough
/// to balance the load at the end of a batch, large enough that the queue's lock is taken
/// rarely. Slower work wants smaller chunks (a rating takes milliseconds: 16 records; true
/// candidates up to seconds: one).
pub const CHUNK: usize = 256;

/// The number of threads to use: `requested`, or the machine's parallelism when it is 0 (1
/// when the system cannot say).
pub fn thread_count(requested: usize) -> usize {
    if requested > 0 {
        requested
    } else {
        std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
    }
}

/// Runs `work` on every item of `chunks`, with up to `threads` threads, the calling thread
/// being one of them; with one thread, or when `chunks` says it holds a single item, all on
/// the calling thread with no other. Each item is handed to exactly one call of `work`, and
/// `run` returns when every call has returned.
///
/// No more threads are started than `chunks` has items (by its size hint). A thread that the
/// system refuses to start is left out and the others share its items.
///
/// A panic in `work` stops the thread it happened on; the others stop taking items, and the
/// panic is raised again in the caller when they have finished.
pub fn run<T: Send, F: Fn(T) + Sync>(
    chunks: impl Iterator<Item = T> + Send,
    threads: usize,
    work: F,
) {
    let threads = match chunks.size_hint() {
        (_, Some(most)) => threads.min(most),
        (_, None) => threads,
    };
    let queue = Mutex::new(chunks);
    // A poisoned lock means another worker panicked; the scope raises that panic again
    // anyway, so the remaining workers simply stop.
    let next = || queue.lock().ok().and_then(|mut q| q.next());
    let worker = || {
        while let Some(item) = next() {
            work(item);
        }
    };
    if threads <= 1 {
        worker();
        return;
    }
    std::thread::scope(|s| {
        for _ in 1..threads {
            // A thread the system cannot start is one worker fewer, not a failure.
            if std::thread::Builder::new().spawn_scoped(s, worker).is_err() {
                break;
            }
        }
        worker();
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_item_is_worked_on_once_whatever_the_thread_count() {
        for threads in [0, 1, 2, 3, 8] {
            for items in [0, 1, 2, 5, 100] {
                let mut seen = vec![0u8; items];
                let calls = AtomicUsize::new(0);
                run(seen.chunks_mut(1), thread_count(threads), |slot| {
                    slot[0] += 1;
                    calls.fetch_add(1, Ordering::Relaxed);
                });
                assert!(seen.iter().all(|&n| n == 1), "{threads} threads, {items}");
                assert_eq!(calls.into_inner(), items);
            }
        }
    }

    #[test]
    fn slow_items_do_not_hold_up_the_others() {
        // Item 0 waits until every other item is done: with two threads it finishes only if
        // the other thread takes the rest of the queue meanwhile.
        // (It gives up after a minute rather than hang the test run.)
        let done = AtomicUsize::new(0);
        let waited = AtomicUsize::new(0);
        let items = 50;
        run(0..items, 2, |i| {
            if i == 0 {
                let start = std::time::Instant::now();
                while done.load(Ordering::Acquire) < items - 1
                    && start.elapsed() < std::time::Duration::from_secs(60)
                {
                    std::thread::yield_now();
                }
                waited.store(done.load(Ordering::Acquire), Ordering::Release);
            }
            done.fetch_add(1, Ordering::AcqRel);
        });
        assert_eq!(waited.into_inner(), items - 1);
        assert_eq!(done.into_inner(), items);
    }

    #[test]
    fn the_thread_count_is_the_request_or_the_machine() {
        assert_eq!(thread_count(3), 3);
        assert!(thread_count(0) >= 1);
    }
}
