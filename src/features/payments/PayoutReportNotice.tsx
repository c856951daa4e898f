import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from '@umijs/max';
import { useSentence } from '@/components/text';
import { getUserInfo } from '@/session';
import { PATHS } from '@/paths';
import { formatDateTimeZone } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { paymentSummaryQuery } from './api';

/**
 * Issue 52: the dashboard's top tells the main account that a sub-account reported a bank account change, so the
 * owner learns it on arrival (the next-payment card with its decision buttons sits below the fold). Nothing for a
 * sub-account (it reported, or reads it on the payments page) or while nothing is reported.
 */
export default function PayoutReportNotice() {
  const t = useT();
  const sentence = useSentence();
  const owner = getUserInfo()?.parentId === null;
  const summary = useQuery({ ...paymentSummaryQuery(), enabled: owner });
  const report = summary.data?.payoutHold?.state === 'reported' ? summary.data.payoutHold.report : undefined;
  if (!owner || !report) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="payout-report"
      message={sentence('payments.report.notice', { by: report.by }, { at: formatDateTimeZone(report.at) })}
      action={<Link to={PATHS.payments}>{t('payments.report.decide')}</Link>}
    />
  );
}
