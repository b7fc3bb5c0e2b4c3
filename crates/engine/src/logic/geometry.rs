//! 81-bit cell masks for 9×9, the specialisation the advanced techniques work on: a set of
//! cells is one [`Cells`] (a `u128` underneath), a unit or a cell's peers one constant. Every
//! other size, and the size-generic finders, use the shared [`crate::Topology`] instead.
//!
//! Units are numbered as in the topology: rows `0..9`, columns `9..18`, boxes `18..27`
//! (HoDoKu's numbering too, which fixes the order in which steps are found).

/// A set of 9×9 cells: bit `i` is the cell with row-major index `i` (81 bits of a `u128`).
/// The operators are those of sets: `|` union, `&` intersection, `-` difference, `^`
/// symmetric difference, `!` complement (within the 128 bits; `a & !b` is `a - b`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Cells(u128);

impl Cells {
    /// No cell.
    pub(crate) const EMPTY: Cells = Cells(0);
    /// Every bit set: a set no position has (the memos' "not yet" mark).
    pub(crate) const MAX: Cells = Cells(u128::MAX);

    /// The set whose mask is `bits`.
    #[inline]
    pub(crate) const fn from_bits(bits: u128) -> Cells {
        Cells(bits)
    }

    /// The mask.
    #[inline]
    pub(crate) const fn bits(self) -> u128 {
        self.0
    }

    /// The set of cell `i` alone.
    #[inline]
    pub(crate) const fn single(i: usize) -> Cells {
        Cells(1 << i)
    }

    /// Whether cell `i` is in the set.
    #[inline]
    pub(crate) const fn contains(self, i: usize) -> bool {
        (self.0 >> i) & 1 != 0
    }

    /// Adds cell `i`.
    #[inline]
    pub(crate) fn insert(&mut self, i: usize) {
        self.0 |= 1 << i;
    }

    /// Removes cell `i`.
    #[inline]
    pub(crate) fn remove(&mut self, i: usize) {
        self.0 &= !(1 << i);
    }

    /// Whether the set is empty.
    #[inline]
    pub(crate) const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many cells the set holds.
    #[inline]
    pub(crate) const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The smallest cell, if any.
    #[inline]
    pub(crate) const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The smallest cell's index, 128 for the empty set (for sets known not to be empty).
    #[inline]
    pub(crate) const fn lowest(self) -> usize {
        self.0.trailing_zeros() as usize
    }

    /// The largest cell's index (for sets known not to be empty).
    #[inline]
    pub(crate) const fn highest(self) -> usize {
        127 - self.0.leading_zeros() as usize
    }

    /// The set without its smallest cell.
    #[inline]
    pub(crate) const fn without_first(self) -> Cells {
        Cells(self.0 & self.0.wrapping_sub(1))
    }

    /// Whether the set holds more than one cell (without counting them all).
    #[inline]
    pub(crate) const fn has_several(self) -> bool {
        self.without_first().0 != 0
    }

    /// Cells in either set.
    #[inline]
    pub(crate) const fn union(self, other: Cells) -> Cells {
        Cells(self.0 | other.0)
    }

    /// Cells in both sets.
    #[inline]
    pub(crate) const fn intersection(self, other: Cells) -> Cells {
        Cells(self.0 & other.0)
    }

    /// Cells of `self` not in `other`.
    #[inline]
    pub(crate) const fn difference(self, other: Cells) -> Cells {
        Cells(self.0 & !other.0)
    }

    /// The cells, lowest index first.
    #[inline]
    pub(crate) fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

/// The cells of a [`Cells`], lowest index first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CellIter(u128);

impl Iterator for CellIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(i)
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellIter {}

impl IntoIterator for Cells {
    type Item = usize;
    type IntoIter = CellIter;

