//! Generating unique variant puzzles from a seed: killer, jigsaw, X, windoku, anti-knight,
//! anti-king and non-consecutive, alone or combined.
//!
//! The classic generator's shape (`crate::generate`), on the variant engine:
//!
//! 1. **Regions** (jigsaw only): the shape's boxes, changed by random boundary moves — a cell
//!    of one region joins a neighbouring region and a cell of that region on the first one's
//!    border takes its place — kept only when both regions stay connected, so every region
//!    always has N connected cells.
//! 2. **A solution**: N random cells (3 with non-consecutive) get random digits that break no rule yet (the
//!    reference check, [`Rules::broken`]), the variant search completes them
//!    ([`VariantPuzzle::solve`]); when the rules do not care which digit is which (every kind
//!    here but non-consecutive), the digits are then relabelled at random. Regions or seeds
//!    that lead to no solution are drawn again.
//! 3. **Constraints read off the solution** (killer): cages that tile the grid, grown from
//!    random cells to a random size of 1 to 5 cells (at most N) with distinct digits, a cage
//!    left with one cell joined to a neighbouring one when its digit fits; each total is the sum
//!    of its digits.
//! 4. **Givens**: a killer puzzle starts with none; while the search finds two solutions, the
//!    solution's digit goes in a random cell where the two differ; then the givens added are
//!    removed again in random order where the solution stays unique. Every other kind starts
//!    from the full solution and removes givens in random order while the solution stays
//!    unique ([`VariantPuzzle::count`] up to 2), so its puzzles are minimal.
//!
//! Every search runs under the caller's [`Budget`]: running out gives
//! [`VariantGenerateError::TimedOut`] or [`VariantGenerateError::Cancelled`], never a hang.
//!
//! **Reproducible.** Puzzle `i` draws from its own random stream, a function of the seed and `i`
//! only (the classic generator's), and no decision depends on the clock, so the same seed, size
//! and kinds give the same puzzles on every machine and any number of threads.
//!
//! # Example
//!
//! ```
//! use sudoku_engine::variant::generate::{VariantGenerator, VariantKind};
//! use sudoku_engine::Budget;
//!
//! let generator = VariantGenerator::new(6, &[VariantKind::Killer])?.seed(3);
//! let budget = Budget::unlimited();
//! generator.validate(&budget)?;
//! let made = generator.generate(0, &budget)?;
//! assert_eq!(made.puzzle.count(2, &budget).unwrap().count, 1);
//! assert!(made.puzzle.broken(made.solution.values()).is_empty());
//! assert_eq!(generator.generate(0, &budget)?.puzzle.to_json(), made.puzzle.to_json());
//! # Ok::<(), sudoku_engine::variant::generate::VariantGenerateError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::{
    AntiKing, AntiKnight, Constraint, Diagonal, DiagonalDirection, ExtraRegion, Killer,
    NonConsecutive, Place, RuleError, Rules, VariantError, VariantPuzzle,
};
use crate::budget::{Budget, Interrupted};
use crate::generate::rng::PuzzleRng;
use crate::grid::Grid;
use crate::shape::Shape;
use crate::solver::{Mode, Outcome, Visitor};

/// A kind of variant rule the generator makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum VariantKind {
    /// Killer cages that tile the grid, each with its total; few or no givens.
    Killer,
    /// Random irregular regions of N connected cells instead of the boxes.
    Jigsaw,
    /// Both main diagonals hold every digit once.
    X,
    /// Four extra 3×3 regions (9×9 only).
    Windoku,
    /// Cells a knight's move apart differ.
    AntiKnight,
    /// Cells a king's move apart differ.
    AntiKing,
    /// Side-by-side cells are never consecutive.
    NonConsecutive,
}

impl VariantKind {
    /// Every kind, in the order the names are listed.
    pub const ALL: [VariantKind; 7] = [
        VariantKind::Killer,
        VariantKind::Jigsaw,
        VariantKind::X,
        VariantKind::Windoku,
        VariantKind::AntiKnight,
        VariantKind::AntiKing,
        VariantKind::NonConsecutive,
    ];

