//! The clues read off a solution for the kinds drawn on top of the grid: lines (thermometers,
//! whispers, renban) grown as random paths that keep their rule, arrows, dots, XV, little
//! killer and sandwich sums. Every clue holds on the solution by construction.

use super::VariantKind;
use crate::generate::rng::PuzzleRng;
use crate::variant::{
    Arrow, Constraint, Difference, Direction, LittleKiller, NoDifference, NoRatio, NoXv, Place,
    Ratio, Renban, Sandwich, Thermometer, Whispers, Xv,
};

/// The clues of one puzzle: those that stay whatever happens (`kept`: the negative rules and
/// the dots or XV they go with) and those removed again where the solution stays unique
/// (`removable`, each with its kind, so the last clue of a kind is kept).
#[derive(Default)]
pub(super) struct Clues {
    pub(super) kept: Vec<Constraint>,
    pub(super) removable: Vec<(VariantKind, Constraint)>,
}

impl Clues {
    /// Whether `kind` drew at least one removable clue.
    pub(super) fn has(&self, kind: VariantKind) -> bool {
        self.removable.iter().any(|(k, _)| *k == kind)
    }
}

/// The clues of `kind` read off `solution`, added to `clues`; `lines` keeps the cells lines
/// and arrows already use (shared by the kinds of one puzzle, so they neither overlap nor
/// cross).
pub(super) fn read_clues(
    kind: VariantKind,
    solution: &[u8],
    n: usize,
    lines: &mut Lines,
    rng: &mut PuzzleRng,
    clues: &mut Clues,
) {
    let mut push = |c: Constraint| clues.removable.push((kind, c));
    match kind {
        VariantKind::Thermo => {
            let longest = n.min(8);
            for cells in lines.grow_many(solution, rng, 3, longest, |d, x| d.last() < Some(&x)) {
                push(Constraint::Thermometer(Thermometer {
                    cells: places(&cells, n),
                    slow: false,
                }));
            }
        }
        VariantKind::Whispers => {
            let gap = n.div_ceil(2) as u8;
            let longest = n.min(8);
            for cells in lines.grow_many(solution, rng, 3, longest, |d, x| {
                d.last().is_some_and(|&l| l.abs_diff(x) >= gap)
            }) {
                push(Constraint::Whispers(Whispers {
                    cells: places(&cells, n),
                    difference: None,
                }));
            }
        }
        VariantKind::Renban => {
            let longest = n.min(6);
            for cells in lines.grow_many(solution, rng, 3, longest, |d, x| {
                // A set of consecutive digits at every step.
                let lo = d.iter().copied().min().unwrap_or(x).min(x);
                let hi = d.iter().copied().max().unwrap_or(x).max(x);
                !d.contains(&x) && usize::from(hi - lo) == d.len()
            }) {
                push(Constraint::Renban(Renban {
                    cells: places(&cells, n),
                }));
            }
        }
        VariantKind::Arrow => {
            for (circle, shaft) in lines.arrows(solution, rng) {
                push(Constraint::Arrow(Arrow {
                    circle: vec![Place::of_index(circle, n)],
                    shafts: vec![places(&shaft, n)],
                }));
            }
        }
        VariantKind::Kropki | VariantKind::KropkiMinimal => {
            let mut dots = Vec::new();
            for (a, b) in side_pairs(n) {
                let (x, y) = (solution[a], solution[b]);
                let white = x.abs_diff(y) == 1;
                let black = x == 2 * y || y == 2 * x;
                let cells = [Place::of_index(a, n), Place::of_index(b, n)];
                // 1 and 2 take either dot.
                let white = white && (!black || rng.index(2) == 0);
                if white {
                    dots.push(Constraint::Difference(Difference { cells, value: None }));
                } else if black {
                    dots.push(Constraint::Ratio(Ratio { cells, value: None }));
                }
            }
            if kind == VariantKind::Kropki {
                clues.kept.extend(dots);
                clues
                    .kept
                    .push(Constraint::NoDifference(NoDifference { value: None }));
                clues
                    .kept
                    .push(Constraint::NoRatio(NoRatio { value: None }));
            } else {
                dots.into_iter().for_each(push);
            }
        }
        VariantKind::Xv | VariantKind::XvMinimal => {
            let mut marks = Vec::new();
            for (a, b) in side_pairs(n) {
                let sum = u32::from(solution[a]) + u32::from(solution[b]);
                if sum == 5 || sum == 10 {
                    let cells = [Place::of_index(a, n), Place::of_index(b, n)];
                    marks.push(Constraint::Xv(Xv { cells, sum }));
                }
            }
            if kind == VariantKind::Xv {
                clues.kept.extend(marks);
                clues.kept.push(Constraint::NoXv(NoXv {}));
            } else {
                marks.into_iter().for_each(push);
            }
        }
        VariantKind::LittleKiller => {
            for (start, direction) in diagonals(n, rng) {
                let (dr, dc) = direction.step();
                let (r, c) = ((start / n) as i32, (start % n) as i32);
                let mut sum = 0;
                let (mut rr, mut cc) = (r, c);
                while (0..n as i32).contains(&rr) && (0..n as i32).contains(&cc) {
                    sum += u32::from(solution[rr as usize * n + cc as usize]);
                    rr += dr;
                    cc += dc;
                }
                // The clue sits one step before the first cell, outside the grid.
                let clue = Place::new((r + 1 - dr) as u8, (c + 1 - dc) as u8);
                push(Constraint::LittleKiller(LittleKiller {
                    clue,
                    direction,
                    sum,
                }));
            }
        }
        VariantKind::Sandwich => {
            for k in 0..n {
                let row: Vec<u8> = (0..n).map(|c| solution[k * n + c]).collect();
                let col: Vec<u8> = (0..n).map(|r| solution[r * n + k]).collect();
                let at = (k + 1) as u8;
                push(Constraint::Sandwich(Sandwich {
                    clue: Place::new(at, 0),
                    sum: sandwich_sum(&row, n as u8),
                }));
                push(Constraint::Sandwich(Sandwich {
                    clue: Place::new(0, at),
                    sum: sandwich_sum(&col, n as u8),
                }));
            }
        }
        VariantKind::Killer
        | VariantKind::KillerMinimal
        | VariantKind::Jigsaw
        | VariantKind::X
        | VariantKind::Windoku
        | VariantKind::AntiKnight
        | VariantKind::AntiKing
        | VariantKind::NonConsecutive => {}
    }
}

