//! Prints what fixed searches find, to show that a change to the playouts or the
//! search leaves the bot's behaviour exactly as it was: `cargo run --release --example
//! botcheck`, before and after, and compare the output. Each line is one search of a
//! game the bot plays against itself from the empty board (9×9, 13×13 and 19×19, fixed
//! seeds and playout budgets): the move it chose, and a checksum of the analysis (every
//! root move's visits, winrate and prior, and the ownership, which the playouts' end
//! positions make). The light playouts of `tengen::playouts` are checked too.
use tengen::bot::{Bot, Budget, Options};
use tengen::{Game, Handicap, Preset, Rules};

/// FNV-1a over 32-bit words.
fn fnv(hash: &mut u64, word: u32) {
    for b in word.to_le_bytes() {
        *hash = (*hash ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
}

fn main() {
    let mut total = 0xcbf2_9ce4_8422_2325u64;
    for (size, moves, playouts, seed) in [
        (9, 40, 4000, 1),
        (9, 20, 10_000, 7),
        (13, 12, 3000, 3),
        (19, 12, 2000, 5),
    ] {
        let mut game =
            Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let mut bot = Bot::new(Options {
            seed,
            ..Options::default()
        })
        .unwrap();
        for i in 0..moves {
            if game.is_over() {
                break;
            }
            let a = bot.analyze(&game, Budget::Playouts(playouts)).unwrap();
            let mut hash = 0xcbf2_9ce4_8422_2325u64;
            fnv(&mut hash, a.playouts);
            fnv(&mut hash, a.winrate.to_bits());
            for m in &a.moves {
                fnv(&mut hash, m.point.map_or(u32::MAX, |p| p as u32));
                fnv(&mut hash, m.visits);
                fnv(&mut hash, m.winrate.to_bits());
                fnv(&mut hash, m.prior.to_bits());
            }
            for o in &a.ownership {
                fnv(&mut hash, o.to_bits());
            }
            let best = a.moves.first().and_then(|m| m.point);
            println!(
                "{size}x{size} seed {seed} move {i}: {:?} winrate {:.4} checksum {hash:016x}",
                best.map(|p| game.board().xy(p)),
                a.winrate
            );
            fnv(&mut total, (hash >> 32) as u32);
            fnv(&mut total, hash as u32);
            match best {
                Some(p) => {
                    game.play(p).unwrap();
                }
                None => game.pass().unwrap(),
            }
        }
        let light = tengen::playout::playouts(&game, 2000, seed);
        println!("{size}x{size} light playouts from the last position: {light:?}");
        fnv(&mut total, light.moves as u32);
        fnv(&mut total, light.black_wins);
    }
    println!("total {total:016x}");
}
