//! `sudoku interactive`: a session that makes puzzles with a chosen number of givens and
//! lists their solutions, each checked.
//!
//! The session asks for a number of givens, makes a solvable puzzle with exactly that many
//! (several solutions allowed), prints it in the boxed layout with `0` for
//! holes, then lists up to 10 of its solutions, each numbered and followed by the same
//! per-unit report as `sudoku check`, and says when there are more. It asks again until an
//! end word or the end of the input. It only reads lines, so it works the same with piped
//! input.
//!
//! The session speaks the user's language, and its prompt names that language's end word
//! (`fi` in Catalan, `fin` in Spanish and French, `fim` in Portuguese, `end` in English), but
//! the end words of every language end it: a Portuguese speaker in an English terminal can
//! still type `fim`. The words are the catalogs' `interactive-end-word` and
//! `interactive-more-end-words`, so the prompt and the accepted words cannot disagree.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use sudoku_engine::format::{write_grid, Format, WriteOptions};
use sudoku_engine::generate::Generator;
use sudoku_engine::{Grid, Shape, Solver};
use sudoku_i18n::{tr, tr_in, Lang};

use super::check_report::CheckReport;
use super::puzzle_args::{parse_size, random_seed};

/// Whether `word` ends the session in some language (case does not matter): each language's
/// `interactive-end-word` (the one its prompt names) and `interactive-more-end-words`.
fn is_end_word(word: &str) -> bool {
    !word.is_empty()
        && Lang::ALL.into_iter().any(|lang| {
            let named = tr_in(lang, "interactive-end-word", &[]);
            let more = tr_in(lang, "interactive-more-end-words", &[]);
            std::iter::once(named.as_str())
                .chain(more.split(','))
                .any(|w| w.trim().eq_ignore_ascii_case(word))
        })
}

/// The line printed between two solutions.
const RULE: &str = "**********************************************";

/// A session: type a number of givens, see a puzzle and up to 10 checked solutions
///
/// Each solution is followed by its row, column and box report, as `sudoku check` prints it.
/// Type an end word in any of the five languages (`end`, `quit`, `exit`, `q`, `fi`, `sortir`,
/// `fin`, `salir`, `quitter`, `fim`, `sair`) or close the input to stop.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Grid size: 4, 6, 8, 9, 12, 16, 25, or any other size with a box shape up to 32.
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
    /// A number above the cell count.
    TooMany(usize),
    /// Nothing.
    Empty,
    /// Not a number.
    NotANumber(String),
}

fn read_entry(line: &str, cells: usize) -> Entry {
    let t = line.trim();
    if is_end_word(t) {
        return Entry::End;
    }
    match t.parse::<usize>() {
        Ok(n) if n <= cells => Entry::Givens(n),
        Ok(n) => Entry::TooMany(n),
        Err(_) if t.is_empty() => Entry::Empty,
        Err(_) => Entry::NotANumber(t.to_string()),
    }
}

/// What the session answers to an entry that is not a number of givens: one message, which
/// also says what to type.
fn complaint(entry: &Entry, cells: usize) -> Option<String> {
    match entry {
        Entry::TooMany(n) => Some(tr!("interactive-too-many", n = *n, cells = cells)),
        Entry::Empty => Some(tr!("interactive-empty", cells = cells)),
        Entry::NotANumber(t) => Some(tr!(
            "interactive-not-a-number",
            entry = t.escape_debug().to_string(),
            cells = cells
        )),
        Entry::Givens(_) | Entry::End => None,
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

/// One round: the puzzle, its solutions and their reports.
fn round(puzzle: &Grid, limit: u64, out: &mut String) {
    out.push_str(&tr!("interactive-initial-grid"));
    out.push('\n');
    out.push_str(&boxed(puzzle));
    let found = Solver::new().solutions(puzzle, limit.saturating_add(1));
    let more = found.len() as u64 > limit;
    for (k, solution) in (1u64..).zip(found.iter().take(limit as usize)) {
        out.push_str(RULE);
        out.push('\n');
        out.push_str(&tr!("interactive-solution-heading", k = k));
        out.push('\n');
        out.push_str(&boxed(solution));
        out.push_str(&CheckReport::new(solution).text());
    }
    out.push_str(RULE);
    out.push('\n');
    let total = if more {
        tr!("interactive-more-solutions", limit = limit)
    } else {
        tr!("interactive-solutions-in-all", count = found.len())
    };
    out.push_str(&total);
    out.push('\n');
}

/// Runs `sudoku interactive`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let shape = Shape::for_size(args.size)?;
    let cells = shape.cell_count();
    let seed = match args.seed {
        Some(s) => s,
        None => {
            let s = random_seed();
            eprintln!("{}", tr!("interactive-seed", seed = s.to_string()));
            s
        }
    };
    let stdin = io::stdin();
    // Piped input is not echoed by a terminal: echo it, so the transcript reads like a session.
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    // Whole lines to the output (`--output` too), the prompt flushed on its own.
    let mut out = io::LineWriter::new(crate::sink::Stdout);
    let mut index = 0u64;
    let mut line = String::new();
    loop {
        // The prompt ends with a space, where the answer goes.
        write!(out, "{} ", tr!("interactive-prompt", cells = cells))?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            break;
        }
        if echo {
            writeln!(out, "{}", line.trim_end())?;
        }
        let entry = read_entry(&line, cells);
        let givens = match entry {
            Entry::End => break,
            Entry::Givens(n) => n,
            _ => {
                if let Some(complaint) = complaint(&entry, cells) {
                    writeln!(out, "{complaint}")?;
                }
                continue;
            }
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
            ("82", Entry::TooMany(82)),
            ("abc", Entry::NotANumber("abc".into())),
            ("-3", Entry::NotANumber("-3".into())),
            ("", Entry::Empty),
        ];
        for (line, expected) in table {
            assert_eq!(read_entry(line, 81), expected, "entry {line:?}");
        }
    }

    #[test]
    fn the_end_words_of_every_language_end_the_session() {
        let words = [
            "end", "quit", "exit", "q", "fi", "sortir", "fin", "salir", "quitter", "fim", "sair",
            "Fin", "SAIR",
        ];
        for word in words {
            assert!(is_end_word(word), "{word}");
        }
        for word in ["", "e", "ends", "fim!", "fi n", "stop"] {
            assert!(!is_end_word(word), "{word:?}");
        }
    }

    #[test]
    fn each_prompt_names_an_end_word_of_its_language() {
        for lang in Lang::ALL {
            let word = tr_in(lang, "interactive-end-word", &[]);
            assert!(is_end_word(&word), "{lang}: {word}");
            let prompt = tr_in(
                lang,
                "interactive-prompt",
                &[("cells", sudoku_i18n::Arg::from(81))],
            );
            assert!(prompt.contains(&word), "{lang}: {prompt}");
            assert!(prompt.contains("81"), "{lang}: {prompt}");
        }
    }
}
