// `npm run preview`: serves the production build (dist/) with an index.html
// fallback on PORT (default 8000), with the mock provider API mounted in
// front unless MOCK=none. QA and the browser tests use it.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadMockAdapter } from './mock-bundle.mjs';
import { withoutFirstPaint } from './lib/first-paint-html.mjs';
import { localeCodes, localeForBrowser } from './lib/locales.mjs';

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
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
// FIRST_PAINT=off serves the pages as the build made them before the first paint was added (the benchmark's "before").
const firstPaintOff = process.env.FIRST_PAINT === 'off';

/**
 * The body of `file` in the encoding the client accepts (brotli first, then gzip), kept in memory: the build's
 * own .br / .gz beside it (scripts/build.mjs, as nginx sends them), read once; gzip made here only for a file
 * without a fresh .gz. Keyed by modification time: a rebuild under a running preview is served fresh.
 * Null when the client takes neither.
 */
const encodedCache = new Map();
function encoded(file, accepts) {
  const mtime = statSync(file).mtimeMs;
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepts)) continue;
    const key = `${file}${ext}`;
    const cached = encodedCache.get(key);
    if (cached?.mtime === mtime) return { encoding, body: cached.body };
    const built = existsSync(key) && statSync(key).mtimeMs >= mtime;
    if (!built && encoding === 'br') continue;
    const body = built ? readFileSync(key) : gzipSync(readFileSync(file));
    encodedCache.set(key, { mtime, body });
    return { encoding, body };
  }
  return null;
}

function sendFile(req, res, file) {
  const type = TYPES[extname(file)] || 'application/octet-stream';
  if (firstPaintOff && extname(file) === '.html') {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    return res.end(req.method === 'HEAD' ? undefined : withoutFirstPaint(readFileSync(file, 'utf8')));
  }
  const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(file);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const compressible = /^(text|application\/(javascript|json|manifest\+json)|image\/svg)/.test(type);
  const found = compressible ? encoded(file, req.headers['accept-encoding'] || '') : null;
  if (found) {
    res.setHeader('Content-Encoding', found.encoding);
    res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    res.end(req.method === 'HEAD' ? undefined : found.body);
    return;
  }
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

/**
 * The sign-in page's static copy (scripts/first-paint.mjs) in the language the app
 * would choose from the browser's (its first Accept-Language tag, as navigator.language);
 * the page's guard hides it if a stored choice says otherwise.
 */
const loginCopies = existsSync(join(dist, 'user/login'))
  ? readdirSync(join(dist, 'user/login'))
      .map((f) => /^index\.([a-z]{2}-[A-Z]{2})\.html$/.exec(f)?.[1])
      .filter(Boolean)
  : [];
function loginCopy(acceptLanguage = '') {
  if (!loginCopies.length) return null;
  const locale = localeForBrowser(acceptLanguage.split(/[,;]/)[0], localeCodes());
  return loginCopies.includes(locale) ? join(dist, `user/login/index.${locale}.html`) : null;
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
  if (/^\/user\/login\/?$/.test(pathname) && !firstPaintOff) {
    const copy = loginCopy(req.headers['accept-language']);
    if (copy) {
      res.setHeader('Vary', 'Accept-Language');
      return sendFile(req, res, copy);
    }
  }
  // Client-side routes: every other path gets the app shell.
  return sendFile(req, res, join(dist, 'index.html'));
}

const mock =
  process.env.MOCK === 'none'
    ? null
    : (await loadMockAdapter()).createMockMiddleware({
        // MOCK_PERSIST=off: state in memory only (the browser tests' servers, whose data folder is thrown away).
        persist: process.env.MOCK_PERSIST !== 'off',
        dataDir: process.env.MOCK_DATA_DIR || undefined,
      });

const server = createServer((req, res) => {
  if (!mock) return serveStatic(req, res);
  mock(req, res, () => serveStatic(req, res));
});
// A client that keeps a connection idle (fetch keeps it until a second before this time-out) must not
// have it closed under its next request on a busy machine: a minute, as common proxies do, not Node's 5 s.
server.keepAliveTimeout = 65_000;
// PORT=0: a port the system picks (the tests' servers: scripts/lib/preview-server.mjs reads it from this line).
server.listen(port, () => {
  const { port: bound } = server.address();
  console.log(`Media Console preview on http://localhost:${bound}${mock ? ' (with the mock API)' : ''}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
