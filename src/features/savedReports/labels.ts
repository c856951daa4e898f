import { useIntl } from '@umijs/max';
import type { ReportSchedule, SavedReportPeriod } from '@/services/typings';
import { activeLocale } from '@/utils/locale';
import { formatDay } from '@/utils/format';

/** Weekday names in the active language (0 = Sunday), from the platform: no message per day. */
export function weekdayName(day: number, locale = activeLocale()): string {
  // 2026-03-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1 + day));
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** Texts of saved reports and schedules. */
export function useSavedText() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
