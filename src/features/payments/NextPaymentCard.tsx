import { useQuery } from '@tanstack/react-query';
import { Link } from '@umijs/max';
import { Card, Skeleton, Statistic, Typography } from 'antd';
import { PATHS } from '@/paths';
import { formatDay, formatMoney, formatMonth } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { isolateFigure } from '@/components/text';
import { paymentSummaryQuery } from './api';
import UnpaidMonths from './UnpaidMonths';

/**
 * The next expected payment (payments page and dashboard): the run's date,
 * what it will pay and for which months, or that the balance stays below
 * the payment threshold and is carried; then every month not paid yet with
 * what it waits for (issue 52). A payout hold or freeze is the page's banner
 * at the top (PayoutHoldNotice), not this card's. Needs MonthBillManage: the
 * caller renders it only then.
 */
export default function NextPaymentCard({ withLink = false }: { withLink?: boolean }) {
  const t = useT();
  const q = useQuery(paymentSummaryQuery());
  const s = q.data;
  return (
    <Card
      size="small"
      title={t('payments.next.title')}
      extra={withLink ? <Link to={PATHS.payments}>{t('payments.next.history')}</Link> : undefined}
      data-testid="next-payment"
      data-state={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
    >
      {q.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {q.isError && <Typography.Text type="secondary">{t('payments.loadError')}</Typography.Text>}
      {s && (
        <>
          <Statistic
            title={t('payments.next.on', { date: formatDay(s.nextPayment.date) })}
            value={isolateFigure(formatMoney(s.nextPayment.amount, s.currency))}
          />
          <Typography.Paragraph type="secondary" style={{ marginBlock: 4 }}>
            {s.nextPayment.months.length === 0
              ? t('payments.next.nothing')
              : s.nextPayment.belowThreshold
                ? t('payments.next.below', { threshold: isolateFigure(formatMoney(s.threshold, s.currency)) })
                : t('payments.next.months', {
                    months: s.nextPayment.months.map((m) => formatMonth(m)).join(', '),
                  })}
          </Typography.Paragraph>
          <UnpaidMonths summary={s} />
        </>
      )}
    </Card>
  );
}
