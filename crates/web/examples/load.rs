//! A bounded load test on loopback: N concurrent clients call `/api/solve` and `/api/hint`
//! for a fixed time, then the run prints requests per second and latency percentiles.
//!
//! ```text
//! cargo run --release -p sudoku-web --example load -- [--clients 200] [--seconds 20] [--addr IP:PORT]
//! ```
//!
//! Without `--addr` it starts the app in-process on `127.0.0.1:0` (so client and server share
//! the machine's cores, which is what a single-machine figure means). It refuses any address
//! that is not loopback, stops by itself after `--seconds`, and exits 1 if any request failed.
//! Each client keeps one HTTP/1.1 connection open and alternates solve and hint requests over
//! a few puzzles, from easy to hard.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Puzzles the clients cycle through: easy (Kaggle), 17 givens, and hard (top1465).
const PUZZLES: [&str; 4] = [
    ".4..385..9.5..........1.46...165..43...7..9.1.823...5.83.1...74276....9....96...2",
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    ".................1....23.4.....45.2...6..7....81.........4......9.1....65......3.",
    "8.5.....2...4.1...3.........6.7..4..2...5...........6....38.....1....9...9.....7.",
];

struct Options {
    clients: usize,
    seconds: u64,
    addr: Option<SocketAddr>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        clients: 200,
        seconds: 20,
        addr: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--clients" => o.clients = value.parse().map_err(|e| format!("--clients: {e}"))?,
            "--seconds" => o.seconds = value.parse().map_err(|e| format!("--seconds: {e}"))?,
            "--addr" => o.addr = Some(value.parse().map_err(|e| format!("--addr: {e}"))?),
            other => return Err(format!("unknown flag {other}")),
        }
    }
    if o.addr.is_some_and(|a| !a.ip().is_loopback()) {
        return Err("the load test only targets loopback addresses".into());
    }
    if !(1..=10_000).contains(&o.clients) || !(1..=600).contains(&o.seconds) {
        return Err("--clients must be 1..=10000 and --seconds 1..=600".into());
    }
    Ok(o)
}

/// What one client saw.
#[derive(Default)]
struct Tally {
    latencies_us: Vec<u64>,
    errors: u64,
    first_error: Option<String>,
}

/// Sends one POST on `stream` and reads the answer; returns its status.
async fn exchange(
    stream: &mut TcpStream,
    path: &str,
    body: &str,
    buf: &mut Vec<u8>,
) -> std::io::Result<u16> {
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await?;
    buf.clear();
    let mut chunk = [0u8; 8192];
    loop {
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
            let length: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .ok_or_else(|| std::io::Error::other("no content-length"))?;
            while buf.len() < end + 4 + length {
                let n = stream.read(&mut chunk).await?;
                if n == 0 {
                    return Err(std::io::Error::other("closed mid-body"));
                }
                buf.extend_from_slice(&chunk[..n]);
            }
            let status = head
                .split_whitespace()
                .nth(1)
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            return Ok(status);
        }
        let n = stream.read(&mut chunk).await?;
        if n == 0 {
            return Err(std::io::Error::other("closed before the answer"));
        }
        buf.extend_from_slice(&chunk[..n]);
    }
}

async fn client(id: usize, addr: SocketAddr, until: Instant) -> Tally {
    let mut tally = Tally::default();
    let mut stream = match TcpStream::connect(addr).await {
        Ok(s) => s,
        Err(e) => {
            tally.errors += 1;
            tally.first_error = Some(format!("connect: {e}"));
            return tally;
        }
    };
    let mut buf = Vec::with_capacity(8192);
    let mut k = id;
    while Instant::now() < until {
        let path = if k.is_multiple_of(2) {
            "/api/solve"
        } else {
            "/api/hint"
        };
        let body = format!("{{\"puzzle\":\"{}\"}}", PUZZLES[(k / 2) % PUZZLES.len()]);
        k += 1;
        let start = Instant::now();
        match exchange(&mut stream, path, &body, &mut buf).await {
            Ok(200) => tally.latencies_us.push(start.elapsed().as_micros() as u64),
            Ok(status) => {
                tally.errors += 1;
                tally
                    .first_error
                    .get_or_insert(format!("{path}: status {status}"));
            }
            Err(e) => {
                tally.errors += 1;
                tally.first_error.get_or_insert(format!("{path}: {e}"));
                break;
            }
        }
    }
    tally
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("load: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let addr = match o.addr {
        Some(a) => a,
        None => {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind");
            let addr = listener.local_addr().expect("address");
            tokio::spawn(sudoku_web::serve(listener, sudoku_web::Limits::default()));
            addr
        }
    };
    eprintln!(
        "load: {} clients on http://{addr} for {} s",
        o.clients, o.seconds
    );
    let start = Instant::now();
    let until = start + Duration::from_secs(o.seconds);
    let tasks: Vec<_> = (0..o.clients)
        .map(|id| tokio::spawn(client(id, addr, until)))
        .collect();
    let mut latencies = Vec::new();
    let mut errors = 0;
    let mut first_error = None;
    for task in tasks {
        let t = task.await.unwrap_or_default();
        latencies.extend(t.latencies_us);
        errors += t.errors;
        first_error = first_error.or(t.first_error);
    }
    let elapsed = start.elapsed().as_secs_f64();
    latencies.sort_unstable();
    println!(
        "clients {}  seconds {:.1}  requests {}  errors {}  req/s {:.0}  p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms",
        o.clients,
        elapsed,
        latencies.len(),
        errors,
        latencies.len() as f64 / elapsed,
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
    );
    if let Some(e) = first_error {
        eprintln!("load: first error: {e}");
    }
    if errors == 0 {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::from(1)
    }
}
