//! The `goban` crate behind the interface every engine of the benchmark offers: replay
//! a move list with its legality checks, the legal-move map, area counting, playouts.
//! Moves are row-major indices (`y * size + x`), `PASS` for a pass.

use goban::pieces::stones::Color;
use goban::rules::game::Game;
use goban::rules::{IllegalRules, Move, Rule, ScoreRules, CHINESE};

/// A pass in a move list.
pub const PASS: u16 = u16::MAX;

/// Chinese rules without superko: what playouts use.
fn simple_ko() -> Rule {
    Rule {
        komi: 7.5,
        flag_illegal: IllegalRules::KO | IllegalRules::SUICIDE,
        flag_score: ScoreRules::KOMI | ScoreRules::STONES,
    }
}

/// A game of the `goban` crate.
#[derive(Clone)]
pub struct GobanGame {
    game: Game,
    size: usize,
}

impl GobanGame {
    /// A new game: Chinese rules (ko, positional superko, no suicide), or simple ko only.
    pub fn new(size: usize, superko: bool) -> GobanGame {
        let rule = if superko { CHINESE } else { simple_ko() };
        GobanGame {
            game: Game::new(goban::rules::GobanSizes::Custom(size, size), rule),
            size,
        }
    }

    #[inline]
    fn coord(&self, m: u16) -> (u8, u8) {
        // goban's coordinates are (row, column) from the top left.
        (
            (m as usize / self.size) as u8,
            (m as usize % self.size) as u8,
        )
    }

    /// Plays one move with the rules' checks; false if it is refused.
    #[inline]
    pub fn play(&mut self, m: u16) -> bool {
        let mv = if m == PASS {
            Move::Pass
        } else {
            let (r, c) = self.coord(m);
            Move::Play(r, c)
        };
        self.game.try_play(mv).is_ok()
    }

    /// Plays a move list; the index of the first refused move, if any.
    pub fn play_many(&mut self, moves: &[u16]) -> Option<usize> {
        moves.iter().position(|&m| !self.play(m))
    }

    /// The legal-move map for the side to move, row-major, 1 legal.
    pub fn legal_map(&self, out: &mut [u8]) {
        out[..self.size * self.size].fill(0);
        for (r, c) in self.game.legals() {
            out[r as usize * self.size + c as usize] = 1;
        }
    }

    /// Area counts `[black, white]`: stones plus empty regions reaching one colour.
    pub fn area(&self) -> [u32; 2] {
        let (bt, wt) = self.game.goban().calculate_territories();
        let (bs, ws) = self.game.goban().number_of_stones();
        [bs + bt as u32, ws + wt as u32]
    }

    /// Stones captured by Black and by White.
    pub fn captures(&self) -> [u32; 2] {
        let (b, w) = self.game.prisoners();
        [b, w]
    }

    /// The board as text, row-major: `.` empty, `X` black, `O` white.
    pub fn board_string(&self) -> String {
        let cells = self.game.goban().to_vec();
        cells[..self.size * self.size]
            .iter()
            .map(|c| match c {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            })
            .collect()
    }

    fn color_at(&self, r: i32, c: i32) -> Option<Option<Color>> {
        let n = self.size as i32;
        (r >= 0 && c >= 0 && r < n && c < n)
            .then(|| self.game.goban().get_color((r as u8, c as u8)))
    }

    /// A one-point eye of `color` at the empty (r, c), as tengen defines it: every
    /// neighbour is that colour or off the board, and at most one opposing diagonal in
    /// the middle, none on the edge.
    fn is_eye(&self, r: u8, c: u8, color: Color) -> bool {
        let (r, c) = (r as i32, c as i32);
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            match self.color_at(r + dr, c + dc) {
                None => {}
                Some(Some(k)) if k == color => {}
                _ => return false,
            }
        }
        let (mut bad, mut edge) = (0, 0);
        for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
            match self.color_at(r + dr, c + dc) {
                None => edge = 1,
                Some(Some(k)) if k != color => bad += 1,
                _ => {}
            }
        }
        bad + edge < 2
    }
}

/// SplitMix64, as tengen's, for the playouts' random choices.
pub struct Rng(pub u64);

impl Rng {
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (((z >> 32) * n as u64) >> 32) as u32
    }
}

/// Light playouts from the empty board with the goban crate: uniformly random moves
/// legal under simple ko that fill no own one-point eye, until both sides pass, at
/// most `3 × area` moves. Returns (playouts, moves played).
pub fn playouts(size: usize, count: u32, seed: u64) -> (u32, u64) {
    let mut rng = Rng(seed);
    let mut total = 0u64;
    let mut cands: Vec<(u8, u8)> = Vec::with_capacity(size * size);
    let flags = IllegalRules::KO | IllegalRules::SUICIDE;
    for _ in 0..count {
        let mut g = GobanGame::new(size, false);
        let (mut played, mut passes) = (0usize, 0);
        while passes < 2 && played < 3 * size * size {
            let color = g.game.turn();
            cands.clear();
            cands.extend(g.game.pseudo_legals());
            let mut k = cands.len();
            let mut chosen = None;
            while k > 0 {
                let i = rng.below(k as u32) as usize;
                let (r, c) = cands[i];
                if !g.is_eye(r, c, color) && g.game.check_point_by((r, c), flags).is_none() {
                    chosen = Some((r, c));
                    break;
                }
                k -= 1;
                cands.swap(i, k);
            }
            match chosen {
                Some((r, c)) => {
                    g.game.play(Move::Play(r, c));
                    played += 1;
                    passes = 0;
                }
                None => {
                    g.game.play(Move::Pass);
                    passes += 1;
                }
            }
        }
        total += played as u64;
    }
    (count, total)
}
