/** @jest-environment node */
import { DEMO, SUB01, type TestApi, freshApiPerTest } from '../helpers';

interface Page<T> {
  current: number;
  pageSize: number;
  total: number;
  list: T[];
}
interface Sub {
  id: number;
  account_name: string;
  status: string;
  menuCodes: string[];
  appIds: number[];
}

describe('account and sub-accounts', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({}, (a, d) => {
    [api, demo] = [a, d];
  });

  test('find and update my account, with field validation', async () => {
    const find = await api.post<{ account_name: string; currency: string; timeZone: string; createdAt: string }>(
      '/media/find',
      {},
      { token: demo },
    );
    expect(find.body.result).toMatchObject({ account_name: 'demo', currency: 'USD', timeZone: 'Asia/Shanghai' });
    const bad = await api.post(
      '/media/update',
      { email: 'not-an-email', phone: 'abc', name: '', timeZone: 'Mars/Base' },
      { token: demo },
    );
    expect(bad.body.code).toBe(4001);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'name', 'phone', 'timeZone']);
    const dup = await api.post('/media/update', { email: 'sub01@media-console.test' }, { token: demo });
    expect(dup.body.code).toBe(4009);
    const ok = await api.post<{ contact: string }>(
      '/media/update',
      { contact: 'Li Lei', timeZone: 'Europe/Berlin' },
      { token: demo },
    );
    expect(ok.body).toMatchObject({ code: 0, msg: 'Saved', result: { contact: 'Li Lei' } });
  });

  test('password update: strength rule, wrong old password, then every token revoked', async () => {
    const weak = await api.post(
      '/media/password/update',
      { oldPassword: DEMO.password, newPassword: 'abcdefgh' },
      { token: demo },
    );
    expect(weak.body.code).toBe(4001);
    expect(weak.body.errors?.newPassword).toMatch(/letters and digits/);
    const wrongOld = await api.post(
      '/media/password/update',
      { oldPassword: 'Nope1234', newPassword: 'NewPass2026' },
      { token: demo },
    );
    expect(wrongOld.body.errors?.oldPassword).toBeTruthy();
    const ok = await api.post(
      '/media/password/update',
      { oldPassword: DEMO.password, newPassword: 'NewPass2026' },
      { token: demo },
    );
    expect(ok.body.code).toBe(0);
    expect((await api.post('/media/authorize/keep', {}, { token: demo })).status).toBe(401);
    expect((await api.post('/media/authorize/get', DEMO)).body.code).toBe(4002);
    await expect(api.signIn('demo', 'NewPass2026')).resolves.toMatch(/^[0-9a-f]+$/);
  });

  test('sub-account list: paging totals, search, status filter, sorting', async () => {
    const all = await api.post<Page<Sub>>('/media/subAccount/list/get', { pageSize: 2 }, { token: demo });
    expect(all.body.result).toMatchObject({ current: 1, pageSize: 2, total: 3 });
    expect(all.body.result.list).toHaveLength(2);
    const p2 = await api.post<Page<Sub>>('/media/subAccount/list/get', { pageSize: 2, current: 2 }, { token: demo });
    expect(p2.body.result.list).toHaveLength(1);
    const asc = await api.post<Page<Sub>>(
      '/media/subAccount/list/get',
      { sortField: 'account_name', sortOrder: 'ascend' },
      { token: demo },
    );
    expect(asc.body.result.list.map((s) => s.account_name)).toEqual(['ops01', 'sub01', 'sub02']);
    const desc = await api.post<Page<Sub>>(
      '/media/subAccount/list/get',
      { sortField: 'account_name', sortOrder: 'descend' },
      { token: demo },
    );
    expect(desc.body.result.list.map((s) => s.account_name)).toEqual(['sub02', 'sub01', 'ops01']);
    const disabled = await api.post<Page<Sub>>('/media/subAccount/list/get', { status: 'disabled' }, { token: demo });
    expect(disabled.body.result.list.map((s) => s.account_name)).toEqual(['sub02']);
    const search = await api.post<Page<Sub>>('/media/subAccount/list/get', { keyword: 'REVIEWER' }, { token: demo });
    expect(search.body.result.total).toBe(1);
    const badSort = await api.post('/media/subAccount/list/get', { sortField: 'password' }, { token: demo });
    expect(badSort.body.code).toBe(4001);
    const big = await api.post<Page<Sub>>('/media/subAccount/list/get', { pageSize: 1000 }, { token: demo });
    expect(big.body.result.pageSize).toBe(100);
  });

  test('create: validation, duplicate name 4009, grants limited to the caller, then the sub-account signs in with its scope', async () => {
    const invalid = await api.post(
      '/media/subAccount/create',
      { account_name: '1x', password: 'short', menuCodes: ['Nope'], appIds: [999999] },
      { token: demo },
    );
    expect(invalid.body.code).toBe(4001);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual([
      'account_name',
      'appIds',
      'menuCodes',
      'name',
      'password',
    ]);
    const dup = await api.post(
      '/media/subAccount/create',
      { account_name: 'SUB01', password: 'Good2026x', name: 'X', menuCodes: ['HomeView'], appIds: [] },
      { token: demo },
    );
    expect(dup.body.code).toBe(4009);
    expect(dup.body.errors?.account_name).toBeTruthy();
    // Another publisher's app is outside demo's scope.
    const foreign = await api.post(
      '/media/subAccount/create',
      { account_name: 'sub09', password: 'Good2026x', name: 'X', menuCodes: ['HomeView'], appIds: [1013] },
      { token: demo },
    );
    expect(foreign.body.errors?.appIds).toMatch(/1013/);
    const created = await api.post<Sub>(
      '/media/subAccount/create',
      { account_name: 'sub09', password: 'Good2026x', name: 'Nine', menuCodes: ['AppManage'], appIds: [1003] },
      { token: demo },
    );
    expect(created.body.code).toBe(0);
    expect(created.body.result.menuCodes).toEqual(['AppView', 'AppManage']);
    const token = await api.signIn('sub09', 'Good2026x');
    const apps = await api.post<Page<{ id: number }>>('/media/app/list', {}, { token });
    expect(apps.body.result.list.map((a) => a.id)).toEqual([1003]);
  });

  test('a sub-account cannot grant codes it lacks; SubAccountManage required for writes', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    expect((await api.post('/media/subAccount/create', {}, { token: sub })).status).toBe(403);
    // Give sub01 sub-account rights but not ReportApiView.
    await api.post(
      '/media/subAccount/update',
      { id: 3, menuCodes: ['HomeView', 'AppView', 'SubAccountManage'] },
      { token: demo },
    );
    const perms = await api.post<{ code: string }[]>('/media/permission/list/get', {}, { token: sub });
    expect(perms.body.result.map((p) => p.code)).toEqual(['HomeView', 'AppView', 'SubAccountView', 'SubAccountManage']);
    const scope = await api.post<{ appId: number }[]>('/media/permission/dataScope/list', {}, { token: sub });
    expect(scope.body.result.map((a) => a.appId)).toEqual([1001, 1002]);
    const tree = await api.post<{ key: string; children: { code: string; grantable: boolean }[] }[]>(
      '/media/permission/tree',
      {},
      { token: sub },
    );
    const acct = tree.body.result.find((g) => g.key === 'account');
    expect(acct?.children.find((c) => c.code === 'ReportApiView')?.grantable).toBe(false);
    const esc = await api.post(
      '/media/subAccount/create',
      { account_name: 'sub10', password: 'Good2026x', name: 'Ten', menuCodes: ['ReportApiView'], appIds: [1003] },
      { token: sub },
    );
    expect(esc.body.code).toBe(4001);
    expect(Object.keys(esc.body.errors ?? {}).sort()).toEqual(['appIds', 'menuCodes']);
    const self = await api.post('/media/subAccount/update', { id: 3, menuCodes: ['HomeView'] }, { token: sub });
    expect(self.body.code).toBe(4001);
  });

  test('update and delete end the sub-account sessions', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const dis = await api.post<Sub>('/media/subAccount/update', { id: 3, status: 'disabled' }, { token: demo });
    expect(dis.body.result.status).toBe('disabled');
    expect((await api.post('/media/authorize/keep', {}, { token: sub })).status).toBe(401);
    expect((await api.post('/media/authorize/get', SUB01)).body.code).toBe(4002);
    const del = await api.post('/media/subAccount/del', { ids: [3, 4] }, { token: demo });
    expect(del.body.code).toBe(0);
    const list = await api.post<Page<Sub>>('/media/subAccount/list/get', {}, { token: demo });
    expect(list.body.result.total).toBe(1);
    expect((await api.post('/media/subAccount/del', { ids: [3] }, { token: demo })).body.code).toBe(4004);
  });
  test('optional fields sent blank are cleared; omitted ones stay', async () => {
    const set = await api.post<{ contact: string; phone: string; company: string }>(
      '/media/update',
      { contact: 'Li Lei', phone: '+86 138 0000 1001', company: 'Demo Media Ltd.' },
      { token: demo },
    );
    expect(set.body.code).toBe(0);
    const cleared = await api.post<{ contact: string; phone: string; company: string; name: string }>(
      '/media/update',
      { contact: '', phone: '  ', name: 'Demo Media' },
      { token: demo },
    );
    expect(cleared.body.result).toMatchObject({
      contact: '',
      phone: '',
      company: 'Demo Media Ltd.',
      name: 'Demo Media',
    });
    const sub = await api.post<Sub & { phone: string; remark: string; email: string }>(
      '/media/subAccount/update',
      { id: 3, phone: '', remark: '', email: '' },
      { token: demo },
    );
    expect(sub.body.result).toMatchObject({ phone: '', remark: '', email: '' });
    const kept = await api.post<Sub & { name: string }>(
      '/media/subAccount/update',
      { id: 3, phone: '+86 1' },
      { token: demo },
    );
    expect(kept.body.code).toBe(4001);
  });
});
