//! `sudoku serve`: the web app on a local address.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;

/// Serve a page to play puzzles (new by size and difficulty, or pasted), with hints, and a
/// JSON API (`/api/solve`, `/api/hint`, …; described at `/api/openapi.json`).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The address to listen on. The default is loopback only; another address makes the page
    /// and the API reachable from other machines.
    #[arg(long, default_value = sudoku_web::DEFAULT_ADDR, value_name = "IP:PORT")]
    addr: SocketAddr,

    /// How long one request's engine work may take, in seconds.
    #[arg(long, default_value_t = 5.0, value_name = "SECONDS")]
    time_limit: f64,
}

/// Serves until the process is stopped (Ctrl+C).
///
/// # Errors
///
/// When the address cannot be bound.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if !(args.time_limit > 0.0 && args.time_limit <= 600.0) {
        anyhow::bail!("--time-limit must be above 0 and at most 600 seconds");
    }
    if !args.addr.ip().is_loopback() {
        eprintln!(
            "warning: listening on {}: other machines can reach this server",
            args.addr
        );
    }
    let limits = sudoku_web::Limits {
        time: Duration::from_secs_f64(args.time_limit),
        ..sudoku_web::Limits::default()
    };
    sudoku_web::run(args.addr, limits, |bound| {
        eprintln!("sudoku: serving on http://{bound}/ (Ctrl+C to stop)");
    })
    .with_context(|| format!("cannot serve on {}", args.addr))?;
    Ok(ExitCode::SUCCESS)
}
