import { KEYS } from './constants';
import { cookie } from './storage';

/** "Remember me" keeps the account name only, for 30 days. Never a password. */
export function getRememberedAccount(): string {
  return cookie.get(KEYS.username) ?? '';
}

export function rememberAccount(name: string | null): void {
  if (name) cookie.set(KEYS.username, name, 30);
  else cookie.remove(KEYS.username);
}
