//! The analysis commands, whose answer goes on until the next line of input:
//!
//! - `lz-analyze`: Leela Zero's form, which Sabaki and Lizzie read. The winrate (of
//!   the side to move), the prior and the lower confidence bound of the winrate are
//!   in ten-thousandths:
//!
//!   ```text
//!   info move D4 visits 120 winrate 5234 prior 1000 lcb 5012 order 0 pv D4 Q16 info move …
//!   ```
//!
//! - `kata-analyze`: KataGo's form, fractions from 0 to 1 and, from a search that
//!   weighs the score, the utility, the score lead (as `scoreMean` too, as KataGo
//!   writes it for older tools) and the score's deviation, all for the side to move:
//!
//!   ```text
//!   info move D4 visits 120 utility 0.071 winrate 0.5234 scoreMean 1.2 scoreStdev 14.8 scoreLead 1.2 prior 0.1 lcb 0.5012 order 0 pv D4 Q16 info move …
//!   ```
//!
//!   then, when asked, `rootInfo` and the values of the position itself, and
//!   `ownership` and each point's expected owner from −1 to 1 for the side to move
//!   (1: its own), row by row from the top left.
//! - `analyze`: `kata-analyze` for Sabaki, every fraction written with its decimal
//!   point (`1.00000`, not `1`), which Sabaki reads to tell the two forms apart.
//!
//! The arguments are KataGo's: `[color] [interval]`, the interval in centiseconds,
//! then pairs `interval N`, `minmoves N` (report at least N moves, adding unvisited
//! ones, which have no visits, the position's own winrate and score, and their
//! prior), `maxmoves N`, and for the two KataGo forms `ownership true|false` and
//! `rootInfo true|false`; anything else is a syntax error. The answer is `=` on a
//! line of its own, then every interval a line of the candidates, most visited
//! first, until the next line of input (a command, or only an empty line), before
//! whose answer an empty line ends this one. The session answers the `=` at once;
//! the caller then asks [`Session::analysis_step`] for the lines while no input is
//! waiting.

use super::input::{self, SYNTAX};
use super::numbers::general;
use super::setup::for_color;
use super::{Candidate, Engine, Report, Session};
use crate::board::Board;
use crate::color::Color;
use crate::game::Game;

/// The interval when none is given (or 0 is): one second, in centiseconds.
const DEFAULT_INTERVAL_CS: u32 = 100;
/// The longest interval, ten minutes in centiseconds.
const LONGEST_INTERVAL_CS: u32 = 60_000;
/// The normal quantile of the lower confidence bound (a 95 % interval).
const Z: f32 = 1.96;

/// Which analysis command runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Format {
    /// `lz-analyze`.
    Lz,
    /// `kata-analyze`.
    Kata,
    /// `analyze`: KataGo's form for Sabaki.
    Sabaki,
}

impl Format {
    /// The format of an analysis command's name, `None` for other commands.
    pub(super) fn of(name: &str) -> Option<Format> {
        match name {
            "lz-analyze" => Some(Format::Lz),
            "kata-analyze" => Some(Format::Kata),
            "analyze" => Some(Format::Sabaki),
            _ => None,
        }
    }
}

/// What an analysis reports besides its candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Options {
    /// Report at least this many moves (unvisited ones too).
    min_moves: usize,
    /// Report at most this many moves.
    max_moves: usize,
    /// Add each point's expected owner (KataGo's forms).
    ownership: bool,
    /// Add the position's own values (KataGo's forms).
    root_info: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            min_moves: 0,
            max_moves: usize::MAX,
            ownership: false,
            root_info: false,
        }
    }
}

/// A running analysis: the position (its side to move the colour asked for), the
/// interval between lines and what to report.
#[derive(Clone, Debug)]
pub(super) struct Analysis {
    game: Game,
    interval_ms: u32,
    format: Format,
    options: Options,
}

