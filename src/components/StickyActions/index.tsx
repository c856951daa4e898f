import type { ReactNode } from 'react';
import styles from './index.less';

/** The main buttons of a full-page form (submit, next, cancel): a bar that sticks to the window's bottom edge. */
export default function StickyActions({ children }: { children: ReactNode }) {
  return (
    <div className={styles.bar} data-testid="form-actions">
      {children}
    </div>
  );
}
