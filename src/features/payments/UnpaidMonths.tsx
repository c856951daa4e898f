import { Typography } from 'antd';
import type { PaymentSummary } from '@/contract/typings';
import { formatMoney, formatMonth } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { isolateFigure } from '@/components/text';
import { waitText } from '@/features/statements';

/**
 * Issue 52: the months not paid yet, each with what it waits for and the day it is paid once that is done, so a
 * "next payment" of $0.00 never hides the money on its way (a confirmed month waiting only for its invoice).
 */
export default function UnpaidMonths({ summary }: { summary: PaymentSummary }) {
  const t = useT();
  const unpaid = summary.unpaid ?? [];
  if (unpaid.length === 0) return null;
  const title = t('payments.wait.title');
  return (
    <section aria-label={title} data-testid="unpaid-months">
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {unpaid.map((u) => {
          return (
            <li key={u.month} data-month={u.month} style={{ marginBlockStart: 6 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                <span>{formatMonth(u.month)}</span>
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {isolateFigure(formatMoney(u.amount, summary.currency))}
                </span>
              </div>
              <Typography.Text type="secondary">{waitText(u, t)}</Typography.Text>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
