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
//
// jsdom computes an element's style from its rules' declarations, which it caches per document until the DOM
// changes (any attribute, child or text of a connected node, or a style sheet: the cache is then dropped); the
// answer is a function of that cache and the tree. Yet it computes it again on every call: Testing Library's role
// queries (visibility of each element and its ancestors, on every retry of a findBy) and user-event's
// pointer-events check called it tens of thousands of times a page test, most of a page test's CPU time. So the
// answer is kept as long as jsdom's own cache lives, and is exactly what jsdom would answer (issue 30).
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  type DocumentImpl = { _styleCache: object | null };
  const implKey = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  const documentImpl = implKey ? (document as unknown as Record<symbol, DocumentImpl>)[implKey] : undefined;
  let keptFor: object | null = null;
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = ((elt: Element) => {
    if (!documentImpl || elt.ownerDocument !== document || !elt.isConnected) return getComputedStyle(elt);
    if (documentImpl._styleCache !== null && documentImpl._styleCache === keptFor) {
      const known = kept.get(elt);
      if (known) return known;
    }
    const style = getComputedStyle(elt);
    // jsdom's cache as it stands after this call (the call makes a new one when the DOM had changed).
    if (documentImpl._styleCache !== keptFor) {
      keptFor = documentImpl._styleCache;
      kept = new WeakMap();
    }
    kept.set(elt, style);
    return style;
  }) as typeof window.getComputedStyle;
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
  // Nor are they computed: every component's styles count as served by a CSS file (cssinjs' own mode for
  // styles extracted at build time: its path map says each is there), so antd skips building them, which
  // was a sixth of a page test's CPU (token proxies, stylis, hashing; issue 30). Nothing the tests read
  // changes: the styles were never in jsdom.
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const cssFile = require('@ant-design/cssinjs/lib/util/cacheMapUtil') as {
    reset(map: object, fromFile: boolean): void;
  };
  cssFile.reset(new Proxy({}, { get: () => 'jest' }), true);
  const hidden = document.createElement('style');
  hidden.textContent = `${ANTD_HIDDEN.join(', ')} { display: none; }`;
  document.head.appendChild(hidden);
}
