/** @jest-environment node */
import { seedPassword } from '../../core/seed/accounts';
import { fakeClock, startApi, type TestApi } from '../helpers';

// 2026-03-15: 2025-12 is confirmed, 2025-11 invoiced (seeded, never uploaded), 2025-10 paid.
const PDF = '%PDF-1.4\n% the publisher’s own invoice\ntrailer<<>>\n%%EOF\n';
const PDF2 = '%PDF-1.7\n% corrected invoice\ntrailer<<>>\n%%EOF\n';

describe('invoice download and replace (extension, issue 33)', () => {
  let api: TestApi;
  let demo: string;
  beforeEach(async () => {
    api = await startApi({ now: fakeClock().now, rateLimitPerSecond: 1000 });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  async function send(path: string, token: string, month: string, invoiceNumber: string, name: string, data: string) {
    const fd = new FormData();
    fd.append('month', month);
    fd.append('invoiceNumber', invoiceNumber);
    fd.append('file', new Blob([data]), name);
    const res = await fetch(`${api.base}${path}`, { method: 'POST', headers: { 'user-token': token }, body: fd });
    return { status: res.status, body: (await res.json()) as { code: number; msg?: string } };
  }
  async function download(token: string, month: string) {
    const res = await fetch(`${api.base}/media/monthBill/invoice/file`, {
      method: 'POST',
      headers: { 'user-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ month }),
    });
    return { status: res.status, headers: res.headers, text: res.ok ? await res.text() : '' };
  }
  async function subAccount(account_name: string, menuCodes: string[], grants: Record<string, unknown>) {
    const r = await api.post(
      '/media/subAccount/create',
      { account_name, password: 'Team-Pass-2027', name: account_name, menuCodes, ...grants },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    return api.signIn(account_name, 'Team-Pass-2027');
  }

  test('the uploaded file comes back as uploaded, with its name; the month JSON never carries the file', async () => {
    expect(
      (await send('/media/monthBill/invoice', demo, '2025-12', 'INV-12', 'Facture décembre.pdf', PDF)).body.code,
    ).toBe(0);
    const file = await download(demo, '2025-12');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Facture décembre.pdf')}`,
    );
    expect(file.text).toBe(PDF);
    const month = await api.post<{ invoice: Record<string, unknown> }>(
      '/media/monthBill/get',
      { month: '2025-12' },
      { token: demo },
    );
    expect(Object.keys(month.body.result.invoice).sort()).toEqual([
      'at',
      'by',
      'downloadable',
      'fileName',
      'number',
      'size',
    ]);
    expect(month.body.result.invoice.downloadable).toBe(true);
  });

  test('a seeded invoice downloads as a sample PDF; a month without an invoice is 404', async () => {
    const seeded = await download(demo, '2025-11');
    expect(seeded.status).toBe(200);
    expect(seeded.text.startsWith('%PDF-')).toBe(true);
    expect((await download(demo, '2025-12')).status).toBe(404);
    expect((await download(demo, '1999-01')).status).toBe(404);
  });

  test('replace: only an invoiced month, only with MonthBillManage; the new file is what downloads', async () => {
    await send('/media/monthBill/invoice', demo, '2025-12', 'INV-12', 'a.pdf', PDF);
    const replaced = await send('/media/monthBill/invoice/replace', demo, '2025-12', 'INV-12B', 'b.pdf', PDF2);
    expect(replaced.body).toMatchObject({ code: 0, msg: 'Invoice replaced' });
    expect((await download(demo, '2025-12')).text).toBe(PDF2);
    const month = await api.post<{ invoice: { number: string; fileName: string } }>(
      '/media/monthBill/get',
      { month: '2025-12' },
      { token: demo },
    );
    expect(month.body.result.invoice).toMatchObject({ number: 'INV-12B', fileName: 'b.pdf' });
    // A paid month keeps its invoice; a confirmed month without one has nothing to replace.
    expect((await send('/media/monthBill/invoice/replace', demo, '2025-10', 'X-1', 'x.pdf', PDF)).body.code).toBe(4009);
    // Not a PDF: refused on the file, the kept one stays.
    const txt = await send('/media/monthBill/invoice/replace', demo, '2025-12', 'X-2', 'x.pdf', 'not a pdf');
    expect(txt.body.code).toBe(4001);
    expect((await download(demo, '2025-12')).text).toBe(PDF2);
  });

  test('as an attacker: viewers, partial scope, and another publisher', async () => {
    await send('/media/monthBill/invoice', demo, '2025-12', 'INV-12', 'mine.pdf', PDF);
    // ops01 views statements with chosen apps: the invoice covers every app, so no download; no replace either.
    const ops = await api.signIn('ops01', seedPassword('ops01'));
    expect((await download(ops, '2025-12')).status).toBe(403);
    // The month says so, so the console offers no Download button (one rule: mayDownloadInvoice).
    const opsMonth = await api.post<{ invoice: { downloadable: boolean } }>(
      '/media/monthBill/get',
      { month: '2025-12' },
      { token: ops },
    );
    expect(opsMonth.body.result.invoice.downloadable).toBe(false);
    expect((await send('/media/monthBill/invoice/replace', ops, '2025-12', 'EVIL-1', 'evil.pdf', PDF2)).status).toBe(
      403,
    );
    // A viewer who sees every app may download, still not replace.
    const viewer = await subAccount('viewerall', ['MonthBillReportView'], { allApps: true });
    expect((await download(viewer, '2025-12')).text).toBe(PDF);
    const viewerMonth = await api.post<{ invoice: { downloadable: boolean } }>(
      '/media/monthBill/get',
      { month: '2025-12' },
      { token: viewer },
    );
    expect(viewerMonth.body.result.invoice.downloadable).toBe(true);
    expect((await send('/media/monthBill/invoice/replace', viewer, '2025-12', 'EVIL-2', 'evil.pdf', PDF2)).status).toBe(
      403,
    );
    // Without the statements view at all: 403.
    const none = await subAccount('noview01', ['AppView'], { allApps: true });
    expect((await download(none, '2025-12')).status).toBe(403);
    // Another publisher naming the same month reads its own month, never ours.
    const other = await api.signIn('pixelplay', seedPassword('pixelplay'));
    const theirs = await download(other, '2025-12');
    expect(theirs.text).not.toBe(PDF);
    expect((await download(demo, '2025-12')).text).toBe(PDF);
  });
});
