/**
 * The settlement page compared with another period (issue 17): the control
 * writes the comparison into the URL and the request, the change columns and
 * their totals follow the server's joined figures, and the chart gets both
 * periods' lines and a text alternative.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchSettlement } from '@/features/settlement/api';
import { configureSession } from '@/session';
import { addDays, todayIn } from '@/utils/dateRange';
import { formatChange, formatDay, formatTimeOfDay } from '@/utils/format';
import { setupMockApi } from '../support/mockApi';
import { renderSettlement, totalsByColumn, where } from './renderSettlement';
import { signInDemo } from './support';

// The chart (uPlot, canvas) does not run in jsdom; a stand-in shows what it was given.
jest.mock('@/components/UPlotChart/LazyChart', () => ({
  __esModule: true,
  ChartBoundary: ({ children }: { children: unknown }) => children,
  default: (props: {
    xLabels: string[];
    xFull?: string[];
    partialIndex?: number;
    series: { label: string; values: number[] }[];
  }) =>
    require('react').createElement('div', {
      'data-testid': 'chart',
      'data-points': props.xLabels.length,
      'data-partial': props.partialIndex ?? '',
      'data-partial-label': props.partialIndex === undefined ? '' : props.xFull?.[props.partialIndex],
      'data-series': props.series.map((s) => s.label).join('|'),
      'data-values': JSON.stringify(props.series.map((s) => s.values)),
    }),
}));

const api = setupMockApi();
const today = todayIn('Asia/Shanghai');

const tableState = () => screen.getByTestId('settlement-table').getAttribute('data-state');

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/information/settlement' });
  api.server.events.removeAllListeners();
  await signInDemo();
});

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

describe('a period holding today, in the morning (issue 31)', () => {
  // 09:30 in Shanghai: figures run to 09:00 (the msw mock and the page read Date.now).
  beforeEach(async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
    jest.setSystemTime(Date.parse('2026-11-27T09:30:00+08:00'));
    await signInDemo();
  });
  afterEach(() => jest.useRealTimers());

  it('draws today as partial, labelled so far until 09:00, and compares it with the same hours of its day', async () => {
    renderSettlement('?start=2026-11-21&end=2026-11-27&compare=previousPeriod');
    await waitFor(() => expect(tableState()).toBe('ready'));
    const chart = await screen.findByTestId('chart');
    await waitFor(() => expect(chart).toHaveAttribute('data-partial', '6'));
    const nine = formatTimeOfDay('2026-11-27T01:00:00Z', 'Asia/Shanghai', 'en-US');
    expect(nine).toMatch(/^09:00/);
    expect(chart).toHaveAttribute('data-partial-label', `${formatDay('2026-11-27')} · so far, until ${nine}`);
    expect(screen.getByTestId('compare-chart-same-hours')).toHaveTextContent(
      `Today counts up to ${nine}: it is compared with ${formatDay('2026-11-20')} up to ${nine}, the same hours.`,
    );
  });

  it("the table's row for today carries the chart's mark, so far until 09:00; the other days none", async () => {
    const nine = formatTimeOfDay('2026-11-27T01:00:00Z', 'Asia/Shanghai', 'en-US');
    for (const search of [
      '?start=2026-11-21&end=2026-11-27',
      '?start=2026-11-21&end=2026-11-27&compare=previousPeriod',
    ]) {
      const view = renderSettlement(search);
      await waitFor(() => expect(tableState()).toBe('ready'));
      const rows = within(screen.getByTestId('settlement-table')).getAllByRole('row');
      const todayRow = rows.find((r) => within(r).queryByText(formatDay('2026-11-27')));
      expect(todayRow).toBeDefined();
      expect(within(todayRow as HTMLElement).getByTestId('today-so-far')).toHaveTextContent(`so far, until ${nine}`);
      expect(screen.getAllByTestId('today-so-far')).toHaveLength(1);
      view.unmount();
    }
  });

  it('a range ending yesterday has no partial point and no same-hours note', async () => {
    renderSettlement('?start=2026-11-20&end=2026-11-26&compare=previousPeriod');
    await waitFor(() => expect(tableState()).toBe('ready'));
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveAttribute('data-partial', '');
    expect(screen.queryByTestId('compare-chart-same-hours')).not.toBeInTheDocument();
    // Nor a row marked "so far".
    expect(screen.queryByTestId('today-so-far')).not.toBeInTheDocument();
  });
});
