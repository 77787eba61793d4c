//! Tactical positions with a known answer, shared by the playout bot's tests
//! (tests/bot_tactics.rs, which says how the answers were checked with GNU Go) and the
//! network's search's (tests/net_tactics.rs). Each position is a whole board, drawn
//! as rows of `X` (Black), `O` (White) and `.` from the top, `x` from the left; Black
//! is to move. Everything but the tactic is settled, and the tactic decides the game.

use tengen::{Color, Game, Handicap, Point, Preset, Rules};

/// A position: Black to move on `rows` under `rules`.
pub struct Case {
    pub name: &'static str,
    pub rows: &'static [&'static str],
    pub rules: Rules,
    /// White has just passed.
    pub white_passed: bool,
    /// What GNU Go 3.8's `reg_genmove black` answers (x, y), `None` for a pass.
    #[allow(dead_code)] // read by tests/bot_tactics.rs, which asks GNU Go again
    pub gnugo: Option<(usize, usize)>,
}

/// The case's position as a game, set up in one step ([`Game::setup`]), Black to
/// move (after White's pass if `white_passed`).
pub fn game(case: &Case) -> Game {
    set_up(case, false)
}

/// The point (x, y) of a `case`'s diagram turned half a turn (about the centre).
pub fn turned(case: &Case, (x, y): (usize, usize)) -> (usize, usize) {
    let h = case.rows.len();
    let w = case.rows[0].split_whitespace().count();
    (w - 1 - x, h - 1 - y)
}

/// [`game`], or with `turn` the same position turned half a turn.
pub fn set_up(case: &Case, turn: bool) -> Game {
    let h = case.rows.len();
    let w = case.rows[0].split_whitespace().count();
    let mut game = Game::new(w, h, case.rules, Handicap::None).unwrap();
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (y, row) in case.rows.iter().enumerate() {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells.len(), w, "{}: row {y} is not {w} wide", case.name);
        for (x, c) in cells.into_iter().enumerate() {
            let (x, y) = if turn { turned(case, (x, y)) } else { (x, y) };
            let p = game.board().point(x, y).unwrap();
            match c {
                "X" => black.push(p),
                "O" => white.push(p),
                "." => {}
                _ => panic!("{}: unknown cell {c:?}", case.name),
            }
        }
    }
    game.setup(&black, &white, &[]).unwrap();
    if case.white_passed {
        game.set_to_move(Color::White).unwrap();
        game.pass().unwrap();
    }
    assert_eq!(game.to_move(), Color::Black);
    game
}

pub fn at(game: &Game, (x, y): (usize, usize)) -> Point {
    game.board().point(x, y).unwrap()
}

/// White's chain of 9 in the middle, (3,0)-(4,7), has the liberties (4,0) and (3,4);
/// Black's chain of 8, (5,0)-(5,7), has (4,0) and (6,4). (4,0) is shared; White's other
/// liberty lies in Black's wall, and Black's in White's. Black to move wins by
/// filling White's outside liberty (3,4): White cannot fill (4,0) (a suicide) and
/// Black takes the 9 stones there next. Filling (4,0) first, or (6,4), puts
/// Black's own chain in atari. Winning the race, Black has the left six columns
/// but (5,8): 53 points to 28; losing it, at most 35 to 46 (komi 7.5).
/// GNU Go 3.8: D5, the same (3,4).
pub const RACE: Case = Case {
    name: "race",
    rows: &[
        ". X X O . X O . O",
        "X X X O O X O O O",
        "X . X X O X O . O",
        "X X X X O X O O O",
        "X X X . O X . O .",
        "X . X X O X O O O",
        "X X X X O X O . O",
        "X X X X O X O O O",
        "X X X X X O O O O",
    ],
    rules: Rules::preset(Preset::Chinese),
    white_passed: false,
    gnugo: Some((3, 4)),
};

