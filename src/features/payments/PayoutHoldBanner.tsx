import { Alert, Button } from 'antd';
import { useWrite } from '@/lib/data/useWrite';
import { feedback } from '@/feedback';
import type { PayoutHold } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { paymentSummary, reportPayoutNotMe, PAYMENT_CHANGES } from './api';

/**
 * Issue 28: payouts held after a bank account change (until when, since when), with "This was not me"; or frozen
 * after that answer. "This was not me" ends every session of the publisher, this one too: the refetch that follows
 * answers 401 `sessionEnd: ended`, and the request layer lands this tab on the login page as for any ended session.
 */
export default function PayoutHoldBanner({ hold }: { hold: PayoutHold }) {
  const t = useT();
  const notMe = useWrite(reportPayoutNotMe, PAYMENT_CHANGES);
  const changed = formatDateTimeZone(hold.changedAt);
  const confirm = () =>
    feedback.confirm({
      title: t('payments.hold.confirmTitle'),
      content: t('payments.hold.confirmText'),
      okText: t('payments.hold.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('payments.cancel'),
      onOk: async () => {
        try {
          await notMe.mutateAsync(undefined);
          // This session ended with the others: the next read meets it and the request layer signs the tab out.
          await paymentSummary().catch(() => undefined);
        } catch {
          // the request layer showed the error; keep the dialog's promise resolved
        }
      },
    });
  if (hold.state === 'frozen')
    return <Alert type="error" showIcon data-testid="payout-hold" message={t('payments.hold.frozen', { changed })} />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="payout-hold"
      message={t('payments.hold.held', { until: formatDateTimeZone(hold.heldUntil), changed })}
      // Under the sentence, not beside it: in the narrow next-payment card an action column squeezed the text
      // into a word or two a line.
      description={
        <Button size="small" danger loading={notMe.isPending} onClick={confirm}>
          {t('payments.hold.notMe')}
        </Button>
      }
    />
  );
}
