// `npm run preview`: serves the production build (dist/) with an index.html
// fallback on PORT (default 8000), with the mock provider API mounted in
// front unless MOCK=none. QA and the browser tests use it.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadMockAdapter } from './mock-bundle.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const dist = join(root, 'dist');
const port = Number(process.env.PORT || 8000);

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const gzipCache = new Map();

function sendFile(req, res, file) {
  const type = TYPES[extname(file)] || 'application/octet-stream';
  const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const compressible = /^(text|application\/(javascript|json)|image\/svg)/.test(type);
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
    // Keyed by modification time: a rebuild under a running preview is served fresh.
    const mtime = statSync(file).mtimeMs;
    let cached = gzipCache.get(file);
    if (!cached || cached.mtime !== mtime) {
      cached = { mtime, body: gzipSync(readFileSync(file)) };
      gzipCache.set(file, cached);
    }
    const { body } = cached;
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

function serveStatic(req, res) {
  const url = new URL(req.url, 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.statusCode = 400;
    return res.end('Bad request');
  }
  const file = normalize(join(dist, pathname));
  if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return sendFile(req, res, file);
  // Client-side routes: every other path gets the app shell.
  return sendFile(req, res, join(dist, 'index.html'));
}

const mock =
  process.env.MOCK === 'none'
    ? null
    : (await loadMockAdapter()).createMockMiddleware({
        persist: true,
        dataDir: process.env.MOCK_DATA_DIR || undefined,
      });

const server = createServer((req, res) => {
  if (!mock) return serveStatic(req, res);
  mock(req, res, () => serveStatic(req, res));
});
server.listen(port, () => {
  console.log(`Media Console preview on http://localhost:${port}${mock ? ' (with the mock API)' : ''}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
