import type { ModalFuncProps } from 'antd';
import { useIntl } from '@umijs/max';
import { useCallback, useRef, useState } from 'react';
import { feedback } from '@/feedback';
import { isolate } from '@/components/text';
import { getUserInfo } from '@/session';
import type { Material } from '@/contract/typings';
import {
  applyDecision,
  type Decision,
  type MatchingSelection,
  type ReviewItem,
  type ReviewOutcome,
} from '../logic/reviewSummary';
import { useReview } from './useReview';

interface Options {
  /** Updates the list rows in place. */
  patch: (update: (m: Material) => Material) => void;
  /** Called with the ids the server answered for (to leave the selection) and those it reviewed (to reload the drawer). */
  onReviewed: (answered: number[], reviewed: number[]) => void;
  confirm: (props: ModalFuncProps) => void;
}

/**
 * Approve and reject, for one creative or many: asks for confirmation
 * before a bulk approve and for a reason before any reject, then reports
 * the outcome (one toast when all went well, the failure list otherwise).
 */
export function useReviewActions({ patch, onReviewed, confirm }: Options) {
  const intl = useIntl();
  const { busy, review } = useReview();
  const [rejectTargets, setRejectTargets] = useState<ReviewItem[] | null>(null);
  // Set while the reject dialog is for every matching creative (rejectTargets then only lends titles).
  const [rejectMatching, setRejectMatching] = useState<MatchingSelection | null>(null);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const latest = useRef({ patch, onReviewed });
  latest.current = { patch, onReviewed };

  const report = useCallback(
    (result: ReviewOutcome) => {
      const verb = result.decision === 'approve' ? 'approved' : 'rejected';
      if (result.refused) {
        feedback.warning(result.refused);
        return;
      }
      if (result.requested === 1 && !result.matching) {
        const [ok] = result.succeeded;
        const [bad] = result.failed;
        if (ok) feedback.success(intl.formatMessage({ id: `review.result.${verb}` }, { title: isolate(ok.title) }));
        else if (bad && !bad.callFailed)
          feedback.warning(
            intl.formatMessage(
              { id: 'review.result.singleFailed' },
              { id: bad.id, reason: bad.reason ?? intl.formatMessage({ id: 'review.result.unknownReason' }) },
            ),
          );
        return;
      }
      if (result.failed.length === 0) {
        const id = result.decision === 'approve' ? 'review.result.bulkApproved' : 'review.result.bulkRejected';
        feedback.success(intl.formatMessage({ id }, { count: result.succeeded.length }));
      } else {
        setOutcome(result);
      }
    },
    [intl],
  );

  const run = useCallback(
    async (items: ReviewItem[], decision: Decision, reason?: string, matching?: MatchingSelection) => {
      const result = await review(items, decision, reason, matching);
      const done = new Set(result.succeeded.map((s) => s.id));
      if (done.size) {
        const reviewer = getUserInfo()?.account_name ?? null;
        const at = new Date().toISOString();
        latest.current.patch((m) => (done.has(m.id) ? applyDecision(m, decision, reason, reviewer, at) : m));
      }
      // Whatever the server answered for leaves the selection (the report names the failures);
      // creatives whose call never got through stay selected for another try.
      const answered = [...done, ...result.failed.filter((f) => !f.callFailed).map((f) => f.id)];
      latest.current.onReviewed(answered, [...done]);
      report(result);
      return result;
    },
    [review, report],
  );

  const approve = useCallback(
    (items: ReviewItem[], matching?: MatchingSelection) => {
      if (busy) return;
      if (matching) {
        confirm({
          title: intl.formatMessage({ id: 'review.confirm.approveMatching' }, { count: matching.total }),
          content: intl.formatMessage({ id: 'review.confirm.approveManyDesc' }),
          okText: intl.formatMessage({ id: 'review.action.approve' }),
          cancelText: intl.formatMessage({ id: 'common.cancel' }),
          onOk: () => run(items, 'approve', undefined, matching),
        });
        return;
      }
      if (!items.length) return;
      if (items.length === 1) {
        void run(items, 'approve');
        return;
      }
      confirm({
        title: intl.formatMessage({ id: 'review.confirm.approveMany' }, { count: items.length }),
        content: intl.formatMessage({ id: 'review.confirm.approveManyDesc' }),
        okText: intl.formatMessage({ id: 'review.action.approve' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onOk: () => run(items, 'approve'),
      });
    },
    [busy, confirm, intl, run],
  );

  const askReject = useCallback((items: ReviewItem[], matching?: MatchingSelection) => {
    if (!items.length && !matching) return;
    setRejectMatching(matching ?? null);
    setRejectTargets(items.map(({ id, title }) => ({ id, title })));
  }, []);

  const closeReject = useCallback(() => {
    setRejectTargets(null);
    setRejectMatching(null);
  }, []);

  const submitReject = useCallback(
    async (reason: string) => {
      if (!rejectTargets) return;
      const result = await run(rejectTargets, 'reject', reason, rejectMatching ?? undefined);
      // Keep the dialog when the call itself failed, so the reason is not lost.
      const answered = result.succeeded.length || result.failed.some((f) => !f.callFailed);
      if (answered || result.refused || (result.matching && result.requested === 0)) closeReject();
    },
    [rejectTargets, rejectMatching, run, closeReject],
  );

  return {
    busy,
    approve,
    askReject,
    rejectTargets,
    /** The reject dialog is for every matching creative: how many. */
    rejectMatchingTotal: rejectMatching?.total ?? null,
    cancelReject: closeReject,
    submitReject,
    outcome,
    closeOutcome: useCallback(() => setOutcome(null), []),
  };
}
