//! A small blocking WebDriver client for Debian's Chromium and chromedriver, on loopback only.
//!
//! WebDriver is JSON over HTTP; the browser tests need a handful of its commands, so this
//! speaks HTTP/1.1 over a `TcpStream` itself (one connection per command, `Connection: close`)
//! instead of pulling in an async client and a TLS stack.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use base64::Engine as _;
use serde_json::{json, Value};

/// The browser and driver the tests use; `ci/install-browser.sh` installs both.
pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The key codes WebDriver uses for special keys.
pub mod keys {
    pub const NULL: char = '\u{E000}';
    pub const BACKSPACE: char = '\u{E003}';
    pub const CONTROL: char = '\u{E009}';
    pub const LEFT: char = '\u{E012}';
    pub const UP: char = '\u{E013}';
    pub const RIGHT: char = '\u{E014}';
    pub const DOWN: char = '\u{E015}';
}

/// A free loopback port (taken by binding port 0, then released).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .port()
}

/// One HTTP/1.1 exchange with `127.0.0.1:port`; returns the status and the JSON body.
fn http(
    port: u16,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> std::io::Result<(u16, Value)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(60)))?;
    let payload = body.map(Value::to_string).unwrap_or_default();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n{payload}",
        payload.len()
    )?;
    // Read until the body is complete: chromedriver may keep the connection open.
    let mut raw = Vec::new();
    let mut buf = [0u8; 16 * 1024];
    let (head, mut body) = loop {
        let n = stream.read(&mut buf)?;
        if n == 0 {
            return Err(std::io::Error::other(
                "connection closed before the headers ended",
            ));
        }
        raw.extend_from_slice(&buf[..n]);
        if let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
            break (head, raw[split + 4..].to_vec());
        }
    };
    let length = head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        (name.trim() == "content-length").then(|| value.trim().parse::<usize>().ok())?
    });
    let chunked =
        head.contains("transfer-encoding: chunked") || head.contains("transfer-encoding:chunked");
    loop {
        let done = match length {
            Some(len) => body.len() >= len,
            None if chunked => body.ends_with(b"0\r\n\r\n"),
            None => false,
        };
        if done {
            break;
        }
        let n = stream.read(&mut buf)?;
        if n == 0 {
            break;
        }
        body.extend_from_slice(&buf[..n]);
    }
    if chunked {
        body = dechunk(&body);
    }
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    Ok((status, value))
}

/// Decodes a chunked HTTP body.
fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = data.windows(2).position(|w| w == b"\r\n") {
        let size_text = String::from_utf8_lossy(&data[..end]).to_string();
        let size = usize::from_str_radix(size_text.trim(), 16).unwrap_or(0);
        if size == 0 || data.len() < end + 2 + size {
            break;
        }
        out.extend_from_slice(&data[end + 2..end + 2 + size]);
        data = &data[(end + 4 + size).min(data.len())..];
    }
    out
}

/// A running chromedriver with one headless Chromium session; both end when this is dropped.
pub struct Browser {
    _driver: Driver,
    port: u16,
    session: String,
    _profile: TempDir,
}

