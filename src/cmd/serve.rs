//! `sudoku serve`: the web app on a local address.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use sudoku_i18n::tr;

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
        anyhow::bail!(tr!("serve-time-limit"));
    }
    if !args.addr.ip().is_loopback() {
        eprintln!(
            "warning: {}",
            tr!("serve-reachable", address = args.addr.to_string())
        );
    }
    let limits = sudoku_web::Limits {
        time: Duration::from_secs_f64(args.time_limit),
        ..sudoku_web::Limits::default()
    };
    sudoku_web::run(args.addr, limits, |bound| {
        eprintln!(
            "sudoku: {}",
            tr!("serve-serving", url = format!("http://{bound}/"))
        );
    })
    .with_context(|| tr!("serve-cannot-serve", address = args.addr.to_string()))?;
    Ok(ExitCode::SUCCESS)
}
