//! Model bytes for `Net::load`: the input itself, or a small well-formed version-8
//! network (written here, one residual block of each kind, 4 to 11 channels) with
//! bytes of the input written over it, cut short, or with a header word changed.
//! Loading must refuse with `invalid-model` or `unsupported-model` or succeed, never
//! panic nor allocate past the bytes given; a network that loads is evaluated on a
//! small board and must give outputs of the board's size.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::net::{Net, Symmetry};
use tengen::{Game, Handicap, Rules};
use tengen_fuzz::Bytes;

/// Writes KataGo's binary model format.
struct Writer {
    out: Vec<u8>,
    seed: u32,
}

impl Writer {
    fn words(&mut self, words: &[&str]) {
        for w in words {
            self.out.extend_from_slice(w.as_bytes());
            self.out.push(b'\n');
        }
    }
    fn floats(&mut self, n: usize, positive: bool) {
        self.out.extend_from_slice(b"@BIN@");
        for _ in 0..n {
            self.seed = self.seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let v = (self.seed >> 8) as f32 / (1 << 24) as f32 - 0.5;
            let v = if positive { v + 1.0 } else { v * 0.3 };
            self.out.extend_from_slice(&v.to_le_bytes());
        }
        self.out.push(b'\n');
    }
    fn conv(&mut self, k: usize, cin: usize, cout: usize) {
        self.words(&[
            "c",
            &k.to_string(),
            &k.to_string(),
            &cin.to_string(),
            &cout.to_string(),
            "1",
            "1",
        ]);
        self.floats(k * k * cin * cout, false);
    }
    fn norm(&mut self, c: usize) {
        self.words(&["bn", &c.to_string(), "0.001", "1", "1"]);
        self.floats(c, false);
        self.floats(c, true);
        self.floats(c, true);
        self.floats(c, false);
        self.words(&["act"]);
    }
    fn matmul(&mut self, cin: usize, cout: usize) {
        self.words(&["m", &cin.to_string(), &cout.to_string()]);
        self.floats(cin * cout, false);
    }
    fn bias(&mut self, c: usize) {
        self.words(&["b", &c.to_string()]);
        self.floats(c, false);
    }
}

/// A small valid network of `c` trunk channels.
fn tiny(c: usize, seed: u32) -> Vec<u8> {
    let mut w = Writer {
        out: Vec::new(),
        seed,
    };
    let (cs, g) = (c.to_string(), (c / 2).max(1));
    w.words(&[
        "tiny",
        "8",
        "22",
        "19",
        "trunk",
        "2",
        &cs,
        &cs,
        &cs,
        &cs,
        &g.to_string(),
    ]);
    w.conv(5, 22, c);
    w.matmul(19, c);
    w.words(&["ordinary_block", "b1"]);
    w.norm(c);
    w.conv(3, c, c);
    w.norm(c);
    w.conv(3, c, c);
    w.words(&["gpool_block", "b2"]);
    w.norm(c);
    w.conv(3, c, c);
    w.conv(3, c, g);
    w.norm(g);
    w.matmul(3 * g, c);
    w.norm(c);
    w.conv(3, c, c);
    w.norm(c);
    w.words(&["policyhead"]);
    w.conv(1, c, c);
    w.conv(1, c, g);
    w.norm(g);
    w.matmul(3 * g, c);
    w.norm(c);
    w.conv(1, c, 1);
    w.matmul(3 * g, 1);
    w.words(&["valuehead"]);
    w.conv(1, c, c);
    w.norm(c);
    w.matmul(3 * c, c);
    w.bias(c);
    w.words(&["act"]);
    w.matmul(c, 3);
    w.bias(3);
    w.matmul(c, 4);
    w.bias(4);
    w.conv(1, c, 1);
    w.out
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let bytes = match b.below(4) {
        0 => data.to_vec(),
        mode => {
            let mut m = tiny(4 + b.below(8), b.u64() as u32);
            match mode {
                1 => {
                    // Bytes of the input over the model.
                    while !b.is_empty() {
                        let at = b.below(m.len());
                        m[at] = b.byte();
                    }
                }
                2 => {
                    let cut = b.below(m.len() + 1);
                    m.truncate(cut);
                }
                _ => {
                    // One header word replaced by a number from the input.
                    let word = b.below(40);
                    let n = [0, 1, 3, 9, 17, 65536, 1 << 20, i64::MAX as u64][b.below(8)];
                    let starts: Vec<usize> = (0..m.len())
                        .filter(|&i| (i == 0 || m[i - 1] == b'\n') && m[i].is_ascii_alphanumeric())
                        .take(60)
                        .collect();
                    if let Some(&at) = starts.get(word) {
                        let end = m[at..]
                            .iter()
                            .position(|&c| c == b'\n')
                            .map_or(m.len(), |e| at + e);
                        let mut out = m[..at].to_vec();
                        out.extend_from_slice(n.to_string().as_bytes());
                        out.extend_from_slice(&m[end..]);
                        m = out;
                    }
                }
            }
            m
        }
    };
    match Net::load(&bytes) {
        Err(e) => assert!(
            matches!(e.code(), "invalid-model" | "unsupported-model"),
            "{e}"
        ),
        Ok(mut net) => {
            let (w, h) = (2 + (bytes.len() % 5), 2 + (bytes.len() / 7 % 5));
            let game = Game::new(w, h, Rules::default(), Handicap::None).unwrap();
            for s in [Symmetry::One(5), Symmetry::All] {
                let e = net.evaluate(&game, s).unwrap();
                assert_eq!(e.policy.len(), w * h + 1);
                assert_eq!(e.ownership.len(), w * h);
            }
        }
    }
});
