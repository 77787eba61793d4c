//! The commands that set a game up and play it: board size, clearing, komi, moves,
//! generated moves, undo, handicaps, clocks.

use std::borrow::Cow;

use super::input::{self, exactly, SYNTAX};
use super::{Answer, Engine, Reply, Session};
use crate::board::{Point, MAX_SIZE, MIN_SIZE};
use crate::color::Color;
use crate::game::{handicap_points, Action, Game, Handicap, Illegal};
use crate::rules::{HalfPoints, Rules};

/// The most stones a standard handicap placement has.
const MOST_STANDARD_STONES: u32 = 9;

impl<E: Engine> Session<E> {
    /// `boardsize n`: a new empty board of n×n.
    pub(super) fn boardsize(&mut self, args: &[&str]) -> Answer {
        let [size] = exactly(args)?;
        let size = input::count(size)? as usize;
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err("unacceptable size".into());
        }
        let game = self.empty_game(size, size, Handicap::None)?;
        self.replace_game(game);
        Ok(String::new())
    }

    /// `clear_board`: the board emptied, the record and the prisoners forgotten.
    pub(super) fn clear_board(&mut self) -> Answer {
        let (w, h) = self.dimensions();
        let game = self.empty_game(w, h, Handicap::None)?;
        self.replace_game(game);
        Ok(String::new())
    }

    /// `komi k`: a whole or half number of points, for this game and the next.
    pub(super) fn komi(&mut self, args: &[&str]) -> Answer {
        let [text] = exactly(args)?;
        let komi = HalfPoints::from_points(input::float(text)?)
            .ok_or("komi must be a whole or half number")?;
        self.config.rules.komi = komi;
        if komi == self.game.rules().komi {
            return Ok(String::new());
        }
        let rules = Rules {
            komi,
            ..*self.game.rules()
        };
        // The same moves under the same rules but the komi: the replay cannot fail.
        let game = super::replay(&self.game, rules).ok_or("cannot set komi")?;
        self.replace_game(game);
        Ok(String::new())
    }

    /// `play color vertex`: a stone or a pass, in turn or not.
    pub(super) fn play(&mut self, args: &[&str]) -> Answer {
        let [color, vertex] = exactly(args)?;
        let color = input::color(color)?;
        let m = input::vertex(self.game.board(), vertex)?;
        self.apply(color, m).map_err(|_| "illegal move")?;
        Ok(String::new())
    }

    /// Plays `m` for `color`, resuming the game first if two passes ended it; on a
    /// refusal the game is as it was.
    fn apply(&mut self, color: Color, m: Option<Point>) -> Result<(), Illegal> {
        let resumed = self.game.resume();
        let played = match m {
            Some(p) => self.game.play_as(color, p).map(drop),
            None => self.game.pass_as(color),
        };
        if played.is_err() && resumed {
            self.game.undo();
        }
        played
    }

    /// `genmove color` (and `kgs-genmove_cleanup color` with `cleanup`): the engine's
    /// move, played.
    pub(super) fn genmove(&mut self, args: &[&str], cleanup: bool) -> Answer {
        let [color] = exactly(args)?;
        let color = input::color(color)?;
        let asked = for_color(&self.game, color);
        let reply = self.engine.genmove(&asked, cleanup)?;
        match reply {
            Reply::Resign => Ok("resign".into()),
            Reply::Pass => {
                self.apply(color, None)
                    .map_err(|_| "the game refused a pass")?;
                Ok("pass".into())
            }
            Reply::Play(p) => {
                let name = input::vertex_name(self.game.board(), p)
                    .ok_or("the engine chose a point off the board")?;
                self.apply(color, Some(p)).map_err(|e| {
                    format!("the engine chose an illegal move: {name} ({})", e.code())
                })?;
                Ok(name)
            }
        }
    }

    /// `undo`: takes back the last move (a stone or a pass); not a handicap, nor the
    /// setup of a loaded file.
    pub(super) fn undo(&mut self) -> Answer {
        let history = self.game.history();
        let last = history
            .iter()
            .rposition(|a| !matches!(a, Action::Resume | Action::Resign(_) | Action::NoResult));
        let last =
            last.filter(|&i| matches!(history.get(i), Some(Action::Play(..) | Action::Pass(_))));
        let Some(i) = last else {
            return Err("cannot undo".into());
        };
        self.game.truncate(i);
        // A move after the passes that ended the game resumed it: back to the end.
        while matches!(self.game.history().last(), Some(Action::Resume)) {
            self.game.undo();
        }
        self.engine.reset();
        Ok(String::new())
    }

    /// `fixed_handicap n`: the standard points, on an empty board.
    pub(super) fn fixed_handicap(&mut self, args: &[&str]) -> Answer {
        let [n] = exactly(args)?;
        let n = input::count(n)?;
        self.require_empty()?;
        let (w, h) = self.dimensions();
        if n < 2 || handicap_points(w, h, n).is_none() {
            return Err("invalid number of stones".into());
        }
        self.set_handicap(Handicap::Fixed(n))
    }

    /// `place_free_handicap n`: the standard points as far as they go (nine on large
    /// odd boards), then the engine's choices for Black; fewer stones if the engine
    /// passes first, as GTP allows.
    pub(super) fn place_free_handicap(&mut self, args: &[&str]) -> Answer {
        let [n] = exactly(args)?;
        let n = input::count(n)?;
        self.require_empty()?;
        let (w, h) = self.dimensions();
        if n < 2 || n as usize >= w * h {
            return Err("invalid number of stones".into());
        }
        let mut stones = (2..=n.min(MOST_STANDARD_STONES))
            .rev()
            .find_map(|k| handicap_points(w, h, k))
            .unwrap_or_default();
        while stones.len() < n as usize {
            match self.engine_stone(&stones) {
                Some(xy) => stones.push(xy),
                None => break,
            }
        }
        if stones.is_empty() {
            return Err("invalid number of stones".into());
        }
        self.set_handicap(Handicap::Free(stones))
    }

    /// A further handicap stone the engine chooses, Black to move among `stones`;
    /// `None` if it passes, resigns or names a point it may not take.
    fn engine_stone(&mut self, stones: &[(usize, usize)]) -> Option<(usize, usize)> {
        let (w, h) = self.dimensions();
        let mut game = self
            .empty_game(w, h, Handicap::Free(stones.to_vec()))
            .ok()?;
        if game.to_move() != Color::Black {
            game.set_to_move(Color::Black).ok()?;
        }
        let Ok(Reply::Play(p)) = self.engine.genmove(&game, false) else {
            return None;
        };
        input::vertex_name(game.board(), p)?;
        if !game.is_legal(p) {
            return None;
        }
        let xy = game.board().xy(p);
        let more = [stones, &[xy]].concat();
        self.empty_game(w, h, Handicap::Free(more)).ok()?;
        Some(xy)
    }

    /// `set_free_handicap vertex…`: Black's stones where the controller puts them.
    pub(super) fn set_free_handicap(&mut self, args: &[&str]) -> Answer {
        self.require_empty()?;
        let (w, h) = self.dimensions();
        if args.len() < 2 || args.len() >= w * h {
            return Err("bad vertex list".into());
        }
        let mut stones = Vec::with_capacity(args.len());
        for a in args {
            match input::vertex(self.game.board(), a) {
                Ok(Some(p)) => stones.push(self.game.board().xy(p)),
                _ => return Err("bad vertex list".into()),
            }
        }
        let game = self
            .empty_game(w, h, Handicap::Free(stones))
            .map_err(|_| "bad vertex list")?;
        self.replace_game(game);
        Ok(String::new())
    }

    /// A new game with `handicap`; the answer lists its stones.
    fn set_handicap(&mut self, handicap: Handicap) -> Answer {
        let (w, h) = self.dimensions();
        let game = self
            .empty_game(w, h, handicap)
            .map_err(|_| "invalid number of stones")?;
        let board = game.board();
        let names: Vec<String> = game
            .handicap_placement()
            .iter()
            .filter_map(|&p| input::vertex_name(board, p))
            .collect();
        self.replace_game(game);
        Ok(names.join(" "))
    }

    /// Refuses a handicap on a board with stones.
    fn require_empty(&self) -> Result<(), String> {
        let b = self.game.board();
        if b.stone_count(Color::Black) + b.stone_count(Color::White) > 0 {
            return Err("board not empty".into());
        }
        Ok(())
    }

    /// `time_settings main byo-yomi stones`.
    pub(super) fn time_settings(&mut self, args: &[&str]) -> Answer {
        let [main, byo_yomi, stones] = exactly(args)?;
        let (main, byo_yomi) = (input::seconds(main)?, input::seconds(byo_yomi)?);
        let stones = input::count(stones)?;
        self.engine.time_settings(main, byo_yomi, stones);
        Ok(String::new())
    }

    /// `time_left color seconds stones`.
    pub(super) fn time_left(&mut self, args: &[&str]) -> Answer {
        let [color, seconds, stones] = exactly(args)?;
        let color = input::color(color)?;
        let (seconds, stones) = (input::seconds(seconds)?, input::count(stones)?);
        self.engine.time_left(color, seconds, stones);
        Ok(String::new())
    }

    /// The board's width and height.
    pub(super) fn dimensions(&self) -> (usize, usize) {
        let b = self.game.board();
        (b.width(), b.height())
    }

    /// A new game of the session's rules.
    fn empty_game(&self, w: usize, h: usize, handicap: Handicap) -> Result<Game, String> {
        Game::new(w, h, self.config.rules, handicap).map_err(|_| SYNTAX.into())
    }
}

/// `game` as the engine is to see it for a move of `color`: play resumed if two
/// passes ended it, and `color` to move. A copy only when one of them changes it.
pub(super) fn for_color(game: &Game, color: Color) -> Cow<'_, Game> {
    if !game.is_over() && game.to_move() == color {
        return Cow::Borrowed(game);
    }
    let mut game = game.clone();
    game.resume();
    if game.to_move() != color {
        // Not over after `resume` (GTP games end only by passes): this succeeds.
        let _ = game.set_to_move(color);
    }
    Cow::Owned(game)
}
