//! Positions for the tests, drawn as diagrams or listed, and set up by playing them
//! through `Game`, so that every position is one the engine accepts.
#![allow(dead_code)]

use tengen::{Color, Game, Handicap, Point, Preset, Rules, Term};

/// A position to name a move in: the game (set up by play) and the move.
pub struct Setup {
    pub game: Game,
    pub at: Point,
}

/// Sets up `diagram` in the top-left corner of a `size`×`size` board. Rows are
/// lines of `.` (empty), `X` (Black), `O` (White) and one lowercase `x` or `o`: the
/// move to name, by Black or White. Spaces are ignored. The stones are played one
/// by one (the side with fewer stones passes), then the side not to play passes if
/// needed; every step must be legal.
pub fn setup(size: usize, diagram: &str) -> Setup {
    let mut black = Vec::new();
    let mut white = Vec::new();
    let mut at = None;
    for (y, row) in diagram
        .lines()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .enumerate()
    {
        for (x, c) in row.chars().filter(|c| !c.is_whitespace()).enumerate() {
            assert!(x < size && y < size, "diagram larger than {size}x{size}");
            match c {
                'X' => black.push((x, y)),
                'O' => white.push((x, y)),
                'x' => at = Some((x, y, Color::Black)),
                'o' => at = Some((x, y, Color::White)),
                '.' => {}
                _ => panic!("unknown diagram character {c:?}"),
            }
        }
    }
    let (mx, my, mover) = at.expect("the diagram marks the move with x or o");
    let mut game = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    play_stones(&mut game, &black, &white, Some(mover));
    let at = game.board().point(mx, my).unwrap();
    assert!(
        game.is_legal(at),
        "the move to name at ({mx}, {my}) is illegal"
    );
    Setup { game, at }
}

/// Plays the `black` and `white` stones, (x, y) each, in turn, passing for the side that
/// has run out, as a person sets a position up on a real board; then, if `to_move` is
/// given, passes once more if needed so that it is to play.
pub fn play_stones(
    game: &mut Game,
    black: &[(usize, usize)],
    white: &[(usize, usize)],
    to_move: Option<Color>,
) {
    let (mut b, mut w) = (black.iter(), white.iter());
    loop {
        let next = match game.to_move() {
            Color::Black => b.next(),
            Color::White => w.next(),
        };
        match next {
            Some(&(x, y)) => {
                let p = game.board().point(x, y).unwrap();
                game.play(p)
                    .unwrap_or_else(|e| panic!("setting up ({x}, {y}): {e:?}"));
            }
            None if b.len() + w.len() == 0 => break,
            None => game.pass().unwrap(),
        }
    }
    if to_move.is_some_and(|c| game.to_move() != c) {
        game.pass().unwrap();
    }
    assert!(!game.is_over());
}

/// The ids of the terms of the move in `diagram` on a `size` board, checked to be
/// the same before the move (`describe_move`) and after it (`last_move_terms`).
pub fn ids(size: usize, diagram: &str) -> Vec<&'static str> {
    let Setup { mut game, at } = setup(size, diagram);
    let before = game.describe_move(at);
    game.play(at).unwrap();
    let after = game.last_move_terms();
    assert_eq!(before, after, "describe_move and last_move_terms disagree");
    before.terms().map(Term::id).collect()
}

/// The stones (as (x, y)) that make `term` for the move in `diagram`.
pub fn stones(size: usize, diagram: &str, term: Term) -> Vec<(usize, usize)> {
    let Setup { game, at } = setup(size, diagram);
    let terms = game.describe_move(at);
    let stones = terms
        .stones(term)
        .unwrap_or_else(|| panic!("{} does not apply", term.id()));
    stones.iter().map(|&p| game.board().xy(p)).collect()
}

/// Asserts that `term` applies to the move of each diagram.
pub fn applies(term: Term, size: usize, diagrams: &[&str]) {
    for d in diagrams {
        let found = ids(size, d);
        assert!(
            found.contains(&term.id()),
            "{} expected in\n{d}\nfound {found:?}",
            term.id()
        );
    }
}

/// Asserts that `term` does not apply to the move of each diagram.
pub fn misses(term: Term, size: usize, diagrams: &[&str]) {
    for d in diagrams {
        let found = ids(size, d);
        assert!(
            !found.contains(&term.id()),
            "{} not expected in\n{d}\nfound {found:?}",
            term.id()
        );
    }
}

/// `diagram` (drawn from the top-left corner) turned half a turn on a `size` board:
/// the same shape in the bottom-right corner.
pub fn turned(size: usize, diagram: &str) -> String {
    let mut grid = vec![vec!['.'; size]; size];
    for (y, row) in diagram
        .lines()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .enumerate()
    {
        for (x, c) in row.chars().filter(|c| !c.is_whitespace()).enumerate() {
            grid[size - 1 - y][size - 1 - x] = c;
        }
    }
    grid.into_iter()
        .map(|r| r.into_iter().collect::<String>() + "\n")
        .collect()
}

/// `diagram` mirrored left to right on a `size` board: the top-right corner.
pub fn mirrored(size: usize, diagram: &str) -> String {
    let mut out = String::new();
    for row in diagram.lines().map(str::trim).filter(|r| !r.is_empty()) {
        let cells: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
        let mut line = vec!['.'; size];
        for (x, &c) in cells.iter().enumerate() {
            line[size - 1 - x] = c;
        }
        out.extend(line);
        out.push('\n');
    }
    out
}
