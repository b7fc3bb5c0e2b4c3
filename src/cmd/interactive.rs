//! `sudoku interactive`: a session that makes puzzles with a chosen number of givens and
//! lists their solutions, each checked.
//!
//! The session asks for a number of givens, makes a solvable puzzle with exactly that many
//! (several solutions allowed), prints it in the boxed layout with `0` for
//! holes, then lists up to 10 of its solutions, each numbered and followed by the same
//! per-unit report as `sudoku check`, and says when there are more. It asks again until the
//! end word: `fim` (Portuguese), `end`, `quit`, `exit` or `q`, or the end of the input. It only
//! reads lines, so it works the same with piped input.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use sudoku_engine::format::{write_grid, Format, WriteOptions};
use sudoku_engine::generate::Generator;
use sudoku_engine::{Grid, Shape, Solver};

use super::check::CheckReport;
use super::generate::{parse_size, random_seed};

/// Words that end the session (case does not matter).
const END_WORDS: [&str; 5] = ["fim", "end", "quit", "exit", "q"];

/// The line printed between two solutions.
const RULE: &str = "**********************************************";

/// A session: type a number of givens, see a puzzle and up to 10 checked solutions
///
/// Each solution is followed by its row, column and box report, as `sudoku check` prints it.
/// Type an end word (`fim`, `end`, `quit`, `exit`, `q`) or close the input to stop.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Grid size: 4, 6, 8, 9, 12, 16 or 25.
    #[arg(long, default_value_t = 9, value_name = "N", value_parser = parse_size)]
    size: usize,

    /// Seed for the puzzles (default: random, printed on stderr); the session's k-th puzzle
    /// is puzzle k of `sudoku generate --allow-multiple` with this seed.
    #[arg(long, value_name = "S")]
    seed: Option<u64>,

    /// The most solutions to list for each puzzle.
    #[arg(long, default_value_t = 10, value_name = "K", value_parser = clap::value_parser!(u64).range(1..=1000))]
    solutions: u64,
}

/// What the user typed.
#[derive(Debug, PartialEq, Eq)]
enum Entry {
    Givens(usize),
    End,
    Bad(String),
}

fn read_entry(line: &str, cells: usize) -> Entry {
    let t = line.trim();
    if END_WORDS.iter().any(|w| w.eq_ignore_ascii_case(t)) {
        return Entry::End;
    }
    match t.parse::<usize>() {
        Ok(n) if n <= cells => Entry::Givens(n),
        Ok(n) => Entry::Bad(format!("{n} is more than the {cells} cells of the grid")),
        Err(_) if t.is_empty() => Entry::Bad("please type a number".to_string()),
        Err(_) => Entry::Bad(format!("{t:?} is not a number")),
    }
}

fn boxed(grid: &Grid) -> String {
    let mut s = String::new();
    let options = WriteOptions {
        hole: '0',
        ..WriteOptions::default()
    };
    write_grid(grid, Format::Boxed, options, &mut s);
    s.push('\n');
    s
}

/// Ordinal numbers for the solution headings: 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st.
fn ordinal(k: u64) -> String {
    let suffix = match (k % 10, k % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{k}{suffix}")
}

/// One round: the puzzle, its solutions and their reports.
fn round(puzzle: &Grid, limit: u64, out: &mut String) {
    out.push_str("Initial grid\n");
    out.push_str(&boxed(puzzle));
    let found = Solver::new().solutions(puzzle, limit.saturating_add(1));
    let more = found.len() as u64 > limit;
    for (k, solution) in (1..).zip(found.iter().take(limit as usize)) {
        out.push_str(RULE);
        out.push('\n');
        out.push_str(&format!("{} solution found:\n", ordinal(k)));
        out.push_str(&boxed(solution));
        out.push_str(&CheckReport::new(solution).text());
    }
    out.push_str(RULE);
    out.push('\n');
    if more {
        out.push_str(&format!(
            "There are more than {limit} solutions; these are the first {limit}.\n"
        ));
    } else {
        let n = found.len();
        out.push_str(&format!(
            "{n} solution{} in all.\n",
            if n == 1 { "" } else { "s" }
        ));
    }
}

/// Runs `sudoku interactive`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let shape = Shape::for_size(args.size)?;
    let cells = shape.cell_count();
    let seed = match args.seed {
        Some(s) => s,
        None => {
            let s = random_seed();
            eprintln!("seed {s} (repeat this session with --seed {s})");
            s
        }
    };
    let stdin = io::stdin();
    // Piped input is not echoed by a terminal: echo it, so the transcript reads like a session.
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut index = 0u64;
    let mut line = String::new();
    loop {
        write!(out, "Number of givens (0 to {cells}), or fim to end: ")?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            break;
        }
        if echo {
            writeln!(out, "{}", line.trim_end())?;
        }
        let givens = match read_entry(&line, cells) {
            Entry::End => break,
            Entry::Bad(why) => {
                writeln!(
                    out,
                    "{why}: enter a number from 0 to {cells}, or fim to end"
                )?;
                continue;
            }
            Entry::Givens(n) => n,
        };
        let generator = Generator::new(shape)
            .clues(givens)
            .allow_multiple(true)
            .seed(seed);
        let made = generator.generate(index, &sudoku_engine::Budget::unlimited())?;
        index += 1;
        let mut text = String::new();
        round(&made.puzzle, args.solutions, &mut text);
        out.write_all(text.as_bytes())?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries() {
        let table = [
            ("40\n", Entry::Givens(40)),
            (" 0 ", Entry::Givens(0)),
            ("81", Entry::Givens(81)),
            ("FIM\n", Entry::End),
            ("q", Entry::End),
            (
                "82",
                Entry::Bad("82 is more than the 81 cells of the grid".into()),
            ),
            ("abc", Entry::Bad("\"abc\" is not a number".into())),
            ("-3", Entry::Bad("\"-3\" is not a number".into())),
            ("", Entry::Bad("please type a number".into())),
        ];
        for (line, expected) in table {
            assert_eq!(read_entry(line, 81), expected, "entry {line:?}");
        }
    }

    #[test]
    fn ordinals() {
        let table = [
            (1, "1st"),
            (2, "2nd"),
            (3, "3rd"),
            (4, "4th"),
            (10, "10th"),
            (11, "11th"),
            (12, "12th"),
            (13, "13th"),
            (21, "21st"),
            (22, "22nd"),
        ];
        for (k, expected) in table {
            assert_eq!(ordinal(k), expected);
        }
    }
}
