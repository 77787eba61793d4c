// The review's arithmetic (issue 30), www/src/element/accuracy.ts, which the element's
// review and bench/review-katago.mjs share: the sign of points lost from two analyses
// that each speak for their side to move, a position's complexity, a move's weight and
// a side's accuracy in KaTrain's manner, on hand-made analyses; then the signs on the
// network's own readings, where a pass in the opening must lose far more than a move.
// Run: node --test tests/js/review.test.mjs (after node scripts/build-pkg.mjs)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { Net, Game } from 'tengen/full';

const source = readFileSync(new URL('../../www/src/element/accuracy.ts', import.meta.url), 'utf8');
const { pointsLost, complexity, moveWeight, accuracy } = await import('data:text/javascript,' + encodeURIComponent(transformSync(source, { loader: 'ts', format: 'esm' }).code));

const close = (a, b, msg) => assert.ok(Math.abs(a - b) < 1e-9, `${msg ?? ''} ${a} ≠ ${b}`);

test('points lost: the mover\'s lead before less its lead after, from leads for the side to move', () => {
  // Black to move leads by 2.5; after Black's move White is to move and trails by 1.5
  // (White's lead −1.5), so Black leads by 1.5: Black lost 1 point.
  close(pointsLost(2.5, -1.5), 1);
  // White to move trails by 4 (−4); after White's move Black leads by only 1: White gained 3.
  close(pointsLost(-4, 1), -3);
  // A blunder: Black led by 3, then White is to move and leads by 10: 13 points lost.
  close(pointsLost(3, 10), 13);
  // A move that keeps the lead exactly loses nothing.
  close(pointsLost(0.5, -0.5), 0);
  // Unknown on either side (the playout search, a finished game): unknown.
  assert.equal(pointsLost(null, 1), null);
  assert.equal(pointsLost(1, undefined), null);
});

test('complexity: the prior-weighted loss of the candidates against the position\'s lead, 0 to 1', () => {
  // Every candidate keeps the lead: an easy position.
  assert.equal(complexity(2, [{ scoreLead: 2, prior: 0.7 }, { scoreLead: 2.4, prior: 0.3 }]), 0);
  // 0.2 points by a prior of 0.6 and 0.4 by 0.4, over priors summing to 1: 0.28.
  close(complexity(0.8, [{ scoreLead: 0.6, prior: 0.6 }, { scoreLead: 0.4, prior: 0.4 }]), 0.28);
  // Priors need not sum to 1: the mean is over the candidates given.
  close(complexity(0.8, [{ scoreLead: 0.6, prior: 0.3 }, { scoreLead: 0.4, prior: 0.2 }]), 0.28);
  // A likely move that loses 4 points: capped at 1.
  assert.equal(complexity(1, [{ scoreLead: 1, prior: 0.5 }, { scoreLead: -3, prior: 0.5 }]), 1);
  // Gains count as nothing; no lead, or no candidate with one: 0.
  assert.equal(complexity(0, [{ scoreLead: 3, prior: 1 }]), 0);
  assert.equal(complexity(null, [{ scoreLead: 3, prior: 1 }]), 0);
  assert.equal(complexity(1, [{ scoreLead: null, prior: 1 }]), 0);
  assert.equal(complexity(1, []), 0);
});

test('a move\'s weight: the complexity, or a quarter of the points lost, between 0.05 and 1', () => {
  assert.equal(moveWeight(0, 0), 0.05);
  assert.equal(moveWeight(-2, 0), 0.05);
  close(moveWeight(0, 0.3), 0.3);
  close(moveWeight(2, 0.3), 0.5);
  assert.equal(moveWeight(8, 0), 1);
  assert.equal(moveWeight(0, 1), 1);
});

test('accuracy: 100 × 0.75 to the power of the weighted mean loss, gains as no loss', () => {
  assert.equal(accuracy([]), null);
  assert.equal(accuracy([{ lost: 0, complexity: 0 }, { lost: -3, complexity: 0.5 }]), 100);
  // One move losing 4 points counts in full: 100 × 0.75^4.
  close(accuracy([{ lost: 4, complexity: 0 }]), 100 * 0.75 ** 4);
  // Nine easy perfect moves (weight 0.05 each) and that one: the mean loss is 4 / 1.45.
  const game = [...Array.from({ length: 9 }, () => ({ lost: 0, complexity: 0 })), { lost: 4, complexity: 0 }];
  close(accuracy(game), 100 * 0.75 ** (4 / 1.45));
  // The same loss in hard positions weighs less against the hard perfect moves.
  const hard = [...Array.from({ length: 9 }, () => ({ lost: 0, complexity: 1 })), { lost: 4, complexity: 1 }];
  close(accuracy(hard), 100 * 0.75 ** 0.4);
  assert.ok(accuracy(hard) > accuracy(game));
  // Each point of weighted loss takes a quarter off.
  close(accuracy([{ lost: 1, complexity: 1 }]), 75);
});

test('the signs on the network\'s readings: a pass in the opening loses far more than a move, for either side', async () => {
  const net = await Net.load();
  const lead = (moves) => {
    const g = new Game({ size: 9, komi: 7.5 });
    for (const m of moves) (m ? g.play(...m) : g.pass());
    const v = net.evaluate(g, { symmetry: 'all' }).scoreLead;
    g.free();
    return v;
  };
  // Black's first move: the centre, or a pass.
  const start = lead([]);
  const centre = pointsLost(start, lead([[4, 4]]));
  const pass = pointsLost(start, lead([null]));
  assert.ok(Math.abs(centre) < 2, `the centre loses little: ${centre}`);
  assert.ok(pass > 8, `a pass at the start loses most of a 9×9 board's first move: ${pass}`);
  // White's answer: a move beside it, or a pass.
  const afterCentre = lead([[4, 4]]);
  const answer = pointsLost(afterCentre, lead([[4, 4], [2, 4]]));
  const whitePass = pointsLost(afterCentre, lead([[4, 4], null]));
  assert.ok(Math.abs(answer) < 3, `a White answer loses little: ${answer}`);
  assert.ok(whitePass > 8, `a White pass loses much: ${whitePass}`);
});
