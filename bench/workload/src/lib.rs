//! The seeded benchmark workloads, made by tengen's own engine. One crate for
//! `cargo bench` (benches/engine.rs) and the side-by-side runner (bench/rust, which
//! writes the workloads out for the JavaScript peers), so that every engine replays
//! exactly the same moves.
//!
//! Moves are row-major indices (`y * size + x`), [`PASS`] for a pass: the form of
//! `Game.playMany` in JavaScript.

use tengen::board::{Board, Point, Probe, EMPTY};
use tengen::rng::Rng;
use tengen::{area_counts, Color, Game, Handicap, Preset, Rules};

/// A pass in a move list.
pub const PASS: u16 = u16::MAX;

/// The seed every workload starts from.
pub const SEED: u64 = 0x7E46_E000_2026_0001;

/// A new game under the Chinese rules (positional superko, no suicide).
pub fn new_game(size: usize) -> Game {
    Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).expect("board size")
}

/// The board point of a row-major move index.
#[inline]
pub fn point(board: &Board, m: u16) -> Point {
    let w = board.width();
    board.point_unchecked(m as usize % w, m as usize / w)
}

/// A uniformly random empty point of `board` that `accept` takes, or `None`: draw
/// among the empty points, moving each refused one out of the range so that it is not
/// drawn again (the policy of `tengen::playout::Playout`).
fn draw(
    board: &Board,
    cands: &mut Vec<Point>,
    rng: &mut Rng,
    mut accept: impl FnMut(Point) -> bool,
) -> Option<Point> {
    cands.clear();
    cands.extend(board.points().filter(|&p| board.cell(p) == EMPTY));
    let mut k = cands.len();
    while k > 0 {
        let i = rng.below(k as u32) as usize;
        let p = cands[i];
        if accept(p) {
            return Some(p);
        }
        k -= 1;
        cands.swap(i, k);
    }
    None
}

/// A uniformly random game under the Chinese rules: each side plays a uniformly random
/// legal move (suicide, ko and positional superko checked) that does not fill a
/// one-point eye of its own, and passes when it has none; two passes end the game.
/// At most `3 × area` moves, as in playouts.
pub fn random_game(size: usize, rng: &mut Rng) -> Vec<u16> {
    let mut game = new_game(size);
    let mut moves = Vec::new();
    let mut cands: Vec<Point> = Vec::with_capacity(size * size);
    let cap = 3 * size * size;
    while !game.is_over() && moves.len() < cap {
        let board = game.board();
        let color = game.to_move();
        let chosen = draw(board, &mut cands, rng, |p| {
            !board.is_eye(p, color) && game.is_legal(p)
        });
        match chosen {
            Some(p) => {
                moves.push(board.row_major(p) as u16);
                game.play(p).expect("chosen move is legal");
            }
            None => {
                moves.push(PASS);
                game.pass().expect("game goes on");
            }
        }
    }
    moves
}

/// One light playout from the empty board, recorded: uniformly random moves that are
/// legal under simple ko (no superko, as in every playout engine) and do not fill a
/// one-point own eye, until both sides pass; at most `3 × area` moves. The policy of
/// `tengen::playout::Playout`.
pub fn random_playout(size: usize, rng: &mut Rng) -> Vec<u16> {
    let mut board = Board::new(size, size).expect("board size");
    let mut moves = Vec::new();
    let mut cands: Vec<Point> = Vec::with_capacity(size * size);
    let mut to_move = Color::Black;
    let mut ko: Option<Point> = None;
    let (mut played, mut passes) = (0, 0);
    while passes < 2 && played < 3 * size * size {
        let chosen = draw(&board, &mut cands, rng, |p| {
            Some(p) != ko
                && !board.is_eye(p, to_move)
                && matches!(board.probe(p, to_move, false), Probe::Legal { .. })
        });
        match chosen {
            Some(p) => {
                moves.push(board.row_major(p) as u16);
                ko = board.place(p, to_move, |_| {}).ko;
                played += 1;
                passes = 0;
            }
            None => {
                moves.push(PASS);
                ko = None;
                passes += 1;
            }
        }
        to_move = to_move.opponent();
    }
    moves
}

/// Replays a move list under the Chinese rules; panics on an illegal move.
pub fn replay(size: usize, moves: &[u16]) -> Game {
    let mut game = new_game(size);
    for &m in moves {
        play_one(&mut game, m);
    }
    game
}

