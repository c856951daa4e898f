import { act, render, screen } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { watchBuild } from '@/layouts/buildWatch';
import ShellNotices from '@/layouts/ShellNotices';
import { RUNNING_BUILD } from '@/layouts/release';
import { reportChunkError } from '@/utils/chunkErrors';

// An open tab asks for the deployed build every 5 minutes: the number written here, not read from the code.
const FIVE_MINUTES = 5 * 60_000;

/** Lets the watcher's pending promise settle. */
const settle = () => act(async () => undefined);

describe('watchBuild: a new deployment seen from an open tab', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks every 5 minutes, and announces a different build once', async () => {
    let deployedId = 'a';
    const deployed = jest.fn(async () => deployedId);
    const onNewBuild = jest.fn();
    const stop = watchBuild({ running: 'a', deployed, onNewBuild });

    jest.advanceTimersByTime(FIVE_MINUTES - 1);
    expect(deployed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(deployed).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    deployedId = 'b';
    jest.advanceTimersByTime(FIVE_MINUTES);
    await settle();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    // Announced: no more asking.
    jest.advanceTimersByTime(3 * FIVE_MINUTES);
    await settle();
    expect(deployed).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks at once when page code fails to load, and says nothing when the build cannot be told', async () => {
    const deployed = jest.fn<Promise<string | null>, []>(async () => null);
    const onNewBuild = jest.fn();
    const stop = watchBuild({ running: 'a', deployed, onNewBuild });
    reportChunkError();
    await settle();
    expect(deployed).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    deployed.mockResolvedValue('b');
    reportChunkError();
    await settle();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
    // Stopped: a later chunk error asks nothing.
    reportChunkError();
    await settle();
    expect(deployed).toHaveBeenCalledTimes(2);
  });

  it('does not ask while the tab is hidden, and asks when it is shown again', async () => {
    const deployed = jest.fn(async () => 'a');
    const stop = watchBuild({ running: 'a', deployed, onNewBuild: jest.fn() });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    jest.advanceTimersByTime(2 * FIVE_MINUTES);
    await settle();
    expect(deployed).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(deployed).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
    stop();
  });
});

describe('ShellNotices', () => {
  const renderNotices = () =>
    render(
      <RawIntlProvider value={getIntl('en-US', true)}>
        <ShellNotices />
      </RawIntlProvider>,
    );

  it('shows the offline notice while the browser is offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderNotices();
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(/^You are offline now\./);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('shows "New content is available" with a Refresh button when a page chunk fails and another build is deployed', async () => {
    const fetchSpy = jest
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ build: `${RUNNING_BUILD}-next` }), { status: 200 }));
    renderNotices();
    act(() => reportChunkError());
    const notice = await screen.findByTestId('new-version-notice');
    expect(notice).toHaveTextContent('New content is available.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    fetchSpy.mockRestore();
  });
});
