//! Differential test of tengen's rules against GNU Go 3.8, driven over GTP.
//!
//! Thousands of seeded random games are played on both engines at once, and after every
//! move (and every refused move) the test asserts that the two agree exactly on
//! - the legality of every point for the side to move (`all_legal`),
//! - every stone on the board (`list_stones black`, `list_stones white`),
//! - the stones the move captured and the prisoners of each side (`captures`).
//!
//! Half the games are under simple ko (tengen's Japanese preset against GNU Go's
//! default), half under positional superko (the Chinese preset against
//! `gnugo --positional-superko`). A second test compares `fixed_handicap` with
//! [`tengen::handicap_points`], a third walks hand-made positions that pin down the
//! behaviours below.
//!
//! Environment:
//! - `TENGEN_GNUGO_GAMES`: number of random games (default 2000);
//! - `TENGEN_GNUGO_SEED`: base seed of the games (default [`DEFAULT_SEED`]); a failure
//!   report names the seed and the game, and prints the game as SGF;
//! - `TENGEN_GNUGO_WORKERS`: threads, each driving its own GNU Go processes (default:
//!   the number of cores, from 2 to 4);
//! - `TENGEN_GNUGO`: path of the GNU Go binary (default: `gnugo` on `PATH`, then
//!   `/usr/games/gnugo`, where Debian installs it).
//!
//! GNU Go's behaviour, found from its source (engine/board.c, interface/play_gtp.c)
//! and checked on hand-made positions in [`hand_made_positions_agree_with_gnugo`]:
//! - `play`, `is_legal` and `all_legal` all use `is_allowed_move()`: occupied, then the
//!   simple-ko point, then suicide, then (only with a superko option) whole-board
//!   repetition. So `all_legal` *does* exclude superko violations under
//!   `--positional-superko`, and the comparison of legality is exact in both modes.
//! - Suicide is forbidden by default, one stone or many (`--forbid-suicide`), as in both
//!   tengen presets used here.
//! - The simple-ko point is set only when a single stone captures exactly one stone and
//!   is left with one liberty, and is cleared by the next move, a pass included: after
//!   a pass the ko may be retaken (the pass was the move "elsewhere").
//! - Positional superko compares the board after the move (stones only, not the side to
//!   move nor the ko point) with the board before every earlier move of the game,
//!   passes included, back to the position after the handicap stones.
//! - GNU Go keeps at most 500 moves of history; past that it folds the oldest 51 moves
//!   into its starting position and forgets their positions, so its superko check
//!   misses repetitions of positions older than that. This is a GNU Go limitation,
//!   not a rule: every game here stops at [`MAX_MOVES`] (passes counted), well inside
//!   the history GNU Go keeps, so no exclusion is needed in the comparison itself.
//! - GNU Go does not end a game on a repeated position; tengen's simple-ko rules end it
//!   with `End::Cycle` at the third occurrence of a position with the same player to
//!   move (docs/rules.md, "Repetition under simple ko"). The move is legal in both, the
//!   boards are compared, and the game stops there.
//! - GNU Go does not stop on two passes; tengen does, and the test then calls
//!   `Game::resume` (play continues, as when a dispute is settled by playing on).
//!   The passes stay in the history of both, so a ko retaken after two passes is a
//!   superko violation in both.
//! - `fixed_handicap` follows the GTP layout except on 12×12, where GNU Go 3.8 puts the
//!   corner stones on the 4-4 points (`board_size > 11` in engine/handicap.c) while the
//!   GTP specification's layout, and tengen, keep the 3-3 points below 13×13 (see
//!   [`fixed_handicap_agrees_with_gnugo`]). The random games therefore give GNU Go their
//!   handicap stones with `set_free_handicap`, on tengen's points.

use std::env;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

mod common;

use common::{Gtp, Reply};
use tengen::rng::Rng;
use tengen::{handicap_points, Color, End, Game, Handicap, Illegal, Point, Preset, Probe, Rules};

/// Default number of random games.
const DEFAULT_GAMES: u64 = 2000;
/// Default base seed of the random games.
const DEFAULT_SEED: u64 = 0x7E46_E400_60C0_FFEE;
/// Longest game, passes included: well under the 500 moves of history GNU Go keeps for
/// its superko check (see the module docs).
const MAX_MOVES: u32 = 400;
/// GTP column letters for the sizes GNU Go supports (up to 19; no `I`).
const GTP_COLUMNS: &[u8; 19] = b"ABCDEFGHJKLMNOPQRST";

// ---------------------------------------------------------------------------------
// Coordinates. The test writes its own conversions rather than use tengen's, so that a
// bug there cannot hide itself.

/// GTP vertex of (x, y): x the column from the left, y the row from the top.
fn vertex(x: usize, y: usize, size: usize) -> String {
    format!("{}{}", GTP_COLUMNS[x] as char, size - y)
}

