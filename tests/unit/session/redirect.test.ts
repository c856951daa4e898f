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

  // docs/session.md: anything that is not a page of the console becomes /dashboard, whatever its encoding.
  it.each([
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/x',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/./%2F/evil.example',
    '/%E3%80%82evil.example',
    '/https:%2F%2Fevil.example',
    '/no-such-page',
    '/404',
    '/exception?code=500',
    '/DASHBOARD',
    'http:/evil.example',
    '\\evil.example',
    '/%00',
  ])('a value that is not a console page (%j) becomes /dashboard', (input) => {
    expect(safeRedirect(input)).toBe('/dashboard');
  });

  it.each(['/account/logout', '/account/logout?x=1', '/account/other', '/user/login/', '/user/reset'])(
    'never leads into a page that ends the session or signs in again (%j)',
    (input) => {
      expect(safeRedirect(input)).toBe('/dashboard');
    },
  );

  it('keeps a page with a trailing slash, without the slash', () => {
    expect(safeRedirect('/flow/app/?page=2')).toBe('/flow/app?page=2');
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
  it('adds no redirect for the sign-out route (Back after signing out) or a page that does not exist', () => {
    expect(loginUrl('/account/logout')).toBe('/user/login');
    expect(loginUrl('/no-such-page?x=1')).toBe('/user/login');
  });
  it('keeps the whole query string of a report', () => {
    const from = '/information/settlement?from=2026-01-01&to=2026-01-31&group=app&apps=1%2C2';
    expect(loginUrl(from)).toBe(`/user/login?redirect=${encodeURIComponent(from)}`);
    expect(safeRedirect(new URLSearchParams(loginUrl(from).split('?')[1]).get('redirect'))).toBe(from);
  });
});
