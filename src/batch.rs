//! Batch work on all cores, with output in input order and constant memory: the command's
//! adapter over the engine's scheduler, [`sudoku_engine::par::stream`].
//!
//! A batch is a [`Task`] run over a stream of items: the records of the input for the puzzle
//! commands (`records::run`, with a per-record `Job`), or puzzle numbers `0..count` for
//! `generate` ([`run_task`]). The scheduling is the engine's, the one the Python binding uses
//! too: worker threads (the calling thread is one of them) take turns reading a chunk of items,
//! run the task on whole chunks in parallel, and take turns writing every chunk whose turn has
//! come, so output keeps input order; a window bounds how many chunks are in flight, so memory
//! stays constant whatever the input size, even when one chunk holds a slow puzzle and the
//! others race ahead; with one thread everything runs inline on the main thread. What the
//! engine leaves to its caller is here: numbering the items, each chunk's [`Output`] text,
//! writing it to standard output, the `--stats` tally, the progress bar and Ctrl-C. It knows
//! no record, no format and no file name, only items, their text and its order.
//!
//! Output goes to the system in runs of whole records ([`crate::sink`]), so that a
//! kill leaves whole records only. A record too long to keep (`solve --all`) can go out while
//! it is made, in its turn ([`Output::stream`], through the engine's `par::Turn`). On Ctrl-C
//! or SIGTERM the batch stops at the next record's start and writes the records finished
//! before it, in order ([`crate::interrupt`] raises the batch's cancel flag, which the engine
//! watches before each chunk it reads).

use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use sudoku_engine::par::{self, StreamOptions};
use sudoku_engine::CancelFlag;

use crate::chunk::{Output, Summary, Tally, Turn};
use crate::interrupt;
use crate::sink;

/// A command's work on the items of a batch, whatever they are: records, puzzle numbers.
pub trait Task: Sync {
    /// One unit of work, read on one thread and run on another.
    type Item: Send;

    /// Items per chunk: cheap items go many together so that locking is noise (a chunk of 256
    /// easy puzzles is about a quarter of a millisecond of work); items that take seconds go
    /// alone, so that no worker waits behind another's chunk.
    const CHUNK: usize = par::CHUNK;

    /// Chunks in flight per worker thread past the last one written: how far the others may
    /// run ahead of a slow item, and so how much output may wait in memory.
    const WINDOW_PER_THREAD: usize = par::WINDOW_PER_THREAD;

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
    /// (writing failed, a worker panicked, an interrupt), so that items in progress end soon.
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

/// Standard output as the batch writes it, the engine scheduler's sink: runs of whole
/// records, each in one `write_all` ([`write_runs`]); flushed after each run of chunks when the
/// task asks for it ([`Task::FLUSH_EACH_CHUNK`], which matters only for a buffered writer). It
/// counts the chunks' tallies and moves the progress bar as they are written.
struct Out<'a, W: Write> {
    inner: &'a mut W,
    flush_each_chunk: bool,
    tally: Tally,
    bar: Option<&'a ProgressBar>,
}

impl<W: Write> Out<'_, W> {
    /// Writes one chunk's output; stdout is flushed before stderr text so that the two
    /// streams stay in order when they go to the same place.
    fn emit(&mut self, out: &Output<'_>) -> io::Result<()> {
        if !out.stderr.is_empty() {
            self.inner.flush()?;
            io::stderr().write_all(out.stderr.as_bytes())?;
        }
        write_runs(self.inner, out.stdout.as_bytes(), &out.ends)
    }
}

