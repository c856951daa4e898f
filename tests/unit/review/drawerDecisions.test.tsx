import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MaterialIndexPage from '@/features/review/CreativeReviewPage';
import { setupMockApi } from '../support/mockApi';
import { tagsIn } from '../support/markup';
import { renderPage } from '../support/renderPage';
import { quietJsdom, REVIEWER, signIn } from './support';

// One creative's decision and its history in the drawer (issue 30: moved from tests/e2e/specs/60-review.e2e.mjs,
// whose journeys, bulk review, landing URLs and the keyboard, stay in the browser).
setupMockApi();
quietJsdom();

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  await signIn();
});

async function firstCard(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getAllByTestId('material-card')).toHaveLength(10));
  return screen.getAllByTestId('material-card')[0];
}

/** Opens a card's drawer; the drawer once it shows that creative. */
async function openDrawer(card: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(within(card).getByTestId('material-title'));
  const drawer = await screen.findByTestId('material-drawer');
  await waitFor(() => expect(within(drawer).getByText(`Creative ${card.getAttribute('data-id')}`)).toBeVisible());
  return drawer;
}

describe('a decision on one creative', () => {
  it('approving one in the drawer shows the decision in its history', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const card = await firstCard();
    const drawer = await openDrawer(card);
    expect(within(drawer).getByText('Not reviewed yet')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('drawer-approve'));
    const entry = await waitFor(() => within(drawer).getAllByTestId('history-entry')[0]);
    expect(entry).toHaveTextContent(/Approved/);
    expect(entry).toHaveTextContent(/demo/);
    expect(entry).toHaveTextContent(/Pending → Approved/);
    await waitFor(() => expect(within(card).getByText('Approved')).toBeInTheDocument());
  });

  it('rejecting needs a reason, which lands in the history as text', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const card = await firstCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const modal = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => /^Reject /.test(d.textContent ?? ''));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(within(modal).getByText('Reason', { exact: true })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('reject-submit'));
    expect(await within(modal).findByText('Choose the reason')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('radio', { name: 'Other reason…' }));
    fireEvent.click(screen.getByTestId('reject-submit'));
    expect(await within(modal).findByText('Enter the other reason')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: 'Claims a <b>fake</b> prize' } });
    fireEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(within(card).getByText('Rejected')).toBeInTheDocument());

    const drawer = await openDrawer(card);
    const entry = await waitFor(() => within(drawer).getAllByTestId('history-entry')[0]);
    expect(entry).toHaveTextContent(/Reason: Claims a <b>fake<\/b> prize/);
    expect(tagsIn(drawer).filter((t) => t.name === 'b')).toEqual([]);
  });
});
