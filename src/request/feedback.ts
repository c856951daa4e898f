import { message, notification } from 'antd';
import { getIntl } from '@umijs/max';

/**
 * How the request layer speaks to the user: antd's toast (3 s) and
 * notification (4.5 s) with texts from src/locales. One place, so tests and
 * the session layer share the same wording.
 */
export function t(id: string, values?: Record<string, string | number>): string {
  try {
    return getIntl().formatMessage({ id }, values);
  } catch {
    return id;
  }
}

export const feedback = {
  success: (text: string) => void message.success(text),
  warning: (text: string) => void message.warning(text),
  error: (text: string) => void message.error(text),
  notify: (title: string, description?: string) => notification.error({ message: title, description }),
};
