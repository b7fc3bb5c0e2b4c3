//! One file per subcommand. Each exposes `Args` (clap) and `run(args) -> ExitCode`.

pub mod bench;
pub mod canon;
pub mod check;
pub mod count;
pub mod explain;
pub mod generate;
pub mod hint;
pub mod interactive;
pub mod rate;
pub mod serve;
pub mod shell;
pub mod show;
pub mod solve;
pub mod transform;

use clap::Args;

/// Options of commands that work through many puzzles.
#[derive(Args, Debug, Clone, Copy)]
pub struct BatchArgs {
    /// Worker threads (default: all cores). Output stays in input order.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,

    /// Print a summary line on stderr at the end: solved, no solution, several solutions,
    /// invalid, seconds, puzzles/s.
    #[arg(long)]
    pub stats: bool,

    /// Never show the progress bar (it is shown only when stderr is a terminal).
    #[arg(long)]
    pub no_progress: bool,
}

impl BatchArgs {
    /// The batch runner's options.
    pub fn options(&self) -> crate::batch::BatchOptions {
        crate::batch::BatchOptions {
            threads: self
                .threads
                .map_or_else(crate::batch::default_threads, usize::from),
            progress: !self.no_progress,
        }
    }
}
