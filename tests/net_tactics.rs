//! The network's search (`PuctBot` with KataGo's b6c96, the package's `new Bot({ net })`)
//! on the tactical positions of tests/common/tactics.rs, at a low budget in visits:
//! a capturing race won by the right liberty, an escape by capture past a bigger
//! decoy, a working ladder not run and a broken one run, a second eye made, the last
//! dame taken under area counting and left under territory counting, and a dead
//! chain taken before passing. Each answer is the one GNU Go 3.8 gives or the one the
//! position's comment says stands (tests/bot_tactics.rs checks GNU Go's answers);
//! each position is searched as drawn and turned half a turn.

#[path = "net/model.rs"]
mod model;
#[path = "common/tactics.rs"]
mod tactics;

use tactics::*;
use tengen::bot::puct::{Options, PuctBot};
use tengen::net::Net;
use tengen::{Game, Winner};

/// Visits a move: a fraction of what the page's level 10 searches (400).
const VISITS: u32 = 64;

fn bot() -> PuctBot<Net> {
    PuctBot::new(
        model::net(),
        Options {
            visits: Some(VISITS),
            ..Options::default()
        },
    )
    .unwrap()
}

/// The search's move for Black, as (x, y) (`None`: a pass); a resignation fails.
fn net_move(bot: &mut PuctBot<Net>, game: &Game) -> Option<(usize, usize)> {
    let m = bot.genmove(game).unwrap();
    assert!(!m.resign, "the search resigned");
    m.point.map(|p| game.board().xy(p))
}

/// The move is `expected`, as drawn and turned half a turn.
fn assert_plays(case: &Case, expected: Option<(usize, usize)>) {
    let mut bot = bot();
    assert_eq!(net_move(&mut bot, &game(case)), expected, "{}", case.name);
    let expected = expected.map(|p| turned(case, p));
    let got = net_move(&mut bot, &set_up(case, true));
    assert_eq!(got, expected, "{} turned half a turn", case.name);
}

#[test]
fn race_fills_the_outside_liberty() {
    assert_plays(&RACE, Some((3, 4)));
}

#[test]
fn escape_takes_the_cutting_stone_not_the_decoy() {
    assert_plays(&ESCAPE, Some((4, 7)));
}

#[test]
fn ladder_is_not_run() {
    assert_plays(&LADDER, Some((5, 1)));
}

#[test]
fn broken_ladder_is_run() {
    assert_plays(&LADDER_BROKEN, Some((7, 1)));
}

#[test]
fn second_eye_is_made() {
    assert_plays(&SECOND_EYE, Some((5, 1)));
}

#[test]
fn dame_is_taken_under_area_counting() {
    assert_plays(&DAME_AREA, Some((3, 7)));
}

/// Under territory counting the dame is worth nothing and Black leads: the search
/// passes (it does not fill, and nothing else gains).
#[test]
fn dame_is_left_under_territory_counting() {
    assert_plays(&DAME_TERRITORY, None);
}

/// White passes every turn: the search never passes while the dead chain stands,
/// takes it, then passes, and wins the count as the board stands.
#[test]
fn dead_chain_is_taken_before_passing() {
    let mut bot = bot();
    let (moves, g) = play_out_dead_chain("the network", |g| net_move(&mut bot, g));
    assert!(
        moves.contains(&Some((2, 0))),
        "the chain was not taken: {moves:?}"
    );
    assert!(g.is_over(), "no pass after {moves:?}");
    assert_eq!(g.score(&[]).unwrap().winner, Winner::Black);
}
