/**
 * Fault switches, through the msw adapter in jest's jsdom environment (the
 * way the console's unit tests will use the mock).
 */
import { setupServer } from 'msw/node';
import { createMockHandlers } from '../../adapters/msw';
import { createMockServer } from '../../core/server';
import { DEMO, heldTimers } from '../helpers';

const core = createMockServer();
const msw = setupServer(...createMockHandlers(core));

beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
afterEach(() => core.faults.clear());
afterAll(() => msw.close());

async function call(
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function signIn(): Promise<string> {
  const r = await call('/media/authorize/get', DEMO);
  return (r.json.result as { 'user-token': string })['user-token'];
}

async function setFault(rule: Record<string, unknown>): Promise<void> {
  const r = await call('/__mock/faults', rule);
  expect(r.json.code).toBe(0);
}

describe('fault switches', () => {
  test('msw adapter answers on any origin and passes unknown paths through', async () => {
    const r = await fetch('https://api.example.test/media/authorize/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    expect(((await r.json()) as { code: number }).code).toBe(0);
  });

  test.each([
    ['401', 401, 401],
    ['406', 406, 406],
    ['429', 429, 429],
    ['500', 500, 500],
    ['-100', 200, -100],
  ])('rule type %s → HTTP %i code %i', async (type, status, code) => {
    const token = await signIn();
    await setFault({ path: '/media/authorize/keep', type });
    const r = await call('/media/authorize/keep', {}, { 'user-token': token });
    expect(r.status).toBe(status);
    expect(r.json.code).toBe(code);
    expect(typeof r.json.message).toBe('string');
  });

  test('business: HTTP 200, nonzero code, the given message', async () => {
    await setFault({ path: '/media/menu/list', type: 'business', message: 'Quota exhausted', code: 4100 });
    const token = await signIn();
    const r = await call('/media/menu/list', {}, { 'user-token': token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 4100, message: 'Quota exhausted', msg: 'Quota exhausted' });
  });

  test('null-result: HTTP 200 { code: 200, result: null }', async () => {
    await setFault({ type: 'null-result', path: '/media/authorize/keep' });
    const token = await signIn();
    const r = await call('/media/authorize/keep', {}, { 'user-token': token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 200, result: null });
  });

  test('times counts down; other paths unaffected; GET lists and DELETE clears', async () => {
    const token = await signIn();
    await setFault({ path: '/media/authorize/keep', type: '500', times: 2 });
    await setFault({ path: '/media/menu/list', type: '-100' });
    const list = (await (await fetch('http://localhost/__mock/faults')).json()) as {
      result: { type: string; times: number | null }[];
    };
    expect(list.result.map((f) => f.type)).toEqual(['500', '-100']);
    expect((await call('/media/authorize/keep', {}, { 'user-token': token })).status).toBe(500);
    expect((await call('/media/authorize/keep', {}, { 'user-token': token })).status).toBe(500);
    expect((await call('/media/authorize/keep', {}, { 'user-token': token })).status).toBe(200);
    expect((await call('/media/menu/list', {}, { 'user-token': token })).json.code).toBe(-100);
    const del = await fetch('http://localhost/__mock/faults', { method: 'DELETE' });
    expect(((await del.json()) as { code: number }).code).toBe(0);
    expect((await call('/media/menu/list', {}, { 'user-token': token })).json.code).toBe(0);
  });

  test("path '*' hits every provider call but not the control endpoints", async () => {
    await setFault({ type: '429' });
    expect((await call('/media/authorize/get', DEMO)).status).toBe(429);
    const list = await fetch('http://localhost/__mock/faults');
    expect(list.status).toBe(200);
  });

  test('per-request header x-mock-fault and query __fault', async () => {
    const token = await signIn();
    expect((await call('/media/authorize/keep', {}, { 'user-token': token, 'x-mock-fault': '401' })).status).toBe(401);
    expect((await call('/media/authorize/keep?__fault=-100', {}, { 'user-token': token })).json.code).toBe(-100);
    expect((await call('/media/authorize/keep', {}, { 'user-token': token })).json.code).toBe(0);
  });

  test('slow: the normal answer after delayMs', async () => {
    const token = await signIn();
    await setFault({ path: '/media/authorize/keep', type: 'slow', delayMs: 300 });
    // On the test's clock, not the machine's: the answer waits for 300 ms of it to pass, and no more.
    const timers = heldTimers();
    try {
      let answered = false;
      const pending = call('/media/authorize/keep', {}, { 'user-token': token }).finally(() => {
        answered = true;
      });
      await timers.untilOneIsSet();
      await jest.advanceTimersByTimeAsync(299);
      expect(answered).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const r = await pending;
      expect(r.json).toMatchObject({ code: 0, result: { alive: true } });
    } finally {
      jest.useRealTimers();
    }
  });

  test('drop: no response at all', async () => {
    await expect(call('/media/authorize/keep', {}, { 'x-mock-fault': 'drop' })).rejects.toThrow();
  });

  test('invalid fault definitions → 4001', async () => {
    const r = await call('/__mock/faults', { type: 'explode' });
    expect(r.json.code).toBe(4001);
    expect(r.json.errors).toHaveProperty('type');
  });

  test('reset reseeds', async () => {
    const token = await signIn();
    await call('/__mock/reset');
    expect((await call('/media/authorize/keep', {}, { 'user-token': token })).status).toBe(401);
  });
});