/// Black's two stones (5,8)-(6,8) in White's corner are in atari at (7,8); running
/// there leaves them in atari (their only new liberty, (8,8), is White's to take
/// them with). White's single stone (4,8), cutting them from Black's group, is in
/// atari too, at (4,7): taking it saves them, since (4,8) then joins them to the
/// group. The decoy: White's two dead stones (1,4)-(2,4) inside Black's area, in
/// atari at (1,5): the bigger capture, worth nothing. Saving the two stones, Black
/// has 45 points to 36 (komi 7.5, White filling (7,8)); losing them, at most 42.
/// GNU Go 3.8: E2, the same (4,7).
pub const ESCAPE: Case = Case {
    name: "escape",
    rows: &[
        ". X . X X O . O .",
        "X X X X X O O O O",
        "X . X X X O . O .",
        "X X X X X O O O O",
        "X O O X X O . O .",
        "X . X X O O O O O",
        "X X X X O . O . O",
        "X X X X . O O O O",
        "X X X X O X X . .",
    ],
    rules: Rules::preset(Preset::Chinese),
    white_passed: false,
    gnugo: Some((4, 7)),
};

/// Black's two stones (7,2)-(7,3) in White's top-right corner are in atari at
/// (7,1). Running there gives two liberties, (7,0) and (8,1), and White takes the
/// three stones with an atari at either (the ladder ends in the corner: GNU Go's
/// `ladder_attack` after the run answers J8, (8,1)). Meanwhile Black's group at the
/// top, (1,0)-(5,0), has one eye, (2,0), and lives only by playing (5,1) now, which
/// joins (5,0) and makes (4,0) a true eye; White at (5,1) kills it (see
/// `SECOND_EYE`). So the run is answered by White at (5,1), and Black must play
/// (5,1) instead, giving up the stones. Alive, the group makes Black's area 46 to 35
/// (komi 7.5); dead, 36 to 45. GNU Go 3.8: F8, the same (5,1).
pub const LADDER: Case = Case {
    name: "ladder",
    rows: &[
        "O X . X . X O . .",
        "O X X X X . O . .",
        "O O O O O O O X O",
        "O . O O . O O X O",
        "O O O O O O O O O",
        "X X X X X X X X X",
        "X . X X . X X . X",
        "X X X X X X X X X",
        ". X . X X . X X .",
    ],
    rules: Rules::preset(Preset::Chinese),
    white_passed: false,
    gnugo: Some((5, 1)),
};

/// The near miss: the same corner, but Black's top group is alive ((5,1) is played)
/// and reaches (6,0), which breaks the ladder: after the run at (7,1), White's atari
/// at (8,1) is answered by (7,0), joining the group, and the atari at (7,0) by
/// (8,0), taking that stone. Running is right now, and nothing else saves the
/// stones: (7,0) first, say, is answered by White taking them at (7,1). Saved, they
/// give Black 45.5 points to 35.5 (komi 7.5, White answering at (8,1)); taken, at
/// most 44 to 37. GNU Go 3.8: H8, the same (7,1).
pub const LADDER_BROKEN: Case = Case {
    name: "ladder_broken",
    rows: &[
        "O X . X . X X . .",
        "O X X X X X O . .",
        "O O O O O O O X O",
        "O . O O . O O X O",
        "O O O O O O O O O",
        "O O O O O X X X X",
        "X . X X . X X . X",
        "X X X X X X X X X",
        ". X . X X . X X .",
    ],
    rules: Rules::preset(Preset::Chinese),
    white_passed: false,
    gnugo: Some((7, 1)),
};

/// Black's group at the top, in White's area, has one true eye, (2,0). Its second,
/// (4,0), is made true by (5,1), which joins the stone (5,0) to the group; White at
/// (5,1) leaves (5,0) in atari, and connecting at (4,0) then leaves one eye. No
/// other move lives: Black at (4,0) leaves (5,1) to White. Alive, Black has 46
/// points to 35 (komi 7.5); dead, 36 to 45. GNU Go 3.8: F8, the same (5,1).
pub const SECOND_EYE: Case = Case {
    name: "second_eye",
    rows: &[
        "O X . X . X O . O",
        "O X X X X . O O O",
        "O O O O O O O . O",
        "O . O O O O O O O",
        "O O O O O O O O O",
        "X X X X X X X X X",
        "X . X X . X X . X",
        "X X X X X X X X X",
        ". X . X X . X X .",
    ],
    rules: Rules::preset(Preset::Chinese),
    white_passed: false,
    gnugo: Some((5, 1)),
};

