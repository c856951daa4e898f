import type { BlockRuleImpact } from '@/contract/typings';
import { feedback } from '@/feedback';
import { DELIVERY_CURRENCY } from '@/contract/values';
import { formatMoney, formatPercent } from '@/utils/format';

/**
 * A rule that would block this share of the revenue (the impact panel's 30 days) or more is confirmed before it is
 * saved: a typo in a broad rule can cost a publisher most of its income overnight.
 */
export const LARGE_REVENUE_SHARE = 0.2;

export type ImpactWarning = 'nothing' | 'large';

/** Why a rule deserves a second look before saving, or null. A rule matching no creative now blocks nothing yet. */
export function impactWarning(impact: BlockRuleImpact): ImpactWarning | null {
  if (impact.pending + impact.approved === 0) return 'nothing';
  if (impact.revenueShare >= LARGE_REVENUE_SHARE) return 'large';
  return null;
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** Asks whether to save anyway; resolves true on "Save anyway", false on Cancel or Esc. */
export function confirmImpact(
  warning: ImpactWarning,
  impact: BlockRuleImpact,
  t: Translate,
  locale: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    feedback.confirm({
      title: t(`blocking.confirm.${warning}.title`),
      content: t(`blocking.confirm.${warning}.content`, {
        share: formatPercent(impact.revenueShare, 1, locale),
        revenue: formatMoney(impact.revenue, DELIVERY_CURRENCY, locale),
      }),
      okText: t('blocking.confirm.saveAnyway'),
      okButtonProps: warning === 'large' ? { danger: true } : undefined,
      cancelText: t('common.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
