/** @jest-environment node */
import { ADMIN, freshApiPerTest, type TestApi } from '../helpers';

let api: TestApi;
freshApiPerTest({}, (a) => {
  api = a;
});

interface ImportAnswer {
  code: number;
  msg: string;
  result: {
    accepted: number;
    createdIds: number[];
    created: { row: number; id: number; unitId: string; appId: number; name: string; adType: string }[];
    checkOnly: boolean;
    rejected: { row: number; reason: string }[];
  };
}

async function upload(token: string, csv: string, checkOnly?: '0' | '1'): Promise<ImportAnswer> {
  const fd = new FormData();
  fd.append('file', new Blob([csv]), 'positions.csv');
  if (checkOnly) fd.append('checkOnly', checkOnly);
  const res = await fetch(`${api.base}/admin/tool/processExcel`, {
    method: 'POST',
    headers: { 'user-token': token, 'accept-language': 'en' },
    body: fd,
  });
  return (await res.json()) as ImportAnswer;
}

const CSV = [
  'appId,name,adType,bannerSize,floorPrice',
  '1001,Checked banner,banner,320x50,0.5',
  '1001,Checked banner,banner,320x50,0.5',
  '1001,Bad type,popup,,0.5',
  '1002,Second banner,banner,300x250,1.25',
].join('\n');

describe("the import's check-only run", () => {
  it('validates every row as the import would and creates nothing', async () => {
    const admin = await api.signIn(ADMIN.account, ADMIN.password);
    const count = async () =>
      (await api.post<{ total: number }>('/media/adPosition/list', { pageSize: 1 }, { token: admin })).body.result
        .total;
    const before = await count();
    const checked = await upload(admin, CSV, '1');
    expect(checked.code).toBe(0);
    expect(checked.result).toMatchObject({ checkOnly: true, accepted: 2, createdIds: [], created: [] });
    // The repeated name is caught as the real run would catch it, and so is the unknown type.
    expect(checked.result.rejected.map((r) => r.row)).toEqual([3, 4]);
    expect(checked.result.rejected[0].reason).toMatch(/already has an ad position with this name/);
    expect(checked.msg).toBe('Checked: 2 rows would be created, 2 rejected; nothing was created');
    expect(await count()).toBe(before);
    // The real run then creates exactly what the check said.
    const real = await upload(admin, CSV);
    expect(real.result).toMatchObject({ checkOnly: false, accepted: 2 });
    expect(real.result.createdIds).toHaveLength(2);
    // Each created position with its file row and the IDs a developer is handed, as the ad position list shows them.
    const [first, second] = real.result.createdIds;
    expect(real.result.created).toEqual([
      { row: 2, id: first, unitId: `mc-1001-${first}`, appId: 1001, name: 'Checked banner', adType: 'banner' },
      { row: 5, id: second, unitId: `mc-1002-${second}`, appId: 1002, name: 'Second banner', adType: 'banner' },
    ]);
    const listed = await api.post<{ list: { id: number; unitId: string }[] }>(
      '/media/adPosition/list',
      { keyword: 'Second banner', pageSize: 10 },
      { token: admin },
    );
    expect(listed.body.result.list.find((p) => p.id === second)?.unitId).toBe(real.result.created[1].unitId);
    expect(real.result.rejected.map((r) => r.row)).toEqual([3, 4]);
    expect(await count()).toBe(before + 2);
  });
});
