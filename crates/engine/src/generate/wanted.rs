//! Puzzles of a wanted level or technique: made one after another and rated until one fits.
//!
//! **The meaning, in one place.** [`Generator::generate_wanted`] keeps a puzzle only when it
//! fits exactly: its HoDoKu level (when one is wanted) is that level, and its step-by-step
//! solution (when a technique is wanted) uses that technique. When the budget runs out first it
//! fails with [`GenerateError::NotFound`], which carries the closest puzzle made, so a caller
//! that prefers something to nothing (the web page) can still offer it, and one that promised
//! an exact match (the command line) can refuse.
//!
//! **Reproducible.** Candidate `k` of puzzle `i` is made as the plain generator's puzzle
//! number `i · 2²⁴ + k`, except that its first full grid is shared: eight candidates in a row,
//! `k = 8j … 8j + 7`, cut their puzzles from the grid of grid stream `i · 2²⁴ + 8j`, each in
//! its own order of removals (the grid and its unavoidable sets are made once; see
//! `CANDIDATES_PER_GRID`). So the puzzle found depends only on the seed, the options and `i`:
//! not on the thread, nor on the puzzles made before, and no two indices share a grid. Only
//! *whether* one is found depends on the budget.
//!
//! [`Generator::generate_wanted`]: super::Generator::generate_wanted

use std::fmt;

use super::{GenerateError, Generated};
use crate::budget::{Budget, Interrupted};
use crate::grid::Grid;
use crate::logic::{self, Level, Technique};

/// The largest grid size the rater is calibrated for: the advanced techniques need 9×9
/// patterns, and bigger grids would be rated mostly by brute force, which says little.
pub const RATED_UP_TO: usize = 9;

/// The levels the rater gives puzzles of size `size` (all of them on 9×9; none above
/// [`RATED_UP_TO`]), so that a request for another level is refused at once rather than
/// searched for in vain.
///
/// Below 9×9 only the techniques that work on every size run (singles, locked candidates,
/// subsets), then brute force:
/// - 4×4: easy only. Every puzzle with a unique solution of both essentially different 4×4
///   grids (all 2 × 2¹⁶ sets of givens) was rated: singles solve each one.
/// - 6×6 and 8×8: easy, medium and extreme (brute force). No hard technique applies on 6×6
///   (a quadruple in a unit of 6 cells leaves at most 2 cells, a hidden pair or single found
///   first); unfair techniques need 9×9; and a total score above medium's 1,000 would take
///   scores far above those seen (at most 368 on 6×6 over 3,000 puzzles, 624 on 8×8 over
///   800). No hard 8×8 puzzle turned up among 44,045 made.
pub fn reachable_levels(size: usize) -> &'static [Level] {
    match size {
        9 => &Level::ALL,
        4 => &[Level::Easy],
        s if s < 9 => &[Level::Easy, Level::Medium, Level::Extreme],
        _ => &[],
    }
}

/// Whether the rater can use `technique` on a puzzle of size `size`: every technique on
/// 9×9; below, one that works on every size, of a level reached at that size
/// ([`reachable_levels`]).
pub fn technique_reachable(size: usize, technique: Technique) -> bool {
    if technique.is_variant_only() {
        // Classic puzzles never need it (the variant generator is another matter).
        return false;
    }
    size == 9
        || (logic::works_on_every_size(technique)
            && reachable_levels(size).contains(&technique.level()))
}

/// Candidates tried per puzzle index are numbered `index · CANDIDATES_PER_INDEX + k` on the
/// plain generator's streams; 2²⁴ keeps the candidates of different indices apart for any run
/// of fewer than 2⁴⁰ puzzles.
pub(crate) const CANDIDATES_PER_INDEX: u64 = 1 << 24;

/// What a puzzle must need to be kept: a level, a technique, both, or nothing.
///
/// Closeness, for [`GenerateError::NotFound`]'s closest puzzle: a puzzle without the wanted
/// technique is further than any puzzle with it; then the fewer levels between the puzzle's
/// level and the wanted one, the closer. Among equally close puzzles the first made is kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wanted {
    /// The HoDoKu level the puzzle must have.
    pub level: Option<Level>,
    /// A technique the puzzle's step-by-step solution must use.
    pub technique: Option<Technique>,
}

