//! The logic engine: [`next_step_within`] (a hint), [`solve_steps_within`] (an explanation)
//! and [`rate_within`] on any position.
//!
//! The input's first byte chooses where the position comes from (low two bits), the rest
//! describes it:
//! - 0: puzzle text in any format, as it is;
//! - 1: the 729-character pencil-mark form;
//! - 2: puzzle text, completed with givens from its first solution until the solution is
//!   unique, so that sparse or random grids still reach the techniques;
//! - 3: puzzle text (up to the first `;`) turned into candidates, then the candidates the
//!   byte triples after the `;` name (cell in two bytes, digit) removed, unless the first solution needs
//!   them: a pencil-mark position whose solution is known.
//!
//! Properties:
//! - nothing panics, and every answer serialises to JSON;
//! - the engine refuses exactly the positions without exactly one solution: a conflict when
//!   the placed digits clash, otherwise as the solver counts (for grids) or as the known
//!   solution allows (for the removed candidates);
//! - every step changes the position, places only the solution's digits and never removes a
//!   solution's digit from its cell; the steps end with the grid solved, on the solution;
//! - the hint is the explanation's first step, and the rating is the explanation's.

use sudoku_engine::format::parse_bytes;
use sudoku_engine::logic::{
    next_step_within, rate_within, solve_steps_within, CandidateGrid, LogicError,
};
use sudoku_engine::{Budget, Cell, Digit, Grid, Interrupted, Solver};

use crate::input::Input;

/// How long one input may take, in milliseconds, for all its work together.
const TIME_MS: u64 = 2_000;

/// Checks the logic engine on the position `data` describes; panics when a property fails.
pub fn check(data: &[u8]) {
    let mut input = Input::new(data);
    let mode = input.byte() & 3;
    let rest = input.rest();
    let budget = crate::budget(TIME_MS);
    let (position, known) = match mode {
        0 => match parse_bytes(rest) {
            Ok(grid) => (CandidateGrid::from_grid(&grid), Known::Solver),
            Err(_) => return,
        },
        1 => match CandidateGrid::from_pencil_marks(&String::from_utf8_lossy(rest)) {
            Ok(position) => (Ok(position), Known::Nothing),
            Err(_) => return,
        },
        2 => match parse_bytes(rest).ok().map(|g| made_unique(g, &budget)) {
            Some(Ok(Some(grid))) => (CandidateGrid::from_grid(&grid), Known::Solver),
            _ => return,
        },
        _ => {
            let cut = rest.iter().position(|&b| b == b';').unwrap_or(rest.len());
            let Ok(grid) = parse_bytes(&rest[..cut]) else {
                return;
            };
            match pencil_marks(&grid, rest.get(cut + 1..).unwrap_or(&[]), &budget) {
                Ok(Some((position, solution))) => (Ok(position), Known::Solution(solution)),
                _ => return,
            }
        }
    };
    let Ok(position) = position else {
        return; // the givens clash: `CandidateGrid::from_grid` said so, nothing to step
    };
    // Interrupted means out of time: what was checked until then held.
    let _ = check_position(&position, &known, &budget);
}

/// What is known of a position's solutions, to judge the engine's refusals.
enum Known {
    /// Nothing: the position came from pencil marks.
    Nothing,
    /// The candidates are exactly those of the placed digits: the solver counts.
    Solver,
    /// This solution fits the candidates (others may too).
    Solution(Vec<u8>),
}

/// `grid` with givens of its first solution added where its first two solutions differ, until
/// it has one; `None` when it has none.
fn made_unique(grid: Grid, budget: &Budget) -> Result<Option<Grid>, Interrupted> {
    let solver = Solver::new().within(budget);
    let mut values = grid.values().to_vec();
    loop {
        let grid = Grid::from_values(grid.shape(), &values).expect("solution values fit");
        match solver.solutions(&grid, 2)?.as_slice() {
            [] => return Ok(None),
            [_] => return Ok(Some(grid)),
            [a, b, ..] => {
                let (a, b) = (a.values(), b.values());
                let i = (0..a.len()).find(|&i| a[i] != b[i]).expect("two differ");
                values[i] = a[i];
            }
        }
    }
}

/// The candidates of `grid` with those named by the byte triples of `removals` (cell, digit)
/// removed, except the first solution's; with that solution. `None` when `grid` has none.
fn pencil_marks(
    grid: &Grid,
    removals: &[u8],
    budget: &Budget,
) -> Result<Option<(CandidateGrid, Vec<u8>)>, Interrupted> {
    let Some(solution) = Solver::new().within(budget).solutions(grid, 1)?.pop() else {
        return Ok(None);
    };
    let Ok(mut position) = CandidateGrid::from_grid(grid) else {
        return Ok(None);
    };
    let shape = grid.shape();
    let (cells, n) = (shape.cell_count(), shape.size());
    for removal in removals.chunks_exact(3) {
        let index = usize::from(u16::from_le_bytes([removal[0], removal[1]])) % cells;
        let cell = Cell::from_index(shape, index).expect("index inside the grid");
        let digit = Digit::from_index(usize::from(removal[2]) % n).expect("a digit of the size");
        if solution.values()[index] != digit.get() {
            position.eliminate(cell, digit);
        }
    }
    Ok(Some((position, solution.values().to_vec())))
}

