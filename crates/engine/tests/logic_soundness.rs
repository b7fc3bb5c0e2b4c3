//! Every step of the logic engine is sound: it never places a digit the solution does not
//! have and never removes a candidate the solution needs. Checked on every step of every
//! puzzle of the excerpts in `tests/data/` (all of `top1465`, 500 kaggle puzzles, samples of
//! the forum's hardest lists), and on puzzles made by removing clues from solutions.

use sudoku_engine::logic::{next_step, CandidateGrid};
use sudoku_engine::{Grid, Outcome, Shape, Solver};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");

fn read_set(name: &str, limit: usize) -> Vec<Grid> {
    let path = format!("{DATA}{name}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    text.lines()
        .filter(|l| l.trim().len() == 81)
        .take(limit)
        .map(|l| sudoku_engine::format::parse_str(l).expect("benchmark puzzles parse"))
        .collect()
}

/// Walks every step of `puzzle` and returns the first unsound one, described.
fn first_unsound(puzzle: &Grid) -> Option<String> {
    let Outcome::Unique(solution) = Solver::new().solve(puzzle) else {
        return Some("puzzle does not have one solution".into());
    };
    let sol = solution.values();
    let mut grid = CandidateGrid::from_grid(puzzle).expect("givens do not conflict");
    let mut count = 0;
    while let Some(step) = next_step(&grid).expect("the puzzle has one solution") {
        for p in &step.placements {
            if sol[p.cell.index()] != p.digit.get() {
                return Some(format!("step {count} places a wrong digit: {}", step.text));
            }
        }
        for e in &step.eliminations {
            if sol[e.cell.index()] == e.digit.get() {
                return Some(format!(
                    "step {count} removes the solution's digit {}: {}",
                    e, step.text
                ));
            }
        }
        grid.apply(&step);
        count += 1;
        if count > 2000 {
            return Some("more than 2000 steps".into());
        }
    }
    (!grid.is_solved()).then(|| "the steps stop before the grid is solved".to_string())
}

fn check_all(puzzles: &[Grid]) {
    let failures: Vec<String> = puzzles
        .iter()
        .filter_map(|p| {
            first_unsound(p).map(|why| {
                format!(
                    "{}: {why}",
                    sudoku_engine::format::parse_str(&line(p))
                        .map(|g| line(&g))
                        .unwrap_or_default()
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} unsound puzzles, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

fn line(g: &Grid) -> String {
    g.values()
        .iter()
        .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
        .collect()
}

#[test]
fn every_step_of_top1465_is_sound() {
    check_all(&read_set("top1465.txt", usize::MAX));
}

#[test]
fn every_step_of_the_kaggle_excerpt_is_sound() {
    check_all(&read_set("kaggle.txt", usize::MAX));
}

#[test]
fn every_step_of_the_hardest_excerpts_is_sound() {
    // Forcing chains, nets and brute force: the expensive end of the engine.
    check_all(&read_set("forum-hardest-1106.txt", 60));
    check_all(&read_set("forum-hardest-1905.txt", 40));
}

#[test]
fn every_step_of_minimal_puzzles_is_sound() {
    // Minimal puzzles made from kaggle solutions by removing clues while the solution stays
    // unique: they range from easy to unfair.
    let mut puzzles = Vec::new();
    let solver = Solver::new();
    for (k, p) in read_set("kaggle.txt", 100).iter().enumerate() {
        let Outcome::Unique(sol) = solver.solve(p) else {
            continue;
        };
        let mut values = sol.values().to_vec();
        let mut order: Vec<usize> = (0..81).collect();
        // A fixed shuffle per puzzle (a small LCG), so the test is reproducible.
        let mut seed = (k as u64)
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        for i in (1..81).rev() {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            order.swap(i, (seed >> 33) as usize % (i + 1));
        }
        for i in order {
            let keep = values[i];
            values[i] = 0;
            let g = Grid::from_values(Shape::NINE, &values).expect("values in range");
            if solver.count(&g, 2).count != 1 {
                values[i] = keep;
            }
        }
        puzzles.push(Grid::from_values(Shape::NINE, &values).expect("values in range"));
    }
    check_all(&puzzles);
}
