//! The `sudoku` command: solve, count, check and benchmark Sudoku puzzles of every size.
//!
//! This binary is deliberately thin: it parses arguments, reads and writes, and turns results
//! into exit codes (0 all good, 1 some puzzle has no solution / is invalid / is not unique when
//! required, 2 unusable input or arguments). The work is done by the `sudoku-engine` crate.

mod batch;
mod cmd;
mod input;
mod output;

use std::io;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

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
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Solve(cmd::solve::Args),
    Count(cmd::count::Args),
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
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            // Help and version are not errors; everything else is unusable arguments.
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let result = match cli.command {
        Command::Solve(a) => cmd::solve::run(a),
        Command::Count(a) => cmd::count::run(a),
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
        Command::Show(a) => cmd::show::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            // A closed pipe (`sudoku solve big.txt | head`) is not an error worth reporting.
            if e.downcast_ref::<io::Error>()
                .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
            {
                return ExitCode::SUCCESS;
            }
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
