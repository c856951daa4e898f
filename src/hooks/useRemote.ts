import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface Remote<T> {
  /** The answer of the latest call that succeeded (kept while a newer one loads). */
  data: T | undefined;
  /** The failure of the latest call, cleared when a call starts. */
  error: unknown;
  loading: boolean;
  /** Runs the call again (e.g. a retry button). */
  reload: () => void;
}

/**
 * Runs an async read whenever `deps` change. Answers of calls that were
 * overtaken by a newer one (a fast period switch) or that arrive after
 * unmounting are dropped. Failures become `error`, never an unhandled
 * rejection; the request layer has already told the user.
 */
export function useRemote<T>(load: () => Promise<T>, deps: DependencyList): Remote<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    setError(undefined);
    loadRef
      .current()
      .then((value) => {
        if (id !== latest.current) return;
        setData(value);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if (id !== latest.current) return;
        setError(e ?? new Error('failed'));
        setLoading(false);
      });
    return () => {
      // A newer run (or unmounting) makes this one stale.
      if (latest.current === id) latest.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}
