//! The candidate grid: for every cell its value or the digits still possible there.

use std::fmt;

use super::geometry::{Cells, ALL81, PEERS};
use super::step::{Candidate, Step};
use crate::cell::Cell;
use crate::digit::{Digit, DigitSet};
use crate::grid::Grid;
use crate::shape::Shape;
use crate::topology::Topology;

/// Why a [`CandidateGrid`] could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CandidateError {
    /// Two givens of one unit hold the same digit.
    #[error("the givens conflict: {0}")]
    Conflict(crate::grid::Conflict),
    /// The pencil-mark text is not 729 characters of digits, `.` and `0`.
    #[error("pencil marks need 729 characters (9 per cell, the digit or '.'/'0'), got {0}")]
    PencilMarkLength(usize),
    /// A pencil-mark character is not the digit of its position, `.` or `0`.
    #[error("bad pencil-mark character {found:?} at position {position} (expected {expected:?}, '.' or '0')")]
    PencilMarkChar {
        /// 0-based character position.
        position: usize,
        /// The character found.
        found: char,
        /// The digit expected there.
        expected: char,
    },
}

/// A Sudoku position as a player sees it with pencil marks: each cell has either its value or
/// the set of digits still possible there (its candidates).
///
/// Built from a [`Grid`] (candidates are the digits no peer holds) or from the 729-character
/// pencil-mark ("Sukaku") form. Placing a digit removes it from the candidates of every peer,
/// the rule known as *eliminate*. For 9×9 the grid also keeps, per digit, the 81-bit set
/// of cells where the digit is a candidate, which the advanced techniques work on.
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, logic::CandidateGrid, Cell, Digit, Shape};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let grid = CandidateGrid::from_grid(&puzzle).unwrap();
/// let r1c1 = Cell::at(Shape::NINE, 0, 0).unwrap();
/// let cands: Vec<u8> = grid.candidates(r1c1).iter().map(|d| d.get()).collect();
/// assert_eq!(cands, vec![4, 5]);
/// # Ok::<(), sudoku_engine::ParseError>(())
/// ```
#[derive(Clone)]
pub struct CandidateGrid {
    shape: Shape,
    /// The shared units and peers of the shape.
    pub(crate) topo: &'static Topology,
    /// Placed digit per cell (0 = empty).
    pub(crate) values: Vec<u8>,
    /// Candidate mask per cell (bit d-1); 0 for placed cells.
    pub(crate) cands: Vec<u32>,
    /// 9×9 only: for each digit index, the cells where it is a candidate.
    pub(crate) pos: [Cells; 9],
}

impl CandidateGrid {
    /// The candidate grid of a puzzle: givens are placed, every empty cell gets the digits no
    /// peer holds.
    ///
    /// # Errors
    ///
    /// [`CandidateError::Conflict`] when two givens of a unit hold the same digit.
    pub fn from_grid(grid: &Grid) -> Result<CandidateGrid, CandidateError> {
        if let Some(c) = grid.first_conflict() {
            return Err(CandidateError::Conflict(c));
        }
        let shape = grid.shape();
        let n = shape.size();
        let full = DigitSet::full(n).bits();
        let mut g = CandidateGrid::empty_with(shape, full);
        for (i, &v) in grid.values().iter().enumerate() {
            if v != 0 {
                g.place_index(i, v as usize - 1);
            }
        }
        Ok(g)
    }

