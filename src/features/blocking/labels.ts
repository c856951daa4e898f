import { useIntl } from '@umijs/max';
import { useCallback, useMemo } from 'react';
import type { BlockRule, BlockRuleKind } from '@/contract/typings';

/** How a rule reads in the console: its kind, value and scope in the user's language (locale area `blocking`). */
export function useBlockingText() {
  const intl = useIntl();
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  return useMemo(() => {
    const category = (key: string) => (intl.messages[`blocking.category.${key}`] ? t(`blocking.category.${key}`) : key);
    /** A category rule shows the category's name, a creative rule "#id", the others the text as entered. */
    const value = (kind: BlockRuleKind, raw: string) =>
      kind === 'category' ? category(raw) : kind === 'creative' ? `#${raw}` : raw;
    const scope = (rule: Pick<BlockRule, 'scope' | 'appIds' | 'adPositionIds'>, appName: (id: number) => string) =>
      rule.scope === 'account'
        ? t('blocking.scope.account')
        : rule.scope === 'apps'
          ? t('blocking.scopeSummary.apps', { names: rule.appIds.map(appName).join(', ') })
          : t('blocking.scopeSummary.adPositions', { count: rule.adPositionIds.length });
    return { t, category, value, scope, kind: (k: BlockRuleKind) => t(`blocking.kind.${k}`) };
  }, [intl, t]);
}
