/** @jest-environment node */
import { fakeClock, startApi, type Clock, type TestApi } from '../helpers';
import type { MonthBill, PaymentProfile, PaymentSummary } from '../../../src/contract/typings';

/**
 * Issue 52: what each unpaid month waits for and the day it is paid once that is done, on the statements list and
 * in the payment summary, and that the payment run keeps the day it promised.
 */
const DAY = 86400000;
// 2026-03-15 12:00 in the billing zone: February and January (re-issued) pending, December confirmed.
const START = Date.parse('2026-03-15T04:00:00Z');
const DEMO_EMAIL = 'demo@media-console.test';

describe('what an unpaid month waits for', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;

  beforeEach(async () => {
    clock = fakeClock(START);
    api = await startApi({ now: clock.now, rateLimitPerSecond: 1000 });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  // Tokens last 5 minutes: days later, sign in again.
  const later = async (ms: number) => {
    clock.advance(ms);
    demo = await api.signIn();
  };
  const bills = async () =>
    (await api.post<{ list: MonthBill[] }>('/media/monthBill/list', { months: 6 }, { token: demo })).body.result.list;
  const waitOf = async (month: string) => (await bills()).find((b) => b.month === month)?.wait;
  const summary = async () => (await api.post<PaymentSummary>('/media/payment/list', {}, { token: demo })).body.result;
  const invoice = async (month: string) => {
    const fd = new FormData();
    fd.append('month', month);
    fd.append('invoiceNumber', `INV-${month}`);
    fd.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'invoice.pdf');
    const res = await fetch(`${api.base}/media/monthBill/invoice`, {
      method: 'POST',
      headers: { 'user-token': demo },
      body: fd,
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  };

  test('each month says what it waits for and its pay date under the terms; the summary says the same', async () => {
    const list = await bills();
    const waits = Object.fromEntries(list.map((b) => [b.month, b.wait]));
    expect(waits).toEqual({
      '2026-03': null, // open: no statement yet
      // Pending: confirmation first; net 60 after the month's end, once invoiced.
      '2026-02': { reason: 'confirmation', payDate: '2026-05-20' },
      '2026-01': { reason: 'confirmation', payDate: '2026-04-20' },
      // Confirmed, no invoice: the run of 20 March pays it once the invoice is in.
      '2025-12': { reason: 'invoice', payDate: '2026-03-20' },
      '2025-11': null, // paid
      '2025-10': null,
    });
    const s = await summary();
    // Nothing is invoiced: the next run pays nothing, and the summary says why, month by month.
    expect(s.nextPayment).toMatchObject({ amount: 0, months: [] });
    expect(s.unpaid?.map(({ month, reason, payDate }) => ({ month, reason, payDate }))).toEqual([
      { month: '2025-12', reason: 'invoice', payDate: '2026-03-20' },
      { month: '2026-01', reason: 'confirmation', payDate: '2026-04-20' },
      { month: '2026-02', reason: 'confirmation', payDate: '2026-05-20' },
    ]);
    // The whole publisher's payable (demo sees every app: the list's figure).
    expect(s.unpaid?.[0].amount).toBe(list.find((b) => b.month === '2025-12')?.payable);
  });

  test('invoiced, the month waits for its run and the run pays it on the day promised', async () => {
    await invoice('2025-12');
    expect(await waitOf('2025-12')).toEqual({ reason: 'paymentRun', payDate: '2026-03-20' });
    await later(6 * DAY); // 21 March
    const paid = (await summary()).payments[0];
    expect(paid.months).toEqual(['2025-12']);
    expect(paid.paidAt.slice(0, 10)).toBe('2026-03-19'); // 20 March, 00:00 in the billing zone
    expect(await waitOf('2025-12')).toBeNull();
  });

  test('an invoice after the due run: the next run, promised and kept', async () => {
    await later(10 * DAY); // 25 March: the run of the 20th passed without the invoice
    expect(await waitOf('2025-12')).toEqual({ reason: 'invoice', payDate: '2026-04-20' });
    await invoice('2025-12');
    expect(await waitOf('2025-12')).toEqual({ reason: 'paymentRun', payDate: '2026-04-20' });
    await later(27 * DAY); // 21 April
    expect((await summary()).payments[0]).toMatchObject({ months: ['2025-12'] });
    expect((await summary()).payments[0].paidAt.slice(0, 10)).toBe('2026-04-19');
  });

  test('a new bank account holds the payout past the run: the month waits for the hold, then the next run', async () => {
    await invoice('2025-12');
    await later(2 * DAY); // 17 March: the hold (7 days) runs past the 20th
    await api.post('/media/payment/profile/code', {}, { token: demo });
    const code = (await api.mailbox(DEMO_EMAIL, 'bankChange'))!.code;
    const p = (await api.post<PaymentProfile>('/media/payment/profile/get', {}, { token: demo })).body.result;
    const { payeeName, method, bankName, swiftCode, taxId, threshold } = p;
    const saved = await api.post(
      '/media/payment/profile/update',
      { payeeName, method, bankName, swiftCode, taxId, threshold, accountNumber: 'NL91ABNA0417164300', code },
      { token: demo },
    );
    expect(saved.body.code).toBe(0);
    expect(await waitOf('2025-12')).toEqual({ reason: 'hold', payDate: '2026-04-20' });
    // A month still waiting for its own step keeps that reason; its date moves past the hold too.
    expect((await summary()).unpaid?.find((u) => u.month === '2025-12')).toMatchObject({ reason: 'hold' });
    await later(35 * DAY); // 21 April
    expect((await summary()).payments[0]).toMatchObject({ months: ['2025-12'] });
    expect((await summary()).payments[0].paidAt.slice(0, 10)).toBe('2026-04-19');
  });

  test('frozen payouts: no date can be promised', async () => {
    await invoice('2025-12');
    expect((await api.post('/media/payment/profile/notMe', {}, { token: demo })).body.code).toBe(0);
    demo = await api.signIn(); // "This was not me" ended every session
    expect(await waitOf('2025-12')).toEqual({ reason: 'frozen', payDate: null });
    expect(await waitOf('2026-02')).toEqual({ reason: 'confirmation', payDate: null });
  });

  test('a disputed month waits for the re-issue, without a date', async () => {
    const fd = new FormData();
    fd.append('month', '2026-02');
    fd.append('reason', 'The impressions of the 3rd are missing.');
    const res = await fetch(`${api.base}/media/monthBill/dispute`, {
      method: 'POST',
      headers: { 'user-token': demo },
      body: fd,
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    expect(await waitOf('2026-02')).toEqual({ reason: 'dispute', payDate: null });
  });
});
