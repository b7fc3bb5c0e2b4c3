//! The variant engine held to the reference: every constraint's `check` on full grids.
//!
//! The reference solver enumerates every grid that keeps the givens and the houses (plain
//! backtracking, one cell after another), then keeps those the rules' checks accept. The engine
//! must find the same count (to a limit), solutions the checks accept, and the same true
//! candidates, on random rules of every kind over 4×4 and 6×6 grids.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::shape::Shape;

/// Every full grid keeping `givens` and the houses of `rules`, then filtered by the checks; at
/// most `cap` grids are enumerated before filtering.
fn reference(rules: &Rules, givens: &[u8], cap: usize) -> Option<Vec<Vec<u8>>> {
    let g = rules.geometry();
    let n = g.size();
    let houses = g.houses();
    let mut of_cell: Vec<Vec<usize>> = vec![Vec::new(); n * n];
    for (h, house) in houses.iter().enumerate() {
        for &c in house {
            of_cell[c].push(h);
        }
    }
    let mut used = vec![0u32; houses.len()];
    let values = givens.to_vec();
    for (c, &v) in givens.iter().enumerate() {
        if v != 0 {
            for &h in &of_cell[c] {
                if used[h] & 1 << v != 0 {
                    return Some(Vec::new());
                }
                used[h] |= 1 << v;
            }
        }
    }
    let mut e = Enumeration {
        values,
        used,
        of_cell,
        rules,
        out: Vec::new(),
        enumerated: 0,
        cap,
    };
    let finished = e.go(0);
    let out = e.out;
    finished.then_some(out)
}

/// The reference's backtracking over cells in row-major order.
struct Enumeration<'a> {
    values: Vec<u8>,
    used: Vec<u32>,
    of_cell: Vec<Vec<usize>>,
    rules: &'a Rules,
    out: Vec<Vec<u8>>,
    enumerated: usize,
    cap: usize,
}

impl Enumeration<'_> {
    /// Fills cells `c..`; `false` once the cap is reached.
    fn go(&mut self, c: usize) -> bool {
        let n = self.rules.size();
        if c == n * n {
            self.enumerated += 1;
            if self.rules.broken(&self.values).is_empty() {
                self.out.push(self.values.clone());
            }
            return self.enumerated < self.cap;
        }
        if self.values[c] != 0 {
            return self.go(c + 1);
        }
        for d in 1..=n as u8 {
            if self.of_cell[c].iter().any(|&h| self.used[h] & 1 << d != 0) {
                continue;
            }
            self.values[c] = d;
            for &h in &self.of_cell[c] {
                self.used[h] |= 1 << d;
            }
            let more = self.go(c + 1);
            for &h in &self.of_cell[c] {
                self.used[h] &= !(1 << d);
            }
            self.values[c] = 0;
            if !more {
                return false;
            }
        }
        true
    }
}

pub(super) fn puzzle(size: usize, givens: &[u8], constraints: Vec<Constraint>) -> VariantPuzzle {
    let shape = Shape::for_size(size).unwrap();
    let rules = Rules::new(shape, None, constraints).unwrap();
    VariantPuzzle::new(Grid::from_values(shape, givens).unwrap(), rules).unwrap()
}

pub(super) fn p(r: u8, c: u8) -> Place {
    Place::new(r, c)
}

pub(super) struct Rng(pub(super) ChaCha8Rng);

