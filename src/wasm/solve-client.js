// The solver's functions of the full module (shipped in the package; installed by the
// full module's entry points, full.js and full-node.js): `solve(game, options)`,
// `solveTree(game, options)` and `checkProblem(tree, options)`, which take the games
// and trees of either module.
//
// The full module's Game has `solve` and `solveTree` as methods. The core package
// (`tengen`) has no solver, and its objects live in another wasm memory: a core Game
// crosses as its snapshot (as for Net's `evaluate`, net-client.js), a core GameTree as
// its SGF text, and the copy is freed after the call. So:
//   import { Game } from "tengen";
//   const { solve } = await loadFull();
//   solve(game, { timeMs: 1000 });

import { tengenError } from './boundary.js';
import { ownGame } from './net-client.js';

/**
 * A tree of the full module `api` for `tree`: the tree itself, or a copy of a core
 * GameTree made through its SGF (`copied` then says to free it). Anything else is
 * `invalid-argument`, a freed tree `freed`.
 */
function ownTree(api, tree) {
  const live = tree !== null && typeof tree === 'object' && typeof tree.__wbg_ptr === 'number';
  if (live && tree.__wbg_ptr === 0) throw tengenError('freed', 'this GameTree was freed (free() or Symbol.dispose); make a new one');
  if (tree instanceof api.GameTree) return { tree, copied: false };
  if (live && typeof tree.toSgf === 'function') {
    return { tree: api.GameTree.fromSgf(tree.toSgf(), { illegal: 'keep' }), copied: true };
  }
  throw tengenError('invalid-argument', 'expected a GameTree of this package, not ' + (tree === null ? 'null' : typeof tree));
}

/** The solver's functions for the full module `api`. */
export function installSolve(api) {
  /** `f(own game)` on a game of either module, freeing a copy after. */
  const onGame = (game, f) => {
    const own = ownGame(api, game);
    try {
      return f(own.game);
    } finally {
      if (own.copied) own.game.free();
    }
  };
  const check = api.checkProblem;
  return {
    /** `game.solve(options)` for a Game of either module. */
    solve: (game, options) => onGame(game, (g) => g.solve(options)),
    /** `game.solveTree(options)` for a Game of either module: a GameTree of the full module. */
    solveTree: (game, options) => onGame(game, (g) => g.solveTree(options)),
    /** Checks a problem record of either module against the solver's proofs. */
    checkProblem(tree, options) {
      const own = ownTree(api, tree);
      try {
        return check(own.tree, options);
      } finally {
        if (own.copied) own.tree.free();
      }
    },
  };
}
