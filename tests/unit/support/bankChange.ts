import { paymentProfile, sendPaymentCode, updatePaymentProfile } from '@/features/payments/api';
import { inAct } from './inAct';
import type { setupMockApi } from './mockApi';

/**
 * The signed-in main account changes its bank account to one ending in 4300, with the emailed bank-change code
 * read from the mock's mailbox; every other payout detail stays as it was.
 */
export async function changeBankAccount(api: ReturnType<typeof setupMockApi>): Promise<void> {
  await inAct(() => sendPaymentCode());
  const code = api.mock
    .state()
    .mailbox.filter((m) => m.purpose === 'bankChange')
    .at(-1)!.code;
  const p = await paymentProfile();
  await inAct(() =>
    updatePaymentProfile({
      payeeName: p.payeeName,
      method: p.method,
      bankName: p.bankName,
      swiftCode: p.swiftCode,
      taxId: p.taxId,
      threshold: p.threshold,
      accountNumber: 'NL91ABNA0417164300',
      code,
    }),
  );
}