/// An 8×8 board, both groups alive, one dame left: (3,7), between Black's (2,7) and
/// (3,6) and White's (4,7). Area counting (Chinese, komi 7.5): Black has 35 points,
/// White 28, and the dame is split, so passing loses by half a point (35.5 to
/// 28.5 + 7.5) while filling it wins by half a point (36 to 35.5). Territory
/// counting (Japanese, komi 6.5): 19 points of territory to 5, the dame worth
/// nothing either way. GNU Go 3.8 fills the dame, D1, under both rules (under
/// Japanese rules that is harmless).
pub const DAME_ROWS: &[&str] = &[
    ". . . X X O . O",
    ". . . X X O O O",
    ". . . X X O . O",
    "X X X X X O O O",
    ". . . X O O . O",
    ". . . X O . O O",
    ". . X X O O O .",
    ". . X . O O O O",
];

pub const DAME_AREA: Case = Case {
    name: "dame_area",
    rows: DAME_ROWS,
    rules: Rules::preset(Preset::Chinese),
    white_passed: false,
    gnugo: Some((3, 7)),
};

pub const DAME_TERRITORY: Case = Case {
    name: "dame_territory",
    rows: DAME_ROWS,
    rules: Rules::preset(Preset::Japanese),
    white_passed: false,
    gnugo: Some((3, 7)),
};

/// White's two stones (2,1)-(3,1) are dead in Black's area (in atari at (2,0)), and
/// White has just passed. Counted with them dead, Black wins (45 to 36, komi 7.5);
/// counted with every stone alive, as the area count of the board stands, Black
/// loses, since they make Black's empty points neutral. So Black must not pass: it
/// takes them, and passes only after. GNU Go 3.8 passes here (`reg_genmove`: it
/// counts on the agreement that removes dead stones); asked to clean up
/// (`kgs-genmove_cleanup black`) it captures, C9, (2,0).
pub const DEAD_CHAIN: Case = Case {
    name: "dead_chain",
    rows: &[
        ". . . X . . . . .",
        ". X O O X . . . .",
        ". . X X . . . . .",
        ". . . . . . . . .",
        "X X X X X X X X X",
        "O O O O O O O O O",
        ". O . O . O . O .",
        "O O O O O O O O O",
        ". O . O . O . O .",
    ],
    rules: Rules::preset(Preset::Chinese),
    white_passed: true,
    gnugo: None,
};

/// [`DEAD_CHAIN`] played out: `next` chooses Black's moves ((x, y), `None` to pass),
/// White passes every turn, until the game ends or Black has moved six times. Black's
/// moves and the game as it stands; fails (`label` naming the search) if Black passes
/// while the dead chain is still on the board.
pub fn play_out_dead_chain(
    label: &str,
    mut next: impl FnMut(&Game) -> Option<(usize, usize)>,
) -> (Vec<Option<(usize, usize)>>, Game) {
    let mut g = game(&DEAD_CHAIN);
    let chain = at(&g, (2, 1));
    let mut moves = Vec::new();
    while !g.is_over() && moves.len() < 6 {
        let m = next(&g);
        moves.push(m);
        let standing = g.board().color(chain) == Some(Color::White);
        match m {
            Some(xy) => g.play(at(&g, xy)).map(|_| ()).unwrap(),
            None => {
                assert!(
                    !standing,
                    "dead_chain ({label}): passed with the dead chain on the board after {moves:?}"
                );
                g.pass().unwrap();
            }
        }
        if !g.is_over() {
            g.pass().unwrap();
        }
    }
    (moves, g)
}
