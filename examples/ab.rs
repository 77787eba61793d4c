//! A/B games between two settings of the bot, natively, to measure what one
//! heuristic is worth: `cargo run --release --example ab -- VARIANT GAMES SIZE PLAYOUTS [SEED]`.
//! VARIANT names what B lacks or changes against A (full strength): `no-atari`,
//! `no-pattern`, `no-self-atari`, `no-rave`, `no-priors`, `expand-N`, `rave-K`.
//! Colours alternate; each game is counted by the rules with the dead-stone guess.
use tengen::bot::{Bot, Budget, Options, Params};
use tengen::life::Options as LifeOptions;
use tengen::{Color, Game, Handicap, Preset, Rules, Winner};

fn variant(name: &str) -> Params {
    let mut p = Params::default();
    match name {
        "no-atari" => p.heuristics.atari = 0,
        "no-pattern" => p.heuristics.pattern = 0,
        "no-self-atari" => p.heuristics.no_self_atari = false,
        "no-rave" => p.rave_equiv = 1e-6,
        "no-priors" => {
            p.prior_capture_one = 0;
            p.prior_capture_many = 0;
            p.prior_escape = 0;
            p.prior_self_atari = 0;
            p.prior_pattern = 0;
            p.prior_near = [0; 3];
            p.prior_empty_area = 0;
        }
        v if v.starts_with("expand-") => p.expand_visits = v[7..].parse().unwrap(),
        v if v.starts_with("rave-") => p.rave_equiv = v[5..].parse().unwrap(),
        v if v.starts_with("explore-") => p.exploration = v[8..].parse().unwrap(),
        v if v.starts_with("pattern-") => p.heuristics.pattern = v[8..].parse().unwrap(),
        v if v.starts_with("even-") => p.prior_even = v[5..].parse().unwrap(),
        "same" => {}
        v => panic!("unknown variant {v}"),
    }
    p
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let name = a.get(1).cloned().unwrap_or("same".into());
    let games: u32 = a.get(2).map_or(20, |s| s.parse().unwrap());
    let size: usize = a.get(3).map_or(9, |s| s.parse().unwrap());
    let playouts: u32 = a.get(4).map_or(1000, |s| s.parse().unwrap());
    let seed: u64 = a.get(5).map_or(1, |s| s.parse().unwrap());
    let mut b_wins = 0.0;
    for g in 0..games {
        let mut game =
            Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let mk = |params: Params, s: u64| {
            let mut bot = Bot::new(Options {
                seed: s,
                resign: false,
                ..Options::default()
            })
            .unwrap();
            bot.set_params(params);
            bot
        };
        let mut bot_a = mk(Params::default(), seed * 1000 + g as u64);
        let mut bot_b = mk(variant(&name), seed * 1000 + g as u64 + 500);
        let b_black = g % 2 == 1;
        let mut moves = 0;
        while !game.is_over() && moves < size * size * 3 {
            let b_turn = (game.to_move() == Color::Black) == b_black;
            let bot = if b_turn { &mut bot_b } else { &mut bot_a };
            let m = bot.genmove_with(&game, Budget::Playouts(playouts)).unwrap();
            match m.point {
                Some(p) => {
                    game.play(p).unwrap();
                }
                None => game.pass().unwrap(),
            }
            moves += 1;
        }
        let dead = game.guess_dead(&LifeOptions::default());
        let score = game.score(&dead).unwrap();
        let b_won = match score.winner {
            Winner::Black => {
                if b_black {
                    1.0
                } else {
                    0.0
                }
            }
            Winner::White => {
                if b_black {
                    0.0
                } else {
                    1.0
                }
            }
            _ => 0.5,
        };
        b_wins += b_won;
        println!(
            "game {g}: B ({name}) as {} {} in {moves} moves",
            if b_black { "black" } else { "white" },
            score.result_string()
        );
    }
    let p = b_wins / games as f64;
    let ci = 1.96 * (p * (1.0 - p) / games as f64).sqrt();
    println!(
        "{name}: B won {b_wins}/{games} = {:.1}% ± {:.1}% (95%)",
        100.0 * p,
        100.0 * ci
    );
}
