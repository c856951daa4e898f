import { Button, Table, Typography, type TableColumnsType } from 'antd';
import type { MonthBill } from '@/contract/typings';
import { BILLING_TIME_ZONE } from '@/contract/values';
import { formatDateTime, formatMoney, formatMonth, formatPercent } from '@/utils/format';
import { COLUMN_WIDTH, NUMBER_CELL, SCROLL_X } from '@/utils/tableLayout';
import { useT } from '@/hooks/useT';
import { isolateFigure } from '@/components/text';
import { StatementStatusTag } from '../labels';
import WaitCell from './WaitCell';

const MONEY_COLUMN = { align: 'end' as const, width: COLUMN_WIDTH.money + 16, onCell: () => ({ style: NUMBER_CELL }) };

/** The date that matters for a month's status, with what it means. */
export function keyDate(b: MonthBill, t: (id: string, v?: Record<string, string>) => string): string {
  const at = (iso: string | null) => formatDateTime(iso, BILLING_TIME_ZONE);
  switch (b.status) {
    case 'pending':
      return t('payments.date.deadline', { date: at(b.deadline) });
    case 'confirmed':
      return t(b.autoConfirmed ? 'payments.date.autoConfirmed' : 'payments.date.confirmed', {
        date: at(b.confirmedAt),
      });
    case 'invoiced':
      return t('payments.date.invoiced', { date: at(b.invoicedAt) });
    case 'paid':
      return t('payments.date.paid', { date: at(b.paidAt) });
    case 'disputed':
      return t('payments.date.disputed', { date: at(b.disputedAt) });
    default:
      return t('payments.date.open');
  }
}

type MoneyKey = 'grossRevenue' | 'mediaRevenue' | 'adjustments' | 'payable';

interface Props {
  bills: MonthBill[] | undefined;
  loading: boolean;
  onOpen: (month: string) => void;
}

/** The last 24 months, newest first; every money column sorts (the list is whole, so sorting is local). */
export default function StatementTable({ bills, loading, onOpen }: Props) {
  const t = useT();
  // One left-to-right run (isolateFigure): a negative amount reads "-$331.13" in ar-EG and fa-IR, never "$-331.13 US".
  const money = (n: number, b: MonthBill) => isolateFigure(formatMoney(n, b.currency));
  // A money column: sorted by its amount, in the month's currency; the payable in bold.
  // `narrow`: the split's columns (issue 52: media revenue and adjustments in view at 1280 px beside the payable).
  const moneyColumn = (
    title: string,
    key: MoneyKey,
    strong = false,
    narrow = false,
  ): TableColumnsType<MonthBill>[number] => ({
    title,
    dataIndex: key,
    sorter: (a, b) => a[key] - b[key],
    ...MONEY_COLUMN,
    ...(narrow ? { width: COLUMN_WIDTH.money } : {}),
    render: (n: number, b) => (strong ? <Typography.Text strong>{money(n, b)}</Typography.Text> : money(n, b)),
  });
  const columns: TableColumnsType<MonthBill> = [
    {
      title: t('payments.col.month'),
      dataIndex: 'month',
      fixed: 'left',
      width: 124,
      sorter: (a, b) => a.month.localeCompare(b.month),
      defaultSortOrder: 'descend',
      render: (m: string) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(m)}>
          {formatMonth(m)}
        </Button>
      ),
    },
    // The key columns first (issue 33): what is payable, its status and the date that matters are in view at
    // 1280 px; the split behind the payable follows.
    moneyColumn(t('payments.col.payable'), 'payable', true, true),
    {
      title: t('payments.col.status'),
      dataIndex: 'status',
      width: 130,
      // The "revised" mark under the tag, not beside it (issue 52: the row has two lines for the month's wait).
      render: (_: unknown, b) => (
        <span
          style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', whiteSpace: 'nowrap' }}
        >
          <StatementStatusTag status={b.status} />
          {b.revised && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('payments.revised')}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: t('payments.col.date'),
      key: 'date',
      width: 230,
      // One line (issue 33): the column grows to its longest date rather than the row to two lines.
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      // Issue 52: under the date, what an unpaid month waits for and the day it is paid once that is done.
      render: (_: unknown, b) => (
        <>
          <Typography.Text type="secondary">{keyDate(b, t)}</Typography.Text>
          <WaitCell bill={b} />
        </>
      ),
    },
    // What makes the payable (media revenue + adjustments) in view at 1280 px (issue 52), then the gross and the
    // share it comes from.
    moneyColumn(t('payments.col.media'), 'mediaRevenue', false, true),
    moneyColumn(t('payments.col.adjustments'), 'adjustments', false, true),
    moneyColumn(t('payments.col.gross'), 'grossRevenue'),
    {
      title: t('payments.col.share'),
      dataIndex: 'mediaShareRate',
      align: 'end',
      width: 90,
      render: (n: number) => formatPercent(n, 0),
    },
  ];
  return (
    <Table<MonthBill>
      rowKey="month"
      size="small"
      data-testid="statement-table"
      data-state={loading ? 'loading' : 'ready'}
      columns={columns}
      dataSource={bills}
      loading={loading}
      pagination={false}
      scroll={SCROLL_X}
      locale={{ emptyText: t('payments.empty') }}
    />
  );
}
