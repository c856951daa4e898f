/** @jest-environment node */
import * as XLSX from 'xlsx';
import type { ReportDelivery, ReportSchedule, SavedReport, SavedReportList } from '../../../src/contract/typings';
import { LIMITS } from '../../../src/contract/limits';
import { fakeClock, freshApiPerTest, SUB01, type TestApi } from '../helpers';

const clock = fakeClock(Date.parse('2026-03-15T04:00:00Z'));
let api: TestApi;
let demo: string;
freshApiPerTest({ now: clock.now }, (a, t) => {
  api = a;
  demo = t;
});

const save = (token: string, body: Record<string, unknown>) =>
  api.post<SavedReport>('/media/savedReport/create', body, { token });
const list = async (token: string) =>
  (await api.post<SavedReportList>('/media/savedReport/list', {}, { token })).body.result;
const mails = async (email: string) =>
  (
    (await (await api.get(`/__mock/mailbox/reports?email=${encodeURIComponent(email)}`)).json()) as {
      result: ReportDelivery[];
    }
  ).result;

describe('saved reports', () => {
  test('save, list, rename, delete; names checked', async () => {
    const r = await save(demo, { name: '  Weekly by app ', query: 'group=day,app', period: { kind: 'last7Days' } });
    expect(r.body.code).toBe(0);
    expect(r.body.result).toMatchObject({ name: 'Weekly by app', query: 'group=day,app', mine: true, shared: false });
    const dup = await save(demo, { name: 'weekly BY app', query: '', period: { kind: 'last7Days' } });
    expect(dup.body.code).toBe(4009);
    expect(dup.body.errors?.name).toBe('You already have a saved report with this name');
    const long = await save(demo, { name: 'x'.repeat(61), query: '', period: { kind: 'last7Days' } });
    expect(long.body.errors?.name).toBe('At most 60 characters');
    const custom = await save(demo, { name: 'Q1', query: '', period: { kind: 'custom', start: '2026-01-01' } });
    expect(custom.body.errors?.period).toBe('A custom period needs a start and an end');
    const l = await list(demo);
    expect(l.timeZone).toBe('Asia/Shanghai');
    expect(l.list.map((x) => x.name)).toEqual(['Weekly by app']);
    const renamed = await api.post<SavedReport>(
      '/media/savedReport/update',
      { id: r.body.result.id, name: 'By app' },
      { token: demo },
    );
    expect(renamed.body.result.name).toBe('By app');
    expect((await api.post('/media/savedReport/del', { id: r.body.result.id }, { token: demo })).body.code).toBe(0);
    expect((await list(demo)).list).toEqual([]);
  });

  test('a sub-account sees its own and what its main account shares, and cannot change the shared ones', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const priv = (await save(demo, { name: 'Private', query: '', period: { kind: 'yesterday' } })).body.result;
    const shared = (await save(demo, { name: 'Shared', query: '', period: { kind: 'thisMonth' }, shared: true })).body
      .result;
    const own = (await save(sub, { name: 'Mine', query: 'group=app', period: { kind: 'last30Days' } })).body.result;
    expect((await list(sub)).list.map((x) => [x.name, x.mine])).toEqual([
      ['Mine', true],
      ['Shared', false],
    ]);
    expect((await list(demo)).list.map((x) => x.name)).not.toContain('Mine');
    expect(
      (await api.post('/media/savedReport/update', { id: shared.id, name: 'Taken over' }, { token: sub })).body.code,
    ).toBe(4004);
    expect((await api.post('/media/savedReport/del', { id: priv.id }, { token: sub })).body.code).toBe(4004);
    const share = await api.post('/media/savedReport/update', { id: own.id, shared: true }, { token: sub });
    expect(share.body.errors?.shared).toBe('Only a main account shares reports with its sub-accounts');
    // Unsharing hides it again.
    await api.post('/media/savedReport/update', { id: shared.id, shared: false }, { token: demo });
    expect((await list(sub)).list.map((x) => x.name)).toEqual(['Mine']);
  });

  test('no BillReportView, no saved reports (403)', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const sub01 = api.mw.server.services.db.state.accounts.find((a) => a.account_name === 'sub01');
    if (sub01) sub01.menuCodes = sub01.menuCodes.filter((c) => c !== 'BillReportView');
    expect((await api.post('/media/savedReport/list', {}, { token: sub })).status).toBe(403);
    expect((await api.post('/media/reportSchedule/list', {}, { token: sub })).status).toBe(403);
  });
});

