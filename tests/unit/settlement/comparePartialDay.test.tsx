/**
 * The settlement page compared with another period over a period that holds today, in the morning (issue 31):
 * today is drawn and listed as partial, so far until the last full hour, and compared with the same hours of its
 * day (the comparison itself: comparePage.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { formatDay, formatTimeOfDay } from '@/utils/format';
import { renderSettlement } from './renderSettlement';
import { settlementPageTests, tableState } from './pageTests';
import { signInDemo } from './support';

// The chart (uPlot, canvas) does not run in jsdom; a stand-in shows what it was given.
jest.mock('@/components/UPlotChart/LazyChart', () => jest.requireActual('./chartStandIn'));

settlementPageTests();

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
