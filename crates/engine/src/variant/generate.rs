//! Generating unique variant puzzles from a seed: killer, jigsaw, X, windoku, anti-knight,
//! anti-king, non-consecutive, thermo, arrow, kropki, XV, little killer, sandwich, whispers
//! and renban, alone or combined.
//!
//! The classic generator's shape (`crate::generate`), on the variant engine:
//!
//! 1. **Regions** (jigsaw only): the shape's boxes, changed by random boundary moves — a cell
//!    of one region joins a neighbouring region and a cell of that region on the first one's
//!    border takes its place — kept only when both regions stay connected, so every region
//!    always has N connected cells.
//! 2. **A solution**: N random cells (3 with non-consecutive, none with jigsaw regions, which
//!    are random already) get random digits that break no rule yet (the
//!    reference check, [`Rules::broken`]), the variant search completes them
//!    ([`VariantPuzzle::solve`]); when the rules do not care which digit is which (every kind
//!    here but non-consecutive), the digits are then relabelled at random. Regions or seeds
//!    that lead to no solution are drawn again.
//! 3. **Constraints read off the solution** (killer): cages that tile the grid, grown from
//!    random cells to a random size of 1 to 5 cells (at most N) with distinct digits, a cage
//!    left with one cell joined to a neighbouring one when its digit fits; each total is the sum
//!    of its digits.
//! 4. **Clues drawn on the grid** (thermo, arrow, kropki, XV, little killer, sandwich,
//!    whispers, renban; `clues`), read off the solution into a pool: lines grown as random
//!    walks that keep their rule, arrows whose shaft adds up to the circle, every dot or X/V
//!    the solution has, every diagonal sum and sandwich sum. `kropki` and `xv` keep every
//!    dot with the negative rule; the other kinds start from one clue of each kind and, while
//!    the search finds a second solution, add a random clue that solution breaks.
//! 5. **Givens**: a puzzle with cages or clues starts with none; while the search finds two solutions, the
//!    solution's digit goes in a random cell where the two differ; then the givens added are
//!    removed again in random order where the solution stays unique. Every other kind starts
//!    from the full solution and removes givens in random order while the solution stays
//!    unique ([`VariantPuzzle::count`] up to 2), so its puzzles are minimal.
//! 6. **Redundant clues** (step 4's removable ones): removed in random order where the
//!    solution stays unique, keeping the last of each kind.
//!
//! **At a level** ([`VariantGenerator::generate_at_level`]): the kinds with no clues but the
//! givens, below extreme, skip step 5's proofs: givens are removed from the full solution, in
//! random order, for as long as the variant rater still finishes the puzzle at the level (a
//! bisection over how many go, then one by one past the crossing while the puzzle is easier
//! than the level). The rater's steps below extreme are sound, so a puzzle it finishes has
//! one solution. Every other draw is made as above and, when rated harder than the level,
//! eased: givens of its solution are added back. Ratings are capped at the level asked for
//! (the rater stops once the puzzle needs more), which keeps the slow last-resort steps out.
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

use super::logic::Rater;
use super::{
    AntiKing, AntiKnight, Constraint, Diagonal, DiagonalDirection, ExtraRegion, Killer,
    NonConsecutive, Place, RuleError, Rules, VariantError, VariantPuzzle,
};
use crate::budget::{Budget, Interrupted};
use crate::generate::rng::PuzzleRng;
use crate::generate::Symmetry;
use crate::grid::Grid;
use crate::logic::{Level, LogicError};
use crate::shape::Shape;
use crate::solver::{Mode, Outcome, Visitor};

/// A kind of variant rule the generator makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum VariantKind {
    /// Killer cages that tile the grid, each with its total; few or no givens.
    Killer,
    /// Killer cages over part of the grid: the tiling's cages, removed while the solution
    /// stays unique (with some givens).
    KillerMinimal,
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
    /// Thermometers grown as random rising paths in the solution.
    Thermo,
    /// Arrows: a circle whose digit is the sum of a shaft of 1 to 4 cells.
    Arrow,
    /// Every white (difference 1) and black (ratio 2) dot, with the negative rule.
    Kropki,
    /// Kropki dots without the negative rule, removed while the solution stays unique.
    KropkiMinimal,
    /// Every X (sum 10) and V (sum 5), with the negative rule.
    Xv,
    /// X and V without the negative rule, removed while the solution stays unique.
    XvMinimal,
    /// Diagonal sums given from outside the grid.
    LittleKiller,
    /// Sandwich sums (between the 1 and the N) beside rows and columns.
    Sandwich,
    /// German whispers lines: neighbours differ by at least half of N, rounded up.
    Whispers,
    /// Renban lines: consecutive digits in any order.
    Renban,
}

