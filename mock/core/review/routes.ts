/**
 * Creative (material) review: list, get, review in bulk, history, and the
 * audit report. Every review is recorded (who, when, decision, reason).
 * Previews are SVG data URLs built here: no network, and every text in them
 * is XML-escaped (titles can hold markup on purpose).
 */
import { LIMITS } from '../../../src/contract/limits';
import type {
  AdType,
  AuditReport,
  MaterialReviewRecord,
  MaterialMatchingReviewResult,
  MaterialReviewResult,
  MaterialStatus,
} from '../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../context';
import { notFound } from '../lib/envelope';
import {
  AD_TYPES,
  MATERIAL_FORMATS as FORMATS,
  MATERIAL_HISTORY_SORT_FIELDS,
  MATERIAL_SORT_FIELDS,
  MATERIAL_STATUSES as STATUSES,
  REVIEW_DECISIONS,
} from '../../../src/contract/values';
import { dateToDay, dayToDate, iso } from '../lib/dates';
import { t } from '../lib/i18n';
import { matchesKeyword, pageQuery, paginate, sortBy } from '../lib/paging';
import { readRange, readZone } from '../lib/report';
import { Validator, readId } from '../lib/validate';
import type { Db } from '../db';
import type { Lang } from '../types';
import type { MaterialRecord, ReviewRecord } from '../state';
import { view } from './rules/material';
import { auditQuality, dayNumberIn } from './rules/auditQuality';

/** Why a blocked creative cannot be reviewed: its rule, or its category blocked by default. */
function blockedReason(lang: Lang, m: MaterialRecord): string {
  return m.blockedBy === null ? t(lang, 'blockedByDefault') : t(lang, 'blockedByRule', { id: m.blockedBy });
}

/** The list's sort keys; equal figures keep the creatives' id order (sortBy is stable). */
function materialSortKey(m: MaterialRecord, f: string): number | string {
  if (f === 'id') return m.id;
  if (f === 'submittedAt') return m.submittedAt;
  if (f === 'title') return m.title;
  if (f === 'impressions7d') return m.impressions7d;
  if (f === 'revenue7d') return m.revenue7d;
  return m.advertiser;
}

function recordView(db: Db, r: ReviewRecord): MaterialReviewRecord {
  return {
    id: r.id,
    materialId: r.materialId,
    materialTitle: db.material(r.materialId)?.title ?? '',
    decision: r.decision,
    reason: r.reason,
    reviewer: r.reviewer,
    reviewerId: r.reviewerId,
    reviewedAt: iso(r.reviewedAt),
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
  };
}

function inScope(ctx: Ctx, id: number): MaterialRecord | undefined {
  const m = ctx.db.material(id);
  return m && ctx.db.scope(ctx.me).has(m.appId) ? m : undefined;
}

type Decision = 'approve' | 'reject';

interface Filters {
  status?: MaterialStatus;
  adType?: AdType;
  format?: string;
  appId?: number;
  adPositionId?: number;
  fromDay: number;
  toDay: number;
  /** The zone whose calendar days the submitted range names: the caller's account zone, as the page shows times. */
  zone: string;
  keyword: unknown;
}

/** The queue's filters (MaterialFilterParams), read from a body (the list's, or the "all matching" review's `filters`). */
function readFilters(v: Validator, body: Record<string, unknown>, zone: string): Filters {
  const status = v.oneOf('status', STATUSES);
  const adType = v.oneOf('adType', AD_TYPES);
  const format = v.oneOf('format', FORMATS);
  const appId = v.num('appId', { integer: true });
  const adPositionId = v.num('adPositionId', { integer: true });
  const from = v.date('submittedFrom');
  const to = v.date('submittedTo');
  return {
    status,
    adType: adType as AdType | undefined,
    format,
    appId,
    adPositionId,
    fromDay: from ? dateToDay(from) : -Infinity,
    toDay: to ? dateToDay(to) : Infinity,
    zone,
    keyword: body.keyword,
  };
}

/** The caller's creatives that pass the filters, in id order. */
function matching(ctx: Ctx, f: Filters): MaterialRecord[] {
  const scope = ctx.db.scope(ctx.me);
  return ctx.db.state.materials.filter((m) => {
    if (!scope.has(m.appId)) return false;
    if (f.status && m.status !== f.status) return false;
    if (f.adType && m.adType !== f.adType) return false;
    if (f.format && m.format !== f.format) return false;
    if (f.appId !== undefined && m.appId !== f.appId) return false;
    if (f.adPositionId !== undefined && m.adPositionId !== f.adPositionId) return false;
    const day = dayNumberIn(f.zone, m.submittedAt);
    if (day < f.fromDay || day > f.toDay) return false;
    return matchesKeyword(f.keyword, m.title, m.advertiser, m.advertiserDomain);
  });
}

