//! Batch work on all cores, with output in input order and constant memory.
//!
//! A batch is a [`Task`] run over a stream of items: the records of the input for the puzzle
//! commands ([`run`], with a per-record [`Job`]), or puzzle numbers `0..count` for `generate`
//! ([`run_task`]). Worker threads (the calling thread is one of them) take turns reading a chunk
//! of items, run the task on whole chunks in parallel, and take turns writing every chunk whose
//! turn has come, so output keeps input order. A window bounds how many chunks are in flight, so
//! memory stays constant whatever the input size, even when one chunk holds a slow puzzle and
//! the others race ahead (see [`run_parallel`]).
//!
//! With one thread everything runs inline on the main thread, with no other thread.
//!
//! Output goes to the system in runs of whole records ([`crate::output::sink`]), so that a
//! kill leaves whole records only. A record too long to keep (`solve --all`) can go out while
//! it is made, in its turn ([`Output::stream`]). On Ctrl-C or SIGTERM the batch stops at the
//! next record's start and writes the records finished before it, in order
//! ([`crate::interrupt`]).

use std::collections::BTreeMap;
use std::io::{self, IsTerminal, Write};
use std::sync::{Condvar, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use sudoku_engine::CancelFlag;

use crate::input::{InputRecord, ReadItem};
use crate::interrupt;
use crate::output::sink;

/// Records per chunk: large enough that lock traffic is noise (a chunk of easy puzzles is
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
    /// Adds `o`'s counts to these.
    pub fn add(&mut self, o: &Tally) {
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
#[derive(Default)]
pub struct Output<'t> {
    /// Text for standard output.
    pub stdout: String,
    /// Text for standard error (warnings, errors), kept in input order too.
    pub stderr: String,
    /// What happened.
    pub tally: Tally,
    /// Where each record's text in `stdout` ends, so that writes hold whole records.
    ends: Vec<usize>,
    /// Whether the chunk stopped before its end (an interrupt): nothing after it is written.
    cut: bool,
    /// The writer that takes this chunk's text early, in its turn ([`Output::stream`]).
    turn: Option<(&'t dyn Turn, u64)>,
    /// How the record being made names its file, applied as it streams.
    naming: Option<RecordNaming>,
}

impl std::fmt::Debug for Output<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Output")
            .field("stdout", &self.stdout)
            .field("stderr", &self.stderr)
            .field("tally", &self.tally)
            .finish_non_exhaustive()
    }
}

/// How the record being made names its file: [`FileNames::apply`]'s arguments, kept while the
/// record streams.
struct RecordNaming {
    names: FileNames,
    source: std::sync::Arc<str>,
    /// Whether the `# FILE` header is still to come.
    first: bool,
    /// Where the record's text starts in `stdout`.
    start: usize,
}

