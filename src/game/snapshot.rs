//! A game as a few bytes, and back: what a Web Worker needs to search the same game
//! without sharing the caller's object (the bot's worker in the package).
//!
//! The bytes hold the board size, every field of the rules, the handicap points and
//! the record; [`Game::restore`] makes a new game and replays the record through the
//! ordinary calls, so the restored game has the same position, history, positions
//! remembered for superko, prisoners and undo as the original. Anything malformed
//! (a bad tag, a name that parses to nothing, a move the rules refuse on replay,
//! bytes left over) gives `None`; nothing here panics on any input.
//!
//! The layout, all integers little-endian: `T G 1`; width, height (bytes); the
//! rules as preset, ko rule, suicide, scoring, komi in half points (i32), tie to
//! Black, split dame, handicap compensation, repetition limit (u32), the names as a
//! length byte and ASCII; the handicap as a count (u16) and (x, y) bytes; the
//! actions as a count (u32), then each as a tag byte and its operands: a colour is a
//! byte (0 black, 1 white), a point two bytes (x, y), a setup three counts (u16) and
//! its black, white and cleared points.

use super::{Action, Game, Handicap};
use crate::board::Point;
use crate::color::Color;
use crate::rules::{HalfPoints, HandicapCompensation, KoRule, Preset, Rules, Scoring};

const MAGIC: &[u8; 3] = b"TG1";

const PLAY: u8 = 0;
const PASS: u8 = 1;
const RESIGN: u8 = 2;
const RESUME: u8 = 3;
const NO_RESULT: u8 = 4;
const SETUP: u8 = 5;
const SET_TO_MOVE: u8 = 6;

impl Game {
    /// The game as bytes that [`Game::restore`] reads back: see the module
    /// documentation.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn snapshot(&self) -> Vec<u8> {
        let board = self.board();
        let mut out = Vec::with_capacity(64 + 3 * self.history().len());
        put(&mut out, MAGIC);
        put(&mut out, &[board.width() as u8]);
        put(&mut out, &[board.height() as u8]);
        let r = self.rules();
        name(&mut out, r.preset.name());
        name(&mut out, r.ko.name());
        put(&mut out, &[r.suicide as u8]);
        name(&mut out, r.scoring.name());
        put(&mut out, &r.komi.0.to_le_bytes());
        put(&mut out, &[r.tie_to_black as u8]);
        put(&mut out, &[r.split_dame as u8]);
        name(&mut out, r.handicap_compensation.name());
        put(&mut out, &r.repetition_limit.to_le_bytes());
        let handicap = self.handicap_placement();
        put(&mut out, &(handicap.len() as u16).to_le_bytes());
        for &p in handicap {
            self.point(&mut out, p);
        }
        put(&mut out, &(self.history().len() as u32).to_le_bytes());
        for &action in self.history() {
            match action {
                Action::Play(c, p) => {
                    put(&mut out, &[PLAY, c.index() as u8]);
                    self.point(&mut out, p);
                }
                Action::Pass(c) => put(&mut out, &[PASS, c.index() as u8]),
                Action::Resign(c) => put(&mut out, &[RESIGN, c.index() as u8]),
                Action::Resume => put(&mut out, &[RESUME]),
                Action::NoResult => put(&mut out, &[NO_RESULT]),
                Action::Setup(n) => {
                    put(&mut out, &[SETUP]);
                    let changes = self.setup_changes(n).unwrap_or(&[]);
                    let lists = [Some(Color::Black), Some(Color::White), None]
                        .map(|after| changes.iter().filter(move |c| c.after == after));
                    for list in lists.clone() {
                        put(&mut out, &(list.count() as u16).to_le_bytes());
                    }
                    for list in lists {
                        for c in list {
                            self.point(&mut out, c.point);
                        }
                    }
                }
                Action::SetToMove(c) => put(&mut out, &[SET_TO_MOVE, c.index() as u8]),
            }
        }
        out
    }

    /// The game of a [`Game::snapshot`], or `None` if the bytes are not one.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn restore(bytes: &[u8]) -> Option<Game> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(3)? != MAGIC {
            return None;
        }
        let width = r.byte()? as usize;
        let height = r.byte()? as usize;
        let preset_name = r.name()?;
        let preset = Preset::ALL.into_iter().find(|p| p.name() == preset_name)?;
        let ko = KoRule::parse(r.name()?)?;
        let suicide = r.flag()?;
        let scoring = Scoring::parse(r.name()?)?;
        let komi = i32::from_le_bytes(r.array()?);
        if !(-20_000..=20_000).contains(&komi) {
            return None;
        }
        let tie_to_black = r.flag()?;
        let split_dame = r.flag()?;
        let handicap_compensation = HandicapCompensation::parse(r.name()?)?;
        let repetition_limit = u32::from_le_bytes(r.array()?);
        let rules = Rules {
            preset,
            ko,
            suicide,
            scoring,
            komi: HalfPoints(komi),
            tie_to_black,
            split_dame,
            handicap_compensation,
            repetition_limit,
        };
        let stones = r.count16()?;
        let mut handicap = Vec::new();
        for _ in 0..stones {
            handicap.push(r.xy()?);
        }
        let mut game = Game::new(width, height, rules, Handicap::Free(handicap)).ok()?;
        let actions = u32::from_le_bytes(r.array()?);
        for _ in 0..actions {
            let ok = match r.byte()? {
                PLAY => {
                    let c = r.color()?;
                    let p = r.point(&game)?;
                    game.play_as(c, p).is_ok()
                }
                PASS => {
                    let c = r.color()?;
                    game.pass_as(c).is_ok()
                }
                RESIGN => {
                    let c = r.color()?;
                    game.resign(c).is_ok()
                }
                RESUME => game.resume(),
                NO_RESULT => game.end_no_result(),
                SETUP => {
                    let counts = [r.count16()?, r.count16()?, r.count16()?];
                    let mut lists: [Vec<Point>; 3] = Default::default();
                    for (list, n) in lists.iter_mut().zip(counts) {
                        for _ in 0..n {
                            list.push(r.point(&game)?);
                        }
                    }
                    let [black, white, empty] = &lists;
                    game.setup(black, white, empty).is_ok()
                }
                SET_TO_MOVE => {
                    let c = r.color()?;
                    game.set_to_move(c).is_ok()
                }
                _ => false,
            };
            if !ok {
                return None;
            }
        }
        (r.at == bytes.len()).then_some(game)
    }

    /// Writes `p` as its (x, y) bytes.
    fn point(&self, out: &mut Vec<u8>, p: Point) {
        let (x, y) = self.board().xy(p);
        put(out, &[x as u8, y as u8]);
    }
}

