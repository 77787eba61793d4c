use std::time::Instant;
use tengen::bot::{Bot, Budget, Options};
use tengen::{Game, Handicap, Preset, Rules};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let size: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(9);
    let n: u32 = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(10000);
    let game = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let mut bot = Bot::new(Options {
        playouts: Some(n),
        ..Options::default()
    })
    .unwrap();
    let t = Instant::now();
    let m = bot.genmove(&game).unwrap();
    let s = t.elapsed().as_secs_f64();
    println!(
        "{size}x{size}: {} playouts in {:.3}s = {:.0}/s, move {:?} winrate {:.3}",
        m.playouts,
        s,
        m.playouts as f64 / s,
        m.point.map(|p| game.board().xy(p)),
        m.winrate
    );
    // self-play a game
    let mut g = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let mut b = Bot::new(Options {
        playouts: Some(n / 10),
        ..Options::default()
    })
    .unwrap();
    let t = Instant::now();
    let mut moves = 0;
    while !g.is_over() && moves < 400 {
        let m = b.genmove(&g).unwrap();
        if m.resign {
            println!("resign by {:?}", g.to_move());
            break;
        }
        match m.point {
            Some(p) => {
                g.play(p).unwrap();
            }
            None => {
                g.pass().unwrap();
            }
        }
        moves += 1;
    }
    println!(
        "self-play {moves} moves in {:.2}s",
        t.elapsed().as_secs_f64()
    );
    println!("{:?}", g.board());
    let _ = Budget::Playouts(1);
}
