//! Naked and hidden subsets in any house of the puzzle. A naked subset's digits also leave
//! every cell that sees all of its cells, through any rule (a knight's move, a cage), not only
//! the rest of its house.

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::variant::model::{bit, digits, Mask};

/// Calls `f` with every `k`-element subset of `items` (in lexicographic order) until it
/// returns something.
pub(crate) fn first_subset<T>(
    items: &[usize],
    k: usize,
    f: &mut dyn FnMut(&[usize]) -> Option<T>,
) -> Option<T> {
    fn go<T>(
        items: &[usize],
        k: usize,
        from: usize,
        pick: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> Option<T>,
    ) -> Option<T> {
        if pick.len() == k {
            return f(pick);
        }
        for i in from..items.len() {
            if items.len() - i < k - pick.len() {
                break;
            }
            pick.push(items[i]);
            let found = go(items, k, i + 1, pick, f);
            pick.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }
    go(items, k, 0, &mut Vec::with_capacity(k), f)
}

/// `k` cells of a house whose candidates are `k` digits between them.
pub(crate) fn naked(g: &VGrid, ctx: &mut Ctx<'_>, k: usize) -> Option<Step> {
    let technique = match k {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuadruple,
    };
    for (h, house) in ctx.model.houses.iter().enumerate() {
        let open: Vec<usize> = house
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| g.value[c] == 0 && (2..=k).contains(&(g.cand[c].count_ones() as usize)))
            .collect();
        let unit = ctx.units[h];
        let found = first_subset(&open, k, &mut |cells| {
            let union: Mask = cells.iter().fold(0, |m, &c| m | g.cand[c]);
            if union.count_ones() as usize != k {
                return None;
            }
            let mut elims = Vec::new();
            for x in 0..g.cand.len() {
                if g.value[x] != 0 || cells.contains(&x) || g.cand[x] & union == 0 {
                    continue;
                }
                if cells.iter().all(|&c| ctx.sees(x, c)) {
                    elims.extend(digits(g.cand[x] & union).map(|d| g.cand_of(x, d)));
                }
            }
            if elims.is_empty() {
                return None;
            }
            let ds: Vec<u8> = digits(union).map(|d| d as u8).collect();
            Some(Step {
                technique,
                cells: cells.iter().map(|&c| g.cell(c)).collect(),
                candidates: cells
                    .iter()
                    .flat_map(|&c| digits(g.cand[c]).map(move |d| (c, d)))
                    .map(|(c, d)| g.cand_of(c, d))
                    .collect(),
                units: vec![unit],
                placements: Vec::new(),
                eliminations: elims,
                wording: Wording::NakedSubset {
                    units: vec![unit],
                    cells: cells.iter().map(|&c| g.cell(c)).collect(),
                    digits: ds,
                },
                text: String::new(),
            })
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// `k` digits whose places in a house are `k` cells between them.
pub(crate) fn hidden(g: &VGrid, ctx: &mut Ctx<'_>, k: usize) -> Option<Step> {
    let technique = match k {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuadruple,
    };
    for (h, house) in ctx.model.houses.iter().enumerate() {
        // Each digit's places in the house as bits of the house's positions, and whether a
        // cell holding it is placed.
        let mut places = [0u32; 17];
        let mut placed = [false; 17];
        for (i, &c) in house.iter().enumerate() {
            let c = c as usize;
            for d in digits(g.cand[c]) {
                places[d] |= 1 << i;
                placed[d] |= g.value[c] != 0;
            }
        }
        let open: Vec<usize> = (1..=g.n)
            .filter(|&d| (2..=k).contains(&(places[d].count_ones() as usize)) && !placed[d])
            .collect();
        let unit = ctx.units[h];
        let found = first_subset(&open, k, &mut |ds| {
            let union = ds.iter().fold(0u32, |m, &d| m | places[d]);
            if union.count_ones() as usize != k {
                return None;
            }
            let mut at: Vec<usize> = (0..house.len())
                .filter(|&i| union >> i & 1 != 0)
                .map(|i| house[i] as usize)
                .collect();
            at.sort_unstable();
            let keep: Mask = ds.iter().fold(0, |m, &d| m | bit(d));
            let elims: Vec<_> = at
                .iter()
                .flat_map(|&c| digits(g.cand[c] & !keep).map(move |d| (c, d)))
                .map(|(c, d)| g.cand_of(c, d))
                .collect();
            if elims.is_empty() {
                return None;
            }
            Some(Step {
                technique,
                cells: at.iter().map(|&c| g.cell(c)).collect(),
                candidates: at
                    .iter()
                    .flat_map(|&c| digits(g.cand[c] & keep).map(move |d| (c, d)))
                    .map(|(c, d)| g.cand_of(c, d))
                    .collect(),
                units: vec![unit],
                placements: Vec::new(),
                eliminations: elims,
                wording: Wording::HiddenSubset {
                    unit,
                    digits: ds.iter().map(|&d| d as u8).collect(),
                    cells: at.iter().map(|&c| g.cell(c)).collect(),
                },
                text: String::new(),
            })
        });
        if found.is_some() {
            return found;
        }
    }
    None
}
