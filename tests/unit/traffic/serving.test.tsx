import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import ServingStatus from '@/features/traffic/ServingStatus';
import DetailDrawer from '@/features/traffic/adPositions/components/DetailDrawer';
import type { AdPosition, Serving } from '@/contract/typings';
import { renderPage } from '../support/renderPage';
import { tagsIn } from '../support/markup';

// The rules themselves are the server's: mock/__tests__/serving.test.ts. Here: what the console shows of its answer.
const SERVING: Serving = { status: 'serving', blockers: [], warnings: [], reason: null };

const POSITION: AdPosition = {
  id: 2001,
  appId: 1001,
  appName: 'Block Puzzle Classic',
  platform: 'android',
  unitId: 'mc-1001-2001',
  name: 'Home banner',
  adType: 'banner',
  bannerSize: '320x50',
  nativeTemplate: null,
  rewardName: null,
  rewardAmount: null,
  orientation: null,
  floorPrice: 0.5,
  frequencyCap: null,
  status: 'enabled',
  appReviewStatus: 'approved',
  appEnabled: true,
  rewardCallbackUrl: null,
  rewardCallbackSecret: null,
  rewardCallbackSecretHint: null,
  rewardCallbackPreviousExpiresAt: null,
  serving: SERVING,
  recent: { requests: 123456, fillRate: 0.8512, ecpm: 3.2 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const notServing = (blockers: Serving['blockers'], reason: string | null = null): Serving => ({
  status: 'notServing',
  blockers,
  warnings: [],
  reason,
});

describe('serving status on screen', () => {
  it.each([
    [SERVING, 'Serving'],
    [notServing(['appPending']), 'Not serving: app pending review'],
    [notServing(['appDisabled']), 'Not serving: app disabled'],
    [notServing(['positionDisabled']), 'Not serving: position disabled'],
    [notServing(['appSuspended']), 'Not serving: app suspended'],
    // The first blocker is the headline: the server puts the app's reasons first.
    [notServing(['appPending', 'positionDisabled']), 'Not serving: app pending review'],
  ])('%j reads %j', (serving, text) => {
    renderPage(<ServingStatus serving={serving} />);
    expect(screen.getByTestId('serving')).toHaveTextContent(text);
  });

  it("shows a rejected app's reason as text, and each warning without calling it 'not serving'", () => {
    renderPage(
      <>
        <ServingStatus serving={notServing(['appRejected'], 'Store listing <b>mismatch</b>')} />
        <ServingStatus serving={{ ...SERVING, status: 'warning', warnings: ['appAdsMissing', 'noTraffic'] }} />
      </>,
    );
    const [rejected, warned] = screen.getAllByTestId('serving');
    expect(rejected).toHaveTextContent('Not serving: app rejected');
    expect(rejected).toHaveTextContent('Reason: Store listing <b>mismatch</b>');
    expect(tagsIn(rejected).map((t) => t.name)).not.toContain('b');
    expect(warned).toHaveTextContent('Serving');
    expect(warned).not.toHaveTextContent('Not serving');
    expect(within(warned).getByText(/app-ads\.txt missing/)).toHaveAttribute('data-serving-warning', 'appAdsMissing');
    expect(within(warned).getByText(/No traffic in the last 7 days/)).toBeInTheDocument();
  });

  it("the details drawer says whether the position serves and its last 7 days' figures", async () => {
    renderPage(<DetailDrawer position={{ ...POSITION, serving: notServing(['appPending']) }} onClose={jest.fn()} />);
    expect(await screen.findByText('Not serving: app pending review')).toBeInTheDocument();
    expect(screen.queryByText('Enabled', { exact: true })).not.toBeInTheDocument();
    const recent = screen.getByTestId('recent-traffic');
    expect(recent).toHaveTextContent('123,456 requests');
    expect(recent).toHaveTextContent('Fill rate 85.1%');
    expect(recent).toHaveTextContent('eCPM $3.20');
  });

  it('says it in Chinese too', () => {
    renderPage(<ServingStatus serving={notServing(['appDisabled'])} />, { locale: 'zh-CN' });
    expect(screen.getByTestId('serving')).toHaveTextContent('未投放：应用已停用');
  });
});
