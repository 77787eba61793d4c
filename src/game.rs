//! A game: turns, passes, resignation, the end, ko, superko and repetition, handicap,
//! setup, undo.
//!
//! The board knows stones and chains; the game adds what depends on history (after
//! KataGo's split between board and history): whose turn it is, the simple-ko point,
//! the table of earlier positions for superko and repetition, prisoners, and the record
//! of actions. Each action keeps what it changed, so that undo takes it back exactly
//! (as KataGo's move records do), at the cost of the action itself: moving about a game
//! tree costs what the moves between two nodes cost, whatever the game's length.
//!
//! Counting is in `score.rs`, apart from the play: [`Game::score`] counts the game as it
//! stands (with dead stones named), [`Game::result`] gives the result of a finished one.

use crate::board::{Board, Outcome, Placed, Point, BORDER, CELLS_PAD, EMPTY, MAX_CELLS};
use crate::color::{ByColor, Color};
use crate::positions::PositionTable;
use crate::rules::{KoRule, Rules};
use crate::zobrist::WHITE_TO_MOVE;

// `Game::check_invariants`, for tests and fuzzing.
#[cfg(any(test, feature = "invariants"))]
mod invariants;
// `Game::snapshot` and `Game::restore`: a game as bytes, for the bot's Web Worker.
mod snapshot;

/// Why a move cannot be played. Each has a stable code (see [`Illegal::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The coordinates are off the board.
    OutOfBounds,
    /// A stone is already there.
    Occupied,
    /// The stone would have no liberties and capture nothing (forbidden point, 禁著點).
    Suicide,
    /// It would retake a ko at once (劫).
    Ko,
    /// It would recreate the position that arose after move `repeats` (0 = the
    /// starting position): whole-board repetition is forbidden (superko).
    Superko {
        /// The move number after which the repeated position arose.
        repeats: u32,
    },
    /// The game has ended.
    GameOver,
}

impl Illegal {
    /// The stable machine-readable code: `"out-of-bounds"`, `"occupied"`,
    /// `"suicide"`, `"ko"`, `"superko"` or `"game-over"`.
    pub const fn code(self) -> &'static str {
        match self {
            Illegal::OutOfBounds => "out-of-bounds",
            Illegal::Occupied => "occupied",
            Illegal::Suicide => "suicide",
            Illegal::Ko => "ko",
            Illegal::Superko { .. } => "superko",
            Illegal::GameOver => "game-over",
        }
    }
}

/// One entry of the game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A stone of the given colour (in turn, or out of turn by [`Game::play_as`]).
    Play(Color, Point),
    /// A pass by the given player.
    Pass(Color),
    /// A resignation by the given player.
    Resign(Color),
    /// Play resumed after two passes (Chinese rules settle disputes by playing on).
    Resume,
    /// The players agreed on no result while a position repeated
    /// ([`Game::end_no_result`]).
    NoResult,
    /// Stones added or removed ([`Game::setup`]): the setup with this number (0 for
    /// the first of the record), whose changes [`Game::setup_changes`] lists.
    Setup(u32),
    /// The side to move set ([`Game::set_to_move`]).
    SetToMove(Color),
}

/// One point of a setup: what it held before and what the setup put there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupChange {
    /// The point.
    pub point: Point,
    /// Its stone before the setup, if any.
    pub before: Option<Color>,
    /// Its stone after the setup (`None`: cleared).
    pub after: Option<Color>,
}

/// Why [`Game::setup`] refused a setup; the game is unchanged. Each has a stable
/// code (see [`InvalidSetup::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvalidSetup {
    /// A point is off the board.
    OutOfBounds(Point),
    /// A point is named twice (in one list or in two).
    Repeated(Point),
    /// The chain through this stone would have no liberty: a position that play
    /// cannot reach and the rules cannot count.
    NoLiberties(Point),
    /// The game has ended.
    GameOver,
}

impl InvalidSetup {
    /// The stable machine-readable code: `"out-of-bounds"`, `"repeated-point"`,
    /// `"no-liberties"` or `"game-over"`.
    pub const fn code(self) -> &'static str {
        match self {
            InvalidSetup::OutOfBounds(_) => "out-of-bounds",
            InvalidSetup::Repeated(_) => "repeated-point",
            InvalidSetup::NoLiberties(_) => "no-liberties",
            InvalidSetup::GameOver => "game-over",
        }
    }
}

impl std::fmt::Display for InvalidSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            InvalidSetup::OutOfBounds(_) => "a setup point is off the board",
            InvalidSetup::Repeated(_) => "a point is named twice in one setup",
            InvalidSetup::NoLiberties(_) => "the setup would leave a chain without liberties",
            InvalidSetup::GameOver => "the game is over",
        })
    }
}

impl std::error::Error for InvalidSetup {}

/// The current position repeats an earlier one: see [`Game::repetition`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repetition {
    /// The move after which the position first arose (0: the start, or the last setup).
    pub repeats_move: u32,
    /// How many times the position has occurred, this time included (2 or more).
    pub count: u32,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Two consecutive passes: count the game.
    Passes,
    /// The given player resigned.
    Resignation(Color),
    /// No result (無勝負): under simple ko, a whole-board position occurred for the
    /// [`Rules::repetition_limit`]th time with the same side to move (a triple ko or
    /// another cycle played round again and again), or the players agreed on no result
    /// while it repeated ([`Game::end_no_result`]).
    Cycle,
}