impl Rng {
    pub(super) fn below(&mut self, k: usize) -> usize {
        (self.0.next_u64() % k as u64) as usize
    }
    pub(super) fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// A random full grid of `size` with classic houses: backtracking from the empty grid, digits
/// tried in a random order at each cell.
pub(super) fn random_grid(rng: &mut Rng, size: usize) -> Vec<u8> {
    let shape = Shape::for_size(size).unwrap();
    let n = size;
    let mut values = vec![0u8; n * n];
    fn fill(c: usize, n: usize, shape: Shape, values: &mut Vec<u8>, rng: &mut Rng) -> bool {
        if c == n * n {
            return true;
        }
        let (r, col) = (c / n, c % n);
        let mut digits: Vec<u8> = (1..=n as u8).collect();
        for i in (1..digits.len()).rev() {
            digits.swap(i, rng.below(i + 1));
        }
        for d in digits {
            let clash = (0..n * n).any(|o| {
                values[o] == d
                    && (o / n == r
                        || o % n == col
                        || shape.box_at(o / n, o % n) == shape.box_at(r, col))
            });
            if clash {
                continue;
            }
            values[c] = d;
            if fill(c + 1, n, shape, values, rng) {
                return true;
            }
            values[c] = 0;
        }
        false
    }
    assert!(fill(0, n, shape, &mut values, rng));
    values
}

/// A random path of `len` cells, each touching the last (king moves), no cell twice.
fn random_path(rng: &mut Rng, n: usize, len: usize, orthogonal: bool) -> Vec<usize> {
    'again: loop {
        let mut path = vec![rng.below(n * n)];
        while path.len() < len {
            let last = *path.last().unwrap();
            let (r, c) = ((last / n) as i32, (last % n) as i32);
            let mut next = Vec::new();
            for dr in -1..=1i32 {
                for dc in -1..=1i32 {
                    if (dr, dc) == (0, 0) || (orthogonal && dr != 0 && dc != 0) {
                        continue;
                    }
                    let (rr, cc) = (r + dr, c + dc);
                    if (0..n as i32).contains(&rr) && (0..n as i32).contains(&cc) {
                        let i = (rr * n as i32 + cc) as usize;
                        if !path.contains(&i) {
                            next.push(i);
                        }
                    }
                }
            }
            if next.is_empty() {
                continue 'again;
            }
            path.push(next[rng.below(next.len())]);
        }
        return path;
    }
}

/// A random path of `min` to `min + spread − 1` cells.
fn rpath(rng: &mut Rng, n: usize, min: usize, spread: usize, orthogonal: bool) -> Vec<usize> {
    let len = min + rng.below(spread);
    random_path(rng, n, len, orthogonal)
}

fn places(n: usize, cells: &[usize]) -> Vec<Place> {
    cells.iter().map(|&c| Place::of_index(c, n)).collect()
}

