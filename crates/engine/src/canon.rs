//! Equivalent 9×9 puzzles: the minlex canonical form, and random equivalent copies.
//!
//! Two 9×9 puzzles are *equivalent* when one becomes the other by a transformation that keeps
//! every valid grid valid: permute the three bands, permute the three rows inside each band,
//! permute the three stacks, permute the three columns inside each stack, optionally transpose
//! (2 × 6⁸ = 3,359,232 geometric transformations), then relabel the digits (9! ways).
//!
//! The **minlex form** of a puzzle is the smallest 81-character string, in row-major order with
//! `0` for a hole and `0 < 1 < … < 9`, over all those transformations. For one geometric
//! transformation the best relabelling is forced: digits take labels 1, 2, 3, … in the order
//! in which they first appear. Equivalent puzzles therefore have the same form, and the form
//! names the equivalence class (used by `sudoku canon --dedup`).
//!
//! # The algorithm: branch and bound over rows, with ties among empty lines deferred
//!
//! The string is compared row by row, so the search fixes output rows one at a time. A
//! *node* is a partial transformation: the orientation, the source rows chosen for the output
//! rows so far, what is known of the column permutation, and the labels given so far. All the
//! nodes alive at a level produce the same prefix (the best one found); for output row `r`
//! each node tries every source row still allowed (any row of an unused band when `r` starts a
//! band, otherwise an unused row of the current band), and the best row string over all nodes
//! and rows wins. Nodes that give a larger row are dropped at once, and the survivors, one per
//! tying choice, make the next level. After row 9 the best rows are the form.
//!
//! For one node and one source row, the best row is found greedily, position by position, with
//! a branch only where the choice matters for later rows:
//!
//! - A hole (`0`) is the smallest value, so inside every freedom still left, holes go first.
//! - The column permutation is kept *lazily*. A column that has been empty in every row fixed so
//!   far is interchangeable with every other such column of its stack; those columns are kept
//!   as a tied group at the front of the stack (`tied`), and only ordered when a later row
//!   tells them apart. In the same way, stacks that have been entirely empty so far keep the
//!   front stack slots, unassigned, until a row puts a given into them. Deferring these ties
//!   is what keeps the search small: without it an empty first row would tie 1,296 column
//!   permutations, and an empty grid all 3,359,232 transformations.
//! - Givens that land in a tied group are tried in every order (at most 3! per stack, and
//!   3! stack orders when stacks leave the unassigned group together): their labels depend on
//!   the order, so different orders can lead to different futures even when the row strings
//!   tie. Each branch is cut as soon as its prefix inside the row exceeds the best row's.
//! - Empty source rows of one band give the same result, so only one of them is tried; so do
//!   entirely empty bands, and the transposed orientation when the grid is symmetric about its
//!   main diagonal.
//!
//! Row strings are packed as nine 4-bit digits in a `u64`, so comparing two rows, or a row's
//! prefix with the best row's, is one integer comparison. A node is 32 bytes of fixed arrays;
//! the two node lists live in the [`Canonicalizer`] and are reused, so the search allocates
//! nothing once they have grown to the size a puzzle needs.
//!
//! Nothing here relies on the puzzle being valid: a row holding the same digit twice is handled
//! by trying every order of its givens, and the result is still the exact minimum (the tests
//! compare it with a brute force over the whole group).
//!
//! **Measured** (release build, one thread, on a 2-core machine shared with other jobs;
//! `cargo run --release -p sudoku-engine --example canon_bench -- FILE`, details in
//! `docs/BENCHMARKS.md`, section "Canonical forms"): 300,000–400,000 forms per second on
//! `17-clue.txt` (about 3 µs each), 200,000–230,000 on `top1465.txt`, 180,000–200,000 on
//! `kaggle-sample.txt`; an empty grid takes 0.4 µs. The weak spot is *full solution grids*:
//! their first row is always `123456789`, so every one of its 1,296 column orders ties and
//! is carried to the second row, with its own labels; about 1.3 ms per grid (800 per
//! second). A special case for complete rows (only the relative order of the mini-rows
//! matters once row two is known) would remove that, and is left for when someone needs it.
//!
//! # Example
//!
//! ```
//! use sudoku_engine::canon::{canonical, Transform};
//! use sudoku_engine::{format, Shape, Grid};
//!
//! let puzzle = format::parse_str(
//!     ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
//! )?;
//! let copy = Transform::random(7, 0).apply(&puzzle)?;
//! assert_eq!(canonical(&copy)?, canonical(&puzzle)?);
//!
//! let four = Grid::empty(Shape::for_size(4).unwrap());
//! assert!(canonical(&four).is_err()); // only 9×9 grids have a form here
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::cell::RefCell;

