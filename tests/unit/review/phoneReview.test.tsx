import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MaterialIndexPage from '@/features/review/CreativeReviewPage';
import { PHONE_QUERY } from '@/hooks/usePhone';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { quietJsdom, REVIEWER, signIn } from './support';

setupMockApi();
quietJsdom();

// A phone-wide window (issue 34): the phone query matches, every other one as jsdom's default.
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

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

/** The one creative shown, once the queue has loaded. */
async function shown(position: RegExp): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId('phone-position')).toHaveTextContent(position));
  return screen.getByTestId('phone-creative');
}

describe('creative review on a phone', () => {
  it('shows one creative at a time with its app, status and 7-day revenue, and steps with Next and Previous', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const first = await shown(/^1 of \d+$/);
    // No grid, no table: one card.
    expect(screen.queryByTestId('material-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(first).getByTestId('material-app')).not.toBeEmptyDOMElement();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByTestId('material-revenue7d')).toHaveTextContent(/\$\d/);
    const firstId = first.getAttribute('data-id');

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = await shown(/^2 of \d+$/);
    expect(second.getAttribute('data-id')).not.toBe(firstId);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await shown(/^1 of \d+$/)).toHaveAttribute('data-id', firstId);
  });

  it('approve decides the creative shown and moves to the next one', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const first = await shown(/^1 of \d+$/);
    const firstId = first.getAttribute('data-id');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const next = await shown(/^2 of \d+$/);
    expect(next.getAttribute('data-id')).not.toBe(firstId);
    // Back on the first: approved now.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    const again = await shown(/^1 of \d+$/);
    expect(within(again).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('reject asks for a reason first, as on a laptop, then moves to the next one', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const first = await shown(/^1 of \d+$/);
    const firstId = first.getAttribute('data-id') as string;
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject creative ${firstId}` });
    // Nothing is sent without a reason.
    fireEvent.click(within(dialog).getByTestId('reject-submit'));
    expect(await within(dialog).findByText('Choose the reason')).toBeInTheDocument();
    expect(screen.getByTestId('phone-position')).toHaveTextContent(/^1 of/);

    fireEvent.click(within(dialog).getByLabelText('Other reason…'));
    fireEvent.change(within(dialog).getByPlaceholderText('What must the advertiser change?'), {
      target: { value: 'Shows a fake system alert' },
    });
    fireEvent.click(within(dialog).getByTestId('reject-submit'));
    const next = await shown(/^2 of \d+$/);
    expect(next.getAttribute('data-id')).not.toBe(firstId);
  });
});
