/** @jest-environment node */
import { freshApiPerTest, type TestApi } from '../helpers';

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

  it('keep a name per device (trimmed, by ID in any case), drop it with the device, refuse a stray or long one', async () => {
    type Named = { testDevices: string[]; testDeviceNames: Record<string, string> };
    const r = await api.post<Named>(
      '/media/app/testDevices/update',
      { id: 1001, testDevices: [GAID, IDFA], testDeviceNames: { [IDFA]: "  Anna's iPhone ", [GAID]: ' ' } },
      { token },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.result.testDeviceNames).toEqual({ [IDFA.toLowerCase()]: "Anna's iPhone" });
    const removed = await api.post<Named>(
      '/media/app/testDevices/update',
      { id: 1001, testDevices: [GAID] },
      { token },
    );
    expect(removed.body.result.testDeviceNames).toEqual({});
    const stray = await api.post(
      '/media/app/testDevices/update',
      { id: 1001, testDevices: [GAID], testDeviceNames: { [IDFA]: 'Not listed' } },
      { token },
    );
    expect(stray.body.code).toBe(4001);
    expect(stray.body.errors?.[`testDeviceNames.${IDFA}`]).toBeTruthy();
    const long = await api.post(
      '/media/app/testDevices/update',
      { id: 1001, testDevices: [GAID], testDeviceNames: { [GAID]: 'x'.repeat(41) } },
      { token },
    );
    expect(long.body.errors?.[`testDeviceNames.${GAID}`]).toMatch(/40/);
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

describe('the rewarded callback URL', () => {
  const base = { appId: 1001, adType: 'rewarded', rewardName: 'Coins', rewardAmount: 5, floorPrice: 1 };
  it('is http(s) only, kept for rewarded positions, cleared when empty; the mock signs its calls', async () => {
    const bad = await api.post(
      '/media/adPosition/create',
      { ...base, name: 'R1', rewardCallbackUrl: 'javascript:alert(1)' },
      { token },
    );
    expect(bad.body.code).toBe(4001);
    expect(bad.body.errors?.rewardCallbackUrl).toBeDefined();
    const made = await api.post<{
      id: number;
      unitId: string;
      rewardCallbackUrl: string | null;
      rewardCallbackSecret: string;
    }>('/media/adPosition/create', { ...base, name: 'R2', rewardCallbackUrl: 'https://api.example.com/cb' }, { token });
    expect(made.body.result.rewardCallbackUrl).toBe('https://api.example.com/cb');
    expect(made.body.result.rewardCallbackSecret).toMatch(/^[0-9a-f]{32}$/);
    // Shown once (issue 28): the creation's answer carries it, later answers only its last four characters.
    const again = await api.post<{ rewardCallbackSecret: string | null; rewardCallbackSecretHint: string | null }>(
      '/media/adPosition/get',
      { id: made.body.result.id },
      { token },
    );
    expect(again.body.result.rewardCallbackSecret).toBeNull();
    expect(again.body.result.rewardCallbackSecretHint).toBe(made.body.result.rewardCallbackSecret.slice(-4));
    const call = await fetch(`${api.base}/__mock/rewardCallback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unitId: made.body.result.unitId, userId: 'u 1', transactionId: 't1', timestamp: 100 }),
    });
    const { url } = (await call.json()).result as { url: string };
    const { rewardCallbackMessage } = await import('../../../src/contract/rewardCallback');
    const { hmacSha256Hex } = await import('../../core/lib/hash');
    const u = new URL(url);
    const signature = u.searchParams.get('signature');
    u.searchParams.delete('signature');
    const params = Object.fromEntries(u.searchParams) as never;
    expect(signature).toBe(hmacSha256Hex(made.body.result.rewardCallbackSecret, rewardCallbackMessage(params)));
    expect(u.searchParams.get('user_id')).toBe('u 1');
    // No rotation yet: one signature only.
    expect(u.searchParams.has('previous_signature')).toBe(false);
    const cleared = await api.post<{ rewardCallbackUrl: string | null }>(
      '/media/adPosition/update',
      { id: made.body.result.id, rewardCallbackUrl: '' },
      { token },
    );
    expect(cleared.body.result.rewardCallbackUrl).toBeNull();
    const banner = await api.post<{ rewardCallbackUrl: string | null; rewardCallbackSecret: string | null }>(
      '/media/adPosition/create',
      {
        appId: 1001,
        adType: 'banner',
        bannerSize: '320x50',
        name: 'B1',
        floorPrice: 1,
        rewardCallbackUrl: 'https://x.example',
      },
      { token },
    );
    expect(banner.body.result).toMatchObject({ rewardCallbackUrl: null, rewardCallbackSecret: null });
  });
});
