import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Button, Empty, Pagination, Segmented, Spin } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import { useWrite } from '@/lib/data/useWrite';
import { alertKeys, markRead, notificationsQuery } from '../api';
import NotificationItem from './NotificationItem';
import styles from './NotificationsTab.less';

const PAGE_SIZE = 10;

/** Every notification of the reader, newest first, paged on the server; all or unread; read marks. */
export default function NotificationsTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [unread, setUnread] = useState(false);
  const [current, setCurrent] = useState(1);
  const page = useQuery(notificationsQuery({ current, pageSize: PAGE_SIZE, unread: unread || undefined }));
  const mark = useWrite(markRead, [alertKeys.notifications()]);
  const list = page.data?.list ?? [];
  return (
    <div className={styles.tab} data-testid="notifications" data-state={page.isPending ? 'loading' : 'ready'}>
      <div className={styles.bar}>
        <Segmented
          aria-label={t('alerts.filter')}
          value={unread ? 'unread' : 'all'}
          options={[
            { value: 'all', label: t('alerts.filter.all') },
            { value: 'unread', label: t('alerts.filter.unread') },
          ]}
          onChange={(v) => {
            setUnread(v === 'unread');
            setCurrent(1);
          }}
        />
        <Button onClick={() => mark.mutate({ all: true })} loading={mark.isPending && !!mark.variables?.all}>
          {t('alerts.markAllRead')}
        </Button>
      </div>
      {page.isError ? (
        <LoadError message={t('alerts.loadError')} onRetry={() => page.refetch()} />
      ) : page.isPending ? (
        <Spin className={styles.loading} />
      ) : list.length === 0 ? (
        <Empty description={t(unread ? 'alerts.emptyUnread' : 'alerts.empty')} />
      ) : (
        <ul className={styles.list} aria-busy={page.isFetching}>
          {list.map((n) => (
            <li key={n.id} className={styles.row}>
              <NotificationItem n={n} withFix />
              <Button size="small" onClick={() => mark.mutate({ ids: [n.id], read: !n.read })}>
                {t(n.read ? 'alerts.markUnread' : 'alerts.markRead')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(page.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          className={styles.pager}
          current={current}
          pageSize={PAGE_SIZE}
          total={page.data?.total}
          showSizeChanger={false}
          onChange={setCurrent}
        />
      ) : null}
    </div>
  );
}
