/**
 * The "external" media-divide page (the statements' calls are in ../statements/routes.ts). Both are derived
 * from the generated traffic: gross revenue per month, the media's 70% share,
 * small deterministic adjustments (invalid traffic) for closed months.
 */
import type { MonthBill } from '../../../src/contract/typings';
import type { Ctx, RouteDef } from '../context';
import type { Db } from '../db';
import { ApiError } from '../lib/envelope';
import { dayToDate, iso, dayStartMs, REPORT_TIME_ZONE } from '../lib/dates';
import { t, langFromHeader, type MessageKey } from '../lib/i18n';
import { effectiveCodes } from '../lib/permissions';
import { createRng } from '../lib/random';
import type { AccountRecord } from '../state';
import { aggRows, type TrafficStore } from '../lib/trafficStore';
import type { Lang } from '../types';

export const MEDIA_SHARE_RATE = 0.7;

interface MonthSpan {
  month: string;
  start: number;
  end: number;
  /** 0 = current month, 1 = last month, … */
  age: number;
}

function monthSpans(today: number, count: number): MonthSpan[] {
  const d = new Date(today * 86400000);
  const out: MonthSpan[] = [];
  for (let age = 0; age < count; age++) {
    const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - age, 1) / 86400000;
    const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - age + 1, 1) / 86400000;
    out.push({ month: dayToDate(start).slice(0, 7), start, end: Math.min(next - 1, today), age });
  }
  return out;
}

/** What the media-divide page shows of a month (its own derivation, kept as the external page had it). */
type PageBill = Omit<
  MonthBill,
  'issuedAt' | 'deadline' | 'autoConfirmed' | 'revised' | 'disputedAt' | 'invoicedAt' | 'status'
> & {
  status: 'open' | 'pending' | 'confirmed' | 'paid';
};

/** One statement per month for the apps in `appIds`. */
export function monthBills(tr: TrafficStore, appIds: Set<number>, seedKey: string, count = 13): PageBill[] {
  const spans = monthSpans(tr.today, count);
  const first = spans[spans.length - 1].start;
  const daily = aggRows(tr.aggregate({ startDay: first, endDay: tr.today, appIds }, ['day']));
  const dayOfMonth = new Date(tr.today * 86400000).getUTCDate();
  return spans.map((s) => {
    let cents = 0;
    let impressions = 0;
    for (const r of daily) {
      if ((r.day as number) >= s.start && (r.day as number) <= s.end) {
        cents += r.revenueCents;
        impressions += r.impressions;
      }
    }
    const gross = cents / 100;
    const media = Math.round(gross * MEDIA_SHARE_RATE * 100) / 100;
    const rng = createRng(`bill:${seedKey}:${s.month}`);
    const adjustments = s.age === 0 ? 0 : -Math.round(media * (0.002 + rng.next() * 0.015) * 100) / 100;
    const status: PageBill['status'] =
      s.age === 0 ? 'open' : s.age === 1 ? (dayOfMonth < 10 ? 'pending' : 'confirmed') : 'paid';
    const nextMonthStart = Date.UTC(Number(s.month.slice(0, 4)), Number(s.month.slice(5, 7)), 1) / 86400000;
    return {
      month: s.month,
      currency: 'USD',
      impressions,
      grossRevenue: Number(gross.toFixed(2)),
      mediaShareRate: MEDIA_SHARE_RATE,
      mediaRevenue: media,
      platformRevenue: Number((gross - media).toFixed(2)),
      adjustments,
      payable: Number((media + adjustments).toFixed(2)),
      status,
      confirmedAt: status === 'confirmed' || status === 'paid' ? iso(dayStartMs(nextMonthStart + 9)) : null,
      paidAt: status === 'paid' ? iso(dayStartMs(nextMonthStart + 40)) : null,
    };
  });
}

