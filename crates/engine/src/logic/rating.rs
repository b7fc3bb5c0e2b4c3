//! Ratings: HoDoKu's level and score, and a Sudoku-Explainer-style number.

use super::candidates::CandidateGrid;
use super::engine::{next_step_with, Context};
use super::technique::{Level, Technique};
use crate::grid::Grid;

/// How hard a puzzle is for a human solver.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// HoDoKu's level: the hardest technique's level, raised while the score is above the
    /// level's limit ([`Level::max_score`]).
    pub level: Level,
    /// HoDoKu's score: the sum of the scores of all steps.
    pub score: u32,
    /// A Sudoku-Explainer-style rating of the hardest step (1.0 … 11.0).
    pub se: f32,
    /// Whether the steps solved the puzzle (false when it has no solution or the givens
    /// conflict).
    pub solved: bool,
    /// The hardest technique used (by level, then score), if any step was taken.
    pub hardest: Option<Technique>,
    /// The number of steps.
    pub steps: usize,
}

/// Rates a puzzle by solving it step by step.
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, logic};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let rating = logic::rate(&puzzle);
/// assert_eq!(rating.level, logic::Level::Easy);
/// assert!(rating.score > 0 && rating.se >= 1.0);
/// # Ok::<(), sudoku_engine::ParseError>(())
/// ```
pub fn rate(puzzle: &Grid) -> Rating {
    match CandidateGrid::from_grid(puzzle) {
        Ok(g) => rate_candidates(&g),
        Err(_) => Rating {
            level: Level::Extreme,
            score: 0,
            se: 0.0,
            solved: false,
            hardest: None,
            steps: 0,
        },
    }
}

/// Rates a candidate grid (for example one read from pencil marks) by solving it step by step.
pub fn rate_candidates(grid: &CandidateGrid) -> Rating {
    let mut g = grid.clone();
    let mut ctx = Context::default();
    let mut score = 0u32;
    let mut level = Level::Easy;
    let mut se = 0.0f32;
    let mut hardest: Option<Technique> = None;
    let mut steps = 0;
    while let Some(step) = next_step_with(&g, &mut ctx) {
        let t = step.technique;
        score = score.saturating_add(t.score());
        level = level.max(t.level());
        let s = step_se(&step);
        if s > se {
            se = s;
        }
        if hardest.is_none_or(|h| (t.level(), t.score()) > (h.level(), h.score())) {
            hardest = Some(t);
        }
        steps += 1;
        g.apply(&step);
    }
    let solved = g.is_solved();
    while score > level.max_score() {
        level = level.next();
    }
    Rating {
        level,
        score,
        se: if steps == 0 { 1.0 } else { se },
        solved,
        hardest,
        steps,
    }
}

/// The SE-style number of one step: the technique's rating, plus a length bonus for chains as
/// Sudoku Explainer gives (about +0.1 per doubling of the chain beyond four links).
fn step_se(step: &super::step::Step) -> f32 {
    let base = step.technique.se();
    let chain = matches!(
        step.technique,
        Technique::XChain
            | Technique::XyChain
            | Technique::ContinuousNiceLoop
            | Technique::DiscontinuousNiceLoop
            | Technique::Aic
            | Technique::GroupedContinuousNiceLoop
            | Technique::GroupedDiscontinuousNiceLoop
            | Technique::GroupedAic
            | Technique::ForcingChainContradiction
            | Technique::ForcingChainVerity
            | Technique::ForcingNetContradiction
            | Technique::ForcingNetVerity
    );
    if !chain {
        return base;
    }
    let mut len = step.candidates.len().max(4);
    let mut bonus = 0.0;
    while len > 4 && bonus < 1.0 {
        bonus += 0.1;
        len = len * 2 / 3;
    }
    base + bonus
}
