// One engine's walk in one language: the sign-in page, the sign-in itself, every menu page, the create-app
// dialog, a settlement date preset and a CSV export. Everything the page is asked runs in the page (`run`),
// the clicks and typing are the driver's own, so the same walk serves Firefox and WebKit.
import { messages } from '../e2e/lib/locales.mjs';

/** Pages whose table is empty in Chromium too, for the demo account: the seed has no blocking rules. */
const EMPTY_IN_CHROMIUM = new Set(['/materialReview/blockRules']);
const WAIT_MS = 30_000;

export class SmokeFailure extends Error {}

/** Polls `probe` in the page until `ok(result)`, for at most `ms` (WAIT_MS); returns the last result, or fails unless `lenient`. */
async function until(engine, what, probe, ok, args = [], { lenient = false, ms = WAIT_MS } = {}) {
  const started = Date.now();
  let last;
  for (;;) {
    last = await engine.run(probe, ...args);
    if (ok(last)) return last;
    if (Date.now() - started > ms) {
      if (lenient) return last;
      throw new SmokeFailure(`${what}: not reached in ${ms / 1000} s (${JSON.stringify(last)})`);
    }
    await new Promise((r) => {
      setTimeout(r, 150);
    });
  }
}

/** The page's state, as the walk judges it (in the page). */
function pageState() {
  const busy = document.querySelectorAll('.ant-spin-spinning, .ant-skeleton, [aria-busy=true], [data-state=loading]');
  const tables = [...document.querySelectorAll('main table, [role=main] table, .ant-pro-page-container table')];
  const bodies = tables.filter((t) => t.querySelector('tbody'));
  const root = document.documentElement;
  return {
    path: location.pathname,
    search: location.search,
    lang: root.lang,
    busy: busy.length,
    text: (document.querySelector('main') || document.body).innerText.length,
    tables: bodies.length,
    rows: bodies.map((t) => t.querySelectorAll('tbody tr[data-row-key]').length),
    empty: bodies.filter((t) => t.querySelector('.ant-table-placeholder .ant-empty, .ant-table-placeholder')).length,
    sideways: Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth,
    errors: (window.__smokeErrors || []).slice(),
    hooked: Array.isArray(window.__smokeErrors),
  };
}

/**
 * Marks the first visible element matching `css` whose text is `text` (trimmed), for a driver click; true if
 * found. Not while it (or a popup around it) still runs antd's opening or closing motion: WebKit drops a click
 * on a menu that is still zooming in, and the menu closes without its item chosen.
 */
function mark(css, text) {
  document.querySelectorAll('[data-smoke-target]').forEach((e) => e.removeAttribute('data-smoke-target'));
  const moving = (e) => !!e.closest('[class*="-appear"], [class*="-enter"], [class*="-leave"]');
  const found = [...document.querySelectorAll(css)].find(
    (e) => e.getClientRects().length > 0 && !moving(e) && (text === null || e.textContent.trim() === text),
  );
  if (found) found.setAttribute('data-smoke-target', '');
  return !!found;
}

/** Clicks it with the driver; marked again if React replaced the element between the mark and the click. */
async function clickText(engine, what, css, text) {
  for (let tries = 0; ; tries += 1) {
    await until(engine, what, mark, Boolean, [css, text]);
    try {
      await engine.click('[data-smoke-target]');
      return;
    } catch (e) {
      if (tries === 3) throw e;
    }
  }
}

/** Waits for the page to settle (two equal readings, nothing loading), then checks it; returns its state. */
async function settled(engine, locale, path, failures) {
  let previous = '';
  const state = await until(
    engine,
    `${path} ready`,
    pageState,
    (s) => {
      const key = JSON.stringify([s.path, s.lang, s.busy, s.text, s.rows]);
      const same = key === previous;
      previous = key;
      // An empty table may still be waiting for its rows: the page is read again until they come or time is up.
      const rowsIn = s.empty === 0 || EMPTY_IN_CHROMIUM.has(path);
      return same && rowsIn && s.lang === locale && s.busy === 0 && s.text > 0 && s.path === path.split('?')[0];
    },
    [],
    { lenient: true },
  );
  const problems = [];
  if (!state.hooked) problems.push('the error hook did not run');
  if (state.errors.length) problems.push(...state.errors);
  if (state.sideways > 1) problems.push(`scrolls sideways by ${state.sideways} px at 1280 px`);
  if (state.empty && !EMPTY_IN_CHROMIUM.has(path))
    problems.push(`${state.empty} empty table(s) where Chromium shows rows`);
  if (engine.driverErrors.length) problems.push(...engine.driverErrors.splice(0));
  for (const p of problems) failures.push(`${engine.name} ${locale} ${path}: ${p}`);
  return state;
}