describe('schedules', () => {
  test('validated: weekday, month day, recipients', async () => {
    const rep = (await save(demo, { name: 'R', query: '', period: { kind: 'last7Days' } })).body.result;
    const bad = await api.post(
      '/media/reportSchedule/create',
      {
        reportId: rep.id,
        frequency: 'weekly',
        hour: 8,
        recipients: ['ok@example.test', 'not-an-email'],
        format: 'csv',
      },
      { token: demo },
    );
    expect(bad.body.errors).toMatchObject({
      weekday: 'Choose the day of the week',
      recipients: 'Not a valid email address',
    });
    const tooMany = await api.post(
      '/media/reportSchedule/create',
      { reportId: rep.id, frequency: 'daily', hour: 24, recipients: [], format: 'pdf' },
      { token: demo },
    );
    expect(Object.keys(tooMany.body.errors ?? {}).sort()).toEqual(['format', 'hour', 'recipients']);
  });

  test('runs when due, mails each recipient a link to the file, and moves on; QA fires one at once', async () => {
    const state = api.mw.server.services.db.state;
    const demoAccount = state.accounts.find((a) => a.account_name === 'demo');
    if (demoAccount) demoAccount.timeZone = 'America/Los_Angeles';
    const rep = (await save(demo, { name: '=Daily', query: 'group=day,app', period: { kind: 'last7Days' } })).body
      .result;
    const made = await api.post<ReportSchedule>(
      '/media/reportSchedule/create',
      {
        reportId: rep.id,
        frequency: 'daily',
        hour: 8,
        recipients: ['Boss@Example.test', 'ops@example.test'],
        format: 'xlsx',
      },
      { token: demo },
    );
    expect(made.body.code).toBe(0);
    // 2026-03-15T04:00Z is 21:00 on the 14th in Los Angeles (PDT since 8 March): next 08:00 PDT = 15:00Z.
    expect(made.body.result).toMatchObject({
      nextRunAt: '2026-03-15T15:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      lastRun: null,
    });
    expect(await mails('boss@example.test')).toEqual([]);

    clock.advance(11 * 3600e3 + 60e3); // 15:01Z: due; the next request runs it
    demo = await api.signIn();
    const after = (await api.post<ReportSchedule[]>('/media/reportSchedule/list', {}, { token: demo })).body.result[0];
    expect(after.lastRun).toMatchObject({ status: 'sent', at: '2026-03-15T15:01:00.000Z' });
    expect(after.nextRunAt).toBe('2026-03-16T15:00:00.000Z');
    const [mail] = await mails('boss@example.test');
    expect(mail).toMatchObject({
      status: 'sent',
      subject: 'Scheduled report: =Daily',
      fileName: expect.stringMatching(/\.xlsx$/),
    });
    // The period resolved on the 15th in Los Angeles.
    expect(mail.text).toContain('2026-03-09 – 2026-03-15');
    expect(await mails('ops@example.test')).toHaveLength(1);
    const file = await api.get(mail.fileUrl as string);
    expect(file.status).toBe(200);
    const wb = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(["'=Daily"]); // a formula-looking name is escaped
    expect(rows.length).toBeGreaterThan(8);
    // Title, 10 preamble lines (period, the page export's filters block: apps, ad positions, ad types, grouping;
    // zone, currency, generated at, data updated at, and today's partial day: the period holds today), the blank
    // line, header, rows, totals.
    expect(rows.length - 1 - 10 - 1 - 1 - 1).toBe(mail.rows);
    expect(rows.at(-1)?.[0]).toBe('Total');
    // Issue 52: today (08:01 in Los Angeles) is partial, to 08:00: in the preamble and on each of today's rows.
    expect(rows[10]).toEqual(['Partial day', '2026-03-15, figures to 08:00 (GMT-07:00) (the totals include it)']);
    const header = rows[12] as string[];
    const [date, status] = [header.indexOf('Date'), header.indexOf('Status')];
    const data = rows.slice(13, -1) as unknown[][];
    const today = data.filter((r) => r[date] === 46096); // 2026-03-15, a date cell (days since 1899-12-30)
    expect(today.length).toBeGreaterThan(0);
    expect(new Set(today.map((r) => r[status]))).toEqual(new Set(['Partial, to 08:00 (GMT-07:00)']));
    expect(new Set(data.filter((r) => !today.includes(r)).map((r) => r[status]))).toEqual(
      new Set(['Estimated', 'Final']),
    );

    // QA fires it at once: another mail, the next run unchanged.
    const fired = await api.post<ReportDelivery[]>('/__mock/schedules/run', { id: after.id });
    expect(fired.body.result).toHaveLength(2);
    const again = (await api.post<ReportSchedule[]>('/media/reportSchedule/list', {}, { token: demo })).body.result[0];
    expect(again.nextRunAt).toBe('2026-03-16T15:00:00.000Z');
    expect(await mails('boss@example.test')).toHaveLength(2);

    // Paused: not run, no next run; resumed: from now.
    await api.post('/media/reportSchedule/status', { id: after.id, status: 'paused' }, { token: demo });
    clock.advance(2 * 86400e3);
    demo = await api.signIn();
    const paused = (await api.post<ReportSchedule[]>('/media/reportSchedule/list', {}, { token: demo })).body.result[0];
    expect(paused).toMatchObject({ status: 'paused', nextRunAt: null });
    expect(await mails('boss@example.test')).toHaveLength(2);
    const resumed = await api.post<ReportSchedule>(
      '/media/reportSchedule/status',
      { id: after.id, status: 'active' },
      { token: demo },
    );
    expect(resumed.body.result.nextRunAt).toBe('2026-03-18T15:00:00.000Z');
    // Links expire after 7 days.
    clock.advance(8 * 86400e3);
    expect((await api.get(mail.fileUrl as string)).status).toBe(404);
  });

  test("a delivery runs with its owner's data scope at the time of the run", async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const state = api.mw.server.services.db.state;
    const sub01 = state.accounts.find((a) => a.account_name === 'sub01');
    const foreign = state.apps.find((a) => a.publisherId === sub01?.parentId && !sub01?.appIds.includes(a.id));
    const rep = (
      await save(demo, { name: 'All apps', query: `apps=${foreign?.id}`, period: { kind: 'yesterday' }, shared: true })
    ).body.result;
    const sched = (
      await api.post<ReportSchedule>(
        '/media/reportSchedule/create',
        {
          reportId: rep.id,
          frequency: 'monthly',
          monthDay: 31,
          hour: 6,
          recipients: ['sub@example.test'],
          format: 'csv',
        },
        { token: sub },
      )
    ).body.result;
    expect(sched.monthDay).toBe(31);
    // Demo does not see the sub-account's schedule, and cannot delete it.
    expect((await api.post<ReportSchedule[]>('/media/reportSchedule/list', {}, { token: demo })).body.result).toEqual(
      [],
    );
    expect((await api.post('/media/reportSchedule/del', { id: sched.id }, { token: demo })).body.code).toBe(4004);
    await api.post('/__mock/schedules/run', { id: sched.id });
    const [mail] = await mails('sub@example.test');
    expect(mail).toMatchObject({ status: 'failed', fileUrl: null });
    expect(mail.text).toContain(`Not available to you: ${foreign?.id}`);
    const listed = (await api.post<ReportSchedule[]>('/media/reportSchedule/list', {}, { token: sub })).body.result[0];
    expect(listed.lastRun).toMatchObject({ status: 'failed' });
    // Rights are read at each run: without the report right it fails too.
    if (sub01) sub01.menuCodes = sub01.menuCodes.filter((c) => c !== 'BillReportView');
    await api.post('/__mock/schedules/run', { id: sched.id });
    expect((await mails('sub@example.test'))[0].text).toContain('You do not have permission');
    sub01?.menuCodes.push('BillReportView');
    // Deleting the shared report takes the sub-account's schedule with it.
    await api.post('/media/savedReport/del', { id: rep.id }, { token: demo });
    expect((await api.post<ReportSchedule[]>('/media/reportSchedule/list', {}, { token: sub })).body.result).toEqual(
      [],
    );
  });
});

