//! Explanations a teaching page can show: why a move is refused, with the stones
//! concerned, and how a count was made, step by step.
//!
//! [`Game::explain_score`] is built on [`Game::score`]: its steps take their numbers
//! and points from the [`Score`] (ownership, dead stones, dame, seki, prisoners), so
//! whatever decides the count decides the walk-through too, and the steps always
//! add up to the score's totals.

use crate::board::{sort_points, Point};
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
    #[cfg_attr(tengen_nightly, optimize(size))]
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
    #[cfg_attr(tengen_nightly, optimize(size))]
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
        sort_points(&mut stones);
        stones
    }
}

/// Appends a step (one copy of this code for every step the count makes).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn push_step(
    steps: &mut Vec<CountStep>,
    kind: StepKind,
    color: Option<Color>,
    points: Vec<Point>,
    value: HalfPoints,
    black: HalfPoints,
    white: HalfPoints,
) {
    steps.push(CountStep {
        kind,
        color,
        points,
        value,
        black,
        white,
    });
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
    #[cfg_attr(tengen_nightly, optimize(size))]
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
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn explain_score(&self, dead: &[Point]) -> Result<ScoreExplanation, ScoreError> {
        let score = self.score(dead)?;
        let b = self.board();
        let area = score.scoring == Scoring::Area;
        let mut is_dead = vec![false; b.padded_len()];
        for &p in &score.dead {
            is_dead[p] = true;
        }
        // The points of each step, in one pass: dead stones, living stones and
        // territory of each side (Black, White), then points owned by nobody.
        let mut lists: [Vec<Point>; 7] = Default::default();
        for p in b.points() {
            let side = |c: Color| c.index();
            let list = match (b.color(p), is_dead[p]) {
                (Some(c), true) => side(c),
                (Some(c), false) => 2 + side(c),
                (None, _) => match score.ownership[b.row_major(p)] {
                    1 => 4,
                    -1 => 5,
                    _ => 6,
                },
            };
            // Dead stones' points are territory too (or nobody's).
            if list < 2 {
                let owner = score.ownership[b.row_major(p)];
                lists[if owner == 0 {
                    6
                } else {
                    4 + (owner < 0) as usize
                }]
                .push(p);
            }
            lists[list].push(p);
        }
        let [dead_b, dead_w, stones_b, stones_w, land_b, land_w, nobody] = lists;
        let hp = |n: usize| HalfPoints(2 * n as i32);
        let mut steps = Vec::new();
        let mut push = |kind, color, points, value, black, white| {
            push_step(&mut steps, kind, color, points, value, black, white)
        };
        let zero = HalfPoints(0);
        let for_side = |c: Color, v: HalfPoints| match c {
            Color::Black => (v, zero),
            Color::White => (zero, v),
        };
        for (c, points) in [(Color::Black, dead_b), (Color::White, dead_w)] {
            if !points.is_empty() {
                let v = hp(points.len());
                // Under territory counting, dead stones are the other side's prisoners.
                let (black, white) = if area {
                    (zero, zero)
                } else {
                    for_side(c.opponent(), v)
                };
                push(StepKind::Dead, Some(c), points, v, black, white);
            }
        }
        for (c, points) in [(Color::Black, stones_b), (Color::White, stones_w)] {
            if area {
                let v = hp(points.len());
                let (black, white) = for_side(c, v);
                push(StepKind::Stones, Some(c), points, v, black, white);
            } else {
                let v = HalfPoints(2 * self.captures(c) as i32);
                let (black, white) = for_side(c, v);
                push(StepKind::Captures, Some(c), Vec::new(), v, black, white);
            }
        }
        for (c, points) in [(Color::Black, land_b), (Color::White, land_w)] {
            let v = hp(points.len());
            let (black, white) = for_side(c, v);
            push(StepKind::Territory, Some(c), points, v, black, white);
        }
        if area {
            // Every point owned by nobody: dame and the shared liberties of seki.
            let half = if self.rules().split_dame {
                HalfPoints(nobody.len() as i32)
            } else {
                zero
            };
            if !nobody.is_empty() {
                push(
                    StepKind::Dame,
                    None,
                    nobody.clone(),
                    hp(nobody.len()),
                    half,
                    half,
                );
            }
        } else {
            for (kind, points) in [(StepKind::Seki, &score.seki), (StepKind::Dame, &score.dame)] {
                if !points.is_empty() {
                    push(kind, None, points.clone(), hp(points.len()), zero, zero);
                }
            }
        }
        let comp = score.handicap_compensation;
        for (kind, v) in [
            (StepKind::Komi, score.komi),
            (StepKind::HandicapCompensation, comp),
        ] {
            if v.0 != 0 {
                push(kind, Some(Color::White), Vec::new(), v, zero, v);
            }
        }
        if area {
            push(
                StepKind::Baseline,
                None,
                Vec::new(),
                HalfPoints(b.area() as i32),
                zero,
                zero,
            );
        }
        let winner = match score.winner {
            Winner::Black => Some(Color::Black),
            Winner::White => Some(Color::White),
            Winner::Draw | Winner::NoResult => None,
        };
        push(
            StepKind::Result,
            winner,
            Vec::new(),
            score.margin,
            zero,
            zero,
        );
        Ok(ScoreExplanation { score, steps })
    }
}
