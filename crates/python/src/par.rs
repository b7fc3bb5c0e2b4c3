//! Running a batch on several threads, results in input order.
//!
//! The engine runs no threads of its own: its batch calls work on any whole number of records,
//! and a record's result does not depend on the others. So the records are cut into chunks,
//! and each thread takes the next chunk from a shared queue until none is left. Taking chunks
//! on demand (rather than one fixed share per thread) keeps both cores busy when a few
//! puzzles are much slower than the rest, which is common in real data (a chunk of hard
//! puzzles next to a chunk of easy ones).

use std::num::NonZeroUsize;
use std::sync::Mutex;

/// Records per chunk: small enough to balance the load at the end of a batch, large enough
/// that the queue's lock is taken rarely (a 9×9 solve takes microseconds).
pub const CHUNK: usize = 256;

/// The number of threads to use: `requested`, or the machine's parallelism when it is 0.
pub fn thread_count(requested: usize) -> usize {
    if requested > 0 {
        requested
    } else {
        std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
    }
}

/// Runs `work` on every item of `chunks` with `threads` threads; with one thread (or one
/// chunk), on the calling thread. Each item is handed to exactly one call of `work`.
pub fn run<T: Send, F: Fn(T) + Sync>(
    chunks: impl Iterator<Item = T> + Send,
    threads: usize,
    work: F,
) {
    let queue = Mutex::new(chunks);
    // A poisoned lock means another worker panicked; the scope re-raises that panic anyway,
    // so the remaining workers simply stop.
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
            s.spawn(worker);
        }
        worker();
    });
}
