// `npm run test:engines`: the smoke test in the engines besides Chromium (issue 35), Firefox ESR and
// WebKitGTK from Debian's packages, against the production build served by `npm run preview` with the
// mock. In en-US and ar-EG it signs in, opens the sign-in page and every menu page, the create-app dialog,
// a settlement date preset and a CSV export, and fails on an uncaught error, a console error, an empty
// table, or a page that scrolls sideways at 1280×800. The full journeys stay in Chromium (tests/e2e).
// An engine whose packages are missing is skipped with one line; SMOKE_ENGINES=firefox picks one.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreview } from '../../scripts/lib/preview-server.mjs';
import { ACCOUNTS } from '../e2e/lib/console.mjs';
import { ENGINES, launchFirefox, launchWebkit, missingFiles } from './drivers.mjs';
import { startErrorHookProxy } from './errorHook.mjs';
import { menuPaths } from './pages.mjs';
import { walk } from './walk.mjs';

const LOCALES = ['en-US', 'ar-EG'];
const VIEWPORT = { width: 1280, height: 800 };
const LAUNCH = { firefox: launchFirefox, webkit: launchWebkit };

const wanted = (process.env.SMOKE_ENGINES || 'firefox,webkit').split(',').filter((e) => ENGINES[e]);
const runnable = [];
for (const engine of wanted) {
  const missing = missingFiles(engine);
  if (missing.length)
    console.info(
      `engine smoke: ${engine} SKIPPED, ${missing.join(', ')} missing (apt-get install -y ${ENGINES[engine].packages})`,
    );
  else runnable.push(engine);
}
if (!runnable.length) process.exit(0);

const paths = await menuPaths();

/**
 * One engine's walk against a server of its own: the mock keeps one session per account, so two engines
 * signed in as demo on one server would end each other's sessions.
 */
async function smoke(name) {
  const started = Date.now();
  const downloads = mkdtempSync(join(tmpdir(), `mc-engines-${name}-`));
  let preview;
  let proxy;
  let engine;
  try {
    preview = await startPreview({ MOCK_CLOCK: 'test' });
    proxy = await startErrorHookProxy(preview.baseURL);
    engine = await LAUNCH[name]({ ...VIEWPORT, downloads });
    const found = [];
    for (const locale of LOCALES) found.push(...(await walk(engine, proxy.baseURL, locale, paths, ACCOUNTS.demo)));
    const seconds = Math.round((Date.now() - started) / 1000);
    console.info(
      `engine smoke: ${name} (${engine.version}) ${found.length ? `FAILED ${found.length}` : 'ok'}: ` +
        `${paths.length + 1} pages × ${LOCALES.join(', ')}, dialog, preset, CSV export (${seconds} s)`,
    );
    return found;
  } catch (e) {
    console.info(`engine smoke: ${name} FAILED to run`);
    return [`${name}: ${e.stack || e}`];
  } finally {
    await engine?.quit().catch(() => undefined);
    proxy?.close();
    preview?.stop();
    rmSync(downloads, { recursive: true, force: true });
  }
}

// Side by side from 4 cores: each engine with its server keeps about one core busy. On 2 cores they would
// only contend (issue 30: the step alone left the CPU 19% idle, at most 18 s to win), so one after the other.
const sideBySide = availableParallelism() >= 4;
const failures = [];
if (sideBySide) failures.push(...(await Promise.all(runnable.map(smoke))).flat());
else for (const name of runnable) failures.push(...(await smoke(name)));
if (failures.length) {
  console.info(`\n${failures.join('\n')}`);
  process.exit(1);
}