/// The random walks tried from each start of a line; the longest is kept.
const WALKS: usize = 4;

/// The places of row-major `cells`.
fn places(cells: &[usize], n: usize) -> Vec<Place> {
    cells.iter().map(|&c| Place::of_index(c, n)).collect()
}

/// The side-by-side pairs of the grid, smaller cell first, row by row.
fn side_pairs(n: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::with_capacity(2 * n * n);
    for cell in 0..n * n {
        if cell % n + 1 < n {
            out.push((cell, cell + 1));
        }
        if cell / n + 1 < n {
            out.push((cell, cell + n));
        }
    }
    out
}

/// The sum of the digits between the 1 and the `top` of `line`.
fn sandwich_sum(line: &[u8], top: u8) -> u32 {
    let i = line.iter().position(|&x| x == 1).unwrap_or(0);
    let j = line.iter().position(|&x| x == top).unwrap_or(0);
    let (i, j) = (i.min(j), i.max(j));
    line.get(i + 1..j)
        .map_or(0, |v| v.iter().map(|&x| u32::from(x)).sum())
}

/// Every diagonal of two cells or more, each once, read from a random one of its ends: its
/// first cell and the way it goes.
fn diagonals(n: usize, rng: &mut PuzzleRng) -> Vec<(usize, Direction)> {
    let mut out = Vec::new();
    let last = n - 1;
    // The outside cells that hold a clue already, on the (N+2)×(N+2) grid around the grid: a
    // "\" and a "/" diagonal two columns (or rows) apart would put theirs in one cell, drawn
    // one over the other (and f-puzzles keeps one clue a cell), so the second takes its other
    // end, or is left out when that is taken too.
    let mut taken = vec![false; (n + 2) * (n + 2)];
    let mut add = |first: (usize, Direction), second: (usize, Direction)| {
        let clue = |(cell, direction): (usize, Direction)| {
            let (dr, dc) = direction.step();
            let r = (cell / n) as i32 + 1 - dr;
            let c = (cell % n) as i32 + 1 - dc;
            r as usize * (n + 2) + c as usize
        };
        for choice in [first, second] {
            let at = clue(choice);
            if !taken[at] {
                taken[at] = true;
                out.push(choice);
                return;
            }
        }
    };
    // "\" diagonals start on the top row or the left column; "/" ones on the top row or the
    // right column. Each is of length 2 or more unless it starts in a corner it ends in.
    let mut down_right: Vec<usize> = (0..last).collect();
    down_right.extend((1..last).map(|r| r * n));
    let mut down_left: Vec<usize> = (1..n).collect();
    down_left.extend((1..last).map(|r| r * n + last));
    for start in down_right {
        let len = n - (start / n).max(start % n);
        let end = start + (len - 1) * (n + 1);
        let (a, b) = ((start, Direction::DownRight), (end, Direction::UpLeft));
        if rng.index(2) == 0 {
            add(a, b);
        } else {
            add(b, a);
        }
    }
    for start in down_left {
        let (r, c) = (start / n, start % n);
        let len = (n - r).min(c + 1);
        let end = start + (len - 1) * (n - 1);
        let (a, b) = ((start, Direction::DownLeft), (end, Direction::UpRight));
        if rng.index(2) == 0 {
            add(a, b);
        } else {
            add(b, a);
        }
    }
    out
}

