//! Links as setters share them: f-puzzles (`https://f-puzzles.com/?load=` + LZ-string base64
//! of the JSON) and SudokuPad (`https://sudokupad.app/` + a payload: `fpuzzles…` or `fpuz…`,
//! the same JSON; `scl…` or `ctc…`, SudokuPad's own compact JSON). A short puzzle ID
//! (`sudokupad.app/abcdef`) names a puzzle stored on a server: reading it needs the network,
//! which this toolkit never uses, so it is refused with a message saying to paste the full
//! link.

use thiserror::Error;

use super::json::VariantJsonError;
use super::VariantPuzzle;

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum LinkError {
    /// Not a link or payload this reader knows.
    #[error("not an f-puzzles or SudokuPad link")]
    NotALink,
    /// A short ID, which only the server can turn into a puzzle.
    #[error("{id:?} is a short puzzle ID: reading it needs the network, which this toolkit never uses; paste instead the full link that carries the puzzle's data (sudokupad.app/scl…, sudokupad.app/fpuzzles…, or an f-puzzles link)")]
    ShortId {
        /// The ID.
        id: String,
    },
    /// The payload is not valid LZ-string base64.
    #[error("the link's puzzle data does not decompress (is the link cut short?)")]
    Decompress,
    /// The decompressed puzzle is not one this reader can take.
    #[error("{0}")]
    Puzzle(#[from] VariantJsonError),
}

/// Decodes `%XX` escapes (links pasted from some pages arrive percent-encoded).
fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            let hex = |c: u8| (c as char).to_digit(16);
            if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// LZ-string base64 to text. A `+` turned into a space on the way is turned back.
fn decompress(payload: &str) -> Result<String, LinkError> {
    let cleaned: String = payload
        .trim()
        .chars()
        .map(|c| if c == ' ' { '+' } else { c })
        .collect();
    let words = lz_str::decompress_from_base64(&cleaned).ok_or(LinkError::Decompress)?;
    let text = String::from_utf16(&words).map_err(|_| LinkError::Decompress)?;
    if text.is_empty() {
        return Err(LinkError::Decompress);
    }
    Ok(text)
}

/// Whether `text` looks like a link or payload [`read_link`] reads (or refuses by name): used
/// to tell links from other puzzle formats.
pub fn is_link(text: &str) -> bool {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    let payload = |prefix: &str| {
        t.strip_prefix(prefix).is_some_and(|rest| {
            rest.len() >= 8
                && rest
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"+/=%-_ ".contains(&b))
        })
    };
    lower.starts_with("http://")
        || lower.starts_with("https://")
        || lower.starts_with("f-puzzles.com/")
        || lower.starts_with("www.f-puzzles.com/")
        || lower.starts_with("sudokupad.app/")
        || payload("fpuzzles")
        || payload("fpuz")
        || payload("scl")
        || payload("ctc")
}

/// Reads a link or a bare payload.
///
/// # Errors
///
/// [`LinkError`]: not a link, a short ID, a payload that does not decompress, or a puzzle the
/// readers refuse (with the JSON path).
pub fn read_link(text: &str) -> Result<VariantPuzzle, LinkError> {
    let t = percent_decode(text.trim());
    let t = t.trim();
    let lower = t.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
        .map_or(t, |r| &t[t.len() - r.len()..]);
    let rest = rest.strip_prefix("www.").unwrap_or(rest);
    let rest_lower = rest.to_ascii_lowercase();
    if rest_lower.starts_with("f-puzzles.com") {
        let Some(k) = rest.find("load=") else {
            return Err(LinkError::NotALink);
        };
        let payload = rest[k + 5..].split('&').next().unwrap_or("");
        let json = decompress(payload)?;
        return Ok(super::from_fpuzzles_json(&json)?);
    }
    let payload = if let Some(host_end) = [
        "sudokupad.app/",
        "app.crackingthecryptic.com/",
        "crackingthecryptic.com/",
    ]
    .iter()
    .find_map(|h| rest_lower.starts_with(h).then_some(h.len()))
    {
        let path = &rest[host_end..];
        // `?puzzleid=X`, `sudoku/X`, `sudoku/?puzzleid=X`, or `X`.
        let path = path.strip_prefix("sudoku/").unwrap_or(path);
        let path = match path.find("puzzleid=") {
            Some(k) => &path[k + 9..],
            None => path,
        };
        path.split(['&', '#'])
            .next()
            .unwrap_or("")
            .split('?')
            .next()
            .unwrap_or("")
    } else if rest.contains("://") {
        return Err(LinkError::NotALink);
    } else {
        rest
    };
    read_payload(payload)
}

/// A SudokuPad payload: `fpuzzles…`/`fpuz…` or `scl…`/`ctc…`.
fn read_payload(payload: &str) -> Result<VariantPuzzle, LinkError> {
    if let Some(p) = payload
        .strip_prefix("fpuzzles")
        .or_else(|| payload.strip_prefix("fpuz"))
    {
        let json = decompress(p)?;
        return Ok(super::from_fpuzzles_json(&json)?);
    }
    if let Some(p) = payload
        .strip_prefix("scl")
        .or_else(|| payload.strip_prefix("ctc"))
    {
        let json = decompress(p)?;
        return Ok(super::sudokupad::from_scl_json(&json)?);
    }
    if !payload.is_empty()
        && payload
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(LinkError::ShortId {
            id: payload.to_string(),
        });
    }
    Err(LinkError::NotALink)
}

/// The f-puzzles link of `puzzle`.
pub fn to_fpuzzles_link(puzzle: &VariantPuzzle) -> String {
    let json = super::to_fpuzzles_json(puzzle).to_string();
    format!(
        "https://f-puzzles.com/?load={}",
        lz_str::compress_to_base64(&json)
    )
}

/// The SudokuPad link of `puzzle` (the `fpuzzles` payload, which SudokuPad opens as it is).
pub fn to_sudokupad_link(puzzle: &VariantPuzzle) -> String {
    let json = super::to_fpuzzles_json(puzzle).to_string();
    format!(
        "https://sudokupad.app/fpuzzles{}",
        lz_str::compress_to_base64(&json)
    )
}
