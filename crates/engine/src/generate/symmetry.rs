//! Symmetries of the pattern of givens, and the clue counts each one can produce.
//!
//! A symmetric puzzle has givens at the positions that a geometric map sends to each other; the
//! digits need not match. The generator removes givens one *orbit* at a time (a cell together
//! with its images), so the pattern stays symmetric. Orbit sizes decide which clue counts exist:
//!
//! | symmetry | map of (row, col) in an N×N grid | orbits | clue counts |
//! |---|---|---|---|
//! | `none` | identity | 1 | any |
//! | `rotate180` | (N−1−r, N−1−c) | 2, and the centre alone when N is odd | even when N is even |
//! | `rotate90` | (c, N−1−r) and its powers | 4, and the centre alone when N is odd | a multiple of 4 when N is even; ≡ 0 or 1 (mod 4) when N is odd |
//! | `mirror` | left-right: (r, N−1−c) | 2, and the middle column alone when N is odd | even when N is even |
//! | `flip` | top-bottom: (N−1−r, c) | 2, and the middle row alone when N is odd | even when N is even |
//! | `diagonal` | (c, r), about the main diagonal | 2, and the diagonal cells alone | any |
//! | `antidiagonal` | (N−1−c, N−1−r), about the other diagonal | 2, and its cells alone | any |
//!
//! `random` picks, for each puzzle, one of the six non-trivial symmetries that can produce the
//! requested clue count (the two diagonals always can).

use std::fmt;
use std::str::FromStr;

use super::rng::PuzzleRng;
use crate::shape::Shape;

/// A symmetry of the pattern of givens (QQWing's names, plus the two diagonals).
///
/// # Example
///
/// ```
/// use sudoku_engine::generate::Symmetry;
///
/// let s: Symmetry = "rotate180".parse().unwrap();
/// assert_eq!(s, Symmetry::Rotate180);
/// assert!(s.allows_clues(9, 25)); // odd N: the centre is its own orbit
/// assert!(!s.allows_clues(8, 25)); // even N: givens come in pairs
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No symmetry.
    #[default]
    None,
    /// Half-turn rotation about the centre.
    Rotate180,
    /// Quarter-turn rotation about the centre (so also the half turn).
    Rotate90,
    /// Left-right mirror: column `c` matches column `N−1−c`.
    Mirror,
    /// Top-bottom flip: row `r` matches row `N−1−r`.
    Flip,
    /// Reflection about the main diagonal (top left to bottom right).
    Diagonal,
    /// Reflection about the anti-diagonal (top right to bottom left).
    AntiDiagonal,
    /// One of the six others, drawn for each puzzle among those that allow the clue count.
    Random,
}

