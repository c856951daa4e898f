/**
 * Settlement report (BillReportView): traffic and revenue per day, app or
 * ad position over a period, paged and sorted by the server, with the
 * period's totals and an export of the whole range. The URL query holds
 * the filters, so a report can be shared and back/forward work.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useLocation, useNavigate } from '@umijs/max';
import { Card, Space } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import SavedReportsToolbar from '@/features/settlement/savedReports/SavedReportsToolbar';
import { todayIn } from '@/utils/dateRange';
import { activeTimeZone } from '@/utils/zone';
import type { SettlementParams } from '@/contract/typings';
import {
  defaultQuery,
  parseQuery,
  parseZone,
  restrictIds,
  sortableFor,
  toParams,
  toSearch,
  zoneOf,
  type SettlementQuery,
} from '@/features/settlement/query';
import { usePhone } from '@/hooks/usePhone';
import ExportButton from './components/ExportButton';
import FilterBar, { type AppliedFilters } from './components/FilterBar';
import FilterSheet from './components/FilterSheet';
import TotalsCard from './components/TotalsCard';
import ReportMeta from './components/ReportMeta';
import ReportTable, { type TableChange } from './components/ReportTable';
import ZoneSwitch from './components/ZoneSwitch';
import ComparePanel from './compare/ComparePanel';
import { useAdPositionOptions, useAppOptions } from './hooks/useFilterOptions';
import { useSettlementReport } from './hooks/useSettlementReport';

export default function SettlementPage() {
  const intl = useIntl();
  const phone = usePhone();
  const location = useLocation();
  const navigate = useNavigate();
  const search = location.search.replace(/^\?/, '');
  // Days are the account's (My account) unless the report is switched to the billing zone.
  const accountZone = activeTimeZone();
  const timeZone = zoneOf({ zone: parseZone(search) }, accountZone);
  const today = todayIn(timeZone);
  const query = useMemo(() => parseQuery(search, today), [search, today]);

  // Ids from the URL are checked against what the account may see before any report call.
  const { apps, failed: appsFailed } = useAppOptions();
  const appIds = useMemo(
    () => (apps === null || appsFailed ? query.appIds : restrictIds(query.appIds, new Set(apps.map((a) => a.value)))),
    [apps, appsFailed, query.appIds],
  );
  const urlPositions = useAdPositionOptions(today, appIds, apps !== null && query.adPositionIds.length > 0);
  const effective = useMemo((): SettlementQuery | null => {
    if (apps === null) return null;
    if (!query.adPositionIds.length) return { ...query, appIds };
    if (urlPositions.options === null) return null;
    const adPositionIds = urlPositions.failed
      ? query.adPositionIds
      : restrictIds(query.adPositionIds, new Set(urlPositions.options.map((p) => p.value)));
    return { ...query, appIds, adPositionIds };
  }, [apps, appIds, query, urlPositions]);

  const params = useMemo(() => (effective ? toParams(effective, accountZone) : null), [effective, accountZone]);
  // The comparison chart: the same filters over the whole period, per day (per hour when grouped by hour).
  const chartParams = useMemo(() => {
    if (!params || !effective?.compare) return null;
    const hourly = effective.groupBy.includes('hour');
    const series: SettlementParams = {
      ...params,
      groupBy: [hourly ? 'hour' : 'day'],
      sortField: 'date',
      sortOrder: 'ascend',
    };
    // One call for the whole period: paging does not apply.
    delete series.current;
    delete series.pageSize;
    return series;
  }, [params, effective]);
  const report = useSettlementReport(params);
  const { data, status, reload } = report;

  const go = useCallback(
    (next: SettlementQuery, replace = false) => {
      const target = toSearch(next);
      if (target === search && !replace) reload();
      else navigate({ pathname: location.pathname, search: `?${target}` }, { replace });
    },
    [navigate, location.pathname, search, reload],
  );

  // Show the query actually applied: invalid or foreign values leave the URL.
  useEffect(() => {
    if (effective && toSearch(effective) !== search) go(effective, true);
  }, [effective, search, go]);

  // A page past the end (a stale link): go to the last page.
  useEffect(() => {
    if (status !== 'ready' || !data || !effective) return;
    if (data.list.length === 0 && data.total > 0 && effective.current > 1) {
      go({ ...effective, current: Math.ceil(data.total / effective.pageSize) }, true);
    }
  }, [status, data, effective, go]);

  const base = effective ?? query;
  const apply = (filters: AppliedFilters) => {
    const keepSort = !!base.sortField && (sortableFor(filters.groupBy) as string[]).includes(base.sortField);
    go({
      ...base,
      ...filters,
      current: 1,
      sortField: keepSort ? base.sortField : undefined,
      sortOrder: keepSort ? base.sortOrder : undefined,
    });
  };
  const onTableChange = (change: TableChange) => go({ ...base, ...change });
  // Another zone has another today: a period that ends today there is kept only if it is valid here too.
  const onZone = (zone: SettlementQuery['zone']) => go({ ...base, zone, current: 1 });
  const onCompare = (change: Partial<SettlementQuery>) =>
    go({ ...base, ...change, current: change.compare !== base.compare ? 1 : base.current });

  return (
    <PageContainer title={intl.formatMessage({ id: 'settlement.title' })}>
      <Space direction="vertical" size="middle" style={{ display: 'flex' }}>
        {phone ? (
          // A phone: the filters behind one button, the totals before any row (issue 34).
          <>
            <FilterSheet
              query={base}
              today={today}
              apps={apps}
              onApply={apply}
              onReset={() => go(defaultQuery(today))}
            />
            <TotalsCard data={status === 'ready' ? data : null} range={base} />
          </>
        ) : (
          <Card size="small" styles={{ body: { paddingBlockEnd: 0 } }}>
            <FilterBar query={base} today={today} apps={apps} onApply={apply} onReset={() => go(defaultQuery(today))} />
          </Card>
        )}
        <ComparePanel
          query={base}
          today={today}
          comparison={data?.comparison}
          chartParams={chartParams}
          onChange={onCompare}
        />
        <ReportTable
          status={status}
          data={data}
          query={base}
          phone={phone}
          meta={
            <Space size={[16, 8]} wrap>
              <ZoneSwitch value={base.zone} accountZone={accountZone} onChange={onZone} stacked={phone} />
              <ReportMeta data={data} />
            </Space>
          }
          toolbar={
            // One row on wider screens: wrapped, the two buttons and the table's options took three lines.
            <Space key="tools" wrap={phone}>
              <SavedReportsToolbar search={search} today={today} />
              <ExportButton
                params={params}
                names={{ apps, adPositions: urlPositions.options }}
                changeMetrics={base.compare ? base.changeMetrics : []}
              />
            </Space>
          }
          onChange={onTableChange}
          onReload={reload}
        />
      </Space>
    </PageContainer>
  );
}
