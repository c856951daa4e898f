import { useCallback, useEffect, useRef } from 'react';

/**
 * Gives the focus back to what opened a dialog that is mounted only while open (WCAG 2.4.3).
 * antd's Modal returns the focus only when it closes itself; one that is simply unmounted
 * leaves it on the page's body, and a keyboard user starts again from the top. Call
 * `remember()` as the dialog opens (in the opener's handler: by the dialog's own effects the
 * focus is already inside it); when `open` turns false the focus goes back there.
 */
export function useFocusReturn(open: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    if (target.isConnected) target.focus({ preventScroll: true });
  }, [open]);
  return useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
}
