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

// jsdom's getComputedStyle matches the element against every rule of every
// style sheet, and antd's CSS-in-JS adds thousands of rules: Testing
// Library's role queries (each element's visibility and accessible name) and
// user-event (its pointer-events check) call it for every element they look
// at, which made most of the page tests' time. jsdom does no layout, so only
// what something here reads is kept, and only the values that change an
// answer: what hides an element for Testing Library and jest-dom
// (display: none, visibility: hidden | collapse, opacity: 0), what makes it
// unclickable for user-event (pointer-events: none), the values that undo
// those (visibility: visible, pointer-events: auto, a non-zero opacity: few,
// and antd's motion states use them), and direction (read by src). A
// display that is not `none` is dropped: the page would show the element
// either way, and those rules were most of what was left (a rule restoring
// display under a `display: none` one would make a test fail, never pass).
// Rules without a kept declaration are dropped as their sheets arrive.
if (typeof document !== 'undefined') {
  type Rule = CSSRule & { style?: CSSStyleDeclaration; cssRules?: CSSRuleList; deleteRule?: (i: number) => void };
  const matters = (style: CSSStyleDeclaration): boolean => {
    const display = style.getPropertyValue('display');
    return (
      (!!display && display.trim() === 'none') ||
      !!style.getPropertyValue('visibility') ||
      !!style.getPropertyValue('opacity') ||
      !!style.getPropertyValue('pointer-events') ||
      !!style.getPropertyValue('direction')
    );
  };
  function prune(sheet: { cssRules: CSSRuleList; deleteRule: (i: number) => void }): void {
    for (let i = sheet.cssRules.length - 1; i >= 0; i -= 1) if (!keeps(sheet.cssRules[i] as Rule)) sheet.deleteRule(i);
  }
  function keeps(rule: Rule): boolean {
    if (rule.cssRules && rule.deleteRule) {
      prune(rule as Rule & { cssRules: CSSRuleList; deleteRule: (i: number) => void });
      return rule.cssRules.length > 0;
    }
    return !!rule.style && matters(rule.style);
  }
  const pruneStyle = (node: Node) => {
    if (node instanceof HTMLStyleElement && node.sheet) prune(node.sheet);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      pruneStyle(record.target);
      record.addedNodes.forEach(pruneStyle);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}
