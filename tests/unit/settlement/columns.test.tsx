import { fireEvent, render, screen, within } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { Table } from 'antd';
import { buildColumns, columnKeys } from '@/features/settlement/columns';
import { TotalsRow } from '@/features/settlement/components/ReportTable';
import StatusTag from '@/features/settlement/components/StatusTag';
import type { SettlementResult, SettlementRow } from '@/contract/typings';
import { tagsIn } from '../support/markup';

const intl = getIntl('en-US');

beforeEach(() => localStorage.setItem('umi_locale', 'en-US'));

const rows: SettlementRow[] = [
  {
    key: '2026-03-15|1007|2031',
    date: '2026-03-15',
    status: 'estimated',
    appId: 1007,
    appName: 'Tap & Match <b>Puzzle</b>',
    adPositionId: 2031,
    adPositionName: 'Feed native',
    unitId: 'mc-1007-2031',
    adType: 'native',
    requests: 1234567,
    fills: 1000000,
    fillRate: 0.81,
    impressions: 900000,
    showRate: 0.9,
    clicks: 12345,
    ctr: 0.0137,
    ecpm: 3.456,
    revenue: 3110.4,
    earningsEcpm: 2.42,
    earnings: 2177.28,
  },
  {
    key: '2026-03-01|1001|2001',
    date: '2026-03-01',
    status: 'final',
    appId: 1001,
    appName: 'Block Puzzle Classic',
    adPositionId: 2001,
    adPositionName: 'Launch splash',
    adType: 'splash',
    requests: 10,
    fills: 0,
    fillRate: 0,
    impressions: 0,
    showRate: 0,
    clicks: 0,
    ctr: 0,
    ecpm: 0,
    revenue: 0,
    earningsEcpm: 0,
    earnings: 0,
  },
];

const data = {
  current: 1,
  pageSize: 10,
  total: 2,
  list: rows,
  groupBy: ['day', 'adPosition'],
  startDate: '2026-03-01',
  endDate: '2026-03-15',
  timeZone: 'Asia/Shanghai',
  currency: 'USD',
  updatedAt: '2026-03-15T03:00:00.000Z',
  totals: {
    requests: 1234577,
    fills: 1000000,
    fillRate: 0.81,
    impressions: 900000,
    showRate: 0.9,
    clicks: 12345,
    ctr: 0.0137,
    ecpm: 3.46,
    revenue: 3110.4,
    earningsEcpm: 2.42,
    earnings: 2177.28,
  },
} as SettlementResult;

function renderTable(visible = columnKeys(data.groupBy)) {
  const columns = buildColumns(intl, {
    groupBy: data.groupBy,
    currency: 'USD',
    sortField: 'revenue',
    sortOrder: 'descend',
  }).filter((c) => visible.includes(String(c.key)));
  return render(
    <RawIntlProvider value={intl}>
      <Table<SettlementRow>
        rowKey="key"
        columns={columns as never}
        dataSource={rows}
        pagination={false}
        summary={() => (
          <Table.Summary>
            <TotalsRow data={data} visible={visible} />
          </Table.Summary>
        )}
      />
    </RawIntlProvider>,
  );
}

