/**
 * Monthly statements and payments (extension, docs/payments.md): reads with
 * MonthBillReportView, the writes and everything about payments with
 * MonthBillManage. Pages call these, never `post` directly.
 */
import { queryOptions } from '@tanstack/react-query';
import { post, request, type CallOptions, type Envelope } from '@/request';
import { call, resultOf } from './result';
import type {
  EmailSendResult,
  MonthBill,
  MonthBillDetail,
  PageResult,
  PaymentProfile,
  PaymentProfileUpdateParams,
  PaymentSummary,
} from '@/contract/typings';
import { STATEMENT_MONTHS } from '@/contract/values';

export function listStatements(): Promise<PageResult<MonthBill>> {
  return call<PageResult<MonthBill>>('/media/monthBill/list', { months: STATEMENT_MONTHS, pageSize: STATEMENT_MONTHS });
}

export function getStatement(month: string): Promise<MonthBillDetail> {
  return call<MonthBillDetail>('/media/monthBill/get', { month });
}

export function confirmStatement(month: string): Promise<MonthBill> {
  return call<MonthBill>('/media/monthBill/confirm', { month });
}

/**
 * Multipart like the spreadsheet import (services/spreadsheet.ts): the
 * request layer's `post` sends JSON only, so the shared instance takes the
 * FormData directly; token, language and error handling stay its own.
 */
async function upload(
  path: string,
  fields: Record<string, string>,
  file?: File,
  options: CallOptions = {},
): Promise<MonthBill> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', file, file.name);
  const env: Envelope<MonthBill> = await request.post(path, { ...options, data: form });
  return resultOf(env, path);
}

export function disputeStatement(args: { month: string; reason: string; file?: File }): Promise<MonthBill> {
  return upload('/media/monthBill/dispute', { month: args.month, reason: args.reason }, args.file);
}

export function uploadInvoice(args: { month: string; invoiceNumber: string; file: File }): Promise<MonthBill> {
  return upload('/media/monthBill/invoice', { month: args.month, invoiceNumber: args.invoiceNumber }, args.file);
}

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

/** "This was not me" (issue 28): freezes payouts and ends every session of the publisher, this one too. */
export async function reportPayoutNotMe(): Promise<void> {
  await post<null>('/media/payment/profile/notMe', {});
}

// ---------------------------------------------------------------- queries

export const statementKeys = {
  all: ['statements'] as const,
  list: () => [...statementKeys.all, 'list'] as const,
  detail: (month: string) => [...statementKeys.all, 'detail', month] as const,
  payments: () => [...statementKeys.all, 'payments'] as const,
  profile: () => [...statementKeys.all, 'profile'] as const,
};

export const statementListQuery = () => queryOptions({ queryKey: statementKeys.list(), queryFn: listStatements });
export const statementQuery = (month: string) =>
  queryOptions({ queryKey: statementKeys.detail(month), queryFn: () => getStatement(month) });
export const paymentSummaryQuery = () => queryOptions({ queryKey: statementKeys.payments(), queryFn: paymentSummary });
export const paymentProfileQuery = () => queryOptions({ queryKey: statementKeys.profile(), queryFn: paymentProfile });

/** Every statement write changes the list, the month and the payments' figures. */
export const STATEMENT_CHANGES = [statementKeys.all] as const;
