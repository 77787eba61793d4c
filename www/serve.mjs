// A tiny static server for www/dist (or any folder), on 127.0.0.1 only, locked down:
// a Content-Security-Policy that allows only the page's own files, nothing outside the
// folder however the path is spelt (see `fileFor`).
//   node www/serve.mjs            serves www/dist on $PORT or 8080 (a free port if taken)
//   import { startServer } from './serve.mjs'; await startServer(root, 0)   for tests
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // The network (nets/b6c96.bin.gz) goes as the file's bytes, with no Content-Encoding:
  // the worker inflates it itself (a browser told gzip would inflate it first).
  '.gz': 'application/gzip',
};

/**
 * The headers of every response. The Content-Security-Policy allows the page's own
 * scripts, styles, images, fetches and workers (the package's BotWorker) and nothing
 * else: no inline script or style, no eval (only 'wasm-unsafe-eval', which compiling
 * the WebAssembly module needs), no plugins, no framing, no <base>; the favicon is a
 * data: image.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The file under `base` that the request target `target` names, or null for anything
 * else: a target that is not a path from the root (`http://…`, `*`), malformed
 * percent-encoding, a NUL or a backslash, a `.` or `..` segment or a hidden file,
 * spelt plainly or percent-encoded, or a path that leaves `base` (through a symbolic
 * link too). Every such request gets the same 404 as a missing file.
 */
function fileFor(base, target) {
  if (!target.startsWith('/')) return null;
  const raw = target.split(/[?#]/, 1)[0];
  let pathname;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(pathname)) return null;
  const segments = pathname.split('/').slice(1);
  if (segments.some((s) => s.startsWith('.'))) return null;
  if (pathname.endsWith('/')) pathname += 'index.html';
  const file = path.resolve(base, '.' + pathname);
  if (!file.startsWith(base + path.sep)) return null;
  let real;
  try {
    real = fs.realpathSync(file);
  } catch {
    return null;
  }
  return real.startsWith(base + path.sep) ? real : null;
}

/**
 * Serves the files under `root` on 127.0.0.1:`port` (0 = any free port), with
 * `SECURITY_HEADERS` on every response.
 * Resolves to `{ server, port, url, close() }` once listening; rejects on a listen error.
 */
export function startServer(root, port = 0) {
  const base = fs.realpathSync(path.resolve(root));
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const notFound = () => res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
    const file = fileFor(base, req.url ?? '');
    if (file === null) {
      notFound();
      return;
    }
    fs.stat(file, (err, stat) => {
      if (err || !stat.isFile()) {
        notFound();
        return;
      }
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': stat.size,
        'Cache-Control': 'no-cache',
      });
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const actual = server.address().port;
      resolve({
        server,
        port: actual,
        url: `http://127.0.0.1:${actual}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error('www/dist is not built: run `node www/build.mjs` first.');
    process.exit(1);
  }
  const wanted = Number(process.env.PORT) || 8080;
  let running;
  try {
    running = await startServer(root, wanted);
  } catch (e) {
    if (e?.code !== 'EADDRINUSE') throw e;
    console.error(`port ${wanted} is taken; using a free one`);
    running = await startServer(root, 0);
  }
  console.log(`tengen is being served at ${running.url}`);
}
