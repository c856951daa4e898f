import { runExclusive } from '@/session/lock';

describe('cross-tab refresh lock (local storage fallback when Web Locks are missing)', () => {
  beforeEach(() => localStorage.clear());

  it('lets only one of two overlapping refreshes run', async () => {
    let release!: () => void;
    const first = jest.fn(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const second = jest.fn(async () => undefined);
    const a = runExclusive('refresh', first, 1000);
    const b = await runExclusive('refresh', second, 1001);
    expect(b).toBe(false);
    expect(second).not.toHaveBeenCalled();
    release();
    expect(await a).toBe(true);
    // Free again once the holder is done.
    expect(await runExclusive('refresh', second, 1002)).toBe(true);
  });

  it('takes over a lock abandoned by a closed tab after 15 s', async () => {
    localStorage.setItem('gsRefreshLock', JSON.stringify({ id: 'gone', until: 16000 }));
    const task = jest.fn(async () => undefined);
    expect(await runExclusive('refresh', task, 15999)).toBe(false);
    expect(await runExclusive('refresh', task, 16001)).toBe(true);
  });
});
