//! `showboard`: the board as text, laid out as GNU Go draws it (columns lettered
//! above and below, rows numbered on both sides, star points as `+`), with the
//! prisoners beside the two lowest rows.

use crate::color::Color;
use crate::game::Game;

/// The board drawing, starting with a line feed so that it begins below the `=`.
pub fn board(game: &Game) -> String {
    let b = game.board();
    let (w, h) = (b.width(), b.height());
    let stars = crate::notation::star_points(w, h);
    let letters = column_letters(w);
    let mut out = String::from("\n");
    out += &letters;
    for y in 0..h {
        let row = h - y;
        out += &format!("\n{row:>2}");
        for x in 0..w {
            let cell = match b.point(x, y).and_then(|p| b.color(p)) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None if stars.contains(&(x, y)) => '+',
                None => '.',
            };
            out.push(' ');
            out.push(cell);
        }
        out += &format!(" {row}");
        if let Some(color) = prisoners_beside(h - 1 - y) {
            let name = color.name().to_ascii_uppercase();
            let letter = if color == Color::Black { 'X' } else { 'O' };
            let taken = game.captures(color);
            out += &format!("     {name} ({letter}) has captured {taken} stones");
        }
    }
    out += "\n";
    out += &letters;
    out
}

/// `   A B C …` for `w` columns.
fn column_letters(w: usize) -> String {
    let mut line = String::from("  ");
    for x in 0..w {
        line.push(' ');
        let name = crate::notation::to_gtp(x, 0, 1).unwrap_or_default();
        line.extend(name.chars().next());
    }
    line
}

/// Whose prisoners are written beside the row `from_bottom` rows above the lowest:
/// White's beside the second, Black's beside the lowest.
fn prisoners_beside(from_bottom: usize) -> Option<Color> {
    match from_bottom {
        1 => Some(Color::White),
        0 => Some(Color::Black),
        _ => None,
    }
}
