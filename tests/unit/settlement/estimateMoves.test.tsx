/**
 * Fresh or final (issue 49): the report says how far the days that became final this week moved since their first
 * estimate, on each such day's row and in all above the table; estimated days and older final days say nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { stripIsolates } from '@/components/text/isolate';
import { addDays } from '@/utils/dateRange';
import { formatDay } from '@/utils/format';
import { renderSettlement, reportRows } from './renderSettlement';
import { settlementPageTests, tableState } from './pageTests';
import { signInDemo } from './support';

jest.mock('@/components/UPlotChart/LazyChart', () => jest.requireActual('./chartStandIn'));

settlementPageTests();

/** The report's days, 16–27 November. */
const DAYS = Array.from({ length: 12 }, (_, i) => addDays('2026-11-16', i));

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.+-]/g, '').replace('+', '')) * 100);

describe('days that became final this week', () => {
  beforeEach(async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
    // 27 November, 09:30 in Shanghai: the 25th–27th are estimates, the 18th–24th final for at most a week.
    jest.setSystemTime(Date.parse('2026-11-27T09:30:00+08:00'));
    await signInDemo();
  });
  afterEach(() => jest.useRealTimers());

  it('each told day shows its move under "Final", and the meta line adds them up', async () => {
    renderSettlement('?start=2026-11-16&end=2026-11-27');
    await waitFor(() => expect(tableState()).toBe('ready'));
    const summary = await screen.findByTestId('settlement-moved');
    const text = stripIsolates(summary.textContent ?? '');
    expect(text).toMatch(
      /^7 days of this period became final this week: earnings moved [+-]\$[\d,.]+ in all since their first estimates\.$/,
    );
    let sum = 0;
    const told: string[] = [];
    for (const row of reportRows()) {
      // The row's move, named in full for a screen reader, the amount shown under the "Final" tag.
      const moved = within(row).queryByLabelText(/since their first estimate$/);
      if (!moved) continue;
      told.push(DAYS.find((d) => within(row).queryByText(formatDay(d))) as string);
      const amount = stripIsolates(moved.getAttribute('aria-label') ?? '').match(
        /^Final\. Earnings moved ([+-]\$[\d,.]+) since their first estimate$/,
      )?.[1];
      expect(amount).toBeDefined();
      expect(within(moved).getByText('Final')).toBeInTheDocument();
      expect(within(moved).getByText(amount as string)).toBeInTheDocument();
      sum += cents(amount as string);
    }
    expect(told.length).toBeGreaterThan(0);
    for (const d of told) expect(d >= '2026-11-18' && d <= '2026-11-24').toBe(true);
    expect(sum).toBe(cents(text.replace(/.*moved /, '').replace(/ in all.*/, '')));
  });
});
