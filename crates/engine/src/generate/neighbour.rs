//! One given fewer by exchange, for the rarest given counts of 9×9 (18 and 17).
//!
//! Minimal puzzles of 18 givens are about a hundred times rarer than those of 19 among the
//! puzzles the reducer's local search reaches (on one full grid at a time), so removing
//! givens alone takes about a minute to find one. The search here leaves the grid free: from a
//! unique puzzle `P` with `k` givens, take two givens out; the puzzle `Q` left has several
//! solutions, and a cell `c` with a digit `d` that exactly one of them has makes `Q + (c, d)`
//! unique with `k − 1` givens (its solution is that one, which need not be `P`'s). This is the
//! {−2, +1} neighbourhood that puzzle hunters walk. When no pair of givens gives one, a
//! lateral move ({−1, +1}: one given out, another cell and digit in, still unique) steps to
//! another puzzle of `k` givens and the exchange is tried from there.
//!
//! **Finding `(c, d)` without listing `Q`'s solutions**, which run to tens of thousands: each
//! cell keeps the digits still possible. A count of `Q + (c, d)` up to two either finds one
//! solution (done), none (`d` goes from `c`), or two, `x` and `y`; then every cell `c'` where
//! `x` and `y` agree loses that digit, since `Q + (c', x[c'])` has both of them. Two solutions
//! agree on most cells, so a pair of givens costs a few hundred counts of the bitboard solver
//! (about 40 ms for all 171 pairs of a 19-given puzzle).

use super::rng::PuzzleRng;
use crate::solver::{Poll, Solver, Struck};

/// A 9×9 puzzle with exactly one solution, and that solution (row-major, 0 for a hole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Unique {
    pub(crate) puzzle: [u8; 81],
    pub(crate) solution: [u8; 81],
}

/// A cell and digit that make `reduced` (9×9, several solutions) unique, outside the
/// candidates `removed` (the givens just taken out), cells tried in random order.
fn put_back_one<P: Poll>(
    solver: &Solver,
    reduced: &mut [u8; 81],
    removed: &[(usize, u8)],
    rng: &mut PuzzleRng,
    poll: &mut P,
) -> Result<Option<Unique>, P::Error> {
    let mut two = [[0u8; 81]; 2];
    // Per cell, the digits still possible as the one given put back.
    let mut open = [0u16; 81];
    for c in 0..81 {
        if reduced[c] == 0 {
            open[c] = 0x1ff;
        }
    }
    for &(c, d) in removed {
        open[c] &= !(1 << (d - 1));
    }
    let mut order: [u8; 81] = std::array::from_fn(|c| c as u8);
    rng.shuffle(&mut order);
    for &c in &order {
        let c = c as usize;
        while open[c] != 0 {
            let d = open[c].trailing_zeros() as u8 + 1;
            reduced[c] = d;
            let mut n = 0usize;
            let mut keep = |x: &[u8]| {
                two[n].copy_from_slice(x);
                n += 1;
                true
            };
            let r = solver.search_cells(crate::Shape::NINE, reduced, 2, &mut keep, poll);
            reduced[c] = 0;
            r?;
            match n {
                0 => open[c] &= !(1 << (d - 1)),
                1 => {
                    let mut puzzle = *reduced;
                    puzzle[c] = d;
                    let solution = two[0];
                    return Ok(Some(Unique { puzzle, solution }));
                }
                _ => {
                    for k in 0..81 {
                        if two[0][k] == two[1][k] {
                            open[k] &= !(1 << (two[0][k] - 1));
                        }
                    }
                }
            }
        }
    }
    Ok(None)
}

/// A unique puzzle with one given fewer than the unique 9×9 `puzzle`: two givens out, one
/// cell and digit in, pairs tried in random order.
pub(crate) fn exchange<P: Poll>(
    solver: &Solver,
    puzzle: &[u8; 81],
    rng: &mut PuzzleRng,
    poll: &mut P,
) -> Result<Option<Unique>, P::Error> {
    let givens: Vec<usize> = (0..81).filter(|&c| puzzle[c] != 0).collect();
    let mut pairs = Vec::with_capacity(givens.len() * givens.len() / 2);
    for (i, &a) in givens.iter().enumerate() {
        for &b in &givens[i + 1..] {
            pairs.push((a, Some(b)));
        }
    }
    rng.shuffle(&mut pairs);
    first_put_back(solver, puzzle, &pairs, rng, poll)
}

/// Another unique puzzle with as many givens as the unique 9×9 `puzzle`: one given out,
/// another cell and digit in, givens tried in random order.
pub(crate) fn lateral<P: Poll>(
    solver: &Solver,
    puzzle: &[u8; 81],
    rng: &mut PuzzleRng,
    poll: &mut P,
) -> Result<Option<Unique>, P::Error> {
    let mut givens: Vec<(usize, Option<usize>)> = (0..81)
        .filter(|&c| puzzle[c] != 0)
        .map(|c| (c, None))
        .collect();
    rng.shuffle(&mut givens);
    first_put_back(solver, puzzle, &givens, rng, poll)
}

