/** A saved report's period on a given day (the same presets as the console's date range picker). */
import type { SavedReportPeriod } from '../../../../src/contract/typings';
import { addLocalDays, localDateString, type LocalDate } from '../../lib/zoned';

export function resolvePeriod(period: SavedReportPeriod, today: LocalDate): { startDate: string; endDate: string } {
  const day = (d: LocalDate) => localDateString(d);
  const first: LocalDate = { y: today.y, m: today.m, d: 1 };
  switch (period.kind) {
    case 'yesterday':
      return { startDate: day(addLocalDays(today, -1)), endDate: day(addLocalDays(today, -1)) };
    case 'last7Days':
      return { startDate: day(addLocalDays(today, -6)), endDate: day(today) };
    case 'last30Days':
      return { startDate: day(addLocalDays(today, -29)), endDate: day(today) };
    case 'thisMonth':
      return { startDate: day(first), endDate: day(today) };
    case 'lastMonth': {
      const lastDay = addLocalDays(first, -1);
      return { startDate: day({ ...lastDay, d: 1 }), endDate: day(lastDay) };
    }
    case 'custom':
      return { startDate: period.start ?? '', endDate: period.end ?? '' };
  }
}
