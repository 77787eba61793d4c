//! The PUCT search with a test evaluator that reads positions honestly but simply:
//! every legal move and the pass alike (own eyes much less), and a value from the
//! rules' count of the board, with Benson's unconditional life deciding which
//! stones are dead and which regions are sure, and the other empty regions counted
//! for the one colour they touch.

use super::*;
use crate::board::{BLACK, EMPTY, WHITE};
use crate::count::decide;
use crate::game::Handicap;
use crate::life::Benson;
use crate::rules::{HalfPoints, Preset, Rules, Scoring};
use proptest::prelude::*;
use std::cell::Cell;

/// The test evaluator: see the module documentation.
#[derive(Default)]
struct CountEvaluator {
    legal: Vec<u8>,
    stack: Vec<Point>,
    seen: Vec<bool>,
    /// Evaluations made.
    calls: u32,
    /// Milliseconds each evaluation moves the test clock on.
    ms_per_call: f64,
    /// Count by area whatever the rules.
    area_only: bool,
}

thread_local! {
    /// The test clock, in milliseconds: moved on by the evaluator, not by time.
    static NOW: Cell<f64> = const { Cell::new(0.0) };
}

fn test_clock() -> f64 {
    NOW.with(|n| n.get())
}

impl Evaluator for CountEvaluator {
    fn evaluate(&mut self, game: &Game, out: &mut NetOutput) {
        self.calls += 1;
        NOW.with(|n| n.set(n.get() + self.ms_per_call));
        let board = game.board();
        let area = board.area();
        let me = game.to_move();
        out.reset(area);
        self.legal.resize(area, 0);
        game.legal_moves_into(&mut self.legal);
        for p in board.points() {
            let i = board.row_major(p);
            if self.legal[i] != 0 {
                out.policy[i] = if board.is_eye(p, me) { 0.01 } else { 1.0 };
            }
        }
        out.policy[area] = 1.0;
        // Ownership: Benson's sure owners, then stones, then empty regions that
        // touch one colour only.
        let benson = Benson::new(board);
        self.seen.clear();
        self.seen.resize(board.padded_len(), false);
        for p in board.points() {
            let i = board.row_major(p);
            let sure = benson.owner(p);
            if sure != EMPTY {
                out.ownership[i] = if sure == BLACK { 1.0 } else { -1.0 };
                continue;
            }
            match board.cell(p) {
                BLACK => out.ownership[i] = 1.0,
                WHITE => out.ownership[i] = -1.0,
                _ if !self.seen[p] => {
                    // The region of empty points (not surely owned) around p.
                    self.stack.clear();
                    self.stack.push(p);
                    self.seen[p] = true;
                    let mut region = vec![p];
                    let mut touches = 0u8;
                    while let Some(q) = self.stack.pop() {
                        for n in board.neighbors(q) {
                            match board.cell(n) {
                                EMPTY if !self.seen[n] && benson.owner(n) == EMPTY => {
                                    self.seen[n] = true;
                                    self.stack.push(n);
                                    region.push(n);
                                }
                                c @ (BLACK | WHITE) => touches |= c,
                                _ => {}
                            }
                        }
                    }
                    let o = match touches {
                        BLACK => 1.0,
                        WHITE => -1.0,
                        _ => 0.0,
                    };
                    for q in region {
                        out.ownership[board.row_major(q)] = o;
                    }
                }
                _ => {}
            }
        }
        // The count: area, or territory plus prisoners (a dead stone is a point of
        // territory and a prisoner).
        let (mut black, mut white) = (0i32, 0i32);
        let territory = game.rules().scoring == Scoring::Territory && !self.area_only;
        for p in board.points() {
            let o = out.ownership[board.row_major(p)];
            let stone = board.color(p);
            let worth = match (territory, stone) {
                (false, _) => 1,
                (true, None) => 1,
                (true, Some(c)) if (c == Color::Black) != (o > 0.0) && o != 0.0 => 2,
                (true, Some(_)) => 0,
            };
            if o > 0.0 {
                black += worth;
            } else if o < 0.0 {
                white += worth;
            }
        }
        if territory {
            black += game.captures(Color::Black) as i32;
            white += game.captures(Color::White) as i32;
        }
        let d = decide(
            game.rules(),
            game.handicap_stones(),
            HalfPoints(2 * black),
            HalfPoints(2 * white),
        );
        let lead = d.margin.points() as f32 * f32::from(me.sign());
        out.score_lead = lead;
        out.score_stdev = 3.0;
        out.winrate = 1.0 / (1.0 + (-lead).exp());
        out.lossrate = 1.0 - out.winrate;
    }
}

