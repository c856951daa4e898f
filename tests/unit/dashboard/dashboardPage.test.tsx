import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activeTimeZone } from '@/utils/zone';
import DashboardPage from '@/features/dashboard/DashboardPage';
import {
  dashboardKeys,
  dashboardSummaryQuery,
  fetchDashboardSeries,
  fetchDashboardSummary,
  fetchDashboardTop,
} from '@/features/dashboard/api';
import { configureSession, rearmInvalidSession } from '@/session';
import { parseQuery } from '@/features/settlement/query';
import enSettlement from '@/locales/en-US/settlement';
import { formatDay, formatMoney, formatInteger, formatPercent, formatTimeOfDay } from '@/utils/format';
import { appAdsProblems } from '@/features/traffic/api';
import { setupMockApi } from '../support/mockApi';
import { signInAs } from '../support/signIn';
import { ALL_CODES, renderPage, testQueryClient } from '../support/renderPage';

// The chart (uPlot, canvas) does not run in jsdom; a stand-in shows what it was given.
jest.mock('@/components/UPlotChart/LazyChart', () => ({
  __esModule: true,
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
    }),
}));

const api = setupMockApi();

function card(label: string) {
  const kpis = screen.getByTestId('dashboard-kpis');
  const el = within(within(kpis).getByRole('group', { name: label }));
  return {
    value: el.getByTestId('kpi-value').textContent,
    change: el.getByTestId('kpi-change'),
    versus: el.getByTestId('kpi-versus'),
  };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/dashboard' });
  rearmInvalidSession();
});

describe('dashboard services against the mock', () => {
  it('reads the summary, a 30-day series and the top lists of the signed-in account', async () => {
    await signInAs('demo');
    const summary = await fetchDashboardSummary();
    expect(summary).toMatchObject({ timeZone: 'Asia/Shanghai', currency: 'USD' });
    expect(summary.last7Days.current.revenue).toBeGreaterThan(0);
    const series = await fetchDashboardSeries(30);
    expect(series.points).toHaveLength(30);
    expect(series.points[29].date).toBe(summary.today.end);
    const top = await fetchDashboardTop({ period: 'yesterday', limit: 3 });
    expect(top.apps).toHaveLength(3);
    // Issue 31: ranked by the publisher's earnings.
    expect(top.apps[0].earnings).toBeGreaterThanOrEqual(top.apps[1].earnings);
  });
});

