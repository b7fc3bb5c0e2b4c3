//! Where the units are: cell lists per unit and unit lists per cell, for any shape, plus
//! 128-bit cell masks for 9×9 that the advanced techniques use.
//!
//! Units are numbered as in [`Topology`](crate::Topology): rows `0..n`, columns `n..2n`, boxes `2n..3n`
//! (for 9×9 this is HoDoKu's numbering too, which fixes the order in which steps are found).

use std::sync::{Arc, OnceLock};

use crate::shape::Shape;

/// A set of 9×9 cells: bit `i` is the cell with row-major index `i`.
pub(crate) type Cells = u128;

/// All 81 cells.
pub(crate) const ALL81: Cells = (1u128 << 81) - 1;

/// Unit lists for one shape.
#[derive(Debug)]
pub(crate) struct Geometry {
    /// Side length.
    pub n: usize,
    /// The cells of each unit, rows then columns then boxes.
    pub units: Vec<Vec<usize>>,
    /// For each cell, its row, column and box unit indices.
    pub cell_units: Vec<[usize; 3]>,
}

impl Geometry {
    fn build(shape: Shape) -> Geometry {
        let n = shape.size();
        let units = crate::Topology::of(shape)
            .units()
            .map(|u| u.iter().map(|&c| usize::from(c)).collect())
            .collect();
        let cell_units = (0..n * n)
            .map(|i| {
                let (r, c) = (i / n, i % n);
                [r, n + c, 2 * n + shape.box_at(r, c)]
            })
            .collect();
        Geometry {
            n,
            units,
            cell_units,
        }
    }

    /// The shared geometry of `shape` (9×9 is built once per process).
    pub fn of(shape: Shape) -> Arc<Geometry> {
        static NINE: OnceLock<Arc<Geometry>> = OnceLock::new();
        if shape == Shape::NINE {
            NINE.get_or_init(|| Arc::new(Geometry::build(Shape::NINE)))
                .clone()
        } else {
            Arc::new(Geometry::build(shape))
        }
    }
}

/// The row, column and box of a 9×9 cell.
pub(crate) const fn row_of(i: usize) -> usize {
    i / 9
}

/// The column of a 9×9 cell.
pub(crate) const fn col_of(i: usize) -> usize {
    i % 9
}

/// The box of a 9×9 cell.
pub(crate) const fn box_of(i: usize) -> usize {
    (i / 27) * 3 + (i % 9) / 3
}

const fn build_units() -> [Cells; 27] {
    let mut u = [0u128; 27];
    let mut i = 0;
    while i < 81 {
        u[row_of(i)] |= 1 << i;
        u[9 + col_of(i)] |= 1 << i;
        u[18 + box_of(i)] |= 1 << i;
        i += 1;
    }
    u
}

/// The cells of each 9×9 unit: rows 0..9, columns 9..18, boxes 18..27.
pub(crate) const UNIT: [Cells; 27] = build_units();

const fn build_peers() -> [Cells; 81] {
    let mut p = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        p[i] = (UNIT[row_of(i)] | UNIT[9 + col_of(i)] | UNIT[18 + box_of(i)]) & !(1u128 << i);
        i += 1;
    }
    p
}

/// The 20 peers of each 9×9 cell.
pub(crate) const PEERS: [Cells; 81] = build_peers();

/// The three units of a 9×9 cell.
pub(crate) const fn units_of(i: usize) -> [usize; 3] {
    [row_of(i), 9 + col_of(i), 18 + box_of(i)]
}

/// Iterates over the cells of a mask, lowest index first.
pub(crate) fn cells(mut m: Cells) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}

/// Iterates over the digit indices (0-based) of a candidate mask.
pub(crate) fn digits(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}