/// (x, y) of a GTP vertex on a `size`×`size` board.
fn parse_vertex(v: &str, size: usize) -> Result<(usize, usize), String> {
    let bytes = v.as_bytes();
    let bad = || format!("bad vertex {v:?} from GNU Go");
    let (&letter, digits) = bytes.split_first().ok_or_else(bad)?;
    let x = GTP_COLUMNS
        .iter()
        .position(|&c| c == letter.to_ascii_uppercase())
        .ok_or_else(bad)?;
    let row: usize = std::str::from_utf8(digits)
        .ok()
        .and_then(|d| d.parse().ok())
        .ok_or_else(bad)?;
    if x >= size || row == 0 || row > size {
        return Err(bad());
    }
    Ok((x, size - row))
}

/// SGF point of (x, y): `aa` is the top-left point.
fn sgf_point(x: usize, y: usize) -> String {
    format!("{}{}", (b'a' + x as u8) as char, (b'a' + y as u8) as char)
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

// ---------------------------------------------------------------------------------
// GNU Go over GTP.

/// Where GNU Go is (see [`common::gnugo_path`]); panics with a hint if it is missing.
fn gnugo_path() -> PathBuf {
    common::gnugo_path(Some("the differential test tests/gnugo.rs"))
}

/// One GNU Go process in GTP mode, reused across games.
struct Gnugo {
    gtp: Gtp,
    superko: bool,
}

impl Gnugo {
    fn start(superko: bool) -> Gnugo {
        let path = gnugo_path();
        let args: &[&str] = if superko {
            &["--positional-superko"]
        } else {
            &[]
        };
        let mut g = Gnugo {
            gtp: Gtp::start(&path, args),
            superko,
        };
        let version = g.ask("version");
        assert!(
            version.as_deref().is_ok_and(|v| v.starts_with("3.")),
            "{} does not answer GTP `version` as GNU Go 3.x: {version:?}",
            path.display()
        );
        g
    }

    /// Sends the commands in one write and reads their answers in order.
    fn batch(&mut self, cmds: &[String]) -> Vec<Reply> {
        self.gtp.batch(cmds)
    }

    fn ask(&mut self, cmd: &str) -> Reply {
        self.gtp.reply(cmd)
    }
}

// ---------------------------------------------------------------------------------
// Both engines side by side.

/// What the test has seen, to show the games were interesting.
#[derive(Default, Debug, Clone)]
struct Stats {
    games: u64,
    superko_games: u64,
    handicap_games: u64,
    moves: u64,
    passes: u64,
    resumes: u64,
    positions: u64,
    points: u64,
    captured_stones: u64,
    ko_points: u64,
    superko_points: u64,
    suicide_points: u64,
    refused: [u64; 4],
    cycles: u64,
    longest: u32,
}

impl Stats {
    fn merge(&mut self, o: &Stats) {
        self.games += o.games;
        self.superko_games += o.superko_games;
        self.handicap_games += o.handicap_games;
        self.moves += o.moves;
        self.passes += o.passes;
        self.resumes += o.resumes;
        self.positions += o.positions;
        self.points += o.points;
        self.captured_stones += o.captured_stones;
        self.ko_points += o.ko_points;
        self.superko_points += o.superko_points;
        self.suicide_points += o.suicide_points;
        for k in 0..4 {
            self.refused[k] += o.refused[k];
        }
        self.cycles += o.cycles;
        self.longest = self.longest.max(o.longest);
    }
}

/// Index into [`Stats::refused`] of a refusal reason.
fn reason_index(r: Illegal) -> usize {
    match r {
        Illegal::Occupied => 0,
        Illegal::Ko => 1,
        Illegal::Suicide => 2,
        Illegal::Superko { .. } => 3,
        other => panic!("unexpected refusal {other:?}"),
    }
}

/// One game played on tengen and GNU Go at once, compared after every step.
struct Duel<'a> {
    gg: &'a mut Gnugo,
    game: Game,
    size: usize,
    title: String,
    handicap: Vec<(usize, usize)>,
    /// The moves played, for the SGF of a failure report.
    record: Vec<(Color, Option<(usize, usize)>)>,
    /// Refused moves and resumptions, for the failure report.
    notes: Vec<String>,
    /// GNU Go's board at the last comparison, row-major: 0 empty, 1 black, 2 white.
    seen: Vec<u8>,
    legal: Vec<u8>,
    /// The last comparison met a ko or superko point.
    rare_illegal: bool,
    stats: &'a mut Stats,
}

