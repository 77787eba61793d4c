//! The steps of a count in words: one sentence template per kind of step, filled
//! with the step's numbers. The same templates serve Rust ([`step_text`]) and the
//! package's texts module, which fills them the same way.

use super::{fill, player, Five, Lang};
use crate::color::Color;
use crate::explain::{CountStep, ScoreExplanation, StepKind};
use crate::rules::{HalfPoints, Scoring};
use crate::score::Winner;

/// The templates: `(key, one per language)`. Placeholders: `{player}`, `{opponent}`,
/// `{n}` (a number of stones or points), `{half}` (half the dame), `{value}`,
/// `{total}` (points on the board), `{needed}`, `{margin}`, `{stones}` (the margin
/// in stones, 子).
pub(super) static STEPS: [(&str, Five); 15] = [
    ("dead-area", [
        "{player}死子 {n} 顆，提出盤外。",
        "{player}死子 {n} 颗，提出盘外。",
        "{player}の死に石 {n} 子を盤上から取り除く。",
        "{player}의 죽은 돌 {n}점을 판에서 들어낸다.",
        "{player}'s dead stones, taken off the board: {n}.",
    ]),
    ("dead-territory", [
        "{player}死子 {n} 顆，提出後作為{opponent}的俘虜。",
        "{player}死子 {n} 颗，提出后作为{opponent}的俘虏。",
        "{player}の死に石 {n} 子を取り上げ、{opponent}のアゲハマに加える。",
        "{player}의 죽은 돌 {n}점을 들어내 {opponent}의 사석에 더한다.",
        "{player}'s dead stones, taken off and added to {opponent}'s prisoners: {n}.",
    ]),
    ("captures", [
        "{player}在對局中提子 {n} 顆。",
        "{player}在对局中提子 {n} 颗。",
        "{player}が対局中に取った石 {n} 子。",
        "{player}이 대국 중에 따낸 돌 {n}점.",
        "Stones {player} captured during the game: {n}.",
    ]),
    ("stones", [
        "{player}盤上活子 {n} 顆。",
        "{player}盘上活子 {n} 颗。",
        "{player}の生きている石 {n} 子。",
        "{player}의 살아 있는 돌 {n}점.",
        "{player}'s living stones on the board: {n}.",
    ]),
    ("territory", [
        "{player}圍住的空點 {n} 個。",
        "{player}围住的空点 {n} 个。",
        "{player}が囲んだ地 {n} 目。",
        "{player}의 집 {n}집.",
        "{player}'s surrounded points: {n}.",
    ]),
    ("dame-split", [
        "雙方之間的公氣 {n} 個，各得一半（各 {half}）。",
        "双方之间的公气 {n} 个，各得一半（各 {half}）。",
        "双方の間のダメ {n} 目は半分ずつ（各 {half}）。",
        "양쪽 사이의 공배 {n}개는 반씩 나눈다 (각 {half}).",
        "Points between both sides: {n}, half to each ({half} each).",
    ]),
    ("dame-nobody", [
        "雙方之間的公氣 {n} 個，不計入任何一方。",
        "双方之间的公气 {n} 个，不计入任何一方。",
        "双方の間のダメ {n} 目はどちらの地にもならない。",
        "양쪽 사이의 공배 {n}개는 누구의 집도 아니다.",
        "Points between both sides: {n}, counted for nobody.",
    ]),
    ("seki", [
        "雙活中的點 {n} 個，不計入任何一方。",
        "双活中的点 {n} 个，不计入任何一方。",
        "セキの中の点 {n} 目はどちらの地にもならない。",
        "빅 안의 점 {n}개는 누구의 집도 아니다.",
        "Points in seki: {n}, counted for nobody.",
    ]),
    ("komi", [
        "貼目 {value}，歸白方。",
        "贴目 {value}，归白方。",
        "コミ：白に {value} 目。",
        "덤: 백에게 {value}집.",
        "Komi: {value} for White.",
    ]),
    ("handicap-compensation", [
        "讓子補償 {value}，歸白方。",
        "让子补偿 {value}，归白方。",
        "置き石の補正：白に {value} 目。",
        "접바둑 보정: 백에게 {value}집.",
        "For Black's handicap stones, White gets {value}.",
    ]),
    ("baseline", [
        "棋盤共 {total} 點，一半為 {value} 點；計入貼目，黑方須得 {needed} 點方勝。",
        "棋盘共 {total} 点，一半为 {value} 点；计入贴目，黑方须得 {needed} 点方胜。",
        "盤上の点は {total}、その半分は {value}。コミを含めて黒は {needed} 以上で勝ち。",
        "판 위의 점은 {total}개, 그 절반은 {value}. 덤을 포함해 흑은 {needed} 이상이면 이긴다.",
        "The board has {total} points, half of them {value}; with komi Black needs {needed} to win.",
    ]),
    ("result-area", [
        "{player}勝 {stones} 子（{margin} 點）。",
        "{player}胜 {stones} 子（{margin} 点）。",
        "{player}の {margin} 目勝ち（{stones} 子）。",
        "{player} {margin}집 승 ({stones}점).",
        "{player} wins by {margin} points ({stones} stones).",
    ]),
    ("result-territory", [
        "{player}勝 {margin} 目。",
        "{player}胜 {margin} 目。",
        "{player}の {margin} 目勝ち。",
        "{player} {margin}집 승.",
        "{player} wins by {margin} points.",
    ]),
    ("result-draw", ["和棋。", "和棋。", "持碁（引き分け）。", "무승부.", "A draw (jigo)."]),
    ("result-void", ["無勝負。", "无胜负。", "無勝負。", "무효 대국.", "No result."]),
];

