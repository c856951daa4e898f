/**
 * Menu codes (SPEC.md section 6): View allows reads of an area, Manage allows
 * writes and implies View (src/contract/menuCodes.ts). Each code's route and the permission groups are the
 * contract's (MenuCode `x-paths`, PermissionGroupKey `x-codes`): a new code is one edit of openapi.yaml.
 */
import type { MenuCode, PermissionGroupKey, PermissionKind } from '../../../src/contract/typings';
import { MENU_PATHS, PERMISSION_GROUP_CODES } from '../../../src/contract/constants';
import { MENU_CODES, PERMISSION_GROUP_KEYS } from '../../../src/contract/values';
import type { MessageKey } from './i18n';

/** Canonical order (the contract's MenuCode enum). */
export const ALL_CODES: readonly MenuCode[] = MENU_CODES;

/** Console route each code unlocks (returned by the menu list): the contract's MenuCode `x-paths`. */
export const CODE_PATHS: Readonly<Record<MenuCode, string>> = MENU_PATHS;

/** The permission tree's groups and their codes: the contract's PermissionGroupKey `x-codes`. */
export const PERMISSION_GROUPS: { key: PermissionGroupKey; nameKey: MessageKey; codes: MenuCode[] }[] =
  PERMISSION_GROUP_KEYS.map((key) => ({ key, nameKey: `group.${key}`, codes: [...PERMISSION_GROUP_CODES[key]] }));

export function isMenuCode(x: unknown): x is MenuCode {
  return typeof x === 'string' && (ALL_CODES as readonly string[]).includes(x);
}

/** Granted codes plus the View codes their Manage codes imply (the contract's MenuCode x-implies). */
export { effectiveCodes } from '../../../src/contract/menuCodes';

export function codeKind(code: MenuCode): PermissionKind {
  return code.endsWith('Manage') ? 'manage' : 'view';
}
