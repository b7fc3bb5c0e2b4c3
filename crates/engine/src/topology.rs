//! Where the units are: one table of units, peers and box/line segments per shape, built once
//! per process and shared by every solver, the logic engine, the generator, the validity check
//! and the renderer.
//!
//! ```text
//!  units, for 9×9 (HoDoKu's numbering, which fixes the order in which steps are found):
//!
//!    0..9    rows        r1 .. r9
//!    9..18   columns     c1 .. c9
//!    18..27  boxes       b1 .. b9, left to right then top to bottom
//!    27..    extra units (none yet; the diagonals of Sudoku X would go here)
//! ```
//!
//! Every unit holds exactly N cells, so the unit table is one flat array with stride N. A cell's
//! units and its peers are derived from the unit table, never assumed: a variant with irregular
//! regions (jigsaw) or extra units is a different region map and extra-unit list given to the
//! private builder, and callers that walk `units_of` and `peers` keep working unchanged. Code
//! that needs the classic row/column/box geometry for speed (the 9×9 bitboards) says so and
//! keeps its own specialised tables.

use std::fmt;
use std::sync::OnceLock;

use crate::shape::{Shape, MAX_SIZE};

/// The intersection of a box with a row or a column, and the two regions it locks: if a digit
/// of the line can only go in the segment, it leaves the rest of the box, and the reverse
/// (locked candidates, pointing and claiming).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The unit index of the row or column.
    pub line: usize,
    /// The unit index of the box.
    pub boxu: usize,
    /// The cells in both, ascending.
    pub cells: Box<[u16]>,
    /// The cells of the line outside the box, ascending.
    pub line_rest: Box<[u16]>,
    /// The cells of the box outside the line, ascending.
    pub box_rest: Box<[u16]>,
}

/// The units, peers and segments of one grid shape. Get the shared table with
/// [`Topology::of`]; it is built on first use and lives for the rest of the process.
///
/// Cells are row-major indices (`row · N + column`), stored as `u16` since a grid has at most
/// 32 × 32 = 1024 cells.
///
/// # Example
///
/// ```
/// use sudoku_engine::{Shape, Topology, Unit};
///
/// let topo = Topology::of(Shape::NINE);
/// assert_eq!(topo.unit_count(), 27);
/// assert_eq!(topo.unit(18), &[0, 1, 2, 9, 10, 11, 18, 19, 20]); // the first box
/// assert_eq!(topo.unit_kind(10), Unit::Col(1));
/// assert_eq!(topo.peers(0).len(), 20);
/// assert_eq!(topo.units_of(80), &[8, 17, 26]);
/// ```
#[derive(Debug)]
pub struct Topology {
    shape: Shape,
    /// The cells of every unit, N per unit, unit after unit.
    unit_cells: Box<[u16]>,
    /// What each unit is.
    kinds: Box<[Unit]>,
    /// The units of each cell, `units_start[c]..units_start[c + 1]` in `cell_units`.
    cell_units: Box<[u16]>,
    units_start: Box<[u32]>,
    /// The peers of each cell, ascending, `peers_start[c]..peers_start[c + 1]` in `peer_cells`.
    peer_cells: Box<[u16]>,
    peers_start: Box<[u32]>,
    segments: Box<[Segment]>,
}

/// The cache: one slot per box shape (`box_rows`, `box_cols` ≤ 16, product ≤ 32).
const SIDE: usize = MAX_SIZE / 2 + 1;
static CACHE: [[OnceLock<Topology>; SIDE]; SIDE] =
    [const { [const { OnceLock::new() }; SIDE] }; SIDE];

