import { Typography } from 'antd';
import type { MonthBill } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { waitText } from '../waitText';

/** Issue 52: a month's wait under its date, in the list and the phone's months. */
export default function WaitCell({ bill }: { bill: MonthBill }) {
  const t = useT();
  if (!bill.wait) return null;
  return (
    <Typography.Text data-testid="month-wait" style={{ display: 'block', fontSize: 12, lineHeight: 1.3 }}>
      {waitText(bill.wait, t)}
    </Typography.Text>
  );
}
