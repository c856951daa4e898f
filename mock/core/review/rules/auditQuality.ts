/**
 * The audit report's quality figures (extension): time to review, the top
 * rejection reasons and the effect of blocking. Definitions in docs/review.md.
 */
import type { AuditReport } from '../../../../src/contract/typings';
import { dateToDay } from '../../lib/dates';
import { dayOf } from '../../../../src/contract/zone';
import type { Db } from '../../db';

export const TOP_REASONS = 5;

/** Nearest-rank percentile of sorted values (p in 0..1), null for none. */
export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1];
}

const share = (part: number, all: number) => (all > 0 ? Math.round((part / all) * 10000) / 10000 : 0);

type Quality = Pick<AuditReport, 'timeToReview' | 'rejectReasons' | 'blocking'>;

/** The day number (days since 1970-01-01) of an instant's calendar day in the zone. */
export function dayNumberIn(zone: string, ms: number): number {
  return dateToDay(dayOf(zone, ms));
}

/** `apps`: the report's apps; days are day numbers of `zone`'s calendar, both inclusive. */
export function auditQuality(
  db: Db,
  apps: { has(id: number): boolean },
  startDay: number,
  endDay: number,
  zone: string,
): Quality {
  const inRange = (t: number) => {
    const d = dayNumberIn(zone, t);
    return d >= startDay && d <= endDay;
  };
  // Time to review: submission to the creative's first decision, for first decisions taken in the range.
  const first = new Map<number, number>();
  for (const r of db.state.reviews) {
    const at = first.get(r.materialId);
    if (at === undefined || r.reviewedAt < at) first.set(r.materialId, r.reviewedAt);
  }
  const waits: number[] = [];
  for (const [id, at] of first) {
    const m = db.material(id);
    if (!m || !apps.has(m.appId) || !inRange(at)) continue;
    waits.push(Math.max(0, Math.round((at - m.submittedAt) / 1000)));
  }
  waits.sort((a, b) => a - b);

  // Rejections taken in the range, by reason text (each rejection counts, as in `rejected`).
  const reasons = new Map<string, number>();
  let rejections = 0;
  for (const r of db.state.reviews) {
    if (r.decision !== 'reject' || !inRange(r.reviewedAt)) continue;
    const m = db.material(r.materialId);
    if (!m || !apps.has(m.appId)) continue;
    rejections++;
    const text = (r.reason ?? '').trim();
    reasons.set(text, (reasons.get(text) ?? 0) + 1);
  }
  const rejectReasons = [...reasons.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_REASONS)
    .map(([reason, count]) => ({ reason, count, share: share(count, rejections) }));

  // Blocking: creatives blocked now whose block began in the range, against every creative of the apps.
  let blocked = 0;
  let impressions = 0;
  let revenue = 0;
  let allImpressions = 0;
  let allRevenue = 0;
  for (const m of db.state.materials) {
    if (!apps.has(m.appId)) continue;
    allImpressions += m.impressions30d;
    allRevenue += m.revenue30d;
    if (m.status !== 'blocked' || m.blockedAt === null || !inRange(m.blockedAt)) continue;
    blocked++;
    impressions += m.impressions30d;
    revenue += m.revenue30d;
  }
  return {
    timeToReview: { reviewed: waits.length, medianSec: percentile(waits, 0.5), p90Sec: percentile(waits, 0.9) },
    rejectReasons,
    blocking: {
      blocked,
      impressions,
      revenue: Math.round(revenue * 100) / 100,
      impressionsShare: share(impressions, allImpressions),
      revenueShare: share(revenue, allRevenue),
    },
  };
}
