import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { claimCache, queryClient } from '@/services/query';
import { getUserInfo } from '@/session';

/**
 * The console's query cache for the pages below it. A chunk of its own,
 * loaded by ConsoleMessages (the gate every console page passes), so the
 * sign-in page never downloads react-query.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  // What another account read never shows to this one.
  claimCache(getUserInfo()?.account_name);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
