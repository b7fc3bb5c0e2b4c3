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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every subcommand has a description in the catalogs, and the English one is what the
    /// code says: a new subcommand, or a changed description, shows up here.
    #[test]
    fn every_subcommand_is_described_and_english_matches_the_code() {
        let command = crate::Cli::command();
        let about = |c: &Command| c.get_about().map(|a| a.to_string()).unwrap_or_default();
        assert_eq!(tr_in(Lang::En, "help-sudoku", &[]), about(&command));
        for sub in command.get_subcommands() {
            let name = sub.get_name();
            let Some(id) = about_id(name) else {
                panic!(
                    "no help-* message for `sudoku {name}`: add one in help.rs and the catalogs"
                );
            };
            assert_eq!(tr_in(Lang::En, id, &[]), about(sub), "sudoku {name}");
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                assert_ne!(tr_in(lang, id, &[]), about(sub), "{lang}: sudoku {name}");
            }
        }
    }

    #[test]
    fn english_help_is_left_as_the_code_writes_it() {
        let mut plain = crate::Cli::command();
        let mut localized = localize(crate::Cli::command(), Lang::En);
        assert_eq!(
            plain.render_long_help().to_string(),
            localized.render_long_help().to_string()
        );
    }
}
