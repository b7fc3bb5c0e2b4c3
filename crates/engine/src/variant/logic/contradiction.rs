//! The last resorts, when no pattern applies, both proving an elimination by contradiction:
//! - Contradiction: a candidate whose placement, followed through every rule at once (the
//!   search's own propagation: singles, houses, every constraint), leaves a cell with no digit
//!   or a rule that cannot be kept, so the candidate goes;
//! - Trial and Error: a candidate whose placement leaves no grid that keeps the rules, which a
//!   search through every way of going on proves (it always finds one on a puzzle with one
//!   solution, so brute force is never needed there).
//!
//! Both are rated at the hardest level: they are what a person does with a long trial, not a
//! pattern they can see.

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::solver::CountVisitor;
use crate::variant::model::{bit, digits, Queues, Wipeout};
use crate::variant::search::Search;

/// The empty cells, fewest candidates first (then in row-major order): the order in which
/// both last resorts try candidates.
fn trial_order(g: &VGrid) -> Vec<usize> {
    let mut order: Vec<usize> = (0..g.cand.len()).filter(|&i| g.value[i] == 0).collect();
    order.sort_by_key(|&i| (g.cand[i].count_ones(), i));
    order
}

/// The step that removes digit `d` of cell `i`, refuted as `wording` says.
fn refuted(g: &VGrid, technique: Technique, i: usize, d: usize, wording: Wording) -> Step {
    g.one_candidate_step(technique, i, d, false, wording)
}

/// The first candidate, in cells of fewest candidates first, that breaks the rules.
///
/// The whole model's propagation of the current position comes first, once: each trial then
/// starts from its fixed point and wakes only the cell tried, which is all that changed (the
/// fixed point is what the position implies, so a trial from it fails exactly when one from
/// the position does). A candidate the fixed point removes surely fails; its trial is made
/// from the position itself, to name the cell where the break shows.
pub(crate) fn contradiction(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let model = ctx.model;
    let mut q = Queues::for_model(model);
    let mut base = g.cand.clone();
    model.wake_all(&mut q);
    if model.propagate(&mut base, &mut q).is_err() {
        // The position itself breaks the rules, which a sound path never reaches.
        return None;
    }
    for i in trial_order(g) {
        for d in digits(g.cand[i]) {
            // A digit of the solution never leads to a contradiction: skip the trial.
            if usize::from(ctx.solution[i]) == d {
                continue;
            }
            if ctx.meter.tick().is_err() {
                return None;
            }
            let mut dom = if base[i] & bit(d) == 0 {
                model.wake_all(&mut q);
                g.cand.clone()
            } else {
                model.wake(&mut q, i);
                base.clone()
            };
            dom[i] = bit(d);
            let Err(Wipeout(at)) = model.propagate(&mut dom, &mut q) else {
                continue;
            };
            let at = (at != Wipeout::SOMEWHERE && (at as usize) < dom.len())
                .then(|| g.cell(at as usize));
            let wording = Wording::Contradiction {
                cell: g.cell(i),
                digit: d as u8,
                at,
            };
            return Some(refuted(g, Technique::Contradiction, i, d, wording));
        }
    }
    None
}

/// The first candidate, in cells of fewest candidates first, that a search refutes: with it
/// placed, no grid keeps the rules.
pub(crate) fn trial(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let model = ctx.model;
    for i in trial_order(g) {
        for d in digits(g.cand[i]) {
            // A digit of the solution is never refuted: skip the search.
            if usize::from(ctx.solution[i]) == d {
                continue;
            }
            let mut start = g.cand.clone();
            start[i] = bit(d);
            let mut visitor = CountVisitor;
            let mut search = Search::new(model, 1, &mut visitor, ctx.budget.meter());
            if let Err(why) = search.run(&start) {
                ctx.meter.trip(why);
                return None;
            }
            if search.stats.solutions > 0 {
                continue;
            }
            let wording = Wording::Trial {
                cell: g.cell(i),
                digit: d as u8,
            };
            return Some(refuted(g, Technique::TrialAndError, i, d, wording));
        }
    }
    None
}
