import {
  hourProblem,
  defaultQuery,
  MAX_IDS,
  parseIds,
  parseQuery,
  sortableFor,
  toParams,
  toSearch,
} from '@/features/settlement/query';

const today = '2026-03-15';

describe('URL query of the settlement report', () => {
  it('defaults to the last 7 days by day, first page of 50 (issue 33), server sort', () => {
    expect(parseQuery('', today)).toEqual({
      start: '2026-03-09',
      end: '2026-03-15',
      appIds: [],
      adPositionIds: [],
      adTypes: [],
      platforms: [],
      countries: [],
      groupBy: ['day'],
      current: 1,
      pageSize: 50,
      zone: 'account',
      changeMetrics: ['impressions', 'earningsEcpm', 'earnings'],
      chartMetric: 'earnings',
    });
  });

  it('reads a full query and writes it back unchanged', () => {
    const search =
      'start=2026-02-01&end=2026-02-28&apps=1001,1002&positions=2001&types=banner,native&group=day,adPosition&page=3&size=20&sort=revenue&order=descend';
    const q = parseQuery(search, today);
    expect(q).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
      appIds: [1001, 1002],
      adPositionIds: [2001],
      adTypes: ['banner', 'native'],
      platforms: [],
      countries: [],
      groupBy: ['day', 'adPosition'],
      current: 3,
      pageSize: 20,
      sortField: 'revenue',
      sortOrder: 'descend',
      zone: 'account',
      changeMetrics: ['impressions', 'earningsEcpm', 'earnings'],
      chartMetric: 'earnings',
    });
    expect(toSearch(q)).toBe(search);
    expect(parseQuery(toSearch(q), today)).toEqual(q);
  });

  it('ignores hostile or malformed values and keeps the defaults', () => {
    const q = parseQuery(
      'start=2026-02-30&end=2026-03-01&apps=1001,abc,-3,0,1e3,0x10,1001,<script>,99999999999&positions=%27%20OR%201=1&types=banner,popunder,__proto__&group=week,constructor&page=-1&size=1000&sort=password&order=up',
      today,
    );
    const d = defaultQuery(today);
    expect(q).toEqual({ ...d, appIds: [1001], adTypes: ['banner'] });
  });

  it('ignores a period over one year, reversed, or ending after today', () => {
    const d = defaultQuery(today);
    for (const s of [
      'start=2025-03-14&end=2026-03-15',
      'start=2026-03-10&end=2026-03-01',
      'start=2026-03-10&end=2026-03-16',
    ]) {
      const q = parseQuery(s, today);
      expect([q.start, q.end]).toEqual([d.start, d.end]);
    }
    expect(parseQuery('start=2025-03-15&end=2026-03-15', today).start).toBe('2025-03-15');
  });

  it('drops a sort field the grouping has no column for, and a sort without an order', () => {
    expect(parseQuery('sort=appName&order=ascend', today).sortField).toBeUndefined();
    expect(parseQuery('group=app&sort=appName&order=ascend', today).sortField).toBe('appName');
    expect(parseQuery('group=app&sort=date&order=ascend', today).sortField).toBeUndefined();
    expect(parseQuery('sort=revenue', today).sortField).toBeUndefined();
    expect(sortableFor(['adPosition'])).toEqual(expect.arrayContaining(['appName', 'adPositionName']));
  });

  it('accepts only the offered page sizes and sane page numbers', () => {
    expect(parseQuery('size=20', today).pageSize).toBe(20);
    expect(parseQuery('size=15', today).pageSize).toBe(50);
    expect(parseQuery('size=10', today).pageSize).toBe(10);
    expect(parseQuery('page=2.5', today).current).toBe(1);
    expect(parseQuery('page=0', today).current).toBe(1);
  });

  it('refuses absurdly long id lists instead of sending them', () => {
    const many = Array.from({ length: MAX_IDS + 1 }, (_, i) => i + 1).join(',');
    expect(parseIds(many)).toEqual([]);
    expect(parseIds('5,3,5')).toEqual([5, 3]);
  });

  it('keeps the group-by order canonical and leaves defaults out of the link', () => {
    expect(parseQuery('group=adPosition,day', today).groupBy).toEqual(['day', 'adPosition']);
    expect(toSearch(defaultQuery(today))).toBe('start=2026-03-09&end=2026-03-15');
  });

  it('turns the query into the API request', () => {
    const q = parseQuery('apps=1001&group=app&sort=ctr&order=ascend&page=2', today);
    expect(toParams(q, 'America/Los_Angeles')).toEqual({
      startDate: '2026-03-09',
      endDate: '2026-03-15',
      timeZone: 'America/Los_Angeles',
      appIds: [1001],
      adPositionIds: [],
      adTypes: [],
      groupBy: ['app'],
      current: 2,
      pageSize: 50,
      sortField: 'ctr',
      sortOrder: 'ascend',
    });
    expect(toParams(defaultQuery(today), 'UTC')).not.toHaveProperty('sortField');
  });

  it('keeps the billing zone in the link and asks for its days', () => {
    const q = parseQuery('start=2026-03-09&end=2026-03-15&tz=billing', today);
    expect(q.zone).toBe('billing');
    expect(toSearch(q)).toBe('start=2026-03-09&end=2026-03-15&tz=billing');
    expect(toParams(q, 'America/Los_Angeles').timeZone).toBe('Asia/Shanghai');
    // Anything else is the account's zone, which the link leaves out.
    const other = parseQuery('start=2026-03-09&end=2026-03-15&tz=Europe/Paris', today);
    expect(other.zone).toBe('account');
    expect(toSearch(other)).toBe('start=2026-03-09&end=2026-03-15');
  });

  it('reads and writes the new dimensions and filters; an hour replaces the day, for the last 30 days only', () => {
    const search = 'start=2026-03-09&end=2026-03-15&platforms=ios&countries=US,CN&group=hour,country';
    const q = parseQuery(search, today);
    expect(q.platforms).toEqual(['ios']);
    // Canonical order, as the contract lists them.
    expect(q.countries).toEqual(['US', 'CN']);
    expect(q.groupBy).toEqual(['hour', 'country']);
    expect(parseQuery(toSearch(q), today)).toEqual(q);
    expect(toParams(q, 'UTC')).toMatchObject({
      platforms: ['ios'],
      countries: ['US', 'CN'],
      groupBy: ['hour', 'country'],
    });
    expect(parseQuery('start=2026-03-09&end=2026-03-15&group=day,hour', today).groupBy).toEqual(['hour']);
    // Hours of a period that starts more than 30 days back: the grouping falls back to the default.
    expect(parseQuery('start=2026-01-01&end=2026-01-31&group=hour', today).groupBy).toEqual(['day']);
    expect(hourProblem({ start: '2026-02-14' }, today)).toBeNull();
    expect(hourProblem({ start: '2026-02-13' }, today)).toBe('2026-02-14');
    // Unknown values are dropped.
    expect(parseQuery('platforms=web&countries=XX,us', today)).toMatchObject({ platforms: [], countries: [] });
  });
});

