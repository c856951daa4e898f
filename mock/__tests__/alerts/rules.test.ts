/** @jest-environment node */
/** Alert rules (issue 49): validation, rights, data scope and the activity log. */
import { LIMITS } from '../../../src/contract/limits';
import { freshApiPerTest, SUB01, type TestApi } from '../helpers';
import { alertsApi } from './support';

describe('alert rules (extension)', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({ sessionLimit: 3, rateLimitPerSecond: 1000 }, (a, t) => {
    api = a;
    demo = t;
  });

  test('each kind takes the fields it needs and refuses the others, with field messages', async () => {
    const a = alertsApi(api);
    const [app] = await a.appOptions(demo);
    const bad = async (body: Record<string, unknown>) => {
      const r = await a.create(demo, body);
      expect(r.body.code).toBe(4001);
      return Object.keys(r.body.errors ?? {}).sort();
    };
    expect(await bad({ kind: 'metric', scope: 'app', appId: app.value })).toEqual(['condition', 'metric', 'threshold']);
    expect(
      await bad({
        kind: 'metric',
        metric: 'earnings',
        scope: 'app',
        appId: app.value,
        condition: 'drop',
        threshold: 150,
      }),
    ).toEqual(['threshold']);
    expect(await bad({ kind: 'metric', metric: 'reach', scope: 'allApps', condition: 'drop', threshold: 10 })).toEqual([
      'metric',
    ]);
    expect(await bad({ kind: 'payoutHeld', hours: 3 })).toEqual(['hours']);
    expect(await bad({ kind: 'reviewWaiting', scope: 'adPosition', adPositionId: 1 })).toEqual([
      'adPositionId',
      'hours',
      'scope',
    ]);
    expect(await bad({ kind: 'reviewWaiting', scope: 'app', appId: 999999, hours: 2 })).toEqual(['appId']);
    expect(await bad({ kind: 'appAdsTxt', scope: 'allApps', appId: app.value })).toEqual(['appId']);
    const ok = await a.create(demo, {
      kind: 'metric',
      metric: 'fillRate',
      scope: 'app',
      appId: app.value,
      condition: 'floor',
      threshold: 40,
    });
    expect(ok.body).toMatchObject({ code: 0, msg: 'Saved' });
    expect(ok.body.result).toMatchObject({
      kind: 'metric',
      appName: app.label,
      threshold: 40,
      enabled: true,
      firing: false,
      createdBy: 'demo',
    });
    expect((await a.rules(demo)).result.map((r) => r.id)).toEqual([ok.body.result.id]);
  });

  test(`at most ${LIMITS.alertRulesMax} rules per publisher`, async () => {
    const a = alertsApi(api);
    for (let i = 0; i < LIMITS.alertRulesMax; i++)
      expect((await a.create(demo, { kind: 'payoutHeld' })).body.code).toBe(0);
    const r = await a.create(demo, { kind: 'payoutHeld' });
    expect(r.body.code).toBe(4001);
    expect(r.body.message).toContain(String(LIMITS.alertRulesMax));
  });

  test('rights: AlertView reads, AlertManage changes; a sub-account holds them only when granted', async () => {
    const a = alertsApi(api);
    let sub = await api.signIn(SUB01.account, SUB01.password);
    expect((await api.post('/media/alert/rule/list', {}, { token: sub })).status).toBe(403);
    expect((await api.post('/media/alert/notification/unread', {}, { token: sub })).status).toBe(403);
    sub = await a.grantSub01(demo, ['AlertView']);
    expect((await a.rules(sub)).code).toBe(0);
    expect((await a.create(sub, { kind: 'payoutHeld' })).status).toBe(403);
    sub = await a.grantSub01(demo, ['AlertManage']);
    const [mine] = await a.appOptions(sub);
    expect((await a.create(sub, { kind: 'appAdsTxt', scope: 'app', appId: mine.value })).body.code).toBe(0);
    // The permission tree offers both codes in the account group.
    const tree = await api.post<{ key: string; children: { code: string }[] }[]>(
      '/media/permission/tree',
      {},
      { token: demo },
    );
    const codes = tree.body.result.find((g) => g.key === 'account')!.children.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['AlertView', 'AlertManage']));
  });

  test('data scope: a sub-account makes and sees rules only on the apps it may see', async () => {
    const a = alertsApi(api);
    const sub = await a.grantSub01(demo, ['AlertManage']);
    const subApps = new Set((await a.appOptions(sub)).map((o) => o.value));
    const other = (await a.appOptions(demo)).find((o) => !subApps.has(o.value))!;
    const [mine] = [...subApps];
    const refused = await a.create(sub, { kind: 'appAdsTxt', scope: 'app', appId: other.value });
    expect(refused.body.errors).toHaveProperty('appId');
    // "All apps" would tell it about apps it may not see.
    expect((await a.create(sub, { kind: 'appAdsTxt', scope: 'allApps' })).body.errors).toHaveProperty('scope');
    const theirs = (await a.create(demo, { kind: 'appAdsTxt', scope: 'app', appId: other.value })).body.result;
    const all = (await a.create(demo, { kind: 'appAdsTxt', scope: 'allApps' })).body.result;
    const ours = (await a.create(demo, { kind: 'appAdsTxt', scope: 'app', appId: mine })).body.result;
    expect((await a.rules(sub)).result.map((r) => r.id)).toEqual([ours.id]);
    expect((await a.rules(demo)).result.map((r) => r.id)).toEqual([ours.id, all.id, theirs.id]);
    // A rule it may not see does not exist for it.
    for (const id of [theirs.id, all.id]) {
      expect((await api.post('/media/alert/rule/delete', { id }, { token: sub })).body.code).toBe(4004);
      expect(
        (
          await api.post(
            '/media/alert/rule/update',
            { id, kind: 'appAdsTxt', scope: 'app', appId: mine },
            { token: sub },
          )
        ).body.code,
      ).toBe(4004);
    }
    expect((await api.post('/media/alert/rule/delete', { id: ours.id }, { token: sub })).body.code).toBe(0);
  });

  test('rule changes are in the activity log, named by their app; read marks and email choices are not', async () => {
    const a = alertsApi(api);
    const [app] = await a.appOptions(demo);
    const rule = (await a.create(demo, { kind: 'reviewWaiting', scope: 'app', appId: app.value, hours: 4 })).body
      .result;
    await api.post(
      '/media/alert/rule/update',
      { id: rule.id, kind: 'reviewWaiting', scope: 'app', appId: app.value, hours: 8 },
      { token: demo },
    );
    await api.post('/media/alert/rule/delete', { id: rule.id }, { token: demo });
    await api.post('/media/alert/prefs/update', { emailKinds: ['metric'] }, { token: demo });
    await api.post('/media/alert/notification/read', { all: true }, { token: demo });
    const log = await api.post<{ list: { kind: string; action: string; target: string | null }[] }>(
      '/media/activity/list',
      { current: 1, pageSize: 10 },
      { token: demo },
    );
    expect(log.body.result.list.filter((e) => e.kind === 'alert').map((e) => [e.action, e.target])).toEqual([
      ['/media/alert/rule/delete', app.label],
      ['/media/alert/rule/update', app.label],
      ['/media/alert/rule/create', app.label],
    ]);
    expect(log.body.result.list.map((e) => e.action)).not.toContain('/media/alert/prefs/update');
  });
});
