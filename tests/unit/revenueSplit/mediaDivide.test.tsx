import { fireEvent, screen, within } from '@testing-library/react';
import MediaDivideMenuLink, { isMediaDividePath } from '@/features/revenueSplit/MenuLink';
import { buildMediaDivideUrl, configuredBase, MEDIA_DIVIDE_PATH, openMediaDivide } from '@/features/revenueSplit/url';
import MediaDividePage from '@/features/revenueSplit/RevenueSplitPage';
import { clearAuthorization, setToken } from '@/session';
import { renderPage } from '../support/renderPage';

const ORIGIN = 'http://127.0.0.1:8000';

describe('media-divide URL building', () => {
  it('resolves the development path (the mock page) on the console origin and appends the token', () => {
    expect(buildMediaDivideUrl({ base: '/__mock/media-divide', token: 'abc123', origin: ORIGIN })).toBe(
      'http://127.0.0.1:8000/__mock/media-divide?token=abc123',
    );
  });

  it('keeps an absolute production address (host, path, own query) and only sets the token', () => {
    expect(
      buildMediaDivideUrl({
        base: 'https://finance.media-console.example/mediaDivide?lang=en#top',
        token: 'abc',
        origin: ORIGIN,
      }),
    ).toBe('https://finance.media-console.example/mediaDivide?lang=en&token=abc#top');
  });

  it('encodes the token so it cannot add parameters or a fragment', () => {
    const href = buildMediaDivideUrl({ base: '/__mock/media-divide', token: 'a&b=c #d+e/é', origin: ORIGIN }) as string;
    expect(href).toBe('http://127.0.0.1:8000/__mock/media-divide?token=a%26b%3Dc+%23d%2Be%2F%C3%A9');
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(url.searchParams.get('token')).toBe('a&b=c #d+e/é');
    expect(url.hash).toBe('');
  });

  it('replaces a token the configured address already carried instead of sending two', () => {
    const href = buildMediaDivideUrl({ base: 'https://f.example/md?token=stale', token: 'fresh', origin: ORIGIN });
    expect(new URL(href as string).searchParams.getAll('token')).toEqual(['fresh']);
  });

  it('refuses anything that is not http(s), and a missing token', () => {
    for (const base of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'vbscript:x',
      'ftp://f.example/x',
      '',
    ]) {
      expect(buildMediaDivideUrl({ base, token: 't', origin: ORIGIN })).toBeNull();
    }
    expect(buildMediaDivideUrl({ base: '/__mock/media-divide', token: '', origin: ORIGIN })).toBeNull();
    expect(buildMediaDivideUrl({ base: '/x', token: 't', origin: 'not an origin' })).toBeNull();
  });

  it("adds the console's locale beside the token (issue 31), encoded, and only one of the console's locales", () => {
    const href = buildMediaDivideUrl({ base: '/__mock/media-divide', token: 'abc', origin: ORIGIN, locale: 'zh-CN' });
    expect(href).toBe('http://127.0.0.1:8000/__mock/media-divide?token=abc&locale=zh-CN');
    const rtl = new URL(
      buildMediaDivideUrl({
        base: 'https://f.example/md?locale=xx',
        token: 't',
        origin: ORIGIN,
        locale: 'ar-EG',
      }) as string,
    );
    expect(rtl.searchParams.getAll('locale')).toEqual(['ar-EG']);
    for (const locale of ['en-US&token=x', 'xx-YY', '<b>', '']) {
      const url = new URL(
        buildMediaDivideUrl({ base: '/__mock/media-divide', token: 't', origin: ORIGIN, locale }) as string,
      );
      expect([...url.searchParams.keys()]).toEqual(['token']);
    }
  });

  it('takes the external address from the build config only (jest defines the development value)', () => {
    expect(configuredBase()).toBe('/__mock/media-divide');
  });
});

describe('opening the report', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
    setToken('tok-123');
    localStorage.setItem('umi_locale', 'en-US');
  });
  afterEach(() => {
    open.mockRestore();
    clearAuthorization();
  });

  it('opens the configured page with the current token in a new tab without opener or referrer', () => {
    expect(openMediaDivide()).toBe(true);
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/__mock/media-divide?token=tok-123&locale=en-US`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it("a zh-CN console asks for the page in Chinese: the console's locale rides beside the token", () => {
    localStorage.setItem('umi_locale', 'zh-CN');
    expect(openMediaDivide()).toBe(true);
    const url = new URL(open.mock.calls[0][0] as string);
    expect(url.searchParams.get('token')).toBe('tok-123');
    expect(url.searchParams.get('locale')).toBe('zh-CN');
  });

  it('opens nothing without a token', () => {
    clearAuthorization();
    expect(openMediaDivide()).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('the menu entry opens the report on a plain click and the console does not navigate', () => {
    expect(isMediaDividePath(MEDIA_DIVIDE_PATH)).toBe(true);
    expect(isMediaDividePath('/information/settlement')).toBe(false);
    renderPage(<MediaDivideMenuLink>Monthly revenue split</MediaDivideMenuLink>);
    // It says, to the eye (an icon) and to a screen reader, that it opens a new tab.
    const link = screen.getByRole('link', { name: 'Monthly revenue split (opens in a new tab)' });
    expect(within(link).getByTestId('new-tab-icon')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', MEDIA_DIVIDE_PATH);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(open).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a click meant for a new tab follows the link to the fallback route instead', () => {
    renderPage(<MediaDivideMenuLink>Monthly revenue split</MediaDivideMenuLink>);
    // The browser's part (following the link) is not jsdom's: note whether the console let it, then stop it there.
    const followed: boolean[] = [];
    const browser = (e: MouseEvent) => {
      followed.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link'), { button: 1 });
    window.removeEventListener('click', browser);
    expect(followed).toEqual([true, true]);
    expect(open).not.toHaveBeenCalled();
  });

  it('the fallback page has an "Open the report" button that opens it', () => {
    renderPage(<MediaDividePage />);
    expect(screen.getByText('Monthly revenue split')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Open the report/ }));
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/__mock/media-divide?token=tok-123&locale=en-US`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('the fallback page explains when the report cannot be opened (no session)', () => {
    clearAuthorization();
    renderPage(<MediaDividePage />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: /打开报表/ })).toBeDisabled();
    expect(screen.getByText('暂时无法打开报表，请重新登录后再试。')).toBeInTheDocument();
  });
});
