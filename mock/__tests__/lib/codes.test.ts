/** @jest-environment node */
// Issue 28, part A: a code is good for one purpose, one account and one action; payout details belong to the owner.
import { DEMO, fakeClock, otherCode, startApi, type Clock, type TestApi } from '../helpers';
import type {
  EmailCodePurpose,
  MailboxNotice,
  PaymentProfile,
  PaymentSummary,
  SignInChallenge,
} from '../../../src/contract/typings';
import { ROLE_TEMPLATES } from '../../../src/features/team/roleTemplateCodes';
import { PAYOUT_HOLD_DAYS } from '../../../src/contract/values';
import { jaJP } from '../../core/lib/i18n/ja-JP';

const DEMO_EMAIL = 'demo@media-console.test';
const FIN_EMAIL = 'fin@demo-media.test';
const DAY = 86400000;
// 2026-03-15 12:00 in the billing zone: the 20th's payment run is five days away.
const START = Date.parse('2026-03-15T04:00:00Z');
const PROFILE = {
  payeeName: 'Demo Media Ltd.',
  method: 'wireTransfer',
  bankName: 'Pacific Commerce Bank',
  swiftCode: 'PCBKCNSH',
  taxId: '91310000MA00000002',
  threshold: 100,
};

describe('email codes: one purpose, one account', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;

  beforeEach(async () => {
    clock = fakeClock(START);
    api = await startApi({ now: clock.now, rateLimitPerSecond: 1000 });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  const mailbox = (email: string, purpose?: EmailCodePurpose) => api.mailbox(email, purpose);
  const profile = async (token = demo) =>
    (await api.post<PaymentProfile>('/media/payment/profile/get', {}, { token })).body.result;

  /** The current profile's payout fields, so an update changes only what a test says. */
  const current = async () => {
    const p = await profile();
    return { ...PROFILE, payeeName: p.payeeName, taxId: p.taxId, bankName: p.bankName, swiftCode: p.swiftCode };
  };

  /** The challenge of the two-step code `issue.twoStep` asked for (its own code answers only it). */
  let challenge: string | undefined;
  const twoStepChallenge = async () => {
    await api.post('/media/security/twoStep/set', { enabled: true, password: DEMO.password }, { token: demo });
    const r = await api.post<SignInChallenge>('/media/authorize/get', {
      account: DEMO.account,
      password: DEMO.password,
    });
    return r.body.result.twoStep.challenge;
  };

  /** Each purpose's code, mailed to the demo account's address. */
  const issue: Record<EmailCodePurpose, () => Promise<string>> = {
    signIn: async () => {
      expect((await api.post('/media/authorize/email/send', { email: DEMO_EMAIL })).body.code).toBe(0);
      return (await mailbox(DEMO_EMAIL, 'signIn'))!.code;
    },
    reset: async () => {
      expect((await api.post('/media/password/reset/send', { email: DEMO_EMAIL })).body.code).toBe(0);
      return (await mailbox(DEMO_EMAIL, 'reset'))!.code;
    },
    twoStep: async () => {
      challenge = await twoStepChallenge();
      expect(challenge).toBeTruthy();
      return (await mailbox(DEMO_EMAIL, 'twoStep'))!.code;
    },
    bankChange: async () => {
      expect((await api.post('/media/payment/profile/code', {}, { token: demo })).body.code).toBe(0);
      return (await mailbox(DEMO_EMAIL, 'bankChange'))!.code;
    },
  };

  /** Each call that takes a code, with `code`: its answer (business code and message; code 0 when taken). */
  const answer = ({ body }: { body: { code: number; msg?: string } }) => ({ code: body.code, msg: body.msg });
  const use: Record<EmailCodePurpose, (code: string) => Promise<{ code: number; msg?: string }>> = {
    signIn: async (code) => answer(await api.post('/media/authorize/email/verify', { email: DEMO_EMAIL, code })),
    reset: async (code) =>
      answer(await api.post('/media/password/reset', { email: DEMO_EMAIL, code, newPassword: 'Fresh@2026x' })),
    twoStep: async (code) =>
      answer(
        await api.post('/media/authorize/twoStep/verify', { challenge: challenge ?? (await twoStepChallenge()), code }),
      ),
    bankChange: async (code) =>
      answer(
        await api.post(
          '/media/payment/profile/update',
          { ...(await current()), accountNumber: 'NL91ABNA0417164300', code },
          { token: demo },
        ),
      ),
  };

  const PURPOSES = Object.keys(issue) as EmailCodePurpose[];
  const pairs = PURPOSES.flatMap((from) => PURPOSES.filter((to) => to !== from).map((to) => [from, to] as const));

  test.each(pairs)('a %s code is refused by the %s call, with the answer of a wrong code', async (from, to) => {
    challenge = undefined;
    await profile(); // the payment profile exists before its update is tried
    const code = await issue[from]();
    const wrong = otherCode(code);
    const foreign = await use[to](code);
    expect(foreign).toEqual({ code: 4010, msg: 'Wrong or expired verification code' });
    // Not a hint: the same answer, business code and message, as for a wrong code.
    expect(await use[to](wrong)).toEqual(foreign);
    // The code still works for its own purpose (nothing spent by the foreign call).
    if (to === 'twoStep' && from !== 'twoStep')
      await api.post('/media/security/twoStep/set', { enabled: false, password: DEMO.password }, { token: demo });
    expect((await use[from](code)).code).toBe(0);
  });

  test('the code mails name the action and the account', async () => {
    await issue.bankChange();
    const bank = await mailbox(DEMO_EMAIL, 'bankChange');
    expect(bank!.subject).toBe('Your code to change the bank account of Demo Media Ltd.');
    expect(bank!.text).toMatch(
      /^\d{6} is your code to change the bank account of Demo Media Ltd\., asked for by demo\./,
    );
    await issue.signIn();
    expect((await mailbox(DEMO_EMAIL, 'signIn'))!.text).toContain('to sign in to Media Console as demo');
    await issue.reset();
    expect((await mailbox(DEMO_EMAIL, 'reset'))!.text).toContain('to reset the password of demo');
    // In the mock's other mail language as well.
    clock.advance(61_000);
    await api.post('/media/payment/profile/code', {}, { token: demo, headers: { 'accept-language': 'zh-CN' } });
    expect((await mailbox(DEMO_EMAIL, 'bankChange'))!.subject).toBe('更改 Demo Media Ltd. 收款银行账户的验证码');
  });

  test('each purpose has its own 60 s: a bank-change code does not hold back a sign-in code, nor the reverse', async () => {
    await issue.bankChange();
    const again = await api.post('/media/payment/profile/code', {}, { token: demo });
    expect(again.body.code).toBe(4029);
    expect((await api.post('/media/authorize/email/send', { email: DEMO_EMAIL })).body.code).toBe(0);
    expect((await api.post('/media/authorize/email/send', { email: DEMO_EMAIL })).body.code).toBe(4029);
    expect((await api.post('/media/password/reset/send', { email: DEMO_EMAIL })).body.code).toBe(0);
    clock.advance(61_000);
    expect((await api.post('/media/payment/profile/code', {}, { token: demo })).body.code).toBe(0);
  });

  test("a code sent for another account is refused: another publisher's bank-change code, an address that changed hands", async () => {
    const pixel = await api.signIn('pixelplay', 'Pub@2026');
    expect((await api.post('/media/payment/profile/code', {}, { token: pixel })).body.code).toBe(0);
    const theirs = (await mailbox('ops@pixelplay.test', 'bankChange'))!.code;
    expect((await use.bankChange(theirs)).code).toBe(4010);
    // A sign-in code mailed while no account used the address does not sign in the account that takes it later.
    const email = 'later@demo-media.test';
    await api.post('/media/authorize/email/send', { email });
    const code = (await mailbox(email, 'signIn'))!.code;
    const created = await api.post(
      '/media/subAccount/create',
      { account_name: 'later01', password: 'Good2026x', name: 'Later', email, menuCodes: ['HomeView'], appIds: [] },
      { token: demo },
    );
    expect(created.body.code).toBe(0);
    expect((await api.post('/media/authorize/email/verify', { email, code })).body.code).toBe(4010);
  });
});

describe('payout details belong to the owner', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;
  let fin: string;

  // Every code any role template grants, and more: the strongest sub-account a main account can make.
  const EVERY_TEMPLATE_CODE = [...new Set(Object.values(ROLE_TEMPLATES).flat())];

  beforeEach(async () => {
    clock = fakeClock(START);
    // Two browsers of the main account side by side.
    api = await startApi({ now: clock.now, rateLimitPerSecond: 1000, sessionLimit: 2 });
    demo = await api.signIn();
    const created = await api.post(
      '/media/subAccount/create',
      {
        account_name: 'fin01',
        password: 'Good2026x',
        name: 'Finance',
        email: FIN_EMAIL,
        menuCodes: EVERY_TEMPLATE_CODE,
        appIds: [],
      },
      { token: demo },
    );
    if (created.body.code !== 0) throw new Error(`fin01 not created: ${created.body.msg}`);
    fin = await api.signIn('fin01', 'Good2026x');
  });
  afterEach(() => api.close());

  const mailbox = (email: string, purpose?: EmailCodePurpose) => api.mailbox(email, purpose);
  const notices = async (email: string) =>
    (
      (await (await api.get(`/__mock/notices?email=${encodeURIComponent(email)}`)).json()) as {
        result: MailboxNotice[];
      }
    ).result;
  /** The seed's confirmed month (December) gets its invoice, so the run of 20 March has something to pay. */
  const invoiceDecember = async () => {
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
  };
  const profile = async (token = demo) =>
    (await api.post<PaymentProfile>('/media/payment/profile/get', {}, { token })).body.result;
  const summary = async (token = demo) =>
    (await api.post<PaymentSummary>('/media/payment/list', {}, { token })).body.result;

  async function changeAccount(accountNumber = 'NL91ABNA0417164300', headers: Record<string, string> = {}) {
    await api.post('/media/payment/profile/code', {}, { token: demo });
    const code = (await mailbox(DEMO_EMAIL, 'bankChange'))!.code;
    const p = await profile();
    const body = { ...PROFILE, payeeName: p.payeeName, taxId: p.taxId, accountNumber, code };
    return api.post<PaymentProfile>('/media/payment/profile/update', body, { token: demo, headers });
  }

  test('a sub-account with every right a template gives cannot ask for the code nor change a payout field', async () => {
    const p = await profile(fin);
    expect(p.payoutEditable).toBe(false);
    expect((await profile()).payoutEditable).toBe(true);
    const code = await api.post('/media/payment/profile/code', {}, { token: fin });
    expect(code.status).toBe(403);
    expect(code.body.msg).toBe('Only the main account can change payout details');
    expect(await mailbox(FIN_EMAIL)).toBeNull();
    expect(await mailbox(DEMO_EMAIL, 'bankChange')).toBeNull();
    const same = { ...PROFILE, payeeName: p.payeeName, taxId: p.taxId };
    for (const change of [
      { payeeName: 'Someone Else' },
      { taxId: 'X-1' },
      { bankName: 'Other Bank' },
      { swiftCode: 'OTHRGB2L' },
      { method: 'localTransfer' },
      { accountNumber: 'GB29NWBK60161331926819', code: '123456' },
    ]) {
      const r = await api.post('/media/payment/profile/update', { ...same, ...change }, { token: fin });
      expect([r.status, r.body.code]).toEqual([403, 403]);
    }
    const after = await profile();
    expect([after.payeeName, after.taxId, after.accountMasked]).toEqual([p.payeeName, p.taxId, p.accountMasked]);
    // The threshold only moves when the money is paid, never where to: a sub-account may still change it.
    const ok = await api.post<PaymentProfile>(
      '/media/payment/profile/update',
      { ...same, threshold: 500 },
      { token: fin },
    );
    expect(ok.body.code).toBe(0);
    expect(ok.body.result.threshold).toBe(500);
    // And the rest of its statement work goes on.
    expect((await api.post('/media/monthBill/confirm', { month: '2026-02' }, { token: fin })).body.code).toBe(0);
  });

  test("the bank-change code and the notice go to the main account's address; a payee change is notified too", async () => {
    expect((await changeAccount()).body.code).toBe(0);
    const [notice] = await notices(DEMO_EMAIL);
    expect(notice.subject).toBe('Your payment bank account was changed');
    expect(notice.text).toContain('**** 4300');
    expect(notice.text).toMatch(/was \*{4} \d{4}/);
    expect(await notices(FIN_EMAIL)).toEqual([]);
    const p = await profile();
    // A new payee needs the bank-change code too (issue 52): a minute later, a new one.
    clock.advance(61_000);
    await api.post('/media/payment/profile/code', {}, { token: demo });
    const code = (await mailbox(DEMO_EMAIL, 'bankChange'))!.code;
    const r = await api.post(
      '/media/payment/profile/update',
      { ...PROFILE, payeeName: 'Demo Media Holdings', taxId: p.taxId, code },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    expect((await notices(DEMO_EMAIL))[0]).toMatchObject({ subject: 'Your payout details were changed' });
    expect((await notices(DEMO_EMAIL))[0].text).toContain('(payee name)');
  });

  test('a new bank account holds payouts for the stated days: the payment run skips the publisher until then', async () => {
    // December's invoice comes in: under the terms (net 60) the run of 20 March would pay it.
    await invoiceDecember();
    const before = await summary();
    expect(before.payoutHold).toBeNull();
    expect(before.nextPayment.months).toEqual(['2025-12']);
    expect((await changeAccount()).body.code).toBe(0);
    const held = (await summary()).payoutHold!;
    expect(held).toMatchObject({ state: 'held', days: PAYOUT_HOLD_DAYS });
    expect(Date.parse(held.heldUntil) - Date.parse(held.changedAt)).toBe(PAYOUT_HOLD_DAYS * DAY);
    const run = await api.post<{ paid: string[] }>('/__mock/billing', { action: 'paymentRun' });
    expect(run.body.result.paid.filter((m) => m.startsWith('2:'))).toEqual([]);
    // The 20th comes within the hold: still nothing paid.
    clock.advance(6 * DAY);
    const token = await api.signIn();
    expect((await summary(token)).payments.filter((p) => p.paidAt.startsWith('2026-03'))).toEqual([]);
    // Once the hold is over, the run pays.
    clock.advance(2 * DAY);
    expect((await summary(await api.signIn())).payoutHold).toBeNull();
    const later = await api.post<{ paid: string[] }>('/__mock/billing', { action: 'paymentRun' });
    expect(later.body.result.paid.some((m) => m.startsWith('2:'))).toBe(true);
  });

  test('the main account reads a sub-account\'s "This was not me" in the language it last signed in with (issue 31)', async () => {
    expect((await changeAccount()).body.code).toBe(0);
    // The main account's latest sign-in is in Japanese; the finance sub-account acts from an English console.
    await api.post('/media/authorize/get', DEMO, { headers: { 'accept-language': 'ja-JP' } });
    // Issue 52: a sub-account's answer is a report to the owner, not a freeze.
    expect((await api.post('/media/payment/profile/notMe', {}, { token: fin })).body.msg).toBe(
      'Reported to the main account. Payouts go on to the previous bank account until the owner decides.',
    );
    const [mail] = await notices(DEMO_EMAIL);
    expect(mail.subject).toBe(jaJP['notice.payoutReported.subject']);
    expect(mail.text).toContain('fin01 が ');
    expect(mail.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} \(GMT[+-]\d{2}:\d{2} [^)]+\)/);
  });

  test('the owner\'s "This was not me" freezes payouts until support releases them and ends every session of the publisher', async () => {
    await invoiceDecember();
    expect((await changeAccount()).body.code).toBe(0);
    const other = await api.signIn(); // demo in a second browser
    const r = await api.post('/media/payment/profile/notMe', {}, { token: demo });
    expect(r.body.code).toBe(0);
    for (const token of [demo, other, fin]) {
      const after = await api.post('/media/payment/list', {}, { token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ sessionEnd: { reason: 'ended' } });
    }
    expect((await notices(DEMO_EMAIL))[0].subject).toBe('Payouts frozen: "This was not me"');
    const again = await api.signIn();
    expect((await summary(again)).payoutHold).toMatchObject({ state: 'frozen' });
    // Past the hold, still frozen: the run pays nothing.
    clock.advance(10 * DAY);
    const later = await api.signIn();
    expect((await summary(later)).payoutHold?.state).toBe('frozen');
    expect((await summary(later)).payments.filter((p) => p.paidAt.startsWith('2026-03'))).toEqual([]);
    const run = await api.post<{ paid: string[] }>('/__mock/billing', { action: 'paymentRun' });
    expect(run.body.result.paid.filter((m) => m.startsWith('2:'))).toEqual([]);
    // Support releases them.
    const unfreeze = await api.post<{ unfrozen: string[] }>('/__mock/billing', { action: 'unfreeze' });
    expect(unfreeze.body.result.unfrozen).toContain('2');
    expect((await summary(later)).payoutHold).toBeNull();
    // Released, the run pays December, which waited through the frozen run of the 20th.
    const released = await api.post<{ paid: string[] }>('/__mock/billing', { action: 'paymentRun' });
    expect(released.body.result.paid).toContain('2:2025-12');
  });

  test('the activity log says what changed: old and new last four, by whom, from where', async () => {
    const before = (await profile()).accountMasked;
    expect((await changeAccount('NL91ABNA0417164300', { 'x-forwarded-for': '198.51.100.7' })).body.code).toBe(0);
    const log = await api.post<{ list: Record<string, unknown>[] }>(
      '/media/activity/list',
      { kinds: ['payment'] },
      { token: demo },
    );
    expect(log.body.result.list[0]).toMatchObject({
      action: '/media/payment/profile/update',
      target: `${before} → **** 4300`,
      account_name: 'demo',
      ip: '198.51.100.7',
      place: 'Singapore',
    });
  });
});
