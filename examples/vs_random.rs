//! The bot at a level against a uniformly random player (random legal moves that fill
//! none of its own one-point eyes, a pass when it has none), natively, colours
//! alternating, each game counted with the dead-stone guess:
//! `cargo run --release --example vs_random -- GAMES LEVEL [PLAYOUTS] [SIZE]`.
use tengen::bot::{Bot, Options};
use tengen::life::Options as LifeOptions;
use tengen::rng::Rng;
use tengen::{Color, Game, Handicap, Preset, Rules, Winner};

fn random_move(game: &Game, rng: &mut Rng) -> Option<usize> {
    let b = game.board();
    let me = game.to_move();
    let moves: Vec<usize> = b
        .points()
        .filter(|&p| game.is_legal(p) && !b.is_eye(p, me))
        .collect();
    (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let games: u32 = a.get(1).map_or(100, |s| s.parse().unwrap());
    let level: u8 = a.get(2).map_or(1, |s| s.parse().unwrap());
    let playouts: u32 = a.get(3).map_or(10_000, |s| s.parse().unwrap());
    let size: usize = a.get(4).map_or(9, |s| s.parse().unwrap());
    let mut wins = 0;
    for g in 0..games {
        let mut game =
            Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let mut bot = Bot::new(Options {
            level,
            playouts: Some(playouts),
            seed: g as u64 + 1,
            ..Options::default()
        })
        .unwrap();
        let mut rng = Rng::new(1000 + g as u64);
        let bot_color = if g % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let mut moves = 0;
        while !game.is_over() && moves < 3 * size * size {
            let point = if game.to_move() == bot_color {
                let m = bot.genmove(&game).unwrap();
                if m.resign {
                    game.resign(bot_color).unwrap();
                    break;
                }
                m.point
            } else {
                random_move(&game, &mut rng)
            };
            match point {
                Some(p) => {
                    game.play(p).unwrap();
                }
                None => game.pass().unwrap(),
            }
            moves += 1;
        }
        let winner = match game.end() {
            Some(tengen::End::Resignation(c)) => {
                if c == Color::Black {
                    Winner::White
                } else {
                    Winner::Black
                }
            }
            _ => {
                game.score(&game.guess_dead(&LifeOptions::default()))
                    .unwrap()
                    .winner
            }
        };
        let won =
            (winner == Winner::Black) == (bot_color == Color::Black) && winner != Winner::Draw;
        wins += won as u32;
    }
    let p = wins as f64 / games as f64;
    println!("level {level} ({playouts} playouts budget) against a random player on {size}x{size}: won {wins}/{games} = {:.1}% ± {:.1}%", 100.0 * p, 196.0 * (p * (1.0 - p) / games as f64).sqrt());
}
