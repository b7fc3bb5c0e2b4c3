//! The language of messages: chosen by `--lang` or the locale variables, English by default,
//! and never touching machine output (puzzles, numbers, JSON, tables, exit codes).

use assert_cmd::Command;

const SEED_003: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const SEED_003_SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

/// Two 1s in the first row.
fn clashing() -> String {
    format!("11{}", ".".repeat(79))
}

/// No two givens clash, but r1c9 has no digit left: 1-8 in its row, 9 in its column.
fn stuck() -> String {
    format!("12345678.........9{}", ".".repeat(63))
}

fn data(name: &str) -> String {
    format!("{}/tests/data/csv/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Locale variables, as `(name, value)` pairs.
type Env<'a> = &'a [(&'a str, &'a str)];

/// `sudoku ARGS` with exactly the locale variables `env` (the others removed) and `stdin`.
fn run(env: Env, args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        cmd.env_remove(var);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd
        .args(args)
        .write_stdin(stdin.as_bytes().to_vec())
        .output()
        .expect("the binary runs");
    (
        out.status.code().expect("an exit code"),
        String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    )
}

#[test]
fn an_unsolvable_puzzle_in_catalan_says_sense_solucio_and_why() {
    let (code, stdout, _) = run(&[("LANG", "ca_ES.UTF-8")], &["solve"], &clashing());
    assert_eq!(stdout, "Sense solució: hi ha un 1 a r1c1 i a r1c2\n");
    assert_eq!(code, 1);
    let (code, stdout, _) = run(&[("LANG", "ca_ES.UTF-8")], &["solve"], &stuck());
    assert_eq!(stdout, "Sense solució: cap xifra no hi cap a r1c9\n");
    assert_eq!(code, 1);
}

#[test]
fn the_no_solution_line_in_every_language() {
    let table = [
        ("C", "no solution: r1c1 and r1c2 both hold 1"),
        ("ca_ES.UTF-8", "Sense solució: hi ha un 1 a r1c1 i a r1c2"),
        ("es_MX.UTF-8", "Sin solución: hay un 1 en r1c1 y en r1c2"),
        (
            "fr_CA.UTF-8",
            "Pas de solution : il y a un 1 en r1c1 et en r1c2",
        ),
        ("pt_BR.UTF-8", "Sem solução: há um 1 em r1c1 e em r1c2"),
    ];
    for (locale, line) in table {
        let (_, stdout, _) = run(&[("LANG", locale)], &["solve"], &clashing());
        assert_eq!(stdout, format!("{line}\n"), "{locale}");
    }
}

#[test]
fn lang_beats_the_locale_and_c_means_english() {
    let cases: &[(Env, &[&str], &str)] = &[
        (
            &[("LANG", "fr_FR.UTF-8")],
            &["--lang", "ca", "solve"],
            "Sense solució",
        ),
        (
            &[("LANG", "fr_FR.UTF-8")],
            &["solve", "--lang=es"],
            "Sin solución",
        ),
        (
            &[("LC_ALL", "pt_PT.UTF-8")],
            &["solve", "--lang", "en"],
            "no solution",
        ),
        (&[("LANG", "C")], &["solve"], "no solution"),
        (
            &[("LANG", "ca_ES.UTF-8"), ("LC_ALL", "C")],
            &["solve"],
            "no solution",
        ),
        (
            &[("LANG", "C.UTF-8"), ("LANGUAGE", "fr")],
            &["solve"],
            "no solution",
        ),
        (&[("LANG", "de_DE.UTF-8")], &["solve"], "no solution"),
        (&[], &["solve"], "no solution"),
        (
            &[("LANG", "de_DE.UTF-8"), ("LANGUAGE", "de:pt")],
            &["solve"],
            "Sem solução",
        ),
        (
            &[("LANG", "ca_ES"), ("LC_MESSAGES", "es_ES")],
            &["solve"],
            "Sin solución",
        ),
    ];
    for (env, args, want) in cases {
        let (_, stdout, _) = run(env, args, &stuck());
        assert!(
            stdout.starts_with(&format!("{want}: ")),
            "{env:?} {args:?}: {stdout}"
        );
    }
}

/// What `sudoku check` prints for a complete grid, the same grid with one hole, the puzzle
/// and two clashing givens, in each language: every line read as a person would.
#[test]
fn the_check_report_reads_naturally_in_each_language() {
    let hole = format!(".{}", &SEED_003_SOLUTION[1..]);
    let input = format!("{SEED_003_SOLUTION}\n{hole}\n{SEED_003}\n{}\n", clashing());
    let reports = [
        (
            "C",
            [
                "rows OK\ncolumns OK\nboxes OK\ncomplete and consistent",
                "rows OK\ncolumns OK\nboxes OK\nconsistent but incomplete (1 empty cell); it has exactly one solution",
                "rows OK\ncolumns OK\nboxes OK\nconsistent but incomplete (49 empty cells); it has exactly one solution",
                "rows: r1c1 and r1c2 both hold 1 (row 1)\ncolumns OK\nboxes: r1c1 and r1c2 both hold 1 (box 1)\nnot consistent: 2 conflicts",
            ],
        ),
        (
            "ca_ES.UTF-8",
            [
                "files correctes\ncolumnes correctes\nblocs correctes\nsolució completa i consistent",
                "files correctes\ncolumnes correctes\nblocs correctes\ngraella consistent però incompleta (1 casella buida); té exactament una solució",
                "files correctes\ncolumnes correctes\nblocs correctes\ngraella consistent però incompleta (49 caselles buides); té exactament una solució",
                "files: hi ha un 1 a r1c1 i a r1c2 (fila 1)\ncolumnes correctes\nblocs: hi ha un 1 a r1c1 i a r1c2 (bloc 1)\ngraella no consistent: 2 conflictes",
            ],
        ),
        (
            "es_ES.UTF-8",
            [
                "filas correctas\ncolumnas correctas\nbloques correctos\nsolución completa y consistente",
                "filas correctas\ncolumnas correctas\nbloques correctos\ncuadrícula consistente pero incompleta (1 casilla vacía); tiene exactamente una solución",
                "filas correctas\ncolumnas correctas\nbloques correctos\ncuadrícula consistente pero incompleta (49 casillas vacías); tiene exactamente una solución",
                "filas: hay un 1 en r1c1 y en r1c2 (fila 1)\ncolumnas correctas\nbloques: hay un 1 en r1c1 y en r1c2 (bloque 1)\ncuadrícula no consistente: 2 conflictos",
            ],
        ),
        (
            "fr_FR.UTF-8",
            [
                "lignes correctes\ncolonnes correctes\nblocs corrects\nsolution complète et cohérente",
                "lignes correctes\ncolonnes correctes\nblocs corrects\ngrille cohérente mais incomplète (1 case vide) ; elle a exactement une solution",
                "lignes correctes\ncolonnes correctes\nblocs corrects\ngrille cohérente mais incomplète (49 cases vides) ; elle a exactement une solution",
                "lignes : il y a un 1 en r1c1 et en r1c2 (ligne 1)\ncolonnes correctes\nblocs : il y a un 1 en r1c1 et en r1c2 (bloc 1)\ngrille incohérente : 2 conflits",
            ],
        ),
        (
            "pt_BR.UTF-8",
            [
                "linhas OK\ncolunas OK\nblocos OK\nsolução completa e consistente",
                "linhas OK\ncolunas OK\nblocos OK\ngrelha consistente mas incompleta (1 casa vazia); tem exatamente uma solução",
                "linhas OK\ncolunas OK\nblocos OK\ngrelha consistente mas incompleta (49 casas vazias); tem exatamente uma solução",
                "linhas: há um 1 em r1c1 e em r1c2 (linha 1)\ncolunas OK\nblocos: há um 1 em r1c1 e em r1c2 (bloco 1)\ngrelha não consistente: 2 conflitos",
            ],
        ),
    ];
    for (locale, grids) in reports {
        let (code, stdout, _) = run(&[("LANG", locale)], &["check"], &input);
        let expected: Vec<String> = grids
            .iter()
            .enumerate()
            .map(|(i, report)| format!("<stdin>:{}:\n{report}\n", i + 1))
            .collect();
        assert_eq!(stdout, expected.join("\n"), "{locale}");
        assert_eq!(code, 1, "{locale}");
    }
}

#[test]
fn partial_grids_with_no_or_several_solutions_in_catalan() {
    let several = format!("{}{}", ".".repeat(10), &SEED_003[10..]);
    let table = [
        (
            several,
            "graella consistent però incompleta (53 caselles buides); té diverses solucions",
        ),
        (
            stuck(),
            "graella consistent però incompleta (72 caselles buides), i no té solució",
        ),
    ];
    for (grid, verdict) in table {
        let (_, stdout, _) = run(&[("LANG", "ca_ES.UTF-8")], &["check"], &grid);
        assert!(stdout.ends_with(&format!("\n{verdict}\n")), "{stdout}");
    }
}

#[test]
fn check_against_speaks_the_language_but_its_table_stays_english() {
    let path = data("extreme.csv");
    let (code, stdout, stderr) = run(
        &[("LANG", "es_ES.UTF-8")],
        &["check", &path, "--against", "answer"],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        stdout.starts_with(&format!(
            "{path}:5: la solución incumple las reglas: hay un "
        )),
        "{stdout}"
    );
    assert_eq!(
        stderr,
        "check: 4 filas, 3 coinciden, 1 no coincide, 0 no válidas\n"
    );
    let args = ["check", &path, "--against", "answer", "--format", "csv"];
    let (_, english, _) = run(&[("LANG", "C")], &args, "");
    let (_, spanish, stderr) = run(&[("LANG", "es_ES.UTF-8")], &args, "");
    assert_eq!(spanish, english);
    assert!(stderr.contains("discrepancia: "), "{stderr}");
}

/// Machine output is the same byte for byte, with the same exit code, in every language.
#[test]
fn machine_output_is_the_same_in_every_language() {
    let two = format!("{SEED_003}\n{}\n", clashing());
    let several = format!("{}{}\n", ".".repeat(10), &SEED_003[10..]);
    let kaggle = data("kaggle.csv");
    let extreme = data("extreme.csv");
    // Lines that stand for no puzzle ("no solution", "several solutions") are text for
    // people and follow the language: the text layouts get solvable puzzles only.
    let commands: Vec<(Vec<&str>, String)> = vec![
        (vec!["solve"], format!("{SEED_003}\n{SEED_003_SOLUTION}\n")),
        (vec!["solve", "--format", "grid"], SEED_003.into()),
        (vec!["solve", "--format", "boxed"], SEED_003.into()),
        (vec!["solve", "--format", "json"], two.clone()),
        (vec!["solve", &kaggle, "--format", "csv"], String::new()),
        (vec!["count"], format!("{two}{several}")),
        (vec!["count", "--format", "json"], several.clone()),
        (vec!["rate"], SEED_003.into()),
        (vec!["rate", "--format", "json"], SEED_003.into()),
        (vec!["hint", "--format", "json"], SEED_003.into()),
        (vec!["check", "--format", "json"], two.clone()),
        (
            vec!["check", "--format", "csv"],
            format!("puzzle\n{SEED_003}\n"),
        ),
        (
            vec!["check", &extreme, "--against", "answer", "--format", "json"],
            String::new(),
        ),
        (
            vec!["generate", "--seed", "7", "--count", "3"],
            String::new(),
        ),
        (
            vec!["generate", "--seed", "7", "--format", "json", "--size", "4"],
            String::new(),
        ),
        (vec!["canon"], SEED_003.into()),
        (
            vec!["transform", "--seed", "3", "--copies", "2"],
            SEED_003.into(),
        ),
    ];
    for (args, stdin) in &commands {
        let (code, english, _) = run(&[("LC_ALL", "C")], args, stdin);
        assert!(!english.is_empty(), "{args:?} printed nothing");
        for locale in ["ca_ES.UTF-8", "es_ES.UTF-8", "fr_FR.UTF-8", "pt_BR.UTF-8"] {
            let (other_code, other, _) = run(&[("LANG", locale)], args, stdin);
            assert_eq!(other, english, "{locale} {args:?}");
            assert_eq!(other_code, code, "{locale} {args:?}");
        }
        let mut with_flag = vec!["--lang", "fr"];
        with_flag.extend(args);
        assert_eq!(run(&[], &with_flag, stdin).1, english, "--lang fr {args:?}");
    }
}

#[test]
fn errors_follow_the_language_after_the_error_tag() {
    let (code, _, stderr) = run(
        &[("LANG", "ca_ES.UTF-8")],
        &["generate", "--clues", "10"],
        "",
    );
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "error: cap sudoku de 9×9 amb menys de 17 pistes té solució única (se n'han demanat 10); \
         admeteu diverses solucions per a baixar més\n"
    );
    let (code, _, stderr) = run(&[("LANG", "pt_BR")], &["check", "--format", "pdf"], "");
    assert_eq!(code, 2);
    // clap refuses the value itself, in the run's language.
    assert!(
        stderr.contains("'pdf'") && stderr.contains("valores possíveis"),
        "{stderr}"
    );
    let (code, stdout, stderr) = run(&[("LANG", "fr_FR")], &["canon"], &"1".repeat(16));
    assert_eq!(code, 2);
    let reason = "les formes canoniques et les copies équivalentes ne sont définies que pour \
                  les grilles de 9×9, pas de 4×4";
    assert_eq!(stdout, format!("invalide : {reason}\n"));
    assert_eq!(stderr, format!("error: <stdin>:1: {reason}\n"));
}

#[test]
fn the_help_describes_the_commands_in_the_language() {
    let (_, catalan, _) = run(&[("LANG", "ca_ES.UTF-8")], &["--help"], "");
    assert!(
        catalan.contains(
            "L'ordre `sudoku`: resol, compta, comprova, genera, qualifica i explica sudokus"
        ),
        "{catalan}"
    );
    assert!(
        catalan.contains("Comprova graelles: files, columnes i blocs"),
        "{catalan}"
    );
    let (_, english, _) = run(&[("LANG", "C")], &["--help"], "");
    assert!(
        english.contains("Check grids: rows, columns and boxes, completeness and consistency"),
        "{english}"
    );
    let (_, portuguese, _) = run(&[], &["--lang", "pt", "interactive", "--help"], "");
    assert!(
        portuguese.starts_with("Uma sessão: escreva um número de pistas"),
        "{portuguese}"
    );
}

#[test]
fn command_line_errors_are_in_the_language_with_our_reasons() {
    let (code, stdout, stderr) = run(&[("LANG", "es_ES.UTF-8")], &["generate", "--hole", "x"], "");
    assert_eq!(code, 2);
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "error: valor no válido 'x' para '--hole <CHAR>': se esperaba uno de estos: . 0 _ - *\n\n\
         Para más información, pruebe '--help'.\n"
    );
    let (code, _, stderr) = run(
        &[("LANG", "ca_ES.UTF-8")],
        &["interactive", "--size", "7"],
        "",
    );
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with(
            "error: valor incorrecte '7' per a '--size <N>': no hi ha cap forma de graella coneguda de mida 7"
        ),
        "{stderr}"
    );
    let (code, _, english) = run(&[("LANG", "C")], &["generate", "--hole", "x"], "");
    assert_eq!(code, 2);
    assert!(
        english
            .starts_with("error: invalid value 'x' for '--hole <CHAR>': expected one of . 0 _ - *"),
        "{english}"
    );
}

