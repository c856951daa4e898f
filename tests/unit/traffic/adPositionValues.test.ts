/** @jest-environment node */
import {
  NEW_AD_POSITION,
  toCreateParams,
  toFormValues,
  toUpdateParams,
  type AdPositionFormValues,
} from '@/features/traffic/adPositionValues';
import type { AdPosition } from '@/contract/typings';

const everything: AdPositionFormValues = {
  name: '  Home banner  ',
  bannerSize: '300x250',
  nativeTemplate: 'feed',
  rewardName: ' Coins ',
  rewardAmount: 10,
  orientation: 'landscape',
  floorPrice: 1.5,
  frequencyCap: { count: 4, period: 'hour' },
  status: 'disabled',
};

describe('ad-position form values to the API', () => {
  it.each([
    ['banner', { bannerSize: '300x250' }],
    ['native', { nativeTemplate: 'feed' }],
    ['rewarded', { rewardName: 'Coins', rewardAmount: 10 }],
    ['splash', { orientation: 'landscape' }],
    ['interstitial', {}],
  ] as const)('sends only the %s fields', (adType, extra) => {
    const params = toCreateParams(1001, { ...everything, adType });
    expect(params).toEqual({
      appId: 1001,
      name: 'Home banner',
      adType,
      ...extra,
      floorPrice: 1.5,
      frequencyCap: { count: 4, period: 'hour' },
      status: 'disabled',
    });
  });

  it('sends no cap when the count is empty, and a zero floor when none is given', () => {
    const params = toCreateParams(1, { ...NEW_AD_POSITION, name: 'x', floorPrice: undefined });
    expect(params.frequencyCap).toBeNull();
    expect(params.floorPrice).toBe(0);
    expect(params.status).toBe('enabled');
  });

  it('never sends the app or the type on update (they cannot change)', () => {
    const params = toUpdateParams(2001, 'banner', { ...everything, adType: 'native', appId: 9 });
    expect(params).not.toHaveProperty('appId');
    expect(params).not.toHaveProperty('adType');
    expect(params).toMatchObject({ id: 2001, bannerSize: '300x250' });
    expect(params).not.toHaveProperty('nativeTemplate');
  });

  it('round-trips a saved ad position through the form', () => {
    const saved: AdPosition = {
      id: 2001,
      appId: 1001,
      appName: 'Block Puzzle Classic',
      platform: 'android',
      unitId: 'mc-1001-2001',
      name: 'Level reward',
      adType: 'rewarded',
      bannerSize: null,
      nativeTemplate: null,
      rewardName: 'Coins',
      rewardAmount: 100,
      orientation: null,
      floorPrice: 3.25,
      frequencyCap: null,
      status: 'enabled',
      appReviewStatus: 'approved',
      appEnabled: true,
      rewardCallbackUrl: 'https://games.example/reward',
      rewardCallbackSecret: null,
      rewardCallbackSecretHint: 'cdef',
      rewardCallbackPreviousExpiresAt: null,
      serving: { status: 'serving', blockers: [], warnings: [], reason: null },
      recent: { requests: 1000, fillRate: 0.9, ecpm: 12.5 },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const values = toFormValues(saved);
    expect(values.frequencyCap).toEqual({ count: null, period: 'day' });
    expect(toUpdateParams(saved.id, saved.adType, values)).toEqual({
      id: 2001,
      name: 'Level reward',
      rewardName: 'Coins',
      rewardAmount: 100,
      rewardCallbackUrl: 'https://games.example/reward',
      floorPrice: 3.25,
      frequencyCap: null,
      status: 'enabled',
    });
  });

  it('sends the rewarded callback when given; an update that empties it removes it', () => {
    const given = { ...everything, adType: 'rewarded' as const, rewardCallbackUrl: ' https://x.example/cb ' };
    expect(toCreateParams(1001, given)).toMatchObject({ rewardCallbackUrl: 'https://x.example/cb' });
    expect(toCreateParams(1001, { ...given, rewardCallbackUrl: '' })).not.toHaveProperty('rewardCallbackUrl');
    expect(toUpdateParams(2001, 'rewarded', { ...given, rewardCallbackUrl: '  ' })).toMatchObject({
      rewardCallbackUrl: '',
    });
    expect(toUpdateParams(2001, 'banner', given)).not.toHaveProperty('rewardCallbackUrl');
  });
});