impl Wanted {
    /// No condition: [`Generator::generate_wanted`] is then the plain generator.
    ///
    /// [`Generator::generate_wanted`]: super::Generator::generate_wanted
    pub fn any() -> Wanted {
        Wanted::default()
    }

    /// The same request, also wanting `level`.
    pub fn level(mut self, level: Level) -> Wanted {
        self.level = Some(level);
        self
    }

    /// The same request, also wanting `technique`.
    pub fn technique(mut self, technique: Technique) -> Wanted {
        self.technique = Some(technique);
        self
    }

    /// Whether nothing is wanted.
    pub fn is_any(&self) -> bool {
        self.level.is_none() && self.technique.is_none()
    }

    /// How far a puzzle with `grade` is from the request (0 = it fits).
    fn distance(&self, grade: &Grade) -> u32 {
        let missing_technique = match self.technique {
            // More than the widest gap between two levels.
            Some(_) if !grade.uses_technique => Level::ALL.len() as u32,
            _ => 0,
        };
        let level_gap = match self.level {
            Some(w) => (w as u32).abs_diff(grade.level as u32),
            None => 0,
        };
        missing_technique + level_gap
    }
}

impl fmt::Display for Wanted {
    /// Reads as the object of "no … found": `hard puzzle that needs X-Wing`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.level, self.technique) {
            (Some(l), Some(t)) => write!(f, "{l} puzzle that needs {}", t.name()),
            (Some(l), None) => write!(f, "{l} puzzle"),
            (None, Some(t)) => write!(f, "puzzle that needs {}", t.name()),
            (None, None) => f.write_str("puzzle"),
        }
    }
}

/// A puzzle from [`Generator::generate_wanted`], with what the rater said of it.
///
/// [`Generator::generate_wanted`]: super::Generator::generate_wanted
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    /// The puzzle and its solution.
    pub generated: Generated,
    /// Its HoDoKu level; `None` when nothing was wanted (the puzzle was not rated).
    pub level: Option<Level>,
    /// Which candidate of its index it was (0 = the first made).
    pub candidate: u64,
}

/// What the rater says of one candidate, as far as the request needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Grade {
    /// The level; when `exact` is false, the level of the steps taken before the rating
    /// stopped, which the rest could only raise.
    level: Level,
    uses_technique: bool,
    /// Whether `level` is the puzzle's level (the rating ran to the end, or reached the top).
    exact: bool,
}

/// A rating followed step by step, to stop it as soon as the request's answer is known. A
/// path's level is its hardest technique's level, raised while its score is above the level's
/// limit ([`Level::max_score`]); both only grow as steps are added, so once the level is
/// above the wanted one no later step brings it back, and once it is extreme (the top) and
/// the wanted technique has been used, the rest of the path changes nothing.
///
/// Measured on `sudoku generate --count 200 --threads 1 --seed 1 --difficulty extreme`: an
/// extreme puzzle's rating stops after the step that made it extreme, and the easy, medium
/// and hard candidates of an easy or medium hunt stop at their first step above it.
#[derive(Clone, Copy, Debug)]
struct Progress {
    hardest: Level,
    score: u32,
    uses_technique: bool,
}

impl Progress {
    fn new(wanted: Wanted) -> Progress {
        Progress {
            hardest: Level::Easy,
            score: 0,
            uses_technique: wanted.technique.is_none(),
        }
    }

    fn add(&mut self, step: &logic::Step, wanted: Wanted) {
        let t = step.technique;
        self.hardest = self.hardest.max(t.level());
        self.score = self.score.saturating_add(t.score());
        self.uses_technique |= wanted.technique == Some(t);
    }

    /// The level of the steps so far.
    fn level(&self) -> Level {
        self.hardest.with_score(self.score)
    }

    /// Whether the rest of the path cannot change whether the puzzle fits `wanted`.
    fn settled(&self, wanted: Wanted) -> bool {
        settles(self.level(), self.uses_technique, wanted)
    }
}

/// [`Progress::settled`] for a path of level `level` that uses the wanted technique or not.
fn settles(level: Level, uses_technique: bool, wanted: Wanted) -> bool {
    wanted.level.is_some_and(|w| level > w) || (level == Level::Extreme && uses_technique)
}