    /// The kind's name on the command line (`killer`, `anti-knight`, ...).
    pub fn name(self) -> &'static str {
        match self {
            VariantKind::Killer => "killer",
            VariantKind::Jigsaw => "jigsaw",
            VariantKind::X => "x",
            VariantKind::Windoku => "windoku",
            VariantKind::AntiKnight => "anti-knight",
            VariantKind::AntiKing => "anti-king",
            VariantKind::NonConsecutive => "non-consecutive",
        }
    }

    /// The grid sizes the kind is generated at.
    pub fn sizes(self) -> &'static [usize] {
        match self {
            VariantKind::Windoku => &[9],
            _ => &SIZES,
        }
    }

    /// The names of every kind, joined by `, `.
    pub fn names() -> String {
        let names: Vec<&str> = VariantKind::ALL.iter().map(|k| k.name()).collect();
        names.join(", ")
    }
}

impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for VariantKind {
    type Err = VariantGenerateError;

    /// A kind by its name, case and `_`/`-` aside (`anti-knight`, `antiknight`, `Anti_Knight`;
    /// `diagonal` for `x`).
    fn from_str(s: &str) -> Result<VariantKind, VariantGenerateError> {
        let key: String = s
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        let kind = match key.as_str() {
            "killer" => VariantKind::Killer,
            "jigsaw" | "irregular" => VariantKind::Jigsaw,
            "x" | "diagonal" | "diagonals" => VariantKind::X,
            "windoku" | "hyper" => VariantKind::Windoku,
            "antiknight" => VariantKind::AntiKnight,
            "antiking" => VariantKind::AntiKing,
            "nonconsecutive" => VariantKind::NonConsecutive,
            _ => {
                return Err(VariantGenerateError::UnknownKind {
                    name: s.trim().to_string(),
                })
            }
        };
        Ok(kind)
    }
}

/// The sizes variant puzzles are generated at.
const SIZES: [usize; 3] = [4, 6, 9];

/// Regions, random seeds or solutions drawn for one puzzle before giving up.
const ATTEMPTS: usize = 64;

/// Why variant puzzles cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum VariantGenerateError {
    /// A name that is no kind the generator makes.
    #[error(
        "unknown variant kind {name:?}: the kinds generated are {}",
        VariantKind::names()
    )]
    UnknownKind {
        /// The name given.
        name: String,
    },
    /// No kind was given.
    #[error(
        "no variant kind given: the kinds generated are {}",
        VariantKind::names()
    )]
    NoKind,
    /// A kind named twice.
    #[error("the variant kind {kind} is named twice")]
    Repeated {
        /// The kind.
        kind: VariantKind,
    },
    /// A size the generator does not make variant puzzles of.
    #[error("{kind} puzzles are generated at sizes {} only, not {size}×{size}", size_list(kind.sizes()))]
    Size {
        /// The kind that does not go at this size.
        kind: VariantKind,
        /// N.
        size: usize,
    },
    /// Rules that no grid of this size keeps together (the variant search proved it on the
    /// empty grid).
    #[error("no {size}×{size} grid keeps the rules {kinds} together, so no puzzle has them")]
    Impossible {
        /// The kinds, joined by `, `.
        kinds: String,
        /// N.
        size: usize,
    },
    /// No solution grid turned up in [`ATTEMPTS`] draws (of regions, for jigsaws, or of the
    /// random cells a solution grows from).
    #[error("no {size}×{size} grid with the rules {kinds} found in {attempts} attempts")]
    NoGrid {
        /// The kinds, joined by `, `.
        kinds: String,
        /// N.
        size: usize,
        /// The draws made.
        attempts: usize,
    },
    /// Rules the generator built that the rule model refused (a defect, reported rather than
    /// a panic).
    #[error("internal error: {0}")]
    Internal(String),
    /// The budget's deadline passed first.
    #[error("time limit reached before the puzzle was made")]
    TimedOut,
    /// The budget's cancel flag was raised.
    #[error("cancelled")]
    Cancelled,
}

impl VariantGenerateError {
    /// Whether more time might have made the puzzle ([`VariantGenerateError::TimedOut`]).
    pub fn is_time_out(&self) -> bool {
        matches!(self, VariantGenerateError::TimedOut)
    }
}

impl From<Interrupted> for VariantGenerateError {
    fn from(i: Interrupted) -> Self {
        match i {
            Interrupted::Cancelled => VariantGenerateError::Cancelled,
            _ => VariantGenerateError::TimedOut,
        }
    }
}

impl From<RuleError> for VariantGenerateError {
    fn from(e: RuleError) -> Self {
        VariantGenerateError::Internal(e.to_string())
    }
}

impl From<VariantError> for VariantGenerateError {
    fn from(e: VariantError) -> Self {
        VariantGenerateError::Internal(e.to_string())
    }
}

