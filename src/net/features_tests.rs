//! Unit tests of the input features; tests/net_features.rs checks them against
//! KataGo's own for 893 positions, tests/net_fixtures.rs through the network.

use super::*;
use crate::game::Handicap;

/// A game on a `w`×`h` board with `black` and `white` stones set up, Black to move.
fn setup(
    w: usize,
    h: usize,
    preset: Preset,
    black: &[(usize, usize)],
    white: &[(usize, usize)],
) -> Game {
    let mut g = Game::new(w, h, Rules::preset(preset), Handicap::None).unwrap();
    let b = g.board();
    let pts = |v: &[(usize, usize)]| {
        v.iter()
            .map(|&(x, y)| b.point(x, y).unwrap())
            .collect::<Vec<_>>()
    };
    let (bs, ws) = (pts(black), pts(white));
    g.setup(&bs, &ws, &[]).unwrap();
    g
}

fn features(g: &Game) -> (Vec<f32>, Vec<f32>) {
    let area = g.board().area();
    let mut s = vec![9.0; SPATIAL_V7 * area];
    let mut gl = vec![9.0; GLOBAL_V7];
    fill(g, 7, &mut s, &mut gl).unwrap();
    (s, gl)
}

/// The points (x, y) set in channel `c`.
fn plane(g: &Game, s: &[f32], c: usize) -> Vec<(usize, usize)> {
    let (w, h) = (g.board().width(), g.board().height());
    let mut v = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if s[c * w * h + y * w + x] != 0.0 {
                v.push((x, y));
            }
        }
    }
    v
}

