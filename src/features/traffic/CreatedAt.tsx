import { Tooltip } from 'antd';
import { formatDateTime, formatDay } from '@/utils/format';

/** The day in the list, the exact time on hover. */
export function CreatedAt({ value }: { value: string }) {
  return (
    <Tooltip title={formatDateTime(value)}>
      <span tabIndex={0}>{formatDay(value)}</span>
    </Tooltip>
  );
}
