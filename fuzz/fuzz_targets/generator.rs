//! The `generator` fuzz target: see `sudoku_fuzz_checks::generator` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz_checks::generator::check(data));
