import { LoadingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Radio, Segmented } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import Panel from '@/components/Panel';
import { isolateFigure } from '@/components/text';
import type { ChangeDimensionKey, ChangeReport } from '@/contract/typings';
import { CHANGE_DIMENSIONS } from '@/contract/values';
import { useT } from '@/hooks/useT';
import {
  changeRatio,
  formatChange,
  formatMoney,
  formatSignedMoney,
  formatTimeOfDay,
  formatWeekday,
} from '@/utils/format';
import { activeTimeZone } from '@/utils/zone';
import { dashboardChangesQuery } from '../api';
import MoverList from './MoverList';
import styles from './WhatChanged.less';

type Which = 'yesterday' | 'today';
const WHICH: Which[] = ['yesterday', 'today'];

/** The comparison in words: which day against which, and for today up to which hour on both. */
function Against({ which, report }: { which: Which; report: ChangeReport }) {
  const t = useT();
  const zone = activeTimeZone();
  return (
    <p className={styles.against} data-testid="changes-against">
      {which === 'yesterday'
        ? t('dashboard.changes.against.yesterday', {
            day: formatWeekday(report.date),
            previousDay: formatWeekday(report.previousDate),
          })
        : t('dashboard.changes.against.today', {
            day: formatWeekday(report.date),
            time: formatTimeOfDay(report.until, zone),
            previousDay: formatWeekday(report.previousDate),
            previousTime: formatTimeOfDay(report.previousUntil, zone),
          })}
    </p>
  );
}

/**
 * "What changed" (issue 49, docs/insights.md): yesterday against the same weekday a week before, or today so far
 * against the same hours a week before; the apps, ad positions, countries or ad types that moved earnings most,
 * each with its cause, and everything else, adding up to the change. Loaded after the KPIs (its own chunk).
 */
export default function WhatChanged() {
  const t = useT();
  const [which, setWhich] = useState<Which>('yesterday');
  const [dimension, setDimension] = useState<ChangeDimensionKey>('app');
  const changes = useQuery(dashboardChangesQuery(activeTimeZone()));
  const report = changes.data?.[which];
  const currency = changes.data?.currency ?? 'USD';
  const dim = report?.dimensions.find((d) => d.dimension === dimension);
  const falls = dim?.movers.filter((m) => m.change < 0) ?? [];
  const rises = dim?.movers.filter((m) => m.change > 0) ?? [];

  return (
    <Panel
      title={t('dashboard.changes.title')}
      data-testid="what-changed"
      data-state={changes.isError ? 'error' : report ? 'ready' : 'loading'}
      aria-busy={changes.isFetching}
      extra={
        <span className={styles.extra}>
          {changes.isFetching && <LoadingOutlined aria-hidden />}
          <Segmented<Which>
            size="small"
            aria-label={t('dashboard.changes.period.label')}
            value={which}
            onChange={setWhich}
            options={WHICH.map((w) => ({ value: w, label: t(`dashboard.changes.period.${w}`) }))}
          />
        </span>
      }
    >
      {changes.isError && !changes.isFetching ? (
        <LoadError onRetry={() => void changes.refetch()} message={t('dashboard.loadFailed')} />
      ) : !report ? (
        <div className={styles.placeholder} />
      ) : (
        <>
          <Against which={which} report={report} />
          <p className={styles.total} data-testid="changes-total">
            {t('dashboard.changes.total', {
              // The KPI card's own name: an estimate (the last 3 days are), the publisher's earnings, not gross.
              earnings: t('dashboard.kpi.earnings'),
              current: isolateFigure(formatMoney(report.current.earnings, currency)),
              previous: isolateFigure(formatMoney(report.previous.earnings, currency)),
              change: isolateFigure(formatSignedMoney(report.change, currency)),
              ratio: isolateFigure(formatChange(changeRatio(report.current.earnings, report.previous.earnings))),
            })}
          </p>
          {report.change === 0 && report.current.earnings === 0 ? (
            <p className={styles.empty}>
              {t(which === 'today' ? 'dashboard.changes.tooEarly' : 'dashboard.changes.nothing')}
            </p>
          ) : (
            <>
              <Radio.Group
                aria-label={t('dashboard.changes.dimension.label')}
                optionType="button"
                size="small"
                value={dimension}
                onChange={(e) => setDimension(e.target.value as ChangeDimensionKey)}
                options={CHANGE_DIMENSIONS.map((d) => ({ value: d, label: t(`dashboard.changes.dimension.${d}`) }))}
                className={styles.dimensions}
              />
              <div className={styles.columns}>
                <MoverList
                  title={t('dashboard.changes.falls')}
                  empty={t('dashboard.changes.noFalls')}
                  testId="changes-falls"
                  movers={falls}
                  dimension={dimension}
                  date={report.date}
                  currency={currency}
                />
                <MoverList
                  title={t('dashboard.changes.rises')}
                  empty={t('dashboard.changes.noRises')}
                  testId="changes-rises"
                  movers={rises}
                  dimension={dimension}
                  date={report.date}
                  currency={currency}
                />
              </div>
              {dim && (
                <p className={styles.others} data-testid="changes-others">
                  {t('dashboard.changes.others', {
                    count: dim.others.count,
                    change: isolateFigure(formatSignedMoney(dim.others.change, currency)),
                    total: isolateFigure(formatSignedMoney(report.change, currency)),
                  })}
                </p>
              )}
            </>
          )}
        </>
      )}
    </Panel>
  );
}
