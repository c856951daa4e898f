import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MaterialIndexPage from '@/features/review/CreativeReviewPage';
import { materialHistory } from '@/features/review/api';
import { renderPage } from '../support/renderPage';
import { creativeRows, firstPageCards as cards, REVIEWER, reviewPageTests, signIn } from './support';

// The review page worked through as a reviewer does (the grid, the table and bulk decisions: page.test.tsx).
reviewPageTests();

describe('the creative review queue', () => {
  it('works through the queue with the keyboard: J moves, A approves, R asks for a reason', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const list = await cards();
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(list[0]).toHaveAttribute('aria-current', 'true'));
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(list[1]).toHaveAttribute('aria-current', 'true'));
    fireEvent.keyDown(document.body, { key: 'k' });
    await waitFor(() => expect(list[0]).toHaveAttribute('aria-current', 'true'));

    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(within(list[0]).getByText('Approved')).toBeInTheDocument());

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(await screen.findByText(`Reject creative ${list[1].getAttribute('data-id')}`)).toBeInTheDocument();
    // Under the dialog the queue keys do nothing.
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(list[1]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByLabelText('Low image quality'));
    fireEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(within(list[1]).getByText('Rejected')).toBeInTheDocument());

    const history = await materialHistory({
      materialId: Number(list[1].getAttribute('data-id')),
      current: 1,
      pageSize: 5,
    });
    expect(history.list[0]).toMatchObject({ decision: 'reject', reason: 'Low image quality', reviewer: 'demo' });
  });

  it('with View only (ops01): reads the queue, the drawer and the history, but offers no decision', async () => {
    await signIn('ops01', 'Ops@2026');
    renderPage(<MaterialIndexPage />, { codes: ['HomeView', 'MaterialAuditView'], path: REVIEWER.path });
    const list = await cards();
    expect(within(list[0]).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(list[0]).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(list[0]).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Select all on this page')).not.toBeInTheDocument();
    const legend = screen.getByTestId('shortcut-legend');
    expect(legend).toHaveTextContent(/J\s*Next.*K\s*Previous.*Enter\s*Details/);
    expect(legend).not.toHaveTextContent(/Approve|Reject/);

    // A is not a shortcut here: the creative stays pending.
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(list[0]).toHaveAttribute('aria-current', 'true'));
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(within(list[0]).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText(/^Reject creative/)).not.toBeInTheDocument();

    // The drawer shows the creative and its history, without decision buttons.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    const drawer = await screen.findByTestId('material-drawer');
    await waitFor(() =>
      expect(within(drawer).getByText(`Creative ${list[0].getAttribute('data-id')}`)).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('drawer-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('drawer-reject')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Table'));
    await waitFor(() => expect(creativeRows()).toHaveLength(10));
    for (const row of creativeRows()) expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('blocks from a card: the rule form opens prefilled with the creative and its impact', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const [first] = await cards();
    fireEvent.click(within(first).getByTestId('block-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block this domain' }));
    const form = await screen.findByTestId('block-rule-form');
    const domain = within(first).getByText(/\.test$/).textContent as string;
    await waitFor(() => expect(within(form).getByLabelText('Domain (subdomains included)')).toHaveValue(domain));
    expect(within(form).getByRole('radio', { name: 'Some apps' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('impact-pending')).toHaveTextContent(/^Pending creatives[1-9]\d*$/));
  });
});
