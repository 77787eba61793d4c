//! The dead-stone guess with the network (`guessDead({ net })` of the full module:
//! `dead_stone_positions` read by KataGo's b6c96, judged by `dead_by_ownership`, or
//! searched, `dead_by_search`) on
//! the positions of the dead-stone corpus that BENCHMARKS.md names ("Dead stones",
//! "Dead stones with the network"): each game's every stone against GNU Go's
//! `final_status_list dead`, the corpus's reference. The games are read from
//! tests/dead-stones-corpus.txt and tests/dead-stones-fresh.txt.
//!
//! Each position is judged by both of the package's methods: one reading from each
//! side's move (`guessDead({ net })`) and a search of `DEAD_VISITS` visits from each
//! (`guessDead({ net, visits })`, what the page's count and `tengen-gtp` use). The
//! one-eyed groups a method still calls alive are ignored tests: they fail today and
//! say what is left to do (`cargo test --release --test net_dead -- --include-ignored`).

#[path = "net/model.rs"]
mod model;

use model::net;
use tengen::bot::puct::{dead_by_ownership, dead_by_search, dead_stone_positions, DEAD_VISITS};
use tengen::net::{Net, Symmetry};
use tengen::notation::{from_gtp, to_gtp};
use tengen::{Game, HalfPoints, Handicap, KoRule, Point, Preset, Rules};

fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.split(' ')
        .find_map(|f| f.strip_prefix(key)?.strip_prefix('='))
}

/// The corpus line of game `id`.
fn line(id: &str) -> &'static str {
    let corpus = include_str!("dead-stones-corpus.txt");
    let fresh = include_str!("dead-stones-fresh.txt");
    corpus
        .lines()
        .chain(fresh.lines())
        .find(|l| field(l, "id") == Some(id))
        .unwrap_or_else(|| panic!("{id} is not in the corpus"))
}

/// The finished game of a corpus line, closing passes included, as
/// tests/dead_stones.rs counts it (Chinese rules, simple ko for `rules=japanese`).
fn game(line: &str) -> Game {
    let size: usize = field(line, "size").unwrap().parse().unwrap();
    let mut rules = Rules::preset(Preset::Chinese);
    rules.komi = HalfPoints::from_points(field(line, "komi").unwrap().parse().unwrap()).unwrap();
    if field(line, "rules") == Some("japanese") {
        rules.ko = KoRule::Simple;
    }
    let handicap = match field(line, "handicap").map_or(0, |h| h.parse().unwrap()) {
        0 => Handicap::None,
        n => Handicap::Fixed(n),
    };
    let mut game = Game::new(size, size, rules, handicap).unwrap();
    for m in field(line, "moves").unwrap().split(',') {
        if m == "PASS" {
            game.pass().unwrap();
        } else {
            let (x, y) = from_gtp(m, size).unwrap();
            game.play(game.board().point(x, y).unwrap()).unwrap();
        }
    }
    game
}

/// The package's two ways of reading the dead stones with the network.
#[derive(Clone, Copy, Debug)]
enum Method {
    /// `guessDead({ net })`: one reading (8 symmetries) from each side's move.
    Readings,
    /// `guessDead({ net, visits })`: a search of that many visits from each.
    Search(u32),
}

/// Both methods, the search at the visits of the page's and GTP's count.
const BOTH: [Method; 2] = [Method::Readings, Method::Search(DEAD_VISITS)];

/// The network's dead stones for `game`, as the package's `guessDead`.
fn guess(net: &mut Net, game: &Game, method: Method) -> Vec<Point> {
    match method {
        Method::Readings => {
            let [black, white] = dead_stone_positions(game)
                .map(|g| net.evaluate(&g, Symmetry::All).unwrap().ownership.clone());
            dead_by_ownership(game, [&black, &white])
        }
        Method::Search(visits) => dead_by_search(net, game, visits).unwrap(),
    }
}

/// Game `id`: the stones whose verdict differs from GNU Go's (`+` dead by the
/// network only, `-` by GNU Go only), and whether the stones of `named` are dead by
/// the network, read by `method`.
fn judge(net: &mut Net, id: &str, named: &[&str], method: Method) -> (Vec<String>, Vec<bool>) {
    let line = line(id);
    let game = game(line);
    let b = game.board();
    let reference: Vec<&str> = field(line, "dead").unwrap().split(',').collect();
    let dead = guess(net, &game, method);
    let mut differ = Vec::new();
    let mut verdicts = Vec::new();
    for p in b.points() {
        if b.color(p).is_none() {
            continue;
        }
        let (x, y) = b.xy(p);
        let name = to_gtp(x, y, b.height()).unwrap();
        let d = dead.contains(&p);
        if d != reference.contains(&name.as_str()) {
            differ.push(format!("{name}{}", if d { "+" } else { "-" }));
        }
        if named.contains(&name.as_str()) {
            verdicts.push(d);
        }
    }
    assert_eq!(
        verdicts.len(),
        named.len(),
        "{id}: a named point holds no stone"
    );
    (differ, verdicts)
}

