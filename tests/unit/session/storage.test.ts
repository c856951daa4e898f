import {
  getMenuCodes,
  getUserInfo,
  isAdmin,
  resolveLocale,
  sanitizeStoredLocale,
  isLocaleCode,
  isRtl,
} from '@/session';
import { getRememberedAccount, rememberAccount } from '@/session/remember';

beforeEach(() => localStorage.clear());

describe('tampered local storage never crashes the console', () => {
  it.each(['{bad json', '"just a string"', '{"access":"admin"}', '{"account_name":42}', 'null', '[]'])(
    'userInfo %j reads as signed out',
    (raw) => {
      localStorage.setItem('userInfo', raw);
      expect(getUserInfo()).toBeNull();
    },
  );

  it('reads a well-formed user', () => {
    localStorage.setItem('userInfo', JSON.stringify({ account_name: 'demo', access: 'admin' }));
    expect(getUserInfo()).toEqual({ account_name: 'demo', access: 'admin' });
    expect(isAdmin(getUserInfo())).toBe(true);
    expect(isAdmin({ account_name: 'x', access: 'user' })).toBe(false);
  });

  it('ignores menu data that is not a list of codes', () => {
    localStorage.setItem('develop_menu_data', '{"HomeView":true}');
    expect(getMenuCodes()).toEqual([]);
    localStorage.setItem('develop_menu_data', '["HomeView",1]');
    expect(getMenuCodes()).toEqual([]);
  });
});

describe('locale', () => {
  const available = ['zh-CN', 'en-US', 'fa-IR'];

  it('accepts two lowercase letters with an optional hyphen and two uppercase letters', () => {
    expect(isLocaleCode('en')).toBe(true);
    expect(isLocaleCode('en-US')).toBe(true);
    expect(isLocaleCode('EN-us')).toBe(false);
    expect(isLocaleCode('en_US')).toBe(false);
    expect(isLocaleCode('<script>')).toBe(false);
  });

  it('prefers umi_locale, then the browser language, then zh-CN', () => {
    expect(resolveLocale(available, 'en-US', 'fa-IR')).toBe('en-US');
    expect(resolveLocale(available, null, 'fa-IR')).toBe('fa-IR');
    expect(resolveLocale(available, null, 'en-GB')).toBe('en-US');
    expect(resolveLocale(available, null, 'de-DE')).toBe('zh-CN');
    expect(resolveLocale(available, 'garbage!!', 'xx')).toBe('zh-CN');
  });

  it('drops a tampered umi_locale', () => {
    localStorage.setItem('umi_locale', '"><img src=x>');
    sanitizeStoredLocale(available);
    expect(localStorage.getItem('umi_locale')).toBeNull();
    localStorage.setItem('umi_locale', 'en-US');
    sanitizeStoredLocale(available);
    expect(localStorage.getItem('umi_locale')).toBe('en-US');
  });

  it('is right-to-left for he, ar, fa and ku only', () => {
    expect(['he-IL', 'ar-EG', 'fa-IR', 'ku'].map(isRtl)).toEqual([true, true, true, true]);
    expect(['en-US', 'zh-CN', 'hi-IN'].map(isRtl)).toEqual([false, false, false]);
  });
});

describe('remember me', () => {
  it('keeps the account name only', () => {
    rememberAccount('demo');
    expect(getRememberedAccount()).toBe('demo');
    expect(document.cookie).not.toMatch(/password/i);
    rememberAccount(null);
    expect(getRememberedAccount()).toBe('');
  });
});