impl VariantKind {
    /// Every kind, in the order the names are listed.
    pub const ALL: [VariantKind; 18] = [
        VariantKind::Killer,
        VariantKind::KillerMinimal,
        VariantKind::Jigsaw,
        VariantKind::X,
        VariantKind::Windoku,
        VariantKind::AntiKnight,
        VariantKind::AntiKing,
        VariantKind::NonConsecutive,
        VariantKind::Thermo,
        VariantKind::Arrow,
        VariantKind::Kropki,
        VariantKind::KropkiMinimal,
        VariantKind::Xv,
        VariantKind::XvMinimal,
        VariantKind::LittleKiller,
        VariantKind::Sandwich,
        VariantKind::Whispers,
        VariantKind::Renban,
    ];

    /// The kind's name on the command line (`killer`, `anti-knight`, ...).
    pub fn name(self) -> &'static str {
        match self {
            VariantKind::Killer => "killer",
            VariantKind::KillerMinimal => "killer-minimal",
            VariantKind::Jigsaw => "jigsaw",
            VariantKind::X => "x",
            VariantKind::Windoku => "windoku",
            VariantKind::AntiKnight => "anti-knight",
            VariantKind::AntiKing => "anti-king",
            VariantKind::NonConsecutive => "non-consecutive",
            VariantKind::Thermo => "thermo",
            VariantKind::Arrow => "arrow",
            VariantKind::Kropki => "kropki",
            VariantKind::KropkiMinimal => "kropki-minimal",
            VariantKind::Xv => "xv",
            VariantKind::XvMinimal => "xv-minimal",
            VariantKind::LittleKiller => "little-killer",
            VariantKind::Sandwich => "sandwich",
            VariantKind::Whispers => "whispers",
            VariantKind::Renban => "renban",
        }
    }

    /// The grid sizes the kind is generated at.
    pub fn sizes(self) -> &'static [usize] {
        match self {
            VariantKind::Windoku => &[9],
            // 4×4 digits add up to 5 but never to 10: no X.
            VariantKind::Xv | VariantKind::XvMinimal => &[6, 9],

            _ => &SIZES,
        }
    }

    /// Whether the kind's clues are read off each solution (cages, lines, dots, sums) rather
    /// than being the same rule on every puzzle.
    fn is_clued(self) -> bool {
        !matches!(
            self,
            VariantKind::Jigsaw
                | VariantKind::X
                | VariantKind::Windoku
                | VariantKind::AntiKnight
                | VariantKind::AntiKing
                | VariantKind::NonConsecutive
        )
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
            "killerminimal" | "partialkiller" => VariantKind::KillerMinimal,
            "jigsaw" | "irregular" => VariantKind::Jigsaw,
            "x" | "diagonal" | "diagonals" => VariantKind::X,
            "windoku" | "hyper" => VariantKind::Windoku,
            "antiknight" => VariantKind::AntiKnight,
            "antiking" => VariantKind::AntiKing,
            "nonconsecutive" => VariantKind::NonConsecutive,
            "thermo" | "thermometer" | "thermometers" => VariantKind::Thermo,
            "arrow" | "arrows" => VariantKind::Arrow,
            "kropki" => VariantKind::Kropki,
            "kropkiminimal" => VariantKind::KropkiMinimal,
            "xv" => VariantKind::Xv,
            "xvminimal" => VariantKind::XvMinimal,
            "littlekiller" => VariantKind::LittleKiller,
            "sandwich" => VariantKind::Sandwich,
            "whispers" | "germanwhispers" => VariantKind::Whispers,
            "renban" => VariantKind::Renban,
            _ => {
                return Err(VariantGenerateError::UnknownKind {
                    name: s.trim().to_string(),
                })
            }
        };
        Ok(kind)
    }
}

