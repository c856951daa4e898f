/**
 * THE one place where a scheduled delivery meets the settlement report: it
 * turns a saved report's page query (the settlement page's URL parameters,
 * opaque everywhere else) into the body of `/media/settlement/export` and
 * runs that route's own export (rules/exportReport.ts) as the schedule's owner. When the page's
 * query or the report call change, only this file follows.
 */
import type { GroupByKey, MetricKey, SettlementExportResult } from '../../../../src/contract/typings';
import { COMPARE_MODES, METRIC_KEYS } from '../../../../src/contract/values';
import { DEFAULT_CHANGE_METRICS } from '../../../../src/contract/change';
import { Ctx, type ServerServices } from '../../context';
import { BILLING_TIME_ZONE } from '../../statements/rules/calendar';
import type { AccountRecord } from '../../state';
import type { Lang } from '../../types';
import { settlementExport } from './exportReport';

const ids = (v: string | null) =>
  v
    ? v
        .split(',')
        .filter((s) => /^\d{1,10}$/.test(s))
        .map(Number)
    : undefined;
const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : undefined);

/** The settlement page's URL query (start/end replaced by the resolved period) as the export call's body. */
export function settlementBody(query: string, range: { startDate: string; endDate: string }): Record<string, unknown> {
  const sp = new URLSearchParams(query);
  const body: Record<string, unknown> = { ...range };
  const appIds = ids(sp.get('apps'));
  const adPositionIds = ids(sp.get('positions'));
  const adTypes = list(sp.get('types'));
  const platforms = list(sp.get('platforms'));
  const countries = list(sp.get('countries'));
  const groupBy = list(sp.get('group')) as GroupByKey[] | undefined;
  if (appIds?.length) body.appIds = appIds;
  if (adPositionIds?.length) body.adPositionIds = adPositionIds;
  if (adTypes?.length) body.adTypes = adTypes;
  if (platforms?.length) body.platforms = platforms;
  if (countries?.length) body.countries = countries;
  if (groupBy?.length) body.groupBy = groupBy;
  // The saved comparison (issue 31: a scheduled file carries the page's comparison columns; a period holding today is compared with the same hours, rules/compare.ts).
  const compare = sp.get('compare');
  if (compare && (COMPARE_MODES as readonly string[]).includes(compare)) body.compare = compare;
  // The page's zone switch: the provider's billing zone; otherwise the owner's own zone (the route's default).
  if (sp.get('tz') === 'billing') body.timeZone = BILLING_TIME_ZONE;
  if (sp.get('sort') && sp.get('order')) {
    body.sortField = sp.get('sort');
    body.sortOrder = sp.get('order');
  }
  return body;
}

/** The metrics whose comparison columns the saved report shows (`change`, as the page reads it: 'none' = none). */
export function changeMetricsOf(query: string): MetricKey[] {
  const sp = new URLSearchParams(query);
  const change = sp.get('change');
  if (!sp.get('compare')) return [];
  if (change === 'none') return [];
  const picked = (list(change) ?? []).filter((m): m is MetricKey => (METRIC_KEYS as readonly string[]).includes(m));
  return picked.length ? METRIC_KEYS.filter((m) => picked.includes(m)) : [...DEFAULT_CHANGE_METRICS];
}

/**
 * The rows of a saved report for `owner`, with the route's own validation and
 * data scope (a foreign app id throws its 4001). Menu codes are the caller's check.
 */
export function settlementSheet(
  s: ServerServices,
  owner: AccountRecord,
  query: string,
  range: { startDate: string; endDate: string },
  lang: Lang,
): SettlementExportResult {
  const body = settlementBody(query, range);
  const req = { method: 'POST', path: '/media/settlement/export', query: {}, headers: {}, body };
  return settlementExport(new Ctx(req, body, lang, s, owner, null));
}
