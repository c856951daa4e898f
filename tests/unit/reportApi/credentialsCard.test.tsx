import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import CredentialsCard, { maskSecret } from '@/features/reportApi/components/CredentialsCard';
import { getReportApiCredentials, revealReportApiSecret } from '@/features/reportApi/api';
import type { ReportApiCredentials } from '@/contract/typings';
import { configureSession } from '@/session';
import { formatDateTime } from '@/utils/format';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from '../support/signInToken';
import { renderPage } from '../support/renderPage';

setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/reportapi' });
});

function Harness({ initial, canManage = true }: { initial: ReportApiCredentials; canManage?: boolean }) {
  const [creds, setCreds] = useState<ReportApiCredentials>(initial);
  return <CredentialsCard credentials={creds} onRotated={setCreds} canManage={canManage} />;
}

/** The password dialog open on screen, by its title. */
async function passwordDialog(title: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: title });
}

async function enterPassword(dialog: HTMLElement, password: string, ok: string) {
  const field = within(dialog).getByLabelText('Your password');
  fireEvent.change(field, { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: ok }));
}

describe('report API credentials', () => {
  it('masks all but the last four characters of the secret', () => {
    expect(maskSecret('0123456789abcdef')).toBe('••••••••••••••••cdef');
    expect(maskSecret('short')).not.toContain('short');
  });

  it('shows the key and a hint; "Show" asks for the password, a wrong one is refused under the field', async () => {
    await signInAs(...DEMO);
    const initial = await getReportApiCredentials();
    expect(initial).not.toHaveProperty('secret');
    const secret = await revealReportApiSecret(DEMO[1]);
    renderPage(<Harness initial={initial} />);
    expect(screen.getByTestId('api-key')).toHaveTextContent(initial.apiKey);
    expect(screen.getByTestId('api-secret')).toHaveTextContent(`••••••••••••••••${initial.secretHint}`);
    expect(screen.queryByRole('button', { name: /Copy secret/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Show/ }));
    const dialog = await passwordDialog('Show the secret');
    await enterPassword(dialog, 'Wrong@2026', 'Continue');
    expect(await within(dialog).findByText('The password is wrong')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
    await enterPassword(dialog, DEMO[1], 'Continue');
    await waitFor(() => expect(screen.getByTestId('api-secret')).toHaveTextContent(secret));
    expect(screen.getByRole('button', { name: /Copy secret/ })).toBeInTheDocument();
    // Hidden and shown again without a second password (until the page is left).
    fireEvent.click(screen.getByRole('button', { name: /Hide/ }));
    expect(screen.getByTestId('api-secret')).not.toHaveTextContent(secret);
    fireEvent.click(screen.getByRole('button', { name: /Show/ }));
    expect(screen.getByTestId('api-secret')).toHaveTextContent(secret);
  });

  it('rotates after the password and shows the new secret once; the old one masked in its grace', async () => {
    await signInAs(...DEMO);
    const initial = await getReportApiCredentials();
    const before = await revealReportApiSecret(DEMO[1]);
    renderPage(<Harness initial={initial} />);
    fireEvent.click(screen.getByRole('button', { name: /Rotate secret/ }));
    let dialog = await passwordDialog('Rotate the secret?');
    expect(within(dialog).getByText(/keeps working for 24 hours/)).toBeInTheDocument();
    // Cancel changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument());
    expect(await revealReportApiSecret(DEMO[1])).toBe(before);

    fireEvent.click(screen.getByRole('button', { name: /Rotate secret/ }));
    dialog = await passwordDialog('Rotate the secret?');
    await enterPassword(dialog, DEMO[1], 'Rotate');
    const after = await waitFor(async () => {
      const now = await revealReportApiSecret(DEMO[1]);
      expect(now).not.toBe(before);
      return now;
    });
    // The new secret is shown at once so it can be copied; the key stays.
    await waitFor(() => expect(screen.getByTestId('api-secret')).toHaveTextContent(after));
    expect(screen.getByTestId('api-key')).toHaveTextContent(initial.apiKey);
    const creds = await getReportApiCredentials();
    // The old secret is still accepted for 24 hours: shown masked, with its expiry and last use.
    expect(creds.previous?.hint).toBe(before.slice(-4));
    const previous = screen.getByTestId('api-previous-secret');
    expect(previous).toHaveTextContent(`••••••••••••••••${before.slice(-4)}`);
    expect(previous).not.toHaveTextContent(before);
    expect(previous).toHaveTextContent(`Still accepted until ${formatDateTime(creds.previous?.expiresAt)}`);
    expect(previous).toHaveTextContent(
      `Last used: ${initial.lastUsedAt ? formatDateTime(initial.lastUsedAt) : 'Never'}`,
    );
  });

  it('a view-only account sees the hint and who can reveal it: no Show, no copy, no Rotate', async () => {
    await signInAs(...DEMO);
    const initial = await getReportApiCredentials();
    renderPage(<Harness initial={initial} canManage={false} />);
    expect(screen.getByTestId('api-secret')).toHaveTextContent(initial.secretHint);
    expect(screen.getByTestId('api-secret-view-only')).toHaveTextContent(
      'Only the main account (or an account with Manage report API) can reveal the secret.',
    );
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy secret/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rotate secret/ })).not.toBeInTheDocument();
  });

  it('shows no previous secret before any rotation', async () => {
    await signInAs(...DEMO);
    const initial = await getReportApiCredentials();
    expect(initial.previous).toBeNull();
    renderPage(<Harness initial={initial} />);
    expect(screen.queryByTestId('api-previous-secret')).not.toBeInTheDocument();
  });
});
