/**
 * Monthly statements (extension of the month-bill list): the last 24 months
 * with their life cycle, one month's lines and reconciliation, confirming,
 * disputing and invoicing. Reads need MonthBillReportView and follow the
 * caller's app scope; writes need MonthBillManage and act on the publisher's
 * statement. The calendar (mock/core/statements/rules/) is brought up to now first.
 */

import { LIMITS } from '../../../src/contract/limits';
import { MONTH_BILL_SORT_FIELDS, MONTH_BILL_STATUSES as STATUSES } from '../../../src/contract/values';
import type { RouteDef } from '../context';
import { pageQuery, paginate, sortBy } from '../lib/paging';
import { Validator } from '../lib/validate';
import { billingOf } from './rules/billing';
import { STATEMENT_MONTHS } from './rules/calendar';
import { checkFile, detailOf, invoiceUploadOf, pendingRecord, statementList, wantedMonth } from './rules/months';

export const statementRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/monthBill/list',
    auth: 'token',
    handler: (ctx) => {
      const q = pageQuery(ctx.body, MONTH_BILL_SORT_FIELDS, { sortField: 'month', sortOrder: 'descend' });
      const v = new Validator(ctx.body);
      const year = v.num('year', { integer: true, min: 2000, max: 2100 });
      const months = v.num('months', { integer: true, min: 1, max: STATEMENT_MONTHS });
      const status = v.oneOf('status', STATUSES);
      v.done();
      const { bills: all, changed } = statementList(ctx);
      // Default: the last 12 months (current included); with a year: that year's months we have.
      let bills = year ? all.filter((b) => b.month.startsWith(`${year}-`)) : all.slice(0, months ?? 12);
      if (status) bills = bills.filter((b) => b.status === status);
      const sorted = sortBy(bills, q, (b, f) =>
        f === 'month' ? b.month : f === 'grossRevenue' ? b.grossRevenue : b.payable,
      );
      return { result: paginate(sorted, q), changed };
    },
  },
  {
    method: 'POST',
    path: '/media/monthBill/get',
    auth: 'token',
    handler: (ctx) => {
      const { cur, changed } = billingOf(ctx);
      return { result: detailOf(ctx, wantedMonth(ctx, ctx.body, cur)), changed };
    },
  },
  {
    method: 'POST',
    path: '/media/monthBill/confirm',
    auth: 'token',
    handler: (ctx) => {
      const { pub, cur } = billingOf(ctx);
      const rec = pendingRecord(ctx, pub.id, wantedMonth(ctx, ctx.body, cur));
      rec.status = 'confirmed';
      rec.confirmedAt = ctx.now();
      return { result: detailOf(ctx, rec.month).bill, msg: 'statementConfirmed', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/monthBill/dispute',
    auth: 'token',
    handler: (ctx) => {
      const { pub, cur } = billingOf(ctx);
      const fields = ctx.req.form?.fields ?? ctx.body;
      const month = wantedMonth(ctx, fields, cur);
      const v = new Validator(fields);
      const reason = v.str('reason', { required: true, min: LIMITS.disputeReasonMin, max: LIMITS.disputeReasonMax });
      v.done();
      const file = checkFile(
        ctx.req.form?.files.find((f) => f.field === 'file'),
        ['pdf', 'png', 'jpeg'],
        'fileTypeAttachment',
        false,
      );
      const rec = pendingRecord(ctx, pub.id, month);
      rec.status = 'disputed';
      rec.dispute = {
        reason: reason as string,
        attachmentName: file?.name ?? null,
        at: ctx.now(),
        by: ctx.me.account_name,
      };
      return { result: detailOf(ctx, month).bill, msg: 'statementDisputed', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/monthBill/invoice',
    auth: 'token',
    handler: (ctx) => {
      const { month, invoice, rec } = invoiceUploadOf(ctx, 'confirmed', 'statementNotConfirmed');
      rec.status = 'invoiced';
      rec.invoice = invoice;
      return { result: detailOf(ctx, month).bill, msg: 'invoiceReceived', changed: true };
    },
  },
];
