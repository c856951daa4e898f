import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Chromium for everything here that drives a browser: the build's first paint (scripts/first-paint.mjs), the
// bench and screenshot scripts, and the browser tests (playwright.config.mjs). It lives with the scripts so that
// the production build imports nothing from tests/.

/**
 * Debian's Chromium (never a downloaded browser): CHROME_PATH, else /usr/bin/chromium; undefined when none.
 * `{ shell: true }` prefers Debian's headless shell (package chromium-headless-shell, /usr/bin/chromium-headless-shell):
 * the same Blink and V8 without the full browser's layers, which Playwright itself runs for headless tests. Here it
 * took about a third less CPU for the same browser tests (issue 30), so the tests and the build's first paint use it
 * where it is installed; the bench and the screenshots keep the full browser, what a user runs.
 */
export function findChromium({ shell = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    shell && '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/** The same, or an error that says how to get one. */
export function chromePath(options) {
  const found = findChromium(options);
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's browser with `apt-get update && apt-get install -y chromium` " +
        '(as root; .ci/run does it), or set CHROME_PATH to a Chromium binary.',
    );
  }
  return found;
}

/** Flags that keep Chromium quiet on a closed network and within a small container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * For the browser tests only: V8 without its optimizing compilers (TurboFan, Maglev). A test loads the console
 * dozens of times and runs each page's code a few times: V8 spent much of its background work optimizing code
 * that was then thrown away with the page, and freeing the compilers' memory (madvise, page faults and the other
 * core's TLB flushed, costly on this virtual machine). Interpreted and baseline code behave the same, only the
 * speed of long loops differs, and no test times anything (issue 30, two runs each: three spec files 51 → 44 s;
 * 32-team-accounts, 33-team and 10-shell 69 → 59 s). The bench and the screenshots keep V8 as users have it.
 */
export const TEST_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

/**
 * The environment Chromium starts with: without faketime's preload (`npm run test:dates -- --browser` runs the
 * runner, the mock and the builds under faketime). Under it Chromium took five times the CPU and the build's first
 * paint timed out; the browser tests move their pages' clock by E2E_CLOCK_OFFSET_MS instead (tests/e2e/fixtures.mjs),
 * and a first paint's markup does not depend on the date. Undefined (the process's own) where faketime is not in use.
 */
export function chromiumEnv(env = process.env) {
  if (!/faketime/.test(env.LD_PRELOAD ?? '')) return undefined;
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^(LD_PRELOAD$|FAKETIME)/.test(name)));
}

/**
 * Features of the full browser (not the headless shell) turned off for these scripts: its omnibox popup's two WebUI
 * pages load in the background of every new window, and each Playwright context is one: about 190 requests to
 * chrome:// and two more renderers' CPU in the middle of the page being timed (the bench, issue 32). No page here
 * uses the browser's own omnibox.
 */
const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Launches headless Chromium with those flags, for the scripts that drive a
 * browser outside the test runner (bench, shot). Playwright gives every launch
 * a fresh, empty profile directory (`{ shell: true }`: see findChromium). The browser tests launch it through
 * playwright.config.mjs instead.
 */
export async function launch(options) {
  const executablePath = chromePath(options);
  const quiet = executablePath.includes('headless-shell') ? {} : await quietFeatures(executablePath);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    env: chromiumEnv(),
    ...quiet,
  });
  return { browser, close: () => browser.close().catch(() => undefined) };
}

/**
 * Launch options that add QUIET_FEATURES to Playwright's own `--disable-features` list. Chromium keeps only the last
 * such switch, so a second one would turn Playwright's list back on: a first launch reads that list (Chromium gives
 * its command line to automation only) and the switch is replaced by one holding both lists.
 */
async function quietFeatures(executablePath) {
  const probe = await chromium.launch({
    executablePath,
    headless: true,
    env: chromiumEnv(),
    args: [...CHROMIUM_ARGS, '--enable-automation'],
  });
  const cdp = await probe.newBrowserCDPSession();
  const { arguments: argv } = await cdp.send('Browser.getBrowserCommandLine');
  await probe.close();
  const SWITCH = '--disable-features=';
  const defaults = argv.find((a) => a.startsWith(SWITCH));
  const features = [defaults?.slice(SWITCH.length), ...QUIET_FEATURES].filter(Boolean);
  return { ignoreDefaultArgs: defaults ? [defaults] : [], args: [...CHROMIUM_ARGS, `${SWITCH}${features.join(',')}`] };
}