impl<E: Engine> Session<E> {
    /// Starts an analysis in `format` with these arguments, or says why not.
    pub(super) fn start_analysis(&mut self, format: Format, args: &[&str]) -> Result<(), String> {
        let (color, interval_cs, options) = arguments(format, args)?;
        let color = color.unwrap_or(self.game.to_move());
        let game = for_color(&self.game, color).into_owned();
        self.analysis = Some(Analysis {
            game,
            interval_ms: interval_cs * 10,
            format,
            options,
        });
        Ok(())
    }

    /// The milliseconds between the lines of the running analysis, or `None` when
    /// none runs.
    pub fn analysis_interval(&self) -> Option<u32> {
        self.analysis.as_ref().map(|a| a.interval_ms)
    }

    /// Lets the engine analyse for one interval and returns the line of its
    /// candidates (ending in a line feed), or nothing when no analysis runs or the
    /// engine has no candidate to report yet.
    pub fn analysis_step(&mut self) -> String {
        let Some(a) = &self.analysis else {
            return String::new();
        };
        let report = self
            .engine
            .analyze(&a.game, a.interval_ms, a.options.min_moves);
        let (board, to_move) = (a.game.board(), a.game.to_move());
        match a.format {
            Format::Lz => lz_line(board, report.moves, &a.options),
            Format::Kata => kata_line(board, to_move, report, &a.options, false),
            Format::Sabaki => kata_line(board, to_move, report, &a.options, true),
        }
    }
}

/// The colour, the interval in centiseconds and the options: `[color]
/// [interval]`, then key-value pairs.
fn arguments(format: Format, args: &[&str]) -> Result<(Option<Color>, u32, Options), &'static str> {
    let mut rest = args.iter().copied().peekable();
    let color = rest.peek().and_then(|a| input::color(a).ok());
    if color.is_some() {
        rest.next();
    }
    let mut interval = rest.peek().and_then(|a| input::count(a).ok());
    if interval.is_some() {
        rest.next();
    }
    let mut options = Options::default();
    let kata = format != Format::Lz;
    while let Some(key) = rest.next() {
        let value = rest.next().ok_or(SYNTAX)?;
        match key.to_ascii_lowercase().as_str() {
            "interval" => interval = Some(input::count(value)?),
            "minmoves" => options.min_moves = input::count(value)? as usize,
            "maxmoves" => options.max_moves = input::count(value)? as usize,
            "ownership" if kata => options.ownership = boolean(value)?,
            "rootinfo" if kata => options.root_info = boolean(value)?,
            _ => return Err(SYNTAX),
        }
    }
    let interval = match interval {
        None | Some(0) => DEFAULT_INTERVAL_CS,
        Some(n) => n.min(LONGEST_INTERVAL_CS),
    };
    Ok((color, interval, options))
}

/// `true` or `false`, any case.
fn boolean(text: &str) -> Result<bool, &'static str> {
    match text.to_ascii_lowercase().as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(SYNTAX),
    }
}

/// The candidates to report: those with a name on `board`, most visited first (the
/// higher winrate, then the higher prior, first among equals), the unvisited ones
/// only as far as `min_moves` asks, at most `max_moves`.
fn reported(board: &Board, mut candidates: Vec<Candidate>, options: &Options) -> Vec<Candidate> {
    candidates.retain(|c| input::move_name(board, c.point).is_some());
    candidates.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.winrate.total_cmp(&a.winrate))
            .then(b.prior.total_cmp(&a.prior))
    });
    let mut kept = 0;
    candidates.retain(|c| {
        let keep = (c.visits > 0 || kept < options.min_moves) && kept < options.max_moves;
        kept += keep as usize;
        keep
    });
    candidates
}

/// `lz-analyze`'s line: the candidates' `info move …`, or nothing if there are none.
fn lz_line(board: &Board, candidates: Vec<Candidate>, options: &Options) -> String {
    let candidates = reported(board, candidates, options);
    let infos: Vec<String> = candidates
        .iter()
        .enumerate()
        .map(|(order, c)| {
            format!(
                "info move {} visits {} winrate {} prior {} lcb {} order {order} pv {}",
                name(board, c),
                c.visits,
                per_10000(c.winrate),
                per_10000(c.prior),
                per_10000(lower_bound(c.winrate, c.visits)),
                pv(board, c),
            )
        })
        .collect();
    if infos.is_empty() {
        return String::new();
    }
    infos.join(" ") + "\n"
}

