/** The hand-off from the static first paint to React's page (src/utils/firstPaint.ts). */
function load() {
  let mod!: typeof import('@/utils/firstPaint');
  jest.isolateModules(() => {
    mod = jest.requireActual('@/utils/firstPaint');
  });
  return mod;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.setAttribute('data-first-paint', 'login:en-US');
  document.head.innerHTML = '<style data-first-paint>#first-paint{}</style>';
  document.body.innerHTML = '<div id="first-paint" inert></div><div id="root"></div>';
});
afterEach(() => jest.useRealTimers());

const copy = () => document.getElementById('first-paint');

it('stays while a page chunk loads, and goes on the frame after the last one ends', () => {
  const fp = load();
  fp.firstPaintLoadingStarted();
  fp.firstPaintLoadingStarted();
  fp.firstPaintSettled();
  jest.runOnlyPendingTimers();
  expect(copy()).not.toBeNull();
  fp.firstPaintLoadingEnded();
  jest.runOnlyPendingTimers();
  expect(copy()).not.toBeNull();
  fp.firstPaintLoadingEnded();
  expect(copy()).not.toBeNull();
  jest.runOnlyPendingTimers();
  expect(copy()).toBeNull();
  expect(document.querySelector('style[data-first-paint]')).toBeNull();
  expect(document.documentElement.hasAttribute('data-first-paint')).toBe(false);
});

it('goes after the first commit when nothing had to load', () => {
  const fp = load();
  fp.firstPaintSettled();
  expect(copy()).not.toBeNull();
  jest.runOnlyPendingTimers();
  expect(copy()).toBeNull();
});

it('a chunk that starts loading before the frame keeps it', () => {
  const fp = load();
  fp.firstPaintSettled();
  fp.firstPaintLoadingStarted();
  jest.runOnlyPendingTimers();
  expect(copy()).not.toBeNull();
});

it('the console frame gives way to the real one once a page is slow enough for the spinner; the sign-in copy waits', () => {
  const fp = load();
  fp.firstPaintLoadingStarted();
  fp.firstPaintLoadingSlow();
  expect(copy()).not.toBeNull();
  document.documentElement.setAttribute('data-first-paint', 'shell');
  fp.firstPaintLoadingSlow();
  expect(copy()).toBeNull();
});