/// A random constraint, its numbers read off `sol` most of the time (so the rules usually
/// have a solution) and sometimes made up.
pub(super) fn random_constraint(rng: &mut Rng, n: usize, sol: &[u8]) -> Constraint {
    let tweak = |rng: &mut Rng, v: u32| if rng.chance(15) { v + 1 } else { v };
    let outside = |rng: &mut Rng| -> Place {
        let k = rng.below(n) as u8 + 1;
        match rng.below(4) {
            0 => p(0, k),
            1 => p(n as u8 + 1, k),
            2 => p(k, 0),
            _ => p(k, n as u8 + 1),
        }
    };
    let pair = |rng: &mut Rng| -> [Place; 2] {
        let path = random_path(rng, n, 2, true);
        let ps = places(n, &path);
        [ps[0], ps[1]]
    };
    match rng.below(30) {
        0 => Constraint::Diagonal(Diagonal {
            direction: if rng.chance(50) {
                DiagonalDirection::Main
            } else {
                DiagonalDirection::Anti
            },
        }),
        1 => Constraint::AntiKnight(AntiKnight {}),
        2 => Constraint::AntiKing(AntiKing {}),
        3 => Constraint::NonConsecutive(NonConsecutive {}),
        4 => {
            let cells = rpath(rng, n, 1, 3, true);
            let sum = cells.iter().map(|&c| sol[c] as u32).sum();
            let distinct = super::kinds::repeated(sol, &cells).is_none();
            let sum = if distinct && !rng.chance(20) {
                Some(tweak(rng, sum))
            } else {
                None
            };
            Constraint::Killer(Killer {
                cells: places(n, &cells),
                sum,
            })
        }
        5 => {
            let mut start = outside(rng);
            let dirs = [
                Direction::UpLeft,
                Direction::UpRight,
                Direction::DownLeft,
                Direction::DownRight,
            ];
            let mut dir = dirs[rng.below(4)];
            let g = Rules::classic(Shape::for_size(n).unwrap());
            let cells = loop {
                if let Ok(c) = super::kinds::diagonal_from(g.geometry(), "", start, dir) {
                    break c;
                }
                start = outside(rng);
                dir = dirs[rng.below(4)];
            };
            let sum = cells.iter().map(|&c| sol[c] as u32).sum();
            Constraint::LittleKiller(LittleKiller {
                clue: start,
                direction: dir,
                sum: tweak(rng, sum),
            })
        }
        6..=8 => {
            let clue = outside(rng);
            let g = Rules::classic(Shape::for_size(n).unwrap());
            let line = super::kinds::outside_line(g.geometry(), "", clue).unwrap();
            let v: Vec<u8> = line.iter().map(|&c| sol[c]).collect();
            match rng.below(3) {
                0 => {
                    let i = v.iter().position(|&x| x == 1).unwrap();
                    let j = v.iter().position(|&x| x as usize == n).unwrap();
                    let (i, j) = (i.min(j), i.max(j));
                    let sum = v[i + 1..j].iter().map(|&x| x as u32).sum();
                    Constraint::Sandwich(Sandwich { clue, sum })
                }
                1 => {
                    let x = v[0] as usize;
                    let sum = v[..x].iter().map(|&x| x as u32).sum();
                    Constraint::XSum(XSum {
                        clue,
                        sum: tweak(rng, sum),
                    })
                }
                _ => Constraint::Skyscraper(Skyscraper {
                    clue,
                    count: super::kinds::skyscraper_seen(&v).min(n as u32),
                }),
            }
        }
        9 => {
            let path = rpath(rng, n, 2, 3, false);
            let circle = vec![path[0]];
            let shaft = path[1..].to_vec();
            let _ = sol;
            Constraint::Arrow(Arrow {
                circle: places(n, &circle),
                shafts: vec![places(n, &shaft)],
            })
        }
        10 => {
            let path = rpath(rng, n, 2, 3, false);
            Constraint::Thermometer(Thermometer {
                cells: places(n, &path),
                slow: rng.chance(30),
            })
        }
        11 => Constraint::Palindrome(Palindrome {
            cells: places(n, &rpath(rng, n, 2, 3, false)),
        }),
        12 => Constraint::Renban(Renban {
            cells: places(n, &rpath(rng, n, 2, 2, false)),
        }),
        13 => Constraint::Whispers(Whispers {
            cells: places(n, &rpath(rng, n, 2, 3, false)),
            difference: if rng.chance(50) {
                None
            } else {
                Some(1 + rng.below(n / 2) as u32)
            },
        }),
        14 => Constraint::Between(Between {
            cells: places(n, &rpath(rng, n, 3, 2, false)),
        }),
        15 => Constraint::RegionSum(RegionSum {
            cells: places(n, &rpath(rng, n, 3, 3, false)),
        }),
        16 => Constraint::Entropic(Entropic {
            cells: places(n, &rpath(rng, n, 2, 3, false)),
        }),
        17 => Constraint::Modular(Modular {
            cells: places(n, &rpath(rng, n, 2, 3, false)),
            modulus: None,
        }),
        18 => Constraint::Zipper(Zipper {
            cells: places(n, &rpath(rng, n, 3, 3, false)),
        }),
        19 => {
            let cells = pair(rng);
            let (a, b) = (cells[0].index(n).unwrap(), cells[1].index(n).unwrap());
            let d = sol[a].abs_diff(sol[b]) as u32;
            Constraint::Difference(Difference {
                cells,
                value: if d == 1 && rng.chance(50) {
                    None
                } else {
                    Some(d.max(1))
                },
            })
        }
        20 => {
            let cells = pair(rng);
            Constraint::Ratio(Ratio {
                cells,
                value: if rng.chance(70) { None } else { Some(3) },
            })
        }
        21 => {
            let cells = pair(rng);
            let (a, b) = (cells[0].index(n).unwrap(), cells[1].index(n).unwrap());
            let s = (sol[a] + sol[b]) as u32;
            Constraint::Xv(Xv {
                cells,
                sum: if s == 10 || (s != 5 && rng.chance(50)) {
                    10
                } else {
                    5
                },
            })
        }
        22 => match rng.below(3) {
            0 => Constraint::NoDifference(NoDifference::default()),
            1 => Constraint::NoRatio(NoRatio::default()),
            _ => Constraint::NoXv(NoXv {}),
        },
        23 => {
            let cells = pair(rng);
            Constraint::GreaterThan(GreaterThan { cells })
        }
        24 => {
            let cell = Place::of_index(rng.below(n * n), n);
            match rng.below(4) {
                0 => Constraint::Odd(Odd { cell }),
                1 => Constraint::Even(Even { cell }),
                2 => Constraint::Minimum(Minimum { cell }),
                _ => Constraint::Maximum(Maximum { cell }),
            }
        }
        25 => {
            let (r, c) = (rng.below(n - 1), rng.below(n - 1));
            let cells = [
                r * n + c,
                r * n + c + 1,
                (r + 1) * n + c,
                (r + 1) * n + c + 1,
            ];
            let k = 1 + rng.below(3);
            let mut digits: Vec<u8> = cells[..k].iter().map(|&c| sol[c]).collect();
            if rng.chance(20) {
                digits[0] = (rng.below(n) + 1) as u8;
            }
            Constraint::Quadruple(Quadruple {
                cells: places(n, &cells),
                digits,
            })
        }
        26 => {
            let a = random_path(rng, n, 2, true);
            let b = random_path(rng, n, 2, true);
            if a.iter().any(|c| b.contains(c)) {
                return Constraint::AntiKing(AntiKing {});
            }
            Constraint::Clone(Clone {
                cells: places(n, &a),
                clone: places(n, &b),
            })
        }
        27 => {
            let axis = [IndexerAxis::Row, IndexerAxis::Column, IndexerAxis::Box][rng.below(3)];
            let cells: Vec<usize> = (0..2).map(|_| rng.below(n * n)).collect();
            let mut cells = cells;
            cells.dedup();
            Constraint::Indexer(Indexer {
                axis,
                cells: places(n, &cells),
            })
        }
        28 => {
            let cells = rpath(rng, n, 2, n - 1, true);
            Constraint::ExtraRegion(ExtraRegion {
                cells: places(n, &cells),
            })
        }
        _ => Constraint::DisjointGroups(DisjointGroups {}),
    }
}

