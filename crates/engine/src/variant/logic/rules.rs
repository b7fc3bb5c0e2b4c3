//! One rule on its own: what a killer cage, a thermometer, a dot, a line... rules out by
//! itself, and what the sums of houses and cages rule out together (the 45 rule).
//!
//! Each rule is compiled alone into a model of its own (its propagators, its restrictions and
//! its unequal pairs, without the houses), once per run. A step runs that model to its fixed
//! point on the current candidates: whatever it strikes, no way of keeping that one rule
//! uses, which is the reasoning a person does with the rule alone ("a 2-cell cage of 3 is
//! 1 and 2", "a thermometer's third cell is at least 3"). The kind of the rule names the
//! technique, so a killer cage's step is rated as a killer cage's.

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::variant::model::{Builder, Model, Prop, Queues};
use crate::variant::{Constraint, Rules};

/// One rule compiled alone.
pub(crate) struct RuleModel {
    /// The technique its steps are.
    technique: Technique,
    /// Its propagators, restrictions and unequal pairs.
    model: Model,
    /// Its cells, as steps name them (empty for a rule over the whole grid: a step names
    /// the cells it narrows instead).
    cells: Vec<usize>,
    /// Its number, when it has one (a cage's total...).
    clue: Option<u32>,
    /// For a sum the houses and cages imply: its terms and total.
    sum: Option<(Vec<(i32, usize)>, i32)>,
}

/// The technique of a constraint's own steps; `None` for the rules that only add houses or
/// unequal pairs (diagonals, extra regions, disjoint groups, anti-knight, anti-king), whose
/// reasoning the singles, intersections and subsets do.
fn technique_of(c: &Constraint) -> Option<Technique> {
    use Constraint as C;
    Some(match c {
        C::Diagonal(_) | C::ExtraRegion(_) | C::DisjointGroups(_) => return None,
        C::AntiKnight(_) | C::AntiKing(_) => return None,
        C::NonConsecutive(_) => Technique::NonConsecutiveCells,
        C::Killer(k) if k.sum.is_none() => return None,
        C::Killer(_) => Technique::KillerCage,
        C::LittleKiller(_) => Technique::LittleKillerSum,
        C::Sandwich(_) => Technique::SandwichSum,
        C::XSum(_) => Technique::XSumClue,
        C::Skyscraper(_) => Technique::SkyscraperClue,
        C::Arrow(_) => Technique::ArrowSum,
        C::Thermometer(_) => Technique::ThermometerLine,
        C::Palindrome(_) => Technique::PalindromeLine,
        C::Renban(_) => Technique::RenbanLine,
        C::Whispers(_) => Technique::WhispersLine,
        C::Between(_) => Technique::BetweenLine,
        C::RegionSum(_) => Technique::RegionSumLine,
        C::Entropic(_) => Technique::EntropicLine,
        C::Modular(_) => Technique::ModularLine,
        C::Zipper(_) => Technique::ZipperLine,
        C::Difference(_) | C::Ratio(_) | C::NoDifference(_) | C::NoRatio(_) => Technique::KropkiDot,
        C::Xv(_) | C::NoXv(_) => Technique::XvSign,
        C::GreaterThan(_) => Technique::GreaterThanSign,
        C::Odd(_) | C::Even(_) => Technique::OddEvenCell,
        C::Minimum(_) | C::Maximum(_) => Technique::MinMaxCell,
        C::Quadruple(_) => Technique::QuadrupleClue,
        C::Clone(_) => Technique::CloneCells,
        C::Indexer(_) => Technique::IndexerCell,
    })
}

/// The number a constraint shows, if any.
fn clue_of(c: &Constraint) -> Option<u32> {
    use Constraint as C;
    match c {
        C::Killer(k) => k.sum,
        C::LittleKiller(k) => Some(k.sum),
        C::Sandwich(k) => Some(k.sum),
        C::XSum(k) => Some(k.sum),
        C::Skyscraper(k) => Some(k.count),
        C::Xv(k) => Some(k.sum),
        C::Difference(k) => k.value,
        C::Ratio(k) => k.value,
        _ => None,
    }
}

/// Whether a constraint covers the whole grid (its steps name the cells they narrow).
fn whole_grid(c: &Constraint) -> bool {
    use Constraint as C;
    matches!(
        c,
        C::NonConsecutive(_) | C::NoDifference(_) | C::NoRatio(_) | C::NoXv(_)
    )
}

/// The cells a model reads, in the order its rules list them.
fn model_cells(m: &Model) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    let mut seen = vec![false; m.init.len()];
    let mut add = |c: usize, out: &mut Vec<usize>| {
        if !seen[c] {
            seen[c] = true;
            out.push(c);
        }
    };
    for p in &m.props {
        for c in p.cells() {
            add(c as usize, &mut out);
        }
    }
    for (c, ps) in m.peers.iter().enumerate() {
        if !ps.is_empty() || m.init[c] != m.full {
            add(c, &mut out);
        }
    }
    out
}

