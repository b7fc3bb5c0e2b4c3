//! Ctrl-C (SIGINT) and SIGTERM: stop taking new work, write the records already finished (in
//! input order, whole records only), then exit 130 (SIGINT) or 143 (SIGTERM), as shells expect
//! of a program stopped by a signal.
//!
//! The signals go to a watcher thread (signal-hook's iterator: nothing runs in the handler
//! itself but setting a flag and waking the thread). On the first signal the watcher raises
//! [`received`] for the batch, which stops at the next record's start, and the cancel flags of
//! work in progress ([`watch`]), so that long searches and generations stop too. If the
//! program has not ended [`GRACE`] later (a read blocked on a terminal, a record that takes
//! long), or on a second signal, the watcher removes the `--output` temporary file and exits
//! at once with the same code: whatever was written by then is whole records.
//!
//! `serve` and `interactive` install it with no grace: the first signal ends them at once, as
//! before, removing the `--output` temporary file.

use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use sudoku_engine::CancelFlag;

/// How long the program has, after the first signal, to write what is finished and exit
/// before the watcher ends it.
pub const GRACE: Duration = Duration::from_secs(2);

/// The signal received (its number), or 0.
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// The cancel flags of work in progress, raised on the first signal.
static FLAGS: Mutex<Vec<CancelFlag>> = Mutex::new(Vec::new());

/// Installs the handlers for SIGINT and SIGTERM (nothing on other systems): after the first
/// signal the program has `grace` ([`GRACE`] for batches, zero for commands that have nothing
/// to finish) to end by itself.
///
/// # Errors
///
/// When a handler cannot be installed.
pub fn install(grace: Duration) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGINT, SIGTERM};
        let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM])?;
        std::thread::Builder::new()
            .name("signals".into())
            .spawn(move || {
                let mut first = None;
                for sig in signals.forever() {
                    if first.is_some() || grace.is_zero() {
                        stop_now(sig);
                    }
                    first = Some(sig);
                    RECEIVED.store(sig, Ordering::SeqCst);
                    for flag in FLAGS.lock().unwrap_or_else(|e| e.into_inner()).iter() {
                        flag.cancel();
                    }
                    std::thread::spawn(move || {
                        std::thread::sleep(grace);
                        stop_now(sig);
                    });
                }
            })?;
    }
    #[cfg(not(unix))]
    let _ = grace;
    Ok(())
}

/// The last resort: no more waiting for the program to end by itself.
#[cfg(unix)]
fn stop_now(sig: i32) -> ! {
    crate::sink::discard_now();
    std::process::exit(i32::from(exit_code(sig)))
}

/// Raises `flag` when a signal asks the program to stop (at once, if one already has).
pub fn watch(flag: &CancelFlag) {
    FLAGS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(flag.clone());
    if received().is_some() {
        flag.cancel();
    }
}

/// The signal that asked the program to stop, if one did.
pub fn received() -> Option<i32> {
    let sig = RECEIVED.load(Ordering::Relaxed);
    (sig != 0).then_some(sig)
}

/// The exit code for a stop by `signal`: 128 + its number (130 for SIGINT, 143 for SIGTERM).
pub fn exit_code(signal: i32) -> u8 {
    u8::try_from(128 + signal).unwrap_or(1)
}

/// The signal's usual name, for the message.
pub fn name(signal: i32) -> String {
    match signal {
        2 => "SIGINT".to_string(),
        15 => "SIGTERM".to_string(),
        n => format!("signal {n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_follow_the_shell_convention() {
        assert_eq!(exit_code(2), 130);
        assert_eq!(exit_code(15), 143);
        assert_eq!(name(2), "SIGINT");
        assert_eq!(name(15), "SIGTERM");
    }
}