/// Writes a name as its length and bytes.
fn name(out: &mut Vec<u8>, text: &str) {
    put(out, &[text.len() as u8]);
    put(out, text.as_bytes());
}

/// Appends `bytes` to the snapshot: one copy out of line for all its writes, which
/// inlined were each a capacity check and a copy.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(bytes);
}

/// Reads a snapshot from the front; every read is `None` past the end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let part = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(part)
    }

    fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.take(N)?.try_into().ok()
    }

    fn byte(&mut self) -> Option<u8> {
        Some(self.array::<1>()?[0])
    }

    fn flag(&mut self) -> Option<bool> {
        match self.byte()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }

    fn count16(&mut self) -> Option<u16> {
        Some(u16::from_le_bytes(self.array()?))
    }

    fn name(&mut self) -> Option<&'a str> {
        let n = self.byte()? as usize;
        std::str::from_utf8(self.take(n)?).ok()
    }

    fn color(&mut self) -> Option<Color> {
        match self.byte()? {
            0 => Some(Color::Black),
            1 => Some(Color::White),
            _ => None,
        }
    }

    fn xy(&mut self) -> Option<(usize, usize)> {
        let [x, y] = self.array()?;
        Some((x as usize, y as usize))
    }

    /// A point of `game`'s board.
    fn point(&mut self, game: &Game) -> Option<Point> {
        let (x, y) = self.xy()?;
        game.board().point(x, y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn same(a: &Game, b: &Game) {
        assert_eq!(a.board().hash(), b.board().hash());
        assert_eq!(a.to_move(), b.to_move());
        assert_eq!(a.ko_point(), b.ko_point());
        assert_eq!(a.move_number(), b.move_number());
        assert_eq!(a.history(), b.history());
        assert_eq!(a.rules(), b.rules());
        assert_eq!(a.handicap_placement(), b.handicap_placement());
        assert_eq!(a.end(), b.end());
        assert_eq!(a.captures(Color::Black), b.captures(Color::Black));
        assert_eq!(a.captures(Color::White), b.captures(Color::White));
        assert_eq!(a.snapshot(), b.snapshot());
    }

    fn round_trip(g: &Game) -> Game {
        let back = Game::restore(&g.snapshot()).expect("a snapshot restores");
        same(g, &back);
        back
    }

    fn at(g: &Game, x: usize, y: usize) -> Point {
        g.board().point(x, y).unwrap()
    }

    #[test]
    fn every_kind_of_action_round_trips() {
        let mut rules = Rules::preset(Preset::Japanese);
        rules.komi = HalfPoints(-3);
        rules.suicide = true;
        rules.repetition_limit = 7;
        let mut g = Game::new(9, 7, rules, Handicap::Fixed(2)).unwrap();
        round_trip(&g);
        g.play(at(&g, 4, 4)).unwrap();
        g.play_as(Color::White, at(&g, 3, 3)).unwrap();
        g.pass().unwrap();
        // A pass out of turn does not end the game.
        g.pass_as(Color::Black).unwrap();
        assert!(!g.is_over());
        let (b, w, e) = ([at(&g, 0, 0)], [at(&g, 8, 6), at(&g, 7, 6)], [at(&g, 4, 4)]);
        g.setup(&b, &w, &e).unwrap();
        g.set_to_move(Color::Black).unwrap();
        g.pass().unwrap();
        g.pass().unwrap();
        assert!(g.is_over());
        round_trip(&g);
        assert!(g.resume());
        g.play(at(&g, 1, 1)).unwrap();
        g.resign(Color::White).unwrap();
        let mut back = round_trip(&g);
        // Undo works on the restored game as on the original.
        assert!(g.undo() && back.undo());
        same(&g, &back);
    }

    #[test]
    fn a_ko_and_a_repetition_end_round_trip() {
        let mut g = Game::new(5, 5, Rules::preset(Preset::Japanese), Handicap::None).unwrap();
        // A ko in the corner: Black takes, both pass the cycle round.
        for (x, y) in [
            (1, 0),
            (2, 0),
            (0, 1),
            (3, 1),
            (1, 2),
            (2, 2),
            (4, 4),
            (1, 1),
        ] {
            g.play(at(&g, x, y)).unwrap();
        }
        g.play(at(&g, 2, 1)).unwrap();
        assert!(g.ko_point().is_some());
        round_trip(&g);
        // Two passes end the game; resumed, the position before them repeats.
        g.pass().unwrap();
        g.pass().unwrap();
        assert!(g.resume());
        assert!(g.repetition().is_some());
        round_trip(&g);
        assert!(g.end_no_result());
        round_trip(&g);
    }

    #[test]
    fn malformed_bytes_are_refused() {
        let mut g = Game::new(9, 9, Rules::default(), Handicap::None).unwrap();
        g.play(at(&g, 2, 2)).unwrap();
        let good = g.snapshot();
        assert!(Game::restore(&good).is_some());
        // Every strict prefix, and anything after the end.
        for n in 0..good.len() {
            assert!(Game::restore(&good[..n]).is_none(), "prefix of {n} bytes");
        }
        let mut longer = good.clone();
        longer.push(0);
        assert!(Game::restore(&longer).is_none());
        // A second stone on the same point is refused on replay.
        let mut twice = good.clone();
        let count = twice.len() - 4 - 4;
        twice[count] = 2;
        twice.extend_from_slice(&[PLAY, 1, 2, 2]);
        assert!(Game::restore(&twice).is_none());
        // A bad magic, size, name, colour, tag.
        let mut bad = good.clone();
        bad[0] = b'X';
        assert!(Game::restore(&bad).is_none());
        let mut bad = good.clone();
        bad[3] = 1;
        assert!(Game::restore(&bad).is_none());
        let mut bad = good.clone();
        bad[6] = b'x';
        assert!(Game::restore(&bad).is_none());
        let n = good.len();
        let mut bad = good.clone();
        bad[n - 3] = 2;
        assert!(Game::restore(&bad).is_none());
        let mut bad = good.clone();
        bad[n - 4] = 9;
        assert!(Game::restore(&bad).is_none());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn random_games_round_trip(
            size in 2usize..=13,
            moves in proptest::collection::vec((0u8..=6, 0usize..13, 0usize..13), 0..120),
            preset in 0usize..Preset::ALL.len(),
        ) {
            let mut g = Game::new(size, size, Rules::preset(Preset::ALL[preset]), Handicap::None).unwrap();
            for (kind, x, y) in moves {
                let p = g.board().point(x % size, y % size).unwrap();
                let c = if x % 2 == 0 { Color::Black } else { Color::White };
                match kind {
                    0..=3 => { let _ = g.play(p); }
                    4 => { let _ = if y % 5 == 0 { g.pass() } else { g.play_as(c, p).map(|_| ()) }; }
                    5 => { let _ = if x % 7 == 0 { g.setup(&[p], &[], &[]).is_ok() } else { g.resume() }; }
                    _ => { let _ = if y % 3 == 0 { g.set_to_move(c).is_ok() } else { g.undo() }; }
                }
            }
            round_trip(&g);
        }

        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = Game::restore(&bytes);
            let mut with_magic = MAGIC.to_vec();
            with_magic.extend_from_slice(&bytes);
            if let Some(g) = Game::restore(&with_magic) {
                round_trip(&g);
            }
        }
    }
}
