import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Typography } from 'antd';
import { usePaymentMethodLabel } from '@/features/statements';
import type { Payment } from '@/contract/typings';
import { BILLING_TIME_ZONE } from '@/contract/values';
import { dayOf } from '@/contract/zone';
import { formatDay, formatMoney, formatMonth } from '@/utils/format';
import { NUMBER_CELL } from '@/utils/tableLayout';
import { useT } from '@/hooks/useT';
import { isolateFigure } from '@/components/text';
import { paymentSummaryQuery } from './api';

/** One left-to-right run (isolateFigure): a negative amount reads "-$330.33" in ar-EG and fa-IR too. */
const money = (n: number, currency: Payment['currency']) => isolateFigure(formatMoney(n, currency));

/**
 * The calendar day a payment was made in the billing zone, from its parts: a locale's pattern is no wire format
 * (WebKit writes en-CA as M/D/YYYY, which read back in the browser's zone moved east of it a day early).
 */
const paidDay = (iso: string) => dayOf(BILLING_TIME_ZONE, Date.parse(iso));

/** Every payment, newest first, with the months it paid and what it carried in from months below the threshold. */
export default function HistoryTable() {
  const t = useT();
  const method = usePaymentMethodLabel();
  const q = useQuery(paymentSummaryQuery());
  const s = q.data;
  return (
    <Card title={t('payments.history.title')}>
      {s && s.carried.amount > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="carried-balance"
          message={t('payments.history.carried', {
            amount: money(s.carried.amount, s.currency),
            months: s.carried.months.map((m) => formatMonth(m)).join(', '),
            threshold: money(s.threshold, s.currency),
          })}
        />
      )}
      <Table<Payment>
        rowKey="id"
        size="middle"
        loading={q.isPending}
        dataSource={s?.payments}
        data-testid="payment-history"
        pagination={{ pageSize: 12, hideOnSinglePage: true }}
        locale={{ emptyText: t('payments.history.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('payments.history.date'), dataIndex: 'paidAt', render: (iso: string) => formatDay(paidDay(iso)) },
          {
            title: t('payments.history.months'),
            dataIndex: 'months',
            render: (months: string[]) => months.map((m) => formatMonth(m)).join(', '),
          },
          {
            title: t('payments.history.amount'),
            dataIndex: 'amount',
            align: 'end',
            onCell: () => ({ style: NUMBER_CELL }),
            render: (n: number, p) => (
              <>
                <Typography.Text strong>{money(n, p.currency)}</Typography.Text>
                {p.carriedIn > 0 && (
                  <div>
                    <Typography.Text type="secondary">
                      {t('payments.history.carriedIn', { amount: money(p.carriedIn, p.currency) })}
                    </Typography.Text>
                  </div>
                )}
              </>
            ),
          },
          { title: t('payments.profile.method'), dataIndex: 'method', render: method },
          {
            title: t('payments.history.reference'),
            dataIndex: 'reference',
            render: (r: string) => (
              <Typography.Text copyable dir="ltr">
                {r}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