/// The engine's answers against the reference's, on one puzzle.
fn agree(puzzle: &VariantPuzzle, what: &str) {
    let b = Budget::unlimited();
    let n = puzzle.rules().size();
    let Some(all) = reference(puzzle.rules(), puzzle.givens().values(), 200_000) else {
        return; // too many to enumerate: skip
    };
    let count = puzzle.count(1000, &b).unwrap();
    assert_eq!(
        count.count,
        (all.len() as u64).min(1000),
        "{what}: count, puzzle {}",
        puzzle.to_json()
    );
    match puzzle.solve(Mode::Unique, &b).unwrap() {
        Outcome::Unique(s) => {
            assert_eq!(all.len(), 1, "{what}");
            assert_eq!(s.values(), &all[0][..], "{what}");
        }
        Outcome::Multiple(s) => {
            assert!(all.len() > 1, "{what}");
            assert!(puzzle.broken(s.values()).is_empty(), "{what}");
        }
        Outcome::NoSolution { .. } => assert!(all.is_empty(), "{what}"),
        Outcome::Found(_) => unreachable!(),
    }
    if all.len() <= 2000 {
        let cap = 3;
        let tc = puzzle.candidates(cap, &b).unwrap();
        for cell in 0..n * n {
            for d in 1..=n {
                let want = all.iter().filter(|s| s[cell] as usize == d).count() as u64;
                assert_eq!(
                    tc.count(cell, d),
                    want.min(cap),
                    "{what}: candidates at {cell} digit {d}, {}",
                    puzzle.to_json()
                );
            }
        }
    }
}