/// Why a game could not be set up (in words: its `Display`, in `messages.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A side outside 2..=25.
    Size,
    /// A handicap that does not fit this board.
    Handicap(HandicapError),
}

/// Why a handicap does not fit a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapError {
    /// No standard placement for that many stones on this board (see
    /// [`handicap_points`]).
    NoStandardPlacement,
    /// A stone of a free placement is off the board.
    OffBoard,
    /// Two stones of a free placement on one point.
    SamePoint,
    /// The stones would leave some of them without a liberty.
    NoLiberty,
}

/// Handicap stones for Black.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Handicap {
    /// An even game: Black moves first.
    #[default]
    None,
    /// 2–9 stones on the standard points (as GTP's `fixed_handicap`).
    Fixed(u32),
    /// Stones where the players put them, as (x, y).
    Free(Vec<(usize, usize)>),
}

/// The standard handicap points for `stones` stones on a `width`×`height` board, as
/// (x, y), or `None` where there is no standard placement. On square boards this is
/// GTP's `fixed_handicap`: odd sizes from 9 take up to 9 stones, 7×7 and even sizes
/// from 8 up to 4; the corner points are on the 4-4 points from 13×13 up and on the
/// 3-3 points below. tests/gnugo.rs checks this against GNU Go, which agrees on every
/// size but 12×12, where it uses the 4-4 points against the GTP layout.
///
/// A rectangular board gets the same points, computed per axis: each side of 7 or
/// more has its near and far lines (the 4th line from 13 up, else the 3rd), and an odd
/// side above 7 has its middle line. Two to four stones take the corners; five, seven
/// and nine add the centre, which needs both middle lines; six takes the corners and
/// the two side points on the middle line the board has (the left and right ones on a
/// square board); eight takes all four side points. Counts a board lacks the points
/// for have no standard placement.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn handicap_points(width: usize, height: usize, stones: u32) -> Option<Vec<(usize, usize)>> {
    if width.min(height) < 7 || !(2..=9).contains(&stones) {
        return None;
    }
    let near = |n: usize| if n >= 13 { 3 } else { 2 };
    let middle = |n: usize| (n % 2 == 1 && n > 7).then_some(n / 2);
    let (lx, ly) = (near(width), near(height));
    let (hx, hy) = (width - 1 - lx, height - 1 - ly);
    let (mx, my) = (middle(width), middle(height));
    // Upper right, lower left, upper left, lower right; then the sides and centre.
    let mut pts = vec![(hx, ly), (lx, hy)];
    if stones >= 3 {
        pts.push((lx, ly));
    }
    if stones >= 4 {
        pts.push((hx, hy));
    }
    let sides_x = my.map(|my| [(lx, my), (hx, my)]);
    let sides_y = mx.map(|mx| [(mx, ly), (mx, hy)]);
    match stones {
        6 | 7 => pts.extend(sides_x.or(sides_y)?),
        8 | 9 => {
            pts.extend(sides_x?);
            pts.extend(sides_y?);
        }
        _ => {}
    }
    if stones % 2 == 1 && stones >= 5 {
        pts.push((mx?, my?));
    }
    Some(pts)
}

/// The moves of a game with their players: see [`Game::moves`].
#[derive(Clone, Debug)]
pub struct Moves<'a> {
    actions: std::slice::Iter<'a, Action>,
}

/// The player and point of a stone (`None` for a pass), or `None` for the other
/// actions.
fn move_of(a: &Action) -> Option<(Color, Option<Point>)> {
    match *a {
        Action::Play(c, p) => Some((c, Some(p))),
        Action::Pass(c) => Some((c, None)),
        _ => None,
    }
}

impl Iterator for Moves<'_> {
    type Item = (Color, Option<Point>);

    fn next(&mut self) -> Option<Self::Item> {
        self.actions.by_ref().find_map(move_of)
    }
}

impl DoubleEndedIterator for Moves<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.actions.by_ref().rev().find_map(move_of)
    }
}

/// `Game::removed` of a game where nothing was ever removed (for any board size).
static NO_REMOVALS: [u8; MAX_CELLS + CELLS_PAD] = [0; MAX_CELLS + CELLS_PAD];

/// No ko point, in [`Undo::ko`] (cell 0 is a border cell, never a point).
const NO_KO: u16 = 0;

/// What an action changed beyond the board, for [`Game::undo`] to take it back: the
/// state before it, and what it added to the game's logs. Eight bytes: one is kept per
/// action, and a fresh game reserves room for as many as the board has points.
#[derive(Clone, Copy, Debug)]
struct Undo {
    /// The ko point before, or [`NO_KO`].
    ko: u16,
    /// Opposing stones the move captured, then own stones of a multi-stone suicide:
    /// the last `captured + suicided` entries of `Game::removals`.
    captured: u16,
    suicided: u16,
    /// Bit 0: White was to move; bit 1: the action stored its position in the
    /// position table; bits 2–3: the consecutive passes before it (at most 2); bits
    /// 4–6: the end before it ([`Undo::END`]).
    state: u8,
    /// Low four bits: the chains the move's stone joined ([`Placed::joined`], logged
    /// as `Game::merges`' last entry if two or more); high four: the chains it removed
    /// (`Game::chain_sizes`' last entry if any).
    counts: u8,
}

const _: () = assert!(std::mem::size_of::<Undo>() == 8);

