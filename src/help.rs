//! The command line's help in the language of the run.
//!
//! clap's help comes from the doc comments of the argument structs, in English. For another
//! language, [`localize`] replaces the top-level description and each subcommand's one-line
//! description at run time with the catalog's `help-*` messages, before the arguments are
//! parsed. English is left untouched, so `sudoku --help` in English, the man page and the
//! shell completions (all made from `Cli::command()`) stay exactly as written in the code.
//!
//! Not translated: clap's own words (`Usage:`, `Options:`, `[default: …]`, its error
//! messages), which clap has no way to change.

use clap::Command;
use sudoku_i18n::{tr_in, Lang};

/// The catalog message that describes a subcommand, by its name.
fn about_id(subcommand: &str) -> Option<&'static str> {
    Some(match subcommand {
        "solve" => "help-solve",
        "count" => "help-count",
        "check" => "help-check",
        "bench" => "help-bench",
        "generate" => "help-generate",
        "interactive" => "help-interactive",
        "serve" => "help-serve",
        "explain" => "help-explain",
        "hint" => "help-hint",
        "rate" => "help-rate",
        "canon" => "help-canon",
        "transform" => "help-transform",
        "help" => "help-help",
        _ => return None,
    })
}

/// `command` (the whole `sudoku` command) with its descriptions in `lang`.
pub fn localize(command: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return command;
    }
    let text = |id: &str| tr_in(lang, id, &[]);
    command
        .about(text("help-sudoku"))
        .mut_subcommands(|sub| match about_id(sub.get_name()) {
            // The long description, where there is one, is English: drop it rather than mix.
            Some(id) => sub.about(text(id)).long_about(None),
            None => sub,
        })
}