/// A number of half points as players write it: `7.5`, `180.5`, `-3`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn half_points(v: HalfPoints) -> String {
    let sign = if v.0 < 0 { "-" } else { "" };
    let m = v.0.unsigned_abs();
    if m.is_multiple_of(2) {
        format!("{sign}{}", m / 2)
    } else {
        format!("{sign}{}.5", m / 2)
    }
}

/// A number of quarters as stones (子) are written: `2¼`, `3¾`, `½`, `4`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn quarters(q: u32) -> String {
    let whole = q / 4;
    let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
    match (whole, frac) {
        (0, "") => "0".to_string(),
        (0, f) => f.to_string(),
        (w, f) => format!("{w}{f}"),
    }
}

/// The template key of a step.
#[cfg_attr(tengen_nightly, optimize(size))]
fn key(step: &CountStep, count: &ScoreExplanation) -> &'static str {
    let area = count.score.scoring == Scoring::Area;
    match step.kind {
        StepKind::Dead if area => "dead-area",
        StepKind::Dead => "dead-territory",
        StepKind::Captures => "captures",
        StepKind::Stones => "stones",
        StepKind::Territory => "territory",
        StepKind::Dame if step.black.0 > 0 => "dame-split",
        StepKind::Dame => "dame-nobody",
        StepKind::Seki => "seki",
        StepKind::Komi => "komi",
        StepKind::HandicapCompensation => "handicap-compensation",
        StepKind::Baseline => "baseline",
        StepKind::Result => match (step.color, count.score.winner) {
            (Some(_), _) if area => "result-area",
            (Some(_), _) => "result-territory",
            (None, Winner::Draw) => "result-draw",
            (None, _) => "result-void",
        },
    }
}

/// Step `step` of the count `count`, in one sentence of `lang`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn step_text(step: &CountStep, count: &ScoreExplanation, lang: Lang) -> String {
    let key = key(step, count);
    let template = STEPS
        .iter()
        .find(|(k, _)| *k == key)
        .expect("a template per key")
        .1;
    let color = step.color.unwrap_or(Color::Black);
    let margin = step.value.0.unsigned_abs();
    fill(
        template[lang.index()],
        &[
            ("player", player(color, lang).to_string()),
            ("opponent", player(color.opponent(), lang).to_string()),
            ("n", (step.value.0 / 2).to_string()),
            ("half", half_points(step.black)),
            ("value", half_points(step.value)),
            ("total", step.value.0.to_string()),
            (
                "needed",
                count.score.area_stones.map_or(0, |s| s.needed).to_string(),
            ),
            ("margin", half_points(HalfPoints(margin as i32))),
            ("stones", quarters(margin)),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_players_write_them() {
        assert_eq!(half_points(HalfPoints(15)), "7.5");
        assert_eq!(half_points(HalfPoints(361)), "180.5");
        assert_eq!(half_points(HalfPoints(-6)), "-3");
        assert_eq!(quarters(9), "2¼");
        assert_eq!(quarters(15), "3¾");
        assert_eq!(quarters(2), "½");
        assert_eq!(quarters(16), "4");
        assert_eq!(quarters(0), "0");
    }
}
