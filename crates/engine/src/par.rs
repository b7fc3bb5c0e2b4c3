//! Running independent pieces of work on several threads: the one batch scheduler, for a
//! batch held in memory ([`run`]) and for a stream whose results must come out in input order
//! ([`stream`]).
//!
//! The engine's batch calls ([`Solver::solve_batch`](crate::Solver::solve_batch),
//! [`Solver::count_batch`](crate::Solver::count_batch)) run on the calling thread, work on any
//! whole number of records, and give each record a result that does not depend on the others.
//! So a caller with many records cuts them into chunks, and the scheduler lets each thread take
//! the next chunk from a shared queue until none is left. Taking chunks on demand, rather than
//! one fixed share per thread, keeps every core busy when a few records are much slower than
//! the rest, which is common in real data (a chunk of hard puzzles next to a chunk of easy
//! ones).
//!
//! [`stream`] is the scheduler itself. Its input is an iterator, read a chunk at a time by
//! whichever worker needs work (the workers take turns holding it: there is no reader thread);
//! the worker runs the caller's work on the chunk without any lock, then hands the result to
//! the caller's [`Sink`] in its turn: each worker parks its result and writes every result
//! that is now next in line, whoever made it, so results come out in input order with no
//! writer thread either. A window bounds the chunks in flight, so memory stays constant
//! whatever the input's length, even when one chunk is slow and the others race ahead. A
//! result too long to hold (every solution of a puzzle with millions) can be written while it
//! is made, through its chunk's [`Turn`]. The `sudoku` command runs every batch on it: it reads
//! records from files, writes text to standard output, and passes its progress bar and its
//! Ctrl-C handling in through the sink and a [`CancelFlag`].
//!
//! [`run`] is the same scheduler for a caller that holds its whole batch in memory (the Python
//! binding's NumPy and Arrow batches): every chunk writes its own part of the output, so there
//! is nothing to put in order and nothing to wait for.
//!
//! Nothing here does I/O or panics: a thread the system refuses to start is simply not used
//! (the calling thread always works), and a panic comes only from the caller's own code.
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

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::fmt;
use std::iter::Peekable;
use std::num::NonZeroUsize;
use std::ops::ControlFlow;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;

use crate::CancelFlag;

/// Records per chunk for work that takes microseconds a record (a 9×9 solve): small enough
/// to balance the load at the end of a batch, large enough that the queue's lock is taken
/// rarely. Slower work wants smaller chunks (a rating takes milliseconds: 16 records; true
/// candidates up to seconds: one).
pub const CHUNK: usize = 256;

/// Chunks in flight per worker thread in a [`stream`], by default: enough that a worker
/// rarely waits for a slow chunk before it, few enough that the results waiting for their turn
/// take little memory (a few chunks' text per thread).
pub const WINDOW_PER_THREAD: usize = 4;

/// The number of threads to use: `requested`, or the machine's parallelism when it is 0 (1
/// when the system cannot say).
pub fn thread_count(requested: usize) -> usize {
    if requested > 0 {
        requested
    } else {
        thread::available_parallelism().map_or(1, NonZeroUsize::get)
    }
}

/// Runs `work` on every item of `chunks`, with up to `threads` threads, the calling thread
/// being one of them; with one thread, or when `chunks` holds a single item, all on the
/// calling thread with no other. Each item is handed to exactly one call of `work`, and `run`
/// returns when every call has returned.
///
/// This is [`stream`] with chunks of one item, no window and a sink that keeps nothing: each
/// item writes its own part of the output, so nothing is put in order, and a slow item holds
/// up no other.
///
/// No more threads are started than `chunks` has items: another starts only when a worker
/// takes an item and more are waiting. A thread that the system refuses to start is left out
/// and the others share its items.
///
/// A panic in `work` stops the thread it happened on; the others stop taking items, and the
/// panic is raised again in the caller when they have finished.
pub fn run<T: Send, F: Fn(T) + Sync>(
    chunks: impl Iterator<Item = T> + Send,
    threads: usize,
    work: F,
) {
    let options = StreamOptions {
        threads,
        chunk: 1,
        window_per_thread: usize::MAX,
    };
    let each = |items: Vec<T>, _: &Turn<'_, Discard>| items.into_iter().for_each(&work);
    match stream(chunks, options, None, each, Discard).1 {
        Ok(()) => {}
        Err(never) => match never {},
    }
}

