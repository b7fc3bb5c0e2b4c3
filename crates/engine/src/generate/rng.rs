//! The generator's random numbers: portable, seeded, one independent stream per puzzle.
//!
//! Puzzle `i` of seed `s` draws from ChaCha8 keyed by `s` on stream `i`, so each puzzle depends
//! only on `(s, i)`: not on the thread that makes it, nor on the puzzles made before it. Bounded
//! draws and shuffles are written here on top of the raw 32-bit words (Lemire's multiply and
//! reject), rather than taken from `rand`, so that the puzzles stay the same byte for byte even
//! if a library changes its sampling algorithm; nothing depends on the pointer width.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The random stream of one puzzle.
pub(crate) struct PuzzleRng {
    inner: ChaCha8Rng,
}

impl PuzzleRng {
    /// The stream of puzzle `index` for `seed`.
    pub(crate) fn new(seed: u64, index: u64) -> PuzzleRng {
        PuzzleRng::keyed(seed, 0, index)
    }

    /// The stream of full grid `index` for `seed`: a second family of streams, keyed apart
    /// from the puzzles' ones, for the grids that several candidates of a hunt share (see
    /// `Generator::generate_wanted`).
    pub(crate) fn for_grid(seed: u64, index: u64) -> PuzzleRng {
        PuzzleRng::keyed(seed, 1, index)
    }

    /// Stream `index` of the key made of `seed` and `family`.
    pub(crate) fn keyed(seed: u64, family: u8, index: u64) -> PuzzleRng {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8] = family;
        let mut inner = ChaCha8Rng::from_seed(key);
        inner.set_stream(index);
        PuzzleRng { inner }
    }

    /// A uniform draw from `0..n` (`n` ≥ 1; returns 0 when `n` is 0).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        let mut m = u64::from(self.inner.next_u32()) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = u64::from(self.inner.next_u32()) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }

    /// A uniform draw from `0..n` for a small length (every length here fits in `u32`).
    pub(crate) fn index(&mut self, n: usize) -> usize {
        self.below(u32::try_from(n).unwrap_or(u32::MAX)) as usize
    }

    /// Shuffles `items` uniformly (Fisher–Yates, from the back).
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_fixed_by_seed_and_index() {
        let draw = |seed, index| {
            let mut rng = PuzzleRng::new(seed, index);
            (0..8).map(|_| rng.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(1, 0), draw(1, 0));
        assert_ne!(draw(1, 0), draw(1, 1));
        assert_ne!(draw(1, 0), draw(2, 0));
        let grid = |seed, index| {
            let mut rng = PuzzleRng::for_grid(seed, index);
            (0..8).map(|_| rng.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(grid(1, 0), grid(1, 0));
        assert_ne!(grid(1, 0), draw(1, 0));
    }

    #[test]
    fn below_stays_in_range_and_shuffle_permutes() {
        let mut rng = PuzzleRng::new(7, 3);
        for n in [1u32, 2, 3, 9, 81, 625] {
            for _ in 0..200 {
                assert!(rng.below(n) < n, "n = {n}");
            }
        }
        let mut v: Vec<usize> = (0..50).collect();
        rng.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
