//! Counting: area (數子法, 計點) and territory (比目法), dead stones, dame and seki.
//!
//! The count takes the dead stones the players agreed on, removes them, and splits the
//! empty points into regions: a region touching only one colour's living stones is
//! that colour's; one touching both is neutral. Seki (雙活) is found from the life
//! of the chains (see `find_seki`): a neutral region is a seki's shared liberties
//! when each colour has a chain beside it, not unconditionally alive, that needs
//! those liberties to live (filling them would leave it one liberty or none); such
//! chains are in seki, and their eyes are seki eyes. The other neutral points are
//! dame. Territory counting gives seki points and seki eyes to nobody (Japanese
//! rules of 1989, article 8); area counting counts a seki group's eyes for its owner, and the
//! Chinese rules split every neutral point, dame and shared liberties alike, half and
//! half (article 9). See docs/rules.md, "Counting".

use crate::board::{sort_points, Board, Point, BLACK, BORDER, EMPTY, MAX_CELLS, WHITE};
use crate::color::{ByColor, Color};
pub use crate::count::{area_counts, decide, Decision, Winner};
use crate::game::{End, Game};
use crate::life::regions::{Regions, NONE};
use crate::life::Benson;
use crate::messages::{cat, decimal};
use crate::rules::{HalfPoints, Scoring};

/// The area count stated in stones (子), the Chinese way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StonesResult {
    /// Black's count: living stones plus surrounded points (plus half the dame).
    pub black: f64,
    /// White's count likewise.
    pub white: f64,
    /// Black wins with more than this (half the board plus komi and compensation,
    /// halved): 184¼ on 19×19 with komi 7.5.
    pub threshold: f64,
    /// The smallest whole count that wins for Black: 185 on 19×19 with komi 7.5.
    pub needed: u32,
    /// Black's margin in stones (half the margin in points): positive when Black
    /// wins. 4.5 points is 2¼ stones.
    pub margin: f64,
}

/// The outcome of a count.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    /// The counting method used.
    pub scoring: Scoring,
    /// Black's points before komi: area, or territory plus prisoners.
    pub black: HalfPoints,
    /// White's points before komi and handicap compensation.
    pub white: HalfPoints,
    /// Komi, given to White.
    pub komi: HalfPoints,
    /// Points White gets for Black's handicap stones (area counting).
    pub handicap_compensation: HalfPoints,
    /// `black - white - komi - handicap_compensation`: positive when Black leads.
    pub margin: HalfPoints,
    /// The winner.
    pub winner: Winner,
    /// Owner of every point, row-major: `1` Black, `-1` White, `0` nobody.
    pub ownership: Vec<i8>,
    /// Empty points counted for each side (area or territory).
    pub territory: ByColor<u32>,
    /// Living stones on the board after removing the dead.
    pub stones: ByColor<u32>,
    /// Prisoners used by the count (territory counting: captures plus dead stones;
    /// area counting ignores prisoners, and these are 0).
    pub prisoners: ByColor<u32>,
    /// Neutral points that are not in seki.
    pub dame: Vec<Point>,
    /// Shared liberties of seki and the eyes of chains in seki.
    pub seki: Vec<Point>,
    /// Every dead stone (whole chains, from the points given).
    pub dead: Vec<Point>,
    /// The count in stones, for area counting.
    pub area_stones: Option<StonesResult>,
}

impl Score {
    /// The result as SGF writes it: `B+2.5`, `W+0.5`, `0` (draw).
    pub fn result_string(&self) -> String {
        result_string(self.winner, self.margin)
    }
}

/// SGF `RE` text for a winner and a margin.
pub fn result_string(winner: Winner, margin: HalfPoints) -> String {
    let m = margin.0.unsigned_abs();
    let half = if m.is_multiple_of(2) { "" } else { ".5" };
    let points = decimal((m / 2).into());
    match winner {
        Winner::Black => cat(&["B+", &points, half]),
        Winner::White => cat(&["W+", &points, half]),
        Winner::Draw => "0".into(),
        Winner::NoResult => "Void".into(),
    }
}

