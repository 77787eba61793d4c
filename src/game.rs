//! A game: turns, passes, resignation, the end, ko and superko, handicap, undo.
//!
//! The board knows stones and chains; the game adds what depends on history (after
//! KataGo's split between board and history): whose turn it is, the simple-ko point,
//! the table of earlier positions for superko and cycle detection, prisoners, and the
//! record of moves that undo replays.
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
    /// A stone by the side to move.
    Play(Point),
    /// A pass by the side to move.
    Pass,
    /// A resignation by the given player.
    Resign(Color),
    /// Play resumed after two passes (Chinese rules settle disputes by playing on).
    Resume,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Two consecutive passes: count the game.
    Passes,
    /// The given player resigned.
    Resignation(Color),
    /// A whole-board position repeated under rules without superko (triple ko and
    /// other long cycles): no result (特殊和局).
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
    /// The player of the next move from the front, and of the next from the back.
    front: Color,
    back: Color,
}

/// The point of a stone or pass, `None` for the other actions.
fn move_of(a: &Action) -> Option<Option<Point>> {
    match *a {
        Action::Play(p) => Some(Some(p)),
        Action::Pass => Some(None),
        Action::Resign(_) | Action::Resume => None,
    }
}

impl Iterator for Moves<'_> {
    type Item = (Color, Option<Point>);

    fn next(&mut self) -> Option<Self::Item> {
        let p = self.actions.by_ref().find_map(move_of)?;
        let color = self.front;
        self.front = color.opponent();
        Some((color, p))
    }
}

impl DoubleEndedIterator for Moves<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let p = self.actions.by_ref().rev().find_map(move_of)?;
        let color = self.back;
        self.back = color.opponent();
        Some((color, p))
    }
}

/// `Game::removed` of a game where nothing was ever removed (for any board size).
static NO_REMOVALS: [u8; MAX_CELLS + CELLS_PAD] = [0; MAX_CELLS + CELLS_PAD];

