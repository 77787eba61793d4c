//! Regression tests for bugs that the differential test against GNU Go
//! (tests/gnugo.rs) found in tengen. Plain Rust: GNU Go is not needed here.

use tengen::board::Board;
use tengen::playout::Playout;
use tengen::rng::Rng;
use tengen::Color;

/// `Board::is_eye` at the top-left point (0, 0) read the diagonal above and left of it
/// at padded index -1: an overflow panic in debug builds, an out-of-bounds panic in
/// release, whenever both neighbours of that corner were stones of the colour asked
/// about. Random playouts, which ask `is_eye` before every move, crashed on it.
#[test]
fn is_eye_at_the_top_left_corner() {
    let mut b = Board::new(5, 5).unwrap();
    let corner = b.point(0, 0).unwrap();
    b.place(b.point(1, 0).unwrap(), Color::Black, |_| {});
    b.place(b.point(0, 1).unwrap(), Color::Black, |_| {});
    assert!(b.is_eye(corner, Color::Black));
    assert!(!b.is_eye(corner, Color::White));
    // A corner eye is false as soon as the one diagonal point is the opponent's.
    b.place(b.point(1, 1).unwrap(), Color::White, |_| {});
    assert!(!b.is_eye(corner, Color::Black));

    // The other three corners, for symmetry.
    for (c, n1, n2, d) in [
        ((4, 0), (3, 0), (4, 1), (3, 1)),
        ((0, 4), (1, 4), (0, 3), (1, 3)),
        ((4, 4), (3, 4), (4, 3), (3, 3)),
    ] {
        let mut b = Board::new(5, 5).unwrap();
        let p = |xy: (usize, usize)| b.point(xy.0, xy.1).unwrap();
        let (corner, n1, n2, d) = (p(c), p(n1), p(n2), p(d));
        b.place(n1, Color::White, |_| {});
        b.place(n2, Color::White, |_| {});
        assert!(b.is_eye(corner, Color::White), "{c:?}");
        b.place(d, Color::Black, |_| {});
        assert!(!b.is_eye(corner, Color::White), "{c:?}");
    }
}

/// The same bug seen from the playouts: on small boards the top-left corner is soon
/// an eye, and every playout that got there panicked.
#[test]
fn playouts_survive_top_left_eyes() {
    for size in [2, 3, 4, 5, 7] {
        let start = Board::new(size, size).unwrap();
        let mut playout = Playout::new(&start);
        let mut rng = Rng::new(size as u64);
        for _ in 0..300 {
            let r = playout.run(&start, Color::Black, None, &mut rng);
            assert!(r.area.black + r.area.white <= (size * size) as u32);
            playout.board().check_invariants().unwrap();
        }
    }
}
