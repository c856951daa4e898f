import { KEYS } from './constants';
import { local } from './storage';

/**
 * The signed-in user as this browser keeps it (SPEC.md: "kept locally as
 * userInfo"): the part of the server's UserInfo (contract/typings.ts) that
 * the session needs, validated on every read.
 */
export interface SessionUser {
  account_name: string;
  access?: string;
  accountId?: number;
  parentId?: number | null;
  /** The account's time zone (IANA): every date and time is shown in it, every report cut in it. */
  timeZone?: string;
}

function isSessionUser(v: unknown): v is SessionUser {
  if (typeof v !== 'object' || v === null) return false;
  const u = v as Record<string, unknown>;
  return (
    typeof u.account_name === 'string' &&
    u.account_name.length > 0 &&
    (u.access === undefined || typeof u.access === 'string') &&
    (u.timeZone === undefined || typeof u.timeZone === 'string')
  );
}

/** The signed-in user, or null when absent or tampered with (treated as signed out). */
export function getUserInfo(): SessionUser | null {
  return local.getJSON(KEYS.userInfo, isSessionUser);
}

export function setUserInfo(user: SessionUser): void {
  const { account_name, access, accountId, parentId, timeZone } = user;
  local.set(KEYS.userInfo, JSON.stringify({ account_name, access, accountId, parentId, timeZone }));
}

export function clearUserInfo(): void {
  local.remove(KEYS.userInfo);
}

/** canAdmin of SPEC.md section 6. */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.access === 'admin';
}

function isCodeList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((c) => typeof c === 'string');
}

/** Menu codes last granted by the server (develop_menu_data). */
export function getMenuCodes(): string[] {
  return local.getJSON(KEYS.menuData, isCodeList) ?? [];
}

export function setMenuCodes(codes: string[]): void {
  local.set(KEYS.menuData, JSON.stringify(codes.filter((c) => typeof c === 'string')));
}

export function clearMenuCodes(): void {
  local.remove(KEYS.menuData);
}
