import { getIntl } from '@umijs/max';

/**
 * How the request layer speaks to the user: the console's one feedback path
 * (src/feedback: toast 3 s, notification 4.5 s, rendered inside AppProviders)
 * with texts from src/locales. One place, so tests and the session layer
 * share the same wording.
 */
export { feedback } from '@/feedback';

export function t(id: string, values?: Record<string, string | number>): string {
  try {
    return getIntl().formatMessage({ id }, values);
  } catch {
    return id;
  }
}
