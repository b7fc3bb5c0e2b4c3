//! The `sudoku` command: solve, count, check and benchmark Sudoku puzzles of every size.
//!
//! This binary is deliberately thin: it parses arguments, reads and writes, and turns results
//! into exit codes (0 all good, 1 some puzzle has no solution / is invalid / is not unique when
//! required, 2 unusable input or arguments; 130 and 143 when stopped by SIGINT or SIGTERM).
//! The work is done by the `sudoku-engine` crate.

mod batch;
mod chunk;
mod cmd;
mod help;
mod input;
mod interrupt;
mod output;
mod records;
mod sink;
mod variant;

use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

/// mimalloc rather than the system allocator. It came in when a reader thread allocated each
/// record and a worker freed it, and glibc's cross-thread frees cost `solve --threads 2` about
/// 20% more CPU than one thread on 17-clue.txt. Records are now made and freed on one thread
/// (`batch.rs`), but a chunk's output text is still freed by whichever worker writes it, so
/// frees still cross threads.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Solve, count, check, generate, rate and explain Sudoku puzzles of every size.
#[derive(Parser, Debug)]
#[command(name = "sudoku", version, about, long_about = None)]
struct Cli {
    /// The language of messages: en, ca, es, fr or pt. Without it, the language comes from
    /// LC_ALL, LC_MESSAGES, LANG and LANGUAGE, as for other programs; English is the fallback.
    /// Puzzles, numbers, JSON and exit codes are the same in every language
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<sudoku_i18n::Lang>,
    /// Write standard output to FILE instead: to a temporary file beside it
    /// (`.FILE.sudoku-tmp-PID`), renamed over FILE when the command has run to its end. On an
    /// error, Ctrl-C or SIGTERM the temporary file is removed and an existing FILE is left as
    /// it was
    #[arg(long, global = true, value_name = "FILE")]
    output: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Solve(cmd::solve::Args),
    Count(cmd::count::Args),
    Candidates(cmd::candidates::Args),
    Check(cmd::check::Args),
    Bench(cmd::bench::Args),
    Generate(cmd::generate::Args),
    Interactive(cmd::interactive::Args),
    Serve(cmd::serve::Args),
    Explain(cmd::explain::Args),
    Hint(cmd::hint::Args),
    Rate(cmd::rate::Args),
    Canon(cmd::canon::Args),
    Transform(cmd::transform::Args),
    Show(cmd::show::Args),
    Completions(cmd::shell::CompletionsArgs),
    Man(cmd::shell::ManArgs),
}

/// The language of this run: `--lang` if given (read before clap, so that clap's own errors
/// and the help can already follow it), else the locale variables.
fn choose_lang() -> sudoku_i18n::Lang {
    let mut args = std::env::args_os().skip(1);
    while let Some(a) = args.next() {
        let a = a.to_string_lossy();
        if a == "--" {
            break;
        }
        let value = match a.strip_prefix("--lang") {
            Some("") => args.next().map(|v| v.to_string_lossy().into_owned()),
            Some(v) => v.strip_prefix('=').map(str::to_string),
            None => None,
        };
        if let Some(lang) = value.and_then(|v| v.parse().ok()) {
            return lang;
        }
    }
    sudoku_i18n::Lang::from_env()
}

/// An error for the `error:` line: each link of its chain in the language of this run (the
/// engine's errors through `sudoku_i18n::Localize`), joined by `: ` as `{:#}` joins them.
fn error_text(e: &anyhow::Error) -> String {
    let lang = sudoku_i18n::lang();
    let links: Vec<String> = e
        .chain()
        .map(|cause| match cause.downcast_ref::<io::Error>() {
            Some(e) => input::io_text(e),
            None => sudoku_i18n::localize_error(lang, cause),
        })
        .collect();
    links.join(": ")
}

fn main() -> ExitCode {
    let lang = choose_lang();
    sudoku_i18n::set_lang(lang);
    // The help in the language of this run; `Cli::command()` itself stays English, for the
    // man page and the completions.
    let parsed = help::localize(Cli::command(), lang)
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            match help::error_text(&e, lang) {
                Some(text) => eprint!("{text}"),
                None => {
                    let _ = e.print();
                }
            }
            // Help and version are not errors; everything else is unusable arguments.
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    // The server and the interactive session have nothing to finish: Ctrl-C ends them at once.
    let grace = match cli.command {
        Command::Serve(_) | Command::Interactive(_) => std::time::Duration::ZERO,
        _ => interrupt::GRACE,
    };
    if let Err(e) = interrupt::install(grace) {
        eprintln!("error: {}", error_text(&anyhow::Error::new(e)));
        return ExitCode::from(2);
    }
    if let Some(path) = &cli.output {
        if let Err(e) = sink::open(path) {
            let e = anyhow::Error::new(e).context(sudoku_i18n::tr!(
                "output-cannot-create",
                file = path.display().to_string()
            ));
            eprintln!("error: {}", error_text(&e));
            return ExitCode::from(2);
        }
    }
    let result = match cli.command {
        Command::Solve(a) => cmd::solve::run(a),
        Command::Count(a) => cmd::count::run(a),
        Command::Candidates(a) => cmd::candidates::run(a),
        Command::Check(a) => cmd::check::run(a),
        Command::Bench(a) => cmd::bench::run(a),
        Command::Generate(a) => cmd::generate::run(a),
        Command::Interactive(a) => cmd::interactive::run(a),
        Command::Serve(a) => cmd::serve::run(a),
        Command::Explain(a) => cmd::explain::run(a),
        Command::Hint(a) => cmd::hint::run(a),
        Command::Rate(a) => cmd::rate::run(a),
        Command::Canon(a) => cmd::canon::run(a),
        Command::Transform(a) => cmd::transform::run(a),
        Command::Completions(a) => cmd::shell::completions(a, Cli::command()),
        Command::Man(a) => cmd::shell::man(a, Cli::command()),
        Command::Show(a) => cmd::show::run(a),
    };
    finish(result, cli.output.as_deref())
}

/// Ends the run: the `--output` file is renamed into place after a run that went to its end,
/// and left as it was after an error or an interrupt; the exit code says which.
fn finish(result: anyhow::Result<ExitCode>, output: Option<&std::path::Path>) -> ExitCode {
    if let Some(sig) = interrupt::received() {
        sink::discard();
        eprintln!(
            "{}",
            sudoku_i18n::tr!("interrupted", signal = interrupt::name(sig))
        );
        return ExitCode::from(interrupt::exit_code(sig));
    }
    let result = result.and_then(|code| {
        sink::commit().map_err(|e| {
            let file = output.map(|p| p.display().to_string()).unwrap_or_default();
            anyhow::Error::new(e).context(sudoku_i18n::tr!("output-cannot-replace", file = file))
        })?;
        Ok(code)
    });
    match result {
        Ok(code) => code,
        Err(e) => {
            sink::discard();
            // A closed pipe (`sudoku solve big.txt | head`) is not an error worth reporting.
            if e.downcast_ref::<io::Error>()
                .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
            {
                return ExitCode::SUCCESS;
            }
            eprintln!("error: {}", error_text(&e));
            ExitCode::from(2)
        }
    }
}
