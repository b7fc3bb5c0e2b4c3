//! The shape of a grid: how many rows and columns a box has.
//!
//! A Sudoku of size N has N rows, N columns and N boxes of `box_rows × box_cols` cells, with
//! `N = box_rows · box_cols`. The classic puzzle is 3×3 boxes (N = 9). Non-square sizes use the
//! conventional shape, boxes wider than tall: 6 → 2×3, 8 → 2×4, 12 → 3×4.
//!
//! A shape only answers arithmetic questions (sizes, which box a cell is in). The cells of each
//! unit and the peers of each cell live in one table per shape, [`Topology`](crate::Topology),
//! built once and shared, so that no caller rebuilds them.

use std::fmt;

use crate::error::ShapeError;

/// The largest grid size supported: candidate sets are `u32` bit masks, one bit per digit.
pub const MAX_SIZE: usize = 32;

/// The shape of a grid: its box dimensions, from which everything else follows.
///
/// # Example
///
/// ```
/// use sudoku_engine::Shape;
///
/// let six = Shape::for_size(6).unwrap();
/// assert_eq!((six.box_rows(), six.box_cols()), (2, 3));
/// assert_eq!(six.cell_count(), 36);
/// assert!(Shape::for_size(7).is_err()); // 7 is prime: no box shape
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    box_rows: u8,
    box_cols: u8,
}

impl Shape {
    /// The classic 9×9 grid with 3×3 boxes.
    pub const NINE: Shape = Shape {
        box_rows: 3,
        box_cols: 3,
    };

    /// The shape with boxes of `box_rows × box_cols` cells.
    ///
    /// # Errors
    ///
    /// Both dimensions must be at least 2 (a box of one row is just a row) and the size
    /// `box_rows · box_cols` at most [`MAX_SIZE`].
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Shape, ShapeError> {
        let size = box_rows.saturating_mul(box_cols);
        if box_rows < 2 || box_cols < 2 || size > MAX_SIZE {
            return Err(ShapeError::BadBox { box_rows, box_cols });
        }
        Ok(Shape {
            box_rows: box_rows as u8,
            box_cols: box_cols as u8,
        })
    }

    /// The conventional shape for grids of `size × size` cells: the box is as square as
    /// possible, and wider than tall when it cannot be square.
    ///
    /// # Errors
    ///
    /// Sizes that are prime, below 4 or above [`MAX_SIZE`] have no box shape.
    pub fn for_size(size: usize) -> Result<Shape, ShapeError> {
        if !(4..=MAX_SIZE).contains(&size) {
            return Err(ShapeError::NoShape { size });
        }
        let mut rows = 1;
        for d in 2..=size {
            if d * d > size {
                break;
            }
            if size.is_multiple_of(d) {
                rows = d;
            }
        }
        if rows < 2 {
            return Err(ShapeError::NoShape { size });
        }
        Shape::new(rows, size / rows)
    }

    /// The shape whose grid has `cells` cells, if `cells` is the square of a size that has one.
    pub fn for_cell_count(cells: usize) -> Option<Shape> {
        let size = (cells as f64).sqrt().round() as usize;
        if size * size != cells {
            return None;
        }
        Shape::for_size(size).ok()
    }

    /// The sizes whose conventional shape exists, smallest first (4, 6, 8, 9, 10, 12, ...).
    pub fn known_sizes() -> impl Iterator<Item = usize> {
        (4..=MAX_SIZE).filter(|&n| Shape::for_size(n).is_ok())
    }

    /// Rows in one box.
    pub const fn box_rows(self) -> usize {
        self.box_rows as usize
    }

    /// Columns in one box.
    pub const fn box_cols(self) -> usize {
        self.box_cols as usize
    }

    /// N: the number of rows, of columns, of boxes and of symbols.
    pub const fn size(self) -> usize {
        self.box_rows as usize * self.box_cols as usize
    }

    /// N²: the number of cells.
    pub const fn cell_count(self) -> usize {
        self.size() * self.size()
    }

    /// The index (0-based, left to right then top to bottom) of the box holding `(row, col)`.
    pub const fn box_at(self, row: usize, col: usize) -> usize {
        (row / self.box_rows()) * self.box_rows() + col / self.box_cols()
    }
}

impl Default for Shape {
    fn default() -> Self {
        Shape::NINE
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size();
        write!(f, "{n}×{n} (boxes {}×{})", self.box_rows, self.box_cols)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conventional_shapes() {
        let table = [
            (4, 2, 2),
            (6, 2, 3),
            (8, 2, 4),
            (9, 3, 3),
            (12, 3, 4),
            (16, 4, 4),
            (25, 5, 5),
        ];
        for (size, r, c) in table {
            let s = Shape::for_size(size).unwrap();
            assert_eq!((s.box_rows(), s.box_cols()), (r, c), "size {size}");
        }
        for bad in [0, 1, 2, 3, 5, 7, 11, 13, 33, 1000] {
            assert!(Shape::for_size(bad).is_err(), "size {bad}");
        }
    }

    #[test]
    fn boxes_are_numbered_left_to_right_then_down() {
        // (size, row, column, box): 6×6 has boxes of 2 rows × 3 columns, two per band.
        let table = [
            (6, 0, 0, 0),
            (6, 0, 3, 1),
            (6, 1, 5, 1),
            (6, 2, 0, 2),
            (6, 5, 5, 5),
            (9, 4, 4, 4),
            (9, 8, 0, 6),
            (12, 3, 4, 4),
        ];
        for (size, row, col, expected) in table {
            let s = Shape::for_size(size).unwrap();
            assert_eq!(s.box_at(row, col), expected, "size {size} r{row}c{col}");
        }
    }
}
