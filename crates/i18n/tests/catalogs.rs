//! The five catalogs agree: the same ids, the same placeables, no parse errors, no duplicates;
//! every id the code asks for exists, and every message is asked for somewhere.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use sudoku_i18n::{Catalog, Lang};

fn catalog(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let c = Catalog::of(lang);
    assert!(
        c.errors.is_empty(),
        "{lang}.ftl does not parse: {:?}",
        c.errors
    );
    let mut map = BTreeMap::new();
    for m in c.messages {
        let id = m.id.clone();
        assert!(
            map.insert(m.id, m.variables).is_none(),
            "{lang}.ftl defines {id} twice"
        );
    }
    map
}

#[test]
fn every_language_has_every_message_with_the_same_placeables() {
    let en = catalog(Lang::En);
    assert!(!en.is_empty());
    for lang in Lang::ALL {
        let other = catalog(lang);
        let missing: Vec<&String> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang}.ftl lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang}.ftl has ids English lacks: {extra:?}"
        );
        for (id, vars) in &en {
            assert_eq!(
                &other[id], vars,
                "{lang}.ftl: message {id} must use exactly the placeables of English"
            );
        }
    }
}

/// The workspace's source files that may ask for messages.
fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = Vec::new();
    let mut stack = vec![
        root.join("src"),
        root.join("crates"),
        root.join("python/sudokit"),
    ];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            // This crate's lib.rs defines the macros and its docs show them with example
            // ids; these tests name the macros too. Its other modules ask for messages.
            if p.ends_with("crates/i18n/tests") || p.ends_with("crates/i18n/src/lib.rs") {
                continue;
            }
            if p.is_dir() {
                if name != "target" && !name.starts_with('.') {
                    stack.push(p);
                }
            } else if [".rs", ".js", ".html", ".py"]
                .iter()
                .any(|x| name.ends_with(x))
            {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The first string literal after each `tr!(` / `tr_lang!(…, ` in `text`.
fn asked_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for (macro_name, skip_first) in [("tr!(", false), ("tr_lang!(", true)] {
        for (at, _) in text.match_indices(macro_name) {
            // `include_str!(` is not `tr!(`.
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &text[at + macro_name.len()..];
            let rest = if skip_first {
                match rest.find(',') {
                    Some(i) => &rest[i + 1..],
                    None => continue,
                }
            } else {
                rest
            };
            let rest = rest.trim_start();
            if let Some(lit) = rest.strip_prefix('"') {
                if let Some(end) = lit.find('"') {
                    ids.push(lit[..end].to_string());
                }
            }
        }
    }
    ids
}

#[test]
fn every_id_asked_for_exists_and_every_message_is_used() {
    let en = catalog(Lang::En);
    let mut all_text = String::new();
    for path in sources() {
        let text = fs::read_to_string(&path).unwrap_or_default();
        for id in asked_ids(&text) {
            assert!(
                en.contains_key(&id),
                "{} asks for message {id:?}, which en.ftl lacks",
                path.display()
            );
        }
        all_text.push_str(&text);
    }
    // Ids are used as literals (`"no-solution"`), or built from a family prefix that a
    // table of the code enumerates (`"technique-"`), which ends with `-`.
    let unused: Vec<&String> = en
        .keys()
        .filter(|id| {
            let literal = format!("\"{id}\"");
            let used_whole = all_text.contains(&literal);
            let used_by_family = id
                .match_indices('-')
                .any(|(i, _)| all_text.contains(&format!("\"{}\"", &id[..=i])));
            !used_whole && !used_by_family
        })
        .collect();
    assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
}

/// Portuguese is European Portuguese, in one set of words: `grelha` for the grid, `casa` for a
/// cell, `ficheiro`, `pasta`, `fio de execução`, `sugestão` for a hint (`pista` is a given).
/// Brazilian words crept in once; a word here is one of them, found as a whole word.
#[test]
fn portuguese_keeps_to_european_words() {
    let text = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/pt.ftl"))
        .expect("read pt.ftl");
    // The messages only: comments are English notes for translators.
    let messages: String = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
        .to_lowercase();
    // Placeables (`$threads`) and options (`--threads`) are names, not words.
    let words: BTreeSet<&str> = messages
        .split(|c: char| !c.is_alphanumeric() && c != '$' && c != '-')
        .filter(|w| !w.is_empty() && !w.contains('$') && !w.starts_with('-'))
        .collect();
    let brazilian = [
        "tabuleiro",
        "tabuleiros",
        "célula",
        "células",
        "arquivo",
        "arquivos",
        "thread",
        "threads",
        "diretório",
        "diretórios",
        "subdiretórios",
        "dica",
        "dicas",
        "tela",
        "usuário",
        "usuários",
        "você",
        "baixar",
        "salvar",
        "registro",
        "registros",
        "link",
    ];
    let found: Vec<&str> = brazilian
        .into_iter()
        .filter(|w| words.contains(w))
        .collect();
    assert!(found.is_empty(), "pt.ftl uses Brazilian words: {found:?}");
}
