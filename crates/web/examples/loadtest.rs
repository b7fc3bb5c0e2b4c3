//! A load test of `sudoku serve` on loopback: slow clients and heavy clients at once, while a
//! probe measures how long a plain `/api/solve` takes.
//!
//! ```text
//! cargo build --release
//! cargo run --release -p sudoku-web --example loadtest -- target/release/sudoku [SECONDS] [SLOW] [HEAVY]
//! ```
//!
//! It starts the server (`sudoku serve --addr 127.0.0.1:0`), then for SECONDS (default 30):
//! - SLOW clients (default 400) each open a connection and send a request a byte per second,
//!   half of them stuck in the headers and half in the body (slowloris), reconnecting
//!   whenever the server closes on them;
//! - HEAVY clients (default 16) loop on heavy requests: counting an empty 16×16 grid,
//!   generating 16×16 puzzles, explaining and rating a hard 9×9;
//! - one probe sends a 9×9 `/api/solve` every 20 ms, each on a new connection.
//!
//! It prints the probe's latency percentiles and errors, the heavy clients' answers by status,
//! how often the server cut the slow clients off, and the server's peak resident memory
//! (`VmHWM`). It is a benchmark, bounded in time and clients, run by hand; it asserts nothing.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// A hard 9×9 (from the top1465 set): light to solve, heavy to explain or rate.
const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn request(path: &str, body: &str) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: loadtest\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

/// Sends `req` on a new connection; the status code, or 0 when the exchange failed.
async fn exchange(addr: SocketAddr, req: &str) -> u16 {
    let Ok(mut s) = TcpStream::connect(addr).await else {
        return 0;
    };
    if s.write_all(req.as_bytes()).await.is_err() {
        return 0;
    }
    let mut answer = Vec::new();
    if s.read_to_end(&mut answer).await.is_err() {
        return 0;
    }
    let text = String::from_utf8_lossy(&answer);
    text.split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0)
}

/// A slowloris client: sends `req` a byte a second (after its headers at once, when
/// `whole_headers`) until the server closes the connection, then starts again.
async fn slow_client(
    addr: SocketAddr,
    req: String,
    whole_headers: bool,
    until: Instant,
    cut: Arc<AtomicU64>,
) {
    let head_len = if whole_headers {
        req.find("\r\n\r\n").map_or(0, |i| i + 4)
    } else {
        0
    };
    while Instant::now() < until {
        let Ok(mut s) = TcpStream::connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        if s.write_all(&req.as_bytes()[..head_len]).await.is_err() {
            continue;
        }
        for b in req[head_len..].bytes() {
            if Instant::now() >= until || s.write_all(&[b]).await.is_err() {
                break;
            }
            // Anything read means the server gave up on us: a 408 answer, or a close.
            let mut answer = [0u8; 512];
            if tokio::time::timeout(Duration::from_secs(1), s.read(&mut answer))
                .await
                .is_ok()
            {
                break;
            }
        }
        cut.fetch_add(1, Ordering::Relaxed);
    }
}

fn peak_memory_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn threads(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("Threads:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(server) = args.first() else {
        eprintln!("usage: loadtest PATH-TO-sudoku [SECONDS] [SLOW] [HEAVY]");
        std::process::exit(2);
    };
    let seconds: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(30);
    let slow: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(400);
    let heavy: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(16);

    let mut child = tokio::process::Command::new(server)
        .args(["serve", "--addr", "127.0.0.1:0"])
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start the server");
    let pid = child.id().expect("a pid");
    let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
    let addr: SocketAddr = loop {
        let line = lines
            .next_line()
            .await
            .expect("read stderr")
            .expect("the server said where it listens");
        if let Some(rest) = line.split("http://").nth(1) {
            break rest
                .split('/')
                .next()
                .and_then(|a| a.parse().ok())
                .expect("an address");
        }
    };
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    eprintln!(
        "server pid {pid} on {addr}; {seconds} s, {slow} slow clients, {heavy} heavy clients"
    );

    let start = Instant::now();
    let until = start + Duration::from_secs(seconds);
    let cut = Arc::new(AtomicU64::new(0));
    let solve_body = format!("{{\"puzzle\": \"{HARD}\"}}");
    for i in 0..slow {
        // Half stall in the headers, half in the body.
        let req = request("/api/solve", &solve_body);
        tokio::spawn(slow_client(addr, req, i % 2 == 1, until, cut.clone()));
        // Stagger the connections over the first second.
        if i % 50 == 49 {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    let heavy_status: Arc<Mutex<BTreeMap<(String, u16), u64>>> = Arc::default();
    let heavy_requests = [
        (
            "/api/count",
            format!("{{\"puzzle\": \"{}\", \"limit\": 100000}}", ".".repeat(256)),
        ),
        ("/api/generate", "{\"size\": 16}".to_string()),
        ("/api/explain", format!("{{\"puzzle\": \"{HARD}\"}}")),
        ("/api/rate", format!("{{\"puzzle\": \"{HARD}\"}}")),
    ];
    for i in 0..heavy {
        let (path, body) = heavy_requests[i % heavy_requests.len()].clone();
        let req = request(path, &body);
        let tally = heavy_status.clone();
        tokio::spawn(async move {
            while Instant::now() < until {
                let status = exchange(addr, &req).await;
                *tally
                    .lock()
                    .expect("tally")
                    .entry((path.to_string(), status))
                    .or_default() += 1;
            }
        });
    }

    // Let the load build up before measuring.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let probe_req = request("/api/solve", &solve_body);
    let mut latencies = Vec::new();
    let mut errors: BTreeMap<u16, u64> = BTreeMap::new();
    let mut max_threads = 0;
    while Instant::now() < until {
        let t = Instant::now();
        let status = exchange(addr, &probe_req).await;
        latencies.push(t.elapsed());
        if status != 200 {
            *errors.entry(status).or_default() += 1;
        }
        max_threads = max_threads.max(threads(pid).unwrap_or(0));
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let peak = peak_memory_kib(pid);
    latencies.sort();
    let pct = |p: f64| {
        let i = ((latencies.len() as f64 - 1.0) * p).round() as usize;
        latencies.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "probe /api/solve: {} requests, p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms, errors {}",
        latencies.len(),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0),
        errors.values().sum::<u64>()
    );
    for (status, n) in &errors {
        println!("  probe status {status}: {n}");
    }
    for ((path, status), n) in heavy_status.lock().expect("tally").iter() {
        println!("heavy {path}: status {status}: {n}");
    }
    println!(
        "slow clients: {slow} connected, cut off and reconnected {} times",
        cut.load(Ordering::Relaxed)
    );
    match peak {
        Some(kib) => println!(
            "server peak memory (VmHWM): {:.1} MiB, threads at most {max_threads}",
            kib as f64 / 1024.0
        ),
        None => println!("server peak memory: unknown (no /proc)"),
    }
    let _ = child.kill().await;
}
