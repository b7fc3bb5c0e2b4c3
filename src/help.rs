//! The command line's help in the language of the run.
//!
//! clap's help comes from the doc comments of the argument structs, in English. For another
//! language, [`localize`] rewrites the built command before the arguments are parsed: the
//! description of the command and of each subcommand, the help of each option (the
//! catalogs' `help-*` and `arg-*` messages), and clap's own words (`Usage:`, `Options`,
//! `Print help`, `[default: …]`, `[possible values: …]`). English is left untouched, so
//! `sudoku --help` in English, the man page and the shell completions (all made from
//! `Cli::command()`) stay exactly as the code writes them; the tests below check that the
//! English messages are the code's words, so that a changed doc comment shows which
//! translations to update.
//!
//! [`error_text`] does the same for clap's errors about the command line (an unknown option,
//! a bad value, a missing argument), whose reasons from our own value parsers are already in
//! the run's language.
//!
//! Not translated: the descriptions of single values (`--format`'s `line`, `grid`, …) that
//! clap lists under `--help`; they are dropped in other languages and the values listed by
//! name, since clap cannot change them without changing the values' parsers. Nor clap's
//! rarer errors (a wrong number of values, bad UTF-8) and its `tip: to pass '-x' as a value`
//! hints, which keep clap's English; nor the `[OPTIONS]` and `<COMMAND>` placeholders.

use std::fmt::Write as _;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};
use sudoku_i18n::{tr_in, Arg as MessageArg, Lang};

/// The catalog message that describes a subcommand, by its name.
fn about_id(subcommand: &str) -> Option<&'static str> {
    Some(match subcommand {
        "solve" => "help-solve",
        "count" => "help-count",
        "candidates" => "help-candidates",
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
        "show" => "help-show",
        "completions" => "help-completions",
        "man" => "help-man",
        _ => return None,
    })
}

/// The catalog message that is the help of option `arg` of `subcommand` (`sudoku` for the
/// top-level options). One message per option, or per option and subcommand where the
/// subcommands say different things.
fn arg_help_id(subcommand: &str, arg: &str) -> Option<&'static str> {
    Some(match (subcommand, arg) {
        ("solve" | "show", "format") => "arg-solve-format",
        ("count", "format") => "arg-count-format",
        ("check", "format") => "arg-check-format",
        ("generate", "format") => "arg-generate-format",
        ("explain", "format") => "arg-logic-format",
        ("hint", "format") => "arg-hint-format",
        ("rate", "format") => "arg-rate-format",
        ("solve" | "show", "hole") => "arg-solve-hole",
        ("generate", "hole") => "arg-generate-hole",
        ("solve", "limit") => "arg-solve-limit",
        ("count", "limit") => "arg-count-limit",
        ("candidates", "format") => "arg-candidates-format",
        ("candidates", "cap") => "arg-candidates-cap",
        ("check", "redundant") => "arg-check-redundant",
        ("candidates", "same_digit") => "arg-candidates-same-digit",
        ("generate", "seed") => "arg-generate-seed",
        ("interactive", "seed") => "arg-interactive-seed",
        ("transform", "seed") => "arg-transform-seed",
        ("generate", "size") => "arg-generate-size",
        ("interactive", "size") => "arg-interactive-size",
        ("bench", "backend") => "arg-bench-backend",
        ("bench", "paths") => "arg-bench-paths",
        (_, "addr") => "arg-addr",
        (_, "against") => "arg-against",
        (_, "all") => "arg-all",
        (_, "allow_multiple") => "arg-allow-multiple",
        (_, "canonical") => "arg-canonical",
        (_, "clues") => "arg-clues",
        (_, "column") => "arg-column",
        (_, "copies") => "arg-copies",
        (_, "count") => "arg-count",
        (_, "dedup") => "arg-dedup",
        (_, "difficulty") => "arg-difficulty",
        (_, "files") => "arg-files",
        (_, "first") => "arg-first",
        (_, "input_format") => "arg-input-format",
        (_, "lang") => "arg-lang",
        (_, "output") => "arg-output",
        (_, "min_time") => "arg-min-time",
        (_, "minimal") => "arg-minimal",
        (_, "mode") => "arg-mode",
        (_, "no_progress") => "arg-no-progress",
        (_, "paper") => "arg-paper",
        (_, "paths") => "arg-paths",
        (_, "pencil_marks") => "arg-pencil-marks",
        (_, "per_page") => "arg-per-page",
        (_, "require_unique") => "arg-require-unique",
        (_, "solutions") => "arg-solutions",
        (_, "stats") => "arg-stats",
        (_, "symmetry") => "arg-symmetry",
        (_, "technique") => "arg-technique",
        (_, "threads") => "arg-threads",
        (_, "time_limit") => "arg-time-limit",
        ("rate" | "explain" | "count" | "candidates", "timeout") => "arg-batch-timeout",
        (_, "timeout") => "arg-timeout",
        (_, "puzzle_timeout") => "arg-puzzle-timeout",
        (_, "shuffle") => "arg-shuffle",
        (_, "vague") => "arg-vague",
        (_, "with_solution") => "arg-with-solution",
        ("generate", "variant") => "arg-variant",
        (_, "with_filename") => "arg-with-filename",
        (_, "no_filename") => "arg-no-filename",
        (_, "all_errors") => "arg-all-errors",
        (_, "c_array_base") => "arg-c-array-base",
        (_, "shell") => "arg-shell",
        _ => return None,
    })
}

