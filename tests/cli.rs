//! The `sudoku` command from the outside: each module runs the binary on its subject.
//!
//! Every file of this folder is a module of this one test program rather than a program of its
//! own: one link instead of one per file, which was a good part of a bare clone's test build.
//! Cargo's discovery of test files is off for this package (`autotests = false`), so a new file
//! must be listed below; `every_test_file_is_listed` (in `tests/cli.rs`, for all five packages)
//! fails when one is not.

mod cli_all_stream;
mod cli_canon;
mod cli_csv;
mod cli_defects;
mod cli_generate;
mod cli_generate_variant;
mod cli_hostile;
mod cli_input_errors;
mod cli_interactive;
mod cli_json_lines;
mod cli_kill;
mod cli_lang;
mod cli_logic;
mod cli_output;
mod cli_show;
mod cli_solve;
mod cli_step_languages;
mod cli_timeout;
mod cli_variant;
mod no_solution_reasons;

/// A test file left out of its package's list would never be compiled, so never run: each of
/// the five test programs must name every `.rs` file beside it as a module.
#[test]
fn every_test_file_is_listed() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for (dir, program) in [
        ("tests", "cli"),
        ("crates/engine/tests", "engine"),
        ("crates/i18n/tests", "i18n"),
        ("crates/render/tests", "render"),
        ("crates/web/tests", "web"),
    ] {
        let dir = root.join(dir);
        let listed = std::fs::read_to_string(dir.join(format!("{program}.rs"))).unwrap();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
                continue;
            };
            if path.extension().is_some_and(|e| e == "rs") && stem != program {
                assert!(
                    listed.contains(&format!("\nmod {stem};")),
                    "{}/{stem}.rs is not a module of {program}.rs",
                    dir.display()
                );
            }
        }
    }
}
