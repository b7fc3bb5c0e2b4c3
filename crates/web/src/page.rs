//! The page in the player's language: the language chosen, the HTML filled with its messages,
//! and the messages the page's script formats itself.
//!
//! The language of `GET /` is, in order: a `?lang=xx` in the address, the `lang` cookie the
//! page's language selector sets, the `Accept-Language` header, English. `assets/index.html`
//! marks each translated text with the message id: `data-i18n="id"` on an element whose
//! content is the message (the template leaves it empty), `data-i18n-title`,
//! `data-i18n-placeholder` and `data-i18n-aria-label` for attributes. The server fills them in
//! (so the page reads right before any script runs) and adds the messages `app.js` needs as
//! JSON; `app.js` uses the same attributes to switch language in place.

use std::sync::OnceLock;

use axum::http::header::{ACCEPT_LANGUAGE, CACHE_CONTROL, CONTENT_TYPE, COOKIE, VARY};
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{json, Map, Value};
use sudoku_i18n::{patterns, tr_in, Lang, Part};

use crate::error::ApiError;

/// The messages the page's script formats: the page's own and the level names.
const SCRIPT_MESSAGES: [&str; 2] = ["web-", "level-"];

/// The attributes that name a message, and the attribute each fills.
const ATTRIBUTES: [(&str, &str); 3] = [
    ("data-i18n-title", "title"),
    ("data-i18n-placeholder", "placeholder"),
    ("data-i18n-aria-label", "aria-label"),
];

/// `GET /`: the page in the language the request asks for.
pub(crate) async fn index(uri: Uri, headers: HeaderMap) -> Response {
    let header = |name| headers.get(name).and_then(|v| v.to_str().ok());
    // `lang=xx` in the query (language codes need no percent-decoding).
    let query = uri
        .query()
        .and_then(|q| q.split('&').find_map(|pair| pair.strip_prefix("lang=")));
    let lang = page_lang(query, header(COOKIE), header(ACCEPT_LANGUAGE));
    (
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-cache"),
            (VARY, "Accept-Language, Cookie"),
        ],
        page(lang),
    )
        .into_response()
}

/// The page's language: `?lang=`, then the `lang` cookie, then `Accept-Language`, then
/// English. Values that name no language the toolkit speaks are passed over.
pub(crate) fn page_lang(query: Option<&str>, cookie: Option<&str>, accept: Option<&str>) -> Lang {
    let from_cookie = cookie.and_then(|c| {
        c.split(';')
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == "lang")
            .and_then(|(_, value)| value.trim().parse().ok())
    });
    query
        .and_then(|q| q.parse().ok())
        .or(from_cookie)
        .unwrap_or_else(|| accept.map_or(Lang::En, Lang::from_accept_language))
}

/// The language of an API request: its `lang` field, or else its `Accept-Language` header,
/// or else English.
///
/// # Errors
///
/// 400 when `lang` names no language the toolkit speaks.
pub(crate) fn request_lang(field: Option<&str>, headers: &HeaderMap) -> Result<Lang, ApiError> {
    match field {
        Some(code) => code
            .parse()
            .map_err(|e: sudoku_i18n::ParseLangError| ApiError::bad_request(e.to_string())),
        None => Ok(headers
            .get(ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map_or(Lang::En, Lang::from_accept_language)),
    }
}

/// The page in `lang`, made once per language.
fn page(lang: Lang) -> &'static str {
    static PAGES: OnceLock<[String; 5]> = OnceLock::new();
    let pages = PAGES.get_or_init(|| Lang::ALL.map(render));
    let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    &pages[i]
}

/// The messages of `lang` for the page's script: `{"lang": "fr", "messages": {id: pattern}}`,
/// where a pattern is a list of text, `{"var": name}` and `{"select": name, "variants":
/// {key: pattern}, "default": key}`.
pub(crate) fn script_messages(lang: Lang) -> Value {
    // The catalogs are compiled in and a test checks that these messages are plain patterns.
    let list = patterns(lang, &SCRIPT_MESSAGES).unwrap_or_default();
    let messages: Map<String, Value> = list
        .into_iter()
        .map(|(id, parts)| (id, parts_json(&parts)))
        .collect();
    json!({ "lang": lang.code(), "messages": messages })
}

fn parts_json(parts: &[Part]) -> Value {
    Value::Array(
        parts
            .iter()
            .map(|p| match p {
                Part::Text(t) => Value::String(t.clone()),
                Part::Var(v) => json!({ "var": v }),
                Part::Select {
                    var,
                    variants,
                    default,
                } => {
                    let variants: Map<String, Value> = variants
                        .iter()
                        .map(|(k, p)| (k.clone(), parts_json(p)))
                        .collect();
                    json!({ "select": var, "variants": variants, "default": default })
                }
            })
            .collect(),
    )
}

