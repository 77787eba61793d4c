//! Explanations a teaching page can show: why a move is refused, with the stones
//! concerned, and how a count was made, step by step.
//!
//! [`Game::explain_score`] is built on [`Game::score`]: its steps take their numbers
//! and points from the [`Score`] (ownership, dead stones, dame, seki, prisoners), so
//! whatever decides the count decides the walk-through too, and the steps always
//! add up to the score's totals.

use crate::board::{Point, EMPTY};
use crate::color::Color;
use crate::game::{Game, Illegal};
use crate::rules::{HalfPoints, Scoring};
use crate::score::{Score, ScoreError, Winner};

/// What a refusal concerns on the board, beyond its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalDetail {
    /// Nothing more to show (occupied, off the board, game over).
    None,
    /// Ko: `taken` is the stone of the side to move that the other side has just
    /// taken (on the point asked), `by` the lone stone that took it, which a retake
    /// would capture at once.
    Ko {
        /// Where the stone just taken stood.
        taken: Point,
        /// The stone that took it.
        by: Point,
    },
    /// Suicide: the stones that would be left with no liberties, the new stone and
    /// the chains it would join, in point order.
    Suicide {
        /// The stones without liberties.
        stones: Vec<Point>,
    },
    /// Superko: the move after which the position that would come back arose (0 =
    /// the start), and that move's point (`None` for the start or a pass).
    Superko {
        /// The earlier move number.
        repeats: u32,
        /// Its point.
        at: Option<Point>,
    },
}

impl Game {
    /// Why the side to move may not play at `p`, with what the refusal concerns on the
    /// board; `None` if the move is legal.
    pub fn explain_illegal(&self, p: Point) -> Option<(Illegal, IllegalDetail)> {
        let reason = self.illegal_reason(p)?;
        let detail = match reason {
            Illegal::Ko => match self.last_move() {
                Some((_, Some(by))) => IllegalDetail::Ko { taken: p, by },
                _ => IllegalDetail::None,
            },
            Illegal::Suicide => IllegalDetail::Suicide {
                stones: self.stones_without_liberties(p),
            },
            Illegal::Superko { repeats } => IllegalDetail::Superko {
                repeats,
                at: self.move_at(repeats).flatten().filter(|_| repeats > 0),
            },
            _ => IllegalDetail::None,
        };
        Some((reason, detail))
    }

    /// The stones a suicide at `p` would leave with no liberties: `p` and the own
    /// chains next to it (each in atari on `p`, or the move would not be suicide).
    fn stones_without_liberties(&self, p: Point) -> Vec<Point> {
        let b = self.board();
        let own = self.to_move().cell();
        let mut stones = vec![p];
        let mut heads = [usize::MAX; 4];
        for (i, n) in b.neighbors(p).into_iter().enumerate() {
            if b.cell(n) == own && !heads.contains(&b.chain_head(n)) {
                heads[i] = b.chain_head(n);
                stones.extend(b.chain_stones(n));
            }
        }
        stones.sort_unstable();
        stones
    }
}

/// What a step of the count is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The dead stones of one colour are taken off the board. Under territory
    /// counting they become the other side's prisoners (`black`/`white` say how many
    /// points that gives); under area counting they only leave the board.
    Dead,
    /// Territory counting: the stones a side captured during the game.
    Captures,
    /// Area counting: a side's living stones.
    Stones,
    /// A side's surrounded empty points (its territory; under area counting, with
    /// the eyes of its groups in seki).
    Territory,
    /// Points between both sides' stones. Split half and half where the rules say so
    /// (Chinese counting); otherwise counted for nobody. Under area counting this
    /// includes the shared liberties of seki.
    Dame,
    /// Territory counting: the points of a seki (shared liberties, and eyes of the
    /// groups in it), counted for nobody.
    Seki,
    /// Komi, given to White.
    Komi,
    /// Area counting: the points White gets for Black's handicap stones.
    HandicapCompensation,
    /// Area counting: half the points on the board (180½ on 19×19), the count each
    /// side has in an even game; `value` is that baseline.
    Baseline,
    /// The result: `value` is Black's margin (negative when White leads).
    Result,
}

impl StepKind {
    /// The stable name: `dead`, `captures`, `stones`, `territory`, `dame`, `seki`,
    /// `komi`, `handicap-compensation`, `baseline`, `result`.
    pub const fn name(self) -> &'static str {
        match self {
            StepKind::Dead => "dead",
            StepKind::Captures => "captures",
            StepKind::Stones => "stones",
            StepKind::Territory => "territory",
            StepKind::Dame => "dame",
            StepKind::Seki => "seki",
            StepKind::Komi => "komi",
            StepKind::HandicapCompensation => "handicap-compensation",
            StepKind::Baseline => "baseline",
            StepKind::Result => "result",
        }
    }
}

/// One step of a count.
#[derive(Clone, Debug, PartialEq)]
pub struct CountStep {
    /// What the step is.
    pub kind: StepKind,
    /// The side it is about, if one.
    pub color: Option<Color>,
    /// The points it concerns, in point order (row by row).
    pub points: Vec<Point>,
    /// The number it states: stones or points counted, in half points (a point is 2).
    pub value: HalfPoints,
    /// What it adds to Black's count, in half points.
    pub black: HalfPoints,
    /// What it adds to White's count (komi and compensation included).
    pub white: HalfPoints,
}

