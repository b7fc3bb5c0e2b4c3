//! The grid: a shape and one value per cell (0 for a hole).

use std::fmt;

use crate::cell::Cell;
use crate::digit::{Digit, DigitSet};
use crate::error::GridError;
use crate::shape::Shape;
use crate::topology::Topology;

/// A Sudoku grid of any supported size: a puzzle, a partial fill or a solution.
///
/// Values are stored as bytes, 0 for a hole and 1..=N for a digit; the constructor checks that
/// no value exceeds N, so every `Grid` is well formed (it may still break the rules: see
/// [`Grid::conflicts`]).
///
/// # Example
///
/// ```
/// use sudoku_engine::{Cell, Digit, Grid, Shape};
///
/// let mut grid = Grid::empty(Shape::for_size(4).unwrap());
/// let r1c2 = Cell::at(grid.shape(), 0, 1).unwrap();
/// grid.set(r1c2, Digit::new(3)).unwrap();
/// assert_eq!(grid.get(r1c2), Digit::new(3));
/// assert_eq!(grid.given_count(), 1);
/// assert!(grid.set(r1c2, Digit::new(5)).is_err()); // 5 > 4
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    shape: Shape,
    values: Vec<u8>,
}

impl Grid {
    /// A grid with every cell empty.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            shape,
            values: vec![0; shape.cell_count()],
        }
    }

    /// A grid from row-major values, 0 for a hole.
    ///
    /// # Errors
    ///
    /// [`GridError::CellCount`] if there are not N² values, [`GridError::ValueTooLarge`] if a
    /// value exceeds N.
    pub fn from_values(shape: Shape, values: &[u8]) -> Result<Grid, GridError> {
        if values.len() != shape.cell_count() {
            return Err(GridError::CellCount {
                found: values.len(),
                expected: shape.cell_count(),
            });
        }
        let n = shape.size();
        if let Some(i) = values.iter().position(|&v| v as usize > n) {
            return Err(GridError::ValueTooLarge {
                cell: Cell::from_index(shape, i)
                    .map(|c| c.to_string())
                    .unwrap_or_default(),
                value: values[i] as u32,
                size: n,
            });
        }
        Ok(Grid {
            shape,
            values: values.to_vec(),
        })
    }

    /// A grid from values the caller has already checked (N² of them, each at most N).
    pub(crate) fn from_checked_vec(shape: Shape, values: Vec<u8>) -> Grid {
        debug_assert_eq!(values.len(), shape.cell_count());
        debug_assert!(values.iter().all(|&v| v as usize <= shape.size()));
        Grid { shape, values }
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Row-major values, 0 for a hole.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The digit in `cell`, or `None` for a hole (or a cell outside the grid).
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.values.get(cell.index()).and_then(|&v| Digit::new(v))
    }

    /// Puts `digit` in `cell` (`None` makes it a hole).
    ///
    /// # Errors
    ///
    /// [`GridError::ValueTooLarge`] if the digit exceeds N or the cell is outside the grid.
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) -> Result<(), GridError> {
        let v = digit.map_or(0, Digit::get);
        let n = self.shape.size();
        match self.values.get_mut(cell.index()) {
            Some(slot) if v as usize <= n => {
                *slot = v;
                Ok(())
            }
            _ => Err(GridError::ValueTooLarge {
                cell: cell.to_string(),
                value: v as u32,
                size: n,
            }),
        }
    }

    /// How many cells hold a digit.
    pub fn given_count(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Every pair of cells that hold the same digit in one unit, in unit order (rows, then
    /// columns, then boxes, then any extra units of the shape's [`Topology`](crate::Topology));
    /// within a unit by cell order. A grid is consistent when this is empty.
    ///
    /// Allocates only when there is a conflict to return.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let topo = Topology::of(self.shape);
        let mut out = Vec::new();
        for (u, cells) in topo.units().enumerate() {
            // Most units of most grids hold no repeat: one pass with a digit mask rules them
            // out, and only a unit with a repeat pays for the pairwise walk.
            if !self.has_repeat(cells) {
                continue;
            }
            for (i, &a) in cells.iter().enumerate() {
                for &b in &cells[i + 1..] {
                    if let Some(conflict) = self.clash(topo, u, a, b) {
                        out.push(conflict);
                    }
                }
            }
        }
        out
    }

    /// The first conflict of [`Grid::conflicts`], if any: the reason a puzzle has no solution
    /// when its givens clash. Allocates nothing.
    pub fn first_conflict(&self) -> Option<Conflict> {
        let topo = Topology::of(self.shape);
        let (u, cells) = topo
            .units()
            .enumerate()
            .find(|(_, cells)| self.has_repeat(cells))?;
        cells.iter().enumerate().find_map(|(i, &a)| {
            cells[i + 1..]
                .iter()
                .find_map(|&b| self.clash(topo, u, a, b))
        })
    }

    /// Whether two cells of `cells` hold the same digit, with a stack bit mask of the digits
    /// seen so far (bit `d − 1` for digit `d`; N ≤ 32 fits a `u32`).
    fn has_repeat(&self, cells: &[u16]) -> bool {
        let mut seen = 0u32;
        for &c in cells {
            let v = self.values[c as usize];
            if v != 0 {
                let bit = 1u32 << (v - 1);
                if seen & bit != 0 {
                    return true;
                }
                seen |= bit;
            }
        }
        false
    }

    /// The conflict between cells `a` and `b` of unit `u`, if they hold the same digit.
    fn clash(&self, topo: &Topology, u: usize, a: u16, b: u16) -> Option<Conflict> {
        let v = self.values[a as usize];
        if v == 0 || self.values[b as usize] != v {
            return None;
        }
        Some(Conflict {
            unit: topo.unit_kind(u),
            digit: Digit::new(v)?,
            first: Cell::from_index(self.shape, a as usize)?,
            second: Cell::from_index(self.shape, b as usize)?,
        })
    }

    /// Whether this grid keeps every given of `puzzle`: the same shape, and the same digit
    /// wherever `puzzle` has one (the check that a solution belongs to its puzzle).
    pub fn is_filled_from(&self, puzzle: &Grid) -> bool {
        self.shape == puzzle.shape
            && puzzle
                .values
                .iter()
                .zip(&self.values)
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// Whether this is a complete grid that follows every rule. Allocates nothing.
    pub fn is_solved(&self) -> bool {
        if !self.is_complete() {
            return false;
        }
        // A complete unit of N cells breaks no rule exactly when its digits are all N digits,
        // so one OR per cell and one comparison per unit decide it, with no branch per cell.
        let full = DigitSet::full(self.shape.size()).bits();
        Topology::of(self.shape).units().all(|cells| {
            cells.iter().fold(0u32, |seen, &c| {
                seen | 1u32 << (self.values[c as usize] - 1)
            }) == full
        })
    }

    /// Mutable access to the raw values for the engine's solvers (which keep them ≤ N).
    pub(crate) fn values_mut(&mut self) -> &mut [u8] {
        &mut self.values
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({}, \"", self.shape.size())?;
        for &v in &self.values {
            match Digit::new(v) {
                Some(d) => write!(f, "{}", d.to_char())?,
                None => f.write_str(".")?,
            }
        }
        f.write_str("\")")
    }
}

/// A row, column or box, numbered from 0 internally and from 1 when printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Unit {
    /// A row (0-based).
    Row(u8),
    /// A column (0-based).
    Col(u8),
    /// A box (0-based, left to right then top to bottom).
    Box(u8),
    /// A unit beyond rows, columns and boxes (0-based), for variants such as Sudoku X.
    Extra(u8),
}

