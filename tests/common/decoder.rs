//! `tengen::sgf::Decoder` over encoding_rs, for the native tests and the fuzz targets
//! (the fuzz crate includes this file by `#[path]`): one decoder for both, as a native
//! user would write it. The wasm package uses the platform's `TextDecoder` behind the
//! same seam.

/// Decodes SGF text in any charset encoding_rs knows by its label.
pub struct Rs;

impl tengen::sgf::Decoder for Rs {
    fn decode(&mut self, label: &str, bytes: &[u8], fatal: bool) -> Option<String> {
        let enc = encoding_rs::Encoding::for_label(label.as_bytes())?;
        if fatal {
            enc.decode_without_bom_handling_and_without_replacement(bytes)
                .map(|c| c.into_owned())
        } else {
            Some(enc.decode_without_bom_handling(bytes).0.into_owned())
        }
    }
}