use thiserror::Error;

use crate::generate::rng::PuzzleRng;
use crate::grid::Grid;
use crate::shape::Shape;

/// Why a grid has no canonical form or transformation here.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CanonError {
    /// The grid is not 9×9.
    #[error(
        "canonical forms and equivalent copies are defined for 9×9 grids only, not {size}×{size}"
    )]
    Size {
        /// The grid's size N.
        size: usize,
    },
}

/// The 81 cells of a 9×9 grid, row-major, 0 for a hole.
pub type Cells = [u8; 81];

/// Checks the shape and copies the cells out.
fn cells_of(grid: &Grid) -> Result<Cells, CanonError> {
    let size = grid.shape().size();
    if grid.shape() != Shape::NINE {
        return Err(CanonError::Size { size });
    }
    let mut cells = [0u8; 81];
    cells.copy_from_slice(grid.values());
    Ok(cells)
}

/// The minlex canonical form of a 9×9 puzzle (see the [module documentation](self)).
///
/// Uses a [`Canonicalizer`] kept per thread, so repeated calls do not allocate for the search.
/// (A form takes about 30,000 instructions; one made per call cost 1.9 % more on `sudoku
/// canon`. A caller with many puzzles may keep its own [`Canonicalizer`] instead.)
///
/// # Errors
///
/// [`CanonError::Size`] if the grid is not 9×9.
pub fn canonical(puzzle: &Grid) -> Result<Grid, CanonError> {
    thread_local! {
        static SCRATCH: RefCell<Canonicalizer> = RefCell::new(Canonicalizer::new());
    }
    let cells = cells_of(puzzle)?;
    let form = SCRATCH.with(|c| match c.try_borrow_mut() {
        Ok(mut c) => c.form_of_cells(&cells),
        // Only reachable if a caller re-enters from inside the search, which it cannot do;
        // a fresh scratch keeps the function total anyway.
        Err(_) => Canonicalizer::new().form_of_cells(&cells),
    });
    Ok(Grid::from_checked_vec(Shape::NINE, form.to_vec()))
}

/// One partial transformation of the search (see the module documentation).
#[derive(Clone, Copy, Debug)]
struct Node {
    /// 0: the grid as given; 1: its transpose.
    orient: u8,
    /// Source bands already used (bit `b`).
    bands_used: u8,
    /// The source band of the current output band.
    band: u8,
    /// Rows of the current band already used (bit `i` for row `3·band + i`).
    rows_used: u8,
    /// Output stack slots `0..free_slots` are not assigned yet: the stacks in `free_stacks`,
    /// all empty in every row fixed so far, may take them in any order.
    free_slots: u8,
    /// Source stacks without a slot (bit `s`).
    free_stacks: u8,
    /// Output stack slot → source stack, for slots `free_slots..3`.
    slot_stack: [u8; 3],
    /// Per source stack: positions `0..tied[s]` hold columns empty in every row fixed so far,
    /// in no particular order yet.
    tied: [u8; 3],
    /// Per source stack: position inside the stack → column inside the stack.
    pos_col: [[u8; 3]; 3],
    /// Digit → label; 0 while the digit has not appeared.
    label: [u8; 10],
    /// The next label to give.
    next_label: u8,
}

// Nodes are copied at every branch: keep them small.
const _: () = assert!(std::mem::size_of::<Node>() == 32);

impl Node {
    fn root(orient: u8) -> Node {
        Node {
            orient,
            bands_used: 0,
            band: 0,
            rows_used: 0,
            free_slots: 3,
            free_stacks: 0b111,
            slot_stack: [0, 1, 2],
            tied: [3; 3],
            pos_col: [[0, 1, 2]; 3],
            label: [0; 10],
            next_label: 1,
        }
    }
}

