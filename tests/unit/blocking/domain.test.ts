import { isDomain, readDomain } from '@/features/blocking/domain';

describe('the value of a domain rule', () => {
  it.each([
    ['https://www.turbo-loans.test/landing?cid=1', 'turbo-loans.test'],
    ['http://user:pw@Ads.Turbo-Loans.TEST:8080/x#y', 'ads.turbo-loans.test'],
    ['turbo-loans.test', 'turbo-loans.test'],
    ['  turbo-loans.test/landing  ', 'turbo-loans.test'],
    ['//cdn.example.com/a.js', 'cdn.example.com'],
    ['www.example.com', 'example.com'],
    ['example.com.', 'example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
  ])('%j becomes %j', (raw, host) => expect(readDomain(raw)).toEqual({ ok: true, host }));

  it.each([
    ['turbo loans.test', 'spaces'],
    ['https://turbo-loans.test/a b', 'spaces'],
    ['', 'invalid'],
    ['localhost', 'invalid'],
    ['192.168.0.1', 'invalid'],
    ['ftp://files.example.com', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['-bad-.com', 'invalid'],
    ['example.c0m', 'invalid'],
    ['exa_mple.com', 'invalid'],
  ])('%j is refused (%s)', (raw, reason) => expect(readDomain(raw)).toEqual({ ok: false, reason }));

  it('keeps www. when it is the whole domain', () =>
    expect(readDomain('www.com')).toEqual({ ok: true, host: 'www.com' }));
  it('refuses a host over 253 characters', () => expect(isDomain(`${'a'.repeat(60)}.`.repeat(5) + 'com')).toBe(false));
});
