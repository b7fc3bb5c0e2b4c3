//! What the work of a batch makes: the text of a chunk of records for standard output and
//! standard error, where each record ends, and what happened to them ([`Tally`]).
//!
//! This is the one type the batch adapter (`batch.rs`, over the engine's scheduler,
//! `sudoku_engine::par`), the records layer (`records.rs`), the writer (`output.rs`) and the
//! commands all hand around. It knows no thread and no format: a record that streams
//! ([`Output::stream`]) reaches the batch's writer through the [`Turn`] trait, and the file
//! names the batch adds to a record's text are one of three plain text edits ([`FileNames`]).

use std::io;
use std::sync::Arc;
use std::time::Duration;

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
    pub(crate) ends: Vec<usize>,
    /// Whether the chunk stopped before its end (an interrupt): nothing after it is written.
    pub(crate) cut: bool,
    /// The writer that takes this chunk's text early, in its turn ([`Output::stream`]).
    pub(crate) turn: Option<&'t dyn Turn>,
    /// How the record being made names its file, applied as it streams.
    pub(crate) naming: Option<RecordNaming>,
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
pub(crate) struct RecordNaming {
    /// How the file is named.
    pub(crate) names: FileNames,
    /// The file's name (`FILE:LINE` for [`FileNames::Prefix`]).
    pub(crate) source: Arc<str>,
    /// Whether the `# FILE` header is still to come.
    pub(crate) first: bool,
    /// Where the record's text starts in `stdout`.
    pub(crate) start: usize,
}

/// The writer of a batch, as a record that streams sees it: its chunk's place in the
/// scheduler's output (`batch.rs` implements it over the engine's `par::Turn`; this module
/// knows it only by this trait).
pub(crate) trait Turn: Sync {
    /// Waits until every chunk before this one is written, then writes `out`'s text so far
    /// (stderr first) and empties it. An error stops the record: the output failed, or an
    /// interrupt closed the batch.
    fn write_early(&self, out: &mut Output<'_>) -> io::Result<()>;
}

impl Output<'_> {
    /// The same output without its writer, to wait for its turn among the others.
    pub(crate) fn detach(self) -> Output<'static> {
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
        let Some(turn) = self.turn else {
            return Ok(());
        };
        if let Some(n) = &mut self.naming {
            n.names.apply(&n.source, n.first, n.start, &mut self.stdout);
            n.first = false;
        }
        turn.write_early(self)?;
        if let Some(n) = &mut self.naming {
            n.start = 0;
        }
        Ok(())
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
    /// Names the file `source` in a record's output, `out[start..]`; `first` when the record
    /// is the first of its file.
    pub(crate) fn apply(self, source: &str, first: bool, start: usize, out: &mut String) {
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
}