/// The writer of a batch, as a record that streams sees it.
trait Turn: Sync {
    /// Waits until every chunk before chunk `seq` is written, then writes `out`'s text so far
    /// (stderr first) and empties it. An error stops the record: the output failed, or an
    /// interrupt closed the batch.
    fn write_early(&self, seq: u64, out: &mut Output<'_>) -> io::Result<()>;
}

impl Output<'_> {
    /// The same output without its writer, to wait for its turn among the others.
    fn detach(self) -> Output<'static> {
        Output {
            stdout: self.stdout,
            stderr: self.stderr,
            tally: self.tally,
            ends: self.ends,
            cut: self.cut,
            turn: None,
            naming: None,
        }
    }

    /// Appends `text` to the record being made, whole lines only, and, when the batch allows
    /// it, writes the record's text so far right away in its turn (waiting for the records
    /// before it), so that a record of any length is written in constant memory: `solve
    /// --all` calls it with each few kilobytes of solutions. Outside a batch the text is only
    /// appended.
    ///
    /// # Errors
    ///
    /// When the output cannot be written, or an interrupt has stopped the batch: the caller
    /// stops making the record.
    pub fn stream(&mut self, text: &str) -> io::Result<()> {
        self.stdout.push_str(text);
        let Some((turn, seq)) = self.turn else {
            return Ok(());
        };
        if let Some(n) = &mut self.naming {
            n.names.apply(&n.source, n.first, n.start, &mut self.stdout);
            n.first = false;
        }
        turn.write_early(seq, self)?;
        if let Some(n) = &mut self.naming {
            n.start = 0;
        }
        Ok(())
    }

    /// Reports a record that could not be read: the error on stderr and, so that output keeps
    /// one record per input record, `invalid: <message>` on stdout in its place, in the
    /// language of the run.
    pub fn invalid(&mut self, rec: &InputRecord, e: &sudoku_engine::ParseError) {
        self.invalid_for(rec, e, false);
    }

    /// As [`Output::invalid`]; with `json`, the record's place on stdout is a JSON object, as
    /// [`Output::invalid_place`] writes it.
    pub fn invalid_for(&mut self, rec: &InputRecord, e: &sudoku_engine::ParseError, json: bool) {
        self.stderr.push_str("error: ");
        self.stderr.push_str(&rec.describe_error(e));
        self.stderr.push('\n');
        self.invalid_place(rec, json, &e.kind, e);
    }

    /// Writes a bad record's place on stdout and counts it: `invalid: REASON` in the language
    /// of the run, or with `json` one JSON line such as
    /// `{"error":"line 2, column 4: found 3 cells, expected 81","source":"f.txt:2"}`, with the
    /// `source` that good records carry and `error` in English, as all JSON output is, so
    /// that the output stays JSON Lines. `error` is usually `reason` with its position.
    pub fn invalid_place<R, E>(&mut self, rec: &InputRecord, json: bool, reason: &R, error: &E)
    where
        R: sudoku_i18n::Localize + ?Sized,
        E: sudoku_i18n::Localize + ?Sized,
    {
        use sudoku_i18n::Lang;
        if json {
            let v = serde_json::json!({
                "source": rec.location(),
                "error": error.localize(Lang::En),
            });
            crate::output::push_json(&v, &mut self.stdout);
        } else {
            let reason = reason.localize(sudoku_i18n::lang());
            self.stdout
                .push_str(&sudoku_i18n::tr!("record-invalid", reason = reason));
            self.stdout.push('\n');
        }
        self.tally.invalid += 1;
    }
}

/// A command's work on one record.
pub trait Job: Sync {
    /// Processes record number `index` (0-based over the whole input), appending its output.
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output);

    /// How the output names each record's file when asked (`--with-filename`, or several
    /// files read): by default `FILE:LINE:` before every line, which suits one line per
    /// record.
    fn file_names(&self) -> FileNames {
        FileNames::Prefix
    }
}

/// How a command's output names the file of each record (`--with-filename`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileNames {
    /// `FILE:LINE:` (the record's file and line) before every line, as `rg -n` does: for
    /// output of one line per record.
    Prefix,
    /// A line before the first record of each file, made of these two pieces around the name:
    /// `# FILE` for grid and boxed layouts (a comment, so the output reads back as input),
    /// `<!-- FILE -->` for SVG.
    Header(&'static str, &'static str),
    /// Nothing: the output names each record itself (JSON's `source`, `explain`'s headings),
    /// or has no room for it (tables, booklets).
    Off,
}

impl FileNames {
    /// The header style for `format`'s multi-line layouts, `Prefix` for the rest, `Off` where
    /// the output already names records or cannot take a name.
    pub fn for_format(format: crate::output::OutFormat) -> FileNames {
        use crate::output::OutFormat;
        match format {
            OutFormat::Json | OutFormat::Pdf | OutFormat::Csv | OutFormat::Tsv => FileNames::Off,
            OutFormat::Svg => FileNames::Header("<!-- ", " -->"),
            f if f.is_multiline() => FileNames::Header("# ", ""),
            _ => FileNames::Prefix,
        }
    }