fn bot(options: Options) -> PuctBot<CountEvaluator> {
    let mut b = PuctBot::new(CountEvaluator::default(), options).unwrap();
    b.set_clock(test_clock);
    b
}

fn with_visits(visits: u32) -> Options {
    Options {
        visits: Some(visits),
        ..Options::default()
    }
}

/// A game set up from rows of `X` (Black), `O` (White) and `.`, with `to_move` to
/// move.
fn position(rows: &[&str], rules: Rules, to_move: Color) -> Game {
    let (w, h) = (rows[0].len(), rows.len());
    let mut game = Game::new(w, h, rules, Handicap::None).unwrap();
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            let p = game.board().point(x, y).unwrap();
            match c {
                'X' => black.push(p),
                'O' => white.push(p),
                _ => {}
            }
        }
    }
    game.setup(&black, &white, &[]).unwrap();
    if game.to_move() != to_move {
        game.set_to_move(to_move).unwrap();
    }
    game
}

fn komi(preset: Preset, half_points: i32) -> Rules {
    Rules {
        komi: HalfPoints(half_points),
        ..Rules::preset(preset)
    }
}

/// Plays a game between two bots (or one bot for both sides) up to `max_moves`,
/// checking every move is legal; returns the moves.
fn play_out(
    bot: &mut PuctBot<CountEvaluator>,
    game: &mut Game,
    max_moves: usize,
) -> Vec<Option<Point>> {
    let mut moves = Vec::new();
    for _ in 0..max_moves {
        if game.is_over() {
            break;
        }
        let m = bot.genmove(game).unwrap();
        if m.resign {
            break;
        }
        match m.point {
            Some(p) => {
                assert!(
                    game.is_legal(p),
                    "illegal {:?}: {:?}",
                    game.board().xy(p),
                    game.illegal_reason(p)
                );
                game.play(p).unwrap();
            }
            None => game.pass().unwrap(),
        }
        moves.push(m.point);
    }
    moves
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Whatever the board, rules, level, seed and budget, every move the bot makes
    /// is legal, superko included (small boards repeat positions often), and the
    /// reused tree never offers a move the game has since made illegal.
    #[test]
    fn never_plays_an_illegal_move(
        w in 2usize..8, h in 2usize..8,
        preset in prop::sample::select(Preset::ALL.to_vec()),
        level in 1u8..=10, visits in 1u32..40, seed in any::<u64>(),
    ) {
        let rules = Rules::preset(preset);
        let mut game = Game::new(w, h, rules, Handicap::None).unwrap();
        let mut b = bot(Options { level, visits: Some(visits), seed, resign: false, ..Options::default() });
        play_out(&mut b, &mut game, 3 * w * h);
    }
}

/// The same seed and visit budget give the same game, at a searching level and at
/// a drawing one; another seed gives another game at the drawing level.
#[test]
fn the_same_seed_and_visits_give_the_same_moves() {
    let rules = Rules::preset(Preset::Japanese);
    let game = |_| Game::new(7, 7, rules, Handicap::None).unwrap();
    for level in [2, 10] {
        let run = |seed| {
            let mut b = bot(Options {
                level,
                seed,
                ..with_visits(30)
            });
            play_out(&mut b, &mut game(()), 40)
        };
        assert_eq!(run(5), run(5), "level {level}");
        if level == 2 {
            assert_ne!(run(5), run(6));
        }
    }
}

/// A visit budget is met exactly, whether the tree is new or reused, and the
/// evaluator is asked once per visit.
#[test]
fn visit_budgets_are_exact() {
    let mut game = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let mut b = bot(with_visits(100));
    for _ in 0..6 {
        let before = b.evaluator.calls;
        let m = b.genmove(&game).unwrap();
        assert_eq!(m.playouts, 100);
        assert_eq!(b.evaluator.calls - before, 100);
        assert!(m.visits >= 100);
        game.play(m.point.unwrap()).unwrap();
    }
    // A reused tree: the root already had visits before this search.
    let m = b.genmove(&game).unwrap();
    assert!(m.visits > m.playouts, "{m:?}");
    // The levels' caps.
    for (level, cap) in [(1, 1), (3, 4), (9, 100)] {
        let mut b = bot(Options {
            level,
            ..with_visits(100)
        });
        assert_eq!(b.genmove(&game).unwrap().playouts, cap, "level {level}");
    }
}

