//! Sums the rules imply without stating them: the "45 rule" of killer solvers.
//!
//! Every house holds each digit once, so a set of whole houses adds up to a known total.
//! Sweep over the houses in order (rows top to bottom and bottom to top, columns both ways,
//! boxes or regions), growing a *super-region* one house at a time, and count in the cages
//! that lie mostly inside it. Where the super-region and those cages differ by a few cells,
//! the difference is a new sum: the cells of the cages that stick out (outies) minus the
//! cells of the super-region that no counted cage covers (innies) make
//! `Σ cage totals − Σ house totals`. With no outies that is a plain innie sum; with the whole
//! grid as the super-region it is the sum of the cells no cage covers.
//!
//! The sweep is the one sigh's Interactive Sudoku Solver uses to find these sums, written
//! anew from its description: only differences small enough to propagate well are kept.

/// A derived sum: `Σ coefs[i] · digit(cells[i]) = total`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DerivedSum {
    pub(crate) cells: Vec<usize>,
    pub(crate) coefs: Vec<i32>,
    pub(crate) total: i32,
}

/// The most cells a derived sum over cells that some cage already covers may have: larger
/// ones add little to what the cages themselves say.
const MAX_COVERED: usize = 6;

/// The sums implied by `cages` (cells, total; distinct digits, not overlapping one another)
/// in a grid of `n`×`n` whose houses, listed in sweep order, are `sweeps` (each a list of
/// houses of `n` cells holding every digit once).
pub(crate) fn derived_sums(
    n: usize,
    cages: &[(Vec<usize>, i32)],
    sweeps: &[Vec<Vec<usize>>],
) -> Vec<DerivedSum> {
    let cells = n * n;
    let house_total = (n * (n + 1) / 2) as i32;
    let pieces = partition(cells, cages);
    let mut taken = vec![false; cells];
    for (cs, _) in &pieces {
        for &c in cs.iter() {
            taken[c] = true;
        }
    }
    let mut out: Vec<DerivedSum> = Vec::new();
    if pieces.is_empty() {
        return out;
    }
    for sweep in sweeps {
        let mut inside = vec![false; cells];
        let mut covered = vec![false; cells];
        let mut used = vec![false; pieces.len()];
        let mut cage_total = 0i32;
        for (k, house) in sweep.iter().enumerate() {
            if house.len() != n || house.iter().any(|&c| c >= cells) {
                break;
            }
            for &c in house {
                inside[c] = true;
            }
            for (p, (cs, total)) in pieces.iter().enumerate() {
                if used[p] {
                    continue;
                }
                let within = cs.iter().filter(|&&c| inside[c]).count();
                if 2 * within > cs.len() {
                    used[p] = true;
                    cage_total += total;
                    for &c in cs.iter() {
                        covered[c] = true;
                    }
                }
            }
            // Innies: in the houses, in no counted cage; outies: the reverse.
            let innies: Vec<usize> = (0..cells).filter(|&c| inside[c] && !covered[c]).collect();
            let outies: Vec<usize> = (0..cells).filter(|&c| covered[c] && !inside[c]).collect();
            let size = innies.len() + outies.len();
            if size == 0 || size > n || (innies.len() > 2 && outies.len() > 2) {
                continue;
            }
            if size > MAX_COVERED && innies.iter().chain(&outies).all(|&c| taken[c]) {
                continue;
            }
            // Σ outies − Σ innies = Σ cage totals − Σ house totals.
            let delta = cage_total - (k as i32 + 1) * house_total;
            let sum = if outies.is_empty() {
                DerivedSum {
                    coefs: vec![1; innies.len()],
                    cells: innies,
                    total: -delta,
                }
            } else if innies.is_empty() {
                DerivedSum {
                    coefs: vec![1; outies.len()],
                    cells: outies,
                    total: delta,
                }
            } else {
                let mut coefs = vec![1; outies.len()];
                coefs.extend(std::iter::repeat_n(-1, innies.len()));
                let mut cs = outies;
                cs.extend(innies);
                DerivedSum {
                    cells: cs,
                    coefs,
                    total: delta,
                }
            };
            if !out.contains(&sum) {
                out.push(sum);
            }
        }
    }
    out
}

/// The most cells of a sum made from one house and a cage sticking out of it by one cell.
const MAX_OUTIE_SUM: usize = 6;