/// The sink of [`run`]: its items have written their output already.
struct Discard;

impl Sink for Discard {
    type Chunk = ();
    type Error = Infallible;

    fn write(&mut self, (): ()) -> Result<ControlFlow<()>, Infallible> {
        Ok(ControlFlow::Continue(()))
    }
}

/// How a [`stream`] is cut and how far it may run ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamOptions {
    /// The most worker threads, the calling thread included (0 counts as 1). With one, the
    /// whole stream runs on the calling thread, which starts no other.
    pub threads: usize,
    /// Items per chunk (0 counts as 1). Cheap items go many together, so that the locks are
    /// taken rarely ([`CHUNK`] for a 9×9 solve); items that take seconds go alone, so that no
    /// worker waits behind another's chunk of them.
    pub chunk: usize,
    /// Chunks in flight per thread past the last one written (0 counts as 1): how far the
    /// others may run ahead of a slow chunk, and so how many results may wait in memory for
    /// their turn. `usize::MAX` is no bound.
    pub window_per_thread: usize,
}

impl StreamOptions {
    /// `threads` workers, chunks of [`CHUNK`] items and a window of [`WINDOW_PER_THREAD`]
    /// chunks per thread.
    pub fn new(threads: usize) -> StreamOptions {
        StreamOptions {
            threads,
            chunk: CHUNK,
            window_per_thread: WINDOW_PER_THREAD,
        }
    }
}

/// Where the results of a [`stream`] go, one chunk's at a time, in input order.
///
/// The sink is called under the stream's write lock, by whichever worker finished the chunk
/// whose turn has come, so it needs no lock of its own and sees its calls one at a time; the
/// caller gets it back when the stream ends, with whatever it counted.
pub trait Sink: Send {
    /// What the work makes of one chunk of items.
    type Chunk: Send;
    /// Why writing failed.
    type Error: Send;

    /// Writes a finished chunk, now that every chunk before it has been written.
    /// `ControlFlow::Break` ends the stream after this chunk (its work was cut short, and what
    /// came after it was never made): the chunks after it are dropped unwritten, and the
    /// output is a prefix of the input's.
    ///
    /// # Errors
    ///
    /// Any: the stream stops, raises its cancel flag, and [`stream`] returns the error.
    fn write(&mut self, chunk: Self::Chunk) -> Result<ControlFlow<()>, Self::Error>;

    /// Called after each run of chunks written together (and before the lock is let go): the
    /// place to flush a buffer when results should show as they come. Does nothing by default.
    ///
    /// # Errors
    ///
    /// As [`Sink::write`].
    fn flush(&mut self) -> Result<(), Self::Error> {
        Ok(())
    }
}

/// A chunk's place in the output of a [`stream`], handed to the work with its items: through
/// it the work may write part of its result early, in its turn, so that a result of any length
/// goes out in constant memory.
pub struct Turn<'a, S: Sink> {
    writer: &'a Writer<'a, S>,
    seq: u64,
}

/// The [`stream`] stopped (a write failed, a chunk ended it, the work panicked on another
/// thread) before a chunk's turn came, or the early write failed: the work should stop making
/// its result, which will not be written. A failed write's own error is what [`stream`]
/// returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the batch has stopped")
    }
}

impl std::error::Error for Stopped {}

impl<S: Sink> Turn<'_, S> {
    /// The chunk's number: 0 for the first chunk read, then 1, 2, ….
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// Waits until every chunk before this one has been written, then calls `write` with the
    /// sink. The chunks after this one wait meanwhile, so what `write` sends stands between
    /// the chunk before and the rest of this chunk's result, written when the work returns.
    ///
    /// # Errors
    ///
    /// [`Stopped`], when the stream stopped before this chunk's turn came or `write` failed
    /// (its error then ends the stream, as a failed [`Sink::write`] does).
    pub fn write<R>(
        &self,
        write: impl FnOnce(&mut S) -> Result<R, S::Error>,
    ) -> Result<R, Stopped> {
        let w = self.writer;
        let mut state = w.state.lock().map_err(|_| Stopped)?;
        while state.next < self.seq && state.going() {
            state = w.room.wait(state).map_err(|_| Stopped)?;
        }
        if !state.going() {
            return Err(Stopped);
        }
        write(&mut state.sink).map_err(|e| {
            w.stop(&mut state, Going::Failed(e));
            Stopped
        })
    }
}

