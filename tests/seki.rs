//! Seki (雙活) and dead stones on hand-made finished positions: tengen's statuses
//! checked against GNU Go's `final_status_list`, and its counts against counts made by
//! hand under both countings (docs/rules.md, "Seki").
//!
//! Each position is a finished 9×9 board. For each, the test asks GNU Go 3.8 (over
//! GTP, `--chinese-rules`) for `final_status_list seki` and `final_status_list dead`
//! and checks them against the expected stones written here, so the positions are
//! what we say they are; then it checks that [`tengen::life::estimate`] finds the
//! same dead stones and the same stones in seki, and that [`Game::score`], given the
//! dead stones, finds the seki points (shared liberties and seki eyes) and counts as
//! written here by hand, komi 0:
//! - territory counting (Japanese): empty points surrounded by one colour, without
//!   seki points or the eyes of groups in seki, plus prisoners;
//! - area counting (Chinese): stones plus surrounded points, a seki group's eyes for
//!   its owner, and every neutral point (dame, shared liberties) split half and half.
//!
//! GNU Go's own area score (`final_score`) differs on two positions, as it should not
//! be the reference there: it leaves a seki eye out of its owner's area
//! (`eye-vs-none`: W+5, by hand W+6), and it fills a shared liberty that can be
//! filled safely before counting (`three-shared`: B+5, by hand B+4).

mod common;

use common::{gnugo_path, play_stones, Gtp};
use tengen::notation::to_gtp;
use tengen::{Game, HalfPoints, Handicap, Point, Preset, Rules};

