/**
 * Monthly statements (extension, docs/statements.md): reads with
 * MonthBillReportView, the writes with MonthBillManage. Pages call these,
 * never `post` directly. The payments' calls are the payments area's
 * (src/features/payments/api.ts); their queries sit under this area's key.
 */
import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions, type Envelope } from '@/request';
import { call, resultOf } from '@/services/result';
import type { MonthBill, MonthBillDetail, PageResult } from '@/contract/typings';
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
 * Multipart like the spreadsheet import (src/services/spreadsheet.ts): the
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

/** Replaces the invoice of a month not paid yet (extension, issue 33): the same checks as the first upload. */
export function replaceInvoice(args: { month: string; invoiceNumber: string; file: File }): Promise<MonthBill> {
  return upload(
    '/media/monthBill/invoice/replace',
    { month: args.month, invoiceNumber: args.invoiceNumber },
    args.file,
  );
}

/**
 * The month's invoice as uploaded (extension, issue 33). Through the request layer like every call, so the token
 * goes in its header, never in a URL; a refusal is an HTTP status, which the request layer reports.
 */
export async function downloadInvoice(month: string): Promise<Blob> {
  return (await request.post('/media/monthBill/invoice/file', {
    data: { month },
    requestType: 'json',
    responseType: 'blob',
  })) as Blob;
}

// ---------------------------------------------------------------- queries

export const statementKeys = {
  all: ['statements'] as const,
  list: () => [...statementKeys.all, 'list'] as const,
  detail: (month: string) => [...statementKeys.all, 'detail', month] as const,
};

export const statementListQuery = () => queryOptions({ queryKey: statementKeys.list(), queryFn: listStatements });
export const statementQuery = (month: string) =>
  queryOptions({ queryKey: statementKeys.detail(month), queryFn: () => getStatement(month) });

/**
 * Every statement write changes the list, the month and the payments' figures; a payout change what a month
 * shows: the payments' queries sit under `statementKeys.all` (src/features/payments/api.ts), so this one key
 * covers them all.
 */
export const STATEMENT_CHANGES = [statementKeys.all] as const;