impl Unit {
    /// The unit with index `u` in [`Topology`](crate::Topology) order (rows, columns,
    /// boxes, then extra units).
    pub fn from_index(shape: Shape, u: usize) -> Unit {
        let n = shape.size();
        match u / n {
            0 => Unit::Row(u as u8),
            1 => Unit::Col((u - n) as u8),
            2 => Unit::Box((u - 2 * n) as u8),
            _ => Unit::Extra((u - 3 * n) as u8),
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Col(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
            Unit::Extra(i) => write!(f, "extra unit {}", i + 1),
        }
    }
}

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Conflict {
    /// The unit both cells are in.
    pub unit: Unit,
    /// The repeated digit.
    pub digit: Digit,
    /// The earlier cell.
    pub first: Cell,
    /// The later cell.
    pub second: Cell,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} both hold {}",
            self.first,
            self.second,
            self.digit.to_char()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use proptest::strategy::ValueTree;

    #[test]
    fn conflict_message_names_cells() {
        let mut g = Grid::empty(Shape::NINE);
        g.set(Cell::at(Shape::NINE, 0, 2).unwrap(), Digit::new(5))
            .unwrap();
        g.set(Cell::at(Shape::NINE, 0, 6).unwrap(), Digit::new(5))
            .unwrap();
        let c = g.first_conflict().unwrap();
        assert_eq!(c.to_string(), "r1c3 and r1c7 both hold 5");
        assert_eq!(c.unit, Unit::Row(0));
        assert_eq!(g.conflicts().len(), 1);
    }

