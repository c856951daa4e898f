/** Shared pieces of the report calls: meta fields, date ranges, scope filters. */
import type { AdType, ReportMeta } from '../../../src/contract/typings';
import type { Ctx } from '../context';
import type { AccountRecord } from '../state';
import { isTimeZone } from '../../../src/contract/zone';
import { AD_TYPES, MAX_RANGE_DAYS } from '../../../src/contract/values';
import type { TrafficFilter } from './trafficStore';
import { dateToDay, dayToDate, iso, REPORT_TIME_ZONE } from './dates';
import type { Validator } from './validate';

/** The longest report period (the contract's): saved reports check it too. */
export { MAX_RANGE_DAYS };

export function reportMeta(ctx: Ctx, timeZone: string = REPORT_TIME_ZONE): ReportMeta {
  // Figures are "updated" hourly: the instant they run up to.
  return { timeZone, currency: 'USD', updatedAt: iso(ctx.s.traffic().dataUntil) };
}

/**
 * The zone a report's days are cut in: `timeZone` when asked (any IANA
 * zone: the account's, the billing zone or another), else the account's
 * own zone (the reporting zone of every page, export and the report API).
 */
export function readZone(v: Validator, fallback: string | undefined): string {
  const asked = v.str('timeZone', { max: 64 });
  if (asked !== undefined && !isTimeZone(asked)) v.fail('timeZone', 'invalidTimeZone');
  return asked !== undefined && isTimeZone(asked)
    ? asked
    : fallback && isTimeZone(fallback)
      ? fallback
      : REPORT_TIME_ZONE;
}

/** startDate/endDate → day numbers; validated (order, ≤ 1 year, not after today). */
export function readRange(
  ctx: Ctx,
  v: Validator,
  startField = 'startDate',
  endField = 'endDate',
  zone: string = REPORT_TIME_ZONE,
): { startDay: number; endDay: number } {
  const start = v.date(startField, true);
  const end = v.date(endField, true);
  if (!start || !end) return { startDay: 0, endDay: -1 };
  const startDay = dateToDay(start);
  const endDay = dateToDay(end);
  const today = ctx.s.traffic().todayIn(zone);
  if (startDay > endDay) v.fail(startField, 'dateOrder');
  else if (endDay - startDay + 1 > MAX_RANGE_DAYS) v.fail(endField, 'rangeTooLong', { max: MAX_RANGE_DAYS });
  if (endDay > today) v.fail(endField, 'notAfterToday');
  return { startDay, endDay };
}

/**
 * The traffic filter for the caller: requested apps/positions must be inside
 * the data scope (else 4001 naming them), no apps requested = whole scope.
 */
export function readScopeFilter(
  ctx: Ctx,
  v: Validator,
  range: { startDay: number; endDay: number; zone?: string },
  account: AccountRecord = ctx.me,
): TrafficFilter {
  const scope = ctx.db.scope(account);
  const appIds = v.ids('appIds', { max: 1000 });
  const positionIds = v.ids('adPositionIds', { max: 5000 });
  const adTypes = v.enumList('adTypes', AD_TYPES);
  if (appIds?.length) {
    const bad = appIds.filter((id) => !scope.has(id));
    if (bad.length) v.fail('appIds', 'notInScope', { ids: bad.join(', ') });
  }
  if (positionIds?.length) {
    const bad = positionIds.filter((id) => {
      const p = ctx.db.adPosition(id);
      return !p || !scope.has(p.appId);
    });
    if (bad.length) v.fail('adPositionIds', 'notInScope', { ids: bad.join(', ') });
  }
  return {
    ...range,
    appIds: appIds?.length ? new Set(appIds) : scope.ids,
    adPositionIds: positionIds?.length ? new Set(positionIds) : undefined,
    adTypes: adTypes?.length ? new Set<AdType>(adTypes) : undefined,
  };
}

export { dayToDate };
