/** @jest-environment node */
/**
 * One finance truth (issue 31): the media-divide page shows the Statements' months, the same payable and
 * status month by month, in the reader's language with the currency, right-to-left where it reads so;
 * it drops its token from the address bar and from its Referer.
 */
import { startApi, type TestApi } from '../helpers';
import { DIVIDE_LOCALES, DIVIDE_WORDS } from '../../core/revenueSplit/words';
import { pageLocale } from '../../core/revenueSplit/routes';

interface Bill {
  month: string;
  payable: number;
  status: string;
  currency: string;
}

describe('media-divide page and Statements', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: () => Date.parse('2026-11-27T12:00:00+08:00') });
    token = await api.signIn();
  });
  afterAll(() => api.close());

  const page = async (query = '', headers: Record<string, string> = {}) => {
    const res = await api.get(`/__mock/media-divide?token=${token}${query}`, headers);
    expect(res.status).toBe(200);
    return { res, html: await res.text() };
  };

  test('agree on payable and status for every seeded month', async () => {
    const r = await api.post<{ list: Bill[] }>('/media/monthBill/list', { months: 12, pageSize: 50 }, { token });
    expect(r.body.code).toBe(0);
    const bills = r.body.result.list;
    expect(bills.length).toBe(12);
    const { html } = await page();
    for (const b of bills) {
      const row = new RegExp(`<tr data-month="${b.month}" data-status="([a-z]+)">.*?data-payable="(-?[\\d.]+)"`).exec(
        html,
      );
      expect(row).not.toBeNull();
      expect({ month: b.month, status: row?.[1], payable: Number(row?.[2]) }).toEqual({
        month: b.month,
        status: b.status,
        payable: b.payable,
      });
    }
    // Closed months have real statuses, not only "open".
    expect(new Set(bills.map((b) => b.status)).size).toBeGreaterThan(1);
  });

  test('money with its currency, in the language asked for; right-to-left with isolated amounts', async () => {
    const en = (await page('&locale=en-US')).html;
    expect(en).toContain('<html lang="en-US" dir="ltr">');
    expect(en).toMatch(/<bdi dir="ltr">\$[\d,]+\.\d\d<\/bdi>/);
    expect(en).toContain(`<th>${DIVIDE_WORDS['en-US']['col.payable']}</th>`);

    const ar = (await page('', { 'accept-language': 'ar-EG,ar;q=0.9' })).html;
    expect(ar).toContain('<html lang="ar-EG" dir="rtl">');
    expect(ar).toContain(`<th>${DIVIDE_WORDS['ar-EG']['col.payable']}</th>`);
    const arMoney = new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'USD' }).format(1).slice(-2);
    expect(ar).toContain(arMoney);
    const fa = (await page('&locale=fa-IR')).html;
    expect(fa).toContain('dir="rtl"');
    expect(fa).toContain(DIVIDE_WORDS['fa-IR']['status.paid']);
    for (const locale of DIVIDE_LOCALES) expect((await page(`&locale=${locale}`)).html).toContain(`lang="${locale}"`);
  });

  test('drops the token: no Referer, and the address bar cleaned by its one allowed script', async () => {
    const { res, html } = await page();
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const script = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('history.replaceState');
    const csp = res.headers.get('content-security-policy') ?? '';
    const { createHash } = await import('crypto');
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // What the script leaves in the address bar.
    const clean = (search: string) => search.replace(/([?&])token=[^&]*&?/, '$1').replace(/[?&]$/, '');
    expect(clean('?token=abc')).toBe('');
    expect(clean('?token=abc&month=2026-10')).toBe('?month=2026-10');
    expect(clean('?month=2026-10&token=abc')).toBe('?month=2026-10');
    expect(script).toContain(String.raw`replace(/([?&])token=[^&]*&?/,'$1').replace(/[?&]$/,'')`);
  });

  test('picks the locale: asked, then Accept-Language, then English', () => {
    expect(pageLocale('ja-JP', 'en')).toBe('ja-JP');
    expect(pageLocale(undefined, 'zh-Hant-TW,zh;q=0.8')).toBe('zh-TW');
    expect(pageLocale(undefined, 'pt;q=0.9')).toBe('pt-BR');
    expect(pageLocale('xx', undefined)).toBe('en-US');
  });

  // Issue 52: every month of Statements, apps that add up, a reload that works (the last test signs out).
  test('shows the 24 months its subtitle names, as Statements keeps them', async () => {
    const html = await (await api.get(`/__mock/media-divide?token=${token}&locale=en-US`)).text();
    expect(html).toContain('The last 24 months.');
    expect(html.match(/<tr data-month="/g)).toHaveLength(24);
  });

  test.each(['2026-10', '2026-06', '2025-12'])(
    "%s: the apps' media revenue adds up to the month's to the cent",
    async (month) => {
      const html = await (await api.get(`/__mock/media-divide?token=${token}&month=${month}`)).text();
      const apps = [...html.matchAll(/<tr data-app="\d+">.*?data-media="(-?[\d.]+)"/g)].map((m) =>
        Math.round(Number(m[1]) * 100),
      );
      const total = Number(/<tr data-total>.*?data-media="(-?[\d.]+)"/.exec(html)?.[1]);
      expect(apps.length).toBeGreaterThan(0);
      expect(apps.reduce((a, b) => a + b, 0)).toBe(Math.round(total * 100));
      const r = await api.post<{ bill: { mediaRevenue: number } }>('/media/monthBill/get', { month }, { token });
      expect(r.body.code).toBe(0);
      expect(total).toBe(r.body.result.bill.mediaRevenue);
    },
  );

  test('a reload without the token reads the session the page was opened with, and stops when it ends', async () => {
    const first = await api.get(`/__mock/media-divide?token=${token}`);
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mc_divide=[\w-]{32}; Path=\/__mock\/media-divide; HttpOnly; SameSite=Strict$/);
    const pair = cookie.split(';')[0];
    const again = await api.get('/__mock/media-divide', { cookie: pair });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('<tr data-month="');
    // The console's refresh gives the session a new token: the page still reads it.
    const refreshed = await api.post<{ 'user-token': string }>('/media/authorize/refresh', {}, { token });
    expect(refreshed.body.code).toBe(0);
    expect((await api.get('/__mock/media-divide', { cookie: pair })).status).toBe(200);
    // A key nobody was given, and no key at all, open nothing.
    expect((await api.get('/__mock/media-divide', { cookie: 'mc_divide=forged' })).status).toBe(401);
    expect((await api.get('/__mock/media-divide')).status).toBe(401);
    // Signed out: the session is over, and so is the page.
    await api.post('/media/authorize/logout', {}, { token: refreshed.body.result['user-token'] });
    expect((await api.get('/__mock/media-divide', { cookie: pair })).status).toBe(401);
  });
});
