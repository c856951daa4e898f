import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import LoadError from '@/components/LoadError';
import { useWrite } from '@/lib/data/useWrite';
import type { SessionInfo } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { deviceLabel } from '@/lib/signOut/device';
import { useT } from '@/hooks/useT';
import { endOtherSessions, endSession, securityKeys, sessionsQuery } from '../../api';
import RegionCard from '../RegionCard';

/**
 * The account's active sessions (extension, issue 20): device, address, place,
 * signed in and last seen in the account's time zone; end one, or every other.
 * The ended tab learns it at its next request (401 with the reason).
 */
export default function ActiveSessions({ timeZone }: { timeZone?: string }) {
  const t = useT();
  const query = useQuery(sessionsQuery());
  const end = useWrite(endSession, [securityKeys.all]);
  const endOthers = useWrite(endOtherSessions, [securityKeys.all]);
  const list = query.data?.list ?? [];
  const others = list.filter((s) => !s.current).length;
  const title = t('account.sessions.title');
  const when = (v: string) => formatDateTimeZone(v, timeZone);

  // Three columns, each with a second line, so the card's half of a 1280 px page holds them (issue 52: six were cut).
  const columns: TableColumnsType<SessionInfo> = [
    {
      key: 'device',
      title: t('account.sessions.col.device'),
      render: (_, s) => (
        <>
          <Space size={4} wrap>
            <span>{deviceLabel(t, s.browser, s.os)}</span>
            {s.current && <Tag color="blue">{t('account.sessions.current')}</Tag>}
          </Space>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            <bdi dir="ltr">{s.ip}</bdi>
            {' · '}
            {s.place ? <bdi>{s.place}</bdi> : t('account.sessions.placeUnknown')}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'lastSeen',
      title: t('account.sessions.col.lastSeen'),
      render: (_, s) => (
        <>
          <span>{when(s.lastSeenAt)}</span>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {t('account.sessions.signedInAt', { time: when(s.signedInAt) })}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, s) =>
        s.current ? null : (
          <Popconfirm
            title={t('account.sessions.endConfirm')}
            okText={t('account.sessions.end')}
            cancelText={t('common.cancel')}
            onConfirm={() => end.mutateAsync(s.id).catch(() => undefined)}
          >
            <Button size="small" danger aria-label={`${t('account.sessions.end')}: ${deviceLabel(t, s.browser, s.os)}`}>
              {t('account.sessions.end')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  if (query.isError && !query.data)
    return (
      <Card title={title}>
        <LoadError variant="result" message={t('account.sessions.loadFailed')} onRetry={() => void query.refetch()} />
      </Card>
    );

  return (
    <RegionCard
      title={title}
      extra={
        <Popconfirm
          title={t('account.sessions.endOthersConfirm')}
          okText={t('account.sessions.endOthers')}
          cancelText={t('common.cancel')}
          disabled={others === 0}
          onConfirm={() => endOthers.mutateAsync(undefined).catch(() => undefined)}
        >
          <Button danger disabled={others === 0} loading={endOthers.isPending}>
            {t('account.sessions.endOthers')}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('account.sessions.intro')}
        {query.data && ` ${t('account.sessions.limit', { limit: query.data.limit })}`}
      </Typography.Paragraph>
      <Table<SessionInfo>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list}
        loading={query.isLoading}
        pagination={false}
        // No sideways scroll: the cells wrap inside the card (at max-content the second lines made it wider than it).
        data-testid="sessions"
        footer={query.data && others === 0 ? () => t('account.sessions.onlyThis') : undefined}
      />
    </RegionCard>
  );
}
