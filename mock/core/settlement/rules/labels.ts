/**
 * The words of a delivered report file in the schedule's language: preamble
 * labels, column titles and coded values (status, ad type, platform,
 * country), from the table of mock/core/lib/reportWords.ts; country names
 * come from Intl, as in the console's export.
 */
import { REPORT_WORDS } from './reportWords';
import type { Lang } from '../../types';
import type { ReportLocale } from '../../../../src/contract/typings';

/** The locale of a schedule made before locales were stored (or by a caller that sent none): its mail language's. */
export function localeOfLang(lang: Lang): ReportLocale {
  return lang === 'zh' ? 'zh-CN' : 'en-US';
}

/** The mails' language (the mock's messages are English and Chinese) of a file locale. */
export function langOfLocale(locale: string): Lang {
  return locale.startsWith('zh') ? 'zh' : 'en';
}

/** The ID column written before a name column (as the console's export does). */
const ID_BEFORE: Record<string, string> = { appName: 'appId', adPositionName: 'adPositionId', country: 'countryCode' };

export interface FileWords {
  period: string;
  timeZone: string;
  currency: string;
  generatedAt: string;
  /** Column keys of the file for the export's keys: an ID column before each name column. */
  keys(exportKeys: string[]): string[];
  title(key: string): string;
  /** A cell of `key` from a row of the export (codes become words). */
  cell(key: string, row: Record<string, unknown>): string | number | null;
}

export function fileWords(locale: ReportLocale): FileWords {
  const table = REPORT_WORDS[locale] ?? REPORT_WORDS['en-US'];
  const text = (id: string, fallback: string) => table[id] ?? REPORT_WORDS['en-US'][id] ?? fallback;
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    regions = null;
  }
  const coded: Record<string, string> = { status: 'status', adType: 'adType', platform: 'platform' };
  return {
    period: text('period', 'Period'),
    timeZone: text('timeZone', 'Time zone'),
    currency: text('currency', 'Currency'),
    generatedAt: text('generatedAt', 'Generated at'),
    keys: (exportKeys) =>
      exportKeys.flatMap((k) => (ID_BEFORE[k] && !exportKeys.includes(ID_BEFORE[k]) ? [ID_BEFORE[k], k] : [k])),
    title: (key) => text(key, key),
    cell: (key, row) => {
      const raw = row[key === 'countryCode' ? 'country' : key];
      if (raw === null || raw === undefined) return null;
      if (typeof raw === 'number') return raw;
      const value = String(raw);
      if (coded[key]) return text(`${coded[key]}.${value}`, value);
      if (key === 'country') return regions?.of(value) ?? value;
      return value;
    },
  };
}