/// The sums each house implies on its own: the cells that no cage inside the house covers
/// add up to the house total less those cages' totals (a "hidden cage", when at least two
/// cells are caged and some are not), and a cage sticking out of the house by one cell ties
/// that cell to the rest: `Σ uncaged cells of the house outside that cage − outside cell =
/// hidden total − cage total`.
pub(crate) fn house_sums(
    n: usize,
    cages: &[(Vec<usize>, i32)],
    houses: &[Vec<usize>],
) -> Vec<DerivedSum> {
    let cells = n * n;
    let house_total = (n * (n + 1) / 2) as i32;
    let pieces = partition(cells, cages);
    let mut out: Vec<DerivedSum> = Vec::new();
    let mut push = |s: DerivedSum| {
        if !s.cells.is_empty() && !out.contains(&s) {
            out.push(s);
        }
    };
    for house in houses {
        if house.len() != n || house.iter().any(|&c| c >= cells) {
            continue;
        }
        let mut inside = vec![false; cells];
        for &c in house {
            inside[c] = true;
        }
        let mut caged = vec![false; cells];
        let (mut count, mut hidden_total) = (0usize, house_total);
        let mut outies = Vec::new();
        for &(cs, total) in &pieces {
            let within = cs.iter().filter(|&&c| inside[c]).count();
            if within == cs.len() {
                count += within;
                hidden_total -= total;
                for &c in cs {
                    caged[c] = true;
                }
            } else if within + 1 == cs.len() {
                outies.push((cs, total));
            }
        }
        let rest: Vec<usize> = house.iter().copied().filter(|&c| !caged[c]).collect();
        if count >= 2 && !rest.is_empty() {
            push(DerivedSum {
                coefs: vec![1; rest.len()],
                cells: rest.clone(),
                total: hidden_total,
            });
        }
        for (cs, total) in outies {
            let mut cells: Vec<usize> = rest.iter().copied().filter(|c| !cs.contains(c)).collect();
            if cells.len() + 1 > MAX_OUTIE_SUM {
                continue;
            }
            let mut coefs = vec![1; cells.len()];
            cells.extend(cs.iter().copied().filter(|&c| !inside[c]));
            coefs.push(-1);
            push(DerivedSum {
                cells,
                coefs,
                total: hidden_total - total,
            });
        }
    }
    out
}

/// The cages with cells in the grid that overlap no earlier one (the sums assume a
/// partition).
fn partition(cells: usize, cages: &[(Vec<usize>, i32)]) -> Vec<(&Vec<usize>, i32)> {
    let mut taken = vec![false; cells];
    let mut pieces = Vec::new();
    for (cs, total) in cages {
        if cs.is_empty() || cs.iter().any(|&c| c >= cells || taken[c]) {
            continue;
        }
        for &c in cs {
            taken[c] = true;
        }
        pieces.push((cs, *total));
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(n: usize) -> Vec<Vec<usize>> {
        (0..n)
            .map(|r| (0..n).map(|c| r * n + c).collect())
            .collect()
    }

    #[test]
    fn a_row_with_one_uncaged_cell_gives_that_cell() {
        // 4×4: row 0 holds a cage of three cells adding to 6; cell 3 must be 10 − 6 = 4.
        let sums = derived_sums(4, &[(vec![0, 1, 2], 6)], &[rows(4)]);
        assert!(sums.contains(&DerivedSum {
            cells: vec![3],
            coefs: vec![1],
            total: 4
        }));
    }

    #[test]
    fn a_cage_sticking_out_gives_an_outie_minus_innie_sum() {
        // 4×4: a cage over cells 0, 1, 2 and 4 (one cell in row 1), total 10; row 0 also
        // has cell 3 in no cage: digit(4) − digit(3) = 10 − 10 = 0.
        let sums = derived_sums(4, &[(vec![0, 1, 2, 4], 10)], &[rows(4)]);
        assert!(sums.contains(&DerivedSum {
            cells: vec![4, 3],
            coefs: vec![1, -1],
            total: 0
        }));
    }

    #[test]
    fn a_house_gives_its_hidden_cage_and_its_one_cell_outies() {
        // 4×4, row 0: cage {0, 1} = 3 inside; cage {2, 6} = 7 sticks out by cell 6.
        let sums = house_sums(
            4,
            &[(vec![0, 1], 3), (vec![2, 6], 7)],
            &[rows(4)[0].clone()],
        );
        // Cells 2 and 3 are in no cage inside the row: 10 − 3.
        assert!(sums.contains(&DerivedSum {
            cells: vec![2, 3],
            coefs: vec![1, 1],
            total: 7
        }));
        // digit(3) − digit(6) = 7 − 7.
        assert!(sums.contains(&DerivedSum {
            cells: vec![3, 6],
            coefs: vec![1, -1],
            total: 0
        }));
    }

    #[test]
    fn overlapping_cages_are_left_out() {
        let sums = derived_sums(4, &[(vec![0, 1], 3), (vec![1, 2], 5)], &[rows(4)]);
        // Only the first cage counts: row 0 less cells 0 and 1 is cells 2 and 3, adding to 7.
        assert!(sums.contains(&DerivedSum {
            cells: vec![2, 3],
            coefs: vec![1, 1],
            total: 7
        }));
        assert!(sums.iter().all(|s| s.total != 5 || s.cells != vec![0, 3]));
    }
}
