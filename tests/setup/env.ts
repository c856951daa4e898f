// Runs before the test framework: browser APIs that jsdom lacks but antd needs.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom implements getComputedStyle(elt) but not the pseudo-element argument,
// which antd's modals and tables ask for (scrollbar sizes): it logs "Not
// implemented". Answer with the element's own style, as jsdom would without it.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((elt: Element) => getComputedStyle(elt)) as typeof window.getComputedStyle;
}

// jsdom's getComputedStyle matches the element against every rule of every style sheet, and Testing Library's
// role queries (each element's visibility and accessible name) and user-event (its pointer-events check) call it
// for every element they look at. antd's CSS-in-JS writes thousands of rules, which jsdom parses as they arrive and
// then walks on every call: that was most of a page test's time. So antd computes its styles but does not write
// them into jsdom (its StyleContext's `mock: 'server'`, the mode it renders on a server with), and the one thing
// the tests read of them, which classes hide a part, stands in as a few rules (issue 30; jsdom does no layout, so
// nothing else of those styles can change an answer). The browser tests run with the real styles.
const ANTD_HIDDEN = [
  '.ant-form-item-hidden',
  '.ant-select-dropdown-hidden',
  '.ant-dropdown-hidden',
  '.ant-popover-hidden',
  '.ant-tooltip-hidden',
  '.ant-picker-dropdown-hidden',
  '.ant-cascader-dropdown-hidden',
  '.ant-tabs-tabpane-hidden',
  '.ant-collapse-content-hidden',
  '.ant-drawer-hidden',
  '.ant-modal-hidden',
  '.ant-zoom-big-leave-active',
];
if (typeof document !== 'undefined') {
  type ContextObject = { _currentValue: object; _currentValue2: object };
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { StyleContext } = require('@ant-design/cssinjs') as { StyleContext: ContextObject };
  StyleContext._currentValue = { ...StyleContext._currentValue, mock: 'server' };
  StyleContext._currentValue2 = { ...StyleContext._currentValue2, mock: 'server' };
  const hidden = document.createElement('style');
  hidden.textContent = `${ANTD_HIDDEN.join(', ')} { display: none; }`;
  document.head.appendChild(hidden);
}