/// The warnings, errors and `--stats` lines of the puzzle commands, in two languages: the
/// tags stay `error:` and `warning:`, the words after them follow the language.
#[test]
fn warnings_errors_and_stats_follow_the_language() {
    let input = format!("{SEED_003}\n123\n");
    let (code, stdout, stderr) = run(&[("LANG", "fr_FR.UTF-8")], &["solve", "--stats"], &input);
    assert_eq!(code, 2);
    assert_eq!(
        stdout,
        format!("{SEED_003_SOLUTION}\ninvalide : 3 cases trouvées, 81 attendues\n")
    );
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines[0],
        "error: <stdin>:2:4: 3 cases trouvées, 81 attendues"
    );
    assert!(
        lines[1].starts_with(
            "statistiques : 2 grilles, 1 résolue, 0 sans solution, 0 à plusieurs solutions, \
             1 invalide, 0,"
        ) && lines[1].ends_with(" grilles/s"),
        "{stderr}"
    );
    let (_, _, stderr) = run(&[("LANG", "ca_ES.UTF-8")], &["solve", "--stats"], &input);
    assert!(
        stderr.contains(
            "\nestadístiques: 2 sudokus, 1 resolt, 0 sense solució, 0 amb diverses solucions, \
             1 invàlid, 0,"
        ),
        "{stderr}"
    );
    for (locale, warning) in [
        ("ca_ES.UTF-8", "warning: no s'ha llegit cap sudoku\n"),
        ("pt_PT.UTF-8", "warning: não foi lido nenhum sudoku\n"),
        ("C", "warning: no puzzles read\n"),
    ] {
        let (code, stdout, stderr) = run(&[("LANG", locale)], &["count"], "");
        assert_eq!((code, stdout.as_str()), (0, ""), "{locale}");
        assert_eq!(stderr, warning, "{locale}");
    }
    let (code, _, stderr) = run(
        &[("LANG", "es_ES.UTF-8")],
        &["solve", "/no/such/file.txt"],
        "",
    );
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "error: /no/such/file.txt: no existe el archivo o el directorio\n"
    );
}