impl<'a> Duel<'a> {
    /// Sets up both engines; `title` names the game in a failure report.
    fn new(
        gg: &'a mut Gnugo,
        stats: &'a mut Stats,
        size: usize,
        handicap: u32,
        title: String,
    ) -> Result<Duel<'a>, String> {
        let rules = Rules::preset(if gg.superko {
            Preset::Chinese
        } else {
            Preset::Japanese
        });
        let points = if handicap > 0 {
            handicap_points(size, size, handicap).expect("a standard handicap")
        } else {
            Vec::new()
        };
        let mut cmds = vec![format!("boardsize {size}"), "clear_board".to_string()];
        if !points.is_empty() {
            let vs: Vec<String> = points.iter().map(|&(x, y)| vertex(x, y, size)).collect();
            cmds.push(format!("set_free_handicap {}", vs.join(" ")));
        }
        for (c, r) in cmds.iter().zip(gg.batch(&cmds)) {
            if let Err(e) = r {
                return Err(format!("GNU Go refused `{c}`: {e}"));
            }
        }
        let h = if handicap > 0 {
            Handicap::Fixed(handicap)
        } else {
            Handicap::None
        };
        let game = Game::new(size, size, rules, h).map_err(|e| format!("{e:?}"))?;
        stats.games += 1;
        stats.superko_games += gg.superko as u64;
        stats.handicap_games += (handicap > 0) as u64;
        let mut duel = Duel {
            gg,
            game,
            size,
            title,
            handicap: points,
            record: Vec::new(),
            notes: Vec::new(),
            seen: vec![0; size * size],
            legal: vec![0; size * size],
            rare_illegal: false,
            stats,
        };
        let cmds = duel.observe_cmds();
        let replies = duel.gg.batch(&cmds);
        duel.compare(&cmds, &replies, None)?;
        Ok(duel)
    }

    fn point(&self, (x, y): (usize, usize)) -> Point {
        self.game.board().point(x, y).unwrap()
    }

    /// The commands that read GNU Go's view of the position.
    fn observe_cmds(&self) -> Vec<String> {
        vec![
            format!("all_legal {}", color_name(self.game.to_move())),
            "list_stones black".to_string(),
            "list_stones white".to_string(),
            "captures black".to_string(),
            "captures white".to_string(),
        ]
    }

    /// Plays a stone (or passes, for `None`) for the side to move on both engines, then
    /// compares. Both must accept the move: a move either engine refuses is reported
    /// (moves meant to be illegal go through [`Duel::refuse`]).
    fn play(&mut self, mv: Option<(usize, usize)>) -> Result<(), String> {
        let color = self.game.to_move();
        let mut cmds = vec![match mv {
            Some((x, y)) => format!("play {} {}", color_name(color), vertex(x, y, self.size)),
            None => format!("play {} pass", color_name(color)),
        }];
        let tengen = match mv {
            Some(xy) => {
                let p = self.point(xy);
                self.game.play(p).map(|caps| caps.to_vec())
            }
            None => self.game.pass().map(|()| Vec::new()),
        };
        let captured: Vec<(usize, usize)> = match &tengen {
            Ok(caps) => caps.iter().map(|&p| self.game.board().xy(p)).collect(),
            Err(_) => Vec::new(),
        };
        if tengen.is_ok() {
            self.record.push((color, mv));
            self.stats.moves += 1;
            self.stats.passes += mv.is_none() as u64;
            self.stats.captured_stones += captured.len() as u64;
        }
        // Two passes end tengen's game, not GNU Go's: play on, before comparing, so
        // that the position after the passes is compared like any other.
        if self.game.end() == Some(End::Passes) {
            assert!(self.game.resume());
            self.stats.resumes += 1;
            self.notes.push(format!(
                "after move {}: two passes, play resumed",
                self.game.move_number()
            ));
        }
        cmds.extend(self.observe_cmds());
        let replies = self.gg.batch(&cmds);
        match (&tengen, &replies[0]) {
            (Ok(_), Ok(_)) => {}
            (Err(e), Err(g)) => {
                return Err(self.report(format!(
                    "{} was refused by both (tengen: {e:?}, GNU Go: {g}) but was expected legal",
                    cmds[0]
                )))
            }
            (Ok(_), Err(g)) => {
                return Err(self.report(format!(
                    "`{}`: tengen accepted it, GNU Go refused it: {g}",
                    cmds[0]
                )))
            }
            (Err(e), Ok(_)) => {
                return Err(self.report(format!(
                    "`{}`: GNU Go accepted it, tengen refused it: {e:?}",
                    cmds[0]
                )))
            }
        }
        let last = mv.map(|_| (color.opponent(), captured));
        self.compare(&cmds[1..], &replies[1..], last)?;
        if self.game.end() == Some(End::Cycle) {
            self.stats.cycles += 1;
        }
        Ok(())
    }

    /// Tries a move tengen says is illegal for `expected`: both engines must refuse it
    /// and change nothing.
    fn refuse(&mut self, xy: (usize, usize), expected: Illegal) -> Result<(), String> {
        let color = self.game.to_move();
        let v = vertex(xy.0, xy.1, self.size);
        let p = self.point(xy);
        let tengen = self.game.play(p).map(|_| ());
        let mut cmds = vec![format!("play {} {v}", color_name(color))];
        cmds.extend(self.observe_cmds());
        let replies = self.gg.batch(&cmds);
        self.notes.push(format!(
            "after move {}: {} {v} refused ({})",
            self.game.move_number(),
            color.letter(),
            expected.code()
        ));
        if tengen.is_ok() {
            self.record.push((color, Some(xy)));
            return Err(self.report(format!(
                "tengen accepted {} {v}, which it had called illegal ({expected:?})",
                color.letter()
            )));
        }
        let got = tengen.unwrap_err();
        if got.code() != expected.code() {
            return Err(self.report(format!(
                "tengen refused {} {v} as {got:?}, expected {expected:?}",
                color.letter()
            )));
        }
        if replies[0].is_ok() {
            self.record.push((color, Some(xy)));
            return Err(self.report(format!(
                "GNU Go accepted `{}`, which tengen refuses ({got:?})",
                cmds[0]
            )));
        }
        self.stats.refused[reason_index(got)] += 1;
        self.compare(&cmds[1..], &replies[1..], None)
    }

    /// Compares GNU Go's answers to [`Duel::observe_cmds`] with tengen's position.
    /// `last` is the colour whose stones the last move may have captured, with the
    /// stones tengen says it captured.
    fn compare(
        &mut self,
        cmds: &[String],
        replies: &[Reply],
        last: Option<(Color, Vec<(usize, usize)>)>,
    ) -> Result<(), String> {
        let n = self.size;
        let mut answers = Vec::with_capacity(replies.len());
        for (c, r) in cmds.iter().zip(replies) {
            match r {
                Ok(t) => answers.push(t.as_str()),
                Err(e) => return Err(self.report(format!("GNU Go failed `{c}`: {e}"))),
            }
        }
        let mut diffs = String::new();

        // Stones.
        let mut board = vec![0u8; n * n];
        for (cell, text) in [(1u8, answers[1]), (2u8, answers[2])] {
            for v in text.split_whitespace() {
                let (x, y) = parse_vertex(v, n)?;
                board[y * n + x] = cell;
            }
        }
        let b = self.game.board();
        for y in 0..n {
            for x in 0..n {
                let t = match b.color(b.point_unchecked(x, y)) {
                    None => 0,
                    Some(Color::Black) => 1,
                    Some(Color::White) => 2,
                };
                let g = board[y * n + x];
                if t != g {
                    let name = |c| ["empty", "black", "white"][c as usize];
                    let _ = writeln!(
                        diffs,
                        "  {}: tengen has {}, GNU Go has {}",
                        vertex(x, y, n),
                        name(t),
                        name(g)
                    );
                }
            }
        }

        // Captured stones of the last move: what GNU Go's board lost.
        if let Some((victim, tengen_caps)) = last {
            let cell = if victim == Color::Black { 1 } else { 2 };
            let mut gnugo_caps: Vec<(usize, usize)> = (0..n * n)
                .filter(|&i| self.seen[i] == cell && board[i] != cell)
                .map(|i| (i % n, i / n))
                .collect();
            let mut tengen_caps = tengen_caps;
            gnugo_caps.sort_unstable();
            tengen_caps.sort_unstable();
            if gnugo_caps != tengen_caps {
                let show = |v: &[(usize, usize)]| {
                    v.iter()
                        .map(|&(x, y)| vertex(x, y, n))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let _ = writeln!(
                    diffs,
                    "  captured stones: tengen [{}], GNU Go [{}]",
                    show(&tengen_caps),
                    show(&gnugo_caps)
                );
            }
        }
        self.seen = board;

        // Prisoners.
        for (i, c) in [Color::Black, Color::White].into_iter().enumerate() {
            let g: u32 = answers[3 + i]
                .trim()
                .parse()
                .map_err(|_| format!("bad `captures` answer {:?}", answers[3 + i]))?;
            let t = self.game.captures(c);
            if g != t {
                let _ = writeln!(
                    diffs,
                    "  prisoners of {}: tengen {t}, GNU Go {g}",
                    color_name(c)
                );
            }
        }

        // Legality of every point for the side to move. Once tengen has ended the game
        // on a cycle nothing is legal there, while GNU Go plays on: no comparison.
        self.rare_illegal = false;
        if !self.game.is_over() {
            let mut gl = vec![0u8; n * n];
            for v in answers[0].split_whitespace() {
                let (x, y) = parse_vertex(v, n)?;
                gl[y * n + x] = 1;
            }
            self.game.legal_moves_into(&mut self.legal);
            let b = self.game.board();
            for y in 0..n {
                for x in 0..n {
                    let p = b.point_unchecked(x, y);
                    let reason = self.game.illegal_reason(p);
                    match reason {
                        Some(Illegal::Ko) => {
                            self.stats.ko_points += 1;
                            self.rare_illegal = true;
                        }
                        Some(Illegal::Superko { .. }) => {
                            self.stats.superko_points += 1;
                            self.rare_illegal = true;
                        }
                        Some(Illegal::Suicide) => self.stats.suicide_points += 1,
                        _ => {}
                    }
                    let t = self.legal[y * n + x];
                    if t != (reason.is_none() as u8) {
                        let _ = writeln!(
                            diffs,
                            "  {}: tengen's legal_moves_into says {t}, illegal_reason {reason:?}",
                            vertex(x, y, n)
                        );
                    }
                    let g = gl[y * n + x];
                    if t != g {
                        let _ = writeln!(
                            diffs,
                            "  {} for {}: tengen says {}, GNU Go says {}",
                            vertex(x, y, n),
                            color_name(self.game.to_move()),
                            match reason {
                                None => "legal".to_string(),
                                Some(r) => format!("illegal ({r:?})"),
                            },
                            if g == 1 { "legal" } else { "illegal" }
                        );
                    }
                }
            }
            self.stats.points += (n * n) as u64;
        }
        self.stats.positions += 1;
        if diffs.is_empty() {
            Ok(())
        } else {
            Err(self.report(format!("the engines differ:\n{diffs}")))
        }
    }

    /// The game so far as SGF. After two passes the game went on (`Game::resume`).
    fn sgf(&self) -> String {
        let n = self.size;
        let mut s = format!(
            "(;GM[1]FF[4]CA[UTF-8]SZ[{n}]RU[{}]",
            if self.gg.superko {
                "Chinese"
            } else {
                "Japanese"
            }
        );
        if !self.handicap.is_empty() {
            let _ = write!(s, "HA[{}]AB", self.handicap.len());
            for &(x, y) in &self.handicap {
                let _ = write!(s, "[{}]", sgf_point(x, y));
            }
            s.push_str("PL[W]");
        }
        for (c, mv) in &self.record {
            let at = mv.map(|(x, y)| sgf_point(x, y)).unwrap_or_default();
            let _ = write!(s, ";{}[{at}]", c.letter());
        }
        s.push(')');
        s
    }

    /// A failure report: what differed, the game as SGF, both boards.
    fn report(&mut self, what: String) -> String {
        let gnugo_board = match self.gg.ask("showboard") {
            Ok(b) | Err(b) => b,
        };
        format!(
            "GNU Go and tengen disagree in {} ({}x{}, {}), after move {} ({} to play):\n{what}\n\
             Game as SGF (after two passes play resumed):\n{}\n\
             Refused moves and resumptions: {}\n\
             tengen: {:?}\nGNU Go:{gnugo_board}\n",
            self.title,
            self.size,
            self.size,
            if self.gg.superko {
                "positional superko: Chinese preset vs gnugo --positional-superko"
            } else {
                "simple ko: Japanese preset vs gnugo"
            },
            self.game.move_number(),
            color_name(self.game.to_move()),
            self.sgf(),
            if self.notes.is_empty() {
                "none".to_string()
            } else {
                self.notes.join("; ")
            },
            self.game.board(),
        )
    }
}

