import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditReportKeys } from '@/features/review/api';
import { BizError } from '@/services/errors';
import { materialKeys, REVIEW_BATCH_MAX, reviewMatchingMaterials, reviewMaterials } from '@/features/review/api';
import {
  chunk,
  mergeOutcomes,
  summarizeMatching,
  summarizeReview,
  type MatchingSelection,
  type Decision,
  type ReviewItem,
  type ReviewOutcome,
} from '../logic/reviewSummary';

interface Review {
  items: ReviewItem[];
  decision: Decision;
  reason?: string;
  /** Every creative that passes these filters, instead of `items` (which then only lend their titles). */
  matching?: MatchingSelection;
}

/** One call for the whole filtered queue; a business refusal (more match now than shown) decides nothing. */
async function sendMatching({ items, decision, reason }: Review, matching: MatchingSelection): Promise<ReviewOutcome> {
  try {
    const result = await reviewMatchingMaterials({
      filters: matching.filters,
      decision,
      expected: matching.total,
      ...(reason ? { reason } : {}),
    });
    return summarizeMatching(decision, items, result);
  } catch (e) {
    const refused = e instanceof BizError && e.message ? e.message : undefined;
    return { decision, requested: matching.total, succeeded: [], failed: [], matching: true, refused };
  }
}

/**
 * Sends a review in batches the server accepts. A batch whose call fails
 * (network, session) counts as failed with the error text, so the reviewer
 * is always told which creatives were not reviewed.
 */
async function sendReview(review: Review): Promise<ReviewOutcome> {
  const { items, decision, reason, matching } = review;
  if (matching) return sendMatching(review, matching);
  const outcomes: ReviewOutcome[] = [];
  for (const batch of chunk(items, REVIEW_BATCH_MAX)) {
    try {
      const result = await reviewMaterials({
        ids: batch.map((m) => m.id),
        decision,
        ...(reason ? { reason } : {}),
      });
      outcomes.push(summarizeReview(decision, batch, result));
    } catch (e) {
      const text = e instanceof Error && e.message ? e.message : null;
      // The review call is made with noMsg, so a business refusal (4001 …) has not been shown yet:
      // it is reported with the failures. HTTP and network failures were already shown by the request layer.
      const callFailed = !(e instanceof BizError);
      outcomes.push({
        decision,
        requested: batch.length,
        succeeded: [],
        failed: batch.map((m) => ({ ...m, reason: text, callFailed })),
      });
    }
  }
  return mergeOutcomes(decision, outcomes);
}

/** The review as a write: what it changed is read again (the list rows are patched in place by the page). */
export function useReview(): {
  busy: boolean;
  review: (
    items: ReviewItem[],
    decision: Decision,
    reason?: string,
    matching?: MatchingSelection,
  ) => Promise<ReviewOutcome>;
} {
  const client = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: sendReview,
    onSuccess: (outcome) => {
      for (const { id } of outcome.succeeded) {
        void client.invalidateQueries({ queryKey: materialKeys.detail(id) });
        void client.invalidateQueries({ queryKey: materialKeys.histories(id) });
      }
      // Lists are stale now, but the one on screen keeps its patched rows (the queue must not jump):
      // it is read again on the next page, filter or refresh.
      void client.invalidateQueries({ queryKey: materialKeys.lists(), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: auditReportKeys.all });
    },
  });
  const review = useCallback(
    (items: ReviewItem[], decision: Decision, reason?: string, matching?: MatchingSelection) =>
      mutateAsync({ items, decision, reason, matching }),
    [mutateAsync],
  );
  return { busy: isPending, review };
}
