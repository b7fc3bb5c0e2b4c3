//! Batch work on all cores, with output in input order and constant memory.
//!
//! Worker threads (the calling thread is one of them) take turns reading a chunk of records,
//! run the command's [`Job`] on whole chunks in parallel, and take turns writing every chunk
//! whose turn has come, so output keeps input order. A window bounds how many chunks are in
//! flight, so memory stays constant whatever the input size, even when one chunk holds a slow
//! puzzle and the others race ahead (see [`run_parallel`]).
//!
//! With one thread everything runs inline on the main thread, with no other thread or lock.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::{Condvar, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

use crate::input::{InputRecord, ReadItem};

/// Records per chunk: large enough that channel traffic is noise (a chunk of easy puzzles is
/// about a quarter of a millisecond of work), small enough to spread hard puzzles over threads.
const CHUNK: usize = 256;

/// Chunks in flight per worker thread.
const WINDOW_PER_THREAD: usize = 4;

/// What happened to the records of a batch, for `--stats` and the exit code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Records read (good or bad).
    pub records: u64,
    /// Puzzles solved (uniquely, or with uniqueness unchecked).
    pub solved: u64,
    /// Puzzles without a solution.
    pub no_solution: u64,
    /// Puzzles with several solutions.
    pub multiple: u64,
    /// Records that could not be read as a puzzle.
    pub invalid: u64,
    /// Records that make the command fail with exit code 1 (no solution, not unique when
    /// required, a check that found conflicts).
    pub failed: u64,
    /// Sources (files, directories) that could not be read.
    pub source_errors: u64,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.records += o.records;
        self.solved += o.solved;
        self.no_solution += o.no_solution;
        self.multiple += o.multiple;
        self.invalid += o.invalid;
        self.failed += o.failed;
        self.source_errors += o.source_errors;
    }

    /// The exit code: 2 for unusable input, 1 for failed puzzles, 0 otherwise.
    pub fn exit_code(&self) -> u8 {
        if self.invalid > 0 || self.source_errors > 0 {
            2
        } else if self.failed > 0 {
            1
        } else {
            0
        }
    }
}

/// The output of one or more records: text for stdout and stderr, and the tally.
#[derive(Debug, Default)]
pub struct Output {
    /// Text for standard output.
    pub stdout: String,
    /// Text for standard error (warnings, errors), kept in input order too.
    pub stderr: String,
    /// What happened.
    pub tally: Tally,
}

impl Output {
    /// Reports a record that could not be read: the error on stderr and, so that output keeps
    /// one record per input record, `invalid: <message>` on stdout in its place.
    pub fn invalid(&mut self, rec: &InputRecord, e: &sudoku_engine::ParseError) {
        self.stderr.push_str("error: ");
        self.stderr.push_str(&rec.describe_error(e));
        self.stderr.push('\n');
        self.stdout.push_str("invalid: ");
        self.stdout.push_str(&e.kind.to_string());
        self.stdout.push('\n');
        self.tally.invalid += 1;
    }
}

/// A command's work on one record.
pub trait Job: Sync {
    /// Processes record number `index` (0-based over the whole input), appending its output.
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output);
}

/// How a batch runs.
#[derive(Clone, Copy, Debug)]
pub struct BatchOptions {
    /// Worker threads (1 = inline on the calling thread).
    pub threads: usize,
    /// Show a progress bar on stderr (only honoured when stderr is a terminal).
    pub progress: bool,
}

/// The result of a batch.
#[derive(Clone, Copy, Debug)]
pub struct Summary {
    /// What happened to the records.
    pub tally: Tally,
    /// Wall time of the whole batch, reading and writing included.
    pub elapsed: Duration,
}

impl Summary {
    /// The `--stats` line.
    pub fn stats_line(&self) -> String {
        let t = &self.tally;
        let secs = self.elapsed.as_secs_f64();
        let rate = if secs > 0.0 {
            t.records as f64 / secs
        } else {
            0.0
        };
        format!(
            "stats: {} puzzles, {} solved, {} no solution, {} several solutions, {} invalid, {:.3} s, {:.0} puzzles/s",
            t.records, t.solved, t.no_solution, t.multiple, t.invalid, secs, rate
        )
    }
}

/// The number of threads to use when `--threads` is not given: all cores.
pub fn default_threads() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

fn source_error(e: &crate::input::SourceError, out: &mut Output) {
    out.stderr
        .push_str(&format!("error: {}: {}\n", e.source, e.error));
    out.tally.source_errors += 1;
}

fn run_items<J: Job>(job: &J, first_index: u64, items: &[ReadItem], out: &mut Output) {
    let mut index = first_index;
    for item in items {
        match item {
            Ok(rec) => {
                out.tally.records += 1;
                job.run(index, rec, out);
                index += 1;
            }
            Err(e) => source_error(e, out),
        }
    }
}

