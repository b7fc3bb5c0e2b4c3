//! Cells, named `rRcC` with 1-based row and column (`r1c1` is the top left).

use std::fmt;

use crate::shape::Shape;

/// A cell of a grid, by row-major index (`row · N + col`).
///
/// A `Cell` does not know the grid size; [`Shape::cell`] and [`Cell::at`] build one that is in
/// range for a shape.
///
/// # Example
///
/// ```
/// use sudoku_engine::{Cell, Shape};
///
/// let cell = Cell::at(Shape::NINE, 7, 5).unwrap();
/// assert_eq!(cell.to_string(), "r8c6");
/// assert_eq!(cell.index(), 68);
/// assert_eq!((cell.row(), cell.col()), (7, 5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    index: u16,
    size: u8,
}

impl Cell {
    /// The cell at 0-based `(row, col)` of a grid of `shape`, if it is inside the grid.
    pub fn at(shape: Shape, row: usize, col: usize) -> Option<Cell> {
        let n = shape.size();
        (row < n && col < n).then(|| Cell {
            index: (row * n + col) as u16,
            size: n as u8,
        })
    }

    /// The cell with row-major `index` in a grid of `shape`, if it is inside the grid.
    pub fn from_index(shape: Shape, index: usize) -> Option<Cell> {
        (index < shape.cell_count()).then(|| Cell {
            index: index as u16,
            size: shape.size() as u8,
        })
    }

    /// The row-major index.
    pub const fn index(self) -> usize {
        self.index as usize
    }

    /// The 0-based row.
    pub const fn row(self) -> usize {
        self.index as usize / self.size as usize
    }

    /// The 0-based column.
    pub const fn col(self) -> usize {
        self.index as usize % self.size as usize
    }

    /// The 0-based box index.
    pub fn box_index(self, shape: Shape) -> usize {
        shape.box_at(self.row(), self.col())
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size as usize;
        let i = self.index as usize;
        write!(f, "r{}c{}", i / n + 1, i % n + 1)
    }
}

impl Shape {
    /// The cell at 0-based `(row, col)`, if inside the grid.
    pub fn cell(self, row: usize, col: usize) -> Option<Cell> {
        Cell::at(self, row, col)
    }

    /// Every cell, in row-major order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..self.cell_count()).filter_map(move |i| Cell::from_index(self, i))
    }
}