describe('dashboard page', () => {
  it('shows the KPI cards of today, then of the chosen period, with changes', async () => {
    await signInAs('demo');
    const summary = await fetchDashboardSummary();
    renderPage(<DashboardPage />);
    expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
    // Issue 31: the publisher's earnings and their eCPM lead, not gross; the switch offers four periods, in order.
    const kpiNames = within(screen.getByTestId('dashboard-kpis'))
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(kpiNames).toEqual(['Estimated earnings', 'Impressions', 'eCPM', 'Fill rate', 'Clicks', 'CTR']);
    expect(screen.getByTestId('dashboard-period')).toHaveTextContent(/^Today ?Yesterday ?Last 7 days ?Month to date$/);

    const today = summary.today.current;
    expect(card('Estimated earnings').value).toBe(formatMoney(today.earnings, 'USD', 'en-US'));
    expect(card('Impressions').value).toBe(formatInteger(today.impressions, 'en-US'));
    expect(card('Fill rate').value).toBe(formatPercent(today.fillRate, 2, 'en-US'));
    expect(card('Estimated earnings').value).toMatch(/^\$[\d,]+\.\d\d$/);
    // Today so far is compared with yesterday up to the same hour, and says so.
    expect(summary.today.previousUntil).toBeDefined();
    expect(screen.getByTestId('dashboard-kpis')).toHaveTextContent(
      `Compared with ${formatDay(summary.today.previousStart, 'en-US')} up to ${formatTimeOfDay(summary.today.previousUntil, 'Asia/Shanghai', 'en-US')}`,
    );

    fireEvent.click(within(screen.getByTestId('dashboard-period')).getByText('Last 7 days'));
    const week = summary.last7Days;
    await waitFor(() =>
      expect(card('Estimated earnings').value).toBe(formatMoney(week.current.earnings, 'USD', 'en-US')),
    );
    expect(card('Clicks').value).toBe(formatInteger(week.current.clicks, 'en-US'));
    const ratio = (week.current.earnings - week.previous.earnings) / week.previous.earnings;
    const change = card('Estimated earnings').change;
    expect(change).toHaveAttribute('data-direction', ratio > 0 ? 'up' : 'down');
    expect(change).toHaveTextContent(`${ratio > 0 ? '+' : '-'}${(Math.abs(ratio) * 100).toFixed(2)}%`);
    expect(change).toHaveTextContent(ratio > 0 ? 'Up' : 'Down');

    // Top lists follow the period.
    const top = await fetchDashboardTop({ period: 'last7Days', limit: 5 });
    const apps = screen.getByTestId('dashboard-top-apps');
    await waitFor(() => expect(within(apps).getByText(top.apps[0].name)).toBeInTheDocument());
    expect(within(apps).getByText(formatMoney(top.apps[0].earnings, 'USD', 'en-US'))).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-note')).toHaveTextContent('Times and days in Asia/Shanghai');
  });

  it('defines every KPI as the settlement report does and says what each is compared with', async () => {
    await signInAs('demo');
    const summary = await fetchDashboardSummary();
    renderPage(<DashboardPage />);
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
    const defs: Record<string, string> = {
      // Issue 31: earnings and their eCPM, with the shares named.
      'Estimated earnings': enSettlement['settlement.def.earnings'].replace('{media}', '70%'),
      Impressions: enSettlement['settlement.def.impressions'],
      eCPM: enSettlement['settlement.def.earningsEcpm'],
      'Fill rate': enSettlement['settlement.def.fillRate'],
      Clicks: enSettlement['settlement.def.clicks'],
      CTR: enSettlement['settlement.def.ctr'],
    };
    const kpis = screen.getByTestId('dashboard-kpis');
    const until = formatTimeOfDay(summary.today.previousUntil, 'Asia/Shanghai', 'en-US');
    for (const [label, definition] of Object.entries(defs)) {
      // The name carries its definition (shown on hover and focus, read by screen readers).
      expect(within(kpis).getByText(label)).toHaveAttribute('aria-description', definition);
      expect(card(label).versus).toHaveTextContent(`vs yesterday until ${until}`);
    }
    fireEvent.focus(within(kpis).getByText('eCPM'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(defs.eCPM);
    fireEvent.click(within(screen.getByTestId('dashboard-period')).getByText('Month to date'));
    await waitFor(() => expect(card('CTR').versus).toHaveTextContent('vs the same days last month'));
  });

  it('opens the settlement report filtered to a top app or ad position, for the same days', async () => {
    await signInAs('demo');
    const top = await fetchDashboardTop({ period: 'yesterday', limit: 5, timeZone: 'Asia/Shanghai' });
    const { history } = renderPage(<DashboardPage />);
    fireEvent.click(within(screen.getByTestId('dashboard-period')).getByText('Yesterday'));
    const apps = screen.getByTestId('dashboard-top-apps');
    const appLink = await within(apps).findByRole('link', { name: top.apps[0].name });
    const [path, search] = appLink.getAttribute('href')!.split('?');
    expect(path).toBe('/information/settlement');
    // What the report reads back from the link: the period and the one app, nothing else.
    expect(parseQuery(search, top.end)).toMatchObject({
      start: top.start,
      end: top.end,
      appIds: [top.apps[0].id],
      adPositionIds: [],
      zone: 'account',
    });
    const pos = top.adPositions[0];
    // Ad positions of different apps may share a name: the first row's.
    const posLink = within(screen.getByTestId('dashboard-top-adPositions')).getAllByTestId('top-link')[0];
    expect(posLink).toHaveTextContent(pos.name);
    expect(parseQuery(posLink.getAttribute('href')!.split('?')[1], top.end)).toMatchObject({
      start: top.start,
      end: top.end,
      appIds: [],
      adPositionIds: [pos.id],
    });
    fireEvent.click(posLink);
    expect(history.location.pathname).toBe('/information/settlement');
    expect(history.location.search).toBe(`?start=${top.start}&end=${top.end}&positions=${pos.id}`);
  });

  it('remembers the chosen period per account, across reloads', async () => {
    await signInAs('demo');
    const first = renderPage(<DashboardPage />);
    const selected = () => screen.getByTestId('dashboard-period').getAttribute('data-period');
    expect(selected()).toBe('today');
    fireEvent.click(within(screen.getByTestId('dashboard-period')).getByText('Last 7 days'));
    await waitFor(() => expect(selected()).toBe('last7Days'));
    first.unmount();
    // A reload (or another tab): the same account finds its period again.
    const again = renderPage(<DashboardPage />);
    expect(selected()).toBe('last7Days');
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
    again.unmount();
    // Another account on the same browser has its own choice.
    await signInAs('sub01');
    renderPage(<DashboardPage />);
    expect(selected()).toBe('today');
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
  });

  it('switches the trend between 7, 30 and 90 days', async () => {
    await signInAs('demo');
    renderPage(<DashboardPage />);
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveAttribute('data-points', '7'));
    expect(screen.getByTestId('chart')).toHaveAttribute('data-series', 'Earnings|Impressions');
    fireEvent.click(within(screen.getByTestId('dashboard-trend')).getByText('Last 90 days'));
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveAttribute('data-points', '90'));
    fireEvent.click(within(screen.getByTestId('dashboard-trend')).getByText('Last 30 days'));
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveAttribute('data-points', '30'));
  });

  it('says so when the range has no traffic, instead of a flat chart', async () => {
    await signInAs('demo');
    const series = await fetchDashboardSeries(7, activeTimeZone());
    const none = series.points.map((p) => ({ ...p, earnings: 0, impressions: 0 }));
    api.server.use(
      http.post('*/media/dashboard/series', () =>
        HttpResponse.json({ code: 0, message: 'OK', result: { ...series, points: none, todaySoFar: undefined } }),
      ),
    );
    renderPage(<DashboardPage />);
    const trend = screen.getByTestId('dashboard-trend');
    // antd's Empty loads when it shows (TrendSection): the text comes once it has.
    expect(await within(trend).findByText('No traffic in this range')).toBeInTheDocument();
    expect(trend).toHaveAttribute('data-state', 'ready');
    expect(within(trend).queryByTestId('chart')).not.toBeInTheDocument();
  });

  it("draws today's point as partial, labelled so far until the hour, against the same hours of yesterday", async () => {
    // A morning in Shanghai: figures run to 09:00 (the msw mock reads Date.now).
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
    jest.setSystemTime(Date.parse('2026-11-27T09:30:00+08:00'));
    try {
      await signInAs('demo');
      const series = await fetchDashboardSeries(7, 'Asia/Shanghai');
      renderPage(<DashboardPage />);
      const chart = await screen.findByTestId('chart');
      await waitFor(() => expect(chart).toHaveAttribute('data-partial', '6'));
      const nine = formatTimeOfDay('2026-11-27T01:00:00Z', 'Asia/Shanghai', 'en-US');
      expect(nine).toMatch(/^09:00/);
      expect(chart).toHaveAttribute('data-partial-label', `${formatDay('2026-11-27')} · so far, until ${nine}`);
      const note = screen.getByTestId('dashboard-trend-today');
      const today = series.todaySoFar;
      expect(today?.previousUntil).toBe('2026-11-26T01:00:00.000Z');
      expect(note).toHaveTextContent(
        `${formatDay('2026-11-27')} so far, until ${nine}: earnings ${formatMoney(today?.current.earnings, 'USD', 'en-US')}`,
      );
      expect(note).toHaveTextContent(
        `against ${formatMoney(today?.previous.earnings, 'USD', 'en-US')} on ${formatDay('2026-11-26')} until ${nine}, the same hours.`,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the apps whose app-ads.txt has a problem and links to them in the app list', async () => {
    await signInAs('demo');
    const problems = await appAdsProblems();
    expect(problems.length).toBeGreaterThan(3);
    renderPage(<DashboardPage />, { codes: ALL_CODES });
    const alert = await screen.findByTestId('dashboard-app-ads');
    expect(alert).toHaveTextContent(`${problems.length} apps have an app-ads.txt problem`);
    for (const p of problems.slice(0, 3)) expect(alert).toHaveTextContent(p.name);
    expect(alert).toHaveTextContent(`and ${problems.length - 3} more`);
    expect(within(alert).getByRole('link', { name: 'Review apps' })).toHaveAttribute(
      'href',
      `/flow/app?appAdsStatus=${problems[0].status}`,
    );
  });

  it('shows other numbers to sub01 (2 apps) than to demo', async () => {
    await signInAs('sub01');
    const sub = await fetchDashboardSummary();
    await signInAs('demo');
    const demo = await fetchDashboardSummary();
    // Yesterday is a whole day: today's revenue is 0 for everyone in the first hour after the account's midnight.
    expect(sub.yesterday.current.revenue).toBeLessThan(demo.yesterday.current.revenue);
    await signInAs('sub01');
    renderPage(<DashboardPage />);
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
    expect(card('Estimated earnings').value).toBe(formatMoney(sub.today.current.earnings, 'USD', 'en-US'));
  });

  it('shows an error state with a retry when the summary fails, and recovers', async () => {
    await signInAs('demo');
    api.mock.faults.add({ path: '/media/dashboard/summary', type: '500', times: 1 });
    renderPage(<DashboardPage />);
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'error'));
    fireEvent.click(within(screen.getByTestId('dashboard-kpis')).getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
  });
});

