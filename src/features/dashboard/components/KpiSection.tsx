import { useIntl } from '@umijs/max';
import Panel from '@/components/Panel';
import type { DashboardSummary } from '@/contract/typings';
import type { DashboardPeriodKey } from '@/features/dashboard/api';
import { formatDay, formatTimeOfDay } from '@/utils/format';
import { shareValues } from '@/features/settlement';
import LoadError from '@/components/LoadError';
import { formatKpi, KPI_KEYS, kpiChange, kpiDefinitionId } from '../kpi';
import styles from '../DashboardPage.less';
import KpiCard from './KpiCard';

/** "2026/11/16 – 2026/11/22", or one day alone. */
function dayRange(intl: ReturnType<typeof useIntl>, start: string, end: string): string {
  return start === end
    ? formatDay(start)
    : intl.formatMessage({ id: 'dashboard.period.range' }, { start: formatDay(start), end: formatDay(end) });
}

interface Props {
  summary: DashboardSummary | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  period: DashboardPeriodKey;
}

/**
 * The KPI cards of the chosen period. `data-state` tells tests (and the
 * benchmark) when real numbers are on screen: loading, ready or error.
 */
export default function KpiSection({ summary, loading, error, onRetry, period }: Props) {
  const intl = useIntl();
  const showError = !!error && !summary;
  const state = summary && !loading ? 'ready' : showError ? 'error' : 'loading';
  const p = summary?.[period];
  // Said on every card: today so far is against yesterday up to the same hour, like with like.
  const versus = p
    ? intl.formatMessage(
        { id: `dashboard.versus.${period}` },
        // (Only today's message names the hour; formatTimeOfDay writes a dash for a missing one.)
        { time: formatTimeOfDay(p.previousUntil, summary?.timeZone) },
      )
    : '';

  return (
    <section
      data-testid="dashboard-kpis"
      data-state={state}
      aria-label={intl.formatMessage({ id: 'dashboard.kpis.label' })}
      aria-busy={state === 'loading'}
    >
      {showError ? (
        <LoadError onRetry={onRetry} message={intl.formatMessage({ id: 'dashboard.loadFailed' })} />
      ) : (
        <div className={styles.kpiGrid}>
          {KPI_KEYS.map((key) => (
            <div key={key}>
              {summary && p ? (
                <KpiCard
                  label={intl.formatMessage({ id: `dashboard.kpi.${key}` })}
                  hint={intl.formatMessage({ id: kpiDefinitionId(key) }, shareValues(intl.locale))}
                  value={formatKpi(key, p.current[key], summary.currency)}
                  change={kpiChange(p.current[key], p.previous[key])}
                  versus={versus}
                />
              ) : (
                <Panel size="small">
                  <div className={styles.placeholder} />
                </Panel>
              )}
            </div>
          ))}
        </div>
      )}
      {p && (
        <p className={styles.note} style={{ marginBlockStart: 8 }}>
          {dayRange(intl, p.start, p.end)}
          {' · '}
          {p.previousUntil
            ? // Today so far against yesterday up to the same hour: like with like.
              intl.formatMessage(
                { id: 'dashboard.compare.sameHour' },
                {
                  day: dayRange(intl, p.previousStart, p.previousEnd),
                  time: formatTimeOfDay(p.previousUntil, summary?.timeZone),
                },
              )
            : intl.formatMessage(
                { id: 'dashboard.compare.against' },
                { range: dayRange(intl, p.previousStart, p.previousEnd) },
              )}
        </p>
      )}
    </section>
  );
}
