import { useEffect, useRef } from 'react';
import { isModalOpen, shortcutFor, type ShortcutAction } from '../logic/shortcuts';

/**
 * Listens for the queue shortcuts on the document. `blocked` is the page's
 * own knowledge of open dialogs; any antd modal on screen also blocks.
 */
export function useReviewShortcuts(onAction: (action: ShortcutAction) => void, blocked: boolean): void {
  const latest = useRef({ onAction, blocked });
  latest.current = { onAction, blocked };

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const action = shortcutFor(e, latest.current.blocked || isModalOpen(document));
      if (!action) return;
      e.preventDefault();
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
