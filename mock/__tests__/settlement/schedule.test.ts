/** @jest-environment node */
import { nextRunAfter, type ScheduleTiming } from '../../core/settlement/rules/schedule';
import { offsetAt, zonedHourToUtc } from '../../core/lib/zoned';

const LA = 'America/Los_Angeles';
const at = (s: string) => Date.parse(s);
const daily = (hour: number): ScheduleTiming => ({ frequency: 'daily', hour, weekday: null, monthDay: null });

describe('zoned hours', () => {
  test('offsets of Los Angeles in winter and summer', () => {
    expect(offsetAt(at('2026-01-15T12:00:00Z'), LA)).toBe(-8 * 3600e3);
    expect(offsetAt(at('2026-07-15T12:00:00Z'), LA)).toBe(-7 * 3600e3);
  });
  test('a skipped hour runs when the clocks have jumped; a repeated hour at its first occurrence', () => {
    // 2026-03-08: 02:00 PST becomes 03:00 PDT.
    expect(new Date(zonedHourToUtc({ y: 2026, m: 3, d: 8 }, 2, LA)).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    // 2026-11-01: 01:00 happens in PDT (08:00Z) and again in PST (09:00Z).
    expect(new Date(zonedHourToUtc({ y: 2026, m: 11, d: 1 }, 1, LA)).toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});

describe('next run', () => {
  test('daily at 08:00 in Los Angeles keeps 08:00 on the wall clock across both changes', () => {
    const runs: string[] = [];
    let t = at('2026-03-06T12:00:00Z');
    for (let i = 0; i < 4; i++) runs.push(new Date((t = nextRunAfter(daily(8), t, LA))).toISOString());
    expect(runs).toEqual([
      '2026-03-06T16:00:00.000Z', // Fri 08:00 PST
      '2026-03-07T16:00:00.000Z',
      '2026-03-08T15:00:00.000Z', // Sun 08:00 PDT: 23-hour day
      '2026-03-09T15:00:00.000Z',
    ]);
    t = at('2026-10-31T00:00:00Z');
    expect(new Date((t = nextRunAfter(daily(8), t, LA))).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(new Date(nextRunAfter(daily(8), t, LA)).toISOString()).toBe('2026-11-01T16:00:00.000Z'); // 25-hour day
  });
  test('daily at 02:00 on the spring-forward day runs at 03:00 PDT, and 01:00 on the fall-back day runs once', () => {
    expect(new Date(nextRunAfter(daily(2), at('2026-03-07T11:00:00Z'), LA)).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    const first = nextRunAfter(daily(1), at('2026-10-31T09:00:00Z'), LA);
    expect(new Date(first).toISOString()).toBe('2026-11-01T08:00:00.000Z');
    // The second 01:00 (PST) is not another run: the next is on 2 November.
    expect(new Date(nextRunAfter(daily(1), first, LA)).toISOString()).toBe('2026-11-02T09:00:00.000Z');
  });
  test('a run exactly now is not "next": the next is a day later', () => {
    const now = at('2026-06-10T15:00:00Z'); // 08:00 PDT
    expect(new Date(nextRunAfter(daily(8), now, LA)).toISOString()).toBe('2026-06-11T15:00:00.000Z');
  });
  test('weekly on Monday at 09:00 in Shanghai', () => {
    const s: ScheduleTiming = { frequency: 'weekly', hour: 9, weekday: 1, monthDay: null };
    // Wednesday 2026-03-11 → Monday 2026-03-16 09:00 +08:00.
    expect(new Date(nextRunAfter(s, at('2026-03-11T00:00:00Z'), 'Asia/Shanghai')).toISOString()).toBe(
      '2026-03-16T01:00:00.000Z',
    );
  });
  test('monthly on the 31st runs on the last day of shorter months', () => {
    const s: ScheduleTiming = { frequency: 'monthly', hour: 6, weekday: null, monthDay: 31 };
    const runs: string[] = [];
    let t = at('2026-01-31T15:00:00Z'); // after 31 January 06:00 PST
    for (let i = 0; i < 4; i++) runs.push(new Date((t = nextRunAfter(s, t, LA))).toISOString().slice(0, 13));
    // 28 February (PST), 31 March (PDT), 30 April, 31 May.
    expect(runs).toEqual(['2026-02-28T14', '2026-03-31T13', '2026-04-30T13', '2026-05-31T13']);
  });
  test('the zone decides the day: 23:00 in Los Angeles is the next morning in UTC', () => {
    expect(new Date(nextRunAfter(daily(23), at('2026-07-01T12:00:00Z'), LA)).toISOString()).toBe(
      '2026-07-02T06:00:00.000Z',
    );
  });
});
