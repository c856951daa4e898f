/** @jest-environment node */
import { freshApiPerTest, type TestApi } from './helpers';

let api: TestApi;
let token: string;
freshApiPerTest({}, (a, t) => {
  api = a;
  token = t;
});

const GAID = '38400000-8cf0-11bd-b23e-10b96e40000d';
const IDFA = 'EA7583CD-A667-48BC-B806-42ECB2B48606';

async function adRequest(unitId: string, deviceId?: string) {
  const res = await fetch(`${api.base}/__mock/adRequest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitId, deviceId }),
  });
  return (await res.json()).result.request as { test: boolean };
}

describe('test devices of an app', () => {
  it('are set as a whole list, checked, kept lowercase; a registered device gets test ads', async () => {
    const r = await api.post<{ testDevices: string[] }>(
      '/media/app/testDevices/update',
      { id: 1001, testDevices: [GAID, IDFA] },
      { token },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.result.testDevices).toEqual([GAID, IDFA.toLowerCase()]);
    const got = await api.post<{ testDevices: string[] }>('/media/app/get', { id: 1001 }, { token });
    expect(got.body.result.testDevices).toEqual([GAID, IDFA.toLowerCase()]);
    expect((await adRequest('mc-1001-2001', IDFA)).test).toBe(true);
    expect((await adRequest('mc-1001-2001', '00000000-0000-0000-0000-000000000001')).test).toBe(false);
    expect((await adRequest('mc-1001-2001')).test).toBe(false);
    const removed = await api.post<{ testDevices: string[] }>(
      '/media/app/testDevices/update',
      { id: 1001, testDevices: [GAID] },
      { token },
    );
    expect(removed.body.result.testDevices).toEqual([GAID]);
    expect((await adRequest('mc-1001-2001', IDFA)).test).toBe(false);
  });

  it('refuses a malformed or repeated ID, naming its place in the list, and more than 20', async () => {
    const bad = await api.post('/media/app/testDevices/update', { id: 1001, testDevices: [GAID, 'abc'] }, { token });
    expect(bad.body.code).toBe(4001);
    expect(bad.body.errors?.['testDevices.1']).toMatch(/advertising ID/);
    const twice = await api.post(
      '/media/app/testDevices/update',
      { id: 1001, testDevices: [GAID, GAID.toUpperCase()] },
      { token },
    );
    expect(twice.body.errors?.['testDevices.1']).toBe('This device is already in the list');
    const many = Array.from({ length: 21 }, (_, i) => `38400000-8cf0-11bd-b23e-${String(i).padStart(12, '0')}`);
    const tooMany = await api.post('/media/app/testDevices/update', { id: 1001, testDevices: many }, { token });
    expect(tooMany.body.code).toBe(4001);
    const other = await api.post('/media/app/testDevices/update', { id: 1013, testDevices: [] }, { token });
    expect(other.body.code).toBe(4004);
  });
});
