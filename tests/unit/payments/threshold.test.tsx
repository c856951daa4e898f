// Issue 33: a threshold of 50 was clamped to 100 by the input and saved with "Payment details saved".
import { fireEvent, screen, within } from '@testing-library/react';
import PaymentsPage from '@/features/payments/PaymentsPage';
import { inThresholdRange } from '@/features/payments/threshold';
import { LIMITS } from '@/contract/limits';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { quietJsdom, signIn } from '../review/support';

const api = setupMockApi();
quietJsdom();

beforeEach(async () => {
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

describe('payment threshold field', () => {
  it.each([
    [LIMITS.thresholdMin - 0.01, false],
    [LIMITS.thresholdMin, true],
    [LIMITS.thresholdMax, true],
    [LIMITS.thresholdMax + 0.01, false],
  ])('%s in range: %s', (n, ok) => expect(inThresholdRange(n)).toBe(ok));

  it('refuses 50 on the field, keeps what was typed, and sends nothing', async () => {
    renderPage(<PaymentsPage />, { codes: ALL_CODES, path: '/financialReport/payments' });
    const card = await screen.findByTestId('payment-profile');
    fireEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const before = api.mock.state().paymentProfiles[0].threshold;
    const field = within(dialog).getByLabelText('Payment threshold');
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.blur(field);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount from 100 to 10,000.')).toBeInTheDocument();
    // Not clamped: the field still shows what the user typed.
    expect(field).toHaveValue('50.00');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.mock.state().paymentProfiles[0].threshold).toBe(before);
  });
});