/// Runs `work` over the items of `items`, a chunk at a time, on up to `options.threads`
/// threads (the calling thread being one), and hands each chunk's result to `sink` in input
/// order. Returns the sink, with whatever it counted, and the first error it gave.
///
/// `work` gets a chunk's items, in input order, and its [`Turn`]; the items are freed by the
/// thread that ran them. Reading the next chunk of `items` happens under a lock, so the
/// iterator may block on I/O: only the workers that want a chunk wait for it.
///
/// There is no reader or writer thread: a worker reads its own chunk, and writes whatever is
/// next in line when it finishes, so an item is made and freed on one thread and `threads`
/// threads keep as many cores busy. (A reader thread and a writer thread, which the `sudoku`
/// command had before, took a share of the cores, and freeing on another thread than the one
/// that allocated cost 15% more CPU than one thread: docs/BENCHMARKS.md, "Batch on all
/// cores".)
///
/// A chunk may be read only while it is fewer than `options.threads ×
/// options.window_per_thread` chunks past the last one written: a slow chunk holds the others
/// back that far and no further, so the results waiting for their turn stay bounded.
///
/// Workers start one at a time, when a chunk is taken and more input is waiting, so a run
/// never has more threads than chunks (one item with a thousand threads asked starts none),
/// and the threads a short run does not need cost nothing. A thread the system refuses to
/// start is left out.
///
/// # Stopping early
///
/// When `cancel` is raised (by the caller: an interrupt, a deadline), no more chunk is read:
/// the chunks already read are finished and written, in order, so the output is the results
/// of a prefix of the input. The stream raises `cancel` itself when it stops on its own: a
/// failed write, a chunk that ends it ([`Sink::write`]), a panic in `work`; work that watches
/// the flag (through a [`Budget`](crate::Budget)) then ends soon.
///
/// A panic in `work` (or in the iterator or the sink) stops the others: none waits for the
/// chunk the panicking thread held, and the panic is raised again in the caller once every
/// worker has returned.
///
/// # Example
///
/// Squares of 0 to 999, three items a chunk, on four threads, each chunk's text written in
/// its turn:
///
/// ```
/// use std::ops::ControlFlow;
/// use sudoku_engine::par::{self, Sink, StreamOptions};
///
/// #[derive(Default)]
/// struct Text(String);
///
/// impl Sink for Text {
///     type Chunk = String;
///     type Error = std::convert::Infallible;
///
///     fn write(&mut self, chunk: String) -> Result<ControlFlow<()>, Self::Error> {
///         self.0.push_str(&chunk);
///         Ok(ControlFlow::Continue(()))
///     }
/// }
///
/// let options = StreamOptions { chunk: 3, ..StreamOptions::new(4) };
/// let work = |items: Vec<u64>, _: &par::Turn<'_, Text>| {
///     items.iter().map(|i| format!("{}\n", i * i)).collect::<String>()
/// };
/// let (text, result) = par::stream(0..1000u64, options, None, work, Text::default());
/// assert!(result.is_ok());
/// let expected: String = (0..1000u64).map(|i| format!("{}\n", i * i)).collect();
/// assert_eq!(text.0, expected);
/// ```
pub fn stream<I, S, F>(
    items: I,
    options: StreamOptions,
    cancel: Option<&CancelFlag>,
    work: F,
    sink: S,
) -> (S, Result<(), S::Error>)
where
    I: Iterator + Send,
    I::Item: Send,
    S: Sink,
    F: Fn(Vec<I::Item>, &Turn<'_, S>) -> S::Chunk + Sync,
{
    let threads = options.threads.max(1);
    let window = threads.saturating_mul(options.window_per_thread.max(1));
    let shared = Shared {
        feed: Mutex::new(Feed {
            items: items.peekable(),
            seq: 0,
            workers: 1,
        }),
        writer: Writer {
            state: Mutex::new(Ordered {
                sink,
                pending: BTreeMap::new(),
                next: 0,
                going: Going::On,
            }),
            room: Condvar::new(),
            cancel,
        },
        work,
        threads,
        chunk: options.chunk.max(1),
        window: u64::try_from(window).unwrap_or(u64::MAX),
    };
    thread::scope(|scope| shared.work(scope));
    let state = shared
        .writer
        .state
        .into_inner()
        .unwrap_or_else(PoisonError::into_inner);
    let result = match state.going {
        Going::Failed(e) => Err(e),
        Going::On | Going::Closed | Going::Panicked => Ok(()),
    };
    (state.sink, result)
}

/// What every worker of a [`stream`] shares.
struct Shared<'a, I: Iterator, S: Sink, F> {
    feed: Mutex<Feed<I>>,
    writer: Writer<'a, S>,
    work: F,
    /// The most workers to start.
    threads: usize,
    chunk: usize,
    /// Chunks that may be read past the last one written.
    window: u64,
}