/// A puzzle with several solutions: the line in its place, the error or the warning.
#[test]
fn several_solutions_and_counts_in_words() {
    let several = format!("{}{}", ".".repeat(10), &SEED_003[10..]);
    let (code, stdout, stderr) = run(
        &[("LANG", "es_ES.UTF-8")],
        &["solve", "--require-unique"],
        &several,
    );
    assert_eq!(code, 1);
    assert_eq!(stdout, "Varias soluciones\n");
    assert_eq!(
        stderr,
        "error: <stdin>:1: el sudoku tiene varias soluciones\n"
    );
    let (code, _, stderr) = run(&[("LANG", "pt_PT.UTF-8")], &["solve"], &several);
    assert_eq!(code, 0);
    assert_eq!(
        stderr,
        "warning: <stdin>:1: o sudoku tem várias soluções; foi escrita a primeira\n"
    );
    let (_, stdout, _) = run(
        &[("LANG", "pt_PT.UTF-8")],
        &["count", "--limit", "5"],
        &several,
    );
    assert_eq!(stdout, "pelo menos 5\n");
    let (_, stdout, _) = run(
        &[("LANG", "fr_FR.UTF-8")],
        &["count", "--limit", "5"],
        &several,
    );
    assert_eq!(stdout, "au moins 5\n");
    // explain, hint and rate refuse it in the same words.
    for command in ["explain", "hint", "rate"] {
        let (code, stdout, stderr) = run(&[("LANG", "ca_ES.UTF-8")], &[command], &several);
        assert_eq!(code, 1, "{command}");
        assert_eq!(
            stdout,
            "Diverses solucions: els passos de resolució humana necessiten una solució única\n",
            "{command}"
        );
        assert_eq!(
            stderr,
            "error: <stdin>:1: té diverses solucions; els passos de resolució humana necessiten \
             una solució única\n",
            "{command}"
        );
    }
}

