import { File as NodeFile } from 'node:buffer';
import { BizError } from '@/request';
import { feedback } from '@/feedback';
import { createAdPosition, findAdPosition, listAdPositions, updateAdPosition } from '@/features/traffic/api';
import { appOptions, createApp, findApp, listApps, setAppEnabled, updateApp } from '@/features/traffic/api';
import { importTemplateUrl, processExcel } from '@/features/traffic/api';
import { toCreateParams } from '@/features/traffic/adPositionValues';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { signInAs } from './support/signIn';

const api = setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
});

const NEW_APP = {
  name: 'Unit Test App',
  platform: 'android' as const,
  packageName: 'com.unit.testapp',
  storeUrl: 'https://play.google.com/store/apps/details?id=com.unit.testapp',
  category: 'tools' as const,
};

describe('apps service', () => {
  it('pages, sorts and filters on the server (default page size 10)', async () => {
    await signInAs('demo');
    const first = await listApps({});
    expect(first.pageSize).toBe(10);
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(10);
    const ios = await listApps({ platform: 'ios', sortField: 'name', sortOrder: 'ascend', pageSize: 50 });
    expect(ios.list.every((a) => a.platform === 'ios')).toBe(true);
    const names = ios.list.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const rejected = await listApps({ reviewStatus: 'rejected' });
    expect(rejected.list.map((a) => a.reviewStatus)).toEqual(['rejected']);
  });

  it('keeps the seeded app with markup in its name as plain text data', async () => {
    await signInAs('demo');
    const app = await findApp(1007);
    expect(app?.name).toBe('Tap & Match <b>Puzzle</b>');
  });

  it('finds nothing (no error) for an app outside the scope', async () => {
    await signInAs('sub01');
    expect(await findApp(1003)).toBeNull();
    expect((await findApp(1001))?.id).toBe(1001);
  });

  it('creates apps pending review and reports a duplicate package on its field', async () => {
    await signInAs('demo');
    const app = await createApp(NEW_APP);
    expect(app.reviewStatus).toBe('pending');
    expect(app.enabled).toBe(true);
    const err = await createApp({ ...NEW_APP, name: 'Other' }).catch((e) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(err.bizCode).toBe(4009);
    expect(Object.keys(err.fieldErrors)).toEqual(['packageName']);
    const bad = await createApp({ ...NEW_APP, packageName: 'nodots', storeUrl: 'javascript:alert(1)' }).catch((e) => e);
    expect(bad.bizCode).toBe(4001);
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['packageName', 'storeUrl']);
  });

  it('updates, enables and disables; a suspended app cannot be enabled', async () => {
    await signInAs('demo');
    const updated = await updateApp({ id: 1001, name: 'Block Puzzle Deluxe' });
    expect(updated.name).toBe('Block Puzzle Deluxe');
    expect((await setAppEnabled({ id: 1001, enabled: false })).enabled).toBe(false);
    const suspended = (await listApps({ reviewStatus: 'suspended' })).list[0];
    const err = await setAppEnabled({ id: suspended.id, enabled: true }).catch((e) => e);
    expect(err.fieldErrors).toHaveProperty('enabled');
  });

  it('lists app options in scope, sorted by name', async () => {
    await signInAs('sub01');
    const options = await appOptions();
    expect(options.map((o) => o.value).sort()).toEqual([1001, 1002]);
  });
});

