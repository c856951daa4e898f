/** @jest-environment node */
import { DEMO, fakeClock, startApi, SUB01, type TestApi } from '../helpers';
import type { SessionList } from '../../../src/contract/typings';

/**
 * Issue 33: every signed-in account manages its own sign-in, whatever its menu codes (sub01 has no AccountView).
 * As an attacker: the self-service calls act on the caller only; no field names another account, and another
 * account's session id is not found.
 */
describe('own sign-in for any account (extension)', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({ now: fakeClock().now, sessionLimit: 3 });
  });
  afterEach(() => api.close());

  test('a sub-account without "My account" lists and ends its own sessions and turns two-step on', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const other = await api.signIn(SUB01.account, SUB01.password);
    // The profile needs AccountView: sub01 has it not.
    expect((await api.post('/media/find', {}, { token: sub })).status).toBe(403);
    const list = await api.post<SessionList>('/media/session/list', {}, { token: sub });
    expect(list.body.code).toBe(0);
    expect(list.body.result.list).toHaveLength(2);
    const otherId = list.body.result.list.find((s) => !s.current)!.id;
    expect((await api.post('/media/session/end', { id: otherId }, { token: sub })).body.code).toBe(0);
    expect((await api.post('/media/session/list', {}, { token: other })).status).toBe(401);
    const on = await api.post<{ enabled: boolean }>(
      '/media/security/twoStep/set',
      { enabled: true, password: SUB01.password },
      { token: sub },
    );
    expect(on.body.code).toBe(0);
    expect((await api.post('/media/signIn/history', { current: 1, pageSize: 10 }, { token: sub })).body.code).toBe(0);
  });

  test('a sub-account changes its own password, and only its own (the call names no account)', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const r = await api.post(
      '/media/password/update',
      { oldPassword: SUB01.password, newPassword: 'Mine-2027-new' },
      { token: sub },
    );
    expect(r.body.code).toBe(0);
    expect((await api.post('/media/authorize/get', SUB01)).body.code).not.toBe(0);
    expect((await api.post('/media/authorize/get', { ...SUB01, password: 'Mine-2027-new' })).body.code).toBe(0);
    // The main account keeps its password: the call acts on the token's account (its schema has no account
    // field, and the contract check refuses any extra property).
    expect((await api.post('/media/authorize/get', DEMO)).body.code).toBe(0);
  });

  test('another account’s session cannot be ended or listed: its id is simply not found', async () => {
    const demo = await api.signIn(DEMO.account, DEMO.password);
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const demoSessions = (await api.post<SessionList>('/media/session/list', {}, { token: demo })).body.result.list;
    const ended = await api.post('/media/session/end', { id: demoSessions[0].id }, { token: sub });
    expect(ended.body.code).not.toBe(0);
    expect((await api.post('/media/session/list', {}, { token: demo })).body.code).toBe(0);
    // endOthers ends the caller's other sessions only.
    await api.post('/media/session/endOthers', {}, { token: sub });
    expect((await api.post('/media/session/list', {}, { token: demo })).body.code).toBe(0);
    const mine = (await api.post<SessionList>('/media/session/list', {}, { token: sub })).body.result.list;
    expect(mine.every((s) => !demoSessions.some((d) => d.id === s.id))).toBe(true);
  });
});