/// Runs the three entry points on `position` and checks what they say.
fn check_position(
    position: &CandidateGrid,
    known: &Known,
    budget: &Budget,
) -> Result<(), Interrupted> {
    let mut solved = position.clone();
    let explained = solve_steps_within(&mut solved, budget);
    let explanation = match explained {
        Err(LogicError::Interrupted(why)) => return Err(why),
        Err(refusal) => {
            check_refusal(position, known, refusal, budget)?;
            for e in [
                next_step_within(position, budget).err(),
                rate_within(position, budget).err(),
            ] {
                assert!(
                    matches!(e, Some(LogicError::Interrupted(_))) || e == Some(refusal),
                    "{position:?}: the explanation refused with {refusal:?}, another call {e:?}"
                );
            }
            return Ok(());
        }
        Ok(explanation) => explanation,
    };
    serde_json::to_string(&explanation).expect("an explanation serialises");
    assert!(
        explanation.solved && solved.is_solved(),
        "{position:?}: the steps stop before the grid is solved"
    );
    let solution = solved.to_grid();
    check_solution(position, known, &solution, budget)?;

    // Replay the steps on the starting position, each against the solution.
    let mut at = position.clone();
    let sol = solution.values();
    for (k, step) in explanation.steps.iter().enumerate() {
        let changes = step.placements.iter().any(|p| at.value(p.cell).is_none())
            || step
                .eliminations
                .iter()
                .any(|e| at.candidates(e.cell).contains(e.digit));
        assert!(changes, "{position:?}: step {k} changes nothing: {step}");
        for p in &step.placements {
            assert_eq!(
                p.digit.get(),
                sol[p.cell.index()],
                "{position:?}: step {k} places a wrong digit: {step}"
            );
        }
        for e in &step.eliminations {
            assert_ne!(
                e.digit.get(),
                sol[e.cell.index()],
                "{position:?}: step {k} removes the solution's digit: {step}"
            );
        }
        at.apply(step);
    }
    assert_eq!(
        at.to_grid(),
        solution,
        "{position:?}: replayed steps differ"
    );

    match next_step_within(position, budget) {
        Ok(hint) => assert_eq!(
            hint.as_ref(),
            explanation.steps.first(),
            "{position:?}: the hint is not the first step"
        ),
        Err(LogicError::Interrupted(why)) => return Err(why),
        Err(e) => panic!("{position:?}: explained, but the hint refuses: {e:?}"),
    }
    match rate_within(position, budget) {
        Ok(rating) => {
            serde_json::to_string(&rating).expect("a rating serialises");
            assert_eq!(rating, explanation.rating(), "{position:?}");
        }
        Err(LogicError::Interrupted(why)) => return Err(why),
        Err(e) => panic!("{position:?}: explained, but the rating refuses: {e:?}"),
    }
    Ok(())
}

/// The solution the steps reached follows the rules, keeps every placed digit and candidate
/// of the position, and is the one the solver (or the input) knows.
fn check_solution(
    position: &CandidateGrid,
    known: &Known,
    solution: &Grid,
    budget: &Budget,
) -> Result<(), Interrupted> {
    assert!(solution.is_solved(), "{position:?}: ends on {solution:?}");
    let start = position.to_grid();
    for (i, &v) in solution.values().iter().enumerate() {
        let cell = Cell::from_index(start.shape(), i).expect("index inside the grid");
        let digit = Digit::new(v).expect("a solved grid has digits");
        assert!(
            position.value(cell) == Some(digit) || position.candidates(cell).contains(digit),
            "{position:?}: the solution {solution:?} puts {v} in {cell}, not a candidate"
        );
    }
    match known {
        Known::Nothing => {}
        Known::Solution(values) => assert_eq!(solution.values(), &values[..], "{position:?}"),
        Known::Solver => {
            let unique = Solver::new().within(budget).solutions(&start, 2)?;
            assert_eq!(
                unique,
                std::slice::from_ref(solution),
                "{position:?}: not the solver's"
            );
        }
    }
    Ok(())
}

/// A refusal says what the position is.
fn check_refusal(
    position: &CandidateGrid,
    known: &Known,
    refusal: LogicError,
    budget: &Budget,
) -> Result<(), Interrupted> {
    let start = position.to_grid();
    if let Some(conflict) = start.first_conflict() {
        assert_eq!(refusal, LogicError::Conflict(conflict), "{position:?}");
        return Ok(());
    }
    match known {
        Known::Nothing => assert!(
            matches!(refusal, LogicError::NoSolution | LogicError::NotUnique),
            "{position:?}: {refusal:?}"
        ),
        Known::Solution(_) => {
            assert_eq!(
                refusal,
                LogicError::NotUnique,
                "{position:?}: has a solution"
            )
        }
        Known::Solver => {
            let count = Solver::new().within(budget).count(&start, 2)?.count;
            let expected = match count {
                0 => LogicError::NoSolution,
                1 => panic!("{position:?}: refused with {refusal:?} but has one solution"),
                _ => LogicError::NotUnique,
            };
            assert_eq!(refusal, expected, "{position:?}");
        }
    }
    Ok(())
}
