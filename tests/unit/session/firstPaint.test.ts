import { decideFirstPaint, installFirstPaintGuard, shellPreloadUrls, type ShellPreloads } from '@/session/firstPaint';

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
    document.head.replaceChildren();
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

/** A build's preloads of the frame (config/shellModules.ts writes them): shared, home/other, per locale. */
const PRELOADS: ShellPreloads = {
  publicPath: '/',
  homePaths: ['/', '/dashboard'],
  all: ['menu.js', 'menu.css'],
  home: ['figures.js'],
  other: [],
  locales: {
    'en-US': [['home-en.js'], ['console-en.js']],
    'ar-EG': [
      ['core-ar.js', 'home-ar.js'],
      ['core-ar.js', 'console-ar.js'],
    ],
  },
};

describe('what the frame of a signed-in visit preloads', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.replaceChildren();
    document.documentElement.className = '';
  });

  it('the home page: the shared files, its figures and its part of the messages', () => {
    expect(shellPreloadUrls(PRELOADS, 'ar-EG', '/dashboard')).toEqual([
      '/menu.js',
      '/menu.css',
      '/figures.js',
      '/core-ar.js',
      '/home-ar.js',
    ]);
    // The root redirects home.
    expect(shellPreloadUrls(PRELOADS, 'en-US', '/')).toEqual(['/menu.js', '/menu.css', '/figures.js', '/home-en.js']);
  });

  it("another page: the shared files and every page's messages, not the figures", () => {
    expect(shellPreloadUrls(PRELOADS, 'en-US', '/flow/app')).toEqual(['/menu.js', '/menu.css', '/console-en.js']);
  });

  it("a build for '/' follows the host page's window.publicPath, as umi's own preloads do; a build for a path does not", () => {
    expect(shellPreloadUrls(PRELOADS, 'en-US', '/flow/app', 'https://cdn.example/mc/')).toEqual([
      'https://cdn.example/mc/menu.js',
      'https://cdn.example/mc/menu.css',
      'https://cdn.example/mc/console-en.js',
    ]);
    const underPath = { ...PRELOADS, publicPath: '/console/', homePaths: ['/console/', '/console/dashboard'] };
    expect(shellPreloadUrls(underPath, 'en-US', '/console/dashboard', 'https://cdn.example/')).toEqual([
      '/console/menu.js',
      '/console/menu.css',
      '/console/figures.js',
      '/console/home-en.js',
    ]);
  });

  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel=preload]')].map((l) => [l.getAttribute('as'), l.getAttribute('href')]);

  it('adds them to the head of a signed-in visit, scripts and styles each as what they are', () => {
    localStorage.setItem('umi_locale', 'en-US');
    localStorage.setItem('gsAuthorization', 'tok');
    document.documentElement.setAttribute('data-first-paint', 'shell');
    window.history.replaceState(null, '', '/flow/app');
    installFirstPaintGuard(LOCALES, PRELOADS);
    expect(preloaded()).toEqual([
      ['script', '/menu.js'],
      ['style', '/menu.css'],
      ['script', '/console-en.js'],
    ]);
  });

  it('adds nothing for a signed-out visit, whose frame turns into the sign-in page', () => {
    document.documentElement.setAttribute('data-first-paint', 'shell');
    installFirstPaintGuard(LOCALES, PRELOADS);
    expect(document.documentElement).toHaveClass('first-paint-off');
    expect(preloaded()).toEqual([]);
  });

  it('adds nothing on the sign-in page', () => {
    localStorage.setItem('umi_locale', 'en-US');
    localStorage.setItem('gsAuthorization', 'tok');
    document.documentElement.setAttribute('data-first-paint', 'login:en-US');
    installFirstPaintGuard(LOCALES, PRELOADS);
    expect(preloaded()).toEqual([]);
  });
});
