import { useCallback, useEffect, useState } from 'react';
import { getDataScopeApps, getGrantablePermissions, getPermissionTree } from '@/services/subAccount';
import type { DataScopeApp, MenuCode, PermissionGroup } from '@/services/typings';

export interface GrantOptions {
  groups: PermissionGroup[];
  grantable: ReadonlySet<MenuCode>;
  apps: DataScopeApp[];
}

/** What the signed-in account may hand out: the permission tree, its own codes, its apps. */
export function useGrantOptions() {
  const [options, setOptions] = useState<GrantOptions | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [groups, list, apps] = await Promise.all([
        getPermissionTree(),
        getGrantablePermissions(),
        getDataScopeApps(),
      ]);
      // The list is the server's word on what may be granted; the tree's flags say the same.
      const grantable = new Set<MenuCode>(list.filter((p) => p.grantable).map((p) => p.code));
      setOptions({ groups, grantable, apps });
    } catch {
      setFailed(true); // the request layer already said why
    }
  }, []);

  useEffect(() => void load(), [load]);
  return { options, failed, reload: load };
}
