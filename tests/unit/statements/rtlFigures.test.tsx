// Issue 31: in ar-EG (fa-IR, he-IL alike) every amount and masked account number of statements, payments and the
// activity log is one isolated left-to-right run (isolateFigure: LRI … PDI, no bidi marks inside), so a negative
// amount reads "-331.13 US$" and never "$-331.13 US", and "**** 4300" never reads "4300 ****".
import { screen, waitFor, within } from '@testing-library/react';
import ActivityPage from '@/features/activity/ActivityPage';
import PaymentsPage from '@/features/payments/PaymentsPage';
import StatementsPage from '@/features/statements/StatementsPage';
import { changeBankAccount } from '../support/bankChange';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { speak } from '../support/speak';
import { quietJsdom, signIn } from '../review/support';

const api = setupMockApi();
quietJsdom();

const LRI = '\u2066';
const PDI = '\u2069';
/** A whole isolated figure: LRI, a minus or not, digits (Arabic-Indic too) and a currency sign, PDI; no marks inside. */
const FIGURE = /^\u2066[^\u061c\u200e\u200f\u2066\u2069]*[\d\u0660-\u0669][^\u061c\u200e\u200f\u2066\u2069]*\u2069$/;

beforeAll(() => speak('ar-EG'));
beforeEach(() => signIn());

describe('right-to-left figures (ar-EG)', () => {
  it('the statements list: every money cell is one isolated figure, the negative adjustments too', async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: '/financialReport/statements', locale: 'ar-EG' });
    await waitFor(() => expect(screen.getByTestId('statement-table')).toHaveAttribute('data-state', 'ready'));
    const table = screen.getByTestId('statement-table');
    const rows = await waitFor(() => {
      const r = within(table).getAllByRole('row').slice(1);
      expect(r.length).toBe(24);
      return r;
    });
    // Columns: month, payable, status, date (the key columns, issue 33), media, adjustments (issue 52), gross, share.
    const money = rows.flatMap((r) => {
      const cells = within(r).getAllByRole('cell');
      return [1, 4, 5, 6].map((i) => cells[i].textContent as string);
    });
    for (const text of money) expect(text).toMatch(FIGURE);
    const negative = money.filter((m) => /^\u2066[-−]/.test(m));
    expect(negative.length).toBeGreaterThan(0);
  });

  it('the payment history: the amounts are isolated figures', async () => {
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: '/financialReport/payments', locale: 'ar-EG' });
    const history = await screen.findByTestId('payment-history');
    const amounts = await waitFor(() => {
      const strong = within(history)
        .getAllByRole('row')
        .slice(1)
        // The amount first, then (sometimes) the carried-in sentence with its own isolated figure.
        .map((r) => /^\u2066[^\u2069]*\u2069/.exec(within(r).getAllByRole('cell')[2].textContent ?? '')?.[0] ?? '');
      expect(strong.length).toBeGreaterThan(0);
      return strong;
    });
    for (const text of amounts) expect(text).toMatch(FIGURE);
    // Every amount of the next-payment card (the next payment and the months not paid yet, issue 52) is isolated.
    const card = await screen.findByTestId('next-payment');
    const figures = await within(card).findAllByText(/\d\.\d{2}/);
    expect(figures.length).toBeGreaterThan(1);
    for (const f of figures) expect(f.textContent).toMatch(FIGURE);
  });

  it('the activity log: the masked bank accounts of a change read as one left-to-right run', async () => {
    await changeBankAccount(api);
    renderPage(<ActivityPage />, { codes: ALL_CODES, path: '/accounts/activity', locale: 'ar-EG' });
    const what = await waitFor(() => {
      const found = screen.getAllByTestId('activity-what').find((e) => e.textContent?.includes('4300'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    const text = what.textContent as string;
    const run = text.slice(text.indexOf(LRI), text.indexOf(PDI) + 1);
    expect(run).toMatch(/^\u2066\*{4} \d{4} → \*{4} 4300\u2069$/);
  });
});