fn progress_bar(enabled: bool) -> Option<ProgressBar> {
    if !enabled || !io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} {pos} puzzles, {per_sec} [{elapsed_precise}]")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    Some(bar)
}

/// Writes one chunk's output; stdout is flushed before stderr text so that the two streams
/// stay in order when they go to the same place.
fn emit(stdout: &mut impl Write, out: &Output) -> io::Result<()> {
    if !out.stderr.is_empty() {
        stdout.flush()?;
        io::stderr().write_all(out.stderr.as_bytes())?;
    }
    stdout.write_all(out.stdout.as_bytes())
}

/// Runs `job` over every record of `items`, writing output in input order.
///
/// # Errors
///
/// Only errors writing to stdout (a closed pipe is reported as `BrokenPipe`).
pub fn run<J: Job, I: Iterator<Item = ReadItem> + Send>(
    items: I,
    job: &J,
    options: BatchOptions,
) -> io::Result<Summary> {
    let start = Instant::now();
    let bar = progress_bar(options.progress);
    // `Stdout`, not its lock: the writer moves between worker threads. It locks only when the
    // buffer is flushed.
    let mut writer = io::BufWriter::with_capacity(1 << 16, io::stdout());
    let mut tally = Tally::default();
    if options.threads <= 1 {
        let mut index = 0u64;
        let mut out = Output::default();
        let mut items = items.peekable();
        while items.peek().is_some() {
            let chunk: Vec<ReadItem> = items.by_ref().take(CHUNK).collect();
            run_items(job, index, &chunk, &mut out);
            index += out.tally.records;
            emit(&mut writer, &out)?;
            if let Some(b) = &bar {
                b.inc(out.tally.records);
            }
            tally.add(&out.tally);
            out.stdout.clear();
            out.stderr.clear();
            out.tally = Tally::default();
        }
    } else {
        tally = run_parallel(items, job, options.threads, &mut writer, bar.as_ref())?;
    }
    writer.flush()?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    Ok(Summary {
        tally,
        elapsed: start.elapsed(),
    })
}

/// One chunk of records, as read, with its place in the input.
struct Chunk {
    seq: u64,
    first_index: u64,
    items: Vec<ReadItem>,
}

/// The reading side, shared by the workers: whoever holds the lock reads the next chunk.
struct Feed<I: Iterator> {
    items: std::iter::Peekable<I>,
    /// The sequence number of the next chunk.
    seq: u64,
    /// The index of the next record (for commands that number their output).
    index: u64,
}

/// The writing side, shared by the workers: outputs wait here until their turn comes.
struct Sink<'w, W> {
    writer: &'w mut W,
    pending: BTreeMap<u64, Output>,
    /// The sequence number of the next chunk to write.
    next: u64,
    tally: Tally,
    /// The first write error (a closed pipe): everybody stops.
    error: Option<io::Error>,
}

/// Runs the batch on `threads` workers, the calling thread being one of them.
///
/// There is no reader or writer thread. Each worker in turn takes the feed's lock and reads a
/// chunk, solves it without any lock, then takes the sink's lock, parks its output and writes
/// every output that is now next in line, whoever solved it. So a record's text is made and
/// freed by the same thread, and two threads keep two cores busy.
///
/// Measured against the design this replaced (a reader thread cutting records into `String`s
/// for the workers, the main thread writing; 4 threads on 2 cores), `sudoku solve --threads 2
/// --format line` on 17-clue ×3: see docs/BENCHMARKS.md, "Batch on all cores".
///
/// Memory stays bounded: a worker may read chunk `seq` only while `seq < next + window`, so
/// when one chunk holds a slow puzzle the others cannot race ahead without limit.
fn run_parallel<J: Job, I: Iterator<Item = ReadItem> + Send, W: Write + Send>(
    items: I,
    job: &J,
    threads: usize,
    writer: &mut W,
    bar: Option<&ProgressBar>,
) -> io::Result<Tally> {
    let window = (threads * WINDOW_PER_THREAD) as u64;
    let feed = Mutex::new(Feed {
        items: items.peekable(),
        seq: 0,
        index: 0,
    });
    let sink = Mutex::new(Sink {
        writer,
        pending: BTreeMap::new(),
        next: 0,
        tally: Tally::default(),
        error: None,
    });
    let room = Condvar::new();
    let shared = Shared {
        feed: &feed,
        sink: &sink,
        room: &room,
        window,
        bar,
    };
    thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(|| shared.work(job));
        }
        shared.work(job);
    });
    let sink = sink.into_inner().unwrap_or_else(PoisonError::into_inner);
    match sink.error {
        Some(e) => Err(e),
        None => Ok(sink.tally),
    }
}

/// What every worker shares.
struct Shared<'a, 'w, I: Iterator, W> {
    feed: &'a Mutex<Feed<I>>,
    sink: &'a Mutex<Sink<'w, W>>,
    /// Signalled when the sink writes a chunk (room in the window) or fails.
    room: &'a Condvar,
    window: u64,
    bar: Option<&'a ProgressBar>,
}