/// Two paragraphs of help, as clap shows a long description.
fn paragraphs(first: &str, second: &str) -> String {
    format!("{first}\n\n{second}")
}

/// `command` (the whole `sudoku` command) with its help in `lang`.
pub fn localize(mut command: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return command;
    }
    // Building adds clap's own parts (the help and version flags, the `help` subcommand) and
    // copies the global options into the subcommands, so that all of them can be rewritten.
    command.build();
    let text = |id: &str| tr_in(lang, id, &[]);
    let command = words(command, lang, "sudoku").about(text("help-sudoku"));
    command.mut_subcommands(|sub| {
        let name = sub.get_name().to_string();
        let sub = match (name.as_str(), about_id(&name)) {
            ("help", _) => sub.about(text("help-subcommand")),
            ("interactive", Some(id)) => sub
                .about(text(id))
                .long_about(paragraphs(&text(id), &text("help-interactive-more"))),
            ("generate", Some(id)) => sub.about(text(id)).after_help(paragraphs(
                &text("help-generate-reproducible"),
                &text("help-generate-failures"),
            )),
            // Any other long description is English: drop it rather than mix languages.
            (_, Some(id)) => sub.about(text(id)).long_about(None),
            (_, None) => sub.long_about(None),
        };
        words(sub, lang, &name)
    })
}

/// One command's usage line, headings and options in `lang`.
fn words(command: Command, lang: Lang, name: &str) -> Command {
    // clap's default template, with the usage heading in words.
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        tr_in(lang, "help-usage", &[])
    );
    command
        .help_template(template)
        .subcommand_help_heading(tr_in(lang, "help-commands", &[]))
        .mut_args(|arg| option(arg, lang, name))
}

/// One option's help in `lang`, with clap's notes of its default and possible values.
fn option(arg: Arg, lang: Lang, subcommand: &str) -> Arg {
    let id = arg.get_id().as_str();
    let message = match id {
        "help" => Some("help-flag-help"),
        "version" => Some("help-flag-version"),
        _ => arg_help_id(subcommand, id),
    };
    let Some(message) = message else {
        // Not in the catalogs (clap's `help` subcommand's own argument): as it is.
        return arg;
    };
    let mut help = tr_in(lang, message, &[]);
    let takes_values = arg.get_action().takes_values();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if takes_values && !arg.is_hide_default_value_set() {
        push_note(&mut help, lang, ("help-default", "value"), &defaults);
    }
    let values: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if takes_values && !arg.is_hide_possible_values_set() {
        push_note(&mut help, lang, ("help-possible-values", "values"), &values);
    }
    let heading = if arg.is_positional() {
        "help-arguments"
    } else {
        "help-options"
    };
    arg.help(help)
        .long_help(None)
        .hide_default_value(true)
        .hide_possible_values(true)
        .help_heading(tr_in(lang, heading, &[]))
}

