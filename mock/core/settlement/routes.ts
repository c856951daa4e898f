/** Settlement report: the list and the export, run by the report engine (rules/report.ts). */
import type { GroupByKey, SettlementExportResult, SettlementResult } from '../../../src/contract/typings';
import type { RouteDef } from '../context';
import { METRIC_KEYS } from '../../../src/contract/values';
import { dayToDate } from '../lib/dates';
import { reportMeta } from '../lib/report';
import { bizError } from '../lib/envelope';
import { LIMITS } from '../../../src/contract/limits';
import { fileWords } from './rules/labels';
import { readSettlementQuery, runSettlementReport } from './rules/report';

export const reportRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/settlement/list',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const { query, page } = readSettlementQuery(ctx, 'descend');
      const report = runSettlementReport(ctx, query);
      const from = (page.current - 1) * page.pageSize;
      const result: SettlementResult = {
        current: page.current,
        pageSize: page.pageSize,
        total: report.total,
        list: report.rows(from, from + page.pageSize),
        ...reportMeta(ctx, query.filter.zone),
        totals: report.totals,
        groupBy: query.groupBy,
        startDate: dayToDate(query.filter.startDay),
        endDate: dayToDate(query.filter.endDay),
        ...(report.comparison ? { comparison: report.comparison } : {}),
      };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/settlement/export',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
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
      return { result };
    },
  },
];
