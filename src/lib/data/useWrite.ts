import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write as a mutation (never retried: src/services/query.ts) that names
 * what it changes: once it succeeds, those queries are marked stale and the
 * ones on screen are read again, so no view keeps showing what was before.
 * Pass the area keys of services/* (`appKeys.all`, `subAccountKeys.lists()` …).
 */
export function useWrite<A, R>(write: (args: A) => Promise<R>, changes: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      // Not awaited: the caller goes on at once; the refetches follow.
      for (const queryKey of changes) void client.invalidateQueries({ queryKey });
    },
  });
}
