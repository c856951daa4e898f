import { Tag } from 'antd';
import { useIntl } from '@umijs/max';
import type { DayStatus } from '@/contract/typings';

/** Estimated days (the last 3) may still change; final days are settled. */
export default function StatusTag({ status }: { status: DayStatus }) {
  const intl = useIntl();
  return (
    <Tag color={status === 'final' ? 'success' : 'warning'} data-status={status} bordered={false}>
      {intl.formatMessage({ id: `settlement.status.${status}` })}
    </Tag>
  );
}
