/** @jest-environment node */
import { freshApiPerTest, type TestApi } from '../helpers';

describe('a domain rule holds a host name (issue 33: a pasted URL saved an active rule that blocked nothing)', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({}, (a, t) => {
    api = a;
    demo = t;
  });
  const create = (value: string) =>
    api.post<{ id: number; value: string }>(
      '/media/blockRule/create',
      { kind: 'domain', value, scope: 'account' },
      { token: demo },
    );
  const rules = async () =>
    (
      await api.post<{ list: { value: string }[] }>(
        '/media/blockRule/list',
        { current: 1, pageSize: 100 },
        { token: demo },
      )
    ).body.result.list.map((r) => r.value);

  test.each([
    'https://www.turbo-loans.test/landing?cid=1',
    'turbo loans.test',
    'turbo-loans.test/landing',
    'localhost',
    '10.0.0.1',
  ])('%j is refused on the field, and no rule is saved', async (value) => {
    const before = await rules();
    const r = await create(value);
    expect(r.body.code).toBe(4001);
    expect(r.body.errors?.value).toMatch(/Not a domain/);
    expect(await rules()).toEqual(before);
  });

  test('the impact of an invalid domain is refused the same way', async () => {
    const r = await api.post(
      '/media/blockRule/impact',
      { kind: 'domain', value: 'a b.test', scope: 'account' },
      {
        token: demo,
      },
    );
    expect(r.body.code).toBe(4001);
    expect(r.body.errors?.value).toMatch(/Not a domain/);
  });

  test('a host name is saved in lower case', async () => {
    const r = await create('Turbo-Loans.TEST');
    expect(r.body.code).toBe(0);
    expect(r.body.result.value).toBe('turbo-loans.test');
  });
});
