import type { useIntl } from '@umijs/max';
import { codesImplying, impliedView } from '@/contract/menuCodes';
import type { MenuCode } from '@/contract/typings';

type IntlShape = ReturnType<typeof useIntl>;

/** Manage codes imply the View code of the same area (the contract's MenuCode x-implies). */
export { impliedView };

/**
 * Applies one checkbox change and keeps the set consistent: checking a
 * Manage code checks its View code (the server grants it anyway), and
 * unchecking a View code unchecks the Manage code that needs it.
 */
export function toggleCode(current: readonly MenuCode[], code: MenuCode, checked: boolean): MenuCode[] {
  const next = new Set(current);
  if (checked) {
    next.add(code);
    const view = impliedView(code);
    if (view) next.add(view);
  } else {
    next.delete(code);
    for (const manage of codesImplying(code)) next.delete(manage);
  }
  return [...next];
}

/** The console's own name for a code, else the server's (a code added later). */
export function codeLabel(intl: IntlShape, code: string, fallback?: string): string {
  const id = `team.code.${code}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : (fallback ?? code);
}

export function groupLabel(intl: IntlShape, key: string, fallback?: string): string {
  const id = `team.group.${key}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : (fallback ?? key);
}