    /// A 9×9 grid from the 729-character pencil-mark form: for each cell, in row-major order,
    /// nine characters where position `k` holds the digit `k+1` if it is a candidate and `.`
    /// or `0` if not. A cell with one candidate counts as solved: its digit is placed and
    /// removed from its peers' candidates (so [`CandidateGrid::to_pencil_marks`] reads back).
    ///
    /// # Errors
    ///
    /// [`CandidateError::PencilMarkLength`] or [`CandidateError::PencilMarkChar`] when the text
    /// is not in that form.
    pub fn from_pencil_marks(text: &str) -> Result<CandidateGrid, CandidateError> {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if chars.len() != 729 {
            return Err(CandidateError::PencilMarkLength(chars.len()));
        }
        let mut g = CandidateGrid::empty_with(Shape::NINE, 0);
        for (p, &ch) in chars.iter().enumerate() {
            let (cell, d) = (p / 9, p % 9);
            let expected = (b'1' + d as u8) as char;
            if ch == expected {
                g.cands[cell] |= 1 << d;
                g.pos[d].insert(cell);
            } else if ch != '.' && ch != '0' {
                return Err(CandidateError::PencilMarkChar {
                    position: p,
                    found: ch,
                    expected,
                });
            }
        }
        // Decide which cells are solved before placing any, so that placing one does not
        // solve its peers in a cascade.
        let solved: Vec<usize> = (0..81).filter(|&i| g.cands[i].count_ones() == 1).collect();
        for i in solved {
            // Two peers with the same single candidate: the first placed takes it from the
            // second, which is left with none, a contradiction the caller's checks report.
            if g.cands[i] == 0 {
                continue;
            }
            let d = g.cands[i].trailing_zeros() as usize;
            g.place_index(i, d);
        }
        Ok(g)
    }

    fn empty_with(shape: Shape, full: u32) -> CandidateGrid {
        let cells = shape.cell_count();
        let mut pos = [Cells::EMPTY; 9];
        if shape == Shape::NINE && full != 0 {
            pos = [ALL81; 9];
        }
        CandidateGrid {
            shape,
            topo: Topology::of(shape),
            values: vec![0; cells],
            cands: vec![full; cells],
            pos,
        }
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The digit placed in `cell`, if any.
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        self.values.get(cell.index()).and_then(|&v| Digit::new(v))
    }

    /// The candidates of `cell` (empty for a placed cell or a cell outside the grid).
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        DigitSet::from_bits(self.cands.get(cell.index()).copied().unwrap_or(0))
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether some empty cell has no candidate left, or some unit has lost every place for a
    /// digit it still needs: the position cannot be completed.
    pub fn is_broken(&self) -> bool {
        if self.is_nine() && self.topo.unit_count() == 27 {
            return self.is_broken_nine();
        }
        self.is_broken_units()
    }

    /// 9×9 only: the solution as one cell mask per digit, when the candidates agree with it:
    /// each empty cell keeps its solution digit, each filled cell holds it, and no candidate
    /// sees a filled cell of its digit. Then every strong link holds in the solution (one of
    /// its two ends is true there) and every weak link too (not both ends are true), so a
    /// chain from a start false in the solution reaches only nodes true there, and a forcing
    /// chain from a true candidate meets no dead end. `None` otherwise.
    pub(crate) fn solution_cells(&self, solution: &[u8]) -> Option<[Cells; 9]> {
        if solution.len() != 81 || self.values.len() != 81 {
            return None;
        }
        let mut t = [Cells::EMPTY; 9];
        for (i, &v) in solution.iter().enumerate() {
            let d = (v as usize).checked_sub(1).filter(|&d| d < 9)?;
            match self.values[i] {
                0 if self.cands[i] & (1 << d) != 0 => {}
                x if x == v && (PEERS[i] & self.pos[d]).is_empty() => {}
                _ => return None,
            }
            t[d].insert(i);
        }
        Some(t)
    }

    /// Whether `solution` (one digit per cell) still fits: every placed digit is its digit
    /// and every empty cell keeps its digit as a candidate. A grid that holds a solution is
    /// not broken.
    pub(crate) fn holds(&self, solution: &[u8]) -> bool {
        solution.len() == self.values.len()
            && self
                .values
                .iter()
                .zip(&self.cands)
                .zip(solution)
                .all(|((&v, &c), &s)| {
                    let bit = 1u32 << (s.wrapping_sub(1) & 31);
                    if v != 0 {
                        v == s
                    } else {
                        s != 0 && c & bit != 0
                    }
                })
    }

