/** @jest-environment node */
// How the console's messages arrive (src/locales/lazy.ts): the pages' part
// once per locale, English when a locale's chunk fails, an error kept for the
// error boundary when nothing can be fetched; antd's texts arrive later and
// tell whoever listens.
type Lazy = typeof import('@/locales/lazy');

function fresh(): Lazy {
  let mod: Lazy | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    mod = require('@/locales/lazy');
  });
  return mod as Lazy;
}

describe('the pages’ messages', () => {
  it('load once per locale, with antd’s texts, then count as ready', async () => {
    const lazy = fresh();
    const add = jest.fn();
    expect(lazy.consoleMessagesReady('ja-JP')).toBe(false);
    await Promise.all([lazy.loadConsoleMessages('ja-JP', add), lazy.loadConsoleMessages('ja-JP', add)]);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0][0]).toBe('ja-JP');
    expect(add.mock.calls[0][1]['dashboard.title']).toBe(
      require('@/locales/ja-JP/dashboard').default['dashboard.title'],
    );
    expect(lazy.consoleMessagesReady('ja-JP')).toBe(true);
    expect(lazy.activeAntdLocale()?.locale).toBe('ja');
  });

  it('come for the home page as its own part, which leaves every other page waiting for the whole', async () => {
    const lazy = fresh();
    const add = jest.fn();
    await lazy.loadConsoleMessages('ja-JP', add, 'home');
    const home = add.mock.calls[0][1];
    expect(home['dashboard.title']).toBe(require('@/locales/ja-JP/dashboard').default['dashboard.title']);
    expect(home['payments.next.title']).toBe(require('@/locales/ja-JP/payments').default['payments.next.title']);
    expect(Object.keys(home).some((key) => key.startsWith('settlement.'))).toBe(false);
    expect(lazy.consoleMessagesReady('ja-JP', 'home')).toBe(true);
    expect(lazy.consoleMessagesReady('ja-JP')).toBe(false);
    await lazy.loadConsoleMessages('ja-JP', add);
    expect(lazy.consoleMessagesReady('ja-JP')).toBe(true);
  });

  it('fall back to English when the locale’s own chunk fails', async () => {
    const lazy = fresh();
    lazy.CONSOLE_MESSAGES['ko-KR'] = () => Promise.reject(new Error('Loading chunk 1 failed'));
    const add = jest.fn();
    await lazy.loadConsoleMessages('ko-KR', add);
    expect(add.mock.calls[0][1]['dashboard.title']).toBe('Dashboard');
    expect(lazy.consoleMessagesReady('ko-KR')).toBe(true);
  });

  it('keep the error for the error boundary when English fails too, and do not retry by themselves', async () => {
    const lazy = fresh();
    const failure = Object.assign(new Error('Loading chunk 2 failed'), { name: 'ChunkLoadError' });
    const english = jest.fn(() => Promise.reject(failure));
    lazy.CONSOLE_MESSAGES['en-US'] = english;
    const add = jest.fn();
    await lazy.loadConsoleMessages('en-US', add);
    await lazy.loadConsoleMessages('en-US', add);
    expect(english).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveBeenCalled();
    expect(() => lazy.consoleMessagesReady('en-US')).toThrow(failure);
  });
});

describe('antd’s texts', () => {
  it('arrive after the first render and tell their listeners', async () => {
    const lazy = fresh();
    const listener = jest.fn();
    const stop = lazy.subscribeAntdLocale(listener);
    expect(lazy.activeAntdLocale()).toBeUndefined();
    await lazy.loadFormats('es-ES');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(lazy.activeAntdLocale()?.locale).toBe('es');
    stop();
  });

  it('leave antd in English when their chunk fails, without an error', async () => {
    const lazy = fresh();
    lazy.ANTD_LOCALES['th-TH'] = () => Promise.reject(new Error('offline'));
    await expect(lazy.loadFormats('th-TH')).resolves.toBeUndefined();
    expect(lazy.activeAntdLocale()).toBeUndefined();
  });
});