/// The reading side: whoever holds its lock reads the next chunk.
struct Feed<I: Iterator> {
    items: Peekable<I>,
    /// The number of the next chunk.
    seq: u64,
    /// Workers started so far, the calling thread included.
    workers: usize,
}

/// The writing side: results wait here until their turn comes.
struct Writer<'a, S: Sink> {
    state: Mutex<Ordered<S>>,
    /// Signalled when chunks are written (room in the window, a turn come) or the stream
    /// stops.
    room: Condvar,
    /// Watched before each chunk is read; raised when the stream stops on its own.
    cancel: Option<&'a CancelFlag>,
}

/// The sink and the results waiting for it.
struct Ordered<S: Sink> {
    sink: S,
    pending: BTreeMap<u64, S::Chunk>,
    /// The number of the next chunk to write.
    next: u64,
    going: Going<S::Error>,
}

/// Whether a stream goes on, and if not, why.
enum Going<E> {
    On,
    /// A write failed: everybody stops, and the stream returns the error.
    Failed(E),
    /// A chunk ended the stream ([`Sink::write`]): nothing after it is written.
    Closed,
    /// A worker panicked: everybody stops, and the panic reaches the caller.
    Panicked,
}

impl<S: Sink> Ordered<S> {
    fn going(&self) -> bool {
        matches!(self.going, Going::On)
    }
}

impl<I, S, F> Shared<'_, I, S, F>
where
    I: Iterator + Send,
    I::Item: Send,
    S: Sink,
    F: Fn(Vec<I::Item>, &Turn<'_, S>) -> S::Chunk + Sync,
{
    /// A worker's loop: read a chunk, run it, write what is ready; until the input ends or
    /// the stream stops. A poisoned lock (a panicking worker) ends the loop too.
    fn work<'s>(&'s self, scope: &'s thread::Scope<'s, '_>) {
        let _stop = StopOnPanic(&self.writer);
        while let Some((items, seq, another)) = self.take() {
            if another {
                // A thread the system cannot start is one worker fewer, not a failure.
                let _ = thread::Builder::new().spawn_scoped(scope, move || self.work(scope));
            }
            let turn = Turn {
                writer: &self.writer,
                seq,
            };
            let chunk = (self.work)(items, &turn);
            if !self.writer.put(seq, chunk) {
                return;
            }
        }
    }

    /// Reads the next chunk and its number, once the window has room for it; `None` at the
    /// end or when the stream stops. The flag says whether to start another worker: more
    /// input waits and fewer than `threads` run.
    fn take(&self) -> Option<(Vec<I::Item>, u64, bool)> {
        if self.writer.cancel.is_some_and(CancelFlag::is_cancelled) {
            return None;
        }
        let mut feed = self.feed.lock().ok()?;
        feed.items.peek()?;
        {
            let mut state = self.writer.state.lock().ok()?;
            while feed.seq >= state.next.saturating_add(self.window) && state.going() {
                state = self.writer.room.wait(state).ok()?;
            }
            if !state.going() {
                return None;
            }
        }
        let items: Vec<I::Item> = feed.items.by_ref().take(self.chunk).collect();
        let seq = feed.seq;
        feed.seq += 1;
        let another = feed.workers < self.threads && feed.items.peek().is_some();
        feed.workers += usize::from(another);
        Some((items, seq, another))
    }
}

