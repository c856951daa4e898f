/**
 * Table columns for a grouping: the columns that name a row (date and its
 * status, app, ad position and its type) come first, then every metric with
 * its definition in the header's tooltip. Sorting is done by the server.
 * At laptop widths the metrics scroll inside the card: the row's name (day,
 * status, app, ad position) sticks to the start edge, eCPM and revenue to the
 * end (issue 33: the second key column in view). On a phone only the first
 * naming column and revenue stick; the rest scrolls between them (issue 34).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import type { useIntl } from '@umijs/max';
import type { GroupByKey, MetricKey, SettlementRow, SortOrder } from '@/contract/typings';
import type { SettlementSortField } from '@/features/settlement/api';
import { formatCountry, formatDay } from '@/utils/format';
import { Name } from '@/components/text';
import { COLUMN_WIDTH, NUMBER_CELL } from '@/utils/tableLayout';
import HeaderHint from '@/components/HintLabel';
import { sortableFor, type ChangeSortKey } from '@/features/settlement/query';
import StatusTag from './components/StatusTag';
import { formatMetric, HEADLINE_METRIC, metricKind, METRICS, shareValues } from './metrics';
import { changeColumn, changeKey } from './compare/changeColumns';

type IntlShape = ReturnType<typeof useIntl>;

const SO_FAR = { marginInlineStart: 4, fontSize: 12 } as const;
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export interface ColumnOptions {
  groupBy: GroupByKey[];
  currency: string;
  sortField?: SettlementSortField | ChangeSortKey;
  sortOrder?: SortOrder;
  /** With a comparison: the metrics that get change columns. */
  changeMetrics?: readonly MetricKey[];
  /** By day, a period holding today: today's row is partial, marked as the chart marks it ("so far, until 09:00"). */
  soFar?: { date: string; label: string };
  /** Phone width: only the first naming column and revenue stay in view. */
  phone?: boolean;
}

/** Keys of the columns that name the row; the totals label spans the visible ones. */
export const DIMENSION_KEYS = [
  'date',
  'hour',
  'status',
  'appName',
  'appId',
  'adPositionName',
  'adPositionId',
  'unitId',
  'adType',
  'platform',
  'country',
] as const;

/** The metric pinned to the end edge while the others scroll: the headline (earnings, issue 31). */
export const PINNED_METRIC = HEADLINE_METRIC;
/** The second key column (issue 33), pinned beside revenue on wider screens unless it has change columns. */
export const SECOND_METRIC: MetricKey = 'earningsEcpm';

/**
 * Column keys shown for a grouping, in display order (the same order as the
 * export); with a comparison, each chosen metric is followed by its change columns.
 */
export function columnKeys(groupBy: readonly GroupByKey[], changeMetrics: readonly MetricKey[] = []): string[] {
  const has = (g: GroupByKey) => groupBy.includes(g);
  const byApp = has('app') || has('adPosition');
  return [
    ...(has('day') || has('hour') ? ['date'] : []),
    ...(has('hour') ? ['hour'] : []),
    ...(has('day') || has('hour') ? ['status'] : []),
    // IDs beside the names: what a publisher matches with its own systems and the SDK.
    ...(byApp ? ['appName', 'appId'] : []),
    ...(has('adPosition') ? ['adPositionName', 'adPositionId', 'unitId'] : []),
    ...(has('adPosition') || has('adType') ? ['adType'] : []),
    ...(has('platform') ? ['platform'] : []),
    ...(has('country') ? ['country'] : []),
    ...METRICS.flatMap((m) =>
      changeMetrics.includes(m.key) ? [m.key, changeKey('change', m.key), changeKey('changeRate', m.key)] : [m.key],
    ),
  ];
}

/** "01:00" of an hour label (`2026-11-01T01:00-08:00`), its offset named on hover (an hour repeats when clocks go back). */
function hourCell(label: string | undefined) {
  if (!label) return null;
  return (
    <span style={NUMBER_CELL} title={label}>
      {label.slice(11, 16)}
    </span>
  );
}

