//! Where standard output goes, and how it is written so that a kill leaves whole records.
//!
//! Every command writes its standard output through this module: to the process's standard
//! output, or, with `--output FILE`, to a temporary file beside FILE (`.FILE.sudoku-tmp-PID`,
//! in the same directory so that the final rename stays on one file system) that [`commit`]
//! renames over FILE when the command has run to its end. A command that stops on an error, an
//! interrupt or a kill never leaves a partial FILE: [`discard`] removes the temporary file, and
//! the old FILE, if any, is left as it was (after SIGKILL, which no program can catch, the
//! temporary file stays behind under that name).
//!
//! Each [`write_all`] hands its bytes to the operating system in one `write` call (the
//! standard library loops only when the system writes less, which it does not for a regular
//! file or a pipe unless a signal arrives). Callers pass whole records, so that a kill at any
//! moment leaves output that ends at a record's end. The batch writes runs of whole records
//! of at most [`RUN`] bytes: POSIX makes a pipe write of at most `PIPE_BUF` (4096 bytes on
//! Linux) atomic, so even a reader of a pipe never sees half a record unless one record is
//! longer than that. A regular file is the exception no writer can avoid: Linux copies a
//! write page by page and stops between two pages on SIGKILL, so a write that crosses a
//! 4096-byte boundary of the file can be cut there; `--output` is the remedy.

use std::fs::{self, File, OpenOptions};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock, PoisonError};

/// The most bytes of whole records the batch hands to one `write` call: `PIPE_BUF` on Linux,
/// the size up to which a pipe write is atomic. A record longer than this goes alone.
pub const RUN: usize = 4096;

/// The `--output` file being written: the open temporary file and both names.
struct Target {
    file: File,
    temp: PathBuf,
    path: PathBuf,
}

/// The open `--output` file, if any; `None` is standard output.
static TARGET: Mutex<Option<Target>> = Mutex::new(None);

/// The temporary file's name, kept apart from [`TARGET`] so that the interrupt handler can
/// remove it even while a writer holds the lock.
static TEMP: OnceLock<PathBuf> = OnceLock::new();

/// The temporary file for `path`: `.NAME.sudoku-tmp-PID` in the same directory.
pub fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
    let temp = format!(".{name}.sudoku-tmp-{}", std::process::id());
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.join(temp),
        _ => PathBuf::from(temp),
    }
}

/// Sends standard output to `path` from now on, through a new temporary file beside it.
///
/// # Errors
///
/// When `path` is a directory or the temporary file cannot be created.
pub fn open(path: &Path) -> io::Result<()> {
    if path.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            "is a directory",
        ));
    }
    let temp = temp_path(path);
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)?;
    // The new file takes the old one's permissions, so that replacing it changes only its text.
    if let Ok(meta) = fs::metadata(path) {
        let _ = file.set_permissions(meta.permissions());
    }
    let _ = TEMP.set(temp.clone());
    *lock() = Some(Target {
        file,
        temp,
        path: path.to_path_buf(),
    });
    Ok(())
}

fn lock() -> std::sync::MutexGuard<'static, Option<Target>> {
    TARGET.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Writes `bytes` to the output in one call: callers pass whole records.
///
/// # Errors
///
/// When the output cannot be written (a closed pipe is `BrokenPipe`).
pub fn write_all(bytes: &[u8]) -> io::Result<()> {
    if bytes.is_empty() {
        return Ok(());
    }
    let mut target = lock();
    match &mut *target {
        Some(t) => t.file.write_all(bytes),
        None => {
            let mut out = io::stdout().lock();
            // Standard output is line-buffered: text that ends with a line break goes straight
            // to the system in one call; the flush sends a tail without one (PDF bytes).
            out.write_all(bytes)?;
            out.flush()
        }
    }
}

/// Whether the output is a terminal (never, with `--output`).
pub fn is_terminal() -> bool {
    lock().is_none() && io::stdout().is_terminal()
}

/// Ends a run that went to its end: the temporary file is flushed to disk and renamed over
/// the `--output` file. Nothing to do for standard output.
///
/// # Errors
///
/// When the file cannot be synced or renamed; the temporary file is then removed.
pub fn commit() -> io::Result<()> {
    let Some(t) = lock().take() else {
        return Ok(());
    };
    let done = t.file.sync_all().and_then(|()| {
        drop(t.file);
        fs::rename(&t.temp, &t.path)
    });
    if done.is_err() {
        let _ = fs::remove_file(&t.temp);
    }
    done
}

/// Ends a run that failed or was interrupted: the temporary file is removed and the
/// `--output` file, if it existed, is left as it was.
pub fn discard() {
    if let Some(t) = lock().take() {
        drop(t.file);
        let _ = fs::remove_file(&t.temp);
    }
}

/// Removes the temporary file without taking the lock (a writer may hold it, blocked): for
/// the interrupt handler's last resort, just before the process exits.
pub fn discard_now() {
    if let Some(temp) = TEMP.get() {
        let _ = fs::remove_file(temp);
    }
}

/// Standard output as a [`Write`]: every `write` call is one [`write_all`] of the whole
/// buffer, so give it whole records (or wrap it in nothing that splits them).
#[derive(Clone, Copy, Debug, Default)]
pub struct Stdout;

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_temporary_file_is_hidden_beside_the_target() {
        let pid = std::process::id();
        assert_eq!(
            temp_path(Path::new("dir/out.txt")),
            PathBuf::from(format!("dir/.out.txt.sudoku-tmp-{pid}"))
        );
        assert_eq!(
            temp_path(Path::new("out.txt")),
            PathBuf::from(format!(".out.txt.sudoku-tmp-{pid}"))
        );
    }
}
