//! [`Game::check_invariants`]: what a game keeps beside its board, checked against its
//! record. Compiled for tests and fuzzing only (`cfg(test)` or the `invariants`
//! feature).

use super::{Action, End, Game};
use crate::board::invariants::ensure;
use crate::board::{Point, BORDER, EMPTY};
use crate::color::{ByColor, Color};
use crate::rules::KoRule;

impl Game {
    /// Checks the board ([`crate::Board::check_invariants`]) and what the game keeps
    /// beside it, against the record of actions:
    ///
    /// - the side to move, the move number and the run of passes follow from the
    ///   record, and so does the end of the game; each action has its undo record, and
    ///   the logs of removals and setups and the count of new positions (setups) agree
    ///   with the record;
    /// - stones placed (handicap, moves and setups, less the stones setups removed)
    ///   equal the stones on the board plus the stones the opponent took (prisoners, a
    ///   multi-stone suicide's included);
    /// - the ko point is one the rules forbid: the last stone took exactly one stone
    ///   there, is a lone stone with that point as its only liberty, and no move in
    ///   turn or setup came after it, so that playing there would retake at once; and
    ///   where the last stone made such a ko, the point is set;
    /// - the stones the last move took are off the board;
    /// - the position as it stands is in the table of positions, no later than now.
    ///
    /// Returns a description of the first violation. O(cells + record).
    pub fn check_invariants(&self) -> Result<(), String> {
        let b = &self.board;
        b.check_invariants()?;
        let on_board = |p: Point| p < b.padded_len() && b.cell(p) != BORDER;
        for (i, &p) in self.handicap.iter().enumerate() {
            ensure!(
                on_board(p) && !self.handicap[..i].contains(&p),
                "handicap stone {i} at {p}"
            );
        }

        // Replay the record's bookkeeping: movers, counts, passes, setups, and the
        // move whose ko may still stand.
        let mut color = if self.handicap.is_empty() {
            Color::Black
        } else {
            Color::White
        };
        let mut placed = ByColor::new(self.handicap.len() as isize, 0);
        let mut moves = 0u32;
        let mut passes = 0u32;
        let (mut setups, mut new_positions, mut removed, mut stored) = (0u32, 0u32, 0usize, 1);
        // Moves that joined two or more chains and moves that removed some: one log entry
        // each.
        let (mut joining, mut removing) = (0usize, 0usize);
        // The last stone or pass, with its player, and the stone whose ko may stand
        // (its action's index): a ko lasts until the next move in turn or setup.
        let mut last: Option<(Color, Option<Point>)> = None;
        let mut ko_from: Option<usize> = None;
        ensure!(
            self.undo.len() == self.history.len(),
            "{} undo records for {} actions",
            self.undo.len(),
            self.history.len()
        );
        for (i, (a, u)) in self.history.iter().zip(&self.undo).enumerate() {
            ensure!(
                u.to_move() == color,
                "action {i}: its undo record has {:?} to move, the record {color:?}",
                u.to_move()
            );
            removed += (u.captured + u.suicided) as usize;
            joining += (u.joined() > 1) as usize;
            removing += (u.chains() > 0) as usize;
            stored += u.stored() as usize;
            match *a {
                Action::Play(c, p) => {
                    ensure!(on_board(p), "action {i}: a stone off the board");
                    placed[c] += 1;
                    moves += 1;
                    passes = 0;
                    last = Some((c, Some(p)));
                    ko_from = Some(i);
                    color = c.opponent();
                }
                Action::Pass(c) => {
                    moves += 1;
                    last = Some((c, None));
                    if c == color {
                        passes += 1;
                        ko_from = None;
                    } else {
                        passes = 1;
                    }
                    color = c.opponent();
                }
                Action::Resign(_) | Action::NoResult => {
                    ensure!(
                        i + 1 == self.history.len(),
                        "action {i}: {a:?} before the end of the record"
                    );
                }
                Action::Resume => {
                    ensure!(
                        passes >= 2,
                        "action {i}: play resumed after {passes} passes"
                    );
                    passes = 0;
                }
                Action::Setup(n) => {
                    ensure!(n == setups, "action {i}: setup {n}, expected {setups}");
                    let changes = self.setup_changes(n).unwrap_or_default();
                    for change in changes {
                        if let Some(c) = change.before {
                            placed[c] -= 1;
                        }
                        if let Some(c) = change.after {
                            placed[c] += 1;
                        }
                    }
                    setups += 1;
                    new_positions += 1;
                    passes = 0;
                    ko_from = None;
                }
                Action::SetToMove(c) => {
                    new_positions += 1;
                    passes = 0;
                    ko_from = None;
                    color = c;
                }
            }
        }
        ensure!(
            self.to_move == color,
            "{:?} to move, the record says {color:?}",
            self.to_move
        );
        ensure!(
            self.move_number == moves,
            "move number {}, the record has {moves} moves",
            self.move_number
        );
        ensure!(
            self.passes == passes,
            "{} consecutive passes, the record ends with {passes}",
            self.passes
        );
        ensure!(
            self.last_move() == last,
            "last move {:?}, the record says {last:?}",
            self.last_move()
        );
        ensure!(
            self.setup_starts.len() == setups as usize,
            "{} setups kept, the record has {setups}",
            self.setup_starts.len()
        );
        ensure!(
            self.epoch == new_positions
                && self.salt
                    == match self.epoch {
                        0 => 0,
                        e => crate::zobrist::mix64(e as u64),
                    },
            "epoch {} (salt {:#x}), the record starts {new_positions} new positions",
            self.epoch,
            self.salt
        );
        ensure!(
            self.removals.len() == removed && self.removed_before.len() == removed,
            "{} removals and {} removed bytes kept, the undo records count {removed}",
            self.removals.len(),
            self.removed_before.len()
        );
        let logged: usize = self.chain_sizes.iter().flatten().map(|&n| n as usize).sum();
        ensure!(
            self.merges.len() == joining && self.chain_sizes.len() == removing && logged == removed,
            "{} joins and {} removals ({logged} stones) logged, the undo records count {joining} \
             and {removing} ({removed} stones)",
            self.merges.len(),
            self.chain_sizes.len()
        );
        ensure!(
            self.setup_boards.len() == setups as usize,
            "{} boards kept for {setups} setups",
            self.setup_boards.len()
        );

        // How the game ended, against the record.
        let last_action = self.history.last().copied();
        match self.end {
            None => ensure!(passes < 2, "{passes} passes and the game goes on"),
            Some(End::Passes) => ensure!(
                passes >= 2 && matches!(last_action, Some(Action::Pass(_))),
                "ended by passes after {last_action:?}"
            ),
            Some(End::Resignation(c)) => ensure!(
                last_action == Some(Action::Resign(c)),
                "{c:?} resigned, the record ends with {last_action:?}"
            ),
            Some(End::Cycle) => ensure!(
                last_action == Some(Action::NoResult)
                    || self.rules.ko == KoRule::Simple
                        && matches!(last_action, Some(Action::Play(..) | Action::Pass(_)))
                        && self
                            .repetition()
                            .is_some_and(|r| { r.count >= self.rules.repetition_limit.max(2) }),
                "ended by a cycle under {:?} after {last_action:?}",
                self.rules.ko
            ),
        }

        // Stones placed = stones on the board + stones the opponent took.
        for c in [Color::Black, Color::White] {
            let here = b.stone_count(c);
            let taken = self.captures[c.opponent()] as usize;
            ensure!(
                placed[c] == (here + taken) as isize,
                "{c:?}: {} stones placed, {here} on the board and {taken} taken",
                placed[c]
            );
        }

        // The stones the last action took are gone (and none is listed twice).
        let captured = self.last_captured();
        for (i, &s) in captured.iter().enumerate() {
            ensure!(
                on_board(s) && b.cell(s) == EMPTY,
                "a stone taken by the last move is still at {s}"
            );
            ensure!(
                !captured[..i].contains(&s),
                "{s} listed twice among the stones taken"
            );
        }
        if !matches!(last_action, Some(Action::Play(..))) {
            ensure!(captured.is_empty(), "stones taken without a stone played");
        }

        // The ko point is one the rules forbid, and is there whenever they do: made by
        // the last stone, if no move in turn or setup came after it.
        let ko_made = match ko_from.map(|i| (self.history[i], self.undo[i])) {
            Some((Action::Play(mover, q), u)) if b.color(q) == Some(mover) => {
                // That stone's removals are the last ones: no stone came after it.
                let taken = &self.removals[self.removals.len() - u.captured as usize..];
                let lone_in_atari = b.chain_stones(q).nth(1).is_none() && b.liberties(q).len() == 1;
                match taken {
                    &[k] if u.suicided == 0 && lone_in_atari && b.liberties(q) == [k] => Some(k),
                    _ => None,
                }
            }
            _ => None,
        };
        match (self.ko, ko_made) {
            (None, None) => {}
            (Some(k), Some(made)) => {
                ensure!(k == made, "ko point {k}, the last move made one at {made}");
                // Retaking there would capture the lone stone, and only it.
                let retake = b.scan(k, self.to_move).outcome(self.rules.suicide);
                ensure!(
                    retake.map(|o| o.captures) == Some(1),
                    "ko point {k}: retaking would not capture one stone ({retake:?})"
                );
            }
            (Some(k), None) => {
                return Err(format!(
                    "ko point {k}, but the last move ({last:?}, took {captured:?}) made no ko"
                ))
            }
            (None, Some(made)) => {
                return Err(format!(
                    "the last move made a ko at {made}, and no ko point is set"
                ))
            }
        }

        // The position as it stands was remembered, no later than now.
        let key = self.key(b.hash(), self.to_move);
        let seen = self.positions.get(key);
        ensure!(
            seen.is_some_and(|n| n <= self.move_number),
            "the position now is in the table as after move {seen:?}"
        );
        ensure!(
            self.positions.len() <= stored,
            "{} positions stored, by {stored} actions",
            self.positions.len()
        );
        for c in [Color::Black, Color::White] {
            ensure!(
                self.positions.most_stones(c) >= b.stone_count(c),
                "the table's most {c:?} stones is below the board's"
            );
        }
        ensure!(
            self.positions
                .may_have_counts(b.stone_count(Color::Black), b.stone_count(Color::White)),
            "the table's counts filter would skip the position now"
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, Rules};
    use crate::Handicap;

    /// A 4×4 game where Black has just taken a stone in a ko at (1, 1), which White
    /// may not retake at once:
    ///
    /// ```text
    /// . X O .
    /// X . X O
    /// . X O .
    /// X . . .
    /// ```
    fn ko() -> Game {
        let mut g = Game::new(4, 4, Rules::preset(Preset::Japanese), Handicap::None).unwrap();
        for (x, y) in [
            (1, 0),
            (2, 0),
            (0, 1),
            (3, 1),
            (1, 2),
            (2, 2),
            (0, 3),
            (1, 1),
        ] {
            let p = g.board.point(x, y).unwrap();
            g.play(p).unwrap();
        }
        let p = g.board.point(2, 1).unwrap();
        assert_eq!(g.play(p).unwrap().len(), 1);
        assert_eq!(g.ko, g.board.point(1, 1));
        g
    }

    fn fails(g: &Game) -> String {
        g.check_invariants()
            .expect_err("a damaged game passed the check")
    }

    #[test]
    fn a_sound_game_passes() {
        let mut g = ko();
        assert_eq!(g.check_invariants(), Ok(()));
        g.pass().unwrap();
        g.pass().unwrap();
        assert_eq!(g.check_invariants(), Ok(()));
        assert!(g.resume());
        g.resign(Color::White).unwrap();
        assert_eq!(g.check_invariants(), Ok(()));
        // Setups, moves and passes out of turn, the side to move set.
        let mut g = ko();
        g.pass_as(Color::Black).unwrap();
        assert_eq!(
            g.check_invariants(),
            Ok(()),
            "the ko stands after a pass out of turn"
        );
        let corner = g.board.point(3, 3).unwrap();
        g.setup(&[corner], &[], &[g.board.point(1, 0).unwrap()])
            .unwrap();
        assert_eq!(g.check_invariants(), Ok(()));
        g.set_to_move(Color::Black).unwrap();
        g.play_as(Color::Black, g.board.point(3, 2).unwrap())
            .unwrap();
        assert_eq!(g.check_invariants(), Ok(()));
        while g.undo() {
            assert_eq!(g.check_invariants(), Ok(()));
        }
    }

    #[test]
    fn every_kind_of_damage_is_found() {
        let g = ko();

        let mut x = g.clone();
        x.ko = None;
        assert!(fails(&x).contains("no ko point is set"));

        let mut x = g.clone();
        x.ko = g.board.point(3, 3);
        assert!(fails(&x).contains("ko point"));

        let mut x = g.clone();
        x.captures.black += 1;
        assert!(fails(&x).contains("stones placed"));

        let mut x = g.clone();
        x.to_move = x.to_move.opponent();
        assert!(fails(&x).contains("to move"));

        let mut x = g.clone();
        x.move_number += 1;
        assert!(fails(&x).contains("move number"));

        let mut x = g.clone();
        x.passes = 1;
        assert!(fails(&x).contains("passes"));

        let mut x = g.clone();
        x.end = Some(End::Passes);
        assert!(fails(&x).contains("ended by passes"));

        let mut x = g.clone();
        let last = x.removals.len() - 1;
        x.removals[last] = g.board.point(1, 0).unwrap();
        assert!(fails(&x).contains("still at"));

        let mut x = g.clone();
        x.positions = crate::positions::PositionTable::default();
        assert!(fails(&x).contains("table"));

        let mut x = g.clone();
        x.undo.pop();
        assert!(fails(&x).contains("undo records"));

        let mut x = g.clone();
        x.epoch += 1;
        assert!(fails(&x).contains("epoch"));
    }
}
