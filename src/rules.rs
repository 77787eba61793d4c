//! Rule sets: the published presets and the options each one fixes.

/// How repetition of a whole-board position is handled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KoRule {
    /// Only the immediate recapture of a single-stone ko is forbidden. A longer cycle
    /// (triple ko, eternal life…) may repeat a position; the game ends with no result
    /// when one occurs for the [`Rules::repetition_limit`]th time.
    Simple,
    /// No move may recreate an earlier board position.
    Positional,
    /// No move may recreate an earlier board position with the same player to move.
    Situational,
}

impl KoRule {
    /// `"simple"`, `"positional"` or `"situational"`.
    pub const fn name(self) -> &'static str {
        match self {
            KoRule::Simple => "simple",
            KoRule::Positional => "positional",
            KoRule::Situational => "situational",
        }
    }

    /// Parses the names above.
    pub fn parse(text: &str) -> Option<KoRule> {
        named(
            [KoRule::Simple, KoRule::Positional, KoRule::Situational],
            KoRule::name,
            text,
        )
    }
}

/// How the game is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Stones plus surrounded points (Chinese 數子法, Ing 計點, AGA, NZ, Tromp-Taylor).
    Area,
    /// Surrounded points plus prisoners (Japanese and Korean 比目法).
    Territory,
}

impl Scoring {
    /// `"area"` or `"territory"`.
    pub const fn name(self) -> &'static str {
        match self {
            Scoring::Area => "area",
            Scoring::Territory => "territory",
        }
    }

    /// Parses the names above.
    pub fn parse(text: &str) -> Option<Scoring> {
        named([Scoring::Area, Scoring::Territory], Scoring::name, text)
    }
}

/// Points White receives in area counting for Black's handicap stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapCompensation {
    /// None (New Zealand, Tromp-Taylor; territory counting needs none).
    None,
    /// One point per handicap stone after the first (AGA).
    NMinusOne,
    /// One point per handicap stone (Chinese, Ing).
    N,
}

impl HandicapCompensation {
    /// `"none"`, `"n-1"` or `"n"`.
    pub const fn name(self) -> &'static str {
        match self {
            HandicapCompensation::None => "none",
            HandicapCompensation::NMinusOne => "n-1",
            HandicapCompensation::N => "n",
        }
    }

    /// Parses the names above.
    pub fn parse(text: &str) -> Option<HandicapCompensation> {
        named(
            [
                HandicapCompensation::None,
                HandicapCompensation::NMinusOne,
                HandicapCompensation::N,
            ],
            HandicapCompensation::name,
            text,
        )
    }

    /// Points for `stones` handicap stones.
    pub const fn points(self, stones: u32) -> u32 {
        match self {
            HandicapCompensation::None => 0,
            HandicapCompensation::NMinusOne => stones.saturating_sub(1),
            HandicapCompensation::N => stones,
        }
    }
}

/// The published rule sets tengen knows by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// Chinese rules (2002): area counting, positional superko, komi 7.5 (3¾ stones).
    Chinese,
    /// Japanese rules (1989): territory counting, simple ko, komi 6.5.
    Japanese,
    /// Korean rules: as Japanese for everything tengen decides.
    Korean,
    /// Ing (SST) rules: area points, komi 8 with ties to Black, multi-stone suicide.
    Ing,
    /// American Go Association: area counting, situational superko, komi 7.5.
    Aga,
    /// New Zealand: area counting, situational superko, suicide allowed, komi 7.
    NewZealand,
    /// Tromp-Taylor: area counting, positional superko, suicide allowed, komi 7.5.
    TrompTaylor,
}

impl Preset {
    /// Every preset, in documentation order.
    pub const ALL: [Preset; 7] = [
        Preset::Chinese,
        Preset::Japanese,
        Preset::Korean,
        Preset::Ing,
        Preset::Aga,
        Preset::NewZealand,
        Preset::TrompTaylor,
    ];

    /// The preset's name as the API spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Chinese => "chinese",
            Preset::Japanese => "japanese",
            Preset::Korean => "korean",
            Preset::Ing => "ing",
            Preset::Aga => "aga",
            Preset::NewZealand => "new-zealand",
            Preset::TrompTaylor => "tromp-taylor",
        }
    }

    /// Parses a preset name (the names above; case and `_`/space for `-` are forgiven).
    pub fn parse(text: &str) -> Option<Preset> {
        // Byte by byte, with no lowered copy: the names are ASCII, so a byte of a
        // multi-byte character never matches one of theirs.
        let t = text.trim().as_bytes();
        Preset::ALL
            .into_iter()
            .find(|p| same_name(p.name().as_bytes(), t))
    }
}

/// The one of `all` whose `name` is `text`.
fn named<T: Copy, const N: usize>(
    all: [T; N],
    name: fn(T) -> &'static str,
    text: &str,
) -> Option<T> {
    let i = position_of(&all.map(name), text)?;
    all.get(i).copied()
}

/// Where `text` is in `names`. Not inlined: one loop for every enum's names, not a
/// comparison per name inlined into each `parse`.
#[inline(never)]
pub(crate) fn position_of(names: &[&str], text: &str) -> Option<usize> {
    names.iter().position(|n| *n == text)
}

/// Whether `text` spells `name` (lower case, `-` between words) forgiving case and
/// `_` or a space for `-`. Not inlined: one copy, not one per preset.
#[inline(never)]
fn same_name(name: &[u8], text: &[u8]) -> bool {
    name.len() == text.len()
        && name.iter().zip(text).all(|(&n, &b)| {
            n == match b {
                b'_' | b' ' => b'-',
                _ => b.to_ascii_lowercase(),
            }
        })
}