/// Option values refused by our own parsers, and tables without the column asked for.
#[test]
fn option_and_table_errors_in_words() {
    let (code, _, stderr) = run(
        &[("LANG", "fr_FR.UTF-8")],
        &["show", "--c-array-base", "3"],
        "",
    );
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with(
            "error: valeur invalide '3' pour '--c-array-base <BASE>' : 0 ou 1 attendu"
        ),
        "{stderr}"
    );
    let (code, _, stderr) = run(
        &[("LANG", "ca_ES.UTF-8")],
        &["solve", "--format", "pdf", "--per-page", "3"],
        "",
    );
    assert_eq!(code, 2);
    assert!(
        stderr.contains("no es poden posar 3 sudokus en una pàgina: trieu 1, 2, 4 o 6"),
        "{stderr}"
    );
    let kaggle = data("kaggle.csv");
    let (code, _, stderr) = run(
        &[("LANG", "es_ES.UTF-8")],
        &["solve", &kaggle, "--column", "nope"],
        "",
    );
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        format!(
            "error: {kaggle}: no hay ninguna columna llamada \"nope\" (la cabecera tiene \
             quizzes, solutions)\n"
        )
    );
    let (code, stdout, stderr) = run(
        &[("LANG", "pt_PT.UTF-8")],
        &["solve", "--input-format", "csv"],
        "puzzle\n123\n",
    );
    assert_eq!(code, 2);
    assert_eq!(stdout, "inválido: 3 casas encontradas; eram esperadas 81\n");
    assert_eq!(
        stderr,
        "error: <stdin>:2: coluna \"puzzle\", carácter 4: 3 casas encontradas; eram esperadas 81\n"
    );
}