/// A game of Go under a set of [`Rules`].
///
/// Its count, [`Game::score`] and [`Game::result`], is defined in `score.rs`.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// The handicap stones, from which undo rebuilds the starting position.
    handicap: Vec<Point>,
    board: Board,
    to_move: Color,
    ko: Option<Point>,
    passes: u32,
    end: Option<End>,
    captures: ByColor<u32>,
    move_number: u32,
    history: Vec<Action>,
    positions: PositionTable,
    captured: Vec<Point>,
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
            history: Vec::with_capacity(2 * area),
            positions: PositionTable::with_capacity(2 * area),
            captured: Vec::with_capacity(area),
            revision: 0,
        };
        game.set_up();
        if game.board.stone_count(Color::Black) != game.handicap.len() {
            return Err(SetupError::Handicap(HandicapError::NoLiberty));
        }
        Ok(game)
    }

    /// Puts the handicap stones on the board (empty, as `removed` and `positions`)
    /// and remembers the starting position.
    fn set_up(&mut self) {
        for &p in &self.handicap {
            self.board.place_quietly(p, Color::Black);
        }
        self.to_move = if self.handicap.is_empty() {
            Color::Black
        } else {
            Color::White
        };
        let key = self.key(self.board.hash(), self.to_move);
        self.remember(key, 0);
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

    /// Moves played so far, passes included (handicap stones are not moves).
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

    /// The stones removed by the last move.
    pub fn last_captured(&self) -> &[Point] {
        &self.captured
    }

    /// The stones and passes played, in order, each with its player: the game record
    /// without resignations and resumptions. Black moves first, White after a
    /// handicap. Double-ended: `moves().next_back()` is the last move, found at once.
    pub fn moves(&self) -> Moves<'_> {
        Moves {
            actions: self.history.iter(),
            front: if self.handicap.is_empty() {
                Color::Black
            } else {
                Color::White
            },
            // Each stone or pass hands the turn over; nothing else does.
            back: self.to_move.opponent(),
        }
    }

    /// The last stone or pass played, with its player. `None` before the first move.
    pub fn last_move(&self) -> Option<(Color, Option<Point>)> {
        // Resignations and resumptions are not turns (see `moves`).
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

    #[inline(always)]
    fn key(&self, board_hash: u64, to_move: Color) -> u64 {
        match self.rules.ko {
            KoRule::Positional => board_hash,
            KoRule::Simple | KoRule::Situational => {
                board_hash
                    ^ if to_move == Color::White {
                        WHITE_TO_MOVE
                    } else {
                        0
                    }
            }
        }
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
        self.check_point(p)?;
        self.check_stone(p)
    }

    /// The checks of a move that do not look at the neighbours: on the board, the
    /// game not over, the point empty and not the ko point.
    #[inline(always)]
    fn check_point(&self, p: Point) -> Result<(), Illegal> {
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
        if self.ko == Some(p) {
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
        if outcome.captures == 0 && !self.removed_here(p) {
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

    /// Stores the position as it stands under `key`, after move `n`.
    fn remember(&mut self, key: u64, n: u32) {
        self.positions.insert(key, n);
        let b = &self.board;
        self.positions
            .note_counts(b.stone_count(Color::Black), b.stone_count(Color::White));
    }

    /// A stone of the side to move was once removed from `p` (see `removed`).
    #[inline(always)]
    fn removed_here(&self, p: Point) -> bool {
        self.removed[p] & self.to_move.cell() != 0
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
                    quiet_may_repeat && self.removed_here(p)
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

    /// Plays a stone for the side to move at `p`. On success returns the stones it
    /// captured (see also [`Game::last_captured`]); on failure nothing changes.
    ///
    /// A legal move costs about what placing the stone costs. The stone is placed
    /// before suicide and superko are judged, so refusing one of those replays the
    /// game from its start (microseconds for a few hundred moves): callers that try
    /// many moves blindly should ask [`Game::is_legal`] or
    /// [`Game::legal_moves_into`] first.
    pub fn play(&mut self, p: Point) -> Result<&[Point], Illegal> {
        self.check_point(p)?;
        self.revision += 1;
        let color = self.to_move;
        // Played first and judged after, with what the move actually did; a refused
        // move is taken back by replaying the record (see `refusal`).
        let once_removed = self.removed_here(p);
        self.captured.clear();
        let captured = &mut self.captured;
        let placed = self.board.place(p, color, |s| captured.push(s));
        let may_repeat = placed.captured > 0 || placed.suicided > 0 || once_removed;
        if let Some(why) = self.refusal(color, &placed, may_repeat) {
            self.truncate_history(self.history.len());
            return Err(why);
        }
        // Captures come first, then the mover's own stones of a multi-stone suicide.
        let (theirs, ours) = self.captured.split_at(placed.captured as usize);
        for &s in theirs {
            self.removed[s] |= color.opponent().cell();
        }
        for &s in ours {
            self.removed[s] |= color.cell();
        }
        self.captures[color] += placed.captured;
        self.captures[color.opponent()] += placed.suicided;
        self.ko = placed.ko;
        self.passes = 0;
        self.to_move = color.opponent();
        self.move_number += 1;
        self.history.push(Action::Play(p));
        let key = self.key(self.board.hash(), self.to_move);
        if self.rules.ko == KoRule::Simple && may_repeat && self.seen_at(key).is_some() {
            self.end = Some(End::Cycle);
        }
        self.remember(key, self.move_number);
        Ok(&self.captured)
    }

    /// Whether the stone just placed for `color` (by [`Board::place`], which did
    /// `placed`) breaks a rule, which [`Game::check`] would have found beforehand:
    /// a suicide the rules forbid (a single stone's always), or, under superko, a
    /// repetition. `may_repeat`: the move took something, or went where a stone of its
    /// colour was once taken (a move that takes nothing elsewhere cannot repeat).
    /// Playing first is cheaper than judging first (no atari tests beforehand), and
    /// refusals are rare: the caller takes the move back by replaying the record.
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
        if self.end.is_some() {
            return Err(Illegal::GameOver);
        }
        self.revision += 1;
        self.captured.clear();
        self.ko = None;
        self.passes += 1;
        self.to_move = self.to_move.opponent();
        self.move_number += 1;
        self.history.push(Action::Pass);
        let key = self.key(self.board.hash(), self.to_move);
        self.remember(key, self.move_number);
        if self.passes >= 2 {
            self.end = Some(End::Passes);
        }
        Ok(())
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<(), Illegal> {
        if self.end.is_some() {
            return Err(Illegal::GameOver);
        }
        self.revision += 1;
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
        self.end = None;
        self.passes = 0;
        self.history.push(Action::Resume);
        true
    }

    /// Takes back the last action (stone, pass, resignation or resumption). Returns
    /// `false` if there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        let Some(n) = self.history.len().checked_sub(1) else {
            return false;
        };
        self.truncate_history(n);
        true
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
            if matches!(a, Action::Play(_) | Action::Pass) {
                moves += 1;
            }
            keep = i + 1;
        }
        self.truncate_history(keep);
        true
    }

    /// Replays the first `keep` actions from the starting position.
    fn truncate_history(&mut self, keep: usize) {
        self.revision += 1;
        let mut actions = std::mem::take(&mut self.history);
        actions.truncate(keep);
        self.board.clear();
        self.ko = None;
        self.passes = 0;
        self.end = None;
        self.captures = ByColor::default();
        self.move_number = 0;
        self.captured.clear();
        self.removed.fill(0);
        self.positions.clear();
        self.set_up();
        self.history.clear();
        self.history.reserve(actions.len());
        // Every action was legal when played, and replaying is deterministic.
        for a in actions.iter() {
            let _ = match *a {
                Action::Play(p) => self.play(p).map(|_| ()),
                Action::Pass => self.pass(),
                Action::Resign(c) => self.resign(c),
                Action::Resume => {
                    self.resume();
                    Ok(())
                }
            };
        }
    }
}
