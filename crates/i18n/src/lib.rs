//! The toolkit's human-facing messages in five languages, and the choice of language.
//!
//! Every message a person reads (errors, warnings, the `check` report, the interactive
//! session, step texts, PDF headings, the web page) is a [Project Fluent] message with an id,
//! kept in one `.ftl` file per language under `locales/`: `en.ftl`, `ca.ftl`, `fr.ftl`,
//! `pt.ftl`, `es.ftl`. The files are compiled into the binary, so nothing is read at run time.
//! Machine output (puzzles, numbers, JSON keys, exit codes) never goes through here.
//!
//! The design decision is that a message is always whole: code passes the message id and its
//! arguments, and the translation decides word order, plurals and grammar. Nothing is built by
//! concatenating translated pieces, which is the one thing that cannot be translated well.
//!
//! English is the fallback: a message missing in a language (a test forbids it) falls back to
//! the English text, and an unknown id returns the id itself rather than panicking.
//!
//! ```
//! use sudoku_i18n::{tr_in, Lang};
//!
//! assert_eq!(tr_in(Lang::Ca, "no-solution", &[]), "Sense solució");
//! assert_eq!(tr_in(Lang::En, "no-solution", &[]), "no solution");
//! let lang = Lang::from_env_with(|name| (name == "LANG").then(|| "pt_BR.UTF-8".to_string()));
//! assert_eq!(lang, Lang::Pt);
//! ```
//!
//! [Project Fluent]: https://projectfluent.org/
#![deny(missing_docs)]

mod engine_text;
mod lang;
mod messages;
mod patterns;
mod steps;

pub use engine_text::{decimal, decimal_point, localize_error, Localize};
pub use lang::{Lang, ParseLangError};
pub use messages::{lang, set_lang, tr_in, Arg, Catalog, MessageInfo};
pub use patterns::{patterns, Part, Unsupported};
pub use steps::{level_name, step_message_id, step_text, technique_id, technique_name, vague_text};

/// The message `id` in the process's language ([`set_lang`], English until set), with
/// arguments as `name = value` pairs after the id: `tr!("no-solution")`.
///
/// Arguments are numbers (any integer or float type) or strings; see [`Arg`].
#[macro_export]
macro_rules! tr {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::tr_in($crate::lang(), $id, &[$((stringify!($name), $crate::Arg::from($value))),*])
    };
}

/// The message `id` in the language `lang`, with arguments: `tr_lang!(lang, "id", n = 3)`.
#[macro_export]
macro_rules! tr_lang {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::tr_in($lang, $id, &[$((stringify!($name), $crate::Arg::from($value))),*])
    };
}