/// Every order of up to three items, by count.
const PERMS: [&[[u8; 3]]; 4] = [
    &[[0, 1, 2]],
    &[[0, 1, 2]],
    &[[0, 1, 2], [1, 0, 2]],
    &[
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ],
];

/// Reusable scratch space for computing canonical forms without allocating.
///
/// # Example
///
/// ```
/// use sudoku_engine::canon::Canonicalizer;
/// use sudoku_engine::{Grid, Shape};
///
/// let mut canon = Canonicalizer::new();
/// let form = canon.form(&Grid::empty(Shape::NINE))?;
/// assert_eq!(form, [0u8; 81]);
/// # Ok::<(), sudoku_engine::canon::CanonError>(())
/// ```
#[derive(Debug)]
pub struct Canonicalizer {
    /// The grid in both orientations.
    grids: [Cells; 2],
    /// Per orientation and source row: bit `c` set when column `c` holds a given.
    row_mask: [[u16; 9]; 2],
    /// The nodes of the current level.
    current: Vec<Node>,
    /// The nodes of the next level.
    next: Vec<Node>,
    /// The best row string of the current level, nine 4-bit digits.
    best: u64,
    /// Whether the current level is the last (its nodes need not be kept).
    last: bool,
}

impl Canonicalizer {
    /// Empty scratch space; it grows to what the first puzzles need and is then reused.
    pub fn new() -> Canonicalizer {
        Canonicalizer {
            grids: [[0; 81]; 2],
            row_mask: [[0; 9]; 2],
            current: Vec::new(),
            next: Vec::new(),
            best: u64::MAX,
            last: false,
        }
    }

    /// The minlex canonical form of `puzzle`, as 81 values (0 for a hole).
    ///
    /// # Errors
    ///
    /// [`CanonError::Size`] if the grid is not 9×9.
    pub fn form(&mut self, puzzle: &Grid) -> Result<Cells, CanonError> {
        let cells = cells_of(puzzle)?;
        Ok(self.form_of_cells(&cells))
    }

    /// The minlex canonical form of `puzzle`, as a grid.
    ///
    /// # Errors
    ///
    /// [`CanonError::Size`] if the grid is not 9×9.
    pub fn canonical(&mut self, puzzle: &Grid) -> Result<Grid, CanonError> {
        let form = self.form(puzzle)?;
        Ok(Grid::from_checked_vec(Shape::NINE, form.to_vec()))
    }

    /// The search, on cells known to be 0..=9.
    fn form_of_cells(&mut self, cells: &Cells) -> Cells {
        self.grids[0] = *cells;
        for r in 0..9 {
            for c in 0..9 {
                self.grids[1][c * 9 + r] = cells[r * 9 + c];
            }
        }
        for o in 0..2 {
            for r in 0..9 {
                let mut m = 0u16;
                for c in 0..9 {
                    if self.grids[o][r * 9 + c] != 0 {
                        m |= 1 << c;
                    }
                }
                self.row_mask[o][r] = m;
            }
        }
        self.current.clear();
        self.current.push(Node::root(0));
        // A grid equal to its transpose gives the same strings both ways.
        if self.grids[1] != self.grids[0] {
            self.current.push(Node::root(1));
        }
        let mut form = [0u8; 81];
        for r in 0..9 {
            self.best = u64::MAX;
            self.last = r == 8;
            self.next.clear();
            let current = std::mem::take(&mut self.current);
            for node in &current {
                self.expand(node, r);
            }
            self.current = current;
            for (i, v) in form[r * 9..r * 9 + 9].iter_mut().enumerate() {
                *v = ((self.best >> (4 * (8 - i))) & 0xF) as u8;
            }
            std::mem::swap(&mut self.current, &mut self.next);
        }
        form
    }

    /// Tries every source row allowed for output row `r` after `node`.
    fn expand(&mut self, node: &Node, r: usize) {
        let o = node.orient as usize;
        if r.is_multiple_of(3) {
            let mut tried_empty_band = false;
            for b in 0..3u8 {
                if node.bands_used & (1 << b) != 0 {
                    continue;
                }
                let band_empty = (0..3).all(|i| self.row_mask[o][3 * b as usize + i] == 0);
                if band_empty {
                    // Two entirely empty bands are interchangeable.
                    if tried_empty_band {
                        continue;
                    }
                    tried_empty_band = true;
                }
                let mut child = *node;
                child.bands_used |= 1 << b;
                child.band = b;
                child.rows_used = 0;
                self.expand_band(&child);
            }
        } else {
            self.expand_band(node);
        }
    }

