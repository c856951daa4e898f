import { useQuery } from '@tanstack/react-query';
import { Radio, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import type { SignInAttempt } from '@/contract/typings';
import { DEFAULT_PAGE_SIZE } from '@/contract/values';
import { formatDateTimeZone } from '@/utils/format';
import { deviceLabel } from '@/lib/signOut/device';
import { useT } from '@/hooks/useT';
import { signInHistoryQuery } from '../../api';
import RegionCard from '../RegionCard';

/** Every sign-in attempt on the account, failures included, newest first, in the account's time zone. */
export default function SignInHistory({ timeZone }: { timeZone?: string }) {
  const t = useT();
  const [failedOnly, setFailedOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const query = useQuery(signInHistoryQuery({ current, pageSize: DEFAULT_PAGE_SIZE, failedOnly }));
  const title = t('account.history.title');

  const columns: TableColumnsType<SignInAttempt> = [
    { key: 'at', title: t('account.history.col.time'), render: (_, a) => formatDateTimeZone(a.at, timeZone) },
    {
      key: 'result',
      title: t('account.history.col.result'),
      render: (_, a) =>
        a.ok ? (
          <Tag color="success">{t('account.history.ok')}</Tag>
        ) : (
          <Tag color="error">{t(`account.history.failure.${a.failure ?? 'wrongPassword'}`)}</Tag>
        ),
    },
    {
      key: 'method',
      title: t('account.history.col.method'),
      render: (_, a) => t(`account.history.method.${a.method}`),
    },
    { key: 'device', title: t('account.sessions.col.device'), render: (_, a) => deviceLabel(t, a.browser, a.os) },
    { key: 'ip', title: t('account.sessions.col.ip'), render: (_, a) => <bdi dir="ltr">{a.ip}</bdi> },
    {
      key: 'place',
      title: t('account.sessions.col.place'),
      render: (_, a) => (a.place ? <bdi>{a.place}</bdi> : t('account.sessions.placeUnknown')),
    },
  ];

  return (
    <RegionCard
      title={title}
      extra={
        <Radio.Group
          optionType="button"
          size="small"
          value={failedOnly ? 'failed' : 'all'}
          onChange={(e) => {
            setFailedOnly(e.target.value === 'failed');
            setCurrent(1);
          }}
          options={[
            { value: 'all', label: t('account.history.filter.all') },
            { value: 'failed', label: t('account.history.filter.failed') },
          ]}
        />
      }
    >
      {query.isError && !query.data ? (
        <LoadError variant="result" message={t('account.history.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <Table<SignInAttempt>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('account.history.empty') }}
          data-testid="sign-in-history"
          pagination={{
            current,
            pageSize: DEFAULT_PAGE_SIZE,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setCurrent,
          }}
        />
      )}
    </RegionCard>
  );
}
