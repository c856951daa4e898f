import type { HealthIssue } from '@/contract/typings';
import { hrefOf, PATHS } from '@/paths';

/**
 * Where each issue is fixed: the apps list filtered to the app (its app-ads.txt tag, edit and switch are on its
 * row), the ad positions list filtered to the position by its unit ID, the statement's month opened in its
 * drawer, the payments page. Each page is one the caller may open: the server lists a kind only to whoever holds
 * its area's code (docs/health.md). Ids come from the server and are written as numbers, a month only as YYYY-MM.
 */
export function fixHref(issue: HealthIssue): string {
  switch (issue.kind) {
    case 'appAds':
    case 'notInStore':
    case 'notServing':
      return issue.app ? hrefOf(PATHS.apps, { id: Number(issue.app.id) || undefined }) : PATHS.apps;
    case 'noImpressions':
      return hrefOf(PATHS.adPositions, {
        appId: Number(issue.app?.id) || undefined,
        keyword: issue.unitId ?? undefined,
      });
    case 'statementToConfirm':
    case 'invoiceMissing':
      return hrefOf(PATHS.statements, { month: /^\d{4}-\d{2}$/.test(issue.month ?? '') ? issue.month! : undefined });
    case 'payoutHold':
    case 'payeeDetails':
      return PATHS.payments;
  }
}
