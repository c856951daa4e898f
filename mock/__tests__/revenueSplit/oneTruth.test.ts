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
});
