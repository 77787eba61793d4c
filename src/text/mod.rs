//! Texts in five languages: the names and one-line descriptions of the shape terms,
//! the steps of a count and the refusals of moves. Traditional and Simplified
//! Chinese, Japanese, Korean, English; chosen with a [`Lang`].
//!
//! The npm package ships these texts as a module of their own, `texts.js` with its
//! data `texts-data.js` (made from this module by [`data_json`]; a test keeps the
//! committed copy current), which pages import when they need words: the
//! WebAssembly module carries only the names, which `describeMove` returns.
//!
//! Teaching words are not translated word for word: each language gets the term its
//! players use (尖 is コスミ in Japanese and 마늘모 in Korean). Where a language has no
//! word of its own for a distinction the Chinese glossary makes (上虎 and 下虎), the
//! name says it in plain words.

mod count;
mod refusal;
mod terms;

pub use count::{half_points, quarters, step_text};
pub use refusal::refusal_text;

use crate::color::Color;
use crate::rules::Preset;
use crate::terms::{PointName, Term};

/// One text per language, in the order of [`Lang::ALL`].
pub(crate) type Five = [&'static str; 5];

/// A language of the texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// Traditional Chinese, `zh-Hant`.
    ZhHant,
    /// Simplified Chinese, `zh-Hans`.
    ZhHans,
    /// Japanese, `ja`.
    Ja,
    /// Korean, `ko`.
    Ko,
    /// English, `en`.
    #[default]
    En,
}

impl Lang {
    /// Every language, in the order of [`Lang::index`].
    pub const ALL: [Lang; 5] = [Lang::ZhHant, Lang::ZhHans, Lang::Ja, Lang::Ko, Lang::En];

    /// The BCP 47 tag: `zh-Hant`, `zh-Hans`, `ja`, `ko`, `en`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::ZhHant => "zh-Hant",
            Lang::ZhHans => "zh-Hans",
            Lang::Ja => "ja",
            Lang::Ko => "ko",
            Lang::En => "en",
        }
    }

    /// The language with this tag (exactly as [`Lang::code`] writes it).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// Position in [`Lang::ALL`].
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The language's name in itself, as a language switch shows it.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::ZhHant => "中文繁體",
            Lang::ZhHans => "简体中文",
            Lang::Ja => "日本語",
            Lang::Ko => "한국어",
            Lang::En => "English",
        }
    }
}

/// A player as the texts of `lang` name it.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn player(c: Color, lang: Lang) -> &'static str {
    PLAYERS[c.index()][lang.index()]
}

static PLAYERS: [Five; 2] = [
    ["黑方", "黑方", "黒", "흑", "Black"],
    ["白方", "白方", "白", "백", "White"],
];

/// The rules presets as the texts of `lang` name them.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn rules_name(preset: Preset, lang: Lang) -> &'static str {
    RULES[preset as usize][lang.index()]
}

/// In the order of `Preset::ALL`.
static RULES: [Five; 7] = [
    ["中國", "中国", "中国", "중국", "Chinese"],
    ["日本", "日本", "日本", "일본", "Japanese"],
    ["韓國", "韩国", "韓国", "한국", "Korean"],
    ["應氏", "应氏", "応氏", "응씨", "Ing"],
    ["AGA", "AGA", "AGA", "AGA", "AGA"],
    [
        "紐西蘭",
        "新西兰",
        "ニュージーランド",
        "뉴질랜드",
        "New Zealand",
    ],
    [
        "Tromp-Taylor",
        "Tromp-Taylor",
        "Tromp-Taylor",
        "Tromp-Taylor",
        "Tromp-Taylor",
    ],
];

/// `template` with each `{name}` replaced by its value.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn fill(template: &str, values: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match values.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) => out.push_str(v),
                    None => out.push_str(&rest[open..open + close + 2]),
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// Every text of this module as JSON, for the package's texts module: the
/// languages, players, rules, terms (names and descriptions, in the order of
/// [`Term::ALL`]), count steps and refusals (templates with `{placeholders}`, one
/// per language in the order of [`Lang::ALL`]; refusals without English, which is
/// the core's message).
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn data_json() -> String {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn string(s: &str) -> String {
        let mut o = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => o.push_str("\\\""),
                '\\' => o.push_str("\\\\"),
                c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)),
                c => o.push(c),
            }
        }
        o.push('"');
        o
    }
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn list(items: &[&str]) -> String {
        format!(
            "[{}]",
            items
                .iter()
                .map(|s| string(s))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
    let mut o = String::from("{\n");
    let langs: Vec<String> = Lang::ALL
        .iter()
        .map(|l| {
            format!(
                "{{ \"code\": {}, \"name\": {} }}",
                string(l.code()),
                string(l.own_name())
            )
        })
        .collect();
    o += &format!("  \"languages\": [{}],\n", langs.join(", "));
    o += &format!(
        "  \"players\": {{ \"black\": {}, \"white\": {} }},\n",
        list(&PLAYERS[0]),
        list(&PLAYERS[1])
    );
    let rules: Vec<String> = Preset::ALL
        .iter()
        .map(|&p| format!("    {}: {}", string(p.name()), list(&RULES[p as usize])))
        .collect();
    o += &format!("  \"rules\": {{\n{}\n  }},\n", rules.join(",\n"));
    let terms: Vec<String> = Term::ALL
        .iter()
        .map(|&t| {
            let id = terms::IDS[t.index()];
            let names: Five = Lang::ALL.map(|l| term_name(t, l));
            let names = &names;
            let descriptions = &terms::DESCRIPTIONS[t.index()];
            format!(
                "    {{ \"id\": {}, \"names\": {}, \"descriptions\": {} }}",
                string(id),
                list(names),
                list(descriptions)
            )
        })
        .collect();
    o += &format!("  \"terms\": [\n{}\n  ],\n", terms.join(",\n"));
    let steps: Vec<String> = count::STEPS
        .iter()
        .map(|(k, t)| format!("    {}: {}", string(k), list(t)))
        .collect();
    o += &format!("  \"steps\": {{\n{}\n  }},\n", steps.join(",\n"));
    let refusals: Vec<String> = refusal::REFUSALS
        .iter()
        .map(|(k, t)| format!("    {}: {}", string(k), list(t)))
        .collect();
    o += &format!("  \"refusals\": {{\n{}\n  }}\n}}\n", refusals.join(",\n"));
    o
}

/// The name of `term` in `lang`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn term_name(term: Term, lang: Lang) -> &'static str {
    crate::terms::entry(terms::NAMES, term.index() * Lang::ALL.len() + lang.index())
}

/// The name of a named point (天元, 星) in `lang`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn point_name(name: PointName, lang: Lang) -> &'static str {
    let i = PointName::ALL.iter().position(|&n| n == name).unwrap_or(0);
    crate::terms::entry(terms::POINT_NAMES, i * Lang::ALL.len() + lang.index())
}

/// A one-line description of `term` in `lang`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn term_description(term: Term, lang: Lang) -> &'static str {
    terms::DESCRIPTIONS[term.index()][lang.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_term_has_its_texts_in_order() {
        assert_eq!(terms::IDS.len(), Term::ALL.len());
        assert_eq!(
            terms::NAMES.bytes().filter(|&b| b == 0).count(),
            Term::ALL.len() * Lang::ALL.len()
        );
        for t in Term::ALL {
            assert_eq!(terms::IDS[t.index()], t.id());
            for lang in Lang::ALL {
                assert!(!term_name(t, lang).is_empty());
                assert!(!term_description(t, lang).is_empty());
            }
        }
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::parse("zh"), None);
    }
}
