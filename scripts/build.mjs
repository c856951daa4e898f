// `npm run build`: the production build (max build), timed. The duration is
// written to bench/build-time.json (git-ignored) for `npm run bench`.
// Each build gets an id, compiled into the console (BUILD_ID) and written to
// dist/version.json: an open tab compares the two to notice a new deployment.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { join, resolve } from 'node:path';
import { prerender } from './first-paint.mjs';
import { findChromium } from './lib/browser.mjs';

// FIRST_PAINT=off builds without the first paint, by choice; otherwise the build needs Chromium, and says so
// before spending a minute on the bundle: a dist/ that silently differs with the machine is worse than none.
const firstPaint = process.env.FIRST_PAINT !== 'off';
if (firstPaint && !findChromium()) {
  console.error(
    [
      'npm run build: no Chromium here, and the build needs it for the first paint (docs/speed.md, scripts/first-paint.mjs).',
      "  Install Debian's browser: apt-get update && apt-get install -y chromium   (as root; .ci/run does it),",
      '  or point CHROME_PATH at a Chromium binary,',
      '  or build without the first paint, on purpose: FIRST_PAINT=off npm run build',
      '  (the console works; it paints after its script, and the sign-in page has no static copy).',
    ].join('\n'),
  );
  process.exit(1);
}

const root = resolve(new URL('..', import.meta.url).pathname);
const started = Date.now();
const buildId =
  process.env.BUILD_ID || `${new Date(started).toISOString().replace(/\D/g, '').slice(0, 14)}-${process.pid}`;
const result = spawnSync(process.execPath, [join(root, 'node_modules/@umijs/max/bin/max.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUILD_ID: buildId },
});
/**
 * Each text file also as .gz and .br beside it, for a web server that sends them
 * as they are (nginx gzip_static / brotli_static, deploy/): compressed once, at
 * the highest levels, instead of on every request. Brotli at 11 is about 13 s of
 * CPU for the whole dist/: zlib's asynchronous calls run the files on libuv's
 * thread pool, on every core at once (the same bytes as one after the other).
 */
async function precompress(dir) {
  const gzipAsync = promisify(gzip);
  const brotliAsync = promisify(brotliCompress);
  const jobs = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|json|svg|txt)$/.test(entry.name)) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    jobs.push(gzipAsync(body, { level: 9 }).then((gz) => writeFileSync(`${file}.gz`, gz)));
    jobs.push(
      brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).then((br) => writeFileSync(`${file}.br`, br)),
    );
  }
  await Promise.all(jobs);
}

if (result.status === 0) {
  const out = resolve(root, process.env.OUTPUT_PATH || 'dist');
  writeFileSync(join(out, 'version.json'), `${JSON.stringify({ build: buildId })}\n`);
  // The sign-in page and the console's frame as HTML, painted before any script (scripts/first-paint.mjs).
  if (firstPaint) {
    const locales = await prerender(out);
    console.log(`first paint: the sign-in page in ${locales.length} locales, and the console's frame`);
  } else {
    console.warn('first paint left out (FIRST_PAINT=off): the console paints after its script.');
  }
  await precompress(out);
  const seconds = (Date.now() - started) / 1000;
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/build-time.json'), `${JSON.stringify({ seconds, at: new Date().toISOString() })}\n`);
  console.log(`build finished in ${seconds.toFixed(1)} s`);
}
process.exit(result.status ?? 1);