    /// Names the file `source` in a record's output, `out[start..]`; `first` when the record
    /// is the first of its file.
    fn apply(self, source: &str, first: bool, start: usize, out: &mut String) {
        match self {
            FileNames::Off => {}
            FileNames::Prefix => {
                let text = out.split_off(start);
                for line in text.split_inclusive('\n') {
                    out.push_str(source);
                    out.push(':');
                    out.push_str(line);
                }
            }
            FileNames::Header(before, after) if first => {
                // After the blank line that separates this record from the one before.
                let at = start + usize::from(out[start..].starts_with('\n'));
                out.insert_str(at, &format!("{before}{source}{after}\n"));
            }
            FileNames::Header(..) => {}
        }
    }
}

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

/// The records of the input, each run through a [`Job`]; sources that cannot be read are
/// reported in their place.
struct Records<'j, J>(&'j J);

impl<J: Job> Task for Records<'_, J> {
    type Item = ReadItem;

    fn numbered(item: &ReadItem) -> bool {
        item.is_ok()
    }

    fn run(&self, index: u64, item: &ReadItem, out: &mut Output) {
        match item {
            Ok(rec) => {
                out.tally.records += 1;
                out.naming = rec.naming.show.then(|| {
                    let names = self.0.file_names();
                    RecordNaming {
                        // One-line output takes the record's line too, `FILE:LINE:` as
                        // `rg -n` writes it: `FILE:` alone before a count reads as grep's
                        // `FILE:LINE`, and two records of one file would look alike.
                        source: match names {
                            FileNames::Prefix => rec.location().into(),
                            _ => rec.source.clone(),
                        },
                        names,
                        first: rec.naming.first,
                        start: out.stdout.len(),
                    }
                });
                self.0.run(index, rec, out);
                if let Some(n) = out.naming.take() {
                    n.names.apply(&n.source, n.first, n.start, &mut out.stdout);
                }
            }
            Err(e) => {
                out.stderr.push_str(&e.message());
                out.stderr.push('\n');
                if e.is_error() {
                    out.tally.source_errors += 1;
                }
            }
        }
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

/// The result of a batch.
#[derive(Clone, Copy, Debug)]
pub struct Summary {
    /// What happened to the records.
    pub tally: Tally,
    /// Wall time of the whole batch, reading and writing included.
    pub elapsed: Duration,
}

impl Summary {
    /// Records per second of wall time.
    pub fn per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            self.tally.records as f64 / secs
        } else {
            0.0
        }
    }

    /// The `--stats` line of the puzzle commands.
    pub fn stats_line(&self) -> String {
        let t = &self.tally;
        let lang = sudoku_i18n::lang();
        sudoku_i18n::tr!(
            "stats-line",
            puzzles = t.records,
            solved = t.solved,
            no_solution = t.no_solution,
            several = t.multiple,
            invalid = t.invalid,
            seconds = sudoku_i18n::decimal(lang, self.elapsed.as_secs_f64(), Some(3)),
            rate = sudoku_i18n::decimal_point(lang, &rate_text(self.per_second()))
        )
    }
}

