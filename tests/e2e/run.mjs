// Browser tests: starts `npm run preview` (the production build with the mock
// API) on a free port with a throwaway mock data folder, drives Debian's
// Chromium through playwright-core, and stops everything at the end.
// Usage: node tests/e2e/run.mjs [name filter]
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPreview } from '../../scripts/lib/preview-server.mjs';
import { launch } from './lib/browser.mjs';
import { registered } from './lib/harness.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const filter = process.argv[2] ? new RegExp(process.argv[2], 'i') : null;
const artifacts = join(root, 'tests/e2e/artifacts');

if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npm run build` before the browser tests.');
  process.exit(1);
}

const specDir = join(root, 'tests/e2e/specs');
for (const file of readdirSync(specDir)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort()) {
  await import(pathToFileURL(join(specDir, file)).href);
}
const tests = registered.filter((t) => !filter || filter.test(t.name));

let preview;
let baseURL;
let passed = 0;
let failed = 0;
let browserHandle;
try {
  preview = await startPreview();
  baseURL = preview.baseURL;
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
      console.log(
        `  ✗ ${t.name}\n    ${String(e?.stack || e)
          .split('\n')
          .slice(0, 6)
          .join('\n    ')}`,
      );
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
  if (preview) console.error(preview.log().slice(-3000));
} finally {
  await browserHandle?.close();
  preview?.stop();
}

console.log(`\nbrowser tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
