/** @jest-environment node */
/**
 * Alert evaluation (issue 49): one alert when an incident opens and one "back to normal" when it ends, however
 * often the rules are judged; on the mock's clock every few minutes (a request catches up); notifications per
 * person with read marks; a sub-account told only about apps it may see; emails in the reader's language.
 */
import { ALERT_EVERY_MINUTES } from '../../../src/contract/values';
import { fakeClock, startApi, SUB01, type Clock, type TestApi } from '../helpers';
import { alertsApi } from './support';

const HOUR = 3_600_000;

describe('alert evaluation (extension)', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now, figuresNow: clock.now, sessionLimit: 3, rateLimitPerSecond: 1000 });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  /** An app with requests today, and its requests so far as the rules read them: from a floor no figure reaches. */
  async function appWithRequests(): Promise<{ app: { value: number; label: string }; soFar: number }> {
    const a = alertsApi(api);
    const apps = await a.appOptions(demo);
    for (const app of apps)
      await a.create(demo, {
        kind: 'metric',
        metric: 'requests',
        scope: 'app',
        appId: app.value,
        condition: 'floor',
        threshold: 1e9,
      });
    await a.run();
    const found = (await a.notifications(demo)).list.find((n) => (n.value ?? 0) > 0)!;
    for (const r of (await a.rules(demo)).result)
      await api.post('/media/alert/rule/delete', { id: r.id }, { token: demo });
    await api.post('/media/alert/notification/read', { all: true }, { token: demo });
    return { app: apps.find((o) => o.value === found.appId)!, soFar: found.value! };
  }

  test('one alert per incident and one "back to normal", judged on the clock and caught up by a request', async () => {
    const a = alertsApi(api);
    const { app, soFar } = await appWithRequests();
    // A floor just above today's requests so far: it holds now, and no longer once an hour more has come in.
    const rule = (
      await a.create(demo, {
        kind: 'metric',
        metric: 'requests',
        scope: 'app',
        appId: app.value,
        condition: 'floor',
        threshold: soFar + 1,
      })
    ).body.result;
    expect(await a.unread(demo)).toBe(0);
    clock.advance(ALERT_EVERY_MINUTES * 60_000);
    // The next request (here a sign-in: the token of five minutes ago has expired) catches up the evaluation due.
    demo = await api.signIn();
    expect(await a.unread(demo)).toBe(1);
    const [opened] = (await a.notifications(demo, { unread: true })).list;
    expect(opened).toMatchObject({
      ruleId: rule.id,
      event: 'opened',
      kind: 'metric',
      metric: 'requests',
      appId: app.value,
      appName: app.label,
      value: soFar,
      threshold: soFar + 1,
      read: false,
    });
    expect((await a.rules(demo)).result[0].firing).toBe(true);
    // Judged again and again while nothing changed: nobody is told anything more.
    for (let i = 0; i < 3; i++) {
      clock.advance(ALERT_EVERY_MINUTES * 60_000);
      expect(await a.run()).toBe(0);
    }
    clock.advance(2 * HOUR);
    expect(await a.run()).toBe(1);
    demo = await api.signIn();
    const list = (await a.notifications(demo)).list.filter((n) => n.ruleId === rule.id);
    expect(list.map((n) => n.event)).toEqual(['resolved', 'opened']);
    expect(list[0].since).toBe(opened.at);
    expect(await a.run()).toBe(0);
    expect((await a.rules(demo)).result[0].firing).toBe(false);
  });

  test('a drop against the same hours a week before: the anomaly switch opens it, removing it ends it', async () => {
    const a = alertsApi(api);
    const { app } = await appWithRequests();
    await a.create(demo, {
      kind: 'metric',
      metric: 'earnings',
      scope: 'app',
      appId: app.value,
      condition: 'drop',
      threshold: 30,
    });
    // Nothing has fallen yet: today so far is close to the same hours a week before.
    expect(await a.run()).toBe(0);
    await api.post('/media/alert/prefs/update', { emailKinds: ['metric'] }, { token: demo });
    const yesterday = new Date(clock.now() - 24 * HOUR).toISOString();
    const anomaly = (body: unknown, method = 'POST') =>
      fetch(`${api.base}/__mock/anomaly`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
      });
    expect((await anomaly({ appId: app.value, metric: 'fillRate', factor: 0.25, from: yesterday })).status).toBe(200);
    expect(await a.run()).toBe(1);
    const [opened] = (await a.notifications(demo)).list.filter((n) => n.event === 'opened' && n.condition === 'drop');
    expect(opened.value!).toBeLessThan(opened.baseline! * 0.7);
    const [mail] = await a.notices('demo@media-console.test');
    expect(mail.subject).toBe(
      `Alert: Earnings of ${app.label} fell more than 30% against the same hours a week before`,
    );
    expect(await a.run()).toBe(0);
    await anomaly(null, 'DELETE');
    expect(await a.run()).toBe(1);
    const list = (await a.notifications(demo)).list.filter((n) => n.ruleId === opened.ruleId);
    expect(list.map((n) => n.event)).toEqual(['resolved', 'opened']);
  });

  test("read marks are each person's own: one, some, all, and unread again", async () => {
    const a = alertsApi(api);
    const apps = (await a.appOptions(demo)).slice(0, 3);
    for (const app of apps)
      await a.create(demo, {
        kind: 'metric',
        metric: 'earnings',
        scope: 'app',
        appId: app.value,
        condition: 'floor',
        threshold: 1e9,
      });
    expect(await a.run()).toBe(3);
    const ids = (await a.notifications(demo)).list.map((n) => n.id);
    const read = (body: Record<string, unknown>) =>
      api.post<{ unread: number }>('/media/alert/notification/read', body, { token: demo });
    expect((await read({ ids: [ids[0]] })).body.result.unread).toBe(2);
    expect((await a.notifications(demo, { unread: true })).list.map((n) => n.id)).toEqual(ids.slice(1));
    expect((await read({ ids: [ids[0]], read: false })).body.result.unread).toBe(3);
    expect((await read({ all: true })).body.result.unread).toBe(0);
    expect((await read({})).body.code).toBe(4001);
  });

  test('a sub-account is told only about the apps it may see; the main account about all', async () => {
    const a = alertsApi(api);
    const sub = await a.grantSub01(demo, ['AlertView']);
    const subApps = new Set((await a.appOptions(sub)).map((o) => o.value));
    const all = await a.appOptions(demo);
    const mine = all.find((o) => subApps.has(o.value))!;
    const other = all.find((o) => !subApps.has(o.value))!;
    const floor = { kind: 'metric', metric: 'earnings', condition: 'floor', threshold: 1e9 };
    await a.create(demo, { ...floor, scope: 'app', appId: mine.value });
    await a.create(demo, { ...floor, scope: 'app', appId: other.value });
    await a.create(demo, { ...floor, scope: 'allApps' });
    // Four notifications: three for demo, one for sub01.
    expect(await a.run()).toBe(4);
    expect((await a.notifications(demo)).list.map((n) => n.appId).sort()).toEqual(
      [mine.value, other.value, null].sort(),
    );
    expect((await a.notifications(sub)).list.map((n) => n.appId)).toEqual([mine.value]);
    expect(await a.unread(sub)).toBe(1);
  });

  test('emails go to those who chose the kind, in the language of their last sign-in', async () => {
    const a = alertsApi(api);
    const [app] = await a.appOptions(demo);
    const sub = await a.grantSub01(demo, ['AlertView']);
    const [subApp] = await a.appOptions(sub);
    expect((await api.post('/media/alert/prefs/get', {}, { token: demo })).body.result).toEqual({ emailKinds: [] });
    const ja = await a.signInDemoIn('ja-JP');
    const saved = await api.post('/media/alert/prefs/update', { emailKinds: ['metric', 'payoutHeld'] }, { token: ja });
    expect(saved.body.result).toEqual({ emailKinds: ['metric', 'payoutHeld'] });
    expect((await api.post('/media/alert/prefs/update', { emailKinds: ['often'] }, { token: ja })).body.code).toBe(
      4001,
    );
    await a.create(ja, {
      kind: 'metric',
      metric: 'fillRate',
      scope: 'app',
      appId: subApp.value,
      condition: 'floor',
      threshold: 100,
    });
    await a.create(ja, { kind: 'appAdsTxt', scope: 'app', appId: app.value });
    await a.run();
    const mails = await a.notices('demo@media-console.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^アラート: /);
    expect(mails[0].subject).toContain(subApp.label);
    expect(mails[0].text).toContain('フィルレート');
    // sub01 did not choose email: its notification is in the console only.
    expect(await a.unread(sub)).toBe(1);
    expect(await a.notices(SUB01.account + '@media-console.test')).toEqual([]);
  });
  test("an app's app-ads.txt: one incident per failing app, back to normal once its file is fixed", async () => {
    const a = alertsApi(api);
    const problems = await api.post<{ id: number; name: string }[]>('/media/app/appAds/problems', {}, { token: demo });
    const [bad] = problems.body.result;
    expect(bad).toBeDefined();
    await a.create(demo, { kind: 'appAdsTxt', scope: 'allApps' });
    const opened = await a.run();
    expect(opened).toBe(problems.body.result.length);
    const mine = (await a.notifications(demo)).list.find((n) => n.appId === bad.id)!;
    expect(mine).toMatchObject({ event: 'opened', kind: 'appAdsTxt', appName: bad.name });
    // The publisher fixes the file on its website (the mock's fake web); the next day's check finds the line.
    const app = (
      await api.post<{ website: string; appAds: { line: string; fileUrl: string } }>(
        '/media/app/get',
        { id: bad.id },
        { token: demo },
      )
    ).body.result;
    const put = await fetch(`${api.base}/__mock/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: app.appAds.fileUrl, status: 200, body: `${app.appAds.line}\n` }),
    });
    expect(put.status).toBe(200);
    clock.advance(25 * HOUR);
    expect(await a.run()).toBe(1);
    demo = await api.signIn();
    const list = (await a.notifications(demo)).list.filter((n) => n.appId === bad.id);
    expect(list.map((n) => n.event)).toEqual(['resolved', 'opened']);
  });
});
