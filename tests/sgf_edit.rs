//! Editing a game tree: setup checked by the rules, markup, the side to move, other
//! properties and nodes with no move; every edit reads back unchanged, every refused
//! one changes nothing.

use proptest::prelude::*;
use tengen::tree::{EditError, GameTree, Markup, ReadOptions};
use tengen::Color;

fn read(text: &str) -> GameTree {
    GameTree::from_sgf(text, ReadOptions::default()).unwrap()
}

fn stone(t: &GameTree, x: usize, y: usize) -> Option<Color> {
    let b = t.game().board();
    b.color(b.point(x, y).unwrap())
}

/// The tree written and read again is the same record, with the same position at
/// the same path.
fn round_trips(t: &GameTree) {
    let text = t.to_sgf();
    let mut back = read(&text);
    assert!(back == *t, "{text}");
    assert!(back.go_to(t.path()));
    assert_eq!(
        back.game().board().hash(),
        t.game().board().hash(),
        "{text}"
    );
    assert_eq!(back.game().to_move(), t.game().to_move(), "{text}");
    assert_eq!(back.to_sgf(), text);
}

/// `f` is refused with `code` and changes nothing: record, cursor, position.
fn refused(t: &mut GameTree, code: &str, f: impl FnOnce(&mut GameTree) -> Result<(), EditError>) {
    let (text, path, hash, to_move) = (
        t.to_sgf(),
        t.path().to_vec(),
        t.game().board().hash(),
        t.game().to_move(),
    );
    let e = f(t).unwrap_err();
    assert_eq!(e.code(), code, "{e:?}");
    assert_eq!(t.to_sgf(), text);
    assert_eq!(t.path(), path);
    assert_eq!(
        (t.game().board().hash(), t.game().to_move()),
        (hash, to_move)
    );
}

#[test]
fn setup_on_a_node_of_its_own_is_played_and_checked() {
    let mut t = read("(;SZ[9];B[ee];W[cc])");
    t.next(0);
    // A node with a move takes no setup (FF[4]).
    refused(&mut t, "invalid-argument", |t| {
        t.set_setup(Some(&[(0, 0)]), None, None)
    });
    refused(&mut t, "invalid-argument", |t| t.set_player(Color::Black));
    t.add_node();
    assert_eq!((t.path(), t.move_number()), (&[0, 1][..], 1));
    t.set_setup(Some(&[(0, 0), (1, 0)]), Some(&[(8, 8)]), Some(&[(4, 4)]))
        .unwrap();
    assert_eq!(stone(&t, 0, 0), Some(Color::Black));
    assert_eq!(stone(&t, 8, 8), Some(Color::White));
    assert_eq!(stone(&t, 4, 4), None);
    assert_eq!(t.node().get("AE"), Some("ee"));
    round_trips(&t);
    // A point given in one list leaves the others.
    t.set_setup(None, Some(&[(0, 0)]), None).unwrap();
    assert_eq!(t.node().prop("AB").unwrap().values, ["ba"]);
    assert_eq!(stone(&t, 0, 0), Some(Color::White));
    // An empty list removes the property.
    t.set_setup(None, None, Some(&[])).unwrap();
    assert!(t.node().prop("AE").is_none());
    assert_eq!(stone(&t, 4, 4), Some(Color::Black));
    round_trips(&t);
    t.set_player(Color::White).unwrap();
    assert_eq!(t.game().to_move(), Color::White);
    assert_eq!(t.node().get("PL"), Some("W"));
    round_trips(&t);
    t.play(3, 3).unwrap();
    assert_eq!(t.current_move(), Some((Color::White, Some((3, 3)))));
    round_trips(&t);
}

#[test]
fn setups_the_rules_refuse_change_nothing() {
    let mut t = read("(;SZ[9];B[ee];W[cc])");
    t.next(0);
    t.add_node();
    // A white stone in the corner, its liberties filled: a capture, refused.
    refused(&mut t, "sgf-illegal-setup", |t| {
        t.set_setup(Some(&[(1, 0), (0, 1)]), Some(&[(0, 0)]), None)
    });
    // Off the board, in two lists.
    refused(&mut t, "invalid-argument", |t| {
        t.set_setup(Some(&[(9, 0)]), None, None)
    });
    refused(&mut t, "invalid-argument", |t| {
        t.set_setup(Some(&[(1, 1)]), Some(&[(1, 1)]), None)
    });
    // A setup that makes a later move illegal: W[cc] comes after this node.
    t.first();
    t.next(0);
    t.add_node();
    t.play(2, 2).unwrap();
    t.previous();
    let e = t.set_setup(Some(&[(2, 2)]), None, None).unwrap_err();
    let EditError::Setup(p) = &e else {
        panic!("{e:?}")
    };
    assert_eq!(
        (p.path.as_slice(), p.reason),
        (&[0, 2, 0][..], Some("occupied"))
    );
    assert!(t.node().props.is_empty());
    round_trips(&t);
    // The root, with a handicap: its stones may be changed, with the rules' check.
    let mut t = read("(;SZ[9]HA[2]AB[cc][gg];W[ee])");
    t.set_setup(Some(&[(2, 2), (6, 6), (2, 6)]), None, None)
        .unwrap();
    assert_eq!(stone(&t, 2, 6), Some(Color::Black));
    round_trips(&t);
    // Black's stones on the point of White's first move: refused.
    refused(&mut t, "sgf-illegal-setup", |t| {
        t.set_setup(Some(&[(4, 4)]), None, None)
    });
}

