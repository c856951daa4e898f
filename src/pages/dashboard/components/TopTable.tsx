import { useIntl } from '@umijs/max';
import { Card, Empty, Progress, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TopAdPositionEntry, TopEntry } from '@/services/typings';
import { formatMoney, formatPercent } from '@/utils/format';
import LoadError from '@/components/LoadError';

interface Props<T extends TopEntry> {
  kind: 'apps' | 'adPositions';
  rows: T[] | undefined;
  currency: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Top apps or ad positions of the period by revenue, with each one's share of the revenue. */
export default function TopTable<T extends TopEntry>({ kind, rows, currency, loading, error, onRetry }: Props<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ColumnsType<T> = [
    { key: 'rank', title: t('dashboard.top.rank'), width: 56, render: (_v, _r, i) => i + 1 },
    {
      key: 'name',
      title: t(kind === 'apps' ? 'dashboard.top.app' : 'dashboard.top.adPosition'),
      ellipsis: true,
      render: (_v, r) => {
        const pos = kind === 'adPositions' ? (r as unknown as TopAdPositionEntry) : null;
        return (
          <>
            <Typography.Text ellipsis={{ tooltip: r.name }}>{r.name}</Typography.Text>
            {pos && (
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                  {pos.appName} · {t(`dashboard.adType.${pos.adType}`)}
                </Typography.Text>
              </div>
            )}
          </>
        );
      },
    },
    {
      key: 'revenue',
      title: t('dashboard.top.revenue'),
      align: 'end',
      width: 120,
      render: (_v, r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(r.revenue, currency)}</span>,
    },
    {
      key: 'share',
      title: t('dashboard.top.share'),
      width: 150,
      render: (_v, r) => (
        <Progress
          percent={r.share * 100}
          size="small"
          format={() => formatPercent(r.share, 1)}
          aria-label={formatPercent(r.share, 1)}
        />
      ),
    },
  ];

  return (
    <Card
      title={t(kind === 'apps' ? 'dashboard.top.apps' : 'dashboard.top.adPositions')}
      data-testid={`dashboard-top-${kind}`}
      style={{ blockSize: '100%' }}
    >
      {error && !loading ? (
        <LoadError onRetry={onRetry} message={intl.formatMessage({ id: 'dashboard.loadFailed' })} />
      ) : (
        <Table<T>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={rows ?? []}
          loading={loading}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.top.empty')} /> }}
        />
      )}
    </Card>
  );
}