    #[inline]
    fn into_iter(self) -> CellIter {
        CellIter(self.0)
    }
}

impl FromIterator<usize> for Cells {
    #[inline]
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Cells {
        let mut set = Cells::EMPTY;
        for i in iter {
            set.insert(i);
        }
        set
    }
}

/// The set operators, each one instruction pair on the `u128`.
macro_rules! set_operators {
    ($($op:ident $f:ident $assign:ident $fa:ident $e:tt;)*) => {$(
        impl std::ops::$op for Cells {
            type Output = Cells;

            #[inline]
            fn $f(self, other: Cells) -> Cells {
                Cells(set_operators!(@ self.0, other.0, $e))
            }
        }

        impl std::ops::$assign for Cells {
            #[inline]
            fn $fa(&mut self, other: Cells) {
                *self = std::ops::$op::$f(*self, other);
            }
        }
    )*};
    (@ $a:expr, $b:expr, -) => { $a & !$b };
    (@ $a:expr, $b:expr, $e:tt) => { $a $e $b };
}

set_operators! {
    BitOr bitor BitOrAssign bitor_assign |;
    BitAnd bitand BitAndAssign bitand_assign &;
    BitXor bitxor BitXorAssign bitxor_assign ^;
    Sub sub SubAssign sub_assign -;
}

impl std::fmt::LowerHex for Cells {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::LowerHex::fmt(&self.0, f)
    }
}

impl std::ops::Not for Cells {
    type Output = Cells;

    #[inline]
    fn not(self) -> Cells {
        Cells(!self.0)
    }
}

/// All 81 cells.
pub(crate) const ALL81: Cells = Cells((1u128 << 81) - 1);

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
    let mut u = [Cells::EMPTY; 27];
    let mut i = 0;
    while i < 81 {
        let one = Cells::single(i);
        u[row_of(i)] = u[row_of(i)].union(one);
        u[9 + col_of(i)] = u[9 + col_of(i)].union(one);
        u[18 + box_of(i)] = u[18 + box_of(i)].union(one);
        i += 1;
    }
    u
}

/// The cells of each 9×9 unit: rows 0..9, columns 9..18, boxes 18..27.
pub(crate) const UNIT: [Cells; 27] = build_units();

const fn build_peers() -> [Cells; 81] {
    let mut p = [Cells::EMPTY; 81];
    let mut i = 0;
    while i < 81 {
        let units = UNIT[row_of(i)]
            .union(UNIT[9 + col_of(i)])
            .union(UNIT[18 + box_of(i)]);
        p[i] = units.difference(Cells::single(i));
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

/// Iterates over the cells of a set, lowest index first (as [`Cells::iter`]).
#[inline]
pub(crate) fn cells(m: Cells) -> CellIter {
    m.iter()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The set's operations are those of the masks they stand for.
    #[test]
    fn cells_are_sets() {
        let a: Cells = [0, 5, 80].into_iter().collect();
        let b = Cells::single(5) | Cells::single(40);
        assert_eq!(a.bits(), 1 | 1 << 5 | 1 << 80);
        assert_eq!(a.iter().collect::<Vec<_>>(), [0, 5, 80]);
        assert_eq!(a.iter().len(), 3);
        assert_eq!(
            (a.len(), a.first(), a.lowest(), a.highest()),
            (3, Some(0), 0, 80)
        );
        assert_eq!(a & b, Cells::single(5));
        assert_eq!(a - b, a.difference(b));
        assert_eq!((a - b).bits(), 1 | 1 << 80);
        assert_eq!((a ^ b).bits(), 1 | 1 << 40 | 1 << 80);
        assert_eq!(a & !b, a - b);
        assert_eq!(a.union(b), a | b);
        assert_eq!(a.intersection(b), a & b);
        assert!(a.contains(80) && !a.contains(40));
        assert_eq!(a.without_first(), Cells::single(5) | Cells::single(80));
        assert!(a.has_several() && !Cells::single(3).has_several());
        assert!(Cells::EMPTY.is_empty() && Cells::EMPTY.first().is_none());
        let mut c = a;
        c.remove(0);
        c.insert(7);
        c -= Cells::single(80);
        c |= Cells::single(1);
        assert_eq!(c.iter().collect::<Vec<_>>(), [1, 5, 7]);
        assert_eq!(ALL81.len(), 81);
        assert!(UNIT.iter().all(|u| u.len() == 9));
        assert!(PEERS
            .iter()
            .enumerate()
            .all(|(i, p)| p.len() == 20 && !p.contains(i)));
    }
}