/// A rate for the `--stats` lines: whole numbers from 100 up, and three significant digits
/// below, so that one puzzle in 30 s reads `0.0333` rather than `0`.
pub fn rate_text(rate: f64) -> String {
    if rate >= 100.0 || rate == 0.0 || !rate.is_finite() {
        format!("{rate:.0}")
    } else {
        let decimals = (2 - rate.log10().floor() as i32).max(0) as usize;
        format!("{rate:.decimals$}")
    }
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
    let summary = run_task(items, &Records(job), options)?;
    let t = &summary.tally;
    if t.records == 0 && t.source_errors == 0 {
        // An empty file, a file of comments, or empty standard input: nothing went wrong, but
        // a silent success would hide a wrong path or an empty pipe.
        eprintln!("warning: {}", sudoku_i18n::tr!("no-puzzles-read"));
    }
    Ok(summary)
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
fn run_inline<T: Task, I: Iterator<Item = T::Item> + Send, W: Write + Send>(
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
fn run_parallel<T: Task, I: Iterator<Item = T::Item> + Send, W: Write + Send>(
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
            let mut out = Output {
                turn: Some((self, chunk.seq)),
                ..Output::default()
            };
            run_chunk(task, chunk.first_index, &chunk.items, &mut out);
            let out = out.detach();
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

/// The numbers (from 1) of the records a run did not finish, in ranges (`3, 5–9`): `cut`,
/// begun and stopped (0-based, any order; sorted here), then `never_begun`, the last ones.
pub(crate) fn ranges_text(cut: &mut [u64], never_begun: std::ops::Range<u64>) -> String {
    cut.sort_unstable();
    // Runs of consecutive numbers, 0-based and inclusive, the numbers never begun last.
    let mut runs: Vec<(u64, u64)> = Vec::new();
    for &i in cut.iter() {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == i => *last = i,
            _ => runs.push((i, i)),
        }
    }
    if !never_begun.is_empty() {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == never_begun.start => *last = never_begun.end - 1,
            _ => runs.push((never_begun.start, never_begun.end - 1)),
        }
    }
    let ranges: Vec<String> = runs
        .iter()
        .map(|&(first, last)| match first == last {
            true => format!("{}", first + 1),
            false => format!("{}–{}", first + 1, last + 1),
        })
        .collect();
    ranges.join(", ")
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;

    use sudoku_engine::format::Format;

    use super::*;

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
                row: None,
                naming: Default::default(),
            })
        })
    }

    #[test]
    fn output_keeps_input_order_across_workers() {
        for threads in [2, 3, 8] {
            let mut out = Vec::new();
            let job = Records(&PanicAt(u64::MAX));
            let tally = run_parallel(records(5000), &job, threads, &mut out, None)
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
        let flag = CancelFlag::new();
        let result = std::panic::catch_unwind(|| {
            let mut out = Vec::new();
            let task = Cancellable {
                inner: Records(&PanicAt(300)),
                flag: &flag,
            };
            run_parallel(records(50_000), &task, 2, &mut out, None)
        });
        assert!(result.is_err());
        assert!(
            flag.is_cancelled(),
            "the task's work in progress is told to stop"
        );
    }

    /// A task with a cancel flag around another task.
    struct Cancellable<'f, T> {
        inner: T,
        flag: &'f CancelFlag,
    }

    impl<T: Task> Task for Cancellable<'_, T> {
        type Item = T::Item;

        fn numbered(item: &T::Item) -> bool {
            T::numbered(item)
        }

        fn run(&self, index: u64, item: &T::Item, out: &mut Output) {
            self.inner.run(index, item, out);
        }

        fn cancel_flag(&self) -> Option<&CancelFlag> {
            Some(self.flag)
        }
    }

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

    #[test]
    fn slow_rates_keep_three_significant_digits() {
        // One puzzle in 30 s used to read "0 puzzles/s".
        let summary = Summary {
            tally: Tally {
                records: 1,
                ..Tally::default()
            },
            elapsed: Duration::from_secs(30),
        };
        assert!(
            summary
                .stats_line()
                .ends_with(", 30.000 s, 0.0333 puzzles/s"),
            "{}",
            summary.stats_line()
        );
        let table = [
            (0.0, "0"),
            (2.5, "2.50"),
            (12.345, "12.3"),
            (99.94, "99.9"),
            (1234.4, "1234"),
        ];
        for (rate, text) in table {
            assert_eq!(rate_text(rate), text, "{rate}");
        }
    }

    #[test]
    fn inline_runs_keep_order_and_number_only_readable_records() {
        let mut items: Vec<ReadItem> = records(600).collect();
        items.insert(
            300,
            Err(crate::input::SourceError {
                source: "missing".into(),
                problem: crate::input::Problem::Io(io::Error::other("gone")),
            }),
        );
        let mut out = Vec::new();
        let tally = run_inline(
            items.into_iter(),
            &Records(&PanicAt(u64::MAX)),
            &mut out,
            None,
        )
        .expect("writing to memory");
        let expected: String = (0..600).map(|i| format!("{i}\n")).collect();
        assert_eq!(String::from_utf8(out).expect("UTF-8"), expected);
        assert_eq!((tally.records, tally.source_errors), (600, 1));
    }
}
