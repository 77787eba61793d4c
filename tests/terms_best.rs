//! The terms a teacher would say of a move (`Terms::best`): at most two, in the order
//! of the move's purpose, none that another names more precisely; and the named
//! points, 天元 and 星 (`terms::point_name`). Issue 33's cases: a hane at the head of
//! two stones that ataris (B15, "Atari Bump Hane Block Pincer"), a counter-pincer
//! named with its pincer (F3), and 9×9 moves called corner approaches.
mod common;
use common::*;
use tengen::terms::point_name;
use tengen::{Game, Handicap, PointName, Preset, Rules, Term};

/// The ids of [`tengen::Terms::best`] for the move of `diagram`.
fn best(size: usize, diagram: &str) -> Vec<&'static str> {
    let Setup { game, at } = setup(size, diagram);
    game.describe_move(at)
        .best()
        .terms()
        .map(Term::id)
        .collect()
}

/// B15 on 19×19: White's stone on A15 is taken into atari by a 扳 around it from
/// A14, at the head of White's two stones B16 and B17 (a 頂 and a 擋 too), with a
/// white stone on E15 between the move and Black's F14 (a 夾 as well). Five terms
/// apply; the move is an atari, and its shape is the hane.
const B15: &str = "
X..X...
.......
.O.....
.O.....
Ox..O..
X....X.";

#[test]
fn the_atari_and_its_shape_not_every_term() {
    assert_eq!(ids(19, B15), ["atari", "bump", "hane", "block", "pincer"]);
    assert_eq!(best(19, B15), ["atari", "hane"]);
    // The stones of each term are kept.
    let Setup { game, at } = setup(19, B15);
    let all = game.describe_move(at);
    let named = all.best();
    for t in named.terms() {
        assert_eq!(named.stones(t), all.stones(t), "{}", t.id());
    }
}

/// F3 on 19×19: White's 反夾 at F3 pinches Black's J3, which pinches White's M3
/// against Black's O4: a counter-pincer, named alone (it is the 夾 that says why).
const F3: &str = "
..............
..............
.......O..X..o
.....X........";

#[test]
fn a_counter_pincer_is_not_also_a_pincer() {
    let d = turned(19, F3);
    let Setup { game, at } = setup(19, &d);
    assert_eq!(game.board().xy(at), (5, 16), "F3");
    assert_eq!(ids(19, &d), ["counter-pincer", "pincer"]);
    assert_eq!(best(19, &d), ["counter-pincer"]);
}

#[test]
fn refinements_give_way_to_the_precise_term() {
    // 小飛掛 says low and approach already.
    assert_eq!(
        ids(19, ".......\n.......\n.....x.\n...O..."),
        ["knights-approach", "low-approach", "approach"]
    );
    assert_eq!(
        best(19, ".......\n.......\n.....x.\n...O..."),
        ["knights-approach"]
    );
    // 尖頂 is a 尖 and a 頂.
    let kosumi_tsuke = ".....\n.....\n...xO\n..X..";
    assert_eq!(ids(9, kosumi_tsuke), ["kosumi-tsuke", "kosumi", "bump"]);
    assert_eq!(best(9, kosumi_tsuke), ["kosumi-tsuke"]);
    // Taking a ko: 劫, not 提 beside it.
    let ko = "
.XO.
XOxO
.XO.";
    let all = ids(9, ko);
    assert!(all.contains(&"ko") && all.contains(&"capture"), "{all:?}");
    assert_eq!(best(9, ko)[0], "ko");
    assert!(!best(9, ko).contains(&"capture"));
}

#[test]
fn at_most_two_and_contact_only_alone() {
    let contact = "...\n.O.\n.x.\n...";
    for d in [
        B15,
        contact,
        "X......\n.......\n..x....",
        ".......\n.X.....\n...x...",
    ] {
        let all = ids(19, d);
        let named = best(19, d);
        assert!(
            named.len() <= 2 && named.len() <= all.len(),
            "{named:?} of {all:?}"
        );
        assert!(named.iter().all(|t| all.contains(t)));
        assert_eq!(named.is_empty(), all.is_empty());
    }
    assert_eq!(best(19, contact), ["contact"]);
}

/// On 9×9 a quarter is four lines wide: two or three points beyond a corner stone is
/// the next corner, and a move there takes that corner; it is no 掛.
#[test]
fn nine_by_nine_approaches_stay_on_the_corner_side() {
    // White's 3-3 stone C7, Black on F7: the other upper corner's 3-3 point.
    misses(Term::Approach, 9, &[".........\n.........\n..O..x..."]);
    // White's 3-4 stone C6 (2,3), Black's G6 (6,3) and D3 (3,6): other quarters.
    misses(
        Term::Approach,
        9,
        &["........\n........\n........\n..O...x."],
    );
    misses(
        Term::Approach,
        9,
        &["........\n........\n........\n..O.....\n........\n........\n...x...."],
    );
    // The approaches a 9×9 corner does have: on the middle lines.
    assert_eq!(
        ids(9, ".......\n.......\n..O.x..")[..1],
        ["one-space-low-approach"]
    );
    assert_eq!(
        ids(9, ".......\n.......\n..O....\n.......\n...x...")[..1],
        ["knights-approach"]
    );
}

#[test]
fn tengen_and_the_star_points_are_named() {
    for size in [9usize, 13, 19] {
        let g = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let b = g.board();
        let c = size / 2;
        assert_eq!(
            g.point_name(b.point(c, c).unwrap()),
            Some(PointName::Tengen),
            "{size}"
        );
        let edge = if size >= 13 { 3 } else { 2 };
        for (x, y) in [
            (edge, edge),
            (size - 1 - edge, edge),
            (edge, size - 1 - edge),
        ] {
            assert_eq!(
                point_name(b, b.point(x, y).unwrap()),
                Some(PointName::StarPoint),
                "{size}: ({x}, {y})"
            );
        }
        assert_eq!(point_name(b, b.point(c, c - 1).unwrap()), None);
        assert_eq!(point_name(b, b.point(0, 0).unwrap()), None);
        // No shape on an empty board: the name is the point's, not a move's term.
        assert!(g.describe_move(b.point(c, c).unwrap()).is_empty());
    }
    // 19×19's side star points.
    let g = Game::new(19, 19, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let b = g.board();
    assert_eq!(
        point_name(b, b.point(3, 9).unwrap()),
        Some(PointName::StarPoint)
    );
    // An even board has no centre point.
    let g = Game::new(8, 8, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let b = g.board();
    assert!((0..8).all(|i| point_name(b, b.point(i, i).unwrap()) != Some(PointName::Tengen)));
    assert_eq!(PointName::Tengen.id(), "tengen");
    assert_eq!(PointName::StarPoint.id(), "star-point");
}

#[test]
fn the_named_points_in_five_languages() {
    use tengen::text::{point_name as name, Lang};
    let t: Vec<_> = Lang::ALL
        .iter()
        .map(|&l| name(PointName::Tengen, l))
        .collect();
    assert_eq!(
        t,
        ["天元", "天元", "天元", "천원", "Tengen, the centre point"]
    );
    let s: Vec<_> = Lang::ALL
        .iter()
        .map(|&l| name(PointName::StarPoint, l))
        .collect();
    assert_eq!(s, ["星", "星", "星", "화점", "Star point"]);
}