fn size_list(sizes: &[usize]) -> String {
    let s: Vec<String> = sizes.iter().map(|n| format!("{n}×{n}")).collect();
    s.join(", ")
}

/// A generated variant puzzle and its solution.
#[derive(Clone, Debug)]
pub struct VariantGenerated {
    /// The puzzle: givens and rules, with its solution in [`VariantPuzzle::solution`] (so
    /// the JSON form and the links carry it).
    pub puzzle: VariantPuzzle,
    /// The only solution.
    pub solution: Grid,
}

/// Makes unique variant puzzles of one size and set of kinds; puzzle `i` is
/// [`VariantGenerator::generate`]`(i)`. `Send + Sync`: threads may share one.
#[derive(Clone, Debug)]
pub struct VariantGenerator {
    shape: Shape,
    kinds: Vec<VariantKind>,
    seed: u64,
}

impl VariantGenerator {
    /// A generator of `size`×`size` puzzles with the rules of `kinds`, seed 0.
    ///
    /// # Errors
    ///
    /// [`VariantGenerateError::NoKind`], [`VariantGenerateError::Repeated`] and
    /// [`VariantGenerateError::Size`] (a kind at a size it is not made at).
    pub fn new(
        size: usize,
        kinds: &[VariantKind],
    ) -> Result<VariantGenerator, VariantGenerateError> {
        if kinds.is_empty() {
            return Err(VariantGenerateError::NoKind);
        }
        let mut sorted = kinds.to_vec();
        sorted.sort_unstable();
        if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
            return Err(VariantGenerateError::Repeated { kind: w[0] });
        }
        if let Some(&kind) = sorted.iter().find(|k| !k.sizes().contains(&size)) {
            return Err(VariantGenerateError::Size { kind, size });
        }
        let shape = Shape::for_size(size).map_err(|_| VariantGenerateError::Size {
            kind: sorted[0],
            size,
        })?;
        Ok(VariantGenerator {
            shape,
            kinds: sorted,
            seed: 0,
        })
    }

    /// Chooses the seed.
    pub fn seed(mut self, seed: u64) -> VariantGenerator {
        self.seed = seed;
        self
    }

    /// The kinds, in [`VariantKind::ALL`]'s order.
    pub fn kinds(&self) -> &[VariantKind] {
        &self.kinds
    }

    /// N.
    pub fn size(&self) -> usize {
        self.shape.size()
    }

    fn has(&self, kind: VariantKind) -> bool {
        self.kinds.contains(&kind)
    }

    fn kind_list(&self) -> String {
        let names: Vec<&str> = self.kinds.iter().map(|k| k.name()).collect();
        names.join(", ")
    }

    /// Checks that some grid keeps the fixed rules together (every kind but the killer cages,
    /// which are read off a solution, and the jigsaw regions, which are drawn per puzzle: on
    /// the boxes then), without generating anything.
    ///
    /// # Errors
    ///
    /// [`VariantGenerateError::Impossible`] with the kinds when the search proves there is no
    /// such grid; [`VariantGenerateError::TimedOut`] or [`VariantGenerateError::Cancelled`].
    pub fn validate(&self, budget: &Budget) -> Result<(), VariantGenerateError> {
        let fixed = self.fixed_constraints();
        if fixed.is_empty() {
            return Ok(());
        }
        let rules = Rules::new(self.shape, None, fixed)?;
        let puzzle = VariantPuzzle::new(Grid::empty(self.shape), rules)?;
        match puzzle.solve(Mode::First, budget)? {
            Outcome::NoSolution { .. } => Err(VariantGenerateError::Impossible {
                kinds: self.kind_list(),
                size: self.size(),
            }),
            _ => Ok(()),
        }
    }

    /// The constraints every puzzle has (not the killer cages).
    fn fixed_constraints(&self) -> Vec<Constraint> {
        let n = self.size();
        let mut out = Vec::new();
        for &kind in &self.kinds {
            match kind {
                VariantKind::X => {
                    for direction in [DiagonalDirection::Main, DiagonalDirection::Anti] {
                        out.push(Constraint::Diagonal(Diagonal { direction }));
                    }
                }
                VariantKind::Windoku => {
                    // 3×3 regions one cell in from each corner (9×9 only, see `sizes`).
                    for (r0, c0) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
                        let cells = (0..9)
                            .map(|k| Place::of_index((r0 + k / 3) * n + c0 + k % 3, n))
                            .collect();
                        out.push(Constraint::ExtraRegion(ExtraRegion { cells }));
                    }
                }
                VariantKind::AntiKnight => out.push(Constraint::AntiKnight(AntiKnight {})),
                VariantKind::AntiKing => out.push(Constraint::AntiKing(AntiKing {})),
                VariantKind::NonConsecutive => {
                    out.push(Constraint::NonConsecutive(NonConsecutive {}))
                }
                VariantKind::Killer | VariantKind::Jigsaw => {}
            }
        }
        out
    }

    /// Makes puzzle number `index`: a function of the size, the kinds, the seed and `index`
    /// only, within `budget`.
    ///
    /// # Errors
    ///
    /// [`VariantGenerateError::NoGrid`] when no solution grid turned up (rules that may be
    /// impossible together: see [`VariantGenerator::validate`]);
    /// [`VariantGenerateError::TimedOut`] or [`VariantGenerateError::Cancelled`] when the
    /// budget runs out first.
    pub fn generate(
        &self,
        index: u64,
        budget: &Budget,
    ) -> Result<VariantGenerated, VariantGenerateError> {
        let mut rng = PuzzleRng::keyed(self.seed, VARIANT_FAMILY, index);
        let n = self.size();
        let fixed = self.fixed_constraints();
        for _ in 0..ATTEMPTS {
            budget.check()?;
            let regions = if self.has(VariantKind::Jigsaw) {
                Some(random_regions(self.shape, &mut rng))
            } else {
                None
            };
            let rules = Rules::new(self.shape, regions.as_deref(), fixed.clone())?;
            let Some(solution) = self.random_solution(&rules, &mut rng, budget)? else {
                continue;
            };
            let mut constraints = fixed.clone();
            if self.has(VariantKind::Killer) {
                for cage in cages(&solution, n, &mut rng) {
                    let sum = cage.iter().map(|&c| u32::from(solution[c])).sum();
                    let cells = cage.iter().map(|&c| Place::of_index(c, n)).collect();
                    constraints.push(Constraint::Killer(Killer {
                        cells,
                        sum: Some(sum),
                    }));
                }
            }
            let rules = Rules::new(self.shape, regions.as_deref(), constraints)?;
            let solution_grid = Grid::from_values(self.shape, &solution)
                .map_err(|e| VariantGenerateError::Internal(e.to_string()))?;
            let mut puzzle = VariantPuzzle::new(Grid::empty(self.shape), rules)?;
            let givens = if self.has(VariantKind::Killer) {
                add_givens(&puzzle, &solution, &mut rng, budget)?
            } else {
                remove_givens(&puzzle, &solution, &mut rng, budget)?
            };
            let Some(givens) = givens else {
                // The cages broke the solution (cannot happen: they are read off it).
                return Err(VariantGenerateError::Internal(
                    "the rules read off the solution do not hold it".to_string(),
                ));
            };
            puzzle = puzzle.with_givens(&givens);
            puzzle.solution = Some(solution_grid.clone());
            return Ok(VariantGenerated {
                puzzle,
                solution: solution_grid,
            });
        }
        Err(VariantGenerateError::NoGrid {
            kinds: self.kind_list(),
            size: n,
            attempts: ATTEMPTS,
        })
    }

    /// A random solution of `rules`, or `None` when the random cells it grew from lead to
    /// none.
    fn random_solution(
        &self,
        rules: &Rules,
        rng: &mut PuzzleRng,
        budget: &Budget,
    ) -> Result<Option<Vec<u8>>, VariantGenerateError> {
        let n = self.size();
        let mut values = vec![0u8; n * n];
        let mut cells: Vec<usize> = (0..n * n).collect();
        rng.shuffle(&mut cells);
        let mut digits: Vec<u8> = (1..=n as u8).collect();
        // Non-consecutive grids are rare: N random cells mostly lead to none, and the search
        // can take long to prove it, so a few cells seed them (the relabelling below does
        // not apply to them).
        let seeds = if self.has(VariantKind::NonConsecutive) {
            SEEDS_NON_CONSECUTIVE
        } else {
            n
        };
        for &cell in cells.iter().take(seeds) {
            rng.shuffle(&mut digits);
            let fits = digits.iter().copied().find(|&d| {
                values[cell] = d;
                let ok = rules.broken(&values).is_empty();
                values[cell] = 0;
                ok
            });
            match fits {
                Some(d) => values[cell] = d,
                None => return Ok(None),
            }
        }
        let start = Grid::from_values(self.shape, &values)
            .map_err(|e| VariantGenerateError::Internal(e.to_string()))?;
        let puzzle = VariantPuzzle::new(start, rules.clone())?;
        let mut solution = match puzzle.solve(Mode::First, budget)? {
            Outcome::Found(g) | Outcome::Unique(g) | Outcome::Multiple(g) => g.values().to_vec(),
            Outcome::NoSolution { .. } => return Ok(None),
        };
        // The search fills low digits first: relabel them when the rules allow it.
        if !self.has(VariantKind::NonConsecutive) {
            let mut map: Vec<u8> = (1..=n as u8).collect();
            rng.shuffle(&mut map);
            for v in &mut solution {
                *v = map[*v as usize - 1];
            }
        }
        Ok(Some(solution))
    }
}

