import { fireEvent, screen } from '@testing-library/react';
import LandingUrl, { LandingUrlLine } from '@/features/review/creatives/components/LandingUrl';
import { fitInto, safePreviewSrc } from '@/features/review/creatives/logic/preview';
import { renderPage } from '../support/renderPage';
import { REVIEWER } from './support';

const HOSTILE_URLS = [
  'javascript:alert(document.cookie)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '/relative/path',
  'not a url',
];

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

describe('landing URL in the detail', () => {
  it.each(HOSTILE_URLS)('shows %p as text, marked unsafe, with nothing to click open', (url) => {
    renderPage(<LandingUrl url={url} />, REVIEWER);
    expect(screen.getByTestId('landing-url-text')).toHaveTextContent(url.trim());
    expect(screen.getByText('Unsafe link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /open in new tab/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens an http(s) URL only when asked, in a new tab without opener', () => {
    const url = 'https://www.lumenbank.test/landing?utm_source=mc&cid=50001';
    renderPage(<LandingUrl url={url} />, REVIEWER);
    expect(screen.getByTestId('landing-url-text')).toHaveTextContent(url);
    // Nothing opens by itself and the URL is not a live link.
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /open in new tab/i }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
  });

  it('keeps markup in a URL as text', () => {
    const url = 'https://example.test/"><script>alert(1)</script>';
    renderPage(<LandingUrl url={url} />, REVIEWER);
    expect(document.body.innerHTML).not.toMatch(/<script\b/);
    expect(screen.getByTestId('landing-url-text')).toHaveTextContent(url);
    fireEvent.click(screen.getByRole('button', { name: /open in new tab/i }));
    // The URL parser escapes the markup; the tab gets the encoded address.
    expect(open.mock.calls[0][0]).toBe('https://example.test/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });
});

describe('landing URL in cards and rows', () => {
  it('is one line of text, never a link, with a warning mark when unsafe', () => {
    const { rerender } = renderPage(<LandingUrlLine url="javascript:alert(1)" />, REVIEWER);
    expect(screen.getByTestId('landing-url-line')).toHaveTextContent('javascript:alert(1)');
    expect(screen.getByLabelText('Unsafe link')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<a[\s>]/);
    rerender(<LandingUrlLine url="https://ok.test/" />);
    expect(screen.queryByLabelText('Unsafe link')).not.toBeInTheDocument();
  });
});

describe('preview sources', () => {
  it('loads only generated images and http(s) files', () => {
    expect(safePreviewSrc('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')).toMatch(/^data:image\/svg\+xml/);
    expect(safePreviewSrc('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(safePreviewSrc('javascript:alert(1)')).toBeNull();
    expect(safePreviewSrc('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safePreviewSrc(null)).toBeNull();
  });
});

describe('preview sizes', () => {
  it('scale the creative down into the box with its aspect ratio, never up', () => {
    expect(fitInto('1080x1920', 230, 140)).toEqual({ width: 79, height: 140 });
    expect(fitInto('1200x627', 230, 140)).toEqual({ width: 230, height: 120 });
    expect(fitInto('320x50', 520, 320)).toEqual({ width: 320, height: 50 });
    // An unusable size takes the whole box rather than collapsing to nothing.
    expect(fitInto('garbage', 100, 80)).toEqual({ width: 100, height: 80 });
  });
});
