import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { servingOf, SERVING_STATES } from '@/features/traffic/serving';
import ServingStatus from '@/features/traffic/ServingStatus';
import DetailDrawer from '@/pages/flow/adpositions/components/DetailDrawer';
import type { AdPosition } from '@/services/typings';
import { renderPage } from '../support/renderPage';

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
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('servingOf', () => {
  it.each([
    [{ status: 'enabled', appReviewStatus: 'approved', appEnabled: true }, 'serving'],
    [{ status: 'enabled', appReviewStatus: 'pending', appEnabled: true }, 'appPending'],
    [{ status: 'enabled', appReviewStatus: 'rejected', appEnabled: true }, 'appRejected'],
    [{ status: 'enabled', appReviewStatus: 'suspended', appEnabled: false }, 'appSuspended'],
    [{ status: 'enabled', appReviewStatus: 'approved', appEnabled: false }, 'appDisabled'],
    [{ status: 'disabled', appReviewStatus: 'approved', appEnabled: true }, 'positionDisabled'],
    // The app's reason first: the position's own switch is on screen anyway.
    [{ status: 'disabled', appReviewStatus: 'pending', appEnabled: true }, 'appPending'],
    [{ status: 'disabled', appReviewStatus: 'approved', appEnabled: false }, 'appDisabled'],
  ] as const)('%j → %s', (p, expected) => {
    expect(servingOf(p)).toBe(expected);
    expect(SERVING_STATES).toContain(expected);
  });
});

describe('serving status on screen', () => {
  it.each([
    [{}, 'Serving'],
    [{ appReviewStatus: 'pending' as const }, 'Not serving: app pending review'],
    [{ appEnabled: false }, 'Not serving: app disabled'],
    [{ status: 'disabled' as const }, 'Not serving: position disabled'],
    [{ appReviewStatus: 'suspended' as const }, 'Not serving: app suspended'],
  ])('%j reads %j', (change, text) => {
    renderPage(<ServingStatus position={{ ...POSITION, ...change }} />);
    expect(screen.getByTestId('serving')).toHaveTextContent(text);
  });

  it('the details drawer says whether the position serves, not only its own switch', async () => {
    renderPage(<DetailDrawer position={{ ...POSITION, appReviewStatus: 'pending' }} onClose={jest.fn()} />);
    expect(await screen.findByText('Not serving: app pending review')).toBeInTheDocument();
    expect(screen.queryByText('Enabled', { exact: true })).toBeNull();
  });

  it('says it in Chinese too', () => {
    renderPage(<ServingStatus position={{ ...POSITION, appEnabled: false }} />, { locale: 'zh-CN' });
    expect(screen.getByTestId('serving')).toHaveTextContent('未投放：应用已停用');
  });
});
