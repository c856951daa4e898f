import { Card, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditReport } from '@/contract/typings';
import { formatDay, formatInteger, formatPercent } from '@/utils/format';
import { Name } from '@/components/text';
import { useT } from '@/hooks/useT';
import { approvalRate, AUDIT_VIEWS, type AppRow, type AuditView, type DayRow, type ReviewerRow } from '../exportSheet';

interface Props {
  report: AuditReport | undefined;
  loading: boolean;
  view: AuditView;
  onView: (view: AuditView) => void;
}

const PAGED = { pageSize: 10, showSizeChanger: false, hideOnSinglePage: true };
const num = (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatInteger(v)}</span>;
const byNumber =
  <T,>(key: keyof T) =>
  (a: T, b: T) =>
    (a[key] as number) - (b[key] as number);

/** The report as tables: by day (newest first), by app and by reviewer. Export takes the tab on screen. */
export default function ReportTables({ report, loading, view, onView }: Props) {
  const t = useT();
  const empty = { emptyText: t('auditReport.empty') };
  const countCol = <T,>(key: keyof T & string): ColumnsType<T>[number] => ({
    key,
    dataIndex: key,
    title: t(`auditReport.col.${key}`),
    align: 'end',
    sorter: byNumber<T>(key),
    render: num,
  });
  const rateCol = <T extends { approved: number; rejected: number }>(): ColumnsType<T>[number] => ({
    key: 'rate',
    title: t('auditReport.col.approvalRate'),
    align: 'end',
    sorter: (a, b) => (approvalRate(a.approved, a.rejected) ?? -1) - (approvalRate(b.approved, b.rejected) ?? -1),
    render: (_v, r) => formatPercent(approvalRate(r.approved, r.rejected), 1),
  });

  const dayColumns: ColumnsType<DayRow> = [
    {
      key: 'date',
      dataIndex: 'date',
      title: t('auditReport.col.date'),
      sorter: (a, b) => a.date.localeCompare(b.date),
      defaultSortOrder: 'descend',
      render: (d: string) => formatDay(d),
    },
    countCol<DayRow>('submitted'),
    countCol<DayRow>('approved'),
    countCol<DayRow>('rejected'),
    countCol<DayRow>('pending'),
  ];
  const appColumns: ColumnsType<AppRow> = [
    {
      key: 'appName',
      dataIndex: 'appName',
      title: t('auditReport.col.app'),
      ellipsis: true,
      render: (_, row) => <Name>{row.appName}</Name>,
      sorter: (a, b) => a.appName.localeCompare(b.appName),
    },
    countCol<AppRow>('approved'),
    countCol<AppRow>('rejected'),
    countCol<AppRow>('pending'),
    rateCol<AppRow>(),
  ];
  const reviewerColumns: ColumnsType<ReviewerRow> = [
    {
      key: 'reviewer',
      dataIndex: 'reviewer',
      title: t('auditReport.col.reviewer'),
      sorter: (a, b) => a.reviewer.localeCompare(b.reviewer),
    },
    countCol<ReviewerRow>('approved'),
    countCol<ReviewerRow>('rejected'),
    {
      key: 'decided',
      title: t('auditReport.col.decided'),
      align: 'end',
      sorter: (a, b) => a.approved + a.rejected - (b.approved + b.rejected),
      render: (_v, r) => num(r.approved + r.rejected),
    },
    rateCol<ReviewerRow>(),
  ];

  // One table shape for all three views; only the reviewer list is short enough to show unpaged.
  const table = <T extends object>(
    rowKey: keyof T & string,
    columns: ColumnsType<T>,
    rows: T[] | undefined,
    paged: boolean,
  ) => (
    <Table<T>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows ?? []}
      loading={loading}
      locale={empty}
      pagination={paged ? PAGED : false}
    />
  );
  const tables: Record<AuditView, JSX.Element> = {
    day: table<DayRow>('date', dayColumns, report?.days, true),
    app: table<AppRow>('appId', appColumns, report?.byApp, true),
    reviewer: table<ReviewerRow>('reviewer', reviewerColumns, report?.byReviewer, false),
  };

  return (
    <Card data-testid="audit-tables">
      <Tabs
        activeKey={view}
        onChange={(key) => onView(key as AuditView)}
        items={AUDIT_VIEWS.map((v) => ({ key: v, label: t(`auditReport.view.${v}`), children: tables[v] }))}
      />
    </Card>
  );
}
