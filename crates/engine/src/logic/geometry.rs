//! 81-bit cell masks for 9×9, the specialisation the advanced techniques work on: a set of
//! cells is one `u128`, a unit or a cell's peers one constant. Every other size, and the
//! size-generic finders, use the shared [`crate::Topology`] instead.
//!
//! Units are numbered as in the topology: rows `0..9`, columns `9..18`, boxes `18..27`
//! (HoDoKu's numbering too, which fixes the order in which steps are found).

/// A set of 9×9 cells: bit `i` is the cell with row-major index `i`.
pub(crate) type Cells = u128;

/// All 81 cells.
pub(crate) const ALL81: Cells = (1u128 << 81) - 1;

/// The row of a 9×9 cell.
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

/// The units of each 9×9 cell, one bit per unit (rows 0..9, columns 9..18, boxes 18..27).
pub(crate) const UNITS_OF: [u32; 81] = {
    let mut t = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = 1 << row_of(i) | 1 << (9 + col_of(i)) | 1 << (18 + box_of(i));
        i += 1;
    }
    t
};

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