describe('ad positions service', () => {
  it('filters by app, type and status', async () => {
    await signInAs('demo');
    const page = await listAdPositions({ appId: 1001, adType: 'banner', status: 'enabled', pageSize: 100 });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((p) => p.appId === 1001 && p.adType === 'banner' && p.status === 'enabled')).toBe(true);
  });

  it('creates with only the chosen type fields, and edits', async () => {
    await signInAs('demo');
    const created = await createAdPosition(
      toCreateParams(1001, {
        name: 'Unit rewarded',
        adType: 'rewarded',
        rewardName: 'Coins',
        rewardAmount: 50,
        bannerSize: '320x50',
        floorPrice: 1.25,
        frequencyCap: { count: 3, period: 'day' },
        status: 'enabled',
      }),
    );
    expect(created).toMatchObject({ adType: 'rewarded', rewardName: 'Coins', rewardAmount: 50, bannerSize: null });
    expect(created.frequencyCap).toEqual({ count: 3, period: 'day' });
    expect(created.unitId).toBe(`mc-1001-${created.id}`);
    const edited = await updateAdPosition({ id: created.id, floorPrice: 2, frequencyCap: null });
    expect(edited.floorPrice).toBe(2);
    expect(edited.frequencyCap).toBeNull();
    expect(await findAdPosition(999999)).toBeNull();
  });

  it('says success once: creating leaves it to the result page, an edit keeps the server’s toast', async () => {
    await signInAs('demo');
    const success = jest.spyOn(feedback, 'success');
    const warning = jest.spyOn(feedback, 'warning');
    try {
      const created = await createAdPosition(
        toCreateParams(1001, { name: 'Unit once', adType: 'interstitial', floorPrice: 1, status: 'enabled' }),
      );
      expect(success).not.toHaveBeenCalled();
      await updateAdPosition({ id: created.id, floorPrice: 2 });
      expect(success).toHaveBeenCalledTimes(1);
      expect(success).toHaveBeenCalledWith('Saved');
      // Failures still speak.
      await createAdPosition(
        toCreateParams(1001, { name: 'Unit once', adType: 'interstitial', floorPrice: 1, status: 'enabled' }),
      ).catch(() => undefined);
      expect(warning).toHaveBeenCalled();
    } finally {
      success.mockRestore();
      warning.mockRestore();
    }
  });

  it('maps nested validation errors by dotted field name', async () => {
    await signInAs('demo');
    const err = await createAdPosition({
      appId: 1001,
      name: 'Bad cap',
      adType: 'interstitial',
      floorPrice: 1.234,
      frequencyCap: { count: 0, period: 'day' },
    }).catch((e) => e);
    expect(Object.keys(err.fieldErrors).sort()).toEqual(['floorPrice', 'frequencyCap.count']);
  });
});

describe('spreadsheet service', () => {
  // jsdom's File is not a Blob to the fetch API's FormData under jest; a browser's File is both.
  const csv = (text: string, name = 'positions.csv') =>
    new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;
  const HEADER = 'appId,name,adType,bannerSize,floorPrice';

  it('sends the file as multipart with isAttr, and returns accepted and rejected rows', async () => {
    await signInAs('admin');
    const seen: { type: string | null; isAttr: FormDataEntryValue | null; file: FormDataEntryValue | null }[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/admin/tool/processExcel')) return;
      const form = await request.clone().formData();
      seen.push({ type: request.headers.get('content-type'), isAttr: form.get('isAttr'), file: form.get('file') });
    });
    const result = await processExcel(
      csv(`${HEADER}\n1001,Import banner A,banner,320x50,0.50\n1001,Import banner B,banner,999x1,0.50\n`),
    );
    expect(result.accepted).toBe(1);
    expect(result.createdIds).toHaveLength(1);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0].row).toBe(3);
    expect(result.rejected[0].reason).toMatch(/bannerSize/);
    expect(seen[0].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].isAttr).toBe('1');
    expect((seen[0].file as File).name).toBe('positions.csv');
    api.server.events.removeAllListeners();
  });

  it('leaves the success to the result view: no toast for an import', async () => {
    await signInAs('admin');
    const success = jest.spyOn(feedback, 'success');
    try {
      const result = await processExcel(csv(`${HEADER}\n1001,Import once,banner,320x50,0.50\n`));
      expect(result.accepted).toBe(1);
      expect(success).not.toHaveBeenCalled();
    } finally {
      success.mockRestore();
    }
  });

  it('reads columns in template order with isAttr 0', async () => {
    await signInAs('admin');
    const result = await processExcel(csv('1001,No header banner,banner,320x50,,,,,0.75,,,enabled\n'), 0);
    expect(result.accepted).toBe(1);
  });

  it('is refused to non-admins (403)', async () => {
    await signInAs('demo');
    const err = await processExcel(csv(`${HEADER}\n1001,X,banner,320x50,0.5\n`)).catch((e) => e);
    expect(err.response?.status).toBe(403);
  });

  it('links the template, which needs no token', async () => {
    expect(importTemplateUrl()).toBe('/admin/tool/template.csv');
    const res = await fetch(`http://localhost${importTemplateUrl()}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('appId,name,adType,bannerSize,nativeTemplate');
  });
});
