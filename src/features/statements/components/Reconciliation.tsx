import { Link, useIntl } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import { settlementHref } from '@/features/settlement';
import type { MonthBillDetail } from '@/contract/typings';
import { todayIn } from '@/utils/dateRange';
import { formatMoney, formatPercent } from '@/utils/format';
import { isolateFigure } from '@/components/text';
import { useT } from '@/hooks/useT';

/**
 * The settlement report's link for the month: its days, up to today (the report refuses later days), in
 * the billing zone the statement is made in, so the report's total is the one reconciled here.
 */
export function settlementLink(d: Pick<MonthBillDetail, 'startDate' | 'endDate' | 'billingTimeZone'>): string {
  const today = todayIn(d.billingTimeZone);
  const end = d.endDate < today ? d.endDate : today;
  return settlementHref({ start: d.startDate, end, zone: 'billing' });
}

/**
 * The statement against the daily figures (issue 31): the settlement report's
 * gross revenue of the month, less the platform's share, is the report's
 * earnings (the statement's media revenue before adjustments); each
 * adjustment takes it to the payable, and what is left is the unexplained
 * difference, 0.00 when the daily report, the share and the adjustments
 * explain the payable.
 */
export default function Reconciliation({ detail }: { detail: MonthBillDetail }) {
  const t = useT();
  const intl = useIntl();
  const r = detail.reconciliation;
  // One left-to-right run (isolateFigure): a negative amount reads "-$330.33" in ar-EG and fa-IR too.
  const money = (n: number) => isolateFigure(formatMoney(n, detail.bill.currency));
  if (!r) return <Typography.Text type="secondary">{t('statements.rec.none')}</Typography.Text>;
  const platform = formatPercent(1 - detail.bill.mediaShareRate, 0, intl.locale);
  return (
    <div data-testid="reconciliation">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('statements.rec.settlement')}>
          {money(r.settlementTotal)}
          {r.estimatedDays > 0 && (
            <Typography.Text type="warning">
              {' '}
              {t('statements.rec.estimated', { days: r.estimatedDays })}
            </Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('statements.rec.platform', { platform })}>
          {money(-r.platformShare)}
        </Descriptions.Item>
        <Descriptions.Item label={t('statements.rec.earnings')}>
          <span data-testid="reconciliation-earnings">{money(r.settlementEarnings)}</span>
        </Descriptions.Item>
        {detail.adjustmentItems.map((a, i) => (
          <Descriptions.Item key={i} label={t(`statements.adj.${a.kind}`)}>
            {money(a.amount)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('statements.rec.payable')}>
          <Typography.Text strong>{money(r.payable)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('statements.rec.difference')}>
          <span data-testid="reconciliation-unexplained">{money(r.unexplained)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Link to={settlementLink(detail)} className="no-print" data-testid="open-settlement">
        {t('statements.rec.open')}
      </Link>
    </div>
  );
}
