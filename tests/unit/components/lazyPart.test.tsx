import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import LazyPart from '@/components/LazyPart';
import { onChunkError } from '@/utils/chunkErrors';

// The parts of a page that load on first use (the app dialog, the ad-position import, the saved reports' dialogs).

function failing(error: Error) {
  return lazy(() => Promise.reject(error));
}

function chunkError(): Error {
  return Object.assign(new Error('Loading chunk 4711 failed.\n(error: http://localhost/app-form.js)'), {
    name: 'ChunkLoadError',
  });
}

function renderPage(part: JSX.Element) {
  render(
    <main>
      <h1>The list</h1>
      <LazyPart>{part}</LazyPart>
    </main>,
  );
}

describe('LazyPart', () => {
  it('shows the part once its chunk has arrived', async () => {
    const Dialog = lazy(() => Promise.resolve({ default: () => <div role="dialog" aria-label="Create app" /> }));
    renderPage(<Dialog />);
    expect(await screen.findByRole('dialog', { name: 'Create app' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('a chunk that fails to arrive: the page stays as it was, and the shell hears of it once', async () => {
    const heard = jest.fn();
    const stop = onChunkError(heard);
    // React reports the error its boundary caught on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Dialog = failing(chunkError());
    renderPage(<Dialog />);
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    stop();
  });

  it('another failure leaves the page as well, without the new-version check', async () => {
    const heard = jest.fn();
    const stop = onChunkError(heard);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Dialog = failing(new Error('render failed'));
    renderPage(<Dialog />);
    // The boundary has caught it once React has reported it.
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});
