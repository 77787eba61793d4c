//! KataGo's g170 b6c96 network as the package ships it (npm/nets/b6c96.bin.gz), for
//! the tests that search or evaluate with it.

use std::io::Read;
use std::sync::OnceLock;

use tengen::net::Net;

/// The network file.
pub const MODEL: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets/b6c96.bin.gz");

/// The model's bytes, inflated once for all the tests of a test binary.
pub fn model() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        let mut bytes = Vec::new();
        let file = std::fs::File::open(MODEL).expect("the b6c96 network file");
        flate2::read::GzDecoder::new(file)
            .read_to_end(&mut bytes)
            .expect("gunzip");
        bytes
    })
}

/// A network loaded from [`model`].
pub fn net() -> Net {
    Net::load(model()).expect("the model loads")
}
