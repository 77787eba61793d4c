//! The Go Text Protocol (GTP version 2) for a computer player: a [`Session`] takes
//! command lines and returns the responses, keeping the game; an [`Engine`] chooses
//! the moves. Nothing here reads or writes: the `tengen-gtp` binary does the I/O, and
//! a program running the WebAssembly package could drive a session the same way.
//!
//! ```
//! use tengen::gtp::{Config, Engine, Reply, Report, Session};
//! use tengen::{Color, Game};
//!
//! /// Passes, always.
//! struct Passer;
//! impl Engine for Passer {
//!     fn genmove(&mut self, _: &Game, _: bool) -> Result<Reply, String> {
//!         Ok(Reply::Pass)
//!     }
//!     fn time_settings(&mut self, _: u32, _: u32, _: u32) {}
//!     fn time_left(&mut self, _: Color, _: u32, _: u32) {}
//!     fn analyze(&mut self, _: &Game, _: u32, _: usize) -> Report {
//!         Report::default()
//!     }
//! }
//!
//! let mut gtp = Session::new(Passer, Config::default());
//! assert_eq!(gtp.execute("1 boardsize 9").text, "=1 \n\n");
//! assert_eq!(gtp.execute("play b e5").text, "= \n\n");
//! assert_eq!(gtp.execute("genmove w").text, "= pass\n\n");
//! assert_eq!(gtp.execute("play w e5").text, "? illegal move\n\n");
//! ```
//!
//! The commands are GTP v2's (`protocol_version`, `name`, `version`,
//! `known_command`, `list_commands`, `quit`, `boardsize`, `clear_board`, `komi`,
//! `play`, `genmove`, `undo`, `final_score`, `final_status_list`, `fixed_handicap`,
//! `place_free_handicap`, `set_free_handicap`, `time_settings`, `time_left`,
//! `loadsgf`, `showboard`), KGS's `kgs-genmove_cleanup`, Leela Zero's `lz-analyze`
//! and KataGo's `kata-analyze` (and its form for Sabaki, `analyze`), whose answers
//! go on until the next line of input (see [`Session::analysis_step`]), and KataGo's
//! `kata-raw-nn`, the network's own outputs, for an engine with a network
//! ([`Engine::raw_nn`]). Errors are answered with the texts of the specification
//! (`? illegal move`, `? unacceptable size`, `? syntax error`, …).
//!
//! GTP knows no end of the game: a move after two passes resumes play, a move out of
//! turn is played for the colour named (as [`Game::play_as`] does), and under simple
//! ko no repetition ends the game (the controller decides when a game is over).

mod analyze;
mod bot;
mod count;
mod input;
mod numbers;
mod raw_nn;
mod replay;
mod setup;
mod show;

use crate::board::{Point, MAX_SIZE, MIN_SIZE};
use crate::color::Color;
use crate::game::{Game, Handicap};
use crate::net::Evaluation;
use crate::rules::Rules;

pub use bot::{BotEngine, NET_SIDES};
use replay::replay;

/// What an engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A stone on this point.
    Play(Point),
    /// A pass.
    Pass,
    /// The engine resigns.
    Resign,
}

/// One move an analysis considers, as `lz-analyze` and `kata-analyze` report it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Candidate {
    /// The move (`None`: a pass).
    pub point: Option<Point>,
    /// How often the search visited it (0: a move reported only because the
    /// analysis asked for more moves than were visited, `minmoves`).
    pub visits: u32,
    /// The winning chance of the side to move after it, from 0 to 1.
    pub winrate: f32,
    /// The search's prior for it, from 0 to 1.
    pub prior: f32,
    /// The expected continuation, this move first (a line not starting with it gets
    /// it put in front).
    pub pv: Vec<Option<Point>>,
    /// The score after it, for a search that weighs the score (`None`: one that
    /// does not, as the playout search).
    pub score: Option<ScoreInfo>,
}

/// What a search that weighs the score knows of a move or a position besides the
/// winrate: `kata-analyze`'s `utility`, `scoreLead` and `scoreStdev`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ScoreInfo {
    /// The side to move's expected lead, in points.
    pub lead: f32,
    /// The standard deviation of the final score, in points.
    pub stdev: f32,
    /// The search's utility for the side to move: what it ranks moves by (for
    /// tengen's network search, win − loss plus a share of the score, about −1.3
    /// to 1.3).
    pub utility: f32,
}

