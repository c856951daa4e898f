import { ProTable, type ColumnsState } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Empty, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, useState, type ReactNode } from 'react';
import EmptyLoadError from '@/components/LoadError/EmptyLoadError';
import type { SettlementSortField } from '@/features/settlement/api';
import type { MetricKey, SettlementResult, SettlementRow, SortOrder } from '@/contract/typings';
import { PAGE_SIZES, type ChangeSortKey, type SettlementQuery } from '@/features/settlement/query';
import { NUMBER_CELL, SCROLL_X } from '@/utils/tableLayout';
import { formatTimeOfDay } from '@/utils/format';
import { todayAt } from '@/contract/sameHours';
import type { ReportStatus } from '../hooks/useSettlementReport';
import { formatMetric, HIDDEN_METRICS, METRICS } from '../metrics';
import { buildColumns, columnKeys, DIMENSION_KEYS } from '../columns';
import { ChangeFigure, parseChangeKey } from '../compare/changeColumns';

export type TableChange = Partial<Pick<SettlementQuery, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>>;

interface Props {
  status: ReportStatus;
  data: SettlementResult | null;
  query: SettlementQuery;
  /** Phone width: fewer pinned columns, a shorter pager. */
  phone?: boolean;
  meta: ReactNode;
  toolbar: ReactNode;
  onChange: (change: TableChange) => void;
  onReload: () => void;
}

const DIMENSIONS = new Set<string>(DIMENSION_KEYS);

/** The totals row of the whole filtered range (from the server), under the visible columns. */
export function TotalsRow({ data, visible }: { data: SettlementResult; visible: string[] }) {
  const intl = useIntl();
  const dims = visible.filter((k) => DIMENSIONS.has(k)).length;
  const metrics = visible.filter((k) => !DIMENSIONS.has(k));
  // A cell's index is its column's: antd sticks the label under the pinned name columns and revenue at the end.
  const first = Math.max(dims, 1);
  return (
    <Table.Summary.Row data-testid="settlement-totals">
      <Table.Summary.Cell index={0} colSpan={Math.max(dims, 1)}>
        <Typography.Text strong>{intl.formatMessage({ id: 'settlement.total' })}</Typography.Text>
      </Table.Summary.Cell>
      {metrics.map((key, i) => {
        const change = parseChangeKey(key);
        return (
          <Table.Summary.Cell key={key} index={first + i} align="end">
            {change ? (
              <span data-metric={key}>
                <ChangeFigure
                  intl={intl}
                  part={change.part}
                  metric={change.metric}
                  current={data.totals}
                  previous={data.comparison?.compareTotals}
                  currency={data.currency}
                  strong
                />
              </span>
            ) : (
              <Typography.Text strong data-metric={key} style={NUMBER_CELL}>
                {formatMetric(
                  key as (typeof METRICS)[number]['key'],
                  data.totals[key as keyof SettlementResult['totals']],
                  data.currency,
                )}
              </Typography.Text>
            )}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  );
}

/**
 * One page of the report, paged and sorted by the server. The container's
 * data-state is what the benchmark waits on: "loading" while a query runs,
 * "ready" once its rows are on screen.
 */
export default function ReportTable({ status, data, query, phone = false, meta, toolbar, onChange, onReload }: Props) {
  const intl = useIntl();
  // Gross figures start hidden (issue 31): earnings are the headline; fills and show rate too (issue 52: read from
  // others, and at 1280 px they pushed clicks and CTR behind the pinned columns). The column settings show them.
  const [columnsState, setColumnsState] = useState<Record<string, ColumnsState>>(() =>
    Object.fromEntries(HIDDEN_METRICS.map((k) => [k, { show: false }])),
  );
  const groupBy = data?.groupBy ?? query.groupBy;
  // Change columns once the rows carry the comparison (not over the previous answer's rows).
  const changeMetrics: MetricKey[] = useMemo(
    () => (data?.comparison && query.compare ? query.changeMetrics : []),
    [data?.comparison, query.compare, query.changeMetrics],
  );
  // Today's row by day is partial: figures to the top of the hour (the comparison's `until`, else the report's
  // `updatedAt`, the same instant), marked with the chart's words (src/contract/sameHours.ts).
  const until = data?.comparison?.until ?? data?.updatedAt;
  const zone = data?.timeZone;
  const soFar = useMemo(
    () =>
      until && zone && groupBy.includes('day')
        ? {
            date: todayAt(zone, Date.parse(until)),
            label: intl.formatMessage(
              { id: 'settlement.chart.soFar' },
              { time: formatTimeOfDay(until, zone, intl.locale) },
            ),
          }
        : undefined,
    [intl, until, zone, groupBy],
  );
  const columns = useMemo(
    () =>
      buildColumns(intl, {
        groupBy,
        currency: data?.currency ?? 'USD',
        sortField: query.sortField,
        sortOrder: query.sortOrder,
        changeMetrics,
        soFar,
        phone,
      }),
    [intl, groupBy, data?.currency, query.sortField, query.sortOrder, changeMetrics, soFar, phone],
  );
  const visible = columnKeys(groupBy, changeMetrics).filter((k) => columnsState[k]?.show !== false);
  const state = status === 'ready' ? 'ready' : status === 'error' ? 'error' : 'loading';

  return (
    <div data-testid="settlement-table" data-state={state} aria-busy={state === 'loading'}>
      <ProTable<SettlementRow>
        rowKey="key"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={state === 'loading'}
        search={false}
        size="small"
        // The header's own tooltip is the metric's definition; antd's "click to sort" hint would cover it.
        showSorterTooltip={false}
        cardBordered
        cardProps={{ bodyStyle: { paddingBlockStart: 0, paddingInline: 16 } }}
        headerTitle={meta}
        toolBarRender={() => [toolbar]}
        options={{
          density: false,
          fullScreen: false,
          reload: onReload,
          setting: { draggable: false, showListItemOption: false, checkable: true },
        }}
        columnsState={{ value: columnsState, onChange: setColumnsState }}
        scroll={SCROLL_X}
        pagination={{
          current: data?.current ?? query.current,
          pageSize: data?.pageSize ?? query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: !phone,
          size: phone ? 'small' : undefined,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => intl.formatMessage({ id: 'common.total' }, { total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<SettlementRow> | undefined;
          const order = (s?.order ?? undefined) as SortOrder | undefined;
          const field = order ? (String(s?.columnKey ?? s?.field) as SettlementSortField | ChangeSortKey) : undefined;
          const sortChanged = field !== query.sortField || order !== query.sortOrder;
          const sizeChanged = pagination.pageSize !== undefined && pagination.pageSize !== query.pageSize;
          onChange({
            current: sortChanged || sizeChanged ? 1 : (pagination.current ?? 1),
            pageSize: pagination.pageSize ?? query.pageSize,
            sortField: field,
            sortOrder: field ? order : undefined,
          });
        }}
        locale={{
          emptyText:
            state === 'error' ? (
              <EmptyLoadError message={intl.formatMessage({ id: 'settlement.loadFailed' })} onRetry={onReload} />
            ) : (
              <Empty description={intl.formatMessage({ id: 'settlement.empty' })} />
            ),
        }}
        summary={() =>
          data && data.list.length > 0 ? (
            <Table.Summary>
              <TotalsRow data={data} visible={visible} />
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
}