/// The random cells a non-consecutive solution grows from (N for the other kinds).
const SEEDS_NON_CONSECUTIVE: usize = 3;

/// The key family of the variant generator's streams (the classic generator uses 0 and 1).
const VARIANT_FAMILY: u8 = 2;

/// Random irregular regions of N connected cells each, grown from the shape's boxes by
/// boundary moves (see the module's notes); never the boxes themselves.
fn random_regions(shape: Shape, rng: &mut PuzzleRng) -> Vec<u8> {
    let n = shape.size();
    let nn = n * n;
    let mut region: Vec<u8> = (0..nn).map(|i| shape.box_at(i / n, i % n) as u8).collect();
    let boxes = region.clone();
    let wanted = 3 * nn;
    let mut done = 0;
    let mut tries = 0;
    while (done < wanted || region == boxes) && tries < 100 * nn {
        tries += 1;
        let a = rng.index(nn);
        let from = region[a];
        let across: Vec<usize> = neighbours(a, n).filter(|&b| region[b] != from).collect();
        if across.is_empty() {
            continue;
        }
        let to = region[across[rng.index(across.len())]];
        // A cell of `to`, other than next to nothing of `from`, goes the other way.
        region[a] = to;
        let back: Vec<usize> = (0..nn)
            .filter(|&c| c != a && region[c] == to)
            .filter(|&c| neighbours(c, n).any(|x| region[x] == from))
            .collect();
        if back.is_empty() {
            region[a] = from;
            continue;
        }
        let c = back[rng.index(back.len())];
        region[c] = from;
        if connected(&region, n, from) && connected(&region, n, to) {
            done += 1;
        } else {
            region[a] = from;
            region[c] = to;
        }
    }
    region
}

