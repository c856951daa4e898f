import { sheetLayout } from '@/lib/spreadsheet/layout';
import { buildLogSheet } from '@/features/activity/exportLog';
import { parseQuery, toParams, toSearch } from '@/features/activity/query';
import type { ActivityText } from '@/features/activity/text';
import type { ActivityEntry } from '@/contract/typings';
import { dayStartIn } from '@/utils/dateRange';

describe('the activity log query', () => {
  it('drops what the address should not carry and keeps the rest', () => {
    const q = parseQuery(
      new URLSearchParams(
        'person=-4&kinds=signIn,<script>,signIn,export&start=2026-03-01&end=2026-02-01&size=7&order=x',
      ),
    );
    expect(q).toEqual({ person: undefined, kinds: ['signIn', 'export'], current: 1, pageSize: 10, order: 'descend' });
    const ok = parseQuery(
      new URLSearchParams('person=12&start=2026-03-01&end=2026-03-10&current=3&size=50&order=ascend'),
    );
    expect(toSearch(ok)).toEqual({
      person: '12',
      start: '2026-03-01',
      end: '2026-03-10',
      current: '3',
      size: '50',
      order: 'ascend',
    });
  });

  it('asks for the period’s days as instants of the account’s zone, the end day included', () => {
    const q = parseQuery(new URLSearchParams('start=2026-03-01&end=2026-03-10'));
    expect(toParams(q, 'Asia/Shanghai')).toMatchObject({
      from: '2026-02-28T16:00:00.000Z',
      to: '2026-03-10T16:00:00.000Z',
      sortField: 'at',
      sortOrder: 'descend',
    });
    // Across a clock change: Los Angeles' day of 8 March 2026 has 23 hours.
    expect(dayStartIn('America/Los_Angeles', '2026-03-08')).toBe('2026-03-08T08:00:00.000Z');
    expect(dayStartIn('America/Los_Angeles', '2026-03-09')).toBe('2026-03-09T07:00:00.000Z');
    expect(dayStartIn('Not/AZone', '2026-03-09')).toBe('2026-03-09T00:00:00.000Z');
  });
});

describe('the activity log export', () => {
  it('escapes server text that a spreadsheet would run as a formula', () => {
    const entry: ActivityEntry = {
      id: 'a1',
      at: '2026-03-01T00:00:00Z',
      accountId: 9,
      account_name: '=HYPERLINK("http://evil.test","x")',
      kind: 'app',
      action: '/media/app/update',
      target: '@SUM(1)',
      browser: 'chrome',
      os: 'windows',
      ip: '+1',
      place: '-Somewhere',
    };
    const text = {
      t: (id: string) => id,
      kind: (k: string) => k,
      whatText: (e: ActivityEntry) => e.target ?? '',
      place: (e: ActivityEntry) => e.place ?? '',
      device: () => 'Chrome on Windows',
    } as unknown as ActivityText;
    const sheet = buildLogSheet([entry], {
      text,
      time: (iso) => iso,
      filters: [],
      generatedAt: '2026-03-02T00:00:00Z',
    });
    const row = sheetLayout(sheet).data[1];
    expect(row).toEqual([
      '2026-03-01T00:00:00Z',
      '\'=HYPERLINK("http://evil.test","x")',
      'app',
      "'@SUM(1)",
      "'+1",
      "'-Somewhere",
      'Chrome on Windows',
    ]);
  });
});
