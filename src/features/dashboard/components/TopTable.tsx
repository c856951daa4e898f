import { LoadingOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { settlementHref } from '@/features/settlement';
import Panel from '@/components/Panel';
import LoadError from '@/components/LoadError';
import type { TopAdPositionEntry, TopEntry } from '@/contract/typings';
import { formatInteger, formatMoney, formatPercent } from '@/utils/format';
import { Name } from '@/components/text';
import { useT } from '@/hooks/useT';
import styles from '../DashboardPage.less';

interface Props<T extends TopEntry> {
  kind: 'apps' | 'adPositions';
  rows: T[] | undefined;
  currency: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The days the rows cover (the account's zone): each name opens the settlement report of them. */
  range: { start: string; end: string } | undefined;
}

/**
 * Top apps or ad positions of the period by revenue, with each one's share
 * of the revenue. Five rows, no paging or sorting: a plain table, not antd's
 * (which with its pager, filters and selects is a fifth of the dashboard's
 * weight).
 */
export default function TopTable<T extends TopEntry>({
  kind,
  rows,
  currency,
  loading,
  error,
  onRetry,
  range,
}: Props<T>) {
  const t = useT();
  const list = rows ?? [];

  return (
    <Panel
      title={t(kind === 'apps' ? 'dashboard.top.apps' : 'dashboard.top.adPositions')}
      extra={loading ? <LoadingOutlined aria-hidden /> : undefined}
      data-testid={`dashboard-top-${kind}`}
    >
      {error && !loading ? (
        <LoadError onRetry={onRetry} message={t('dashboard.loadFailed')} />
      ) : (
        <table className={styles.top} aria-busy={loading}>
          <thead>
            <tr>
              <th className={styles.rank}>{t('dashboard.top.rank')}</th>
              <th>{t(kind === 'apps' ? 'dashboard.top.app' : 'dashboard.top.adPosition')}</th>
              <th className={styles.money}>{t('dashboard.top.revenue')}</th>
              <th className={styles.share}>{t('dashboard.top.share')}</th>
            </tr>
          </thead>
          <tbody className={loading ? styles.stale : undefined}>
            {list.length === 0 && !loading && (
              <tr>
                <td colSpan={4} className={styles.empty}>
                  {t('dashboard.top.empty')}
                </td>
              </tr>
            )}
            {list.map((r, i) => {
              const pos = kind === 'adPositions' ? (r as unknown as TopAdPositionEntry) : null;
              const share = formatPercent(r.share, 1);
              return (
                <tr key={r.id}>
                  <td className={styles.rank}>{formatInteger(i + 1)}</td>
                  <td className={styles.name}>
                    <div>
                      {range ? (
                        // The report of the same days, filtered to this app or ad position.
                        <Link
                          to={settlementHref({
                            ...range,
                            ...(kind === 'apps' ? { appIds: [r.id] } : { adPositionIds: [r.id] }),
                          })}
                          data-testid="top-link"
                        >
                          <Name maxWidth="100%" data-testid="top-name">
                            {r.name}
                          </Name>
                        </Link>
                      ) : (
                        <Name maxWidth="100%" data-testid="top-name">
                          {r.name}
                        </Name>
                      )}
                    </div>
                    {pos && (
                      <div className={styles.secondary}>
                        <Name>{pos.appName}</Name> · {t(`dashboard.adType.${pos.adType}`)}
                      </div>
                    )}
                  </td>
                  <td className={styles.money}>{formatMoney(r.earnings, currency)}</td>
                  <td className={styles.share}>
                    <div className={styles.bar} role="img" aria-label={share}>
                      <span style={{ inlineSize: `${Math.min(100, Math.max(0, r.share * 100))}%` }} />
                    </div>
                    <span aria-hidden>{share}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
