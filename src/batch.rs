//! Batch work on all cores, with output in input order and constant memory.
//!
//! A reader thread reads records and cuts them into chunks; worker threads run the command's
//! [`Job`] on whole chunks; the calling thread writes the chunks' output back in input order. A
//! window of tickets bounds how many chunks are in flight, so memory stays constant whatever
//! the input size, even when one chunk holds a slow puzzle and the others race ahead.
//!
//! With one thread everything runs inline on the main thread, with no channels at all.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
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
    let stdout = io::stdout();
    let mut writer = io::BufWriter::with_capacity(1 << 16, stdout.lock());
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

struct Chunk {
    seq: u64,
    first_index: u64,
    items: Vec<ReadItem>,
}

fn run_parallel<J: Job, I: Iterator<Item = ReadItem> + Send>(
    items: I,
    job: &J,
    threads: usize,
    writer: &mut impl Write,
    bar: Option<&ProgressBar>,
) -> io::Result<Tally> {
    let window = threads * WINDOW_PER_THREAD;
    let (work_tx, work_rx) = mpsc::sync_channel::<Chunk>(window);
    let work_rx = Arc::new(Mutex::new(work_rx));
    let (done_tx, done_rx) = mpsc::channel::<(u64, Output)>();
    // Tickets: the reader takes one per chunk, the writer gives it back once the chunk is out.
    let (ticket_tx, ticket_rx) = mpsc::sync_channel::<()>(window);
    for _ in 0..window {
        ticket_tx.send(()).expect("the receiver is alive");
    }
    thread::scope(|scope| {
        for _ in 0..threads {
            let rx = Arc::clone(&work_rx);
            let tx = done_tx.clone();
            scope.spawn(move || worker(job, &rx, &tx));
        }
        drop(done_tx);
        // The reader runs on its own thread; the calling thread writes (stdout's lock stays
        // on the thread that took it).
        scope.spawn(move || {
            feed(items, &work_tx, &ticket_rx);
        });
        write_in_order(done_rx, ticket_tx, writer, bar)
    })
}

/// Reads chunks and hands them to the workers, waiting for a ticket before each.
fn feed<I: Iterator<Item = ReadItem>>(
    items: I,
    work_tx: &SyncSender<Chunk>,
    tickets: &Receiver<()>,
) {
    let mut items = items.peekable();
    let mut seq = 0;
    let mut index = 0;
    while items.peek().is_some() {
        if tickets.recv().is_err() {
            return; // the writer stopped (stdout closed)
        }
        let chunk: Vec<ReadItem> = items.by_ref().take(CHUNK).collect();
        let records = chunk.iter().filter(|i| i.is_ok()).count() as u64;
        let c = Chunk {
            seq,
            first_index: index,
            items: chunk,
        };
        if work_tx.send(c).is_err() {
            return;
        }
        seq += 1;
        index += records;
    }
}

fn worker<J: Job>(job: &J, rx: &Mutex<Receiver<Chunk>>, tx: &mpsc::Sender<(u64, Output)>) {
    loop {
        let chunk = {
            let Ok(guard) = rx.lock() else { return };
            match guard.recv() {
                Ok(c) => c,
                Err(_) => return,
            }
        };
        let mut out = Output::default();
        run_items(job, chunk.first_index, &chunk.items, &mut out);
        if tx.send((chunk.seq, out)).is_err() {
            return;
        }
    }
}

fn write_in_order(
    done: Receiver<(u64, Output)>,
    tickets: SyncSender<()>,
    writer: &mut impl Write,
    bar: Option<&ProgressBar>,
) -> io::Result<Tally> {
    let mut pending: BTreeMap<u64, Output> = BTreeMap::new();
    let mut next = 0u64;
    let mut tally = Tally::default();
    for (seq, out) in done {
        pending.insert(seq, out);
        while let Some(out) = pending.remove(&next) {
            emit(writer, &out)?;
            tally.add(&out.tally);
            if let Some(b) = bar {
                b.inc(out.tally.records);
            }
            next += 1;
            // The reader may be gone already; a failed send just means no more chunks come.
            let _ = tickets.send(());
        }
    }
    Ok(tally)
}