/// The seki with a false eye (BENCHMARKS.md, "Dead stones", issue 22): Black's B1-B2
/// inside White's corner, White's A3 false by its diagonal B2. White cannot fill it
/// (Black's throw-in at A1 then kills the corner with a nakade), so the corner is
/// seki, as GNU Go says. The playout method kills Black's two stones; the network
/// does not. Both games with the shape, every stone as GNU Go has it.
#[test]
fn false_eye_seki_lives() {
    let mut net = net();
    for method in BOTH {
        for id in ["9-b4w2-k0-h0-s189-j", "9-b7w5-k65-h0-s201-j"] {
            let (differ, verdicts) = judge(&mut net, id, &["B1", "B2"], method);
            assert_eq!(verdicts, [false, false], "{id} {method:?}");
            assert!(differ.is_empty(), "{id} {method:?}: {differ:?}");
        }
    }
}

/// A seki the network reads as dead: White's N12, L11-M11 and N10 share their
/// liberties with Black's large group in the top right (GNU Go lists them in seki);
/// the network's ownership gives them to Black (+0.35 to +0.79), and the seki test of
/// the playout method keeps them alive. Every stone as GNU Go has it.
#[test]
fn seki_the_network_misreads_stays_alive() {
    let mut net = net();
    for method in BOTH {
        let id = "13-b2w0-k75-h0-s53";
        let (differ, verdicts) = judge(&mut net, id, &["N12", "L11", "M11", "N10"], method);
        assert_eq!(verdicts, [false; 4], "{id} {method:?}");
        assert!(differ.is_empty(), "{id} {method:?}: {differ:?}");
    }
}

/// Groups that live only if their owner moves first, left so by a pass: White's
/// stones on the left side (A8-D7, B5, C4, B3, A2), which White passed instead of
/// saving. Read with White to move the network leaves them undecided (−0.58 to
/// +0.18); with Black to move it gives them to Black (+0.43 to +0.94), and they are
/// dead, as GNU Go and KataGo's search (bench/katago-dead.mjs) call them.
#[test]
fn a_group_saved_only_by_its_own_move_is_dead() {
    let mut net = net();
    for method in BOTH {
        let id = "9-b1w1-k75-h0-s70";
        let (differ, verdicts) = judge(&mut net, id, &["A8", "B7", "B5", "C4", "B3", "A2"], method);
        assert_eq!(verdicts, [true; 6], "{id} {method:?}");
        assert!(differ.is_empty(), "{id} {method:?}: {differ:?}");
    }
}

/// A capturing race at the top that the playouts give to Black and GNU Go to White
/// (BENCHMARKS.md, the second fresh batch): the network reads it as GNU Go does.
#[test]
fn capturing_race_as_gnugo_reads_it() {
    let mut net = net();
    for method in BOTH {
        let id = "9-b2w10-k65-h0-s508";
        let (differ, _) = judge(&mut net, id, &[], method);
        assert!(differ.is_empty(), "{id} {method:?}: {differ:?}");
    }
}

/// One-eyed groups GNU Go calls dead (BENCHMARKS.md, "Dead stones"): White's E3-F1
/// with its one eye at F2 inside Black's area, in two four-stone handicap games. The
/// search reads them dead (`guessDead({ net, visits })`, the page's count).
#[test]
fn one_eyed_group_in_a_handicap_game_is_dead() {
    one_eyed_in_handicap_games(Method::Search(DEAD_VISITS));
}

/// The same groups with one reading from each side's move (`guessDead({ net })`):
/// with Black to move the chain E3-F3-E2 reads −0.08 (s151) and −0.31 (s493) for
/// White, undecided, and lives. Not met by that method.
#[test]
#[ignore = "one reading calls these one-eyed groups alive; the search reads them (BENCHMARKS.md, Dead stones with the network)"]
fn one_eyed_group_in_a_handicap_game_is_dead_by_one_reading() {
    one_eyed_in_handicap_games(Method::Readings);
}

fn one_eyed_in_handicap_games(method: Method) {
    let mut net = net();
    for id in ["9-b5w3-k65-h4-s151", "9-b5w4-k65-h4-s493"] {
        let (differ, verdicts) = judge(&mut net, id, &["E3", "F3", "E2"], method);
        assert_eq!(verdicts, [true; 3], "{id} {method:?}");
        assert!(differ.is_empty(), "{id} {method:?}: {differ:?}");
    }
}

/// The white group of 19-l0-s5 (BENCHMARKS.md, "Dead stones", issue 11): 25 stones
/// around a false eye at E16 and an eye at B8, in a capturing race with Black's group
/// on the left, dead by GNU Go's reading. The network lets it live, by one reading
/// and by the search of the count (KataGo's own search at 1,600 visits reads it
/// dead): not yet met.
#[test]
#[ignore = "the network calls this one-eyed group alive, by one reading and by the count's search (BENCHMARKS.md, Dead stones with the network)"]
fn one_eyed_group_in_a_race_is_dead() {
    let mut net = net();
    for method in BOTH {
        let id = "19-b0w0-k75-h0-s5";
        let (differ, verdicts) = judge(&mut net, id, &["E18", "D17", "E13", "B7"], method);
        assert_eq!(verdicts, [true; 4], "{id} {method:?}");
        assert!(differ.is_empty(), "{id} {method:?}: {differ:?}");
    }
}
