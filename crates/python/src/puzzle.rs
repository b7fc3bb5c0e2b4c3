//! One puzzle of any kind, read as the `sudoku` command reads a record, and the three
//! operations that take every kind: solve, count and true candidates.
//!
//! A record is a variant puzzle when [`variant::read_record`] says so (an f-puzzles or
//! SudokuPad link or payload, f-puzzles JSON, our JSON form, an ISS constraint string), else a
//! classic grid in any of the classic formats. The single-puzzle functions and the text
//! batches both read through here, so a column may mix classic and variant puzzles.
//!
//! A variant puzzle whose rules are classic (the shape's boxes and no constraint, as a link
//! to a plain Sudoku has) counts as a classic grid for the functions that only take those
//! (rate, explain, canonical forms...).

use sudoku_engine::logic::{
    self, CandidateError, CandidateGrid, Explanation, LogicError, Rating, Step,
};
use sudoku_engine::variant::{self, ReadError, Rules, TrueCandidates, VariantPuzzle};
use sudoku_engine::{
    Budget, Count, Grid, Interrupted, Mode, NoSolution, Outcome, ParseError, Solver, Status,
};

/// The candidate grid of a classic puzzle, or the engine's reason for refusing it.
pub fn candidates_of(grid: &Grid) -> Result<CandidateGrid, LogicError> {
    CandidateGrid::from_grid(grid).map_err(|e| match e {
        CandidateError::Conflict(c) => LogicError::Conflict(c),
        // A grid's candidates are never read from pencil marks: nothing else happens.
        _ => LogicError::NoSolution,
    })
}

/// A puzzle read: a classic grid, or a variant puzzle (a grid and its rules).
#[derive(Debug)]
pub enum Puzzle {
    /// A grid under the classic rules of its shape.
    Classic(Grid),
    /// A grid under rules of its own.
    Variant(Box<VariantPuzzle>),
}

/// Why a record is not a puzzle: the classic parser's reason or the variant reader's, each
/// naming its place (line and column, JSON path, item).
#[derive(Debug)]
pub enum ReadFailure {
    /// The classic formats' reason.
    Classic(ParseError),
    /// The variant readers' reason.
    Variant(ReadError),
}

impl std::fmt::Display for ReadFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadFailure::Classic(e) => e.fmt(f),
            ReadFailure::Variant(e) => e.fmt(f),
        }
    }
}

impl Puzzle {
    /// Reads one record of text: a variant puzzle if it is one, else a classic grid.
    pub fn read_str(text: &str) -> Result<Puzzle, ReadFailure> {
        match variant::read_record(text) {
            Some(Ok(p)) => Ok(Puzzle::Variant(Box::new(p))),
            Some(Err(e)) => Err(ReadFailure::Variant(e)),
            None => sudoku_engine::format::parse_str(text)
                .map(Puzzle::Classic)
                .map_err(ReadFailure::Classic),
        }
    }

    /// Reads one record of bytes: a variant puzzle if it is UTF-8 text that is one, else a
    /// classic grid read by `classic`.
    pub fn read_bytes(
        bytes: &[u8],
        classic: impl FnOnce(&[u8]) -> Result<Grid, ParseError>,
    ) -> Result<Puzzle, ReadFailure> {
        if let Some(read) = std::str::from_utf8(bytes)
            .ok()
            .and_then(variant::read_record)
        {
            return read
                .map(|p| Puzzle::Variant(Box::new(p)))
                .map_err(ReadFailure::Variant);
        }
        classic(bytes)
            .map(Puzzle::Classic)
            .map_err(ReadFailure::Classic)
    }

    /// The givens.
    pub fn givens(&self) -> &Grid {
        match self {
            Puzzle::Classic(g) => g,
            Puzzle::Variant(p) => p.givens(),
        }
    }

    /// The grid, when the rules are the classic ones of its shape.
    pub fn classic(&self) -> Option<&Grid> {
        match self {
            Puzzle::Classic(g) => Some(g),
            Puzzle::Variant(p) => p.rules().is_classic().then(|| p.givens()),
        }
    }

    /// The grid, when the rules are the classic ones of its shape (as [`Puzzle::classic`]).
    pub fn into_classic(self) -> Option<Grid> {
        match self {
            Puzzle::Classic(g) => Some(g),
            Puzzle::Variant(p) => p.rules().is_classic().then(|| p.givens().clone()),
        }
    }

    /// Every step of a human-style solution under `budget`: HoDoKu's engine for classic
    /// rules, the variant engine for others.
    ///
    /// # Errors
    ///
    /// The engine's refusal: givens that clash, no solution or several, the budget run out.
    pub fn solve_steps(&self, budget: &Budget) -> Result<Explanation, LogicError> {
        match self.classic() {
            Some(g) => logic::solve_steps_within(&mut candidates_of(g)?, budget),
            None => self.variant_rules()?.solve_steps(budget),
        }
    }

    /// The next step under `budget` (`None` when the grid is full), as [`Puzzle::solve_steps`].
    ///
    /// # Errors
    ///
    /// As [`Puzzle::solve_steps`].
    pub fn next_step(&self, budget: &Budget) -> Result<Option<Step>, LogicError> {
        match self.classic() {
            Some(g) => logic::next_step_within(&candidates_of(g)?, budget),
            None => self.variant_rules()?.next_step(budget),
        }
    }