impl<W: Write + Send> par::Sink for Out<'_, W> {
    type Chunk = Output<'static>;
    type Error = io::Error;

    fn write(&mut self, out: Output<'static>) -> io::Result<ControlFlow<()>> {
        self.emit(&out)?;
        self.tally.add(&out.tally);
        if let Some(b) = self.bar {
            b.inc(out.tally.records);
        }
        // The records after a cut (an interrupt) were never made: the output stops here, a
        // prefix of the input's.
        Ok(if out.cut {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.flush_each_chunk {
            self.inner.flush()?;
        }
        Ok(())
    }
}

/// A record that streams writes through its chunk's turn in the engine's scheduler.
impl<W: Write + Send> Turn for par::Turn<'_, Out<'_, W>> {
    fn write_early(&self, out: &mut Output<'_>) -> io::Result<()> {
        // The error only stops the record: a failed write's own error is the batch's.
        self.write(|sink| sink.emit(out))
            .map_err(|stopped| io::Error::new(io::ErrorKind::Interrupted, stopped))?;
        out.stdout.clear();
        out.stderr.clear();
        out.ends.clear();
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
    // No buffer: each write is a run of whole records (see `write_runs`).
    let mut writer = sink::Stdout;
    let threads = options.threads.min(MAX_THREADS);
    let tally = run_parallel(items, task, threads, &mut writer, bar.as_ref())?;
    writer.flush()?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    Ok(Summary {
        tally,
        elapsed: start.elapsed(),
    })
}

/// Runs `task` over `items` on `threads` workers (1: inline on the calling thread), writing
/// each chunk's output to `writer` in item order: [`par::stream`] with the task's chunk size
/// and window, the items numbered as they are read, and [`Out`] as its sink.
///
/// The task's cancel flag (or the batch's own, when it has none) is the scheduler's: raised on
/// Ctrl-C ([`interrupt::watch`]), it stops the reading; raised by the scheduler when the run
/// stops early, it ends the items in progress.
pub(crate) fn run_parallel<T: Task, I: Iterator<Item = T::Item> + Send, W: Write + Send>(
    items: I,
    task: &T,
    threads: usize,
    writer: &mut W,
    bar: Option<&ProgressBar>,
) -> io::Result<Tally> {
    let own = CancelFlag::new();
    let cancel = task.cancel_flag().unwrap_or(&own);
    interrupt::watch(cancel);
    let options = StreamOptions {
        threads,
        chunk: T::CHUNK,
        window_per_thread: T::WINDOW_PER_THREAD,
    };
    // Each item with its index: the count of numbered items before it.
    let numbered = items.scan(0, |next, item| {
        let index = *next;
        *next += u64::from(T::numbered(&item));
        Some((index, item))
    });
    let out = Out {
        inner: writer,
        flush_each_chunk: T::FLUSH_EACH_CHUNK,
        tally: Tally::default(),
        bar,
    };
    // The sizes of the last chunk's stdout and stderr text, which the next chunk's buffers
    // start with: growing them from nothing, by doubling, copied each chunk's text about
    // twice (3.7 M instructions of memcpy and 4 M of reallocation over the 10,000 records of
    // serg-benchmark).
    let [out_size, err_size] = [AtomicUsize::new(0), AtomicUsize::new(0)];
    let work = |items: Vec<(u64, T::Item)>, turn: &par::Turn<'_, Out<'_, W>>| {
        let mut out = Output {
            stdout: String::with_capacity(out_size.load(Ordering::Relaxed)),
            stderr: String::with_capacity(err_size.load(Ordering::Relaxed)),
            ends: Vec::with_capacity(items.len()),
            turn: Some(turn),
            ..Output::default()
        };
        run_chunk(task, &items, &mut out);
        let out = out.detach();
        // A record that streams (`solve --all`) has sent its text already: what is left is
        // its tail, a fair guess for the next chunk's too.
        // (At most 16 MiB: one record of a huge output is no reason to hold as much.)
        out_size.store(out.stdout.len().min(1 << 24), Ordering::Relaxed);
        err_size.store(out.stderr.len().min(1 << 24), Ordering::Relaxed);
        // The items are freed here, by the thread that read them.
        drop(items);
        out
    };
    let (out, result) = par::stream(numbered, options, Some(cancel), work, out);
    result.map(|()| out.tally)
}

/// Runs the items of one chunk, each with its index, and notes where each item's text ends.
/// After an interrupt no item starts: the chunk is cut there.
fn run_chunk<T: Task>(task: &T, items: &[(u64, T::Item)], out: &mut Output<'_>) {
    for (index, item) in items {
        if interrupt::received().is_some() {
            out.cut = true;
            return;
        }
        let (stdout, stderr) = (out.stdout.len(), out.stderr.len());
        task.run(*index, item, out);
        if task.cancel_flag().is_some() && interrupt::received().is_some() {
            // The interrupt raised the task's cancel flag during this item, which may have
            // ended it early: it is not a finished record.
            out.stdout.truncate(stdout);
            out.stderr.truncate(stderr);
            out.cut = true;
            return;
        }
        out.ends.push(out.stdout.len());
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicU64;
    use std::sync::Mutex;
    use std::thread;

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
    fn the_others_stop_at_the_window_behind_a_slow_item() {
        // The task's chunk and window reach the scheduler (whose own tests are the engine's,
        // `par`): 200 items, while item 0 runs the other worker does the 31 that fit in the
        // window (chunks 1 to 31) and no more, so memory stays bounded.
        let n = 200;
        let window = 2 * SlowFirst::WINDOW_PER_THREAD as u64;
        let task = SlowFirst::new(window - 1);
        let mut out = Vec::new();
        run_parallel(0..n, &task, 2, &mut out, None).expect("writing to memory");
        assert_eq!(*task.seen.lock().unwrap(), Some((window - 1, window - 1)));
        let expected: String = (0..n).map(|i| format!("{i}\n")).collect();
        assert_eq!(String::from_utf8(out).expect("UTF-8"), expected);
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
