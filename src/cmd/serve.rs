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
    /// The address to listen on: IP:PORT, HOST:PORT (localhost:8080) or a bare PORT (on
    /// loopback). The default is loopback only; another address makes the page and the API
    /// reachable from other machines.
    #[arg(long, default_value = sudoku_web::DEFAULT_ADDR, value_name = "ADDR", value_parser = parse_addr)]
    addr: SocketAddr,

    /// How long one request's engine work may take, in seconds.
    #[arg(long, default_value_t = 5.0, value_name = "SECONDS")]
    time_limit: f64,
}

/// Reads `--addr`: `IP:PORT`, `HOST:PORT` (the host name's first address, as the system
/// resolves it) or a bare `PORT`, on loopback.
fn parse_addr(text: &str) -> Result<SocketAddr, String> {
    use std::net::{Ipv4Addr, ToSocketAddrs};
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Ok(addr);
    }
    if let Ok(port) = text.parse::<u16>() {
        return Ok(SocketAddr::from((Ipv4Addr::LOCALHOST, port)));
    }
    let bad = || tr!("serve-bad-address", address = text);
    if !text
        .rsplit_once(':')
        .is_some_and(|(host, port)| !host.is_empty() && port.parse::<u16>().is_ok())
    {
        return Err(bad());
    }
    let mut found = text.to_socket_addrs().map_err(|_| bad())?;
    found.next().ok_or_else(bad)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 41: `--addr localhost:8080` and `--addr 8080` were refused.
    #[test]
    fn addresses_take_a_host_name_or_a_bare_port() {
        let table = [
            ("127.0.0.1:8080", Some("127.0.0.1:8080")),
            ("[::1]:8080", Some("[::1]:8080")),
            ("8080", Some("127.0.0.1:8080")),
            ("0.0.0.0:80", Some("0.0.0.0:80")),
            ("nowhere", None),
            ("localhost", None),
            (":8080", None),
            ("localhost:99999", None),
        ];
        for (text, want) in table {
            let got = parse_addr(text).ok().map(|a| a.to_string());
            assert_eq!(got.as_deref(), want, "{text}");
        }
        let local = parse_addr("localhost:8080").expect("localhost resolves");
        assert!(local.ip().is_loopback() && local.port() == 8080, "{local}");
    }
}
