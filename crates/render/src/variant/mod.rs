//! Pictures of variant puzzles: the grid with its regions and every constraint drawn as
//! setters draw them (f-puzzles and SudokuPad conventions), for the SVG board and the PDF
//! booklet alike.
//!
//! `draw.rs` turns the rules into a [`Scene`](scene::Scene) — plain shapes in cell units,
//! each tagged with the constraint kind it draws — and a rules caption for the rules that have
//! no picture (anti-knight, non-consecutive, the negative rules, ...). `svg.rs` and `pdf.rs`
//! write the same scene in their own terms, so both outputs show the same thing; the digits
//! are drawn as in the classic pictures.

mod draw;
mod pdf;
mod scene;
mod svg;

pub(crate) use pdf::{draw_variant, VariantLayout};
pub use svg::{variant_picture, variant_svg, VariantPicture};

/// Splits `text` into lines of at most `width` characters, at spaces (a longer word gets a
/// line of its own).
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn captions_wrap_at_spaces() {
        assert_eq!(wrap("ab cd ef", 5), vec!["ab cd", "ef"]);
        assert_eq!(wrap("abcdefgh ij", 4), vec!["abcdefgh", "ij"]);
        assert!(wrap("", 10).is_empty());
    }
}