/// A time budget ends the search within 10 % and 20 ms, by a clock the evaluator
/// moves on 3 ms a call.
#[test]
fn time_budgets_are_honoured() {
    let game = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    for ms in [10, 100, 1000] {
        let mut b = bot(Options {
            time_ms: Some(ms),
            ..Options::default()
        });
        b.evaluator.ms_per_call = 3.0;
        let m = b.genmove(&game).unwrap();
        assert!(
            m.ms >= ms && m.ms as f64 <= ms as f64 * 1.1 + 20.0,
            "{ms}: {m:?}"
        );
        assert!(m.playouts as f64 >= ms as f64 / 3.0 - 1.0, "{ms}: {m:?}");
    }
    // Visits or time, whichever comes first.
    let mut b = bot(Options {
        time_ms: Some(1000),
        visits: Some(20),
        ..Options::default()
    });
    b.evaluator.ms_per_call = 3.0;
    assert_eq!(b.genmove(&game).unwrap().playouts, 20);
}

/// Bad options and a finished game are refused.
#[test]
fn refusals() {
    let e = || CountEvaluator::default();
    for (o, name) in [
        (
            Options {
                level: 0,
                ..Options::default()
            },
            "level",
        ),
        (
            Options {
                level: 11,
                ..Options::default()
            },
            "level",
        ),
        (with_visits(0), "visits"),
        (
            Options {
                time_ms: Some(0),
                ..Options::default()
            },
            "timeMs",
        ),
        (
            Options {
                root_temperature: 0.0,
                ..Options::default()
            },
            "rootTemperature",
        ),
        (
            Options {
                root_temperature: f32::NAN,
                ..Options::default()
            },
            "rootTemperature",
        ),
        (
            Options {
                memory_mb: 0,
                ..Options::default()
            },
            "memory",
        ),
    ] {
        assert_eq!(
            PuctBot::new(e(), o).err(),
            Some(BotError::InvalidOption(name))
        );
    }
    let mut game = Game::new(5, 5, Rules::default(), Handicap::None).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    assert_eq!(
        bot(with_visits(5)).genmove(&game).err(),
        Some(BotError::GameOver)
    );
}

/// Two groups with two eyes each; Black leads by 4.5 points after komi.
const SETTLED: [&str; 5] = ["XXXOO", "X.XO.", "XXXOO", "X.XO.", "XXXOO"];

/// After the opponent's pass, in a won and settled game, the bot passes (filling
/// an eye would give the opponent its group).
#[test]
fn passes_when_the_game_is_won_and_over() {
    let mut game = position(&SETTLED, komi(Preset::Chinese, 1), Color::White);
    game.pass().unwrap();
    let mut b = bot(with_visits(200));
    let m = b.genmove(&game).unwrap();
    assert_eq!(m.point, None, "{m:?}");
    assert!(!m.resign);
    assert!(m.winrate > 0.9 && m.score_lead > 4.0, "{m:?}");
}

/// Two living groups and three dame: with komi 2.5 Black loses by half a point if
/// the game ends now, and wins by taking two of the dame.
const DAME: [&str; 5] = ["XXX.OOO", "X.XXO.O", "XXX.OOO", "X.XXO.O", "XXX.OOO"];

/// After the opponent's pass, the bot does not pass while passing loses and a move
/// wins; the game played on to its end is won.
#[test]
fn never_passes_when_passing_loses_and_a_move_wins() {
    for preset in [Preset::Chinese, Preset::TrompTaylor] {
        let mut game = position(&DAME, komi(preset, 5), Color::White);
        game.pass().unwrap();
        let mut b = bot(with_visits(200));
        let m = b.genmove(&game).unwrap();
        let p = m.point.expect("a dame, not a pass");
        assert!(game
            .board()
            .neighbors(p)
            .iter()
            .any(|&n| game.board().cell(n) == WHITE));
        game.play(p).unwrap();
        // The rest of the game, the bot against itself: Black wins.
        play_out(&mut b, &mut game, 20);
        assert!(game.is_over());
        let score = game.score(&[]).unwrap();
        assert_eq!(score.winner, crate::count::Winner::Black, "{preset:?}");
    }
}

