import { Alert, Button } from 'antd';
import type { PayoutHold } from '@/contract/typings';
import { getUserInfo } from '@/session';
import { formatDateTimeZone } from '@/utils/format';
import { useT } from '@/hooks/useT';
import ReportedChangeBanner from './ReportedChangeBanner';
import { useNotMe } from './useNotMe';

/**
 * Issue 28: payouts held after a bank account change (until when, since when), with "This was not me"; or frozen
 * after the owner's answer. Issue 52: only the owner stops the money: a sub-account's "This was not me" reports the
 * change to the owner (`reported`), who decides (ReportedChangeBanner).
 */
export default function PayoutHoldBanner({ hold }: { hold: PayoutHold }) {
  const t = useT();
  // The server decides who may do what (403 for a sub-account's decision); this only picks the wording.
  const owner = getUserInfo()?.parentId === null;
  const notMe = useNotMe(owner);
  const changed = formatDateTimeZone(hold.changedAt);
  if (hold.state === 'frozen')
    return <Alert type="error" showIcon data-testid="payout-hold" message={t('payments.hold.frozen', { changed })} />;
  if (hold.state === 'reported' && hold.report)
    return <ReportedChangeBanner hold={hold} report={hold.report} owner={owner} />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="payout-hold"
      message={t('payments.hold.held', { until: formatDateTimeZone(hold.heldUntil), changed })}
      // Under the sentence, not beside it: in the narrow next-payment card an action column squeezed the text
      // into a word or two a line.
      description={
        <Button size="small" danger loading={notMe.pending} onClick={notMe.confirm}>
          {t('payments.hold.notMe')}
        </Button>
      }
    />
  );
}
