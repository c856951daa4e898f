/**
 * The settlement export's answer: every row of the report (refused over the row limit, never cut), its totals and
 * comparison, the column titles in the caller's language. The export route answers it, and a scheduled delivery
 * (settlementAdapter.ts) builds its file from it as the schedule's owner, so the two never differ.
 */
import type { GroupByKey, SettlementExportResult } from '../../../../src/contract/typings';
import { LIMITS } from '../../../../src/contract/limits';
import { METRIC_KEYS } from '../../../../src/contract/values';
import type { Ctx } from '../../context';
import { dayToDate } from '../../lib/dates';
import { bizError } from '../../lib/envelope';
import { reportMeta } from '../../lib/report';
import { fileWords } from './labels';
import { readSettlementQuery, runSettlementReport } from './report';

export function settlementExport(ctx: Ctx): SettlementExportResult {
  const { query } = readSettlementQuery(ctx, 'ascend');
  const { filter, groupBy } = query;
  const report = runSettlementReport(ctx, query);
  // Refused, never cut: one limit for exports and scheduled deliveries (the contract's LIMITS.exportRows).
  if (report.total > LIMITS.exportRows)
    throw bizError(4001, 'tooManyRows', { rows: report.total, max: LIMITS.exportRows });
  // The column titles in the caller's language, from the words the scheduled files use.
  const words = fileWords(ctx.lang);
  const has = (g: GroupByKey) => groupBy.includes(g);
  const keys = [
    ...(has('day') || has('hour') ? ['date', 'status'] : []),
    ...(has('hour') ? ['hour'] : []),
    ...(has('app') || has('adPosition') ? ['appName'] : []),
    ...(has('adPosition') ? ['adPositionName', 'unitId'] : []),
    ...(has('adPosition') || has('adType') ? ['adType'] : []),
    ...(has('platform') ? ['platform'] : []),
    ...(has('country') ? ['country'] : []),
    ...METRIC_KEYS,
  ];
  const result: SettlementExportResult = {
    ...reportMeta(ctx, filter.zone),
    fileName: `settlement_${dayToDate(filter.startDay)}_${dayToDate(filter.endDay)}.xlsx`,
    columns: keys.map((key) => ({ key, title: words.title(key) })),
    rows: report.rows(0, report.total),
    totals: report.totals,
    ...(report.comparison ? { comparison: report.comparison } : {}),
  };
  return result;
}
