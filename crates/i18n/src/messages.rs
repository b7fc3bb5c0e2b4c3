//! The catalogs: one Fluent resource per language, compiled in, formatted on demand.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use crate::Lang;

/// The `.ftl` source of a language.
pub(crate) fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../locales/en.ftl"),
        Lang::Ca => include_str!("../locales/ca.ftl"),
        Lang::Es => include_str!("../locales/es.ftl"),
        Lang::Fr => include_str!("../locales/fr.ftl"),
        Lang::Pt => include_str!("../locales/pt.ftl"),
    }
}

/// One language's bundle.
type Bundle = FluentBundle<FluentResource>;

/// A language's bundle, built on its first use (each catalog is about 50 kB of Fluent source:
/// parsing all five up front cost every run that printed one message some 7 million
/// instructions). A resource that does not parse keeps the entries that do (a test requires
/// every file to parse cleanly).
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 5] = [const { OnceLock::new() }; 5];
    let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    BUNDLES[i].get_or_init(|| {
        let id = lang
            .code()
            .parse()
            .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No Unicode isolation marks: the text goes to terminals and files, and the
        // arguments are cell names, numbers and paths that need no bidi isolation.
        bundle.set_use_isolating(false);
        // NUMBER(), for ordinal selectors (`1st`, `2nd`); the ids are fixed, so this
        // cannot clash with an earlier function.
        let _ = bundle.add_builtins();
        let resource = FluentResource::try_new(source(lang).to_string())
            .unwrap_or_else(|(partial, _)| partial);
        // Duplicate ids are reported by the tests; the first definition wins here.
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// An argument of a message: a number (plural rules and number formatting apply) or text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number.
    Num(f64),
    /// Text, passed through as it is.
    Str(String),
}

macro_rules! arg_from_number {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
arg_from_number!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(s: Cow<'_, str>) -> Arg {
        Arg::Str(s.into_owned())
    }
}

/// The process's language, as an index into [`Lang::ALL`].
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Sets the language [`tr!`](crate::tr) uses for the rest of the process.
pub fn set_lang(lang: Lang) {
    let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    CURRENT.store(i as u8, Ordering::Relaxed);
}

/// The process's language: English until [`set_lang`] is called.
pub fn lang() -> Lang {
    Lang::ALL
        .get(CURRENT.load(Ordering::Relaxed) as usize)
        .copied()
        .unwrap_or_default()
}

/// The message `id` in `lang` with `args`; the English text when `lang` lacks it, and the id
/// itself when no language has it.
pub fn tr_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let found = [lang, Lang::En].into_iter().find_map(|l| {
        let b = bundle(l);
        b.get_message(id)
            .and_then(|m| m.value())
            .map(|pattern| (b, pattern))
    });
    let Some((bundle, pattern)) = found else {
        return id.to_string();
    };
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        let v = match value {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Str(s) => FluentValue::from(s.as_str()),
        };
        fargs.set(*name, v);
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fargs), &mut errors)
        .into_owned()
}

/// What a catalog says about one message, for the consistency tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageInfo {
    /// The message id.
    pub id: String,
    /// The variables (`$name`) the message uses, anywhere in its value.
    pub variables: BTreeSet<String>,
}

/// The messages of one language's file, as written (for tests that compare languages).
#[derive(Clone, Debug)]
pub struct Catalog {
    /// The messages, in file order.
    pub messages: Vec<MessageInfo>,
    /// Parse errors, as text (none in a good file).
    pub errors: Vec<String>,
}

impl Catalog {
    /// Reads the compiled-in file of `lang`.
    pub fn of(lang: Lang) -> Catalog {
        let (resource, errors) = match FluentResource::try_new(source(lang).to_string()) {
            Ok(r) => (r, Vec::new()),
            Err((r, errs)) => (r, errs.iter().map(|e| format!("{e:?}")).collect()),
        };
        let mut messages = Vec::new();
        for entry in resource.entries() {
            if let ast::Entry::Message(m) = entry {
                let mut variables = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut variables);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut variables);
                }
                messages.push(MessageInfo {
                    id: m.id.name.to_string(),
                    variables,
                });
            }
        }
        Catalog { messages, errors }
    }
}

fn pattern_vars(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, out),
    }
}

fn inline_vars(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}
