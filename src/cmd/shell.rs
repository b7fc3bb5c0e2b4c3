//! `sudoku completions SHELL` and `sudoku man`: shell completion scripts and a roff man page,
//! both made from the one clap definition of the command line, so they list every subcommand
//! and option that exists, and nothing else.

use std::io::{self, Write};
use std::process::ExitCode;

use clap_complete::Shell;

/// Print a shell completion script: `sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku`.
#[derive(clap::Args, Debug)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell or elvish.
    #[arg(value_name = "SHELL")]
    shell: Shell,
}

/// Print the man page (roff): `sudoku man > sudoku.1; man ./sudoku.1`.
#[derive(clap::Args, Debug)]
pub struct ManArgs {}

/// Writes the completion script for `args.shell` to standard output.
///
/// # Errors
///
/// When standard output cannot be written.
pub fn completions(args: CompletionsArgs, command: clap::Command) -> anyhow::Result<ExitCode> {
    write_all(&completion_script(args.shell, command))
}

/// The completion script of `command` for `shell`.
fn completion_script(shell: Shell, mut command: clap::Command) -> Vec<u8> {
    let mut out = Vec::new();
    let name = command.get_name().to_string();
    clap_complete::generate(shell, &mut command, name, &mut out);
    out
}

/// Writes the man page of the whole command, with a section per subcommand, to standard output.
///
/// # Errors
///
/// When standard output cannot be written.
pub fn man(_args: ManArgs, command: clap::Command) -> anyhow::Result<ExitCode> {
    write_all(&man_page(command)?)
}

/// The man page of `command`, in roff.
///
/// Each of clap_mangen's `render_*` calls opens with the same two lines defining the `Aq`
/// string (an apostrophe, `.ie \n(.g .ds Aq \(aq`); the page keeps the first and drops the
/// copies.
fn man_page(command: clap::Command) -> io::Result<Vec<u8>> {
    let page = String::from_utf8_lossy(&man_page_sections(command)?).into_owned();
    let mut out = String::with_capacity(page.len());
    if page.contains(APOSTROPHE_PREAMBLE) {
        out.push_str(APOSTROPHE_PREAMBLE);
    }
    out.push_str(&page.replace(APOSTROPHE_PREAMBLE, ""));
    Ok(out.into_bytes())
}

/// What clap_mangen (through the `roff` crate) writes at the start of each section it renders.
const APOSTROPHE_PREAMBLE: &str = ".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n";

/// The sections of the man page, each as clap_mangen renders it (preamble and all).
fn man_page_sections(mut command: clap::Command) -> io::Result<Vec<u8>> {
    command.build();
    let mut out = Vec::new();
    let man = clap_mangen::Man::new(command.clone());
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    let subcommands: Vec<&clap::Command> = command
        .get_subcommands()
        .filter(|s| s.get_name() != "help")
        .collect();
    // The index: each subcommand with its one-line summary, described further down this page
    // (clap_mangen's own index names one page per subcommand, which this page does not ship).
    writeln!(out, ".SH COMMANDS")?;
    for sub in &subcommands {
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        writeln!(
            out,
            ".TP\n\\fB{} {}\\fR\n{}",
            command.get_name(),
            sub.get_name(),
            roff_text(&about)
        )?;
    }
    for sub in subcommands {
        render_subcommand(&mut out, &command, sub)?;
    }
    render_tagged(&mut out, "FORMATS", FORMATS_INTRO, FORMATS)?;
    let exit_codes = exit_codes();
    let exit_codes: Vec<(&str, &str)> = exit_codes
        .iter()
        .map(|(code, text)| (code.as_str(), *text))
        .collect();
    render_tagged(&mut out, "EXIT STATUS", "", &exit_codes)?;
    render_tagged(&mut out, "ENVIRONMENT", ENVIRONMENT_INTRO, ENVIRONMENT)?;
    man.render_version_section(&mut out)?;
    Ok(out)
}

/// A section of tagged paragraphs: `heading`, an optional paragraph, then each tag in bold
/// with its text.
fn render_tagged(
    out: &mut Vec<u8>,
    heading: &str,
    intro: &str,
    items: &[(&str, &str)],
) -> io::Result<()> {
    writeln!(out, ".SH \"{heading}\"")?;
    if !intro.is_empty() {
        writeln!(out, "{}", roff_text(intro))?;
    }
    for (tag, text) in items {
        writeln!(out, ".TP\n\\fB{}\\fR\n{}", roff_text(tag), roff_text(text))?;
    }
    Ok(())
}

const FORMATS_INTRO: &str = "Input is read in any of these layouts, detected from the first \
line of data of each file (--input-format overrides); --format chooses the output, which is \
otherwise the layout of the first puzzle read (a puzzle pasted on one line comes out on one \
line). Lines starting with # are comments.";

/// The layouts, as the README's Formats section describes them at more length.
const FORMATS: &[(&str, &str)] = &[
    (
        "line",
        "N\u{b2} characters on one line, holes . 0 _ - or *, symbols after 9 written A = 10, \
         B = 11, ...; text after the puzzle is ignored when it starts with a space, #, comma \
         or another character that cannot be in a puzzle.",
    ),
    (
        "grid",
        "N lines of N tokens, holes . or 0; also a whole puzzle on one line as N\u{b2} tokens \
         or N groups of N symbols (read as one puzzle, written back as a line).",
    ),
    (
        "boxed",
        "the grid with | between boxes and ------+-------+------ between bands; also the \
         framed layout of HoDoKu and the forums (*-----------*, |..3|.2.|6..|) and one line \
         with / between the rows.",
    ),
    (
        "json",
        "{\"grid\": [[0,0,3,...], ...]} or a bare array of rows, 0 for holes; --format json \
         writes JSON Lines, one object per input record, each naming its source.",
    ),
    (
        "c-array",
        "a C initializer, int m[9][9] = { {-1, 3, ...}, ... }; with digits from 0 and -1 for \
         a hole (or from 1 and 0 for a hole when the values cannot count from 0).",
    ),
    (
        "csv, tsv",
        "tables with a puzzle column (found by its first data row, or --column); --format csv \
         writes each row back with the results appended.",
    ),
    (
        "variant puzzles",
        "f-puzzles and SudokuPad links, f-puzzles JSON, the constraint strings of the \
         Interactive Sudoku Solver and the toolkit's own JSON form, for solve, count, check, \
         candidates and show.",
    ),
    (
        "svg, pdf",
        "output only: a picture per puzzle, or a booklet with answer pages (--per-page, \
         --paper).",
    ),
    (
        "fpuzzles, sudokupad",
        "output only (show and solve): a link to each puzzle.",
    ),
];

