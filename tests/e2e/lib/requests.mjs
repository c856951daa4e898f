// The requests a page has in flight (issue 30): "every answer the page asked for has arrived" as a state to wait
// for, not Playwright's `networkidle`, which waits 500 ms of silence after a page load (half a second per page of
// a walk) and does not wait at all after a navigation inside the app (it fires once per document).

const tracked = new WeakMap();

/** Counts the page's requests from now on (fixtures.mjs does this for every page a test opens). */
export function trackRequests(page) {
  if (tracked.has(page)) return;
  const state = { pending: new Set(), idle: new Set() };
  tracked.set(page, state);
  const finished = (request) => {
    state.pending.delete(request);
    if (!state.pending.size) for (const resolve of state.idle) resolve();
  };
  page.on('request', (request) => state.pending.add(request));
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
}

/**
 * Resolves when the page has no request in flight and has started none in the two frames after (an answer's
 * handler that asks for more counts again). Fails after `timeout` ms naming what is still pending.
 */
export async function requestsDone(page, { timeout = 60_000 } = {}) {
  const state = tracked.get(page);
  if (!state) throw new Error('requestsDone: this page is not tracked (trackRequests)');
  const deadline = Date.now() + timeout;
  for (;;) {
    while (state.pending.size) {
      const left = deadline - Date.now();
      if (left <= 0) {
        const urls = [...state.pending].map((r) => `${r.method()} ${r.url()}`);
        throw new Error(`requests still in flight after ${timeout} ms: ${urls.join(', ')}`);
      }
      let resolve;
      const idle = new Promise((r) => {
        resolve = r;
        state.idle.add(r);
      });
      let timer;
      const late = new Promise((r) => {
        timer = setTimeout(r, left);
      });
      await Promise.race([idle, late]);
      clearTimeout(timer);
      state.idle.delete(resolve);
    }
    await page.evaluate(
      () =>
        new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
        }),
    );
    if (!state.pending.size) return;
  }
}