#[test]
fn random_rules_agree_with_the_reference() {
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(36));
    for case in 0..400 {
        let n = if case % 4 == 3 { 6 } else { 4 };
        let sol = random_grid(&mut rng, n);
        let k = 1 + rng.below(4);
        let mut constraints = Vec::new();
        for _ in 0..k {
            constraints.push(random_constraint(&mut rng, n, &sol));
        }
        let shape = Shape::for_size(n).unwrap();
        let Ok(rules) = Rules::new(shape, None, constraints) else {
            continue;
        };
        let keep = if n == 4 {
            rng.below(6)
        } else {
            10 + rng.below(10)
        };
        let mut givens = vec![0u8; n * n];
        for _ in 0..keep {
            let c = rng.below(n * n);
            givens[c] = sol[c];
        }
        let puzzle = VariantPuzzle::new(Grid::from_values(shape, &givens).unwrap(), rules).unwrap();
        agree(&puzzle, &format!("case {case}"));
    }
}

#[test]
fn every_kind_alone_agrees_with_the_reference() {
    // Each kind on its own, many times over: a kind the mixed test rarely draws is still held.
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(7));
    let mut seen = std::collections::BTreeSet::new();
    for case in 0..600 {
        let n = if case % 5 == 4 { 6 } else { 4 };
        let sol = random_grid(&mut rng, n);
        let c = random_constraint(&mut rng, n, &sol);
        let name = c.kind_name();
        let shape = Shape::for_size(n).unwrap();
        let Ok(rules) = Rules::new(shape, None, vec![c]) else {
            continue;
        };
        seen.insert(name);
        let mut givens = vec![0u8; n * n];
        for _ in 0..(if n == 4 { 2 } else { 14 }) {
            let c = rng.below(n * n);
            givens[c] = sol[c];
        }
        let puzzle = VariantPuzzle::new(Grid::from_values(shape, &givens).unwrap(), rules).unwrap();
        agree(&puzzle, &format!("case {case} ({name})"));
    }
    let all: std::collections::BTreeSet<&str> = KINDS.iter().map(|(name, _)| *name).collect();
    assert_eq!(seen, all, "every kind was drawn");
}

