import type { ReactNode } from 'react';
import { addLocale, getLocale } from '@umijs/max';
import { consoleMessagesReady, loadConsoleMessages } from '@/locales/lazy';

const add = addLocale as unknown as (name: string, messages: Record<string, string>) => void;

/** Starts fetching the pages' messages early (app start of a signed-in visit). */
export function preloadConsoleMessages(): void {
  void loadConsoleMessages(getLocale(), add);
}

/**
 * Holds a console page (under the nearest Suspense) until the pages'
 * messages of the active locale are in, so the sign-in page never downloads
 * them and a console page never shows a raw message key.
 */
export default function ConsoleMessages({ children }: { children: ReactNode }) {
  const locale = getLocale();
  // Suspends on the load; throws its error once it failed (error boundary).
  if (!consoleMessagesReady(locale)) throw loadConsoleMessages(locale, add);
  return <>{children}</>;
}