/// What an engine's analysis has found so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// The candidates, in any order (the session sorts them).
    pub moves: Vec<Candidate>,
    /// Visits of the position analysed.
    pub visits: u32,
    /// The side to move's winning chance, from 0 to 1.
    pub winrate: f32,
    /// The position's score, for a search that weighs it.
    pub score: Option<ScoreInfo>,
    /// The expected final owner of each point, row-major from the top left, −1
    /// (White) to 1 (Black); empty when the engine has none.
    pub ownership: Vec<f32>,
}

/// A player behind the protocol: the seam between GTP and a search.
pub trait Engine {
    /// A move for the side to move in `game`: the session has made `game.to_move()`
    /// the colour asked for, and the game is not over. `cleanup`: KGS's
    /// `kgs-genmove_cleanup`, in which every dead opposing stone is to be captured
    /// before passing. An `Err` is answered as `? ` and its text.
    fn genmove(&mut self, game: &Game, cleanup: bool) -> Result<Reply, String>;

    /// `time_settings`: main time, byo-yomi period and stones per period (0 stones:
    /// no byo-yomi; 0 byo-yomi time with stones: no time limit).
    fn time_settings(&mut self, main_s: u32, byo_yomi_s: u32, byo_yomi_stones: u32);

    /// `time_left`: the time `color` has left, and the stones left to play in the
    /// current byo-yomi period (0 in main time).
    fn time_left(&mut self, color: Color, seconds: u32, stones: u32);

    /// Goes on analysing `game` (its side to move) for about `ms` milliseconds and
    /// reports what it has found so far: its visited candidates, and at least
    /// `min_moves` candidates in all if it can (the best of the unvisited ones, with
    /// no visits). The session reports candidates with no visits only as far as
    /// `min_moves` asks.
    fn analyze(&mut self, game: &Game, ms: u32, min_moves: usize) -> Report;

    /// The position changed other than by a move (`clear_board`, `boardsize`,
    /// `komi`, `loadsgf`, `undo`, a handicap): whatever the engine kept of the
    /// position is stale.
    fn reset(&mut self) {}

    /// `kata-raw-nn`: the network's reading of `game` for its side to move, seen in
    /// `symmetry` (0 to 7), or why there is none (answered as `? ` and the text).
    /// The default: an engine with no network.
    fn raw_nn(&mut self, game: &Game, symmetry: u32) -> Result<Evaluation, String> {
        let _ = (game, symmetry);
        Err("no network: start the engine with a network (tengen-gtp --model FILE or --net builtin)".into())
    }

    /// The dead stones of `game` at the count (`final_score`, `final_status_list`), if
    /// the engine reads them itself (the network's search); `None`: the session's own
    /// guess with its life options ([`Game::guess_dead`]). The default: `None`.
    fn dead_stones(&mut self, game: &Game) -> Option<Vec<crate::board::Point>> {
        let _ = game;
        None
    }
}

/// What a session starts with.
#[derive(Clone, Debug)]
pub struct Config {
    /// Answer to `name`.
    pub name: String,
    /// Answer to `version`.
    pub version: String,
    /// The rules of every game (`komi` changes their komi).
    pub rules: Rules,
    /// The board size of the first game (later ones: `boardsize`, `loadsgf`).
    pub size: usize,
    /// How `final_score` and `final_status_list` guess the dead stones.
    pub life: crate::life::Options,
}

impl Default for Config {
    /// tengen, the crate's version, the Chinese rules, 19×19.
    fn default() -> Config {
        Config {
            name: "tengen".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            rules: Rules::default(),
            size: 19,
            life: crate::life::Options::default(),
        }
    }
}

/// The answer to one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// What to write, ending in the empty line that ends a GTP response; empty for a
    /// line with no command (empty, or only a comment). It starts with the empty
    /// line that ends a running analysis (`lz-analyze`, `kata-analyze`,
    /// `analyze`), which any line ends.
    pub text: String,
    /// The command was `quit`: write the text, then stop.
    pub quit: bool,
}

/// Reads the files `loadsgf` names: their bytes, or why not.
pub type FileReader = Box<dyn FnMut(&str) -> Result<Vec<u8>, String>>;

/// The commands a session knows, in the order `list_commands` gives them.
pub const COMMANDS: [&str; 26] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "kgs-genmove_cleanup",
    "undo",
    "final_score",
    "final_status_list",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "time_settings",
    "time_left",
    "loadsgf",
    "showboard",
    "lz-analyze",
    "kata-analyze",
    "analyze",
    "kata-raw-nn",
];

/// A GTP session: the game, the engine, and a running analysis.
pub struct Session<E: Engine> {
    engine: E,
    config: Config,
    game: Game,
    analysis: Option<analyze::Analysis>,
    files: Option<FileReader>,
}

