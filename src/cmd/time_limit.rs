//! `--timeout` of the batch commands that take one (`rate`, `explain`, `count`, `candidates`)
//! and `generate`'s seconds: reading the seconds, the whole run's deadline, and the records it
//! stopped or never began.

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sudoku_engine::Budget;
use sudoku_i18n::tr;

/// Reads seconds (`--timeout`, `--puzzle-timeout`): a positive number, at most 10⁹.
pub(crate) fn parse_secs(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if x > 0.0 && x <= 1e9 => Ok(x),
        _ => Err(tr!("seconds-not-positive", value = format!("{s:?}"))),
    }
}

/// `--timeout` of `rate`, `explain`, `count` and `candidates`: the whole command's deadline,
/// and the records it stopped or never began.
pub(crate) struct TimeLimit {
    /// The limit in seconds, as given.
    limit: Option<f64>,
    /// The budget every record runs under: the deadline, if there is one.
    budget: Budget,
    /// The records (0-based) not done: stopped in progress, or not begun.
    not_done: Mutex<Vec<u64>>,
}

impl TimeLimit {
    /// The limit of `--timeout SECS` (none without it), counted from now.
    pub(crate) fn new(limit: Option<f64>) -> TimeLimit {
        let budget = match limit {
            Some(secs) => Budget::unlimited().with_timeout(Duration::from_secs_f64(secs)),
            None => Budget::unlimited(),
        };
        TimeLimit {
            limit,
            budget,
            not_done: Mutex::new(Vec::new()),
        }
    }

    /// The budget a record runs under.
    pub(crate) fn budget(&self) -> &Budget {
        &self.budget
    }

    /// Whether record `index` comes too late to begin: then it is counted as not done.
    pub(crate) fn too_late(&self, index: u64) -> bool {
        let late = self.budget.deadline().is_some_and(|d| Instant::now() >= d);
        if late {
            self.not_done(index);
        }
        late
    }

    /// Counts record `index` as not done (the deadline stopped it).
    pub(crate) fn not_done(&self, index: u64) {
        if let Ok(mut v) = self.not_done.lock() {
            v.push(index);
        }
    }

    /// The exit code of a run over `records` records whose own exit code is `code`: with
    /// records not done, an error line on stderr naming them (message `id`: `rate-stopped`,
    /// `explain-stopped` or `count-stopped`) and exit code 1.
    pub(crate) fn finish(&self, id: &'static str, records: u64, code: u8) -> ExitCode {
        let mut cut = self.not_done.lock().map(|v| v.clone()).unwrap_or_default();
        let Some(limit) = self.limit.filter(|_| !cut.is_empty()) else {
            return ExitCode::from(code);
        };
        let lang = sudoku_i18n::lang();
        let done = records.saturating_sub(cut.len() as u64);
        let message = tr!(
            id,
            limit = sudoku_i18n::decimal(lang, limit, None),
            done = done,
            count = records,
            ranges = crate::output::ranges_text(&mut cut, 0..0)
        );
        eprintln!("error: {message}");
        ExitCode::from(1)
    }
}
