import type { EarningsPeriod } from '@/contract/typings';
import { EARNINGS_PERIODS } from '@/contract/values';

/**
 * The lists' earnings period in the address (issue 52), apart from the column's components so that the lists'
 * address readers stay free of React and umi (they run in node tests).
 */
export const DEFAULT_EARNINGS_PERIOD: EarningsPeriod = 'last7Days';

/** The address's period (`?earnings=yesterday`), checked: anything else is the default. */
export function readEarningsPeriod(value: string | null): EarningsPeriod | undefined {
  const found = EARNINGS_PERIODS.find((p) => p === value);
  return found === DEFAULT_EARNINGS_PERIOD ? undefined : found;
}