/// Plays one entry of a move list; panics if it is illegal.
#[inline]
pub fn play_one(game: &mut Game, m: u16) {
    if m == PASS {
        game.pass().expect("pass");
    } else {
        let p = point(game.board(), m);
        game.play(p).expect("recorded move is legal");
    }
}

/// Whether a playout record comes back to an earlier position with the same side to
/// move. Such records are left out of the agreement checks: engines whose simple-ko
/// games stop at a repetition (tengen's `Game` calls it a cycle) could not replay them.
pub fn repeats_a_position(size: usize, moves: &[u16]) -> bool {
    let mut board = Board::new(size, size).expect("board size");
    let mut seen = std::collections::HashSet::new();
    let mut to_move = Color::Black;
    seen.insert((board.hash(), to_move));
    for &m in moves {
        if m != PASS {
            let p = point(&board, m);
            board.place(p, to_move, |_| {});
        }
        to_move = to_move.opponent();
        if !seen.insert((board.hash(), to_move)) && m != PASS {
            return true;
        }
    }
    false
}

/// Replays a playout record under simple ko on a bare board; returns the final board.
pub fn replay_playout(size: usize, moves: &[u16]) -> Board {
    let mut board = Board::new(size, size).expect("board size");
    let mut to_move = Color::Black;
    for &m in moves {
        if m != PASS {
            let p = point(&board, m);
            board.place(p, to_move, |_| {});
        }
        to_move = to_move.opponent();
    }
    board
}

/// The board as text, row-major: `.` empty, `X` black, `O` white. Every engine writes
/// its final positions this way, so that they can be compared.
pub fn board_string(board: &Board) -> String {
    board
        .points()
        .map(|p| match board.color(p) {
            Some(Color::Black) => 'X',
            Some(Color::White) => 'O',
            None => '.',
        })
        .collect()
}

/// FNV-1a of a byte string: the checksum of legal-move maps and boards.
pub fn fnv1a(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811C_9DC5;
    for &b in bytes {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// Everything the benchmarks replay, made from [`SEED`].
pub struct Workload {
    /// Random 19×19 games.
    pub games19: Vec<Vec<u16>>,
    /// Random 9×9 games.
    pub games9: Vec<Vec<u16>>,
    /// Sampled positions of the 19×19 games: (game, moves played before it).
    pub positions: Vec<(usize, usize)>,
    /// Recorded 9×9 playouts, for checking that the peers' rules agree.
    pub playouts9: Vec<Vec<u16>>,
    /// Recorded 19×19 playouts.
    pub playouts19: Vec<Vec<u16>>,
}

/// Sizes of a workload.
#[derive(Clone, Copy)]
pub struct Counts {
    /// Games per board size.
    pub games: usize,
    /// Sampled positions (spread evenly over the 19×19 games).
    pub positions: usize,
    /// Recorded playouts per board size.
    pub playouts: usize,
}

/// The full workload of the issue: 1,000 games per size, 10,000 positions.
pub const FULL: Counts = Counts {
    games: 1000,
    positions: 10_000,
    playouts: 200,
};

/// Makes the workload: the same for the same counts, on every platform.
pub fn make(counts: Counts) -> Workload {
    let mut rng = Rng::new(SEED);
    let games19: Vec<Vec<u16>> = (0..counts.games)
        .map(|_| random_game(19, &mut rng))
        .collect();
    let games9: Vec<Vec<u16>> = (0..counts.games)
        .map(|_| random_game(9, &mut rng))
        .collect();
    let mut positions = Vec::with_capacity(counts.positions);
    for i in 0..counts.positions {
        let g = i * counts.games / counts.positions.max(1);
        let len = games19[g].len();
        // A point of the game before the final passes: middle game and endgame mostly.
        let at = rng.below(len.saturating_sub(2).max(1) as u32) as usize;
        positions.push((g, at));
    }
    positions.sort_unstable();
    let mut recorded = |size| loop {
        let r = random_playout(size, &mut rng);
        if !repeats_a_position(size, &r) {
            return r;
        }
    };
    let playouts9 = (0..counts.playouts).map(|_| recorded(9)).collect();
    let playouts19 = (0..counts.playouts).map(|_| recorded(19)).collect();
    Workload {
        games19,
        games9,
        positions,
        playouts9,
        playouts19,
    }
}

/// The area counts `[black, white]` of a board (every stone alive).
pub fn area(board: &Board) -> [u32; 2] {
    let counts = area_counts(board);
    [counts.black, counts.white]
}