/// Kinds that do not go together, and why.
const CLASHES: [(VariantKind, VariantKind, &str); 4] = [
    (
        VariantKind::Killer,
        VariantKind::KillerMinimal,
        "they are two forms of the same cages: name one",
    ),
    (
        VariantKind::NonConsecutive,
        VariantKind::Kropki,
        "kropki's negative rule already keeps consecutive digits apart where no dot is drawn, \
         and non-consecutive would leave no white dot",
    ),
    (
        VariantKind::Kropki,
        VariantKind::KropkiMinimal,
        "they are two forms of the same dots: name one",
    ),
    (
        VariantKind::Xv,
        VariantKind::XvMinimal,
        "they are two forms of the same X and V: name one",
    ),
];

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
    /// Two kinds that do not go together.
    #[error("{first} and {second} do not go together: {reason}")]
    Clash {
        /// The first kind, in [`VariantKind::ALL`]'s order.
        first: VariantKind,
        /// The second.
        second: VariantKind,
        /// Why.
        reason: &'static str,
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
    /// No solution grid turned up in `attempts` draws (of regions, for jigsaws, or of the
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
    /// No puzzle at the level asked for turned up in [`LEVEL_DRAWS`] draws.
    #[error(
        "no {size}×{size} puzzle with the rules {kinds} rated {level} in {draws} draws: \
         these rules seldom or never give that level (docs/VARIANTS.md, Generating)"
    )]
    NoLevel {
        /// The level asked for.
        level: Level,
        /// The kinds, joined by `, `.
        kinds: String,
        /// N.
        size: usize,
        /// The draws made.
        draws: u64,
    },
    /// `--clues` or `--symmetry` asked of kinds with clues other than the givens (cages,
    /// lines, dots...), whose givens are few and placed where uniqueness needs them.
    #[error(
        "{option} applies to the kinds whose only clues are the givens (jigsaw, x, windoku, \
         anti-knight, anti-king, non-consecutive), not to {kinds}"
    )]
    GivensOption {
        /// The option (`clues`, `symmetry`).
        option: &'static str,
        /// The kinds, joined by `, `.
        kinds: String,
    },
    /// A given count that no puzzle of the size has, or that the symmetry cannot make.
    #[error("{clues} givens cannot be had on a {size}×{size} grid{with}")]
    ClueCount {
        /// The count asked for.
        clues: usize,
        /// N.
        size: usize,
        /// ` with the symmetry …` when that is what rules it out.
        with: String,
    },
    /// `--clues` or `--symmetry` with a level: not made together yet.
    #[error("{option} does not go with a difficulty for variant puzzles yet")]
    GivensWithLevel {
        /// The option (`clues`, `symmetry`).
        option: &'static str,
    },
    /// No puzzle with exactly the given count asked for turned up in `attempts` draws.
    #[error(
        "no {size}×{size} puzzle with the rules {kinds} and exactly {clues} givens found in \
         {attempts} draws: its puzzles need more givens to be unique"
    )]
    NoClueCount {
        /// The count asked for.
        clues: usize,
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
    /// The symmetry of the givens (kinds without clues only).
    symmetry: Symmetry,
    /// Exactly this many givens (kinds without clues only).
    clues: Option<usize>,
    /// The guesses a proof of uniqueness may take ([`PROOF_GUESSES`], or no cap when the
    /// puzzles must be minimal).
    proof_guesses: u64,
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
        for (first, second, reason) in CLASHES {
            if sorted.contains(&first) && sorted.contains(&second) {
                return Err(VariantGenerateError::Clash {
                    first,
                    second,
                    reason,
                });
            }
        }
        let shape = Shape::for_size(size).map_err(|_| VariantGenerateError::Size {
            kind: sorted[0],
            size,
        })?;
        Ok(VariantGenerator {
            shape,
            kinds: sorted,
            seed: 0,
            symmetry: Symmetry::None,
            clues: None,
            proof_guesses: PROOF_GUESSES,
        })
    }

    /// The givens as the classic generator's options ask for them: `symmetry` of their
    /// pattern (a symmetric group of givens goes or stays as one), exactly `clues` of them
    /// (groups are removed, in random order, while the solution stays unique and more than
    /// `clues` are left; a draw that stops above is drawn again), and `minimal`: every proof
    /// of uniqueness made in full, so that no given (no group, with a symmetry) and no clue
    /// can go, where by default a proof is given up after 5,000 guesses and its
    /// given kept. Symmetry and a count apply to the kinds whose only clues are the givens.
    ///
    /// # Errors
    ///
    /// [`VariantGenerateError::GivensOption`] for a symmetry or count with kinds that have
    /// other clues; [`VariantGenerateError::ClueCount`] for a count above the cell count or
    /// that the symmetry's groups cannot add up to.
    pub fn givens(
        mut self,
        symmetry: Symmetry,
        clues: Option<usize>,
        minimal: bool,
    ) -> Result<VariantGenerator, VariantGenerateError> {
        let clued = self.kinds.iter().any(|k| k.is_clued());
        for (option, asked) in [
            ("--clues", clues.is_some()),
            ("--symmetry", symmetry != Symmetry::None),
        ] {
            if asked && clued {
                return Err(VariantGenerateError::GivensOption {
                    option,
                    kinds: self.kind_list(),
                });
            }
        }
        let size = self.size();
        if let Some(c) = clues {
            let with = if c > size * size {
                format!(" (it has {} cells)", size * size)
            } else if !symmetry.allows_clues(size, c) {
                format!(
                    " with the symmetry {} (the count must be {})",
                    symmetry.name(),
                    symmetry.clue_rule(size)
                )
            } else {
                self.clues = Some(c);
                self.symmetry = symmetry;
                self.proof_guesses = if minimal { u64::MAX } else { PROOF_GUESSES };
                return Ok(self);
            };
            return Err(VariantGenerateError::ClueCount {
                clues: c,
                size,
                with,
            });
        }
        self.symmetry = symmetry;
        self.proof_guesses = if minimal { u64::MAX } else { PROOF_GUESSES };
        Ok(self)
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
                _ => {}
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
        self.generate_from(PuzzleRng::keyed(self.seed, VARIANT_FAMILY, index), budget)
    }

    /// Whether puzzles at a level can be asked of this generator: not with a given count or
    /// a symmetry (not made together yet), refused before any work.
    ///
    /// # Errors
    ///
    /// [`VariantGenerateError::GivensWithLevel`] naming the option.
    pub fn check_level(&self) -> Result<(), VariantGenerateError> {
        let option = if self.clues.is_some() {
            "--clues"
        } else if self.symmetry != Symmetry::None {
            "--symmetry"
        } else {
            return Ok(());
        };
        Err(VariantGenerateError::GivensWithLevel { option })
    }

    /// Makes puzzle number `index` at `level` by the variant rater
    /// ([`VariantPuzzle::rate`]): puzzles are drawn from `index`'s own streams (a family of
    /// their own, so the same seed, size, kinds and level give the same puzzles on any number
    /// of threads) and rated, until one is at `level`, for up to [`LEVEL_DRAWS`] draws. A draw
    /// rated harder than `level` is eased first: givens of its solution are added, in a random
    /// order of the empty cells, as few as bring the rating to `level` or below (a bisection
    /// over how many, a handful of ratings); it is kept when that lands on `level` exactly.
    /// The generator's puzzles have as few givens as stay unique, so most come out extreme,
    /// and the easy levels are reached this way (a given added keeps the puzzle unique).
    ///
    /// Kinds without clues (jigsaw, X, windoku, anti-knight, anti-king, non-consecutive and
    /// their combinations) below extreme take a shorter way: givens are removed from a random
    /// solution for as long as the rater still finishes the puzzle at `level`
    /// (see the module's notes), with no minimal puzzle made first.
    ///
    /// Every rating here is capped at `level`: the rater stops as soon as the puzzle needs
    /// more, and extreme is "not unfair or easier", so the slowest steps are never looked for.
    ///
    /// # Errors
    ///
    /// [`VariantGenerateError::NoLevel`] when no draw is at `level`; otherwise as
    /// [`VariantGenerator::generate`].
    pub fn generate_at_level(
        &self,
        index: u64,
        level: Level,
        budget: &Budget,
    ) -> Result<VariantGenerated, VariantGenerateError> {
        self.check_level()?;
        // Kinds with no clues but the givens, below extreme: givens are removed from the
        // solution while the rater still solves the puzzle at the level, so no proof of
        // uniqueness is needed on the way (a puzzle the rater's logic finishes has one
        // solution) and no minimal puzzle is made first. 20 9×9 puzzles, CPU seconds, this
        // way against easing a minimal puzzle: jigsaw easy 0.07 / 0.48, medium 0.07 / 0.47,
        // hard 0.13 / 0.34, unfair 0.68 / 0.88; X easy 0.01 / 0.06, unfair 0.50 / 0.45;
        // anti-knight hard 0.19 / 2.11 (and windoku unfair found where easing gave up).
        let removing = level < Level::Extreme && !self.kinds.iter().any(|k| k.is_clued());
        for draw in 0..LEVEL_DRAWS {
            let key = index.wrapping_mul(LEVEL_DRAWS).wrapping_add(draw);
            if removing {
                let rng = PuzzleRng::keyed(self.seed, LEVEL_FAMILY, key);
                if let Some(made) = self.removed_to(rng, level, budget)? {
                    return Ok(made);
                }
                continue;
            }
            let made =
                self.generate_from(PuzzleRng::keyed(self.seed, LEVEL_FAMILY, key), budget)?;
            let rater = Rater::new(&made.puzzle);
            let rated = level_at_most(
                &rater,
                made.puzzle.givens(),
                made.solution.values(),
                level,
                budget,
            )?;
            if rated == Some(level) {
                return Ok(made);
            }
            if rated.is_none() {
                let mut rng = PuzzleRng::keyed(self.seed, EASE_FAMILY, key);
                if let Some(eased) = eased_to(&made, &rater, level, &mut rng, budget)? {
                    return Ok(eased);
                }
            }
        }
        Err(VariantGenerateError::NoLevel {
            level,
            kinds: self.kind_list(),
            size: self.size(),
            draws: LEVEL_DRAWS,
        })
    }

    /// A puzzle at `level` (below extreme) of kinds that have no clues but the givens, from
    /// the stream `rng`, or `None` when this draw gives none: a random solution, and as many
    /// of its givens removed, in a random order, as leave the puzzle rated `level` or easier
    /// (a bisection over how many, a handful of ratings capped at `level`: ratings rise as
    /// givens go, though not strictly, so it finds where the rating crosses `level`, not
    /// always the last place); when the puzzle found is easier than `level`, the givens after
    /// the crossing are tried one by one, each removal kept while the puzzle stays at `level`
    /// or easier, until it is at `level`. The rater's steps below extreme are all sound, so a
    /// puzzle they finish has exactly one solution: no proof of uniqueness is made.
    fn removed_to(
        &self,
        mut rng: PuzzleRng,
        level: Level,
        budget: &Budget,
    ) -> Result<Option<VariantGenerated>, VariantGenerateError> {
        let fixed = self.fixed_constraints();
        for _ in 0..ATTEMPTS {
            let Some((_, rules, solution)) = self.draw_grid(&fixed, &mut rng, budget)? else {
                continue;
            };
            let solution = Grid::from_values(self.shape, &solution)
                .map_err(|e| VariantGenerateError::Internal(e.to_string()))?;
            let mut puzzle = VariantPuzzle::new(Grid::empty(self.shape), rules)?;
            let rater = Rater::new(&puzzle);
            let mut order: Vec<usize> = (0..solution.values().len()).collect();
            rng.shuffle(&mut order);
            let without = |k: usize| -> Grid {
                let mut grid = solution.clone();
                for &c in &order[..k] {
                    grid.values_mut()[c] = 0;
                }
                grid
            };
            let rated_now =
                |grid: &Grid| level_at_most(&rater, grid, solution.values(), level, budget);
            // Invariant: k = lo is rated `level` or easier (the full grid is: no steps), and
            // k = hi is rated harder or not finished (no givens at all has many solutions).
            let (mut lo, mut hi) = (0, order.len());
            let mut at_lo = (solution.clone(), Level::Easy);
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2;
                let candidate = without(mid);
                match rated_now(&candidate)? {
                    Some(l) => {
                        lo = mid;
                        at_lo = (candidate, l);
                    }
                    None => hi = mid,
                }
            }
            // Below the level: go on removing the givens after the one that crossed it, one
            // at a time, keeping each removal that leaves the puzzle at the level or easier,
            // until it is at the level.
            let (mut givens, mut rated) = at_lo;
            for &c in order.iter().skip(hi) {
                if rated == level {
                    break;
                }
                let digit = givens.values()[c];
                givens.values_mut()[c] = 0;
                match rated_now(&givens)? {
                    Some(l) => rated = l,
                    None => givens.values_mut()[c] = digit,
                }
            }
            if rated != level {
                return Ok(None);
            }
            puzzle = puzzle.with_givens(givens.values());
            puzzle.solution = Some(solution.clone());
            return Ok(Some(VariantGenerated { puzzle, solution }));
        }
        Err(VariantGenerateError::NoGrid {
            kinds: self.kind_list(),
            size: self.size(),
            attempts: ATTEMPTS,
        })
    }

    /// Makes a puzzle from the stream `rng`.
    fn generate_from(
        &self,
        mut rng: PuzzleRng,
        budget: &Budget,
    ) -> Result<VariantGenerated, VariantGenerateError> {
        let n = self.size();
        let fixed = self.fixed_constraints();
        let mut clue_misses = 0;
        for _ in 0..ATTEMPTS {
            let Some((regions, _, solution)) = self.draw_grid(&fixed, &mut rng, budget)? else {
                continue;
            };
            let mut constraints = fixed.clone();
            let mut clues = clues::Clues::default();
            let minimal = self.has(VariantKind::KillerMinimal);
            if minimal || self.has(VariantKind::Killer) {
                for cage in cages(&solution, n, &mut rng) {
                    let sum = cage.iter().map(|&c| u32::from(solution[c])).sum();
                    let cells = cage.iter().map(|&c| Place::of_index(c, n)).collect();
                    let cage = Constraint::Killer(Killer {
                        cells,
                        sum: Some(sum),
                    });
                    if minimal {
                        clues.removable.push((VariantKind::KillerMinimal, cage));
                    } else {
                        constraints.push(cage);
                    }
                }
            }
            let mut lines = clues::Lines::new(n);
            for &kind in &self.kinds {
                clues::read_clues(kind, &solution, n, &mut lines, &mut rng, &mut clues);
            }
            // Every kind whose clues can go must show one: else draw again.
            let removable = |k: &VariantKind| {
                k.is_clued()
                    && !matches!(
                        k,
                        VariantKind::Killer | VariantKind::Kropki | VariantKind::Xv
                    )
            };
            if self
                .kinds
                .iter()
                .filter(|k| removable(k))
                .any(|&k| !clues.has(k))
            {
                continue;
            }
            constraints.extend(clues.kept);
            let mut set = ClueSet {
                shape: self.shape,
                regions: regions.as_deref(),
                base: constraints,
                pool: clues.removable,
                present: Vec::new(),
            };
            if !set.pool.is_empty() {
                set.add_clues(&solution, &mut rng, self.proof_guesses, budget)?;
            }
            let solution_grid = Grid::from_values(self.shape, &solution)
                .map_err(|e| VariantGenerateError::Internal(e.to_string()))?;
            let empty = vec![0u8; n * n];
            let mut puzzle = set.puzzle(&empty)?;
            if !puzzle.broken(&solution).is_empty() {
                // The clues broke the solution (cannot happen: they are read off it).
                return Err(VariantGenerateError::Internal(
                    "the rules read off the solution do not hold it".to_string(),
                ));
            }
            let givens = if self.kinds.iter().any(|k| k.is_clued()) {
                add_givens(&puzzle, &solution, &mut rng, self.proof_guesses, budget)?
            } else {
                self.remove_givens(&puzzle, &solution, &mut rng, budget)?
            };
            let Some(givens) = givens else {
                // Above the given count asked for: draw again.
                clue_misses += 1;
                continue;
            };
            if !set.pool.is_empty() {
                set.remove_clues(&givens, &mut rng, self.proof_guesses, budget)?;
                puzzle = set.puzzle(&empty)?;
            }
            puzzle = puzzle.with_givens(&givens);
            puzzle.solution = Some(solution_grid.clone());
            return Ok(VariantGenerated {
                puzzle,
                solution: solution_grid,
            });
        }
        if let (Some(clues), true) = (self.clues, clue_misses > 0) {
            return Err(VariantGenerateError::NoClueCount {
                clues,
                kinds: self.kind_list(),
                size: n,
                attempts: ATTEMPTS,
            });
        }
        Err(VariantGenerateError::NoGrid {
            kinds: self.kind_list(),
            size: n,
            attempts: ATTEMPTS,
        })
    }

    /// The givens of a puzzle of kinds without clues: the whole solution, then the cells (or
    /// the symmetry's groups of cells) removed in random order while the solution stays unique,
    /// down to the count asked for if any; `None` when the puzzle stops above that count.
    fn remove_givens(
        &self,
        puzzle: &VariantPuzzle,
        solution: &[u8],
        rng: &mut PuzzleRng,
        budget: &Budget,
    ) -> Result<Option<Vec<u8>>, VariantGenerateError> {
        let mut givens = solution.to_vec();
        let symmetry = self.symmetry.resolve(self.size(), self.clues, rng);
        let mut groups = symmetry.orbits(self.shape);
        rng.shuffle(&mut groups);
        let left = remove_while_unique(
            puzzle,
            &mut givens,
            &groups,
            self.clues,
            self.proof_guesses,
            budget,
        )?;
        Ok(self.clues.is_none_or(|k| k == left).then_some(givens))
    }

    /// Random regions (jigsaw only), the rules on them with `fixed`, and a random solution:
    /// `None` when the draw leads to no solution.
    #[allow(clippy::type_complexity)]
    fn draw_grid(
        &self,
        fixed: &[Constraint],
        rng: &mut PuzzleRng,
        budget: &Budget,
    ) -> Result<Option<(Option<Vec<u8>>, Rules, Vec<u8>)>, VariantGenerateError> {
        budget.check()?;
        let regions = if self.has(VariantKind::Jigsaw) {
            Some(random_regions(self.shape, rng))
        } else {
            None
        };
        let rules = Rules::new(self.shape, regions.as_deref(), fixed.to_vec())?;
        Ok(self
            .random_solution(&rules, rng, budget)?
            .map(|solution| (regions, rules, solution)))
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
        // not apply to them). Jigsaw grids grow from their random regions alone.
        let seeds = if self.has(VariantKind::NonConsecutive) {
            SEEDS_NON_CONSECUTIVE
        } else if self.has(VariantKind::Jigsaw) {
            // The regions are drawn at random already, and random cells on them often lead to
            // no grid, which takes the search long to prove (36 of 136 draws, against 3 of 103
            // without them, on 100 puzzles).
            0
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

/// The key family of the streams drawn for a puzzle of a chosen level.
const LEVEL_FAMILY: u8 = 3;

/// The key family of the streams that order the givens added to ease a draw to a level.
const EASE_FAMILY: u8 = 4;

/// The level the variant rater gives `made`'s rules with `givens` when it is `ceiling` or
/// easier, `None` when it is harder ([`Rater::level_at_most`]: the rater's answer without its
/// finders above `ceiling`, which are the slow ones on the puzzles a level asks to ease).
fn level_at_most(
    rater: &Rater<'_>,
    givens: &Grid,
    solution: &[u8],
    ceiling: Level,
    budget: &Budget,
) -> Result<Option<Level>, VariantGenerateError> {
    // Extreme is the top level: a puzzle is extreme exactly when it is not unfair or easier,
    // which is found without the extreme finders (searches, the slowest of all).
    let (cap, top) = match ceiling {
        Level::Extreme => (Level::Unfair, true),
        _ => (ceiling, false),
    };
    match rater.level_at_most(givens, solution, cap, budget) {
        Ok(None) if top => Ok(Some(Level::Extreme)),
        Ok(level) => Ok(level),
        Err(LogicError::Interrupted(i)) => Err(i.into()),
        Err(e) => Err(VariantGenerateError::Internal(e.to_string())),
    }
}

/// `made` with the fewest givens of its solution added (the first k of a random order of its
/// empty cells) that the rater puts at `level` or below, if that is `level` exactly; `None`
/// when even the full grid is rated harder, or when the first k that is not harder is easier.
/// Ratings fall as givens are added, though not strictly, so the bisection finds a k where the
/// rating crosses `level`, not always the first.
fn eased_to(
    made: &VariantGenerated,
    rater: &Rater<'_>,
    level: Level,
    rng: &mut PuzzleRng,
    budget: &Budget,
) -> Result<Option<VariantGenerated>, VariantGenerateError> {
    let solution = made.solution.values();
    let givens = made.puzzle.givens();
    let mut empty: Vec<usize> = (0..solution.len())
        .filter(|&c| givens.values()[c] == 0)
        .collect();
    rng.shuffle(&mut empty);
    let with = |k: usize| -> Grid {
        let mut grid = givens.clone();
        for &c in &empty[..k] {
            grid.values_mut()[c] = solution[c];
        }
        grid
    };
    // Invariant: k = lo is rated harder than `level`; k = hi is rated `level` or below.
    let (mut lo, mut hi) = (0, empty.len());
    let mut at_hi = None;
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        let candidate = with(mid);
        match level_at_most(rater, &candidate, solution, level, budget)? {
            None => lo = mid,
            Some(rated) => {
                hi = mid;
                at_hi = Some((candidate, rated));
            }
        }
    }
    let (candidate, rated) = match at_hi {
        Some(found) => found,
        None => {
            let candidate = with(hi);
            match level_at_most(rater, &candidate, solution, level, budget)? {
                Some(rated) => (candidate, rated),
                None => return Ok(None),
            }
        }
    };
    if rated != level {
        return Ok(None);
    }
    let mut puzzle = made.puzzle.with_givens(candidate.values());
    puzzle.solution = Some(made.solution.clone());
    Ok(Some(VariantGenerated {
        puzzle,
        solution: made.solution.clone(),
    }))
}

/// Puzzles drawn and rated for one puzzle of a chosen level before giving up.
pub const LEVEL_DRAWS: u64 = 24;

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

/// The guesses a search for a second solution may take in the generator before its answer is
/// taken as "not known": a given or clue then stays (or another given is added). Counted in
/// guesses, not time, so the same seed gives the same puzzles on every machine. Sparse sums
/// (little killers and sandwiches on 9×9) need it: one proof there took over a minute.
const PROOF_GUESSES: u64 = 5_000;

/// Whether `puzzle` has exactly one solution, proved within `cap` guesses.
fn unique(puzzle: &VariantPuzzle, cap: u64, budget: &Budget) -> Result<bool, VariantGenerateError> {
    let mut count = crate::solver::CountVisitor;
    Ok(puzzle
        .search_capped(2, &mut count, cap, budget)?
        .is_some_and(|stats| stats.solutions == 1))
}

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
    cap: u64,
    budget: &Budget,
) -> Result<Option<Vec<u8>>, VariantGenerateError> {
    let mut givens = vec![0u8; solution.len()];
    let mut added = Vec::new();
    loop {
        let mut two = TwoSolutions::default();
        let with = puzzle.with_givens(&givens);
        if with.search_capped(2, &mut two, cap, budget)?.is_none() {
            // Too long to tell: a given in a random empty cell, and ask again.
            let empty: Vec<usize> = (0..solution.len()).filter(|&c| givens[c] == 0).collect();
            if empty.is_empty() {
                break;
            }
            let cell = empty[rng.index(empty.len())];
            givens[cell] = solution[cell];
            added.push(cell);
            continue;
        }
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
    let added: Vec<Vec<u16>> = added.iter().map(|&c| vec![c as u16]).collect();
    remove_while_unique(puzzle, &mut givens, &added, None, cap, budget)?;
    Ok(Some(givens))
}

/// The rules of a puzzle being made: those that stay (`base`) and the clues read off the
/// solution that come and go (`pool`, each with its kind; `present` says which are in).
struct ClueSet<'a> {
    shape: Shape,
    regions: Option<&'a [u8]>,
    base: Vec<Constraint>,
    pool: Vec<(VariantKind, Constraint)>,
    present: Vec<bool>,
}

