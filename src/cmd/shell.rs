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
fn man_page(mut command: clap::Command) -> io::Result<Vec<u8>> {
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
    man.render_version_section(&mut out)?;
    Ok(out)
}

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
    crate::output::sink::write_all(bytes)?;
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
