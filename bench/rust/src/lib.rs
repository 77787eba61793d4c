//! The `goban` crate as a benchmark peer (see `peer`), and its wasm-bindgen façade for
//! the JavaScript side of bench/run.mjs.

pub mod peer;

#[cfg(target_arch = "wasm32")]
mod wasm {
    use crate::peer;
    use wasm_bindgen::prelude::*;

    /// A `goban` crate game, driven from JavaScript like tengen's `Game`.
    #[wasm_bindgen]
    pub struct GobanGame(peer::GobanGame);

    #[wasm_bindgen]
    impl GobanGame {
        #[wasm_bindgen(constructor)]
        pub fn new(size: usize, superko: bool) -> GobanGame {
            GobanGame(peer::GobanGame::new(size, superko))
        }

        /// Plays a move list; -1 if all were legal, else the index of the refused one.
        #[wasm_bindgen(js_name = playMany)]
        pub fn play_many(&mut self, moves: &[u16]) -> i32 {
            self.0.play_many(moves).map_or(-1, |i| i as i32)
        }

        /// Plays one move; false if refused.
        pub fn play(&mut self, m: u16) -> bool {
            self.0.play(m)
        }

        /// The legal-move map, row-major.
        #[wasm_bindgen(js_name = legalMoves)]
        pub fn legal_moves(&self, size: usize) -> Vec<u8> {
            let mut out = vec![0u8; size * size];
            self.0.legal_map(&mut out);
            out
        }

        /// Area counts `[black, white]`.
        #[wasm_bindgen(js_name = areaCounts)]
        pub fn area_counts(&self) -> Vec<u32> {
            self.0.area().to_vec()
        }

        /// Stones captured by Black and by White.
        pub fn captures(&self) -> Vec<u32> {
            self.0.captures().to_vec()
        }

        /// The board as text: `.` empty, `X` black, `O` white.
        #[wasm_bindgen(js_name = boardString)]
        pub fn board_string(&self) -> String {
            self.0.board_string()
        }
    }

    /// `count` playouts from the empty board: `[playouts, moves]`.
    #[wasm_bindgen]
    pub fn playouts(size: usize, count: u32, seed: f64) -> Vec<f64> {
        let (n, moves) = peer::playouts(size, count, seed.to_bits());
        vec![n as f64, moves as f64]
    }
}