impl Undo {
    /// How [`Undo::state`] writes the end of the game, in bits 4–6: its index here.
    const END: [Option<End>; 5] = [
        None,
        Some(End::Passes),
        Some(End::Resignation(Color::Black)),
        Some(End::Resignation(Color::White)),
        Some(End::Cycle),
    ];

    /// A record of the state before an action: the side to move, the ko point, the
    /// passes and the end; whether the action stores a position.
    #[inline(always)]
    fn new(to_move: Color, ko: Option<Point>, passes: u32, end: Option<End>, stored: bool) -> Undo {
        let end = Undo::END.iter().position(|&e| e == end).unwrap_or(0) as u8;
        Undo {
            ko: ko.map_or(NO_KO, |k| k as u16),
            captured: 0,
            suicided: 0,
            state: (to_move == Color::White) as u8
                | (stored as u8) << 1
                | (passes.min(3) as u8) << 2
                | end << 4,
            counts: 0,
        }
    }

    fn to_move(self) -> Color {
        if self.state & 1 != 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    fn stored(self) -> bool {
        self.state & 2 != 0
    }

    fn passes(self) -> u32 {
        (self.state >> 2 & 3) as u32
    }

    fn end(self) -> Option<End> {
        Undo::END.get((self.state >> 4) as usize).copied().flatten()
    }

    fn joined(self) -> usize {
        (self.counts & 15) as usize
    }

    fn chains(self) -> usize {
        (self.counts >> 4) as usize
    }
}

/// One action of the record with what it changed: see [`Game::recent_action`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct RecentAction<'a> {
    /// The action.
    pub action: Action,
    /// The ko point before it.
    pub ko_before: Option<Point>,
    /// The opposing stones it captured.
    pub captured: &'a [Point],
    /// Its own stones it removed (a multi-stone suicide).
    pub suicided: &'a [Point],
}

/// A game of Go under a set of [`Rules`].
///
/// Its count, [`Game::score`] and [`Game::result`], is defined in `score.rs`.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// The handicap stones, placed before the first action.
    handicap: Vec<Point>,
    board: Board,
    to_move: Color,
    ko: Option<Point>,
    passes: u32,
    end: Option<End>,
    captures: ByColor<u32>,
    move_number: u32,
    /// The record: every action since the start.
    history: Vec<Action>,
    /// For each action of `history`, what undo needs.
    undo: Vec<Undo>,
    /// The stones each move removed, move after move: its captures, then its own
    /// stones of a multi-stone suicide. The last move's are at the end.
    removals: Vec<Point>,
    /// For each entry of `removals`, what `removed` held at its point before.
    removed_before: Vec<u8>,
    /// The sizes of the chains each move removed, move after move (their stones are
    /// in `removals`, in order).
    chain_sizes: Vec<[u16; 4]>,
    /// The (kept, gone) heads of the chains each move joined, move after move.
    merges: Vec<[(u16, u16); 4]>,
    /// The board before each setup of the record, for undo.
    setup_boards: Vec<Board>,
    /// The changes of every setup of the record, setup after setup.
    setups: Vec<SetupChange>,
    /// Where each setup's changes start in `setups`.
    setup_starts: Vec<u32>,
    /// XORed into every position key: changed by each setup (and side-to-move
    /// setting), which starts a new position, so that no position before it is found
    /// again after it. 0 before the first.
    salt: u64,
    /// Setups (and side-to-move settings) in the record: `salt` is made from it.
    epoch: u32,
    positions: PositionTable,
    /// Per point, the colours (cell bits) of every stone ever removed from it in this
    /// line of play. A move that captures nothing can repeat an earlier position only
    /// where a stone of its colour once stood and was taken away, so elsewhere the
    /// superko lookup is skipped.
    // As long as the board's cell array, for `Board::classify_moves`' 8-byte reads.
    removed: Box<[u8]>,
    /// Counts the calls that may have changed the game: see [`Game::revision`].
    revision: u64,
}

