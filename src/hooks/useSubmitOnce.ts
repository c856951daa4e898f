import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async submit at most once at a time: a second Enter or click while
 * the first is in flight is ignored (a ref, not state, so even two events in
 * the same tick are caught). `busy` drives the button's spinner.
 */
export function useSubmitOnce<A extends unknown[]>(fn: (...args: A) => Promise<void>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await fn(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [fn],
  );
  return { run, busy };
}
