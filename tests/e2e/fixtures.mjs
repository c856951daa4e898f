// The browser tests' `test` and `expect`: @playwright/test's, with the fixtures
// every spec shares. Specs import from here, never from @playwright/test.
import { test as base, expect } from '@playwright/test';

export { expect };

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

  /** The preview server started once for the run by tests/e2e/global-setup.mjs. */
  baseURL: async ({}, use) => {
    if (!process.env.E2E_BASE_URL) throw new Error('E2E_BASE_URL is not set: run the tests with `npm run test:e2e`.');
    await use(process.env.E2E_BASE_URL);
  },

  /**
   * Fails the test on any uncaught page error or console.error line of the
   * pages it opened, unless expected. Watches `context`; `openContext` adds the
   * contexts it opens.
   */
  errorWatch: [
    async ({ context, expectedPageErrors, expectedConsoleErrors }, use) => {
      const errors = [];
      const watchPage = (page) => {
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

  /** After each test: the mock's forced answers are cleared, whatever the test left. */
  clearMockFaults: [
    async ({ baseURL }, use) => {
      await use();
      await fetch(`${baseURL}/__mock/faults`, { method: 'DELETE' }).catch(() => undefined);
    },
    { auto: true },
  ],

  /**
   * Opens another browser context (a second browser, another account) with the
   * run's viewport and locale, watched for page errors and closed after the test.
   */
  openContext: async ({ browser, viewport, locale, errorWatch }, use) => {
    const opened = [];
    await use(async (options = {}) => {
      const ctx = await browser.newContext({ viewport, locale, ...options });
      opened.push(ctx);
      errorWatch.watch(ctx);
      return ctx;
    });
    for (const ctx of opened) await ctx.close().catch(() => undefined);
  },
});
