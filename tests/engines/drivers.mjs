// The two engines Playwright cannot drive here (it drives only its own downloaded builds), from Debian's
// packages: Firefox ESR through puppeteer-core over WebDriver BiDi, WebKitGTK's MiniBrowser through
// selenium-webdriver and WebKitWebDriver under xvfb-run. Both behind one small surface the walk uses:
// open(url), run(fn, ...args) in the page, click(css) as a user would, size(w, h), quit().
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { freePort } from '../../scripts/lib/preview-server.mjs';

const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** What each engine needs, and the Debian packages that bring it. */
export const ENGINES = {
  firefox: { files: [FIREFOX], packages: 'firefox-esr' },
  webkit: { files: [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN], packages: 'webkit2gtk-driver xvfb xauth' },
};

/** The files an engine lacks (none: it can run). */
export function missingFiles(engine) {
  return ENGINES[engine].files.filter((f) => !existsSync(f));
}

/** Firefox ESR, headless, through puppeteer-core (WebDriver BiDi). Its own error events count too. */
export async function launchFirefox({ width, height, downloads }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // No update checks, telemetry or first-run pages on a closed network.
    extraPrefsFirefox: {
      'intl.accept_languages': 'en-US',
      'app.update.enabled': false,
      // Exports land in the run's own folder, without asking.
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
    },
  });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const driverErrors = [];
  page.on('pageerror', (e) => driverErrors.push(`uncaught ${e.stack || e.message || e}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/^Failed to load resource/.test(m.text()))
      driverErrors.push(`console.error ${m.text()}`);
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    open: (url) => page.goto(url, { waitUntil: 'load' }),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    click: (css) => page.click(css),
    type: (css, text) => page.type(css, text),
    shot: (file) => page.screenshot({ path: file }),
    driverErrors,
    quit: () => browser.close(),
  };
}

/**
 * WebKitGTK's MiniBrowser under a virtual display, through WebKitWebDriver and selenium-webdriver.
 * WebKit reports language "C" without LANG; its window frame takes part of the window's height, so the
 * window is resized until the page itself is width × height.
 */
export async function launchWebkit({ width, height, downloads }) {
  const { Builder, By } = await import('selenium-webdriver');
  const port = await freePort();
  // MiniBrowser saves downloads in $HOME: the run's own folder.
  const env = { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8', HOME: downloads };
  const service = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const stopService = () => {
    try {
      process.kill(-service.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  let driver;
  for (let tries = 0; !driver; tries += 1) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
    } catch (e) {
      if (tries > 60) {
        stopService();
        throw e;
      }
      await new Promise((r) => {
        setTimeout(r, 500);
      });
    }
  }
  const run = (fn, ...args) => driver.executeScript(fn, ...args);
  const win = driver.manage().window();
  await win.setRect({ width, height });
  for (let i = 0; i < 3; i += 1) {
    const [w, h] = await run(() => [window.innerWidth, window.innerHeight]);
    if (w === width && h === height) break;
    const rect = await win.getRect();
    await win.setRect({ width: rect.width + width - w, height: rect.height + height - h });
  }
  const caps = await driver.getCapabilities();
  return {
    name: 'webkit',
    version: `WebKitGTK ${caps.get('browserVersion') ?? ''}`.trim(),
    open: (url) => driver.get(url),
    run,
    click: async (css) => (await driver.findElement(By.css(css))).click(),
    type: async (css, text) => (await driver.findElement(By.css(css))).sendKeys(text),
    shot: async (file) => writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64')),
    driverErrors: [],
    quit: async () => {
      try {
        await driver.quit();
      } finally {
        stopService();
      }
    },
  };
}
