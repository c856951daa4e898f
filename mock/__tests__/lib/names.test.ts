/** @jest-environment node */
/**
 * Issue 52: a name a person types must show something. Names made only of control, format or space characters
 * (a right-to-left override, zero-width spaces, isolates) are refused with a field message in every place a
 * name is typed; a name that shows something keeps its override (the console isolates it wherever it is shown).
 */
import { hasVisibleText } from '../../../src/contract/names';
import { startApi, type TestApi } from '../helpers';

const INVISIBLE = ['\u202E', '\u200B\u200D', ' \u2066\u2069 ', '\u200F\u061C'];
const MESSAGE = 'Must have letters or digits, not only invisible characters';

describe('names that show nothing', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000 });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  test('the rule: something of it shows', () => {
    for (const name of INVISIBLE) expect(hasVisibleText(name)).toBe(false);
    for (const name of ['\u202Egnp.exe', 'ا', '中', '·', '1', '\u200Ba']) expect(hasVisibleText(name)).toBe(true);
  });

  test.each(INVISIBLE.map((n) => [JSON.stringify(n), n]))('%s is refused wherever a name is typed', async (_, name) => {
    const sub = (
      await api.post<{ list: { id: number; account_name: string }[] }>(
        '/media/subAccount/list/get',
        {},
        { token: demo },
      )
    ).body.result.list.find((a) => a.account_name === 'sub01');
    const cases: [string, Record<string, unknown>, string][] = [
      ['/media/app/update', { id: 1001, name }, 'name'],
      ['/media/adPosition/update', { id: 2001, name }, 'name'],
      ['/media/update', { company: name }, 'company'],
      ['/media/update', { name }, 'name'],
      ['/media/subAccount/update', { id: sub?.id, name }, 'name'],
      [
        '/media/savedReport/create',
        { name, query: 'start=2026-11-01&end=2026-11-07', period: { kind: 'last7Days' } },
        'name',
      ],
      ['/media/payment/profile/update', { payeeName: name }, 'payeeName'],
    ];
    for (const [path, body, field] of cases) {
      const r = await api.post(path, body, { token: demo });
      expect([path, r.body.code, r.body.errors?.[field]]).toEqual([path, 4001, MESSAGE]);
    }
  });

  test('a name that shows something is kept as typed, its override included', async () => {
    const r = await api.post<{ name: string }>(
      '/media/app/update',
      { id: 1001, name: '\u202Egnp.exe Tracker' },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.result.name).toBe('\u202Egnp.exe Tracker');
  });
});
