import { KEYS, TOKEN_LIFETIME_MS } from './constants';
import { cookie, local } from './storage';

/** The current user token: local storage first, the cookie as a fallback. */
export function getToken(): string {
  return local.get(KEYS.authorization) || cookie.get(KEYS.tokenCookie) || '';
}

/** Stores a fresh token and moves the expiry TOKEN_LIFETIME_MS ahead of `now`. */
export function setToken(token: string, now: number = Date.now()): void {
  local.set(KEYS.authorization, token);
  cookie.set(KEYS.tokenCookie, token);
  local.set(KEYS.updatetime, String(now + TOKEN_LIFETIME_MS));
  cookie.set(KEYS.effectivetime, String(TOKEN_LIFETIME_MS));
}

/** Stored expiry (epoch ms), or null when missing or not a number. */
export function getExpiry(): number | null {
  return local.getNumber(KEYS.updatetime);
}

/** "Stores an empty authorization" (SPEC.md section 4): other tabs see the change. */
export function clearAuthorization(): void {
  local.set(KEYS.authorization, '');
  cookie.remove(KEYS.tokenCookie);
  local.remove(KEYS.updatetime);
  cookie.remove(KEYS.effectivetime);
}
