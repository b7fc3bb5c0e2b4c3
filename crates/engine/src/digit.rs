//! Digits and sets of digits.
//!
//! A [`Digit`] is a symbol value from 1 to N (N ≤ [`MAX_SIZE`](crate::MAX_SIZE)); it is printed
//! as `1`–`9`, then `A` = 10, `B` = 11, … A [`DigitSet`] is a bit mask with bit `d - 1` set for
//! digit `d` (sets of digits as bit masks).

use std::fmt;
use std::num::NonZeroU8;

use crate::shape::MAX_SIZE;

/// A digit (symbol) of a grid, from 1 to at most [`MAX_SIZE`].
///
/// # Example
///
/// ```
/// use sudoku_engine::Digit;
///
/// let d = Digit::new(12).unwrap();
/// assert_eq!(d.get(), 12);
/// assert_eq!(d.to_char(), 'C');
/// assert_eq!(Digit::from_char('c'), Some(d));
/// assert!(Digit::new(0).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `value`, if it is between 1 and [`MAX_SIZE`].
    pub const fn new(value: u8) -> Option<Digit> {
        if value as usize > MAX_SIZE {
            return None;
        }
        match NonZeroU8::new(value) {
            Some(v) => Some(Digit(v)),
            None => None,
        }
    }

    /// The digit's value, 1 to N.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The zero-based index, `value - 1`, for arrays indexed by digit.
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit with zero-based index `index`.
    pub const fn from_index(index: usize) -> Option<Digit> {
        if index >= MAX_SIZE {
            return None;
        }
        Digit::new(index as u8 + 1)
    }

    /// The one-character symbol: `1`–`9`, then `A`, `B`, … for 10, 11, …
    pub const fn to_char(self) -> char {
        let v = self.0.get();
        if v <= 9 {
            (b'0' + v) as char
        } else {
            (b'A' + v - 10) as char
        }
    }

    /// Reads a one-character symbol (`1`–`9`, `A`/`a` = 10, …). Holes are not digits.
    pub const fn from_char(c: char) -> Option<Digit> {
        match c {
            '1'..='9' => Digit::new(c as u8 - b'0'),
            'A'..='Z' => Digit::new(c as u8 - b'A' + 10),
            'a'..='z' => Digit::new(c as u8 - b'a' + 10),
            _ => None,
        }
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A set of digits: bit `d - 1` is set when digit `d` is in the set.
///
/// # Example
///
/// ```
/// use sudoku_engine::{Digit, DigitSet};
///
/// let mut set = DigitSet::full(9);
/// set.remove(Digit::new(5).unwrap());
/// assert_eq!(set.len(), 8);
/// assert_eq!(set.bits(), 0b1_1110_1111);
/// assert_eq!(set.iter().next(), Digit::new(1));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DigitSet(u32);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);

    /// The set of all digits 1 to `size`.
    pub const fn full(size: usize) -> DigitSet {
        if size >= 32 {
            DigitSet(u32::MAX)
        } else {
            DigitSet((1u32 << size) - 1)
        }
    }

    /// The set with only `digit`.
    pub const fn single(digit: Digit) -> DigitSet {
        DigitSet(1 << digit.index())
    }

    /// The set whose mask is `bits` (bit `d - 1` for digit `d`).
    pub const fn from_bits(bits: u32) -> DigitSet {
        DigitSet(bits)
    }

    /// The bit mask.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.index()) != 0
    }

    /// Adds `digit`.
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    /// Removes `digit`.
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    /// How many digits the set holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit, if any.
    pub const fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Digit::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The only digit, if the set holds exactly one.
    pub const fn single_digit(self) -> Option<Digit> {
        if self.0.count_ones() == 1 {
            self.first()
        } else {
            None
        }
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Digit::from_index(i)
        })
    }

    /// Digits in either set.
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    /// Digits in both sets.
    pub const fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    /// Digits in `self` and not in `other`.
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        let mut set = DigitSet::EMPTY;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, d) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_round_trip() {
        for v in 1..=MAX_SIZE as u8 {
            let d = Digit::new(v).unwrap();
            assert_eq!(Digit::from_char(d.to_char()), Some(d), "{v}");
        }
        assert_eq!(Digit::new(MAX_SIZE as u8 + 1), None);
        assert_eq!(Digit::from_char('0'), None);
        assert_eq!(Digit::from_char('.'), None);
    }

    #[test]
    fn seed_002_masks() {
        // The set {0,3,6,8} (0-based) as a mask is 329; our digits are 1-based.
        let set: DigitSet = [1, 4, 7, 9].into_iter().filter_map(Digit::new).collect();
        assert_eq!(set.bits(), 329);
        assert_eq!(DigitSet::full(9).bits(), 511);
        assert_eq!(set.to_string(), "{1,4,7,9}");
    }
}
