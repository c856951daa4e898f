import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Chromium for everything here that drives a browser: the build's first paint (scripts/first-paint.mjs), the
// bench and screenshot scripts, and the browser tests (playwright.config.mjs). It lives with the scripts so that
// the production build imports nothing from tests/.

/** Debian's Chromium (never a downloaded browser): CHROME_PATH, else /usr/bin/chromium; undefined when none. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/** The same, or an error that says how to get one. */
export function chromePath() {
  const found = findChromium();
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
 * Launches headless Chromium with those flags, for the scripts that drive a
 * browser outside the test runner (bench, shot). Playwright gives every launch
 * a fresh, empty profile directory. The browser tests launch it through
 * playwright.config.mjs instead.
 */
export async function launch() {
  const browser = await chromium.launch({ executablePath: chromePath(), headless: true, args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close().catch(() => undefined);
  };
  return { browser, close };
}
