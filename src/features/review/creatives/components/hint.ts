import type { useIntl } from '@umijs/max';
import { SHORTCUT_KEY, type ShortcutAction } from '../logic/shortcuts';

type Intl = ReturnType<typeof useIntl>;

/** "Approve (shortcut A)": the tooltip of a button that has a shortcut. */
export function shortcutHint(intl: Intl, action: ShortcutAction): string {
  return intl.formatMessage(
    { id: 'review.shortcuts.hint' },
    { label: intl.formatMessage({ id: `review.shortcuts.${action}` }), key: SHORTCUT_KEY[action] },
  );
}

/** The value of aria-keyshortcuts for a button with a shortcut. */
export function ariaKey(action: ShortcutAction): string {
  return SHORTCUT_KEY[action];
}
