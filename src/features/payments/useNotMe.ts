import { useWrite } from '@/lib/data/useWrite';
import { feedback } from '@/feedback';
import { useT } from '@/hooks/useT';
import { paymentSummary, reportPayoutNotMe, PAYMENT_CHANGES } from './api';

/**
 * "This was not me", asked first. The main account's answer freezes payouts and ends every session of the publisher,
 * this one too: the read that follows answers 401 `sessionEnd: ended`, and the request layer lands this tab on the
 * login page as for any ended session. A sub-account's (issue 52) reports the change to the owner: nobody is signed
 * out, and the banner turns to "the owner was told".
 */
export function useNotMe(owner = true): { confirm: () => void; pending: boolean } {
  const t = useT();
  const notMe = useWrite(reportPayoutNotMe, PAYMENT_CHANGES);
  // Whole keys, so every text of the dialog is found where it is used.
  const text = owner
    ? { title: 'payments.hold.confirmTitle', content: 'payments.hold.confirmText', ok: 'payments.hold.confirmOk' }
    : {
        title: 'payments.report.confirmTitle',
        content: 'payments.report.confirmText',
        ok: 'payments.report.confirmOk',
      };
  const confirm = () =>
    feedback.confirm({
      title: t(text.title),
      content: t(text.content),
      okText: t(text.ok),
      okButtonProps: { danger: true },
      cancelText: t('payments.cancel'),
      onOk: async () => {
        try {
          await notMe.mutateAsync(undefined);
          // The owner's session ended with the others: the next read meets it and the request layer signs out.
          if (owner) await paymentSummary().catch(() => undefined);
        } catch {
          // the request layer showed the error; keep the dialog's promise resolved
        }
      },
    });
  return { confirm, pending: notMe.isPending };
}
