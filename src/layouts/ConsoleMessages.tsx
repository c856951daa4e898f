import { lazy, type ComponentType, type ReactNode } from 'react';
import { getLocale } from '@umijs/max';
import { addMessages, consoleMessagesReady, loadConsoleMessages, type MessagePart } from '@/locales/lazy';

type Gate = ComponentType<{ children: ReactNode }>;
const Passthrough: Gate = ({ children }) => <>{children}</>;
const gates = new Map<string, Gate>();

/**
 * The query client's provider (react-query), a chunk of its own: below the
 * sign-in page, above every console page. Started at app start for a
 * signed-in visit (src/app.tsx) and warmed by RootLayout.
 */
export const QueryProvider = lazy(() => import('./QueryProvider'));

/** pro-components' locale and page padding (src/layouts/ProScope.tsx), a chunk of its own too. */
export const ProScope = lazy(() => import('./ProScope'));

/** A lazy component that resolves once the locale's pages' messages (that part) are in (React's way to suspend). */
function gateFor(locale: string, part: MessagePart): Gate {
  const key = `${part}:${locale}`;
  let gate = gates.get(key);
  if (!gate) {
    gate = lazy(() =>
      loadConsoleMessages(locale, addMessages, part).then(() => {
        // A failed load is kept by the locale loader: rethrown here for the error boundary (reload page).
        consoleMessagesReady(locale, part);
        return { default: Passthrough };
      }),
    );
    gates.set(key, gate);
  }
  return gate;
}

/**
 * Holds a console page (under the nearest Suspense) until the pages'
 * messages of the active locale are in, so the sign-in page never downloads
 * them and a console page never shows a raw message key; and gives it the
 * query client (docs/architecture.md "How pages load data"), and pro-components' settings
 * unless the route says it uses none (`proComponents: false`).
 */
export default function ConsoleMessages({
  children,
  pro = true,
  part = 'console',
}: {
  children: ReactNode;
  pro?: boolean;
  /** `home`: the page needs only the home page's messages (src/locales/lazy.ts). */
  part?: MessagePart;
}) {
  const locale = getLocale();
  // Once a gate exists it stays in the tree, so the page below it is never remounted.
  const Gate =
    gates.get(`${part}:${locale}`) ?? (consoleMessagesReady(locale, part) ? Passthrough : gateFor(locale, part));
  return (
    <QueryProvider>
      <Gate>
        {/* pro-components' provider and its locales weigh about 95 KB: only for pages that use them. */}
        {pro ? <ProScope>{children}</ProScope> : children}
      </Gate>
    </QueryProvider>
  );
}