    /// [`CandidateGrid::is_broken`] walking the topology's units.
    fn is_broken_units(&self) -> bool {
        if self
            .values
            .iter()
            .zip(&self.cands)
            .any(|(&v, &c)| v == 0 && c == 0)
        {
            return true;
        }
        let full = DigitSet::full(self.topo.size()).bits();
        self.topo.units().any(|u| {
            let mut have = 0u32;
            for &i in u {
                let i = i as usize;
                have |= if self.values[i] != 0 {
                    1 << (self.values[i] - 1)
                } else {
                    self.cands[i]
                };
            }
            have != full
        })
    }

    /// [`CandidateGrid::is_broken`] for the classic 9×9 units, in one pass over the cells (the
    /// rater asks at every step and a forcing chain for every assumption it plays out).
    fn is_broken_nine(&self) -> bool {
        let (mut rows, mut cols, mut boxes) = ([0u32; 9], [0u32; 9], [0u32; 9]);
        for (i, (&v, &c)) in self.values.iter().zip(&self.cands).enumerate().take(81) {
            let have = if v != 0 {
                1 << ((v - 1) & 31)
            } else if c == 0 {
                return true;
            } else {
                c
            };
            let (r, k) = (i / 9, i % 9);
            rows[r] |= have;
            cols[k] |= have;
            boxes[r / 3 * 3 + k / 3] |= have;
        }
        let all = rows
            .iter()
            .chain(&cols)
            .chain(&boxes)
            .fold(0x1ff, |a, &m| a & m);
        all != 0x1ff
    }

    /// The placed digits as a [`Grid`] (candidates are dropped).
    pub fn to_grid(&self) -> Grid {
        Grid::from_values(self.shape, &self.values).unwrap_or_else(|_| Grid::empty(self.shape))
    }

    /// The 729-character pencil-mark form of a 9×9 grid (placed cells show their digit alone).
    /// Other sizes give an empty string.
    pub fn to_pencil_marks(&self) -> String {
        if self.shape != Shape::NINE {
            return String::new();
        }
        let mut s = String::with_capacity(729);
        for i in 0..81 {
            let m = if self.values[i] != 0 {
                1 << (self.values[i] - 1)
            } else {
                self.cands[i]
            };
            for d in 0..9 {
                s.push(if m & (1 << d) != 0 {
                    (b'1' + d as u8) as char
                } else {
                    '.'
                });
            }
        }
        s
    }

