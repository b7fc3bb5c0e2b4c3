//! The PDF booklet: poppler's `pdftoppm` turns it into the right number of PNG pages.
//!
//! These tests need `pdftoppm` (Debian `poppler-utils`, installed by `ci/install-browser.sh`)
//! and fail, rather than skip, when it is missing.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;

use sudoku_i18n::Lang;
use sudoku_render::{pdf, BookletPuzzle, PaperSize, PdfError, PdfOptions, PerPage};

/// `count` puzzles cycling through `sizes`; every puzzle whose index is in `unsolved` has no
/// solution to print.
fn booklet(count: usize, sizes: &[usize], unsolved: &[usize]) -> Vec<BookletPuzzle> {
    (0..count)
        .map(|i| {
            let solution = support::solution(sizes[i % sizes.len()]);
            let mut entry = BookletPuzzle::new(support::carve(&solution, 2 + i % 3));
            if !unsolved.contains(&i) {
                entry.solution = Some(solution);
            }
            entry.difficulty = Some(["easy", "medium", "hard"][i % 3].to_string());
            entry.seed = Some(1000);
            entry.index = Some(i as u64);
            entry
        })
        .collect()
}

/// Writes `bytes` as `name.pdf` in a fresh folder under the target dir, converts it with
/// `pdftoppm` at `dpi`, and returns the PNG pages in order.
fn rasterize(name: &str, bytes: &[u8], dpi: u32) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("booklets")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.pdf"));
    std::fs::write(&file, bytes).unwrap();
    let status = Command::new("pdftoppm")
        .arg("-png")
        .args(["-r", &dpi.to_string()])
        .arg(&file)
        .arg(dir.join("page"))
        .status()
        .unwrap_or_else(|e| {
            panic!("cannot run pdftoppm ({e}): install poppler-utils (ci/install-browser.sh)")
        });
    assert!(status.success(), "pdftoppm failed on {}", file.display());
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "png"))
        .collect();
    pages.sort();
    pages
}

#[test]
fn page_count_is_puzzle_pages_plus_answer_pages() {
    // (puzzles, without solution, per page, paper, expected pages)
    let cases = [
        (1, vec![], PerPage::One, PaperSize::A4, 2),
        (3, vec![], PerPage::One, PaperSize::Letter, 6),
        (3, vec![1], PerPage::Two, PaperSize::A4, 2 + 1),
        (9, vec![], PerPage::Four, PaperSize::A4, 3 + 3),
        (
            9,
            vec![0, 1, 2, 3, 4],
            PerPage::Four,
            PaperSize::Letter,
            3 + 1,
        ),
        (13, vec![], PerPage::Six, PaperSize::A4, 3 + 3),
        (2, vec![0, 1], PerPage::Six, PaperSize::Letter, 1),
    ];
    for (k, (count, unsolved, per_page, paper, expected)) in cases.into_iter().enumerate() {
        let options = PdfOptions {
            paper,
            per_page,
            title: Some(format!("Case {k}")),
            ..PdfOptions::default()
        };
        let bytes = pdf(&booklet(count, &[9, 6, 4], &unsolved), &options).unwrap();
        let pages = rasterize(&format!("count-{k}"), &bytes, 20);
        assert_eq!(
            pages.len(),
            expected,
            "case {k}: {count} puzzles, {unsolved:?} unsolved, {per_page:?} on {paper:?}"
        );
    }
}