/// Every rule of `rules` with a technique, compiled alone, in the puzzle's order; then the
/// sums the houses and cages imply, one each.
pub(crate) fn rule_models(rules: &Rules) -> Vec<RuleModel> {
    let g = rules.geometry();
    let n = g.size();
    let mut out = Vec::new();
    for c in rules.constraints() {
        let Some(technique) = technique_of(c) else {
            continue;
        };
        let mut b = Builder::new(n);
        c.compile(g, &mut b);
        let built = b.build();
        let model = built.as_rated().unwrap_or(built);
        let cells = if whole_grid(c) {
            Vec::new()
        } else {
            model_cells(&model)
        };
        out.push(RuleModel {
            technique,
            model,
            cells,
            clue: clue_of(c),
            sum: None,
        });
    }
    // The sums: the houses and the cages with totals, then what `derive_sums` adds.
    let houses = g.houses();
    let Some(sweeps) = super::super::sweeps(n, &houses) else {
        return out;
    };
    let mut b = Builder::new(n);
    for h in &houses {
        b.house(h);
    }
    for c in rules.constraints() {
        if matches!(c, Constraint::Killer(k) if k.sum.is_some()) {
            c.compile(g, &mut b);
        }
    }
    let k = b.prop_count();
    b.derive_sums(&sweeps);
    for p in b.props_since(k) {
        let (terms, total) = match &p {
            Prop::Sum {
                cells,
                coefs,
                totals,
                ..
            } if totals.len() == 1 => (
                cells
                    .iter()
                    .zip(coefs.iter())
                    .map(|(&c, &k)| (k, c as usize))
                    .collect::<Vec<_>>(),
                totals[0],
            ),
            Prop::Cage { cells, combos, .. } if !combos.is_empty() => (
                cells.iter().map(|&c| (1, c as usize)).collect(),
                super::super::model::digits(combos[0]).sum::<usize>() as i32,
            ),
            _ => continue,
        };
        let mut one = Builder::new(n);
        one.prop(p);
        let built = one.build();
        let model = built.as_rated().unwrap_or(built);
        out.push(RuleModel {
            technique: Technique::InniesOuties,
            model,
            cells: terms.iter().map(|&(_, c)| c).collect(),
            clue: None,
            sum: Some((terms, total)),
        });
    }
    out
}

/// The first step of a rule whose technique is `technique`: what that rule alone rules out.
pub(crate) fn step(g: &VGrid, ctx: &mut Ctx<'_>, technique: Technique) -> Option<Step> {
    if ctx.quiet.len() != ctx.rules.len() {
        ctx.quiet = vec![Vec::new(); ctx.rules.len()];
    }
    for (k, r) in ctx.rules.iter().enumerate() {
        if r.technique != technique {
            continue;
        }
        let quiet = &mut ctx.quiet[k];
        if !r.cells.is_empty()
            && quiet.len() == r.cells.len()
            && r.cells
                .iter()
                .zip(quiet.iter())
                .all(|(&c, &m)| g.cand[c] == m)
        {
            continue;
        }
        if ctx.meter.tick().is_err() {
            return None;
        }
        let mut dom: Vec<_> = g
            .cand
            .iter()
            .zip(&r.model.init)
            .map(|(&a, &b)| a & b)
            .collect();
        let mut q = Queues::for_model(&r.model);
        r.model.wake_all(&mut q);
        let kept = r.model.propagate(&mut dom, &mut q).is_ok();
        // When the rule cannot be kept at all, the position is wrong, which a sound path never
        // reaches; no step comes from it.
        let lost = if kept { g.lost(&dom) } else { Vec::new() };
        if lost.is_empty() {
            if !r.cells.is_empty() {
                let quiet = &mut ctx.quiet[k];
                quiet.clear();
                quiet.extend(r.cells.iter().map(|&c| g.cand[c]));
            }
            continue;
        }
        let cells: Vec<usize> = if r.cells.is_empty() {
            let mut cs: Vec<usize> = lost.iter().map(|c| c.cell.index()).collect();
            cs.dedup();
            cs
        } else {
            r.cells.clone()
        };
        let wording = match &r.sum {
            Some((terms, total)) => Wording::HouseSum {
                terms: terms.iter().map(|&(k, c)| (k, g.cell(c))).collect(),
                total: *total,
            },
            None => Wording::Rule {
                cells: cells.iter().map(|&c| g.cell(c)).collect(),
                clue: r.clue,
            },
        };
        return Some(Step {
            technique,
            cells: cells.iter().map(|&c| g.cell(c)).collect(),
            candidates: Vec::new(),
            units: Vec::new(),
            placements: Vec::new(),
            eliminations: lost,
            wording,
            text: String::new(),
        });
    }
    None
}

/// The 45 rule: the first sum the houses and cages imply that rules something out.
pub(crate) fn innies_outies(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    step(g, ctx, Technique::InniesOuties)
}