/**
 * Applies a decision to one creative and records it, or says why it does not apply: a blocked creative
 * is out of the queue until its rule is paused or deleted; one already in the target status is skipped.
 */
function decide(ctx: Ctx, m: MaterialRecord, decision: Decision, reason: string | undefined): string | null {
  const target: MaterialStatus = decision === 'approve' ? 'approved' : 'rejected';
  if (m.status === 'blocked') return blockedReason(ctx.lang, m);
  if (m.status === target) return t(ctx.lang, 'alreadyInStatus', { status: t(ctx.lang, `materialStatus.${target}`) });
  const me = ctx.me;
  const now = ctx.now();
  ctx.db.state.reviews.push({
    id: ctx.db.nextId('review'),
    materialId: m.id,
    decision,
    reason: decision === 'reject' ? (reason as string) : (reason ?? null),
    reviewerId: me.id,
    reviewer: me.account_name,
    reviewedAt: now,
    fromStatus: m.status,
    toStatus: target,
  });
  m.status = target;
  m.reviewedAt = now;
  m.reviewerId = me.id;
  m.reviewer = me.account_name;
  m.rejectReason = target === 'rejected' ? (reason as string) : null;
  return null;
}

/** A review's answer: what was decided and refused, and the message that counts them. */
const reviewDone = <R extends { succeeded: unknown[]; failed: unknown[] }>(result: R) => ({
  result,
  msg: 'reviewDone' as const,
  msgParams: { ok: result.succeeded.length, failed: result.failed.length },
  changed: result.succeeded.length > 0,
});

