/**
 * Keyboard shortcuts of the review queue: J/K next/previous, A approve,
 * R reject, Enter open the detail. Plain functions over the key event so the
 * rules (never while typing, never under a modal, never with Ctrl/Cmd/Alt)
 * are testable without a page.
 */
export type ShortcutAction = 'next' | 'prev' | 'approve' | 'reject' | 'open';

/** Approve and reject need the Manage right; the other keys only move or open. */
export function isDecision(action: ShortcutAction): boolean {
  return action === 'approve' || action === 'reject';
}

/** Shown in the legend and the tooltips, in this order. */
export const SHORTCUTS: readonly { action: ShortcutAction; key: string }[] = [
  { action: 'next', key: 'J' },
  { action: 'prev', key: 'K' },
  { action: 'approve', key: 'A' },
  { action: 'reject', key: 'R' },
  { action: 'open', key: 'Enter' },
];

export const SHORTCUT_KEY: Record<ShortcutAction, string> = Object.fromEntries(
  SHORTCUTS.map((s) => [s.action, s.key]),
) as Record<ShortcutAction, string>;

const LETTERS: Record<string, ShortcutAction> = { j: 'next', k: 'prev', a: 'approve', r: 'reject' };

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

const TEXT_INPUT_TYPES = new Set([
  '',
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

function asElement(target: EventTarget | null): Element | null {
  return target && typeof (target as Element).closest === 'function' ? (target as Element) : null;
}

/** Focus is somewhere the key is text: inputs, text areas, selects, editable content, comboboxes. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = asElement(target);
  if (!el) return false;
  if (el instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has((el.getAttribute('type') ?? '').toLowerCase());
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if ((el as HTMLElement).isContentEditable || el.closest('[contenteditable="true"]')) return true;
  return !!el.closest('[role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"]');
}

/** Enter already means something on buttons, links and form controls. */
export function isActivatableTarget(target: EventTarget | null): boolean {
  const el = asElement(target);
  if (!el) return false;
  return !!el.closest(
    'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="menuitem"], [role="tab"], [role="option"]',
  );
}

/**
 * An antd modal (our reject dialog, a confirm, any other) is on screen. One
 * that is already animating away does not count: the reviewer may go on.
 */
export function isModalOpen(doc: Document): boolean {
  return Array.from(doc.querySelectorAll<HTMLElement>('.ant-modal-wrap')).some((el) => {
    if (el.style.display === 'none' || doc.defaultView?.getComputedStyle(el).display === 'none') return false;
    const modal = el.querySelector('.ant-modal');
    return !modal || !/-leave\b/.test(modal.className);
  });
}

/** The action for a key press, or null when the key is not ours or shortcuts must stay quiet. */
export function shortcutFor(e: KeyLike, blocked = false): ShortcutAction | null {
  if (blocked || e.defaultPrevented || e.isComposing) return null;
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (isTypingTarget(e.target)) return null;
  if (e.key === 'Enter') return e.repeat || isActivatableTarget(e.target) ? null : 'open';
  const action = LETTERS[e.key.toLowerCase()];
  if (!action) return null;
  // Holding A or R must not review a whole page by accident; holding J/K scrolls through.
  if (e.repeat && (action === 'approve' || action === 'reject')) return null;
  return action;
}

export interface QueuePosition {
  /** Index of the active creative on the page, -1 when none. */
  index: number;
  /** Creatives on this page. */
  count: number;
  current: number;
  totalPages: number;
}

/** Where J/K lead: the next item, or the first/last item of the next/previous page, or nowhere. */
export function stepQueue(
  pos: QueuePosition,
  dir: 1 | -1,
): { current: number; index: number | 'first' | 'last' } | null {
  if (pos.count === 0) return null;
  if (pos.index < 0) return { current: pos.current, index: dir === 1 ? 0 : pos.count - 1 };
  const next = pos.index + dir;
  if (next >= 0 && next < pos.count) return { current: pos.current, index: next };
  if (dir === 1 && pos.current < pos.totalPages) return { current: pos.current + 1, index: 'first' };
  if (dir === -1 && pos.current > 1) return { current: pos.current - 1, index: 'last' };
  return null;
}
