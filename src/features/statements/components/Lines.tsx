import { Table, Tabs } from 'antd';
import { SCROLL_X } from '@/utils/tableLayout';
import type { MonthBillAppLine, MonthBillDetail, MonthBillPositionLine } from '@/contract/typings';
import { formatInteger, formatMoney } from '@/utils/format';
import { isolateFigure } from '@/components/text';
import { NUMBER_CELL } from '@/utils/tableLayout';
import { useT } from '@/hooks/useT';

/** The month split by app and by ad position (names are server text, rendered as text). */
export default function Lines({ detail }: { detail: MonthBillDetail }) {
  const t = useT();
  // One left-to-right run (isolateFigure): a negative amount reads "-$330.33" in ar-EG and fa-IR too.
  const money = (n: number) => isolateFigure(formatMoney(n, detail.bill.currency));
  const num = { align: 'end' as const, onCell: () => ({ style: NUMBER_CELL }) };
  const figures = [
    {
      title: t('statements.col.impressions'),
      dataIndex: 'impressions',
      ...num,
      render: (n: number) => formatInteger(n),
    },
    { title: t('statements.col.gross'), dataIndex: 'grossRevenue', ...num, render: money },
    { title: t('statements.col.media'), dataIndex: 'mediaRevenue', ...num, render: money },
  ];
  return (
    <Tabs
      items={[
        {
          key: 'app',
          label: t('statements.lines.byApp'),
          children: (
            <Table<MonthBillAppLine>
              rowKey="appId"
              size="small"
              // Scrolls inside the drawer when a phone is narrower than its columns (issue 34).
              scroll={SCROLL_X}
              pagination={false}
              dataSource={detail.byApp}
              columns={[{ title: t('statements.col.app'), dataIndex: 'appName' }, ...figures]}
            />
          ),
        },
        {
          key: 'position',
          label: t('statements.lines.byPosition'),
          children: (
            <Table<MonthBillPositionLine>
              rowKey="adPositionId"
              size="small"
              scroll={SCROLL_X}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={detail.byAdPosition}
              columns={[
                { title: t('statements.col.position'), dataIndex: 'adPositionName' },
                { title: t('statements.col.app'), dataIndex: 'appName' },
                ...figures,
              ]}
            />
          ),
        },
      ]}
    />
  );
}
