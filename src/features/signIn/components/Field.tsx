import type { ReactNode } from 'react';
import styles from '../signIn.less';

/**
 * A labelled field as antd's vertical form item shows it: label above, the
 * message below in red when the value is wrong, else an optional hint. The
 * input is tied to both by its id (htmlFor; `<id>-help` for aria-describedby,
 * as useFields' `input` sets it).
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