impl<S: Sink> Writer<'_, S> {
    /// Parks chunk `seq`'s result and writes every result now next in line. Returns `false`
    /// when the stream has stopped.
    fn put(&self, seq: u64, chunk: S::Chunk) -> bool {
        let Ok(mut guard) = self.state.lock() else {
            return false;
        };
        let state = &mut *guard;
        if !state.going() {
            return false;
        }
        state.pending.insert(seq, chunk);
        let mut wrote = false;
        while let Some(chunk) = state.pending.remove(&state.next) {
            state.next += 1;
            wrote = true;
            match state.sink.write(chunk) {
                Ok(ControlFlow::Continue(())) => {}
                Ok(ControlFlow::Break(())) => {
                    // What came after this chunk was never made: the output stops here.
                    self.stop(state, Going::Closed);
                    break;
                }
                Err(e) => {
                    self.stop(state, Going::Failed(e));
                    return false;
                }
            }
        }
        if wrote {
            if let Err(e) = state.sink.flush() {
                self.stop(state, Going::Failed(e));
                return false;
            }
            self.room.notify_all();
        }
        state.going()
    }

    /// Stops the stream for `why` (the first reason stays), drops the results still waiting,
    /// raises the cancel flag so that work in progress ends soon, and wakes every worker
    /// waiting for room or for its turn.
    fn stop(&self, state: &mut Ordered<S>, why: Going<S::Error>) {
        if state.going() {
            state.going = why;
        }
        state.pending.clear();
        if let Some(flag) = self.cancel {
            flag.cancel();
        }
        self.room.notify_all();
    }
}

/// Stops the stream if its worker panics, so that none of the others waits forever for the
/// result of the chunk it held. (The `sudoku` command's release build aborts on a panic, with
/// its message; tests and the Python binding unwind, and the panic reaches the caller once
/// every worker has stopped.)
struct StopOnPanic<'a, 'c, S: Sink>(&'a Writer<'c, S>);

