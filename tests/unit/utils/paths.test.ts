import { hrefOf, PATHS, searchOf, settlementHref } from '@/paths';
import { settlementHref as linkTo } from '@/features/settlement/links';
import { toPageHref, toDefinition } from '@/features/settlement/savedReports/definition';
import { defaultQuery, parseQuery, toSearch } from '@/features/settlement/query';

// One writer of the console's addresses (src/paths.ts): the settlement report's links from the page itself, the
// dashboard and statements (features/settlement/links.ts) and saved reports (features/savedReports) agree.

describe('searchOf and hrefOf', () => {
  it('writes lists comma-separated and leaves out what is empty', () => {
    expect(searchOf({ a: [1, 2], b: undefined, c: '', d: [], e: 0, f: 'x y' })).toBe('a=1,2&e=0&f=x+y');
    expect(hrefOf(PATHS.apps)).toBe('/flow/app');
    expect(hrefOf(PATHS.apps, [['app', '7']])).toBe('/flow/app?app=7');
  });
});

describe("the settlement report's address", () => {
  const today = '2026-03-15';

  it('is written in the order the page writes its own query', () => {
    expect(settlementHref({ tz: 'billing', apps: [3, 1], end: '2026-03-15', start: '2026-03-01' })).toBe(
      '/information/settlement?start=2026-03-01&end=2026-03-15&apps=3,1&tz=billing',
    );
  });

  it('is the same from a link elsewhere as from the page', () => {
    const href = linkTo({ start: '2026-03-01', end: '2026-03-07', appIds: [5], zone: 'billing' });
    const q = parseQuery(href.split('?')[1], today);
    expect(href).toBe(`${PATHS.settlement}?${toSearch(q)}`);
    expect(q).toMatchObject({ start: '2026-03-01', end: '2026-03-07', appIds: [5], zone: 'billing' });
  });

  // links.ts writes the address without the report's query module (issue 32: the dashboard's first load); the page
  // reads it back as its default filters with the link's period, apps, ad positions and zone, and writes it the same.
  it.each([
    [{ start: '2026-03-09', end: '2026-03-15', appIds: [7] }, { appIds: [7] }],
    [{ start: '2026-03-09', end: '2026-03-15', adPositionIds: [12, 4] }, { adPositionIds: [12, 4] }],
    [{ start: '2026-02-01', end: '2026-02-28', zone: 'billing' as const }, { zone: 'billing' }],
  ])('links %j to the page with its defaults otherwise', (input, filters) => {
    const href = linkTo(input);
    const q = parseQuery(href.split('?')[1], today);
    expect(q).toEqual({ ...defaultQuery(today), start: input.start, end: input.end, ...filters });
    expect(href).toBe(`${PATHS.settlement}?${toSearch(q)}`);
  });

  it('opens a saved report with the period resolved and the rest as it was saved', () => {
    const search = toSearch({ ...parseQuery('start=2026-03-09&end=2026-03-15&group=app', today), current: 3 });
    const def = toDefinition(search, today);
    expect(toPageHref(def, '2026-03-20')).toBe('/information/settlement?start=2026-03-14&end=2026-03-20&group=app');
    expect(parseQuery(toPageHref(def, today).split('?')[1], today)).toEqual({
      ...defaultQuery(today),
      groupBy: ['app'],
    });
  });
});
