import { decideFirstPaint, installFirstPaintGuard } from '@/session/firstPaint';

const LOCALES = ['zh-CN', 'en-US', 'ar-EG', 'fa-IR'];

describe('which static first paint may show (the guard run before the body)', () => {
  it.each([
    // kind, stored umi_locale, browser language, signed in, shown, locale, direction
    ['login:en-US', null, 'en-US', false, true, 'en-US', 'ltr'],
    ['login:en-US', null, 'en-GB', false, true, 'en-US', 'ltr'],
    ['login:en-US', 'zh-CN', 'en-US', false, false, 'zh-CN', 'ltr'],
    ['login:fa-IR', 'fa-IR', 'en-US', false, true, 'fa-IR', 'rtl'],
    ['login:zh-CN', null, 'de-DE', false, true, 'zh-CN', 'ltr'],
    ['login:zh-CN', 'xx-<b>', 'de-DE', false, true, 'zh-CN', 'ltr'],
    ['shell', 'ar-EG', 'en-US', true, true, 'ar-EG', 'rtl'],
    ['shell', 'ar-EG', 'en-US', false, false, 'ar-EG', 'rtl'],
    [null, null, 'en-US', true, false, 'en-US', 'ltr'],
  ] as const)(
    '%s, stored %s, browser %s, signed in %s: shown %s in %s %s',
    (kind, stored, browser, signedIn, show, locale, dir) => {
      expect(decideFirstPaint(kind, LOCALES, stored, browser, signedIn)).toEqual({ show, locale, dir });
    },
  );
});

describe('installFirstPaintGuard', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('dir');
  });

  it('sets the language and direction at once and hides a copy in another language', () => {
    localStorage.setItem('umi_locale', 'ar-EG');
    document.documentElement.setAttribute('data-first-paint', 'login:en-US');
    installFirstPaintGuard(LOCALES);
    expect(document.documentElement.lang).toBe('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement).toHaveClass('first-paint-off');
  });

  it('keeps the frame of a signed-in visit', () => {
    localStorage.setItem('umi_locale', 'en-US');
    localStorage.setItem('gsAuthorization', 'tok');
    document.documentElement.setAttribute('data-first-paint', 'shell');
    installFirstPaintGuard(LOCALES);
    expect(document.documentElement).not.toHaveClass('first-paint-off');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
