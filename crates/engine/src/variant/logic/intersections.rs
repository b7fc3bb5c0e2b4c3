//! Locked candidates between any two houses: a digit whose places in one house all lie in
//! another house leaves the rest of that other house (pointing and claiming between rows,
//! columns, regions, diagonals and extra regions alike).

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::topology::Unit;
use crate::variant::model::bit;

/// The cells of a set, one bit each (grids up to 16×16: 256 cells).
type CellBits = [u64; 4];

fn bits_of(cells: impl Iterator<Item = usize>) -> CellBits {
    let mut b = [0u64; 4];
    for c in cells {
        b[c / 64] |= 1 << (c % 64);
    }
    b
}

fn within(a: &CellBits, b: &CellBits) -> bool {
    a.iter().zip(b).all(|(x, y)| x & !y == 0)
}

/// The first locked candidates step, house by house and digit by digit.
pub(crate) fn locked(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let houses = &ctx.model.houses;
    let house_bits: Vec<CellBits> = houses
        .iter()
        .map(|h| bits_of(h.iter().map(|&c| c as usize)))
        .collect();
    // The houses each house shares two cells or more with: the only ones its digits can be
    // locked in.
    let partners: Vec<Vec<usize>> = house_bits
        .iter()
        .enumerate()
        .map(|(h, hb)| {
            (0..houses.len())
                .filter(|&o| {
                    o != h
                        && hb
                            .iter()
                            .zip(&house_bits[o])
                            .map(|(x, y)| (x & y).count_ones())
                            .sum::<u32>()
                            >= 2
                })
                .collect()
        })
        .collect();
    for (h, house) in houses.iter().enumerate() {
        for d in 1..=g.n {
            // The digit's places in the house, unless it is placed there.
            let mut place_bits = [0u64; 4];
            let (mut count, mut placed) = (0, false);
            for &c in house {
                let c = c as usize;
                if g.cand[c] & bit(d) != 0 {
                    placed |= g.value[c] != 0;
                    place_bits[c / 64] |= 1 << (c % 64);
                    count += 1;
                }
            }
            if count < 2 || placed {
                continue;
            }
            for &o in &partners[h] {
                let other = &houses[o];
                if !within(&place_bits, &house_bits[o]) {
                    continue;
                }
                let own = &house_bits[h];
                let elims: Vec<_> = other
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| own[c / 64] >> (c % 64) & 1 == 0 && g.cand[c] & bit(d) != 0)
                    .map(|c| g.cand_of(c, d))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let (from, to) = (ctx.units[h], ctx.units[o]);
                let technique = match from {
                    Unit::Row(_) | Unit::Col(_) => Technique::LockedCandidatesClaiming,
                    _ => Technique::LockedCandidatesPointing,
                };
                let places = g.places(house, d);
                return Some(Step {
                    technique,
                    cells: places.iter().map(|&c| g.cell(c)).collect(),
                    candidates: places.iter().map(|&c| g.cand_of(c, d)).collect(),
                    units: vec![from, to],
                    placements: Vec::new(),
                    eliminations: elims,
                    wording: Wording::LockedCandidates {
                        from,
                        digit: d as u8,
                        to,
                    },
                    text: String::new(),
                });
            }
        }
    }
    None
}