    #[test]
    fn from_values_rejects_bad_input() {
        assert!(Grid::from_values(Shape::NINE, &[0; 80]).is_err());
        let mut v = [0u8; 81];
        v[10] = 10;
        let e = Grid::from_values(Shape::NINE, &v).unwrap_err();
        assert_eq!(e.to_string(), "r2c2: value 10 is above the grid size 9");
    }

    /// The conflicts by their definition, built without the topology: every pair of cells
    /// `a < b` (in the unit's reading order) that share a row, a column or a box and hold the
    /// same digit, listed rows first, then columns, then boxes.
    fn brute_force_conflicts(grid: &Grid) -> Vec<Conflict> {
        let shape = grid.shape();
        let n = shape.size();
        let cell = |i: usize| Cell::from_index(shape, i).unwrap();
        let mut out = Vec::new();
        let in_unit = |unit: Unit, i: usize| match unit {
            Unit::Row(r) => i / n == r as usize,
            Unit::Col(c) => i % n == c as usize,
            Unit::Box(b) => shape.box_at(i / n, i % n) == b as usize,
            Unit::Extra(_) => false,
        };
        let kinds: [fn(u8) -> Unit; 3] = [Unit::Row, Unit::Col, Unit::Box];
        for kind in kinds {
            for u in 0..n as u8 {
                let unit = kind(u);
                let cells: Vec<usize> = (0..n * n).filter(|&i| in_unit(unit, i)).collect();
                for (k, &a) in cells.iter().enumerate() {
                    for &b in &cells[k + 1..] {
                        let v = grid.values()[a];
                        if v != 0 && grid.values()[b] == v {
                            out.push(Conflict {
                                unit,
                                digit: Digit::new(v).unwrap(),
                                first: cell(a),
                                second: cell(b),
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// A size with a box shape, and a grid of it: a complete grid with some cells overwritten
    /// by random values (0 for a hole), so that the cases solved, complete with clashes,
    /// partial and partial with clashes all come up. The complete grid is mostly a valid one
    /// (a shifted pattern), sometimes a Latin square whose rows and columns are right but
    /// whose boxes clash, which only a check of the boxes catches.
    fn arbitrary_grid() -> impl Strategy<Value = Grid> {
        prop::sample::select(vec![4usize, 6, 8, 9, 10, 12, 16, 25, 32])
            .prop_flat_map(|n| {
                // Half the edits make holes, half write a digit (often a clashing one).
                let value = prop_oneof![Just(0u8), 1..=n as u8];
                let edits = prop::collection::vec((0..n * n, value), 0..=2 * n);
                let untouched = prop::bool::weighted(0.2);
                (Just(n), prop::bool::weighted(0.2), untouched, edits)
            })
            .prop_map(|(n, latin, untouched, edits)| {
                let shape = Shape::for_size(n).unwrap();
                let (br, bc) = (shape.box_rows(), shape.box_cols());
                let mut values: Vec<u8> = (0..n * n)
                    .map(|i| {
                        let (r, c) = (i / n, i % n);
                        let shift = if latin { r } else { (r % br) * bc + r / br };
                        ((shift + c) % n + 1) as u8
                    })
                    .collect();
                if !untouched {
                    for (i, v) in edits {
                        values[i] = v;
                    }
                }
                Grid::from_values(shape, &values).unwrap()
            })
    }

    proptest! {
        #[test]
        fn conflict_checks_agree_with_their_definition(grid in arbitrary_grid()) {
            let expected = brute_force_conflicts(&grid);
            prop_assert_eq!(&grid.conflicts(), &expected, "{:?}", grid);
            prop_assert_eq!(grid.first_conflict(), expected.first().copied(), "{:?}", grid);
            let solved = grid.values().iter().all(|&v| v != 0) && expected.is_empty();
            prop_assert_eq!(grid.is_solved(), solved, "{:?}", grid);
        }
    }

    #[test]
    fn the_strategy_reaches_every_case() {
        // The property above means little unless its grids cover each case: solved, complete
        // with a clash, partial without a clash and partial with one.
        let mut runner = proptest::test_runner::TestRunner::deterministic();
        let mut seen = [0usize; 4];
        for _ in 0..400 {
            let grid = arbitrary_grid().new_tree(&mut runner).unwrap().current();
            let clash = !brute_force_conflicts(&grid).is_empty();
            seen[usize::from(grid.is_complete()) * 2 + usize::from(clash)] += 1;
        }
        // [partial, partial with a clash, solved, complete with a clash]
        assert!(seen.iter().all(|&k| k >= 10), "cases seen: {seen:?}");
    }
}
