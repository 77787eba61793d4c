// The server behind `npm start` (www/serve.mjs) is locked down: it listens on
// 127.0.0.1 only, sends a Content-Security-Policy that allows only the page's own files
// (plus 'wasm-unsafe-eval') and X-Content-Type-Options: nosniff, and serves nothing
// outside its folder however the path is spelt. The requests are written byte for byte
// on a socket: fetch() and URL would normalise `..` and `%2e%2e` before sending.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../serve.mjs';
import { ensureBuilt, www } from './browser.mjs';

/** Sends `target` as the request line's target, exactly; resolves to { status, headers, body }. */
function raw(port, target, method = 'GET') {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

// A folder to serve, with a secret beside it and a symbolic link out of it:
//   parent/secret.txt, parent/root/index.html, parent/root/sub/page.txt,
//   parent/root/.hidden, parent/root/out -> ../secret.txt, parent/root/outdir -> ..
const SECRET = 'the secret beside the served folder';
let parent;
let served;
before(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-serve-'));
  const root = path.join(parent, 'root');
  fs.mkdirSync(path.join(root, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(root, 'sub', 'page.txt'), 'a page');
  fs.writeFileSync(path.join(root, 'sub', 'model.bin.gz'), Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]));
  fs.writeFileSync(path.join(root, '.hidden'), SECRET);
  fs.symlinkSync(path.join('..', 'secret.txt'), path.join(root, 'out'));
  fs.symlinkSync('..', path.join(root, 'outdir'));
  served = await startServer(root, 0);
});
after(async () => {
  await served?.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

test('it listens on 127.0.0.1 only', () => {
  assert.equal(served.server.address().address, '127.0.0.1');
  assert.equal(served.server.address().family, 'IPv4');
});

test('every response carries the Content-Security-Policy and nosniff', async () => {
  for (const target of ['/', '/index.html', '/sub/page.txt', '/missing', '/../secret.txt']) {
    const r = await raw(served.port, target);
    const csp = r.headers['content-security-policy'];
    assert.ok(csp, `${target}: no CSP`);
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    assert.deepEqual(directives['default-src'], ["'none'"]);
    assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"], 'only own scripts, and compiling wasm');
    assert.deepEqual(directives['style-src'], ["'self'"]);
    assert.deepEqual(directives['object-src'] ?? directives['default-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'none'"]);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    assert.ok(!/unsafe-inline|unsafe-eval'|strict-dynamic|\*/.test(csp.replace("'wasm-unsafe-eval'", '')), csp);
    assert.equal(r.headers['x-content-type-options'], 'nosniff', target);
  }
});

test('it serves the files of its folder, GET and HEAD only', async () => {
  let r = await raw(served.port, '/');
  assert.equal(r.status, 200);
  assert.match(r.headers['content-type'], /^text\/html/);
  r = await raw(served.port, '/sub/page.txt');
  assert.equal(r.status, 200);
  assert.equal(r.body, 'a page');
  r = await raw(served.port, '/sub/page.txt?x=1#y');
  assert.equal(r.body, 'a page');
  r = await raw(served.port, '/sub/page.txt', 'HEAD');
  assert.equal(r.status, 200);
  assert.equal(r.body, '');
  r = await raw(served.port, '/index.html', 'POST');
  assert.equal(r.status, 405);
});

// The network's file (nets/b6c96.bin.gz) is inflated by the worker that reads it: the
// server sends its bytes as they are, with no Content-Encoding for the browser to undo.
test('a .gz file goes as its bytes: application/gzip, no Content-Encoding', async () => {
  const r = await raw(served.port, '/sub/model.bin.gz');
  assert.equal(r.status, 200);
  assert.equal(r.headers['content-type'], 'application/gzip');
  assert.equal(r.headers['content-encoding'], undefined);
  assert.equal(r.headers['content-length'], '7');
  assert.deepEqual([...Buffer.from(r.body, 'latin1')], [0x1f, 0x8b, 8, 0, 1, 2, 3]);
});

test('nothing outside its folder, however the path is spelt: 404', async () => {
  const targets = [
    '/../secret.txt',
    '/../../secret.txt',
    '/sub/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/sub/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%252e%252e/secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/%00/../secret.txt',
    '/index.html%00.txt',
    '/%',
    '//secret.txt',
    `/${path.join(parent, 'secret.txt')}`,
    path.join(parent, 'secret.txt'),
    `http://127.0.0.1/../secret.txt`,
    `http://127.0.0.1:${served.port}/index.html`,
    '*',
    '/out',
    '/outdir/secret.txt',
    '/.hidden',
    '/./index.html',
    '/sub/./page.txt',
  ];
  for (const target of targets) {
    const r = await raw(served.port, target);
    assert.equal(r.status, 404, target);
    assert.ok(!r.body.includes(SECRET), `${target}: the secret was served`);
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
  }
});

test('`npm start` serves www/dist on 127.0.0.1 with the same headers', async () => {
  ensureBuilt();
  const port = 20_000 + Math.floor(Math.random() * 30_000);
  const child = spawn(process.execPath, [path.join(www, 'serve.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
        const m = out.match(/http:\/\/([\d.]+):(\d+)\//);
        if (m) resolve(m);
      });
      child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
    });
    assert.equal(url[1], '127.0.0.1');
    const r = await raw(Number(url[2]), '/');
    assert.equal(r.status, 200);
    assert.match(r.headers['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'/);
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    assert.equal((await raw(Number(url[2]), '/../../package.json')).status, 404);
  } finally {
    child.kill();
  }
});