impl<S: Sink> Drop for StopOnPanic<'_, '_, S> {
    fn drop(&mut self) {
        if thread::panicking() {
            let mut state: MutexGuard<'_, Ordered<S>> =
                self.0.state.lock().unwrap_or_else(PoisonError::into_inner);
            self.0.stop(&mut state, Going::Panicked);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

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
        // the other thread takes the rest of the queue meanwhile (so `run` has no window).
        // (It gives up after a minute rather than hang the test run.)
        let done = AtomicUsize::new(0);
        let waited = AtomicUsize::new(0);
        let items = 50;
        run(0..items, 2, |i| {
            if i == 0 {
                let start = Instant::now();
                while done.load(Ordering::Acquire) < items - 1
                    && start.elapsed() < Duration::from_secs(60)
                {
                    thread::yield_now();
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

    /// A sink that keeps the items it is given, in the order given, and counts its calls.
    #[derive(Default)]
    struct Keep {
        items: Vec<u64>,
        writes: usize,
        /// `write` ends the stream after the chunk that holds this item.
        break_at: Option<u64>,
    }

    impl Sink for Keep {
        type Chunk = Vec<u64>;
        type Error = String;

        fn write(&mut self, chunk: Vec<u64>) -> Result<ControlFlow<()>, String> {
            self.writes += 1;
            let stop = self.break_at.is_some_and(|b| chunk.contains(&b));
            self.items.extend(chunk);
            Ok(if stop {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            })
        }
    }

    /// A small deterministic generator (xorshift), for delays that differ item to item.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    fn options(threads: usize, chunk: usize, window_per_thread: usize) -> StreamOptions {
        StreamOptions {
            threads,
            chunk,
            window_per_thread,
        }
    }

    #[test]
    fn results_keep_input_order_whatever_each_item_takes() {
        for (threads, chunk, window) in [(2, 1, 1), (2, 3, 4), (3, 7, 2), (8, 1, 4), (8, 5, 64)] {
            let n = 400u64;
            let work = |items: Vec<u64>, _: &Turn<'_, Keep>| {
                for &i in &items {
                    // Up to 200 µs: enough for chunks to finish out of order.
                    let mut s = i.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
                    thread::sleep(Duration::from_micros(xorshift(&mut s) % 200));
                }
                items
            };
            let opts = options(threads, chunk, window);
            let (kept, result) = stream(0..n, opts, None, work, Keep::default());
            assert_eq!(result, Ok(()));
            assert_eq!(kept.items, (0..n).collect::<Vec<_>>(), "{opts:?}");
            assert_eq!(kept.writes as u64, n.div_ceil(chunk as u64));
        }
    }

    #[test]
    fn no_more_chunks_are_in_flight_than_the_window() {
        /// Counts the chunks written.
        struct Written<'a>(&'a AtomicU64);

        impl Sink for Written<'_> {
            type Chunk = ();
            type Error = Infallible;

            fn write(&mut self, (): ()) -> Result<ControlFlow<()>, Infallible> {
                self.0.fetch_add(1, Ordering::SeqCst);
                Ok(ControlFlow::Continue(()))
            }
        }

        // Chunk 0 waits until the others have filled the window (or 20 s pass), then a little
        // longer, so that a scheduler that let them read further would be caught doing it.
        let (threads, per_thread) = (3, 2);
        let window = (threads * per_thread) as u64;
        let (taken, written, most) = (AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0));
        let work = |_: Vec<u64>, turn: &Turn<'_, Written<'_>>| {
            let seq = turn.seq();
            taken.fetch_add(1, Ordering::SeqCst);
            // Chunks read and not yet written, this one included.
            most.fetch_max(seq + 1 - written.load(Ordering::SeqCst), Ordering::SeqCst);
            if seq == 0 {
                let start = Instant::now();
                while taken.load(Ordering::SeqCst) < window
                    && start.elapsed() < Duration::from_secs(20)
                {
                    thread::sleep(Duration::from_millis(1));
                }
                thread::sleep(Duration::from_millis(100));
                assert_eq!(taken.load(Ordering::SeqCst), window, "read past the window");
            }
        };
        let n = 200u64;
        let opts = options(threads, 1, per_thread);
        let (_, result) = stream(0..n, opts, None, work, Written(&written));
        assert_eq!(result, Ok(()));
        assert_eq!(written.into_inner(), n);
        assert_eq!(most.into_inner(), window);
    }

    #[test]
    fn a_raised_cancel_flag_ends_the_stream_with_the_finished_prefix_in_order() {
        for threads in [1, 2, 4] {
            let flag = CancelFlag::new();
            let n = 10_000u64;
            let work = |items: Vec<u64>, _: &Turn<'_, Keep>| {
                if items.contains(&300) {
                    flag.cancel();
                }
                items
            };
            let (kept, result) = stream(
                0..n,
                options(threads, 10, 2),
                Some(&flag),
                work,
                Keep::default(),
            );
            assert_eq!(result, Ok(()));
            let m = kept.items.len() as u64;
            assert_eq!(kept.items, (0..m).collect::<Vec<_>>(), "{threads} threads");
            // Every chunk read is written; none is read after the flag, and the window
            // bounds those read before it.
            assert!(
                (310..=310 + 10 * 2 * threads as u64).contains(&m),
                "{m} items"
            );
        }
    }

    #[test]
    fn a_chunk_that_ends_the_stream_is_its_last_and_the_flag_is_raised() {
        for threads in [1, 2, 4] {
            let flag = CancelFlag::new();
            let sink = Keep {
                break_at: Some(95),
                ..Keep::default()
            };
            let work = |items: Vec<u64>, _: &Turn<'_, Keep>| items;
            let (kept, result) =
                stream(0..1000u64, options(threads, 10, 4), Some(&flag), work, sink);
            assert_eq!(result, Ok(()));
            assert_eq!(
                kept.items,
                (0..100).collect::<Vec<_>>(),
                "{threads} threads"
            );
            assert!(flag.is_cancelled());
        }
    }