describe('answers and the view they belong to', () => {
  const callsTo = (path: string) => {
    const calls: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(path)) calls.push(request.url);
    });
    return calls;
  };
  afterEach(() => {
    api.server.events.removeAllListeners();
    jest.useRealTimers();
  });

  it('never shows a stale answer: a slow first period answering after a fast second one', async () => {
    await signInAs('demo');
    const today = await fetchDashboardTop({ period: 'today', limit: 5 });
    const week = await fetchDashboardTop({ period: 'last7Days', limit: 5 });
    // Today has no rows yet in the first hour after the account's midnight: then the stale answer is an empty list,
    // and the week's figure still on screen after it arrived is what shows it was not taken.
    const todayMoney = today.apps.length ? formatMoney(today.apps[0].earnings, 'USD', 'en-US') : '(no rows today)';
    const weekMoney = formatMoney(week.apps[0].earnings, 'USD', 'en-US');
    expect(todayMoney).not.toBe(weekMoney);
    const periods = new Map<string, Promise<string>>();
    const answered: string[] = [];
    api.server.events.on('request:start', ({ request, requestId }) => {
      if (request.url.endsWith('/media/dashboard/top'))
        periods.set(
          requestId,
          request
            .clone()
            .json()
            .then((body: { period: string }) => body.period),
        );
    });
    api.server.events.on('response:mocked', async ({ requestId }) => {
      const period = periods.get(requestId);
      if (period) answered.push(await period);
    });
    // The page's first top-list call (today) is held until the test lets it go; the one after the switch
    // answers at once. (An answer returning nothing goes on to the mock's own handler.)
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let first = true;
    api.server.use(
      http.post('*/media/dashboard/top', async () => {
        if (first) {
          first = false;
          await held;
        }
        return undefined;
      }),
    );
    const queryClient = testQueryClient();
    renderPage(<DashboardPage />, { queryClient });
    fireEvent.click(within(screen.getByTestId('dashboard-period')).getByText('Last 7 days'));
    const apps = screen.getByTestId('dashboard-top-apps');
    await waitFor(() => expect(within(apps).getByText(weekMoney)).toBeInTheDocument());
    // The slow answer arrives after the fast one …
    release();
    await waitFor(() => expect(answered).toEqual(['last7Days', 'today']));
    // … is taken in (no query is fetching any more; the cache has told its observers, on its next tick) …
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => {
      await new Promise<void>((r) => {
        setTimeout(r, 0);
      });
    });
    // … and never lands on the view of the period now chosen.
    expect(within(apps).getByText(weekMoney)).toBeInTheDocument();
    expect(within(apps).queryByText(todayMoney)).not.toBeInTheDocument();
  });

  it('uses the summary prefetched at app start: one request, then a new read for a reload', async () => {
    await signInAs('demo');
    const calls = callsTo('/media/dashboard/summary');
    const queryClient = testQueryClient();
    // What src/app.tsx does on the home page, before the page's code has arrived.
    void queryClient.prefetchQuery(dashboardSummaryQuery(activeTimeZone()));
    renderPage(<DashboardPage />, { queryClient });
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(dashboardSummaryQuery(activeTimeZone()).queryKey)?.currency).toBe('USD');
    await act(() => queryClient.refetchQueries({ queryKey: dashboardKeys.summary() }));
    expect(calls).toHaveLength(2);
  });

  it('does not use a prefetched summary once 10 s old', async () => {
    await signInAs('demo');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
    const calls = callsTo('/media/dashboard/summary');
    const queryClient = testQueryClient();
    await queryClient.prefetchQuery(dashboardSummaryQuery());
    expect(calls).toHaveLength(1);
    jest.setSystemTime(Date.now() + 10_001);
    renderPage(<DashboardPage />, { queryClient });
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready'));
  });
});
