/**
 * The settlement page compared with another period (issue 17): the control
 * writes the comparison into the URL and the request, the change columns and
 * their totals follow the server's joined figures, and the chart gets both
 * periods' lines and a text alternative.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchSettlement } from '@/features/settlement/api';
import { addDays, todayIn } from '@/utils/dateRange';
import { formatChange } from '@/utils/format';
import { renderSettlement, totalsByColumn, where } from './renderSettlement';
import { settlementPageTests, tableState } from './pageTests';

// The chart (uPlot, canvas) does not run in jsdom; a stand-in shows what it was given.
jest.mock('@/components/UPlotChart/LazyChart', () => jest.requireActual('./chartStandIn'));

const api = settlementPageTests();
const today = todayIn('Asia/Shanghai');

// A period holding today, in the morning: comparePartialDay.test.tsx (issue 30: one file was among the suite's
// longest; jest runs the two side by side).
describe('settlement report compared with another period', () => {
  it('picks "Previous period": URL, request, change columns with totals, chart with both periods', async () => {
    const calls: { compare?: string }[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/media/settlement/list') calls.push(await request.clone().json());
    });
    renderSettlement();
    await waitFor(() => expect(tableState()).toBe('ready'));
    expect(screen.queryAllByText('Estimated earnings change %')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Compare with' }));
    fireEvent.click(await screen.findByTitle('Previous period'));
    await waitFor(() => expect(where().get('compare')).toBe('previousPeriod'));
    await waitFor(() => expect(calls.at(-1)?.compare).toBe('previousPeriod'));
    await waitFor(() => expect(tableState()).toBe('ready'));

    // Default change columns (issue 31): impressions, the earnings' eCPM and the earnings.
    for (const title of [
      'Impressions change',
      'eCPM change %',
      'Estimated earnings change',
      'Estimated earnings change %',
    ])
      expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Clicks change')).toHaveLength(0);

    const start = addDays(today, -6);
    const expected = await fetchSettlement({
      startDate: start,
      endDate: today,
      groupBy: ['day'],
      compare: 'previousPeriod',
    });
    const prev = expected.comparison?.compareTotals;
    expect(expected.comparison?.compareStartDate).toBe(addDays(today, -13));
    const ratio = (expected.totals.earnings - (prev?.earnings ?? 0)) / (prev?.earnings ?? 1);
    expect(totalsByColumn().get('Estimated earnings change %')).toContain(formatChange(ratio, 'en-US'));
    expect(screen.getByTestId('settlement-compare-period').textContent).toContain('Compared with');

    // The chart: 7 days, this period's line and the comparison period's, named by their dates.
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveAttribute('data-points', '7');
    expect(chart.getAttribute('data-series')?.split('|')).toHaveLength(2);
    const [cur, before] = JSON.parse(chart.getAttribute('data-values') ?? '[]') as number[][];
    expect(cur.reduce((a, b) => a + b, 0)).toBeCloseTo(expected.totals.earnings, 1);
    expect(before.reduce((a, b) => a + b, 0)).toBeCloseTo(prev?.earnings ?? 0, 1);
    const summary = screen.getByTestId('compare-chart-summary');
    expect(summary).toHaveTextContent(/^Estimated earnings: \$/);
    // The text alternative as a table: a row per day with both figures.
    fireEvent.click(screen.getByRole('button', { name: 'Show the figures as a table' }));
    const table = await screen.findByTestId('compare-chart-table');
    expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(8);
  });

  it('a link with a comparison and picked metrics shows them; "No comparison" takes them out of the URL', async () => {
    renderSettlement(`?start=${addDays(today, -6)}&end=${today}&compare=lastYear&change=clicks&chart=clicks`);
    await waitFor(() => expect(tableState()).toBe('ready'));
    expect((await screen.findAllByText('Clicks change %')).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Estimated earnings change')).toHaveLength(0);
    expect(await screen.findByText('Chart: Clicks')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Compare with' }));
    fireEvent.click(await screen.findByTitle('No comparison'));
    await waitFor(() => expect(where().get('compare')).toBeNull());
    expect(where().get('change')).toBeNull();
    await waitFor(() => expect(screen.queryAllByText('Clicks change %')).toHaveLength(0));
    expect(screen.queryByTestId('compare-chart')).not.toBeInTheDocument();
  });
});
