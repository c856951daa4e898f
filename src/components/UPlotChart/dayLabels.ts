import { activeLocale } from '@/utils/locale';
import { intlLocale } from '@/utils/numbering';

const cache = new Map<string, Intl.DateTimeFormat>();

/** "11/22" (en-US), "11/22" (zh-CN), "22/11" (en-GB): a report day as a short axis label. */
export function formatShortDay(day: string, locale = activeLocale()): string {
  let f = cache.get(locale);
  if (!f) {
    // Bare days are calendar dates: read at noon UTC and shown in UTC so no zone shifts them.
    f = new Intl.DateTimeFormat(intlLocale(locale), { month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    cache.set(locale, f);
  }
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : f.format(d);
}