    /// Tries every unused row of the node's current band.
    fn expand_band(&mut self, node: &Node) {
        let o = node.orient as usize;
        let mut tried_empty_row = false;
        for i in 0..3u8 {
            if node.rows_used & (1 << i) != 0 {
                continue;
            }
            let row = 3 * node.band as usize + i as usize;
            if self.row_mask[o][row] == 0 {
                // Two empty rows of one band are interchangeable.
                if tried_empty_row {
                    continue;
                }
                tried_empty_row = true;
            }
            let mut child = *node;
            child.rows_used |= 1 << i;
            self.fill(child, row);
        }
    }

    /// Places source row `row` of the node's orientation as the next output row, in every way
    /// that ties the best row string so far.
    fn fill(&mut self, mut node: Node, row: usize) {
        let o = node.orient as usize;
        let mask = self.row_mask[o][row];
        let mut cells = [0u8; 9];
        cells.copy_from_slice(&self.grids[o][row * 9..row * 9 + 9]);
        // Unassigned stacks that stay empty in this row keep the front slots, still tied;
        // the others take the following slots, in every order.
        let mut empties = 0u8;
        let mut pending = 0u8;
        for s in 0..3 {
            if node.free_stacks & (1 << s) != 0 {
                if (mask >> (3 * s)) & 0b111 == 0 {
                    empties |= 1 << s;
                } else {
                    pending |= 1 << s;
                }
            }
        }
        if pending == 0 {
            self.slot(&cells, node, node.free_slots as usize, 0, 0);
        } else {
            node.free_stacks = empties;
            node.free_slots = empties.count_ones() as u8;
            self.slot(&cells, node, node.free_slots as usize, pending, 0);
        }
    }

    /// Fills output stack slot `s` (and the following ones, recursively). `pending` holds the
    /// stacks leaving the unassigned group in this row, still to be given a slot; `val` is the
    /// row string so far (the unassigned slots in front of `s` are holes, so count as zeros).
    fn slot(&mut self, cells: &[u8; 9], node: Node, s: usize, pending: u8, val: u64) {
        if s == 3 {
            if val < self.best {
                self.best = val;
                self.next.clear();
            }
            if val == self.best && !self.last {
                self.next.push(node);
            }
            return;
        }
        if pending == 0 {
            let t = node.slot_stack[s] as usize;
            self.arrange(cells, node, s, t, 0, val);
        } else {
            for t in 0..3 {
                if pending & (1 << t) != 0 {
                    let mut child = node;
                    child.slot_stack[s] = t as u8;
                    self.arrange(cells, child, s, t, pending & !(1 << t), val);
                }
            }
        }
    }

    /// Orders the columns of source stack `t`, placed at slot `s`: its tied columns with holes
    /// first (still tied) and givens in every order, then its fixed columns.
    fn arrange(&mut self, cells: &[u8; 9], node: Node, s: usize, t: usize, pending: u8, val: u64) {
        let e = node.tied[t] as usize;
        let cols = node.pos_col[t];
        let base = 3 * t;
        let mut order = cols;
        let mut holes = 0usize;
        let mut givens = [0u8; 3];
        let mut given_count = 0usize;
        for &c in &cols[..e] {
            if cells[base + c as usize] == 0 {
                order[holes] = c;
                holes += 1;
            } else {
                givens[given_count] = c;
                given_count += 1;
            }
        }
        for perm in PERMS[given_count] {
            for k in 0..given_count {
                order[holes + k] = givens[perm[k] as usize];
            }
            let mut child = node;
            let mut v = val;
            for &c in &order {
                let d = cells[base + c as usize] as usize;
                let lab = if d == 0 {
                    0
                } else {
                    if child.label[d] == 0 {
                        child.label[d] = child.next_label;
                        child.next_label += 1;
                    }
                    child.label[d]
                };
                v = (v << 4) | u64::from(lab);
            }
            // Cut the branch once its prefix exceeds the best row's first 3·(s+1) digits
            // (the best may have improved in an earlier branch of this loop).
            if v > self.best >> (4 * (6 - 3 * s)) {
                continue;
            }
            child.pos_col[t] = order;
            child.tied[t] = holes as u8;
            self.slot(cells, child, s + 1, pending, v);
        }
    }
}

