import { useQuery } from '@tanstack/react-query';
import type { DataScopeApp, MenuCode, PermissionGroup } from '@/contract/typings';
import { grantOptionsQuery } from '../api';

export interface GrantOptions {
  groups: PermissionGroup[];
  grantable: ReadonlySet<MenuCode>;
  apps: DataScopeApp[];
}

/** What the signed-in account may hand out: the permission tree, its own codes, its apps. */
export function useGrantOptions() {
  const query = useQuery({
    ...grantOptionsQuery(),
    // The list is the server's word on what may be granted; the tree's flags say the same.
    select: ({ groups, grantable, apps }): GrantOptions => ({
      groups,
      grantable: new Set<MenuCode>(grantable.filter((p) => p.grantable).map((p) => p.code)),
      apps,
    }),
  });
  return {
    options: query.data ?? null,
    // The request layer already said why; a retry under way shows the skeleton again.
    failed: query.isError && !query.isFetching,
    reload: () => void query.refetch(),
  };
}
