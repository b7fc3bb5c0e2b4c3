//! Batch work on all cores, with output in input order and constant memory.
//!
//! A batch is a [`Task`] run over a stream of items: the records of the input for the puzzle
//! commands (`records::run`, with a per-record `Job`), or puzzle numbers `0..count` for
//! `generate` ([`run_task`]). This module is the scheduler only: it knows no record, no format
//! and no file name, only items, their [`Output`] text and its order. Worker threads (the calling thread is one of them) take turns reading a chunk
//! of items, run the task on whole chunks in parallel, and take turns writing every chunk whose
//! turn has come, so output keeps input order. A window bounds how many chunks are in flight, so
//! memory stays constant whatever the input size, even when one chunk holds a slow puzzle and
//! the others race ahead (see [`run_parallel`]).
//!
//! With one thread everything runs inline on the main thread, with no other thread.
//!
//! Output goes to the system in runs of whole records ([`crate::sink`]), so that a
//! kill leaves whole records only. A record too long to keep (`solve --all`) can go out while
//! it is made, in its turn ([`Output::stream`]). On Ctrl-C or SIGTERM the batch stops at the
//! next record's start and writes the records finished before it, in order
//! ([`crate::interrupt`]).

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use sudoku_engine::CancelFlag;

use crate::chunk::{Output, Summary, Tally, Turn};
use crate::interrupt;
use crate::sink;

/// Records per chunk: large enough that lock traffic is noise (a chunk of easy puzzles is
/// about a quarter of a millisecond of work), small enough to spread hard puzzles over threads.
const CHUNK: usize = 256;

/// Chunks in flight per worker thread.
const WINDOW_PER_THREAD: usize = 4;

/// A command's work on the items of a batch, whatever they are: records, puzzle numbers.
pub trait Task: Sync {
    /// One unit of work, read on one thread and run on another.
    type Item: Send;

    /// Items per chunk: cheap items go many together so that locking is noise; items that
    /// take seconds go alone, so that no worker waits behind another's chunk.
    const CHUNK: usize = CHUNK;

    /// Chunks in flight per worker thread past the last one written: how far the others may
    /// run ahead of a slow item, and so how much output may wait in memory.
    const WINDOW_PER_THREAD: usize = WINDOW_PER_THREAD;

    /// Whether output is flushed after every chunk written, so that slow items (generated
    /// puzzles that take seconds) show as they come; otherwise it goes out when the buffer
    /// fills, which is what streaming millions of records wants.
    const FLUSH_EACH_CHUNK: bool = false;

    /// Whether `item` takes the next index (0-based): records and puzzle numbers do, a source
    /// that could not be read does not.
    fn numbered(_item: &Self::Item) -> bool {
        true
    }

    /// Processes `item`, appending its output and counting it in `out.tally`.
    fn run(&self, index: u64, item: &Self::Item, out: &mut Output);

    /// A flag that the task's long work watches. The batch raises it when the run stops early
    /// (writing failed, or a worker panicked), so that items in progress end soon.
    fn cancel_flag(&self) -> Option<&CancelFlag> {
        None
    }
}

/// How a batch runs.
#[derive(Clone, Copy, Debug)]
pub struct BatchOptions {
    /// Worker threads (1 = inline on the calling thread).
    pub threads: usize,
    /// Show a progress bar on stderr (only honoured when stderr is a terminal).
    pub progress: bool,
}

/// The number of threads to use when `--threads` is not given: all cores.
pub fn default_threads() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

/// The most worker threads a batch starts, whatever `--threads` asks: past this, threads only
/// cost memory and start-up time (a thread's stack is reserved when it starts).
pub const MAX_THREADS: usize = 256;

/// A progress line on stderr, when asked for and stderr is a terminal: a bar with an estimate
/// when the number of items is known (`generate --count`), a spinner otherwise.
fn progress_bar(enabled: bool, total: Option<u64>) -> Option<ProgressBar> {
    if !enabled || !io::stderr().is_terminal() {
        return None;
    }
    // indicatif's placeholders are the message's arguments, so that a language can move them.
    let (bar, template) = match total {
        Some(n) => (
            ProgressBar::new(n),
            sudoku_i18n::tr!(
                "progress-bar",
                bar = "{bar:40}",
                pos = "{human_pos}",
                len = "{human_len}",
                rate = "{per_sec}",
                eta = "{eta}"
            ),
        ),
        None => (
            ProgressBar::new_spinner(),
            sudoku_i18n::tr!(
                "progress-spinner",
                spinner = "{spinner}",
                pos = "{pos}",
                rate = "{per_sec}",
                elapsed = "{elapsed_precise}"
            ),
        ),
    };
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    Some(bar)
}

