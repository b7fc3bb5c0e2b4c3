//! Messages as data, for a client that formats them itself: the web page's script gets the
//! `web-…` and `level-…` messages of its language this way and fills in their arguments.
//!
//! A pattern is text, variables and selectors on a variable (plural categories or exact
//! values), which is all the page's messages use; anything else (message or term references,
//! functions) is not supported, and a test checks that the page's messages have none.

use fluent_syntax::ast;

use crate::messages::source;
use crate::Lang;

/// One piece of a message's pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Text as it is.
    Text(String),
    /// The value of an argument.
    Var(String),
    /// A choice on an argument's value: the variant whose key is the value, or the value's
    /// plural category when it is a number, or the default.
    Select {
        /// The argument.
        var: String,
        /// The variants: key and pattern, in file order.
        variants: Vec<(String, Vec<Part>)>,
        /// The default variant's key.
        default: String,
    },
}

/// A message that uses something [`Part`] cannot hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

/// The messages of `lang` whose ids start with one of `prefixes`, as patterns, in the order of
/// the English file; a message `lang` lacks comes from English.
///
/// # Errors
///
/// [`Unsupported`] with the message's id when one uses a reference or a function.
pub fn patterns(lang: Lang, prefixes: &[&str]) -> Result<Vec<(String, Vec<Part>)>, Unsupported> {
    let wanted = |id: &str| prefixes.iter().any(|p| id.starts_with(p));
    let mine = resource(lang);
    let english = resource(Lang::En);
    let mut out = Vec::new();
    for en in english.body.iter().filter_map(message) {
        if !wanted(en.id.name) {
            continue;
        }
        let m = mine
            .body
            .iter()
            .filter_map(message)
            .find(|m| m.id.name == en.id.name)
            .unwrap_or(en);
        let value = m.value.as_ref().map_or(Ok(Vec::new()), pattern);
        let parts = value.map_err(|()| Unsupported(m.id.name.to_string()))?;
        out.push((m.id.name.to_string(), parts));
    }
    Ok(out)
}

fn resource(lang: Lang) -> ast::Resource<&'static str> {
    fluent_syntax::parser::parse(source(lang)).unwrap_or_else(|(partial, _)| partial)
}

fn message<'a>(e: &'a ast::Entry<&'static str>) -> Option<&'a ast::Message<&'static str>> {
    match e {
        ast::Entry::Message(m) => Some(m),
        _ => None,
    }
}

fn pattern(p: &ast::Pattern<&str>) -> Result<Vec<Part>, ()> {
    let mut out = Vec::new();
    for element in &p.elements {
        match element {
            ast::PatternElement::TextElement { value } => push_text(&mut out, value),
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Inline(inline) => match inline {
                    ast::InlineExpression::VariableReference { id } => {
                        out.push(Part::Var(id.name.to_string()))
                    }
                    ast::InlineExpression::StringLiteral { value } => push_text(&mut out, value),
                    _ => return Err(()),
                },
                ast::Expression::Select { selector, variants } => {
                    let ast::InlineExpression::VariableReference { id } = selector else {
                        return Err(());
                    };
                    let mut list = Vec::new();
                    let mut default = String::new();
                    for v in variants {
                        let key = match &v.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => value.to_string(),
                        };
                        if v.default {
                            default = key.clone();
                        }
                        list.push((key, pattern(&v.value)?));
                    }
                    out.push(Part::Select {
                        var: id.name.to_string(),
                        variants: list,
                        default,
                    });
                }
            },
        }
    }
    Ok(out)
}

fn push_text(out: &mut Vec<Part>, text: &str) {
    match out.last_mut() {
        Some(Part::Text(t)) => t.push_str(text),
        _ => out.push(Part::Text(text.to_string())),
    }
}
