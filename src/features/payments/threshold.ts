import { useIntl } from '@umijs/max';
import { LIMITS } from '@/contract/limits';
import { formatInteger } from '@/utils/format';
import { useT } from '@/hooks/useT';

/** The payment threshold's bounds, from the contract: a value outside is refused, never clamped. */
export function inThresholdRange(value: number): boolean {
  return value >= LIMITS.thresholdMin && value <= LIMITS.thresholdMax;
}

/** The bounds as the user reads them, and the field's message when a value is outside them. */
export function useThresholdRange(): { min: string; max: string; message: string } {
  const t = useT();
  const { locale } = useIntl();
  const min = formatInteger(LIMITS.thresholdMin, locale);
  const max = formatInteger(LIMITS.thresholdMax, locale);
  return { min, max, message: t('payments.profile.thresholdRange', { min, max }) };
}