impl Topology {
    /// The shared topology of `shape`, built on first use (once per process per shape).
    pub fn of(shape: Shape) -> &'static Topology {
        CACHE[shape.box_rows()][shape.box_cols()].get_or_init(|| Topology::classic(shape))
    }

    /// Rows, columns and boxes of `shape`.
    fn classic(shape: Shape) -> Topology {
        let n = shape.size();
        let regions: Vec<u16> = (0..n * n)
            .map(|i| shape.box_at(i / n, i % n) as u16)
            .collect();
        Topology::build(shape, &regions, &[])
    }

    /// Rows and columns of `shape`, the regions given by `region[cell]` (each region must hold N
    /// cells), then the `extra` units. This is the one builder; the classic boxes are one region
    /// map among others.
    fn build(shape: Shape, region: &[u16], extra: &[Vec<u16>]) -> Topology {
        let n = shape.size();
        let cells = n * n;
        debug_assert_eq!(region.len(), cells);
        let unit_count = 3 * n + extra.len();
        let mut unit_cells = Vec::with_capacity(unit_count * n);
        let mut kinds = Vec::with_capacity(unit_count);
        for r in 0..n {
            unit_cells.extend((0..n).map(|c| (r * n + c) as u16));
            kinds.push(Unit::Row(r as u8));
        }
        for c in 0..n {
            unit_cells.extend((0..n).map(|r| (r * n + c) as u16));
            kinds.push(Unit::Col(c as u8));
        }
        for b in 0..n {
            unit_cells.extend((0..cells as u16).filter(|&i| region[i as usize] as usize == b));
            kinds.push(Unit::Box(b as u8));
        }
        for (k, unit) in extra.iter().enumerate() {
            debug_assert_eq!(unit.len(), n);
            unit_cells.extend(unit.iter().copied());
            kinds.push(Unit::Extra(k as u8));
        }
        debug_assert_eq!(unit_cells.len(), unit_count * n);

        let mut per_cell: Vec<Vec<u16>> = vec![Vec::new(); cells];
        for (u, unit) in unit_cells.chunks_exact(n).enumerate() {
            for &c in unit {
                per_cell[c as usize].push(u as u16);
            }
        }
        let mut cell_units = Vec::with_capacity(unit_count * n);
        let mut units_start = Vec::with_capacity(cells + 1);
        let mut peer_cells = Vec::new();
        let mut peers_start = Vec::with_capacity(cells + 1);
        let mut seen = vec![usize::MAX; cells];
        for (c, units) in per_cell.iter().enumerate() {
            units_start.push(cell_units.len() as u32);
            cell_units.extend_from_slice(units);
            peers_start.push(peer_cells.len() as u32);
            let from = peer_cells.len();
            for &u in units {
                for &p in &unit_cells[u as usize * n..(u as usize + 1) * n] {
                    if p as usize != c && seen[p as usize] != c {
                        seen[p as usize] = c;
                        peer_cells.push(p);
                    }
                }
            }
            peer_cells[from..].sort_unstable();
        }
        units_start.push(cell_units.len() as u32);
        peers_start.push(peer_cells.len() as u32);

        let mut segments = Vec::new();
        for line in 0..2 * n {
            for boxu in 2 * n..3 * n {
                let line_cells = &unit_cells[line * n..(line + 1) * n];
                let box_cells = &unit_cells[boxu * n..(boxu + 1) * n];
                let mut both: Vec<u16> = line_cells
                    .iter()
                    .copied()
                    .filter(|c| box_cells.contains(c))
                    .collect();
                if both.is_empty() {
                    continue;
                }
                both.sort_unstable();
                let rest = |from: &[u16]| -> Box<[u16]> {
                    let mut v: Vec<u16> =
                        from.iter().copied().filter(|c| !both.contains(c)).collect();
                    v.sort_unstable();
                    v.into()
                };
                segments.push(Segment {
                    line,
                    boxu,
                    line_rest: rest(line_cells),
                    box_rest: rest(box_cells),
                    cells: both.into(),
                });
            }
        }

        Topology {
            shape,
            unit_cells: unit_cells.into(),
            kinds: kinds.into(),
            cell_units: cell_units.into(),
            units_start: units_start.into(),
            peer_cells: peer_cells.into(),
            peers_start: peers_start.into(),
            segments: segments.into(),
        }
    }

    /// The shape this table describes.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// N: cells per unit.
    pub fn size(&self) -> usize {
        self.shape.size()
    }

    /// N²: the number of cells.
    pub fn cell_count(&self) -> usize {
        self.shape.cell_count()
    }

    /// The number of units: 3N for the classic rules.
    pub fn unit_count(&self) -> usize {
        self.kinds.len()
    }

    /// The cells of unit `u`, in reading order for rows, columns and boxes.
    ///
    /// # Panics
    ///
    /// When `u` is not below [`Topology::unit_count`].
    pub fn unit(&self, u: usize) -> &[u16] {
        let n = self.size();
        &self.unit_cells[u * n..(u + 1) * n]
    }

    /// Every unit's cells, in unit order (rows, columns, boxes, then extra units).
    pub fn units(&self) -> std::slice::ChunksExact<'_, u16> {
        self.unit_cells.chunks_exact(self.size())
    }

    /// What unit `u` is: a row, a column, a box or an extra unit.
    ///
    /// # Panics
    ///
    /// When `u` is not below [`Topology::unit_count`].
    pub fn unit_kind(&self, u: usize) -> Unit {
        self.kinds[u]
    }

    /// The unit index of row `r` (0-based).
    pub fn row_unit(&self, r: usize) -> usize {
        r
    }

    /// The unit index of column `c` (0-based).
    pub fn col_unit(&self, c: usize) -> usize {
        self.size() + c
    }

    /// The unit index of box `b` (0-based).
    pub fn box_unit(&self, b: usize) -> usize {
        2 * self.size() + b
    }

    /// The units holding `cell`, ascending: its row, column and box, then any extra units.
    ///
    /// # Panics
    ///
    /// When `cell` is not below [`Topology::cell_count`].
    pub fn units_of(&self, cell: usize) -> &[u16] {
        let (a, b) = (self.units_start[cell], self.units_start[cell + 1]);
        &self.cell_units[a as usize..b as usize]
    }

    /// The other cells that share a unit with `cell`, ascending.
    ///
    /// # Panics
    ///
    /// When `cell` is not below [`Topology::cell_count`].
    pub fn peers(&self, cell: usize) -> &[u16] {
        let (a, b) = (self.peers_start[cell], self.peers_start[cell + 1]);
        &self.peer_cells[a as usize..b as usize]
    }

    /// Every non-empty intersection of a box with a row or a column: rows first, then columns,
    /// each line's boxes in unit order.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }
}