/// Under territory counting each side has three two-point eyes, and Black wins by
/// half a point: filling one of its own points would lose it. The bot passes, and
/// never fills its own territory in the game played on.
#[test]
fn does_not_fill_its_own_territory_under_territory_rules() {
    const TERRITORY: [&str; 5] = ["..XO.O.", "XXXOOOO", "..XO..O", "XXXOOOO", "..XO.O."];
    let rules = komi(Preset::Japanese, -1);
    for opponent_passed in [false, true] {
        let mut game = position(
            &TERRITORY,
            rules,
            if opponent_passed {
                Color::White
            } else {
                Color::Black
            },
        );
        if opponent_passed {
            game.pass().unwrap();
        }
        let mut b = bot(with_visits(150));
        let m = b.genmove(&game).unwrap();
        assert_eq!(m.point, None, "{m:?}");
    }
    // Even with an evaluator blind to the cost (an area count), the rule keeps it
    // out of its own territory.
    let game = position(&TERRITORY, rules, Color::Black);
    let mut b = PuctBot::new(
        CountEvaluator {
            area_only: true,
            ..CountEvaluator::default()
        },
        with_visits(150),
    )
    .unwrap();
    let m = b.genmove(&game).unwrap();
    let own = b.ownership();
    if let Some(p) = m.point {
        assert!(
            !end::fills_own_territory(&game, &own, p),
            "{:?}",
            game.board().xy(p)
        );
    }
}

/// What counts as filling one's own territory.
#[test]
fn own_territory_is_recognised() {
    const TERRITORY: [&str; 5] = ["..XO.O.", "XXXOOOO", "..XO..O", "XXXOOOO", "..XO.O."];
    let game = position(&TERRITORY, komi(Preset::Japanese, -1), Color::Black);
    let mut e = CountEvaluator::default();
    let mut out = NetOutput::default();
    e.evaluate(&game, &mut out);
    let at = |x, y| game.board().point(x, y).unwrap();
    assert!(end::fills_own_territory(&game, &out.ownership, at(0, 0)));
    assert!(end::fills_own_territory(&game, &out.ownership, at(1, 2)));
    // White's eyes are not Black's territory.
    assert!(!end::fills_own_territory(&game, &out.ownership, at(4, 0)));
}

/// Far behind, the bot resigns, but only on the third search in a row to find the
/// game clearly lost, and never with `resign` off or when winning.
#[test]
fn resigns_only_when_clearly_lost_over_several_moves() {
    // White owns nearly all: Black's lone stones have no room.
    const LOST: [&str; 7] = [
        ".O.O.O.", "OOOOOOO", ".O.O.O.", "OOOOOOO", ".O.O.O.", "OOOOOOO", "X...X..",
    ];
    let game = position(&LOST, Rules::preset(Preset::Chinese), Color::Black);
    let mut b = bot(with_visits(50));
    let moves: Vec<bool> = (0..3).map(|_| b.genmove(&game).unwrap().resign).collect();
    assert_eq!(moves, [false, false, true]);
    let mut b = bot(Options {
        resign: false,
        ..with_visits(50)
    });
    assert!((0..4).all(|_| !b.genmove(&game).unwrap().resign));
    // The same position for White, who wins: never.
    let game = position(&LOST, Rules::preset(Preset::Chinese), Color::White);
    let mut b = bot(with_visits(50));
    assert!((0..4).all(|_| !b.genmove(&game).unwrap().resign));
}

/// The analysis: visits add up, the best move first, ownership and principal
/// variations in order.
#[test]
fn analysis_is_consistent() {
    let game = position(&DAME, komi(Preset::Chinese, 5), Color::Black);
    let mut b = bot(with_visits(1));
    let a = b
        .analyze(
            &game,
            Budget {
                visits: Some(300),
                time_ms: None,
            },
        )
        .unwrap();
    assert_eq!(a.visits, 300);
    let children: u32 = a.moves.iter().map(|m| m.visits).sum();
    assert_eq!(children, a.visits - 1);
    assert!(a.moves.windows(2).all(|w| w[0].visits >= w[1].visits));
    assert_eq!(a.ownership.len(), 35);
    assert!(a
        .moves
        .iter()
        .all(|m| m.pv[0] == m.point && (0.0..=1.0).contains(&m.winrate)));
    assert!(a.winrate > 0.5, "{a:?}");
}