/// Standard output as the batch writes it: runs of whole records, each in one `write_all`
/// ([`write_runs`]); flushed after each chunk when the task asks for it
/// ([`Task::FLUSH_EACH_CHUNK`], which matters only for a buffered writer).
struct Out<'w, W: Write> {
    inner: &'w mut W,
    flush_each_chunk: bool,
}

impl<'w, W: Write> Out<'w, W> {
    fn new(inner: &'w mut W, flush_each_chunk: bool) -> Self {
        Out {
            inner,
            flush_each_chunk,
        }
    }

    /// Writes one chunk's output; stdout is flushed before stderr text so that the two
    /// streams stay in order when they go to the same place.
    fn emit(&mut self, out: &Output<'_>) -> io::Result<()> {
        if !out.stderr.is_empty() {
            self.inner.flush()?;
            io::stderr().write_all(out.stderr.as_bytes())?;
        }
        write_runs(self.inner, out.stdout.as_bytes(), &out.ends)
    }

    /// Flushes after a chunk, when the task asks for it.
    fn end_of_chunks(&mut self) -> io::Result<()> {
        if self.flush_each_chunk {
            self.inner.flush()?;
        }
        Ok(())
    }
}

/// Writes `text`, whose records end at `ends` (and at its end), in runs of whole records of
/// at most [`sink::RUN`] bytes, one `write_all` each; a longer record goes alone. So a kill
/// between two writes leaves whole records, and a pipe (atomic up to `PIPE_BUF`) never holds
/// half of one.
fn write_runs<W: Write>(writer: &mut W, text: &[u8], ends: &[usize]) -> io::Result<()> {
    let (mut start, mut last) = (0, 0);
    for end in ends.iter().copied().chain([text.len()]) {
        if end - start > sink::RUN && last > start {
            writer.write_all(&text[start..last])?;
            start = last;
        }
        last = end.max(last);
    }
    if last > start {
        writer.write_all(&text[start..last])?;
    }
    Ok(())
}

/// Runs `task` over every item of `items`, writing output in item order. When the iterator
/// knows its length exactly (`0..count`), the progress line is a bar with an estimate.
///
/// # Errors
///
/// Only errors writing to stdout (a closed pipe is reported as `BrokenPipe`).
pub fn run_task<T: Task, I: Iterator<Item = T::Item> + Send>(
    items: I,
    task: &T,
    options: BatchOptions,
) -> io::Result<Summary> {
    let start = Instant::now();
    let total = match items.size_hint() {
        (low, Some(high)) if low == high => Some(low as u64),
        _ => None,
    };
    let bar = progress_bar(options.progress, total);
    if let Some(flag) = task.cancel_flag() {
        interrupt::watch(flag);
    }
    // No buffer: each write is a run of whole records (see `write_runs`).
    let mut writer = sink::Stdout;
    let threads = options.threads.min(MAX_THREADS);
    let tally = if threads <= 1 {
        run_inline(items, task, &mut writer, bar.as_ref())?
    } else {
        run_parallel(items, task, threads, &mut writer, bar.as_ref())?
    };
    writer.flush()?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    Ok(Summary {
        tally,
        elapsed: start.elapsed(),
    })
}

/// Runs the items of one chunk, numbering them from `first_index`, and notes where each
/// item's text ends. After an interrupt no item starts: the chunk is cut there.
fn run_chunk<T: Task>(task: &T, first_index: u64, items: &[T::Item], out: &mut Output<'_>) {
    let mut index = first_index;
    for item in items {
        if interrupt::received().is_some() {
            out.cut = true;
            return;
        }
        let (stdout, stderr) = (out.stdout.len(), out.stderr.len());
        task.run(index, item, out);
        if task.cancel_flag().is_some() && interrupt::received().is_some() {
            // The interrupt raised the task's cancel flag during this item, which may have
            // ended it early: it is not a finished record.
            out.stdout.truncate(stdout);
            out.stderr.truncate(stderr);
            out.cut = true;
            return;
        }
        out.ends.push(out.stdout.len());
        if T::numbered(item) {
            index += 1;
        }
    }
}