    /// Places `digit` in `cell` and removes it from the candidates of every peer.
    /// Does nothing for a cell or digit outside the grid.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        if cell.index() < self.values.len() && digit.index() < self.topo.size() {
            self.place_index(cell.index(), digit.index());
        }
    }

    /// Removes `digit` from the candidates of `cell`.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) {
        if cell.index() < self.values.len() && digit.index() < self.topo.size() {
            self.remove(cell.index(), digit.index());
        }
    }

    /// Applies a step: its placements, then its eliminations.
    pub fn apply(&mut self, step: &Step) {
        for p in &step.placements {
            self.place(p.cell, p.digit);
        }
        for e in &step.eliminations {
            self.eliminate(e.cell, e.digit);
        }
    }

    /// Places digit index `d` in cell `i` (internal indices).
    pub(crate) fn place_index(&mut self, i: usize, d: usize) {
        self.values[i] = d as u8 + 1;
        let old = self.cands[i];
        self.cands[i] = 0;
        let bit = 1u32 << d;
        if self.is_nine() {
            for k in 0..9 {
                if old & (1 << k) != 0 {
                    self.pos[k].remove(i);
                }
            }
            let peers = PEERS[i] & self.pos[d];
            self.pos[d] -= peers;
            for j in peers {
                self.cands[j] &= !bit;
            }
        } else {
            for &j in self.topo.peers(i) {
                self.cands[j as usize] &= !bit;
            }
        }
    }

    /// Removes digit index `d` from cell `i` (internal indices).
    pub(crate) fn remove(&mut self, i: usize, d: usize) {
        self.cands[i] &= !(1 << d);
        if self.is_nine() {
            self.pos[d].remove(i);
        }
    }

    /// 9×9 only: each cell's candidates when it has from two to `top` of them, else 0 (the
    /// key of the memos of the finders whose patterns are made of such cells: XY-Chain and the
    /// wings).
    pub(crate) fn few_candidate_cells(&self, top: u32) -> [u32; 81] {
        let mut key = [0u32; 81];
        for (k, &m) in key.iter_mut().zip(&self.cands) {
            let n = super::links::ones(m);
            if n >= 2 && n <= top {
                *k = m;
            }
        }
        key
    }

    /// 9×9 only: the empty cells as a cell mask (0 on other sizes). Eight cells at a time: a
    /// byte's top bit marks it non-zero once its low seven bits are carried into it, and one
    /// multiplication gathers the eight marks into a byte. A fold of the 81 cells into the
    /// 128-bit mask one by one had cost about 970 instructions.
    pub(crate) fn empty_mask(&self) -> Cells {
        const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        if !self.is_nine() || self.values.len() != 81 {
            return Cells::EMPTY;
        }
        let mut m = 0u128;
        for (k, chunk) in self.values.chunks(8).enumerate() {
            let mut bytes = [0xffu8; 8];
            bytes[..chunk.len()].copy_from_slice(chunk);
            let w = u64::from_le_bytes(bytes);
            let zero = !(((w & LOW) + LOW) | w) & HIGH;
            let bits = (zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            m |= u128::from(bits) << (8 * k);
        }
        Cells::from_bits(m)
    }

    /// Whether this is a 9×9 grid (the advanced techniques need it).
    pub(crate) fn is_nine(&self) -> bool {
        self.shape == Shape::NINE
    }

    /// The public cell of internal index `i`.
    pub(crate) fn cell(&self, i: usize) -> Cell {
        // Internal indices always come from this grid's own cells.
        Cell::from_index(self.shape, i).expect("cell index inside the grid")
    }

    /// A candidate of internal indices.
    pub(crate) fn cand(&self, i: usize, d: usize) -> Candidate {
        Candidate {
            cell: self.cell(i),
            digit: digit_of(d),
        }
    }
}

/// The digit of 0-based index `d` (`d` < 32 always holds inside the engine).
pub(crate) fn digit_of(d: usize) -> Digit {
    // Digit indices inside the engine are below the grid size, at most 32.
    Digit::from_index(d).expect("digit index below 32")
}

impl fmt::Debug for CandidateGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CandidateGrid")
            .field("shape", &self.shape)
            .field("values", &self.values)
            .field("cands", &self.cands)
            .finish()
    }
}

/// The first cell of each row, as a 9×9 cell mask (bit `9 r`). This and the two masks
/// below are multipliers as much as sets: [`alone_in_units`] works on the bits.
const ROW_STARTS: u128 = {
    let mut m = 0u128;
    let mut r = 0;
    while r < 9 {
        m |= 1 << (9 * r);
        r += 1;
    }
    m
};

/// The top left cell of each box (bit `27 br + 3 bc`).
const BOX_ORIGINS: u128 = {
    let mut m = 0u128;
    let mut b = 0;
    while b < 9 {
        m |= 1 << (27 * (b / 3) + 3 * (b % 3));
        b += 1;
    }
    m
};

/// The cells of box 0: bits 0, 1, 2, 9, 10, 11, 18, 19 and 20.
const BOX_SHAPE: u128 = 0b111 | 0b111 << 9 | 0b111 << 18;

