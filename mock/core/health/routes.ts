/**
 * Extension (issue 49): the account health list, everything that limits serving or payouts today (docs/health.md).
 * Open to HomeView (the dashboard shows its count); each kind also needs its own area's code, as the page it links
 * to does, and app and ad position items follow the data scope (a sub-account sees its apps' items only).
 */
import type { HealthIssue, HealthReport } from '../../../src/contract/typings';
import { type RouteDef, post } from '../context';
import { effectiveCodes } from '../lib/permissions';
import { isTimeZone } from '../../../src/contract/zone';
import { iso, REPORT_TIME_ZONE } from '../lib/dates';
import { billingOf } from '../statements/rules/billing';
import { publisherOf } from '../statements/rules/lifecycle';
import { rank } from './issue';
import { payoutIssues, statementIssues } from './money';
import { appIssues, positionIssues } from './traffic';

export const healthRoutes: RouteDef[] = [
  post('/media/health/list', { codes: ['HomeView'] }, (ctx) => {
    const codes = new Set(effectiveCodes(ctx.me.menuCodes));
    // The zone of "yesterday": always the account's (the call takes no parameter), the provider's if it has none.
    const zone = isTimeZone(ctx.me.timeZone) ? ctx.me.timeZone : REPORT_TIME_ZONE;
    const apps = ctx.db.appsInScope(ctx.me);
    const before = apps.map((a) => a.appAds.checkedAt);
    // The publisher's currency: every amount of one account is in it.
    const currency = publisherOf(ctx.db, ctx.me).currency;
    const issues: HealthIssue[] = [];
    let changed = false;
    if (codes.has('AppView')) issues.push(...appIssues(ctx, apps, currency));
    if (codes.has('AdPosView')) issues.push(...positionIssues(ctx, apps, zone, currency));
    if (codes.has('MonthBillReportView')) {
      // Reading the months brings the billing calendar up to date, as the Statements page does.
      const months = statementIssues(ctx, currency);
      issues.push(...months.issues);
      changed ||= months.changed;
    }
    if (codes.has('MonthBillManage')) {
      const { b, pub, changed: billed } = billingOf(ctx);
      issues.push(...payoutIssues(ctx, b, pub));
      changed ||= billed;
    }
    // A day-old app-ads.txt check was made again (traffic/rules.ts): the new status is kept.
    changed ||= apps.some((a, i) => a.appAds.checkedAt !== before[i]);
    const result: HealthReport = { issues: rank(issues), timeZone: zone, checkedAt: iso(ctx.now()) };
    return { result, changed };
  }),
];
