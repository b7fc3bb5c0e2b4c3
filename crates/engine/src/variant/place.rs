//! Places on and around the grid, named as setters name them: `r3c5`, 1-based. Row or column
//! 0 and N + 1 are the places just outside the grid, where outside clues (little killers,
//! sandwiches, X-sums, skyscrapers) sit.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A place on the grid or just outside it: row and column, 1-based (`r1c1` is the top-left
/// cell; `r0c3` is above column 3).
///
/// # Example
///
/// ```
/// use sudoku_engine::variant::Place;
///
/// let p: Place = "R2C10".parse().unwrap();
/// assert_eq!((p.row, p.col), (2, 10));
/// assert_eq!(p.to_string(), "r2c10");
/// assert!("r2".parse::<Place>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Place {
    /// The row, 1-based (0 and N + 1 are outside the grid).
    pub row: u8,
    /// The column, 1-based (0 and N + 1 are outside the grid).
    pub col: u8,
}

impl Place {
    /// The place at `row`, `col` (1-based).
    pub const fn new(row: u8, col: u8) -> Place {
        Place { row, col }
    }

    /// The row-major index of this place in a grid of `size`, when it is a cell of the grid.
    pub fn index(self, size: usize) -> Option<usize> {
        let (r, c) = (self.row as usize, self.col as usize);
        (1..=size)
            .contains(&r)
            .then_some(())
            .filter(|_| (1..=size).contains(&c))
            .map(|_| (r - 1) * size + (c - 1))
    }

    /// The place of the cell with row-major `index` in a grid of `size`.
    pub fn of_index(index: usize, size: usize) -> Place {
        Place::new((index / size + 1) as u8, (index % size + 1) as u8)
    }

    /// Whether the two places are side by side (share an edge).
    pub fn is_orthogonal_to(self, other: Place) -> bool {
        self.row.abs_diff(other.row) + self.col.abs_diff(other.col) == 1
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row, self.col)
    }
}

/// A place name that is not `rRcC`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not a cell name such as r1c1")]
pub struct PlaceError {
    /// The text read.
    pub text: String,
}

impl FromStr for Place {
    type Err = PlaceError;

    fn from_str(s: &str) -> Result<Place, PlaceError> {
        let bad = || PlaceError {
            text: s.to_string(),
        };
        let t = s.trim();
        let rest = t
            .strip_prefix('r')
            .or_else(|| t.strip_prefix('R'))
            .ok_or_else(bad)?;
        let split = rest.find(['c', 'C']).ok_or_else(bad)?;
        let (row, col) = (&rest[..split], &rest[split + 1..]);
        let num = |s: &str| -> Result<u8, PlaceError> {
            if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            s.parse::<u8>().map_err(|_| bad())
        };
        Ok(Place::new(num(row)?, num(col)?))
    }
}

impl Serialize for Place {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Place {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Place, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One of the eight directions from a place to its neighbour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Up and to the left.
    #[serde(rename = "UL")]
    UpLeft,
    /// Up and to the right.
    #[serde(rename = "UR")]
    UpRight,
    /// Down and to the left.
    #[serde(rename = "DL")]
    DownLeft,
    /// Down and to the right.
    #[serde(rename = "DR")]
    DownRight,
}

impl Direction {
    /// The step (rows, columns) one move makes.
    pub const fn step(self) -> (i32, i32) {
        match self {
            Direction::UpLeft => (-1, -1),
            Direction::UpRight => (-1, 1),
            Direction::DownLeft => (1, -1),
            Direction::DownRight => (1, 1),
        }
    }

    /// The name setters' tools use: `UL`, `UR`, `DL`, `DR`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::UpLeft => "UL",
            Direction::UpRight => "UR",
            Direction::DownLeft => "DL",
            Direction::DownRight => "DR",
        }
    }

    /// The direction named `UL`, `UR`, `DL` or `DR` (any case).
    pub fn from_name(name: &str) -> Option<Direction> {
        Some(match name.to_ascii_uppercase().as_str() {
            "UL" => Direction::UpLeft,
            "UR" => Direction::UpRight,
            "DL" => Direction::DownLeft,
            "DR" => Direction::DownRight,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_and_write() {
        for (text, row, col) in [("r1c1", 1, 1), ("R10C16", 10, 16), (" r0c3 ", 0, 3)] {
            let p: Place = text.parse().unwrap();
            assert_eq!((p.row, p.col), (row, col));
        }
        for bad in [
            "", "r", "rc", "r1", "c1", "r1c", "rxc1", "r1c1x", "r1000c1", "r-1c1",
        ] {
            assert!(bad.parse::<Place>().is_err(), "{bad}");
        }
        assert_eq!(Place::new(3, 4).index(9), Some(21));
        assert_eq!(Place::new(0, 4).index(9), None);
        assert_eq!(Place::new(9, 10).index(9), None);
        assert_eq!(Place::of_index(21, 9), Place::new(3, 4));
    }
}
