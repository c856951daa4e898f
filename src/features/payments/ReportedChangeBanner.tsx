import { Alert, Button, Space } from 'antd';
import { useWrite } from '@/lib/data/useWrite';
import { feedback } from '@/feedback';
import type { PayoutHold } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { isolateFigure, useSentence } from '@/components/text';
import { useT } from '@/hooks/useT';
import { keepPayoutChange, PAYMENT_CHANGES } from './api';
import { useNotMe } from './useNotMe';

type Report = NonNullable<PayoutHold['report']>;

/**
 * Issue 52: a sub-account answered "This was not me". Only the owner stops the money: the main account reads who
 * reported what and when, and decides (keep the change, or its own "This was not me", the freeze); a sub-account
 * reads that the owner was told. Payouts run on meanwhile, to the account from before the change.
 */
export default function ReportedChangeBanner({
  hold,
  report,
  owner,
}: {
  hold: PayoutHold;
  report: Report;
  owner: boolean;
}) {
  const t = useT();
  const sentence = useSentence();
  const keep = useWrite(keepPayoutChange, PAYMENT_CHANGES);
  const notMe = useNotMe();
  const values = {
    changed: formatDateTimeZone(hold.changedAt),
    at: formatDateTimeZone(report.at),
    paying: isolateFigure(report.paying),
  };
  const message = sentence(owner ? 'payments.report.owner' : 'payments.report.sub', { by: report.by }, values);
  if (!owner) return <Alert type="info" showIcon data-testid="payout-hold" message={message} />;
  const confirmKeep = () =>
    feedback.confirm({
      title: t('payments.report.keepTitle'),
      content: t('payments.report.keepText'),
      okText: t('payments.report.keep'),
      cancelText: t('payments.cancel'),
      onOk: () => keep.mutateAsync(undefined).catch(() => undefined),
    });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="payout-hold"
      message={message}
      description={
        <Space wrap>
          <Button size="small" loading={keep.isPending} onClick={confirmKeep}>
            {t('payments.report.keep')}
          </Button>
          <Button size="small" danger loading={notMe.pending} onClick={notMe.confirm}>
            {t('payments.hold.notMe')}
          </Button>
        </Space>
      }
    />
  );
}
