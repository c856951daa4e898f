/**
 * The "external" media-divide page (the provider's, opened by the console's
 * menu entry with the token appended: SPEC.md). One finance truth (issue 31):
 * its months are the Statements' months, the same figures and statuses
 * (statements/routes.ts statementList, from statements/rules), in the
 * reader's language (the console locale in `?locale=`, else Accept-Language)
 * with money in the account's currency, formatted for that locale and
 * isolated for right-to-left pages. The page drops the token from the
 * address bar (history.replaceState) and never sends it on (Referrer-Policy:
 * no-referrer); docs/revenueSplit.md.
 */
import { createHash } from 'crypto';
import { Ctx, type RouteDef } from '../context';
import type { Db } from '../db';
import { ApiError } from '../lib/envelope';
import { BILLING_TIME_ZONE, MEDIA_SHARE_RATE } from '../statements/rules/calendar';
import { statementList } from '../statements';
import { t, type MessageKey } from '../lib/i18n';
import { isRtlLocale, localeFromHeader } from '../lib/locale';
import { effectiveCodes } from '../lib/permissions';
import type { AccountRecord } from '../state';
import { aggRows } from '../lib/trafficStore';
import type { Lang } from '../types';
import { DIVIDE_LOCALES, DIVIDE_WORDS, type DivideLocale } from './words';

export const monthBillRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/__mock/media-divide',
    auth: 'none',
    handler: (ctx) => {
      const { page, changed } = mediaDividePage(ctx);
      return { raw: page, changed };
    },
  },
];

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}" dir="${isRtlLocale(lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f1f1f}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #e5e5e5;padding:6px 10px;text-align:end}th:first-child,td:first-child{text-align:start}th{background:#fafafa}.error{color:#cf1322}</style></head><body>${body}</body></html>`;
}

function errorPage(
  lang: Lang,
  status: number,
  key: MessageKey,
): { status: number; headers: Record<string, string>; text: string } {
  const error = t(lang, 'page.error');
  return {
    status,
    headers: pageHeaders(),
    text: html(
      lang,
      error,
      `<h1 class="error">${escapeHtml(error)}</h1><p>${escapeHtml(t(lang, key))}</p><p>${escapeHtml(t(lang, 'page.back'))}</p>`,
    ),
  };
}

// The one script of the page: drops the token from the address bar once read (a reload or a shared link then
// carries none; the session it opened stays with the page). Allowed by its hash, nothing else runs.
const DROP_TOKEN =
  "history.replaceState(null,'',location.pathname+location.search.replace(/([?&])token=[^&]*&?/,'$1').replace(/[?&]$/,''));";
const DROP_TOKEN_HASH = createHash('sha256').update(DROP_TOKEN).digest('base64');

function pageHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; script-src 'sha256-${DROP_TOKEN_HASH}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
    'x-content-type-options': 'nosniff',
    // The token rides in the address: never pass it on to another site.
    'referrer-policy': 'no-referrer',
  };
}

/** The console locale asked for (`?locale=`), else the best of Accept-Language, else en-US. */
export function pageLocale(asked: string | undefined, acceptLanguage: string | undefined): DivideLocale {
  return DIVIDE_LOCALES.find((l) => l === asked) ?? localeFromHeader(acceptLanguage);
}

