import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. The deadline is a
 * clock time, so a throttled background tab still shows the right value
 * when it wakes up.
 */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  const deadline = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval>>();

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      deadline.current = Date.now() + seconds * 1000;
      setLeft(Math.max(0, Math.ceil(seconds)));
      timer.current = setInterval(() => {
        const remaining = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
        setLeft(remaining);
        if (remaining === 0) stop();
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { left, start, running: left > 0 };
}
