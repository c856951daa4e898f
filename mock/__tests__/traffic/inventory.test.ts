/** @jest-environment node */
import * as XLSX from 'xlsx';
import { ADMIN, SUB01, type TestApi, freshApiPerTest } from '../helpers';

interface Page<T> {
  total: number;
  list: T[];
}
interface App {
  id: number;
  name: string;
  platform: string;
  reviewStatus: string;
  enabled: boolean;
  adPositionCount: number;
}
interface AdPos {
  id: number;
  appId: number;
  name: string;
  adType: string;
  floorPrice: number;
  bannerSize: string | null;
  rewardAmount: number | null;
}

describe('apps, ad positions, import', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({}, (a, d) => {
    [api, demo] = [a, d];
  });

  test('seed: demo has 12 apps (both platforms, all review states) and 60 ad positions over 5 types', async () => {
    const apps = await api.post<Page<App>>('/media/app/list', { pageSize: 100 }, { token: demo });
    expect(apps.body.result.total).toBe(12);
    expect(new Set(apps.body.result.list.map((a) => a.platform))).toEqual(new Set(['ios', 'android']));
    expect(new Set(apps.body.result.list.map((a) => a.reviewStatus))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'suspended']),
    );
    const pos = await api.post<Page<AdPos>>('/media/adPosition/list', { pageSize: 100 }, { token: demo });
    expect(pos.body.result.total).toBe(60);
    expect(new Set(pos.body.result.list.map((p) => p.adType)).size).toBe(5);
    const sorted = await api.post<Page<AdPos>>(
      '/media/adPosition/list',
      { pageSize: 100, sortField: 'floorPrice', sortOrder: 'descend' },
      { token: demo },
    );
    const prices = sorted.body.result.list.map((p) => p.floorPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('data scope: sub01 sees two apps; other apps and their positions are 4004', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const apps = await api.post<Page<App>>('/media/app/list', {}, { token: sub });
    expect(apps.body.result.list.map((a) => a.id).sort()).toEqual([1001, 1002]);
    expect((await api.post('/media/app/get', { id: 1003 }, { token: sub })).body.code).toBe(4004);
    const pos = await api.post<Page<AdPos>>('/media/adPosition/list', { pageSize: 100 }, { token: sub });
    expect(pos.body.result.total).toBe(10);
    expect(pos.body.result.list.every((p) => p.appId === 1001 || p.appId === 1002)).toBe(true);
    const other = await api.post<Page<AdPos>>('/media/adPosition/list', { appId: 1005 }, { token: sub });
    expect(other.body.result.total).toBe(0);
    // Read-only codes: writes are 403.
    expect((await api.post('/media/app/create', {}, { token: sub })).status).toBe(403);
    expect((await api.post('/media/adPosition/update', { id: 2001 }, { token: sub })).status).toBe(403);
    // Demo cannot see another publisher's app.
    expect((await api.post('/media/app/get', { id: 1013 }, { token: demo })).body.code).toBe(4004);
  });

  test('app create: validation per platform, duplicate package 4009, new apps pending', async () => {
    const bad = await api.post(
      '/media/app/create',
      {
        name: 'x'.repeat(81),
        platform: 'android',
        packageName: 'not a package',
        storeUrl: 'javascript:alert(1)',
        category: 'weird',
      },
      { token: demo },
    );
    expect(bad.body.code).toBe(4001);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['category', 'name', 'packageName', 'storeUrl']);
    const ios = await api.post(
      '/media/app/create',
      {
        name: 'X',
        platform: 'ios',
        packageName: 'com..bad',
        storeUrl: 'https://apps.apple.com/app/id1',
        category: 'games',
      },
      { token: demo },
    );
    expect(ios.body.errors?.packageName).toMatch(/bundle ID/);
    const dup = await api.post(
      '/media/app/create',
      {
        name: 'Copy',
        platform: 'android',
        packageName: 'com.demomedia.blockpuzzle',
        storeUrl: 'https://play.google.com/store/apps/details?id=com.demomedia.blockpuzzle',
        category: 'games',
      },
      { token: demo },
    );
    expect(dup.body.code).toBe(4009);
    const ok = await api.post<App>(
      '/media/app/create',
      {
        name: 'New Game',
        platform: 'android',
        packageName: 'com.demomedia.newgame',
        storeUrl: 'https://play.google.com/store/apps/details?id=com.demomedia.newgame',
        category: 'games',
      },
      { token: demo },
    );
    expect(ok.body.result).toMatchObject({ reviewStatus: 'pending', enabled: true, adPositionCount: 0 });
    const off = await api.post<App>('/media/app/status', { id: ok.body.result.id, enabled: false }, { token: demo });
    expect(off.body.result.enabled).toBe(false);
  });

  test('ad position create: per-type rules, floor price, name unique per app', async () => {
    const banner = await api.post(
      '/media/adPosition/create',
      { appId: 1001, name: 'B', adType: 'banner', floorPrice: 1.234 },
      { token: demo },
    );
    expect(banner.body.code).toBe(4001);
    expect(Object.keys(banner.body.errors ?? {}).sort()).toEqual(['bannerSize', 'floorPrice']);
    const reward = await api.post(
      '/media/adPosition/create',
      { appId: 1001, name: 'R', adType: 'rewarded', floorPrice: -1, rewardName: 'Coins', rewardAmount: 2.5 },
      { token: demo },
    );
    expect(Object.keys(reward.body.errors ?? {}).sort()).toEqual(['floorPrice', 'rewardAmount']);
    const ok = await api.post<AdPos>(
      '/media/adPosition/create',
      {
        appId: 1001,
        name: 'Shop reward',
        adType: 'rewarded',
        floorPrice: 3.5,
        rewardName: 'Gems',
        rewardAmount: 20,
        bannerSize: '320x50',
        frequencyCap: { count: 5, period: 'day' },
      },
      { token: demo },
    );
    expect(ok.body.code).toBe(0);
    expect(ok.body.result).toMatchObject({ adType: 'rewarded', rewardAmount: 20, bannerSize: null });
    const dup = await api.post(
      '/media/adPosition/create',
      { appId: 1001, name: 'shop REWARD', adType: 'interstitial', floorPrice: 1 },
      { token: demo },
    );
    expect(dup.body.code).toBe(4009);
    const rejectedApp = await api.post(
      '/media/adPosition/create',
      { appId: 1011, name: 'Z', adType: 'interstitial', floorPrice: 1 },
      { token: demo },
    );
    expect(rejectedApp.body.errors?.appId).toBeTruthy();
    const upd = await api.post<AdPos>(
      '/media/adPosition/update',
      { id: ok.body.result.id, floorPrice: 4, adType: 'banner' },
      { token: demo },
    );
    expect(upd.body.errors?.adType).toBeTruthy();
    const upd2 = await api.post<AdPos>(
      '/media/adPosition/update',
      { id: ok.body.result.id, floorPrice: 4 },
      { token: demo },
    );
    expect(upd2.body.result.floorPrice).toBe(4);
  });

  describe('import (admin only)', () => {
    async function upload(token: string, name: string, data: Uint8Array | string, isAttr?: string) {
      const fd = new FormData();
      fd.append('file', new Blob([data as BlobPart]), name);
      if (isAttr !== undefined) fd.append('isAttr', isAttr);
      const res = await fetch(`${api.base}/admin/tool/processExcel`, {
        method: 'POST',
        headers: { 'user-token': token, 'accept-language': 'en' },
        body: fd,
      });
      return {
        status: res.status,
        body: (await res.json()) as {
          code: number;
          result: {
            accepted: number;
            createdIds: number[];
            rejected: { row: number; reason: string; errors: { column: string; message: string }[] }[];
          };
          errors?: Record<string, string>;
        },
      };
    }

    test('non-admin → 403', async () => {
      expect((await upload(demo, 'a.csv', 'x')).status).toBe(403);
    });

    test('csv from the template: valid rows created, invalid rows reported by row number', async () => {
      const admin = await api.signIn(ADMIN.account, ADMIN.password);
      const template = await (await api.get('/admin/tool/template.csv')).text();
      expect(template).toContain('appId,name,adType');
      const csv = `${template.trim()}\r\n1001,"Bad, banner",banner,999x1,,,,,0.5,,,\r\n,,,,,,,,,,,\r\n99999,Ghost,splash,,,,,portrait,1,,,\r\n`;
      const r = await upload(admin, 'positions.csv', csv);
      expect(r.body.code).toBe(0);
      expect(r.body.result.accepted).toBe(5);
      expect(r.body.result.rejected.map((x) => x.row)).toEqual([7, 9]);
      expect(r.body.result.rejected[0].reason).toMatch(/bannerSize/);
      // Same file again: every name now taken.
      const again = await upload(admin, 'positions.csv', csv);
      expect(again.body.result.accepted).toBe(0);
      expect(again.body.result.rejected[0].reason).toMatch(/name/);
    });

    test('one error per bad value, named by the column title of the file', async () => {
      const admin = await api.signIn(ADMIN.account, ADMIN.password);
      const csv = [
        'AppID,Name,adType,bannerSize,FloorPrice,frequencyCapCount,frequencyCapPeriod',
        // An unknown ad type: that alone, not the banner size a banner would need.
        '1001,Bad type,popup,,0.5,,',
        // A cap of 0: under its column, not the API's frequencyCap.count.
        '1001,Bad cap,interstitial,,0.5,0,day',
        // Two bad values: two errors, in the file's own titles.
        'abc,Two bad,banner,320x50,-1,,',
      ].join('\n');
      const r = await upload(admin, 'titles.csv', csv);
      const [badType, badCap, twoBad] = r.body.result.rejected;
      expect(badType.errors).toEqual([{ column: 'adType', message: expect.any(String) }]);
      expect(badType.reason).toBe(`adType: ${badType.errors[0].message}`);
      expect(badCap.errors.map((e) => e.column)).toEqual(['frequencyCapCount']);
      expect(twoBad.errors.map((e) => e.column).sort()).toEqual(['AppID', 'FloorPrice']);
      expect(JSON.stringify(r.body.result.rejected)).not.toMatch(/frequencyCap\.|bannerSize/);
    });

    test('xlsx without header row (isAttr=0)', async () => {
      const admin = await api.signIn(ADMIN.account, ADMIN.password);
      const ws = XLSX.utils.aoa_to_sheet([
        [1002, 'Xlsx banner', 'banner', '300x250', '', '', '', '', 0.75, '', '', 'enabled'],
        [1002, 'Xlsx native', 'native', '', 'large', '', '', '', 1, 3, 'hour', ''],
      ]);
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, ws, 'Sheet1');
      const data = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
      const r = await upload(admin, 'positions.xlsx', data, '0');
      expect(r.body.result).toMatchObject({ accepted: 2, rejected: [] });
    });

    test('refuses empty files, other types, renamed binaries and files over 10 MB', async () => {
      const admin = await api.signIn(ADMIN.account, ADMIN.password);
      expect((await upload(admin, 'empty.csv', '')).body.errors?.file).toMatch(/empty/);
      expect((await upload(admin, 'a.txt', 'hello')).body.errors?.file).toMatch(/\.csv/);
      expect((await upload(admin, 'fake.xlsx', 'appId,name')).body.errors?.file).toMatch(/\.csv/);
      const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x41);
      const r = await upload(admin, 'big.csv', big);
      expect(r.body.code).toBe(4001);
      expect(r.body.errors?.file).toMatch(/10 MB/);
    });
  });
});