/// The number of numbered items in `items`.
fn numbered<T: Task>(items: &[T::Item]) -> u64 {
    items.iter().filter(|i| T::numbered(i)).count() as u64
}

/// `--threads 1`: the same chunks as [`run_parallel`], one after the other on this thread
/// (which starts no other: its locks are never contended).
pub(crate) fn run_inline<T: Task, I: Iterator<Item = T::Item> + Send, W: Write + Send>(
    items: I,
    task: &T,
    writer: &mut W,
    bar: Option<&ProgressBar>,
) -> io::Result<Tally> {
    run_parallel(items, task, 1, writer, bar)
}

/// One chunk of items, as read, with its place in the input.
struct Chunk<T> {
    seq: u64,
    first_index: u64,
    items: Vec<T>,
}

/// The reading side, shared by the workers: whoever holds the lock reads the next chunk.
struct Feed<I: Iterator> {
    items: std::iter::Peekable<I>,
    /// The sequence number of the next chunk.
    seq: u64,
    /// The index of the next numbered item (for commands that number their output).
    index: u64,
    /// Workers started so far, this thread included.
    workers: usize,
}

/// The writing side, shared by the workers: outputs wait here until their turn comes.
struct Sink<'w, W: Write> {
    writer: Out<'w, W>,
    pending: BTreeMap<u64, Output<'static>>,
    /// The sequence number of the next chunk to write.
    next: u64,
    tally: Tally,
    /// The first write error (a closed pipe) or a worker's panic: everybody stops.
    error: Option<io::Error>,
    /// A chunk cut by an interrupt has been written: nothing after it is.
    closed: bool,
}

/// Runs the batch on `threads` workers, the calling thread being one of them.
///
/// There is no reader or writer thread. Each worker in turn takes the feed's lock and reads a
/// chunk, runs it without any lock, then takes the sink's lock, parks its output and writes
/// every output that is now next in line, whoever made it. So an item's text is made and
/// freed by the same thread, and two threads keep two cores busy; a worker on a slow item
/// holds no lock, so the others go on with the next chunks meanwhile.
///
/// Measured against the design this replaced (a reader thread cutting records into `String`s
/// for the workers, the main thread writing; 4 threads on 2 cores), `sudoku solve --threads 2
/// --format line` on 17-clue ×3: see docs/BENCHMARKS.md, "Batch on all cores".
///
/// Memory stays bounded: a worker may read chunk `seq` only while `seq < next + window`, so
/// when one chunk holds a slow item the others cannot race ahead without limit.
pub(crate) fn run_parallel<T: Task, I: Iterator<Item = T::Item> + Send, W: Write + Send>(
    items: I,
    task: &T,
    threads: usize,
    writer: &mut W,
    bar: Option<&ProgressBar>,
) -> io::Result<Tally> {
    let window = (threads * T::WINDOW_PER_THREAD.max(1)) as u64;
    let feed = Mutex::new(Feed {
        items: items.peekable(),
        seq: 0,
        index: 0,
        workers: 1,
    });
    let sink = Mutex::new(Sink {
        writer: Out::new(writer, T::FLUSH_EACH_CHUNK),
        pending: BTreeMap::new(),
        next: 0,
        tally: Tally::default(),
        error: None,
        closed: false,
    });
    let room = Condvar::new();
    let shared = Shared {
        feed: &feed,
        sink: &sink,
        room: &room,
        window,
        threads,
        bar,
        cancel: task.cancel_flag(),
        sizes: [AtomicUsize::new(0), AtomicUsize::new(0)],
    };
    thread::scope(|scope| shared.work(task, scope));
    let sink = sink.into_inner().unwrap_or_else(PoisonError::into_inner);
    match sink.error {
        Some(e) => Err(e),
        None => Ok(sink.tally),
    }
}

