import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: a form asks the server as
 * the user types, but not for every keystroke. Compared by JSON, so a new
 * object with the same content does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The JSON key stands for the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}