/// Cages that tile most of the grid (the ground the sums derived from houses stand on), with
/// totals read off `sol` and now and then one made up.
pub(super) fn random_tiling(rng: &mut Rng, n: usize, sol: &[u8]) -> Vec<Constraint> {
    let mut free: Vec<bool> = vec![true; n * n];
    let mut cages = Vec::new();
    let mut order: Vec<usize> = (0..n * n).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    for start in order {
        if !free[start] {
            continue;
        }
        free[start] = false;
        if rng.chance(15) {
            continue; // a cell in no cage
        }
        let want = 1 + rng.below(4);
        let mut cells = vec![start];
        while cells.len() < want {
            let mut next = Vec::new();
            for &c in &cells {
                let (r, col) = (c / n, c % n);
                let around = [
                    (r > 0).then(|| c - n),
                    (r + 1 < n).then(|| c + n),
                    (col > 0).then(|| c - 1),
                    (col + 1 < n).then(|| c + 1),
                ];
                for x in around.into_iter().flatten() {
                    if free[x] && !cells.iter().any(|&y| sol[y] == sol[x]) {
                        next.push(x);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            let x = next[rng.below(next.len())];
            free[x] = false;
            cells.push(x);
        }
        let sum: u32 = cells.iter().map(|&c| sol[c] as u32).sum();
        let sum = if rng.chance(5) { sum + 1 } else { sum };
        cages.push(Constraint::Killer(Killer {
            cells: places(n, &cells),
            sum: Some(sum),
        }));
    }
    cages
}

#[test]
fn tiled_killers_agree_with_the_reference() {
    // The sums the engine derives from cages and houses (innies and outies) must never cut
    // a solution or keep a non-solution.
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(45));
    for case in 0..150 {
        let n = if case % 3 == 2 { 6 } else { 4 };
        let sol = random_grid(&mut rng, n);
        let constraints = random_tiling(&mut rng, n, &sol);
        let shape = Shape::for_size(n).unwrap();
        let Ok(rules) = Rules::new(shape, None, constraints) else {
            continue;
        };
        // A few givens on 6×6 keep the reference's enumeration short.
        let mut givens = vec![0u8; n * n];
        if n == 6 {
            for _ in 0..8 {
                let c = rng.below(n * n);
                givens[c] = sol[c];
            }
        }
        let puzzle = VariantPuzzle::new(Grid::from_values(shape, &givens).unwrap(), rules).unwrap();
        agree(&puzzle, &format!("tiling {case}"));
    }
}

#[test]
fn a_blank_grid_with_anti_king_anti_knight_and_non_consecutive_has_72_solutions() {
    let puzzle = puzzle(
        9,
        &[0; 81],
        vec![
            Constraint::AntiKing(AntiKing {}),
            Constraint::AntiKnight(AntiKnight {}),
            Constraint::NonConsecutive(NonConsecutive {}),
        ],
    );
    let count = puzzle.count(1000, &Budget::unlimited()).unwrap();
    assert_eq!((count.count, count.at_least), (72, false));
}

#[test]
fn a_killer_never_takes_the_classic_path() {
    // The same givens: classic has several solutions, the cage leaves fewer.
    let classic = puzzle(4, &[0; 16], vec![]);
    assert!(classic.rules().is_classic());
    let caged = puzzle(
        4,
        &[0; 16],
        vec![Constraint::Killer(Killer {
            cells: vec![p(1, 1), p(1, 2)],
            sum: Some(3),
        })],
    );
    assert!(!caged.rules().is_classic());
    let b = Budget::unlimited();
    assert_eq!(classic.count(1000, &b).unwrap().count, 288);
    // r1c1 and r1c2 hold {1, 2}: one of the six pairs those two cells hold equally often.
    assert_eq!(caged.count(1000, &b).unwrap().count, 48);
}

#[test]
fn our_json_reads_back_what_it_writes() {
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(11));
    for _ in 0..200 {
        let n = [4, 6, 9][rng.below(3)];
        let sol = random_grid(&mut rng, n);
        let constraints: Vec<Constraint> = (0..3)
            .map(|_| random_constraint(&mut rng, n, &sol))
            .collect();
        let shape = Shape::for_size(n).unwrap();
        let Ok(rules) = Rules::new(shape, None, constraints) else {
            continue;
        };
        let puzzle = VariantPuzzle::new(Grid::empty(shape), rules).unwrap();
        let back = VariantPuzzle::from_json(&puzzle.to_json()).unwrap();
        assert_eq!(back.rules(), puzzle.rules());
        let f = to_fpuzzles_json(&puzzle);
        let back = from_fpuzzles_json(&f.to_string()).unwrap();
        // f-puzzles has one name for some rules of ours (non-consecutive and the negative
        // white-dot rule): the same solutions, counted where counting is quick.
        if n < 9 {
            assert_eq!(
                back.count(50, &Budget::unlimited()).unwrap(),
                puzzle.count(50, &Budget::unlimited()).unwrap(),
                "{f}"
            );
        }
        let link = read_link(&to_sudokupad_link(&puzzle)).unwrap();
        assert_eq!(link.rules(), back.rules());
        let link = read_link(&to_fpuzzles_link(&puzzle)).unwrap();
        assert_eq!(link.rules(), back.rules());
    }
}

#[test]
fn little_killers_are_written_with_their_diagonal_as_f_puzzles_does() {
    let shape = Shape::for_size(9).unwrap();
    let rules = Rules::new(
        shape,
        None,
        vec![Constraint::LittleKiller(LittleKiller {
            clue: p(0, 3),
            direction: Direction::DownLeft,
            sum: 12,
        })],
    )
    .unwrap();
    let puzzle = VariantPuzzle::new(Grid::empty(shape), rules).unwrap();
    let f = to_fpuzzles_json(&puzzle);
    let lk = &f["littlekillersum"][0];
    assert_eq!(lk["cell"], "R0C3");
    assert_eq!(lk["direction"], "DL");
    assert_eq!(lk["cells"], serde_json::json!(["R1C2", "R2C1"]));
    let back = from_fpuzzles_json(&f.to_string()).unwrap();
    assert_eq!(back.rules(), puzzle.rules());
}

#[test]
fn bad_rules_are_refused_with_their_place() {
    let bad = [
        (
            r#"{"size": 9, "constraints": [{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 18}]}"#,
            "$.constraints[0]: no 2 different digits add up to 18",
        ),
        (
            r#"{"size": 9, "constraints": [{"type": "thermometer", "cells": ["r1c1", "r10c2"]}]}"#,
            "$.constraints[0]: r10c2 is not a cell of the 9×9 grid",
        ),
        (
            r#"{"size": 9, "constraints": [{"type": "teleport"}]}"#,
            "$.constraints[0]: unknown variant `teleport`",
        ),
        (
            r#"{"size": 9, "constraints": [{"type": "difference", "cells": ["r1c1", "r2c2"]}]}"#,
            "$.constraints[0]: r1c1 and r2c2 are not side by side",
        ),
        (
            r#"{"size": 4, "givens": "1234"}"#,
            "$.givens: 4 cells, a 4×4 grid has 16",
        ),
        (r#"{"size": 7}"#, "$.size: no known grid shape has size 7"),
        (r#"{"size": 4, "regions": "1111222233334444"}"#, ""),
        (
            r#"{"size": 4, "regions": "1111222233334443"}"#,
            "$.regions: region 3 has 5 cells, not 4",
        ),
        (
            r#"{"size": 4, "regions": "1111222233334445"}"#,
            "$.regions: '5' at position 16 is not a digit of the 4×4 grid",
        ),
        (
            r#"{"size": 9, "constraints": [{"type": "little-killer", "clue": "r0c9", "direction": "UR", "sum": 5}]}"#,
            "$.constraints[0]: from r0c9, UR leads off the grid",
        ),
    ];
    for (json, want) in bad {
        match VariantPuzzle::from_json(json) {
            Ok(_) => assert_eq!(want, "", "{json} was read"),
            Err(e) => {
                assert!(
                    e.to_string().starts_with(want) && !want.is_empty(),
                    "{json}: {e}"
                );
            }
        }
    }
}

#[test]
fn links_are_read_however_they_arrive() {
    let puzzle = puzzle(
        4,
        &[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![Constraint::Killer(Killer {
            cells: vec![p(1, 2), p(1, 3)],
            sum: Some(5),
        })],
    );
    let link = to_fpuzzles_link(&puzzle);
    let encoded = link
        .replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D");
    let encoded =
        encoded
            .replacen("https:%2F%2F", "https://", 1)
            .replacen("%2F%3Fload%3D", "/?load=", 1);
    for text in [
        link.clone(),
        encoded,
        format!("  {link}  "),
        link.replace('+', " "),
    ] {
        let read = read_link(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(read.rules(), puzzle.rules(), "{text}");
    }
    assert!(matches!(
        read_link("https://sudokupad.app/abcdef"),
        Err(LinkError::ShortId { .. })
    ));
    assert!(matches!(
        read_link("https://sudokupad.app/fpuzzlesAAAA"),
        Err(LinkError::Decompress)
    ));
    assert!(matches!(
        read_link("https://example.com/x"),
        Err(LinkError::NotALink)
    ));
}

#[test]
fn the_docs_and_the_schema_list_every_kind() {
    let doc = include_str!("../../../../docs/VARIANTS.md");
    let schema: serde_json::Value =
        serde_json::from_str(include_str!("../../../../docs/variant.schema.json")).unwrap();
    let titles: Vec<&str> = schema["$defs"]["constraint"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["title"].as_str().unwrap())
        .collect();
    let names: Vec<&str> = KINDS.iter().map(|(name, _)| *name).collect();
    assert_eq!(
        titles, names,
        "docs/variant.schema.json lists the kinds in the table's order"
    );
    for name in names {
        assert!(
            doc.contains(&format!("| `{name}` |"))
                || doc.contains(&format!("`{name}`, `"))
                || doc.contains(&format!(", `{name}` |")),
            "docs/VARIANTS.md has no row for {name}"
        );
    }
}

#[test]
fn true_candidates_have_one_json_form() {
    // A 4×4 whose first row is given but for r1c1 and r1c2, which hold 1 and 2 either way.
    let puzzle = puzzle(4, &[0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], vec![]);
    let plain = puzzle.candidates(1, &Budget::unlimited()).unwrap();
    assert_eq!(
        (plain.symbols(0), plain.symbols(2)),
        ("12".into(), "3".into())
    );
    let json = serde_json::to_value(&plain).unwrap();
    assert_eq!(
        json["candidates"][0],
        serde_json::json!(["12", "12", "3", "4"])
    );
    assert_eq!(json.as_object().unwrap().len(), 1, "{json}");
    let capped = puzzle.candidates(3, &Budget::unlimited()).unwrap();
    let json = serde_json::to_value(&capped).unwrap();
    assert_eq!(json["cap"], 3);
    // r1c1: digit 1 in some solutions, 2 in others, each counted up to the cap.
    assert_eq!(json["counts"][0][0], serde_json::json!([3, 3, 0, 0]));
    assert_eq!(json["counts"][0][2], serde_json::json!([0, 0, 3, 0]));
}

#[test]
fn read_record_turns_classic_records_away() {
    for classic in [
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        "1 . . .\n. . 1 .\n. 1 . .\n. . . 1",
        "[[1,0,0,0],[0,0,1,0],[0,1,0,0],[0,0,0,1]]",
        "",
        "   ",
    ] {
        assert!(read_record(classic).is_none(), "{classic:?}");
    }
    for variant in [
        "\u{feff} {\"size\": 4}",
        "https://sudokupad.app/abcdef",
        ".Shape~4x4.AntiKing.~R1C1_1",
    ] {
        assert!(read_record(variant).is_some(), "{variant:?}");
    }
}

#[test]
fn generated_4x4_puzzles_are_unique_by_the_reference() {
    // An independent count of the generator's puzzles: every 4×4 grid keeping the givens and
    // the houses (288 at most) held to every rule's check, where the generator relies on the
    // exact search. Every kind made at 4×4, three puzzles each.
    use crate::variant::generate::{VariantGenerator, VariantKind};
    let budget = crate::budget::Budget::unlimited();
    let mut kinds_checked = 0;
    for kind in VariantKind::ALL {
        if !kind.sizes().contains(&4) {
            continue;
        }
        let generator = VariantGenerator::new(4, &[kind]).unwrap().seed(9);
        // Anti-king and non-consecutive: no 4×4 grid keeps them, which `validate` proves.
        if generator.validate(&budget).is_err() {
            continue;
        }
        kinds_checked += 1;
        for i in 0..3 {
            let made = generator.generate(i, &budget).unwrap();
            let givens = made.puzzle.givens().values();
            let grids = reference(made.puzzle.rules(), givens, 1000).unwrap();
            assert_eq!(
                grids,
                vec![made.solution.values().to_vec()],
                "{kind} puzzle {i}: {}",
                made.puzzle.to_json()
            );
        }
    }
    assert!(kinds_checked >= 10, "{kinds_checked} kinds made at 4×4");
}

#[test]
fn broken_rules_serialize_with_their_numbers() {
    use super::{Broken, BrokenRule};
    let json = |rule: BrokenRule| {
        serde_json::to_string(&Broken {
            rule,
            cells: vec![p(1, 2)],
        })
        .unwrap()
    };
    assert_eq!(
        json(BrokenRule::Row(3)),
        r#"{"rule":"row","row":3,"cells":["r1c2"]}"#
    );
    assert_eq!(
        json(BrokenRule::Column(1)),
        r#"{"rule":"column","column":1,"cells":["r1c2"]}"#
    );
    assert_eq!(
        json(BrokenRule::Region(9)),
        r#"{"rule":"region","region":9,"cells":["r1c2"]}"#
    );
    assert_eq!(
        json(BrokenRule::Givens),
        r#"{"rule":"givens","cells":["r1c2"]}"#
    );
    assert_eq!(
        json(BrokenRule::Constraint {
            index: 0,
            kind: "killer"
        }),
        r#"{"rule":"constraint","index":0,"kind":"killer","cells":["r1c2"]}"#
    );
}