/// [`Progress`] over the bulk path (`logic::solve_bulk_while`), which knows a run of singles'
/// score only between two bounds (`logic::Run`: between 4 and 14 a cell, narrowed by how many
/// Hidden Singles the run needs at least and at most): the score is an interval `lo..=hi`. The other steps, and so the hardest level and
/// whether the wanted technique is used, are exactly those of the step-by-step path.
///
/// What the step-by-step rating would answer is then one of a few outcomes (a level and
/// whether the technique is used), gathered in `outcomes`: for each report where that rating
/// may stop (settled with the highest score), the level it would stop with; and, when the
/// path may run to its end unsettled, its level then. The level only grows with the score,
/// and a single adds at most 14 while two levels' limits are at least 200 apart, so inside a
/// run of singles the level climbs one level at a time: a rating that stops inside a run stops
/// at the lowest settled level. After another step, it may stop at any settled level the
/// interval allows. The bulk path itself stops where the rating surely stops (settled even
/// with the lowest score). One outcome is the answer; several need the step-by-step rating.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    hardest: Level,
    lo: u32,
    hi: u32,
    uses_technique: bool,
    /// The possible answers, one bit per level and use of the technique (see [`outcome`]).
    outcomes: u16,
    /// Whether the rating may have stopped before the end of the path.
    may_stop: bool,
}

/// The bit of an outcome in [`Bounds::outcomes`].
fn outcome(level: Level, uses_technique: bool) -> u16 {
    1 << (2 * level as u16 + u16::from(uses_technique))
}

impl Bounds {
    fn new(wanted: Wanted) -> Bounds {
        Bounds {
            hardest: Level::Easy,
            lo: 0,
            hi: 0,
            uses_technique: wanted.technique.is_none(),
            outcomes: 0,
            may_stop: false,
        }
    }

    /// The levels the score interval allows that `keep` accepts, as outcomes.
    fn levels(&self, keep: impl Fn(Level) -> bool) -> u16 {
        let (low, high) = (
            self.hardest.with_score(self.lo),
            self.hardest.with_score(self.hi),
        );
        Level::ALL
            .iter()
            .filter(|&&l| low <= l && l <= high && keep(l))
            .fold(0, |m, &l| m | outcome(l, self.uses_technique))
    }

    /// Takes one report of the bulk path; with `early`, notes where the step-by-step rating
    /// may stop and says whether it surely stops here (then the bulk path stops too).
    fn add(&mut self, report: &logic::Bulk<'_>, wanted: Wanted, early: bool) -> bool {
        let in_run = match report {
            logic::Bulk::Singles(run) => {
                let (lo, hi) = run.scores();
                self.lo = self.lo.saturating_add(lo);
                self.hi = self.hi.saturating_add(hi);
                true
            }
            logic::Bulk::Step(step) => {
                let t = step.technique;
                self.hardest = self.hardest.max(t.level());
                self.lo = self.lo.saturating_add(t.score());
                self.hi = self.hi.saturating_add(t.score());
                self.uses_technique |= wanted.technique == Some(t);
                false
            }
        };
        let uses = self.uses_technique;
        if !early || !settles(self.hardest.with_score(self.hi), uses, wanted) {
            return false;
        }
        self.may_stop = true;
        self.outcomes |= if in_run {
            // Inside a run (on 9×9 a run's singles come in one report), at the lowest
            // settled level.
            Level::ALL
                .iter()
                .find(|&&l| settles(l, uses, wanted))
                .map_or(0, |&l| outcome(l, uses))
        } else {
            self.levels(|l| settles(l, uses, wanted))
        };
        settles(self.hardest.with_score(self.lo), uses, wanted)
    }

    /// Whether an extreme hunt can stop with `left` cells still empty: the wanted technique
    /// (if any) is used, and the path's level will be extreme whatever the rest of it is. Every
    /// empty cell is still to be placed by some step, and every step scores at least 4 for
    /// each cell it places (a single places one for 4 or 14, brute force one for 10,000, a
    /// forcing chain or net at most 81 for 500 or 700; the other techniques only eliminate;
    /// a test of the finders checks every step it sees), so
    /// the path's final score is at least `lo + 4 · left`. Once that is above the unfair
    /// limit, the step-by-step rating would go on to stop at an extreme level with the same
    /// answer, an exact one; the steps it would take until then are not needed.
    ///
    /// Measured with callgrind on `sudoku generate --difficulty extreme --count 200 --seed 1
    /// --threads 1`: see docs/BENCHMARKS.md, "Sixth round".
    fn surely_extreme(&self, wanted: Wanted, left: usize) -> bool {
        let least = Technique::FullHouse
            .score()
            .min(Technique::NakedSingle.score())
            .saturating_mul(u32::try_from(left).unwrap_or(u32::MAX));
        wanted.level == Some(Level::Extreme)
            && self.uses_technique
            && self.hardest.with_score(self.lo.saturating_add(least)) == Level::Extreme
    }

