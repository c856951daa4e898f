/** @jest-environment node */
import { freshApiPerTest, type TestApi } from '../helpers';

describe('data scope "all apps, including future ones" (extension)', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({ sessionLimit: 3 }, (a, t) => {
    api = a;
    demo = t;
  });

  const appNames = async (token: string) =>
    (
      await api.post<{ list: { name: string }[] }>('/media/app/list', { current: 1, pageSize: 100 }, { token })
    ).body.result.list.map((a) => a.name);

  test('a sub-account with all apps sees every app, an app added later too; chosen apps stay as chosen', async () => {
    const make = (account_name: string, extra: Record<string, unknown>) =>
      api.post<{ allApps: boolean }>(
        '/media/subAccount/create',
        { account_name, password: 'Team-Pass-2027', name: account_name, menuCodes: ['AppView'], ...extra },
        { token: demo },
      );
    const all = await make('allapps01', { appIds: [], allApps: true });
    expect(all.body.result.allApps).toBe(true);
    expect((await make('someapps01', { appIds: [1001] })).body.result.allApps).toBe(false);
    const everyone = await api.signIn('allapps01', 'Team-Pass-2027');
    const some = await api.signIn('someapps01', 'Team-Pass-2027');
    const before = await appNames(everyone);
    expect(before.sort()).toEqual((await appNames(demo)).sort());
    const made = await api.post(
      '/media/app/create',
      {
        name: 'Brand New Later App',
        platform: 'android',
        packageName: 'com.later.app',
        storeUrl: 'https://play.google.com/store/apps/details?id=com.later.app',
        category: 'games',
      },
      { token: demo },
    );
    expect(made.body.code).toBe(0);
    expect(await appNames(everyone)).toContain('Brand New Later App');
    expect(await appNames(some)).not.toContain('Brand New Later App');
    expect((await appNames(some)).length).toBe(1);
  });

  test('only an account that sees every app may give all apps', async () => {
    // A sub-account allowed to manage sub-accounts, with two apps of its own.
    await api.post(
      '/media/subAccount/create',
      {
        account_name: 'manager02',
        password: 'Team-Pass-2027',
        name: 'Manager',
        menuCodes: ['SubAccountManage', 'AppView'],
        appIds: [1001],
      },
      { token: demo },
    );
    const manager = await api.signIn('manager02', 'Team-Pass-2027');
    const r = await api.post(
      '/media/subAccount/create',
      {
        account_name: 'escalate1',
        password: 'Team-Pass-2027',
        name: 'E',
        menuCodes: ['AppView'],
        appIds: [],
        allApps: true,
      },
      { token: manager },
    );
    expect(r.body.code).toBe(4001);
    expect(r.body.errors?.allApps).toMatch(/every app/);
  });
  test('with all apps the app list is not required (create and invite); without it, it is', async () => {
    const base = { password: 'Team-Pass-2027', menuCodes: ['AppView'] };
    const all = await api.post<{ allApps: boolean; appIds: number[] }>(
      '/media/subAccount/create',
      { ...base, account_name: 'noapplist1', name: 'No list', allApps: true },
      { token: demo },
    );
    expect(all.body.code).toBe(0);
    expect(all.body.result).toMatchObject({ allApps: true, appIds: [] });
    const invite = await api.post<{ allApps: boolean }>(
      '/media/subAccount/invite',
      {
        account_name: 'noapplist2',
        name: 'Invited',
        email: 'noapplist2@example.test',
        menuCodes: ['AppView'],
        allApps: true,
      },
      { token: demo },
    );
    expect(invite.body.code).toBe(0);
    expect(invite.body.result.allApps).toBe(true);
    const none = await api.post(
      '/media/subAccount/create',
      { ...base, account_name: 'noapplist3', name: 'Neither', allApps: false },
      { token: demo },
    );
    expect(none.body.code).toBe(4001);
    expect(none.body.errors?.appIds).toBeTruthy();
  });
});
