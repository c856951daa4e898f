import { act, render, screen } from '@testing-library/react';
import AppErrorBoundary from '@/components/ErrorBoundary';
import { isChunkLoadError } from '@/utils/chunkErrors';
import PageLoading from '@/loading';
import { findRoute, pageTitle, redirectMap } from '@/layouts/routeMeta';
import routes from '../../../config/routes';

describe('page loading placeholder', () => {
  it('appears only after 200 ms', () => {
    jest.useFakeTimers();
    render(<PageLoading />);
    act(() => void jest.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    jest.useRealTimers();
  });
});

function Boom({ error }: { error: Error }): JSX.Element {
  throw error;
}

describe('error boundary', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('recognises chunk-load failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /p.js'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('shows a friendly page with a reload button for a failed chunk', () => {
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    render(
      <AppErrorBoundary>
        <Boom error={chunk} />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the render-error page for other errors, never a blank screen', () => {
    render(
      <AppErrorBoundary>
        <Boom error={new Error('bad data')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong on this page')).toBeInTheDocument();
  });
});

describe('route table helpers', () => {
  it('titles pages "<page name> - Media Console"', () => {
    expect(pageTitle('Apps')).toBe('Apps - Media Console');
    expect(pageTitle(undefined)).toBe('Media Console');
  });

  it('redirects / and /index.html to /dashboard', () => {
    const map = redirectMap(routes);
    expect(map.get('/')).toBe('/dashboard');
    expect(map.get('/index.html')).toBe('/dashboard');
  });
});

describe('findRoute', () => {
  it('finds the exact leaf route, or the not-found route', () => {
    expect(findRoute(routes, '/flow/app')?.name).toBe('app');
    expect(findRoute(routes, '/account/logout')?.name).toBe('account');
    expect(findRoute(routes, '/flow/app/extra')?.name).toBe('404');
    expect(findRoute(routes, '/accounts/subaccount')?.access).toBe('canSubAccountView');
  });
});