    /// Notes the end of the path, reached without surely settling: the rating may have run
    /// to the end too, unsettled (with `early`).
    fn end(&mut self, wanted: Wanted, early: bool) {
        let uses = self.uses_technique;
        self.outcomes |= self.levels(|l| !early || !settles(l, uses, wanted));
    }

    /// The possible outcomes: a level and whether the technique is used.
    fn possible(&self) -> impl Iterator<Item = (Level, bool)> + '_ {
        (0..2 * Level::ALL.len())
            .filter(|&bit| self.outcomes & (1 << bit) != 0)
            .map(|bit| (Level::ALL[bit / 2], bit % 2 == 1))
    }
}

/// The best candidate so far and how many were made.
#[derive(Debug)]
pub(crate) struct Hunt {
    wanted: Wanted,
    tried: u64,
    best: Option<(u32, Graded)>,
    /// The rater's buffers, kept from candidate to candidate: made afresh for each rating,
    /// they had cost 0.8 % more instructions on `sudoku generate --difficulty extreme --count
    /// 200 --seed 1 --threads 1` and 2.1 % with `--difficulty hard` (callgrind).
    scratch: logic::Scratch,
}

impl Hunt {
    pub(crate) fn new(wanted: Wanted) -> Hunt {
        Hunt {
            wanted,
            tried: 0,
            best: None,
            scratch: logic::Scratch::default(),
        }
    }

    /// Rates candidate number `candidate` and keeps it if it is the closest yet; returns it
    /// when it fits the request.
    ///
    /// # Errors
    ///
    /// The budget running out while the candidate is rated.
    pub(crate) fn consider(
        &mut self,
        candidate: u64,
        made: Generated,
        budget: &Budget,
    ) -> Result<Option<Graded>, Interrupted> {
        self.tried += 1;
        let best = self.best.as_ref().map(|(d, _)| *d);
        let Some(mut grade) =
            grade_puzzle(&made, self.wanted, budget, true, best, &mut self.scratch)?
        else {
            return Ok(None);
        };
        let mut distance = self.wanted.distance(&grade);
        let closer =
            |d: u32, best: &Option<(u32, Graded)>| best.as_ref().is_none_or(|(b, _)| d < *b);
        // A rating stopped early knows a lower bound of the level: enough to refuse the
        // puzzle, not to keep it as the closest one with its real level.
        if !grade.exact && closer(distance, &self.best) {
            let Some(full) =
                grade_puzzle(&made, self.wanted, budget, false, None, &mut self.scratch)?
            else {
                return Ok(None);
            };
            grade = full;
            distance = self.wanted.distance(&grade);
        }
        let graded = Graded {
            generated: made,
            level: Some(grade.level),
            candidate,
        };
        if distance == 0 {
            return Ok(Some(graded));
        }
        if closer(distance, &self.best) {
            self.best = Some((distance, graded));
        }
        Ok(None)
    }

    /// The error for a hunt that ran out of time after `allowed`.
    pub(crate) fn not_found(self, allowed: std::time::Duration) -> GenerateError {
        GenerateError::NotFound {
            wanted: self.wanted,
            tried: self.tried,
            allowed,
            closest: self.best.map(|(_, g)| Box::new(g)),
        }
    }
}

/// The one place where generation asks the logic rater about a puzzle: its level, and whether
/// its step-by-step solution uses the wanted technique (one human-style solution answers
/// both). With `early`, the rating stops as soon as the answer to "does it fit?" is known
/// (see [`Progress`]). `None` when the rater refuses the puzzle, which cannot happen for the
/// unique puzzles the generator makes but is not worth a panic.
///
/// # Errors
///
/// The budget running out in the middle of the rating.
fn grade_puzzle(
    made: &Generated,
    wanted: Wanted,
    budget: &Budget,
    early: bool,
    best: Option<u32>,
    scratch: &mut logic::Scratch,
) -> Result<Option<Grade>, Interrupted> {
    if wanted.technique.is_some_and(logic::is_single) {
        // Bulk placing cannot tell which single placed a cell.
        return grade_step_by_step(&made.puzzle, wanted, budget, early, scratch);
    }
    let solution = Some(made.solution.values());
    grade_in_bulk(&made.puzzle, solution, wanted, budget, early, best, scratch)
}

