//! The step engine: tries the techniques in HoDoKu's order and takes the first step found.

use std::rc::Rc;

use super::candidates::CandidateGrid;
use super::step::Step;
use super::{
    als, brute_force, chains, coloring, fish, forcing, intersections, single_digit, singles,
    subsets, uniqueness, wings,
};

/// What finders may need besides the grid: the solution, computed once when brute force
/// needs it.
#[derive(Default)]
pub(crate) struct Context {
    /// The solution's values, once computed (`Some(empty)` when there is none).
    pub solution: Option<Vec<u8>>,
    /// The chain graph of the current position, shared by nice loops and forcing chains.
    pub aic: Option<Rc<chains::Graph>>,
    /// The almost locked sets of the current position, shared by the ALS techniques.
    pub als: Option<Rc<Vec<als::Als>>>,
}

type Finder = fn(&CandidateGrid, &mut Context) -> Option<Step>;

/// The finders in HoDoKu's default order. Each returns the first step of its technique.
const FINDERS: &[Finder] = &[
    |g, _| singles::full_house(g),
    |g, _| singles::naked_single(g),
    |g, _| singles::hidden_single(g),
    |g, _| subsets::naked(g, 2, true),
    |g, _| subsets::naked(g, 3, true),
    |g, _| intersections::pointing(g),
    |g, _| intersections::claiming(g),
    |g, _| subsets::naked(g, 2, false),
    |g, _| subsets::naked(g, 3, false),
    |g, _| subsets::hidden(g, 2),
    |g, _| subsets::hidden(g, 3),
    |g, _| subsets::naked(g, 4, false),
    |g, _| subsets::hidden(g, 4),
    |g, _| fish::basic(g, 2),
    |g, _| fish::basic(g, 3),
    |g, _| fish::basic(g, 4),
    |g, _| wings::remote_pair(g),
    |g, _| uniqueness::bug_plus_one(g),
    |g, _| single_digit::skyscraper(g),
    |g, _| single_digit::two_string_kite(g),
    |g, _| single_digit::turbot_fish(g),
    |g, _| single_digit::empty_rectangle(g),
    |g, _| wings::w_wing(g),
    |g, _| wings::xy_wing(g),
    |g, _| wings::xyz_wing(g),
    |g, _| uniqueness::unique_rectangles(g),
    |g, _| fish::finned(g, 2),
    |g, _| fish::finned(g, 3),
    |g, _| fish::finned(g, 4),
    |g, _| als::sue_de_coq(g),
    |g, _| coloring::simple_colors(g),
    |g, _| coloring::multi_colors(g),
    |g, _| chains::x_chain(g),
    |g, _| chains::xy_chain(g),
    |g, c| chains::nice_loop(g, false, c),
    |g, c| chains::nice_loop(g, true, c),
    |g, c| als::als_xz(g, c),
    |g, c| als::als_xy_wing(g, c),
    |g, c| forcing::forcing_chain(g, false, c),
    |g, c| forcing::forcing_chain(g, true, c),
    brute_force::brute_force,
];

/// The next step of a human-style solution: the first step of the first technique, in HoDoKu's
/// order, that applies. `None` when the grid is solved, or has no solution (so even brute
/// force cannot go on).
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, logic};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let grid = logic::CandidateGrid::from_grid(&puzzle).unwrap();
/// let step = logic::next_step(&grid).unwrap();
/// assert_eq!(step.technique, logic::Technique::NakedSingle);
/// # Ok::<(), sudoku_engine::ParseError>(())
/// ```
pub fn next_step(grid: &CandidateGrid) -> Option<Step> {
    next_step_with(grid, &mut Context::default())
}

pub(crate) fn next_step_with(grid: &CandidateGrid, ctx: &mut Context) -> Option<Step> {
    if grid.is_solved() || grid.is_broken() {
        return None;
    }
    // Caches belong to one position.
    ctx.aic = None;
    ctx.als = None;
    let nine = grid.is_nine();
    for (k, finder) in FINDERS.iter().enumerate() {
        // Only singles, locked candidates and subsets are size-generic (the first 13
        // finders); brute force works on every size too.
        if !nine && k >= 13 && k + 1 < FINDERS.len() {
            continue;
        }
        if let Some(step) = finder(grid, ctx) {
            if changes(grid, &step) {
                return Some(step);
            }
        }
    }
    None
}

/// Whether applying `step` changes the grid (a guard against a finder that repeats itself).
fn changes(grid: &CandidateGrid, step: &Step) -> bool {
    step.placements.iter().any(|p| grid.value(p.cell).is_none())
        || step
            .eliminations
            .iter()
            .any(|e| grid.candidates(e.cell).contains(e.digit))
}

/// A full human-style solution path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Whether the steps solve the grid.
    pub solved: bool,
}

/// Solves `grid` step by step, applying every step to it, and returns the steps.
/// The grid ends solved unless the puzzle has no solution.
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, logic};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let mut grid = logic::CandidateGrid::from_grid(&puzzle).unwrap();
/// let explanation = logic::solve_steps(&mut grid);
/// assert!(explanation.solved && grid.is_solved());
/// println!("{}", explanation.steps[0].text);
/// # Ok::<(), sudoku_engine::ParseError>(())
/// ```
pub fn solve_steps(grid: &mut CandidateGrid) -> Explanation {
    let mut ctx = Context::default();
    let mut steps = Vec::new();
    while let Some(step) = next_step_with(grid, &mut ctx) {
        grid.apply(&step);
        steps.push(step);
    }
    Explanation {
        solved: grid.is_solved(),
        steps,
    }
}

/// Whether a technique is available on grids that are not 9×9 (singles, locked candidates,
/// subsets and brute force); the others need 9×9.
pub fn works_on_every_size(t: super::Technique) -> bool {
    use super::Technique;
    t <= Technique::HiddenQuadruple || t == Technique::BruteForce
}