describe('no silent truncation', () => {
  test('an export or a delivery over the row limit is refused with the limit named', async () => {
    jest.replaceProperty(LIMITS as { exportRows: number }, 'exportRows', 5);
    const day = (n: number) => new Date(clock.now() + 8 * 3600e3 - n * 86400e3).toISOString().slice(0, 10);
    const refused = await api.post(
      '/media/settlement/export',
      { startDate: day(6), endDate: day(0), groupBy: ['day'] },
      { token: demo },
    );
    expect(refused.body.code).toBe(4001);
    expect(refused.body.message).toBe(
      'The report has 7 rows, more than the limit of 5 rows per file: narrow the period or the grouping',
    );
    const fits = await api.post<{ rows: unknown[] }>(
      '/media/settlement/export',
      { startDate: day(4), endDate: day(0), groupBy: ['day'] },
      { token: demo },
    );
    expect(fits.body.result.rows).toHaveLength(5);

    const rep = (await save(demo, { name: 'Week', query: '', period: { kind: 'last7Days' } })).body.result;
    const sched = (
      await api.post<ReportSchedule>(
        '/media/reportSchedule/create',
        { reportId: rep.id, frequency: 'daily', hour: 8, recipients: ['limit@example.test'], format: 'csv' },
        { token: demo },
      )
    ).body.result;
    await api.post('/__mock/schedules/run', { id: sched.id });
    const [mail] = await mails('limit@example.test');
    expect(mail).toMatchObject({ status: 'failed', fileUrl: null });
    expect(mail.text).toContain('more than the limit of 5 rows per file');
  });
});