/// The analysis's score spread, utilities and root priors: a move evaluated once
/// has the evaluator's own spread (3 points here), a position searched more has at
/// least the spread between its evaluations, and the utility goes with the winrate
/// and the lead; the priors cover every legal move and pass, highest first.
#[test]
fn analysis_reports_the_spread_the_utility_and_the_priors() {
    let game = position(&DAME, komi(Preset::Chinese, 5), Color::Black);
    let mut b = bot(with_visits(1));
    assert!(b.priors().is_empty());
    let a = b
        .analyze(
            &game,
            Budget {
                visits: Some(200),
                time_ms: None,
            },
        )
        .unwrap();
    for m in &a.moves {
        assert!(m.score_stdev.is_finite() && m.score_stdev >= 0.0, "{m:?}");
        assert!(m.utility.abs() <= 1.5, "{m:?}");
    }
    // Two visits: the root's evaluation and one move's, whose spread is the
    // evaluator's.
    let two = bot(with_visits(1))
        .analyze(
            &game,
            Budget {
                visits: Some(2),
                time_ms: None,
            },
        )
        .unwrap();
    let [m] = &two.moves[..] else {
        panic!("{two:?}")
    };
    assert!(
        m.point.is_some() && (m.score_stdev - 3.0).abs() < 1e-3,
        "{m:?}"
    );
    // Evaluations below the root differ in lead, so the spread grows past 3 unless
    // counted ends (no spread) pull it down.
    assert!(a.score_stdev.is_finite() && a.score_stdev > 0.0, "{a:?}");
    assert!(
        a.winrate > 0.5 && a.score_lead > 0.0 && a.utility > 0.0,
        "{a:?}"
    );
    let best = &a.moves[0];
    let worst = a.moves.last().unwrap();
    assert!(best.utility >= worst.utility, "{best:?} {worst:?}");
    let priors = b.priors();
    let legal = game.board().points().filter(|&p| game.is_legal(p)).count();
    assert_eq!(priors.len(), legal + 1);
    assert!(priors.windows(2).all(|w| w[0].1 >= w[1].1));
    assert!((priors.iter().map(|p| p.1).sum::<f32>() - 1.0).abs() < 1e-4);
    for m in &a.moves {
        let p = priors.iter().find(|p| p.0 == m.point).unwrap();
        assert_eq!(p.1, m.prior);
    }
}

/// A root temperature flattens the root's priors without changing their order.
#[test]
fn root_temperature_flattens_the_priors() {
    let game = position(&DAME, komi(Preset::Chinese, 5), Color::Black);
    let priors = |t| {
        let mut b = bot(Options {
            root_temperature: t,
            ..with_visits(10)
        });
        b.genmove(&game).unwrap();
        b.tree
            .edges_of(0)
            .iter()
            .map(|e| e.prior)
            .collect::<Vec<_>>()
    };
    let (cold, hot) = (priors(1.0), priors(4.0));
    assert_eq!(cold.len(), hot.len());
    let spread =
        |p: &[f32]| p.iter().cloned().fold(0.0, f32::max) - p.iter().cloned().fold(1.0, f32::min);
    assert!(spread(&hot) < spread(&cold));
    assert!((hot.iter().sum::<f32>() - 1.0).abs() < 1e-4);
}

