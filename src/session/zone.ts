import { isTimeZone } from '@/contract/timeZone';
import { KEYS } from './constants';
import { getUserInfo, setUserInfo } from './user';

/**
 * The account's time zone as this browser knows it: kept with the user info
 * (local storage), so a change made in one tab reaches every other tab
 * through the storage event, and this tab through its own listeners.
 */
export function accountTimeZone(): string | null {
  const zone = getUserInfo()?.timeZone;
  return isTimeZone(zone) ? zone : null;
}

const listeners = new Set<() => void>();

/** Records the account's zone (after the server saved it, or when an answer names it) and tells every listener. */
export function setAccountTimeZone(zone: string): void {
  const user = getUserInfo();
  if (!user || !isTimeZone(zone) || user.timeZone === zone) return;
  setUserInfo({ ...user, timeZone: zone });
  listeners.forEach((l) => l());
}

/** Calls back when the account's zone changes, in this tab or in another one. */
export function watchTimeZone(onChange: () => void, target: Window = window): () => void {
  let last = accountTimeZone();
  const check = () => {
    const now = accountTimeZone();
    if (now === last) return;
    last = now;
    onChange();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEYS.userInfo || e.key === null) check();
  };
  listeners.add(check);
  target.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(check);
    target.removeEventListener('storage', onStorage);
  };
}