/// Komi in half points, so that every valid komi is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct HalfPoints(pub i32);

impl HalfPoints {
    /// The value in points.
    pub fn points(self) -> f64 {
        self.0 as f64 / 2.0
    }

    /// A whole or half number of points within ±10,000, or `None`.
    pub fn from_points(points: f64) -> Option<HalfPoints> {
        let twice = points * 2.0;
        (twice.is_finite() && twice.fract() == 0.0 && twice.abs() <= 20_000.0)
            .then_some(HalfPoints(twice as i32))
    }
}

/// Everything the rules decide, after a preset and its overrides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The preset these rules started from.
    pub preset: Preset,
    /// Repetition rule.
    pub ko: KoRule,
    /// Multi-stone suicide is a legal move (single-stone suicide never is).
    pub suicide: bool,
    /// Counting method.
    pub scoring: Scoring,
    /// Komi given to White.
    pub komi: HalfPoints,
    /// An exactly even count is a win for Black (Ing).
    pub tie_to_black: bool,
    /// In area counting, a point between both sides' living stones counts half to
    /// each (Chinese rules, article 9). Elsewhere it counts for nobody.
    pub split_dame: bool,
    /// Area-counting compensation for handicap stones.
    pub handicap_compensation: HandicapCompensation,
    /// Under simple ko, the game ends with no result when a whole-board position
    /// occurs for this many times with the same side to move: 3 by default (the cycle
    /// played round twice), 2 to end at the first repetition. Values below 2 act as 2.
    pub repetition_limit: u32,
}

impl Rules {
    /// The published rules of `preset`.
    pub const fn preset(preset: Preset) -> Rules {
        let base = Rules {
            preset,
            ko: KoRule::Positional,
            suicide: false,
            scoring: Scoring::Area,
            komi: HalfPoints(15),
            tie_to_black: false,
            split_dame: false,
            handicap_compensation: HandicapCompensation::None,
            repetition_limit: 3,
        };
        match preset {
            Preset::Chinese => Rules {
                split_dame: true,
                handicap_compensation: HandicapCompensation::N,
                ..base
            },
            Preset::Japanese | Preset::Korean => Rules {
                ko: KoRule::Simple,
                scoring: Scoring::Territory,
                komi: HalfPoints(13),
                ..base
            },
            Preset::Ing => Rules {
                suicide: true,
                komi: HalfPoints(16),
                tie_to_black: true,
                handicap_compensation: HandicapCompensation::N,
                ..base
            },
            Preset::Aga => Rules {
                ko: KoRule::Situational,
                handicap_compensation: HandicapCompensation::NMinusOne,
                ..base
            },
            Preset::NewZealand => Rules {
                ko: KoRule::Situational,
                suicide: true,
                komi: HalfPoints(14),
                ..base
            },
            Preset::TrompTaylor => Rules {
                suicide: true,
                ..base
            },
        }
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::preset(Preset::Chinese)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_must_be_whole_or_half() {
        assert_eq!(HalfPoints::from_points(7.5), Some(HalfPoints(15)));
        assert_eq!(HalfPoints::from_points(-3.0), Some(HalfPoints(-6)));
        assert_eq!(HalfPoints::from_points(6.25), None);
        assert_eq!(HalfPoints::from_points(f64::NAN), None);
        assert_eq!(HalfPoints::from_points(f64::INFINITY), None);
        assert_eq!(HalfPoints::from_points(1e9), None);
    }

    #[test]
    fn option_names_round_trip() {
        for k in [KoRule::Simple, KoRule::Positional, KoRule::Situational] {
            assert_eq!(KoRule::parse(k.name()), Some(k));
        }
        for s in [Scoring::Area, Scoring::Territory] {
            assert_eq!(Scoring::parse(s.name()), Some(s));
        }
        for h in [
            HandicapCompensation::None,
            HandicapCompensation::NMinusOne,
            HandicapCompensation::N,
        ] {
            assert_eq!(HandicapCompensation::parse(h.name()), Some(h));
        }
        assert_eq!(KoRule::parse("Simple"), None);
        assert_eq!(Scoring::parse("area "), None);
        assert_eq!(HandicapCompensation::parse("n-2"), None);
    }

    #[test]
    fn preset_names_round_trip() {
        for p in Preset::ALL {
            assert_eq!(Preset::parse(p.name()), Some(p));
        }
        assert_eq!(Preset::parse("New Zealand"), Some(Preset::NewZealand));
        assert_eq!(Preset::parse("klingon"), None);
        assert_eq!(
            Preset::parse(" Tromp_TAYLOR\u{3000}"),
            Some(Preset::TrompTaylor)
        );
        assert_eq!(Preset::parse("chinesé"), None);
        assert_eq!(Preset::parse("chinese-"), None);
        assert_eq!(Preset::parse("chin"), None);
        assert_eq!(Preset::parse(""), None);
    }

    #[test]
    fn presets_are_as_published() {
        let c = Rules::preset(Preset::Chinese);
        assert_eq!(
            (c.ko, c.suicide, c.scoring, c.komi.points()),
            (KoRule::Positional, false, Scoring::Area, 7.5)
        );
        let j = Rules::preset(Preset::Japanese);
        assert_eq!(
            (j.ko, j.scoring, j.komi.points()),
            (KoRule::Simple, Scoring::Territory, 6.5)
        );
        let i = Rules::preset(Preset::Ing);
        assert_eq!(
            (i.komi.points(), i.tie_to_black, i.suicide),
            (8.0, true, true)
        );
        assert_eq!(Rules::preset(Preset::NewZealand).komi.points(), 7.0);
        assert_eq!(Rules::preset(Preset::Aga).ko, KoRule::Situational);
    }
}
