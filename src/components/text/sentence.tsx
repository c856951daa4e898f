import { useIntl } from '@umijs/max';
import { useCallback, type ReactElement, type ReactNode } from 'react';
import Name from './Name';

type Plain = Record<string, string | number>;
type Names = Record<string, string | number | null | undefined>;

/**
 * A sentence of our messages that quotes server names (a confirmation, a
 * result title): `names` become <Name>s inside it, each isolated in its own
 * direction, so `Delete “Tap & Match <b>”?` reads right in ar-EG and an
 * Arabic name reads right in English. The visible text stays the same.
 * For a sentence that can only be text (a toast, an aria-label), use isolate().
 */
export function useSentence() {
  const intl = useIntl();
  return useCallback(
    (id: string, names: Names, values?: Plain): ReactNode => {
      const rich: Record<string, string | number | ReactElement> = { ...values };
      for (const [key, name] of Object.entries(names)) rich[key] = <Name key={key}>{name}</Name>;
      return intl.formatMessage({ id }, rich);
    },
    [intl],
  );
}
