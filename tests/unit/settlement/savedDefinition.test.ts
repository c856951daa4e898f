/** @jest-environment node */
import { periodOf, resolvePeriod, toDefinition, toPageSearch } from '@/features/settlement/savedReports/definition';

const TODAY = '2026-03-15';

describe('saved report definition', () => {
  test('a preset period is kept relative; the rest of the query is kept as it is, without the page number', () => {
    const def = toDefinition('?start=2026-03-09&end=2026-03-15&group=day,app&apps=3,1&page=4&future=x%20y', TODAY);
    expect(def).toEqual({ query: 'group=day,app&apps=3,1&future=x+y', period: { kind: 'last7Days' } });
  });

  test('each preset is recognised; "fixed" keeps the days instead', () => {
    expect(toDefinition('start=2026-03-14&end=2026-03-14', TODAY).period).toEqual({ kind: 'yesterday' });
    expect(toDefinition('start=2026-02-14&end=2026-03-15', TODAY).period).toEqual({ kind: 'last30Days' });
    expect(toDefinition('start=2026-03-01&end=2026-03-15', TODAY).period).toEqual({ kind: 'thisMonth' });
    expect(toDefinition('start=2026-02-01&end=2026-02-28', TODAY).period).toEqual({ kind: 'lastMonth' });
    expect(toDefinition('start=2026-03-09&end=2026-03-15', TODAY, true).period).toEqual({
      kind: 'custom',
      start: '2026-03-09',
      end: '2026-03-15',
    });
  });

  test('any other range is a fixed custom period; no valid period falls back to the page default', () => {
    expect(toDefinition('start=2026-01-05&end=2026-01-20', TODAY).period).toEqual({
      kind: 'custom',
      start: '2026-01-05',
      end: '2026-01-20',
    });
    expect(toDefinition('start=2026-03-20&end=2026-03-10&group=app', TODAY)).toEqual({
      query: 'group=app',
      period: { kind: 'last7Days' },
    });
    expect(periodOf('start=2026-03-01&end=2099-01-01', TODAY)).toBeNull();
  });

  test('opening resolves a relative period on the day it opens', () => {
    const def = toDefinition('start=2026-03-09&end=2026-03-15&group=app', TODAY);
    expect(toPageSearch(def, '2026-04-02')).toBe('start=2026-03-27&end=2026-04-02&group=app');
    const month = toDefinition('start=2026-02-01&end=2026-02-28', TODAY);
    // Last month seen from 31 March 2026: February; from 1 January: December of the year before.
    expect(resolvePeriod(month.period, '2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(resolvePeriod(month.period, '2027-01-01')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  test('a custom period opens on its own days, and a stored query never overrides the period', () => {
    const def = {
      query: 'start=2020-01-01&end=2020-01-02&group=day',
      period: { kind: 'custom' as const, start: '2026-01-05', end: '2026-01-20' },
    };
    expect(toPageSearch(def, '2026-06-01')).toBe('start=2026-01-05&end=2026-01-20&group=day');
  });

  test('round trip: what the page had, on the same day', () => {
    const search = 'start=2026-03-01&end=2026-03-15&group=day,adPosition&types=banner&sort=revenue&order=descend';
    expect(toPageSearch(toDefinition(search, TODAY), TODAY)).toBe(search);
  });
});
