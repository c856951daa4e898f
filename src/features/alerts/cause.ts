/**
 * Where a notification's cause is seen (issue 49): the settlement report filtered to its app or ad position over
 * the days from a week before the incident to its day (the comparison the rule made), the apps list for
 * app-ads.txt, payments for a hold, creative review for creatives waiting.
 */
import type { AlertNotification } from '@/contract/typings';
import { dayOf } from '@/contract/zone';
import { settlementHref } from '@/features/settlement';
import { PATHS } from '@/paths';

const DAY_MS = 86_400_000;

export interface Cause {
  href: string;
  /** The link's words (a message id). */
  label: string;
}

export function causeOf(n: AlertNotification, zone: string): Cause {
  switch (n.kind) {
    case 'metric': {
      const at = Date.parse(n.since);
      return {
        href: settlementHref({
          start: dayOf(zone, at - 7 * DAY_MS),
          end: dayOf(zone, at),
          appIds: n.appId !== null && n.adPositionId === null ? [n.appId] : [],
          adPositionIds: n.adPositionId !== null ? [n.adPositionId] : [],
        }),
        label: 'alerts.cause.report',
      };
    }
    case 'appAdsTxt':
      return { href: PATHS.apps, label: 'alerts.cause.apps' };
    case 'payoutHeld':
      return { href: PATHS.payments, label: 'alerts.cause.payments' };
    case 'reviewWaiting':
      return { href: PATHS.materialReview, label: 'alerts.cause.review' };
  }
}