/// The exit codes, each with when the command ends with it.
fn exit_codes() -> Vec<(String, &'static str)> {
    vec![
        (
            "0".into(),
            "Every record was read and answered; also when there is no puzzle to read, after \
             --help and --version, and when the reader of a pipe closes it.",
        ),
        (
            "1".into(),
            "Some puzzle got no answer: it has no solution; it has several where one is \
             needed (rate, explain, hint, and solve with --require-unique); it fails check, or \
             a row of check --against mismatches; it could not be generated in time; or the \
             --timeout of rate, explain, count or generate stopped the run.",
        ),
        (
            "2".into(),
            "Unusable input or arguments: a record that cannot be read, a file that cannot be \
             read or is binary, a bad option, a request generate can never meet; or output \
             that cannot be written.",
        ),
        (
            crate::interrupt::exit_code(2).to_string(),
            "Stopped by Ctrl-C (SIGINT): the records finished before it are written.",
        ),
        (
            crate::interrupt::exit_code(15).to_string(),
            "Stopped by SIGTERM, as for SIGINT.",
        ),
    ]
}

const ENVIRONMENT_INTRO: &str = "No variable is needed; these change messages, not results.";

/// The variables the command reads (clap reads the colour ones).
const ENVIRONMENT: &[(&str, &str)] = &[
    (
        "LC_ALL, LC_MESSAGES, LANG",
        "The language of messages, from the first of them that is set (ca_ES.UTF-8, pt_BR, \
         fr, ...): English, Catalan, Spanish, French or Portuguese, English for any other; \
         --lang overrides. LC_ALL=C gives English whatever the rest. Puzzles, numbers, JSON, \
         tables and exit codes are the same in every language; the man page and the shell \
         completions are English.",
    ),
    (
        "LANGUAGE",
        "A list of languages such as fr:es, taking precedence over the locale above unless \
         that locale is C or POSIX.",
    ),
    (
        "NO_COLOR",
        "When set and not empty, the help and the errors in the command-line arguments are \
         written without colour or bold on a terminal (CLICOLOR=0 too; CLICOLOR_FORCE=1 \
         forces them). Nothing else the command writes is coloured.",
    ),
];

/// One subcommand's section: its synopsis, its description and its options.
fn render_subcommand(
    out: &mut Vec<u8>,
    parent: &clap::Command,
    sub: &clap::Command,
) -> io::Result<()> {
    let name = format!("{} {}", parent.get_name(), sub.get_name());
    writeln!(out, ".SH \"{}\"", name.to_uppercase())?;
    let man = clap_mangen::Man::new(sub.clone().bin_name(name));
    // The subcommand's own sections, without a second title; their headings are demoted so
    // that each subcommand reads as one section of the page.
    let mut body = Vec::new();
    man.render_synopsis_section(&mut body)?;
    man.render_description_section(&mut body)?;
    man.render_options_section(&mut body)?;
    let body = String::from_utf8_lossy(&body).replace(".SH ", ".SS ");
    out.extend_from_slice(body.as_bytes());
    Ok(())
}

/// Text made safe for a roff paragraph: backslashes doubled, and a leading `.` or `'` (which
/// roff would read as a request) escaped.
fn roff_text(text: &str) -> String {
    let text = text.replace('\\', "\\e").replace('-', "\\-");
    match text.chars().next() {
        Some('.' | '\'') => format!("\\&{text}"),
        _ => text,
    }
}

fn write_all(bytes: &[u8]) -> anyhow::Result<ExitCode> {
    crate::sink::write_all(bytes)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, ValueEnum};

    use super::*;

    /// Every subcommand of the real command line, `help` aside.
    fn subcommands() -> Vec<String> {
        crate::Cli::command()
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .filter(|name| name != "help")
            .collect()
    }

    #[test]
    fn every_completion_script_names_every_subcommand() {
        let names = subcommands();
        assert!(names.len() >= 14, "{names:?}");
        for &shell in Shell::value_variants() {
            let script = completion_script(shell, crate::Cli::command());
            let script = String::from_utf8(script).expect("scripts are text");
            for name in &names {
                assert!(script.contains(name.as_str()), "{shell}: no {name}");
            }
        }
    }

    #[test]
    fn the_man_page_has_a_section_for_every_subcommand() {
        let page = man_page(crate::Cli::command()).expect("writing to memory works");
        let page = String::from_utf8(page).expect("the page is text");
        assert!(
            page.starts_with(".ie") || page.contains(".TH sudoku 1"),
            "{page}"
        );
        for name in subcommands() {
            let heading = format!(".SH \"SUDOKU {}\"", name.to_uppercase());
            assert!(page.contains(&heading), "no section {heading}");
            assert!(
                page.contains(&format!("\\fBsudoku {name}\\fR")),
                "{name} not indexed"
            );
        }
    }
}
