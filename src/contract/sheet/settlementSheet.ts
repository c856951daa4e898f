/**
 * What a settlement export holds, independent of its format: a preamble
 * (report name, then label | value rows: period, filters, time zone,
 * currency, when generated, data updated), the server's columns in its
 * order with the ID columns beside the names, the rows of the whole
 * filtered range, and the server's totals line. Formats, widths, frozen
 * header and autofilter come from the shared layout (./layout.ts), as for
 * the audit report. The console's export (src/features/settlement/export)
 * and the mock's scheduled files (mock/core/settlement/rules/deliveries.ts)
 * both build their sheet here, so a scheduled file has the page's columns,
 * formats, totals and comparison columns. Columns follow the server's list and
 * the metric kinds (./metricKinds.ts), never a list of their own.
 */
import type {
  AdType,
  DayStatus,
  MetricKey,
  Platform,
  SettlementExportResult,
  SettlementRow,
  TrafficMetrics,
} from '../typings';
import { changeOf } from '../change';
import { partialDayOf } from '../sameHours';
import { sheetLayout, type ColumnKind, type ReportColumn, type ReportSheet } from './layout';
import type { Cell } from './cells';
import { metricKindOf as metricKind, type MetricKind } from './metricKinds';

export interface ExportLabels {
  reportName: string;
  sheetName: string;
  period: string;
  timeZone: string;
  currency: string;
  generatedAt: string;
  updatedAt: string;
  total: string;
  appId: string;
  adPositionId: string;
  /** Title of the ISO 3166-1 alpha-2 code column beside the country names. */
  countryCode: string;
  status: Record<DayStatus, string>;
  adType: Record<AdType, string>;
  platform: Record<Platform, string>;
  /**
   * A column's title by its key, in the reader's language, from the one source of titles (./settlementWords.ts:
   * the console's words for the page's export and the scheduled files alike); the server's title when it has none.
   */
  columnTitle?: (key: string) => string | undefined;
  /** A country's name in the reader's language ("United States", "美国"). */
  country: (code: string) => string;
  /** With a comparison (issue 17): the preamble line and the three columns per chosen metric. */
  comparedWith?: string;
  compareColumn?: (metric: string) => string;
  changeColumn?: (metric: string) => string;
  changeRateColumn?: (metric: string) => string;
  /** The change in per cent of a figure that was 0. */
  changeNew?: string;
  /**
   * Today's partial day (issue 52): an instant's time of day in the reader's locale ("14:00 (GMT+08:00)"), the
   * status cell of a row the server marks `partial` ("Partial, to 14:00 …"), and the preamble's line saying the
   * period holds it (label, and its value from the day and the time).
   */
  clock?: (instant: string, zone: string) => string;
  partialStatus?: (time: string) => string;
  partialDay?: string;
  partialDayValue?: (date: string, time: string) => string;
}

export interface ExportContext {
  startDate: string;
  endDate: string;
  labels: ExportLabels;
  /** The filters as label | value (apps, ad positions, ad types, grouping), already named. */
  filters?: [string, string][];
  /** Already formatted for people (time zone named). */
  generatedAt: string;
  updatedAt: string;
  /** With a comparison: the metrics that get comparison and change columns. */
  changeMetrics?: readonly MetricKey[];
}

type Part = 'compare' | 'change' | 'changeRate';
const PART_RE = /^(compare|change|changeRate)\.(\w+)$/;

/** A comparison column's figure from a row's (or the totals') two sides. */
function partValue(
  part: Part,
  metric: MetricKey,
  cur: TrafficMetrics,
  prev: TrafficMetrics | undefined,
  labels: ExportLabels,
): Cell {
  const before = prev?.[metric] ?? 0;
  if (part === 'compare') return before;
  const change = changeOf(cur[metric], before);
  if (part === 'change') return metricKind(metric) === 'money' ? Math.round(change.delta * 100) / 100 : change.delta;
  if (change.ratio !== null) return Math.round(change.ratio * 10000) / 10000;
  return change.direction === 'new' ? (labels.changeNew ?? '') : '';
}

/** After each chosen metric: its comparison value, the change and the change in per cent. */
function withComparison(
  shown: { key: string; title: string }[],
  metrics: readonly MetricKey[],
  labels: ExportLabels,
): { key: string; title: string }[] {
  const title = (f: ((m: string) => string) | undefined, m: string) => (f ? f(m) : m);
  return shown.flatMap((c) =>
    metrics.includes(c.key as MetricKey)
      ? [
          c,
          { key: `compare.${c.key}`, title: title(labels.compareColumn, c.title) },
          { key: `change.${c.key}`, title: title(labels.changeColumn, c.title) },
          { key: `changeRate.${c.key}`, title: title(labels.changeRateColumn, c.title) },
        ]
      : [c],
  );
}

const METRIC_COLUMN: Record<MetricKind, ColumnKind> = { count: 'integer', rate: 'rate', money: 'money' };

