/** @jest-environment node */
import { otherCode, type Clock, type TestApi, freshClockedApiPerTest } from '../helpers';
import type {
  MonthBill,
  MonthBillDetail,
  PaymentProfile,
  PaymentSummary,
  MailboxNotice,
} from '../../../src/contract/typings';

interface Page<T> {
  total: number;
  list: T[];
}

const DAY = 86400000;
// 2026-03-15 12:00 in the billing zone (Asia/Shanghai).
const START = Date.parse('2026-03-15T04:00:00Z');

async function upload(
  api: TestApi,
  token: string,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; data: Uint8Array | string },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', new Blob([file.data as BlobPart]), file.name);
  const res = await fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { 'user-token': token, 'accept-language': 'en-US' },
    body: fd,
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; result: MonthBill; errors?: Record<string, string>; msg?: string },
  };
}

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

describe('statements and payments', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;
  freshClockedApiPerTest(START, (a, d, c) => ([api, demo, clock] = [a, d, c]));

  const list = async (token = demo) =>
    (await api.post<Page<MonthBill>>('/media/monthBill/list', { months: 24, pageSize: 24 }, { token })).body.result
      .list;
  const get = async (month: string, token = demo) =>
    api.post<MonthBillDetail>('/media/monthBill/get', { month }, { token });

  test('24 months in every state, newest first, amounts that add up', async () => {
    const bills = await list();
    expect(bills).toHaveLength(24);
    expect(bills.map((b) => b.month).slice(0, 5)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12', '2025-11']);
    expect(bills.map((b) => b.status).slice(0, 6)).toEqual(['open', 'pending', 'pending', 'confirmed', 'paid', 'paid']);
    expect(bills[2].revised).toBe(true);
    expect(bills[2]).toMatchObject({ issuedAt: '2026-02-28T16:00:00.000Z', deadline: '2026-03-31T16:00:00.000Z' });
    expect(bills[1].deadline).toBe('2026-03-31T16:00:00.000Z'); // 1 April, 00:00 in the billing zone
    for (const b of bills) {
      expect(b.payable).toBeCloseTo(b.mediaRevenue + b.adjustments, 2);
      // Issue 31: 70 % of the gross to within the per-cell rounding of the report's earnings (a hundredth of a per
      // cent, a few cents for the small first month); the exact tie is statements/earningsTie.test.ts.
      expect(Math.abs(b.mediaRevenue - b.grossRevenue * 0.7)).toBeLessThanOrEqual(
        Math.max(0.05, b.grossRevenue * 1e-4),
      );
    }
    // Default without `months`: 12, as before.
    const twelve = await api.post<Page<MonthBill>>('/media/monthBill/list', {}, { token: demo });
    expect(twelve.body.result.total).toBe(12);
  });

  test('a month: lines by app and ad position, adjustments with reasons, reconciliation with the settlement report', async () => {
    const r = await get('2026-02');
    const d = r.body.result;
    expect(d.billingTimeZone).toBe('Asia/Shanghai');
    expect(d.company).toBe('Demo Media Ltd.');
    expect([d.startDate, d.endDate]).toEqual(['2026-02-01', '2026-02-28']);
    const byApp = d.byApp.reduce((s, a) => s + a.grossRevenue, 0);
    expect(byApp).toBeCloseTo(d.bill.grossRevenue, 1);
    expect(d.byAdPosition.reduce((s, a) => s + a.grossRevenue, 0)).toBeCloseTo(d.bill.grossRevenue, 1);
    expect(d.adjustmentItems.map((a) => a.kind)).toEqual(['invalidTraffic', 'lateData']);
    expect(d.adjustmentItems[0].reason).toMatch(/Invalid traffic/);
    const settlement = await api.post<{ totals: { revenue: number } }>(
      '/media/settlement/list',
      { startDate: '2026-02-01', endDate: '2026-02-28', groupBy: ['day'] },
      { token: demo },
    );
    const rec = d.reconciliation!;
    expect(rec.settlementTotal).toBeCloseTo(settlement.body.result.totals.revenue, 2);
    expect(rec.difference).toBeCloseTo(rec.payable - rec.settlementTotal, 2);
    expect(rec.difference).toBeCloseTo(-rec.platformShare + rec.adjustments, 2);
    // Older than the settlement report's year: no reconciliation.
    expect((await get('2024-06')).body.result.reconciliation).toBeNull();
    expect((await get('2024-03')).body.code).toBe(4004);
    expect((await get('2026-3')).body.code).toBe(4001);
  });

  test('confirm a pending month; not twice; a confirmed month takes a PDF invoice, then the run pays it', async () => {
    const ok = await api.post<MonthBill>('/media/monthBill/confirm', { month: '2026-02' }, { token: demo });
    expect(ok.body.result).toMatchObject({ status: 'confirmed', autoConfirmed: false });
    expect((await api.post('/media/monthBill/confirm', { month: '2026-02' }, { token: demo })).body.code).toBe(4009);
    // Invoice: wrong type, renamed file, too large, missing number: refused, month unchanged.
    const txt = await upload(
      api,
      demo,
      '/media/monthBill/invoice',
      { month: '2026-02', invoiceNumber: 'A-1' },
      { name: 'inv.txt', data: 'hello' },
    );
    expect(txt.body.code).toBe(4001);
    expect(txt.body.errors?.file).toBe('Only PDF files are accepted');
    const renamed = await upload(
      api,
      demo,
      '/media/monthBill/invoice',
      { month: '2026-02', invoiceNumber: 'A-1' },
      { name: 'inv.pdf', data: 'not a pdf' },
    );
    expect(renamed.body.errors?.file).toBe('Only PDF files are accepted');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    const large = await upload(
      api,
      demo,
      '/media/monthBill/invoice',
      { month: '2026-02', invoiceNumber: 'A-1' },
      { name: 'inv.pdf', data: big },
    );
    expect(large.body.errors?.file).toBe('The file is larger than 5 MB');
    const noNumber = await upload(
      api,
      demo,
      '/media/monthBill/invoice',
      { month: '2026-02' },
      { name: 'inv.pdf', data: PDF },
    );
    expect(noNumber.body.errors?.invoiceNumber).toBe('Required');
    expect((await get('2026-02')).body.result.bill.status).toBe('confirmed');
    // A pending month takes no invoice.
    expect(
      (
        await upload(
          api,
          demo,
          '/media/monthBill/invoice',
          { month: '2026-01', invoiceNumber: 'A-1' },
          { name: 'i.pdf', data: PDF },
        )
      ).body.code,
    ).toBe(4009);
    const inv = await upload(
      api,
      demo,
      '/media/monthBill/invoice',
      { month: '2026-02', invoiceNumber: 'INV-2026/02' },
      { name: 'invoice.pdf', data: PDF },
    );
    expect(inv.body.result.status).toBe('invoiced');
    expect((await get('2026-02')).body.result.invoice).toMatchObject({
      number: 'INV-2026/02',
      fileName: 'invoice.pdf',
      by: 'demo',
    });
    // The run on the 20th pays what the terms make due (net 60): December, confirmed in the seed and invoiced now;
    // February waits for its own run, 20 May.
    expect(
      (
        await upload(
          api,
          demo,
          '/media/monthBill/invoice',
          { month: '2025-12', invoiceNumber: 'INV-2025/12' },
          { name: 'invoice.pdf', data: PDF },
        )
      ).body.result.status,
    ).toBe('invoiced');
    const before = (await api.post<PaymentSummary>('/media/payment/list', {}, { token: demo })).body.result;
    expect(before.nextPayment).toMatchObject({ date: '2026-03-20', months: ['2025-12'], belowThreshold: false });
    clock.advance(6 * DAY);
    demo = await api.signIn();
    const summary = (await api.post<PaymentSummary>('/media/payment/list', {}, { token: demo })).body.result;
    expect(summary.payments[0]).toMatchObject({ months: ['2025-12'], paidAt: '2026-03-19T16:00:00.000Z' });
    expect(summary.nextPayment).toMatchObject({ date: '2026-04-20', months: [] });
    const bills = await list();
    expect(bills.find((b) => b.month === '2025-12')?.status).toBe('paid');
    expect(bills.find((b) => b.month === '2026-02')?.status).toBe('invoiced');
    const detail = (await get('2025-12')).body.result;
    expect(detail.payment?.reference).toBe(summary.payments[0].reference);
    // February is paid at the run of 20 May, on its own.
    clock.advance(61 * DAY); // 21 May
    demo = await api.signIn();
    const may = (await api.post<PaymentSummary>('/media/payment/list', {}, { token: demo })).body.result;
    expect(may.payments[0]).toMatchObject({ months: ['2026-02'], paidAt: '2026-05-19T16:00:00.000Z' });
    expect((await get('2026-02')).body.result.bill.status).toBe('paid');
  });

  test('the rhythm: each month paid once, at the run on the 20th of the third month after it (net 60), no gap', async () => {
    const bills = await list();
    const s = (await api.post<PaymentSummary>('/media/payment/list', {}, { token: demo })).body.result;
    // One payment at every run from the first one due (the partial first month rolled over) to last month's.
    const runDays = s.payments.map((p) => p.paidAt).reverse();
    expect(runDays[0]).toBe('2024-08-19T16:00:00.000Z');
    expect(runDays[runDays.length - 1]).toBe('2026-02-19T16:00:00.000Z');
    const local = (at: string) => new Date(Date.parse(at) + 8 * 3600_000); // the billing zone, UTC+8
    const monthNo = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
    expect(runDays.map((at) => local(at).getUTCDate()).every((d) => d === 20)).toBe(true);
    expect(runDays.slice(1).map((at, i) => monthNo(local(at)) - monthNo(local(runDays[i])))).toEqual(
      runDays.slice(1).map(() => 1),
    );
    // Each paid month on the 20th of the third month after it (the partial first month rolled over a month).
    const paid = bills.filter((x) => x.status === 'paid' && x.month !== '2024-04');
    expect(paid.map((b) => b.paidAt)).toEqual(
      paid.map((b) => {
        const [y, m] = b.month.split('-').map(Number);
        return new Date(Date.UTC(y, m - 1 + 3, 20) - 8 * 3600_000).toISOString();
      }),
    );
    expect(bills.find((b) => b.month === '2024-04')?.paidAt).toBe('2024-08-19T16:00:00.000Z');
    expect(bills.slice(4).every((b) => b.status === 'paid')).toBe(true);
    // The statements, the history and the next payment agree: every paid month is in exactly one payment.
    const paidMonths = s.payments.flatMap((p) => p.months).sort();
    expect(paidMonths).toEqual(
      bills
        .filter((b) => b.status === 'paid')
        .map((b) => b.month)
        .sort(),
    );
    expect(s.nextPayment).toMatchObject({ date: '2026-03-20', months: [], amount: 0 });
  });

  test('dispute: a reason of at least 10 characters, an optional PDF/PNG/JPEG attachment, only while pending', async () => {
    const short = await upload(api, demo, '/media/monthBill/dispute', { month: '2026-01', reason: 'wrong' });
    expect(short.body.errors?.reason).toBe('At least 10 characters');
    const exe = await upload(
      api,
      demo,
      '/media/monthBill/dispute',
      { month: '2026-01', reason: 'Impressions of app 1003 are missing' },
      { name: 'x.exe', data: 'MZ' },
    );
    expect(exe.body.errors?.file).toBe('Only PDF, PNG and JPEG files are accepted');
    const ok = await upload(
      api,
      demo,
      '/media/monthBill/dispute',
      { month: '2026-01', reason: 'Impressions of app 1003 are missing' },
      { name: 'proof.png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]) },
    );
    expect(ok.body.result.status).toBe('disputed');
    const d = (await get('2026-01')).body.result;
    expect(d.dispute).toMatchObject({
      reason: 'Impressions of app 1003 are missing',
      attachmentName: 'proof.png',
      by: 'demo',
    });
    expect((await api.post('/media/monthBill/confirm', { month: '2026-01' }, { token: demo })).body.code).toBe(4009);
    // A disputed month is not confirmed by the deadline.
    clock.advance(20 * DAY);
    demo = await api.signIn();
    const bills = await list();
    expect(bills.find((b) => b.month === '2026-01')?.status).toBe('disputed');
  });

  test('past the deadline a pending month confirms itself; the QA switch does it on demand', async () => {
    expect((await list()).find((b) => b.month === '2026-02')?.status).toBe('pending');
    clock.advance(17 * DAY); // 1 April, 12:00
    demo = await api.signIn();
    const bills = await list();
    const feb = bills.find((b) => b.month === '2026-02')!;
    expect(feb).toMatchObject({ status: 'confirmed', autoConfirmed: true, confirmedAt: '2026-03-31T16:00:00.000Z' });
    // March is now issued, pending until 1 May.
    expect(bills.find((b) => b.month === '2026-03')).toMatchObject({
      status: 'pending',
      deadline: '2026-04-30T16:00:00.000Z',
    });
    expect((await api.post('/media/monthBill/confirm', { month: '2026-02' }, { token: demo })).body.code).toBe(4009);
    const fired = await api.post<{ confirmed: string[] }>('/__mock/billing', { action: 'deadline' });
    expect(fired.body.result.confirmed).toEqual(['2:2026-03']);
    expect((await list()).find((b) => b.month === '2026-03')?.autoConfirmed).toBe(true);
  });

  test('history: payments with their months, the first month below the threshold carried into the next payment', async () => {
    const s = (await api.post<PaymentSummary>('/media/payment/list', {}, { token: demo })).body.result;
    expect(s.threshold).toBe(100);
    expect(s.payments.length).toBe(19);
    const first = s.payments[s.payments.length - 1];
    expect(first.months).toEqual(['2024-04', '2024-05']);
    expect(first.carriedIn).toBeGreaterThan(0);
    expect(first.carriedIn).toBeLessThan(100);
    // Nothing invoiced is due at the next run yet: December, due on the 20th, still waits for its invoice.
    expect(s.nextPayment).toMatchObject({ date: '2026-03-20', months: [], amount: 0 });
    expect(s.carried).toEqual({ amount: 0, months: [] });
  });

  test('profile: the bank account comes masked; a new one needs the email code and leaves a notice', async () => {
    const r = await api.post<PaymentProfile>('/media/payment/profile/get', {}, { token: demo });
    const p = r.body.result;
    expect(p.accountMasked).toMatch(/^\*{4} \d{4}$/);
    expect(JSON.stringify(r.body)).not.toMatch(/6222\d{8}/);
    expect(p).toMatchObject({
      payeeName: 'Demo Media Ltd.',
      currency: 'USD',
      threshold: 100,
      email: 'demo@media-console.test',
    });
    const base = pick(p);
    const noCode = await api.post(
      '/media/payment/profile/update',
      { ...base, accountNumber: 'DE89 3704 0044 0532 0130 00' },
      { token: demo },
    );
    expect(noCode.body.errors?.code).toBe('Required');
    const sent = await api.post('/media/payment/profile/code', {}, { token: demo });
    expect(sent.body.code).toBe(0);
    expect((await api.post('/media/payment/profile/code', {}, { token: demo })).body.code).toBe(4029);
    const mailed = await api.mailedCode('demo@media-console.test');
    const wrong = otherCode(mailed);
    expect(
      (
        await api.post(
          '/media/payment/profile/update',
          { ...base, accountNumber: 'DE89370400440532013000', code: wrong },
          { token: demo },
        )
      ).body.code,
    ).toBe(4010);
    const ok = await api.post<PaymentProfile>(
      '/media/payment/profile/update',
      { ...base, accountNumber: 'DE89 3704 0044 0532 0130 00', code: mailed },
      { token: demo },
    );
    expect(ok.body.result.accountMasked).toBe('**** 3000');
    expect(JSON.stringify(ok.body)).not.toContain('DE8937040044');
    // The code works once.
    expect(
      (
        await api.post(
          '/media/payment/profile/update',
          { ...base, accountNumber: 'DE89370400440532019999', code: mailed },
          { token: demo },
        )
      ).body.code,
    ).toBe(4010);
    const notices = (await (await api.get('/__mock/notices?email=demo@media-console.test')).json()) as {
      result: MailboxNotice[];
    };
    expect(notices.result[0].subject).toBe('Your payment bank account was changed');
    expect(notices.result[0].text).toContain('**** 3000');
    // The sign-in mailbox still answers codes, not notices.
    expect((await api.mailbox('demo@media-console.test'))?.code).toMatch(/^\d{6}$/);
    // Issue 52: the payee, the tax ID and the payment method are where the money goes too: each needs a code.
    for (const change of [{ payeeName: 'Demo Media Limited' }, { taxId: 'X-1' }, { method: 'localTransfer' }]) {
      const refused = await api.post('/media/payment/profile/update', { ...base, ...change }, { token: demo });
      expect(refused.body.errors?.code).toBe('Required');
    }
    expect(
      (await api.post<PaymentProfile>('/media/payment/profile/get', {}, { token: demo })).body.result.payeeName,
    ).toBe('Demo Media Ltd.');
    // The threshold alone needs none.
    const threshold = await api.post<PaymentProfile>(
      '/media/payment/profile/update',
      { ...base, threshold: 250 },
      { token: demo },
    );
    expect(threshold.body.result.threshold).toBe(250);
    clock.advance(61_000);
    expect((await api.post('/media/payment/profile/code', {}, { token: demo })).body.code).toBe(0);
    const plain = await api.post<PaymentProfile>(
      '/media/payment/profile/update',
      { ...base, payeeName: 'Demo Media Limited', code: await api.mailedCode('demo@media-console.test') },
      { token: demo },
    );
    expect(plain.body.result.payeeName).toBe('Demo Media Limited');
  });

  test('rights: View reads statements, only MonthBillManage acts or sees payments; the menu lists the extension', async () => {
    const ops = await api.signIn('ops01', 'Ops@2026');
    expect((await list(ops)).length).toBe(24);
    expect((await get('2026-02', ops)).body.code).toBe(0);
    for (const [path, body] of [
      ['/media/monthBill/confirm', { month: '2026-02' }],
      ['/media/payment/list', {}],
      ['/media/payment/profile/get', {}],
      ['/media/payment/profile/code', {}],
      ['/media/payment/profile/update', {}],
    ] as const) {
      expect((await api.post(path, body, { token: ops })).status).toBe(403);
    }
    expect(
      (
        await upload(
          api,
          ops,
          '/media/monthBill/invoice',
          { month: '2025-12', invoiceNumber: 'X' },
          { name: 'i.pdf', data: PDF },
        )
      ).status,
    ).toBe(403);
    const sub01 = await api.signIn('sub01', 'Sub@2026');
    expect((await api.post('/media/monthBill/list', {}, { token: sub01 })).status).toBe(403);
    const menu = await api.post<{ code: string }[]>('/media/menu/list', {}, { token: demo });
    expect(menu.body.result.map((m) => m.code)).toContain('MonthBillManage');
    const opsMenu = await api.post<{ code: string }[]>('/media/menu/list', {}, { token: ops });
    expect(opsMenu.body.result.map((m) => m.code)).not.toContain('MonthBillManage');
  });

  test('data scope: a sub-account sees only its apps\u2019 amounts of the same statements', async () => {
    // demo grants sub01 the statements (View) for its two apps.
    const subs = await api.post<Page<{ id: number; account_name: string; appIds: number[] }>>(
      '/media/subAccount/list/get',
      {},
      { token: demo },
    );
    const sub01 = subs.body.result.list.find((s) => s.account_name === 'sub01')!;
    const upd = await api.post(
      '/media/subAccount/update',
      { id: sub01.id, menuCodes: ['HomeView', 'AppView', 'AdPosView', 'BillReportView', 'MonthBillReportView'] },
      { token: demo },
    );
    expect(upd.body.code).toBe(0);
    const token = await api.signIn('sub01', 'Sub@2026');
    const mine = await get('2026-02', token);
    const all = await get('2026-02', demo);
    expect(mine.body.result.byApp.map((a) => a.appId).sort()).toEqual(sub01.appIds.sort());
    expect(mine.body.result.bill.grossRevenue).toBeLessThan(all.body.result.bill.grossRevenue);
    expect(mine.body.result.bill.status).toBe(all.body.result.bill.status);
    expect((await api.post('/media/payment/profile/get', {}, { token })).status).toBe(403);
  });
});

function pick(p: PaymentProfile) {
  return {
    payeeName: p.payeeName,
    method: p.method,
    bankName: p.bankName,
    swiftCode: p.swiftCode,
    taxId: p.taxId,
    threshold: p.threshold,
  };
}