/// A piece of a clap error's context as text (a list as `'a', 'b'`).
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        _ => None,
    }
}

/// A clap error about the command line, in `lang`, laid out as clap lays it out: the
/// `error:` line, tips, the usage and where to find more. `None` for English (clap's own,
/// coloured, text is used), for help and version (not errors), and for the kinds of error
/// this does not know, which clap then prints in English.
pub fn error_text(e: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let t = |id: &str, args: &[(&str, MessageArg)]| tr_in(lang, id, args);
    let arg = || MessageArg::from(context(e, ContextKind::InvalidArg).unwrap_or_default());
    let value = || MessageArg::from(context(e, ContextKind::InvalidValue).unwrap_or_default());
    let mut text = String::from("error: ");
    match e.kind() {
        ErrorKind::InvalidValue if context(e, ContextKind::InvalidValue)?.is_empty() => {
            text.push_str(&t("clap-value-required", &[("arg", arg())]));
        }
        ErrorKind::InvalidValue => {
            text.push_str(&t(
                "clap-invalid-value",
                &[("value", value()), ("arg", arg())],
            ));
            if let Some(ContextValue::Strings(values)) = e.get(ContextKind::ValidValue) {
                let values = MessageArg::from(values.join(", "));
                let _ = write!(
                    text,
                    "\n  {}",
                    t("help-possible-values", &[("values", values)])
                );
            }
        }
        ErrorKind::ValueValidation => {
            let reason = std::error::Error::source(e).map(|r| r.to_string());
            text.push_str(&match reason {
                Some(r) => t(
                    "clap-invalid-value-because",
                    &[("value", value()), ("arg", arg()), ("reason", r.into())],
                ),
                None => t("clap-invalid-value", &[("value", value()), ("arg", arg())]),
            });
        }
        ErrorKind::UnknownArgument => {
            text.push_str(&t("clap-unexpected-argument", &[("arg", arg())]));
        }
        ErrorKind::TooManyValues => {
            text.push_str(&t(
                "clap-unexpected-value",
                &[("value", value()), ("arg", arg())],
            ));
        }
        ErrorKind::InvalidSubcommand => {
            let name = context(e, ContextKind::InvalidSubcommand)?;
            text.push_str(&t("clap-unrecognized-subcommand", &[("name", name.into())]));
        }
        ErrorKind::MissingRequiredArgument => {
            let Some(ContextValue::Strings(missing)) = e.get(ContextKind::InvalidArg) else {
                return None;
            };
            text.push_str(&t("clap-missing-arguments", &[]));
            for m in missing {
                let _ = write!(text, "\n  {m}");
            }
        }
        ErrorKind::ArgumentConflict => {
            let first = context(e, ContextKind::InvalidArg)?;
            match e.get(ContextKind::PriorArg) {
                Some(ContextValue::String(prior)) if *prior == first => {
                    text.push_str(&t("clap-used-twice", &[("arg", arg())]));
                }
                Some(ContextValue::String(prior)) => text.push_str(&t(
                    "clap-conflict",
                    &[("arg", arg()), ("other", prior.into())],
                )),
                Some(ContextValue::Strings(others)) => {
                    text.push_str(&t("clap-conflict-several", &[("arg", arg())]));
                    for o in others {
                        let _ = write!(text, "\n  {o}");
                    }
                }
                _ => return None,
            }
        }
        _ => return None,
    }
    // clap's tips: similar names (in words here), then its own hints (in English).
    let mut tipped = false;
    for (kind, id) in [
        (ContextKind::SuggestedSubcommand, "clap-similar-subcommand"),
        (ContextKind::SuggestedArg, "clap-similar-argument"),
        (ContextKind::SuggestedValue, "clap-similar-value"),
    ] {
        let names: Vec<String> = match e.get(kind) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(v)) => v.clone(),
            _ => continue,
        };
        let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
        let args = [
            ("count", MessageArg::from(names.len())),
            ("suggestions", MessageArg::from(quoted.join(", "))),
        ];
        text.push_str(if tipped { "\n" } else { "\n\n" });
        tipped = true;
        let _ = write!(text, "  {}", t(id, &args));
    }
    if let Some(ContextValue::StyledStrs(hints)) = e.get(ContextKind::Suggested) {
        if !tipped {
            text.push('\n');
        }
        for hint in hints {
            let _ = write!(text, "\n  tip: {hint}");
        }
    }
    if let Some(usage) = context(e, ContextKind::Usage) {
        let usage = match usage.strip_prefix("Usage:") {
            Some(rest) => format!("{}{rest}", t("help-usage", &[])),
            None => usage,
        };
        let _ = write!(text, "\n\n{usage}");
    }
    let _ = write!(
        text,
        "\n\n{}\n",
        t("clap-try-help", &[("flag", "--help".into())])
    );
    Some(text)
}