/// A finished position with what GNU Go and a count by hand say of it.
struct Case {
    name: &'static str,
    rows: [&'static str; 9],
    /// Stones GNU Go lists in seki, and dead stones, as (x, y).
    seki_stones: &'static [(usize, usize)],
    dead: &'static [(usize, usize)],
    /// `score.seki` (shared liberties and seki eyes) and `score.dame`, as (x, y).
    seki_points: &'static [(usize, usize)],
    dame: &'static [(usize, usize)],
    /// Black's and White's points by hand: territory counting, then area counting.
    territory: (f64, f64),
    area: (f64, f64),
}

const CASES: &[Case] = &[
    Case {
        // Black (5,0)-(5,2) and White (3,0)-(3,2),(4,2) have no eyes and share the
        // two liberties (4,0) and (4,1). Black: 20 stones, 22 points of territory
        // (the eyes (0,0), (0,2) and 20 below); White: 20 stones, 17 points.
        name: "two-shared",
        rows: [
            ".XXO.XO.O",
            "XXXO.XOOO",
            ".XXOOXO.O",
            "XXXXXOOOO",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
        ],
        seki_stones: &[(3, 0), (5, 0), (3, 1), (5, 1), (3, 2), (4, 2), (5, 2)],
        dead: &[],
        seki_points: &[(4, 0), (4, 1)],
        dame: &[],
        territory: (22.0, 17.0),
        area: (43.0, 38.0),
    },
    Case {
        // Three shared liberties (4,0)-(4,2), no eyes: the first fill would be safe,
        // the second a self-atari. 23 stones each; territory 18 and 14.
        name: "three-shared",
        rows: [
            ".XXO.XO.O",
            "XXXO.XOOO",
            ".XXO.XO.O",
            "XXXOOXOOO",
            "XXXXXOOOO",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
        ],
        seki_stones: &[
            (3, 0),
            (5, 0),
            (3, 1),
            (5, 1),
            (3, 2),
            (5, 2),
            (3, 3),
            (4, 3),
            (5, 3),
        ],
        dead: &[],
        seki_points: &[(4, 0), (4, 1), (4, 2)],
        dame: &[],
        territory: (18.0, 14.0),
        area: (42.5, 38.5),
    },
    Case {
        // One eye each ((1,0) White's, (5,0) Black's) and one shared liberty (3,0).
        // Black 15 stones, 18 territory; White 20 stones, 25 territory ((8,0) and 24
        // below); the seki eyes count under area counting only.
        name: "one-eye-each",
        rows: [
            "O.O.X.XO.",
            "OOOOXXXOO",
            "XXXXOOOOO",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
        ],
        seki_stones: &[
            (0, 0),
            (2, 0),
            (4, 0),
            (6, 0),
            (0, 1),
            (1, 1),
            (2, 1),
            (3, 1),
            (4, 1),
            (5, 1),
            (6, 1),
        ],
        dead: &[],
        seki_points: &[(1, 0), (3, 0), (5, 0)],
        dame: &[],
        territory: (18.0, 25.0),
        area: (34.5, 46.5),
    },
    Case {
        // White's eye (0,0) is made by two chains, (1,0) and (0,1)-(0,2); Black's
        // eyeless chain has three liberties, (2,0), (1,2) and (0,3), all shared. White
        // cannot fill (2,0) (its one-stone chain would be in atari: Black takes it in
        // the eye) nor both of (1,2) and (0,3). Black 18 stones, 18 territory; White
        // 19 stones, 22 territory, and the eye (0,0) in area counting only.
        name: "eye-vs-none",
        rows: [
            ".O.XO....",
            "OXXXO....",
            "O.XOO....",
            ".XXO.....",
            "XXOO.....",
            "OOOOOOOOO",
            "XXXXXXXXX",
            ".........",
            ".........",
        ],
        seki_stones: &[
            (1, 0),
            (3, 0),
            (0, 1),
            (1, 1),
            (2, 1),
            (3, 1),
            (0, 2),
            (2, 2),
            (1, 3),
            (2, 3),
            (0, 4),
            (1, 4),
        ],
        dead: &[],
        seki_points: &[(0, 0), (2, 0), (1, 2), (0, 3)],
        dame: &[],
        territory: (18.0, 22.0),
        area: (37.5, 43.5),
    },
    Case {
        // "two-shared" above, and "one-eye-each" upside down below it. Black 26
        // stones, territory 2 + 8; White 31 stones, territory 2 + 6 + (8,8); the
        // lower seki's eyes (1,8) and (5,8) count under area counting only.
        name: "two-seki",
        rows: [
            ".XXO.XO.O",
            "XXXO.XOOO",
            ".XXOOXO.O",
            "XXXXXOOOO",
            "....XO...",
            "....XO...",
            "XXXXOOOOO",
            "OOOOXXXOO",
            "O.O.X.XO.",
        ],
        seki_stones: &[
            (3, 0),
            (5, 0),
            (3, 1),
            (5, 1),
            (3, 2),
            (4, 2),
            (5, 2),
            (0, 7),
            (1, 7),
            (2, 7),
            (3, 7),
            (4, 7),
            (5, 7),
            (6, 7),
            (0, 8),
            (2, 8),
            (4, 8),
            (6, 8),
        ],
        dead: &[],
        seki_points: &[(4, 0), (4, 1), (1, 8), (3, 8), (5, 8)],
        dame: &[],
        territory: (10.0, 9.0),
        area: (38.5, 42.5),
    },
    Case {
        // "two-shared" with a dead White stone (2,4) in Black's area and a dead Black
        // stone (7,5) in White's: each is a prisoner and its point territory.
        name: "seki-beside-dead",
        rows: [
            ".XXO.XO.O",
            "XXXO.XOOO",
            ".XXOOXO.O",
            "XXXXXOOOO",
            "..O.XO...",
            "....XO.X.",
            "....XO...",
            "....XO...",
            "....XO...",
        ],
        seki_stones: &[(3, 0), (5, 0), (3, 1), (5, 1), (3, 2), (4, 2), (5, 2)],
        dead: &[(2, 4), (7, 5)],
        seki_points: &[(4, 0), (4, 1)],
        dame: &[],
        territory: (23.0, 18.0),
        area: (43.0, 38.0),
    },
    Case {
        // A bent corner seki: Black's eyeless chain (1,0),(2,0),(2,1) and White's
        // eyeless chain (0,1),(0,2),(1,2),(2,2) share the two liberties (0,0) and
        // (1,1), diagonal to each other round the corner. Whoever fills one is left in
        // atari and taken by the other's fill of the second. Black 18 stones, 45
        // territory (rows 4 to 8); White 14 stones, 2 territory (the eyes (4,0) and
        // (6,0)).
        name: "bent-corner",
        rows: [
            ".XXO.O.OO",
            "O.XOOOOOO",
            "OOOXXXXXX",
            "XXXXXXXXX",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ],
        seki_stones: &[(1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)],
        dead: &[],
        seki_points: &[(0, 0), (1, 1)],
        dame: &[],
        territory: (45.0, 2.0),
        area: (64.0, 17.0),
    },
    Case {
        // No seki: White's eyeless corner group shares (1,0) and (0,1) with Black's
        // corner stone, but Black kills it by sacrificing two stones there (a nakade:
        // White's capture leaves it a two-point eye). Black 20 stones and 45 points
        // (5 of them the dead stones'); White 7 stones and 9 points.
        name: "corner-nakade",
        rows: [
            "X.OX.X...",
            ".OOXXX...",
            "OOXX.....",
            "XXX......",
            "....XXXXX",
            "....XOOOO",
            "....XO...",
            "....XO...",
            "....XO...",
        ],
        seki_stones: &[],
        dead: &[(2, 0), (1, 1), (2, 1), (0, 2), (1, 2)],
        seki_points: &[],
        dame: &[],
        territory: (50.0, 9.0),
        area: (65.0, 16.0),
    },
    Case {
        // A control: two living groups with open dame (4,3) and (4,4) between them,
        // which either side can fill. No seki. Black 16 stones, 21 territory; White
        // 13 stones, 29 territory.
        name: "open-dame",
        rows: [
            ".X.XO.O..",
            "XXXXO.OOO",
            "....XO...",
            "XXXX.O...",
            "...X.O...",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
        ],
        seki_stones: &[],
        dead: &[],
        seki_points: &[],
        dame: &[(4, 3), (4, 4)],
        territory: (21.0, 29.0),
        area: (38.0, 43.0),
    },
];

// ---------------------------------------------------------------------------------
// GNU Go.

/// GNU Go under Chinese rules.
fn gnugo() -> Gtp {
    Gtp::start(&gnugo_path(None), &["--chinese-rules"])
}

/// GNU Go's `final_status_list` for `status` on `rows`, as sorted (x, y).
fn gnugo_status(gg: &mut Gtp, rows: &[&str], status: &str) -> Vec<(usize, usize)> {
    let n = rows.len();
    gg.ask(&format!("boardsize {n}"));
    gg.ask("clear_board");
    gg.ask("komi 0");
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.bytes().enumerate() {
            let color = match c {
                b'X' => "black",
                b'O' => "white",
                _ => continue,
            };
            gg.ask(&format!("play {color} {}", to_gtp(x, y, n).unwrap()));
        }
    }
    let mut v: Vec<(usize, usize)> = gg
        .ask(&format!("final_status_list {status}"))
        .split_whitespace()
        .map(|s| tengen::notation::from_gtp(s, n).unwrap())
        .collect();
    v.sort_by_key(|&(x, y)| (y, x));
    v
}

