//! The five languages, and how one is chosen: from `--lang`, from the POSIX locale variables,
//! or from an HTTP `Accept-Language` header.

use std::fmt;
use std::str::FromStr;

/// A language the toolkit speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the fallback.
    #[default]
    En,
    /// Catalan.
    Ca,
    /// Spanish.
    Es,
    /// French.
    Fr,
    /// Portuguese.
    Pt,
}

/// A `--lang` value that names no language the toolkit speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLangError(String);

impl fmt::Display for ParseLangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown language {:?} (expected one of: {})",
            self.0,
            Lang::ALL.map(Lang::code).join(", ")
        )
    }
}

impl std::error::Error for ParseLangError {}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Ca, Lang::Es, Lang::Fr, Lang::Pt];

    /// The ISO 639-1 code: `en`, `ca`, `es`, `fr`, `pt`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ca => "ca",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::Pt => "pt",
        }
    }

    /// The language's name in itself, for a language selector: `English`, `Català`, …
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ca => "Català",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::Pt => "Português",
        }
    }

    /// The language of a locale name or language tag, ignoring region, encoding and modifier:
    /// `ca_ES.UTF-8`, `pt-BR`, `fr`, `es_ES@euro`. `None` for `C`, `POSIX` and languages the
    /// toolkit does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['_', '-', '.', '@']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The language the environment asks for, read from the process's environment: see
    /// [`Lang::from_env_with`].
    pub fn from_env() -> Lang {
        Lang::from_env_with(|name| std::env::var(name).ok())
    }

    /// The language the environment asks for, with `var` reading a variable (a parameter so
    /// that the rule can be tested without touching the process's environment).
    ///
    /// The rule is gettext's: the locale of messages is the first non-empty one of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`; `LANGUAGE`, a colon-separated list such as `fr:es`, takes
    /// precedence over it unless that locale is `C` or `POSIX`, which mean untranslated
    /// messages. One leniency: when none of the three is set at all, `LANGUAGE` is still
    /// honoured. The first language the toolkit speaks wins; English is the fallback.
    pub fn from_env_with(var: impl Fn(&str) -> Option<String>) -> Lang {
        let non_empty = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(non_empty);
        let is_c = locale.as_deref().is_some_and(|l| {
            let base = l.split(['.', '@']).next().unwrap_or("");
            base == "C" || base == "POSIX"
        });
        if !is_c {
            if let Some(list) = non_empty("LANGUAGE") {
                if let Some(lang) = list.split(':').find_map(Lang::from_tag) {
                    return lang;
                }
            }
        }
        locale
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The best language for an HTTP `Accept-Language` header such as
    /// `fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5`: the supported language with the highest weight
    /// (the first one listed among equals), English when none is supported.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(Lang, u32)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or("").trim();
            // Weights have at most three decimals (RFC 9110), so thousandths compare exactly.
            let mut weight = 1000;
            for p in parts {
                if let Some(q) = p.trim().strip_prefix("q=") {
                    weight = q
                        .trim()
                        .parse::<f32>()
                        .map_or(0, |q| (q.clamp(0.0, 1.0) * 1000.0).round() as u32);
                }
            }
            let lang = if tag == "*" {
                Some(Lang::En)
            } else {
                Lang::from_tag(tag)
            };
            if let Some(lang) = lang {
                if weight > 0 && best.is_none_or(|(_, w)| weight > w) {
                    best = Some((lang, weight));
                }
            }
        }
        best.map_or(Lang::En, |(l, _)| l)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = ParseLangError;

    /// A code or a locale name: `ca`, `pt_BR.UTF-8`, `FR`.
    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        Lang::from_tag(s).ok_or_else(|| ParseLangError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Lang {
        let owned: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Lang::from_env_with(|name| {
            owned
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        })
    }

    #[test]
    fn locale_variables_follow_gettext() {
        let cases: &[(&[(&str, &str)], Lang)] = &[
            (&[], Lang::En),
            (&[("LANG", "ca_ES.UTF-8")], Lang::Ca),
            (
                &[("LANG", "ca_ES.UTF-8"), ("LC_MESSAGES", "fr_FR")],
                Lang::Fr,
            ),
            (
                &[
                    ("LANG", "ca_ES"),
                    ("LC_MESSAGES", "fr_FR"),
                    ("LC_ALL", "es_ES"),
                ],
                Lang::Es,
            ),
            (&[("LC_ALL", ""), ("LANG", "pt_PT.UTF-8")], Lang::Pt),
            (&[("LANG", "de_DE.UTF-8")], Lang::En),
            (&[("LANG", "es_ES"), ("LANGUAGE", "de:fr:es")], Lang::Fr),
            (&[("LANG", "C.UTF-8"), ("LANGUAGE", "fr")], Lang::En),
            (&[("LC_ALL", "POSIX"), ("LANGUAGE", "fr")], Lang::En),
            (&[("LANGUAGE", "pt_BR")], Lang::Pt),
            (&[("LANG", "es_ES"), ("LANGUAGE", "de:it")], Lang::Es),
        ];
        for (vars, want) in cases {
            assert_eq!(env(vars), *want, "{vars:?}");
        }
    }

    #[test]
    fn accept_language_picks_the_heaviest_supported() {
        let cases = [
            ("", Lang::En),
            ("fr-CH, fr;q=0.9, en;q=0.8", Lang::Fr),
            ("de, pt-BR;q=0.7, es;q=0.8", Lang::Es),
            ("de, *;q=0.5", Lang::En),
            ("en;q=0.1, ca;q=0.2", Lang::Ca),
            ("ca;q=0, es", Lang::Es),
            ("pt;q=oops, fr;q=0.5", Lang::Fr),
        ];
        for (header, want) in cases {
            assert_eq!(Lang::from_accept_language(header), want, "{header:?}");
        }
    }

    #[test]
    fn lang_values_parse() {
        assert_eq!("CA".parse::<Lang>(), Ok(Lang::Ca));
        assert_eq!("pt_BR.UTF-8".parse::<Lang>(), Ok(Lang::Pt));
        let err = "de".parse::<Lang>().unwrap_err().to_string();
        assert_eq!(
            err,
            "unknown language \"de\" (expected one of: en, ca, es, fr, pt)"
        );
    }
}