/// The cells that lines and arrows already use, and the diagonal steps they take (a line
/// never crosses another's diagonal step).
pub(super) struct Lines {
    n: usize,
    used: Vec<bool>,
    steps: Vec<(usize, usize)>,
}

impl Lines {
    pub(super) fn new(n: usize) -> Lines {
        Lines {
            n,
            used: vec![false; n * n],
            steps: Vec::new(),
        }
    }

    /// The free cells a king's move from `cell` that a step from `cell` may go to.
    fn next_cells(&self, cell: usize, path: &[usize]) -> Vec<usize> {
        let n = self.n as i32;
        let (r, c) = ((cell / self.n) as i32, (cell % self.n) as i32);
        let mut out = Vec::with_capacity(8);
        for dr in -1..=1 {
            for dc in -1..=1 {
                let (r2, c2) = (r + dr, c + dc);
                if (dr, dc) == (0, 0) || !(0..n).contains(&r2) || !(0..n).contains(&c2) {
                    continue;
                }
                let x = (r2 * n + c2) as usize;
                if self.used[x] || path.contains(&x) {
                    continue;
                }
                // The other diagonal of the 2×2 square this step crosses.
                if dr != 0 && dc != 0 {
                    let a = (r * n + c2) as usize;
                    let b = (r2 * n + c) as usize;
                    if self.steps.contains(&(a.min(b), a.max(b))) || crosses(path, a, b) {
                        continue;
                    }
                }
                out.push(x);
            }
        }
        out
    }

    /// Takes `path` for good.
    fn claim(&mut self, path: &[usize]) {
        for &c in path {
            self.used[c] = true;
        }
        for w in path.windows(2) {
            self.steps.push((w[0].min(w[1]), w[0].max(w[1])));
        }
    }

