/** @jest-environment node */
// The test servers' clocks (mock/core/lib/clock.ts): the real one, with the figures an hour ahead only in the
// provider day's first hour.
import { clocksFromEnv, figuresClock } from '../../core/lib/clock';
import { startApi, type TestApi } from '../helpers';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('figuresClock', () => {
  it('runs an hour ahead from 00:00 to 01:00 in Asia/Shanghai (16:00–17:00 UTC), the real clock otherwise', () => {
    const clock = (iso: string) => figuresClock(() => at(iso))();
    expect(clock('2026-11-27T16:00:00Z')).toBe(at('2026-11-27T17:00:00Z'));
    expect(clock('2026-11-27T16:59:59.999Z')).toBe(at('2026-11-27T17:59:59.999Z'));
    expect(clock('2026-11-27T17:00:00Z')).toBe(at('2026-11-27T17:00:00Z'));
    expect(clock('2026-11-27T15:59:59Z')).toBe(at('2026-11-27T15:59:59Z'));
    expect(clock('2026-11-28T04:30:00Z')).toBe(at('2026-11-28T04:30:00Z'));
  });

  it('stays in the same provider day, so the console and the mock agree on "today"', () => {
    const real = at('2026-11-27T16:59:00Z'); // 00:59 on 28 November in Shanghai
    const shifted = figuresClock(() => real)();
    const day = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
    expect(day(shifted)).toBe(day(real));
  });
});

describe('the test servers across the provider day', () => {
  let real = 0;
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({ now: () => real, figuresNow: figuresClock(() => real), sessionLimit: 3 });
  });
  afterEach(() => api.close());
  const rowsOfToday = async (token: string, day: string, on: TestApi = api) => {
    const today = { startDate: day, endDate: day, groupBy: ['day'] };
    const r = await on.post<{ list: unknown[] }>('/media/settlement/list', today, { token });
    expect(r.body.code).toBe(0);
    return r.body.result.list.length;
  };

  it('today has its first hour of figures at 00:30, where the real clock alone has none', async () => {
    real = at('2026-11-27T16:30:00Z'); // 00:30 on 28 November in Shanghai
    expect(await rowsOfToday(await api.signIn(), '2026-11-28')).toBe(1);
    const plain = await startApi({ now: () => real });
    expect(await rowsOfToday(await plain.signIn(), '2026-11-28', plain)).toBe(0);
    await plain.close();
  });

  it('a session signed in just before 00:00 and 01:00 in Shanghai goes on after it: the server clock never jumps', async () => {
    // The whole server an hour ahead in that hour ended every session at 16:00 UTC (the token lives 5 minutes).
    real = at('2026-11-27T15:59:30Z');
    const before = await api.signIn();
    real = at('2026-11-27T16:00:30Z');
    expect(await rowsOfToday(before, '2026-11-28')).toBe(1);
    real = at('2026-11-27T16:59:30Z');
    const late = await api.signIn();
    real = at('2026-11-27T17:00:30Z');
    expect(await rowsOfToday(late, '2026-11-28')).toBe(1);
  });

  it('records made across 01:00 in Shanghai keep their order (the clock never steps back)', async () => {
    real = at('2026-11-27T16:59:50Z');
    const demo = await api.signIn();
    real = at('2026-11-27T17:00:10Z');
    await api.signIn();
    const log = await api.post<{ list: { at: string; kind: string }[] }>(
      '/media/activity/list',
      { current: 1, pageSize: 50 },
      { token: demo },
    );
    const signIns = log.body.result.list.filter((e) => e.kind === 'signIn').map((e) => Date.parse(e.at));
    expect(signIns.slice(0, 2)).toEqual([at('2026-11-27T17:00:10Z'), at('2026-11-27T16:59:50Z')]);
  });
});

describe('MOCK_CLOCK (clocksFromEnv)', () => {
  it('fixed:<instant> starts the server clock at the instant, then runs with the real clock', () => {
    let real = at('2026-03-01T00:00:00Z');
    const { now, figuresNow } = clocksFromEnv('fixed:2026-11-27T09:30:00+08:00', () => real);
    expect(now?.()).toBe(at('2026-11-27T01:30:00Z'));
    real += 90_000;
    expect(now?.()).toBe(at('2026-11-27T01:31:30Z'));
    expect(figuresNow).toBeUndefined();
  });

  it('test keeps the real server clock and puts the figures on figuresClock; anything else sets neither', () => {
    const { now, figuresNow } = clocksFromEnv('test', () => at('2026-11-27T16:30:00Z'));
    expect(now).toBeUndefined();
    expect(figuresNow?.()).toBe(at('2026-11-27T17:30:00Z'));
    for (const value of [undefined, 'real', 'fixed:not a date']) expect(clocksFromEnv(value)).toEqual({});
  });
});
