// Browser tests: starts `npm run preview` (the production build with the mock
// API) on a free port with a throwaway mock data folder, drives Debian's
// Chromium through playwright-core, and stops everything at the end.
// Usage: node tests/e2e/run.mjs [name filter]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from './lib/browser.mjs';
import { registered } from './lib/harness.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const filter = process.argv[2] ? new RegExp(process.argv[2], 'i') : null;
const artifacts = join(root, 'tests/e2e/artifacts');

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function waitForServer(baseURL, child, timeout = 60000) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (child.exitCode !== null) throw new Error(`preview exited with code ${child.exitCode}`);
    try {
      // The mock's control endpoint answers JSON only once the real server is up.
      const res = await fetch(`${baseURL}/__mock/faults`);
      if (res.ok && (res.headers.get('content-type') || '').includes('json')) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('preview did not start in time');
}

if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npm run build` before the browser tests.');
  process.exit(1);
}

const specDir = join(root, 'tests/e2e/specs');
for (const file of readdirSync(specDir).filter((f) => f.endsWith('.e2e.mjs')).sort()) {
  await import(pathToFileURL(join(specDir, file)).href);
}
const tests = registered.filter((t) => !filter || filter.test(t.name));

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mc-mock-'));
const server = spawn(process.execPath, [join(root, 'scripts/preview.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), MOCK_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (d) => (serverLog += d));
server.stderr.on('data', (d) => (serverLog += d));

let passed = 0;
let failed = 0;
let browserHandle;
try {
  await waitForServer(baseURL, server);
  browserHandle = await launch();
  mkdirSync(artifacts, { recursive: true });
  for (const t of tests) {
    const context = await browserHandle.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    // Tests pick their language explicitly; the default is the console's own (zh-CN) unless set.
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const started = Date.now();
    try {
      await Promise.race([
        t.fn({ page, context, browser: browserHandle.browser, baseURL, pageErrors }),
        new Promise((_, rej) => setTimeout(() => rej(new Error(`timed out after ${t.timeout} ms`)), t.timeout)),
      ]);
      passed += 1;
      console.log(`  ✓ ${t.name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed += 1;
      console.log(`  ✗ ${t.name}\n    ${String(e?.stack || e).split('\n').slice(0, 6).join('\n    ')}`);
      const shot = join(artifacts, `${t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      console.log(`    screenshot: ${shot}`);
    } finally {
      await context.close().catch(() => undefined);
      await fetch(`${baseURL}/__mock/faults`, { method: 'DELETE' }).catch(() => undefined);
    }
  }
} catch (e) {
  failed += 1;
  console.error(`browser test run failed: ${e?.message || e}`);
  if (serverLog) console.error(serverLog.slice(-3000));
} finally {
  await browserHandle?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nbrowser tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