/// A command's outcome: the answer's text, or the error's.
type Answer = Result<String, String>;

impl<E: Engine> Session<E> {
    /// A session on an empty board of `config.size` (brought into 2 to 25) under
    /// `config.rules`.
    pub fn new(engine: E, mut config: Config) -> Session<E> {
        // The controller decides when a game ends: no repetition ends it here.
        config.rules.repetition_limit = u32::MAX;
        config.size = config.size.clamp(MIN_SIZE, MAX_SIZE);
        let game = Game::new(config.size, config.size, config.rules, Handicap::None)
            .expect("a board side from 2 to 25 makes a game without handicap");
        Session {
            engine,
            config,
            game,
            analysis: None,
            files: None,
        }
    }

    /// Lets `loadsgf` read files through `reader`; without one it answers
    /// `? cannot load file`.
    pub fn with_files(mut self, reader: FileReader) -> Session<E> {
        self.files = Some(reader);
        self
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The engine.
    pub fn engine(&self) -> &E {
        &self.engine
    }

    /// The engine, to change.
    pub fn engine_mut(&mut self) -> &mut E {
        &mut self.engine
    }

    /// Answers one line of input (a line feed at its end or not).
    pub fn execute(&mut self, line: &str) -> Response {
        // Any input ends a running analysis, as in Leela Zero and Sabaki's guide.
        let mut text = self.finish();
        let clean = input::clean(line);
        if clean.is_empty() {
            return Response { text, quit: false };
        }
        let command = input::split(&clean);
        let quit = command.name == "quit";
        text += &self.run(&command);
        Response { text, quit }
    }

    /// Ends a running analysis: the empty line that ends its response, or nothing
    /// if none is running. For the end of the input.
    pub fn finish(&mut self) -> String {
        match self.analysis.take() {
            Some(_) => "\n".into(),
            None => String::new(),
        }
    }

    /// One command, answered with its id.
    fn run(&mut self, command: &input::Command) -> String {
        let id = command.id.unwrap_or("");
        if let Some(format) = analyze::Format::of(&command.name) {
            return match self.start_analysis(format, &command.args) {
                Ok(()) => ["=", id, "\n"].concat(),
                Err(text) => failure(id, &text),
            };
        }
        match self.dispatch(&command.name, &command.args) {
            Ok(text) => success(id, &text),
            Err(text) => failure(id, &text),
        }
    }

    /// The answer of the command `name`.
    fn dispatch(&mut self, name: &str, args: &[&str]) -> Answer {
        match name {
            "protocol_version" => Ok("2".into()),
            "name" => Ok(self.config.name.clone()),
            "version" => Ok(self.config.version.clone()),
            "known_command" => known_command(args),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => Ok(String::new()),
            "boardsize" => self.boardsize(args),
            "clear_board" => self.clear_board(),
            "komi" => self.komi(args),
            "play" => self.play(args),
            "genmove" => self.genmove(args, false),
            "kgs-genmove_cleanup" => self.genmove(args, true),
            "undo" => self.undo(),
            "final_score" => self.final_score(),
            "final_status_list" => self.final_status_list(args),
            "fixed_handicap" => self.fixed_handicap(args),
            "place_free_handicap" => self.place_free_handicap(args),
            "set_free_handicap" => self.set_free_handicap(args),
            "time_settings" => self.time_settings(args),
            "time_left" => self.time_left(args),
            "loadsgf" => self.loadsgf(args),
            "showboard" => Ok(show::board(&self.game)),
            "kata-raw-nn" => self.raw_nn(args),
            _ => Err("unknown command".into()),
        }
    }

    /// Replaces the game (a new board, a handicap, a loaded file): the engine forgets
    /// the old one.
    fn replace_game(&mut self, game: Game) {
        self.game = game;
        self.engine.reset();
    }
}

/// `known_command name`.
fn known_command(args: &[&str]) -> Answer {
    let [name] = input::exactly(args)?;
    let known = COMMANDS.contains(&name.to_ascii_lowercase().as_str());
    Ok(if known { "true" } else { "false" }.into())
}

/// `=id text` and the empty line, with no empty line inside the text (which would
/// end the response early).
fn success(id: &str, text: &str) -> String {
    ["=", id, " ", &without_empty_lines(text), "\n\n"].concat()
}

/// `?id text` and the empty line.
fn failure(id: &str, text: &str) -> String {
    ["?", id, " ", &without_empty_lines(text), "\n\n"].concat()
}

fn without_empty_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 && line.is_empty() {
            continue;
        }
        if i > 0 {
            out.push('\n');
        }
        out.push_str(line);
    }
    out
}
