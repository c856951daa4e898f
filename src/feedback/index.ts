import type { ModalFuncProps } from 'antd';

/**
 * The one way the console speaks to the user: toasts (3 s), notifications
 * (4.5 s) and dialogs (SPEC.md section 9). Anyone may call it, React or not
 * (pages, the request layer, the session notices wired in src/app.tsx); what
 * it shows renders inside AppProviders (theme, antd's locale, direction)
 * through antd's hook holders, mounted by FeedbackHost on the first call and
 * loaded in their own chunk, so the sign-in page stays light. Calls made
 * before the holders are in wait in a queue and show once they are.
 */
export const TOAST_SECONDS = 3;
export const NOTIFICATION_SECONDS = 4.5;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export type DialogKind = 'confirm' | 'success' | 'error' | 'info' | 'warning';

export type FeedbackCall =
  | { type: 'toast'; kind: ToastKind; text: string }
  | { type: 'notify'; title: string; description?: string }
  | { type: 'dialog'; kind: DialogKind; props: ModalFuncProps };

/** What a mounted holder does with a call (src/feedback/Holders.tsx). */
export interface FeedbackPort {
  show(call: FeedbackCall): void;
  /** Closes every toast and notification (dialogs close themselves). */
  clear(): void;
}

const queue: FeedbackCall[] = [];
const ports: FeedbackPort[] = [];
const listeners = new Set<() => void>();
let wanted = false;

function setWanted(value: boolean): void {
  if (wanted === value) return;
  wanted = value;
  listeners.forEach((listener) => listener());
}

function show(call: FeedbackCall): void {
  const port = ports[ports.length - 1];
  if (port) {
    port.show(call);
    return;
  }
  queue.push(call);
  setWanted(true);
}

export const feedback = {
  success: (text: string) => show({ type: 'toast', kind: 'success', text }),
  info: (text: string) => show({ type: 'toast', kind: 'info', text }),
  warning: (text: string) => show({ type: 'toast', kind: 'warning', text }),
  error: (text: string) => show({ type: 'toast', kind: 'error', text }),
  /** An error notification: a title and an optional second line. */
  notify: (title: string, description?: string) => show({ type: 'notify', title, description }),
  /** A confirm dialog (OK and Cancel). */
  confirm: (props: ModalFuncProps) => show({ type: 'dialog', kind: 'confirm', props }),
  /** A one-button dialog of the given kind. */
  dialog: (kind: Exclude<DialogKind, 'confirm'>, props: ModalFuncProps) => show({ type: 'dialog', kind, props }),
};

/** For FeedbackHost: whether anything asked for feedback yet (then the holders load). */
export function subscribeFeedbackWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function feedbackWanted(): boolean {
  return wanted;
}

/**
 * For the holders: they receive the calls until they unmount; the queued
 * ones show now. The last mounted holder gets the calls.
 */
export function connectFeedback(port: FeedbackPort): () => void {
  ports.push(port);
  queue.splice(0).forEach((call) => port.show(call));
  return () => {
    const at = ports.lastIndexOf(port);
    if (at >= 0) ports.splice(at, 1);
  };
}

/** The holders' chunk failed to load: what waited is dropped, and the next call tries again. */
export function feedbackUnavailable(): void {
  queue.length = 0;
  setWanted(false);
}

/** Closes what is shown and drops what waits (tests, between cases). */
export function clearFeedback(): void {
  queue.length = 0;
  ports.forEach((port) => port.clear());
}
