import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { readAllPages } from '@/lib/spreadsheet/readAllPages';
import { useExport } from '@/lib/spreadsheet/useExport';
import { useBlockingText } from '@/features/blocking/labels';
import ExportMenu from '@/lib/spreadsheet/ExportMenu';
import { exportReport, type ExportFormat } from '@/lib/spreadsheet/exportReport';
import { blockRuleHistory, blockRuleHistoryQuery } from '@/features/blocking/api';
import { appOptionsQuery } from '@/features/traffic';
import type { BlockRuleChange, BlockRuleHistoryRecord, BlockRuleKind } from '@/contract/typings';
import { DEFAULT_PAGE_SIZE } from '@/contract/values';
import { Name } from '@/components/text';
import { formatDateTimeZone } from '@/utils/format';
import { buildHistorySheet } from '../exportHistory';

/** Every change of the rules (who, when, what), newest first, paged on the server, exportable. */
export default function HistoryTab() {
  const text = useBlockingText();
  const { t } = text;
  const [page, setPage] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const exporter = useExport({ failed: 'blocking.history.exportFailed' });
  const history = useQuery({ ...blockRuleHistoryQuery(page), placeholderData: keepPreviousData });

  const apps = useQuery(appOptionsQuery());
  const appName = (id: string) => apps.data?.find((a) => String(a.value) === id)?.label ?? `#${id}`;
  /** A changed value as the page speaks: names for kinds, scopes, statuses, categories and apps. */
  const fieldValue = (r: BlockRuleHistoryRecord, c: BlockRuleChange, v: string | null): string => {
    if (v === null || v === '') return '–';
    if (c.field === 'kind') return text.kind(v as BlockRuleKind);
    if (c.field === 'scope') return t(`blocking.scope.${v}`);
    if (c.field === 'status') return t(`blocking.status.${v}`);
    if (c.field === 'value') return text.value(r.kind, v);
    if (c.field === 'appIds') return v.split(', ').map(appName).join(', ');
    return v;
  };
  const changeText = (r: BlockRuleHistoryRecord, c: BlockRuleChange) =>
    t('blocking.history.change', {
      field: t(`blocking.field.${c.field}`),
      from: fieldValue(r, c, c.from),
      to: fieldValue(r, c, c.to),
    });
  const valueOf = (r: BlockRuleHistoryRecord) => text.value(r.kind, r.value);

  const onExport = (format: ExportFormat) =>
    exporter.run(async () => {
      const rows = await readAllPages(blockRuleHistory, {});
      const sheet = buildHistorySheet(
        rows,
        {
          t,
          value: valueOf,
          changes: (r) => r.changes.map((c) => changeText(r, c)).join('; '),
          time: (iso) => formatDateTimeZone(iso),
        },
        new Date().toISOString(),
      );
      await exportReport(sheet, format);
    });

  const columns: ColumnsType<BlockRuleHistoryRecord> = [
    { key: 'at', title: t('blocking.history.at'), width: 170, render: (_, r) => formatDateTimeZone(r.at) },
    { key: 'actor', title: t('blocking.history.actor'), width: 120, render: (_, r) => <Name>{r.actor}</Name> },
    {
      key: 'rule',
      title: t('blocking.history.rule'),
      render: (_, r) => (
        <span>
          {r.ruleId === null ? t('blocking.history.defaultList') : `#${r.ruleId}`} {text.kind(r.kind)}:{' '}
          <Name>{valueOf(r)}</Name>
        </span>
      ),
    },
    {
      key: 'action',
      title: t('blocking.history.action'),
      width: 110,
      render: (_, r) => <Tag bordered={false}>{t(`blocking.action.${r.action}`)}</Tag>,
    },
    {
      key: 'changes',
      title: t('blocking.history.changes'),
      render: (_, r) => (
        <Flex vertical gap={2}>
          {r.changes.map((c) => (
            <Typography.Text key={c.field} dir="auto">
              {changeText(r, c)}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <ExportMenu
          labelId={(f) => `blocking.history.export.${f}`}
          onExport={(f) => void onExport(f)}
          busy={exporter.busy}
          disabled={!history.data?.total}
          testId="block-history-export"
        />
      </Flex>
      <Table<BlockRuleHistoryRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        data-testid="block-history-table"
        locale={{ emptyText: <Empty description={t('blocking.history.empty')} /> }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: history.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) =>
            setPage((p) => ({ current: pageSize !== p.pageSize ? 1 : current, pageSize })),
        }}
      />
    </Flex>
  );
}