// ---------------------------------------------------------------------------------
// tengen.

/// The position as a game under `preset` with komi 0: the stones played in turn,
/// passing for the side with none left (`common::play_stones`).
fn game(rows: &[&str], preset: Preset) -> Game {
    let mut rules = Rules::preset(preset);
    rules.komi = HalfPoints(0);
    let mut g = Game::new(rows.len(), rows.len(), rules, Handicap::None).unwrap();
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.bytes().enumerate() {
            match c {
                b'X' => black.push((x, y)),
                b'O' => white.push((x, y)),
                _ => {}
            }
        }
    }
    play_stones(&mut g, &black, &white, None);
    g
}

fn xys(g: &Game, points: &[Point]) -> Vec<(usize, usize)> {
    let mut v: Vec<_> = points.iter().map(|&p| g.board().xy(p)).collect();
    v.sort_by_key(|&(x, y)| (y, x));
    v
}

fn sorted(v: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut v = v.to_vec();
    v.sort_by_key(|&(x, y)| (y, x));
    v
}

#[test]
fn gnugo_agrees_with_the_positions() {
    let mut gg = gnugo();
    for c in CASES {
        assert_eq!(
            gnugo_status(&mut gg, &c.rows, "seki"),
            sorted(c.seki_stones),
            "{}: GNU Go's seki stones",
            c.name
        );
        assert_eq!(
            gnugo_status(&mut gg, &c.rows, "dead"),
            sorted(c.dead),
            "{}: GNU Go's dead stones",
            c.name
        );
    }
}

