import { useAccess, useIntl } from '@umijs/max';
import { Flex, Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activeTimeZone } from '@/utils/zone';
import { dashboardSummaryQuery, dashboardTopQuery, type DashboardPeriodKey } from '@/features/dashboard/api';
import { loadDashboardPeriod, saveDashboardPeriod } from '@/session';
import AppAdsProblems from './components/AppAdsProblems';
import BelowFold from './components/BelowFold';
import DataNote from './components/DataNote';
import KpiSection from './components/KpiSection';
import TopTable from './components/TopTable';
import TrendSection from './components/TrendSection';
import { PERIOD_KEYS } from './kpi';
import styles from './DashboardPage.less';

const TOP_LIMIT = 5;
/** The next payment's card at the foot of the page: its code (antd's Card, Statistic…) loads when scrolled near. */
const NextPaymentCard = lazy(() =>
  import(/* webpackChunkName: "next-payment" */ '@/features/payments').then((m) => ({ default: m.NextPaymentCard })),
);
/**
 * Issue 52: a payout hold, a freeze or a sub-account's report of a change (the owner decides right there) at the
 * top, in the next payment's chunk (loaded only when payments may show).
 */
const PayoutHoldNotice = lazy(() =>
  import(/* webpackChunkName: "next-payment" */ '@/features/payments').then((m) => ({ default: m.PayoutHoldNotice })),
);
/** Account health's count (issue 49): what limits serving or payouts, when anything does; its own chunk too. */
const HealthCount = lazy(() =>
  import(/* webpackChunkName: "health-count" */ '@/features/health').then((m) => ({ default: m.HealthCount })),
);
/** "What changed" (issue 49): its code and call come after the KPIs, so they never wait for it. */
const WhatChanged = lazy(() => import(/* webpackChunkName: "what-changed" */ './changes/WhatChanged'));
/** About the panel's height while it comes, so the trend below does not jump. */
const WHAT_CHANGED_HEIGHT = 320;
/** About the card's height, so the page does not grow under the reader when it comes. */
const NEXT_PAYMENT_HEIGHT = 150;

/** The home page: KPIs of a period, the revenue and impressions trend, and the top earners. */
export default function DashboardPage() {
  const intl = useIntl();
  // The period chosen last by this account (in any tab), today the first time.
  const [period, setPeriod] = useState<DashboardPeriodKey>(() => loadDashboardPeriod(PERIOD_KEYS) ?? 'today');
  const choosePeriod = (next: DashboardPeriodKey) => {
    setPeriod(next);
    saveDashboardPeriod(next);
  };
  // Usually already under way since the app started (src/app.tsx): the cache hands that read over.
  const summary = useQuery(dashboardSummaryQuery(activeTimeZone()));
  // Top lists follow the period switch; the summary holds all four periods at once.
  // While another period loads, the previous lists stay (with a spinner).
  const top = useQuery({
    ...dashboardTopQuery({ period, limit: TOP_LIMIT, timeZone: activeTimeZone() }),
    placeholderData: keepPreviousData,
  });

  // The days the lists shown cover (while another period loads, the previous lists keep their own days).
  const topRange = top.data ? { start: top.data.start, end: top.data.end } : undefined;
  const canPayments = useAccess().canMonthBillManage;
  return (
    // Flex, not Space: Space (3 KB gzip with its addon) would come to the first load for this alone (issue 32).
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
        <h1 className={styles.heading}>{intl.formatMessage({ id: 'dashboard.title' })}</h1>
        <DataNote meta={summary.data} />
      </Flex>
      <Suspense fallback={null}>
        <HealthCount enabled={summary.status !== 'pending'} />
      </Suspense>
      {canPayments && (
        <Suspense fallback={null}>
          <PayoutHoldNotice />
        </Suspense>
      )}
      <AppAdsProblems />
      <div data-testid="dashboard-period" data-period={period} className={`${styles.fill} ${styles.period}`}>
        <Segmented<DashboardPeriodKey>
          aria-label={intl.formatMessage({ id: 'dashboard.period.label' })}
          value={period}
          onChange={choosePeriod}
          options={PERIOD_KEYS.map((key) => ({
            value: key,
            label: intl.formatMessage({ id: `dashboard.period.${key}` }),
          }))}
        />
      </div>
      <KpiSection
        summary={summary.data}
        loading={summary.isFetching}
        // A retry under way is not an error on screen.
        error={summary.isFetching ? null : summary.error}
        onRetry={() => void summary.refetch()}
        period={period}
      />
      {summary.status !== 'pending' ? (
        <Suspense fallback={<div style={{ minBlockSize: WHAT_CHANGED_HEIGHT }} />}>
          <WhatChanged />
        </Suspense>
      ) : (
        <div style={{ minBlockSize: WHAT_CHANGED_HEIGHT }} />
      )}
      <TrendSection />
      <div className={styles.topGrid}>
        {(['apps', 'adPositions'] as const).map((kind) => (
          <div key={kind}>
            <TopTable
              kind={kind}
              rows={top.data?.[kind]}
              currency={top.data?.currency ?? 'USD'}
              loading={top.isFetching}
              error={top.error}
              onRetry={() => void top.refetch()}
              range={topRange}
            />
          </div>
        ))}
      </div>
      {canPayments && (
        // The next payment (extension, docs/payments.md): money matters only to who may see the payments.
        <div className={styles.paymentGrid}>
          <div>
            <BelowFold minHeight={NEXT_PAYMENT_HEIGHT}>
              <Suspense fallback={<div style={{ minBlockSize: NEXT_PAYMENT_HEIGHT }} />}>
                <NextPaymentCard withLink />
              </Suspense>
            </BelowFold>
          </div>
        </div>
      )}
      <p className={styles.note}>{intl.formatMessage({ id: 'dashboard.note.estimated' })}</p>
    </Flex>
  );
}