    #[test]
    fn a_failed_write_is_returned_and_stops_everybody() {
        struct FailAt(u64, Vec<u64>);

        impl Sink for FailAt {
            type Chunk = Vec<u64>;
            type Error = String;

            fn write(&mut self, chunk: Vec<u64>) -> Result<ControlFlow<()>, String> {
                if chunk.contains(&self.0) {
                    return Err(format!("no room for {}", self.0));
                }
                self.1.extend(chunk);
                Ok(ControlFlow::Continue(()))
            }
        }

        let flag = CancelFlag::new();
        let work = |items: Vec<u64>, _: &Turn<'_, FailAt>| items;
        let sink = FailAt(500, Vec::new());
        let (sink, result) = stream(0..100_000u64, options(2, 100, 4), Some(&flag), work, sink);
        assert_eq!(result, Err("no room for 500".to_string()));
        assert_eq!(sink.1, (0..500).collect::<Vec<_>>());
        assert!(flag.is_cancelled());
    }

    #[test]
    fn one_thread_runs_everything_on_the_calling_thread() {
        let ids = Mutex::new(HashSet::new());
        let work = |items: Vec<u64>, _: &Turn<'_, Keep>| {
            ids.lock().unwrap().insert(thread::current().id());
            items
        };
        let (kept, result) = stream(0..1000u64, options(1, 7, 4), None, work, Keep::default());
        assert_eq!(result, Ok(()));
        assert_eq!(kept.items, (0..1000).collect::<Vec<_>>());
        let ids = ids.into_inner().unwrap();
        assert_eq!(ids, HashSet::from([thread::current().id()]));
    }

    #[test]
    fn a_stream_starts_no_more_threads_than_chunks() {
        // `sudoku --threads 65535` on one puzzle used to start 65,534 threads, for 2.9 s.
        for n in [1u64, 2, 3] {
            let ids = Mutex::new(HashSet::new());
            let work = |items: Vec<u64>, _: &Turn<'_, Keep>| {
                ids.lock().unwrap().insert(thread::current().id());
                items
            };
            let (kept, _) = stream(0..n, options(64, 1, 4), None, work, Keep::default());
            assert_eq!(kept.items.len() as u64, n);
            let used = ids.into_inner().unwrap().len() as u64;
            assert!(used <= n, "{n} items ran on {used} threads");
        }
    }

    #[test]
    fn zero_items_call_neither_the_work_nor_the_sink() {
        let calls = AtomicUsize::new(0);
        let work = |items: Vec<u64>, _: &Turn<'_, Keep>| {
            calls.fetch_add(1, Ordering::SeqCst);
            items
        };
        for threads in [1, 4] {
            let (kept, result) =
                stream(0..0u64, options(threads, 5, 4), None, work, Keep::default());
            assert_eq!(result, Ok(()));
            assert_eq!(kept.writes, 0);
        }
        assert_eq!(calls.into_inner(), 0);
    }

    #[test]
    fn early_writes_come_in_their_turn() {
        // Every chunk writes its first item early, and chunk 0 waits a little first: the
        // early writes still stand in input order between the whole chunks.
        let work = |items: Vec<u64>, turn: &Turn<'_, Keep>| {
            if turn.seq() == 0 {
                thread::sleep(Duration::from_millis(20));
            }
            turn.write(|sink| {
                sink.items.push(items[0]);
                Ok(())
            })
            .expect("the stream goes on");
            items[1..].to_vec()
        };
        let (kept, result) = stream(0..300u64, options(4, 3, 4), None, work, Keep::default());
        assert_eq!(result, Ok(()));
        assert_eq!(kept.items, (0..300).collect::<Vec<_>>());
    }

    #[test]
    fn a_panic_in_the_work_stops_the_others_and_reaches_the_caller() {
        // Item 300 is in chunk 30; the others run into the window and would wait for chunk
        // 30's result forever, or for their turn to write early.
        for threads in [1, 2, 4] {
            let flag = CancelFlag::new();
            let result = std::panic::catch_unwind(|| {
                let work = |items: Vec<u64>, turn: &Turn<'_, Keep>| {
                    assert!(!items.contains(&300), "the test's work panics here");
                    let _ = turn.write(|_| Ok(()));
                    items
                };
                stream(
                    0..100_000u64,
                    options(threads, 10, 2),
                    Some(&flag),
                    work,
                    Keep::default(),
                )
            });
            assert!(result.is_err(), "{threads} threads");
            assert!(flag.is_cancelled(), "work in progress is told to stop");
        }
    }
}
