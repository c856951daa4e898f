// The browser tests' `test` and `expect`: @playwright/test's, with the fixtures
// every spec shares. Specs import from here, never from @playwright/test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startPreview } from '../../scripts/lib/preview-server.mjs';
import { trackRequests } from './lib/requests.mjs';

const artifacts = resolve(new URL('./artifacts', import.meta.url).pathname);

export { expect };

/**
 * `npm run test:dates -- --browser`: the runner and the mock run under faketime, an offset ahead; Chromium runs
 * without it (under faketime it took five times the CPU) and its pages get the same offset from this script, so
 * the console and the mock read one clock. Unset in `npm test`.
 */
const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS) || 0;
const shiftClock = (offset) => {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
};
/** Every page of the context on the runner's clock (see CLOCK_OFFSET_MS). */
const onRunnersClock = (ctx) => (CLOCK_OFFSET_MS ? ctx.addInitScript(shiftClock, CLOCK_OFFSET_MS) : undefined);

/** The browser's own log line for an HTTP error answer: tests force those on purpose and assert the answers. */
const NETWORK_LOG = /^Failed to load resource: /;

export const test = base.extend({
  /**
   * Uncaught errors a test causes on purpose: a RegExp of their messages (one,
   * since test.use() reads an array as [value, options]); any other fails the
   * test. Set it narrowly, in a test.describe() around the tests that need it:
   * `test.use({ expectedPageErrors: /Loading chunk \d+ failed/ })`.
   */
  expectedPageErrors: [null, { option: true }],

  /** The same for the app's console.error lines (for instance the error boundary's report of a chunk that failed). */
  expectedConsoleErrors: [null, { option: true }],

  /**
   * Each worker's own `npm run preview` (dist/ + the mock API) on a free port
   * with a throwaway data folder: workers run spec files side by side, and
   * a file's tests share one mock state that no other worker touches.
   */
  previewServer: [
    async ({}, use, workerInfo) => {
      // MOCK_CLOCK=test: today has figures at any hour of the day (mock/core/lib/clock.ts).
      const preview = await startPreview({ MOCK_CLOCK: 'test' });
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        // The server's own log, for a look after a failed run.
        mkdirSync(artifacts, { recursive: true });
        writeFileSync(join(artifacts, `preview-${workerInfo.workerIndex}.log`), preview.log());
        preview.stop();
      };
      // A worker stopped from outside (SIGTERM, SIGHUP) skips the teardown: stop the server anyway, then die of the signal.
      const onSignal = (signal) => {
        stop();
        process.kill(process.pid, signal);
      };
      process.once('exit', stop);
      for (const signal of ['SIGTERM', 'SIGHUP']) process.once(signal, onSignal);
      await use(preview);
      stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],

  baseURL: async ({ previewServer }, use) => {
    await use(previewServer.baseURL);
  },

  /**
   * Fails the test on any uncaught page error or console.error line of the
   * pages it opened, unless expected; counts their requests in flight (lib/requests.mjs). Watches `context`; `openContext` adds the
   * contexts it opens.
   */
  errorWatch: [
    async ({ context, expectedPageErrors, expectedConsoleErrors }, use) => {
      const errors = [];
      const watchPage = (page) => {
        // What it has in flight, for lib/requests.mjs' requestsDone().
        trackRequests(page);
        page.on('pageerror', (error) => {
          const message = error.message || String(error);
          if (!expectedPageErrors?.test(message))
            errors.push(`uncaught error on ${page.url()}\n${error.stack || message}`);
        });
        page.on('console', (line) => {
          if (line.type() !== 'error') return;
          const text = line.text();
          if (!NETWORK_LOG.test(text) && !expectedConsoleErrors?.test(text))
            errors.push(`console.error on ${page.url()}\n${text}`);
        });
      };
      const watch = (ctx) => {
        ctx.pages().forEach(watchPage);
        ctx.on('page', watchPage);
      };
      watch(context);
      await use({ watch });
      expect(
        errors,
        'errors in the page (set expectedPageErrors / expectedConsoleErrors if the test causes them)',
      ).toEqual([]);
    },
    { auto: true },
  ],

  /**
   * After each test: what the reset of the reused context (playwright.config.mjs, reuseContext) leaves as it
   * was, put back, so that no test starts with the clipboard a test before it was granted, or offline. A test
   * that ran Playwright's clock ends the context instead (the next test gets a new one): in a reused context
   * the clock's scripts did not always come off, and once in a full run the next test's first page ran one of
   * them before the clock itself ("Cannot read properties of undefined (reading 'controller')").
   */
  contextLeftovers: [
    async ({ context }, use) => {
      await use();
      const clocked = await Promise.all(
        context.pages().map((p) => p.evaluate(() => '__pwClock' in globalThis).catch(() => false)),
      );
      if (clocked.some(Boolean)) {
        await context.close().catch(() => undefined);
        return;
      }
      await context.clearPermissions().catch(() => undefined);
      await context.setOffline(false).catch(() => undefined);
    },
    { auto: true },
  ],

  /** Each test's pages on the runner's clock (only under `npm run test:dates -- --browser`, see CLOCK_OFFSET_MS). */
  runnersClock: [
    async ({ context }, use) => {
      await onRunnersClock(context);
      await use();
    },
    { auto: true },
  ],

  /** After each test: the mock's forced answers are cleared, whatever the test left. */
  clearMockFaults: [
    async ({ baseURL }, use) => {
      await use();
      await fetch(`${baseURL}/__mock/faults`, { method: 'DELETE' }).catch(() => undefined);
    },
    { auto: true },
  ],

  /**
   * The contract checked in the browser too: the worker's mock records every
   * answer and accepted request that breaks src/contract/openapi.yaml
   * (mock/contract/); the log is emptied before each test and must still be
   * empty at its end, or the test fails with the violations it caused.
   */
  contractWatch: [
    async ({ previewServer }, use) => {
      // The mock's own server: a spec may point baseURL elsewhere (80-nginx: nginx in front, under /console/).
      const log = `${previewServer.baseURL}/__mock/contract-violations`;
      await fetch(log, { method: 'DELETE' });
      await use();
      const { result } = await (await fetch(log)).json();
      expect(
        result.violations.map((v) => `${v.method} ${v.path} → ${v.status ?? '-'} [${v.kind}]: ${v.message}`),
        'answers or requests of this test that break the contract (GET /__mock/contract-violations)',
      ).toEqual([]);
    },
    { auto: true },
  ],

  /**
   * Opens another browser context (a second browser, another account) with the
   * run's viewport, locale and reduced motion, watched for page errors and closed after the test.
   */
  openContext: async ({ browser, viewport, locale, reducedMotion, errorWatch }, use) => {
    const opened = [];
    await use(async (options = {}) => {
      const ctx = await browser.newContext({ viewport, locale, reducedMotion, ...options });
      opened.push(ctx);
      await onRunnersClock(ctx);
      errorWatch.watch(ctx);
      return ctx;
    });
    for (const ctx of opened) await ctx.close().catch(() => undefined);
  },
});
