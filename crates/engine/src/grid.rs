//! The grid: a shape and one value per cell (0 for a hole).

use std::fmt;

use crate::cell::Cell;
use crate::digit::{Digit, DigitSet};
use crate::error::GridError;
use crate::shape::Shape;

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

    /// Every pair of cells that hold the same digit in one unit, rows first, then columns, then
    /// boxes; within a unit by cell order. A grid is consistent when this is empty.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        for (u, cells) in self.shape.units().iter().enumerate() {
            let unit = Unit::from_index(self.shape, u);
            for (i, &a) in cells.iter().enumerate() {
                let va = self.values[a];
                if va == 0 {
                    continue;
                }
                for &b in &cells[i + 1..] {
                    if self.values[b] == va {
                        out.push(Conflict {
                            unit,
                            digit: Digit::new(va).expect("checked in constructor"),
                            first: Cell::from_index(self.shape, a).expect("unit cell"),
                            second: Cell::from_index(self.shape, b).expect("unit cell"),
                        });
                    }
                }
            }
        }
        out
    }

    /// The first conflict, if any: the reason a puzzle has no solution when its givens clash.
    pub fn first_conflict(&self) -> Option<Conflict> {
        // Cheap scan with masks before building the full list.
        let n = self.shape.size();
        let units = self.shape.units();
        for cells in &units {
            let mut seen = DigitSet::EMPTY;
            for &c in cells {
                if let Some(d) = Digit::new(self.values[c]) {
                    if seen.contains(d) {
                        return self.conflicts().into_iter().next();
                    }
                    seen.insert(d);
                }
            }
        }
        debug_assert!(n > 0);
        None
    }

    /// Whether `other` keeps every given of `self` (same shape, same digit wherever `self` has
    /// one).
    pub fn is_filled_from(&self, puzzle: &Grid) -> bool {
        self.shape == puzzle.shape
            && puzzle
                .values
                .iter()
                .zip(&self.values)
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// Whether this is a complete grid that follows every rule.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.first_conflict().is_none()
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
}
