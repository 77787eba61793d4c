// Positions shared by the package tests.

/** Plays black and white stones in turn, passing for the side that has run out. */
export function playStones(game, black, white) {
  const b = [...black];
  const w = [...white];
  while (b.length || w.length) {
    const next = game.turn === 'black' ? b.shift() : w.shift();
    if (next) game.play(...next);
    else game.pass();
  }
}

/**
 * Three kos on 9×9 (rows 0–2, 3–5, 6–8), as lists of stones to play in turn: Black
 * has taken the first and the third ko, White the second.
 */
export function tripleKoStones() {
  const black = [];
  const white = [];
  for (const top of [0, 3, 6]) {
    black.push([1, top], [0, top + 1], [1, top + 2]);
    white.push([2, top], [3, top + 1], [2, top + 2]);
  }
  white.push([1, 1]);
  black.push([2, 4]);
  white.push([1, 7]);
  return { black, white };
}