impl Game {
    /// A new game on a `width`×`height` board.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new(
        width: usize,
        height: usize,
        rules: Rules,
        handicap: Handicap,
    ) -> Result<Game, SetupError> {
        let board = Board::new(width, height).ok_or(SetupError::Size)?;
        let stones = match handicap {
            Handicap::None => Vec::new(),
            Handicap::Fixed(0) => Vec::new(),
            Handicap::Fixed(n) => handicap_points(width, height, n)
                .ok_or(SetupError::Handicap(HandicapError::NoStandardPlacement))?,
            Handicap::Free(points) => points,
        };
        let mut handicap = Vec::with_capacity(stones.len());
        for &(x, y) in &stones {
            let p = board
                .point(x, y)
                .ok_or(SetupError::Handicap(HandicapError::OffBoard))?;
            if handicap.contains(&p) {
                return Err(SetupError::Handicap(HandicapError::SamePoint));
            }
            handicap.push(p);
        }
        let area = width * height;
        let mut game = Game {
            rules,
            handicap,
            to_move: Color::Black,
            removed: vec![0; board.cells_len()].into_boxed_slice(),
            board,
            ko: None,
            passes: 0,
            end: None,
            captures: ByColor::default(),
            move_number: 0,
            history: Vec::with_capacity(area),
            undo: Vec::with_capacity(area),
            removals: Vec::with_capacity(area / 2),
            removed_before: Vec::with_capacity(area / 2),
            chain_sizes: Vec::with_capacity(area / 8),
            merges: Vec::with_capacity(area / 4),
            setup_boards: Vec::new(),
            setups: Vec::new(),
            setup_starts: Vec::new(),
            salt: 0,
            epoch: 0,
            // Room for as many positions as the board has points, which most games
            // never outgrow. It is the largest part of a new game (12 KB on 19x19), and
            // twice this made a 19x19 game 43 KB of wasm memory, which a page keeping
            // many games never gets back; replays were no faster for it (BENCHMARKS.md,
            // "Memory"). The records are reserved whole: growing them cost 2.4 %.
            positions: PositionTable::with_capacity(area),
            revision: 0,
        };
        for &p in &game.handicap {
            game.board.place_quietly(p, Color::Black);
        }
        if game.board.stone_count(Color::Black) != game.handicap.len() {
            return Err(SetupError::Handicap(HandicapError::NoLiberty));
        }
        if !game.handicap.is_empty() {
            game.to_move = Color::White;
        }
        let key = game.key(game.board.hash(), game.to_move);
        game.remember(key, 0);
        Ok(game)
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The handicap stones placed before the first move.
    pub fn handicap_placement(&self) -> &[Point] {
        &self.handicap
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Stones captured so far by `color` (its prisoners), suicides included.
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color]
    }

    /// Moves played so far, passes included (handicap stones and setups are not
    /// moves).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Handicap stones Black received.
    pub fn handicap_stones(&self) -> u32 {
        self.handicap.len() as u32
    }

    /// The point the side to move may not take because of the simple ko rule.
    /// `None` once the game is over: then no move may be played, ko or not.
    pub fn ko_point(&self) -> Option<Point> {
        if self.end.is_some() {
            return None;
        }
        self.ko
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Consecutive passes just played.
    pub fn consecutive_passes(&self) -> u32 {
        self.passes
    }

    /// The game record so far.
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// A number that changes whenever the game may have changed (a stone, a pass, a
    /// resignation, a resumption, an undo; a refused move may change it too), so that
    /// a caller can keep what it computed from a position (a legal-move map) while the
    /// number stays the same. Equal numbers from two games mean nothing.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// What setup number `n` (see [`Action::Setup`]) changed, point by point in the
    /// order given, or `None` if the record has no such setup.
    pub fn setup_changes(&self, n: u32) -> Option<&[SetupChange]> {
        let start = *self.setup_starts.get(n as usize)? as usize;
        let end = self
            .setup_starts
            .get(n as usize + 1)
            .map_or(self.setups.len(), |&e| e as usize);
        Some(&self.setups[start..end])
    }

    /// The stones removed by the last action (none after a pass, a setup…).
    #[inline]
    pub fn last_captured(&self) -> &[Point] {
        let n = self
            .undo
            .last()
            .map_or(0, |u| (u.captured + u.suicided) as usize);
        &self.removals[self.removals.len() - n..]
    }

    /// Action `back` places from the end of the record (0: the last), with what undo
    /// needs to take it back: the ko point before it, and the stones it removed (the
    /// opposing stones it captured, then its own stones of a multi-stone suicide).
    /// The network's inputs (`net::features`) rebuild the boards of the last moves
    /// from it.
    pub(crate) fn recent_action(&self, back: usize) -> Option<RecentAction<'_>> {
        let i = self.history.len().checked_sub(back + 1)?;
        let removed = |u: &Undo| (u.captured + u.suicided) as usize;
        let end = self.removals.len() - self.undo[i + 1..].iter().map(removed).sum::<usize>();
        let u = &self.undo[i];
        let start = end - removed(u);
        let mid = start + u.captured as usize;
        Some(RecentAction {
            action: self.history[i],
            ko_before: (u.ko != NO_KO).then_some(u.ko as Point),
            captured: &self.removals[start..mid],
            suicided: &self.removals[mid..end],
        })
    }

    /// The stones and passes played, in order, each with its player: the game record
    /// without the other actions. Double-ended: `moves().next_back()` is the last
    /// move.
    pub fn moves(&self) -> Moves<'_> {
        Moves {
            actions: self.history.iter(),
        }
    }

    /// The last stone or pass played, with its player. `None` before the first move.
    pub fn last_move(&self) -> Option<(Color, Option<Point>)> {
        self.moves().next_back()
    }

    /// The stone or pass that move `n` (1-based) was, or `None` if there is no such
    /// move. Move 0 is the starting position: `Some(None)`.
    pub fn move_at(&self, n: u32) -> Option<Option<Point>> {
        if n == 0 {
            return Some(None);
        }
        self.moves().nth(n as usize - 1).map(|(_, p)| p)
    }

    /// The key under which a position with this board hash and side to move is
    /// remembered: the side to move counts except under positional superko, and
    /// positions before the last setup are told apart by the salt.
    #[inline(always)]
    fn key(&self, board_hash: u64, to_move: Color) -> u64 {
        let side = match self.rules.ko {
            KoRule::Positional => 0,
            KoRule::Simple | KoRule::Situational => {
                if to_move == Color::White {
                    WHITE_TO_MOVE
                } else {
                    0
                }
            }
        };
        board_hash ^ side ^ self.salt
    }

    /// The current position repeats an earlier one (since the start or the last
    /// setup): when it first arose, and how many times it has occurred. Positions are
    /// told apart as the ko rule does: by the stones and the side to move, or by the
    /// stones alone under positional superko. Under superko only passes can repeat a
    /// position; under simple ko any cycle can, and the game ends at the
    /// [`Rules::repetition_limit`]th occurrence.
    pub fn repetition(&self) -> Option<Repetition> {
        let key = self.key(self.board.hash(), self.to_move);
        let count = self.positions.count(key);
        (count >= 2).then(|| Repetition {
            repeats_move: self.positions.get(key).unwrap_or(0),
            count,
        })
    }

    /// Why the side to move may not play at `p`, or `None` if it may.
    // One copy for every caller outside the legal-move map (which inlines `check`):
    // inlined, it was repeated in each entry point of the wasm module.
    #[inline(never)]
    pub fn illegal_reason(&self, p: Point) -> Option<Illegal> {
        self.check(p).err()
    }

    /// Whether the side to move may play at `p`.
    #[inline]
    pub fn is_legal(&self, p: Point) -> bool {
        self.illegal_reason(p).is_none()
    }

    /// Checks a move for the side to move.
    #[inline]
    fn check(&self, p: Point) -> Result<(), Illegal> {
        self.check_point(p, self.to_move)?;
        self.check_stone(p)
    }

    /// The checks of a move by `color` that do not look at the neighbours: on the
    /// board, the game not over, the point empty and, for the side to move, not the
    /// ko point (the ko forbids the side to move only: a stone out of turn may fill
    /// it).
    #[inline(always)]
    fn check_point(&self, p: Point, color: Color) -> Result<(), Illegal> {
        let cell = if p < self.board.padded_len() {
            self.board.cell(p)
        } else {
            BORDER
        };
        if cell == BORDER {
            return Err(Illegal::OutOfBounds);
        }
        if self.end.is_some() {
            return Err(Illegal::GameOver);
        }
        if cell != EMPTY {
            return Err(Illegal::Occupied);
        }
        if self.ko == Some(p) && color == self.to_move {
            return Err(Illegal::Ko);
        }
        Ok(())
    }

    /// The rest of [`Game::check`], for a point that passed `check_point`: suicide
    /// and superko, judged from the neighbours without playing.
    #[inline(always)]
    fn check_stone(&self, p: Point) -> Result<(), Illegal> {
        let color = self.to_move;
        let scan = self.board.scan(p, color);
        let Some(outcome) = scan.outcome(self.rules.suicide) else {
            return Err(Illegal::Suicide);
        };
        if self.rules.ko != KoRule::Simple && self.may_repeat(p, outcome) {
            let hash = self.board.hash_after(p, color, outcome.suicide);
            if let Some(repeats) = self.positions.get(self.key(hash, color.opponent())) {
                return Err(Illegal::Superko { repeats });
            }
        }
        Ok(())
    }

    /// Whether the legal move at `p` could recreate an earlier position, by cheap
    /// tests that never say no wrongly: a move that takes nothing can only where a
    /// stone of the mover's colour was once removed (see `removed`), and no move can
    /// lead to stone counts that no earlier position had.
    #[inline]
    fn may_repeat(&self, p: Point, outcome: Outcome) -> bool {
        if outcome.suicide {
            return true;
        }
        if outcome.captures == 0 && !self.removed_here(p, self.to_move) {
            return false;
        }
        let (mine, theirs) = self.counts_after(outcome.captures);
        self.counts_seen(mine, theirs)
    }

    /// Stones of the side to move and of the opponent after a move that captures
    /// `captures` stones.
    #[inline(always)]
    fn counts_after(&self, captures: u32) -> (usize, usize) {
        let b = &self.board;
        (
            b.stone_count(self.to_move) + 1,
            b.stone_count(self.to_move.opponent()) - captures as usize,
        )
    }

    /// Whether an earlier position may have had these counts for the side to move and
    /// the opponent.
    #[inline(always)]
    fn counts_seen(&self, mine: usize, theirs: usize) -> bool {
        match self.to_move {
            Color::Black => self.positions.may_have_counts(mine, theirs),
            Color::White => self.positions.may_have_counts(theirs, mine),
        }
    }

    /// Stores an occurrence of the position as it stands under `key`, after move `n`;
    /// returns how many times it has occurred.
    #[inline(always)]
    fn remember(&mut self, key: u64, n: u32) -> u32 {
        let b = &self.board;
        let (black, white) = (b.stone_count(Color::Black), b.stone_count(Color::White));
        self.positions.note_counts(black, white);
        self.positions.insert(key, n)
    }

    /// A stone of `color` was once removed from `p` (see `removed`).
    #[inline(always)]
    fn removed_here(&self, p: Point, color: Color) -> bool {
        self.removed[p] & color.cell() != 0
    }

    /// The legality of every point for the side to move, row-major (`y * width + x`),
    /// `1` legal and `0` not, written into `out` (at least `width * height` long).
    pub fn legal_moves_into(&self, out: &mut [u8]) {
        let b = &self.board;
        let out = &mut out[..b.area()];
        if self.end.is_some() {
            out.fill(0);
            return;
        }
        let color = self.to_move;
        // Every move adds a stone of the mover's, so if no earlier position had as
        // many as it will, no move can repeat one (most of a random game's positions).
        let superko = self.rules.ko != KoRule::Simple
            && b.stone_count(color) < self.positions.most_stones(color);
        // Moves that take nothing can repeat a position only if some earlier position
        // had one more stone of the mover's and as many of the opponent's.
        let (mine, theirs) = self.counts_after(0);
        let quiet_may_repeat = self.counts_seen(mine, theirs);
        let removed = if quiet_may_repeat {
            &self.removed[..]
        } else {
            &NO_REMOVALS[..]
        };
        // The points that need a closer look: next to an opposing stone, without an
        // empty neighbour, or where a stone of the mover's colour was once removed.
        let decide = |p: Point, has_liberty: bool| {
            if !has_liberty && !b.is_playable(p, color) {
                // Suicide: forbidden, or (where the rules allow it) looked at in full.
                return self.rules.suicide && self.check(p).is_ok();
            }
            // Legal, unless it might repeat a position.
            let taken = b.captured_by(p, color);
            let may_repeat = superko
                && if taken == 0 {
                    quiet_may_repeat && self.removed_here(p, color)
                } else {
                    let (mine, theirs) = self.counts_after(taken);
                    self.counts_seen(mine, theirs)
                };
            !may_repeat || self.check(p).is_ok()
        };
        b.classify_moves(color, superko.then_some(removed), out, decide);
        if let Some(k) = self.ko {
            out[b.row_major(k)] = 0;
        }
    }

    /// The state before an action, for its [`Undo`] record.
    #[inline(always)]
    fn undo_record(&self, stored: bool) -> Undo {
        Undo::new(self.to_move, self.ko, self.passes, self.end, stored)
    }

    /// Plays a stone for the side to move at `p`. On success returns the stones it
    /// captured (see also [`Game::last_captured`]); on failure nothing changes.
    ///
    /// A legal move costs about what placing the stone costs. The stone is placed
    /// before suicide and superko are judged, and a refused one is lifted again
    /// ([`Board::unplace`]).
    pub fn play(&mut self, p: Point) -> Result<&[Point], Illegal> {
        self.play_as(self.to_move, p)
    }

    /// Plays a stone of `color` at `p`, in turn or not (an SGF record may give one
    /// player two moves in a row); afterwards the opponent of `color` is to move. The
    /// rules are those of [`Game::play`], except that the ko point forbids only the
    /// side to move: a stone out of turn may fill it. Under situational superko the
    /// position after the move is the one with the opponent of `color` to move.
    pub fn play_as(&mut self, color: Color, p: Point) -> Result<&[Point], Illegal> {
        self.check_point(p, color)?;
        self.revision += 1;
        // Played first and judged after, with what the move actually did; a refused
        // move is lifted again.
        let once_removed = self.removed_here(p, color);
        let start = self.removals.len();
        let removals = &mut self.removals;
        let placed = self.board.place(p, color, |s| removals.push(s));
        let may_repeat = placed.captured > 0 || placed.suicided > 0 || once_removed;
        if let Some(why) = self.refusal(color, &placed, may_repeat) {
            self.board
                .unplace_last(p, color, &self.removals[start..], &placed);
            self.removals.truncate(start);
            return Err(why);
        }
        // The game is not over (`check_point`), and a move in turn follows at most one
        // pass: the record is made from what the move changed.
        let undo = Undo {
            ko: self.ko.map_or(NO_KO, |k| k as u16),
            captured: placed.captured as u16,
            suicided: placed.suicided as u16,
            state: (self.to_move == Color::White) as u8 | 2 | (self.passes as u8) << 2,
            counts: placed.joined | placed.removed_chains << 4,
        };
        // A stone that joined one chain needs no log: undo finds the two heads again
        // (see `Board::unplace`).
        if placed.joined > 1 {
            self.merges.push(self.board.last_merges());
        }
        if start < self.removals.len() {
            let mut sizes = self.board.last_removed_chains();
            sizes[placed.removed_chains as usize..].fill(0);
            self.chain_sizes.push(sizes);
            self.note_removals(start, color, placed.captured as usize);
        }
        self.captures[color] += placed.captured;
        self.captures[color.opponent()] += placed.suicided;
        self.ko = placed.ko;
        self.passes = 0;
        self.to_move = color.opponent();
        self.move_number += 1;
        self.history.push(Action::Play(color, p));
        self.undo.push(undo);
        let key = self.key(self.board.hash(), self.to_move);
        let count = self.remember(key, self.move_number);
        if count > 1 {
            self.repeated(count);
        }
        Ok(&self.removals[start..])
    }

    /// Marks the points of the stones removed by a move of `color` (the entries of
    /// `removals` from `start`, `captured` of them the opponent's) in `removed`,
    /// keeping what each held for undo.
    #[cold]
    fn note_removals(&mut self, start: usize, color: Color, captured: usize) {
        for (i, &s) in self.removals[start..].iter().enumerate() {
            self.removed_before.push(self.removed[s]);
            let gone = if i < captured {
                color.opponent()
            } else {
                color
            };
            self.removed[s] |= gone.cell();
        }
    }

    /// The position just reached has occurred `count` times: under simple ko, the
    /// game ends with no result at the repetition limit.
    #[cold]
    fn repeated(&mut self, count: u32) {
        if self.rules.ko == KoRule::Simple && count >= self.rules.repetition_limit.max(2) {
            self.end = Some(End::Cycle);
        }
    }

    /// Whether the stone just placed for `color` (by [`Board::place`], which did
    /// `placed`) breaks a rule, which [`Game::check`] would have found beforehand:
    /// a suicide the rules forbid (a single stone's always), or, under superko, a
    /// repetition. `may_repeat`: the move took something, or went where a stone of its
    /// colour was once taken (a move that takes nothing elsewhere cannot repeat).
    /// Playing first is cheaper than judging first (no atari tests beforehand), and
    /// refusals are rare: the caller lifts the stone again.
    #[inline(always)]
    fn refusal(&self, color: Color, placed: &Placed, may_repeat: bool) -> Option<Illegal> {
        if placed.suicided > 0 && (!self.rules.suicide || placed.suicided == 1) {
            return Some(Illegal::Suicide);
        }
        if self.rules.ko == KoRule::Simple || !may_repeat {
            return None;
        }
        let key = self.key(self.board.hash(), color.opponent());
        self.seen_at(key)
            .map(|repeats| Illegal::Superko { repeats })
    }

    /// The move after which the position as it stands, under `key`, first arose:
    /// looked up only if an earlier position had its stone counts.
    #[inline(always)]
    fn seen_at(&self, key: u64) -> Option<u32> {
        let b = &self.board;
        let (black, white) = (b.stone_count(Color::Black), b.stone_count(Color::White));
        if !self.positions.may_have_counts(black, white) {
            return None;
        }
        self.positions.get(key)
    }

    /// The side to move passes. Two passes in a row end the game.
    pub fn pass(&mut self) -> Result<(), Illegal> {
        self.pass_as(self.to_move)
    }

    /// `color` passes, in turn or not; afterwards its opponent is to move. Two passes
    /// in a row by the two players end the game. A pass out of turn starts a new run
    /// (the same player passing twice does not end it) and leaves the position as it
    /// was: the same stones, the same side to move, the same ko point; so it is no new
    /// occurrence of the position either.
    pub fn pass_as(&mut self, color: Color) -> Result<(), Illegal> {
        if self.end.is_some() {
            return Err(Illegal::GameOver);
        }
        self.revision += 1;
        let in_turn = color == self.to_move;
        self.undo.push(self.undo_record(in_turn));
        self.move_number += 1;
        self.history.push(Action::Pass(color));
        if !in_turn {
            self.passes = 1;
            return Ok(());
        }
        self.ko = None;
        self.passes += 1;
        self.to_move = color.opponent();
        let key = self.key(self.board.hash(), self.to_move);
        let count = self.remember(key, self.move_number);
        if self.passes >= 2 {
            self.end = Some(End::Passes);
        } else if count > 1 {
            self.repeated(count);
        }
        Ok(())
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<(), Illegal> {
        if self.end.is_some() {
            return Err(Illegal::GameOver);
        }
        self.revision += 1;
        self.undo.push(self.undo_record(false));
        self.end = Some(End::Resignation(color));
        self.history.push(Action::Resign(color));
        Ok(())
    }

    /// Resumes play after the game ended by two passes (a dispute about life and
    /// death is settled by playing on). The side to move is the one after the last
    /// pass. Returns `false`, changing nothing, if the game did not end by passes.
    pub fn resume(&mut self) -> bool {
        if self.end != Some(End::Passes) {
            return false;
        }
        self.revision += 1;
        self.undo.push(self.undo_record(false));
        self.end = None;
        self.passes = 0;
        self.history.push(Action::Resume);
        true
    }

    /// Ends the game with no result ([`End::Cycle`]) by the players' agreement, while
    /// the current position repeats an earlier one ([`Game::repetition`]): they need
    /// not play the cycle round to the repetition limit. Returns `false`, changing
    /// nothing, if the game is over or the position does not repeat.
    pub fn end_no_result(&mut self) -> bool {
        if self.end.is_some() || self.repetition().is_none() {
            return false;
        }
        self.revision += 1;
        self.undo.push(self.undo_record(false));
        self.end = Some(End::Cycle);
        self.history.push(Action::NoResult);
        true
    }

    /// Sets up stones, as SGF's `AB`, `AW` and `AE` do: each point of `black` gets a
    /// black stone, of `white` a white one, of `empty` nothing, whatever it held;
    /// nothing is captured and no prisoners are counted. The side to move stays.
    ///
    /// A setup starts a new position (as Sabaki and KGS treat it): the ko point is
    /// lifted, the run of passes ends, and no position before the setup counts for
    /// superko or repetition afterwards. Undo takes it back like a move.
    ///
    /// Refused, changing nothing, if a point is off the board or named twice, the
    /// game is over, or a chain would be left without liberties.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn setup(
        &mut self,
        black: &[Point],
        white: &[Point],
        empty: &[Point],
    ) -> Result<(), InvalidSetup> {
        if self.end.is_some() {
            return Err(InvalidSetup::GameOver);
        }
        let named = [
            (black, Some(Color::Black)),
            (white, Some(Color::White)),
            (empty, None),
        ];
        let mut seen = vec![false; self.board.padded_len()];
        let mut changes = Vec::with_capacity(black.len() + white.len() + empty.len());
        for (points, after) in named {
            for &p in points {
                if p >= self.board.padded_len() || self.board.cell(p) == BORDER {
                    return Err(InvalidSetup::OutOfBounds(p));
                }
                if std::mem::replace(&mut seen[p], true) {
                    return Err(InvalidSetup::Repeated(p));
                }
                changes.push(SetupChange {
                    point: p,
                    before: self.board.color(p),
                    after,
                });
            }
        }
        // Set up on a copy: the board before is kept as it is (chain heads and lists
        // included) for undo, which takes the moves before the setup back exactly.
        let set: Vec<_> = changes.iter().map(|c| (c.point, c.after)).collect();
        let mut board = self.board.clone();
        if let Some(p) = board.set_up(&set) {
            return Err(InvalidSetup::NoLiberties(p));
        }
        self.setup_boards
            .push(std::mem::replace(&mut self.board, board));
        let n = self.setup_starts.len() as u32;
        self.setup_starts.push(self.setups.len() as u32);
        self.setups.extend_from_slice(&changes);
        self.new_position(Action::Setup(n));
        Ok(())
    }

    /// Sets the side to move, as SGF's `PL` does. Like [`Game::setup`], this starts
    /// a new position (the ko point is lifted, the run of passes ends, earlier
    /// positions no longer count) and undo takes it back. Refused with
    /// [`Illegal::GameOver`] after the end.
    pub fn set_to_move(&mut self, color: Color) -> Result<(), Illegal> {
        if self.end.is_some() {
            return Err(Illegal::GameOver);
        }
        self.new_position(Action::SetToMove(color));
        self.to_move = color;
        let key = self.key(self.board.hash(), self.to_move);
        self.remember(key, self.move_number);
        Ok(())
    }

    /// Records `action`, a setup or side-to-move setting, which starts a new position
    /// (see [`Game::setup`]), and stores the position as it stands.
    fn new_position(&mut self, action: Action) {
        self.revision += 1;
        self.undo.push(self.undo_record(true));
        self.history.push(action);
        self.ko = None;
        self.passes = 0;
        self.epoch += 1;
        self.salt = crate::zobrist::mix64(self.epoch as u64);
        if let Action::Setup(_) = action {
            let key = self.key(self.board.hash(), self.to_move);
            self.remember(key, self.move_number);
        }
    }

    /// Takes back the last action (stone, pass, resignation, resumption, setup…)
    /// exactly: the board, the side to move, the ko, prisoners and the positions
    /// remembered are as before it. Returns `false` if there is nothing to take back.
    /// Costs about what the action cost: a move's undo puts back the chains it took,
    /// splits the chains its stone joined (walking the smaller of two large ones) and
    /// lifts the stone ([`Board::unplace`]); a setup's puts back the board before it.
    pub fn undo(&mut self) -> bool {
        let (Some(action), Some(undo)) = (self.history.pop(), self.undo.pop()) else {
            return false;
        };
        self.revision += 1;
        if undo.stored() {
            let key = self.key(self.board.hash(), self.to_move);
            self.positions.remove(key);
        }
        match action {
            Action::Play(color, p) => {
                let (captured, suicided) = (undo.captured as usize, undo.suicided as usize);
                let start = self.removals.len() - captured - suicided;
                let gone = &self.removals[start..];
                if !gone.is_empty() {
                    let before = &self.removed_before[self.removed_before.len() - gone.len()..];
                    for (&s, &was) in gone.iter().zip(before) {
                        self.removed[s] = was;
                    }
                    self.removed_before
                        .truncate(self.removed_before.len() - gone.len());
                }
                let merges = match undo.joined() {
                    0 | 1 => [(0, 0); 4],
                    _ => self.merges.pop().unwrap_or_default(),
                };
                let logged = if undo.joined() > 1 { undo.joined() } else { 0 };
                let chains = match undo.chains() {
                    0 => [0; 4],
                    _ => self.chain_sizes.pop().unwrap_or_default(),
                };
                let placed = Placed {
                    captured: captured as u32,
                    suicided: suicided as u32,
                    ko: None,
                    joined: undo.joined() as u8,
                    removed_chains: undo.chains() as u8,
                };
                let (chains, merges) = (&chains[..undo.chains()], &merges[..logged]);
                self.board.unplace(p, color, &placed, gone, chains, merges);
                self.removals.truncate(start);
                self.captures[color] -= captured as u32;
                self.captures[color.opponent()] -= suicided as u32;
                self.move_number -= 1;
            }
            Action::Pass(_) => self.move_number -= 1,
            Action::Resign(_) | Action::Resume | Action::NoResult => {}
            Action::Setup(n) => {
                let start = self.setup_starts[n as usize] as usize;
                if let Some(board) = self.setup_boards.pop() {
                    self.board = board;
                }
                self.setups.truncate(start);
                self.setup_starts.pop();
                self.leave_position();
            }
            Action::SetToMove(_) => self.leave_position(),
        }
        self.to_move = undo.to_move();
        self.ko = (undo.ko != NO_KO).then_some(undo.ko as Point);
        self.passes = undo.passes();
        self.end = undo.end();
        true
    }

    /// Undo of [`Game::new_position`]: back to the positions before it.
    fn leave_position(&mut self) {
        self.epoch -= 1;
        self.salt = match self.epoch {
            0 => 0,
            e => crate::zobrist::mix64(e as u64),
        };
    }

    /// Goes back to the position after move `n` (0 = the start), dropping every later
    /// action. Returns `false`, changing nothing, if `n` is beyond the current move.
    pub fn undo_to(&mut self, n: u32) -> bool {
        if n > self.move_number {
            return false;
        }
        let mut moves = 0;
        let mut keep = 0;
        for (i, a) in self.history.iter().enumerate() {
            if moves == n {
                break;
            }
            if matches!(a, Action::Play(..) | Action::Pass(_)) {
                moves += 1;
            }
            keep = i + 1;
        }
        self.truncate(keep);
        true
    }

    /// Takes back actions until `actions` remain in the record (see
    /// [`Game::history`]); nothing if it has no more. Returns whether anything was
    /// taken back.
    pub fn truncate(&mut self, actions: usize) -> bool {
        let taken = self.history.len() > actions;
        while self.history.len() > actions {
            self.undo();
        }
        taken
    }
}