    /// The rating under `budget`, as [`Puzzle::solve_steps`].
    ///
    /// # Errors
    ///
    /// As [`Puzzle::solve_steps`].
    pub fn rate(&self, budget: &Budget) -> Result<Rating, LogicError> {
        match self.classic() {
            Some(g) => logic::rate_within(&candidates_of(g)?, budget),
            None => self.variant_rules()?.rate(budget),
        }
    }

    /// The guesses a unique-mode search makes on the puzzle (its statistics, as `sudoku
    /// bench` counts them); 0 when the budget runs out first.
    pub fn guesses(&self, budget: &Budget) -> u64 {
        match self {
            Puzzle::Classic(g) => Solver::new().solve_with_stats(g).1.guesses,
            Puzzle::Variant(p) => p
                .solve_with_stats(Mode::Unique, budget)
                .map_or(0, |(_, stats)| stats.guesses),
        }
    }

    /// The variant puzzle, when the rules are not classic ([`Puzzle::classic`] is `None`).
    fn variant_rules(&self) -> Result<&VariantPuzzle, LogicError> {
        match self {
            Puzzle::Variant(p) => Ok(p),
            // Unreachable: a classic grid always has classic rules.
            Puzzle::Classic(_) => Err(LogicError::NoSolution),
        }
    }

    /// Solves the puzzle in `mode` under `budget`.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn solve(&self, mode: Mode, budget: &Budget) -> Result<Outcome, Interrupted> {
        match self {
            Puzzle::Classic(g) => Solver::new().mode(mode).within(budget).solve(g),
            Puzzle::Variant(p) => p.solve(mode, budget),
        }
    }

    /// Counts solutions up to `limit` under `budget`.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn count(&self, limit: u64, budget: &Budget) -> Result<Count, Interrupted> {
        match self {
            Puzzle::Classic(g) => Solver::new().within(budget).count(g, limit),
            Puzzle::Variant(p) => p.count(limit, budget),
        }
    }

    /// The true candidates, each counted up to `cap` solutions, under `budget` (a classic grid
    /// under its classic rules, as `sudoku candidates` does).
    ///
    /// # Errors
    ///
    /// [`Failure::Interrupted`] when the budget runs out first; [`Failure::Refused`] if the
    /// engine refuses the classic grid as a puzzle with rules (it takes every classic size).
    pub fn candidates(&self, cap: u64, budget: &Budget) -> Result<TrueCandidates, Failure> {
        match self {
            Puzzle::Variant(p) => Ok(p.candidates(cap, budget)?),
            Puzzle::Classic(g) => {
                let p = VariantPuzzle::new(g.clone(), Rules::classic(g.shape()))
                    .map_err(|e| Failure::Refused(e.to_string()))?;
                Ok(p.candidates(cap, budget)?)
            }
        }
    }

    /// Why the puzzle has no solution: the engine's reason, which the command and the web API
    /// give too.
    pub fn why_no_solution(&self) -> NoSolution {
        match self {
            Puzzle::Classic(g) => sudoku_engine::why_no_solution(g),
            Puzzle::Variant(p) => sudoku_engine::why_no_solution_variant(p),
        }
    }

    /// Why the puzzle has no true candidates: as [`Puzzle::why_no_solution`], but a classic
    /// grid is looked at under its classic rules, as `sudoku candidates` and `/api/candidates`
    /// do, so that the three give the same reason.
    pub fn why_no_candidates(&self) -> NoSolution {
        match self {
            Puzzle::Variant(p) => sudoku_engine::why_no_solution_variant(p),
            Puzzle::Classic(g) => VariantPuzzle::new(g.clone(), Rules::classic(g.shape()))
                .map_or_else(
                    |_| sudoku_engine::why_no_solution(g),
                    |p| sudoku_engine::why_no_solution_variant(&p),
                ),
        }
    }

    /// The batch status of a puzzle without solution: [`Status::Conflict`] when two givens
    /// clash in a row, column or box, else [`Status::NoSolution`].
    pub fn no_solution_status(&self) -> Status {
        let clash = match self {
            Puzzle::Classic(g) => g.first_conflict().is_some(),
            Puzzle::Variant(p) => p.clash().is_some(),
        };
        if clash {
            Status::Conflict
        } else {
            Status::NoSolution
        }
    }
}

/// Why an operation gave no answer.
#[derive(Debug)]
pub enum Failure {
    /// The budget ran out first.
    Interrupted(Interrupted),
    /// The engine refused the puzzle, for this reason.
    Refused(String),
}

impl From<Interrupted> for Failure {
    fn from(e: Interrupted) -> Failure {
        Failure::Interrupted(e)
    }
}

/// The batch status of a solve's outcome.
pub fn status_of(outcome: &Outcome) -> Status {
    match outcome {
        Outcome::Unique(_) => Status::Unique,
        Outcome::Multiple(_) => Status::Multiple,
        Outcome::Found(_) => Status::Found,
        Outcome::NoSolution { conflict: Some(_) } => Status::Conflict,
        Outcome::NoSolution { conflict: None } => Status::NoSolution,
    }
}

/// The batch status of a count: as [`sudoku_engine::Solver::count_batch`] gives it.
pub fn count_status(puzzle: &Puzzle, count: &Count, limit: u64) -> Status {
    match count.count {
        0 => puzzle.no_solution_status(),
        1 if limit > 1 => Status::Unique,
        1 => Status::Found,
        _ => Status::Multiple,
    }
}
