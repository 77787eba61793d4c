//! Explanations: the details of a refusal, and the count as steps, whose totals must
//! be `score()`'s for every rule set.
mod common;

use proptest::prelude::*;
use tengen::{
    Color, Game, HalfPoints, Handicap, Illegal, IllegalDetail, Point, Preset, Rules, Scoring,
    StepKind,
};

fn pt(g: &Game, x: usize, y: usize) -> Point {
    g.board().point(x, y).unwrap()
}

#[test]
fn ko_names_the_stone_just_taken_and_the_stone_that_took_it() {
    let common::Setup { mut game, at } = common::setup(9, ".XO.\nXOxO\n.XO.");
    game.play(at).unwrap();
    let retake = pt(&game, 1, 1);
    assert_eq!(
        game.explain_illegal(retake),
        Some((
            Illegal::Ko,
            IllegalDetail::Ko {
                taken: retake,
                by: at
            }
        ))
    );
}

#[test]
fn suicide_names_the_stones_left_without_liberties() {
    // White to play at (2, 1) joins its two stones in atari there: three stones.
    let common::Setup { game: g, .. } = common::setup(9, ".XX..\nXO.X.\n.XOX.\n..X..\n....o");
    let p = pt(&g, 2, 1);
    let Some((Illegal::Suicide, IllegalDetail::Suicide { stones })) = g.explain_illegal(p) else {
        panic!("{:?}", g.explain_illegal(p));
    };
    let xy: Vec<_> = stones.iter().map(|&s| g.board().xy(s)).collect();
    assert_eq!(xy, vec![(1, 1), (2, 1), (2, 2)]);
    // A lone stone: only itself.
    let common::Setup { game: g, .. } = common::setup(9, ".X...\nX.X..\n.X...\n.....\n....o");
    let Some((_, IllegalDetail::Suicide { stones })) = g.explain_illegal(pt(&g, 1, 1)) else {
        panic!()
    };
    assert_eq!(stones, vec![pt(&g, 1, 1)]);
}

#[test]
fn legal_moves_have_no_explanation() {
    let g = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    assert_eq!(g.explain_illegal(pt(&g, 4, 4)), None);
}