/// The orthogonal neighbours of `cell` on an `n`×`n` grid.
fn neighbours(cell: usize, n: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / n, cell % n);
    let up = (r > 0).then(|| cell - n);
    let down = (r + 1 < n).then_some(cell + n);
    let left = (c > 0).then(|| cell - 1);
    let right = (c + 1 < n).then_some(cell + 1);
    [up, down, left, right].into_iter().flatten()
}

/// Whether the cells of region `k` are connected side by side.
fn connected(region: &[u8], n: usize, k: u8) -> bool {
    let Some(first) = region.iter().position(|&r| r == k) else {
        return true;
    };
    let mut seen = vec![false; region.len()];
    let mut stack = vec![first];
    seen[first] = true;
    let mut reached = 0;
    while let Some(c) = stack.pop() {
        reached += 1;
        for x in neighbours(c, n) {
            if !seen[x] && region[x] == k {
                seen[x] = true;
                stack.push(x);
            }
        }
    }
    reached == region.iter().filter(|&&r| r == k).count()
}

/// Cages that tile the grid, their digits distinct in `solution`: grown from random cells to
/// a random size (1 to 5 cells, at most N), then single cells joined to a neighbouring cage
/// where their digit fits. Each cage's cells are sorted, the cages by their first cell.
fn cages(solution: &[u8], n: usize, rng: &mut PuzzleRng) -> Vec<Vec<usize>> {
    let nn = n * n;
    let largest = n.min(5);
    let mut cage_of = vec![usize::MAX; nn];
    let mut cages: Vec<Vec<usize>> = Vec::new();
    let mut order: Vec<usize> = (0..nn).collect();
    rng.shuffle(&mut order);
    // Sizes 2, 3, 4, 5 in the proportions 7 : 7 : 4 : 2.
    const SIZE_OF: [usize; 20] = [2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5];
    for &start in &order {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let target = SIZE_OF[rng.index(SIZE_OF.len())].min(largest);
        let k = cages.len();
        let mut cage = vec![start];
        cage_of[start] = k;
        let mut used = 1u32 << solution[start];
        while cage.len() < target {
            let mut frontier: Vec<usize> = cage
                .iter()
                .flat_map(|&c| neighbours(c, n))
                .filter(|&x| cage_of[x] == usize::MAX && used & (1 << solution[x]) == 0)
                .collect();
            frontier.sort_unstable();
            frontier.dedup();
            if frontier.is_empty() {
                break;
            }
            let x = frontier[rng.index(frontier.len())];
            cage_of[x] = k;
            used |= 1 << solution[x];
            cage.push(x);
        }
        cages.push(cage);
    }
    // Join single cells to a neighbouring cage with room and without their digit.
    for k in 0..cages.len() {
        if cages[k].len() != 1 {
            continue;
        }
        let cell = cages[k][0];
        let mut hosts: Vec<usize> = neighbours(cell, n)
            .map(|x| cage_of[x])
            .filter(|&h| h != k && cages[h].len() > 1 && cages[h].len() < largest)
            .filter(|&h| cages[h].iter().all(|&c| solution[c] != solution[cell]))
            .collect();
        hosts.sort_unstable();
        hosts.dedup();
        if hosts.is_empty() {
            continue;
        }
        let h = hosts[rng.index(hosts.len())];
        cages[k].clear();
        cages[h].push(cell);
        cage_of[cell] = h;
    }
    let mut out: Vec<Vec<usize>> = cages.into_iter().filter(|c| !c.is_empty()).collect();
    for c in &mut out {
        c.sort_unstable();
    }
    out.sort_unstable();
    out
}

