//! Basic fish (X-Wing, Swordfish, Jellyfish) on rows and columns. Every puzzle the variant
//! engine takes keeps each digit once in every row and every column, whatever else its rules
//! say, so a digit whose places in `k` rows lie in `k` columns fills those columns from these
//! rows, and leaves the rest of the columns (and the same with rows and columns swapped).

use super::grid::VGrid;
use super::subsets::first_subset;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::topology::Unit;
use crate::variant::model::bit;

/// The first fish of size `k` (2 to 4), digit by digit, rows as the base before columns.
pub(crate) fn fish(g: &VGrid, _ctx: &mut Ctx<'_>, k: usize) -> Option<Step> {
    let technique = match k {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    let n = g.n;
    let at =
        |rows: bool, line: usize, pos: usize| if rows { line * n + pos } else { pos * n + line };
    for d in 1..=n {
        for rows in [true, false] {
            // Each line's places for d, as a set of positions across it; lines where d is
            // placed already take no part.
            let places: Vec<u32> = (0..n)
                .map(|line| {
                    let mut m = 0u32;
                    for pos in 0..n {
                        let c = at(rows, line, pos);
                        if g.value[c] as usize == d {
                            return 0;
                        }
                        if g.value[c] == 0 && g.cand[c] & bit(d) != 0 {
                            m |= 1 << pos;
                        }
                    }
                    m
                })
                .collect();
            let base: Vec<usize> = (0..n)
                .filter(|&l| (2..=k as u32).contains(&places[l].count_ones()))
                .collect();
            let found = first_subset(&base, k, &mut |lines| {
                let cover = lines.iter().fold(0u32, |m, &l| m | places[l]);
                if cover.count_ones() as usize != k {
                    return None;
                }
                let covers: Vec<usize> = (0..n).filter(|&p| cover >> p & 1 != 0).collect();
                let elims: Vec<_> = (0..n)
                    .filter(|l| !lines.contains(l))
                    .flat_map(|l| covers.iter().map(move |&p| at(rows, l, p)))
                    .filter(|&c| g.value[c] == 0 && g.cand[c] & bit(d) != 0)
                    .map(|c| g.cand_of(c, d))
                    .collect();
                if elims.is_empty() {
                    return None;
                }
                let held: Vec<usize> = lines
                    .iter()
                    .flat_map(|&l| covers.iter().map(move |&p| at(rows, l, p)))
                    .filter(|&c| g.value[c] == 0 && g.cand[c] & bit(d) != 0)
                    .collect();
                let unit = |rows: bool, i: usize| {
                    if rows {
                        Unit::Row(i as u8)
                    } else {
                        Unit::Col(i as u8)
                    }
                };
                let mut units: Vec<Unit> = lines.iter().map(|&l| unit(rows, l)).collect();
                units.extend(covers.iter().map(|&p| unit(!rows, p)));
                Some(Step {
                    technique,
                    cells: held.iter().map(|&c| g.cell(c)).collect(),
                    candidates: held.iter().map(|&c| g.cand_of(c, d)).collect(),
                    units,
                    placements: Vec::new(),
                    eliminations: elims,
                    wording: Wording::Fish {
                        digit: d as u8,
                        rows,
                        base: lines.iter().map(|&l| l as u8 + 1).collect(),
                        cover: covers.iter().map(|&p| p as u8 + 1).collect(),
                        fins: Vec::new(),
                    },
                    text: String::new(),
                })
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}
