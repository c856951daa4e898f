/**
 * The console's active locale as the shared formatting code sees it. Which
 * locale is active is the session layer's business (stored choice, browser
 * language, fallbacks); src/app.tsx wires that source in here, so shared
 * utilities depend on nothing above them.
 */
let source: () => string = () => 'zh-CN';

export function setLocaleSource(read: () => string): void {
  source = read;
}

export function activeLocale(): string {
  return source();
}
