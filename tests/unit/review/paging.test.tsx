import { waitFor, within } from '@testing-library/react';
import MaterialIndexPage from '@/features/review/CreativeReviewPage';
import { renderPage } from '../support/renderPage';
import { cards, choose, REVIEWER, reviewPageTests, watchListCalls } from './support';

// The review queue's paging and sort go to the server; its filters are filters.test.tsx's (issue 30: moved from
// tests/e2e/specs/60-review.e2e.mjs, whose journeys, bulk review, landing URLs and the keyboard, stay there).
const api = reviewPageTests();

afterEach(() => api.server.events.removeAllListeners());

describe('the review queue’s paging', () => {
  it('asks the server for 50 a page and oldest first when told; every thumbnail lazy and sized', async () => {
    const listCall = watchListCalls(api);
    renderPage(<MaterialIndexPage />, REVIEWER);
    await waitFor(() => expect(cards()).toHaveLength(10));
    let body = await listCall(() => choose('material-pager', '50 / page'));
    expect(body.pageSize).toBe(50);
    await waitFor(() => expect(cards()).toHaveLength(50));
    body = await listCall(() => choose('sort-order', 'Oldest first'));
    expect(body.sortOrder).toBe('ascend');
    // Every thumbnail is lazy and sized up front (no layout shift).
    const imgs = cards().map((c) => within(c).getByRole('img', { name: /^Preview of creative/ }));
    expect(imgs.length).toBe(50);
    expect(
      imgs.every(
        (i) =>
          i.getAttribute('loading') === 'lazy' &&
          Number(i.getAttribute('width')) > 0 &&
          Number(i.getAttribute('height')) > 0,
      ),
    ).toBe(true);
  });
});
