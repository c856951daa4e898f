// The "same hours" rule (src/contract/sameHours.ts): a period holding today is compared with the same hours.
import { comparisonUntil, holdsToday, sameHourOn } from '@/contract/sameHours';

const SH = 'Asia/Shanghai';
const LA = 'America/Los_Angeles';
const at = (iso: string) => Date.parse(iso);

describe('comparisonUntil', () => {
  const morning = at('2026-11-27T09:00:00+08:00'); // figures run to 09:00 on 27 November in Shanghai

  it('cuts yesterday at the same hour when the period is today', () => {
    const today = { start: '2026-11-27', end: '2026-11-27' };
    expect(comparisonUntil(today, 'previousPeriod', SH, morning)).toBe(at('2026-11-26T09:00:00+08:00'));
  });

  it('cuts the comparison day at today offset, for a week and for last year', () => {
    const week = { start: '2026-11-21', end: '2026-11-27' };
    expect(comparisonUntil(week, 'previousPeriod', SH, morning)).toBe(at('2026-11-20T09:00:00+08:00'));
    expect(comparisonUntil(week, 'lastYear', SH, morning)).toBe(at('2025-11-27T09:00:00+08:00'));
    // A period running past today: cut at today's offset, the comparison's later days are not compared.
    const ahead = { start: '2026-11-25', end: '2026-11-30' };
    expect(comparisonUntil(ahead, 'previousPeriod', SH, morning)).toBe(at('2026-11-21T09:00:00+08:00'));
  });

  it('leaves a range ending yesterday untouched', () => {
    const past = { start: '2026-11-20', end: '2026-11-26' };
    expect(holdsToday(past, SH, morning)).toBe(false);
    expect(comparisonUntil(past, 'previousPeriod', SH, morning)).toBeUndefined();
  });

  it('at midnight (no hour of today yet) compares nothing of the comparison day', () => {
    const midnight = at('2026-11-27T00:00:00+08:00');
    const today = { start: '2026-11-27', end: '2026-11-27' };
    expect(comparisonUntil(today, 'previousPeriod', SH, midnight)).toBe(at('2026-11-26T00:00:00+08:00'));
  });

  it('after the first hour compares the first hour, after the last hour 23 hours', () => {
    const today = { start: '2026-11-27', end: '2026-11-27' };
    expect(comparisonUntil(today, 'previousPeriod', SH, at('2026-11-27T01:00:00+08:00'))).toBe(
      at('2026-11-26T01:00:00+08:00'),
    );
    expect(comparisonUntil(today, 'previousPeriod', SH, at('2026-11-27T23:00:00+08:00'))).toBe(
      at('2026-11-26T23:00:00+08:00'),
    );
  });

  it('takes the pairing of days of a period of its own (month to date), none where the month is shorter', () => {
    const mtd = { start: '2026-03-01', end: '2026-03-31' };
    const until = at('2026-03-31T09:00:00+08:00');
    const pair = (day: string) => (day <= '2026-03-28' ? `2026-02-${day.slice(8)}` : null);
    expect(comparisonUntil(mtd, pair, SH, until)).toBeUndefined();
    expect(comparisonUntil(mtd, pair, SH, at('2026-03-10T09:00:00+08:00'))).toBe(at('2026-02-10T09:00:00+08:00'));
  });
});

describe('sameHourOn', () => {
  it('is by wall clock across a daylight-saving change (Los Angeles, 1 November 2026 has 25 hours)', () => {
    const until = at('2026-11-02T05:00:00-08:00');
    expect(sameHourOn(LA, until, '2026-11-01')).toBe(at('2026-11-01T05:00:00-08:00'));
    expect(sameHourOn(LA, until, '2026-10-31')).toBe(at('2026-10-31T05:00:00-07:00'));
  });
});