// ---------------------------------------------------------------------------------
// Random games.

/// Whether game `index` is played under positional superko (odd) or simple ko (even).
fn is_superko_game(index: u64) -> bool {
    index % 2 == 1
}

/// Plays random game `index` of the series `seed` on `gg`.
fn random_game(gg: &mut Gnugo, stats: &mut Stats, seed: u64, index: u64) -> Result<(), String> {
    let superko = is_superko_game(index);
    assert_eq!(gg.superko, superko);
    let mut rng = Rng::new(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let size = 5 + rng.below(15) as usize;
    let mut handicap = 0;
    if size >= 7 && rng.below(8) == 0 {
        let max = if handicap_points(size, size, 9).is_some() {
            9
        } else {
            4
        };
        handicap = 2 + rng.below(max - 1);
    }
    let title = format!("game {index} of seed {seed:#x}");
    let mut duel = Duel::new(gg, stats, size, handicap, title)?;
    let area = size * size;
    let mut buckets: [Vec<(usize, usize)>; 4] = Default::default();
    let mut candidates = Vec::with_capacity(area);
    let mut captures = Vec::with_capacity(area);
    let mut forced_passes = 0;
    while duel.game.move_number() < MAX_MOVES && !duel.game.is_over() {
        // Now and then a move tengen calls illegal, of a kind drawn at random among
        // those on the board; often when a ko or superko point is there. Both
        // engines must refuse it and change nothing.
        let rare = duel.rare_illegal;
        if rng.below(100) < if rare { 50 } else { 5 } {
            for b in buckets.iter_mut() {
                b.clear();
            }
            for y in 0..size {
                for x in 0..size {
                    if let Some(r) = duel.game.illegal_reason(duel.point((x, y))) {
                        buckets[reason_index(r)].push((x, y));
                    }
                }
            }
            let kinds: Vec<usize> = if rare { vec![1, 3] } else { vec![0, 1, 2, 3] };
            let kinds: Vec<usize> = kinds
                .into_iter()
                .filter(|&k| !buckets[k].is_empty())
                .collect();
            if !kinds.is_empty() {
                let k = kinds[rng.below(kinds.len() as u32) as usize];
                let xy = buckets[k][rng.below(buckets[k].len() as u32) as usize];
                let reason = duel.game.illegal_reason(duel.point(xy)).unwrap();
                duel.refuse(xy, reason)?;
            }
        }

        // Passes: rare, but likely right after a ko capture by the side barred from
        // retaking, and then by the capturer. After two passes the retake repeats the
        // position before the capture: refused under superko, a cycle under simple
        // ko (where it is less frequent, as it ends the game).
        let pass_percent = if duel.game.ko_point().is_some() {
            if superko {
                30
            } else {
                10
            }
        } else if duel.game.consecutive_passes() == 1 {
            if superko {
                50
            } else {
                30
            }
        } else {
            1
        };
        if rng.below(100) < pass_percent {
            forced_passes = 0;
            duel.play(None)?;
            continue;
        }

        // Otherwise a random legal move that does not fill an own one-point eye:
        // often a capture if there is one (which keeps ko fights going: a retake is a
        // capture), else uniformly drawn.
        let game = &duel.game;
        let board = game.board();
        let color = game.to_move();
        game.legal_moves_into(&mut duel.legal);
        candidates.clear();
        captures.clear();
        for y in 0..size {
            for x in 0..size {
                let p = board.point_unchecked(x, y);
                if duel.legal[y * size + x] == 1 && !board.is_eye(p, color) {
                    candidates.push((x, y));
                    if let Probe::Legal { captures: 1.., .. } = board.probe(p, color, false) {
                        captures.push((x, y));
                    }
                }
            }
        }
        if candidates.is_empty() {
            // Nothing left but eyes: pass, and stop after both sides have had to.
            forced_passes += 1;
            duel.play(None)?;
            if forced_passes >= 2 {
                break;
            }
            continue;
        }
        forced_passes = 0;
        let pool = if !captures.is_empty() && rng.below(100) < 40 {
            &captures
        } else {
            &candidates
        };
        let mv = pool[rng.below(pool.len() as u32) as usize];
        duel.play(Some(mv))?;
    }
    let len = duel.game.move_number();
    duel.stats.longest = duel.stats.longest.max(len);
    Ok(())
}

fn env_u64(name: &str, default: u64) -> u64 {
    match env::var(name) {
        Err(_) => default,
        Ok(v) => {
            let v = v.trim();
            let parsed = match v.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16),
                None => v.parse(),
            };
            parsed.unwrap_or_else(|_| panic!("{name}={v:?} is not a number"))
        }
    }
}

