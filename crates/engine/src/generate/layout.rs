//! The cell indices the generator needs for one shape, computed once per [`Generator`].
//!
//! [`Generator`]: super::Generator

use crate::shape::Shape;

/// Units, peers and each cell's row, column and box, for one shape.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub(crate) shape: Shape,
    /// N.
    pub(crate) size: usize,
    /// Rows, then columns, then boxes: 3N units of N cells.
    pub(crate) units: Vec<Vec<u16>>,
    /// For each cell, the cells sharing a row, column or box with it.
    pub(crate) peers: Vec<Vec<u16>>,
    /// For each cell, its row, column and box (each 0..N).
    pub(crate) rcb: Vec<[u8; 3]>,
}

impl Layout {
    pub(crate) fn new(shape: Shape) -> Layout {
        let n = shape.size();
        let units = shape
            .units()
            .into_iter()
            .map(|u| u.into_iter().map(|c| c as u16).collect())
            .collect();
        let peers = shape
            .peers()
            .into_iter()
            .map(|p| p.into_iter().map(|c| c as u16).collect())
            .collect();
        let rcb = (0..shape.cell_count())
            .map(|i| {
                let (r, c) = (i / n, i % n);
                [r as u8, c as u8, shape.box_at(r, c) as u8]
            })
            .collect();
        Layout {
            shape,
            size: n,
            units,
            peers,
            rcb,
        }
    }

    /// The three units (row, column, box) of `cell`, as indices into `units`.
    pub(crate) fn units_of(&self, cell: usize) -> [usize; 3] {
        let [r, c, b] = self.rcb[cell];
        [
            r as usize,
            self.size + c as usize,
            2 * self.size + b as usize,
        ]
    }

    /// The mask of every digit 1..=N.
    pub(crate) fn full_mask(&self) -> u32 {
        if self.size >= 32 {
            u32::MAX
        } else {
            (1u32 << self.size) - 1
        }
    }
}
