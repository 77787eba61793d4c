//! Decoding SGF files in the encodings real programs write, with and without `CA[…]`.
//! Natively the legacy encodings go through `encoding_rs` behind `sgf::Decoder`; the
//! wasm package uses the platform's `TextDecoder` behind the same seam.

mod common;

use common::decoder::Rs;
use tengen::sgf;

fn encode(enc: &'static encoding_rs::Encoding, text: &str) -> Vec<u8> {
    let (bytes, _, unmappable) = enc.encode(text);
    assert!(!unmappable, "{text} in {}", enc.name());
    bytes.into_owned()
}

fn decoded(bytes: &[u8]) -> (String, String) {
    let d = sgf::decode(bytes, &mut Rs).unwrap();
    (d.text, d.encoding)
}

/// Records as Chinese, Japanese, Korean and Taiwanese programs write them, with no
/// `CA`: each is detected.
#[test]
fn legacy_encodings_without_ca_are_detected() {
    let cases: [(&'static encoding_rs::Encoding, &str, &str); 8] = [
        (
            encoding_rs::GBK,
            "gb18030",
            "(;GM[1]FF[4]AP[MultiGo:4.4.4]MULTIGOGM[1]PB[古力]PW[常昊]RE[黑中盘胜]PC[江西廬山]EV[第十届农心杯];B[pd]C[白棋发挥出色，黑棋打劫])",
        ),
        (encoding_rs::GBK, "gb18030", "(;PB[柯洁]PW[申真谞]RE[白胜1又3/4子])"),
        (
            encoding_rs::SHIFT_JIS,
            "shift_jis",
            "(;GM[1]FF[3]PB[井山裕太]PW[一力遼]RE[黒3.5目勝ち]EV[第70期本因坊戦];B[pd]C[表が厚い。ソバ])",
        ),
        (encoding_rs::SHIFT_JIS, "shift_jis", "(;PB[張栩]PW[高尾紳路]RE[白中押し勝ち])"),
        (
            encoding_rs::EUC_KR,
            "euc-kr",
            "(;GM[1]FF[4]PB[이세돌]PW[박정환]RE[백 불계승]EV[제7회 응씨배 결승];B[pd]C[흑이 좋다])",
        ),
        (encoding_rs::EUC_KR, "euc-kr", "(;PB[신진서]PW[박정환]RE[흑 3집반승])"),
        (
            encoding_rs::BIG5,
            "big5",
            "(;PB[許功蓋]PW[林海峰]RE[黑中盤勝]EV[第八屆應氏杯];B[pd]C[白棋打劫])",
        ),
        (
            encoding_rs::WINDOWS_1252,
            "windows-1252",
            "(;PB[Jörg Müller]PW[François]PC[Café de la Paix])",
        ),
    ];
    for (enc, label, text) in cases {
        let bytes = encode(enc, text);
        assert_eq!(
            decoded(&bytes),
            (text.to_string(), label.to_string()),
            "{label}"
        );
        // The parser sees the `]` and `\` trail bytes inside characters.
        assert!(sgf::parse(text).is_ok());
    }
}

#[test]
fn a_declared_charset_is_used() {
    let text = "(;CA[Shift_JIS]PB[趙治勲])";
    assert_eq!(
        decoded(&encode(encoding_rs::SHIFT_JIS, text)),
        (text.to_string(), "shift_jis".to_string())
    );
    let text = "(;CA[GB2312]PB[聂卫平]C[黑胜])";
    assert_eq!(
        decoded(&encode(encoding_rs::GBK, text)),
        (text.to_string(), "gb18030".to_string())
    );
}

#[test]
fn a_contradicted_charset_falls_back_to_the_bytes() {
    // Declared GB2312, written as UTF-8.
    let text = "(;CA[GB2312]PB[聂卫平]PW[马晓春]RE[黑中盘胜])";
    assert_eq!(
        decoded(text.as_bytes()),
        (text.to_string(), "utf-8".to_string())
    );
    // Declared UTF-8, written in GBK: not a few bad bytes, so detected.
    let text = "(;CA[UTF-8]PB[聂卫平]PW[马晓春]RE[黑中盘胜]C[黑棋打劫，白棋发挥出色])";
    assert_eq!(
        decoded(&encode(encoding_rs::GBK, text)),
        (text.to_string(), "gb18030".to_string())
    );
    // Even a short one: two names of three characters, in which reading as UTF-8
    // finds more malformed sequences than characters.
    let text = "(;CA[UTF-8]PB[聂卫平]PW[马晓春])";
    assert_eq!(
        decoded(&encode(encoding_rs::GBK, text)),
        (text.to_string(), "gb18030".to_string())
    );
    // Declared Shift_JIS, written in EUC-KR: Shift_JIS cannot decode it.
    let text = "(;CA[Shift_JIS]PB[이창호]PW[조훈현]RE[흑 반집승])";
    assert_eq!(
        decoded(&encode(encoding_rs::EUC_KR, text)),
        (text.to_string(), "euc-kr".to_string())
    );
}

#[test]
fn declared_utf8_with_a_cut_character_keeps_the_rest() {
    let mut bytes = b"(;CA[UTF-8]GN[".to_vec();
    bytes.extend_from_slice("第十届农心杯三星杯".as_bytes());
    bytes.extend_from_slice(b"]PB[");
    bytes.extend_from_slice(&"柯洁".as_bytes()[..5]);
    bytes.extend_from_slice(b"]PW[");
    bytes.extend_from_slice("申真谞".as_bytes());
    bytes.extend_from_slice(b"])");
    let d = sgf::decode(&bytes, &mut Rs).unwrap();
    assert_eq!(
        d.text,
        "(;CA[UTF-8]GN[第十届农心杯三星杯]PB[柯\u{FFFD}]PW[申真谞])"
    );
    assert!(d.replaced);
}

#[test]
fn utf16_with_a_bom() {
    let text = "(;GM[1]PB[武宮正樹]C[宇宙流])";
    let mut bytes = vec![0xFE, 0xFF];
    bytes.extend(text.encode_utf16().flat_map(u16::to_be_bytes));
    assert_eq!(decoded(&bytes), (text.to_string(), "utf-16be".to_string()));
}

#[test]
fn random_bytes_are_refused_fast() {
    let mut state = 0x1234_5678_9abc_def0_u64;
    let bytes: Vec<u8> = (0..20 << 20)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect();
    let t = std::time::Instant::now();
    let e = sgf::read_bytes(&bytes, &mut Rs).unwrap_err();
    assert_eq!(e.code(), "sgf-not-sgf");
    // Not a timing test of speed, a guard against a pathological path (seconds).
    assert!(t.elapsed().as_secs() < 5);
}