#[test]
fn tengen_finds_the_dead_stones_and_the_seki() {
    for c in CASES {
        let g = game(&c.rows, Preset::Chinese);
        let e = tengen::life::estimate(&g, &Default::default());
        assert_eq!(xys(&g, &e.dead), sorted(c.dead), "{}: dead stones", c.name);
        assert_eq!(
            xys(&g, &e.seki),
            sorted(c.seki_stones),
            "{}: stones in seki",
            c.name
        );
    }
}

#[test]
fn seki_points_and_counts_by_hand() {
    for c in CASES {
        for (preset, (black, white)) in [(Preset::Japanese, c.territory), (Preset::Chinese, c.area)]
        {
            let g = game(&c.rows, preset);
            let dead: Vec<Point> = c
                .dead
                .iter()
                .map(|&(x, y)| g.board().point(x, y).unwrap())
                .collect();
            let s = g.score(&dead).unwrap();
            let what = format!("{} ({preset:?})", c.name);
            assert_eq!(xys(&g, &s.seki), sorted(c.seki_points), "{what}: seki");
            assert_eq!(xys(&g, &s.dame), sorted(c.dame), "{what}: dame");
            assert_eq!(
                (s.black.points(), s.white.points()),
                (black, white),
                "{what}: count"
            );
        }
    }
}

// ---------------------------------------------------------------------------------
// Each status the dead-stone guess must tell apart, on its own position.

