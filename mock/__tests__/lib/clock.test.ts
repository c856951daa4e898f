/** @jest-environment node */
// The test servers' clock (mock/core/lib/clock.ts): an hour ahead only in the provider day's first hour.
import { testClock } from '../../core/lib/clock';
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
