/** Settlement report: the list and the export, run by the report engine (rules/report.ts). */
import type { SettlementResult } from '../../../src/contract/typings';
import type { RouteDef } from '../context';
import { dayToDate } from '../lib/dates';
import { reportMeta } from '../lib/report';
import { settlementExport } from './rules/exportReport';
import { readSettlementQuery, runSettlementReport } from './rules/report';

export const reportRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/settlement/list',
    auth: 'token',
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
        ...(report.moved ? { moved: report.moved } : {}),
      };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/settlement/export',
    auth: 'token',
    handler: (ctx) => ({ result: settlementExport(ctx) }),
  },
];