/// Fills the template for `lang`: the `{{lang}}`, `{{languages}}` and `{{messages}}`
/// placeholders, and every element and attribute that names a message.
fn render(lang: Lang) -> String {
    let template = include_str!("../assets/index.html");
    let languages: String = Lang::ALL
        .iter()
        .map(|&l| {
            let selected = if l == lang { " selected" } else { "" };
            format!(
                "<option value=\"{}\"{selected}>{}</option>",
                l.code(),
                l.native_name()
            )
        })
        .collect();
    // `<` never appears raw in the JSON, so the script element cannot be closed early.
    let messages = script_messages(lang).to_string().replace('<', "\\u003c");
    fill_messages(template, lang)
        .replace("{{lang}}", lang.code())
        .replace("{{languages}}", &languages)
        .replace("{{messages}}", &messages)
}

/// Writes each message an element or attribute names: after `data-i18n="id">` the message's
/// text, and after `data-i18n-title="id"` a `title="…"` attribute (likewise placeholder and
/// aria-label).
fn fill_messages(html: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(html.len() * 2);
    let mut rest = html;
    while let Some(at) = rest.find("data-i18n") {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some((attribute, id, after)) = named_message(rest) else {
            out.push_str("data-i18n");
            rest = &rest["data-i18n".len()..];
            continue;
        };
        out.push_str(&rest[..rest.len() - after.len()]);
        rest = after;
        let text = escape(&tr_in(lang, id, &[]));
        if attribute == "data-i18n" {
            if let Some(tail) = rest.strip_prefix('>') {
                out.push('>');
                out.push_str(&text);
                rest = tail;
            }
        } else if let Some(&(_, target)) = ATTRIBUTES.iter().find(|(a, _)| *a == attribute) {
            out.push_str(&format!(" {target}=\"{text}\""));
        }
    }
    out.push_str(rest);
    out
}

/// At `data-i18n…="id"`: the attribute's name, the id and the text after the closing quote.
fn named_message(at: &str) -> Option<(&str, &str, &str)> {
    let (attribute, value) = at.split_once("=\"")?;
    if attribute.contains(char::is_whitespace) {
        return None;
    }
    let (id, after) = value.split_once('"')?;
    Some((attribute, id, after))
}

/// Text for HTML content and attribute values.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The body of `/api/messages`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MessagesRequest {
    /// The language: `en`, `ca`, `es`, `fr` or `pt` (default: from `Accept-Language`).
    lang: Option<String>,
}

/// `/api/messages`: the page's messages in a language, for switching language in place.
pub(crate) async fn messages(
    headers: HeaderMap,
    crate::payload::Payload(req): crate::payload::Payload<MessagesRequest>,
) -> Result<axum::Json<Value>, ApiError> {
    let lang = request_lang(req.lang.as_deref(), &headers)?;
    Ok(axum::Json(script_messages(lang)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_then_the_cookie_then_the_header_choose() {
        let cases = [
            (None, None, None, Lang::En),
            (None, None, Some("fr-FR,fr;q=0.9,en;q=0.8"), Lang::Fr),
            (None, Some("theme=dark; lang=ca"), Some("fr"), Lang::Ca),
            (Some("pt"), Some("lang=ca"), Some("fr"), Lang::Pt),
            (Some("xx"), Some("lang=yy"), Some("es"), Lang::Es),
        ];
        for (query, cookie, accept, want) in cases {
            assert_eq!(
                page_lang(query, cookie, accept),
                want,
                "{query:?} {cookie:?} {accept:?}"
            );
        }
    }

    #[test]
    fn every_marked_text_is_filled() {
        for lang in Lang::ALL {
            let html = page(lang);
            assert!(html.contains(&format!("<html lang=\"{}\">", lang.code())));
            assert!(!html.contains("{{"), "{lang}: a placeholder is left");
            // Every element that names a message has its text, and every attribute its value.
            for (k, _) in html.match_indices("data-i18n=\"") {
                let tail = &html[k..];
                let close = tail.find('>').expect("the tag closes");
                assert!(
                    !tail[close + 1..].starts_with('<'),
                    "{lang}: empty {}",
                    &tail[..close]
                );
            }
            for (attribute, target) in ATTRIBUTES {
                let names = html.matches(&format!("{attribute}=\"")).count();
                let filled = html.matches(&format!(" {target}=\"")).count();
                assert!(names > 0 && filled >= names, "{lang}: {attribute}");
            }
        }
        assert!(page(Lang::Fr).contains(">Nouvelle grille<"));
        assert!(page(Lang::Ca).contains("title=\"Desfés (Ctrl+Z)\""));
    }
}