/// The chromedriver process, killed when dropped (also when starting the session fails).
struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A folder removed when dropped.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl Browser {
    /// Starts chromedriver and a headless Chromium with a fresh profile, asking pages for
    /// English.
    ///
    /// # Panics
    ///
    /// When Chromium or chromedriver is missing (the message says how to install them): the
    /// browser tests must fail, not skip, on a machine without a browser.
    pub fn start() -> Browser {
        Browser::start_in("en-US,en")
    }

    /// [`Browser::start`] with the browser's languages set to `languages` (the
    /// `Accept-Language` it sends), e.g. `fr-FR,fr`.
    pub fn start_in(languages: &str) -> Browser {
        for tool in [CHROMIUM, CHROMEDRIVER] {
            assert!(
                Path::new(tool).exists(),
                "{tool} is missing: the browser tests need Debian's chromium and \
                 chromium-driver (run ci/install-browser.sh)"
            );
        }
        let port = free_port();
        let driver = Driver(
            Command::new(CHROMEDRIVER)
                .arg(format!("--port={port}"))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("chromedriver starts"),
        );
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match http(port, "GET", "/status", None) {
                Ok((200, v)) if v["value"]["ready"] == true => break,
                _ if Instant::now() > deadline => panic!("chromedriver did not become ready"),
                _ => std::thread::sleep(Duration::from_millis(100)),
            }
        }
        let profile =
            std::env::temp_dir().join(format!("sudoku-web-chromium-{}-{port}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-dev-shm-usage",
            "--window-size=1100,900",
        ]
        .map(String::from)
        .into_iter()
        .chain([format!("--user-data-dir={}", profile.display())])
        .chain([format!(
            "--lang={}",
            languages.split(',').next().unwrap_or("en-US")
        )])
        .collect::<Vec<_>>();
        let caps = json!({ "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": args,
                "prefs": { "intl.accept_languages": languages }
            }
        } } });
        let mut browser = Browser {
            _driver: driver,
            port,
            session: String::new(),
            _profile: TempDir(profile),
        };
        let (status, answer) = http(port, "POST", "/session", Some(&caps)).expect("new session");
        assert_eq!(status, 200, "cannot start Chromium: {answer}");
        browser.session = answer["value"]["sessionId"]
            .as_str()
            .expect("a session id")
            .to_string();
        browser
    }

    /// Sends a command of this session and returns its `value`.
    fn command(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let full = format!("/session/{}{path}", self.session);
        let (status, answer) = http(self.port, method, &full, body.as_ref())
            .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        assert_eq!(status, 200, "{method} {path}: {answer}");
        answer["value"].clone()
    }

    /// Opens `url`.
    pub fn goto(&self, url: &str) {
        self.command("POST", "/url", Some(json!({ "url": url })));
    }

    /// Runs JavaScript in the page and returns what it returns.
    pub fn eval(&self, script: &str) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    /// Waits up to 15 s until `condition` (a JavaScript expression) is truthy.
    ///
    /// # Panics
    ///
    /// When it never is, naming `what`.
    pub fn wait_for(&self, what: &str, condition: &str) {
        let deadline = Instant::now() + Duration::from_secs(15);
        let script = format!("return !!({condition});");
        while self.eval(&script) != Value::Bool(true) {
            if Instant::now() > deadline {
                let message = self.eval("return document.getElementById('message').textContent;");
                panic!("timed out waiting for {what} ({condition}); page message: {message}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The WebDriver id of the element matching `css`.
    fn element(&self, css: &str) -> String {
        let found = self.command(
            "POST",
            "/element",
            Some(json!({ "using": "css selector", "value": css })),
        );
        found
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("no element {css}"))
            .to_string()
    }

    /// Clicks the element matching `css`.
    pub fn click(&self, css: &str) {
        let id = self.element(css);
        self.command("POST", &format!("/element/{id}/click"), Some(json!({})));
    }

    /// Types `text` into the element matching `css` (special keys from [`keys`]).
    pub fn type_into(&self, css: &str, text: &str) {
        let id = self.element(css);
        self.command(
            "POST",
            &format!("/element/{id}/value"),
            Some(json!({ "text": text })),
        );
    }

    /// Resizes the window to `width` × `height` CSS pixels (a phone's width, say).
    pub fn set_window_size(&self, width: u32, height: u32) {
        self.command(
            "POST",
            "/window/rect",
            Some(json!({ "width": width, "height": height })),
        );
    }

    /// Saves a PNG screenshot of the page to `path`.
    pub fn screenshot(&self, path: &Path) {
        let data = self.command("GET", "/screenshot", None);
        let png = base64::engine::general_purpose::STANDARD
            .decode(data.as_str().expect("base64 text"))
            .expect("a PNG");
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("screenshot folder");
        }
        std::fs::write(path, png).expect("screenshot written");
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let path = format!("/session/{}", self.session);
            let _ = http(self.port, "DELETE", &path, None);
        }
        // The driver is killed when its field is dropped, after this.
    }
}