/// The end-of-game rules on their own, given a choice the search might have made
/// with a weaker evaluator or at a low level.
#[test]
fn the_end_rules_correct_a_bad_choice() {
    // After the opponent's pass, a pass that loses gives way to a winning dame.
    let mut game = position(&DAME, komi(Preset::Chinese, 5), Color::White);
    game.pass().unwrap();
    let mut b = bot(with_visits(200));
    b.genmove(&game).unwrap();
    let p = end::adjust(&b, &game, None).expect("not a pass");
    assert!(game
        .board()
        .neighbors(p)
        .iter()
        .any(|&n| game.board().cell(n) == WHITE));
    // A pass that wins stays.
    let mut game = position(&SETTLED, komi(Preset::Chinese, 1), Color::White);
    game.pass().unwrap();
    let mut b = bot(with_visits(100));
    b.genmove(&game).unwrap();
    assert_eq!(end::adjust(&b, &game, None), None);
    // Under territory counting, a move into its own territory gives way, even when
    // the evaluator does not see its cost (an area count).
    const TERRITORY: [&str; 5] = ["..XO.O.", "XXXOOOO", "..XO..O", "XXXOOOO", "..XO.O."];
    let game = position(&TERRITORY, komi(Preset::Japanese, -1), Color::Black);
    let mut b = PuctBot::new(
        CountEvaluator {
            area_only: true,
            ..CountEvaluator::default()
        },
        with_visits(150),
    )
    .unwrap();
    b.genmove(&game).unwrap();
    let own = b.ownership();
    let fill = game.board().point(0, 0).unwrap();
    assert!(end::fills_own_territory(&game, &own, fill));
    let instead = end::adjust(&b, &game, Some(fill));
    assert!(
        instead.is_none_or(|q| !end::fills_own_territory(&game, &own, q)),
        "{instead:?}"
    );
    // Under area counting the same move is left alone (it costs nothing there).
    let game = position(&TERRITORY, komi(Preset::Chinese, -1), Color::Black);
    let mut b = bot(with_visits(50));
    b.genmove(&game).unwrap();
    assert_eq!(end::adjust(&b, &game, Some(fill)), Some(fill));
}

/// A search in slices (`think_up_to`, as the package's worker runs it) makes exactly
/// the visits asked for in all, the root's first evaluation included, and chooses
/// the move one search of that budget chooses.
#[test]
fn slices_make_the_visits_of_one_search() {
    let game = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    for total in [1, 2, 7, 50] {
        let mut whole = bot(with_visits(total));
        let one = whole.genmove(&game).unwrap();
        let mut sliced = bot(with_visits(total));
        sliced.start(&game).unwrap();
        let mut slices = 0;
        while sliced.playouts() < total {
            sliced.think_up_to(total, None);
            // Visits a slice at most, as a worker's slice of a few milliseconds might.
            slices += 1;
            assert!(slices <= total + 1);
        }
        assert_eq!(
            sliced.think_up_to(total, None),
            0,
            "nothing beyond the total"
        );
        assert_eq!(sliced.playouts(), total);
        assert_eq!(sliced.evaluator.calls, total);
        let m = sliced.choose(&game);
        assert_eq!(
            (m.point, m.playouts),
            (one.point, one.playouts),
            "{total} visits"
        );
    }
}

/// `dead_by_ownership` takes whole chains whose mean ownership, in the reading with
/// their opponent to move, is the other side's, and leaves chains that reading gives
/// to their own colour or to nobody; the reading with their own colour to move does
/// not count.
#[test]
fn dead_chains_by_ownership() {
    let game = position(
        &[
            ".XX......",
            ".........",
            "....O....",
            ".........",
            "........X",
        ],
        Rules::preset(Preset::Chinese),
        Color::Black,
    );
    let board = game.board();
    // [Black to move, White to move]: Black's chains are read with White to move.
    let mut black = vec![0.0f32; board.area()];
    let mut white = vec![0.0f32; board.area()];
    let at = |x: usize, y: usize| y * 9 + x;
    // The black pair: one stone clearly White's, the other a little Black's: their
    // mean (-0.35 for Black) is not below -0.4, so they live; the white stone is
    // Black's (dead); the lone black stone is White's (dead).
    white[at(1, 0)] = -0.9;
    white[at(2, 0)] = 0.2;
    black[at(4, 2)] = 0.8;
    white[at(8, 4)] = -0.5;
    // The readings with each chain's own colour to move say the opposite.
    black[at(1, 0)] = -1.0;
    black[at(2, 0)] = -1.0;
    white[at(4, 2)] = -1.0;
    black[at(8, 4)] = 1.0;
    let dead = dead_by_ownership(&game, [&black, &white]);
    let xy: Vec<_> = dead.iter().map(|&p| board.xy(p)).collect();
    assert_eq!(xy, vec![(4, 2), (8, 4)]);
    white[at(2, 0)] = -0.1;
    let dead = dead_by_ownership(&game, [&black, &white]);
    let xy: Vec<_> = dead.iter().map(|&p| board.xy(p)).collect();
    assert_eq!(xy, vec![(1, 0), (2, 0), (4, 2), (8, 4)]);
    assert!(dead_by_ownership(&game, [&black, &white[1..]]).is_empty());
}