#[test]
fn random_games_agree_with_gnugo() {
    gnugo_path();
    let games = env_u64("TENGEN_GNUGO_GAMES", DEFAULT_GAMES);
    let seed = env_u64("TENGEN_GNUGO_SEED", DEFAULT_SEED);
    // Each worker drives its own pair of GNU Go processes (one per ko rule); workers
    // take the next game from a shared counter.
    let workers = env_u64(
        "TENGEN_GNUGO_WORKERS",
        std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4)) as u64,
    )
    .max(1);
    let next = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let start = Instant::now();
    let results: Vec<Result<Stats, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers.min(games.max(1)))
            .map(|_| {
                s.spawn(|| {
                    let mut stats = Stats::default();
                    let mut engines: [Option<Gnugo>; 2] = [None, None];
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= games || failed.load(Ordering::Relaxed) {
                            return Ok(stats);
                        }
                        let sk = is_superko_game(i);
                        let gg = engines[sk as usize].get_or_insert_with(|| Gnugo::start(sk));
                        if let Err(e) = random_game(gg, &mut stats, seed, i) {
                            failed.store(true, Ordering::Relaxed);
                            return Err(e);
                        }
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    let mut total = Stats::default();
    let mut failures = Vec::new();
    for r in results {
        match r {
            Ok(s) => total.merge(&s),
            Err(e) => failures.push(e),
        }
    }
    let t = &total;
    eprintln!(
        "gnugo differential: {} games ({} positional superko, {} handicap), {} moves \
         ({} passes, {} resumptions), longest {} moves, {} positions compared ({} point \
         legalities), {} stones captured; illegal points seen: {} ko, {} superko, {} \
         suicide; refused on both: {} occupied, {} ko, {} suicide, {} superko; {} games \
         ended on a cycle under simple ko; {:.1}s with {workers} workers",
        t.games,
        t.superko_games,
        t.handicap_games,
        t.moves,
        t.passes,
        t.resumes,
        t.longest,
        t.positions,
        t.points,
        t.captured_stones,
        t.ko_points,
        t.superko_points,
        t.suicide_points,
        t.refused[0],
        t.refused[1],
        t.refused[2],
        t.refused[3],
        t.cycles,
        start.elapsed().as_secs_f64()
    );
    if let Some(first) = failures.first() {
        panic!("{first}");
    }
    assert_eq!(total.games, games);
    // The games must have been interesting: every kind of illegal move was met and
    // refused on both engines. (Only asserted for series long enough to be sure.)
    if games >= 200 {
        assert!(
            t.refused.iter().all(|&n| n > 0),
            "some kind of illegal move was never tried: {t:?}"
        );
        assert!(t.ko_points > 0 && t.superko_points > 0 && t.suicide_points > 0);
        assert!(t.cycles > 0, "no simple-ko game ever repeated a position");
    }
}

// ---------------------------------------------------------------------------------
// Repetition under simple ko.

/// Repetition under simple ko (docs/rules.md, "Repetition under simple ko"): on 5×5,
/// where random play repeats positions often, thousands of moves are played on both
/// engines at once (GNU Go knows no repetition rule, so it is the reference for play
/// going on). Each position is identified by GNU Go's own board and the player to move
/// and counted here; tengen must report every repetition with the right count and the
/// move of the first occurrence, must not end the game before the third occurrence,
/// and must end it, with no result, exactly there (unless two passes end it first).
#[test]
fn simple_ko_play_goes_on_as_in_gnugo_until_the_third_occurrence() {
    gnugo_path();
    let games = env_u64("TENGEN_GNUGO_REPETITION_GAMES", 100);
    let seed = env_u64("TENGEN_GNUGO_SEED", DEFAULT_SEED);
    let mut gg = Gnugo::start(false);
    let mut stats = Stats::default();
    let (mut repeated, mut thirds, mut moves) = (0u64, 0u64, 0u64);
    for index in 0..games {
        let mut rng = Rng::new(seed ^ 0x5EED_0005 ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let title = format!("5x5 repetition game {index} of seed {seed:#x}");
        let mut duel = Duel::new(&mut gg, &mut stats, 5, 0, title).unwrap();
        // Each position (GNU Go's board, the player to move): occurrences, and the move
        // after which it first arose.
        let mut seen: std::collections::HashMap<(Vec<u8>, Color), (u32, u32)> =
            std::collections::HashMap::new();
        seen.insert((duel.seen.clone(), Color::Black), (1, 0));
        let mut candidates = Vec::new();
        let mut captures = Vec::new();
        while duel.game.move_number() < MAX_MOVES && !duel.game.is_over() {
            let game = &duel.game;
            let color = game.to_move();
            game.legal_moves_into(&mut duel.legal);
            candidates.clear();
            captures.clear();
            for (i, &legal) in duel.legal.iter().enumerate() {
                let p = game.board().point_unchecked(i % 5, i / 5);
                if legal == 1 && !game.board().is_eye(p, color) {
                    candidates.push((i % 5, i / 5));
                    if game.board().captured_by(p, color) > 0 {
                        captures.push((i % 5, i / 5));
                    }
                }
            }
            // Captures (ko fights) and passes (which lift the ko) make cycles.
            let mv = if candidates.is_empty() || rng.below(100) < 12 {
                None
            } else if !captures.is_empty() && rng.below(100) < 60 {
                Some(captures[rng.below(captures.len() as u32) as usize])
            } else {
                Some(candidates[rng.below(candidates.len() as u32) as usize])
            };
            duel.play(mv).unwrap_or_else(|e| panic!("{e}"));
            moves += 1;
            let n = duel.game.move_number();
            let entry = seen
                .entry((duel.seen.clone(), duel.game.to_move()))
                .or_insert((0, n));
            entry.0 += 1;
            let (count, first) = *entry;
            let expected = (count >= 2).then_some((first, count));
            let got = duel.game.repetition().map(|r| (r.repeats_move, r.count));
            assert_eq!(
                got,
                expected,
                "{}",
                duel.report(format!("repetition after move {n}"))
            );
            repeated += (count >= 2) as u64;
            // Two passes end the game first (and the duel resumes it): that is the
            // game's normal end, not a cycle.
            let by_passes = duel.game.history().last() == Some(&tengen::Action::Resume);
            if count >= 3 && !by_passes {
                assert_eq!(
                    duel.game.end(),
                    Some(End::Cycle),
                    "{}",
                    duel.report(format!("no end at the third occurrence, move {n}"))
                );
                assert_eq!(
                    duel.game.result(),
                    Some((tengen::Winner::NoResult, "Void".into()))
                );
                thirds += 1;
            } else {
                assert_eq!(
                    duel.game.end(),
                    None,
                    "{}",
                    duel.report(format!("ended at move {n}"))
                );
            }
        }
    }
    eprintln!(
        "5x5 repetitions: {games} games, {moves} moves, {repeated} positions repeating an \
         earlier one, {thirds} games ended at a third occurrence"
    );
    if games >= 100 {
        assert!(moves >= 3000, "only {moves} moves");
        assert!(
            repeated >= 100 && thirds >= 10,
            "too few repetitions to test the rule"
        );
    }
}

// ---------------------------------------------------------------------------------
// Handicap placement.

#[test]
fn fixed_handicap_agrees_with_gnugo() {
    let mut gg = Gnugo::start(false);
    let mut mismatches = Vec::new();
    for size in 2..=19usize {
        assert_eq!(gg.ask(&format!("boardsize {size}")), Ok(String::new()));
        for stones in 0..=10u32 {
            gg.ask("clear_board").unwrap();
            let gnugo = gg.ask(&format!("fixed_handicap {stones}"));
            let tengen = handicap_points(size, size, stones);
            let mut expected: Option<Vec<(usize, usize)>> = tengen.clone();
            // GNU Go 3.8 puts the corner and side stones on the fourth line from 12x12
            // up (engine/handicap.c: `three = board_size > 11 ? 3 : 2`), although its
            // own comment and the GTP specification's layout (and brown, the GTP
            // reference engine: `board_size >= 13 ? 3 : 2`) keep the third line below
            // 13x13, as tengen does. On 12x12 exactly that shift is expected, nothing
            // else.
            if size == 12 {
                expected = expected.map(|pts| {
                    let line = |c: usize| match c {
                        2 => 3,
                        9 => 8,
                        c => c,
                    };
                    pts.into_iter().map(|(x, y)| (line(x), line(y))).collect()
                });
            }
            let got = match &gnugo {
                Ok(text) => Some(
                    text.split_whitespace()
                        .map(|v| parse_vertex(v, size).unwrap())
                        .collect::<Vec<_>>(),
                ),
                Err(e) => {
                    assert_eq!(e, "invalid handicap", "{size}x{size}, {stones} stones");
                    None
                }
            };
            let sorted = |v: Option<Vec<(usize, usize)>>| {
                v.map(|mut v| {
                    v.sort_unstable();
                    v
                })
            };
            // Zero stones: GNU Go says "invalid handicap", tengen has no placement.
            if sorted(expected) != sorted(got.clone()) {
                mismatches.push(format!(
                    "{size}x{size}, {stones} stones: tengen {tengen:?}, GNU Go {gnugo:?}"
                ));
            }
            // And a game set up with that handicap has exactly those stones.
            if let Some(points) = &tengen {
                let game = Game::new(
                    size,
                    size,
                    Rules::preset(Preset::Japanese),
                    Handicap::Fixed(stones),
                )
                .unwrap();
                let b = game.board();
                let mut black: Vec<(usize, usize)> = b
                    .points()
                    .filter(|&p| b.color(p) == Some(Color::Black))
                    .map(|p| b.xy(p))
                    .collect();
                black.sort_unstable();
                assert_eq!(sorted(Some(points.clone())), Some(black));
                assert_eq!(game.to_move(), Color::White);
            }
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

// ---------------------------------------------------------------------------------
// Hand-made positions: each of GNU Go's behaviours described above, in both modes.

fn at(v: &str) -> Option<(usize, usize)> {
    Some(parse_vertex(v, 5).unwrap())
}

/// Plays `moves` (GTP vertices, `pass`) alternately from an empty 5×5 board.
fn scripted<'a>(gg: &'a mut Gnugo, stats: &'a mut Stats, name: &str, moves: &[&str]) -> Duel<'a> {
    let mode = if gg.superko { "superko" } else { "simple ko" };
    let mut duel = Duel::new(gg, stats, 5, 0, format!("{name} ({mode})")).unwrap();
    for m in moves {
        let mv = if *m == "pass" { None } else { at(m) };
        duel.play(mv).unwrap_or_else(|e| panic!("{e}"));
    }
    duel
}

#[test]
fn hand_made_positions_agree_with_gnugo() {
    // A ko at C3: White's C3 is captured by Black's D3.
    //   . . . . .      5
    //   . . X O .      4
    //   . X O X O      3   after B D3 (C3 is taken)
    //   . . X O .      2
    const KO: [&str; 9] = ["B3", "D4", "C4", "D2", "C2", "E3", "A5", "C3", "D3"];
    for superko in [false, true] {
        let mut gg = Gnugo::start(superko);
        let mut stats = Stats::default();

        // Retaking at once is refused by both.
        let mut d = scripted(&mut gg, &mut stats, "ko", &KO);
        assert_eq!(d.game.last_captured().len(), 1);
        d.refuse(at("C3").unwrap(), Illegal::Ko)
            .unwrap_or_else(|e| panic!("{e}"));
        drop(d);

        // After a pass and a move elsewhere, the retake is legal in both modes.
        let mut moves = KO.to_vec();
        moves.extend(["pass", "A1", "C3"]);
        let d = scripted(&mut gg, &mut stats, "ko after a pass", &moves);
        assert_eq!(d.game.last_captured().len(), 1);
        drop(d);

        // After a pass the ko point is lifted for the side that passed...
        let mut moves = KO.to_vec();
        moves.push("pass");
        let d = scripted(&mut gg, &mut stats, "ko point after a pass", &moves);
        assert_eq!(d.game.ko_point(), None);
        drop(d);

        // ...and after two passes the retake repeats the position before Black's
        // capture: GNU Go and tengen refuse it under positional superko; under simple
        // ko both play it, and tengen reports the repetition and plays on (the game
        // ends only at the third occurrence: see docs/rules.md, "Repetition").
        let mut moves = KO.to_vec();
        moves.extend(["pass", "pass"]);
        let mut d = scripted(&mut gg, &mut stats, "ko after two passes", &moves);
        if superko {
            d.refuse(at("C3").unwrap(), Illegal::Superko { repeats: 8 })
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                d.game.illegal_reason(d.point(at("C3").unwrap())),
                Some(Illegal::Superko { repeats: 8 })
            );
            assert_eq!(d.gg.ask("is_legal white C3"), Ok("0".to_string()));
        } else {
            assert_eq!(d.gg.ask("is_legal white C3"), Ok("1".to_string()));
            d.play(at("C3")).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(d.game.end(), None);
            let repetition = d.game.repetition().expect("the retake repeats a position");
            assert_eq!((repetition.repeats_move, repetition.count), (8, 2));
        }
        drop(d);

        // Suicide, of one stone or several, is refused by both.
        //   . . . . .
        //   . . . . .
        //   O . . . .
        //   X O . . O      W E2
        //   . X O O .      A1 would kill A2-B1 (B); E1 is a one-stone suicide for B
        let moves = ["A2", "A3", "B1", "B2", "E5", "C1", "D5", "E2", "C5", "D1"];
        let mut d = scripted(&mut gg, &mut stats, "suicide", &moves);
        d.refuse(at("A1").unwrap(), Illegal::Suicide)
            .unwrap_or_else(|e| panic!("{e}"));
        d.refuse(at("E1").unwrap(), Illegal::Suicide)
            .unwrap_or_else(|e| panic!("{e}"));
        d.refuse(at("B2").unwrap(), Illegal::Occupied)
            .unwrap_or_else(|e| panic!("{e}"));
        // White at A1 instead captures both Black stones.
        d.play(None).unwrap_or_else(|e| panic!("{e}"));
        d.play(at("A1")).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(d.game.last_captured().len(), 2);
        assert_eq!(d.game.captures(Color::White), 2);
    }
}