/// Why a count was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreError {
    /// A dead-stone point is off the board.
    OutOfBounds(Point),
    /// A dead-stone point, at (x, y), holds no stone.
    Empty {
        /// The column, from the left.
        x: usize,
        /// The row, from the top.
        y: usize,
    },
}

/// Seki (雙活) among the living chains of `b` (the board with the dead stones
/// removed), from their life and death rather than from single moves: a neutral
/// region (empty points next to both colours) is in seki when neither colour could
/// fill all the neutral points without leaving one of its chains next to that region
/// with at most one liberty, and that chain is not unconditionally alive ([`Benson`]).
/// Filling every neutral point at once joins each chain with everything it could
/// connect to through them; a chain that still has one liberty or none (its own eye,
/// or nothing) after that needs the shared liberties to live, and the opponent's
/// chain on the other side of them likewise: neither can approach. A region where
/// one colour fills safely is dame. Returns the seki points of neutral regions and,
/// by chain head, the chains in seki (those left short of liberties).
#[cfg_attr(tengen_nightly, optimize(size))]
fn find_seki(b: &Board, regions: &Regions) -> (Vec<bool>, Vec<bool>) {
    let len = b.padded_len();
    let mut seki_point = vec![false; len];
    let mut seki_chain = vec![false; len];
    let neutral =
        |p: Point| regions.id[p] != NONE && regions.border[regions.id[p] as usize] == BLACK | WHITE;
    if !(0..len).any(neutral) {
        return (seki_point, seki_chain);
    }
    let benson = Benson::new(b);
    // short[c][p]: with every neutral point filled with colour c, the component
    // through p (a neutral point or a stone of c) is left with at most one liberty
    // and holds no unconditionally alive chain.
    let mut short = [vec![false; len], vec![false; len]];
    for color in [BLACK, WHITE] {
        let member: Vec<bool> = (0..len).map(|p| b.cell(p) == color || neutral(p)).collect();
        let comps = Regions::new(b, &member);
        let mut alive = vec![false; comps.size.len()];
        for p in 0..len {
            if benson.is_alive(b, p) && b.cell(p) == color {
                alive[comps.id[p] as usize] = true;
            }
        }
        for (p, s) in short[color as usize - 1].iter_mut().enumerate() {
            let k = comps.id[p];
            *s = k != NONE && comps.libs[k as usize] <= 1 && !alive[k as usize];
        }
    }
    // A neutral region whose points are short for both colours is in seki (a region
    // lies in one component for each colour, so its points agree); so are the
    // chains next to it that are short for their colour.
    for p in 0..len {
        if !(neutral(p) && short[0][p] && short[1][p]) {
            continue;
        }
        seki_point[p] = true;
        for n in b.neighbors(p) {
            let c = b.cell(n);
            if (c == BLACK || c == WHITE) && short[c as usize - 1][n] {
                seki_chain[b.chain_head(n)] = true;
            }
        }
    }
    (seki_point, seki_chain)
}

impl Game {
    /// Counts the game as it stands, with `dead` naming dead stones (one stone names
    /// its whole chain). Can be asked at any time; the rules decide the method.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn score(&self, dead: &[Point]) -> Result<Score, ScoreError> {
        let rules = *self.rules();
        let board = self.board();
        let mut b = board.clone();
        let mut is_dead = [false; MAX_CELLS];
        let mut dead_count = ByColor::<u32>::default();
        let mut dead_list = Vec::new();
        for &p in dead {
            if p >= board.padded_len() || board.cell(p) == BORDER {
                return Err(ScoreError::OutOfBounds(p));
            }
            let Some(color) = board.color(p) else {
                let (x, y) = board.xy(p);
                return Err(ScoreError::Empty { x, y });
            };
            if is_dead[p] {
                continue;
            }
            let removed = b.remove_chain_at(p, |s| {
                is_dead[s] = true;
                dead_list.push(s);
            });
            dead_count[color] += removed;
        }
        sort_points(&mut dead_list);

