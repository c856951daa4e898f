/**
 * "Manage implies View" (SPEC.md section 6), read from the contract's
 * MenuCode `x-implies` (constants.ts): the mock's effective codes, the
 * console's access flags and the sub-account picker all ask here, so a new
 * Manage code is one edit in openapi.yaml.
 */
import { MENU_IMPLIES } from './constants';
import { menuCodeValues } from './schema';
import type { MenuCode } from './typings';

/** The View code a Manage code grants too, if any. */
export function impliedView(code: MenuCode): MenuCode | undefined {
  return MENU_IMPLIES[code];
}

/** The Manage codes that grant `view` (unchecking a View in the picker unchecks them). */
export function codesImplying(view: MenuCode): MenuCode[] {
  return menuCodeValues.filter((c) => MENU_IMPLIES[c] === view);
}

/** Granted codes plus the View codes their Manage codes imply, in canonical order (unknown codes dropped). */
export function effectiveCodes(granted: readonly string[]): MenuCode[] {
  const set = new Set<string>(granted);
  for (const c of granted) {
    const implied = MENU_IMPLIES[c as MenuCode];
    if (implied) set.add(implied);
  }
  return menuCodeValues.filter((c) => set.has(c));
}
