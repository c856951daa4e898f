import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AuditReportPage from '@/features/review/AuditReportPage';
import { REPORT_TIME_ZONE } from '@/contract/values';
import { addDays, todayIn } from '@/utils/dateRange';
import { fetchAuditReport } from '@/features/review/api';
import { signInWithPassword } from '@/services/auth';
import { configureSession, rearmInvalidSession, setToken } from '@/session';
import { PROVIDER_TIME_ZONE, setTimeZoneSource } from '@/utils/zone';
import { setupMockApi } from '../support/mockApi';
import { credentials } from '../support/signIn';
import { renderPage } from '../support/renderPage';
import { captureDownloads } from '../support/downloads';

jest.mock('@/components/UPlotChart/LazyChart', () => ({
  __esModule: true,
  default: (props: { xLabels: string[]; stacked?: boolean }) =>
    require('react').createElement('div', {
      'data-testid': 'chart',
      'data-points': props.xLabels.length,
      'data-stacked': String(!!props.stacked),
    }),
}));

const api = setupMockApi();

beforeEach(async () => {
  localStorage.clear();
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/auditReport/index' });
  rearmInvalidSession();
  const result = await signInWithPassword(credentials('demo'));
  setToken(result['user-token']);
});

describe('audit report page', () => {
  it('shows the last 30 days by default, then exports the table on screen as CSV', async () => {
    const today = todayIn(REPORT_TIME_ZONE);
    const expected = await fetchAuditReport({ startDate: addDays(today, -29), endDate: today });
    const { blobs, click } = captureDownloads();

    renderPage(<AuditReportPage />);
    expect(screen.getByRole('link', { name: /Back to creative review/ })).toHaveAttribute(
      'href',
      '/materialReview/materialIndex',
    );
    const report = screen.getByTestId('audit-report');
    await waitFor(() => expect(report).toHaveAttribute('data-state', 'ready'));
    expect(report).toHaveAttribute('data-range', `${addDays(today, -29)}/${today}`);
    const submitted = within(screen.getByTestId('audit-totals')).getByRole('group', { name: 'Submitted' });
    expect(submitted).toHaveTextContent(new Intl.NumberFormat('en-US').format(expected.totals.submitted));
    expect(screen.getByTestId('chart')).toHaveAttribute('data-points', '30');
    expect(screen.getByTestId('chart')).toHaveAttribute('data-stacked', 'true');

    fireEvent.click(screen.getByRole('tab', { name: 'By reviewer' }));
    const reviewers = within(screen.getByTestId('audit-tables'));
    for (const r of expected.byReviewer) expect(reviewers.getByText(r.reviewer)).toBeInTheDocument();

    // The menu opens on click (a hover menu cannot be reached from the keyboard).
    fireEvent.click(screen.getByTestId('audit-export'));
    fireEvent.click(await screen.findByText('CSV (.csv)'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    // Title, period, time zone, apps, generated at, the quality lines (time to review: 3, reasons: at least 1,
    // blocking: 3), a blank line, then the table.
    const H = 6 + 6 + Math.max(1, expected.rejectReasons.length);
    expect(lines[1]).toBe(`Period,${addDays(today, -29)} – ${today}`);
    expect(lines[7]).toBe(`Creatives reviewed (first decisions),${expected.timeToReview.reviewed}`);
    expect(lines[H - 4]).toBe(`Creatives blocked,${expected.blocking.blocked}`);
    expect(lines[H]).toBe('Reviewer,Approved,Rejected,Reviews,Approval rate');
    expect(lines.slice(H + 1, H + 1 + expected.byReviewer.length).map((l) => l.split(',').slice(0, 3))).toEqual(
      expected.byReviewer.map((r) => [r.reviewer, String(r.approved), String(r.rejected)]),
    );
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      `audit_report_reviewer_${addDays(today, -29)}_${today}.csv`,
    );

    // The data-only CSV: the header row first, the rows, nothing else.
    await waitFor(() => expect(screen.getByTestId('audit-export')).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('audit-export'));
    fireEvent.click(await screen.findByText('Data-only CSV (.csv)'));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const data = (await blobs[1].text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(data).toEqual(lines.slice(H, H + 1 + expected.byReviewer.length));
    expect((click.mock.instances[1] as unknown as HTMLAnchorElement).download).toBe(
      `audit_report_reviewer_${addDays(today, -29)}_${today}_data.csv`,
    );
    click.mockRestore();
  });

  describe("in the account's time zone", () => {
    afterEach(() => {
      setTimeZoneSource(() => PROVIDER_TIME_ZONE);
      jest.useRealTimers();
    });

    it("counts today and the last 30 days in the account's zone, and asks the server for its days", async () => {
      // 2026-03-09 12:00 in Shanghai is still 2026-03-08 (21:00) in Los Angeles.
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
      jest.setSystemTime(Date.parse('2026-03-09T04:00:00Z'));
      setTimeZoneSource(() => 'America/Los_Angeles');
      const asked: unknown[] = [];
      api.server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/media/auditReport/get')) asked.push(request.clone().json());
      });
      renderPage(<AuditReportPage />);
      const report = screen.getByTestId('audit-report');
      await waitFor(() => expect(report).toHaveAttribute('data-state', 'ready'));
      expect(report).toHaveAttribute('data-range', '2026-02-07/2026-03-08');
      expect(await asked[0]).toMatchObject({
        startDate: '2026-02-07',
        endDate: '2026-03-08',
        timeZone: 'America/Los_Angeles',
      });
      expect(screen.getByText(/America\/Los_Angeles/)).toBeInTheDocument();
      api.server.events.removeAllListeners();
    });
  });
});