impl<I: Iterator<Item = ReadItem>, W: Write> Shared<'_, '_, I, W> {
    /// A worker's loop: read a chunk, run it, write what is ready; until the input ends or
    /// writing fails. A poisoned lock (a panicking worker) ends the loop too.
    fn work<J: Job>(&self, job: &J) {
        let _stop = StopOnPanic {
            sink: self.sink,
            room: self.room,
        };
        while let Some(chunk) = self.take() {
            let mut out = Output::default();
            run_items(job, chunk.first_index, &chunk.items, &mut out);
            let seq = chunk.seq;
            // The records are freed here, by the thread that read them.
            drop(chunk);
            if !self.put(seq, out) {
                return;
            }
        }
    }

    /// Reads the next chunk, once the window has room for it; `None` at the end.
    fn take(&self) -> Option<Chunk> {
        let mut feed = self.feed.lock().ok()?;
        feed.items.peek()?;
        {
            let mut sink = self.sink.lock().ok()?;
            while feed.seq >= sink.next + self.window && sink.error.is_none() {
                sink = self.room.wait(sink).ok()?;
            }
            if sink.error.is_some() {
                return None;
            }
        }
        let items: Vec<ReadItem> = feed.items.by_ref().take(CHUNK).collect();
        let records = items.iter().filter(|i| i.is_ok()).count() as u64;
        let chunk = Chunk {
            seq: feed.seq,
            first_index: feed.index,
            items,
        };
        feed.seq += 1;
        feed.index += records;
        Some(chunk)
    }

    /// Parks chunk `seq`'s output and writes every output now next in line. Returns `false`
    /// when writing has failed.
    fn put(&self, seq: u64, out: Output) -> bool {
        let Ok(mut guard) = self.sink.lock() else {
            return false;
        };
        let sink = &mut *guard;
        if sink.error.is_some() {
            return false;
        }
        sink.pending.insert(seq, out);
        let mut wrote = false;
        while let Some(out) = sink.pending.remove(&sink.next) {
            if let Err(e) = emit(sink.writer, &out) {
                sink.error = Some(e);
                self.room.notify_all();
                return false;
            }
            sink.tally.add(&out.tally);
            if let Some(b) = self.bar {
                b.inc(out.tally.records);
            }
            sink.next += 1;
            wrote = true;
        }
        if wrote {
            self.room.notify_all();
        }
        true
    }
}

/// Stops the other workers if this one panics, so that none of them waits forever for the
/// output of the chunk it held. (Release builds abort on a panic; tests and debug builds
/// unwind, and the panic then reaches the caller once every worker has stopped.)
struct StopOnPanic<'a, 'w, W> {
    sink: &'a Mutex<Sink<'w, W>>,
    room: &'a Condvar,
}

impl<W> Drop for StopOnPanic<'_, '_, W> {
    fn drop(&mut self) {
        if thread::panicking() {
            let mut sink = self.sink.lock().unwrap_or_else(PoisonError::into_inner);
            if sink.error.is_none() {
                sink.error = Some(io::Error::other("a worker thread panicked"));
            }
            self.room.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use sudoku_engine::format::Format;

    use super::*;
    use crate::input::InputRecord;

    /// Writes each record's index, and panics on record `.0`.
    struct PanicAt(u64);

    impl Job for PanicAt {
        fn run(&self, index: u64, _rec: &InputRecord, out: &mut Output) {
            assert_ne!(index, self.0, "the test job panics here");
            out.stdout.push_str(&format!("{index}\n"));
        }
    }

    fn records(n: usize) -> impl Iterator<Item = ReadItem> + Send {
        (0..n).map(|i| {
            Ok(InputRecord {
                source: Arc::from("test"),
                line: i + 1,
                text: Ok(String::new()),
                format: Format::Line,
            })
        })
    }

    #[test]
    fn output_keeps_input_order_across_workers() {
        for threads in [2, 3, 8] {
            let mut out = Vec::new();
            let tally = run_parallel(records(5000), &PanicAt(u64::MAX), threads, &mut out, None)
                .expect("writing to memory works");
            let expected: String = (0..5000).map(|i| format!("{i}\n")).collect();
            assert_eq!(
                String::from_utf8(out).expect("UTF-8"),
                expected,
                "{threads}"
            );
            assert_eq!(tally.records, 5000);
        }
    }

    #[test]
    fn a_panicking_worker_stops_the_others_instead_of_leaving_them_waiting() {
        // Record 300 is in chunk 1; the other worker runs into the window and would wait for
        // chunk 1's output forever.
        let result = std::panic::catch_unwind(|| {
            let mut out = Vec::new();
            run_parallel(records(50_000), &PanicAt(300), 2, &mut out, None)
        });
        assert!(result.is_err());
    }
}
