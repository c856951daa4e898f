/** @jest-environment node */
// The test servers' clock (mock/core/lib/clock.ts): an hour ahead only in the provider day's first hour.
import { clockFromEnv, testClock } from '../../core/lib/clock';
import { startApi, type TestApi } from '../helpers';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('testClock', () => {
  it('runs an hour ahead from 00:00 to 01:00 in Asia/Shanghai (16:00–17:00 UTC), the real clock otherwise', () => {
    const clock = (iso: string) => testClock(() => at(iso))();
    expect(clock('2026-11-27T16:00:00Z')).toBe(at('2026-11-27T17:00:00Z'));
    expect(clock('2026-11-27T16:59:59.999Z')).toBe(at('2026-11-27T17:59:59.999Z'));
    expect(clock('2026-11-27T17:00:00Z')).toBe(at('2026-11-27T17:00:00Z'));
    expect(clock('2026-11-27T15:59:59Z')).toBe(at('2026-11-27T15:59:59Z'));
    expect(clock('2026-11-28T04:30:00Z')).toBe(at('2026-11-28T04:30:00Z'));
  });

  it('stays in the same provider day, so the console and the mock agree on "today"', () => {
    const real = at('2026-11-27T16:59:00Z'); // 00:59 on 28 November in Shanghai
    const shifted = testClock(() => real)();
    const day = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
    expect(day(shifted)).toBe(day(real));
  });
});

describe('today in the first hour of the day', () => {
  const real = at('2026-11-27T16:30:00Z'); // 00:30 on 28 November in Shanghai
  const today = { startDate: '2026-11-28', endDate: '2026-11-28', groupBy: ['day'] };
  let api: TestApi;
  afterAll(() => api.close());

  it('has no figures with the real clock (figures run to the top of the hour), and its first hour with the test clock', async () => {
    let clock = () => real;
    api = await startApi({ now: () => clock() });
    const rowsOfToday = async () => {
      // A session of its own at each clock: the token lives 5 minutes and the clock jumps an hour.
      const token = await api.signIn();
      const r = await api.post<{ list: unknown[] }>('/media/settlement/list', today, { token });
      expect(r.body.code).toBe(0);
      return r.body.result.list.length;
    };
    expect(await rowsOfToday()).toBe(0);
    clock = testClock(() => real);
    expect(await rowsOfToday()).toBe(1);
  });
});

describe('MOCK_CLOCK (clockFromEnv)', () => {
  it('fixed:<instant> starts at the instant and then runs with the real clock', () => {
    let real = at('2026-03-01T00:00:00Z');
    const clock = clockFromEnv('fixed:2026-11-27T09:30:00+08:00', () => real);
    expect(clock?.()).toBe(at('2026-11-27T01:30:00Z'));
    real += 90_000;
    expect(clock?.()).toBe(at('2026-11-27T01:31:30Z'));
  });

  it('test is the test clock; nothing, an unknown value or a bad instant is the real clock', () => {
    expect(clockFromEnv('test', () => at('2026-11-27T16:30:00Z'))?.()).toBe(at('2026-11-27T17:30:00Z'));
    expect(clockFromEnv(undefined)).toBeUndefined();
    expect(clockFromEnv('real')).toBeUndefined();
    expect(clockFromEnv('fixed:not a date')).toBeUndefined();
  });
});
