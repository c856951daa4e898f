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
// Library's role queries (each element's visibility) and user-event (its
// pointer-events check) call it for every element they look at, which made
// most of the page tests' time. jsdom does no layout, so only the properties
// something here reads are kept; rules without one are dropped as their
// sheets arrive. Kept: what decides visibility for Testing Library and
// jest-dom (display, visibility, opacity), clickability for user-event
// (pointer-events), and direction (read by src).
if (typeof document !== 'undefined') {
  const KEPT = ['display', 'visibility', 'opacity', 'pointer-events', 'direction'];
  type Rule = CSSRule & { style?: CSSStyleDeclaration; cssRules?: CSSRuleList; deleteRule?: (i: number) => void };
  function prune(sheet: { cssRules: CSSRuleList; deleteRule: (i: number) => void }): void {
    for (let i = sheet.cssRules.length - 1; i >= 0; i -= 1) if (!keeps(sheet.cssRules[i] as Rule)) sheet.deleteRule(i);
  }
  function keeps(rule: Rule): boolean {
    if (rule.cssRules && rule.deleteRule) {
      prune(rule as Rule & { cssRules: CSSRuleList; deleteRule: (i: number) => void });
      return rule.cssRules.length > 0;
    }
    return !!rule.style && KEPT.some((p) => rule.style?.getPropertyValue(p));
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
