//! Connected components of a set of points, with what borders each: the regions a
//! count splits the empty points into, the components seki is judged on, the space a
//! group has of its own. One flood fill serves them all (which keeps the module small).

use crate::board::{Board, Point, BORDER, EMPTY};

/// Outside the set.
pub(crate) const NONE: u16 = u16::MAX;

/// The components of a set of points: see [`Regions::new`].
pub(crate) struct Regions {
    /// The component of each point, or [`NONE`] outside the set.
    pub id: Vec<u16>,
    /// Per component: its points.
    pub size: Vec<u32>,
    /// Per component: the colours of the stones next to it outside the set (the
    /// `BLACK` and `WHITE` bits).
    pub border: Vec<u8>,
    /// Per component: the empty points next to it outside the set, each once (its
    /// liberties, when the set is stones of one colour).
    pub libs: Vec<u32>,
}

impl Regions {
    /// The components of the points `p` of `board` where `member[p]` holds (never a
    /// border cell), joined through their neighbours.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn new(board: &Board, member: &[bool]) -> Regions {
        let len = board.padded_len();
        let mut r = Regions {
            id: vec![NONE; len],
            size: Vec::new(),
            border: Vec::new(),
            libs: Vec::new(),
        };
        let mut counted = vec![NONE; len];
        let mut stack: Vec<Point> = Vec::new();
        for p in 0..len {
            if !member[p] || r.id[p] != NONE {
                continue;
            }
            let k = r.size.len() as u16;
            r.id[p] = k;
            stack.push(p);
            let (mut size, mut border, mut libs) = (0, 0, 0);
            while let Some(q) = stack.pop() {
                size += 1;
                for n in board.neighbors(q) {
                    let v = board.cell(n);
                    if member[n] {
                        if r.id[n] == NONE {
                            r.id[n] = k;
                            stack.push(n);
                        }
                    } else if v == EMPTY {
                        libs += (counted[n] != k) as u32;
                        counted[n] = k;
                    } else if v != BORDER {
                        border |= v;
                    }
                }
            }
            r.size.push(size);
            r.border.push(border);
            r.libs.push(libs);
        }
        r
    }
}
