/** @jest-environment node */
// Issue 52: only the owner stops the money. A Finance sub-account's "This was not me" reports the bank account change
// to the main account and holds that one change (the runs pay the account from before it); nothing is frozen and
// nobody is signed out. The owner keeps the change or answers "This was not me" itself (the freeze).
import { fakeClock, startApi, type Clock, type TestApi } from '../helpers';
import type { MailboxNotice, PaymentProfile, PaymentSummary } from '../../../src/contract/typings';
import { ROLE_TEMPLATES } from '../../../src/features/team/roleTemplateCodes';

const DEMO_EMAIL = 'demo@media-console.test';
const DAY = 86400000;
// 2026-03-15 12:00 in the billing zone: the 20th's payment run is five days away.
const START = Date.parse('2026-03-15T04:00:00Z');
const PROFILE = { method: 'wireTransfer', bankName: 'Pacific Commerce Bank', swiftCode: 'PCBKCNSH', threshold: 100 };

describe('"This was not me" from a sub-account: a report the owner decides on', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;
  let fin: string;

  beforeEach(async () => {
    clock = fakeClock(START);
    api = await startApi({ now: clock.now, rateLimitPerSecond: 1000 });
    demo = await api.signIn();
    const created = await api.post(
      '/media/subAccount/create',
      {
        account_name: 'fin01',
        password: 'Good2026x',
        name: 'Finance',
        email: 'fin@demo-media.test',
        menuCodes: ROLE_TEMPLATES.finance,
        appIds: [],
        allApps: true,
      },
      { token: demo },
    );
    if (created.body.code !== 0) throw new Error(`fin01 not created: ${created.body.msg}`);
    fin = await api.signIn('fin01', 'Good2026x');
  });
  afterEach(() => api.close());

  const notices = async () =>
    ((await (await api.get(`/__mock/notices?email=${DEMO_EMAIL}`)).json()) as { result: MailboxNotice[] }).result;
  const summary = async (token = demo) =>
    (await api.post<PaymentSummary>('/media/payment/list', {}, { token })).body.result;
  const profile = async () =>
    (await api.post<PaymentProfile>('/media/payment/profile/get', {}, { token: demo })).body.result;
  const notMe = (token: string) => api.post('/media/payment/profile/notMe', {}, { token });
  const keep = (token: string) => api.post('/media/payment/profile/keepChange', {}, { token });
  const paidAtRun = async () =>
    (await api.post<{ paid: string[] }>('/__mock/billing', { action: 'paymentRun' })).body.result.paid.filter((m) =>
      m.startsWith('2:'),
    );

  /** December's invoice comes in: under the terms (net 60) the run of 20 March would pay it. */
  async function invoiceDecember() {
    const fd = new FormData();
    fd.append('month', '2025-12');
    fd.append('invoiceNumber', 'INV-2025-12');
    fd.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'invoice.pdf');
    const res = await fetch(`${api.base}/media/monthBill/invoice`, {
      method: 'POST',
      headers: { 'user-token': demo },
      body: fd,
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  }

  async function changeAccount(accountNumber = 'NL91ABNA0417164300') {
    await api.post('/media/payment/profile/code', {}, { token: demo });
    const code = (await api.mailbox(DEMO_EMAIL, 'bankChange'))!.code;
    const p = await profile();
    const body = { ...PROFILE, payeeName: p.payeeName, taxId: p.taxId, accountNumber, code };
    expect((await api.post('/media/payment/profile/update', body, { token: demo })).body.code).toBe(0);
  }

  test('nothing frozen, nobody signed out, the owner told; payouts run on to the account from before the change', async () => {
    await invoiceDecember();
    const before = (await profile()).accountMasked;
    await changeAccount();
    const r = await notMe(fin);
    expect(r.body).toMatchObject({ code: 0, msg: expect.stringMatching(/^Reported to the main account/) });
    // Every session goes on: the owner's, the reporter's.
    for (const token of [demo, fin]) expect((await api.post('/media/payment/list', {}, { token })).status).toBe(200);
    const [mail] = await notices();
    expect(mail.subject).toBe('Payout change reported: "This was not me"');
    expect(mail.text).toContain('fin01 reported');
    expect(mail.text).toContain('**** 4300');
    expect(mail.text).toContain(before);
    // The owner and the reporter see the report and which account is paid meanwhile.
    const hold = (await summary()).payoutHold;
    expect(hold).toMatchObject({ state: 'reported', report: { by: 'fin01', paying: before } });
    expect((await summary(fin)).payoutHold?.state).toBe('reported');
    // Account health lists no payout hold: the report stops no money (the banner asks the owner instead).
    const health = await api.post<{ issues: { kind: string }[] }>('/media/health/list', {}, { token: demo });
    expect(health.body.result.issues.map((i) => i.kind)).not.toContain('payoutHold');
    // The run of the 20th pays (it would have waited out the hold): not frozen, not held.
    expect(await paidAtRun()).toContain('2:2025-12');
    // A second report changes nothing and mails nothing more.
    expect((await notMe(fin)).body.code).toBe(0);
    expect((await notices()).filter((n) => n.subject.startsWith('Payout change reported'))).toHaveLength(1);
    // The activity log tells the report from the owner's freeze.
    const log = await api.post<{ list: { action: string; account_name: string }[] }>(
      '/media/activity/list',
      { kinds: ['payment'] },
      { token: demo },
    );
    expect(log.body.result.list[0]).toMatchObject({
      action: '/media/payment/profile/notMe#report',
      account_name: 'fin01',
    });
  });

  test('only the owner decides: a sub-account cannot keep the change (403); the owner keeps it and the hold runs on', async () => {
    await changeAccount();
    expect((await notMe(fin)).body.code).toBe(0);
    const refused = await keep(fin);
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    expect((await keep(demo)).body).toMatchObject({ code: 0, msg: 'The change is kept' });
    // The change takes effect: its hold (from the change) runs its course, then payouts go to the new account.
    expect((await summary()).payoutHold).toMatchObject({ state: 'held' });
    expect((await summary()).payoutHold?.report).toBeUndefined();
    expect(await paidAtRun()).toEqual([]);
    clock.advance(8 * DAY);
    expect((await summary(await api.signIn())).payoutHold).toBeNull();
    // Nothing left to keep.
    expect((await keep(await api.signIn())).body.code).toBe(4009);
  });

  test('the owner answers "This was not me" to a report: the freeze, and every session ends', async () => {
    await changeAccount();
    expect((await notMe(fin)).body.code).toBe(0);
    expect((await notMe(demo)).body.code).toBe(0);
    for (const token of [demo, fin]) {
      const after = await api.post('/media/payment/list', {}, { token });
      expect([after.status, after.body.sessionEnd?.reason]).toEqual([401, 'ended']);
    }
    expect((await summary(await api.signIn())).payoutHold).toMatchObject({ state: 'frozen' });
    // A frozen account has nothing left to report.
    expect((await notMe(await api.signIn('fin01', 'Good2026x'))).body.code).toBe(4009);
  });

  test('no held change, nothing to report (4009); a new change ends an older report', async () => {
    expect((await notMe(fin)).body.code).toBe(4009);
    await changeAccount();
    expect((await notMe(fin)).body.code).toBe(0);
    clock.advance(61_000);
    await changeAccount('GB29NWBK60161331926819');
    expect((await summary()).payoutHold).toMatchObject({ state: 'held' });
  });

  test('a sub-account without MonthBillManage cannot report (403)', async () => {
    await changeAccount();
    const viewer = await api.post(
      '/media/subAccount/create',
      {
        account_name: 'view01',
        password: 'Good2026x',
        name: 'View',
        menuCodes: ['MonthBillReportView'],
        appIds: [],
        allApps: true,
      },
      { token: demo },
    );
    expect(viewer.body.code).toBe(0);
    const r = await notMe(await api.signIn('view01', 'Good2026x'));
    expect(r.status).toBe(403);
    expect((await summary()).payoutHold?.state).toBe('held');
  });
});