#[test]
fn markup_of_every_kind_reads_back() {
    let mut t = read("(;SZ[9];B[ee])");
    t.next(0);
    let m = Markup {
        circle: Some(vec![(0, 0), (1, 0)]),
        square: Some(vec![(2, 0)]),
        triangle: Some(vec![(3, 0)]),
        cross: Some(vec![(4, 0)]),
        label: Some(vec![((5, 0), "A".into()), ((6, 0), "a:b\nc]".into())]),
        arrow: Some(vec![((0, 8), (4, 4))]),
        line: Some(vec![((8, 0), (8, 8))]),
        dim: Some(vec![(7, 7), (7, 8)]),
        selected: Some(vec![(1, 1)]),
    };
    t.set_markup(&m).unwrap();
    let n = t.node();
    assert_eq!(n.prop("CR").unwrap().values, ["aa", "ba"]);
    // Label text is SimpleText: a line break is a space.
    assert_eq!(n.prop("LB").unwrap().values, ["fa:A", "ga:a:b c]"]);
    assert_eq!(n.prop("AR").unwrap().values, ["ai:ee"]);
    assert_eq!(n.prop("LN").unwrap().values, ["ia:ii"]);
    assert_eq!(n.prop("DD").unwrap().values, ["hh", "hi"]);
    assert_eq!(n.prop("SL").unwrap().values, ["bb"]);
    round_trips(&t);
    // A triangle where a circle was: the circle goes; other kinds stay.
    t.set_markup(&Markup {
        triangle: Some(vec![(3, 0), (0, 0)]),
        ..Markup::default()
    })
    .unwrap();
    assert_eq!(t.node().prop("CR").unwrap().values, ["ba"]);
    assert_eq!(t.node().prop("TR").unwrap().values, ["da", "aa"]);
    assert!(t.node().prop("SQ").is_some());
    // An empty list removes a kind.
    t.set_markup(&Markup {
        line: Some(vec![]),
        ..Markup::default()
    })
    .unwrap();
    assert!(t.node().prop("LN").is_none());
    round_trips(&t);
    for bad in [
        Markup {
            circle: Some(vec![(9, 0)]),
            ..Markup::default()
        },
        Markup {
            circle: Some(vec![(1, 1)]),
            square: Some(vec![(1, 1)]),
            ..Markup::default()
        },
        Markup {
            label: Some(vec![((1, 1), "A".into()), ((1, 1), "B".into())]),
            ..Markup::default()
        },
        Markup {
            label: Some(vec![((1, 1), " ".into())]),
            ..Markup::default()
        },
        Markup {
            arrow: Some(vec![((1, 1), (1, 1))]),
            ..Markup::default()
        },
        Markup {
            line: Some(vec![((1, 1), (2, 2)), ((2, 2), (1, 1))]),
            ..Markup::default()
        },
        Markup {
            arrow: Some(vec![((1, 1), (2, 9))]),
            ..Markup::default()
        },
    ] {
        refused(&mut t, "invalid-argument", |t| t.set_markup(&bad));
    }
}

#[test]
fn properties_other_than_those_computed() {
    let mut t = read("(;SZ[9];B[ee])");
    t.next(0);
    t.set_property("N", &["a\r\nname".into()]).unwrap();
    assert_eq!(t.node().get("N"), Some("a name"));
    t.set_property("C", &["line\r\nbreak\tand tab".into()])
        .unwrap();
    assert_eq!(t.node().get("C"), Some("line\nbreak and tab"));
    t.set_property("TE", &["1".into()]).unwrap();
    t.set_property("XY", &["private".into(), "two".into()])
        .unwrap();
    round_trips(&t);
    t.remove_property("XY").unwrap();
    assert!(t.node().prop("XY").is_none());
    for id in [
        "B", "W", "AB", "AW", "AE", "SZ", "FF", "", "b", "TOOLONG", "A1",
    ] {
        refused(&mut t, "invalid-argument", |t| {
            t.set_property(id, &["x".into()])
        });
        refused(&mut t, "invalid-argument", |t| t.remove_property(id));
    }
    refused(&mut t, "invalid-argument", |t| t.set_property("C", &[]));
    // PL on a move node is setup mixed with a move.
    refused(&mut t, "invalid-argument", |t| {
        t.set_property("PL", &["W".into()])
    });
    // The root's information is read again: names, komi, rules.
    t.first();
    t.set_property("PB", &["Honinbo Shusaku".into()]).unwrap();
    t.set_property("KM", &["0.5".into()]).unwrap();
    assert_eq!(t.info().black.as_deref(), Some("Honinbo Shusaku"));
    assert_eq!(t.game().rules().komi, tengen::HalfPoints(1));
    round_trips(&t);
    t.remove_property("PB").unwrap();
    assert_eq!(t.info().black, None);
    round_trips(&t);
}

