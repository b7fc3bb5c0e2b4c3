//! `sudoku canon`: the minlex canonical form of each 9×9 puzzle, or one puzzle per class of
//! equivalent puzzles.

use std::collections::HashSet;
use std::process::ExitCode;
use std::sync::{Mutex, PoisonError};

use sudoku_engine::canon::{canonical, Cells};
use sudoku_engine::Grid;
use sudoku_i18n::{tr, Localize};

use super::BatchArgs;
use crate::chunk::Output;
use crate::input::{InputArgs, InputRecord, RecordReader};
use crate::output;
use crate::records::{self, Job};

/// Print the minlex canonical form of each 9×9 puzzle: the smallest 81-character string (`0`
/// for a hole) over the 3,359,232 transformations that keep a grid valid (band, row, stack and
/// column permutations, transposition) and the relabellings of the digits. Equivalent puzzles
/// have the same form. One line per input record, in input order.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// Print only the first puzzle of each class of equivalent puzzles, as read (in the line
    /// format, `.` for a hole), then a summary on stderr: records, classes, duplicates,
    /// invalid. Bad records are reported on stderr only. Runs on one thread, since "first"
    /// means first in input order. Every class's form is kept in memory (packed into 41 bytes,
    /// about 50 to 100 bytes per class with the hash table), so memory grows with the number
    /// of classes.
    #[arg(long, conflicts_with = "threads")]
    dedup: bool,

    /// With --dedup: print each class's canonical form instead of its first puzzle.
    #[arg(long, requires = "dedup")]
    canonical: bool,
}

/// A canonical form packed two cells per byte, exact (no hashing collisions to worry about).
type Key = [u8; 41];

fn pack(form: &Cells) -> Key {
    let mut key = [0u8; 41];
    for (i, &v) in form.iter().enumerate() {
        key[i / 2] |= v << (4 * (i % 2));
    }
    key
}

/// The form of a record, or the reason there is none, reported the way bad records are.
/// `stdout_too` writes the `invalid: …` line in the record's place.
fn form_of(rec: &InputRecord, out: &mut Output, stdout_too: bool) -> Option<Grid> {
    let puzzle = match rec.parse() {
        Ok(g) => g,
        Err(e) => {
            if stdout_too {
                output::invalid(out, rec, &e);
            } else {
                out.stderr.push_str("error: ");
                out.stderr.push_str(&output::describe_error(rec, &e));
                out.stderr.push('\n');
                out.tally.invalid += 1;
            }
            return None;
        }
    };
    match canonical(&puzzle) {
        Ok(form) => Some(form),
        Err(e) => {
            // Another size: refused, like an unreadable record (exit code 2).
            let reason = e.localize(sudoku_i18n::lang());
            out.stderr
                .push_str(&format!("error: {}: {reason}\n", rec.location()));
            if stdout_too {
                out.stdout.push_str(&tr!("record-invalid", reason = reason));
                out.stdout.push('\n');
            }
            out.tally.invalid += 1;
            None
        }
    }
}

fn push_form(form: &Grid, out: &mut String) {
    out.extend(form.values().iter().map(|&v| char::from(b'0' + v)));
    out.push('\n');
}

struct CanonJob;

impl Job for CanonJob {
    fn run(&self, _index: u64, rec: &InputRecord, out: &mut Output) {
        if let Some(form) = form_of(rec, out, true) {
            out.tally.solved += 1;
            push_form(&form, &mut out.stdout);
        }
    }
}

/// What `--dedup` has seen so far.
#[derive(Default)]
struct Classes {
    seen: HashSet<Key>,
    duplicates: u64,
}

struct DedupJob {
    /// Behind a lock only because a `Job` is shared; dedup runs on one thread.
    classes: Mutex<Classes>,
    print_form: bool,
}

impl Job for DedupJob {
    fn run(&self, _index: u64, rec: &InputRecord, out: &mut Output) {
        let Some(form) = form_of(rec, out, false) else {
            return;
        };
        let Ok(cells) = <Cells>::try_from(form.values()) else {
            return;
        };
        let mut classes = self.classes.lock().unwrap_or_else(PoisonError::into_inner);
        if !classes.seen.insert(pack(&cells)) {
            classes.duplicates += 1;
            return;
        }
        drop(classes);
        if self.print_form {
            push_form(&form, &mut out.stdout);
        } else if let Ok(puzzle) = rec.parse() {
            out.stdout.push_str(&output::line_string(&puzzle));
            out.stdout.push('\n');
        }
    }
}

/// Runs `sudoku canon`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let reader = RecordReader::new(&args.input);
    let mut options = args.batch.options();
    let summary = if args.dedup {
        options.threads = 1;
        let job = DedupJob {
            classes: Mutex::default(),
            print_form: args.canonical,
        };
        let summary = records::run(reader, &job, options)?;
        let classes = job
            .classes
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner);
        let t = &summary.tally;
        eprintln!(
            "{}",
            tr!(
                "canon-summary",
                records = t.records,
                classes = classes.seen.len(),
                duplicates = classes.duplicates,
                invalid = t.invalid
            )
        );
        summary
    } else {
        records::run(reader, &CanonJob, options)?
    };
    if args.batch.stats {
        eprintln!("{}", output::stats_line(&summary));
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
