import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import StatementsPage from '@/features/statements/StatementsPage';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { openMonth, PATH, rows, statementsPageTests } from './support';

statementsPageTests();

// The invoice's download and form: statementsInvoice.test.tsx (issue 30: one file was the suite's longest; jest
// runs the two side by side).
describe('the statements page', () => {
  it('lists 24 months newest first with status and the billing time zone; a month opens with its reconciliation', async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    expect(screen.getByTestId('billing-time-zone')).toHaveTextContent('Asia/Shanghai');
    const list = await rows();
    const months = list.map((r) => r.getAttribute('data-row-key') as string);
    expect([...months].sort().reverse()).toEqual(months);
    expect(within(list[0]).getByText('Open')).toBeInTheDocument();
    expect(within(list[1]).getByText('Pending your confirmation')).toBeInTheDocument();
    const drawer = await openMonth(list[1]);
    await waitFor(() => expect(within(drawer).getByTestId('reconciliation')).toBeInTheDocument());
    expect(within(drawer).getByTestId('open-settlement')).toHaveAttribute(
      // In the billing zone, where the statement's month is cut.
      'href',
      expect.stringMatching(
        new RegExp(`^/information/settlement\\?start=${months[1]}-01&end=${months[1]}-\\d{2}&tz=billing$`),
      ),
    );
    expect(within(drawer).getByTestId('statement-adjustments')).toHaveTextContent(/Invalid traffic/);
    expect(within(drawer).getByText('By app')).toBeInTheDocument();
  });

  it("reconciles a month from the report's earnings through each adjustment to 0.00 unexplained (issue 31)", async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    const list = await rows();
    const drawer = await openMonth(list[2]);
    const rec = await waitFor(() => within(drawer).getByTestId('reconciliation'));
    const line = (label: string) => within(rec).getByRole('row', { name: (name) => name.startsWith(label) });
    expect(line('Settlement report gross revenue (daily figures)')).toHaveTextContent(/\$[\d,]+\.\d{2}/);
    expect(line('Platform share (30%)')).toHaveTextContent(/-\$[\d,]+\.\d{2}/);
    // The report's earnings are the statement's media revenue before adjustments: the same figure in the summary.
    const earnings = within(rec).getByTestId('reconciliation-earnings').textContent as string;
    // One left-to-right run (isolateFigure): the amount inside the isolates.
    expect(earnings).toMatch(/^\u2066?\$[\d,]+\.\d{2}\u2069?$/);
    expect(within(drawer).getAllByText(earnings).length).toBeGreaterThanOrEqual(2);
    expect(line('Invalid traffic')).toBeInTheDocument();
    expect(line('Unexplained difference')).toHaveTextContent('$0.00');
    // Older than the report's year: nothing to reconcile, as before.
    const oldest = await openMonth(list[23]);
    await waitFor(() => expect(within(oldest).getByText(/nothing to reconcile/)).toBeInTheDocument());
    expect(within(oldest).queryByText('Unexplained difference')).not.toBeInTheDocument();
  });

  it('confirms a pending month after a confirmation dialog', async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    const list = await rows();
    const drawer = await openMonth(list[1]);
    const actions = await waitFor(() => within(drawer).getByTestId('statement-actions'));
    fireEvent.click(within(actions).getByRole('button', { name: 'Confirm' }));
    // The confirmation: the dialog that asks about the statement (the drawer is a dialog too).
    const dialog = await waitFor(() => {
      const asking = screen.getAllByRole('dialog').find((d) => /Confirm the statement of/.test(d.textContent ?? ''));
      expect(asking).toBeDefined();
      return asking as HTMLElement;
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm statement' }));
    await waitFor(() => expect(within(list[1]).getByText('Confirmed')).toBeInTheDocument());
  });

  it('with MonthBillReportView only: reads the month but offers no action', async () => {
    renderPage(<StatementsPage />, { codes: ['MonthBillReportView'], path: PATH });
    const list = await rows();
    const drawer = await openMonth(list[1]);
    await waitFor(() => expect(within(drawer).getByTestId('statement-read-only')).toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payment details and history')).not.toBeInTheDocument();
  });
});
