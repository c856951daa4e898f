import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MaterialIndexPage from '@/features/review/CreativeReviewPage';
import { renderPage } from '../support/renderPage';
import { cards, choose, REVIEWER, reviewPageTests, watchListCalls } from './support';

// The review queue's filters, search, paging and sort go to the server and narrow the list (issue 30: moved from
// tests/e2e/specs/60-review.e2e.mjs, whose journeys, bulk review, landing URLs and the keyboard, stay there).
const api = reviewPageTests();

afterEach(() => api.server.events.removeAllListeners());

describe('the review queue’s filters', () => {
  it('go to the server and narrow the list', async () => {
    const listCall = watchListCalls(api);
    const allCards = (re: RegExp) => cards().length > 0 && cards().every((c) => re.test(c.textContent ?? ''));
    renderPage(<MaterialIndexPage />, REVIEWER);
    await waitFor(() => expect(cards()).toHaveLength(10));
    for (const card of cards()) expect(within(card).getByText('Pending')).toBeInTheDocument();

    let body = await listCall(() => choose('filter-status', 'All statuses'));
    expect(body.status).toBeUndefined();
    // Ad type is a rare filter (issue 33): behind "More filters", which then counts it.
    fireEvent.click(screen.getByTestId('filter-more'));
    body = await listCall(() => choose('filter-adType', 'Banner'));
    expect(body.adType).toBe('banner');
    expect(screen.getByTestId('filter-more')).toHaveTextContent('1');
    await waitFor(() => expect(allCards(/Banner/)).toBe(true));

    const box = screen.getByPlaceholderText('Title, advertiser or domain');
    fireEvent.change(box, { target: { value: 'Lumen' } });
    body = await listCall(() => fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect({ keyword: body.keyword, adType: body.adType, current: body.current, sortField: body.sortField }).toEqual({
      keyword: 'Lumen',
      adType: 'banner',
      current: 1,
      sortField: 'submittedAt',
    });
    await waitFor(() => expect(allCards(/Lumen Bank/)).toBe(true));

    body = await listCall(() => fireEvent.click(screen.getByTestId('filter-reset')));
    expect(Object.keys(body).sort()).toEqual(['current', 'pageSize', 'sortField', 'sortOrder', 'status']);
  });
});
