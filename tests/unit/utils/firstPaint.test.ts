/** The hand-off from the static first paint to React's page (src/utils/firstPaint.ts). */
function load() {
  let mod!: typeof import('@/utils/firstPaint');
  jest.isolateModules(() => {
    mod = jest.requireActual('@/utils/firstPaint');
  });
  return mod;
}

/** Lets queued microtasks run (the hand-off waits for the end of the commit's effects). */
const settle = () => Promise.resolve();

beforeEach(() => {
  document.documentElement.setAttribute('data-first-paint', 'login:en-US');
  document.head.innerHTML = '<style data-first-paint>#first-paint{}</style>';
  document.body.innerHTML = '<div id="first-paint" inert></div><div id="root"></div>';
});

const copy = () => document.getElementById('first-paint');

it('stays while a page chunk loads, and goes once the commit that ended the last one is done', async () => {
  const fp = load();
  fp.firstPaintLoadingStarted();
  fp.firstPaintLoadingStarted();
  fp.firstPaintSettled();
  await settle();
  expect(copy()).not.toBeNull();
  fp.firstPaintLoadingEnded();
  await settle();
  expect(copy()).not.toBeNull();
  fp.firstPaintLoadingEnded();
  // Not within the commit's own effects: a nested page may still start loading there.
  expect(copy()).not.toBeNull();
  await settle();
  expect(copy()).toBeNull();
  expect(document.querySelector('style[data-first-paint]')).toBeNull();
  expect(document.documentElement).not.toHaveAttribute('data-first-paint');
});

it('goes after the first commit when nothing had to load', async () => {
  const fp = load();
  fp.firstPaintSettled();
  expect(copy()).not.toBeNull();
  await settle();
  expect(copy()).toBeNull();
});

it("a nested page that starts loading in the same commit as its parent's spinner ends keeps it", async () => {
  const fp = load();
  fp.firstPaintLoadingStarted();
  // One commit: the parent's spinner unmounts (1 → 0), the child's mounts (0 → 1).
  fp.firstPaintLoadingEnded();
  fp.firstPaintLoadingStarted();
  await settle();
  expect(copy()).not.toBeNull();
  fp.firstPaintLoadingEnded();
  await settle();
  expect(copy()).toBeNull();
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
