/**
 * Payments (extension, docs/payments.md): the payout details, the history and the next payment, all with
 * MonthBillManage. Their queries sit under the statements' key (`statementKeys.all`): a statement write changes
 * what is paid and a payout change what a month shows, so `STATEMENT_CHANGES` refreshes both areas at once.
 */
import { queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from '@/services/result';
import type { EmailSendResult, PaymentProfile, PaymentProfileUpdateParams, PaymentSummary } from '@/contract/typings';
import { statementKeys, STATEMENT_CHANGES } from '@/features/statements';

export function paymentSummary(): Promise<PaymentSummary> {
  return call<PaymentSummary>('/media/payment/list', {});
}

export function paymentProfile(): Promise<PaymentProfile> {
  return call<PaymentProfile>('/media/payment/profile/get', {});
}

export function sendPaymentCode(): Promise<EmailSendResult> {
  return call<EmailSendResult>('/media/payment/profile/code', {});
}

export function updatePaymentProfile(params: PaymentProfileUpdateParams): Promise<PaymentProfile> {
  return call<PaymentProfile>('/media/payment/profile/update', params);
}

/**
 * "This was not me" (issue 28). The main account's freezes payouts and ends every session of the publisher, this one
 * too; a sub-account's (issue 52) only reports the change to the main account, which decides.
 */
export async function reportPayoutNotMe(): Promise<void> {
  await post<null>('/media/payment/profile/notMe', {});
}

/** Issue 52: the main account keeps a bank account change a sub-account reported. */
export async function keepPayoutChange(): Promise<void> {
  await post<null>('/media/payment/profile/keepChange', {});
}

// ---------------------------------------------------------------- queries

export const paymentKeys = {
  payments: () => [...statementKeys.all, 'payments'] as const,
  profile: () => [...statementKeys.all, 'profile'] as const,
};

export const paymentSummaryQuery = () => queryOptions({ queryKey: paymentKeys.payments(), queryFn: paymentSummary });
export const paymentProfileQuery = () => queryOptions({ queryKey: paymentKeys.profile(), queryFn: paymentProfile });

/** What a payout write changes: the statements' key, which covers the payments' queries too. */
export const PAYMENT_CHANGES = STATEMENT_CHANGES;
