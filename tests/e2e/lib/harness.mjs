import assert from 'node:assert/strict';

/** A tiny registry: spec files call test(); tests/e2e/run.mjs runs them in order. */
export const registered = [];

export function test(name, fn, { timeout = 60000 } = {}) {
  registered.push({ name, fn, timeout });
}

export { assert };

/** Polls `check` (sync or async) until it returns truthy; fails with `what` after `timeout` ms. */
export async function until(check, what, timeout = 15000) {
  const start = Date.now();
  let last;
  while (Date.now() - start < timeout) {
    try {
      last = await check();
      if (last) return last;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
}