    /// Up to 2N lines of `min` to `max` cells, each from a random free cell, each step to a
    /// random free neighbour whose digit `ok` takes after the digits so far.
    fn grow_many(
        &mut self,
        solution: &[u8],
        rng: &mut PuzzleRng,
        min: usize,
        max: usize,
        ok: impl Fn(&[u8], u8) -> bool,
    ) -> Vec<Vec<usize>> {
        let n = self.n;
        let mut out = Vec::new();
        let mut starts: Vec<usize> = (0..n * n).collect();
        rng.shuffle(&mut starts);
        for start in starts {
            if out.len() >= 2 * n {
                break;
            }
            if self.used[start] {
                continue;
            }
            // The longest of a few random walks from the start.
            let mut path = Vec::new();
            for _ in 0..WALKS {
                let target = min + rng.index(max - min + 1);
                let walk = self.walk(solution, rng, start, target, &ok);
                if walk.len() > path.len() {
                    path = walk;
                }
            }
            if path.len() >= min {
                self.claim(&path);
                out.push(path);
            }
        }
        out
    }

    /// A random walk of up to `target` cells from `start`, each step to a random free
    /// neighbour whose digit `ok` takes after the digits so far.
    fn walk(
        &self,
        solution: &[u8],
        rng: &mut PuzzleRng,
        start: usize,
        target: usize,
        ok: &impl Fn(&[u8], u8) -> bool,
    ) -> Vec<usize> {
        let mut path = vec![start];
        let mut digits = vec![solution[start]];
        while path.len() < target {
            let last = path[path.len() - 1];
            let next: Vec<usize> = self
                .next_cells(last, &path)
                .into_iter()
                .filter(|&x| ok(&digits, solution[x]))
                .collect();
            if next.is_empty() {
                break;
            }
            let x = next[rng.index(next.len())];
            path.push(x);
            digits.push(solution[x]);
        }
        path
    }

    /// Up to N arrows: a free cell as the circle, a shaft of 2 to 4 free cells (1 when no
    /// longer one fits) from a neighbour of the circle, adding up to the circle's digit.
    fn arrows(&mut self, solution: &[u8], rng: &mut PuzzleRng) -> Vec<(usize, Vec<usize>)> {
        let n = self.n;
        let mut out = Vec::new();
        let mut circles: Vec<usize> = (0..n * n).collect();
        rng.shuffle(&mut circles);
        for circle in circles {
            if out.len() >= n {
                break;
            }
            if self.used[circle] {
                continue;
            }
            let want = u32::from(solution[circle]);
            let shaft = [2, 1].iter().find_map(|&min| {
                let mut path = vec![circle];
                self.shaft(solution, rng, &mut path, want, min)
                    .then(|| path[1..].to_vec())
            });
            if let Some(shaft) = shaft {
                let mut all = vec![circle];
                all.extend(&shaft);
                self.claim(&all);
                out.push((circle, shaft));
            }
        }
        out
    }

    /// Extends `path` (the circle, then the shaft so far) to a shaft of `min` to 4 cells
    /// whose digits add up to `left` more; false, with `path` as it was, when none does.
    fn shaft(
        &self,
        solution: &[u8],
        rng: &mut PuzzleRng,
        path: &mut Vec<usize>,
        left: u32,
        min: usize,
    ) -> bool {
        let cells = path.len() - 1;
        if left == 0 {
            return cells >= min;
        }
        if cells == 4 {
            return false;
        }
        let mut next = self.next_cells(path[path.len() - 1], path);
        rng.shuffle(&mut next);
        for x in next {
            let d = u32::from(solution[x]);
            if d > left {
                continue;
            }
            path.push(x);
            if self.shaft(solution, rng, path, left - d, min) {
                return true;
            }
            path.pop();
        }
        false
    }
}

/// Whether `path` steps between `a` and `b` (either way).
fn crosses(path: &[usize], a: usize, b: usize) -> bool {
    path.windows(2)
        .any(|w| (w[0], w[1]) == (a, b) || (w[0], w[1]) == (b, a))
}
