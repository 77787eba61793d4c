//! A game played again under other rules (`komi`), and `loadsgf`, which replays a
//! record's main line under the session's rules.

use super::input::{self, SYNTAX};
use super::{Answer, Engine, Session};
use crate::game::{Action, Game, Handicap};
use crate::rules::Rules;
use crate::sgf::Utf8Only;
use crate::tree::{GameTree, ReadOptions};

/// `game`'s handicap, setups and moves again under `rules`: `None` if the rules
/// forbid one of the moves (another ko rule may). Resignations and agreed ends are
/// left out, since GTP games end only by passes.
pub(super) fn replay(game: &Game, rules: Rules) -> Option<Game> {
    let b = game.board();
    let stones = game.handicap_placement().iter().map(|&p| b.xy(p)).collect();
    let mut again = Game::new(b.width(), b.height(), rules, Handicap::Free(stones)).ok()?;
    for action in game.history() {
        redo(&mut again, game, action)?;
    }
    Some(again)
}

/// Does `action` of `source` again in `game`.
fn redo(game: &mut Game, source: &Game, action: &Action) -> Option<()> {
    match *action {
        Action::Play(color, p) => game.play_as(color, p).ok().map(drop),
        Action::Pass(color) => game.pass_as(color).ok(),
        Action::Resume => game.resume().then_some(()),
        Action::Resign(_) | Action::NoResult => Some(()),
        Action::SetToMove(color) => game.set_to_move(color).ok(),
        Action::Setup(n) => {
            let changes = source.setup_changes(n)?;
            let with = |after| -> Vec<_> {
                changes
                    .iter()
                    .filter(|c| c.after == after)
                    .map(|c| c.point)
                    .collect()
            };
            let black = with(Some(crate::Color::Black));
            let white = with(Some(crate::Color::White));
            game.setup(&black, &white, &with(None)).ok()
        }
    }
}

impl<E: Engine> Session<E> {
    /// `loadsgf file [move_number]`: the position before move `move_number` of the
    /// record's main line (its end without one), its size and komi taken, under the
    /// session's rules.
    pub(super) fn loadsgf(&mut self, args: &[&str]) -> Answer {
        let (file, before) = match args {
            [file] => (*file, u32::MAX),
            [file, n] => (*file, input::count(n)?),
            _ => return Err(SYNTAX.into()),
        };
        let game = self.read_record(file, before).ok_or("cannot load file")?;
        self.config.rules.komi = game.rules().komi;
        self.replace_game(game);
        Ok(String::new())
    }

    /// The game of `file` before its move `before`, or `None` if it cannot be read
    /// or replayed.
    fn read_record(&mut self, file: &str, before: u32) -> Option<Game> {
        let bytes = (self.files.as_mut()?)(file).ok()?;
        let mut tree =
            GameTree::from_sgf_bytes(&bytes, &mut Utf8Only, ReadOptions::default()).ok()?;
        let last = before.saturating_sub(1);
        while tree.next(0) {
            if tree.move_number() > last {
                tree.previous();
                break;
            }
        }
        let rules = Rules {
            komi: tree.info().komi,
            ..self.config.rules
        };
        replay(tree.game(), rules)
    }
}
