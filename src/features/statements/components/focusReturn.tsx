import { createContext, useCallback, useContext, useEffect, useRef, type RefObject } from 'react';

type Return = (opener: Element | null) => void;

/**
 * Where focus goes when a statement's dialog closes (issue 33): back to the control that opened it, or, when a
 * success removed that control (the invoice button of a month that is now invoiced), to the drawer's body, so
 * keyboard users keep their place and Esc still closes the drawer (it listens inside the drawer only).
 */
const FocusReturnContext = createContext<Return>(() => undefined);
export const FocusReturnProvider = FocusReturnContext.Provider;

const focusable = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && el.isConnected;

/** The drawer's side: `returnFocus` for its dialogs; call `settle` after each change of the month's data. */
export function useFocusHome(home: RefObject<HTMLElement>, changed: unknown): Return {
  const opener = useRef<Element | null>(null);
  const goHome = useCallback(() => {
    const to = focusable(opener.current) ? opener.current : home.current;
    to?.focus({ preventScroll: true });
  }, [home]);
  useEffect(() => {
    // The data a dialog changed has arrived: if that removed the opener and focus fell to the page, take it home.
    if (opener.current && !opener.current.isConnected && document.activeElement === document.body) goHome();
  }, [changed, goHome]);
  return useCallback(
    (from: Element | null) => {
      opener.current = from;
      // After the dialog's own focus handling of this turn.
      setTimeout(goHome, 0);
    },
    [goHome],
  );
}

/** A dialog opener's side: `remember` when opening, `restore` when the dialog closes (any way). */
export function useOpener() {
  const returnFocus = useContext(FocusReturnContext);
  const opener = useRef<Element | null>(null);
  return {
    remember: useCallback(() => {
      opener.current = document.activeElement;
    }, []),
    restore: useCallback(() => returnFocus(opener.current), [returnFocus]),
  };
}
