import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { warmLazy } from '@/utils/internals/warmLazy';

const Page = () => <p>page</p>;
const loaded = () => Promise.resolve({ default: Page });

describe('warmLazy', () => {
  it('lets a lazy component whose chunk has arrived render at once, without its fallback', async () => {
    const Warm = lazy(loaded);
    warmLazy(Warm);
    await Promise.resolve(); // the chunk "arrives"
    render(
      <Suspense fallback={<p>loading</p>}>
        <Warm />
      </Suspense>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('is needed: without it the same component shows its fallback first', async () => {
    const Cold = lazy(loaded);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Cold />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    // ...and the component once its chunk is in.
    expect(await screen.findByText('page')).toBeInTheDocument();
  });

  it('ignores what is not a lazy component, and a load that fails', async () => {
    expect(() => warmLazy(undefined)).not.toThrow();
    expect(() => warmLazy(Page)).not.toThrow();
    const Broken = lazy(() => Promise.reject(new Error('offline')));
    expect(() => warmLazy(Broken)).not.toThrow();
    await Promise.resolve();
  });
});
