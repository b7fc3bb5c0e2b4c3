//! The `variant` fuzz target: see `sudoku_fuzz_checks::variant` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz_checks::variant::check(data));