/// [`grade_puzzle`] over the bulk path (see [`Bounds`]); when the interval of scores leaves
/// the answer open, the path is replayed with its singles found one by one
/// (`logic::replay_singles_while`), which gives the step-by-step rating's answer without
/// running the other finders again. `None` when the rater refuses the puzzle.
///
/// Measured with callgrind on `sudoku generate --difficulty extreme --count 100 --seed 1
/// --threads 1`: 1.416 G instructions rating step by step, 1.121 G this way (the singles'
/// queues, steps and finder calls were a fifth of the rating); about one candidate in twenty
/// is replayed, and the replays cost 1.5% of the instructions. Tried on the way: rating
/// step by step again when the interval straddles a limit, with 4 to 14 a single and the
/// first doubt taken as undecided, cost more than it saved (1.665 G); the replay and the
/// outcomes made it 1.250 G, refusing a puzzle whose every outcome is neither fitting nor
/// closer 1.212 G, the Hidden Singles' bounds of `logic::Run` 1.149 G. With `--difficulty
/// easy --technique x-wing`, which no puzzle fits, the hunt makes and refuses 1.9 times as
/// many candidates in the same time.
fn grade_in_bulk(
    puzzle: &Grid,
    solution: Option<&[u8]>,
    wanted: Wanted,
    budget: &Budget,
    early: bool,
    best: Option<u32>,
    scratch: &mut logic::Scratch,
) -> Result<Option<Grade>, Interrupted> {
    let Ok(mut grid) = logic::CandidateGrid::from_grid(puzzle) else {
        return Ok(None);
    };
    let mut bounds = Bounds::new(wanted);
    let mut others = Vec::new();
    let mut stopped = false;
    let mut last_was_step = false;
    let mut surely_extreme = false;
    let kept = Some(&mut others);
    let rated = logic::solve_bulk_while(
        &mut grid,
        budget,
        solution,
        kept,
        scratch,
        |report, left| {
            last_was_step = matches!(report, logic::Bulk::Step(_));
            stopped = bounds.add(&report, wanted, early);
            surely_extreme = early && !stopped && bounds.surely_extreme(wanted, left);
            !stopped && !surely_extreme
        },
    );
    let solved = match rated {
        Ok(solved) => solved,
        Err(logic::LogicError::Interrupted(why)) => return Err(why),
        Err(_) => return Ok(None),
    };
    if surely_extreme {
        return Ok(Some(Grade {
            level: Level::Extreme,
            uses_technique: true,
            exact: true,
        }));
    }
    if !stopped {
        bounds.end(wanted, early);
    }
    let mut possible = bounds.possible().map(|(level, uses_technique)| Grade {
        level,
        uses_technique,
        exact: true,
    });
    let first = possible.next();
    let refused = |g: &Grade| {
        let d = wanted.distance(g);
        d != 0 && best.is_some_and(|b| d >= b)
    };
    if let Some(grade) = first.filter(|g| refused(g)) {
        if possible.all(|g| refused(&g)) {
            // Whichever it is, the hunt refuses the puzzle: neither fitting nor closer than
            // the closest so far.
            return Ok(Some(grade));
        }
    }
    if let (
        Some(Grade {
            level,
            uses_technique,
            ..
        }),
        1,
    ) = (first, bounds.outcomes.count_ones())
    {
        // A rating that stops before the end of the path is exact only at the top level (or
        // when the path ends with the step it stops at): calling it inexact otherwise only
        // costs a second rating of a puzzle whose level it does not change.
        let exact = level == Level::Extreme || (solved && (!bounds.may_stop || last_was_step));
        return Ok(Some(Grade {
            level,
            uses_technique,
            exact,
        }));
    }
    let Ok(mut grid) = logic::CandidateGrid::from_grid(puzzle) else {
        return Ok(None);
    };
    let mut progress = Progress::new(wanted);
    let replayed = logic::replay_singles_while(&mut grid, budget, &others, |step| {
        progress.add(step, wanted);
        !(early && progress.settled(wanted))
    });
    let Some(solved) = replayed else {
        // Never happens: the bulk path went at least as far as the rating goes.
        return grade_step_by_step(puzzle, wanted, budget, early, scratch);
    };
    let level = progress.level();
    Ok(Some(Grade {
        level,
        uses_technique: progress.uses_technique,
        exact: solved || level == Level::Extreme,
    }))
}