/// Keeps the first two solutions of a search.
#[derive(Default)]
struct TwoSolutions(Vec<Vec<u8>>);

impl Visitor for TwoSolutions {
    fn visit(&mut self, values: &[u8]) -> bool {
        self.0.push(values.to_vec());
        self.0.len() < 2
    }
}

/// The givens of a killer puzzle: none while unique; else the solution's digit in a random cell
/// where a second solution differs, until unique; then each given added is removed again, in
/// random order, where the solution stays unique. `None` when `puzzle` has no solution.
fn add_givens(
    puzzle: &VariantPuzzle,
    solution: &[u8],
    rng: &mut PuzzleRng,
    budget: &Budget,
) -> Result<Option<Vec<u8>>, VariantGenerateError> {
    let mut givens = vec![0u8; solution.len()];
    let mut added = Vec::new();
    loop {
        let mut two = TwoSolutions::default();
        puzzle.with_givens(&givens).search(2, &mut two, budget)?;
        let other = match two.0.len() {
            0 => return Ok(None),
            1 => break,
            _ => two.0.iter().find(|s| s.as_slice() != solution),
        };
        let Some(other) = other else {
            return Ok(None);
        };
        let differ: Vec<usize> = (0..solution.len())
            .filter(|&c| other[c] != solution[c])
            .collect();
        if differ.is_empty() {
            return Ok(None);
        }
        let cell = differ[rng.index(differ.len())];
        givens[cell] = solution[cell];
        added.push(cell);
    }
    rng.shuffle(&mut added);
    remove_while_unique(puzzle, &mut givens, &added, budget)?;
    Ok(Some(givens))
}

/// Removes the givens of `cells`, in that order, each where the solution stays unique.
fn remove_while_unique(
    puzzle: &VariantPuzzle,
    givens: &mut [u8],
    cells: &[usize],
    budget: &Budget,
) -> Result<(), VariantGenerateError> {
    for &cell in cells {
        let digit = givens[cell];
        givens[cell] = 0;
        if puzzle.with_givens(givens).count(2, budget)?.count != 1 {
            givens[cell] = digit;
        }
    }
    Ok(())
}

/// The givens of a puzzle cut from its full solution: every cell, then each one removed in
/// random order where the solution stays unique (a minimal puzzle). `None` when the solution
/// breaks the rules.
fn remove_givens(
    puzzle: &VariantPuzzle,
    solution: &[u8],
    rng: &mut PuzzleRng,
    budget: &Budget,
) -> Result<Option<Vec<u8>>, VariantGenerateError> {
    if !puzzle.broken(solution).is_empty() {
        return Ok(None);
    }
    let mut givens = solution.to_vec();
    let mut order: Vec<usize> = (0..solution.len()).collect();
    rng.shuffle(&mut order);
    remove_while_unique(puzzle, &mut givens, &order, budget)?;
    Ok(Some(givens))
}

#[cfg(test)]
mod tests;
