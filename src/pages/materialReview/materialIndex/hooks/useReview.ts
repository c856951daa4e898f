import { useCallback, useState } from 'react';
import { BizError } from '@/services/errors';
import { REVIEW_BATCH_MAX, reviewMaterials } from '@/services/material';
import {
  chunk,
  mergeOutcomes,
  summarizeReview,
  type Decision,
  type ReviewItem,
  type ReviewOutcome,
} from '../logic/reviewSummary';

/**
 * Sends a review in batches the server accepts. A batch whose call fails
 * (network, session) counts as failed with the error text, so the reviewer
 * is always told which creatives were not reviewed.
 */
export function useReview(): {
  busy: boolean;
  review: (items: ReviewItem[], decision: Decision, reason?: string) => Promise<ReviewOutcome>;
} {
  const [busy, setBusy] = useState(false);
  const review = useCallback(async (items: ReviewItem[], decision: Decision, reason?: string) => {
    setBusy(true);
    try {
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
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, review };
}
