// Issue 52 on the payments page: only the owner stops the money. A Finance sub-account's "This was not me" reports
// the change to the owner (nothing frozen, nobody signed out); the owner reads the report and decides.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PaymentsPage from '@/features/payments/PaymentsPage';
import { PayoutHoldNotice } from '@/features/payments';
import { readSessionEnd } from '@/session/sessionEnd';
import { createSubAccount } from '@/features/team/api';
import { ROLE_TEMPLATES } from '@/features/team/roleTemplateCodes';
import { reportPayoutNotMe } from '@/features/payments/api';
import { stripIsolates } from '@/components/text';
import { changeBankAccount } from '../support/bankChange';
import { inAct } from '../support/inAct';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { quietJsdom, signIn } from '../review/support';

const api = setupMockApi();
quietJsdom();

const PATH = '/financialReport/payments';
const profileOf = () => api.mock.state().paymentProfiles.find((p) => p.accountChangedAt !== undefined)!;

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
  await inAct(() =>
    createSubAccount({
      account_name: 'fin01',
      password: 'Good2026x',
      name: 'Finance',
      menuCodes: [...ROLE_TEMPLATES.finance],
      appIds: [],
    }),
  );
  await changeBankAccount(api);
});

describe('"This was not me": only the owner stops the money', () => {
  it('a Finance sub-account reports the change to the owner: nothing frozen, still signed in, the banner says so', async () => {
    await signIn('fin01', 'Good2026x');
    renderPage(<PaymentsPage />, { codes: ROLE_TEMPLATES.finance, path: PATH });
    const banner = await screen.findByTestId('payout-hold');
    fireEvent.click(within(banner).getByRole('button', { name: 'This was not me' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Report this change to the main account?');
    expect(confirm).toHaveTextContent('nothing is frozen and nobody is signed out');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Report to the owner' }));
    await waitFor(() =>
      expect(stripIsolates(screen.getByTestId('payout-hold').textContent ?? '')).toMatch(
        /^fin01 reported this bank account change to the main account on .+\. Payouts go on to \*{4} \d{4} until the owner decides\.$/,
      ),
    );
    expect(profileOf().frozenAt).toBeUndefined();
    expect(profileOf().report?.by).toBe('fin01');
    expect(api.mock.state().tokens.filter((t) => t.state === 'ended')).toEqual([]);
    expect(readSessionEnd()).toBeNull();
    expect(within(screen.getByTestId('payout-hold')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the owner reads the report and keeps the change, after a confirmation', async () => {
    await signIn('fin01', 'Good2026x');
    await inAct(() => reportPayoutNotMe());
    await signIn();
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: PATH });
    const banner = await screen.findByTestId('payout-hold');
    expect(stripIsolates(banner.textContent ?? '')).toMatch(
      /^fin01 reported on .+ that the bank account change of .+ was not theirs\. Only you decide: the change is on hold, and payouts go on to \*{4} \d{4} meanwhile\./,
    );
    // The name is isolated as every user-supplied name.
    expect(within(banner).getByText('fin01').tagName).toBe('BDI');
    expect(within(banner).getByRole('button', { name: 'This was not me' })).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Keep the change' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Keep the new bank account?');
    expect(profileOf().report).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the change' }));
    await waitFor(() => expect(profileOf().report).toBeUndefined());
    await waitFor(() => expect(screen.getByTestId('payout-hold')).toHaveTextContent(/^Payouts are held until /));
  });

  it("the dashboard's top tells the reporter that the owner was told, and asks the owner, and only the owner, to decide", async () => {
    await signIn('fin01', 'Good2026x');
    await inAct(() => reportPayoutNotMe());
    const sub = renderPage(<PayoutHoldNotice />, { codes: ROLE_TEMPLATES.finance, path: '/dashboard' });
    const told = await screen.findByTestId('payout-hold');
    expect(stripIsolates(told.textContent ?? '')).toMatch(
      /^fin01 reported this bank account change to the main account on /,
    );
    expect(within(told).queryByRole('button')).not.toBeInTheDocument();
    sub.unmount();
    await signIn();
    renderPage(<PayoutHoldNotice />, { codes: ALL_CODES, path: '/dashboard' });
    const ask = await screen.findByTestId('payout-hold');
    expect(stripIsolates(ask.textContent ?? '')).toMatch(
      /^fin01 reported on .* that the bank account change of .* was not theirs/,
    );
    expect(within(ask).getByRole('button', { name: 'Keep the change' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'This was not me' })).toBeInTheDocument();
  });
});
