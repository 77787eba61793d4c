//! Property tests: random games on random boards, checked move by move against a
//! plain flood-fill reference (no incremental data at all) and against the engine's
//! own invariants. GNU Go is the outside oracle (tests/gnugo.rs); this one runs
//! everywhere, in milliseconds, on every board shape.

use proptest::prelude::*;
use tengen::{area_counts, Color, Game, Handicap, Illegal, KoRule, Preset, Rules};

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
        prop_assert_eq!(s.black.0, 2 * fast[0] as i32);
        prop_assert_eq!(s.white.0, 2 * fast[1] as i32);
        let owned: i32 = s.ownership.iter().map(|&o| o as i32).sum();
        prop_assert_eq!(owned, fast[0] as i32 - fast[1] as i32);
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
                    !matches!(b.probe(p, color, false), tengen::Probe::Legal { .. }) || b.is_eye(p, color.cell())
                })
            }).count();
            prop_assert!(stuck >= 1);
        }
    }
}
