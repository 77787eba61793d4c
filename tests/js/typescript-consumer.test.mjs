// The package's declarations, as a strict TypeScript user sees them: `npm pack` of
// pkg/, installed into a fresh project, type-checked with `tsc --strict` and no
// `skipLibCheck`, under lib es2022 (a common setting, without Symbol.dispose) and
// under lib esnext (which declares it too). Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

const consumer = `
import {
  Game, presetRules, rulesNames, isTengenError, toGtp, fromGtp, toSgf, fromSgf, starPoints, handicapPoints,
  type GameOptions, type RuleSet, type Score, type Vertex, type TengenError, type IllegalReason,
} from 'tengen';

const options: GameOptions = { size: 9, rules: 'japanese', komi: 6.5 };
const game = new Game(options);
const captured: Vertex[] = game.play(2, 6).captured;
const reason: IllegalReason | null = game.illegalReason(2, 6);
const rules: RuleSet = presetRules('ing');
const score: Score = game.score({ dead: [] });
const names: string[] = [...rulesNames(), toGtp(3, 3, 19), toSgf(3, 3)];
try {
  game.play(2, 6);
} catch (e) {
  if (isTengenError(e)) {
    const err: TengenError = e;
    const code: string = err.code;
    names.push(code, err.message);
  }
}
const points: Vertex[] = starPoints(19, 19);
const placed: Vertex[] | null = handicapPoints(19, 4);
const q16: Vertex | null = fromGtp('Q16', 19);
const pd: Vertex | null = fromSgf('pd');
game[Symbol.dispose]();
export { captured, reason, rules, score, names, points, placed, q16, pd };
`;

test('the packed declarations compile under tsc --strict, lib es2022 and esnext, no skipLibCheck', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-consumer-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir, path.join(root, 'pkg')], { encoding: 'utf8' }),
    );
    const tarball = path.join(dir, packed[0].filename);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-save', tarball], { cwd: dir, stdio: 'pipe' });
    fs.writeFileSync(path.join(dir, 'main.ts'), consumer);
    for (const lib of ['es2022', 'esnext']) {
      const tsconfig = {
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          target: 'es2022',
          lib: [lib],
          module: 'nodenext',
          moduleResolution: 'nodenext',
          types: [],
        },
        files: ['main.ts'],
      };
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      try {
        execFileSync(tsc, ['-p', dir], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
      } catch (e) {
        assert.fail(`tsc with lib ${lib}:\n${e.stdout}${e.stderr}`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
