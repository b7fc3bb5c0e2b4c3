//! `sudoku interactive` driven through its standard input, as a person would use it.

use assert_cmd::Command;

/// Runs a session with `input` on stdin, in English whatever the environment; returns its
/// stdout.
fn session(input: &str) -> String {
    session_in("C", input)
}

/// Runs a session with `LANG=locale` and `input` on stdin; returns its stdout.
fn session_in(locale: &str, input: &str) -> String {
    let out = Command::cargo_bin("sudoku")
        .unwrap()
        .args(["interactive", "--seed", "1"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .env("LANG", locale)
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const PROMPT: &str = "Number of givens (0 to 81), or \"end\" to finish: ";

#[test]
fn a_good_entry_shows_the_puzzle_and_checked_solutions() {
    let out = session("40\nfim\n");
    assert!(
        out.starts_with(&format!("{PROMPT}40\nInitial grid\n")),
        "{out}"
    );
    let grid_lines: Vec<&str> = out.lines().skip(1).skip(1).take(11).collect();
    assert_eq!(grid_lines[3], "------+-------+------", "{out}");
    let givens = grid_lines
        .iter()
        .flat_map(|l| l.split_whitespace())
        .filter(|t| t.len() == 1 && t.as_bytes()[0].is_ascii_digit() && *t != "0")
        .count();
    assert_eq!(givens, 40, "{out}");
    let found = out.matches(" solution found:\n").count();
    assert!((1..=10).contains(&found), "{out}");
    assert_eq!(
        out.matches("rows OK\ncolumns OK\nboxes OK\ncomplete and consistent\n")
            .count(),
        found
    );
    assert!(out.contains("1st solution found:\n"), "{out}");
    assert!(out.ends_with(&format!("{PROMPT}fim\n")), "{out}");
}

#[test]
fn few_givens_say_there_are_more_than_ten() {
    let out = session("0\nend\n");
    assert_eq!(out.matches(" solution found:\n").count(), 10, "{out}");
    assert!(out.contains("10th solution found:\n"), "{out}");
    assert!(
        out.contains("There are more than 10 solutions; these are the first 10.\n"),
        "{out}"
    );
}

#[test]
fn a_full_grid_has_one_solution() {
    let out = session("81\nq\n");
    assert_eq!(out.matches(" solution found:\n").count(), 1, "{out}");
    assert!(out.contains("1 solution in all.\n"), "{out}");
}

#[test]
fn bad_entries_get_a_message_and_the_question_again() {
    // (entry, message)
    let table = [
        (
            "abc",
            "\"abc\" is not a number: enter a number from 0 to 81, or \"end\" to finish",
        ),
        (
            "82",
            "82 is more than the 81 cells of the grid: enter a number from 0 to 81, or \"end\" to finish",
        ),
        (
            "",
            "please type a number: enter a number from 0 to 81, or \"end\" to finish",
        ),
    ];
    for (entry, message) in table {
        let out = session(&format!("{entry}\nfim\n"));
        assert_eq!(
            out,
            format!("{PROMPT}{entry}\n{message}\n{PROMPT}fim\n"),
            "entry {entry:?}"
        );
    }
}

#[test]
fn every_end_word_and_the_end_of_input_stop_the_session() {
    let words = [
        "fim", "FIM", "end", "quit", "exit", "q", "fi", "sortir", "fin", "salir", "quitter", "sair",
    ];
    for word in words {
        let out = session(&format!("{word}\n30\n"));
        assert_eq!(out, format!("{PROMPT}{word}\n"), "end word {word}");
    }
    assert_eq!(session(""), format!("{PROMPT}\n"));
    let out = session("25\n");
    assert!(out.ends_with(&format!("{PROMPT}\n")), "{out}");
    assert_eq!(out.matches("Initial grid").count(), 1);
}

#[test]
fn the_same_seed_gives_the_same_session() {
    assert_eq!(session("30\n20\nfim\n"), session("30\n20\nfim\n"));
}

/// The prompt of each language, the answer to a bad entry, and the end word it names.
#[test]
fn each_language_asks_in_its_own_words_and_names_its_end_word() {
    // (LANG, the prompt, the answer to "abc")
    let table = [
        (
            "ca_ES.UTF-8",
            "Nombre de pistes (de 0 a 81), o «fi» per acabar: ",
            "«abc» no és un nombre: escriviu un nombre de 0 a 81, o «fi» per acabar",
        ),
        (
            "es_ES.UTF-8",
            "Número de pistas (de 0 a 81), o «fin» para terminar: ",
            "«abc» no es un número: escriba un número de 0 a 81, o «fin» para terminar",
        ),
        (
            "fr_FR.UTF-8",
            "Nombre d'indices (de 0 à 81), ou « fin » pour terminer : ",
            "« abc » n'est pas un nombre : tapez un nombre de 0 à 81, ou « fin » pour terminer",
        ),
        (
            "pt_BR.UTF-8",
            "Número de pistas (de 0 a 81), ou “fim” para terminar: ",
            "“abc” não é um número: escreva um número de 0 a 81, ou “fim” para terminar",
        ),
        (
            "C",
            PROMPT,
            "\"abc\" is not a number: enter a number from 0 to 81, or \"end\" to finish",
        ),
    ];
    for (locale, prompt, answer) in table {
        // Each session ends with another language's word: every end word works everywhere.
        let out = session_in(locale, "abc\nquit\n");
        assert_eq!(
            out,
            format!("{prompt}abc\n{answer}\n{prompt}quit\n"),
            "{locale}"
        );
    }
}

#[test]
fn a_round_reads_naturally_in_catalan() {
    let out = session_in("ca_ES.UTF-8", "0\nfi\n");
    assert!(out.contains("\nGraella inicial\n"), "{out}");
    assert!(out.contains("\n1a solució trobada:\n"), "{out}");
    assert!(out.contains("\n10a solució trobada:\n"), "{out}");
    assert_eq!(
        out.matches(
            "files correctes\ncolumnes correctes\nblocs correctes\nsolució completa i consistent\n"
        )
        .count(),
        10,
        "{out}"
    );
    assert!(
        out.contains("\nHi ha més de 10 solucions; aquestes són les 10 primeres.\n"),
        "{out}"
    );
    let full = session_in("ca_ES.UTF-8", "81\nfi\n");
    assert!(full.contains("\n1 solució en total.\n"), "{full}");
}

#[test]
fn ordinals_and_totals_in_every_language() {
    // (LANG, the heading of the 2nd and of the 3rd solution, the total of a full grid)
    let table = [
        (
            "C",
            "2nd solution found:",
            "3rd solution found:",
            "1 solution in all.",
        ),
        (
            "es_ES",
            "2.ª solución encontrada:",
            "3.ª solución encontrada:",
            "1 solución en total.",
        ),
        (
            "fr_FR",
            "2e solution trouvée :",
            "3e solution trouvée :",
            "1 solution en tout.",
        ),
        (
            "pt_PT",
            "2ª solução encontrada:",
            "3ª solução encontrada:",
            "1 solução no total.",
        ),
    ];
    for (locale, second, third, total) in table {
        let out = session_in(locale, "0\n81\nend\n");
        assert!(out.contains(&format!("\n{second}\n")), "{locale}: {out}");
        assert!(out.contains(&format!("\n{third}\n")), "{locale}: {out}");
        assert!(out.contains(&format!("\n{total}\n")), "{locale}: {out}");
    }
    let french = session_in("fr_FR", "0\nfin\n");
    assert!(french.contains("\n1re solution trouvée :\n"), "{french}");
}

#[test]
fn the_puzzles_and_solutions_are_the_same_in_every_language() {
    let grids = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.contains(" | ") || l.starts_with("---") || l.starts_with("***"))
            .map(String::from)
            .collect()
    };
    let english = grids(&session("30\n20\nend\n"));
    assert!(english.len() > 20);
    for locale in ["ca_ES", "es_ES", "fr_FR", "pt_BR"] {
        assert_eq!(
            grids(&session_in(locale, "30\n20\nend\n")),
            english,
            "{locale}"
        );
    }
}