/// A count as steps a page can walk through, with the [`Score`] they explain.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreExplanation {
    /// The count the steps explain.
    pub score: Score,
    /// The steps, in order. Their `black` add up to `score.black`; their `white`
    /// to `score.white` plus komi and handicap compensation.
    pub steps: Vec<CountStep>,
}

impl Game {
    /// The count of [`Game::score`] with `dead` named dead, as steps: the dead stones
    /// taken off (under territory counting, to the prisoners), each side's stones
    /// (area counting) or captures (territory counting), each side's territory,
    /// the dame (split half and half under Chinese counting), the seki (counted for
    /// nobody under territory counting), komi, handicap compensation, for area
    /// counting the baseline (half the board), and the result.
    pub fn explain_score(&self, dead: &[Point]) -> Result<ScoreExplanation, ScoreError> {
        let score = self.score(dead)?;
        let b = self.board();
        let area = score.scoring == Scoring::Area;
        let rules = self.rules();
        let mut is_dead = vec![false; b.padded_len()];
        for &p in &score.dead {
            is_dead[p] = true;
        }
        let owner = |p: Point| score.ownership[b.row_major(p)];
        let empty_after = |p: Point| b.cell(p) == EMPTY || is_dead[p];
        let collect = |keep: &dyn Fn(Point) -> bool| -> Vec<Point> {
            b.points().filter(|&p| keep(p)).collect()
        };
        let hp = |n: u32| HalfPoints(2 * n as i32);
        let zero = HalfPoints(0);
        let mut steps = Vec::new();
        let step = |kind, color, points, value, black, white| CountStep {
            kind,
            color,
            points,
            value,
            black,
            white,
        };

        for color in [Color::Black, Color::White] {
            let points = collect(&|p| is_dead[p] && b.color(p) == Some(color));
            if points.is_empty() {
                continue;
            }
            let n = points.len() as u32;
            // Under territory counting, dead stones are the other side's prisoners.
            let (black, white) = match (area, color) {
                (true, _) => (zero, zero),
                (false, Color::Black) => (zero, hp(n)),
                (false, Color::White) => (hp(n), zero),
            };
            steps.push(step(
                StepKind::Dead,
                Some(color),
                points,
                hp(n),
                black,
                white,
            ));
        }
        let side = |c: Color, v: HalfPoints| match c {
            Color::Black => (v, zero),
            Color::White => (zero, v),
        };
        for color in [Color::Black, Color::White] {
            let i = color.index();
            if area {
                let points = collect(&|p| b.color(p) == Some(color) && !is_dead[p]);
                let v = hp(score.stones[i]);
                let (black, white) = side(color, v);
                steps.push(step(StepKind::Stones, Some(color), points, v, black, white));
            } else {
                let v = hp(self.captures(color));
                let (black, white) = side(color, v);
                steps.push(step(
                    StepKind::Captures,
                    Some(color),
                    Vec::new(),
                    v,
                    black,
                    white,
                ));
            }
        }
        for color in [Color::Black, Color::White] {
            let sign = color.sign();
            let points = collect(&|p| empty_after(p) && owner(p) == sign);
            let v = hp(score.territory[color.index()]);
            let (black, white) = side(color, v);
            steps.push(step(
                StepKind::Territory,
                Some(color),
                points,
                v,
                black,
                white,
            ));
        }
        if area {
            // Every point owned by nobody: dame and the shared liberties of seki.
            let points = collect(&|p| owner(p) == 0);
            let n = points.len() as u32;
            let half = if rules.split_dame {
                HalfPoints(n as i32)
            } else {
                zero
            };
            if n > 0 {
                steps.push(step(StepKind::Dame, None, points, hp(n), half, half));
            }
        } else {
            if !score.seki.is_empty() {
                let n = score.seki.len() as u32;
                steps.push(step(
                    StepKind::Seki,
                    None,
                    score.seki.clone(),
                    hp(n),
                    zero,
                    zero,
                ));
            }
            if !score.dame.is_empty() {
                let n = score.dame.len() as u32;
                steps.push(step(
                    StepKind::Dame,
                    None,
                    score.dame.clone(),
                    hp(n),
                    zero,
                    zero,
                ));
            }
        }
        if score.komi.0 != 0 {
            steps.push(step(
                StepKind::Komi,
                Some(Color::White),
                Vec::new(),
                score.komi,
                zero,
                score.komi,
            ));
        }
        let comp = score.handicap_compensation;
        if comp.0 != 0 {
            steps.push(step(
                StepKind::HandicapCompensation,
                Some(Color::White),
                Vec::new(),
                comp,
                zero,
                comp,
            ));
        }
        if area {
            let half_board = HalfPoints(b.area() as i32);
            steps.push(step(
                StepKind::Baseline,
                None,
                Vec::new(),
                half_board,
                zero,
                zero,
            ));
        }
        let winner = match score.winner {
            Winner::Black => Some(Color::Black),
            Winner::White => Some(Color::White),
            Winner::Draw | Winner::NoResult => None,
        };
        steps.push(step(
            StepKind::Result,
            winner,
            Vec::new(),
            score.margin,
            zero,
            zero,
        ));
        Ok(ScoreExplanation { score, steps })
    }
}
