// Issue 52, "money explained": the next-payment card names every unpaid month with what it waits for and its pay
// date; the statements list says the same; a payout hold sits at the top of the payments page, not in the card.
import { screen, within } from '@testing-library/react';
import PaymentsPage from '@/features/payments/PaymentsPage';
import StatementsPage from '@/features/statements/StatementsPage';
import type { MonthBill } from '@/contract/typings';
import { formatMonth } from '@/utils/format';
import { changeBankAccount } from '../support/bankChange';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { quietJsdom, signIn } from '../review/support';
import { rows } from '../statements/support';

const api = setupMockApi();
quietJsdom();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

/** The seed's month that is confirmed and waits only for its invoice (three months back). */
const confirmedMonth = () => {
  const rec = api.mock.state().statements.find((r) => r.status === 'confirmed');
  if (!rec) throw new Error('the seed has no confirmed month');
  return rec.month;
};

describe('money explained', () => {
  it("the next-payment card names the confirmed month's missing invoice and the day it is paid once it is in", async () => {
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: '/financialReport/payments' });
    const card = await screen.findByTestId('next-payment');
    const unpaid = await within(card).findByRole('region', { name: 'Not paid yet' });
    const month = formatMonth(confirmedMonth());
    const item = within(unpaid)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(month));
    expect(item).toHaveTextContent(
      // The amount is one left-to-right isolate (isolateFigure).
      new RegExp(`^${month}\u2066\\$[\\d,]+\\.\\d{2}\u2069Paid on \\d{2}/\\d{2}/\\d{4} once invoiced$`),
    );
    // No hold: no banner anywhere.
    expect(screen.queryByTestId('payout-hold')).not.toBeInTheDocument();
  });

  it('a payout hold is the banner at the top of the page, not inside the card', async () => {
    await changeBankAccount(api);
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: '/financialReport/payments' });
    const banner = await screen.findByTestId('payout-hold');
    const card = await screen.findByTestId('next-payment');
    expect(within(card).queryByTestId('payout-hold')).not.toBeInTheDocument();
    // Before the card and the payout details in the page's order (and so on screen and for screen readers).
    expect(banner.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      banner.compareDocumentPosition(screen.getByTestId('payment-profile')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("the statements list says each unpaid month's wait under its date", async () => {
    renderPage(<StatementsPage />, { codes: ALL_CODES, path: '/financialReport/statements' });
    const list = await rows();
    const row = (m: string) => list.find((r) => r.getAttribute('data-row-key') === m) as HTMLElement;
    const confirmed = confirmedMonth();
    expect(within(row(confirmed)).getByTestId('month-wait')).toHaveTextContent(
      /^Paid on \d{2}\/\d{2}\/\d{4} once invoiced$/,
    );
    const pending = list.filter((r) => within(r).queryByText('Pending your confirmation'));
    expect(pending.length).toBeGreaterThan(0);
    for (const r of pending)
      expect(within(r).getByTestId('month-wait')).toHaveTextContent(
        /^Paid on \d{2}\/\d{2}\/\d{4} once confirmed and invoiced$/,
      );
    // The open month and the paid ones wait for nothing.
    const paid = api.mock.state().statements.find((r) => r.status === 'paid') as { month: MonthBill['month'] };
    expect(within(row(paid.month)).queryByTestId('month-wait')).not.toBeInTheDocument();
    expect(within(list[0]).queryByTestId('month-wait')).not.toBeInTheDocument();
  });
});
