/**
 * How "What changed" words a mover (issue 49): its main cause as the figure before → after ("fill rate 71% →
 * 18%"), and where its line leads (the settlement report of the same day, filtered to it, compared with a week
 * before).
 */
import type { ChangeCauseKey, ChangeDimensionKey, ChangeFigures, ChangeMover } from '@/contract/typings';
import { settlementHref } from '@/features/settlement';
import { formatInteger, formatMoney, formatPercent } from '@/utils/format';

/** A cause's figure in a period, formatted: requests whole, rates to a whole per cent (a tenth below 10%), eCPM money. */
export function causeFigure(cause: ChangeCauseKey, f: ChangeFigures, currency: string): string {
  if (cause === 'requests') return formatInteger(f.requests);
  if (cause === 'ecpm') return formatMoney(f.ecpm, currency);
  const rate = f[cause];
  return formatPercent(rate, rate > 0 && rate < 0.1 ? 1 : 0);
}

/** The settlement report of `date` filtered to the mover, compared with the same day a week earlier. */
export function moverHref(dimension: ChangeDimensionKey, m: ChangeMover, date: string): string {
  const filter =
    dimension === 'app'
      ? { appIds: [m.appId as number] }
      : dimension === 'adPosition'
        ? { appIds: [m.appId as number], adPositionIds: [m.adPositionId as number] }
        : dimension === 'country'
          ? { countries: m.country ? [m.country] : [] }
          : { adTypes: m.adType ? [m.adType] : [] };
  return settlementHref({ start: date, end: date, compare: 'previousWeek', ...filter });
}
