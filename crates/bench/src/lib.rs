//! Criterion benchmarks of the engine's inner loops, in `benches/`: `cargo bench -p
//! sudoku-bench --bench fast9`. They live in a package of their own so that building the
//! engine's tests does not build criterion; this library is empty.
#![deny(missing_docs)]
