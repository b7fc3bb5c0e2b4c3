//! One room per subcommand (`generate/` and `solve/` are folders), each exposing `Args` (clap)
//! and `run(args) -> ExitCode`, and the rooms they share: `logic_args.rs` (what `explain`,
//! `hint` and `rate` share), `time_limit.rs` (`--timeout` and seconds) and `puzzle_args.rs`
//! (`--size`, random seeds, `--backend`).

pub mod bench;
pub mod candidates;
pub mod canon;
pub mod check;
mod check_report;
pub mod count;
pub mod explain;
pub mod generate;
pub mod hint;
pub mod interactive;
mod logic_args;
mod puzzle_args;
pub mod rate;
pub mod serve;
pub mod shell;
pub mod show;
pub mod solve;
mod time_limit;
pub mod transform;

use clap::Args;

/// Options of commands that work through many puzzles.
#[derive(Args, Debug, Clone, Copy)]
pub struct BatchArgs {
    /// Worker threads (default, or 0: all cores; at most 256 run). Output stays in input
    /// order.
    #[arg(long, value_name = "N")]
    pub threads: Option<u64>,

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
            // 0 lets the program choose, as in ripgrep; a count above the most threads a
            // batch starts is that most.
            threads: match self.threads {
                None | Some(0) => sudoku_engine::par::thread_count(0),
                Some(n) => usize::try_from(n).map_or(crate::batch::MAX_THREADS, |n| {
                    n.min(crate::batch::MAX_THREADS)
                }),
            },
            progress: !self.no_progress,
        }
    }
}