export const monthBillRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/__mock/media-divide',
    auth: 'none',
    handler: (ctx) => ({ raw: mediaDividePage(ctx) }),
  },
];

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PAGE_TEXT: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Media revenue split',
    month: 'Month',
    gross: 'Gross revenue',
    rate: 'Media share',
    media: 'Media revenue',
    platform: 'Platform revenue',
    adj: 'Adjustments',
    payable: 'Payable',
    status: 'Status',
    byApp: 'By app',
    app: 'App',
    error: 'Cannot show the statement',
    account: 'Account',
    back: 'Return to the console and open this page again.',
  },
  zh: {
    title: '媒体收入分成',
    month: '月份',
    gross: '总收入',
    rate: '媒体分成比例',
    media: '媒体收入',
    platform: '平台收入',
    adj: '调整',
    payable: '应付',
    status: '状态',
    byApp: '按应用',
    app: '应用',
    error: '无法显示账单',
    account: '账号',
    back: '请返回控制台重新打开此页面。',
  },
};

function html(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f1f1f}table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #e5e5e5;padding:6px 10px;text-align:right}th:first-child,td:first-child{text-align:left}th{background:#fafafa}.error{color:#cf1322}</style></head><body>${body}</body></html>`;
}

function errorPage(
  lang: Lang,
  status: number,
  key: MessageKey,
): { status: number; headers: Record<string, string>; text: string } {
  const p = PAGE_TEXT[lang];
  return {
    status,
    headers: pageHeaders(),
    text: html(
      lang,
      p.error,
      `<h1 class="error">${escapeHtml(p.error)}</h1><p>${escapeHtml(t(lang, key))}</p><p>${escapeHtml(p.back)}</p>`,
    ),
  };
}

function pageHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

/** The token in the URL is a user-token; the page checks it like any call would. */
function mediaDividePage(ctx: Ctx): { status: number; headers: Record<string, string>; text: string } {
  const lang = langFromHeader(ctx.req.headers['accept-language']);
  let account: AccountRecord;
  try {
    account = ctx.s.auth.authenticate(ctx.req.query.token || undefined).account;
  } catch (err) {
    const e = err instanceof ApiError ? err : null;
    return errorPage(lang, e?.status ?? 401, e?.key ?? 'tokenInvalid');
  }
  if (!effectiveCodes(account.menuCodes).includes('MonthBillReportView')) return errorPage(lang, 403, 'forbidden');
  const p = PAGE_TEXT[lang];
  const tr = ctx.s.traffic();
  const db: Db = ctx.db;
  const scope = db.scope(account);
  const bills = monthBills(tr, scope.ids, String(db.publisherIdOf(account))).slice(0, 12);
  const wanted = /^\d{4}-\d{2}$/.test(ctx.req.query.month ?? '') ? ctx.req.query.month : bills[1]?.month;
  const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rows = bills
    .map(
      (b) =>
        `<tr><td>${escapeHtml(b.month)}</td><td>${money(b.grossRevenue)}</td><td>${escapeHtml(`${Math.round(b.mediaShareRate * 100)}%`)}</td><td>${money(b.mediaRevenue)}</td><td>${money(b.platformRevenue)}</td><td>${money(b.adjustments)}</td><td>${money(b.payable)}</td><td>${escapeHtml(b.status)}</td></tr>`,
    )
    .join('');
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
        return `<tr><td>${escapeHtml(db.app(r.appId as number)?.name)}</td><td>${money(gross)}</td><td>${money(gross * MEDIA_SHARE_RATE)}</td><td>${money(gross * (1 - MEDIA_SHARE_RATE))}</td></tr>`;
      })
      .join('');
    byApp = `<h2>${escapeHtml(`${p.byApp} · ${month.month}`)}</h2><table><thead><tr><th>${escapeHtml(p.app)}</th><th>${escapeHtml(p.gross)}</th><th>${escapeHtml(p.media)}</th><th>${escapeHtml(p.platform)}</th></tr></thead><tbody>${apps}</tbody></table>`;
  }
  const body = `<h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(p.account)}: ${escapeHtml(account.name)} (${escapeHtml(account.account_name)}) · USD · ${REPORT_TIME_ZONE}</p><table><thead><tr><th>${escapeHtml(p.month)}</th><th>${escapeHtml(p.gross)}</th><th>${escapeHtml(p.rate)}</th><th>${escapeHtml(p.media)}</th><th>${escapeHtml(p.platform)}</th><th>${escapeHtml(p.adj)}</th><th>${escapeHtml(p.payable)}</th><th>${escapeHtml(p.status)}</th></tr></thead><tbody>${rows}</tbody></table>${byApp}`;
  return { status: 200, headers: pageHeaders(), text: html(lang, p.title, body) };
}
