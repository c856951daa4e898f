import { getIntl } from '@umijs/max';

/**
 * How the request layer speaks to the user: antd's toast (3 s) and
 * notification (4.5 s) with texts from src/locales. One place, so tests and
 * the session layer share the same wording. antd's message and notification
 * load on the first use: most visits never need them, and the sign-in page
 * stays light.
 */
export function t(id: string, values?: Record<string, string | number>): string {
  try {
    return getIntl().formatMessage({ id }, values);
  } catch {
    return id;
  }
}

type Antd = {
  message: typeof import('antd/es/message').default;
  notification: typeof import('antd/es/notification').default;
};
let antd: Promise<Antd> | undefined;
function withAntd(show: (a: Antd) => unknown): void {
  antd ??= Promise.all([import('antd/es/message'), import('antd/es/notification')]).then(([m, n]) => ({
    message: m.default,
    notification: n.default,
  }));
  // A failed chunk leaves nothing to show the text with; the next call tries again.
  antd.then(show, () => {
    antd = undefined;
  });
}

export const feedback = {
  success: (text: string) => withAntd((a) => a.message.success(text)),
  warning: (text: string) => withAntd((a) => a.message.warning(text)),
  error: (text: string) => withAntd((a) => a.message.error(text)),
  notify: (title: string, description?: string) =>
    withAntd((a) => a.notification.error({ message: title, description })),
};
