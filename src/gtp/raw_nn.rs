//! `kata-raw-nn [color] symmetry [optimism]`: the network's own reading of the
//! position, laid out as KataGo writes it, from White's point of view whoever is
//! to move:
//!
//! ```text
//! symmetry 0
//! whiteWin 0.512496
//! whiteLoss 0.487504
//! noResult 0.000000
//! whiteLead -0.319
//! whiteScoreSelfplay -0.052
//! whiteScoreSelfplaySq 216.763
//! varTimeLeft -1.000
//! shorttermWinlossError -1.000
//! shorttermScoreError -1.000
//! policy
//! 0.000044 0.000050 …     NAN …
//! policyPass 0.000314
//! whiteOwnership
//! -0.0359118 -0.0173707 …
//! ```
//!
//! The policy and the ownership row by row from the top, `NAN` on illegal points;
//! the three values KataGo's version-8 networks do not have are −1, as KataGo
//! writes them. `symmetry` is 0 to 7 or `all`, the eight one after the other (where
//! KataGo puts an empty line between them, which would end a GTP answer, nothing
//! is). `color` evaluates the position with that colour to move. `optimism`, from 0
//! to 1, is accepted and changes nothing: version-8 networks have no optimism input.

use super::input::{self, SYNTAX};
use super::setup::for_color;
use super::{Answer, Engine, Session};
use crate::color::Color;
use crate::game::Game;
use crate::net::Evaluation;

impl<E: Engine> Session<E> {
    /// `kata-raw-nn`.
    pub(super) fn raw_nn(&mut self, args: &[&str]) -> Answer {
        let mut rest = args;
        let color = rest.first().and_then(|a| input::color(a).ok());
        if color.is_some() {
            rest = &rest[1..];
        }
        let (symmetry, optimism) = match rest {
            [s] => (*s, None),
            [s, o] => (*s, Some(*o)),
            _ => return Err(SYNTAX.into()),
        };
        let symmetries = if symmetry.eq_ignore_ascii_case("all") {
            0..8
        } else {
            match input::count(symmetry) {
                Ok(s) if s < 8 => s..s + 1,
                _ => return Err("the symmetry must be all or 0 to 7".into()),
            }
        };
        if let Some(o) = optimism {
            if !(0.0..=1.0).contains(&input::float(o)?) {
                return Err("the optimism must be from 0 to 1".into());
            }
        }
        let game = for_color(&self.game, color.unwrap_or(self.game.to_move()));
        let mut text = String::new();
        for s in symmetries {
            let e = self.engine.raw_nn(&game, s)?;
            write_block(&mut text, &game, s, &e)?;
        }
        Ok(text.trim_end().to_string())
    }
}

/// Appends one symmetry's outputs, or says why the evaluation does not fit the
/// board (an engine's fault, never a panic).
fn write_block(text: &mut String, game: &Game, s: u32, e: &Evaluation) -> Result<(), String> {
    let board = game.board();
    let (w, h) = (board.width(), board.height());
    let area = w * h;
    if e.policy.len() != area + 1 || e.ownership.len() != area {
        return Err("the network's outputs do not fit the board".into());
    }
    let mut legal = vec![0u8; area];
    game.legal_moves_into(&mut legal);
    // White's point of view.
    let white = game.to_move() == Color::White;
    let (win, loss) = if white {
        (e.winrate, e.lossrate)
    } else {
        (e.lossrate, e.winrate)
    };
    let sign = if white { 1.0 } else { -1.0 };
    let mean = f64::from(e.score_mean) * sign;
    let stdev = f64::from(e.score_stdev);
    let lines = [
        format!("symmetry {s}"),
        format!("whiteWin {win:.6}"),
        format!("whiteLoss {loss:.6}"),
        format!("noResult {:.6}", e.no_result),
        format!("whiteLead {:.3}", f64::from(e.score_lead) * sign),
        format!("whiteScoreSelfplay {mean:.3}"),
        format!("whiteScoreSelfplaySq {:.3}", mean * mean + stdev * stdev),
        "varTimeLeft -1.000".into(),
        "shorttermWinlossError -1.000".into(),
        "shorttermScoreError -1.000".into(),
        "policy".into(),
    ];
    for line in lines {
        *text += &line;
        text.push('\n');
    }
    for y in 0..h {
        for x in 0..w {
            let k = y * w + x;
            if legal[k] != 0 {
                *text += &format!("{:8.6} ", e.policy[k]);
            } else {
                *text += "    NAN ";
            }
        }
        text.push('\n');
    }
    *text += &format!("policyPass {:8.6} \nwhiteOwnership\n", e.policy[area]);
    for y in 0..h {
        for x in 0..w {
            // White's ownership, without a sign on 0.
            let o = -e.ownership[y * w + x] + 0.0;
            *text += &format!("{o:9.7} ");
        }
        text.push('\n');
    }
    Ok(())
}
