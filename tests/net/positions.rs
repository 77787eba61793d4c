//! The positions of tests/net/positions.txt (made by tests/net/make_fixtures.py), as
//! tengen games, shared by the network tests.

use tengen::notation::from_gtp;
use tengen::{Color, Game, HalfPoints, Handicap, Preset, Rules};

/// One position: its name, the game, and the symmetries KataGo evaluated it in
/// (none: features only).
pub struct Position {
    pub name: String,
    pub game: Game,
    #[allow(dead_code)] // Read by the tests of KataGo's outputs, not by every test.
    pub symmetries: Vec<u32>,
}

/// tengen's rules for KataGo's rule-set name, with this komi.
fn rules(name: &str, komi: f64) -> Rules {
    let preset = match name {
        "chinese-ogs" => Preset::Chinese,
        "japanese" => Preset::Japanese,
        "tromp-taylor" => Preset::TrompTaylor,
        "aga" => Preset::Aga,
        "new-zealand" => Preset::NewZealand,
        "korean" => Preset::Korean,
        other => panic!("rules {other} not mapped"),
    };
    Rules {
        komi: HalfPoints::from_points(komi).expect("komi"),
        ..Rules::preset(preset)
    }
}

/// Parses the positions file.
pub fn parse(text: &str) -> Vec<Position> {
    let mut out = Vec::new();
    let (mut name, mut w, mut h, mut rule, mut komi) = (String::new(), 0, 0, String::new(), 0.0);
    let mut handicap: Vec<String> = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    let mut setup: Vec<String> = Vec::new();
    let mut to_move: Option<Color> = None;
    let mut symmetries = Vec::new();
    for line in text.lines() {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let Some(&key) = parts.first() else { continue };
        match key {
            "position" => {
                name = parts[1].to_string();
                handicap.clear();
                moves.clear();
                setup.clear();
                to_move = None;
                symmetries.clear();
            }
            "board" => {
                w = parts[1].parse().unwrap();
                h = parts[2].parse().unwrap();
            }
            "rules" => rule = parts[1].to_string(),
            "komi" => komi = parts[1].parse().unwrap(),
            "handicap" => handicap = parts[1..].iter().map(|s| s.to_string()).collect(),
            "moves" => moves = parts[1..].iter().map(|s| s.to_string()).collect(),
            "setup" => setup = parts[1..].iter().map(|s| s.to_string()).collect(),
            "tomove" => to_move = Color::parse(parts[1]),
            "nn" => symmetries = parts[1..].iter().map(|s| s.parse().unwrap()).collect(),
            "end" => {
                let stones = handicap
                    .iter()
                    .map(|v| from_gtp(v, h).unwrap_or_else(|| panic!("{name}: {v}")))
                    .collect::<Vec<_>>();
                let hc = if stones.is_empty() {
                    Handicap::None
                } else {
                    Handicap::Free(stones)
                };
                let mut game = Game::new(w, h, rules(&rule, komi), hc).unwrap();
                if !setup.is_empty() {
                    let b = game.board();
                    let (mut black, mut white) = (Vec::new(), Vec::new());
                    for m in setup.chunks(2) {
                        let (x, y) = from_gtp(&m[1], h).unwrap();
                        let p = b.point(x, y).unwrap();
                        match Color::parse(&m[0]).unwrap() {
                            Color::Black => black.push(p),
                            Color::White => white.push(p),
                        }
                    }
                    game.setup(&black, &white, &[]).unwrap();
                }
                if let Some(c) = to_move {
                    if c != game.to_move() {
                        game.set_to_move(c).unwrap();
                    }
                }
                for m in moves.chunks(2) {
                    let color = Color::parse(&m[0]).unwrap();
                    assert_eq!(color, game.to_move(), "{name}: move out of turn");
                    if m[1] == "pass" {
                        game.pass().unwrap();
                    } else {
                        let (x, y) =
                            from_gtp(&m[1], h).unwrap_or_else(|| panic!("{name}: {}", m[1]));
                        let p = game.board().point(x, y).unwrap();
                        game.play(p)
                            .unwrap_or_else(|e| panic!("{name}: {} {e:?}", m[1]));
                    }
                }
                out.push(Position {
                    name: name.clone(),
                    game,
                    symmetries: symmetries.clone(),
                });
            }
            _ => {}
        }
    }
    out
}