export function buildColumns(intl: IntlShape, opts: ColumnOptions): ProColumns<SettlementRow>[] {
  // Metric texts name the shares (gross is "before the platform's 30% share").
  const shares = shareValues(intl.locale);
  const t = (id: string) => intl.formatMessage({ id }, shares);
  // Change columns sort too (the server sorts by the change: `compareSort`).
  const sortable = new Set<string>([
    ...sortableFor(opts.groupBy),
    ...(opts.changeMetrics ?? []).flatMap((m) => [changeKey('change', m), changeKey('changeRate', m)]),
  ]);
  const sortProps = (key: string) =>
    sortable.has(key) ? { sorter: true, sortOrder: opts.sortField === key ? (opts.sortOrder ?? null) : null } : {};

  const dims: Record<string, ProColumns<SettlementRow>> = {
    date: {
      key: 'date',
      dataIndex: 'date',
      title: t('settlement.col.date'),
      hideInSetting: true,
      fixed: 'left',
      width: COLUMN_WIDTH.day,
      // One line a row (issue 33): today's "so far, until 09:00" is a clock mark with the words in its tooltip
      // (and read out by screen readers), not a second and third line.
      render: (_, row) => (
        <span style={NUMBER_CELL}>
          {formatDay(row.date)}
          {opts.soFar && !row.hour && row.date === opts.soFar.date && (
            <Tooltip title={opts.soFar.label}>
              <Typography.Text type="secondary" tabIndex={0} style={SO_FAR}>
                <ClockCircleOutlined aria-hidden />
                <span data-testid="today-so-far" style={VISUALLY_HIDDEN}>
                  {opts.soFar.label}
                </span>
              </Typography.Text>
            </Tooltip>
          )}
        </span>
      ),
      ...sortProps('date'),
    },
    status: {
      key: 'status',
      dataIndex: 'status',
      title: <HeaderHint title={t('settlement.col.status')} hint={t('settlement.def.status')} />,
      fixed: 'left',
      width: COLUMN_WIDTH.tag,
      render: (_, row) =>
        row.status ? <StatusTag status={row.status} moved={row.estimateMove} currency={opts.currency} /> : null,
    },
    appName: {
      key: 'appName',
      dataIndex: 'appName',
      title: t('settlement.col.app'),
      hideInSetting: true,
      fixed: 'left',
      width: COLUMN_WIDTH.name,
      ellipsis: { showTitle: true },
      // Server text is rendered as text by React, never as markup.
      render: (_, row) => <Name>{row.appName}</Name>,
      ...sortProps('appName'),
    },
    adPositionName: {
      key: 'adPositionName',
      dataIndex: 'adPositionName',
      title: t('settlement.col.adPosition'),
      hideInSetting: true,
      fixed: 'left',
      width: COLUMN_WIDTH.name,
      ellipsis: { showTitle: true },
      render: (_, row) => <Name>{row.adPositionName}</Name>,
      ...sortProps('adPositionName'),
    },
    hour: {
      key: 'hour',
      dataIndex: 'hour',
      title: t('settlement.col.hour'),
      hideInSetting: true,
      fixed: 'left',
      width: COLUMN_WIDTH.rate,
      render: (_, row) => hourCell(row.hour),
    },
    appId: {
      key: 'appId',
      dataIndex: 'appId',
      title: t('settlement.export.appId'),
      // Wide enough for "Ad position ID" on one line in every locale.
      width: COLUMN_WIDTH.money,
      render: (_, row) => <span style={NUMBER_CELL}>{row.appId}</span>,
    },
    adPositionId: {
      key: 'adPositionId',
      dataIndex: 'adPositionId',
      title: t('settlement.export.adPositionId'),
      width: COLUMN_WIDTH.money,
      render: (_, row) => <span style={NUMBER_CELL}>{row.adPositionId}</span>,
    },
    unitId: {
      key: 'unitId',
      dataIndex: 'unitId',
      title: t('settlement.col.unitId'),
      width: COLUMN_WIDTH.name,
      render: (_, row) => <bdi>{row.unitId}</bdi>,
    },
    platform: {
      key: 'platform',
      dataIndex: 'platform',
      title: t('settlement.col.platform'),
      width: COLUMN_WIDTH.tag,
      render: (_, row) => (row.platform ? t(`settlement.platform.${row.platform}`) : null),
    },
    country: {
      key: 'country',
      dataIndex: 'country',
      title: t('settlement.col.country'),
      width: COLUMN_WIDTH.name,
      ellipsis: { showTitle: true },
      render: (_, row) => (row.country ? `${formatCountry(row.country, intl.locale)} (${row.country})` : null),
    },
    adType: {
      key: 'adType',
      dataIndex: 'adType',
      title: t('settlement.col.adType'),
      width: COLUMN_WIDTH.tag,
      render: (_, row) => (row.adType ? t(`settlement.adType.${row.adType}`) : null),
    },
  };

  const keys = columnKeys(opts.groupBy, opts.changeMetrics);
  // Pinned columns are contiguous at each edge: eCPM only while no change columns sit between it and revenue.
  const pinnedEnd = new Set<string>([PINNED_METRIC]);
  if (!opts.phone && !opts.changeMetrics?.includes(SECOND_METRIC)) pinnedEnd.add(SECOND_METRIC);
  const firstDim = keys[0];
  return keys.map((key) => {
    if (dims[key]) {
      // On a phone the first naming column alone stays: the others would leave no room for the figures.
      return !opts.phone || key === firstDim ? dims[key] : { ...dims[key], fixed: undefined };
    }
    const change = changeColumn(intl, key, opts.currency);
    // Revenue's change stays beside it at the end edge.
    if (change)
      return {
        ...change,
        ...sortProps(key),
        ...(key.endsWith(`.${PINNED_METRIC}`) && !opts.phone ? { fixed: 'right' } : {}),
      };
    const kind = metricKind(key) ?? 'count';
    return {
      key,
      dataIndex: key,
      title: <HeaderHint title={t(`settlement.col.${key}`)} hint={t(`settlement.def.${key}`)} />,
      align: 'end',
      width: COLUMN_WIDTH[kind === 'rate' ? 'rate' : kind === 'money' ? 'money' : 'count'],
      // Revenue is what a publisher opens the report for: it stays in view at the end edge.
      ...(pinnedEnd.has(key) ? { fixed: 'right' } : {}),
      render: (_, row) => (
        <span style={NUMBER_CELL}>
          {formatMetric(
            key as (typeof METRICS)[number]['key'],
            row[key as keyof SettlementRow] as number,
            opts.currency,
          )}
        </span>
      ),
      ...sortProps(key),
    } as ProColumns<SettlementRow>;
  });
}
