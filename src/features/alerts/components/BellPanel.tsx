import { useQuery } from '@tanstack/react-query';
import { Link, useIntl } from '@umijs/max';
import { Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import EmptyLoadError from '@/components/LoadError/EmptyLoadError';
import { useWrite } from '@/lib/data/useWrite';
import { PATHS } from '@/paths';
import { alertKeys, markRead, notificationsQuery } from '../api';
import NotificationItem from './NotificationItem';
import styles from './BellPanel.less';

/** The latest few, newest first: the rest are one "See all" away. */
const LATEST = 5;

/** The bell's dropdown (its own chunk): the latest notifications, "Mark all as read", "See all". */
export default function BellPanel({ onClose }: { onClose: (back?: boolean) => void }) {
  const intl = useIntl();
  const latest = useQuery(notificationsQuery({ current: 1, pageSize: LATEST }));
  const readAll = useWrite(() => markRead({ all: true }), [alertKeys.notifications()]);
  const list = latest.data?.list ?? [];
  // The panel is rendered at the end of the page: a keyboard user is taken into it (Tab goes on from there, Escape
  // closes it and goes back to the bell).
  const self = useRef<HTMLElement>(null);
  useEffect(() => self.current?.focus(), []);
  return (
    <section
      ref={self}
      tabIndex={-1}
      className={styles.panel}
      aria-label={intl.formatMessage({ id: 'alerts.latest' })}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose(true);
      }}
    >
      <header className={styles.header}>
        <h2 className={styles.title}>{intl.formatMessage({ id: 'alerts.latest' })}</h2>
        <Button
          type="link"
          size="small"
          disabled={!list.some((n) => !n.read)}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined)}
        >
          {intl.formatMessage({ id: 'alerts.markAllRead' })}
        </Button>
      </header>
      {latest.isError ? (
        <EmptyLoadError message={intl.formatMessage({ id: 'alerts.loadError' })} onRetry={() => latest.refetch()} />
      ) : latest.isPending ? (
        <Spin className={styles.loading} />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'alerts.empty' })}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((n) => (
            <li key={n.id}>
              <NotificationItem n={n} onOpen={() => onClose()} />
            </li>
          ))}
        </ul>
      )}
      <footer className={styles.footer}>
        <Link to={PATHS.notifications} onClick={() => onClose()}>
          {intl.formatMessage({ id: 'alerts.seeAll' })}
        </Link>
      </footer>
    </section>
  );
}