#[test]
fn empty_board_globals() {
    let g = Game::new(19, 19, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let (s, gl) = features(&g);
    assert!(s[..361].iter().all(|&v| v == 1.0));
    assert!(s[361..].iter().all(|&v| v == 0.0));
    // Black to move: komi -7.5; positional superko; area; the wave at -7.5 on an
    // odd board (drawable komis odd): 1.5 above -9, so -0.5.
    let mut want = [0.0f32; GLOBAL_V7];
    want[5] = -7.5 / 20.0;
    want[6] = 1.0;
    want[7] = 0.5;
    want[18] = -0.5;
    assert_eq!(gl, want);
}

#[test]
fn versions_and_buffers() {
    let g = Game::new(9, 9, Rules::default(), Handicap::None).unwrap();
    assert_eq!((spatial_channels(7), global_channels(7)), (22, 19));
    assert_eq!((spatial_channels(6), global_channels(8)), (0, 0));
    let mut s = vec![0.0; 22 * 81];
    let mut gl = vec![0.0; 19];
    assert_eq!(
        fill(&g, 5, &mut s, &mut gl),
        Err(FillError::UnsupportedVersion(5))
    );
    assert_eq!(
        fill(&g, 7, &mut s[1..], &mut gl),
        Err(FillError::ShortBuffer)
    );
    assert_eq!(
        fill(&g, 7, &mut s, &mut gl[1..]),
        Err(FillError::ShortBuffer)
    );
}

#[test]
fn ladder_works_and_breaks() {
    // White at the centre with two liberties under Black's stones above, to the
    // left and diagonally below right: an atari from either side starts a ladder
    // that runs to an edge.
    //   . X .
    //   X O .
    //   . . X
    let black = [(9, 8), (8, 9), (10, 10)];
    let g = setup(19, 19, Preset::Chinese, &black, &[(9, 9)]);
    let (s, _) = features(&g);
    assert_eq!(plane(&g, &s, 14), vec![(9, 9)]);
    assert_eq!(plane(&g, &s, 17), vec![(10, 9), (9, 10)]);
    assert_eq!(
        plane(&g, &s, 15),
        vec![(9, 9)],
        "no history: the same board"
    );
    // White stones on every diagonal break both ladders.
    let breakers = [(9, 9), (15, 3), (3, 15), (15, 15), (3, 3)];
    let g = setup(19, 19, Preset::Chinese, &black, &breakers);
    let (s, _) = features(&g);
    assert!(plane(&g, &s, 14).is_empty());
    assert!(plane(&g, &s, 17).is_empty());
    // In atari, the stone is marked whichever side is to move.
    let black = [(9, 8), (8, 9), (10, 10), (10, 9)];
    let mut g = setup(19, 19, Preset::Chinese, &black, &[(9, 9)]);
    g.set_to_move(crate::Color::White).unwrap();
    let (s, _) = features(&g);
    assert_eq!(plane(&g, &s, 14), vec![(9, 9)]);
    assert!(plane(&g, &s, 17).is_empty());
}

#[test]
fn stones_liberties_and_ko() {
    // A ko: Black plays (2,1) and takes White's (1,1).
    //   . X O .
    //   X O . O
    //   . X O .
    let g = setup(
        5,
        5,
        Preset::Japanese,
        &[(1, 0), (0, 1), (1, 2)],
        &[(2, 0), (1, 1), (3, 1), (2, 2)],
    );
    let mut g = g;
    let p = g.board().point(2, 1).unwrap();
    g.play(p).unwrap();
    let (s, gl) = features(&g);
    // White to move, may not retake at (1,1).
    assert_eq!(plane(&g, &s, 6), vec![(1, 1)]);
    assert_eq!(plane(&g, &s, 9), vec![(2, 1)]);
    assert_eq!(plane(&g, &s, 1), vec![(2, 0), (3, 1), (2, 2)]);
    // The capturing stone is in atari.
    assert!(plane(&g, &s, 3).contains(&(2, 1)));
    // Japanese: territory, seki tax, simple ko; White's komi 6.5 plus the chill:
    // Black set up one stone fewer than White and has played one move.
    assert_eq!(gl[9], 1.0);
    assert_eq!(gl[10], 1.0);
    assert_eq!((gl[6], gl[7]), (0.0, 0.0));
    assert_eq!(gl[5], 6.5 / 20.0);
    assert_eq!(gl[18], 0.0);
}

#[test]
fn pass_alive_area() {
    // A Black wall with two eyes in the corner of a 9x9 board is pass-alive; its
    // eyes are Black's, the open board is nobody's.
    //   . X . X O
    //   X X X X O
    //   O O O O O
    let g = setup(
        9,
        9,
        Preset::TrompTaylor,
        &[(1, 0), (3, 0), (0, 1), (1, 1), (2, 1), (3, 1)],
        &[(4, 0), (4, 1), (0, 2), (1, 2), (2, 2), (3, 2), (4, 2)],
    );
    let (s, _) = features(&g);
    let mine = plane(&g, &s, 18);
    for p in [(0, 0), (2, 0), (1, 0), (3, 1)] {
        assert!(mine.contains(&p), "{p:?}");
    }
    // White's stones are not pass-alive but count as stones; the big empty region
    // touches only White: White's (unsafe) area.
    let theirs = plane(&g, &s, 19);
    assert!(theirs.contains(&(4, 0)) && theirs.contains(&(8, 8)));
}

/// Random games on boards of every shape from 2×2 to 25×25 under every preset,
/// with passes, setups and the end: the features are always written in full, the
/// stone planes are the board's, and nothing panics.
#[test]
fn random_games_fill_soundly() {
    let mut rng = crate::rng::Rng::new(29);
    for round in 0..120 {
        let (w, h) = (2 + rng.below(24) as usize, 2 + rng.below(24) as usize);
        let preset = Preset::ALL[rng.below(7) as usize];
        let mut g = Game::new(w, h, Rules::preset(preset), Handicap::None).unwrap();
        let moves = rng.below((w * h * 2) as u32);
        for i in 0..moves {
            if g.is_over() {
                break;
            }
            if rng.below(40) == 0 {
                g.pass().unwrap();
            } else if rng.below(200) == 0 && i > 0 {
                let p = g.board().point(rng.below(w as u32) as usize, 0).unwrap();
                if g.board().cell(p) == crate::board::EMPTY {
                    let _ = g.setup(&[p], &[], &[]);
                }
            } else {
                let legal: Vec<_> = g
                    .board()
                    .points()
                    .filter(|&p| g.is_legal(p) && !g.board().is_eye(p, g.to_move()))
                    .collect();
                if legal.is_empty() {
                    g.pass().unwrap();
                } else {
                    let p = legal[rng.below(legal.len() as u32) as usize];
                    g.play(p).unwrap();
                }
            }
            if i % 17 == 0 || i + 1 == moves {
                let (s, gl) = features(&g);
                let area = w * h;
                assert!(s[..area].iter().all(|&v| v == 1.0), "round {round}");
                assert!(s.iter().chain(&gl).all(|v| v.is_finite()), "round {round}");
                let b = g.board();
                for y in 0..h {
                    for x in 0..w {
                        let c = b.color(b.point(x, y).unwrap());
                        let mine = s[area + y * w + x] == 1.0;
                        let theirs = s[2 * area + y * w + x] == 1.0;
                        assert_eq!(mine, c == Some(g.to_move()), "round {round}");
                        assert_eq!(theirs, c == Some(g.to_move().opponent()), "round {round}");
                    }
                }
                assert!(gl[5].abs() <= (area as f32 + 20.0) / 20.0);
            }
        }
    }
}
