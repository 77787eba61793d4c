//! When to pass and when to resign. The search knows only who wins the playouts; the
//! end of a game is decided by the count the players would agree on, so these
//! decisions read the count with the dead-stone guess ([`Game::guess_dead`]), never
//! a raw area count.
//!
//! The bot passes when passing does not lose and either the opponent has just
//! passed (the game then ends) or nothing is left to gain: no legal move takes dame
//! (under area counting; under territory counting dame are worth nothing, and a
//! move in one's own territory costs a point), takes a chain the count takes as
//! alive, saves an own chain in atari, or lands on a point the playouts leave
//! undecided. Under area counting, passing also needs the count with every stone
//! on the board alive to agree, so that opposing dead stones that decide the game
//! are captured rather than left to an agreement. It never passes while passing
//! loses and it has a move.

use super::search::Search;
use crate::board::Point;
use crate::color::Color;
use crate::count::{area_counts, decide as decide_count};
use crate::game::Game;
use crate::life::Options as LifeOptions;
use crate::rules::{HalfPoints, Scoring};
use crate::score::{Score, Winner};

/// Below this chance of winning, a search finds the game clearly lost.
pub(crate) const RESIGN_WINRATE: f32 = 0.08;
/// A search needs this many playouts for its verdict to count towards resigning.
pub(crate) const RESIGN_PLAYOUTS: u32 = 1000;
/// Searches in a row that must find the game clearly lost before the bot resigns.
pub(crate) const RESIGN_SEARCHES: u32 = 3;

/// Below this share of the points with a clear owner in the playouts, the game is
/// not near its end and passing is not considered unless the opponent passed.
const SETTLED_SHARE: f32 = 0.9;
/// A point's playout owner at least this far from 0 is clear.
const CLEAR_OWNER: f32 = 0.7;

/// The move to play (`None`: pass) once the search has ranked the root's moves,
/// most simulated first; `winrate` is the first one's. Resigning is the caller's.
///
/// Near the end (the opponent passed, or most points have a clear owner) the count
/// with the guessed dead stones decides: the bot passes when that does not lose and
/// the opponent passed, or when the opponent's last stone went into its own settled
/// area and no move gains anything. Otherwise, while the game goes on, it plays the
/// search's move; after the opponent's pass, the most simulated move that gains
/// something, and with none the search's move only if the search expects it to win,
/// else it passes (filling its own area could only cost it eyes).
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn decide(
    game: &Game,
    search: &Search,
    ranked: &[Point],
    winrate: f32,
    cleanup: bool,
) -> Option<Point> {
    let &best = ranked.first()?;
    let me = game.to_move();
    let last = game.last_move();
    let opponent_passed = last == Some((me.opponent(), None));
    if !opponent_passed && !settled(game, search) {
        return Some(best);
    }
    let Some(count) = guessed_count(game) else {
        return Some(best);
    };
    let safe = passing_is_safe(game, &count, cleanup);
    let gaining = ranked
        .iter()
        .copied()
        .find(|&p| gains(game, search, &count, p, cleanup));
    // Nothing to answer: no move yet, a pass, or a stone into the opponent's own area.
    let harmless = match last {
        None | Some((_, None)) => true,
        Some((c, Some(l))) => c == me.opponent() && owned_by(search, l, c),
    };
    if safe && (opponent_passed || (harmless && gaining.is_none())) {
        return None;
    }
    if !opponent_passed {
        // The game goes on: the search's move, whatever it is (a defence inside
        // one's own area gains no point of the count, and may be the move).
        return Some(best);
    }
    gaining.or((winrate > 0.5).then_some(best))
}

/// `p` belongs to `color` in most playouts.
fn owned_by(search: &Search, p: Point, color: Color) -> bool {
    let owner = search.owner(p) * f32::from(color.sign());
    owner >= CLEAR_OWNER
}

/// The count with the guessed dead stones gives the game to the opponent of the
/// side to move: the second witness a resignation needs beside the search.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn count_loses(game: &Game) -> bool {
    let me = game.to_move();
    guessed_count(game).is_some_and(|c| match c.winner {
        Winner::Black => me == Color::White,
        Winner::White => me == Color::Black,
        Winner::Draw | Winner::NoResult => false,
    })
}

/// Most points have a clear owner in the playouts.
#[cfg_attr(tengen_nightly, optimize(size))]
fn settled(game: &Game, search: &Search) -> bool {
    let board = game.board();
    let clear = board
        .points()
        .filter(|&p| search.owner(p).abs() >= CLEAR_OWNER)
        .count();
    clear as f32 >= SETTLED_SHARE * board.area() as f32
}

/// The count of the position with the dead stones the guess proposes.
#[cfg_attr(tengen_nightly, optimize(size))]
fn guessed_count(game: &Game) -> Option<Score> {
    let dead = game.guess_dead(&LifeOptions::default());
    game.score(&dead).ok()
}

/// Ending the game now does not lose for the side to move: by the guessed count,
/// and under area counting by the count of every stone on the board too, unless no
/// opposing stone is taken as dead. With `cleanup`, no opposing stone may be taken
/// as dead at all.
#[cfg_attr(tengen_nightly, optimize(size))]
fn passing_is_safe(game: &Game, count: &Score, cleanup: bool) -> bool {
    let me = game.to_move();
    let mine = |w: Winner| match w {
        Winner::Draw => true,
        Winner::Black => me == Color::Black,
        Winner::White => me == Color::White,
        Winner::NoResult => false,
    };
    if !mine(count.winner) {
        return false;
    }
    let board = game.board();
    let opposing_dead = count
        .dead
        .iter()
        .any(|&p| board.color(p) == Some(me.opponent()));
    if cleanup && opposing_dead {
        return false;
    }
    if game.rules().scoring == Scoring::Area && opposing_dead {
        let area = area_counts(board);
        let (b, w) = (
            HalfPoints(2 * area.black as i32),
            HalfPoints(2 * area.white as i32),
        );
        return mine(decide_count(game.rules(), game.handicap_stones(), b, w).winner);
    }
    true
}

/// Playing `p` may still change the count: it takes dame (under area counting),
/// takes a chain the count takes as alive, saves an own chain in atari, lands on a
/// point the playouts leave undecided, or (under area counting, or with `cleanup`)
/// takes a liberty of an opposing chain the count takes as dead, which costs nothing
/// there and removes what an agreement would otherwise have to remove.
#[cfg_attr(tengen_nightly, optimize(size))]
fn gains(game: &Game, search: &Search, count: &Score, p: Point, cleanup: bool) -> bool {
    let board = game.board();
    let me = game.to_move();
    let area = game.rules().scoring == Scoring::Area;
    if count.dame.contains(&p) {
        return area;
    }
    let opposing = |n: Point| board.color(n) == Some(me.opponent());
    let takes_living = board
        .neighbors(p)
        .into_iter()
        .any(|n| opposing(n) && board.atari_liberty(n) == Some(p) && !count.dead.contains(&n));
    let saves = board
        .neighbors(p)
        .into_iter()
        .any(|n| board.color(n) == Some(me) && board.atari_liberty(n) == Some(p));
    let undecided = search.owner(p).abs() < CLEAR_OWNER && !count.seki.contains(&p);
    let removes_dead = (area || cleanup)
        && board
            .neighbors(p)
            .into_iter()
            .any(|n| opposing(n) && count.dead.contains(&n));
    takes_living || saves || undecided || removes_dead
}
