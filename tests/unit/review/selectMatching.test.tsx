import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MaterialIndexPage from '@/features/review/CreativeReviewPage';
import MaterialGrid from '@/features/review/creatives/components/MaterialGrid';
import { summarizeMatching } from '@/features/review/creatives/logic/reviewSummary';
import { listMaterials } from '@/features/review/api';
import { renderPage } from '../support/renderPage';
import { material, REVIEWER, reviewPageTests } from './support';

const api = reviewPageTests();

const noop = () => undefined;
const handlers = { onActivate: noop, onOpen: noop, onToggle: noop, onApprove: noop, onReject: noop, onBlock: noop };

describe('select all N matching', () => {
  it('after the whole page is selected, offers the filtered total and approves the whole queue on the server', async () => {
    const bodies: unknown[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/media/material/reviewMatching')) bodies.push(await request.clone().json());
    });
    const { total } = await listMaterials({ current: 1, pageSize: 10, status: 'pending' });
    expect(total).toBeGreaterThan(10);
    renderPage(<MaterialIndexPage />, REVIEWER);
    await waitFor(() => expect(screen.getAllByTestId('material-card')).toHaveLength(10));
    // Only a part of the page: nothing more is offered.
    fireEvent.click(within(screen.getAllByTestId('material-card')[0]).getByRole('checkbox'));
    expect(screen.queryByTestId('select-matching')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('select-page'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('10 creatives selected');
    fireEvent.click(screen.getByTestId('select-matching'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent(`All ${total} matching creatives are selected`);
    expect(screen.getByTestId('bulk-approve')).toHaveTextContent('Approve all matching');

    fireEvent.click(screen.getByTestId('bulk-approve'));
    const confirm = await waitFor(() => {
      const el = screen.getAllByRole('dialog').at(-1) as HTMLElement;
      expect(el).toHaveTextContent(`Approve all ${total} matching creatives?`);
      return el;
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await screen.findByText(`${total} creatives approved`);
    expect(bodies).toEqual([{ filters: { status: 'pending' }, decision: 'approve', expected: total }]);
    // Beyond the page: the pending queue is empty now, and the selection is over.
    expect((await listMaterials({ current: 1, pageSize: 10, status: 'pending' })).total).toBe(0);
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();
  });

  it('a blocked creative cannot be selected, and says why', async () => {
    const blocked = material({
      id: 50020,
      status: 'blocked',
      blockedBy: { ruleId: 7, kind: 'advertiser', value: 'X' },
    });
    renderPage(
      <MaterialGrid
        items={[blocked, material()]}
        selected={new Set()}
        activeIndex={0}
        busy={false}
        canDecide
        {...handlers}
      />,
      REVIEWER,
    );
    const [first, second] = screen.getAllByTestId('material-card');
    expect(within(first).getByRole('checkbox')).toBeDisabled();
    expect(within(second).getByRole('checkbox')).toBeEnabled();
    fireEvent.mouseEnter(within(first).getByTestId('select-disabled'));
    expect(await screen.findByText('Blocked by rule #7: pause or delete the rule to review it')).toBeInTheDocument();
  });

  it('the report of a matching review names the skipped creatives with the server titles', () => {
    const outcome = summarizeMatching('approve', [{ id: 1, title: 'On the page' }], {
      matched: 3,
      succeeded: [1, 2],
      failed: [{ id: 3, title: 'Off the page', reason: 'Already approved' }],
    });
    expect(outcome).toEqual({
      decision: 'approve',
      requested: 3,
      succeeded: [
        { id: 1, title: 'On the page' },
        { id: 2, title: '' },
      ],
      failed: [{ id: 3, title: 'Off the page', reason: 'Already approved' }],
      matching: true,
    });
  });
});