impl Symmetry {
    /// Every symmetry, in the order of the table in the module docs, `Random` last.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Flip,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::Random,
    ];

    /// The six real symmetries `Random` draws from.
    const DRAWN: [Symmetry; 6] = [
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Flip,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
    ];

    /// The name as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::Mirror => "mirror",
            Symmetry::Flip => "flip",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "antidiagonal",
            Symmetry::Random => "random",
        }
    }

    /// Whether a symmetric pattern of exactly `clues` givens exists in a grid of size `size`
    /// (for `Random`: whether one of the symmetries it draws from allows it).
    pub fn allows_clues(self, size: usize, clues: usize) -> bool {
        let odd = size % 2 == 1;
        match self {
            Symmetry::None | Symmetry::Diagonal | Symmetry::AntiDiagonal => true,
            Symmetry::Rotate180 | Symmetry::Mirror | Symmetry::Flip => {
                odd || clues.is_multiple_of(2)
            }
            Symmetry::Rotate90 => clues.is_multiple_of(4) || (odd && clues % 4 == 1),
            Symmetry::Random => Symmetry::DRAWN.iter().any(|s| s.allows_clues(size, clues)),
        }
    }

    /// The rule on clue counts, in words, for error messages.
    pub(crate) fn clue_rule(self, size: usize) -> &'static str {
        let odd = size % 2 == 1;
        match (self, odd) {
            (Symmetry::Rotate90, false) => "a multiple of 4",
            (Symmetry::Rotate90, true) => "a multiple of 4, or one more than a multiple of 4",
            (Symmetry::Rotate180 | Symmetry::Mirror | Symmetry::Flip, false) => "even",
            _ => "any number",
        }
    }

    /// The symmetry one puzzle uses: `self`, or for `Random` a draw among the symmetries that
    /// allow `clues` (all six when there is no clue count).
    pub(crate) fn resolve(
        self,
        size: usize,
        clues: Option<usize>,
        rng: &mut PuzzleRng,
    ) -> Symmetry {
        if self != Symmetry::Random {
            return self;
        }
        let fits: Vec<Symmetry> = Symmetry::DRAWN
            .into_iter()
            .filter(|s| clues.is_none_or(|k| s.allows_clues(size, k)))
            .collect();
        fits.get(rng.index(fits.len()))
            .copied()
            .unwrap_or(Symmetry::Diagonal)
    }

    /// The image of `(r, c)` under the symmetry's generating map (identity for `None`).
    fn map(self, n: usize, r: usize, c: usize) -> (usize, usize) {
        let last = n - 1;
        match self {
            Symmetry::None | Symmetry::Random => (r, c),
            Symmetry::Rotate180 => (last - r, last - c),
            Symmetry::Rotate90 => (c, last - r),
            Symmetry::Mirror => (r, last - c),
            Symmetry::Flip => (last - r, c),
            Symmetry::Diagonal => (c, r),
            Symmetry::AntiDiagonal => (last - c, last - r),
        }
    }

    /// The orbits of the cells of `shape`, each sorted, in order of their first cell.
    pub(crate) fn orbits(self, shape: Shape) -> Vec<Vec<u16>> {
        let n = shape.size();
        let cells = shape.cell_count();
        let mut seen = vec![false; cells];
        let mut orbits = Vec::new();
        for start in 0..cells {
            if seen[start] {
                continue;
            }
            let mut orbit = Vec::with_capacity(4);
            let (mut r, mut c) = (start / n, start % n);
            // Each generating map has order at most 4; follow it until it comes back.
            loop {
                let i = r * n + c;
                if seen[i] {
                    break;
                }
                seen[i] = true;
                orbit.push(i as u16);
                (r, c) = self.map(n, r, c);
            }
            orbit.sort_unstable();
            orbits.push(orbit);
        }
        orbits
    }

    /// Whether the pattern of givens of `values` (0 = hole) is symmetric under `self` (always
    /// true for `None`; for `Random`, under one of the six).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::generate::Symmetry;
    /// use sudoku_engine::Shape;
    ///
    /// let shape = Shape::for_size(4).unwrap();
    /// let mut values = [0u8; 16];
    /// values[0] = 1; // r1c1
    /// values[15] = 3; // r4c4
    /// assert!(Symmetry::Rotate180.holds(shape, &values));
    /// assert!(!Symmetry::Mirror.holds(shape, &values));
    /// ```
    pub fn holds(self, shape: Shape, values: &[u8]) -> bool {
        if values.len() != shape.cell_count() {
            return false;
        }
        if self == Symmetry::Random {
            return Symmetry::DRAWN.iter().any(|s| s.holds(shape, values));
        }
        let n = shape.size();
        (0..shape.cell_count()).all(|i| {
            let (r, c) = self.map(n, i / n, i % n);
            (values[i] != 0) == (values[r * n + c] != 0)
        })
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = String;
    fn from_str(s: &str) -> Result<Symmetry, String> {
        Symmetry::ALL
            .into_iter()
            .find(|x| x.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                format!(
                    "unknown symmetry {s:?} (expected none, rotate180, rotate90, mirror, flip, \
                     diagonal, antidiagonal or random)"
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbit_sizes_per_symmetry_and_parity() {
        // (symmetry, size, expected count of orbits of size 1, 2 and 4)
        let table = [
            (Symmetry::None, 9, [81, 0, 0]),
            (Symmetry::Rotate180, 9, [1, 40, 0]),
            (Symmetry::Rotate180, 4, [0, 8, 0]),
            (Symmetry::Rotate90, 9, [1, 0, 20]),
            (Symmetry::Rotate90, 6, [0, 0, 9]),
            (Symmetry::Mirror, 9, [9, 36, 0]),
            (Symmetry::Mirror, 6, [0, 18, 0]),
            (Symmetry::Flip, 9, [9, 36, 0]),
            (Symmetry::Diagonal, 8, [8, 28, 0]),
            (Symmetry::AntiDiagonal, 9, [9, 36, 0]),
        ];
        for (sym, size, expected) in table {
            let orbits = sym.orbits(Shape::for_size(size).unwrap());
            let count = |k| orbits.iter().filter(|o| o.len() == k).count();
            assert_eq!([count(1), count(2), count(4)], expected, "{sym} on {size}");
        }
    }

    #[test]
    fn every_orbit_is_a_symmetric_pattern() {
        for size in [4, 6, 9] {
            let shape = Shape::for_size(size).unwrap();
            for sym in Symmetry::DRAWN {
                for orbit in sym.orbits(shape) {
                    let mut values = vec![0u8; shape.cell_count()];
                    for &c in &orbit {
                        values[c as usize] = 1;
                    }
                    assert!(sym.holds(shape, &values), "{sym} on {size}: {orbit:?}");
                }
            }
        }
    }

    #[test]
    fn names_round_trip() {
        for s in Symmetry::ALL {
            assert_eq!(s.name().parse::<Symmetry>(), Ok(s));
        }
        assert!("diag".parse::<Symmetry>().is_err());
    }
}
