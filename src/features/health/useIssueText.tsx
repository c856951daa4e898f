import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useSentence } from '@/components/text';
import type { AppAdsStatus, HealthIssue, HealthPayeeField } from '@/contract/typings';
import AppAdsFix from '@/components/AppAdsFix';
import { BILLING_TIME_ZONE } from '@/contract/values';
import { useT, type Translate } from '@/hooks/useT';
import { formatDateTimeZone, formatDay, formatInteger, formatMoney, formatMonth } from '@/utils/format';

export interface IssueText {
  /** What is wrong, names isolated. */
  title: ReactNode;
  /** What to do about it. */
  todo: ReactNode;
  /** Its impact: the ad requests and money of the last 7 days, or the money held. */
  impact: string;
  /** The link's words. */
  fix: string;
}

/** The payee fields by the payments page's own labels (one name for each field). */
const FIELD_LABELS: Record<HealthPayeeField, string> = {
  payeeName: 'payments.profile.payee',
  bankName: 'payments.profile.bank',
  accountNumber: 'payments.profile.account',
  swiftCode: 'payments.profile.swift',
  taxId: 'payments.profile.taxId',
};

const APP_BLOCKERS: readonly string[] = ['appPending', 'appRejected', 'appSuspended', 'appDisabled'];
/** The app-ads.txt diagnoses with words of their own; anything else the server might send reads as a missing line. */
const APP_ADS_KEYS: readonly AppAdsStatus[] = ['notFound', 'lineMissing', 'resellerLine', 'otherAccount'];

function impactOf(t: Translate, i: HealthIssue): string {
  const amount = formatMoney(i.amount, i.currency);
  if (i.requests === 0) return t('health.impact.noTraffic');
  if (i.requests !== null) return t('health.impact.traffic', { requests: formatInteger(i.requests), amount });
  if (i.kind === 'payoutHold' || i.kind === 'payeeDetails') return t('health.impact.nextPayment', { amount });
  return t('health.impact.payable', { amount });
}

/** The words of one issue in the user's language: title, what to do, impact, the fix link. */
export function useIssueText(): (issue: HealthIssue) => IssueText {
  const t = useT();
  const sentence = useSentence();
  return useCallback(
    (i: HealthIssue): IssueText => {
      const app = i.app?.name;
      const impact = impactOf(t, i);
      const month = formatMonth(i.month);
      switch (i.kind) {
        case 'appAds': {
          const key = i.appAdsStatus && APP_ADS_KEYS.includes(i.appAdsStatus) ? i.appAdsStatus : 'lineMissing';
          return {
            title: sentence(`health.appAds.${key}`, { app }),
            // What to do, and the exact line to add or the file's line to change (issue 52).
            todo: i.appAds ? (
              <>
                {t(`health.appAds.${key}.todo`)}
                <AppAdsFix state={i.appAds} />
              </>
            ) : (
              t(`health.appAds.${key}.todo`)
            ),
            impact,
            fix: t('health.fix.app'),
          };
        }
        case 'notInStore':
          return {
            title: sentence('health.notInStore', { app }),
            todo: t('health.notInStore.todo'),
            impact,
            fix: t('health.fix.app'),
          };
        case 'notServing': {
          // The app's own blockers; anything else the server might send reads as "switched off".
          const blocker = i.blocker && APP_BLOCKERS.includes(i.blocker) ? i.blocker : 'appDisabled';
          return {
            title: sentence(`health.notServing.${blocker}`, { app, reason: i.reviewReason ?? '' }),
            todo: t(`health.notServing.${blocker}.todo`),
            impact,
            fix: t('health.fix.app'),
          };
        }
        case 'noImpressions':
          return {
            title: sentence('health.noImpressions', { app, position: i.adPosition?.name }),
            todo: sentence('health.noImpressions.todo', { unitId: i.unitId }),
            impact,
            fix: t('health.fix.adPosition'),
          };
        case 'statementToConfirm':
          return {
            title: t('health.statementToConfirm', { month }),
            todo: t('health.statementToConfirm.todo', {
              date: formatDay(i.deadline, undefined, BILLING_TIME_ZONE),
            }),
            impact,
            fix: t('health.fix.statement'),
          };
        case 'invoiceMissing':
          return {
            title: t('health.invoiceMissing', { month }),
            todo: t('health.invoiceMissing.todo'),
            impact,
            fix: t('health.fix.statement'),
          };
        case 'payoutHold': {
          const frozen = i.hold?.state === 'frozen';
          return {
            title: t(frozen ? 'health.payoutHold.frozen' : 'health.payoutHold.held', {
              until: formatDateTimeZone(i.hold?.heldUntil),
            }),
            // The payments page's own button, by its own words.
            todo: t(frozen ? 'health.payoutHold.frozen.todo' : 'health.payoutHold.held.todo', {
              notMe: t('payments.hold.notMe'),
            }),
            impact,
            fix: t('health.fix.payments'),
          };
        }
        case 'payeeDetails':
          return {
            title: t('health.payeeDetails', {
              fields: i.missing
                .filter((f) => f in FIELD_LABELS)
                .map((f) => t(FIELD_LABELS[f]))
                .join(t('health.listSeparator')),
            }),
            todo: t('health.payeeDetails.todo'),
            impact,
            fix: t('health.fix.payments'),
          };
      }
    },
    [t, sentence],
  );
}
