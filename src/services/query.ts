/**
 * The console's one QueryClient: every page reads and writes through it
 * (docs/architecture.md "How pages load data"). It is reached only by the console: the
 * provider mounts below the sign-in page (src/layouts/QueryProvider.tsx) and
 * app.tsx imports this module dynamically in its signed-in branches, so the
 * sign-in page never downloads react-query.
 */
import { QueryClient } from '@tanstack/react-query';
import { BizError } from '@/request';

/** Data counts as fresh this long: moving between pages within it asks the server nothing. */
export const STALE_MS = 30_000;

/**
 * Worth one more try: the connection failed (not a time-out: a call that
 * waited 90 s will not be quicker now) or a gateway was briefly down. Never a
 * business refusal, a 4xx (the session layer owns 401/406, 429 means "slow
 * down"), or a 500 (the server's bug repeats; the error state offers a retry).
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof BizError) return false;
  const e = error as { request?: unknown; response?: { status?: number }; type?: string } | null;
  if (!e || typeof e !== 'object' || !e.request) return false; // not a failure of the request layer
  if (!e.response) return e.type !== 'Timeout';
  return e.response.status === 502 || e.response.status === 503 || e.response.status === 504;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Once, and only for transient failures (isTransient): each failed try is already shown by the request layer.
        retry: (failures, error) => failures < 1 && isTransient(error),
        // The session layer's keep-alive already runs on focus; a refetch of every page on top would double the calls.
        refetchOnWindowFocus: false,
        // Figures move by the minute, not the second; writes invalidate what they change at once.
        staleTime: STALE_MS,
      },
      // A write is never repeated behind the user's back (it may have reached the server).
      mutations: { retry: false },
    },
  });
}

/** The client of the running console. */
export const queryClient = createQueryClient();

/**
 * The cache belongs to one signed-in account: when another account (or none)
 * takes over, nothing the previous one read may show.
 */
let owner: string | undefined;
export function claimCache(account: string | undefined): void {
  if (owner !== undefined && owner !== account) queryClient.clear();
  owner = account;
}