function kindOf(key: string): ColumnKind {
  const part = PART_RE.exec(key);
  // A change in per cent is a fraction; the others are in the metric's unit (rates: a difference of fractions).
  if (part) return part[1] === 'changeRate' ? 'rate' : kindOf(part[2]);
  const metric = metricKind(key);
  if (metric) return METRIC_COLUMN[metric];
  if (key === 'date') return 'date';
  return key === 'appId' || key === 'adPositionId' ? 'id' : 'text';
}

/**
 * A cell as people read it: coded values (status, ad type, platform,
 * country) in the reader's language; an unknown code stays as it came.
 * The country's code keeps a column of its own (`countryCode`).
 */
function cellOf(key: string, row: SettlementRow, labels: ExportLabels, zone: string): Cell {
  const part = PART_RE.exec(key);
  if (part) return partValue(part[1] as Part, part[2] as MetricKey, row, row.compare, labels);
  const value = (row as unknown as Record<string, unknown>)[key === 'countryCode' ? 'country' : key];
  // Today's row is never a plain "Estimated": it says until when its figures run (issue 52).
  if (key === 'status' && row.partial && row.through && labels.partialStatus && labels.clock)
    return labels.partialStatus(labels.clock(row.through, zone));
  if (key === 'status') return value ? (labels.status[value as DayStatus] ?? String(value)) : '';
  if (key === 'adType') return value ? (labels.adType[value as AdType] ?? String(value)) : '';
  if (key === 'platform') return value ? (labels.platform[value as Platform] ?? String(value)) : '';
  if (key === 'country') return value ? labels.country(String(value)) : '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return value === null || value === undefined ? '' : String(value);
}

/** The preamble's line when the period holds today's partial day: its date and until when (the totals include it). */
function partialDayLine(result: SettlementExportResult, ctx: ExportContext): [string, string][] {
  const { labels } = ctx;
  const day = partialDayOf({ start: ctx.startDate, end: ctx.endDate }, result.timeZone, Date.parse(result.updatedAt));
  if (!day || !labels.partialDay || !labels.partialDayValue || !labels.clock) return [];
  return [[labels.partialDay, labels.partialDayValue(day.date, labels.clock(result.updatedAt, result.timeZone))]];
}

/** The server's columns with an ID column before each name column it lacks (app, ad position, country). */
function withIdColumns(result: SettlementExportResult, labels: ExportLabels): { key: string; title: string }[] {
  const keys = new Set(result.columns.map((c) => c.key));
  const ids: Record<string, { key: string; title: string }> = {
    appName: { key: 'appId', title: labels.appId },
    adPositionName: { key: 'adPositionId', title: labels.adPositionId },
    // Names differ by language; the ISO code is what a pipeline joins on.
    country: { key: 'countryCode', title: labels.countryCode },
  };
  return result.columns.flatMap((server) => {
    const c = { key: server.key, title: labels.columnTitle?.(server.key) ?? server.title };
    const id = ids[c.key];
    return id && !keys.has(id.key) ? [id, c] : [c];
  });
}

export function settlementSheet(result: SettlementExportResult, ctx: ExportContext): ReportSheet<SettlementRow> {
  const { labels } = ctx;
  const comparison = result.comparison;
  const ids = withIdColumns(result, labels);
  const shown = comparison ? withComparison(ids, ctx.changeMetrics ?? [], labels) : ids;
  const columns: ReportColumn<SettlementRow>[] = shown.map((c) => ({
    key: c.key,
    title: c.title,
    kind: kindOf(c.key),
    value: (row) => cellOf(c.key, row, labels, result.timeZone),
  }));
  // The report always has at least one grouping column, so the label takes the first cell.
  const totals = shown.map((c, i): Cell => {
    const part = PART_RE.exec(c.key);
    if (part) return partValue(part[1] as Part, part[2] as MetricKey, result.totals, comparison?.compareTotals, labels);
    if (metricKind(c.key)) return (result.totals as unknown as Record<string, number>)[c.key] ?? '';
    return i === 0 ? labels.total : '';
  });
  return {
    fileName: result.fileName.replace(/\.(xlsx|csv)$/i, ''),
    sheetName: labels.sheetName,
    title: labels.reportName,
    preamble: [
      [labels.period, `${ctx.startDate} – ${ctx.endDate}`],
      ...(comparison
        ? [
            [labels.comparedWith ?? '', `${comparison.compareStartDate} – ${comparison.compareEndDate}`] as [
              string,
              string,
            ],
          ]
        : []),
      ...(ctx.filters ?? []),
      [labels.timeZone, result.timeZone],
      [labels.currency, result.currency],
      [labels.generatedAt, ctx.generatedAt],
      [labels.updatedAt, ctx.updatedAt],
      ...partialDayLine(result, ctx),
    ],
    columns,
    rows: result.rows,
    totals,
    currency: result.currency,
  };
}

/** The laid-out sheet: cells (escaped), header row, formats, widths, autofilter. */
export function settlementMatrix(result: SettlementExportResult, ctx: ExportContext) {
  return sheetLayout(settlementSheet(result, ctx));
}
