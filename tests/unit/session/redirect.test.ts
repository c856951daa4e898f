import { loginUrl, safeRedirect } from '@/session/redirect';

describe('safeRedirect: the redirect parameter only leads to a path of this console', () => {
  it.each([
    ['/flow/app', '/flow/app'],
    ['/information/settlement?from=2026-01-01#top', '/information/settlement?from=2026-01-01#top'],
    ['/a/../accounts/myaccount', '/accounts/myaccount'],
  ])('keeps the console path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'dashboard',
    '/user/login',
    '/user/login?redirect=/x',
    '/foo\u0000bar',
    '',
  ])('refuses %j and falls back to /dashboard', (input) => {
    expect(safeRedirect(input)).toBe('/dashboard');
  });

  it('refuses an absurdly long value', () => {
    expect(safeRedirect(`/${'x'.repeat(3000)}`)).toBe('/dashboard');
  });

  it('treats non-strings as missing', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined, '/flow/app')).toBe('/flow/app');
  });
});

describe('loginUrl', () => {
  it('keeps the current path as redirect', () => {
    expect(loginUrl('/flow/app?x=1')).toBe('/user/login?redirect=%2Fflow%2Fapp%3Fx%3D1');
  });
  it('adds no redirect for the root or the login page itself', () => {
    expect(loginUrl('/')).toBe('/user/login');
    expect(loginUrl('/user/login?redirect=%2Fx')).toBe('/user/login');
  });
});
