/** The account's time zone as the browser keeps it, and how every open tab follows a change (issue 17). */
import { accountTimeZone, getUserInfo, setAccountTimeZone, setUserInfo, watchTimeZone } from '@/session';

const LA = 'America/Los_Angeles';

describe('account time zone', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setUserInfo({ account_name: 'demo', access: 'user', accountId: 1, parentId: null, timeZone: 'Asia/Shanghai' });
  });

  test('is kept with the user info; a zone Intl does not know is ignored', () => {
    expect(accountTimeZone()).toBe('Asia/Shanghai');
    setAccountTimeZone('Mars/Olympus');
    expect(accountTimeZone()).toBe('Asia/Shanghai');
    setAccountTimeZone(LA);
    expect(accountTimeZone()).toBe(LA);
    expect(getUserInfo()).toMatchObject({ account_name: 'demo', timeZone: LA });
  });

  test('a change in this tab reaches its listeners once', () => {
    const seen: (string | null)[] = [];
    const stop = watchTimeZone(() => seen.push(accountTimeZone()));
    setAccountTimeZone(LA);
    setAccountTimeZone(LA);
    expect(seen).toEqual([LA]);
    stop();
    setAccountTimeZone('Europe/Paris');
    expect(seen).toEqual([LA]);
  });

  test('a change written by another tab arrives through the storage event', () => {
    const seen: (string | null)[] = [];
    const stop = watchTimeZone(() => seen.push(accountTimeZone()));
    // What the other tab leaves in the shared storage, then the event this tab gets.
    const raw = JSON.stringify({ ...getUserInfo(), timeZone: LA });
    window.localStorage.setItem('userInfo', raw);
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: raw }));
    // Another key, or the same zone again, is no change.
    window.dispatchEvent(new StorageEvent('storage', { key: 'umi_locale', newValue: 'en-US' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: raw }));
    expect(seen).toEqual([LA]);
    stop();
  });
});