/// A finished position built to show one status, with what GNU Go says of it and
/// what tengen's estimate must find.
struct Status {
    name: &'static str,
    rows: [&'static str; 9],
    /// GNU Go's `final_status_list dead` and `seki`, as (x, y).
    dead: &'static [(usize, usize)],
    seki: &'static [(usize, usize)],
    /// Stones Benson's algorithm must find unconditionally alive.
    unconditional: &'static [(usize, usize)],
    /// Points and their expected owner in `ownership`: 1 Black (> 0.5), -1 White
    /// (< -0.5), 0 nobody (between -0.5 and 0.5).
    owners: &'static [((usize, usize), i8)],
}

/// The base of most: Black's area on the left, White's on the right, two walls. The
/// seki statuses (with and without eyes) are the cases above: "two-shared" and
/// "three-shared" have no eyes, "eye-vs-none" and "one-eye-each" have eyes; the
/// `seki_points_are_nobodys` test checks their ownership.
const STATUSES: &[Status] = &[
    Status {
        // Black's corner group in White's area has two one-point eyes, (6,0) and
        // (8,0): no sequence of moves captures it.
        name: "unconditionally alive",
        rows: [
            "...XOX.X.",
            "...XOXXXX",
            "...XOOOOO",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
        ],
        dead: &[],
        seki: &[],
        unconditional: &[(5, 0), (8, 1)],
        owners: &[((6, 0), 1), ((8, 0), 1), ((0, 0), 1), ((7, 5), -1)],
    },
    Status {
        // Black's corner group has one eye, the two points (7,0)-(8,0), and two outside
        // liberties White fills: dead, and its points White's.
        name: "one eye",
        rows: [
            "...XO.X..",
            "...XO.XXX",
            "...XOOOOO",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
        ],
        dead: &[(6, 0), (6, 1), (7, 1), (8, 1)],
        seki: &[],
        unconditional: &[],
        owners: &[((8, 0), -1), ((5, 0), -1), ((7, 1), -1)],
    },
    Status {
        // Black's two chains meet around the corner point (8,8), whose diagonal (7,7)
        // is White's: a false eye. Both chains have it as their last liberty.
        name: "false eye",
        rows: [
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO...O",
            "...XO..OX",
            "...XO.OOX",
            "...XOOXX.",
        ],
        dead: &[(8, 6), (8, 7), (6, 8), (7, 8)],
        seki: &[],
        unconditional: &[],
        owners: &[((8, 8), -1), ((8, 7), -1)],
    },
    Status {
        // Three Black stones with two liberties, hemmed in by White inside White's
        // 45-point area: dead.
        name: "dead group inside a big territory",
        rows: [
            "..XO.....",
            "..XO.....",
            "..XO..O..",
            "..XO.OXXO",
            "..XO.OX..",
            "..XO..O..",
            "..XO.....",
            "..XO.....",
            "..XO.....",
        ],
        dead: &[(6, 3), (7, 3), (6, 4)],
        seki: &[],
        unconditional: &[],
        owners: &[((6, 3), -1), ((7, 4), -1), ((8, 8), -1)],
    },
    Status {
        // Black has invaded White's side and lives with the eyes (6,4) and (8,4),
        // while White keeps the corner below it ((5,7)-(6,8)).
        name: "successful invasion",
        rows: [
            "...XO....",
            "...XO....",
            "...XOOOOO",
            "...XOXXXX",
            "...XOX.X.",
            "...XOXXXX",
            "...XOOOOX",
            "...XO..OX",
            "...XO..OX",
        ],
        dead: &[],
        seki: &[],
        unconditional: &[(5, 3)],
        owners: &[
            ((6, 4), 1),
            ((8, 4), 1),
            ((8, 8), 1),
            ((6, 8), -1),
            ((7, 0), -1),
        ],
    },
    Status {
        // (4,3) and (4,4) touch both colours and either side may fill them: dame,
        // nobody's.
        name: "dame",
        rows: [
            "...XO....",
            "...XO....",
            "...XO....",
            "XXXX.O...",
            "...X.O...",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
        ],
        dead: &[],
        seki: &[],
        unconditional: &[],
        owners: &[((4, 3), 0), ((4, 4), 0), ((0, 0), 1), ((8, 8), -1)],
    },
];

#[test]
fn gnugo_agrees_with_the_statuses() {
    let mut gg = gnugo();
    for s in STATUSES {
        assert_eq!(
            gnugo_status(&mut gg, &s.rows, "dead"),
            sorted(s.dead),
            "{}: GNU Go's dead stones",
            s.name
        );
        assert_eq!(
            gnugo_status(&mut gg, &s.rows, "seki"),
            sorted(s.seki),
            "{}: GNU Go's seki stones",
            s.name
        );
    }
}

#[test]
fn tengen_finds_each_status() {
    for s in STATUSES {
        let g = game(&s.rows, Preset::Chinese);
        let b = g.board();
        let e = tengen::life::estimate(&g, &Default::default());
        assert_eq!(xys(&g, &e.dead), sorted(s.dead), "{}: dead stones", s.name);
        assert_eq!(xys(&g, &e.seki), sorted(s.seki), "{}: seki", s.name);
        let benson = tengen::life::Benson::new(b);
        for p in b.points().filter(|&p| b.color(p).is_some()) {
            let xy = b.xy(p);
            // Benson's list is exactly the chains named (whole), and never a dead one.
            let named = s
                .unconditional
                .iter()
                .any(|&(x, y)| b.chain_head(b.point(x, y).unwrap()) == b.chain_head(p));
            assert_eq!(benson.is_alive(b, p), named, "{}: Benson at {xy:?}", s.name);
        }
        for &((x, y), owner) in s.owners {
            let o = e.ownership[y * b.width() + x];
            let seen = if o > 0.5 {
                1
            } else if o < -0.5 {
                -1
            } else {
                0
            };
            assert_eq!(seen, owner, "{}: owner of {:?} ({o})", s.name, (x, y));
        }
    }
}

/// The shared liberties of a seki and the dame are nobody's in `ownership` (a seki
/// eye is its owner's, as area counting gives it).
#[test]
fn seki_points_are_nobodys() {
    for c in CASES {
        let g = game(&c.rows, Preset::Chinese);
        let b = g.board();
        let e = tengen::life::estimate(&g, &Default::default());
        for &(x, y) in c.seki_points.iter().chain(c.dame) {
            let p = b.point(x, y).unwrap();
            let colors: Vec<_> = b.neighbors(p).iter().filter_map(|&n| b.color(n)).collect();
            if colors.windows(2).all(|w| w[0] == w[1]) {
                continue; // an eye
            }
            let o = e.ownership[y * b.width() + x];
            assert!(o.abs() <= 0.5, "{}: ({x},{y}) owned {o}", c.name);
        }
    }
}