describe('schedules of a fixed period (issue 52)', () => {
  // The row limit another test lowered comes back.
  beforeEach(() => jest.restoreAllMocks());
  const daily = (reportId: number, extra: Record<string, unknown> = {}) =>
    api.post<ReportSchedule>(
      '/media/reportSchedule/create',
      { reportId, frequency: 'daily', hour: 8, recipients: ['fixed@example.test'], format: 'csv', ...extra },
      { token: demo },
    );
  // Days in the account's zone (Shanghai), counted from the shared clock wherever earlier tests left it.
  const day = (n: number) => new Date(clock.now() + 8 * 3600e3 + n * 86400e3).toISOString().slice(0, 10);
  let fixed: { kind: string; start: string; end: string };
  beforeEach(() => {
    fixed = { kind: 'custom', start: day(-15), end: day(-9) };
  });
  const nextDay = async () => {
    clock.advance(86400e3);
    demo = await api.signIn();
    return (await api.post<ReportSchedule[]>('/media/reportSchedule/list', {}, { token: demo })).body.result[0];
  };

  test('once (the default): the period is sent one time, then the schedule is done', async () => {
    const rep = (await save(demo, { name: 'First week', query: '', period: fixed })).body.result;
    const made = await daily(rep.id);
    expect(made.body.result).toMatchObject({ fixedPeriod: 'once', sentPeriods: 0, status: 'active' });
    const first = await nextDay();
    expect(first).toMatchObject({ status: 'done', nextRunAt: null, sentPeriods: 1, lastRun: { status: 'sent' } });
    await nextDay();
    await nextDay();
    const sent = await mails('fixed@example.test');
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(fixed.start);
    expect(sent[0].text).toContain(fixed.end);
  });

  test('move on: each run sends the next period of the same length once it has ended, nothing before', async () => {
    const rep = (await save(demo, { name: 'Weeks', query: '', period: fixed })).body.result;
    expect((await daily(rep.id, { fixedPeriod: 'moveOn' })).body.result).toMatchObject({ fixedPeriod: 'moveOn' });
    const second = { start: day(-8), end: day(-2) };
    // The saved week at the first run; the week after it, ended by then, at the second.
    expect(await nextDay()).toMatchObject({ status: 'active', sentPeriods: 1 });
    expect(await nextDay()).toMatchObject({ status: 'active', sentPeriods: 2 });
    // The week after that has not ended yet: the next run sends nothing and waits.
    expect(await nextDay()).toMatchObject({ status: 'active', sentPeriods: 2 });
    const texts = (await mails('fixed@example.test')).map((m) => m.text).reverse();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain(fixed.start);
    expect(texts[1]).toContain(second.start);
    expect(texts[1]).toContain(second.end);
  });

  test('a relative period has no fixed-period rule, and nobody sets a schedule to done', async () => {
    const rep = (await save(demo, { name: 'Rolling', query: '', period: { kind: 'last7Days' } })).body.result;
    const made = (await daily(rep.id, { fixedPeriod: 'once' })).body.result;
    expect(made).toMatchObject({ fixedPeriod: null, sentPeriods: 0 });
    const r = await api.post('/media/reportSchedule/status', { id: made.id, status: 'done' }, { token: demo });
    expect(r.body.code).toBe(4001);
  });
});
