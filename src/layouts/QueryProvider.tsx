import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { claimCache, queryClient } from '@/services/query';
import { accountTimeZone, getUserInfo, watchTimeZone } from '@/session';

/**
 * The console's query cache for the pages below it. A chunk of its own,
 * loaded by ConsoleMessages (the gate every console page passes), so the
 * sign-in page never downloads react-query.
 *
 * It also follows the account's time zone: when it changes (My account, in
 * this tab or another one) the page below is drawn again from scratch, so
 * every date, time and report follows at once, and what was read in the
 * old zone is read again.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  // What another account read never shows to this one.
  claimCache(getUserInfo()?.account_name);
  const zone = useSyncExternalStore(watchTimeZone, accountTimeZone, () => null);
  const drawnIn = useRef(zone);
  useEffect(() => {
    if (zone === drawnIn.current) return;
    drawnIn.current = zone;
    void queryClient.invalidateQueries();
  }, [zone]);
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={zone ?? ''}>{children}</Fragment>
    </QueryClientProvider>
  );
}
