//! Pictures from the outside: the SVG boards and the PDF booklets.
//!
//! Every file of this folder is a module of this one test program rather than a program of its
//! own: one link instead of one per file, which was a good part of a bare clone's test build.
//! Cargo's discovery of test files is off for this package (`autotests = false`), so a new file
//! must be listed below; `every_test_file_is_listed` (in `tests/cli.rs`, for all five packages)
//! fails when one is not.

mod pdf;
mod support;
mod svg;
mod variant;