/// The cells of `p` (one digit's cells of a 9×9 grid) that are its only cell in some row,
/// column or box: the hidden singles of the 27 units, found at once. Each unit's cells are
/// counted "at least once, at least twice" on one flag per unit (a row's at bit `9 r`, a
/// column's at bit `c`, a box's at its top left cell), adding the nine shifted copies of `p`
/// that bring each of the unit's cells onto its flag; a flag set once and not twice is then
/// spread back over its unit by one multiplication (the units' spreads do not overlap, so
/// there is no carry).
///
/// `engine::close_singles` had tested the units' masks one by one: those of the changed cells when
/// at most eight of the digit's cells had changed, else all 27. Measured with callgrind on
/// `sudoku generate --difficulty extreme --count 200 --seed 1 --threads 1` (1.1106 G
/// instructions before): this function in place of the 27 tests, 1.0975 G; in place of the
/// changed cells' units too from four changed cells, 1.0965 G; from two, 1.0949 G (kept);
/// always, even for one changed cell (three units), 1.0952 G.
pub(crate) fn alone_in_units(p: Cells) -> Cells {
    let p = p.bits();
    let (mut once, mut twice) = (0u128, 0u128);
    for c in 0..9 {
        let x = (p >> c) & ROW_STARTS;
        twice |= once & x;
        once |= x;
    }
    let rows = (once & !twice).wrapping_mul(0x1ff);
    let (mut once, mut twice) = (0u32, 0u32);
    for r in 0..9 {
        let x = (p >> (9 * r)) as u32 & 0x1ff;
        twice |= once & x;
        once |= x;
    }
    let cols = ROW_STARTS.wrapping_mul(u128::from(once & !twice));
    let (mut once, mut twice) = (0u128, 0u128);
    for o in [0, 1, 2, 9, 10, 11, 18, 19, 20] {
        let x = (p >> o) & BOX_ORIGINS;
        twice |= once & x;
        once |= x;
    }
    let boxes = (once & !twice).wrapping_mul(BOX_SHAPE);
    Cells::from_bits(p & (rows | cols | boxes))
}

#[cfg(test)]
mod tests {
    #[test]
    fn empty_mask_marks_the_empty_cells() {
        let shape = crate::shape::Shape::NINE;
        let mut g = super::CandidateGrid::from_grid(&crate::grid::Grid::empty(shape)).unwrap();
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..300 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let i = (x % 81) as usize;
            g.values[i] = if g.values[i] == 0 {
                1 + (x >> 8) as u8 % 9
            } else {
                0
            };
            let plain = (0..81).fold(0u128, |m, i| m | u128::from(g.values[i] == 0) << i);
            assert_eq!(g.empty_mask(), Cells::from_bits(plain));
        }
    }

    use super::*;

    #[test]
    fn the_nine_by_nine_dead_end_checks_agree_with_the_walk_over_units() {
        let puzzle = crate::format::parse_str(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        )
        .unwrap();
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let solution: Vec<u8> = crate::Solver::new()
            .solve(&puzzle)
            .solution()
            .unwrap()
            .values()
            .to_vec();
        let mut seen = [0usize; 2];
        let mut held = 0;
        for _ in 0..300 {
            let mut g = CandidateGrid::from_grid(&puzzle).unwrap();
            for _ in 0..40 {
                let i = next(81);
                if g.values[i] != 0 {
                    continue;
                }
                let d = next(9);
                if next(4) == 0 && g.cands[i] & (1 << d) != 0 {
                    g.place_index(i, d);
                } else {
                    g.cands[i] &= !(1 << d);
                }
                let broken = g.is_broken_units();
                assert_eq!(g.is_broken_nine(), broken, "{:?} {:?}", g.values, g.cands);
                if g.holds(&solution) {
                    assert!(!broken);
                    held += 1;
                }
                seen[usize::from(broken)] += 1;
            }
        }
        assert!(
            seen[0] > 100 && seen[1] > 100 && held > 10,
            "{seen:?} {held}"
        );
    }
}
