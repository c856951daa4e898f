/** @jest-environment node */
import { hasAtMostTwoDecimals, isHttpUrl, isValidPackage, isWholeNumber, parseId } from '@/features/traffic/rules';

describe('package name / bundle ID', () => {
  it.each([
    ['android', 'com.example.app', true],
    ['android', 'com.example_2.app', true],
    ['android', 'com', false],
    ['android', '1com.example', false],
    ['android', 'com.example-app', false],
    ['android', 'com..example', false],
    ['ios', 'com.example-app.Game', true],
    ['ios', '123.example', true],
    ['ios', 'example', false],
    ['ios', 'com.example_app', false],
  ] as const)('%s %s → %s', (platform, value, ok) => {
    expect(isValidPackage(platform, value)).toBe(ok);
  });
});

describe('store URL', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isHttpUrl('https://play.google.com/store/apps/details?id=com.x')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('ftp://example.com/app')).toBe(false);
    expect(isHttpUrl('//example.com')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});

describe('numbers', () => {
  it('floor prices have at most two decimals, float noise aside', () => {
    expect(hasAtMostTwoDecimals(0)).toBe(true);
    expect(hasAtMostTwoDecimals(1.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('reward amounts are whole', () => {
    expect(isWholeNumber(100)).toBe(true);
    expect(isWholeNumber(1.5)).toBe(false);
  });

  it('IDs from text are positive whole numbers', () => {
    expect(parseId('1001')).toBe(1001);
    expect(parseId(' 42 ')).toBe(42);
    expect(parseId(7)).toBe(7);
    expect(parseId('0')).toBeNull();
    expect(parseId('-3')).toBeNull();
    expect(parseId('12abc')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('')).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseId(1.5)).toBeNull();
  });
});