export const materialRoutes: RouteDef[] = [
  post('/media/material/list', {}, (ctx) => {
    const q = pageQuery(ctx.body, MATERIAL_SORT_FIELDS, {
      sortField: 'submittedAt',
      sortOrder: 'descend',
    });
    const v = new Validator(ctx.body);
    const rows = matching(ctx, readFilters(v, ctx.body, ctx.me.timeZone));
    v.done();
    const sorted = sortBy(rows, q, (m, f) => materialSortKey(m, f));
    const page = paginate(sorted, q);
    return { result: { ...page, list: page.list.map((m) => view(ctx.db, m)) } };
  }),
  post('/media/material/get', {}, (ctx) => {
    const id = readId(ctx.body);
    const m = inScope(ctx, id);
    if (!m) throw notFound(`material ${id}`);
    return { result: view(ctx.db, m) };
  }),
  {
    method: 'POST',
    path: '/media/material/review',
    auth: 'token',
    // Deciding is a right of its own (extension): View only reads the queue.
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const ids = v.ids('ids', { required: true, max: LIMITS.reviewBatchMax });
      const decision = v.oneOf('decision', REVIEW_DECISIONS, true);
      const reason = v.str('reason', { max: LIMITS.rejectReasonMax });
      if (decision === 'reject' && !reason) v.fail('reason', 'reasonRequired');
      v.done();
      const result: MaterialReviewResult = { succeeded: [], failed: [] };
      for (const id of ids as number[]) {
        const m = inScope(ctx, id);
        const refusal = m ? decide(ctx, m, decision as Decision, reason) : t(ctx.lang, 'notFound');
        if (refusal === null) result.succeeded.push(id);
        else result.failed.push({ id, reason: refusal });
      }
      return reviewDone(result);
    },
  },
  // Extension: the same decision for every creative that passes the queue's filters (not only a page).
  post('/media/material/reviewMatching', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const decision = v.oneOf('decision', REVIEW_DECISIONS, true);
    const reason = v.str('reason', { max: LIMITS.rejectReasonMax });
    const expected = v.num('expected', { required: true, integer: true, min: 1, max: LIMITS.reviewMatchingMax });
    if (decision === 'reject' && !reason) v.fail('reason', 'reasonRequired');
    const body = ctx.body.filters;
    const filters = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const fv = new Validator(filters);
    const f = readFilters(fv, filters, ctx.me.timeZone);
    fv.done();
    v.done();
    const rows = matching(ctx, f);
    // More than the reviewer was shown (new submissions since): refuse rather than decide unseen creatives.
    if (rows.length > (expected as number))
      v.fail('expected', 'matchingGrew', { count: rows.length, expected: expected as number });
    v.done();
    const result: MaterialMatchingReviewResult = { matched: rows.length, succeeded: [], failed: [] };
    for (const m of rows) {
      const refusal = decide(ctx, m, decision as Decision, reason);
      if (refusal === null) result.succeeded.push(m.id);
      else result.failed.push({ id: m.id, title: m.title, reason: refusal });
    }
    return reviewDone(result);
  }),
  post('/media/material/history', {}, (ctx) => {
    const q = pageQuery(ctx.body, MATERIAL_HISTORY_SORT_FIELDS, { sortField: 'reviewedAt', sortOrder: 'descend' });
    const v = new Validator(ctx.body);
    const materialId = v.num('materialId', { integer: true });
    v.done();
    if (materialId !== undefined && !inScope(ctx, materialId)) throw notFound(`material ${materialId}`);
    const scope = ctx.db.scope(ctx.me);
    const rows = ctx.db.state.reviews.filter((r) => {
      if (materialId !== undefined) return r.materialId === materialId;
      const m = ctx.db.material(r.materialId);
      return !!m && scope.has(m.appId);
    });
    const sorted = sortBy(rows, q, (r) => r.reviewedAt);
    const page = paginate(sorted, q);
    return { result: { ...page, list: page.list.map((r) => recordView(ctx.db, r)) } };
  }),
  post('/media/auditReport/get', {}, (ctx) => {
    const v = new Validator(ctx.body);
    // Days of the account's zone unless another is asked, as the settlement report's (docs/api.md).
    const zone = readZone(v, ctx.me.timeZone);
    const { startDay, endDay } = readRange(ctx, v, 'startDate', 'endDate', zone);
    const appIds = v.ids('appIds', { max: 1000 });
    const scope = ctx.db.scope(ctx.me);
    if (appIds?.length) {
      const bad = appIds.filter((id) => !scope.has(id));
      if (bad.length) v.fail('appIds', 'notInScope', { ids: bad.join(', ') });
    }
    v.done();
    const apps = appIds?.length ? new Set(appIds) : scope.ids;
    const days = new Map<number, { submitted: number; approved: number; rejected: number; pending: number }>();
    for (let d = startDay; d <= endDay; d++) days.set(d, { submitted: 0, approved: 0, rejected: 0, pending: 0 });
    const byApp = new Map<number, { approved: number; rejected: number; pending: number }>();
    const byReviewer = new Map<string, { approved: number; rejected: number }>();
    const totals = { approved: 0, rejected: 0, pending: 0, submitted: 0 };
    const appEntry = (id: number) => {
      let e = byApp.get(id);
      if (!e) byApp.set(id, (e = { approved: 0, rejected: 0, pending: 0 }));
      return e;
    };
    for (const m of ctx.db.state.materials) {
      if (!apps.has(m.appId)) continue;
      const day = days.get(dayNumberIn(zone, m.submittedAt));
      if (!day) continue;
      day.submitted++;
      totals.submitted++;
      if (m.status === 'pending') {
        day.pending++;
        totals.pending++;
        appEntry(m.appId).pending++;
      }
    }
    // Decisions count on the day they were taken (a material reviewed twice counts twice).
    for (const r of ctx.db.state.reviews) {
      const m = ctx.db.material(r.materialId);
      if (!m || !apps.has(m.appId)) continue;
      const day = days.get(dayNumberIn(zone, r.reviewedAt));
      if (!day) continue;
      const key = r.decision === 'approve' ? 'approved' : 'rejected';
      day[key]++;
      totals[key]++;
      appEntry(m.appId)[key]++;
      const rv = byReviewer.get(r.reviewer) ?? { approved: 0, rejected: 0 };
      rv[key]++;
      byReviewer.set(r.reviewer, rv);
    }
    const result: AuditReport = {
      startDate: dayToDate(startDay),
      endDate: dayToDate(endDay),
      timeZone: zone,
      totals,
      days: [...days.entries()].map(([d, x]) => ({ date: dayToDate(d), ...x })),
      byApp: [...byApp.entries()]
        .map(([appId, x]) => ({ appId, appName: ctx.db.app(appId)?.name ?? '', ...x }))
        .sort(
          (a, b) => b.approved + b.rejected + b.pending - (a.approved + a.rejected + a.pending) || a.appId - b.appId,
        ),
      byReviewer: [...byReviewer.entries()]
        .map(([reviewer, x]) => ({ reviewer, ...x }))
        .sort((a, b) => b.approved + b.rejected - (a.approved + a.rejected)),
      ...auditQuality(ctx.db, apps, startDay, endDay, zone),
    };
    return { result };
  }),
];
