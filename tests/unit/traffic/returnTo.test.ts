/** @jest-environment node */
import { editAdPositionTarget, returnPath } from '@/features/traffic/returnTo';
import { readListSearch, writeListSearch } from '@/features/traffic/adPositions/listSearch';

describe('going back after an ad position edit', () => {
  it('goes back to the list the user came from, filters and all', () => {
    const { path, state } = editAdPositionTarget(2001, '/flow/adpositions?adType=banner&current=2');
    expect(path).toBe('/appform/createAdPosition?id=2001');
    expect(returnPath(state)).toBe('/flow/adpositions?adType=banner&current=2');
    expect(returnPath({ from: '/flow/app?x=1' })).toBe('/flow/app?x=1');
  });

  it.each([
    [undefined],
    [null],
    [{}],
    [{ from: 42 }],
    [{ from: 'https://evil.test/flow/adpositions' }],
    [{ from: '//evil.test/flow/adpositions' }],
    [{ from: 'javascript:alert(1)' }],
    [{ from: '/accounts/myaccount' }],
    [{ from: '/flow/adpositions/../../user/login' }],
  ])('falls back to the list for %j', (state) => {
    expect(returnPath(state)).toBe('/flow/adpositions');
  });
});

describe('the ad position list in the address', () => {
  it('round-trips filters and page, leaving defaults out', () => {
    const s = {
      keyword: 'mc-1001',
      appId: 1001,
      adType: 'banner' as const,
      status: 'disabled' as const,
      current: 3,
      pageSize: 20,
    };
    const text = writeListSearch(s);
    expect(text).toBe('?keyword=mc-1001&appId=1001&adType=banner&status=disabled&current=3&pageSize=20');
    expect(readListSearch(new URLSearchParams(text))).toEqual(s);
    expect(writeListSearch({ current: 1, pageSize: 10 })).toBe('');
  });

  it('drops what is not a filter value', () => {
    const q = new URLSearchParams('appId=abc&adType=popup&status=on&current=-1&pageSize=7&keyword=%20%20');
    expect(readListSearch(q)).toEqual({});
  });
});
