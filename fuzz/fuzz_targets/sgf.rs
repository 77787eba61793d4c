//! The SGF reader and writer. Any bytes are read (decoded from any encoding, then
//! parsed); where that succeeds the trees are written, the text read again, and the
//! trees must be equal, and writing them again must give the same text. The game
//! information of every root is read too. Nothing may panic.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::sgf::{self, GameInfo};
use tengen_fuzz::Rs;

fuzz_target!(|data: &[u8]| {
    let Some((&how, bytes)) = data.split_first() else {
        return;
    };
    let read = match how % 3 {
        // As bytes, with the legacy encodings.
        0 => sgf::read_bytes(bytes, &mut Rs).map(|(trees, _)| trees),
        // As bytes, with the decoder that needs no tables.
        1 => sgf::read(bytes),
        // As text.
        _ => match std::str::from_utf8(bytes) {
            Ok(text) => sgf::parse(text).map(|(trees, _)| trees),
            Err(_) => return,
        },
    };
    let Ok(trees) = read else {
        return;
    };
    for tree in &trees {
        assert!(!tree.is_empty());
        let _ = GameInfo::from_root(tree.root());
        let line = tree.main_line();
        assert_eq!(line.first(), Some(&0));
    }
    let text = sgf::write(&trees);
    let again = match sgf::read(text.as_str()) {
        Ok(t) => t,
        Err(e) => panic!("written SGF does not read back: {e:?}\n{text}"),
    };
    assert!(trees == again, "trees changed through writing:\n{text}");
    assert_eq!(sgf::write(&again), text, "writing is not stable");
});