describe('report columns', () => {
  it('shows the grouping columns first, then the metrics, gross before the headline earnings', () => {
    expect(columnKeys(['day'])).toEqual([
      'date',
      'status',
      'requests',
      'fills',
      'fillRate',
      'impressions',
      'showRate',
      'clicks',
      'ctr',
      'ecpm',
      'revenue',
      'earningsEcpm',
      'earnings',
    ]);
    // IDs beside the names.
    expect(columnKeys(['app']).slice(0, 3)).toEqual(['appName', 'appId', 'requests']);
    // An ad position belongs to an app: its app is shown too, and its SDK unit ID.
    expect(columnKeys(['adPosition']).slice(0, 7)).toEqual([
      'appName',
      'appId',
      'adPositionName',
      'adPositionId',
      'unitId',
      'adType',
      'requests',
    ]);
    // The new dimensions (issue 17): an hour with its day, ad type, platform, country.
    expect(columnKeys(['hour', 'adType', 'platform', 'country']).slice(0, 7)).toEqual([
      'date',
      'hour',
      'status',
      'adType',
      'platform',
      'country',
      'requests',
    ]);
  });

  it('sorts only on the server and only where the grouping has the field', () => {
    const cols = buildColumns(intl, { groupBy: ['app'], currency: 'USD', sortField: 'revenue', sortOrder: 'descend' });
    const byKey = Object.fromEntries(cols.map((c) => [String(c.key), c]));
    expect(byKey.appName.sorter).toBe(true);
    expect(byKey.revenue.sortOrder).toBe('descend');
    expect(byKey.requests.sortOrder).toBeNull();
    expect(
      buildColumns(intl, { groupBy: ['day'], currency: 'USD' }).find((c) => c.key === 'status')?.sorter,
    ).toBeUndefined();
  });

  it('formats each cell by its kind and renders server text as text', () => {
    renderTable();
    const [first, second] = screen.getAllByRole('row').slice(1, 3);
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '03/15/2026',
      'Estimated',
      'Tap & Match <b>Puzzle</b>',
      '1007',
      'Feed native',
      '2031',
      'mc-1007-2031',
      'Native',
      '1,234,567',
      '1,000,000',
      '81.00%',
      '900,000',
      '90.00%',
      '12,345',
      '1.37%',
      '$3.46',
      '$3,110.40',
      '$2.42',
      '$2,177.28',
    ]);
    expect(tagsIn(first).map((tag) => tag.name)).not.toContain('b');
    expect(within(second).getByText('Final')).toBeInTheDocument();
    expect(within(second).getAllByText('0.00%')).toHaveLength(3);
  });

  it('explains every metric in its header, on hover and on keyboard focus', async () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /^eCPM/ });
    const hint = within(header).getByText('eCPM');
    expect(hint).toHaveAttribute('tabindex', '0');
    fireEvent.focus(hint);
    expect(
      await screen.findByText('Your earnings per thousand impressions: earnings × 1000 ÷ impressions.'),
    ).toBeInTheDocument();
    // Issue 31: gross is labelled gross, its hint names the platform's share.
    const gross = within(screen.getByRole('columnheader', { name: /^Gross revenue/ })).getByText('Gross revenue');
    fireEvent.focus(gross);
    expect(
      await screen.findByText('What advertisers paid, before the platform’s 30% share. Your earnings are 70% of it.'),
    ).toBeInTheDocument();
    for (const name of [
      'Requests',
      'Fills',
      'Fill rate',
      'Impressions',
      'Show rate',
      'Clicks',
      'CTR',
      'Gross eCPM',
      'Gross revenue',
      'Estimated earnings',
    ]) {
      expect(within(screen.getByRole('columnheader', { name: new RegExp(name) })).getByText(name)).toHaveAttribute(
        'aria-description',
      );
    }
  });
});

describe('totals row', () => {
  it('shows the server totals under the metric columns, the label across the grouping columns', () => {
    renderTable();
    const totals = screen.getByTestId('settlement-totals');
    const cells = within(totals).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Total');
    expect(cells[0]).toHaveAttribute('colspan', '8');
    expect(cells.slice(1).map((c) => c.textContent)).toEqual([
      '1,234,577',
      '1,000,000',
      '81.00%',
      '900,000',
      '90.00%',
      '12,345',
      '1.37%',
      '$3.46',
      '$3,110.40',
      '$2.42',
      '$2,177.28',
    ]);
  });

  it('follows the column chooser: hidden columns leave the totals row too', () => {
    const visible = columnKeys(data.groupBy).filter((k) => !['status', 'adType', 'fills', 'ctr'].includes(k));
    renderTable(visible);
    const cells = within(screen.getByTestId('settlement-totals')).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('colspan', '6');
    expect(cells).toHaveLength(1 + 9);
    expect(cells.map((c) => c.textContent)).not.toContain('1.37%');
    // Each total stays under its own column.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(6)).toEqual([
      'Requests',
      'Fill rate',
      'Impressions',
      'Show rate',
      'Clicks',
      'Gross eCPM',
      'Gross revenue',
      'eCPM',
      'Estimated earnings',
    ]);
    expect(cells.slice(1).map((c) => c.textContent)).toEqual([
      '1,234,577',
      '81.00%',
      '900,000',
      '90.00%',
      '12,345',
      '$3.46',
      '$3,110.40',
      '$2.42',
      '$2,177.28',
    ]);
  });
});

describe('day status', () => {
  it('tags estimated and final days differently', () => {
    render(
      <RawIntlProvider value={intl}>
        <StatusTag status="estimated" />
        <StatusTag status="final" />
      </RawIntlProvider>,
    );
    const estimated = screen.getByText('Estimated');
    const final = screen.getByText('Final');
    expect(estimated).toHaveAttribute('data-status', 'estimated');
    expect(final).toHaveAttribute('data-status', 'final');
    // antd's tag colours (ant-tag-warning, ant-tag-success): the two statuses look different.
    expect(estimated).toHaveClass('ant-tag-warning');
    expect(final).toHaveClass('ant-tag-success');
  });
});