impl ClueSet<'_> {
    /// The rules in force: the base, then the clues present in the pool's order.
    fn constraints(&self) -> Vec<Constraint> {
        let clues = self.pool.iter().zip(&self.present).filter(|(_, &p)| p);
        let clues = clues.map(|((_, c), _)| c);
        self.base.iter().chain(clues).cloned().collect()
    }

    /// The puzzle with `givens` under the rules in force.
    fn puzzle(&self, givens: &[u8]) -> Result<VariantPuzzle, VariantGenerateError> {
        let rules = Rules::new(self.shape, self.regions, self.constraints())?;
        let grid = Grid::from_values(self.shape, givens)
            .map_err(|e| VariantGenerateError::Internal(e.to_string()))?;
        Ok(VariantPuzzle::new(grid, rules)?)
    }

    /// Chooses the clues to start from: one random clue of each kind, then, while the search
    /// finds a second solution, a random clue that this second solution breaks, until the
    /// solution is unique or no clue tells the two apart (givens do the rest).
    fn add_clues(
        &mut self,
        solution: &[u8],
        rng: &mut PuzzleRng,
        cap: u64,
        budget: &Budget,
    ) -> Result<(), VariantGenerateError> {
        self.present = vec![false; self.pool.len()];
        let mut kinds: Vec<VariantKind> = self.pool.iter().map(|(k, _)| *k).collect();
        kinds.dedup();
        for kind in kinds {
            let of_kind: Vec<usize> = (0..self.pool.len())
                .filter(|&i| self.pool[i].0 == kind && !self.present[i])
                .collect();
            if !of_kind.is_empty() {
                self.present[of_kind[rng.index(of_kind.len())]] = true;
            }
        }
        let empty = vec![0u8; solution.len()];
        loop {
            budget.check()?;
            let mut two = TwoSolutions::default();
            let searched = self
                .puzzle(&empty)?
                .search_capped(2, &mut two, cap, budget)?;
            // Too long to tell: the givens will make it unique.
            if searched.is_none() {
                return Ok(());
            }
            let Some(other) = two.0.iter().find(|s| s.as_slice() != solution) else {
                return Ok(());
            };
            let mut tells = Vec::new();
            for i in 0..self.pool.len() {
                if self.present[i] {
                    continue;
                }
                let rules = Rules::new(self.shape, self.regions, vec![self.pool[i].1.clone()])?;
                if !rules.broken(other).is_empty() {
                    tells.push(i);
                }
            }
            if tells.is_empty() {
                return Ok(());
            }
            self.present[tells[rng.index(tells.len())]] = true;
        }
    }

    /// Removes the clues present, in random order, each where the puzzle with `givens` stays
    /// unique; the last clue of a kind stays.
    fn remove_clues(
        &mut self,
        givens: &[u8],
        rng: &mut PuzzleRng,
        cap: u64,
        budget: &Budget,
    ) -> Result<(), VariantGenerateError> {
        let mut order: Vec<usize> = (0..self.pool.len()).filter(|&i| self.present[i]).collect();
        rng.shuffle(&mut order);
        for i in order {
            let kind = self.pool[i].0;
            let others =
                (0..self.pool.len()).any(|j| j != i && self.present[j] && self.pool[j].0 == kind);
            if !others {
                continue;
            }
            self.present[i] = false;
            if !unique(&self.puzzle(givens)?, cap, budget)? {
                self.present[i] = true;
            }
        }
        Ok(())
    }
}

/// Removes the givens of each group of `groups`, in that order, a group at a time where the
/// solution stays unique (proved within `cap` guesses); with `keep`, never below `keep`
/// givens. Returns how many givens are left.
fn remove_while_unique(
    puzzle: &VariantPuzzle,
    givens: &mut [u8],
    groups: &[Vec<u16>],
    keep: Option<usize>,
    cap: u64,
    budget: &Budget,
) -> Result<usize, VariantGenerateError> {
    let mut left = givens.iter().filter(|&&v| v != 0).count();
    let mut saved = Vec::new();
    for group in groups {
        if keep.is_some_and(|k| left < k + group.len()) {
            continue;
        }
        saved.clear();
        saved.extend(group.iter().map(|&c| givens[c as usize]));
        for &c in group {
            givens[c as usize] = 0;
        }
        if unique(&puzzle.with_givens(givens), cap, budget)? {
            left -= group.len();
        } else {
            for (&c, &v) in group.iter().zip(&saved) {
                givens[c as usize] = v;
            }
        }
    }
    Ok(left)
}

mod clues;
#[cfg(test)]
mod tests;
