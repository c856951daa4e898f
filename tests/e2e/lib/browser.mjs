import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser): CHROME_PATH, else /usr/bin/chromium. */
export function chromePath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's browser with `apt-get update && apt-get install -y chromium` " +
        '(as root; .ci/run does it), or set CHROME_PATH to a Chromium binary.',
    );
  }
  return found;
}

/**
 * Launches headless Chromium with the flags that keep it quiet on a closed
 * network. Playwright gives every launch a fresh, empty profile directory.
 */
export async function launch() {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const close = async () => {
    await browser.close().catch(() => undefined);
  };
  return { browser, close };
}