/// For each of `outs` in turn (one or two givens to take out), the first unique puzzle with
/// one cell and digit put back ([`put_back_one`]).
fn first_put_back<P: Poll>(
    solver: &Solver,
    puzzle: &[u8; 81],
    outs: &[(usize, Option<usize>)],
    rng: &mut PuzzleRng,
    poll: &mut P,
) -> Result<Option<Unique>, P::Error> {
    let mut reduced = *puzzle;
    for &(a, b) in outs {
        let mut removed = [(a, puzzle[a]); 2];
        let mut k = 1;
        if let Some(b) = b {
            removed[1] = (b, puzzle[b]);
            k = 2;
        }
        for &(c, _) in &removed[..k] {
            reduced[c] = 0;
        }
        let r = put_back_one(solver, &mut reduced, &removed[..k], rng, poll);
        for &(c, d) in &removed[..k] {
            reduced[c] = d;
        }
        if let Some(found) = r? {
            return Ok(Some(found));
        }
    }
    Ok(None)
}

/// Whether no given of the unique 9×9 `puzzle` (with `solution`) can go while it stays
/// unique: one search per given for a solution with `solution`'s digit struck there.
pub(crate) fn is_minimal<P: Poll>(
    solver: &Solver,
    puzzle: &[u8; 81],
    solution: &[u8; 81],
    poll: &mut P,
) -> Result<bool, P::Error> {
    let mut values = *puzzle;
    for c in 0..81 {
        if puzzle[c] == 0 {
            continue;
        }
        values[c] = 0;
        let struck = Struck {
            cell: c as u8,
            digit: solution[c],
        };
        let other = solver.exists_nine(&values, struck, poll)?;
        values[c] = puzzle[c];
        if !other {
            return Ok(false);
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Unlimited;
    use crate::{Grid, Shape};

    /// A unique 19-given puzzle the generator made, with an 18-given exchange.
    const NINETEEN: &str =
        "000380000940000100000060000830500000000000705000000900060000000100090000000704032";

    fn cells(line: &str) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (o, b) in out.iter_mut().zip(line.bytes()) {
            *o = b - b'0';
        }
        out
    }

    /// The only solution of `puzzle`, or a panic.
    fn only_solution(puzzle: &[u8; 81]) -> [u8; 81] {
        let grid = Grid::from_values(Shape::NINE, puzzle).unwrap();
        let solutions = Solver::new().solutions(&grid, 2);
        assert_eq!(solutions.len(), 1, "not unique");
        let mut out = [0u8; 81];
        out.copy_from_slice(solutions[0].values());
        out
    }

    fn givens(puzzle: &[u8; 81]) -> usize {
        puzzle.iter().filter(|&&d| d != 0).count()
    }

    /// How many givens of `a` are not givens of `b` with the same digit.
    fn left_out(a: &[u8; 81], b: &[u8; 81]) -> usize {
        a.iter().zip(b).filter(|(&x, &y)| x != 0 && x != y).count()
    }

    #[test]
    fn an_exchange_takes_two_givens_out_and_puts_one_in_and_stays_unique() {
        let p = cells(NINETEEN);
        let solver = Solver::new();
        let mut made = 0;
        for seed in 0..4 {
            let mut rng = PuzzleRng::new(seed, 0);
            let Ok(Some(found)) = exchange(&solver, &p, &mut rng, &mut Unlimited) else {
                continue;
            };
            let (q, solution) = (found.puzzle, found.solution);
            made += 1;
            assert_eq!(givens(&q), 18);
            assert_eq!(left_out(&p, &q), 2);
            assert_eq!(left_out(&q, &p), 1);
            assert_eq!(only_solution(&q), solution);
            // The same stream makes the same puzzle.
            let mut again = PuzzleRng::new(seed, 0);
            let Ok(same) = exchange(&solver, &p, &mut again, &mut Unlimited);
            assert_eq!(same, Some(found));
        }
        assert_eq!(made, 4, "every pair order reaches an exchange that exists");
    }

    #[test]
    fn a_lateral_move_swaps_one_given_and_stays_unique() {
        let p = cells(NINETEEN);
        let solver = Solver::new();
        let mut rng = PuzzleRng::new(1, 2);
        let mut here = p;
        for _ in 0..5 {
            let Ok(Some(found)) = lateral(&solver, &here, &mut rng, &mut Unlimited) else {
                panic!("no lateral move from {here:?}");
            };
            let (next, solution) = (found.puzzle, found.solution);
            assert_eq!(givens(&next), 19);
            assert_eq!(left_out(&here, &next), 1);
            assert_eq!(left_out(&next, &here), 1);
            assert_eq!(only_solution(&next), solution);
            here = next;
        }
    }

    #[test]
    fn a_puzzle_without_an_exchange_says_none_whatever_the_order() {
        // Another 19-given puzzle of the generator, with no 18 in its {-2, +1}
        // neighbourhood (most have none): every pair is tried, in any order.
        let p = cells(
            "000054020100060000600000004000009000040008700050300000000000001000000096070805000",
        );
        only_solution(&p);
        let solver = Solver::new();
        for seed in 0..2 {
            let mut rng = PuzzleRng::new(seed, 0);
            let Ok(none) = exchange(&solver, &p, &mut rng, &mut Unlimited);
            assert_eq!(none, None);
        }
    }

    #[test]
    fn minimality_is_checked_given_by_given() {
        let p = cells(NINETEEN);
        let solution = only_solution(&p);
        let solver = Solver::new();
        let Ok(minimal) = is_minimal(&solver, &p, &solution, &mut Unlimited);
        assert!(minimal);
        let mut more = p;
        let extra = (0..81).find(|&c| p[c] == 0).unwrap();
        more[extra] = solution[extra];
        let Ok(minimal) = is_minimal(&solver, &more, &solution, &mut Unlimited);
        assert!(!minimal);
    }
}
