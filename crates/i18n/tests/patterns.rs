//! The messages the web page formats itself come out as data that formats to the same text
//! as Fluent gives.

use sudoku_i18n::{patterns, tr_in, Arg, Lang, Part};

/// Formats `parts` as the page's script does, for arguments whose numbers are 1 (plural
/// category `one` in all five languages) or 3 (`other`).
fn format(parts: &[Part], args: &[(&str, Arg)]) -> String {
    let value = |name: &str| {
        args.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    };
    let mut out = String::new();
    for part in parts {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Var(v) => match value(v) {
                Some(Arg::Str(s)) => out.push_str(&s),
                Some(Arg::Num(n)) => out.push_str(&n.to_string()),
                None => out.push_str(&format!("{{${v}}}")),
            },
            Part::Select {
                var,
                variants,
                default,
            } => {
                let key = match value(var) {
                    Some(Arg::Str(s)) => s,
                    Some(Arg::Num(1.0)) => "one".to_string(),
                    _ => "other".to_string(),
                };
                let chosen = variants
                    .iter()
                    .find(|(k, _)| *k == key)
                    .or_else(|| variants.iter().find(|(k, _)| k == default))
                    .map(|(_, p)| p.as_slice())
                    .unwrap_or_default();
                out.push_str(&format(chosen, args));
            }
        }
    }
    out
}

#[test]
fn the_pages_messages_format_as_fluent_does() {
    for lang in Lang::ALL {
        let list = patterns(lang, &["web-", "level-"]).expect("plain patterns");
        assert!(list.len() > 40, "{lang}: {}", list.len());
        for (id, parts) in &list {
            for n in [1, 3] {
                let args = [
                    ("count", Arg::from(n)),
                    ("left", Arg::from(n)),
                    ("size", Arg::from(9)),
                    ("seed", Arg::from("42")),
                    ("level", Arg::from("hard")),
                    ("error", Arg::from("oops")),
                    ("cell", Arg::from("r1c1")),
                    ("time", Arg::from("01:02")),
                    ("file", Arg::from("sudoku-booklet.pdf")),
                ];
                assert_eq!(
                    format(parts, &args),
                    tr_in(lang, id, &args),
                    "{lang} {id} with {n}"
                );
            }
        }
    }
    let fr = patterns(Lang::Fr, &["web-new-puzzle"]).unwrap();
    assert_eq!(
        fr[0],
        (
            "web-new-puzzle".to_string(),
            vec![Part::Text("Nouvelle grille".to_string())]
        )
    );
}
