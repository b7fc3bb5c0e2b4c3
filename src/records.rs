//! The records of the input as a batch: each record run through a command's [`Job`], sources
//! that cannot be read reported in their place, and each record's file named in its output
//! when asked (`--with-filename`).
//!
//! The scheduler (`batch.rs`) sees records only as items of a [`Task`]; the commands see a
//! record and the [`Output`] to write it to, never a thread.

use std::io;

use crate::batch::{run_task, BatchOptions, Task};
use crate::chunk::{FileNames, Output, RecordNaming, Summary};
use crate::input::{InputRecord, ReadItem};

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

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use sudoku_engine::format::Format;
    use sudoku_engine::CancelFlag;

    use super::*;
    use crate::batch::run_parallel;

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
        let tally = run_parallel(
            items.into_iter(),
            &Records(&PanicAt(u64::MAX)),
            1,
            &mut out,
            None,
        )
        .expect("writing to memory");
        let expected: String = (0..600).map(|i| format!("{i}\n")).collect();
        assert_eq!(String::from_utf8(out).expect("UTF-8"), expected);
        assert_eq!((tally.records, tally.source_errors), (600, 1));
    }
}