#[test]
fn a_record_kept_with_illegal_moves_takes_edits_that_add_no_problem() {
    let text = "(;SZ[5];B[cc];W[cc];B[aa])";
    let mut t = GameTree::from_sgf(text, ReadOptions { keep_illegal: true }).unwrap();
    assert_eq!(t.problems().len(), 1);
    t.next(0);
    t.add_node();
    t.set_setup(Some(&[(4, 4)]), None, None).unwrap();
    assert_eq!(t.problems().len(), 1);
    refused(&mut t, "sgf-illegal-setup", |t| {
        t.set_setup(Some(&[(4, 4)]), Some(&[(3, 4), (4, 3)]), None)
    });
}

/// One edit, chosen at random.
#[derive(Clone, Debug)]
enum Edit {
    Play(usize, usize),
    Pass,
    AddNode,
    Setup(
        Vec<(usize, usize)>,
        Vec<(usize, usize)>,
        Vec<(usize, usize)>,
    ),
    Player(bool),
    Circle(Vec<(usize, usize)>),
    Label(usize, usize, String),
    Arrow((usize, usize), (usize, usize)),
    Comment(String),
    Property(String, String),
    Back,
}

fn point() -> impl Strategy<Value = (usize, usize)> {
    (0..5usize, 0..5usize)
}

fn edit() -> impl Strategy<Value = Edit> {
    let pts = || prop::collection::vec(point(), 0..4);
    prop_oneof![
        point().prop_map(|(x, y)| Edit::Play(x, y)),
        Just(Edit::Pass),
        Just(Edit::AddNode),
        (pts(), pts(), pts()).prop_map(|(b, w, e)| Edit::Setup(b, w, e)),
        any::<bool>().prop_map(Edit::Player),
        pts().prop_map(Edit::Circle),
        (point(), "[ -~\\n\\r\\t]{0,6}").prop_map(|((x, y), s)| Edit::Label(x, y, s)),
        (point(), point()).prop_map(|(a, b)| Edit::Arrow(a, b)),
        "[ -~\\n\\r\\t\\\\\\]]{0,8}".prop_map(Edit::Comment),
        ("[A-Z]{1,3}", "[ -~\\r\\n]{0,6}").prop_map(|(i, v)| Edit::Property(i, v)),
        Just(Edit::Back),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any sequence of edits: each taken one reads back unchanged, each refused one
    /// changes nothing.
    #[test]
    fn every_edit_round_trips_and_every_refusal_changes_nothing(
        edits in prop::collection::vec(edit(), 1..30)
    ) {
        let mut t = read("(;SZ[5])");
        for e in edits {
            let before = (t.to_sgf(), t.path().to_vec(), t.game().board().hash());
            let result = match &e {
                Edit::Play(x, y) => t.play(*x, *y).map_err(|_| ()),
                Edit::Pass => t.pass().map_err(|_| ()),
                Edit::AddNode => {
                    t.add_node();
                    Ok(())
                }
                Edit::Setup(b, w, x) => t.set_setup(Some(b), Some(w), Some(x)).map_err(|_| ()),
                Edit::Player(b) => t
                    .set_player(if *b { Color::Black } else { Color::White })
                    .map_err(|_| ()),
                Edit::Circle(c) => t
                    .set_markup(&Markup { circle: Some(c.clone()), ..Markup::default() })
                    .map_err(|_| ()),
                Edit::Label(x, y, s) => t
                    .set_markup(&Markup { label: Some(vec![((*x, *y), s.clone())]), ..Markup::default() })
                    .map_err(|_| ()),
                Edit::Arrow(a, b) => t
                    .set_markup(&Markup { arrow: Some(vec![(*a, *b)]), ..Markup::default() })
                    .map_err(|_| ()),
                // A comment through the editing API, which stores it as reading it
                // back gives it (`set_comment`, the core package's, stores the text as
                // given: its line ends and control characters are made `\n` and spaces
                // only when the record is read again).
                Edit::Comment(s) if s.is_empty() => t.remove_property("C").map_err(|_| ()),
                Edit::Comment(s) => t.set_property("C", std::slice::from_ref(s)).map_err(|_| ()),
                Edit::Property(id, v) => t.set_property(id, std::slice::from_ref(v)).map_err(|_| ()),
                Edit::Back => {
                    t.previous();
                    Ok(())
                }
            };
            if result.is_err() {
                prop_assert_eq!(&t.to_sgf(), &before.0, "{:?}", e);
                prop_assert_eq!(t.path(), &before.1[..]);
                prop_assert_eq!(t.game().board().hash(), before.2);
            }
            round_trips(&t);
        }
    }
}