/** The token in the URL is a user-token; the page checks it like any call would. */
function mediaDividePage(ctx: Ctx): {
  page: { status: number; headers: Record<string, string>; text: string };
  changed: boolean;
} {
  const lang = pageLocale(ctx.req.query.locale, ctx.req.headers['accept-language']);
  let account: AccountRecord;
  try {
    account = ctx.s.auth.authenticate(ctx.req.query.token || undefined).account;
  } catch (err) {
    const e = err instanceof ApiError ? err : null;
    return { page: errorPage(lang, e?.status ?? 401, e?.key ?? 'tokenInvalid'), changed: false };
  }
  if (!effectiveCodes(account.menuCodes).includes('MonthBillReportView'))
    return { page: errorPage(lang, 403, 'forbidden'), changed: false };
  // The page's words, numbers and direction follow the same locale as its error texts.
  const locale = lang;
  const w = DIVIDE_WORDS[locale];
  // The Statements' own months, read as this account (its app scope, its publisher's statements).
  const asAccount = new Ctx(ctx.req, {}, lang, ctx.s, account, null);
  const { bills, changed } = statementList(asAccount, 12);
  const currency = bills[0]?.currency ?? 'USD';
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent' });
  // Isolated, so a minus sign and a currency keep their order in a right-to-left page.
  const money = (n: number) => `<bdi dir="ltr">${escapeHtml(moneyFormat.format(n))}</bdi>`;
  const cell = (v: string, attrs = '') => `<td${attrs}>${v}</td>`;
  const rows = bills
    .map(
      (b) =>
        `<tr data-month="${escapeHtml(b.month)}" data-status="${escapeHtml(b.status)}">${cell(escapeHtml(b.month))}${cell(money(b.grossRevenue))}${cell(escapeHtml(percentFormat.format(b.mediaShareRate)))}${cell(money(b.mediaRevenue))}${cell(money(b.adjustments))}${cell(money(b.payable), ' data-payable="' + b.payable.toFixed(2) + '"')}${cell(escapeHtml(w[`status.${b.status}`] ?? b.status))}</tr>`,
    )
    .join('');
  const tr = ctx.s.traffic();
  const db: Db = ctx.db;
  const scope = db.scope(account);
  const wanted = /^\d{4}-\d{2}$/.test(ctx.req.query.month ?? '') ? ctx.req.query.month : bills[1]?.month;
  const month = bills.find((b) => b.month === wanted);
  let byApp = '';
  if (month) {
    const [y, m] = month.month.split('-').map(Number);
    const start = Date.UTC(y, m - 1, 1) / 86400000;
    const end = Math.min(Date.UTC(y, m, 1) / 86400000 - 1, tr.today);
    const apps = aggRows(tr.aggregate({ startDay: start, endDay: end, appIds: scope.ids }, ['app']))
      .sort((a, b) => b.revenueCents - a.revenueCents)
      .map((r) => {
        const gross = r.revenueCents / 100;
        return `<tr>${cell(escapeHtml(db.app(r.appId as number)?.name))}${cell(money(gross))}${cell(money(gross * MEDIA_SHARE_RATE))}</tr>`;
      })
      .join('');
    byApp = `<h2>${escapeHtml(`${w['col.app']} · ${month.month}`)}</h2><table><thead><tr><th>${escapeHtml(w['col.app'])}</th><th>${escapeHtml(w['col.gross'])}</th><th>${escapeHtml(w['col.media'])}</th></tr></thead><tbody>${apps}</tbody></table>`;
  }
  const heads = ['col.month', 'col.gross', 'col.share', 'col.media', 'col.adjustments', 'col.payable', 'col.status'];
  const subtitle = w.subtitle.replace('{zone}', BILLING_TIME_ZONE);
  const body = `<h1>${escapeHtml(w.pageTitle)}</h1><p><bdi>${escapeHtml(account.name)}</bdi> (<bdi>${escapeHtml(account.account_name)}</bdi>) · ${escapeHtml(currency)}</p><p>${escapeHtml(subtitle)}</p><table><thead><tr>${heads.map((h) => `<th>${escapeHtml(w[h])}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>${byApp}<script>${DROP_TOKEN}</script>`;
  const text = `<!doctype html><html lang="${locale}" dir="${isRtlLocale(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(w.pageTitle)}</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f1f1f}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #e5e5e5;padding:6px 10px;text-align:end}th:first-child,td:first-child{text-align:start}th{background:#fafafa}</style></head><body>${body}</body></html>`;
  return { page: { status: 200, headers: pageHeaders(), text }, changed };
}