describe('comparison in the URL query (issue 17)', () => {
  it('reads and writes the comparison, its change metrics and the chart metric', () => {
    const search = 'start=2026-03-01&end=2026-03-07&compare=lastYear&change=clicks,revenue&chart=ecpm';
    const q = parseQuery(search, today);
    expect([q.compare, q.changeMetrics, q.chartMetric]).toEqual(['lastYear', ['clicks', 'revenue'], 'ecpm']);
    expect(toSearch(q)).toBe(search);
    expect(toParams(q, 'Asia/Shanghai').compare).toBe('lastYear');
  });

  it('leaves defaults out of the link, keeps an empty pick apart from the default', () => {
    const q = parseQuery('start=2026-03-01&end=2026-03-07&compare=previousPeriod', today);
    // Issue 31: the headline is earnings, not gross.
    expect(q.changeMetrics).toEqual(['impressions', 'earningsEcpm', 'earnings']);
    expect(toSearch(q)).toBe('start=2026-03-01&end=2026-03-07&compare=previousPeriod');
    expect(toSearch({ ...q, changeMetrics: [] })).toBe(
      'start=2026-03-01&end=2026-03-07&compare=previousPeriod&change=none',
    );
    expect(parseQuery(toSearch({ ...q, changeMetrics: [] }), today).changeMetrics).toEqual([]);
    // Without a comparison there is nothing to write, and the request asks for none.
    expect(toSearch({ ...q, compare: undefined, chartMetric: 'clicks' })).toBe('start=2026-03-01&end=2026-03-07');
    expect(toParams({ ...q, compare: undefined }, 'Asia/Shanghai')).not.toHaveProperty('compare');
  });

  it('ignores hostile values and a comparison the hourly grouping cannot have', () => {
    const q = parseQuery('compare=__proto__&change=<b>,revenue,revenue&chart=password', today);
    expect(q.compare).toBeUndefined();
    expect(q.changeMetrics).toEqual(['revenue']);
    expect(q.chartMetric).toBe('earnings');
    // Hours are kept 30 days: the last 7 days compare with the 7 before, not with last year.
    expect(parseQuery('group=hour&compare=previousPeriod', today).compare).toBe('previousPeriod');
    expect(parseQuery('group=hour&compare=lastYear', today).compare).toBeUndefined();
    expect(
      parseQuery('start=2026-02-20&end=2026-03-15&group=hour&compare=previousPeriod', today).compare,
    ).toBeUndefined();
  });

  it('sorts by a shown change column: the request names the metric and compareSort', () => {
    const q = parseQuery('compare=previousPeriod&sort=changeRate.earnings&order=descend', today);
    expect(q.sortField).toBe('changeRate.earnings');
    expect(toParams(q, 'Asia/Shanghai')).toMatchObject({
      sortField: 'earnings',
      sortOrder: 'descend',
      compareSort: 'changeRate',
    });
    // Not shown (no comparison, or the metric not picked): the sort is dropped.
    expect(parseQuery('sort=change.earnings&order=descend', today).sortField).toBeUndefined();
    expect(
      parseQuery('compare=previousPeriod&change=clicks&sort=change.earnings&order=ascend', today).sortField,
    ).toBeUndefined();
    expect(parseQuery('compare=previousPeriod&sort=change.__proto__&order=ascend', today).sortField).toBeUndefined();
  });
});