/// The text of a booklet as poppler's `pdftotext` reads it (a file `name.pdf` under the target
/// dir).
fn text_of(name: &str, bytes: &[u8]) -> String {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("booklets");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.pdf"));
    std::fs::write(&file, bytes).unwrap();
    let out = Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(&file)
        .arg("-")
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run pdftotext ({e}): install poppler-utils (ci/install-browser.sh)")
        });
    assert!(
        out.status.success(),
        "pdftotext failed on {}",
        file.display()
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn captions_and_headings_are_in_the_booklets_language() {
    // Two puzzles (easy, medium), seed 1000, indices 0 and 1; one page of each kind.
    let entries = booklet(2, &[9], &[]);
    // (language, words the booklet must show)
    let cases = [
        (
            Lang::En,
            ["Puzzle 1", "Answer 2", "Answers", "medium", "seed 1000 #1"],
        ),
        (
            Lang::Ca,
            [
                "Sudoku 1",
                "Solució 2",
                "Solucions",
                "mitjà",
                "llavor 1000 #1",
            ],
        ),
        (
            Lang::Es,
            [
                "Sudoku 1",
                "Solución 2",
                "Soluciones",
                "medio",
                "semilla 1000 #1",
            ],
        ),
        (
            Lang::Fr,
            [
                "Grille 1",
                "Solution 2",
                "Solutions",
                "moyen",
                "graine 1000 #1",
            ],
        ),
        (
            Lang::Pt,
            [
                "Sudoku 1",
                "Solução 2",
                "Soluções",
                "médio",
                "semente 1000 #1",
            ],
        ),
    ];
    for (lang, words) in cases {
        let options = PdfOptions {
            per_page: PerPage::Two,
            lang,
            ..PdfOptions::default()
        };
        let text = text_of(&format!("lang-{lang}"), &pdf(&entries, &options).unwrap());
        for word in words {
            assert!(text.contains(word), "{lang}: no {word:?} in {text:?}");
        }
        if lang != Lang::En {
            assert!(!text.contains("Answer"), "{lang}: {text:?}");
        }
    }
}

#[test]
fn bad_booklets_are_refused() {
    let options = PdfOptions::default();
    assert_eq!(pdf(&[], &options), Err(PdfError::NoPuzzles));

    let mut mismatched = booklet(2, &[9], &[]);
    mismatched[1].solution = Some(support::solution(4));
    assert_eq!(
        pdf(&mismatched, &options),
        Err(PdfError::SolutionSize {
            number: 2,
            puzzle: 9,
            solution: 4
        })
    );
    assert_eq!(
        PdfError::PerPage(5).to_string(),
        "cannot put 5 puzzles on a page: choose 1, 2, 4 or 6"
    );
}

#[test]
fn sample_booklets_are_written_for_review() {
    // Pages to look at by eye (the report says what they showed): every layout, big sizes too.
    let cases = [
        ("six-a4", PerPage::Six, PaperSize::A4, vec![9]),
        (
            "four-letter",
            PerPage::Four,
            PaperSize::Letter,
            vec![16, 9, 6, 4],
        ),
        ("one-a4-25", PerPage::One, PaperSize::A4, vec![25]),
        ("two-a4", PerPage::Two, PaperSize::A4, vec![12]),
    ];
    for (name, per_page, paper, sizes) in cases {
        let options = PdfOptions {
            paper,
            per_page,
            title: Some("Sudoku booklet".to_string()),
            ..PdfOptions::default()
        };
        let entries = booklet(per_page.count(), &sizes, &[]);
        let pages = rasterize(name, &pdf(&entries, &options).unwrap(), 60);
        assert_eq!(
            pages.len(),
            2,
            "{name}: one page of puzzles, one of answers"
        );
    }
}

#[test]
fn variant_booklets_draw_the_rules_and_write_the_rest() {
    use sudoku_engine::variant::VariantPuzzle;
    let killer = VariantPuzzle::from_json(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/variant/killer-9x9.json"
        ))
        .unwrap(),
    )
    .unwrap();
    // A 6×6 jigsaw with an anti-knight rule and a sandwich clue outside the grid.
    let jigsaw = VariantPuzzle::from_json(
        r#"{"size": 6, "givens": "1...........2...........3...........",
            "regions": "111222113322133442533444555646556666",
            "constraints": [{"type": "anti-knight"},
                            {"type": "sandwich", "clue": "r0c3", "sum": 7}]}"#,
    )
    .unwrap();
    let entries: Vec<BookletPuzzle> = [&killer, &jigsaw]
        .into_iter()
        .map(|p| {
            let mut entry = BookletPuzzle::new(p.givens().clone());
            entry.rules = Some(p.rules().clone());
            entry.solution = p.solution.clone();
            entry
        })
        .chain(booklet(1, &[9], &[]))
        .collect();
    let options = PdfOptions {
        per_page: PerPage::Four,
        ..PdfOptions::default()
    };
    let bytes = pdf(&entries, &options).unwrap();
    let text = text_of("variant", &bytes);
    for words in [
        "Puzzle 1",
        "Puzzle 2",
        "Puzzle 3",
        "Anti-knight",
        "Sandwich",
        "22",
    ] {
        assert!(text.contains(words), "{words} missing from:\n{text}");
    }
    // One page of puzzles, one of answers (the killer carries its solution, the classic one
    // too).
    let pages = rasterize("variant", &bytes, 50);
    assert_eq!(pages.len(), 2);
    // The classic puzzle's page looks as it did: the same booklet without rules draws the
    // same classic grid, and a variant booklet differs from it.
    let plain: Vec<BookletPuzzle> = entries
        .iter()
        .cloned()
        .map(|mut e| {
            e.rules = None;
            e
        })
        .collect();
    assert_ne!(pdf(&plain, &options).unwrap(), bytes);
}

#[test]
fn variant_rules_captions_are_in_the_booklets_language() {
    use sudoku_engine::variant::VariantPuzzle;
    let p = VariantPuzzle::from_json(
        r#"{"size": 6, "givens": "1...........2...........3...........",
            "constraints": [{"type": "anti-knight"}, {"type": "non-consecutive"}]}"#,
    )
    .unwrap();
    let mut entry = BookletPuzzle::new(p.givens().clone());
    entry.rules = Some(p.rules().clone());
    // (language, the first words of each sentence, which stay on the caption's first lines)
    let cases = [
        (
            Lang::En,
            ["Anti-knight: cells", "Non-consecutive: side-by-side"],
        ),
        (
            Lang::Ca,
            ["Anticavall: dues caselles", "No consecutius: dues"],
        ),
        (
            Lang::Es,
            ["Anticaballo: dos casillas", "No consecutivo: dos"],
        ),
        (
            Lang::Fr,
            ["Anti-cavalier : deux cases", "Non consécutif : deux"],
        ),
        (
            Lang::Pt,
            ["Anticavalo: duas casas", "Não consecutivo: duas"],
        ),
    ];
    for (lang, words) in cases {
        let options = PdfOptions {
            lang,
            ..PdfOptions::default()
        };
        let bytes = pdf(std::slice::from_ref(&entry), &options).unwrap();
        let text = text_of(&format!("variant-{lang}"), &bytes);
        for w in words {
            assert!(text.contains(w), "{lang}: {w} missing from:\n{text}");
        }
        if lang != Lang::En {
            assert!(!text.contains("knight"), "{lang}: English left in:\n{text}");
        }
    }
}
