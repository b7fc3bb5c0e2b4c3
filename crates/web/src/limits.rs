//! Limits against abuse: how many connections may be open, how long a client may take to send
//! its request, how big a request may be, how long engine work may run, and how many engine
//! jobs may run at once.
//!
//! Engine work (solving, counting, rating, generating) is CPU-bound, so it runs on tokio's
//! blocking pool, never on the threads that serve connections. Jobs come in two weights, each
//! with its own semaphore: light ones (solving, checking and hinting a grid of 9×9 or smaller,
//! well under a millisecond of work) get up to [`Limits::jobs`] slots, and heavy ones (counting,
//! rating, explaining, generating, booklets, bigger grids) get [`Limits::heavy_jobs`], by default
//! half the cores. So however many clients loop on heavy requests, a core stays free for light
//! ones, and a plain `/api/solve` is answered at once. A request that cannot get a slot within
//! the time limit is answered 503. A job that outlives the time limit is answered 503 at once
//! (`gave up after … s`). Each job gets a
//! [`Budget`] holding the request's deadline and a cancel flag, which every engine call inside
//! the job is given; the flag is raised as soon as the request stops waiting (answered, timed
//! out, or dropped by a client that went away), so the engine stops at its next poll and the
//! job frees its slot. The slot stays taken until the job really ends, so a slow puzzle can
//! never pile up unbounded work; counts also stop at [`Limits::max_count`].

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use sudoku_engine::{Budget, CancelFlag, Shape};
use tokio::sync::Semaphore;

use crate::error::ApiError;

/// The server's limits; [`Limits::default`] suits a personal server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The largest request body accepted, in bytes (default 64 KiB: a 25×25 grid in the
    /// roomiest format is under 4 KiB).
    pub body_bytes: usize,
    /// How long one request's engine work may take (default 5 s).
    pub time: Duration,
    /// The highest `limit` a count may ask for (default 100 000).
    pub max_count: u64,
    /// How many light engine jobs may run at once (default: twice the number of cores, at
    /// least 4).
    pub jobs: usize,
    /// How many heavy engine jobs may run at once (default: half the cores, at least 1).
    pub heavy_jobs: usize,
    /// How many connections may be open at once (default 1024); more wait to be accepted.
    pub connections: usize,
    /// How long a client may take to send a request's headers (default 10 s), and, separately,
    /// its body; a slower client's connection is closed.
    pub request_time: Duration,
    /// How long one connection may stay open, however busy (default 300 s).
    pub connection_time: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Limits {
            body_bytes: 64 * 1024,
            time: Duration::from_secs(5),
            max_count: 100_000,
            jobs: (2 * cores).max(4),
            heavy_jobs: (cores / 2).max(1),
            connections: 1024,
            request_time: Duration::from_secs(10),
            connection_time: Duration::from_secs(300),
        }
    }
}

/// Runs engine jobs under [`Limits`]; cheap to clone (shared by every request).
#[derive(Clone, Debug)]
pub(crate) struct Runner {
    limits: Limits,
    light: Arc<Semaphore>,
    heavy: Arc<Semaphore>,
}

impl Runner {
    pub(crate) fn new(limits: Limits) -> Runner {
        Runner {
            limits,
            light: Arc::new(Semaphore::new(limits.jobs.max(1))),
            heavy: Arc::new(Semaphore::new(limits.heavy_jobs.max(1))),
        }
    }

    pub(crate) fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Runs a heavy `job` on the blocking pool with the request's [`Work`] limits, and answers
    /// within the time limit: the job's own result, or an [`ApiError`] when the server is busy,
    /// the job took too long, or it failed unexpectedly.
    pub(crate) async fn run<T, F>(&self, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&Work) -> Result<T, ApiError> + Send + 'static,
    {
        self.run_on(&self.heavy, job).await
    }

    /// As [`Runner::run`], for a job that is light when its grid's `shape` is 9×9 or smaller
    /// (solving, checking, hinting) and heavy otherwise.
    pub(crate) async fn run_quick<T, F>(&self, shape: Shape, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&Work) -> Result<T, ApiError> + Send + 'static,
    {
        let pool = if shape.size() <= 9 {
            &self.light
        } else {
            &self.heavy
        };
        self.run_on(pool, job).await
    }

    async fn run_on<T, F>(&self, slots: &Arc<Semaphore>, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&Work) -> Result<T, ApiError> + Send + 'static,
    {
        let time = self.limits.time;
        let start = Instant::now();
        let permit = tokio::time::timeout(time, slots.clone().acquire_owned())
            .await
            .map_err(|_| {
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "the server is busy: try again in a moment",
                )
            })?
            .map_err(|_| {
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "the server is stopping")
            })?;
        let deadline = start + time;
        let flag = CancelFlag::new();
        // The engine stops a tenth of the time before the answer is due, so a job that can
        // answer with what it has (a count so far) gets to.
        let work = Work {
            deadline,
            budget: Budget::unlimited()
                .with_deadline(start + time.mul_f64(0.9))
                .with_cancel(flag.clone()),
        };
        // Dropped when this future ends, however it ends, which stops the job's engine work.
        let _stop = CancelOnDrop(flag);
        let handle = tokio::task::spawn_blocking(move || {
            // The slot is released when the job ends, not when the client stops waiting.
            let _permit = permit;
            job(&work)
        });
        let remaining = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(remaining, handle).await {
            Ok(Ok(result)) => result,
            Ok(Err(_join)) => Err(ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal error while working on the puzzle",
            )),
            Err(_elapsed) => Err(out_of_time(time)),
        }
    }
}

/// What a job may spend: the request's deadline, and a budget with that deadline and the
/// request's cancel flag, for the engine.
#[derive(Debug)]
pub(crate) struct Work {
    /// When the request is answered whatever happens.
    pub(crate) deadline: Instant,
    /// The engine's deadline (a tenth of the time limit before `deadline`) and the cancel
    /// flag, to hand to the engine.
    pub(crate) budget: Budget,
}

/// Raises a cancel flag when dropped.
struct CancelOnDrop(CancelFlag);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// The answer to a request whose work passed the time limit `time`: 503, as for a busy
/// server, since the same request may succeed on a server that allows more time.
pub(crate) fn out_of_time(time: Duration) -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        format!(
            "gave up after {:.1} s: the puzzle needs more work than this server allows",
            time.as_secs_f64()
        ),
    )
}
