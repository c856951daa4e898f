import { useEffect, useRef } from 'react';
import { isDecision, isModalOpen, shortcutFor, type ShortcutAction } from '../logic/shortcuts';

/**
 * Listens for the queue shortcuts on the document. `blocked` is the page's
 * own knowledge of open dialogs; any antd modal on screen also blocks.
 * Without `canDecide` (no MaterialAuditManage) A and R are not shortcuts at
 * all: the keys keep their default behaviour.
 */
export function useReviewShortcuts(
  onAction: (action: ShortcutAction) => void,
  blocked: boolean,
  canDecide = true,
): void {
  const latest = useRef({ onAction, blocked, canDecide });
  latest.current = { onAction, blocked, canDecide };

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const action = shortcutFor(e, latest.current.blocked || isModalOpen(document));
      if (!action) return;
      if (!latest.current.canDecide && isDecision(action)) return;
      e.preventDefault();
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
