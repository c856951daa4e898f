import { screen, within } from '@testing-library/react';
import QualityPanel from '@/features/review/auditReport/components/QualityPanel';
import type { AuditReport } from '@/contract/typings';
import { formatDuration } from '@/utils/format';
import { renderPage } from '../support/renderPage';
import { tagsIn } from '../support/markup';

const REPORT: AuditReport = {
  startDate: '2026-03-01',
  endDate: '2026-03-30',
  timeZone: 'Asia/Shanghai',
  totals: { approved: 9, rejected: 4, pending: 2, submitted: 15 },
  days: [],
  byApp: [],
  byReviewer: [],
  timeToReview: { reviewed: 13, medianSec: 12000, p90Sec: 187200 },
  rejectReasons: [
    { reason: 'Low image quality', count: 3, share: 0.75 },
    { reason: '<b>Misleading</b>', count: 1, share: 0.25 },
  ],
  blocking: { blocked: 7, impressions: 123456, revenue: 789.1, impressionsShare: 0.0421, revenueShare: 0.105 },
};

describe('audit report quality figures', () => {
  it('formats durations in the two largest units', () => {
    expect(formatDuration(20, 'en-US')).toBe('1 min');
    expect(formatDuration(45 * 60, 'en-US')).toBe('45 min');
    expect(formatDuration(12000, 'en-US')).toBe('3 hr 20 min');
    expect(formatDuration(187200, 'en-US')).toBe('2 days 4 hr');
    expect(formatDuration(null, 'en-US')).toBe('–');
  });

  it('shows time to review, the top reasons as text with count and share, and the effect of blocking', () => {
    renderPage(<QualityPanel report={REPORT} loading={false} />);
    const ttr = screen.getByTestId('audit-time-to-review');
    expect(within(ttr).getByText('Median')).toBeInTheDocument();
    expect(ttr).toHaveTextContent('3 hr 20 min');
    expect(ttr).toHaveTextContent('90th percentile2 days 4 hr');
    expect(ttr).toHaveTextContent('First decisions on 13 creatives in this range');
    const reasons = screen.getAllByTestId('reject-reason');
    expect(reasons[0]).toHaveTextContent('Low image quality3 (75.0%)');
    // A reason is the server's text: markup in it stays text.
    expect(reasons[1]).toHaveTextContent('<b>Misleading</b>1 (25.0%)');
    expect(tagsIn(reasons[1]).map((t) => t.name)).not.toContain('b');
    const blocking = screen.getByTestId('audit-blocking');
    expect(blocking).toHaveTextContent('Blocked in this range7');
    expect(blocking).toHaveTextContent('Impressions share (30 days)4.2%123,456');
    expect(blocking).toHaveTextContent('Revenue share (30 days)10.5%$789.10');
  });

  it('says so when nothing was rejected, and shows no figures for no decisions', () => {
    renderPage(
      <QualityPanel
        report={{ ...REPORT, rejectReasons: [], timeToReview: { reviewed: 0, medianSec: null, p90Sec: null } }}
        loading={false}
      />,
    );
    expect(screen.getByTestId('audit-reject-reasons')).toHaveTextContent('No rejections in this range');
    expect(screen.getByTestId('audit-time-to-review')).toHaveTextContent('Median–');
  });
});
