import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MaterialIndexPage from '@/features/review/CreativeReviewPage';
import { materialHistory } from '@/features/review/api';
import { call } from '@/services/result';
import { renderPage } from '../support/renderPage';
import { creativeRows, firstPageCards as cards, REVIEWER, reviewPageTests } from './support';

const api = reviewPageTests();

/** The bulk approve's confirmation: its question, then "Approve". */
async function confirmApprove(question: string) {
  const confirm = await waitFor(() => {
    const el = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    expect(el).toHaveTextContent(question);
    return el;
  });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
}

// The queue's keyboard, the View only role and blocking from a card: pageQueue.test.tsx (issue 30: one file was
// the suite's longest; jest runs the two side by side).
describe('the creative review page', () => {
  it('shows the pending queue in a grid, links the audit report, and remembers the view for the session', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const list = await cards();
    for (const card of list) expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit report' })).toHaveAttribute('href', '/auditReport/index');
    expect(screen.getByTestId('shortcut-legend')).toHaveTextContent(
      /J\s*Next.*K\s*Previous.*A\s*Approve.*R\s*Reject.*Enter\s*Details/,
    );
    // Thumbnails load lazily with their size given up front.
    const img = within(list[0]).getByRole('img', { name: /^Preview of creative/ });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);

    fireEvent.click(screen.getByText('Table'));
    await waitFor(() => expect(creativeRows()).toHaveLength(10));
    expect(sessionStorage.getItem('materialReview.view')).toBe('table');
  });

  it('reports a bulk review: how many succeeded and which failed, by id and title', async () => {
    renderPage(<MaterialIndexPage />, REVIEWER);
    const [first, second] = await cards();
    const firstId = Number(first.getAttribute('data-id'));
    const secondId = Number(second.getAttribute('data-id'));
    const firstTitle = within(first).getByTestId('material-title').textContent as string;

    // Another reviewer approves the first meanwhile: this page still shows it pending, the server knows better.
    await call('/media/material/review', { ids: [firstId], decision: 'approve' }, { noMsg: true });

    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(within(second).getByRole('checkbox'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 creatives selected');
    fireEvent.click(screen.getByTestId('bulk-approve'));
    await confirmApprove('Approve 2 creatives?');

    const result = await screen.findByTestId('review-result', {});
    expect(result).toHaveTextContent('1 succeeded, 1 failed.');
    const failed = within(result).getByTestId('review-failed-item');
    expect(failed).toHaveAttribute('data-id', String(firstId));
    expect(failed).toHaveTextContent(`#${firstId} ${firstTitle}`);
    expect(failed).toHaveTextContent('Already approved');
    // Both left the selection: the server answered for each.
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();

    const history = await materialHistory({ materialId: secondId, current: 1, pageSize: 5 });
    expect(history.list[0]).toMatchObject({ decision: 'approve', reviewer: 'demo' });
  });

  it('a bulk decision goes only to the selected creatives it applies to, and says how many', async () => {
    const bodies: { ids: number[]; decision: string }[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/media/material/review')) bodies.push(await request.clone().json());
    });
    renderPage(<MaterialIndexPage />, REVIEWER);
    const [first, second, third] = await cards();
    const ids = [first, second, third].map((c) => Number(c.getAttribute('data-id')));
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(first).getByText('Approved')).toBeInTheDocument());

    // Only the approved one: nothing to approve, it can still be rejected.
    fireEvent.click(within(first).getByRole('checkbox'));
    expect(screen.getByTestId('bulk-approve')).toBeDisabled();
    expect(screen.getByTestId('bulk-reject')).toBeEnabled();
    expect(screen.getByTestId('bulk-reject')).toHaveTextContent('Reject selected');

    fireEvent.click(within(second).getByRole('checkbox'));
    fireEvent.click(within(third).getByRole('checkbox'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('3 creatives selected');
    expect(screen.getByTestId('bulk-approve')).toHaveTextContent('Approve 2 of 3');
    expect(screen.getByTestId('bulk-reject')).toHaveTextContent('Reject selected');
    fireEvent.click(screen.getByTestId('bulk-approve'));
    await confirmApprove('Approve 2 creatives?');
    await screen.findByText('2 creatives approved');
    expect(bodies.at(-1)).toEqual({ ids: [ids[1], ids[2]], decision: 'approve' });
    // The approved one was not sent, so it is still selected, alone.
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 creative selected');
  });
});
