import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, todayIn } from '@/utils/dateRange';
import { fetchSettlement } from '@/features/settlement/api';
import { renderSettlement, reportRows, where } from './renderSettlement';
import { settlementPageTests, tableState } from './pageTests';

// The settlement page's paging and grouping on the server (what it shows first: page.test.tsx).
const { recordReportCalls } = settlementPageTests();
const today = todayIn('Asia/Shanghai');

describe('settlement report page', () => {
  it('pages on the server and keeps the page in the link', async () => {
    const calls = recordReportCalls();
    renderSettlement(`?start=${addDays(today, -29)}&end=${today}&size=10`);
    await waitFor(() => expect(tableState()).toBe('ready'));
    expect(screen.getByText('30 in total')).toBeInTheDocument();
    const firstDay = reportRows()[0].textContent;
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(where().get('page')).toBe('2'));
    await waitFor(() => expect(tableState()).toBe('ready'));
    expect(calls.at(-1)).toMatchObject({ current: 2, pageSize: 10 });
    expect(reportRows()).toHaveLength(10);
    expect(reportRows()[0].textContent).not.toBe(firstDay);
  });

  it('applies a new grouping only on Query, refuses none, and starts again from page 1', async () => {
    const calls = recordReportCalls();
    renderSettlement(`?page=2&start=${addDays(today, -29)}&end=${today}&size=10`);
    await waitFor(() => expect(tableState()).toBe('ready'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    expect(await screen.findByText('Choose at least one grouping')).toBeInTheDocument();
    expect(where().get('page')).toBe('2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'App' }));
    expect(where().get('group')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(where().get('group')).toBe('app'));
    await waitFor(() => expect(tableState()).toBe('ready'));
    expect(where().get('page')).toBeNull();
    expect(calls.at(-1)).toMatchObject({ groupBy: ['app'], current: 1 });
    const expected = await fetchSettlement({ startDate: addDays(today, -29), endDate: today, groupBy: ['app'] });
    expect(screen.getByText(`${expected.total} in total`)).toBeInTheDocument();
    expect(reportRows()).toHaveLength(expected.list.length);
    expect(screen.queryByRole('columnheader', { name: /Date/ })).not.toBeInTheDocument();
    // Server strings are text, never markup.
    expect(screen.getByText('Tap & Match <b>Puzzle</b>')).toBeInTheDocument();
  });
});