/// What every worker shares.
struct Shared<'a, 'w, I: Iterator, W: Write> {
    feed: &'a Mutex<Feed<I>>,
    sink: &'a Mutex<Sink<'w, W>>,
    /// Signalled when the sink writes a chunk (room in the window) or fails.
    room: &'a Condvar,
    window: u64,
    /// The most workers to start.
    threads: usize,
    bar: Option<&'a ProgressBar>,
    /// The task's flag, raised when the run fails, so that long items stop.
    cancel: Option<&'a CancelFlag>,
    /// The sizes of the last chunk's stdout and stderr text, which the next chunk's buffers
    /// start with: growing them from nothing, by doubling, copied each chunk's text about
    /// twice (3.7 M instructions of memcpy and 4 M of reallocation over the 10,000 records
    /// of serg-benchmark).
    sizes: [AtomicUsize; 2],
}

impl<'w, I: Iterator, W: Write> Shared<'_, 'w, I, W> {
    /// A worker's loop: read a chunk, run it, write what is ready; until the input ends or
    /// the run fails. A poisoned lock (a panicking worker) ends the loop too.
    ///
    /// Workers start one at a time, when a chunk is taken and more input is waiting, up to
    /// `threads`: so a run never has more threads than chunks of work (one puzzle with
    /// `--threads 65535` starts none), and the threads a short run does not need cost nothing.
    fn work<'s, T: Task<Item = I::Item>>(&'s self, task: &'s T, scope: &'s thread::Scope<'s, '_>)
    where
        I: Send,
        I::Item: Send,
        W: Send,
    {
        let _stop = StopOnPanic {
            sink: self.sink,
            room: self.room,
            cancel: self.cancel,
        };
        while let Some((chunk, another)) = self.take::<T>() {
            if another {
                scope.spawn(move || self.work(task, scope));
            }
            let [out_size, err_size] = &self.sizes;
            let mut out = Output {
                stdout: String::with_capacity(out_size.load(Ordering::Relaxed)),
                stderr: String::with_capacity(err_size.load(Ordering::Relaxed)),
                ends: Vec::with_capacity(chunk.items.len()),
                turn: Some((self, chunk.seq)),
                ..Output::default()
            };
            run_chunk(task, chunk.first_index, &chunk.items, &mut out);
            let out = out.detach();
            // A record that streams (`solve --all`) has sent its text already: what is left
            // is its tail, a fair guess for the next chunk's too.
            // (At most 16 MiB: one record of a huge output is no reason to hold as much.)
            out_size.store(out.stdout.len().min(1 << 24), Ordering::Relaxed);
            err_size.store(out.stderr.len().min(1 << 24), Ordering::Relaxed);
            let seq = chunk.seq;
            // The items are freed here, by the thread that read them.
            drop(chunk);
            if !self.put(seq, out) {
                return;
            }
        }
    }

    /// Reads the next chunk, once the window has room for it; `None` at the end. The flag
    /// says whether to start another worker: more input waits and fewer than `threads` run.
    fn take<T: Task<Item = I::Item>>(&self) -> Option<(Chunk<I::Item>, bool)> {
        if interrupt::received().is_some() {
            return None;
        }
        let mut feed = self.feed.lock().ok()?;
        feed.items.peek()?;
        {
            let mut sink = self.sink.lock().ok()?;
            while feed.seq >= sink.next + self.window && sink.error.is_none() && !sink.closed {
                sink = self.room.wait(sink).ok()?;
            }
            if sink.error.is_some() || sink.closed {
                return None;
            }
        }
        let items: Vec<I::Item> = feed.items.by_ref().take(T::CHUNK.max(1)).collect();
        let chunk = Chunk {
            seq: feed.seq,
            first_index: feed.index,
            items,
        };
        feed.seq += 1;
        feed.index += numbered::<T>(&chunk.items);
        let another = feed.workers < self.threads && feed.items.peek().is_some();
        feed.workers += usize::from(another);
        Some((chunk, another))
    }

    /// Parks chunk `seq`'s output and writes every output now next in line. Returns `false`
    /// when the run has failed.
    fn put(&self, seq: u64, out: Output<'static>) -> bool {
        let Ok(mut guard) = self.sink.lock() else {
            return false;
        };
        let sink = &mut *guard;
        if sink.error.is_some() || sink.closed {
            return false;
        }
        sink.pending.insert(seq, out);
        let mut wrote = false;
        while let Some(out) = sink.pending.remove(&sink.next) {
            if let Err(e) = sink.writer.emit(&out) {
                self.fail(sink, e);
                return false;
            }
            sink.tally.add(&out.tally);
            if let Some(b) = self.bar {
                b.inc(out.tally.records);
            }
            sink.next += 1;
            wrote = true;
            if out.cut {
                // The records after the cut were never made: the output stops here, a prefix.
                sink.closed = true;
                sink.pending.clear();
                self.room.notify_all();
                return false;
            }
        }
        if wrote {
            if let Err(e) = sink.writer.end_of_chunks() {
                self.fail(sink, e);
                return false;
            }
            self.room.notify_all();
        }
        true
    }

    /// Waits until chunk `seq` is next to be written (or the batch has stopped).
    fn wait_turn(&self, seq: u64) -> io::Result<std::sync::MutexGuard<'_, Sink<'w, W>>> {
        let stopped = || io::Error::new(io::ErrorKind::Interrupted, "the batch has stopped");
        let mut sink = self.sink.lock().map_err(|_| stopped())?;
        while sink.next < seq && sink.error.is_none() && !sink.closed {
            sink = self.room.wait(sink).map_err(|_| stopped())?;
        }
        if sink.error.is_some() || sink.closed {
            return Err(stopped());
        }
        Ok(sink)
    }

    /// Records a write error and stops everybody.
    fn fail(&self, sink: &mut Sink<'_, W>, e: io::Error) {
        sink.error = Some(e);
        if let Some(flag) = self.cancel {
            flag.cancel();
        }
        self.room.notify_all();
    }
}

