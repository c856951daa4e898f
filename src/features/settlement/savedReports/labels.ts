import type { ReportLocale, ReportSchedule, SavedReportPeriod } from '@/contract/typings';
import { REPORT_LOCALES } from '@/contract/values';
import { activeLocale } from '@/utils/locale';
import { formatDay } from '@/utils/format';
import { useT } from '@/hooks/useT';

/** Weekday names in the active language (0 = Sunday), from the platform: no message per day. */
export function weekdayName(day: number, locale = activeLocale()): string {
  // 2026-03-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1 + day));
}

/**
 * The locale a schedule's files are written in: the console's active one (who
 * sets the schedule up reads it in that language); en-US if it is none of the
 * contract's (it always is one of them: the same 13).
 */
export function scheduleLocale(locale = activeLocale()): ReportLocale {
  return (REPORT_LOCALES as readonly string[]).includes(locale) ? (locale as ReportLocale) : 'en-US';
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** Texts of saved reports and schedules. */
export function useSavedText() {
  const t = useT();
  const period = (p: SavedReportPeriod) =>
    p.kind === 'custom'
      ? t('savedReports.period.custom', { start: formatDay(p.start ?? ''), end: formatDay(p.end ?? '') })
      : t(`settlement.preset.${p.kind}`);
  const when = (s: Pick<ReportSchedule, 'frequency' | 'weekday' | 'monthDay' | 'hour'>) => {
    const hour = hourLabel(s.hour);
    if (s.frequency === 'weekly') return t('savedReports.when.weekly', { day: weekdayName(s.weekday ?? 1), hour });
    if (s.frequency === 'monthly') return t('savedReports.when.monthly', { day: s.monthDay ?? 1, hour });
    return t('savedReports.when.daily', { hour });
  };
  return { t, period, when };
}
