import { useQuery } from '@tanstack/react-query';
import { Link, useAccess, useSearchParams } from '@umijs/max';
import { Alert, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import LoadError from '@/components/LoadError';
import { PATHS } from '@/paths';
import { BILLING_TIME_ZONE } from '@/contract/values';
import { useT } from '@/hooks/useT';
import { usePhone } from '@/hooks/usePhone';
import { statementListQuery } from './api';
import StatementDrawer from './components/StatementDrawer';
import StatementTable from './components/StatementTable';
import MonthList from './components/MonthList';

const MONTH_RE = /^\d{4}-\d{2}$/;

/**
 * Monthly statements (docs/statements.md): the last 24 months with their
 * split and status; a month opens in a drawer (`?month=YYYY-MM`, so it can be
 * linked and survives a reload). Reading needs MonthBillReportView; acting,
 * MonthBillManage. On a phone (issue 34) the next payment comes first (`nextPayment`, from the payments area,
 * given by the route file: the two areas read each other otherwise), then the months as a compact list.
 */
export default function StatementsPage({ nextPayment }: { nextPayment?: ReactNode }) {
  const t = useT();
  const phone = usePhone();
  const canManage = useAccess().canMonthBillManage;
  const q = useQuery(statementListQuery());
  const [params, setParams] = useSearchParams();
  const wanted = params.get('month');
  // Only a month the list has opens (a hostile or stale link is ignored).
  const month = wanted && MONTH_RE.test(wanted) && q.data?.list.some((b) => b.month === wanted) ? wanted : null;
  const pending = q.data?.list.filter((b) => b.status === 'pending') ?? [];

  return (
    <Card>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('statements.title')}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="billing-time-zone">
              {t('statements.subtitle', { zone: BILLING_TIME_ZONE })}
            </Typography.Text>
          </div>
          {canManage && <Link to={PATHS.payments}>{t('statements.toPayments')}</Link>}
        </div>
        {canManage && pending.length > 0 && (
          <Alert type="warning" showIcon message={t('statements.pendingCount', { count: String(pending.length) })} />
        )}
        {q.isError && (
          <LoadError
            message={t('statements.loadError')}
            retryText={t('statements.retry')}
            onRetry={() => void q.refetch()}
          />
        )}
        {phone && canManage && nextPayment}
        {phone ? (
          <MonthList bills={q.data?.list} loading={q.isPending} onOpen={(m) => setParams({ month: m })} />
        ) : (
          <StatementTable bills={q.data?.list} loading={q.isPending} onOpen={(m) => setParams({ month: m })} />
        )}
      </Space>
      <StatementDrawer month={month} onClose={() => setParams({})} />
    </Card>
  );
}
