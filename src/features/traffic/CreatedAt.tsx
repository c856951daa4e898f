import { Tooltip } from 'antd';
import { formatDay, formatDateTimeZone } from '@/utils/format';

/** The day in the list, the exact time on hover. */
export function CreatedAt({ value }: { value: string }) {
  return (
    <Tooltip title={formatDateTimeZone(value)}>
      <span tabIndex={0}>{formatDay(value)}</span>
    </Tooltip>
  );
}
