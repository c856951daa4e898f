import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@umijs/max';
import { Card, Empty, Flex, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { readAllPages } from '@/lib/spreadsheet/readAllPages';
import { useExport } from '@/lib/spreadsheet/useExport';
import LoadError from '@/components/LoadError';
import ExportMenu from '@/lib/spreadsheet/ExportMenu';
import { exportReport, type ExportFormat } from '@/lib/spreadsheet/exportReport';
import type { ActivityEntry, ActivityPerson } from '@/contract/typings';
import { getUserInfo } from '@/session';
import { todayIn } from '@/utils/dateRange';
import { formatDateTimeZone, formatDay, formatZoneName } from '@/utils/format';
import { activeTimeZone } from '@/utils/zone';
import { activityListQuery, activityPeopleQuery, listActivity } from './api';
import { ACTIVITY_SCROLL, activityColumns } from './components/columns';
import Filters from './components/Filters';
import { buildLogSheet } from './exportLog';
import {
  EMPTY_QUERY,
  filterCount,
  PAGE_SIZES,
  parseQuery,
  toFilters,
  toParams,
  toSearch,
  type ActivityQuery,
} from './query';
import { useActivityText } from './text';

/**
 * The activity log (extension, issue 20; docs/activity.md): who did what, when and from where.
 * ActivityView; the server keeps the scope (a sub-account reads its own entries, a main account its team's).
 * Times and the period's days are the account's zone's; the query lives in the address.
 */
export default function ActivityPage() {
  const text = useActivityText();
  const { t } = text;
  const timeZone = activeTimeZone();
  const own = !!getUserInfo()?.parentId;
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseQuery(params), [params]);
  const list = useQuery(activityListQuery(toParams(query, timeZone)));
  // A sub-account reads only its own entries: no one else to choose.
  const people = useQuery({ ...activityPeopleQuery(), enabled: !own });
  const peopleById = useMemo(
    () => new Map<number, ActivityPerson>((people.data ?? []).map((p) => [p.accountId, p])),
    [people.data],
  );
  const exporter = useExport({ failed: 'activity.export.failed' });

  const go = (next: ActivityQuery) => setParams(toSearch(next));
  // A filter change starts again at page 1.
  const filter = (patch: Partial<ActivityQuery>) => go({ ...query, ...patch, current: 1 });

  const filterWords = (): [string, string][] => {
    const words: [string, string][] = [[t('activity.export.timeZone'), timeZone]];
    if (query.person)
      words.push([t('activity.filter.person'), peopleById.get(query.person)?.account_name ?? `#${query.person}`]);
    if (query.kinds.length) words.push([t('activity.filter.kind'), query.kinds.map(text.kind).join(', ')]);
    if (query.start && query.end)
      words.push([t('activity.filter.period'), `${formatDay(query.start)} – ${formatDay(query.end)}`]);
    return words;
  };

  const onExport = (format: ExportFormat) =>
    exporter.run(async () => {
      const rows = await readAllPages(listActivity, toFilters(query, timeZone));
      const time = (iso: string) => formatDateTimeZone(iso, timeZone);
      await exportReport(
        buildLogSheet(rows, { text, time, filters: filterWords(), generatedAt: new Date().toISOString() }),
        format,
      );
    });

  const columns = activityColumns({ text, order: query.order, timeZone, people: peopleById });
  const filtered = filterCount(query) > 0;
  const title = t('route.activity');

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="start" gap={16} wrap="wrap">
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="activity-scope">
              {t(own ? 'activity.scope.own' : 'activity.scope.team', { zone: formatZoneName(timeZone) })}
            </Typography.Text>
          </div>
          <ExportMenu
            labelId={(f) => `activity.export.${f}`}
            onExport={(f) => void onExport(f)}
            busy={exporter.busy}
            disabled={!list.data?.total}
            testId="activity-export"
          />
        </Flex>
        <Filters
          query={query}
          people={own ? null : (people.data ?? [])}
          peopleLoading={people.isPending && !own}
          today={todayIn(timeZone)}
          text={text}
          onChange={filter}
          onReset={() => go({ ...EMPTY_QUERY, pageSize: query.pageSize, order: query.order })}
        />
        {list.isError && !list.data ? (
          <LoadError message={t('activity.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <Table<ActivityEntry>
            rowKey="id"
            size="middle"
            aria-label={title}
            columns={columns}
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            scroll={ACTIVITY_SCROLL}
            data-testid="activity-table"
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(filtered ? 'activity.emptyFiltered' : 'activity.empty')}
                />
              ),
            }}
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort') {
                const order = (Array.isArray(sorter) ? sorter[0] : sorter)?.order;
                go({ ...query, order: order === 'ascend' ? 'ascend' : 'descend', current: 1 });
                return;
              }
              const pageSize = pagination.pageSize ?? query.pageSize;
              go({ ...query, pageSize, current: pageSize !== query.pageSize ? 1 : (pagination.current ?? 1) });
            }}
            pagination={{
              current: query.current,
              pageSize: query.pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (total) => t('activity.total', { total }),
            }}
          />
        )}
      </Flex>
    </Card>
  );
}