/// `kata-analyze`'s line (`point`: every fraction with its decimal point, for
/// `analyze`), or nothing if there is no candidate.
fn kata_line(
    board: &Board,
    to_move: Color,
    report: Report,
    options: &Options,
    point: bool,
) -> String {
    let candidates = reported(board, report.moves, options);
    if candidates.is_empty() {
        return String::new();
    }
    let num = |x: f32| general(f64::from(x), point);
    let mut line = String::new();
    for (order, c) in candidates.iter().enumerate() {
        if order > 0 {
            line.push(' ');
        }
        line += &format!("info move {} visits {}", name(board, c), c.visits);
        if let Some(s) = c.score {
            line += &format!(" utility {}", num(s.utility));
        }
        line += &format!(" winrate {}", num(c.winrate));
        if let Some(s) = c.score {
            let lead = num(s.lead);
            line += &format!(
                " scoreMean {lead} scoreStdev {} scoreLead {lead}",
                num(s.stdev)
            );
        }
        line += &format!(
            " prior {} lcb {} order {order} pv {}",
            num(c.prior),
            num(lower_bound(c.winrate, c.visits)),
            pv(board, c)
        );
    }
    if options.root_info {
        line += &format!(" rootInfo visits {}", report.visits);
        if let Some(s) = report.score {
            line += &format!(" utility {}", num(s.utility));
        }
        line += &format!(" winrate {}", num(report.winrate));
        if let Some(s) = report.score {
            let lead = num(s.lead);
            line += &format!(
                " scoreMean {lead} scoreStdev {} scoreLead {lead}",
                num(s.stdev)
            );
        }
    }
    if options.ownership && report.ownership.len() == board.area() {
        line += " ownership";
        let sign = f32::from(to_move.sign());
        for &o in &report.ownership {
            line.push(' ');
            line += &num(o * sign);
        }
    }
    line + "\n"
}

/// The candidate's move's name (reported candidates have one).
fn name(board: &Board, c: &Candidate) -> String {
    input::move_name(board, c.point).unwrap_or_default()
}

/// The candidate's line of play, the move first, up to its first move that is not
/// a point of `board`.
fn pv(board: &Board, c: &Candidate) -> String {
    let rest = match c.pv.first() {
        Some(&m) if m == c.point => &c.pv[1..],
        _ => &c.pv[..],
    };
    let mut line = vec![name(board, c)];
    line.extend(rest.iter().map_while(|&m| input::move_name(board, m)));
    line.join(" ")
}

/// A fraction from 0 to 1 in ten-thousandths (NaN as 0).
fn per_10000(x: f32) -> u32 {
    if x.is_nan() {
        return 0;
    }
    (x.clamp(0.0, 1.0) * 10_000.0).round() as u32
}

