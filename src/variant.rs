//! What the puzzle commands share for variant puzzles: the notes on what a file carries but
//! does not use, and the check of a solution the file carries (the reason a puzzle has no
//! solution is the engine's, `sudoku_engine::why_no_solution_variant`).

use sudoku_engine::variant::VariantPuzzle;
use sudoku_engine::Grid;
use sudoku_i18n::tr;

use crate::chunk::Output;
use crate::input::InputRecord;

/// Says on stderr which elements of the file carry no rule and were not used (f-puzzles'
/// cosmetic lines, circles, cages...), so that an answer with several solutions explains
/// itself when the rules text gave them a meaning.
pub fn note_unused(rec: &InputRecord, p: &VariantPuzzle, out: &mut Output) {
    if p.unused.is_empty() {
        return;
    }
    out.stderr.push_str(&format!(
        "note: {}: {}\n",
        rec.location(),
        tr!("variant-unused", what = p.unused.join(", "))
    ));
}

/// Checks the solution the file carries, if any, against the rules and against `found` (the
/// solution the search found, when it proved it unique): a warning on stderr when they
/// disagree.
pub fn check_own_solution(
    rec: &InputRecord,
    p: &VariantPuzzle,
    found: Option<&Grid>,
    out: &mut Output,
) {
    let (Some(own), Some(broken)) = (&p.solution, p.check_solution()) else {
        return;
    };
    let warning = match (broken.first(), found) {
        (Some(b), _) => tr!("variant-own-solution-breaks", rule = b.to_string()),
        (None, Some(f)) if f.values() != own.values() => tr!("variant-own-solution-differs"),
        _ => return,
    };
    out.stderr
        .push_str(&format!("warning: {}: {warning}\n", rec.location()));
}