/// One transformation of the group and one relabelling of the digits.
///
/// The output cell at row `r`, column `c` is `digits[source[rows[r]][cols[c]]]`, where
/// `source` is the grid, transposed first if `transpose` is set.
///
/// # Example
///
/// ```
/// use sudoku_engine::canon::Transform;
/// use sudoku_engine::format;
///
/// let puzzle = format::parse_str(
///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
/// )?;
/// let copy = Transform::random(42, 0).apply(&puzzle)?;
/// assert_eq!(copy.given_count(), puzzle.given_count());
/// assert_eq!(Transform::random(42, 0).apply(&puzzle)?, copy); // reproducible
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Transform {
    transpose: bool,
    rows: [u8; 9],
    cols: [u8; 9],
    digits: [u8; 10],
}

impl Transform {
    /// The transformation that changes nothing.
    pub fn identity() -> Transform {
        Transform {
            transpose: false,
            rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
            digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        }
    }

    /// A uniformly random transformation and relabelling, drawn from stream `stream` of
    /// `seed` (ChaCha8, the generator's portable random numbers): the same pair gives the same
    /// transformation on every machine. Every one of the 3,359,232 × 9! choices is equally
    /// likely.
    pub fn random(seed: u64, stream: u64) -> Transform {
        let mut rng = PuzzleRng::new(seed, stream);
        let mut t = Transform::identity();
        t.transpose = rng.below(2) == 1;
        t.rows = random_line_order(&mut rng);
        t.cols = random_line_order(&mut rng);
        let mut labels = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut labels);
        t.digits[1..].copy_from_slice(&labels);
        t
    }

    /// The transformed copy of `grid`.
    ///
    /// # Errors
    ///
    /// [`CanonError::Size`] if the grid is not 9×9.
    pub fn apply(&self, grid: &Grid) -> Result<Grid, CanonError> {
        let cells = cells_of(grid)?;
        let mut out = vec![0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                let (sr, sc) = (self.rows[r] as usize, self.cols[c] as usize);
                let v = if self.transpose {
                    cells[sc * 9 + sr]
                } else {
                    cells[sr * 9 + sc]
                };
                out[r * 9 + c] = self.digits[v as usize];
            }
        }
        Ok(Grid::from_checked_vec(Shape::NINE, out))
    }
}

impl Default for Canonicalizer {
    fn default() -> Canonicalizer {
        Canonicalizer::new()
    }
}

impl Default for Transform {
    fn default() -> Transform {
        Transform::identity()
    }
}

/// A random order of the nine rows (or columns) that keeps bands (stacks) together: the
/// order of the three bands, then the order inside each.
fn random_line_order(rng: &mut PuzzleRng) -> [u8; 9] {
    let mut bands = [0u8, 1, 2];
    rng.shuffle(&mut bands);
    let mut out = [0u8; 9];
    for (slot, &band) in bands.iter().enumerate() {
        let mut inner = [0u8, 1, 2];
        rng.shuffle(&mut inner);
        for i in 0..3 {
            out[3 * slot + i] = 3 * band + inner[i];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_grid_is_its_own_form() {
        let mut c = Canonicalizer::new();
        assert_eq!(c.form(&Grid::empty(Shape::NINE)), Ok([0u8; 81]));
    }

    #[test]
    fn one_given_goes_to_the_last_cell() {
        let mut cells = [0u8; 81];
        cells[30] = 7;
        let grid = Grid::from_values(Shape::NINE, &cells).unwrap();
        let mut expected = [0u8; 81];
        expected[80] = 1;
        assert_eq!(Canonicalizer::new().form(&grid), Ok(expected));
    }

    #[test]
    fn random_line_orders_keep_bands_together() {
        for stream in 0..50 {
            let mut rng = PuzzleRng::new(3, stream);
            let order = random_line_order(&mut rng);
            let mut seen = [false; 9];
            for slot in 0..3 {
                let band = order[3 * slot] / 3;
                for i in 0..3 {
                    assert_eq!(order[3 * slot + i] / 3, band);
                    seen[order[3 * slot + i] as usize] = true;
                }
            }
            assert!(seen.iter().all(|&s| s));
        }
    }
}