/// [`grade_puzzle`] rating step by step.
fn grade_step_by_step(
    puzzle: &Grid,
    wanted: Wanted,
    budget: &Budget,
    early: bool,
    scratch: &mut logic::Scratch,
) -> Result<Option<Grade>, Interrupted> {
    let Ok(mut grid) = logic::CandidateGrid::from_grid(puzzle) else {
        return Ok(None);
    };
    let mut progress = Progress::new(wanted);
    let texts = logic::Texts::Skipped;
    let rated = logic::solve_steps_while(&mut grid, budget, texts, scratch, |step| {
        progress.add(step, wanted);
        !(early && progress.settled(wanted))
    });
    match rated {
        Ok(explanation) => {
            let level = progress.level();
            Ok(Some(Grade {
                level,
                uses_technique: progress.uses_technique,
                exact: explanation.solved || level == Level::Extreme,
            }))
        }
        Err(logic::LogicError::Interrupted(why)) => Err(why),
        Err(_) => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Generator;
    use crate::shape::Shape;

    /// Plain puzzles from the generator with fixed seeds: `count` of size `size`.
    fn puzzles(size: usize, count: u64) -> Vec<Grid> {
        let shape = Shape::for_size(size).unwrap();
        let budget = Budget::unlimited();
        (0..count)
            .map(|i| {
                let seed = 1 + i % 3;
                Generator::new(shape)
                    .seed(seed)
                    .generate(i, &budget)
                    .unwrap()
                    .puzzle
            })
            .collect()
    }

    /// The step-by-step path of `puzzle`, as the rater takes it.
    fn exact_path(puzzle: &Grid) -> Vec<logic::Step> {
        let mut grid = logic::CandidateGrid::from_grid(puzzle).unwrap();
        let budget = Budget::unlimited();
        logic::solve_steps_while(
            &mut grid,
            &budget,
            logic::Texts::Skipped,
            &mut logic::Scratch::default(),
            |_| true,
        )
        .unwrap()
        .steps
    }

    #[test]
    fn the_bulk_path_has_the_exact_paths_other_steps_runs_and_level() {
        let budget = Budget::unlimited();
        let mut straddled = 0;
        let mut all = puzzles(9, 300);
        all.extend(puzzles(4, 20));
        all.extend(puzzles(6, 20));
        for puzzle in &all {
            let exact = exact_path(puzzle);
            let rating = logic::Rating::of_steps(&exact, true);
            // The exact path as runs of singles (their lengths, and how many Hidden Singles)
            // and other steps.
            let mut runs: Vec<(u32, Option<Technique>)> = Vec::new();
            let mut hidden: Vec<u32> = Vec::new();
            let (mut run, mut h) = (0, 0);
            for step in &exact {
                if logic::is_single(step.technique) && puzzle.shape() == Shape::NINE {
                    run += 1;
                    h += u32::from(step.technique == Technique::HiddenSingle);
                } else {
                    runs.push((run, Some(step.technique)));
                    hidden.push(h);
                    (run, h) = (0, 0);
                }
            }
            runs.push((run, None));
            hidden.push(h);

            let mut grid = logic::CandidateGrid::from_grid(puzzle).unwrap();
            let mut bounds = Bounds::new(Wanted::any());
            let mut bulk: Vec<(u32, Option<Technique>)> = Vec::new();
            let mut others = Vec::new();
            let mut hidden_bounds: Vec<(u32, u32)> = Vec::new();
            let mut run = 0;
            let mut bound = (0, 0);
            let mut last_left = puzzle.values().iter().filter(|&&v| v == 0).count();
            let mut scratch = logic::Scratch::default();
            let solved = logic::solve_bulk_while(
                &mut grid,
                &budget,
                None,
                None,
                &mut scratch,
                |report, left| {
                    // The count of empty cells left goes down by a run's cells and a step's
                    // placements.
                    let placed = match &report {
                        logic::Bulk::Singles(r) => r.placed as usize,
                        logic::Bulk::Step(step) => step.placements.len(),
                    };
                    assert_eq!(left + placed, last_left);
                    last_left = left;
                    bounds.add(&report, Wanted::any(), false);
                    match report {
                        logic::Bulk::Singles(r) => {
                            run += r.placed;
                            bound = (r.hidden_at_least, r.hidden_at_most);
                        }
                        logic::Bulk::Step(step) => {
                            bulk.push((run, Some(step.technique)));
                            hidden_bounds.push(bound);
                            others.push(step.clone());
                            (run, bound) = (0, (0, 0));
                        }
                    }
                    true
                },
            )
            .unwrap();
            bulk.push((run, None));
            hidden_bounds.push(bound);
            assert!(solved && grid.is_solved());
            assert_eq!(last_left, 0);
            assert_eq!(bulk, runs, "{puzzle:?}");
            if puzzle.shape() == Shape::NINE {
                for (&h, &(least, most)) in hidden.iter().zip(&hidden_bounds) {
                    assert!(least <= h && h <= most, "{puzzle:?} {h} {least} {most}");
                }
            }
            assert!(bounds.lo <= rating.score && rating.score <= bounds.hi);
            let (low, high) = (
                bounds.hardest.with_score(bounds.lo),
                bounds.hardest.with_score(bounds.hi),
            );
            assert!(low <= rating.level && rating.level <= high, "{puzzle:?}");
            straddled += usize::from(low != high);

            // The replay gives the exact path back, step for step.
            let mut grid = logic::CandidateGrid::from_grid(puzzle).unwrap();
            let mut replayed = Vec::new();
            let done = logic::replay_singles_while(&mut grid, &budget, &others, |step| {
                replayed.push(step.clone());
                true
            });
            assert_eq!(done, Some(true));
            assert_eq!(replayed, exact, "{puzzle:?}");
        }
        // Most levels are known from the interval alone.
        assert!(straddled < all.len() / 10, "{straddled}");
    }

    #[test]
    fn grading_in_bulk_answers_as_the_step_by_step_rating() {
        let budget = Budget::unlimited();
        let xwing = Technique::XWing;
        let mut wanted: Vec<Wanted> = Level::ALL.iter().map(|&l| Wanted::any().level(l)).collect();
        wanted.push(Wanted::any().technique(xwing));
        wanted.push(Wanted::any().level(Level::Hard).technique(xwing));
        // An extreme hunt stops as soon as the score is sure to pass the unfair limit, but only
        // once the wanted technique is used.
        wanted.push(Wanted::any().level(Level::Extreme).technique(xwing));
        wanted.push(
            Wanted::any()
                .level(Level::Unfair)
                .technique(Technique::Skyscraper),
        );
        // One scratch for every rating, as a hunt keeps it.
        let mut scratch = logic::Scratch::default();
        for puzzle in puzzles(9, 200) {
            let solved = crate::Solver::new().solve(&puzzle);
            let solution = solved.solution().unwrap().values().to_vec();
            for &w in &wanted {
                for early in [true, false] {
                    let step = grade_step_by_step(&puzzle, w, &budget, early, &mut scratch)
                        .unwrap()
                        .unwrap();
                    let bulk = grade_in_bulk(&puzzle, None, w, &budget, early, None, &mut scratch)
                        .unwrap()
                        .unwrap();
                    assert_eq!(
                        (bulk.level, bulk.uses_technique),
                        (step.level, step.uses_technique),
                        "{puzzle:?} {w:?} {early}"
                    );
                    if bulk.exact {
                        let full =
                            grade_step_by_step(&puzzle, w, &budget, false, &mut scratch).unwrap();
                        assert_eq!(full.map(|g| g.level), Some(bulk.level), "{puzzle:?} {w:?}");
                    }
                    // With a closest puzzle so far, a refused puzzle stays refused and one that
                    // fits or is closer keeps its exact answer.
                    for best in 1..=3 {
                        let known = Some(solution.as_slice());
                        let bulk = grade_in_bulk(
                            &puzzle,
                            known,
                            w,
                            &budget,
                            early,
                            Some(best),
                            &mut scratch,
                        )
                        .unwrap()
                        .unwrap();
                        let (b, s) = (w.distance(&bulk), w.distance(&step));
                        if s == 0 || s < best {
                            assert_eq!(
                                (bulk.level, bulk.uses_technique),
                                (step.level, step.uses_technique)
                            );
                        } else {
                            assert!(b != 0 && b >= best, "{puzzle:?} {w:?} {best}");
                        }
                    }
                }
            }
        }
    }
}