/** A client-side navigation, as the menu's links make (umi's browser history follows popstate). */
function navigate(path) {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
}

/** Signs out by hand (storage and cookies), so the walk starts on the sign-in page in `locale`. */
function resetTo(locale) {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.setItem('umi_locale', locale);
}

/** The walk; returns the failures found (empty: the engine passed in this language). */
export async function walk(engine, base, locale, paths, account) {
  const m = messages(locale);
  const failures = [];
  const step = async (what, fn) => {
    const started = Date.now();
    try {
      await fn();
      if (process.env.SMOKE_VERBOSE) console.info(`  ${engine.name} ${locale} ${what} ${Date.now() - started} ms`);
    } catch (e) {
      failures.push(`${engine.name} ${locale} ${what}: ${e instanceof SmokeFailure ? e.message : e.stack || e}`);
    }
  };

  await engine.open(`${base}/version.json`);
  await engine.run(resetTo, locale);
  await step('/user/login', async () => {
    await engine.open(`${base}/user/login`);
    await until(engine, 'sign-in form', () => !!document.querySelector('#account'), Boolean);
    await settled(engine, locale, '/user/login', failures);
    await engine.type('#account', account.account);
    await engine.type('#password', account.password);
    await engine.click('button[type=submit]');
    await until(
      engine,
      'signed in',
      () => location.pathname,
      (p) => !p.startsWith('/user/login'),
    );
  });
  if (failures.length) return failures;

  // The landing page first: leaving it while its chunks load would abort them (an error of the walk's own).
  await step('landing page', () => settled(engine, locale, paths[0], failures));
  for (const path of paths) {
    await step(path, async () => {
      // Through the console's router, as a menu click goes: one page load per language keeps the walk short.
      await engine.run(navigate, path);
      await settled(engine, locale, path, failures);
    });
    if (path === '/flow/app')
      await step(`${path} create-app dialog`, async () => {
        await clickText(engine, 'create-app button', 'button', m['app.create']);
        await until(
          engine,
          'dialog open',
          () => document.querySelectorAll('[role=dialog]').length,
          (n) => n > 0,
        );
        // A click that lands while the dialog still zooms in can miss its button: clicked again until it closes.
        const closed = () =>
          [...document.querySelectorAll('[role=dialog]')].every((d) => d.getClientRects().length === 0);
        for (let tries = 1; ; tries += 1) {
          await clickText(engine, 'dialog cancel', '[role=dialog] button', m['common.cancel']);
          const done = await until(engine, 'dialog closed', closed, Boolean, [], { lenient: true, ms: 5000 });
          if (done) break;
          if (tries === 3) throw new SmokeFailure('the create-app dialog does not close with Cancel');
        }
      });
    if (path === '/information/settlement')
      await step(`${path} date preset and CSV export`, async () => {
        await clickText(engine, 'period field', '[data-testid=settlement-filters] .ant-picker input', null);
        await clickText(engine, 'preset', '.ant-picker-presets li', m['settlement.preset.last7Days']);
        await clickText(engine, 'query', '[data-testid=settlement-filters] button[type=submit]', null);
        const s = await until(
          engine,
          'preset applied',
          () => location.search,
          (q) => /[?&]start=/.test(q),
        );
        const start = new URLSearchParams(s).get('start');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(start))
          failures.push(`${engine.name} ${locale} ${path}: start=${start} in the link`);
        await settled(engine, locale, path, failures);
        await clickText(engine, 'export button', '[data-testid=settlement-export]', null);
        await clickText(engine, 'CSV item', '[role=menuitem]', m['settlement.export.csv']);
        const toast = await until(
          engine,
          'export confirmed',
          () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent).join(' | '),
          (t) => /\.csv/.test(t),
        );
        if (toast.includes(m['settlement.export.failed'])) failures.push(`${engine.name} ${locale} ${path}: ${toast}`);
        await settled(engine, locale, path, failures);
      });
  }
  return failures;
}

// For scripts that drive the same engines (screenshots of a defect before and after its fix).
export { clickText, navigate, resetTo, settled, until };
