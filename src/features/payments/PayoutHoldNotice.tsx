import { useQuery } from '@tanstack/react-query';
import { paymentSummaryQuery } from './api';
import PayoutHoldBanner from './PayoutHoldBanner';

/**
 * Issue 52: payouts held or frozen, at the top of the dashboard and the payments page (it sat at the foot of the
 * dashboard, below the fold). Nothing while there is no hold, while loading, or when the summary failed (the
 * next-payment card says that). Needs MonthBillManage: the caller renders it only then.
 */
export default function PayoutHoldNotice() {
  const hold = useQuery(paymentSummaryQuery()).data?.payoutHold;
  return hold ? <PayoutHoldBanner hold={hold} /> : null;
}
