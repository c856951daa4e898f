import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { MonthBillStatus, PaymentMethod } from '@/contract/typings';

/** Tag colours of the statement statuses: waiting on the publisher stands out (gold), a dispute is red. */
const STATUS_COLOR: Record<MonthBillStatus, string> = {
  open: 'default',
  pending: 'gold',
  confirmed: 'blue',
  invoiced: 'cyan',
  paid: 'green',
  disputed: 'red',
};

export function StatementStatusTag({ status }: { status: MonthBillStatus }) {
  const intl = useIntl();
  return (
    <Tag color={STATUS_COLOR[status]} data-status={status}>
      {intl.formatMessage({ id: `payments.status.${status}` })}
    </Tag>
  );
}

export function usePaymentMethodLabel(): (m: PaymentMethod) => string {
  const intl = useIntl();
  return (m) => intl.formatMessage({ id: `payments.method.${m}` });
}