impl<I: Iterator, W: Write> Turn for Shared<'_, '_, I, W>
where
    Feed<I>: Send,
    W: Send,
{
    fn write_early(&self, seq: u64, out: &mut Output<'_>) -> io::Result<()> {
        let mut guard = self.wait_turn(seq)?;
        let sink = &mut *guard;
        if let Err(e) = sink.writer.emit(out) {
            let kind = e.kind();
            self.fail(sink, e);
            return Err(io::Error::new(kind, "the output failed"));
        }
        out.stdout.clear();
        out.stderr.clear();
        out.ends.clear();
        Ok(())
    }
}

/// Stops the other workers if this one panics, so that none of them waits forever for the
/// output of the chunk it held, and raises the task's cancel flag so that their items in
/// progress end soon. (Release builds abort on a panic, with its message; tests and debug
/// builds unwind, and the panic then reaches the caller once every worker has stopped.)
struct StopOnPanic<'a, 'w, W: Write> {
    sink: &'a Mutex<Sink<'w, W>>,
    room: &'a Condvar,
    cancel: Option<&'a CancelFlag>,
}

impl<W: Write> Drop for StopOnPanic<'_, '_, W> {
    fn drop(&mut self) {
        if thread::panicking() {
            let mut sink = self.sink.lock().unwrap_or_else(PoisonError::into_inner);
            if sink.error.is_none() {
                sink.error = Some(io::Error::other(sudoku_i18n::tr!("worker-panicked")));
            }
            if let Some(flag) = self.cancel {
                flag.cancel();
            }
            self.room.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};

    use super::*;

    /// Item 0 is slow: it waits until the other items done reach `until` (or 20 s pass), then
    /// notes how many were done, waits a little more and notes it again. Every item writes
    /// its index.
    struct SlowFirst {
        until: u64,
        done: AtomicU64,
        seen: Mutex<Option<(u64, u64)>>,
    }

    impl SlowFirst {
        fn new(until: u64) -> SlowFirst {
            SlowFirst {
                until,
                done: AtomicU64::new(0),
                seen: Mutex::new(None),
            }
        }
    }

    impl Task for SlowFirst {
        type Item = u64;
        const CHUNK: usize = 1;
        const WINDOW_PER_THREAD: usize = 16;

        fn run(&self, index: u64, item: &u64, out: &mut Output) {
            assert_eq!(index, *item);
            if index == 0 {
                let started = Instant::now();
                while self.done.load(Ordering::SeqCst) < self.until
                    && started.elapsed() < Duration::from_secs(20)
                {
                    thread::sleep(Duration::from_millis(1));
                }
                let reached = self.done.load(Ordering::SeqCst);
                // Room for more work to happen, if the window allowed it.
                thread::sleep(Duration::from_millis(200));
                let later = self.done.load(Ordering::SeqCst);
                *self.seen.lock().unwrap() = Some((reached, later));
            } else {
                self.done.fetch_add(1, Ordering::SeqCst);
            }
            out.stdout.push_str(&format!("{index}\n"));
            out.tally.records += 1;
        }
    }

    #[test]
    fn one_slow_item_does_not_hold_the_others_back() {
        // 20 items, 2 workers, a window of 32 chunks of one item: every other item is done
        // while item 0 is still running, and the output still comes in order.
        let n = 20;
        let task = SlowFirst::new(n - 1);
        let mut out = Vec::new();
        let tally = run_parallel(0..n, &task, 2, &mut out, None).expect("writing to memory");
        assert_eq!(*task.seen.lock().unwrap(), Some((n - 1, n - 1)));
        let expected: String = (0..n).map(|i| format!("{i}\n")).collect();
        assert_eq!(String::from_utf8(out).expect("UTF-8"), expected);
        assert_eq!(tally.records, n);
    }

    #[test]
    fn the_others_stop_at_the_window_behind_a_slow_item() {
        // 200 items: while item 0 runs, the other worker does the 31 that fit in the window
        // (chunks 1 to 31) and no more, so memory stays bounded.
        let n = 200;
        let window = 2 * SlowFirst::WINDOW_PER_THREAD as u64;
        let task = SlowFirst::new(window - 1);
        let mut out = Vec::new();
        run_parallel(0..n, &task, 2, &mut out, None).expect("writing to memory");
        assert_eq!(*task.seen.lock().unwrap(), Some((window - 1, window - 1)));
        let expected: String = (0..n).map(|i| format!("{i}\n")).collect();
        assert_eq!(String::from_utf8(out).expect("UTF-8"), expected);
    }

    /// Notes the threads that run its items.
    #[derive(Default)]
    struct Threads(Mutex<std::collections::HashSet<thread::ThreadId>>);

    impl Task for Threads {
        type Item = u64;
        const CHUNK: usize = 1;

        fn run(&self, _index: u64, _item: &u64, out: &mut Output) {
            self.0.lock().unwrap().insert(thread::current().id());
            out.tally.records += 1;
        }
    }

    #[test]
    fn a_run_starts_no_more_threads_than_chunks() {
        // `--threads 65535` on one puzzle used to start 65,534 threads, for 2.9 s.
        for items in [1u64, 2, 3] {
            let task = Threads::default();
            let mut out = Vec::new();
            run_parallel(0..items, &task, 64, &mut out, None).expect("writing to memory");
            let used = task.0.lock().unwrap().len() as u64;
            assert!(used <= items, "{items} items ran on {used} threads");
        }
    }

    /// Notes each `write` call.
    #[derive(Default)]
    struct Calls(Vec<Vec<u8>>);

    impl Write for Calls {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.push(buf.to_vec());
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn writes_hold_whole_records_of_at_most_a_pipe_buffer() {
        // Records of 82 bytes, one of 10,000 in the middle, and a tail with no end noted.
        let mut text = Vec::new();
        let mut ends = Vec::new();
        for i in 0..300 {
            let len = if i == 150 { 10_000 } else { 82 };
            text.extend(std::iter::repeat_n(b'x', len - 1));
            text.push(b'\n');
            ends.push(text.len());
        }
        text.extend_from_slice(b"tail\n");
        let mut calls = Calls::default();
        write_runs(&mut calls, &text, &ends).expect("writing to memory");
        assert_eq!(calls.0.concat(), text, "every byte, in order");
        let mut at = 0;
        for call in &calls.0 {
            at += call.len();
            assert!(
                ends.contains(&at) || at == text.len(),
                "a write ends inside a record, at {at}"
            );
            assert!(
                call.len() <= sink::RUN || call.len() == 10_000,
                "a write of {} bytes holds more than one long record",
                call.len()
            );
        }
        assert!(
            calls.0.len() < 20,
            "{} writes: runs are not grouped",
            calls.0.len()
        );
    }
}
