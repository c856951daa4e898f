/**
 * The form controls inside `root` that carry a browser-native constraint: on
 * submit the browser would show its own bubble (in the browser's language)
 * over antd's message. Forms of the console must have none.
 */
export function nativeConstraints(root: ParentNode): string[] {
  const selector = [
    'input[required]',
    'textarea[required]',
    'select[required]',
    'input[pattern]',
    'input[min]',
    'input[max]',
    'input[type="email"]',
    'input[type="url"]',
    'input[type="number"]',
    'input[type="tel"]',
  ].join(',');
  return Array.from(root.querySelectorAll(selector)).map((el) => el.outerHTML.slice(0, 120));
}
