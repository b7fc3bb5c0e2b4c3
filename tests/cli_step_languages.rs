//! `explain`, `hint` and PDF booklets in the language of the run (`--lang`, or the locale
//! variables), while machine output (JSON, `rate`'s lines) stays the same in every language.

use assert_cmd::Command;

const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
/// top1465 #1: needs forcing chains or more.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// Locale variables: (name, value).
type Env<'a> = &'a [(&'a str, &'a str)];

/// Runs `sudoku ARGS` with `stdin` and the locale variables `env` (and no others); returns
/// stdout as bytes.
fn run(args: &[&str], env: Env<'_>, stdin: &str) -> Vec<u8> {
    let mut cmd = Command::cargo_bin("sudoku").unwrap();
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        cmd.env_remove(var);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.args(args).write_stdin(stdin).output().unwrap();
    assert!(out.status.success(), "{args:?} {env:?}: {out:?}");
    out.stdout
}

fn text(args: &[&str], env: Env<'_>, stdin: &str) -> String {
    String::from_utf8(run(args, env, stdin)).unwrap()
}

#[test]
fn explain_speaks_the_language_of_the_locale() {
    let input = format!("{EASY}\n");
    let english = text(&["explain"], &[], &input);
    let french = text(&["explain"], &[("LANG", "fr_FR.UTF-8")], &input);
    let step = |out: &str| out.lines().nth(1).unwrap().to_string();
    assert_eq!(
        step(&english),
        "  1. Naked Single: eliminating the digits of its row, column and box leaves only 4 in r5c6 → r5c6 = 4"
    );
    assert_eq!(
        step(&french),
        "  1. Candidat unique\u{a0}: une fois retirés les chiffres de sa ligne, de sa colonne et de son bloc, il ne reste que le 4 en r5c6 → r5c6 = 4"
    );
    // The header line and the result of every step are the same; the words are not.
    assert_eq!(english.lines().next(), french.lines().next());
    assert_eq!(english.lines().count(), french.lines().count());
    let steps = english.lines().count() - 2;
    for (e, f) in english.lines().zip(french.lines()).skip(1).take(steps) {
        assert_ne!(e, f);
        assert_eq!(
            e.rsplit_once("→ ").unwrap().1,
            f.rsplit_once("→ ").unwrap().1
        );
    }
    let last = french.lines().last().unwrap();
    assert!(last.starts_with("# résolue\u{a0}: facile "), "{last}");
    // --lang wins over the locale.
    let catalan = text(
        &["explain", "--lang", "ca"],
        &[("LANG", "fr_FR.UTF-8")],
        &input,
    );
    assert!(
        catalan
            .lines()
            .last()
            .unwrap()
            .starts_with("# resolt: fàcil "),
        "{catalan}"
    );
    assert!(catalan.contains("Candidat únic: en treure les xifres"));
}

#[test]
fn explain_names_hard_techniques_in_every_language() {
    let input = format!("{HARD}\n");
    // (language, a word every step of the hard path cannot do without)
    for (lang, last) in [
        ("es", "# resuelto: extremo "),
        ("pt", "# resolvido: extremo "),
        ("ca", "# resolt: extrem "),
    ] {
        let out = text(&["explain", "--lang", lang], &[], &input);
        assert!(
            out.lines().last().unwrap().starts_with(last),
            "{lang}: {out}"
        );
        assert!(
            !out.contains("Forcing"),
            "{lang}: an English technique name"
        );
        assert!(!out.contains("{$"), "{lang}: an unfilled placeable");
    }
}

#[test]
fn hint_speaks_the_language_of_the_run() {
    let input = format!("{EASY}\n");
    // (arguments, locale, expected line)
    let cases: [(&[&str], Env<'_>, &str); 5] = [
        (&["hint", "--vague"], &[("LC_ALL", "es_ES.UTF-8")], "Candidato único en el bloque 5"),
        (&["hint", "--vague", "--lang", "fr"], &[], "Candidat unique dans le bloc 5"),
        (&["hint", "--vague"], &[("LANGUAGE", "pt:en"), ("LANG", "de_DE.UTF-8")], "Candidato único no bloco 5"),
        (
            &["hint", "--lang", "ca"],
            &[],
            "Candidat únic: en treure les xifres de la seva fila, columna i bloc, a r5c6 només hi queda el 4 → r5c6 = 4",
        ),
        (&["hint", "--vague"], &[("LANG", "C.UTF-8")], "Naked Single in box 5"),
    ];
    for (args, env, expected) in cases {
        assert_eq!(
            text(args, env, &input).trim_end(),
            expected,
            "{args:?} {env:?}"
        );
    }
    let solved =
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n";
    assert_eq!(
        text(&["hint", "--lang", "pt"], &[], solved).trim_end(),
        "resolvido: não resta nada a fazer"
    );
}

#[test]
fn machine_output_is_the_same_in_every_language() {
    let input = format!("{EASY}\n{HARD}\n");
    let commands: [&[&str]; 6] = [
        &["explain", "--format", "json"],
        &["hint", "--format", "json"],
        &["hint", "--vague", "--format", "json"],
        &["rate"],
        &["rate", "--format", "json"],
        &["solve"],
    ];
    for args in commands {
        let english = run(args, &[], &input);
        assert!(!english.is_empty());
        for lang in ["ca", "es", "fr", "pt"] {
            let by_flag = [args, &["--lang", lang]].concat();
            assert_eq!(
                run(&by_flag, &[], &input),
                english,
                "{args:?} --lang {lang}"
            );
            let locale = format!("{lang}_{}.UTF-8", lang.to_uppercase());
            let by_locale = run(args, &[("LC_ALL", &locale)], &input);
            assert_eq!(by_locale, english, "{args:?} LC_ALL={locale}");
        }
    }
}

/// Whether `pdf` shows `text` at the start of a string: pdf-writer writes an ASCII string as
/// it is, `(text…)`, and any other as the hex of its Latin-1 bytes, `<…>`.
fn shows(pdf: &[u8], text: &str) -> bool {
    let pdf = pdf.to_ascii_lowercase();
    let hex: String = text.chars().map(|c| format!("{:02x}", c as u32)).collect();
    [format!("({}", text.to_lowercase()), format!("<{hex}")]
        .iter()
        .any(|needle| pdf.windows(needle.len()).any(|w| w == needle.as_bytes()))
}

#[test]
fn booklets_are_captioned_in_the_language_of_the_run() {
    let args = ["generate", "--count", "2", "--seed", "7", "--format", "pdf"];
    // (locale, words the booklet shows)
    let cases: [(Env<'_>, [&str; 2]); 3] = [
        (&[], ["Answers", "Puzzle 1"]),
        (&[("LANG", "fr_FR.UTF-8")], ["Solutions", "Grille 1"]),
        (&[("LANG", "pt_PT.UTF-8")], ["Soluções", "Solução 2"]),
    ];
    for (env, words) in cases {
        let pdf = run(&args, env, "");
        assert!(pdf.starts_with(b"%PDF-"));
        for word in words {
            assert!(shows(&pdf, word), "{env:?}: no {word:?}");
        }
    }
}
