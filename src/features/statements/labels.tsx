import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { MonthBillStatus, PaymentMethod } from '@/contract/typings';

/**
 * Tag colours of the statement statuses: waiting on the publisher stands out (warning amber), a dispute is red.
 * The status colours come from the theme (config/theme.ts), tuned to 4.5:1 on their light backgrounds; antd's
 * preset gold (2.8:1), cyan (3.4:1) and green (3.4:1) are not (axe, 05-sweep).
 */
const STATUS_COLOR: Record<MonthBillStatus, string> = {
  open: 'default',
  pending: 'warning',
  confirmed: 'processing',
  invoiced: 'purple',
  paid: 'success',
  disputed: 'error',
};

export function StatementStatusTag({ status }: { status: MonthBillStatus }) {
  const intl = useIntl();
  return (
    <Tag color={STATUS_COLOR[status]} data-status={status}>
      {intl.formatMessage({ id: `statements.status.${status}` })}
    </Tag>
  );
}

export function usePaymentMethodLabel(): (m: PaymentMethod) => string {
  const intl = useIntl();
  return (m) => intl.formatMessage({ id: `statements.method.${m}` });
}
