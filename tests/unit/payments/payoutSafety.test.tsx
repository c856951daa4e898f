// Issue 28 on the payments page: payout details read-only for a sub-account; the hold banner and "This was not me".
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PaymentsPage from '@/features/payments/PaymentsPage';
import { readSessionEnd } from '@/session/sessionEnd';
import { createSubAccount } from '@/features/team/api';
import { ROLE_TEMPLATES } from '@/features/team/roleTemplateCodes';
import { changeBankAccount } from '../support/bankChange';
import { inAct } from '../support/inAct';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { quietJsdom, signIn } from '../review/support';

const api = setupMockApi();
quietJsdom();

const PATH = '/financialReport/payments';

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

describe('payout safety on the payments page', () => {
  it('a Finance sub-account sees the payout fields read-only, with the reason, and may change the threshold', async () => {
    await inAct(() =>
      createSubAccount({
        account_name: 'fin01',
        password: 'Good2026x',
        name: 'Finance',
        menuCodes: [...ROLE_TEMPLATES.finance],
        appIds: [],
      }),
    );
    await signIn('fin01', 'Good2026x');
    renderPage(<PaymentsPage />, { codes: ROLE_TEMPLATES.finance, path: PATH });
    const card = await screen.findByTestId('payment-profile');
    fireEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('payout-owner-only')).toHaveTextContent(
      'Only the main account can change payout details',
    );
    for (const label of ['Payee name', 'Bank', 'SWIFT/BIC', 'Tax ID'])
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText('Change the bank account')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Payment threshold')).not.toHaveAttribute('readonly');
  });

  it('the main account edits every field', async () => {
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: PATH });
    const card = await screen.findByTestId('payment-profile');
    fireEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('payout-owner-only')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Payee name')).not.toHaveAttribute('readonly');
  });

  it('after a bank account change: the hold banner, and "This was not me" after its confirmation ends the session', async () => {
    await changeBankAccount(api);
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: PATH });
    const banner = await screen.findByTestId('payout-hold');
    expect(banner).toHaveTextContent(/^Payouts are held until .+ because the payout details changed on .+\./);
    fireEvent.click(within(banner).getByRole('button', { name: 'This was not me' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Freeze payouts and sign out everywhere?');
    // Nothing happens before the confirmation.
    expect(api.mock.state().paymentProfiles[0].frozenAt).toBeUndefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Freeze and sign out' }));
    await waitFor(() => expect(api.mock.state().paymentProfiles.some((p) => p.frozenAt !== undefined)).toBe(true));
    // Every session of the publisher ended, this tab's too: the next read meets it and the console records why.
    expect(api.mock.state().tokens.filter((t) => t.state === 'active')).toEqual([]);
    await waitFor(() => expect(readSessionEnd()?.reason).toBe('ended'));
  });

  it('frozen payouts say so, without the button', async () => {
    await changeBankAccount(api);
    const profile = api.mock.state().paymentProfiles.find((p) => p.accountChangedAt !== undefined)!;
    profile.frozenAt = profile.accountChangedAt;
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: PATH });
    const banner = await screen.findByTestId('payout-hold');
    expect(banner).toHaveTextContent(/^Payouts are frozen/);
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('payout details need the bank-change code (issue 52)', () => {
  it('a new payee asks for the code in the form, and saves with it', async () => {
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: PATH });
    const card = await screen.findByTestId('payment-profile');
    fireEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    // The threshold alone asks for nothing.
    expect(within(dialog).queryByLabelText('Verification code')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Payee name'), { target: { value: 'Someone Else Ltd.' } });
    expect(await within(dialog).findByTestId('payout-code-note')).toHaveTextContent(
      /^Changing where the money goes \(payee, method, bank, SWIFT or tax ID\) needs a verification code/,
    );
    // Without the code, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The 6-digit code from the email')).toBeInTheDocument();
    expect(api.mock.state().paymentProfiles[0].payeeName).not.toBe('Someone Else Ltd.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByText(/^A code was sent to /);
    const code = api.mock
      .state()
      .mailbox.filter((m) => m.purpose === 'bankChange')
      .at(-1)!.code;
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: code } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.mock.state().paymentProfiles.some((p) => p.payeeName === 'Someone Else Ltd.')).toBe(true),
    );
  });
});
