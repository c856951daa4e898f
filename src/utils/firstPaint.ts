/**
 * Hands the page over from the static first paint (scripts/first-paint.mjs)
 * to React. The static copy stays on top, inert, until no page chunk is
 * loading any more: then React's identical page is underneath and the copy
 * goes in the same frame, so the user sees no jump.
 */
let loading = 0;
let done = typeof document === 'undefined' || !document.getElementById('first-paint');

function handOff(force = false): void {
  if (done || (loading > 0 && !force)) return;
  done = true;
  document.getElementById('first-paint')?.remove();
  document.querySelectorAll('style[data-first-paint]').forEach((s) => s.remove());
  document.documentElement.removeAttribute('data-first-paint');
}

/**
 * After a commit with no page loading: hand off once React's effects of that
 * commit have all run. A microtask, not the next frame: React runs a commit's
 * effect cleanups and mounts in one go, so a nested page that starts loading
 * as its parent's spinner goes (1 → 0 → 1) has counted itself by then; and
 * React's page is already in the document, so the next paint shows it
 * without the copy, a frame earlier than waiting for one.
 */
export function firstPaintSettled(): void {
  if (done) return;
  queueMicrotask(() => handOff());
}

export function firstPaintLoadingStarted(): void {
  loading += 1;
}

export function firstPaintLoadingEnded(): void {
  loading = Math.max(0, loading - 1);
  firstPaintSettled();
}

/**
 * A page that takes long enough to show the loading spinner: the console's
 * frame (a sketch, not the page) gives way to the real one, menu and spinner,
 * so a slow page is no slower to use than without the first paint. The
 * sign-in copy is the page itself and stays until its script is ready.
 */
export function firstPaintLoadingSlow(): void {
  if (!done && document.documentElement.getAttribute('data-first-paint') === 'shell') handOff(true);
}
