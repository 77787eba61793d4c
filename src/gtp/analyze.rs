//! `lz-analyze [color] [interval]`: Leela Zero's analysis, which Sabaki and Lizzie
//! show on the board. The answer is `=` on a line of its own, then every interval
//! (in centiseconds; `interval n` may name it too) a line of the candidates, most
//! visited first:
//!
//! ```text
//! info move D4 visits 120 winrate 5234 prior 1000 lcb 5012 order 0 pv D4 Q16 info move …
//! ```
//!
//! with the winrate (of the side to move), the prior and the lower confidence bound
//! of the winrate in ten-thousandths, until the next line of input (a command, or
//! only an empty line), before whose answer an empty line ends this one. The
//! session answers the `=` at once; the caller then asks
//! [`Session::analysis_step`] for the lines while no input is waiting.

use super::input::{self, SYNTAX};
use super::setup::for_color;
use super::{Candidate, Engine, Session};
use crate::board::Board;
use crate::color::Color;
use crate::game::Game;

/// The interval when none is given (or 0 is): one second, in centiseconds.
const DEFAULT_INTERVAL_CS: u32 = 100;
/// The longest interval, ten minutes in centiseconds.
const LONGEST_INTERVAL_CS: u32 = 60_000;
/// The normal quantile of the lower confidence bound (a 95 % interval).
const Z: f32 = 1.96;

/// A running analysis: the position (its side to move the colour asked for) and
/// the interval between lines.
#[derive(Clone, Debug)]
pub(super) struct Analysis {
    game: Game,
    interval_ms: u32,
}

impl<E: Engine> Session<E> {
    /// Starts `lz-analyze` with these arguments, or says why not.
    pub(super) fn start_analysis(&mut self, args: &[&str]) -> Result<(), String> {
        let (color, interval_cs) = arguments(args)?;
        let color = color.unwrap_or(self.game.to_move());
        let game = for_color(&self.game, color).into_owned();
        self.analysis = Some(Analysis {
            game,
            interval_ms: interval_cs * 10,
        });
        Ok(())
    }

    /// The milliseconds between the lines of the running `lz-analyze`, or `None`
    /// when none runs.
    pub fn analysis_interval(&self) -> Option<u32> {
        self.analysis.as_ref().map(|a| a.interval_ms)
    }

    /// Lets the engine analyse for one interval and returns the line of its
    /// candidates (ending in a line feed), or nothing when no analysis runs or the
    /// engine has no visited candidate yet.
    pub fn analysis_step(&mut self) -> String {
        let Some(a) = &self.analysis else {
            return String::new();
        };
        let candidates = self.engine.analyze(&a.game, a.interval_ms);
        info_line(a.game.board(), candidates)
    }
}

/// The colour and the interval in centiseconds: `[color] [interval]`, then
/// `interval n` pairs.
fn arguments(args: &[&str]) -> Result<(Option<Color>, u32), &'static str> {
    let mut rest = args.iter().copied().peekable();
    let color = rest.peek().and_then(|a| input::color(a).ok());
    if color.is_some() {
        rest.next();
    }
    let mut interval = rest.peek().and_then(|a| input::count(a).ok());
    if interval.is_some() {
        rest.next();
    }
    while let Some(key) = rest.next() {
        if !key.eq_ignore_ascii_case("interval") {
            return Err(SYNTAX);
        }
        interval = Some(input::count(rest.next().ok_or(SYNTAX)?)?);
    }
    let interval = match interval {
        None | Some(0) => DEFAULT_INTERVAL_CS,
        Some(n) => n.min(LONGEST_INTERVAL_CS),
    };
    Ok((color, interval))
}

/// The candidates with visits and a name on `board`, most visited first (the
/// higher winrate first among equals), as one line; empty if there are none.
fn info_line(board: &Board, mut candidates: Vec<Candidate>) -> String {
    candidates.retain(|c| c.visits > 0 && input::move_name(board, c.point).is_some());
    candidates.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.winrate.total_cmp(&a.winrate))
    });
    let infos: Vec<String> = candidates
        .iter()
        .enumerate()
        .map(|(order, c)| info(board, order, c))
        .collect();
    if infos.is_empty() {
        return String::new();
    }
    infos.join(" ") + "\n"
}

/// One candidate's `info move …`.
fn info(board: &Board, order: usize, c: &Candidate) -> String {
    let name = input::move_name(board, c.point).unwrap_or_default();
    let lcb = lower_bound(c.winrate, c.visits);
    format!(
        "info move {name} visits {} winrate {} prior {} lcb {} order {order} pv {}",
        c.visits,
        per_10000(c.winrate),
        per_10000(c.prior),
        per_10000(lcb),
        pv(board, c, name.clone()),
    )
}

/// The candidate's line of play, the move first, up to its first move that is not
/// a point of `board`.
fn pv(board: &Board, c: &Candidate, first: String) -> String {
    let rest = match c.pv.first() {
        Some(&m) if m == c.point => &c.pv[1..],
        _ => &c.pv[..],
    };
    let mut line = vec![first];
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

    #[test]
    fn arguments_follow_leela_zero() {
        assert_eq!(arguments(&[]), Ok((None, 100)));
        assert_eq!(arguments(&["50"]), Ok((None, 50)));
        assert_eq!(arguments(&["B", "25"]), Ok((Some(Color::Black), 25)));
        assert_eq!(arguments(&["white"]), Ok((Some(Color::White), 100)));
        assert_eq!(
            arguments(&["w", "interval", "10"]),
            Ok((Some(Color::White), 10))
        );
        assert_eq!(arguments(&["0"]), Ok((None, 100)));
        assert_eq!(arguments(&["9999999"]), Ok((None, 60_000)));
        assert_eq!(arguments(&["b", "x"]), Err(SYNTAX));
        assert_eq!(arguments(&["interval"]), Err(SYNTAX));
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

    #[test]
    fn lines_sort_by_visits_and_skip_unknown_points() {
        let b = Board::new(9, 9).unwrap();
        let d4 = b.point(3, 5);
        let e5 = b.point(4, 4);
        let c = |point, visits, pv| Candidate {
            point,
            visits,
            winrate: 0.5,
            prior: 0.25,
            pv,
        };
        let line = info_line(
            &b,
            vec![
                c(d4, 3, vec![]),
                c(e5, 9, vec![e5, d4, None, Some(0), d4]),
                c(None, 0, vec![]),
                c(Some(usize::MAX), 50, vec![]),
            ],
        );
        assert_eq!(
            line,
            "info move E5 visits 9 winrate 5000 prior 2500 lcb 2265 order 0 pv E5 D4 pass \
             info move D4 visits 3 winrate 5000 prior 2500 lcb 1253 order 1 pv D4\n"
        );
        assert_eq!(info_line(&b, vec![]), "");
    }
}
