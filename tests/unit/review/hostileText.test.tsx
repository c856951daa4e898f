import { screen, waitFor, within } from '@testing-library/react';
import MaterialGrid from '@/features/review/creatives/components/MaterialGrid';
import MaterialTable from '@/features/review/creatives/components/MaterialTable';
import ReviewResultModal from '@/features/review/creatives/components/ReviewResultModal';
import DetailDrawer from '@/features/review/creatives/components/DetailDrawer';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { tagsIn } from '../support/markup';
import { material, quietJsdom, REVIEWER, signIn } from './support';

setupMockApi();
quietJsdom();

const hostile = material({
  id: 50008,
  title: '<script>alert("xss")</script> Summer sale',
  advertiser: '<img src=x onerror=alert(1)> Evil Ads',
  advertiserDomain: '"><svg onload=alert(1)>',
  appName: 'Tap & Match <b>Puzzle</b>',
  adPositionName: '<i>Home</i>',
  landingUrl: 'javascript:alert(document.cookie)',
});

const noop = () => undefined;
const handlers = { onActivate: noop, onOpen: noop, onToggle: noop, onApprove: noop, onReject: noop, onBlock: noop };

/**
 * No element was made from server text: only our own preview image, no script/svg/b/i elements. Read in the
 * markup the browser gets, tag by tag.
 */
function expectNoInjectedMarkup(root: HTMLElement) {
  const tags = tagsIn(root);
  expect(tags.filter((t) => t.name === 'script' || /\son(load|error)\b/i.test(t.names))).toEqual([]);
  // antd draws icons with <i>/<svg>; markup from the data would be a <b>/<i> carrying text.
  expect(tags.filter((t) => (t.name === 'b' || t.name === 'i') && /^\s*[^<\s]/.test(t.after))).toHaveLength(0);
  for (const img of tags.filter((t) => t.name === 'img')) expect(img.attributes).toMatch(/\ssrc="data:image\/svg\+xml/);
}

describe('server texts are shown as text', () => {
  it('in the grid', () => {
    renderPage(
      <MaterialGrid items={[hostile]} selected={new Set()} activeIndex={0} busy={false} canDecide {...handlers} />,
      REVIEWER,
    );
    const card = screen.getByTestId('material-card');
    expect(within(card).getByTestId('material-title')).toHaveTextContent('<script>alert("xss")</script> Summer sale');
    expect(within(card).getByTestId('material-advertiser')).toHaveTextContent('<img src=x onerror=alert(1)> Evil Ads');
    expect(card).toHaveTextContent('"><svg onload=alert(1)>');
    expect(card).toHaveTextContent('Tap & Match <b>Puzzle</b> / <i>Home</i>');
    expect(card).toHaveTextContent('javascript:alert(document.cookie)');
    expectNoInjectedMarkup(document.body);
  });

  it('in the table', () => {
    renderPage(
      <MaterialTable
        items={[hostile]}
        loading={false}
        selected={new Set()}
        activeIndex={-1}
        busy={false}
        sortField="submittedAt"
        sortOrder="descend"
        onSort={noop}
        onSelectionChange={noop}
        canDecide
        {...handlers}
      />,
      REVIEWER,
    );
    const row = screen.getByRole('row', { name: /Summer sale/ });
    expect(within(row).getByTestId('material-title')).toHaveTextContent('<script>alert("xss")</script> Summer sale');
    expect(within(row).getByTestId('material-advertiser')).toHaveTextContent('<img src=x onerror=alert(1)> Evil Ads');
    expect(row).toHaveTextContent('Tap & Match <b>Puzzle</b>');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expectNoInjectedMarkup(document.body);
  });

  it('in the detail drawer', async () => {
    await signIn();
    const onLoaded = jest.fn();
    // Seed creative 50008 is hostile on purpose: markup title, javascript: landing URL.
    renderPage(
      <DetailDrawer
        materialId={hostile.id}
        fallback={hostile}
        version={0}
        busy={false}
        canDecide
        hasPrev={false}
        hasNext={false}
        onPrev={noop}
        onNext={noop}
        onClose={noop}
        onApprove={noop}
        onReject={noop}
        onLoaded={onLoaded}
        onBlock={noop}
      />,
      REVIEWER,
    );
    await waitFor(() => expect(onLoaded).toHaveBeenCalled());
    expect(onLoaded.mock.calls[0][0]).toMatchObject({ id: 50008, landingUrl: 'javascript:alert(document.cookie)' });
    expect(screen.getByTestId('drawer-title')).toHaveTextContent('<script>alert("xss")</script> Summer sale');
    expect(screen.getByTestId('landing-url-text')).toHaveTextContent('javascript:alert(document.cookie)');
    expect(screen.getByTestId('landing-url-unsafe')).toBeInTheDocument();
    expect(screen.queryByTestId('landing-url-open')).not.toBeInTheDocument();
    await screen.findAllByTestId('history-entry');
    const drawer = screen.getByRole('dialog');
    expect(drawer.innerHTML).not.toMatch(/href="\s*javascript/i);
    expectNoInjectedMarkup(drawer);
  });

  it('in the bulk result', () => {
    renderPage(
      <ReviewResultModal
        outcome={{
          decision: 'approve',
          requested: 2,
          succeeded: [{ id: 1, title: 'ok' }],
          failed: [{ id: 50008, title: hostile.title, reason: '<b>Already approved</b>' }],
        }}
        onClose={noop}
      />,
      REVIEWER,
    );
    const item = screen.getByTestId('review-failed-item');
    expect(item).toHaveTextContent('#50008 <script>alert("xss")</script> Summer sale');
    expect(item).toHaveTextContent('<b>Already approved</b>');
    expectNoInjectedMarkup(screen.getByRole('dialog'));
  });
});
