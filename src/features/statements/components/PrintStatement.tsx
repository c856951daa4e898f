import { createPortal } from 'react-dom';
import { useIntl } from '@umijs/max';
import type { MonthBillDetail } from '@/contract/typings';
import { formatDateTime, formatInteger, formatMoney, formatMonth, formatPercent } from '@/utils/format';
import { isolateFigure } from '@/components/text';
import { useT } from '@/hooks/useT';
import { adjustmentReason } from '../adjustmentReason';
import styles from '../print.less';

/**
 * The month as a printed statement: a sheet of its own at the end of
 * <body>, hidden on screen; print.less shows only it when printing (no
 * menu, header or drawer): company, period, billing time zone, the lines
 * by ad position, the split, adjustments with reasons, totals.
 */
export default function PrintStatement({ detail }: { detail: MonthBillDetail }) {
  const t = useT();
  const { locale } = useIntl();
  const b = detail.bill;
  // One left-to-right run (isolateFigure): a negative amount reads "-$330.33" in ar-EG and fa-IR too.
  const money = (n: number) => isolateFigure(formatMoney(n, b.currency));
  return createPortal(
    <article className={`${styles.sheet} print-statement-root`} data-testid="print-statement">
      <header className={styles.head}>
        <div>
          <h1>{t('statements.print.title', { month: formatMonth(b.month) })}</h1>
          <p>{detail.company}</p>
        </div>
        <dl>
          <dt>{t('statements.print.period')}</dt>
          <dd>
            {detail.startDate} – {detail.endDate}
          </dd>
          <dt>{t('statements.print.timeZone')}</dt>
          <dd>{detail.billingTimeZone}</dd>
          <dt>{t('statements.col.status')}</dt>
          <dd>{t(`statements.status.${b.status}`)}</dd>
          <dt>{t('statements.print.issued')}</dt>
          <dd>{formatDateTime(b.issuedAt, detail.billingTimeZone)}</dd>
        </dl>
      </header>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>{t('statements.col.app')}</th>
            <th>{t('statements.col.position')}</th>
            <th>{t('statements.col.impressions')}</th>
            <th>{t('statements.col.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.byAdPosition.map((l) => (
            <tr key={l.adPositionId}>
              <td>{l.appName}</td>
              <td>{l.adPositionName}</td>
              <td>{formatInteger(l.impressions)}</td>
              <td>{money(l.grossRevenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.totals}>
        <tbody>
          <tr>
            <th>{t('statements.col.gross')}</th>
            <td>{money(b.grossRevenue)}</td>
          </tr>
          <tr>
            <th>{t('statements.print.platformShare', { share: formatPercent(1 - b.mediaShareRate, 0) })}</th>
            <td>{money(-b.platformRevenue)}</td>
          </tr>
          <tr>
            <th>{t('statements.col.media')}</th>
            <td>{money(b.mediaRevenue)}</td>
          </tr>
          {detail.adjustmentItems.map((a, i) => (
            <tr key={i}>
              <th>
                {t(`statements.adj.${a.kind}`)}
                <small>{adjustmentReason(a, t, locale)}</small>
              </th>
              <td>{money(a.amount)}</td>
            </tr>
          ))}
          <tr className={styles.grand}>
            <th>{t('statements.col.payable')}</th>
            <td>{money(b.payable)}</td>
          </tr>
        </tbody>
      </table>
      <footer>{t('statements.print.footer', { zone: detail.billingTimeZone })}</footer>
    </article>,
    document.body,
  );
}
