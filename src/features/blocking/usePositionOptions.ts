import { useQueries, useQuery } from '@tanstack/react-query';
import { adPositionQuery } from '@/features/traffic';
import { materialAdPositionOptionsQuery } from '@/features/review';

/**
 * The ad position picker's options: the positions of the chosen app, plus the
 * rule's chosen positions of other apps (an edited rule, or a choice kept
 * while another app is picked), named from their own record, so a chosen
 * position always shows its name, never a bare ID.
 */
export function usePositionOptions(open: boolean, appId: number | undefined, selected: readonly number[] = []) {
  const positions = useQuery({ ...materialAdPositionOptionsQuery(appId ?? 0), enabled: open && appId !== undefined });
  const listed = positions.data ?? [];
  const missing = selected.filter((id) => !listed.some((p) => p.value === id));
  const named = useQueries({ queries: missing.map((id) => ({ ...adPositionQuery(id), enabled: open })) });
  const options = [
    ...listed.map((p) => ({ value: p.value, label: p.label })),
    // One that no longer exists (or left the caller's scope) says so with its ID.
    ...missing.map((id, i) => ({ value: id, label: named[i]?.data?.name ?? `#${id}` })),
  ];
  return {
    options,
    loading: positions.isLoading || named.some((q) => q.isLoading),
    /** The app of the first chosen position, to start the app picker on an edited rule. */
    firstAppId: named.find((q) => q.data)?.data?.appId,
  };
}