#[test]
fn area_count_on_19x19_states_the_baseline() {
    let mut g = Game::new(19, 19, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    // Black wall on column 9, White on column 10: Black has 10 columns, White 9.
    for y in 0..19 {
        g.play(pt(&g, 9, y)).unwrap();
        g.play(pt(&g, 10, y)).unwrap();
    }
    let e = g.explain_score(&[]).unwrap();
    let baseline = e
        .steps
        .iter()
        .find(|s| s.kind == StepKind::Baseline)
        .unwrap();
    assert_eq!(baseline.value, HalfPoints(361)); // 180.5
    let result = e.steps.last().unwrap();
    assert_eq!(result.kind, StepKind::Result);
    // 190 to 171 points, komi 7.5: Black by 11.5 points, 5¾ stones.
    assert_eq!(e.score.black, HalfPoints(380));
    assert_eq!(result.value, HalfPoints(23));
    assert_eq!(e.score.area_stones.unwrap().margin, 5.75);
    assert_eq!(result.color, Some(Color::Black));
}

#[test]
fn dead_stones_become_prisoners_under_territory_counting() {
    let mut g = Game::new(9, 9, Rules::preset(Preset::Japanese), Handicap::None).unwrap();
    for y in 0..9 {
        g.play(pt(&g, 4, y)).unwrap();
        g.play(pt(&g, 5, y)).unwrap();
    }
    // A white stone inside Black's area, left there: dead.
    g.play(pt(&g, 0, 0)).unwrap();
    g.play(pt(&g, 1, 1)).unwrap();
    let dead = [pt(&g, 1, 1)];
    let e = g.explain_score(&dead).unwrap();
    let step = e.steps.iter().find(|s| s.kind == StepKind::Dead).unwrap();
    assert_eq!(step.color, Some(Color::White));
    assert_eq!(step.points, dead.to_vec());
    assert_eq!((step.black, step.white), (HalfPoints(2), HalfPoints(0)));
    assert!(!e.steps.iter().any(|s| s.kind == StepKind::Stones));
    assert_eq!(e.score.prisoners.black, 1);
}

#[test]
fn dame_split_under_chinese_counting_and_for_nobody_otherwise() {
    for (preset, split) in [
        (Preset::Chinese, true),
        (Preset::Aga, false),
        (Preset::Japanese, false),
    ] {
        let mut g = Game::new(9, 9, Rules::preset(preset), Handicap::None).unwrap();
        // Black on column 3, White on column 5: column 4 is dame.
        for y in 0..9 {
            g.play(pt(&g, 3, y)).unwrap();
            g.play(pt(&g, 5, y)).unwrap();
        }
        let e = g.explain_score(&[]).unwrap();
        let dame = e.steps.iter().find(|s| s.kind == StepKind::Dame).unwrap();
        assert_eq!(dame.points.len(), 9, "{preset:?}");
        let each = if split { HalfPoints(9) } else { HalfPoints(0) };
        assert_eq!((dame.black, dame.white), (each, each), "{preset:?}");
    }
}

/// Sum of a column of the steps.
fn total(steps: &[tengen::CountStep], f: impl Fn(&tengen::CountStep) -> HalfPoints) -> i32 {
    steps.iter().map(|s| f(s).0).sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Over random finished games under every rule set, with random dead chains: the
    /// steps add up to `score()`, the point steps cover the board once, each states as
    /// many points as it shows, and the result is the score's margin.
    #[test]
    fn steps_add_up_to_the_score(
        size in 2usize..=19,
        preset in prop::sample::select(Preset::ALL.to_vec()),
        handicap in 0u32..4,
        picks in prop::collection::vec(any::<u16>(), 0..400),
        dead_picks in prop::collection::vec(any::<u16>(), 0..6),
    ) {
        let handicap = if size >= 9 && handicap >= 2 { Handicap::Fixed(handicap) } else { Handicap::None };
        let mut g = Game::new(size, size, Rules::preset(preset), handicap).unwrap();
        let mut map = vec![0u8; size * size];
        for &pick in &picks {
            if g.is_over() { break; }
            g.legal_moves_into(&mut map);
            let legal: Vec<usize> = (0..size * size).filter(|&i| map[i] == 1).collect();
            if legal.is_empty() || pick % 17 == 0 { g.pass().unwrap(); continue; }
            let i = legal[pick as usize % legal.len()];
            g.play(pt(&g, i % size, i / size)).unwrap();
        }
        while !g.is_over() { g.pass().unwrap(); }
        let stones: Vec<Point> = g.board().points().filter(|&p| g.board().color(p).is_some()).collect();
        let dead: Vec<Point> = if stones.is_empty() { vec![] } else {
            dead_picks.iter().map(|&k| stones[k as usize % stones.len()]).collect()
        };
        let e = g.explain_score(&dead).unwrap();
        let s = g.score(&dead).unwrap();
        prop_assert_eq!(&e.score, &s);
        prop_assert_eq!(total(&e.steps, |x| x.black), s.black.0);
        prop_assert_eq!(total(&e.steps, |x| x.white), s.white.0 + s.komi.0 + s.handicap_compensation.0);
        let result = e.steps.last().unwrap();
        prop_assert_eq!(result.kind, StepKind::Result);
        prop_assert_eq!(result.value, s.margin);
        // Every point once: living stones (a step under area counting), territory,
        // dame and seki.
        let area = s.scoring == Scoring::Area;
        let mut seen = vec![0u32; g.board().padded_len()];
        for st in &e.steps {
            if matches!(st.kind, StepKind::Stones | StepKind::Territory | StepKind::Dame | StepKind::Seki) {
                prop_assert_eq!(st.value.0, 2 * st.points.len() as i32);
                for &p in &st.points { seen[p] += 1; }
            }
        }
        for p in g.board().points() {
            let living = g.board().color(p).is_some() && !s.dead.contains(&p);
            let expected = if living && !area { 0 } else { 1 };
            prop_assert_eq!(seen[p], expected, "point {:?}", g.board().xy(p));
        }
        let dead_shown: usize = e.steps.iter().filter(|x| x.kind == StepKind::Dead).map(|x| x.points.len()).sum();
        prop_assert_eq!(dead_shown, s.dead.len());
    }

    /// Every refusal in random games carries its detail, consistent with the board.
    #[test]
    fn refusals_carry_their_details(
        size in 2usize..=9,
        preset in prop::sample::select(Preset::ALL.to_vec()),
        picks in prop::collection::vec(any::<u16>(), 0..200),
    ) {
        let mut g = Game::new(size, size, Rules::preset(preset), Handicap::None).unwrap();
        let mut map = vec![0u8; size * size];
        for &pick in &picks {
            if g.is_over() { break; }
            for p in g.board().points().collect::<Vec<_>>() {
                let Some((reason, detail)) = g.explain_illegal(p) else { continue };
                prop_assert_eq!(Some(reason), g.illegal_reason(p));
                match (reason, detail) {
                    (Illegal::Ko, IllegalDetail::Ko { taken, by }) => {
                        prop_assert_eq!(taken, p);
                        prop_assert_eq!(g.last_move(), Some((g.to_move().opponent(), Some(by))));
                        prop_assert_eq!(g.last_captured(), &[p][..]);
                    }
                    (Illegal::Suicide, IllegalDetail::Suicide { stones }) => {
                        prop_assert!(stones.contains(&p));
                        for &s in &stones {
                            if s != p {
                                prop_assert_eq!(g.board().color(s), Some(g.to_move()));
                                prop_assert_eq!(g.board().atari_liberty(s), Some(p));
                            }
                        }
                    }
                    (Illegal::Superko { repeats }, IllegalDetail::Superko { repeats: r, at }) => {
                        prop_assert_eq!(repeats, r);
                        prop_assert_eq!(at, if repeats == 0 { None } else { g.move_at(repeats).flatten() });
                    }
                    (Illegal::Occupied | Illegal::OutOfBounds | Illegal::GameOver, IllegalDetail::None) => {}
                    (r, d) => prop_assert!(false, "{:?} with {:?}", r, d),
                }
            }
            g.legal_moves_into(&mut map);
            let legal: Vec<usize> = (0..size * size).filter(|&i| map[i] == 1).collect();
            if legal.is_empty() || pick % 29 == 0 { let _ = g.pass(); continue; }
            let i = legal[pick as usize % legal.len()];
            g.play(pt(&g, i % size, i / size)).unwrap();
        }
    }
}
