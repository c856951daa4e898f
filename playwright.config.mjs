// Browser tests (tests/e2e): @playwright/test driving Debian's Chromium against
// `npm run preview` (dist/ + the mock API), one server per worker (fixtures.mjs).
// One worker per core, at least two: a test mostly waits for the page, so two files side by side keep 2 cores
// busy; more than the cores only contend for them. E2E_WORKERS sets the number (1 for one file at a time).
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_JS_FLAGS, chromePath, chromiumEnv } from './scripts/lib/browser.mjs';

export default defineConfig({
  testDir: './tests/e2e/specs',
  testMatch: '**/*.e2e.mjs',
  outputDir: './tests/e2e/artifacts/results',
  globalSetup: './tests/e2e/global-setup.mjs',
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, availableParallelism()),
  fullyParallel: false,
  // A flaky test is fixed, not retried.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Tests wait for states, never for time: these limits only catch a hang. They are generous because
  // the same run takes minutes longer on a busy machine (2 cores shared with a CPU hog); one place
  // for them, not per-call guesses. The few long flows set their own with test.setTimeout().
  timeout: 120_000,
  expect: { timeout: 30_000, toPass: { timeout: 30_000 } },
  // The digest: a few lines per failure that `npm test` prints at its very end (see the reporter).
  reporter: [['list'], ['./tests/e2e/digest-reporter.mjs']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromePath({ shell: true }),
      args: [...CHROMIUM_ARGS, TEST_JS_FLAGS],
      // Never under faketime (`npm run test:dates -- --browser`; the fixtures move the pages' clock instead).
      env: chromiumEnv(),
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // The console turns antd's animations off when the system asks for less motion (AppProviders): a
    // click then leads straight to its state, with no opening or closing animation to wait through.
    reducedMotion: 'reduce',
    // One browser context per worker, reset between tests (Playwright's reuseContext: cookies, cache, storage of the
    // origins visited, service workers, extra pages, routes, bindings and init scripts; what it leaves, the
    // permissions granted and offline, the fixture `contextLeftovers` resets). A new context started a renderer
    // and paged the browser's code in again for every test (issue 30: two full runs, 1,257 → 1,166 s of test time;
    // 01-isolation checks the reset). A test.use() of another locale or touch gets a context of its own, as before.
    reuseContext: true,
    // As playwright-core's defaults were: a stuck action fails with its own log, not only the test's timeout.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // No trace by default: recording one for every test (to keep the failing ones) took a sixth of the CPU of a
    // run here (issue 30: 26 s against 22 s for 10-shell with 18 short tests, twice). A failing test still leaves
    // its screenshot and error-context.md; E2E_TRACE=retain-on-failure (or `--trace on`) records the DOM
    // snapshots of every step again, never the screencast (it doubled the run time on 2 cores).
    trace: { mode: process.env.E2E_TRACE || 'off', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
