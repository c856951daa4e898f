/**
 * Turns the server's per-id review result into what the reviewer is told:
 * how many succeeded, and which failed (id, title, server reason).
 */
import type {
  MaterialFilterParams,
  MaterialMatchingReviewResult,
  MaterialReviewParams,
  MaterialReviewResult,
} from '@/contract/typings';

export type Decision = MaterialReviewParams['decision'];

export interface ReviewItem {
  id: number;
  title: string;
}

export interface ReviewFailure extends ReviewItem {
  /** The server's reason ("Already approved", "Not found"), or null when the server did not say. */
  reason: string | null;
  /** The call itself failed (network, session): the request layer has already said so. */
  callFailed?: boolean;
}

export interface ReviewOutcome {
  decision: Decision;
  requested: number;
  succeeded: ReviewItem[];
  failed: ReviewFailure[];
  /** A review of every matching creative: always reported as a bulk one. */
  matching?: boolean;
  /** The server refused the whole call with this business message (nothing was decided). */
  refused?: string;
}

/** "Select all N matching": the queue's filters and the N the reviewer was shown. */
export interface MatchingSelection {
  filters: MaterialFilterParams;
  total: number;
}

/** A review of every matching creative: titles come with the skipped ones; `known` names the page's. */
export function summarizeMatching(
  decision: Decision,
  known: ReviewItem[],
  result: MaterialMatchingReviewResult,
): ReviewOutcome {
  const titles = new Map(known.map((m) => [m.id, m.title]));
  return {
    decision,
    requested: result.matched,
    succeeded: result.succeeded.map((id) => ({ id, title: titles.get(id) ?? '' })),
    failed: result.failed.map((f) => ({ id: f.id, title: f.title, reason: f.reason || null })),
    matching: true,
  };
}

export function summarizeReview(decision: Decision, items: ReviewItem[], result: MaterialReviewResult): ReviewOutcome {
  const byId = new Map(items.map((m) => [m.id, m]));
  const titleOf = (id: number) => byId.get(id)?.title ?? '';
  const succeededIds = new Set(result.succeeded);
  const failed: ReviewFailure[] = result.failed.map((f) => ({
    id: f.id,
    title: titleOf(f.id),
    reason: f.reason || null,
  }));
  const failedIds = new Set(failed.map((f) => f.id));
  // An id the server answered neither way still needs a look: count it as failed.
  for (const item of items) {
    if (!succeededIds.has(item.id) && !failedIds.has(item.id)) failed.push({ ...item, reason: null });
  }
  return {
    decision,
    requested: items.length,
    succeeded: result.succeeded.map((id) => ({ id, title: titleOf(id) })),
    failed,
  };
}

/** Joins the outcomes of several batches of one decision. */
export function mergeOutcomes(decision: Decision, outcomes: ReviewOutcome[]): ReviewOutcome {
  return {
    decision,
    requested: outcomes.reduce((n, o) => n + o.requested, 0),
    succeeded: outcomes.flatMap((o) => o.succeeded),
    failed: outcomes.flatMap((o) => o.failed),
  };
}

/** The server takes at most `size` ids per call. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The row as it is after a successful decision, so the list can show it at
 * once without reloading (and without moving the queue under the reviewer).
 */
export function applyDecision<
  M extends { status: string; rejectReason: string | null; reviewedAt: string | null; reviewedBy: string | null },
>(m: M, decision: Decision, reason: string | undefined, reviewer: string | null, at: string): M {
  return {
    ...m,
    status: decision === 'approve' ? 'approved' : 'rejected',
    rejectReason: decision === 'reject' ? (reason ?? null) : null,
    reviewedAt: at,
    reviewedBy: reviewer,
  };
}
