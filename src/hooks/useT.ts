import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** Values a message's placeholders take (`{count}`, `{name}`, `{date}`). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A message in the user's language: `t('app.create')`, `t('adPosition.rule.whole', { min, max })`. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * The console's one text function: a message of src/locales by its key, in the user's language. The same
 * function while the language stays, so a component may list it among an effect's dependencies.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
