//! Argument values several subcommands read: `--size` (`generate`, `interactive`), a random
//! seed when `--seed` is not given (`generate`, `interactive`, `transform`), and the solver back
//! end (`solve`, `count`, `bench`).

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};

use sudoku_engine::{Backend, Shape};
use sudoku_i18n::{tr, Localize};

/// Parses `--size`: a size with a box shape, up to the engine's largest (32).
pub fn parse_size(s: &str) -> Result<usize, String> {
    let n: usize = s
        .parse()
        .map_err(|_| tr!("size-not-a-number", value = format!("{s:?}")))?;
    Shape::for_size(n)
        .map(|_| n)
        .map_err(|e| e.localize(sudoku_i18n::lang()))
}

/// A seed from the operating system's randomness (std's hasher keys are drawn from it).
pub fn random_seed() -> u64 {
    let mut h = RandomState::new().build_hasher();
    h.write_u64(0x5eed);
    h.finish()
}

/// The `--backend` choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BackendArg {
    /// The fastest for each size.
    Auto,
    /// Propagation and search, every size.
    General,
    /// Plain backtracking.
    Reference,
    /// The 9×9 solver's copy for AVX2 and BMI2, even on a CPU with AVX-512 (the portable copy
    /// where the CPU lacks AVX2): what a user without AVX-512 gets.
    Avx2,
    /// The 9×9 solver's copy for the target's baseline (SSE2 on x86-64), whatever the CPU has.
    Portable,
}

impl BackendArg {
    /// The engine's back end.
    pub fn backend(self) -> Backend {
        match self {
            BackendArg::Auto => Backend::Auto,
            BackendArg::General => Backend::General,
            BackendArg::Reference => Backend::Reference,
            BackendArg::Avx2 => Backend::Avx2,
            BackendArg::Portable => Backend::Portable,
        }
    }
}
