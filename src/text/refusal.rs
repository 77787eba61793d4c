//! Refusals in the four languages besides English. English is the one text of the
//! core, `IllegalMove`'s `Display` (src/messages.rs); these say the same with the
//! same facts: the point as players name it, the player, the board, the earlier
//! move a superko repeats, the rules.

use super::{fill, player, rules_name, Lang};
use crate::game::Illegal;
use crate::messages::IllegalMove;

/// `(key, [zh-Hant, zh-Hans, ja, ko])`. Placeholders: `{point}`, `{player}`,
/// `{width}`, `{height}`, `{move}`, `{movePlayer}`, `{movePoint}`, `{rules}`.
pub(super) static REFUSALS: [(&str, [&str; 4]); 8] = [
    ("out-of-bounds", [
        "{point} 不在 {width}×{height} 的棋盤上。",
        "{point} 不在 {width}×{height} 的棋盘上。",
        "{point} は {width}×{height} の盤の外です。",
        "{point}: {width}×{height} 판 밖의 점입니다.",
    ]),
    ("occupied", [
        "{point} 已經有棋子了。",
        "{point} 已经有棋子了。",
        "{point} にはすでに石があります。",
        "{point}에는 이미 돌이 있습니다.",
    ]),
    ("suicide", [
        "{point} 是{player}的禁著點：下子後無氣，又不能提取對方的棋子。",
        "{point} 是{player}的禁着点：下子后无气，又不能提取对方的棋子。",
        "{point} は{player}の着手禁止点です。打った石にダメがなく、相手の石も取れません。",
        "{point}에 두면 {player}의 돌에 활로가 없고 상대 돌도 따낼 수 없습니다 (착수 금지점).",
    ]),
    ("ko", [
        "打劫：{player}不能在 {point} 立即提回，須先在別處找劫材。",
        "打劫：{player}不能在 {point} 立即提回，须先在别处找劫材。",
        "コウ：{player}は {point} ですぐに取り返せません。まず別の所にコウダテを打ちます。",
        "패: {player}은 {point}에서 곧바로 되따낼 수 없습니다. 먼저 다른 곳에 팻감을 써야 합니다.",
    ]),
    ("superko-start", [
        "全局同形再現：{point} 會重現開局時的局面，{rules}規則禁止。",
        "全局同形再现：{point} 会重现开局时的局面，{rules}规则禁止。",
        "同形反復：{point} は開始時の局面を再現します。{rules}ルールでは禁じられています。",
        "동형 반복: {point}에 두면 대국 시작의 국면이 되풀이됩니다. {rules} 규칙에서는 금지입니다.",
    ]),
    ("superko-move", [
        "全局同形再現：{point} 會重現第 {move} 手（{movePlayer} {movePoint}）之後的局面，{rules}規則禁止。",
        "全局同形再现：{point} 会重现第 {move} 手（{movePlayer} {movePoint}）之后的局面，{rules}规则禁止。",
        "同形反復：{point} は {move} 手目（{movePlayer} {movePoint}）の後の局面を再現します。{rules}ルールでは禁じられています。",
        "동형 반복: {point}에 두면 {move}수째({movePlayer} {movePoint}) 뒤의 국면이 되풀이됩니다. {rules} 규칙에서는 금지입니다.",
    ]),
    ("superko-pass", [
        "全局同形再現：{point} 會重現第 {move} 手（{movePlayer}停著）之後的局面，{rules}規則禁止。",
        "全局同形再现：{point} 会重现第 {move} 手（{movePlayer}停着）之后的局面，{rules}规则禁止。",
        "同形反復：{point} は {move} 手目（{movePlayer}のパス）の後の局面を再現します。{rules}ルールでは禁じられています。",
        "동형 반복: {point}에 두면 {move}수째({movePlayer}의 패스) 뒤의 국면이 되풀이됩니다. {rules} 규칙에서는 금지입니다.",
    ]),
    ("game-over", [
        "對局已結束；悔棋，或在雙方停著後恢復對局，才能繼續。",
        "对局已结束；悔棋，或在双方停着后恢复对局，才能继续。",
        "対局は終わっています。続けるには一手戻すか、パスの後で対局を再開します。",
        "대국이 끝났습니다. 계속하려면 한 수 무르거나, 패스 뒤에 대국을 다시 시작하세요.",
    ]),
];

/// The template key of a refusal.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn key(m: &IllegalMove) -> &'static str {
    match m.reason {
        Illegal::OutOfBounds => "out-of-bounds",
        Illegal::Occupied => "occupied",
        Illegal::Suicide => "suicide",
        Illegal::Ko => "ko",
        Illegal::Superko { .. } => match m.repeats_at {
            None => "superko-start",
            Some((_, Some(_))) => "superko-move",
            Some((_, None)) => "superko-pass",
        },
        Illegal::GameOver => "game-over",
    }
}

/// A refused move in words, in `lang`: in English the core's own message.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn refusal_text(m: &IllegalMove, lang: Lang) -> String {
    if lang == Lang::En {
        return m.to_string();
    }
    let key = key(m);
    let template = REFUSALS
        .iter()
        .find(|(k, _)| *k == key)
        .expect("a template per key")
        .1[lang.index()];
    let point = m.at.map_or_else(String::new, |(x, y)| m.name(x, y));
    let (move_player, move_point) = match m.repeats_at {
        Some((c, p)) => (
            player(c, lang).to_string(),
            p.map_or_else(String::new, |(x, y)| m.name(x as i64, y as i64)),
        ),
        None => (String::new(), String::new()),
    };
    let repeats = match m.reason {
        Illegal::Superko { repeats } => repeats,
        _ => 0,
    };
    fill(
        template,
        &[
            ("point", point),
            ("player", player(m.player, lang).to_string()),
            ("width", m.size.0.to_string()),
            ("height", m.size.1.to_string()),
            ("move", repeats.to_string()),
            ("movePlayer", move_player),
            ("movePoint", move_point),
            ("rules", rules_name(m.preset, lang).to_string()),
        ],
    )
}
