import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Statements from '@/pages/statements';
import StatementsPage from '@/features/statements/StatementsPage';
import { PHONE_QUERY } from '@/hooks/usePhone';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { quietJsdom, signIn } from '../review/support';

setupMockApi();
quietJsdom();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

const PATH = '/financialReport/statements';
const ESC = { key: 'Escape', code: 'Escape', keyCode: 27 };

async function tableRows(): Promise<HTMLElement[]> {
  await waitFor(() => expect(screen.getByTestId('statement-table')).toHaveAttribute('data-state', 'ready'));
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(24));
  return screen.getAllByRole('row').slice(1);
}

describe('the statement drawer and its invoice dialog (issue 33)', () => {
  it('gives focus back to the button that opened the invoice dialog, and Esc then closes the drawer', async () => {
    const { history } = renderPage(<StatementsPage />, { codes: ALL_CODES, path: PATH });
    // The seed's confirmed month (three months back) asks for an invoice.
    const row = (await tableRows())[3];
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    fireEvent.click(within(row).getAllByRole('button')[0]);
    const drawer = await screen.findByTestId('statement-actions');
    const opener = await within(drawer).findByRole('button', { name: 'Upload invoice' });

    // Cancelled: back on the button.
    opener.focus();
    fireEvent.click(opener);
    await screen.findByLabelText('Invoice number');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());

    // Esc from there closes the drawer (it listens inside the drawer only). The sent case, where the button goes
    // with the confirmed state and focus lands on the drawer's body, is the browser's (76-review-density).
    fireEvent.keyDown(opener, ESC);
    await waitFor(() => expect(history.location.search).toBe(''));
  });
});

describe('statements on a phone (issue 34)', () => {
  const desktopMatchMedia = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query === PHONE_QUERY,
    })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('shows the next payment, its amount and date, then the months with their status; a month opens', async () => {
    const { history } = renderPage(<Statements />, { codes: ALL_CODES, path: PATH });
    const next = await screen.findByTestId('next-payment');
    await waitFor(() => expect(next).toHaveAttribute('data-state', 'ready'));
    expect(next).toHaveTextContent(/Expected on .*\d/);
    expect(next).toHaveTextContent(/\$[\d,]+\.\d{2}/);

    const months = await screen.findByRole('list', { name: 'Monthly statements' });
    const items = within(months).getAllByRole('listitem');
    expect(items).toHaveLength(24);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(items[0]).getByText('Open')).toBeInTheDocument();
    expect(within(items[1]).getByText('Pending your confirmation')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/\$[\d,]+\.\d{2}/);

    fireEvent.click(within(items[1]).getByRole('button'));
    await waitFor(() => expect(history.location.search).toMatch(/^\?month=\d{4}-\d{2}$/));
  });

  it('without MonthBillManage: the months, no payment figures', async () => {
    renderPage(<Statements />, { codes: ['MonthBillReportView'], path: PATH });
    await screen.findByRole('list', { name: 'Monthly statements' });
    expect(screen.queryByTestId('next-payment')).not.toBeInTheDocument();
  });
});
