import { renderHook } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import type { ReactNode } from 'react';
import { formatShape } from '@/features/traffic/format';
import { useTrafficText } from '@/features/traffic/useTrafficText';
import type { AdPosition } from '@/contract/typings';

function text(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RawIntlProvider value={getIntl(locale, true)}>{children}</RawIntlProvider>
  );
  return renderHook(() => useTrafficText(), { wrapper }).result.current;
}

const REWARDED = {
  adType: 'rewarded',
  rewardName: 'Coins <b>x</b>',
  rewardAmount: 1200,
} as AdPosition;

describe('formatShape', () => {
  it('quotes a rewarded position’s reward item isolated in its own direction (FSI … PDI), the amount formatted', () => {
    expect(formatShape(REWARDED, text('en-US'))).toBe('1,200 × \u2068Coins <b>x</b>\u2069');
  });

  it('gives a banner its size', () => {
    expect(formatShape({ adType: 'banner', bannerSize: '320x50' } as AdPosition, text('en-US'))).toBe('320x50');
  });
});