/// The lower bound of the 95 % Wilson score interval of a winrate measured over
/// `visits` playouts: near the winrate for many visits, well below it for few (0
/// with none).
fn lower_bound(winrate: f32, visits: u32) -> f32 {
    if visits == 0 || winrate.is_nan() {
        return 0.0;
    }
    let (p, n) = (winrate.clamp(0.0, 1.0), visits as f32);
    let z2 = Z * Z;
    let centre = p + z2 / (2.0 * n);
    let spread = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - spread) / (1.0 + z2 / n)).clamp(0.0, 1.0)
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::gtp::ScoreInfo;

    fn lz(args: &[&str]) -> Result<(Option<Color>, u32), &'static str> {
        arguments(Format::Lz, args).map(|(c, i, _)| (c, i))
    }

    #[test]
    fn arguments_follow_leela_zero() {
        assert_eq!(lz(&[]), Ok((None, 100)));
        assert_eq!(lz(&["50"]), Ok((None, 50)));
        assert_eq!(lz(&["B", "25"]), Ok((Some(Color::Black), 25)));
        assert_eq!(lz(&["white"]), Ok((Some(Color::White), 100)));
        assert_eq!(lz(&["w", "interval", "10"]), Ok((Some(Color::White), 10)));
        assert_eq!(lz(&["w", "INTERVAL", "10"]), Ok((Some(Color::White), 10)));
        assert_eq!(lz(&["0"]), Ok((None, 100)));
        assert_eq!(lz(&["9999999"]), Ok((None, 60_000)));
        assert_eq!(lz(&["b", "x"]), Err(SYNTAX));
        assert_eq!(lz(&["interval"]), Err(SYNTAX));
        // KataGo's keys: the counts for both forms, the rest for its own.
        assert_eq!(
            lz(&["b", "10", "minmoves", "3", "maxmoves", "5"]),
            Ok((Some(Color::Black), 10))
        );
        assert_eq!(lz(&["ownership", "true"]), Err(SYNTAX));
    }

    #[test]
    fn arguments_follow_katago() {
        let kata = |args: &[&str]| arguments(Format::Kata, args);
        let (color, interval, o) =
            kata(&["w", "50", "ownership", "true", "minmoves", "4"]).unwrap();
        assert_eq!((color, interval), (Some(Color::White), 50));
        assert_eq!(
            o,
            Options {
                min_moves: 4,
                ownership: true,
                ..Options::default()
            }
        );
        let (_, _, o) = kata(&["rootInfo", "TRUE", "ownership", "false", "maxmoves", "2"]).unwrap();
        assert!(o.root_info && !o.ownership && o.max_moves == 2);
        let (_, _, sabaki) = arguments(Format::Sabaki, &["b", "ownership", "true"]).unwrap();
        assert!(sabaki.ownership);
        for bad in [
            &["ownership"][..],
            &["ownership", "yes"],
            &["minmoves", "-1"],
            &["maxmoves", "x"],
            &["pvVisits", "true"],
            &["avoid", "b", "D4", "1"],
            &["b", "50", "60"],
        ] {
            assert_eq!(kata(bad), Err(SYNTAX), "{bad:?}");
        }
    }

    #[test]
    fn the_bound_is_below_the_winrate_and_tightens() {
        assert_eq!(lower_bound(0.7, 0), 0.0);
        let few = lower_bound(0.7, 10);
        let many = lower_bound(0.7, 10_000);
        assert!(few < many && many < 0.7 && many > 0.69);
        assert_eq!(lower_bound(f32::NAN, 5), 0.0);
        assert!(lower_bound(2.0, 5) <= 1.0);
        assert_eq!(per_10000(0.52345), 5235);
        assert_eq!(per_10000(-1.0), 0);
    }

    fn candidate(point: Option<usize>, visits: u32, pv: Vec<Option<usize>>) -> Candidate {
        Candidate {
            point,
            visits,
            winrate: 0.5,
            prior: 0.25,
            pv,
            score: None,
        }
    }

    #[test]
    fn lines_sort_by_visits_and_skip_unknown_points() {
        let b = Board::new(9, 9).unwrap();
        let d4 = b.point(3, 5);
        let e5 = b.point(4, 4);
        let line = lz_line(
            &b,
            vec![
                candidate(d4, 3, vec![]),
                candidate(e5, 9, vec![e5, d4, None, Some(0), d4]),
                candidate(None, 0, vec![]),
                candidate(Some(usize::MAX), 50, vec![]),
            ],
            &Options::default(),
        );
        assert_eq!(
            line,
            "info move E5 visits 9 winrate 5000 prior 2500 lcb 2265 order 0 pv E5 D4 pass \
             info move D4 visits 3 winrate 5000 prior 2500 lcb 1253 order 1 pv D4\n"
        );
        assert_eq!(lz_line(&b, vec![], &Options::default()), "");
    }

    #[test]
    fn min_and_max_moves() {
        let b = Board::new(9, 9).unwrap();
        let p = |x| b.point(x, 0);
        let mut low = candidate(p(2), 0, vec![]);
        low.prior = 0.1;
        let moves = vec![
            candidate(p(0), 5, vec![]),
            low,
            candidate(p(1), 0, vec![]),
            candidate(p(3), 0, vec![]),
        ];
        let names = |options: Options| -> Vec<String> {
            reported(&b, moves.clone(), &options)
                .iter()
                .map(|c| name(&b, c))
                .collect()
        };
        assert_eq!(names(Options::default()), ["A9"]);
        let min = |n| Options {
            min_moves: n,
            ..Options::default()
        };
        // The unvisited moves by prior (B9 and D9 before C9), as far as asked.
        assert_eq!(names(min(3)), ["A9", "B9", "D9"]);
        assert_eq!(names(min(9)), ["A9", "B9", "D9", "C9"]);
        let max = Options {
            max_moves: 2,
            ..min(9)
        };
        assert_eq!(names(max), ["A9", "B9"]);
        let none = Options {
            max_moves: 0,
            ..min(9)
        };
        assert_eq!(lz_line(&b, moves.clone(), &none), "");
    }

    /// KataGo's form: the fields in KataGo's order, the score's only from a search
    /// that has one, the root's and the ownership (for the side to move) when
    /// asked; Sabaki's with decimal points.
    #[test]
    fn kata_lines() {
        let b = Board::new(2, 2).unwrap();
        let a2 = b.point(0, 0);
        let score = ScoreInfo {
            lead: 1.25,
            stdev: 8.0,
            utility: 0.125,
        };
        let report = Report {
            moves: vec![
                Candidate {
                    winrate: 0.75,
                    score: Some(score),
                    ..candidate(a2, 4, vec![a2, None])
                },
                Candidate {
                    winrate: 1.0,
                    prior: 0.0,
                    score: Some(score),
                    ..candidate(None, 1, vec![])
                },
            ],
            visits: 6,
            winrate: 0.625,
            score: Some(score),
            ownership: vec![1.0, -0.5, 0.0, 0.25],
        };
        let all = Options {
            ownership: true,
            root_info: true,
            ..Options::default()
        };
        assert_eq!(
            kata_line(&b, Color::White, report.clone(), &all, false),
            "info move A2 visits 4 utility 0.125 winrate 0.75 scoreMean 1.25 scoreStdev 8 \
             scoreLead 1.25 prior 0.25 lcb 0.300636 order 0 pv A2 pass \
             info move pass visits 1 utility 0.125 winrate 1 scoreMean 1.25 scoreStdev 8 \
             scoreLead 1.25 prior 0 lcb 0.206543 order 1 pv pass \
             rootInfo visits 6 utility 0.125 winrate 0.625 scoreMean 1.25 scoreStdev 8 \
             scoreLead 1.25 ownership -1 0.5 0 -0.25\n"
        );
        assert_eq!(
            kata_line(&b, Color::Black, report.clone(), &Options::default(), true),
            "info move A2 visits 4 utility 0.125000 winrate 0.750000 scoreMean 1.25000 \
             scoreStdev 8.00000 scoreLead 1.25000 prior 0.250000 lcb 0.300636 order 0 pv A2 pass \
             info move pass visits 1 utility 0.125000 winrate 1.00000 scoreMean 1.25000 \
             scoreStdev 8.00000 scoreLead 1.25000 prior 0.00000 lcb 0.206543 order 1 pv pass\n"
        );
        // A search without a score (the playout search): no score fields; an
        // ownership of the wrong size is left out.
        let plain = Report {
            moves: vec![candidate(a2, 2, vec![])],
            visits: 2,
            winrate: 0.5,
            score: None,
            ownership: vec![0.5],
        };
        assert_eq!(
            kata_line(&b, Color::Black, plain, &all, false),
            "info move A2 visits 2 winrate 0.5 prior 0.25 lcb 0.0945287 order 0 pv A2 \
             rootInfo visits 2 winrate 0.5\n"
        );
        assert_eq!(
            kata_line(&b, Color::Black, Report::default(), &all, false),
            ""
        );
    }
}
