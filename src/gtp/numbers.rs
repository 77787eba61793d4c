//! Numbers written as KataGo's analysis writes them: C++'s default stream format,
//! six significant digits in the shorter of the fixed and the scientific notation
//! (printf's `%g`: `0.480018`, `-0.611848`, `24.7058`, `20`, `1.5e-05`), and, for
//! Sabaki's `analyze`, the same with the decimal point always shown and the
//! trailing zeros kept (`%#g`: `20.0000`, `0.500000`), which is how Sabaki tells a
//! winrate from 0 to 1 from one in ten-thousandths.

/// Significant digits.
const DIGITS: i32 = 6;

/// `x` in `%g` form, or in `%#g` form with `point`. Not finite: `nan`, `inf`,
/// `-inf`; zero is written without a sign.
pub(super) fn general(x: f64, point: bool) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let x = if x == 0.0 { 0.0 } else { x };
    // The decimal exponent after rounding to six digits (9.999995 is 1.00000e+01).
    let scientific = format!("{:.*e}", (DIGITS - 1) as usize, x);
    let (mantissa, exponent) = scientific
        .split_once('e')
        .expect("Rust writes an exponent in LowerExp");
    let exponent: i32 = exponent.parse().expect("a decimal exponent");
    if (-4..DIGITS).contains(&exponent) {
        let decimals = (DIGITS - 1 - exponent) as usize;
        let fixed = format!("{x:.decimals$}");
        if point {
            // A whole number of six digits or more still gets its point.
            if fixed.contains('.') {
                fixed
            } else {
                fixed + "."
            }
        } else {
            trim_zeros(&fixed)
        }
    } else {
        let mantissa = if point {
            mantissa.to_string()
        } else {
            trim_zeros(mantissa)
        };
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{mantissa}e{sign}{:02}", exponent.abs())
    }
}

/// A decimal number without the zeros that end its fraction, nor a point that
/// would end it.
fn trim_zeros(text: &str) -> String {
    if !text.contains('.') {
        return text.into();
    }
    text.trim_end_matches('0').trim_end_matches('.').into()
}

#[cfg(test)]
mod tests {
    use super::general;

    /// The outputs of C's printf `%g` and `%#g` (glibc) for the same numbers.
    #[test]
    fn as_printf_writes_them() {
        let cases: [(f64, &str, &str); 16] = [
            (0.480018, "0.480018", "0.480018"),
            (-0.611848, "-0.611848", "-0.611848"),
            (24.70583, "24.7058", "24.7058"),
            (20.0, "20", "20.0000"),
            (0.5, "0.5", "0.500000"),
            (1.0, "1", "1.00000"),
            (0.0, "0", "0.00000"),
            (-0.0, "0", "0.00000"),
            (0.0764727, "0.0764727", "0.0764727"),
            (1.5e-5, "1.5e-05", "1.50000e-05"),
            (0.0001, "0.0001", "0.000100000"),
            (123456.0, "123456", "123456."),
            (1234567.0, "1.23457e+06", "1.23457e+06"),
            (9.9999996, "10", "10.0000"),
            (-13.958, "-13.958", "-13.9580"),
            (f64::NAN, "nan", "nan"),
        ];
        for (x, plain, point) in cases {
            assert_eq!(general(x, false), plain, "{x}");
            assert_eq!(general(x, true), point, "{x} with the point");
        }
    }
}