        // Regions of empty points (dead stones' points included).
        let len = b.padded_len();
        let empty: Vec<bool> = (0..len).map(|p| b.cell(p) == EMPTY).collect();
        let regions = Regions::new(&b, &empty);
        let (seki_point, seki_chain) = find_seki(&b, &regions);
        // Own regions next to a chain in seki are its eyes.
        let mut seki_eye = vec![false; regions.size.len()];
        for p in 0..len {
            let r = regions.id[p];
            if r != NONE {
                seki_eye[r as usize] |= b
                    .neighbors(p)
                    .iter()
                    .any(|&n| matches!(b.cell(n), BLACK | WHITE) && seki_chain[b.chain_head(n)]);
            }
        }

        let area = rules.scoring == Scoring::Area;
        let mut ownership = vec![0i8; board.area()];
        let mut territory = ByColor::<u32>::default();
        let mut neutral = 0u32;
        let mut dame = Vec::new();
        let mut seki = Vec::new();
        for p in 0..len {
            let r = regions.id[p];
            if r == NONE {
                continue;
            }
            let mask = regions.border[r as usize];
            if mask == BLACK || mask == WHITE {
                let owner = if mask == BLACK {
                    Color::Black
                } else {
                    Color::White
                };
                let eye = seki_eye[r as usize];
                if eye {
                    seki.push(p);
                }
                if area || !eye {
                    territory[owner] += 1;
                    ownership[b.row_major(p)] = owner.sign();
                }
            } else {
                neutral += 1;
                if seki_point[p] {
                    seki.push(p);
                } else {
                    dame.push(p);
                }
            }
        }
        let stones = ByColor::new_with(|c| b.stone_count(c) as u32);
        for p in b.points() {
            match b.cell(p) {
                BLACK => ownership[b.row_major(p)] = 1,
                WHITE => ownership[b.row_major(p)] = -1,
                _ => {}
            }
        }

        let (black, white, prisoners) = if area {
            let half = if rules.split_dame { neutral } else { 0 };
            (
                HalfPoints(2 * (stones.black + territory.black) as i32 + half as i32),
                HalfPoints(2 * (stones.white + territory.white) as i32 + half as i32),
                ByColor::default(),
            )
        } else {
            let prisoners = ByColor::new_with(|c| self.captures(c) + dead_count[c.opponent()]);
            (
                HalfPoints(2 * (territory.black + prisoners.black) as i32),
                HalfPoints(2 * (territory.white + prisoners.white) as i32),
                prisoners,
            )
        };
        let Decision {
            handicap_compensation: compensation,
            margin,
            winner,
        } = decide(&rules, self.handicap_stones(), black, white);
        let winner = if self.end() == Some(End::Cycle) {
            Winner::NoResult
        } else {
            winner
        };
        let area_stones = area.then(|| {
            // Black wins with more than (points on the board + komi + compensation) / 2.
            // Twice (points + komi + compensation), in half points: a quarter of it is the threshold.
            let threshold = (board.area() as i32 * 2 + rules.komi.0 + compensation.0) as f64 / 4.0;
            let mut needed = threshold.floor() as i64 + 1;
            if rules.tie_to_black && threshold.fract() == 0.0 {
                needed -= 1;
            }
            StonesResult {
                black: black.points(),
                white: white.points(),
                threshold,
                needed: needed.max(0) as u32,
                margin: margin.points() / 2.0,
            }
        });
        Ok(Score {
            scoring: rules.scoring,
            black,
            white,
            komi: rules.komi,
            handicap_compensation: compensation,
            margin,
            winner,
            ownership,
            territory,
            stones,
            prisoners,
            dame,
            seki,
            dead: dead_list,
            area_stones,
        })
    }

    /// The result of a finished game as SGF writes it (`B+R`, `W+3.5`, `0`, `Void`),
    /// or `None` while it goes on. After two passes the count takes every stone on
    /// the board as alive; count with [`Game::score`] to name dead stones.
    pub fn result(&self) -> Option<(Winner, String)> {
        match self.end()? {
            End::Resignation(c) => {
                let (winner, text) = match c.opponent() {
                    Color::Black => (Winner::Black, "B+R"),
                    Color::White => (Winner::White, "W+R"),
                };
                Some((winner, text.into()))
            }
            End::Cycle => Some((Winner::NoResult, "Void".into())),
            End::Passes => {
                let s = self.score(&[]).ok()?;
                Some((s.winner, s.result_string()))
            }
        }
    }
}