/// explain's steps, its closing line and its decimal comma.
#[test]
fn explain_speaks_the_language_to_the_last_line() {
    let (code, stdout, _) = run(&[("LANG", "fr_FR.UTF-8")], &["explain"], SEED_003);
    assert_eq!(code, 0);
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.starts_with("# résolue\u{a0}: facile "), "{last}");
    assert!(last.contains(" 2,3 "), "{last}");
    let (_, stdout, _) = run(&[("LANG", "C")], &["explain"], SEED_003);
    let last = stdout.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("# solved: easy ") && last.contains(" 2.3 "),
        "{last}"
    );
}

/// Bad records, refused puzzles and several solutions in the machine layouts: the same bytes
/// in every language (JSON keys and values, table columns, the rate line).
#[test]
fn machine_output_of_bad_records_is_the_same_in_every_language() {
    let several = format!("{}{}", ".".repeat(10), &SEED_003[10..]);
    let mixed = format!("{SEED_003}\n123\n{several}\n{}\n", clashing());
    let commands: Vec<Vec<&str>> = vec![
        vec!["solve", "--format", "json"],
        vec!["solve", "--format", "csv"],
        vec!["solve", "--all", "--format", "json", "--limit", "2"],
        vec!["count", "--format", "json"],
        vec!["count", "--format", "csv"],
        vec!["check", "--format", "json"],
        vec!["check", "--format", "csv"],
        vec!["explain", "--format", "json"],
        vec!["hint", "--format", "json"],
        vec!["rate", "--format", "json"],
        vec!["rate", "--format", "csv"],
        vec!["show", "--format", "json"],
        vec!["show", "--format", "csv"],
        vec!["rate"],
    ];
    for args in &commands {
        // rate's text: the rate line for the good puzzle (the others are words for people).
        let stdin = if args == &["rate"] {
            SEED_003
        } else {
            mixed.as_str()
        };
        let (code, english, _) = run(&[("LC_ALL", "C")], args, stdin);
        assert!(!english.is_empty(), "{args:?} printed nothing");
        for locale in ["ca_ES.UTF-8", "es_ES.UTF-8", "fr_FR.UTF-8", "pt_PT.UTF-8"] {
            let (other_code, other, _) = run(&[("LANG", locale)], args, stdin);
            assert_eq!(other, english, "{locale} {args:?}");
            assert_eq!(other_code, code, "{locale} {args:?}");
        }
    }
    // rate's table keeps the engine's English reasons in its error column.
    let (_, table, _) = run(
        &[("LANG", "fr_FR.UTF-8")],
        &["rate", "--format", "csv"],
        &mixed,
    );
    assert!(
        table.contains("123,,,,,\"found 3 cells, expected 81\"\n"),
        "{table}"
    );
}
