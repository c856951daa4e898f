import type { HTMLAttributes, ReactNode } from 'react';
import styles from './index.less';

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** data-* attributes for tests and the benchmark pass through. */
  [data: `data-${string}`]: string | number | undefined;
};

/**
 * A bordered box with an optional header, as antd's Card draws it. antd's
 * Card imports Tabs and Skeleton for features the dashboard never uses;
 * this is the part it does use (docs/speed.md).
 */
export default function Panel({ title, extra, size = 'default', className, children, ...rest }: Props) {
  const classes = [styles.panel, size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} {...rest}>
      {(title || extra) && (
        <header className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {extra && <div className={styles.extra}>{extra}</div>}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
