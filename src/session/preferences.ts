import { KEYS } from './constants';
import { local } from './storage';
import { getUserInfo } from './user';

/**
 * Choices of how a page looks: some for the browser session (session
 * storage) only, some per account in this browser (local storage: every
 * tab and every reload, another account on the same browser has its own).
 */

export type MaterialViewMode = 'grid' | 'table';

/** The creative review page's grid or table; grid unless the table was chosen in this session. */
export function loadMaterialView(): MaterialViewMode {
  try {
    return window.sessionStorage.getItem(KEYS.materialView) === 'table' ? 'table' : 'grid';
  } catch {
    return 'grid';
  }
}

export function saveMaterialView(mode: MaterialViewMode): void {
  try {
    window.sessionStorage.setItem(KEYS.materialView, mode);
  } catch {
    // Storage may be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}

/** The signed-in account's own storage name for a choice; null when nobody is signed in. */
function perAccount(key: string): string | null {
  const user = getUserInfo();
  if (!user) return null;
  return `${key}:${user.accountId ?? user.account_name}`;
}

/** The dashboard period the signed-in account chose last, if it is one of `allowed`. */
export function loadDashboardPeriod<T extends string>(allowed: readonly T[]): T | null {
  const key = perAccount(KEYS.dashboardPeriod);
  const value = key ? local.get(key) : null;
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : null;
}

export function saveDashboardPeriod(period: string): void {
  const key = perAccount(KEYS.dashboardPeriod);
  if (key) local.set(key, period);
}
