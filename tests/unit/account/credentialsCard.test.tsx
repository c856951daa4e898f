import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import CredentialsCard, { maskSecret } from '@/pages/accounts/reportapi/components/CredentialsCard';
import { getReportApiCredentials } from '@/services/reportApi';
import type { ReportApiCredentials } from '@/services/typings';
import { configureSession } from '@/session';
import { formatDateTime } from '@/utils/format';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from './support/signIn';
import { renderPage } from '../support/renderPage';

setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/reportapi' });
});

function Harness({ initial }: { initial: ReportApiCredentials }) {
  const [creds, setCreds] = useState<ReportApiCredentials>(initial);
  return <CredentialsCard credentials={creds} onRotated={setCreds} />;
}

describe('report API credentials', () => {
  it('masks all but the last four characters of the secret', () => {
    expect(maskSecret('0123456789abcdef')).toBe('••••••••••••••••cdef');
    expect(maskSecret('short')).not.toContain('short');
  });

  it('shows the key, hides the secret until asked, and rotates it after a confirmation', async () => {
    await signInAs(...DEMO);
    const initial = await getReportApiCredentials();
    renderPage(<Harness initial={initial} />);
    expect(screen.getByTestId('api-key')).toHaveTextContent(initial.apiKey);
    expect(screen.getByTestId('api-secret')).not.toHaveTextContent(initial.secret);
    expect(document.body.textContent).not.toContain(initial.secret);
    fireEvent.click(screen.getByRole('button', { name: /Show/ }));
    expect(screen.getByTestId('api-secret')).toHaveTextContent(initial.secret);
    fireEvent.click(screen.getByRole('button', { name: /Hide/ }));
    expect(screen.getByTestId('api-secret')).not.toHaveTextContent(initial.secret);

    fireEvent.click(screen.getByRole('button', { name: /Rotate secret/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/keeps working for 24 hours/)).toBeInTheDocument();
    // Cancel changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await getReportApiCredentials()).secret).toBe(initial.secret);

    fireEvent.click(screen.getByRole('button', { name: /Rotate secret/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rotate' }));
    const after = await waitFor(async () => {
      const now = await getReportApiCredentials();
      expect(now.secret).not.toBe(initial.secret);
      return now;
    });
    // The new secret is shown at once so it can be copied; the key stays.
    await waitFor(() => expect(screen.getByTestId('api-secret')).toHaveTextContent(after.secret));
    expect(screen.getByTestId('api-key')).toHaveTextContent(initial.apiKey);
    // The old secret is still accepted for 24 hours: shown masked, with its expiry and last use.
    expect(after.previous?.hint).toBe(initial.secret.slice(-4));
    const previous = screen.getByTestId('api-previous-secret');
    expect(previous).toHaveTextContent(`••••••••••••••••${initial.secret.slice(-4)}`);
    expect(previous).not.toHaveTextContent(initial.secret);
    expect(previous).toHaveTextContent(`Still accepted until ${formatDateTime(after.previous?.expiresAt)}`);
    expect(previous).toHaveTextContent(
      `Last used: ${initial.lastUsedAt ? formatDateTime(initial.lastUsedAt) : 'Never'}`,
    );
  });

  it('shows no previous secret before any rotation', async () => {
    await signInAs(...DEMO);
    const initial = await getReportApiCredentials();
    expect(initial.previous).toBeNull();
    renderPage(<Harness initial={initial} />);
    expect(screen.queryByTestId('api-previous-secret')).toBeNull();
  });
});