/// What a unit is: a row, a column, a box, or an extra unit; numbered from 0 internally and
/// from 1 when printed. [`Topology::unit_kind`] names the unit with a given index.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_is_consistent() {
        for size in Shape::known_sizes() {
            let shape = Shape::for_size(size).unwrap();
            let t = Topology::of(shape);
            assert!(std::ptr::eq(t, Topology::of(shape)), "cached");
            assert_eq!(t.unit_count(), 3 * size);
            let mut seen = vec![0; t.cell_count()];
            for (u, unit) in t.units().enumerate() {
                assert_eq!(unit.len(), size);
                for &c in unit {
                    seen[c as usize] += 1;
                    assert!(t.units_of(c as usize).contains(&(u as u16)));
                }
            }
            assert!(seen.iter().all(|&k| k == 3), "size {size}");
            for c in 0..t.cell_count() {
                let (r, col) = (c / size, c % size);
                let b = shape.box_at(r, col);
                assert_eq!(
                    t.units_of(c),
                    &[
                        t.row_unit(r) as u16,
                        t.col_unit(col) as u16,
                        t.box_unit(b) as u16
                    ]
                );
                let expected: Vec<u16> = (0..t.cell_count())
                    .filter(|&j| {
                        j != c
                            && (j / size == r
                                || j % size == col
                                || shape.box_at(j / size, j % size) == b)
                    })
                    .map(|j| j as u16)
                    .collect();
                assert_eq!(t.peers(c), &expected[..], "size {size} cell {c}");
            }
            // Each row meets box_cols... boxes and each column box_rows... boxes.
            let expected_segments =
                size * (size / shape.box_cols()) + size * (size / shape.box_rows());
            assert_eq!(t.segments().len(), expected_segments, "size {size}");
            for s in t.segments() {
                assert_eq!(s.cells.len() + s.line_rest.len(), size);
                assert_eq!(s.cells.len() + s.box_rest.len(), size);
            }
        }
    }

    #[test]
    fn unit_kinds_follow_the_numbering() {
        let t = Topology::of(Shape::for_size(6).unwrap());
        assert_eq!(t.unit_kind(0), Unit::Row(0));
        assert_eq!(t.unit_kind(6), Unit::Col(0));
        assert_eq!(t.unit_kind(17), Unit::Box(5));
        // Box 1 of a 6×6 grid (2×3 boxes) is the top right one.
        assert_eq!(t.unit(13), &[3, 4, 5, 9, 10, 11]);
    }

    #[test]
    fn extra_units_are_walked_like_the_others() {
        // The two diagonals of a 4×4 grid, as Sudoku X would add them.
        let shape = Shape::for_size(4).unwrap();
        let regions: Vec<u16> = (0..16).map(|i| shape.box_at(i / 4, i % 4) as u16).collect();
        let diagonals = vec![vec![0, 5, 10, 15], vec![3, 6, 9, 12]];
        let t = Topology::build(shape, &regions, &diagonals);
        assert_eq!(t.unit_count(), 14);
        assert_eq!(t.unit_kind(12), Unit::Extra(0));
        assert_eq!(t.units_of(0), &[0, 4, 8, 12]);
        assert_eq!(t.units_of(1).len(), 3);
        assert!(t.peers(0).contains(&15));
        assert_eq!(t.peers(0).len(), 7 + 2);
    }
}