/// Appends one of clap's notes after an option's help, `[default: …]` or `[possible values:
/// …]` in `lang` (the message and the name of its argument), when there are `items` to list.
fn push_note(help: &mut String, lang: Lang, (id, name): (&str, &str), items: &[String]) {
    if !items.is_empty() {
        help.push(' ');
        help.push_str(&tr_in(
            lang,
            id,
            &[(name, MessageArg::from(items.join(", ")))],
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn about(c: &Command) -> String {
        c.get_about().map(|a| a.to_string()).unwrap_or_default()
    }

    /// Every subcommand has a description in the catalogs, and the English one is what the
    /// code says: a new subcommand, or a changed description, shows up here.
    #[test]
    fn every_subcommand_is_described_and_english_matches_the_code() {
        let command = crate::Cli::command();
        assert_eq!(tr_in(Lang::En, "help-sudoku", &[]), about(&command));
        for sub in command.get_subcommands() {
            let name = sub.get_name();
            let id = about_id(name).unwrap_or_else(|| {
                panic!("no help-* message for `sudoku {name}`: add one in help.rs and the catalogs")
            });
            assert_eq!(tr_in(Lang::En, id, &[]), about(sub), "sudoku {name}");
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                assert_ne!(tr_in(lang, id, &[]), about(sub), "{lang}: sudoku {name}");
            }
        }
    }

    /// The long texts that are translated are the code's too.
    #[test]
    fn long_descriptions_match_the_code() {
        let command = crate::Cli::command();
        let sub = |name: &str| {
            command
                .find_subcommand(name)
                .cloned()
                .unwrap_or_else(|| panic!("no subcommand {name}"))
        };
        let en = |id: &str| tr_in(Lang::En, id, &[]);
        let interactive = sub("interactive");
        assert_eq!(
            interactive.get_long_about().map(|a| a.to_string()),
            Some(paragraphs(
                &en("help-interactive"),
                &en("help-interactive-more")
            ))
        );
        assert_eq!(
            sub("generate").get_after_help().map(|a| a.to_string()),
            Some(paragraphs(
                &en("help-generate-reproducible"),
                &en("help-generate-failures")
            ))
        );
        for s in command.get_subcommands() {
            if !["interactive"].contains(&s.get_name()) {
                assert!(
                    s.get_long_about().is_none(),
                    "{}: a long description to translate",
                    s.get_name()
                );
            }
            if !["generate"].contains(&s.get_name()) {
                assert!(
                    s.get_after_help().is_none(),
                    "{}: text after the options to translate",
                    s.get_name()
                );
            }
        }
    }

    /// Every option people see has a message whose English is the code's help, and a
    /// translation in every language.
    #[test]
    fn every_option_is_translated_and_english_matches_the_code() {
        let command = crate::Cli::command();
        let mut commands = vec![("sudoku".to_string(), command.clone())];
        commands.extend(
            command
                .get_subcommands()
                .map(|s| (s.get_name().to_string(), s.clone())),
        );
        let mut problems = Vec::new();
        for (name, cmd) in commands {
            for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
                let id = arg.get_id().as_str();
                let code = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
                let Some(message) = arg_help_id(&name, id) else {
                    problems.push(format!("MISSING {name} {id} = {code}"));
                    continue;
                };
                if tr_in(Lang::En, message, &[]) != code {
                    problems.push(format!("CHANGED {name} {id} {message} = {code}"));
                    continue;
                }
                assert!(
                    arg.get_long_help().is_none(),
                    "sudoku {name} --{id}: a long help to translate"
                );
                for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                    assert_ne!(
                        tr_in(lang, message, &[]),
                        code,
                        "{lang}: sudoku {name} --{id}"
                    );
                }
            }
        }
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
    }

    /// `solve --all`'s help tells when the count line comes after the solutions, with the
    /// thresholds the code uses, in every language.
    #[test]
    fn solve_all_help_tells_when_the_count_comes_last() {
        use crate::cmd::solve::all::{COUNT_AHEAD, KEEP};
        assert_eq!(COUNT_AHEAD, 10u64.pow(7), "the help says 10⁷");
        for lang in Lang::ALL {
            let text = tr_in(lang, "arg-all", &[]);
            let digits: String = text
                .chars()
                .filter(|c| !matches!(c, '.' | ',' | ' '))
                .collect();
            assert!(text.contains("10⁷"), "{lang}: {text}");
            assert!(digits.contains(&KEEP.to_string()), "{lang}: {text}");
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

    #[test]
    fn another_language_rewrites_every_part_of_a_help_screen() {
        let mut command = localize(crate::Cli::command(), Lang::Ca);
        let top = command.render_help().to_string();
        for words in [
            "Ús: sudoku",
            "Ordres:",
            "Opcions:",
            "Mostra l'ajuda",
            "Mostra la versió",
        ] {
            assert!(top.contains(words), "{words:?} in\n{top}");
        }
        let generate = command
            .find_subcommand_mut("generate")
            .expect("generate")
            .render_help()
            .to_string();
        for words in [
            "Mida de la graella: 4, 6, 8, 9, 12, 16, 25 o qualsevol altra mida",
            "[per defecte: 9]",
            "[valors possibles: none, rotate180, rotate90,",
            "El sudoku i d'una execució només depèn de la llavor",
        ] {
            assert!(generate.contains(words), "{words:?} in\n{generate}");
        }
        for english in [
            "Usage:",
            "Options:",
            "[default:",
            "Print help",
            "possible values",
        ] {
            assert!(!generate.contains(english), "{english:?} in\n{generate}");
        }
    }

    /// clap's errors in another language, laid out as clap lays them out.
    #[test]
    fn command_line_errors_in_words() {
        let parse = |lang: Lang, args: &[&str]| {
            let err = localize(crate::Cli::command(), lang)
                .try_get_matches_from(args)
                .expect_err("a bad command line");
            error_text(&err, lang)
        };
        assert_eq!(parse(Lang::En, &["sudoku", "solve", "--frist"]), None);
        let table: &[(Lang, &[&str], &str)] = &[
            (
                Lang::Ca,
                &["sudoku", "solve", "--frist"],
                // clap's usage line names the option it guesses was meant, as in English.
                "error: argument inesperat '--frist'\n\n  consell: hi ha un argument semblant: '--first'\n\n\
                 Ús: sudoku solve --first [PATH]...\n\nPer a més informació, proveu '--help'.\n",
            ),
            (
                Lang::Fr,
                &["sudoku", "generate", "--symmetry", "spiral"],
                "error: valeur invalide 'spiral' pour '--symmetry <SYMMETRY>'\n  \
                 [valeurs possibles : none, rotate180, rotate90, mirror, flip, diagonal, antidiagonal, random]\n\n\
                 Pour plus d'informations, essayez '--help'.\n",
            ),
            (
                Lang::Pt,
                &["sudoku", "solev"],
                "error: comando não reconhecido 'solev'\n\n  sugestão: existe um comando parecido: 'solve'\n\n\
                 Uso: sudoku [OPTIONS] <COMMAND>\n\nPara mais informações, experimente '--help'.\n",
            ),
            (
                Lang::Ca,
                &["sudoku", "solve", "--first", "--all"],
                "error: l'argument '--first' no es pot fer servir amb '--all'\n\n\
                 Ús: sudoku solve --first [PATH]...\n\nPer a més informació, proveu '--help'.\n",
            ),
        ];
        for (lang, args, want) in table {
            assert_eq!(
                parse(*lang, args).as_deref(),
                Some(*want),
                "{lang} {args:?}"
            );
        }
    }
}
