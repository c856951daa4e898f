import { screen, waitFor, within } from '@testing-library/react';
import { addDays, todayIn } from '@/utils/dateRange';
import { fetchSettlement } from '@/features/settlement/api';
import { renderSettlement, reportRows, totalsByColumn, where } from './renderSettlement';
import { settlementPageTests, tableState } from './pageTests';

const { recordReportCalls } = settlementPageTests();
const today = todayIn('Asia/Shanghai');

// Paging and grouping: pagePaging.test.tsx (issue 30: one file was among the suite's longest; jest runs the two
// side by side).
describe('settlement report page', () => {
  it('shows the last 7 days by day with status tags, the server totals, time zone and currency', async () => {
    const calls = recordReportCalls();
    renderSettlement();
    expect(tableState()).toBe('loading');
    await waitFor(() => expect(tableState()).toBe('ready'));
    expect(reportRows()).toHaveLength(7);
    expect(calls.at(-1)).toMatchObject({
      startDate: addDays(today, -6),
      endDate: today,
      groupBy: ['day'],
      current: 1,
      // Issue 33: a report opens with 50 rows.
      pageSize: 50,
    });
    // The link now names the period applied.
    expect(where().get('start')).toBe(addDays(today, -6));

    const expected = await fetchSettlement({ startDate: addDays(today, -6), endDate: today, groupBy: ['day'] });
    const totals = screen.getByTestId('settlement-totals');
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(within(totals).getByText(expected.totals.requests.toLocaleString('en-US'))).toBeInTheDocument();
    // Issue 31: the headline is the publisher's earnings; gross starts hidden (the column settings show it).
    const byColumn = totalsByColumn();
    expect(byColumn.get('Estimated earnings')).toBe(
      `$${expected.totals.earnings.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(byColumn.has('Gross revenue')).toBe(false);
    expect(byColumn.get('Fill rate')).toBe(`${(expected.totals.fillRate * 100).toFixed(2)}%`);

    // Newest first: today, yesterday and the day before are estimates, older days final.
    const tags = reportRows().map((row) => within(row).getByText(/^(Estimated|Final)$/).textContent);
    expect(tags).toEqual(['Estimated', 'Estimated', 'Estimated', 'Final', 'Final', 'Final', 'Final']);
    expect(screen.getByTestId('settlement-timezone')).toHaveTextContent('Time zone: Asia/Shanghai');
    expect(screen.getByTestId('settlement-currency')).toHaveTextContent('Currency: USD');
  });

  it('ignores hostile and foreign values of a shared link and cleans the link', async () => {
    const calls = recordReportCalls();
    renderSettlement(
      '?apps=1001,1013,abc,-5&types=banner,popunder&group=app,week&size=15&page=x&sort=secret&order=up&start=2026-02-30&end=x',
    );
    await waitFor(() => expect(tableState()).toBe('ready'));
    // 1013 belongs to another publisher: it never reaches the API (which would answer 4001).
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      appIds: [1001],
      adTypes: ['banner'],
      groupBy: ['app'],
      current: 1,
      pageSize: 50,
      startDate: addDays(today, -6),
    });
    expect(calls[0]).not.toHaveProperty('sortField');
    expect(where().get('apps')).toBe('1001');
    expect(where().get('types')).toBe('banner');
    expect(where().get('size')).toBeNull();
    expect(reportRows()).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: /^App(?! ID)/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'App ID' })).toBeInTheDocument();
  });

  it('opens with 50 rows a page', async () => {
    const calls = recordReportCalls();
    renderSettlement(`?start=${addDays(today, -59)}&end=${today}`);
    await waitFor(() => expect(tableState()).toBe('ready'));
    expect(calls.at(-1)).toMatchObject({ current: 1, pageSize: 50 });
    expect(screen.getByText('60 in total')).toBeInTheDocument();
    // The header row, 50 days and the totals row.
    expect(within(screen.getByTestId('settlement-table')).getAllByRole('row')).toHaveLength(52);
    expect(where().get('size')).toBeNull();
  });
});
