//! Property tests: random games on random boards, checked move by move against a
//! plain flood-fill reference (no incremental data at all) and against the engine's
//! own invariants. GNU Go is the outside oracle (tests/gnugo.rs); this one runs
//! everywhere, in milliseconds, on every board shape.

use proptest::prelude::*;
use tengen::{
    area_counts, Action, ByColor, Color, End, Game, Handicap, Illegal, KoRule, Preset, Rules,
    Scoring,
};

/// The simplest correct board: a grid of cells, liberties by flood fill.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Reference {
    w: usize,
    h: usize,
    cells: Vec<i8>,
}

impl Reference {
    fn new(w: usize, h: usize) -> Self {
        Reference {
            w,
            h,
            cells: vec![0; w * h],
        }
    }

    fn neighbors(&self, i: usize) -> Vec<usize> {
        let (x, y) = (i % self.w, i / self.w);
        let mut n = Vec::new();
        if x > 0 {
            n.push(i - 1);
        }
        if x + 1 < self.w {
            n.push(i + 1);
        }
        if y > 0 {
            n.push(i - self.w);
        }
        if y + 1 < self.h {
            n.push(i + self.w);
        }
        n
    }

    /// The chain through `i` and whether it has a liberty.
    fn chain(&self, i: usize) -> (Vec<usize>, bool) {
        let c = self.cells[i];
        let mut seen = vec![false; self.cells.len()];
        let mut stack = vec![i];
        let mut chain = Vec::new();
        let mut free = false;
        seen[i] = true;
        while let Some(s) = stack.pop() {
            chain.push(s);
            for n in self.neighbors(s) {
                if self.cells[n] == 0 {
                    free = true;
                } else if self.cells[n] == c && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        (chain, free)
    }

    /// Plays `c` at `i` (empty): returns the board after and the stones captured,
    /// or `None` for a suicide that `multi_suicide` does not allow.
    fn play(&self, i: usize, c: i8, multi_suicide: bool) -> Option<(Reference, Vec<usize>, usize)> {
        let mut b = self.clone();
        b.cells[i] = c;
        let mut captured = Vec::new();
        for n in b.neighbors(i) {
            if b.cells[n] == -c {
                let (chain, free) = b.chain(n);
                if !free {
                    for s in chain {
                        b.cells[s] = 0;
                        captured.push(s);
                    }
                }
            }
        }
        let (own, free) = b.chain(i);
        let mut suicided = 0;
        if !free {
            if own.len() == 1 || !multi_suicide {
                return None;
            }
            for s in &own {
                b.cells[*s] = 0;
            }
            suicided = own.len();
        }
        captured.sort_unstable();
        Some((b, captured, suicided))
    }
}

fn signs(g: &Game) -> Vec<i8> {
    let b = g.board();
    let mut out = vec![0; b.area()];
    for p in b.points() {
        out[b.row_major(p)] = b.color(p).map_or(0, Color::sign);
    }
    out
}

fn preset_strategy() -> impl Strategy<Value = Preset> {
    prop::sample::select(Preset::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// Every move of a random game agrees with the reference on legality (up to ko
    /// and superko, which the reference does not know), captures and the board; the
    /// engine's incremental data stays consistent; the legal-move map equals
    /// point-by-point legality; a refused move changes nothing; undo restores.
    #[test]
    fn random_games_agree_with_the_reference(
        w in 2usize..=11, h in 2usize..=11, preset in preset_strategy(),
        seed in any::<u64>(), pass_rate in 0u32..8,
    ) {
        let rules = Rules::preset(preset);
        let mut g = Game::new(w, h, rules, Handicap::None).unwrap();
        let mut r = Reference::new(w, h);
        let mut rng = tengen::rng::Rng::new(seed);
        let mut map = vec![0u8; w * h];
        let mut hashes = vec![g.board().hash()];
        for _ in 0..(3 * w * h).min(250) {
            if g.is_over() {
                break;
            }
            let c = g.to_move().sign();
            g.legal_moves_into(&mut map);
            let mut legal = Vec::new();
            for y in 0..h {
                for x in 0..w {
                    let i = y * w + x;
                    let p = g.board().point(x, y).unwrap();
                    let reason = g.illegal_reason(p);
                    prop_assert_eq!(map[i] == 1, reason.is_none());
                    let reference = if r.cells[i] != 0 { None } else { r.play(i, c, rules.suicide) };
                    match reason {
                        None => {
                            prop_assert!(reference.is_some(), "engine allows {:?} the reference refuses", (x, y));
                            legal.push(p);
                        }
                        Some(Illegal::Occupied) => prop_assert!(r.cells[i] != 0),
                        Some(Illegal::Suicide) => prop_assert!(r.cells[i] == 0 && reference.is_none()),
                        Some(Illegal::Ko) | Some(Illegal::Superko { .. }) => {
                            prop_assert!(reference.is_some());
                            if let Some(Illegal::Superko { repeats }) = reason {
                                prop_assert!(rules.ko != KoRule::Simple);
                                prop_assert!(repeats <= g.move_number());
                            }
                        }
                        Some(e) => prop_assert!(false, "unexpected {:?}", e),
                    }
                }
            }
            // Try something illegal, a repetition or a suicide first if there is one:
            // nothing may change (play places the stone first, and takes a refused
            // move back).
            let points: Vec<_> = g.board().points().collect();
            let refused = points
                .iter()
                .find(|&&p| matches!(g.illegal_reason(p), Some(Illegal::Superko { .. })))
                .or_else(|| points.iter().find(|&&p| g.illegal_reason(p) == Some(Illegal::Suicide)))
                .or_else(|| points.iter().find(|&&p| !g.is_legal(p)));
            if let Some(&p) = refused {
                let state = |g: &Game| {
                    let mut m = vec![0u8; w * h];
                    g.legal_moves_into(&mut m);
                    (g.board().hash(), g.to_move(), g.move_number(), g.history().len(),
                     g.captures(Color::Black), g.captures(Color::White), g.ko_point(),
                     g.last_captured().to_vec(), m)
                };
                let before = state(&g);
                let reason = g.illegal_reason(p);
                prop_assert_eq!(g.play(p).err(), reason);
                prop_assert_eq!(before, state(&g));
                g.check_invariants().unwrap();
            }
            if legal.is_empty() || rng.below(100) < pass_rate {
                g.pass().unwrap();
            } else {
                let p = legal[rng.below(legal.len() as u32) as usize];
                let (x, y) = g.board().xy(p);
                let (next, captured, _) = r.play(y * w + x, c, rules.suicide).unwrap();
                let removed = g.play(p).unwrap().to_vec();
                let mut got: Vec<usize> = removed.iter().map(|&s| g.board().row_major(s)).collect();
                got.sort_unstable();
                if got.iter().any(|&s| s == y * w + x) {
                    // Multi-stone suicide: the engine reports the mover's stones removed.
                    prop_assert!(rules.suicide);
                } else {
                    prop_assert_eq!(got, captured);
                }
                r = next;
            }
            prop_assert_eq!(signs(&g), r.cells.clone());
            g.check_invariants().unwrap();
            hashes.push(g.board().hash());
        }
        // Undo walks back through exactly the same positions.
        while g.move_number() > 0 {
            let n = g.move_number() as usize;
            prop_assert!(g.undo());
            if g.move_number() as usize == n - 1 {
                prop_assert_eq!(g.board().hash(), hashes[n - 1]);
            }
        }
        prop_assert_eq!(g.board().hash(), hashes[0]);
    }

    /// The allocation-free area count equals the full count with no dead stones.
    #[test]
    fn area_counts_equal_the_full_count(w in 2usize..=13, h in 2usize..=13, seed in any::<u64>()) {
        let mut g = Game::new(w, h, Rules::preset(Preset::TrompTaylor), Handicap::None).unwrap();
        let mut rng = tengen::rng::Rng::new(seed);
        for _ in 0..(w * h) {
            let legal: Vec<usize> = g.board().points().filter(|&p| g.is_legal(p)).collect();
            if legal.is_empty() { break; }
            g.play(legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
        let s = g.score(&[]).unwrap();
        let fast = area_counts(g.board());
        prop_assert_eq!(s.black.0, 2 * fast.black as i32);
        prop_assert_eq!(s.white.0, 2 * fast.white as i32);
        let owned: i32 = s.ownership.iter().map(|&o| o as i32).sum();
        prop_assert_eq!(owned, fast.black as i32 - fast.white as i32);
    }

    /// `sort_points` sorts and drops repeats, as the standard library would.
    #[test]
    fn sort_points_sorts_and_dedups(mut v in proptest::collection::vec(0usize..tengen::board::MAX_CELLS, 0..800)) {
        let mut want = v.clone();
        want.sort_unstable();
        want.dedup();
        tengen::board::sort_points(&mut v);
        prop_assert_eq!(v, want);
    }

    /// Light playouts end in a position where neither side has a legal non-eye move,
    /// with consistent incremental data.
    #[test]
    fn playouts_end_where_no_move_is_left(size in 2usize..=13, seed in any::<u64>()) {
        let g = Game::new(size, size, Rules::preset(Preset::TrompTaylor), Handicap::None).unwrap();
        let mut engine = tengen::playout::Playout::new(g.board());
        let mut rng = tengen::rng::Rng::new(seed);
        let r = engine.run(g.board(), Color::Black, None, &mut rng);
        let b = engine.board();
        b.check_invariants().unwrap();
        prop_assert_eq!(r.area, area_counts(b));
        if r.moves < 3 * (size * size) as u32 {
            // The second of the two final passes had no move at all (the first passer
            // may have been held back only by a ko, which the pass then lifted).
            let stuck = [Color::Black, Color::White].iter().filter(|&&color| {
                b.points().all(|p| {
                    !matches!(b.probe(p, color, false), tengen::Probe::Legal { .. }) || b.is_eye(p, color)
                })
            }).count();
            prop_assert!(stuck >= 1);
        }
    }
}

/// Everything a caller can observe of a game, for "nothing changed" and "undo
/// restores exactly": the stones, hash, side to move, ko point, prisoners, record,
/// end, passes, the stones the last move took, and the verdict on every point (which
/// shows the table of earlier positions through superko).
#[derive(Clone, Debug, PartialEq)]
struct Observed {
    stones: Vec<i8>,
    hash: u64,
    to_move: Color,
    ko: Option<usize>,
    captures: (u32, u32),
    move_number: u32,
    history: Vec<Action>,
    end: Option<End>,
    passes: u32,
    last_captured: Vec<usize>,
    last_move: Option<(Color, Option<usize>)>,
    verdicts: Vec<Option<Illegal>>,
    legal_map: Vec<u8>,
}

fn observe(g: &Game) -> Observed {
    let b = g.board();
    let mut legal_map = vec![0u8; b.area()];
    g.legal_moves_into(&mut legal_map);
    let mut last_captured = g.last_captured().to_vec();
    last_captured.sort_unstable();
    Observed {
        stones: signs(g),
        hash: b.hash(),
        to_move: g.to_move(),
        ko: g.ko_point(),
        captures: (g.captures(Color::Black), g.captures(Color::White)),
        move_number: g.move_number(),
        history: g.history().to_vec(),
        end: g.end(),
        passes: g.consecutive_passes(),
        last_captured,
        last_move: g.last_move(),
        verdicts: b.points().map(|p| g.illegal_reason(p)).collect(),
        legal_map,
    }
}

/// The checks after every call: the invariants hold, the legal-move map says yes
/// exactly where `illegal_reason` does, and the ko point is one `play` refuses as ko.
fn check(g: &Game, seen: &Observed) -> Result<(), TestCaseError> {
    if let Err(why) = g.check_invariants() {
        return Err(TestCaseError::fail(format!("{why}\n{:?}", g.board())));
    }
    for (i, v) in seen.verdicts.iter().enumerate() {
        prop_assert_eq!(seen.legal_map[i] == 1, v.is_none(), "legal map at {}", i);
    }
    if let (Some(k), false) = (g.ko_point(), g.is_over()) {
        prop_assert_eq!(g.illegal_reason(k), Some(Illegal::Ko));
    }
    Ok(())
}

/// A game of random calls: moves (mostly legal, some refused), passes, undo (one
/// action or back to a random move), resignation, resumption and counts with random
/// dead stones. After every call `check` runs; a refused call must leave the game as
/// it was, a count must change nothing, and undo must restore exactly what was
/// observed when the record was that long.
fn random_calls(g: &mut Game, seed: u64, calls: usize) -> Result<(), TestCaseError> {
    let mut rng = tengen::rng::Rng::new(seed);
    // `earlier[n]`: what was observed when the record had `n` actions.
    let mut earlier = vec![observe(g)];
    check(g, &earlier[0])?;
    for _ in 0..calls {
        let before = earlier.last().unwrap().clone();
        let roll = rng.below(100);
        let points: Vec<usize> = g.board().points().collect();
        let legal: Vec<usize> = points
            .iter()
            .zip(&before.verdicts)
            .filter_map(|(&p, v)| v.is_none().then_some(p))
            .collect();
        let mut refused = false;
        if roll < 70 && !legal.is_empty() {
            let p = legal[rng.below(legal.len() as u32) as usize];
            prop_assert!(g.play(p).is_ok());
        } else if roll < 76 {
            // Refused moves: occupied, suicide, ko, superko, after the end, off the board.
            let illegal: Vec<usize> = points
                .iter()
                .zip(&before.verdicts)
                .filter_map(|(&p, v)| v.is_some().then_some(p))
                .collect();
            let p = if illegal.is_empty() || rng.below(8) == 0 {
                [
                    0,
                    usize::MAX,
                    g.board().padded_len(),
                    g.board().stride() - 1,
                ][rng.below(4) as usize]
            } else {
                illegal[rng.below(illegal.len() as u32) as usize]
            };
            let why = g.illegal_reason(p);
            prop_assert!(why.is_some());
            prop_assert_eq!(g.play(p).err(), why);
            refused = true;
        } else if roll < 86 {
            refused = g.pass().is_err();
            prop_assert_eq!(refused, before.end.is_some());
        } else if roll < 94 {
            refused = !g.undo();
            prop_assert_eq!(refused, before.history.is_empty());
        } else if roll < 96 {
            let n = rng.below(g.move_number() + 2);
            refused = !g.undo_to(n);
            prop_assert_eq!(refused, n > before.move_number);
            if !refused {
                prop_assert_eq!(g.move_number(), n);
            }
        } else if roll < 97 {
            let c = if rng.below(2) == 0 {
                Color::Black
            } else {
                Color::White
            };
            refused = g.resign(c).is_err();
            prop_assert_eq!(refused, before.end.is_some());
        } else if roll < 98 {
            refused = !g.resume();
            prop_assert_eq!(refused, before.end != Some(End::Passes));
        } else {
            // A count with random dead stones (and now and then a bad point) changes
            // nothing.
            let mut dead: Vec<usize> = points
                .iter()
                .copied()
                .filter(|&p| g.board().color(p).is_some() && rng.below(4) == 0)
                .collect();
            if rng.below(4) == 0 {
                dead.push(points[rng.below(points.len() as u32) as usize]);
            }
            let _ = g.score(&dead);
            let _ = g.result();
            refused = true;
        }
        let now = observe(g);
        check(g, &now)?;
        if refused {
            prop_assert_eq!(&now, &before, "a refused call changed the game");
            continue;
        }
        let n = now.history.len();
        if n < earlier.len() {
            prop_assert_eq!(&now, &earlier[n], "undo to {} actions", n);
            prop_assert_eq!(&now.history[..], &before.history[..n]);
        }
        earlier.truncate(n);
        prop_assert_eq!(earlier.len(), n, "one action at a time");
        earlier.push(now);
    }
    Ok(())
}

/// A handicap for a random game: none, fixed (square boards) or a few free stones.
fn random_handicap(w: usize, h: usize, rng: &mut tengen::rng::Rng) -> Handicap {
    match rng.below(4) {
        0 if w == h && w >= 7 => Handicap::Fixed(2 + rng.below(3)),
        1 => {
            let n = rng.below(4) as usize;
            let mut stones = Vec::new();
            for _ in 0..n {
                let xy = (rng.below(w as u32) as usize, rng.below(h as u32) as usize);
                if !stones.contains(&xy) {
                    stones.push(xy);
                }
            }
            Handicap::Free(stones)
        }
        _ => Handicap::None,
    }
}

/// Every square size from 2×2 to 25×25 under every preset: one game of random calls
/// each, with every check after every call.
#[test]
fn every_size_and_preset_keeps_the_invariants() {
    for size in 2..=25 {
        for (i, preset) in Preset::ALL.into_iter().enumerate() {
            let seed = (size * 31 + i) as u64;
            let mut rng = tengen::rng::Rng::new(seed);
            let handicap = random_handicap(size, size, &mut rng);
            let Ok(mut g) = Game::new(size, size, Rules::preset(preset), handicap) else {
                continue;
            };
            let calls = (2 * size * size).clamp(40, 250);
            if let Err(e) = random_calls(&mut g, seed, calls) {
                panic!("{size}x{size} {preset:?}, seed {seed}: {e}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    /// Random calls on random boards (rectangles too), rules and handicaps.
    #[test]
    fn random_calls_keep_the_invariants(
        w in 2usize..=25, h in 2usize..=25, preset in preset_strategy(),
        seed in any::<u64>(), suicide in any::<bool>(),
    ) {
        let mut rng = tengen::rng::Rng::new(seed);
        let rules = Rules { suicide, ..Rules::preset(preset) };
        if let Ok(mut g) = Game::new(w, h, rules, random_handicap(w, h, &mut rng)) {
            random_calls(&mut g, seed, (2 * w * h).clamp(40, 200))?;
        }
    }
}

/// Black's stones on the board plus the stones White took of Black's equal the handicap
/// and Black's moves, and likewise for White: counted here from the record.
fn stones_played(g: &Game) -> ByColor<i32> {
    let mut placed = ByColor::new(g.handicap_stones() as i32, 0);
    for a in g.history() {
        if let Action::Play(color, _) = a {
            placed[*color] += 1;
        }
    }
    placed
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Area and territory counting of the same finished position, with the same dead
    /// stones, differ only by seki points, prisoners and who filled the last dame. In
    /// margins (Black minus White)
    /// the prisoners cancel out, since every stone played is on the board or someone's
    /// prisoner:
    ///
    ///   area margin − territory margin
    ///     = (stones Black played − stones White played)
    ///     + (Black's eyes in seki − White's eyes in seki).
    ///
    /// The first term is who filled the last dame when nobody passed before the end
    /// (and the handicap). Dame split half and half under area counting changes no
    /// margin. Per side: the area count's territory is the territory count's plus that
    /// side's eyes in seki, which are listed as seki; the territory count's prisoners
    /// are the stones taken plus the opponent's dead stones.
    #[test]
    fn area_and_territory_differ_by_seki_prisoners_and_the_last_dame(
        w in 2usize..=13, h in 2usize..=13, seed in any::<u64>(),
        split_dame in any::<bool>(), suicide in any::<bool>(), dead_rate in 0u32..4,
    ) {
        let mut rng = tengen::rng::Rng::new(seed);
        let area_rules = Rules { split_dame, suicide, ..Rules::preset(Preset::Chinese) };
        let territory_rules = Rules { scoring: Scoring::Territory, ..area_rules };
        let handicap = random_handicap(w, h, &mut rng);
        let Ok(mut area) = Game::new(w, h, area_rules, handicap.clone()) else { return Ok(()) };
        let mut territory = Game::new(w, h, territory_rules, handicap).unwrap();
        // A random game played to two passes, passing more often as it goes on.
        for n in 0..(4 * w * h) as u32 {
            if area.is_over() {
                break;
            }
            let legal: Vec<usize> = area.board().points().filter(|&p| area.is_legal(p)).collect();
            if legal.is_empty() || rng.below(4 * (w * h) as u32) < n {
                area.pass().unwrap();
                territory.pass().unwrap();
            } else {
                let p = legal[rng.below(legal.len() as u32) as usize];
                area.play(p).unwrap();
                territory.play(p).unwrap();
            }
        }
        prop_assert_eq!(area.board().hash(), territory.board().hash());
        // The same dead stones for both: random chains.
        let dead: Vec<usize> = area
            .board()
            .points()
            .filter(|&p| area.board().color(p).is_some() && rng.below(8) < dead_rate)
            .collect();
        let a = area.score(&dead).unwrap();
        let t = territory.score(&dead).unwrap();
        prop_assert_eq!(&a.dead, &t.dead);
        prop_assert_eq!(a.stones, t.stones);

        let mut seki_eyes = [0i32; 2];
        for (i, (&ao, &to)) in a.ownership.iter().zip(&t.ownership).enumerate() {
            if to != 0 {
                prop_assert_eq!(ao, to, "territory owns {} and area does not", i);
            } else if ao != 0 {
                // Counted for one side by area only: an eye of a chain in seki, unless
                // it holds a living stone.
                let (x, y) = (i % w, i / w);
                let p = area.board().point(x, y).unwrap();
                if a.dead.contains(&p) || area.board().color(p).is_none() {
                    prop_assert!(a.seki.contains(&p) && t.seki.contains(&p), "{:?} counted by area only", (x, y));
                    seki_eyes[(ao < 0) as usize] += 1;
                }
            }
        }
        for c in [Color::Black, Color::White] {
            let i = (c == Color::White) as usize;
            prop_assert_eq!(a.territory[c] as i32, t.territory[c] as i32 + seki_eyes[i]);
            let dead_of_opponent = a.dead.iter().filter(|&&p| area.board().color(p) == Some(c.opponent())).count();
            prop_assert_eq!(t.prisoners[c], territory.captures(c) + dead_of_opponent as u32);
        }
        let played = stones_played(&area);
        let area_margin = a.black.0 - a.white.0;
        let territory_margin = t.black.0 - t.white.0;
        prop_assert_eq!(
            area_margin - territory_margin,
            2 * (played.black - played.white) + 2 * (seki_eyes[0] - seki_eyes[1]),
            "area {:?} territory {:?}", (a.black, a.white), (t.black, t.white)
        );
    }
}

/// Everything a user can read of a game, to compare two games.
fn observable(g: &Game) -> impl PartialEq + std::fmt::Debug {
    let b = g.board();
    let mut map = vec![0u8; b.area()];
    g.legal_moves_into(&mut map);
    let reasons: Vec<_> = b.points().map(|p| g.illegal_reason(p)).collect();
    // In chain order, which a rebuilt chain need not share with the original.
    let mut captured = g.last_captured().to_vec();
    captured.sort_unstable();
    (
        (
            signs(g),
            b.hash(),
            g.to_move(),
            g.move_number(),
            g.history().to_vec(),
        ),
        (
            g.captures(Color::Black),
            g.captures(Color::White),
            g.ko_point(),
        ),
        (captured, g.consecutive_passes(), g.end()),
        (g.repetition(), map, reasons),
    )
}

/// The game `g`'s record played again from the start on a new game.
fn replayed(g: &Game) -> Game {
    let b = g.board();
    let mut copy = Game::new(b.width(), b.height(), *g.rules(), Handicap::None).unwrap();
    let mut setups = 0;
    for &a in g.history() {
        match a {
            Action::Play(c, p) => copy.play_as(c, p).map(|_| ()).unwrap(),
            Action::Pass(c) => copy.pass_as(c).unwrap(),
            Action::Resign(c) => copy.resign(c).unwrap(),
            Action::Resume => assert!(copy.resume()),
            Action::NoResult => assert!(copy.end_no_result()),
            Action::SetToMove(c) => copy.set_to_move(c).unwrap(),
            Action::Setup(n) => {
                assert_eq!(n, setups);
                setups += 1;
                let changes = g.setup_changes(n).unwrap();
                let list = |want: Option<Color>| -> Vec<_> {
                    changes
                        .iter()
                        .filter(|c| c.after == want)
                        .map(|c| c.point)
                        .collect()
                };
                let (black, white, empty) = (
                    list(Some(Color::Black)),
                    list(Some(Color::White)),
                    list(None),
                );
                copy.setup(&black, &white, &empty).unwrap();
            }
        }
    }
    copy
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// Undo takes every action back exactly (docs/rules.md, "Undo"): random lines of
    /// moves in and out of turn, passes, setups, side-to-move settings, resignations,
    /// resumptions and agreed no results, under every preset, are walked back one
    /// action at a time, and each state met on the way back equals the one met on the
    /// way forward and that of a new game replaying the record: board, hash, prisoners,
    /// ko, the legality of every point with its reason (superko's repeated move
    /// included), repetition, and the incremental data's invariants.
    #[test]
    fn undo_takes_back_every_action_exactly(
        w in 2usize..=7, h in 2usize..=7, preset in preset_strategy(),
        seed in any::<u64>(), limit in 2u32..=4,
    ) {
        let rules = Rules { repetition_limit: limit, ..Rules::preset(preset) };
        let mut g = Game::new(w, h, rules, Handicap::None).unwrap();
        let mut rng = tengen::rng::Rng::new(seed);
        let mut states = vec![observable(&g)];
        let points: Vec<_> = g.board().points().collect();
        for _ in 0..120 {
            if g.is_over() {
                if g.end() == Some(tengen::End::Passes) && rng.below(2) == 0 {
                    prop_assert!(g.resume());
                } else {
                    prop_assert!(g.undo());
                    states.pop();
                    prop_assert_eq!(states.last().unwrap(), &observable(&g));
                    continue;
                }
            } else {
                let color = if rng.below(8) == 0 { g.to_move().opponent() } else { g.to_move() };
                match rng.below(40) {
                    0 => g.resign(color).unwrap(),
                    1 => { g.set_to_move(color).unwrap(); }
                    2 | 3 => {
                        // A few random points set to random contents; refused setups
                        // (chains without liberties) must change nothing.
                        let mut lists: [Vec<usize>; 3] = Default::default();
                        for &p in &points {
                            if rng.below(6) == 0 {
                                lists[rng.below(3) as usize].push(p);
                            }
                        }
                        let before = observable(&g);
                        if g.setup(&lists[0], &lists[1], &lists[2]).is_err() {
                            prop_assert_eq!(&before, &observable(&g));
                            continue;
                        }
                    }
                    4 => if !g.end_no_result() { continue },
                    5..=7 => g.pass_as(color).unwrap(),
                    _ => {
                        let tries: Vec<_> = points.iter().copied()
                            .filter(|&p| g.board().cell(p) == tengen::board::EMPTY).collect();
                        if tries.is_empty() {
                            g.pass_as(color).unwrap();
                        } else {
                            let p = tries[rng.below(tries.len() as u32) as usize];
                            let before = observable(&g);
                            if g.play_as(color, p).is_err() {
                                prop_assert_eq!(&before, &observable(&g));
                                continue;
                            }
                        }
                    }
                }
            }
            g.check_invariants().unwrap();
            let now = observable(&g);
            prop_assert_eq!(&now, &observable(&replayed(&g)));
            states.push(now);
        }
        while g.undo() {
            states.pop();
            g.check_invariants().unwrap();
            prop_assert_eq!(states.last().unwrap(), &observable(&g));
        }
        prop_assert_eq!(states.len(), 1);
    }
}
