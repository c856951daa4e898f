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
import { createHash, randomBytes } from 'crypto';
import { Ctx, type RouteDef } from '../context';
import { ApiError } from '../lib/envelope';
import { BILLING_TIME_ZONE } from '../statements/rules/calendar';
import { detailOf, statementList } from '../statements';
import { t, type MessageKey } from '../lib/i18n';
import { isRtlLocale, localeFromHeader } from '../lib/locale';
import { effectiveCodes } from '../lib/permissions';
import type { AccountRecord } from '../state';
import type { Lang } from '../types';
import { DIVIDE_LOCALES, DIVIDE_WORDS, type DivideLocale } from './words';

export const revenueSplitPageRoutes: RouteDef[] = [
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
  let cookie: string | null = null;
  try {
    const opened = pageSession(ctx);
    account = opened.account;
    cookie = opened.cookie;
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
  const { bills, changed } = statementList(asAccount);
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
  const wanted = /^\d{4}-\d{2}$/.test(ctx.req.query.month ?? '') ? ctx.req.query.month : bills[1]?.month;
  const month = bills.find((b) => b.month === wanted);
  let byApp = '';
  if (month) {
    // The statement's own apps (its lines), so they add up to its gross and media revenue to the cent.
    const apps = detailOf(asAccount, month.month).byApp;
    const rowsOf = apps
      .map(
        (a) =>
          `<tr data-app="${a.appId}">${cell(escapeHtml(a.appName))}${cell(money(a.grossRevenue))}${cell(money(a.mediaRevenue), ` data-media="${a.mediaRevenue.toFixed(2)}"`)}</tr>`,
      )
      .join('');
    const total = `<tr data-total>${cell(escapeHtml(w['print.total']))}${cell(money(month.grossRevenue))}${cell(money(month.mediaRevenue), ` data-media="${month.mediaRevenue.toFixed(2)}"`)}</tr>`;
    byApp = `<h2>${escapeHtml(`${w['col.app']} · ${month.month}`)}</h2><table><thead><tr><th>${escapeHtml(w['col.app'])}</th><th>${escapeHtml(w['col.gross'])}</th><th>${escapeHtml(w['col.media'])}</th></tr></thead><tbody>${rowsOf}</tbody><tfoot>${total}</tfoot></table>`;
  }
  const heads = ['col.month', 'col.gross', 'col.share', 'col.media', 'col.adjustments', 'col.payable', 'col.status'];
  const subtitle = w.subtitle.replace('{zone}', BILLING_TIME_ZONE);
  const body = `<h1>${escapeHtml(w.pageTitle)}</h1><p><bdi>${escapeHtml(account.name)}</bdi> (<bdi>${escapeHtml(account.account_name)}</bdi>) · ${escapeHtml(currency)}</p><p>${escapeHtml(subtitle)}</p><table><thead><tr>${heads.map((h) => `<th>${escapeHtml(w[h])}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>${byApp}<script>${DROP_TOKEN}</script>`;
  const text = `<!doctype html><html lang="${locale}" dir="${isRtlLocale(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(w.pageTitle)}</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f1f1f}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #e5e5e5;padding:6px 10px;text-align:end}th:first-child,td:first-child{text-align:start}th{background:#fafafa}</style></head><body>${body}</body></html>`;
  const headers = pageHeaders();
  if (cookie) headers['set-cookie'] = cookie;
  return { page: { status: 200, headers, text }, changed };
}

/** The cookie that keeps the page open for the session it was opened with (a reload carries no token). */
const PAGE_COOKIE = 'mc_divide';
/** Page keys kept: the oldest go first (a key only opens a page while its session lives). */
const PAGE_KEYS_MAX = 200;

/**
 * Who reads the page. Opened with the token (from the console's menu): that token's account, and a cookie naming a
 * new random key for its session, HttpOnly and sent only to this page. Reloaded (the token is gone from the
 * address): the session the key names, as long as that session still has a usable token (the console refreshes
 * it every few minutes); a session that ended or was displaced answers as its token would.
 */
function pageSession(ctx: Ctx): { account: AccountRecord; cookie: string | null } {
  const keys = (ctx.db.state.dividePages ??= []);
  const token = ctx.req.query.token;
  if (token) {
    const { account, token: rec } = ctx.s.auth.authenticate(token);
    const key = randomBytes(24).toString('base64url');
    keys.push({ key, sessionId: rec.sessionId });
    if (keys.length > PAGE_KEYS_MAX) keys.splice(0, keys.length - PAGE_KEYS_MAX);
    return { account, cookie: `${PAGE_COOKIE}=${key}; Path=/__mock/media-divide; HttpOnly; SameSite=Strict` };
  }
  const key = (ctx.req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${PAGE_COOKIE}=`))
    ?.slice(PAGE_COOKIE.length + 1);
  const sessionId = key ? keys.find((k) => k.key === key)?.sessionId : undefined;
  // The session's newest token speaks for it: active, expired, displaced or ended.
  const newest = sessionId
    ? ctx.db.state.tokens.filter((t) => t.sessionId === sessionId).sort((a, b) => b.issuedAt - a.issuedAt)[0]
    : undefined;
  return { account: ctx.s.auth.authenticate(newest?.token).account, cookie: null };
}
