/**
 * Starts a React.lazy component's load now, so that its first render finds
 * it resolved. React.lazy suspends on its first render even when its chunk
 * has long arrived, and once a Suspense fallback has shown, React holds the
 * content back for up to 500 ms (its fallback throttle): on the 2-core bench
 * machine that was most of the dashboard's first second (docs/speed.md).
 *
 * It calls the lazy object's own initializer (`_init(_payload)`, what React
 * does on the first render). Anything that is not such an object is ignored.
 */
export function warmLazy(component: unknown): void {
  const lazy = component as { _init?: (payload: unknown) => unknown; _payload?: unknown } | null;
  if (!lazy || typeof lazy._init !== 'function') return;
  try {
    lazy._init(lazy._payload);
  } catch {
    // Still loading (React's initializer throws the pending promise), or the
    // load failed: the render suspends or shows the error as usual.
  }
}
