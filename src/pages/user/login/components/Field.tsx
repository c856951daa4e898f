import type { ReactNode } from 'react';
import styles from '../index.less';

/**
 * A labelled field as antd's vertical form item shows it: label above, the
 * message below in red when the value is wrong, else an optional hint. The
 * input is tied to both (htmlFor, aria-describedby) by the caller's id.
 */
export default function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-help`} className={styles.fieldError}>
          {error}
        </div>
      ) : extra ? (
        <div id={`${id}-help`} className={styles.fieldExtra}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

/** The props that tie an input to its Field's message. */
export function describedBy(id: string, error: string | undefined, hasExtra = false) {
  return {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hasExtra ? `${id}-help` : undefined,
  };
}
